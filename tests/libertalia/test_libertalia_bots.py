"""Libertalia's bots: they decide only on what their seat may know, and they play sensibly."""
from __future__ import annotations

from game import Rng
from game.core.bots import RandomBot
from game.libertalia import SPEC
from game.libertalia.actions import Pick, Take
from game.libertalia.bots import NormalBot

from .helpers import new


def _midgame(players: int, seed: int, steps: int):
    s = SPEC.new_state(players, seed)
    bot = RandomBot(seed)
    for _ in range(steps):
        if s.is_over():
            break
        seat = s.to_move()[0]
        s.apply(seat, bot.choose(s, seat))
    return s


def test_spec_makes_the_normal_bot_by_default():
    assert SPEC.default_bot == "normal" and set(SPEC.bots) == {"easy", "normal", "hard", "random"}
    assert isinstance(SPEC.make_bot(None, 1), NormalBot)


def test_normal_bot_decides_only_on_what_its_seat_knows():
    """Two states that look the same to the seat get the same decision."""
    checked = 0
    for seed in range(6):
        s = _midgame(3, seed, 7 + 13 * seed)
        if s.is_over():
            continue
        seat = s.to_move()[0]
        twin = s.determinize(seat, Rng(seed + 99))
        assert twin.view(seat) == s.view(seat)
        assert NormalBot(5).choose(s, seat) == NormalBot(5).choose(twin, seat)
        checked += 1
    assert checked >= 4


def test_normal_bot_takes_the_chest_and_leaves_the_relic():
    s = new(deal=[7, 16, 20, 23, 25, 27, 28, 12, 2], booty={1: ["relic", "chest"]})
    s.apply(0, Pick(20))
    s.apply(1, Pick(7))
    assert s.to_move() == [0]
    assert NormalBot(1).choose(s, 0) == Take("chest")


def test_normal_bot_beats_the_random_bot_in_most_two_player_games():
    wins = 0
    for seed in range(10):
        s = SPEC.new_state(2, seed)
        bots = {seed % 2: NormalBot(seed), 1 - seed % 2: RandomBot(seed)}
        while not s.is_over():
            seat = s.to_move()[0]
            s.apply(seat, bots[seat].choose(s, seat))
        wins += (seed % 2) in s.winners()
    assert wins >= 8
