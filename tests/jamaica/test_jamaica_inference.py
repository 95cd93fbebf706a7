"""The inference of a rival's hand from its play (bench/jamaica_hands.py, a diagnostic kept for
the hard bot's next try): it never rules out the true hand, it reads only what the seat sees,
and it starts afresh after a reload."""
from __future__ import annotations

import math

from game.core.bots import decide
from game.core.rng import Rng
from game.jamaica import SPEC
from game.jamaica.cards import ACTION_CARDS
from bench.jamaica_hands import InferringCaptain, Notebook


def _game(seed: int, rounds: int, watcher: int = 0, twin_seed: int | None = None):
    """Normal bots play `rounds` rounds; a notebook for `watcher` notes every state the watcher
    is asked about (as the true state, or as a twin differing only in hidden cards). Yields
    (state, notebook) at each of the watcher's decisions."""
    st = SPEC.new_state(2, seed=seed)
    bots = [SPEC.make_bot("normal", seed * 31 + s) for s in range(2)]
    book, k = Notebook(), 0
    while not st.is_over() and st.round <= rounds:
        seat = st.to_move()[0]
        if seat == watcher:
            seen = st if twin_seed is None else st.determinize(watcher, Rng(twin_seed + k))
            book.observe(seen, watcher)
            yield st.clone(), book
        st.apply(seat, decide(bots[seat], st, seat, Rng(seed * 1_000_003 + k)))
        k += 1


def test_the_first_round_deals_every_hand_alike():
    st = SPEC.new_state(2, seed=4)
    book = Notebook()
    book.observe(st.determinize(0, Rng(1)), 0)
    belief, start = book.belief(1, st.round)
    assert start == () and len(belief) == math.comb(len(ACTION_CARDS), 3)
    assert len(set(belief.values())) == 1


def test_the_true_hand_is_never_ruled_out_and_the_belief_sums_to_one():
    checked = 0
    for seed in (21, 22):
        for st, book in _game(seed, rounds=30):
            if st.phase() != "choose_cards" or st.chosen[1] is not None:
                continue
            got = book.belief(1, st.round)
            assert got is not None                      # the notes have no gap
            belief, start = got
            assert list(start) == st.discards[1]
            assert abs(sum(belief.values()) - 1.0) < 1e-9
            assert belief.get(tuple(sorted(st.hands[1])), 0.0) > 0.0
            checked += 1
    assert checked >= 10


def test_the_notes_and_worlds_depend_only_on_what_the_seat_sees():
    """The same game noted from the true states and from twins that differ in every hidden
    card: the same belief, and the same re-dealt world from the same drawn world."""
    true = list(_game(31, rounds=8))
    twin = list(_game(31, rounds=8, twin_seed=500))
    assert len(true) == len(twin) > 5
    (st, a), (_st, b) = true[-1], twin[-1]
    assert a.belief(1, st.round) == b.belief(1, st.round)
    base = st.determinize(0, Rng(7))
    wa = a.redealer(st, 0)(base.clone(), Rng(9))
    wb = b.redealer(st.determinize(0, Rng(8)), 0)(base.clone(), Rng(9))
    assert wa.to_json() == wb.to_json()


def test_the_hard_bot_decides_alike_on_twins_with_its_notes():
    """Two inferring hard bots, one noting the true states and one twins (other hidden
    cards): the same notes and decisions throughout (the inference reads nothing hidden)."""
    st = SPEC.new_state(2, seed=41)
    normal = SPEC.make_bot("normal", 5)
    a, b = InferringCaptain(3, effort=16), InferringCaptain(3, effort=16)
    k = 0
    while st.round <= 4:
        seat = st.to_move()[0]
        if seat == 0:
            x = a.choose(st.clone(), 0)
            y = b.choose(st.determinize(0, Rng(100 + k)), 0)
            assert x == y
            assert a.notebook.belief(1, st.round) == b.notebook.belief(1, st.round) is not None
            action = x
        else:
            action = decide(normal, st, seat, Rng(k))
        st.apply(seat, action)
        k += 1


def test_a_bot_made_after_a_reload_starts_from_every_hand_alike():
    states = list(_game(51, rounds=6))
    st, _book = states[-1]
    fresh = Notebook()
    fresh.observe(st, 0)
    got = fresh.belief(1, st.round)
    if got is not None:                         # a first note: every hand of the pool alike
        belief, start = got
        assert len(set(belief.values())) == 1
        pool = set(ACTION_CARDS) - set(start)
        assert all(set(h) <= pool for h in belief)
    action = InferringCaptain(3, effort=16).choose(st.clone(), 0)
    assert action in st.legal_actions(0)
