"""Cartagena's bot in the variants: legal in every one, beats random in each episode, decides on its
own view only (other hands, the deck, the chest tokens re-drawn change nothing), fast; and its choices:
discards, powers' cards, the sloop."""
from __future__ import annotations

import time

import pytest

from game import Rng
from game.cartagena.actions import MOVE_SLOOP, AdvanceRival, Discard, InvokeHook, PlayCard
from game.cartagena.bot import PirateBot
from game.core.bots import RandomBot, decide

from . import FERRY, J, SPEC, variant

EPISODES = [{"episode": "jungle"}, {"episode": "great", "pieces": 3}, {"episode": "great"}]
MIXES = [{"draw": "morgan", "filibusters": True}, {"sorceress": True, "draw": "both"},
         {"episode": "great", "draw": "tunnel_classic", "sorceress": True, "filibusters": True, "pirates": 4}]


def play(state, bots, times=None, bot_seats=()):
    while not state.is_over():
        movers = state.to_move()
        seat = movers[0]
        t0 = time.perf_counter()
        action = decide(bots[seat], state, seat, Rng(state.turn_number * 11 + state.actions_taken))  # as the table
        if times is not None and seat in bot_seats:
            times.append(time.perf_counter() - t0)
        assert action in state.legal_actions(seat), action
        state.apply(seat, action)
    return state.winners()


@pytest.mark.parametrize("options", EPISODES + MIXES, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_the_bot_beats_random_in_every_variant(options):
    times, wins, games = [], 0, 6
    for seed in range(games):
        bot_seat = seed % 2
        bots = {bot_seat: PirateBot(seed), 1 - bot_seat: RandomBot(seed + 1)}
        wins += play(SPEC.new_state(2, 500 + seed, options), bots, times, (bot_seat,)) == [bot_seat]
    assert wins >= games - 1
    # Decision times are measured in bench/cartagena_bot.py, never asserted here.


@pytest.mark.parametrize("players", [3, 5])
def test_bots_play_legal_games_of_everything_at_once(players):
    options = {"episode": "great", "draw": "both", "filibusters": True, "sorceress": True, "pieces": 4}
    bots = [PirateBot(i) if i % 2 == 0 else RandomBot(i) for i in range(players)]
    assert play(SPEC.new_state(players, players, options), bots)


def test_the_bot_decides_on_its_own_view_only_in_a_variant():
    options = {"episode": "great", "draw": "both", "sorceress": True, "filibusters": True}
    state = SPEC.new_state(3, 21, options)
    for _ in range(60):
        seat = state.to_move()[0]
        state.apply(seat, RandomBot(seat).choose(state, seat))
    seat = state.to_move()[0]
    expected = PirateBot(0).choose(state, seat)
    for k in range(5):
        assert PirateBot(0).choose(state.determinize(seat, Rng(k)), seat) == expected


def test_the_bot_discards_its_least_useful_cards():
    state = variant(options={"filibusters": True}, hands={0: ["rum*"], 1: ["hook"] * 6 + ["parrot", "pistol"]},
                    positions={1: [0] * 5 + [30]})
    state.apply(0, PlayCard("rum*", 0))
    # The hooks jump farthest from the dungeon; one of the six hooks matters least.
    assert PirateBot(1).choose(state, 1) == Discard("hook")


def test_the_bot_keeps_its_best_card_and_gives_away_its_worst():
    from game.cartagena.actions import InvokeRum
    state = variant(3, options={"sorceress": True}, hands={0: ["rum"], 1: [], 2: []},
                    deck=["hook", "chest", "parrot", "lantern"], positions={0: [0] * 6, 1: [1, 2, 4, 5, 6, 7]})
    state.apply(0, InvokeRum("rum"))
    bot = PirateBot(0)
    choices = []
    while state.pending is not None:
        action = bot.choose(state, 0)
        choices.append(action.card)
        state.apply(0, action)
    # From the dungeon: lantern to 13, parrot to 10, hook to 9, chest to 8.
    assert choices == ["lantern", "parrot", "chest"]      # the worst to the first rival; hook to the last


def test_the_bot_sails_as_captain_when_its_pirates_wait_aboard():
    state = variant(options={"episode": "great"}, hands={0: ["rum", "hook"], 1: []},
                    positions={0: [FERRY, FERRY, FERRY, 5, 5, 10], 1: [0] * 6})
    assert state.captain_free
    assert PirateBot(0).choose(state, 0) == MOVE_SLOOP


def test_the_bot_uses_morgan_to_draw_when_it_has_no_cards():
    state = variant(options={"draw": "morgan"}, hands={0: [], 1: []},
                    positions={0: [12, 12, 0, 0, 0, 0], 1: [5, 0, 0, 0, 0, 0]})
    assert isinstance(PirateBot(0).choose(state, 0), AdvanceRival)


def test_the_bot_takes_a_two_pirate_hook_to_the_cove_when_it_wins():
    state = variant(options={"episode": "great", "sorceress": True}, hands={0: ["hook", "lantern"], 1: []},
                    positions={0: [J(19), J(19), 38, 38, 38, 38], 1: [J(21), J(26), J(36), 0, 0, 0]})
    assert PirateBot(0).choose(state, 0) == InvokeHook("hook", "lantern", J(19))

