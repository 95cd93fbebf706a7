"""Cartagena's hard bot (lookahead.py) and its judgement (judge.py): legal in every variant, the
planner's candidates only, reproducible with a fixed effort, on the clock at least the fixed
effort; the race judged sensibly; the planner's ranking led by the normal bot's own move."""
from __future__ import annotations

import pytest

from game import Rng
from game.cartagena import levels
from game.cartagena.actions import PlayCard
from game.cartagena.bot import PirateBot
from game.cartagena.judge import chances, features, NAMES
from game.cartagena.lookahead import DOMINATED, WIDTH
from game.cartagena.planner import Planner
from game.core.bots import decide

from . import SLOOP, SPEC, new

VARIANTS = [{}, {"episode": "great", "draw": "both", "sorceress": True, "filibusters": True, "pieces": 4},
            {"episode": "jungle", "draw": "morgan"}]


def mid_game(players: int = 2, seed: int = 4, actions: int = 30, options=None):
    state = SPEC.new_state(players, seed, options or {})
    bots = [PirateBot(s) for s in range(players)]
    for k in range(actions):
        if state.is_over():
            break
        seat = state.to_move()[0]
        state.apply(seat, decide(bots[seat], state, seat, Rng(k)))
    return state


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()) or "base")
def test_the_hard_bot_plays_legal_games_to_the_end_in_every_variant(options):
    state = SPEC.new_state(3, 11, options)
    bots = [levels.hard(0, effort=12), PirateBot(1), levels.hard(2, effort=12)]
    for k in range(3000):
        if state.is_over():
            break
        seat = state.to_move()[0]
        action = decide(bots[seat], state, seat, Rng(k))
        assert action in state.legal_actions(seat), action
        state.apply(seat, action)
    assert state.is_over()


def test_the_hard_bot_picks_among_the_planners_best_moves():
    for seed in range(4):
        state = mid_game(seed=seed, actions=20 + seed)
        seat = state.to_move()[0]
        view = state.determinize(seat, Rng(seed))
        top = [a for _, a in Planner(view.view(seat), seat, PirateBot(0).w).ranked()][:WIDTH]
        assert levels.hard(seed, effort=24).choose(view, seat) in top


def test_the_planners_ranking_is_led_by_the_normal_bots_move():
    for seed in range(6):
        state = mid_game(seed=seed, actions=15 + 3 * seed)
        seat = state.to_move()[0]
        ranked = Planner(state.view(seat), seat, PirateBot(0).w).ranked()
        assert ranked[0][1] == PirateBot(0).choose(state, seat)
        values = [v for v, _ in ranked]
        assert values == sorted(values, reverse=True)
        assert len({a for _, a in ranked}) == len(ranked)


def test_a_fixed_effort_decides_the_same_every_time():
    state = mid_game(seed=7)
    seat = state.to_move()[0]
    picks = {levels.hard(5, effort=40).choose(state.determinize(seat, Rng(1)), seat) for _ in range(3)}
    assert len(picks) == 1


def test_a_clearly_dominated_choice_is_answered_at_once():
    """Where the planner scores every other first action DOMINATED below its pick (an end of
    turn with nothing useful left, say), the hard bot plays the planner's move, no play-out."""
    answered = searched = 0
    for seed in range(3):
        state = mid_game(seed=seed, actions=40)
        bot, normal = levels.hard(seed, effort=12), PirateBot(seed)
        for k in range(60):
            if state.is_over():
                break
            seat = state.to_move()[0]
            view = state.determinize(seat, Rng(k))
            ranked = Planner(view.view(seat), seat, normal.w).ranked()
            action = bot.choose(view.clone(), seat)
            clear = state.pending is None and state.discards is None and (
                len(ranked) == 1 or ranked[1][0] <= ranked[0][0] - DOMINATED)
            if clear and len(state.legal_actions(seat)) > 1:
                assert bot.stats.iterations == 0 and action == ranked[0][1]
                answered += 1
            elif bot.stats.iterations:
                searched += 1
            state.apply(seat, action)
    assert answered and searched


def test_a_forced_move_is_played_without_search():
    state = new(hands={0: [], 1: []}, positions={0: [0, 0, 0, 0, 0, 5]})
    bot = levels.hard(0)
    assert bot.choose(state, 0) == state.legal_actions(0)[0]
    assert bot.stats.iterations == 0


def test_the_judge_favours_the_seat_ahead_in_the_race():
    ahead = new(hands={0: ["rum", "hook", "chest"], 1: ["rum"]},
                positions={0: [30, 32, SLOOP, SLOOP, SLOOP, SLOOP], 1: [0, 0, 0, 2, 5, 9]})
    p = chances(ahead)
    assert p[0] > 0.9 and abs(sum(p) - 1) < 1e-9
    more_cards = new(hands={0: ["rum"] * 6, 1: ["rum"]}, positions={0: [3, 4, 5, 6, 7, 8], 1: [3, 4, 5, 6, 7, 8]})
    assert chances(more_cards)[0] > 0.5
    assert len(features(ahead, 0)) == len(NAMES)


def test_a_finished_game_is_judged_by_its_winner():
    state = new(hands={0: ["rum"], 1: []}, positions={0: [36, SLOOP, SLOOP, SLOOP, SLOOP, SLOOP]})
    state.apply(0, PlayCard("rum", 36))           # no rum space ahead: into the sloop
    assert state.winners() == [0]
    assert chances(state) == [1.0, 0.0]
