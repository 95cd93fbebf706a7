"""Table talk and phase 2 (decision): signals to the neighbours, then ships placed face down.

Both are simultaneous: every seat acts once, face down; the signals are revealed
together when the last seat has talked; the ships stay face down until phase 4.
"""
from __future__ import annotations

import functools
import itertools

from ..i18n import _
from ..core.contract import Action, Event
from . import islands
from .actions import Place, Talk
from .events import Decided, PhaseBegins, SignalsRevealed

INTENTS = ("share", "raid")


def open_talk(s, ev: list[Event] | None) -> None:
    s.phase = "talk"
    if ev is not None:
        ev.append(PhaseBegins(day=s.day, phase="talk"))


def open_decision(s, ev: list[Event] | None) -> None:
    s.phase = "decision"
    if ev is not None:
        ev.append(PhaseBegins(day=s.day, phase="decision"))


# ---------------------------------------------------------------- legal moves
def legal(s, seat: int) -> list[Action]:
    if s.phase == "talk":
        return list(_all_talks(islands.sorted_islands(s.players, seat)))     # talk_options
    return list(_all_places(tuple(s.cards[seat]), islands.sorted_islands(s.players, seat)))


@functools.lru_cache(maxsize=2048)    # every hand of every table: 120 per pair of islands, 70 with 2
def _all_places(cards: tuple, mine: tuple) -> tuple:
    """Every Place for these cards and islands (the actions are immutable: cached)."""
    return tuple(Place(ships=tuple(zip(mine, perm)))
                 for perm in itertools.permutations(cards, len(mine)))


def talk_options(s, seat: int) -> list[Talk]:
    """Every combination of silence / "share" / "raid" at each of the seat's islands."""
    return list(_all_talks(islands.sorted_islands(s.players, seat)))


@functools.lru_cache(maxsize=64)
def _all_talks(mine: tuple) -> tuple:
    return tuple(Talk(signals=tuple((i, c) for i, c in zip(mine, choice) if c is not None))
                 for choice in itertools.product((None, *INTENTS), repeat=len(mine)))


def placements(s, seat: int, fixed: dict | None = None) -> list[tuple]:
    """Every way to put one of the seat's cards at each of its islands, as ((island, card), ...).
    `fixed` (island or None -> card) keeps rat-marked cards where they are (rum bottle)."""
    return list(placements_of(tuple(s.cards[seat]), islands.sorted_islands(s.players, seat),
                              frozenset((fixed or {}).items())))


@functools.lru_cache(maxsize=256)      # (hand, islands, rats): a few dozen a table, as _all_places
def placements_of(cards: tuple, mine: tuple, fixed: frozenset) -> tuple:
    """`placements` for these cards, islands (in increasing order) and fixed (slot, card) pairs."""
    fixed = dict(fixed)
    free_islands = [i for i in mine if i not in fixed]
    free_cards = [c for c in cards if c not in fixed.values()]
    out = []
    for perm in itertools.permutations(free_cards, len(free_islands)):
        ships = dict(zip(free_islands, perm))
        ships.update({i: c for i, c in fixed.items() if i is not None})
        out.append(tuple((i, ships[i]) for i in mine))
    return tuple(out)


# ---------------------------------------------------------------- checks
def problem(s, seat: int, action: Action) -> str | None:
    if s.phase == "talk":
        if not isinstance(action, Talk):
            return _("First the table talk: send your signals, or say nothing.")
        return talk_problem(s, seat, action.signals)
    if not isinstance(action, Place):
        return _("Now place a ship face down at each of your islands.")
    return ships_problem(s, seat, action.ships)


def talk_problem(s, seat: int, signals) -> str | None:
    mine = s.islands_of(seat)
    if not isinstance(signals, tuple):
        return _("Signals must be a list of (island, intent) pairs.")
    seen = set()
    for pair in signals:
        if not (isinstance(pair, tuple) and len(pair) == 2):
            return _("A signal must be an (island, intent) pair, not {pair}.").format(pair=repr(pair)[:40])
        island, intent = pair
        if not _is_int(island) or island not in mine:
            return _("Island {island} is not one of your islands ({mine}).").format(
                island=repr(island)[:20], mine=", ".join(str(i) for i in sorted(mine)))
        if intent not in INTENTS:
            return _("A signal says «share» or «raid», not {intent}.").format(intent=repr(intent)[:20])
        if island in seen:
            return _("Only one signal per island (island {island} twice).").format(island=island)
        seen.add(island)
    return None


def ships_problem(s, seat: int, ships, fixed: dict | None = None) -> str | None:
    """Why ((island, card), ...) is not a placement of `seat`'s cards (None if it is)."""
    mine = s.islands_of(seat)
    if not isinstance(ships, tuple) or not all(
            isinstance(p, tuple) and len(p) == 2 and _is_int(p[0]) and _is_int(p[1]) for p in ships):
        return _("Ships must be a list of (island, card) pairs of numbers.")
    islands_given = [i for i, _ in ships]
    if set(islands_given) != set(mine) or len(islands_given) != len(mine):
        return _("Put exactly one ship at each of your islands ({mine}).").format(
            mine=", ".join(str(i) for i in sorted(mine)))
    cards = [c for _, c in ships]
    owned = list(s.cards[seat])
    for c in cards:
        if c not in owned:
            return _("You have no card {card} to place (your cards: {cards}).").format(
                card=repr(c)[:20], cards=", ".join(str(x) for x in s.cards[seat]))
        owned.remove(c)
    for slot, card in (fixed or {}).items():
        where = dict(ships).get(slot) if slot is not None else (owned[0] if owned else None)
        if where != card:
            if slot is None:
                return _("Your card {card} carries a rat: it must stay in your hand.").format(card=card)
            return _("Your card {card} carries a rat: it must stay at island {island}.").format(
                card=card, island=slot)
    return None


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


# ---------------------------------------------------------------- applying
def apply(s, seat: int, action: Action, ev: list[Event] | None) -> tuple | None:
    """The seat's signals or ships, face down; the seats still to choose (None: the last)."""
    if isinstance(action, Talk):
        s.talk_choice[seat] = sorted(map(list, action.signals))
        if ev is not None:
            ev.append(Decided(seat=seat, phase="talk"))
        return s.still_to_choose(seat)
    s.placed[seat] = dict(action.ships)
    if ev is not None:
        ev.append(Decided(seat=seat, phase="decision"))
    return s.still_to_choose(seat)


def reveal_signals(s, ev: list[Event] | None) -> None:
    """Every seat's signals face up at once: (seat, island, to_seat, intent)."""
    other = islands.partners(s.players)
    out = [[seat, island, other[island][seat], intent]
           for seat, signals in enumerate(s.talk_choice) for island, intent in signals]
    s.history[-1]["signals"] = out
    if ev is not None:
        ev.append(SignalsRevealed(day=s.day, signals=tuple(map(tuple, out))))
