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
