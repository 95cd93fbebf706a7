"""legal_actions and apply take microseconds, not milliseconds, even with 8 players or 2."""
from __future__ import annotations

import time

import pytest

from game.core.bots import RandomBot
from game.palabra import SPEC


@pytest.mark.parametrize("players", [2, 4, 8])
def test_legal_actions_and_apply_are_fast(players):
    calls, spent = 0, 0.0
    for seed in range(3):
        s = SPEC.new_state(players, seed, {})
        bot = RandomBot(seed)
        while not s.is_over():
            seat = s.to_move()[0]
            t = time.perf_counter()
            actions = s.legal_actions(seat)
            action = bot.rng.choice(actions)
            s.apply(seat, action)
            spent += time.perf_counter() - t
            calls += 1
    mean_us = spent / calls * 1e6
    # typically 30-100 us on a laptop; the bound leaves room for a busy CI machine
    assert mean_us < 1000, f"{mean_us:.0f} us per legal_actions + apply"


def test_bids_are_checked_not_enumerated():
    """A chest of 60 gems has thousands of possible bids; legal_actions lists a usable few."""
    s = SPEC.new_state(3, 1, {"setup": {"day": 2, "chests": [{"gold": 12, "violet": 24, "blue": 24},
                                                                 {}, {}]}})
    while s.phase != "market":
        seat = s.to_move()[0]
        s.apply(seat, s.legal_actions(seat)[0])
    assert len(s.legal_actions(0)) <= 21
    from game.palabra.actions import Bid
    s.check(0, Bid(gold=12, violet=20, blue=3))
