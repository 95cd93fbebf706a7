"""Pagamás's fast path for trusted play (issue 24, item 5): apply_trusted builds no events, the
rules answer as they always did (the same choices in the same order, the same events and states:
a saved journal replays to the same game), determinize draws what it always drew, and a
determinized copy (its hands and hidden cards dealt anew) says who is to move as a state
worked out afresh does."""
from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.pagamas import SPEC, common, mutiny, night, refloat, share, turn
from tests.fast_path_checks import determinize_digest, events_of_random_play, play_digest

# Recorded on main at 17cdedd, before the fast path was sped up (issue 24, item 5).
DIGESTS = [
    (3, "4597a8f07e817e04cf6b", "01482591ef130f67b600"),
    (4, "9d38ddcbc9dcf0e78b08", "df9793c803b18962a278"),
    (5, "ca8f25d1b557e36ac384", "da62a24e0f4fc6d02ce2"),
    (6, "e7d84ebb47c1c964e146", "a866cb9977843da0aedd"),
]


@pytest.mark.parametrize("players,play,_det", DIGESTS, ids=["3p", "4p", "5p", "6p"])
def test_the_rules_answer_as_they_always_did(players, play, _det):
    """Who moves, every seat's legal actions in order, the events and the states of random games."""
    assert play_digest(SPEC, players, {}) == play


@pytest.mark.parametrize("players,_play,det", DIGESTS, ids=["3p", "4p", "5p", "6p"])
def test_determinize_draws_what_it_always_drew(players, _play, det):
    assert determinize_digest(SPEC, players, {}) == det


@pytest.mark.parametrize("players", [3, 6])
def test_trusted_play_builds_no_events(monkeypatch, players):
    """Trusted moves create no Event object at all (the strict path does)."""
    modules = [common, refloat, share, night, mutiny, turn]
    strict, trusted = events_of_random_play(monkeypatch, SPEC, players, 4, modules)
    assert {"ActionsDrawn", "RolesAssigned", "LootDrawn", "VotesRevealed", "GameOver"} <= strict, \
        "the spy sees the strict path's events"
    assert trusted == []


@pytest.mark.parametrize("players", [3, 6])
def test_a_determinized_copy_knows_who_is_to_move(players):
    """Who is to move is kept from the end of each transition; determinize deals the hidden
    hands and cards anew by hand, and the copy must still answer as one worked out afresh
    (to_move and every seat's legal actions)."""
    state = SPEC.new_state(players, 2)
    rng, draw = Rng(3), Rng(4)
    checked = 0
    while not state.is_over():
        seat = state.to_move()[0]
        for viewer in (*range(players), None):
            copy = state.determinize(viewer, draw)
            fresh = copy.clone()
            fresh.changed()
            assert copy.to_move() == fresh.to_move()
            assert all(copy.legal_actions(s) == fresh.legal_actions(s) for s in range(players))
            checked += 1
        legal = state.legal_actions(seat)
        state.apply_trusted(seat, legal[rng.randrange(len(legal))])
    assert checked > 100
