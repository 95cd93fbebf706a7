"""Libertalia's fast path for trusted play (issue 24, item 5): apply_trusted builds no events, the
rules answer as they always did (the same choices in the same order, the same events and states:
a saved journal replays to the same game), determinize draws what it always drew, the bots decide
as they did; who moves and the choices kept from one transition to the next answer as a fresh state."""
from __future__ import annotations

import hashlib

import pytest

from game.core.bots import decide
from game.core.rng import Rng
from game.libertalia import SPEC, day, dusk, flow, moves, night
from tests.fast_path_checks import determinize_digest, dump, events_of_random_play, fresh, play_digest

# Recorded on main at 17cdedd, before the fast path was sped up (issue 24, item 5). The play
# digests were recorded again at 558ae5c, whose only change to what they hash is the words of the
# Spanish Governor's note ("discards 3" became "discards 3 characters"): with the old words put
# back, 558ae5c gives the old digests (cc9f421b.., c67d1e23.., 49bdec62..).
DIGESTS = [
    (2, "5fe70c130922099283f1", "89e1984512478326dbb2"),
    (4, "7305486314183a2ae1a7", "e0af5021e436ce89d564"),
    (6, "1d41f50983437336e3f2", "faea64bf6971ba37c32c"),
]


@pytest.mark.parametrize("players,play,_det", DIGESTS, ids=["2p", "4p", "6p"])
def test_the_rules_answer_as_they_always_did(players, play, _det):
    """Who moves, every seat's legal actions in order, the events and the states of random games."""
    assert play_digest(SPEC, players, {}) == play


@pytest.mark.parametrize("players,_play,det", DIGESTS, ids=["2p", "4p", "6p"])
def test_determinize_draws_what_it_always_drew(players, _play, det):
    assert determinize_digest(SPEC, players, {}) == det


@pytest.mark.parametrize("players", [2, 6])
def test_trusted_play_builds_no_events(monkeypatch, players):
    """Trusted moves create no Event object at all (the strict path does), the campaigns'
    purses included."""
    strict, trusted = events_of_random_play(monkeypatch, SPEC, players, 3, [flow, day, dusk, night, moves])
    assert {"Picked", "Revealed", "BootyMoved", "CampaignBegins", "GameOver"} <= strict, \
        "the spy sees the strict path's events"
    assert trusted == []


def _answers(state) -> tuple:
    return state.to_move(), [state.legal_actions(s) for s in range(state.players)]


@pytest.mark.parametrize("players", [2, 3, 6])
def test_a_copy_answers_as_a_fresh_state_from_its_json(players):
    """Who moves and the legal actions are kept from one transition to the next: a state, its
    clone and its determinized copies (every seat's and a spectator's) answer exactly as a state
    built afresh from the same JSON, at every step of seeded random games, on both paths."""
    for seed in range(4):
        state = SPEC.new_state(players, seed)
        rng = Rng(seed + 11)
        k = 0
        while not state.is_over():
            copies = [state, state.clone()]
            if k % 3 == 0:
                copies += [state.determinize(s, Rng(k)) for s in (*range(players), None)]
            for c in copies:
                assert _answers(c) == _answers(fresh(c))
            seat = state.to_move()[rng.randrange(len(state.to_move()))]
            legal = state.legal_actions(seat)
            action = legal[rng.randrange(len(legal))]
            (state.apply_trusted if seed % 2 else state.apply)(seat, action)
            k += 1


def test_the_bots_decide_as_they_always_did():
    """A hard (effort 6), an easy and a normal bot play a seeded game: every decision and the
    end as recorded on main at 07588e4, before the cached movers and choices (the judge's worlds
    edit picks by hand, then ask who moves)."""
    bots = [SPEC.make_bot("hard", 1, effort=6), SPEC.make_bot("easy", 2), SPEC.make_bot("normal", 3)]
    h = hashlib.sha256()
    s = SPEC.new_state(3, 1)
    rng = Rng(1)
    while not s.is_over():
        seat = s.to_move()[0]
        action = decide(bots[seat], s, seat, rng)
        h.update(repr(action).encode())
        s.apply(seat, action)
    h.update(dump(s).encode())
    assert h.hexdigest()[:20] == "9cc1effe8f4d5f4aebde"


@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_dusk_turn_is_kept_only_while_its_choice_waits(players):
    """dusk.run writes `turn` only when a take or a sabre's strike waits: between transitions a
    state holds a turn exactly then, the chooser's, with the tokens it has still to take."""
    for seed in range(3):
        state = SPEC.new_state(players, seed)
        rng = Rng(seed + 3)
        waited = 0
        while not state.is_over():
            pending = state.pending
            if pending is not None and pending["action"] in ("take", "slash"):
                waited += 1
                assert state.turn is not None and state.turn["seat"] == pending["seat"]
                assert state.turn["rank"] == pending["rank"] and state.turn["left"] >= 0
                if pending["action"] == "take":
                    assert state.turn["left"] == pending["left"] > 0
            else:
                assert state.turn is None
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            (state.apply_trusted if seed % 2 else state.apply)(seat, legal[rng.randrange(len(legal))])
        assert waited


def test_a_ship_not_emptied_at_dawn_takes_the_picks_in_their_places():
    """The reveal sorts the picks by place (rank, then influence); a ship that still holds an
    entry (a state edited by hand) gets the picks each in its place among them, as
    ship_key orders them."""
    state = SPEC.new_state(4, 9)        # the deal is the same in every hand
    left = [3, state.hands[3].pop(3)]      # among the picks, and of seat 1's pick's rank
    state.ship.append(left)
    picks = [state.hands[seat][seat + 2] for seat in range(3)] + [None]
    for seat, rank in enumerate(picks[:3]):
        state.hands[seat].remove(rank)
    state.picks = list(picks)
    flow.reveal(state, None)
    expected = sorted([left] + [[seat, r] for seat, r in enumerate(picks) if r is not None],
                      key=state.ship_key)
    assert state.ship == expected and state.picks == [None] * 4 and state.phase == "day"
    state.check_invariants()
