"""The trusted fast path (`apply_trusted`) of every engine: seeded random playouts reach exactly
the states (to_json) the strict `apply` reaches, action by action, for each game's table sizes
and variants. The strict path stays the one that checks and tells (events)."""
from __future__ import annotations

import json

import pytest

import game
from game.core.bots import RandomBot

CASES = [
    ("cartagena", 2, {}), ("cartagena", 4, {}),
    ("cartagena", 3, {"episode": "great", "draw": "both", "filibusters": True, "sorceress": True}),
    ("jamaica", 2, {}), ("jamaica", 4, {}), ("jamaica", 3, {"ghost_ship": True}),
    ("palabra", 2, {}), ("palabra", 4, {}), ("palabra", 5, {"market": False}), ("palabra", 3, {"talk": False}),
    *(("libertalia", n, {}) for n in range(2, 7)),
    *(("pagamas", n, {}) for n in range(3, 7)),
]
# Engines whose trusted path builds no events at all (it returns None).
SILENT = set(game.ids())  # every engine: its trusted path returns None, no event built


def test_every_game_is_covered():
    assert {gid for gid, _n, _o in CASES} == set(game.ids())


@pytest.mark.parametrize("gid,players,options", CASES, ids=[f"{g}-{n}p-{'-'.join(o) or 'base'}" for g, n, o in CASES])
def test_trusted_playouts_reach_the_strict_states(gid, players, options):
    spec = game.get(gid)
    for seed in range(3):
        strict = spec.new_state(players, seed, options)
        fast = strict.clone()
        bot = RandomBot(seed * 7 + players)
        steps = told = 0
        while not strict.is_over():
            seat = strict.to_move()[0]
            assert fast.to_move() == strict.to_move()
            assert fast.legal_actions(seat) == strict.legal_actions(seat)
            action = bot.choose(strict, seat)
            told += len(strict.apply(seat, action))
            result = fast.apply_trusted(seat, action)
            if gid in SILENT:
                assert result is None
            assert json.dumps(fast.to_json(), sort_keys=True) == json.dumps(strict.to_json(), sort_keys=True), \
                (seed, steps, action)
            steps += 1
        assert fast.is_over() and fast.winners() == strict.winners()
        assert told > steps, "the strict path still tells what happened"
