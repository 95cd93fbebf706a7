"""The hard bot's judgement: its value of a position, the root moves it searches, the copy it
searches on, the light views and clones of its playouts, and its search itself."""
from __future__ import annotations

import pytest

from game.core import paired
from game.core.bots import decide
from game.core.rng import Rng
from game.palabra import SPEC, gems, judgement, levels
from game.palabra.actions import Bid, Pick, Place, Talk
from game.palabra.bots import CunningBot, HonestBot

from .helpers import bid, new, place, skip_talk


def played(players: int, seed: int, until) -> object:
    """A game of normal bots, stopped before the first action where until(state) holds."""
    s = SPEC.new_state(players, seed)
    bots = [SPEC.make_bot("normal", seed * 31 + t) for t in range(players)]
    k = 0
    while not until(s):
        assert not s.is_over(), "the game ended first"
        seat = s.to_move()[0]
        s.apply(seat, decide(bots[seat], s, seat, Rng(seed * 1000 + k)))
        k += 1
    return s


def test_pending_islands_count_once_every_ship_is_placed():
    s = new(2, 1, market=False, talk=False, ships=[[1, 3, 6, 8], [2, 4, 5, 7]],
            draws=["gold", "violet", "blue", "green", "red", "gold", "blue", "blue"])
    assert judgement.pending(s) == [0.0, 0.0]          # nothing placed yet
    piles = [list(p) for p in s.islands]
    start = s.scores()
    place(s, {0: {0: 0, 1: 8, 2: 6, 3: 3}, 1: {0: 7, 1: 0, 2: 5, 3: 4}})
    assert s.phase == "resolution" and s.share is not None        # a share waits for a pick
    # island 0: seat 0 raids; island 1: seat 1 raids; 2 and 3: shares, the higher green first
    want = [float(p) for p in start]
    want[0] += gems.value(piles[0])
    want[1] += gems.value(piles[1])
    for island, first, second in ((2, 0, 1), (3, 1, 0)):
        vals = sorted((p for p, n in zip((4, 3, 2, 1, -1), piles[island]) for _ in range(n)),
                      reverse=True)
        want[first] += sum(vals[0::2])
        want[second] += sum(vals[1::2])
    got = judgement.pending(s)
    # whatever was resolved before the first pick is in the chests already
    total = [s.points(t) + got[t] for t in range(2)]
    assert total == want


def test_evaluate_is_a_share_that_favours_the_leader():
    s = played(2, 3, lambda s: s.day == 3 and s.phase == "talk")
    v = judgement.evaluate(s)
    assert sum(v) == pytest.approx(1.0)
    assert all(0 < x < 1 for x in v)
    pts = s.scores()
    if pts[0] != pts[1]:
        assert (v[0] > v[1]) == (pts[0] > pts[1])


def test_open_choices_takes_back_the_others_hidden_ships_and_bids():
    s = played(2, 5, lambda s: s.phase == "decision" and s.to_move() == [1])
    c = judgement.open_choices(s, 1)
    assert c.placed[0] is None and s.placed[0] is not None       # a copy: the game is untouched
    assert c.to_move() == [0, 1]
    assert judgement.open_choices(s, 0) is s                     # seat 0 has nothing to decide
    m = played(2, 5, lambda s: s.phase == "market" and s.to_move() == [1])
    before = gems.count(m.chests[0]) + gems.count(m.bids[0])
    c = judgement.open_choices(m, 1)
    assert not c.bid_done[0] and gems.count(c.bids[0]) == 0
    assert gems.count(c.chests[0]) == before
    assert c.scores() == m.scores()


def test_candidates_are_the_sensible_few():
    bot = CunningBot(1)
    s = played(2, 7, lambda s: s.phase == "decision")
    seat = s.to_move()[0]
    legal = s.legal_actions(seat)
    moves = judgement.candidates(bot, s, seat, legal)
    assert len(moves) == judgement.KEEP_PLACES and all(m in legal for m in moves)
    assert bot.choose(s, seat) in moves                           # the normal move is the best
    t = played(2, 7, lambda s: s.phase == "talk")
    assert judgement.candidates(bot, t, 0, t.legal_actions(0)) == []   # the temperament speaks
    m = played(2, 7, lambda s: s.phase == "market")
    seat = m.to_move()[0]
    bids = judgement.candidates(bot, m, seat, m.legal_actions(seat))
    worths = [gems.value(b.pile()) for b in bids]
    assert worths == sorted(set(worths)) and worths[0] == 0
    assert all(isinstance(b, Bid) for b in bids)
    r = played(2, 7, lambda s: s.phase == "resolution" and s.share is not None)
    picks = r.legal_actions(r.to_move()[0])
    best = max(gems.POINTS[p.gem] for p in picks)
    assert judgement.candidates(bot, r, r.to_move()[0], picks) == [Pick(gem=next(
        p.gem for p in picks if gems.POINTS[p.gem] == best))]


@pytest.mark.parametrize("players", [2, 4])
def test_light_views_match_the_engine(players):
    s = SPEC.new_state(players, 11)
    bots = [SPEC.make_bot("normal", t) for t in range(players)]
    k = 0
    while not s.is_over():
        seat = s.to_move()[0]
        assert judgement.light_view(s, seat) == s.view(seat)
        s.apply(seat, decide(bots[seat], s, seat, Rng(k)))
        k += 1


def test_the_hard_bot_searches_and_reports_its_effort():
    s = played(2, 13, lambda s: s.day == 2 and s.phase == "decision")
    seat = s.to_move()[0]
    bot = judgement.HardPirate(3, HonestBot(3), levels.table_pirate, effort=24, budget=None)
    move = bot.choose(s.determinize(seat, Rng(1)), seat)
    assert isinstance(move, Place) and move in s.legal_actions(seat)
    moves = len(bot.stats.visits)
    assert moves > 1
    assert bot.stats.iterations % moves == 0
    assert bot.stats.iterations <= moves * max(paired.MIN_WORLDS, 24 // moves)
    talk = played(2, 13, lambda s: s.phase == "talk")
    assert isinstance(bot.choose(talk, 0), Talk) and bot.stats.iterations == 0
    clock = judgement.HardPirate(3, HonestBot(3), levels.table_pirate, effort=None, budget=30.0)
    assert clock.choose(s.determinize(seat, Rng(1)), seat) in s.legal_actions(seat)
    assert clock.stats.iterations >= paired.MIN_WORLDS * len(clock.stats.visits)
    assert clock.stats.iterations <= judgement.DEFAULT_EFFORT
    with pytest.raises(ValueError):
        judgement.HardPirate(3, HonestBot(3), levels.table_pirate, effort=0, budget=None)


def test_hard_keeps_its_temperament():
    bot = levels.hard(5, "honest", effort=12)
    s = played(4, 17, lambda s: s.phase == "talk")
    assert bot.choose(s, 0) == HonestBot(5).choose(s, 0)           # it says what honest says
    assert bot.temperament == "honest"
    assert levels.hard(5, effort=12).temperament is None           # until it sees the table


def test_an_honest_hard_bot_keeps_its_word():
    """Signals given, the honest hard bot only searches placements that keep them."""
    for seed in range(3):
        s = played(4, 40 + seed, lambda s: s.phase == "decision")
        said = {i: intent for t, i, _to, intent in s.history[-1]["signals"] if t == 0}
        assert said                                                # honest pirates talk
        bot = HonestBot(1)
        for move in judgement.candidates(bot, s, 0, s.legal_actions(0)):
            for island, card in move.ships:
                if island in said:
                    assert (card == 0) == (said[island] == "raid"), (said, move)
