"""Cartagena's tests: shared helpers (a known path, set-ups, JSON snapshots)."""
from __future__ import annotations

import json

import game
from game.core.bots import RandomBot

SPEC = game.get("cartagena")

# A 36-space path for set-ups: six blocks, each showing every symbol once, like a piece.
#            1       2        3      4         5        6
PATH = ["hook", "pistol", "rum", "parrot", "chest", "lantern",       # 1-6
        "lantern", "chest", "hook", "parrot", "rum", "pistol",       # 7-12
        "lantern", "hook", "rum", "parrot", "pistol", "chest",       # 13-18
        "chest", "parrot", "rum", "pistol", "lantern", "hook",       # 19-24
        "pistol", "rum", "parrot", "hook", "lantern", "chest",       # 25-30
        "parrot", "lantern", "hook", "chest", "pistol", "rum"]       # 31-36
SLOOP = len(PATH) + 1
DUNGEON = 0


def new(players: int = 2, seed: int = 0, **setup):
    """A state with `setup` (path defaults to PATH unless pieces are given)."""
    if "pieces" not in setup:
        setup.setdefault("path", PATH)
    return SPEC.new_state(players, seed, {"setup": setup})


def snapshot(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def play_random(state, seed: int, check=None, limit: int = 20000) -> list:
    """Random legal play to the end; the (seat, action) log."""
    bot = RandomBot(seed)
    log = []
    while not state.is_over():
        assert len(log) < limit, f"no end after {limit} actions"
        seat = state.to_move()[0]
        action = bot.choose(state, seat)
        events = state.apply(seat, action)
        log.append((seat, action))
        if check:
            check(state, seat, action, events)
    return log


def types(events) -> list[str]:
    return [e.TYPE for e in events]


# A 3+3 great escape for set-ups, numbered as the rulebook's example (tunnel 1-18, jungle 19-36):
# each block of six shows every symbol once, like a piece.
TUNNEL18 = ["pistol", "hook", "chest", "lantern", "parrot", "rum",            # 1-6
            "lantern", "chest", "hook", "pistol", "parrot", "rum",            # 7-12
            "hook", "chest", "pistol", "rum", "lantern", "parrot"]            # 13-18
JUNGLE18 = ["chest", "hook", "lantern", "rum", "pistol", "parrot",            # 19-24
            "parrot", "lantern", "chest", "pistol", "hook", "rum",            # 25-30
            "rum", "pistol", "parrot", "hook", "chest", "lantern"]            # 31-36
FERRY = 19            # the great escape's sloop sits between space 18 and the jungle
COVE = 38             # the goal of that great escape


def J(n: int) -> int:
    """The position of the rulebook's jungle space `n` (19-36): one past it, for the sloop."""
    return n + 1


def variant(players: int = 2, seed: int = 0, options: dict | None = None, **setup):
    """A variant state with `setup`; the path defaults to the known ones: PATH for a single path,
    TUNNEL18 + JUNGLE18 for the great escape."""
    options = dict(options or {})
    episode = options.get("episode", "tunnel")
    if episode == "great":
        if "pieces" not in setup:
            setup.setdefault("path", TUNNEL18)
        if "jungle_pieces" not in setup:
            setup.setdefault("jungle_path", JUNGLE18)
    elif episode == "jungle":
        if "jungle_pieces" not in setup:
            setup.setdefault("jungle_path", PATH)
    elif "pieces" not in setup:
        setup.setdefault("path", PATH)
    options["setup"] = setup
    return SPEC.new_state(players, seed, options)


def moved_of(events):
    from game.cartagena.actions import PirateMoved
    return [e for e in events if isinstance(e, PirateMoved)]


def drawn_of(events, seat=None):
    from game.cartagena.actions import CardsDrawn
    return [c for e in events if isinstance(e, CardsDrawn) and (seat is None or e.seat == seat) for c in e.cards]
