"""The bots: they decide only on what their seat may know, finish games in any mix, beat the
random bot, and their temperaments show (the loyal keep their word)."""
from __future__ import annotations

import pytest

from game import Rng
from game.core.bots import RandomBot
from game.pagamas import SPEC

TEMPERS = ("loyal", "schemer", "greedy")


def test_spec_lists_the_levels_and_the_temperaments():
    assert set(SPEC.bots) == {"easy", "normal", "hard", "random"} and SPEC.default_bot == "normal"
    assert set(SPEC.temperaments) == set(TEMPERS)
    for key in TEMPERS:                       # the old ids still load, as normal bots
        assert SPEC.make_bot(key, 1).temperament == key
        for level in ("easy", "normal", "hard"):
            assert SPEC.make_bot(f"{level}:{key}", 1).temperament == key
            assert SPEC.make_bot(level, 1, temperament=key).temperament == key


def test_bots_decide_only_on_what_their_seat_knows():
    """The same decision on the real state and on any determinization for that seat."""
    s = SPEC.new_state(4, 3)
    rnd = RandomBot(3)
    checked = 0
    while not s.is_over() and checked < 400:
        seat = s.to_move()[0]
        key = TEMPERS[seat % 3]
        real = SPEC.make_bot(key, 77).choose(s, seat)
        for k in range(2):
            twin = s.determinize(seat, Rng(k))
            assert SPEC.make_bot(key, 77).choose(twin, seat) == real
        s.apply(seat, real if checked % 2 else rnd.choose(s, seat))
        checked += 1


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_bots_of_every_temperament_finish_games_together(players):
    for seed in range(3):
        s = SPEC.new_state(players, seed)
        bots = [SPEC.make_bot(TEMPERS[(seat + seed) % 3], seed + seat) for seat in range(players)]
        n = 0
        while not s.is_over():
            seat = s.to_move()[0]
            action = bots[seat].choose(s, seat)
            assert action in s.legal_actions(seat)
            s.apply(seat, action)
            n += 1
            assert n < 20000
        assert s.winners()


@pytest.mark.parametrize("key", TEMPERS)
def test_each_temperament_beats_random_bots(key):
    """bench/pagamas_bot.py measures the rate; here a small sample must clearly favour the bot."""
    wins = 0
    games = 20
    for seed in range(games):
        s = SPEC.new_state(3, seed)
        me = seed % 3
        bots = {x: RandomBot(seed * 31 + x) for x in range(3)}
        bots[me] = SPEC.make_bot(key, seed)
        while not s.is_over():
            seat = s.to_move()[0]
            s.apply(seat, bots[seat].choose(s, seat))
        wins += me in s.winners()
    assert wins >= 15


def test_the_loyal_keep_their_word_and_the_greedy_do_not():
    kept = {"loyal": [0, 0], "greedy": [0, 0]}
    for seed in range(12):
        s = SPEC.new_state(4, seed)
        keys = ["loyal", "greedy", "schemer", "greedy"]
        bots = [SPEC.make_bot(keys[x], seed + x) for x in range(4)]
        while not s.is_over():
            seat = s.to_move()[0]
            s.apply(seat, bots[seat].choose(s, seat))
        for p in s.promises:
            key = keys[p["seat"]]
            if key in kept and p["kept"] is not None:
                kept[key][0 if p["kept"] else 1] += 1
    assert kept["loyal"][1] == 0
    assert kept["greedy"][1] > 0
