"""The bots: registered, legal, quick, and clearly better than random play; signals and temperaments."""
from __future__ import annotations

import time

import pytest

from game.core.bots import RandomBot, decide
from game.core.rng import Rng
from game.palabra import SPEC
from game.palabra.actions import Talk
from game.palabra.beliefs import bid_for, records, split
from game.palabra.bots import CunningBot, GreedyBot, HonestBot

from .helpers import new, skip_talk

TEMPERAMENTS = ["honest", "cunning", "greedy"]


def play(names, seed, options=None):
    s = SPEC.new_state(len(names), seed, options or {})
    bots = [SPEC.make_bot(n, seed * 31 + i) for i, n in enumerate(names)]
    slowest = 0.0
    step = 0
    while not s.is_over():
        seat = s.to_move()[0]
        step += 1
        t = time.perf_counter()
        action = decide(bots[seat], s, seat, Rng(seed * 100_003 + step))   # as the table
        slowest = max(slowest, time.perf_counter() - t)
        s.apply(seat, action)
    return s, slowest


def test_bots_are_registered():
    assert set(SPEC.bots) == {"random", "easy", "normal", "hard"}
    assert set(SPEC.temperaments) == set(TEMPERAMENTS)
    assert isinstance(SPEC.make_bot("random", 1), RandomBot)
    assert SPEC.default_bot == "normal"
    for old in TEMPERAMENTS:                         # saved games' old ids: the normal level
        assert SPEC.make_bot(old, 1).temperament == old


@pytest.mark.parametrize("players", [2, 3, 8])
def test_bots_play_legal_moves_to_the_end(players):
    names = (TEMPERAMENTS * 3)[:players]
    for market in (True, False):
        s, _slowest = play(names, players, {"market": market})
        assert s.is_over()        # decision times: bench/README.md, never asserted in tests


def test_bots_beat_random_bots_in_four_player_games():
    """Two bots (seats rotate) against two random bots: the bots win 60+% of 50 games."""
    wins = 0
    for game in range(50):
        kind = TEMPERAMENTS[game % 3]
        names = [kind, "random", kind, "random"] if game % 2 else ["random", kind, "random", kind]
        s, _ = play(names, 1000 + game)
        wins += names[s.winners()[0]] != "random"
    assert wins >= 30, wins


@pytest.mark.parametrize("kind", TEMPERAMENTS)
def test_each_temperament_alone_beats_three_random_bots(kind):
    """Alone against three random bots (chance: 25%), each temperament wins half the games."""
    wins = 0
    for game in range(20):
        seat = game % 4
        names = ["random"] * 4
        names[seat] = kind
        s, _ = play(names, 2000 + game)
        wins += s.winners() == [seat]
    assert wins >= 10, wins


def test_bots_decide_from_the_view_only():
    """A bot's choice does not change when hidden parts (other chests, ships, bag) change."""
    s = new(4, seed=5, day=3, chests=[{"gold": 2, "green": 3}] * 4)
    skip_talk(s)
    for seat in (1, 2, 3):
        s.apply(seat, s.legal_actions(seat)[seat])
    from game.core.rng import Rng
    for kind in (HonestBot, CunningBot, GreedyBot):
        choices = {kind(7).choose(s.determinize(0, Rng(k)), 0) for k in range(5)}
        assert len(choices) == 1


def test_honest_bot_signals_its_plan_and_keeps_its_word():
    for seed in range(10):
        s = new(4, seed=seed)
        bot = HonestBot(seed)
        talks = {seat: bot.choose(s, seat) for seat in range(4)}
        for seat, talk in talks.items():
            s.apply(seat, talk)
        for seat in range(4):
            place = bot.choose(s, seat)
            said = dict(talks[seat].signals)
            for island, card in place.ships:
                if said.get(island) == "share":
                    assert card != 0
                if said.get(island) == "raid":
                    assert card == 0


def test_cunning_and_greedy_promise_to_share():
    s = new(4, seed=3)
    for bot in (CunningBot(1), GreedyBot(1)):
        talk = bot.choose(s, 0)
        assert isinstance(talk, Talk) and all(intent == "share" for _, intent in talk.signals)
        assert talk.signals


def test_bots_weigh_signals_and_records():
    s = new(3, seed=1, talk=True)
    s.apply(0, Talk())
    s.apply(1, Talk(signals=((0, "raid"),)))
    s.apply(2, Talk())
    v = s.view(0)
    from game.palabra.beliefs import red_odds
    recs = records(v, 0)
    assert red_odds(v, 0, 0, recs) > red_odds(v, 0, 2, recs)


def test_belief_helpers():
    assert split({"gold": 1, "violet": 2, "green": 2, "red": 1}) == (4 + 3 + 1, 3 + 1 - 1)
    pile = bid_for({"gold": 1, "red": 3, "green": 1}, 1)
    assert pile["red"] == 3 and pile["gold"] == 1
