"""Cartagena's properties over many random games (2-5 players): invariants, an end, refusals,
JSON, clones, determinism and replay."""
from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from game import IllegalAction
from game.cartagena.actions import END_TURN, PASS_AND_DRAW, move_back, play_card
from game.cartagena.cards import CARD_KINDS
from game.core.bots import RandomBot

from . import SPEC, play_random, snapshot

MAX_ACTIONS = 5000      # random games end in a few hundred actions


def candidates(state):
    """Every action of the game's vocabulary that could make sense on this path."""
    spaces = range(state.goal + 1)
    return ([play_card(c, s) for c in CARD_KINDS for s in spaces]
            + [move_back(s) for s in spaces] + [END_TURN, PASS_AND_DRAW])


def check_legality(state):
    """legal_actions is exactly the set of actions the rules accept, without duplicates;
    every other action is refused and changes nothing."""
    seat = state.to_move()[0]
    legal = state.legal_actions(seat)
    assert len(legal) == len(set(legal))
    accepted = {a for a in candidates(state) if state.refusal(seat, a) is None}
    assert accepted == set(legal)
    before = snapshot(state)
    refused = [a for a in candidates(state) if a not in accepted]
    for a in refused[:: max(1, len(refused) // 25)]:
        try:
            state.apply(seat, a)
        except IllegalAction as exc:
            assert str(exc)
        else:
            raise AssertionError(f"{a} was accepted")
        assert snapshot(state) == before
    for other in range(state.players):
        if other != seat:
            assert state.legal_actions(other) == []


def run_game(players: int, seed: int, sample_every: int = 9):
    state = SPEC.new_state(players, seed)
    state.check_invariants()
    steps = [0]

    def check(state, seat, action, events):
        state.check_invariants()
        steps[0] += 1
        if not state.is_over() and steps[0] % sample_every == 0:
            check_legality(state)
            assert SPEC.from_json(json.loads(json.dumps(state.to_json()))) == state

    log = play_random(state, seed * 31 + players, check, limit=MAX_ACTIONS)
    return state, log


def test_random_games_keep_the_invariants_and_end_for_every_player_count():
    for players in (2, 3, 4, 5):
        for seed in range(6):
            state, log = run_game(players, seed)
            assert state.is_over() and len(log) < MAX_ACTIONS
            [winner] = state.winners()
            assert state.pirates[winner] == [state.goal] * 6
            assert state.scores()[winner] == max(state.scores())


@settings(max_examples=20, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32))
def test_any_seed_plays_to_an_end_with_invariants(players, seed):
    run_game(players, seed, sample_every=25)


@settings(max_examples=15, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**20), bot_seed=st.integers(0, 2**20))
def test_same_seed_and_actions_give_the_same_game_and_the_log_replays(players, seed, bot_seed):
    a = SPEC.new_state(players, seed)
    b = SPEC.new_state(players, seed)
    bot = RandomBot(bot_seed)
    log = []
    while not a.is_over():
        seat = a.to_move()[0]
        action = bot.choose(a, seat)
        before = snapshot(a)
        twin = a.clone()
        events_a = a.apply(seat, action)
        assert [e.to_json() for e in events_a] == [e.to_json() for e in b.apply(seat, action)]
        assert snapshot(twin) == before != snapshot(a)      # the clone kept the old state
        log.append([seat, action.to_json()])
    assert snapshot(a) == snapshot(b)
    replay = SPEC.new_state(players, seed)
    for seat, d in json.loads(json.dumps(log)):
        replay.apply(seat, SPEC.action_from_json(d))
    assert snapshot(replay) == snapshot(a)


def test_a_restored_state_plays_on_exactly_like_the_original():
    state = SPEC.new_state(3, 77)
    bot = RandomBot(4)
    for _ in range(60):
        seat = state.to_move()[0]
        state.apply(seat, bot.choose(state, seat))
    restored = SPEC.from_json(json.loads(json.dumps(state.to_json())))
    clone = state.clone()
    for copy in (restored, clone):
        assert copy == state
    for _ in range(200):
        if state.is_over():
            break
        seat = state.to_move()[0]
        action = bot.choose(state, seat)
        events = [e.to_json() for e in state.apply(seat, action)]
        assert [e.to_json() for e in restored.apply(seat, action)] == events
        assert [e.to_json() for e in clone.apply(seat, action)] == events
    assert snapshot(restored) == snapshot(state) == snapshot(clone)


def test_a_clone_never_shares_mutable_parts():
    state = SPEC.new_state(2, 5)
    twin = state.clone()
    for name in ("pirates", "hands", "deck", "discard", "occ"):
        assert getattr(twin, name) is not getattr(state, name)
    assert all(a is not b for a, b in zip(twin.pirates, state.pirates))
    assert all(a is not b for a, b in zip(twin.hands, state.hands))
    assert twin.rng is not state.rng and twin.rng == state.rng
