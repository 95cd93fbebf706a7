"""Libertalia's levels: easy, normal, hard and random in the spec with a line each; the hard bot
judges with a fixed effort (same seed, same decision); the easy bot slips but beats random."""
from __future__ import annotations

from game import Rng
from game.core.bots import Fallible, RandomBot, decide
from game.libertalia import SPEC
from game.libertalia.bots import NormalBot
from game.libertalia.levels import HardBot, slip


def _play(players, seed, bots):
    s = SPEC.new_state(players, seed)
    rng = Rng(seed)
    while not s.is_over():
        seat = s.to_move()[0]
        action = decide(bots[seat], s, seat, rng)
        assert action in s.legal_actions(seat)
        s.apply(seat, action)
    return s


def test_the_spec_offers_the_levels_with_a_line_each():
    assert [b for b, _, _ in SPEC.lobby_bots()] == ["easy", "normal", "hard", "random"]
    assert all(help for _, _, help in SPEC.lobby_bots()) and SPEC.default_bot == "normal"
    assert isinstance(SPEC.make_bot("easy", 1), Fallible)
    assert isinstance(SPEC.make_bot("normal", 1), NormalBot)
    assert isinstance(SPEC.make_bot("hard", 1, effort=5), HardBot)


def test_hard_bot_decides_the_same_with_the_same_seed_and_effort():
    s = SPEC.new_state(3, 4)
    seat = s.to_move()[0]
    a = decide(SPEC.make_bot("hard", 7, effort=20), s, seat, Rng(2))
    b = decide(SPEC.make_bot("hard", 7, effort=20), s, seat, Rng(2))
    assert a == b and a in s.legal_actions(seat)


def test_a_hard_bot_plays_a_whole_game_with_easy_and_normal_bots():
    bots = [SPEC.make_bot("hard", 1, effort=6), SPEC.make_bot("easy", 2), SPEC.make_bot("normal", 3)]
    assert _play(3, 5, bots).winners()


def test_easy_bot_beats_the_random_bot_in_most_two_player_games():
    """bench/libertalia_bot.py measures the rate; a small sample must clearly favour it."""
    wins = 0
    for seed in range(8):
        me = seed % 2
        bots = {me: SPEC.make_bot("easy", seed), 1 - me: RandomBot(seed)}
        wins += me in _play(2, seed, bots).winners()
    assert wins >= 6


def test_slips_are_legal_moves():
    s = SPEC.new_state(4, 9)
    rng = Rng(3)
    while not s.is_over():
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        action = slip(s, seat, legal, rng)
        assert action in legal
        s.apply(seat, action)
