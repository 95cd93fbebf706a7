"""The hard bot's quick card rule for its playouts (game/jamaica/playout.py)."""
from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.jamaica import playout
from game.jamaica.actions import PlaceDice
from game.jamaica.playout import quick_card, quick_place, stride_value
from jamaica_helpers import game, ship


def _at(space, holds, lap=0, dice=(2, 5), cards=None):
    st = game(dice=(dice,), cards=cards, ships=[ship(space, lap, holds=holds), ship(0)])
    if st.phase() == "place_dice":
        st.apply(st.captain, PlaceDice(*dice))
    return st


def test_a_move_onto_a_space_the_ship_cannot_pay_is_worth_less_than_one_it_can_pay():
    # forward 2 from Port Royal ends on space 2, a sea space costing 3 food
    fed = _at(0, [("food", 3)])
    hungry = _at(0, [("gold", 3)])
    paid = stride_value(fed, 0, "forward/backward", dice=(2, 0))
    short = stride_value(hungry, 0, "forward/backward", dice=(2, 0))
    assert paid == 2 * playout.STEP - playout.UNIT["food"] * 3
    assert short == 2 * playout.STEP - playout.SHORTAGE


def test_finishing_the_circuit_is_worth_most_and_loses_the_night_action():
    st = _at(48, [("food", 5), ("gold", 5)])
    finish = stride_value(st, 0, "forward/gold", dice=(4, 6))
    assert finish == playout.FINISH == stride_value(st, 0, "forward/backward", dice=(4, 6))
    assert finish > max(stride_value(st, 0, c, dice=(4, 6)) for c in ("gold/gold", "food/gunpowder", "backward/forward"))


def test_a_load_is_worth_less_once_the_ship_has_enough():
    short = _at(0, [("food", 1)])
    full = _at(0, [("food", 9)])
    assert stride_value(short, 0, "food/gunpowder", dice=(6, 0)) == playout.UNIT["food"] * 6
    assert stride_value(full, 0, "food/gunpowder", dice=(6, 0)) == pytest.approx(playout.UNIT["food"])


def test_the_quick_rules_pick_a_legal_card_and_the_placement_whose_best_card_is_worth_most():
    st = game(dice=((1, 6),), ships=[ship(0, holds=[("food", 3), ("gold", 3)]), ship(0)])
    assert st.phase() == "place_dice" and st.captain == 0
    legal = st.legal_actions(0)
    hand = st.hands[0]
    best = max(legal, key=lambda a: max(stride_value(st, 0, c, dice=(a.day, a.night)) for c in hand))
    worth = {a: max(stride_value(st, 0, c, dice=(a.day, a.night)) for c in hand) for a in legal}
    got = quick_place(st, 0, legal, Rng(3))
    assert got in legal and worth[got] >= worth[best] - playout.JITTER
    st.apply(0, got)
    cards = st.legal_actions(0)
    assert quick_card(st, 0, cards, Rng(4)) in cards
