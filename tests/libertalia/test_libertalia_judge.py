"""The hard bot's judgement (judge.py): rivals' likely picks are a distribution over what they
may still play, read only from what the seat knows; the dawn pick is weighed by the paired
search in worlds where the rivals play those picks; the normal bot's choice comes first."""
from __future__ import annotations

from game import Rng
from game.libertalia import SPEC
from game.libertalia.actions import Pick
from game.libertalia.bots import NormalBot
from game.libertalia.judge import choice_decision, dawn_decision, rival_chances
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
    picks = [HardBot(8, effort=40).choose(s.determinize(0, Rng(8)), 0) for s in (a, b)]
    assert picks[0] == picks[1] and picks[0] in a.legal_actions(0)


def test_a_dawn_world_has_every_rival_pick_made_and_ours_to_make():
    s = SPEC.new_state(3, 2)
    legal = s.legal_actions(0)
    own = NormalBot(1).choose(s, 0)
    d = dawn_decision(s.determinize(0, Rng(1)), 0, legal, Rng(2), own)
    assert d.moves[0] == own and set(d.moves) == set(legal)
    for k in range(5):
        w = d.draw(Rng(k))
        assert w.to_move() == [0] and all(w.picks[o] is not None for o in (1, 2))
        assert w.hands[0] == s.hands[0]


def test_the_normal_bots_choice_comes_first_and_every_choice_is_legal():
    bot = HardBot(3, effort=16)
    s = SPEC.new_state(3, 2)
    rng = Rng(1)
    seen = set()
    while not s.is_over() and len(seen) < 4:
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        action = bot.choose(s.determinize(seat, rng), seat)
        assert action in legal
        if len(legal) > 1 and s.phase != "dawn":
            own = NormalBot(2).choose(s.determinize(seat, rng), seat)
            d = choice_decision(s, seat, legal, own)
            assert d.moves[0] == own and sorted(map(repr, d.moves)) == sorted(map(repr, legal))
            seen.add(type(action))
        elif len(legal) > 1:
            assert set(bot.stats.visits) == set(legal)
        s.apply(seat, action)


def test_a_clock_run_out_before_the_search_plays_the_normal_bots_choice():
    s = SPEC.new_state(2, 7)
    bot = HardBot(1, effort=400, budget=1e-6)
    action = bot.choose(s.determinize(0, Rng(3)), 0)
    assert action in s.legal_actions(0) and bot.stats.iterations == 0
