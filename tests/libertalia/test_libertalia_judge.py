"""The hard bot's judgement (judge.py): rivals' likely picks are a distribution over what they
may still play, read only from what the seat knows; the pick is the best mean answer; on
the clock the bot thinks at least its fixed effort."""
from __future__ import annotations

from game import Rng
from game.libertalia import SPEC
from game.libertalia.actions import Pick
from game.libertalia.judge import best_choice, best_pick, rival_chances
from game.libertalia.levels import HardBot

from .helpers import new


def test_rival_chances_cover_its_hand_and_its_face_down_pick():
    s = new(2, deal=[3, 7, 11, 14, 18, 21, 24, 27, 30])
    s.apply(1, Pick(24))                      # face down: seat 0 cannot see it
    world = s.determinize(0, Rng(4))
    chances = rival_chances(world, 0, 1, Rng(5), worlds=4)
    assert sorted(chances) == [3, 7, 11, 14, 18, 21, 24, 27, 30]
    assert abs(sum(chances.values()) - 1) < 1e-9 and min(chances.values()) > 0


def test_the_judgement_never_reads_a_rivals_face_down_pick():
    a, b = new(2, deal=[3, 7, 11, 14, 18, 21, 24, 27, 30]), new(2, deal=[3, 7, 11, 14, 18, 21, 24, 27, 30])
    a.apply(1, Pick(24))
    b.apply(1, Pick(3))
    assert a.view(0) == b.view(0)
    legal = a.legal_actions(0)
    picks = [best_pick(s.determinize(0, Rng(8)), 0, legal, Rng(9), effort=3) for s in (a, b)]
    assert picks[0] == picks[1] and picks[0] in legal


def test_the_pick_is_the_best_mean_answer_and_other_choices_are_legal():
    bot = HardBot(3, effort=4)
    s = SPEC.new_state(3, 2)
    rng = Rng(1)
    seen = set()
    while not s.is_over() and len(seen) < 6:
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        action = bot.choose(s.determinize(seat, rng), seat)
        assert action in legal
        if len(legal) > 1 and s.phase == "dawn":
            means = bot.stats.visits
            assert set(means) == set(legal) and means[action] == max(means.values())
            seen.add((s.campaign, s.day))
        elif len(legal) > 1:
            assert best_choice(s.determinize(seat, rng), seat, legal, Rng(2), 2) in legal
        s.apply(seat, action)
    assert len(seen) == 6


def test_on_the_clock_the_hard_bot_thinks_at_least_its_fixed_effort():
    s = SPEC.new_state(2, 7)
    bot = HardBot(1, effort=5, budget=1e-6)
    bot.choose(s.determinize(0, Rng(3)), 0)
    assert bot.stats.iterations == 5
    fixed = HardBot(1, effort=5)
    fixed.choose(s.determinize(0, Rng(3)), 0)
    assert fixed.stats.iterations == 5
