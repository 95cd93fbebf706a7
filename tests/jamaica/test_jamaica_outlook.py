"""The hard bot's judgement (game/jamaica/outlook.py): weights by the stage of the race, read fairly."""
from __future__ import annotations

import pytest

from game.jamaica import levels, outlook
from jamaica_helpers import game, ship


def test_the_weights_are_the_nearest_stages_interpolated():
    w = outlook.WEIGHTS
    first, last = outlook.STAGES[0], outlook.STAGES[-1]
    assert outlook.stage_weights(0) == w[0] == outlook.stage_weights(first)
    assert outlook.stage_weights(last) == pytest.approx(w[-1])
    assert outlook.stage_weights(last + 30) == w[-1]
    mid = (outlook.STAGES[0] + outlook.STAGES[1]) / 2
    for got, a, b in zip(outlook.stage_weights(mid), w[0], w[1]):
        assert got == pytest.approx((a + b) / 2)


def test_a_doubloon_weighs_more_on_the_last_stretch_than_mid_race():
    # the reason for the stages: a doubloon is a point of the final score at the end
    gold = outlook.NAMES.index("gold")
    assert outlook.WEIGHTS[0][gold] > 2 * outlook.WEIGHTS[-1][gold] > 0


def test_the_same_ship_with_more_doubloons_near_the_end_is_the_likelier_winner():
    st = game(ships=[ship(45, holds=[("gold", 9)]), ship(45, holds=[("gold", 3)])])
    p = outlook.chances(st, 0)
    assert sum(p) == pytest.approx(1.0) and p[0] > p[1]


def test_a_rivals_face_down_treasures_do_not_change_the_judgement():
    cursed = game(ships=[ship(20, hidden=["plus3"]), ship(22, hidden=["cursed4", "cursed3"])])
    golden = game(ships=[ship(20, hidden=["plus3"]), ship(22, hidden=["plus7", "plus5"])])
    assert outlook.chances(cursed, 0) == outlook.chances(golden, 0)
    assert outlook.chances(cursed, 1) != outlook.chances(golden, 1)   # its own it knows


def test_the_hard_bot_judges_by_the_outlook():
    assert levels.JUDGES[levels.HARD_JUDGE] is outlook.chances
