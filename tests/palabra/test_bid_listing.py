"""Market bids are checked, not enumerated (engine speed itself is measured in bench/engine.py)."""
from __future__ import annotations


from game.palabra import SPEC


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
