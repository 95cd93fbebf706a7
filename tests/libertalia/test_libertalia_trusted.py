"""The trusted fast path (`apply_trusted`): seeded playouts reach exactly the states (to_json)
the strict `apply` reaches, at every step, for every table size."""
from __future__ import annotations

import pytest

from game.core.bots import RandomBot
from game.libertalia import SPEC


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_trusted_playouts_reach_the_strict_states(players):
    for seed in range(3):
        strict = SPEC.new_state(players, seed)
        fast = SPEC.new_state(players, seed)
        bot = RandomBot(seed * 7 + players)
        steps = told = 0
        while not strict.is_over():
            seat = strict.to_move()[0]
            assert fast.to_move() == strict.to_move()
            assert fast.legal_actions(seat) == strict.legal_actions(seat)
            action = bot.choose(strict, seat)
            told += len(strict.apply(seat, action))
            assert fast.apply_trusted(seat, action) is None
            assert fast.to_json() == strict.to_json(), (seed, steps, action)
            steps += 1
        assert fast.is_over() and fast.winners() == strict.winners()
        assert told > steps, "the strict path still tells what happened"
