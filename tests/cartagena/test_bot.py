"""Cartagena's bot "pirate": registered, legal, decides on its own view only, fast, and beats random."""
from __future__ import annotations

import time

import pytest

from game import Rng
from game.cartagena.actions import MoveBack, PassAndDraw, PlayCard
from game.cartagena.bot import PirateBot
from game.core.bots import RandomBot, decide

from . import SLOOP, SPEC, new


def test_the_pirate_bot_is_the_normal_level_and_the_default():
    assert SPEC.default_bot == "normal"
    assert SPEC.bots["normal"].label == "Normal"
    assert isinstance(SPEC.make_bot(None, 3), PirateBot)
    assert isinstance(SPEC.make_bot("pirate", 3), PirateBot)     # saved games' old id
    assert isinstance(SPEC.make_bot("random", 3), RandomBot)


def play(state, bots, times=None, bot_seats=()):
    while not state.is_over():
        seat = state.to_move()[0]
        t0 = time.perf_counter()
        action = decide(bots[seat], state, seat, Rng(state.turn_number * 11 + state.actions_taken))  # as the table
        if times is not None and seat in bot_seats:
            times.append(time.perf_counter() - t0)
        assert action in state.legal_actions(seat), action
        state.apply(seat, action)
    return state.winners()


def test_the_bot_beats_random_in_most_two_player_games():
    times, wins, games = [], 0, 40
    for seed in range(games):
        bot_seat = seed % 2
        bots = {bot_seat: PirateBot(seed), 1 - bot_seat: RandomBot(seed + 1)}
        wins += play(SPEC.new_state(2, 1000 + seed), bots, times, (bot_seat,)) == [bot_seat]
    assert wins >= 0.85 * games
    # Decision times are measured in bench/cartagena_bot.py, never asserted here.


@pytest.mark.parametrize("players", [3, 4, 5])
def test_bots_play_legal_games_to_the_end_at_every_table_size(players):
    bots = [PirateBot(i) if i % 2 == 0 else RandomBot(i) for i in range(players)]
    assert play(SPEC.new_state(players, players), bots)


def test_the_bot_decides_on_its_own_view_only():
    state = SPEC.new_state(3, 21)
    for _ in range(25):
        seat = state.to_move()[0]
        state.apply(seat, RandomBot(seat).choose(state, seat))
    seat = state.to_move()[0]
    expected = PirateBot(0).choose(state, seat)
    for k in range(5):
        other = state.determinize(seat, Rng(k))     # other hands and deck order re-dealt
        assert other.hands != state.hands or other.deck != state.deck
        assert PirateBot(0).choose(other, seat) == expected


def test_the_bot_takes_a_win_when_it_has_one():
    state = new(hands={0: ["rum", "hook", "chest", "pistol"], 1: []},
                positions={0: [30, 36, SLOOP, SLOOP, SLOOP, SLOOP]})
    bot = PirateBot(1)
    while not state.is_over():
        state.apply(0, bot.choose(state, 0))
    assert state.winners() == [0]


def test_the_bot_passes_when_it_has_no_cards_and_no_pirate_can_move_back():
    state = new(hands={0: [], 1: []}, positions={0: [0, 0, 0, 0, 0, 5]})
    assert PirateBot(0).choose(state, 0) == PassAndDraw()


def test_the_bot_moves_back_onto_a_crowded_space_to_draw_when_out_of_cards():
    state = new(hands={0: [], 1: []}, positions={0: [0, 0, 0, 0, 0, 14], 1: [12, 12, 0, 0, 0, 0]})
    assert PirateBot(0).choose(state, 0) == MoveBack(14)


def test_the_bot_plays_its_turn_out_and_replans_after_drawing():
    state = new(hands={0: ["parrot"], 1: ["rum"]}, deck=["hook", "hook"],
                positions={0: [0, 0, 0, 0, 0, 14], 1: [12, 12, 0, 0, 0, 0]})
    bot = PirateBot(0)
    actions = []
    while state.to_move() == [0]:
        action = bot.choose(state, 0)
        actions.append(action)
        state.apply(0, action)
    assert any(isinstance(a, PlayCard) and a.card == "hook" for a in actions)   # used what it drew


def test_the_bot_refuses_to_play_out_of_turn():
    with pytest.raises(ValueError):
        PirateBot(0).choose(SPEC.new_state(2, 0), 1)
