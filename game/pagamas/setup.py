"""Setting up a game of Pagamás: the decks, the first captain's draw, the start hands, and the
`setup` option that fixes what would be random (shape in the package docstring).
"""
from __future__ import annotations

from collections import Counter

from ..core.rng import Rng
from . import cards
from .common import draw_actions
from .turn import start_turn
from .state import PagamasState

SETUP_KEYS = ("captain", "loot", "actions", "hands", "sailors", "loot_in_front", "buried",
              "discard", "roles", "dodges", "turn")


def new_state(players: int, seed: int, options: dict) -> PagamasState:
    setup = options.get("setup") or {}
    if not isinstance(setup, dict):
        raise ValueError(f"setup must be an object or None, got {setup!r}")
    unknown = sorted(set(setup) - set(SETUP_KEYS))
    if unknown:
        raise ValueError(f"setup has no key {unknown[0]!r}; known: {list(SETUP_KEYS)}")
    n = players
    s = PagamasState(n)
    s.rng = Rng(seed)
    values = cards.loot_values(n)
    s.rng.shuffle(values)
    s.value = values
    pool = list(range(len(values)))

    def take_value(v, field: str) -> int:
        if v not in (1, 2, 3) or isinstance(v, bool):
            raise ValueError(f"setup {field}: a loot value is 1, 2 or 3, not {v!r}")
        for c in pool:
            if s.value[c] == v:
                pool.remove(c)
                return c
        raise ValueError(f"setup {field}: no loot card of value {v} left in the deck")

    for field, target in (("loot_in_front", s.front), ("buried", s.buried)):
        piles = _per_seat(setup.get(field), n, field)
        for seat, pile in enumerate(piles):
            target[seat] = [take_value(v, field) for v in pile]
    s.loot_discard = [take_value(v, "discard") for v in _list(setup.get("discard"), "discard")]
    for seat in range(n):
        s.known[seat].update(s.front[seat] + s.buried[seat])
    s.rng.shuffle(pool)
    s.loot_deck = pool

    captain = setup.get("captain")
    if captain is None:
        captain = _draw_captain(s)
    elif isinstance(captain, bool) or not isinstance(captain, int) or not 0 <= captain < n:
        raise ValueError(f"setup captain must be a seat 0..{n - 1}, got {captain!r}")
    top = [take_value(v, "loot") for v in _list(setup.get("loot"), "loot")]
    s.loot_deck = top + s.loot_deck
    if not s.loot_deck:
        raise ValueError("setup leaves no card in the loot deck")

    roles = setup.get("roles")
    if roles is None:
        s.roles = [cards.CAPTAIN if x == captain else None for x in range(n)]
    else:
        if not isinstance(roles, list) or len(roles) != n:
            raise ValueError(f"setup roles must list one character (or null) per seat, got {roles!r}")
        present = [r for r in roles if r is not None]
        if any(r not in s.characters for r in present) or len(present) != len(set(present)):
            raise ValueError(f"setup roles: characters in play are {s.characters}, each once: {roles!r}")
        if roles[captain] != cards.CAPTAIN:
            raise ValueError(f"setup roles: seat {captain} is the captain, not {roles[captain]!r}")
        s.roles = list(roles)

    deck = Counter(cards.action_cards())
    hands = setup.get("hands")
    hand_piles = _per_seat(hands, n, "hands") if hands is not None else None
    sailor_piles = _per_seat(setup.get("sailors"), n, "sailors")
    for field, piles in (("hands", hand_piles or []), ("sailors", sailor_piles)):
        for pile in piles:
            for k in pile:
                if k not in cards.ACTION_DECK:
                    raise ValueError(f"setup {field}: no action card {k!r}; known: {cards.ACTION_KINDS}")
                if (field == "sailors") != cards.is_sailor(k):
                    raise ValueError(f"setup {field}: {k!r} does not belong there")
                if deck[k] == 0:
                    raise ValueError(f"setup {field}: no {k!r} card left")
                deck[k] -= 1
    s.sailors = [list(p) for p in sailor_piles]
    rest = [k for k, m in deck.items() for _ in range(m)]
    s.rng.shuffle(rest)
    prefix = _list(setup.get("actions"), "actions")
    if hand_piles is not None:
        s.hands = [list(p) for p in hand_piles]
    for k in prefix:
        if k not in rest:
            raise ValueError(f"setup actions: no {k!r} card left in the deck")
        rest.remove(k)
    s.action_deck = list(prefix) + rest
    if hand_piles is None:
        for seat in s.from_seat(captain):
            draw_actions(s, seat, cards.START_HAND, [], "start")
    dodges = _list(setup.get("dodges"), "dodges")
    if any(not isinstance(d, bool) for d in dodges):
        raise ValueError(f"setup dodges must be true/false values, got {dodges!r}")
    s.forced_dodges = list(dodges)
    turn = setup.get("turn", 1)
    if isinstance(turn, bool) or not isinstance(turn, int) or turn < 1:
        raise ValueError(f"setup turn must be a turn number from 1, got {turn!r}")
    s.turn = turn
    start_turn(s, [])
    s.check_invariants()
    return s


def _draw_captain(s: PagamasState) -> int:
    """Each player draws a loot card; the highest is captain; the tied draw again. Then every
    drawn card goes back and the deck is shuffled."""
    tied = list(range(s.players))
    drawn: list[int] = []
    while True:
        rnd = []
        for seat in tied:
            c = s.loot_deck.pop(0)
            drawn.append(c)
            rnd.append([seat, s.value[c]])
        s.first_draw.append(rnd)
        best = max(v for _, v in rnd)
        tied = [seat for seat, v in rnd if v == best]
        if len(tied) == 1 or len(s.loot_deck) < len(tied):
            break
    s.loot_deck += drawn
    s.rng.shuffle(s.loot_deck)
    return tied[0]


def _list(value, field: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ValueError(f"setup {field} must be a list, got {value!r}")
    return value


def _per_seat(value, n: int, field: str) -> list[list]:
    if value is None:
        return [[] for _ in range(n)]
    if not isinstance(value, list) or len(value) != n or not all(isinstance(p, list) for p in value):
        raise ValueError(f"setup {field} must be a list of {n} lists (one per seat), got {value!r}")
    return value
