"""Cartagena's fast path for trusted play (issue 15, point 4): apply_trusted reaches apply's states
and builds no events; the plain rules' legal actions are the general rules' list; determinize
draws what it always drew."""
from __future__ import annotations

import pytest

from game.cartagena import powers, turn
from game.cartagena import state as cartagena_state
from game.core.rng import Rng
from tests.fast_path_checks import determinize_digest, dump, spy_on_events

from . import SPEC

VARIANTS = [
    (2, {}), (5, {}), (3, {"pieces": 4, "pirates": 4}), (2, {"pieces": 8, "pirates": 5}),
    (3, {"episode": "jungle", "draw": "morgan"}), (4, {"filibusters": True}),
    (3, {"episode": "great", "draw": "both", "filibusters": True, "sorceress": True}),
]


@pytest.mark.parametrize("players,options", VARIANTS, ids=[f"{n}p-{'-'.join(o) or 'base'}" for n, o in VARIANTS])
def test_trusted_play_reaches_the_strict_states(players, options):
    """Random games played both ways end every action in the same state, in every variant."""
    for seed in range(4):
        strict = SPEC.new_state(players, seed, options)
        fast = strict.clone()
        rng = Rng(seed + 11)
        steps = 0
        while not strict.is_over():
            seat = strict.to_move()[0]
            legal = strict.legal_actions(seat)
            assert fast.legal_actions(seat) == legal
            action = legal[rng.randrange(len(legal))]
            assert strict.apply(seat, action)                 # the strict path tells what happened
            assert fast.apply_trusted(seat, action) is None
            assert dump(fast) == dump(strict), (seed, steps, action)
            steps += 1
        assert fast.winners() == strict.winners()


@pytest.mark.parametrize("players,options", VARIANTS[:4], ids=["2p", "5p", "short", "long"])
def test_plain_rules_list_what_the_general_rules_list(players, options):
    """On the plain rules (La fuga, classic draw, any length) the fast legal_actions is
    _turn_actions' list, in the same order; other seats get nothing."""
    state = SPEC.new_state(players, 3, options)
    assert state.plain
    rng = Rng(5)
    while not state.is_over():
        seat = state.turn
        legal = state.legal_actions(seat)
        assert legal == state._turn_actions(seat)
        assert all(state.legal_actions(s) == [] for s in range(players) if s != seat)
        state.apply_trusted(seat, legal[rng.randrange(len(legal))])
    assert all(state.legal_actions(s) == [] for s in range(players))


@pytest.mark.parametrize("players,options", [VARIANTS[0], VARIANTS[2], VARIANTS[4], VARIANTS[5], VARIANTS[6]],
                         ids=["base", "short", "jungle-morgan", "filibusters", "great-all"])
def test_trusted_play_builds_no_events(monkeypatch, players, options):
    """Trusted moves create no Event object at all, in any variant (the strict path does)."""
    made = spy_on_events(monkeypatch, [cartagena_state, turn, powers])
    state = SPEC.new_state(players, 2, options)
    probe = state.clone()
    rng = Rng(9)
    while not probe.is_over():
        seat = probe.to_move()[0]
        legal = probe.legal_actions(seat)
        probe.apply(seat, legal[rng.randrange(len(legal))])
    assert {"CardPlayed", "PirateMoved", "TurnStarted", "GameWon"} <= set(made), \
        "the spy sees the strict path's events"
    made.clear()
    while not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.apply_trusted(seat, legal[rng.randrange(len(legal))])
    assert made == []


# determinize(seat, Rng(k)).to_json() of every seat (and a spectator) every 5th action of three
# seeded random games, digested: recorded before the fast path (main at b9d30b3). Bots tuned at
# a fixed effort depend on this stream staying the same.
DETERMINIZE_DIGESTS = [
    (2, {}, "03f7a97c7f0018691ea3"),
    (5, {}, "3a8f03e3615e8c00e368"),
    (3, {"episode": "great", "draw": "both", "filibusters": True, "sorceress": True}, "45cc40c74f62a32b50cb"),
    (4, {"sorceress": True}, "05fbf8755c7a736d0d08"),
]


@pytest.mark.parametrize("players,options,digest", DETERMINIZE_DIGESTS,
                         ids=["2p", "5p", "great-all", "sorceress"])
def test_determinize_draws_what_it_always_drew(players, options, digest):
    assert determinize_digest(SPEC, players, options) == digest


def test_clone_is_independent():
    state = SPEC.new_state(2, seed=4)
    copy = state.clone()
    seat = copy.to_move()[0]
    before = dump(state)
    for _ in range(12):
        seat = copy.to_move()[0]
        copy.apply_trusted(seat, copy.legal_actions(seat)[-1])
    assert dump(state) == before
    assert state.plain and copy.plain and state.rng is not copy.rng
