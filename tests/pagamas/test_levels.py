"""The levels: the temperament suits the table size unless chosen, the hard bot searches with a
fixed effort (same seed, same decision) and plays whole games, the easy bot slips but still
beats random pirates."""
from __future__ import annotations

from game import Rng
from game.core.bots import RandomBot, decide
from game.pagamas import SPEC
from game.pagamas.levels import evaluate, quick


def _play(players, seed, bots, limit=20000):
    s = SPEC.new_state(players, seed)
    rng = Rng(seed)
    n = 0
    while not s.is_over():
        seat = s.to_move()[0]
        action = decide(bots[seat], s, seat, rng)
        assert action in s.legal_actions(seat)
        s.apply(seat, action)
        n += 1
        assert n < limit
    return s


def test_the_default_temperament_suits_the_table_size():
    for players, expected in ((3, "greedy"), (4, "loyal"), (6, "loyal")):
        assert SPEC.temperament_for(players) == expected
        bot = SPEC.make_bot("normal", 1)
        assert bot.temperament is None
        s = SPEC.new_state(players, 2)
        seat = s.to_move()[0]
        bot.choose(s.determinize(seat, Rng(1)), seat)
        assert bot.temperament == expected


def test_hard_bot_decides_the_same_with_the_same_seed_and_effort():
    s = SPEC.new_state(3, 5)
    bots = [SPEC.make_bot("normal", x) for x in range(3)]
    rng = Rng(4)
    for _ in range(30):                      # into the first share
        seat = s.to_move()[0]
        s.apply(seat, decide(bots[seat], s, seat, rng))
    seat = s.to_move()[0]
    a = decide(SPEC.make_bot("hard", 9, effort=12), s, seat, Rng(1))
    b = decide(SPEC.make_bot("hard", 9, effort=12), s, seat, Rng(1))
    assert a == b and a in s.legal_actions(seat)


def test_a_hard_bot_plays_a_whole_game_with_easy_and_normal_bots():
    bots = [SPEC.make_bot("hard", 1, effort=4), SPEC.make_bot("easy", 2),
            SPEC.make_bot("normal:schemer", 3), SPEC.make_bot("easy:loyal", 4)]
    s = _play(4, 3, bots)
    assert s.winners()


def test_easy_bots_beat_random_bots_in_most_games():
    """bench/pagamas_bot.py measures the rate; a small sample must clearly favour the easy bot."""
    wins = 0
    for seed in range(12):
        me = seed % 3
        bots = {x: RandomBot(seed * 31 + x) for x in range(3)}
        bots[me] = SPEC.make_bot("easy", seed)
        wins += me in _play(3, seed, bots).winners()
    assert wins >= 9


def test_the_quick_playout_moves_are_legal_and_the_evaluation_a_distribution():
    s = SPEC.new_state(5, 8)
    bot = RandomBot(8)
    for _ in range(300):
        if s.is_over():
            break
        values = evaluate(s)
        assert len(values) == 5 and abs(sum(values) - 1) < 1e-9 and min(values) >= 0
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        move = quick(s, seat, legal)
        assert move is None or move in legal
        s.apply(seat, bot.choose(s, seat))


def test_a_clone_is_independent_of_its_original():
    s = SPEC.new_state(4, 6)
    bot = RandomBot(6)
    for _ in range(120):
        seat = s.to_move()[0]
        s.apply(seat, bot.choose(s, seat))
    before = s.to_json()
    c = s.clone()
    assert c.to_json() == before
    while not c.is_over():
        seat = c.to_move()[0]
        c.apply(seat, bot.choose(c, seat))
    assert s.to_json() == before
