"""The fast path (`apply_trusted`) reaches exactly the strict path's states, action by action."""
from __future__ import annotations

import json

import pytest

from game.core.rng import Rng

from game.jamaica import SPEC


@pytest.mark.parametrize("players,options", [(2, {}), (4, {}),
                                             (3, {"ghost_ship": True})])
def test_trusted_playouts_equal_strict_ones(players, options):
    for seed in range(3):
        strict = SPEC.new_state(players, seed=seed, options=options)
        fast = strict.clone()
        rng = Rng(seed)
        while not strict.is_over():
            seat = strict.to_move()[0]
            legal = strict.legal_actions(seat)
            assert fast.legal_actions(seat) == legal
            action = legal[rng.randrange(len(legal))]
            strict.apply(seat, action)
            fast.apply_trusted(seat, action)
            assert json.dumps(fast.to_json(), sort_keys=True) == json.dumps(strict.to_json(), sort_keys=True)
        assert fast.is_over() and fast.winners() == strict.winners()
