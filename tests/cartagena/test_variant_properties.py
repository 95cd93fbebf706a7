"""Cartagena's properties over random games of every variant and their combinations: the invariants
(102 cards, the option's pirates per seat, 3 a space, 3 of a colour aboard the great escape's sloop, the
8 chest tokens), an end, legal_actions exactly what the rules accept (the rest refused, changing
nothing), JSON, clones, replay and determinize keeping what each seat knows."""
from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from game import IllegalAction, Rng
from game.cartagena.actions import (END_TURN, MOVE_SLOOP, PASS_AND_DRAW, AdvanceRival, ChooseCard, Discard,
                                    InvokeChest, InvokeHook, InvokeLantern, InvokeParrots, InvokePistol,
                                    InvokeRum, move_back, play_card)
from game.cartagena.cards import CARD_KINDS, SYMBOLS
from game.cartagena.powers import PARROT_PAIRS
from game.cartagena.variants import DRAW_RULES, EPISODES, PIECES_CHOICES, PIRATES_CHOICES
from game.core.bots import RandomBot

from . import SPEC, snapshot

OPTIONS = st.fixed_dictionaries({
    "episode": st.sampled_from(EPISODES), "pieces": st.sampled_from(PIECES_CHOICES),
    "pirates": st.sampled_from(PIRATES_CHOICES), "draw": st.sampled_from(DRAW_RULES),
    "filibusters": st.booleans(), "sorceress": st.booleans()})

# A fixed spread of combinations, so that every run covers each feature and their mixes.
SAMPLES = [
    {"episode": "jungle"},
    {"episode": "great", "pieces": 3},
    {"episode": "great", "pieces": 8, "pirates": 4},
    {"draw": "morgan", "filibusters": True},
    {"episode": "great", "draw": "tunnel_classic", "sorceress": True},
    {"episode": "jungle", "draw": "both", "sorceress": True, "filibusters": True, "pirates": 5},
    {"episode": "great", "draw": "tunnel_morgan", "sorceress": True, "filibusters": True},
    {"sorceress": True, "pieces": 4},
]


def candidates(state):
    """The game's whole action vocabulary, over this course."""
    spaces = range(state.goal + 1)
    seats = range(state.players)
    pairs = PARROT_PAIRS + (("parrot*", "parrot"), ("rum", "parrot"))
    return ([play_card(c, s) for c in CARD_KINDS for s in spaces] + [move_back(s) for s in spaces]
            + [END_TURN, PASS_AND_DRAW, MOVE_SLOOP] + [AdvanceRival(r, s) for r in seats for s in spaces]
            + [Discard(c) for c in CARD_KINDS] + [ChooseCard(c) for c in CARD_KINDS]
            + [InvokePistol(c, r) for c in ("pistol", "pistol*", "rum") for r in seats]
            + [InvokeRum(c) for c in ("rum", "rum*", "hook")] + [InvokeLantern(c) for c in ("lantern", "lantern*", "rum")]
            + [InvokeParrots(p, y, s) for p in pairs for y in SYMBOLS for s in spaces]
            + [InvokeHook(h, c, s) for h in ("hook", "hook*", "rum") for c in CARD_KINDS for s in spaces]
            + [InvokeChest(c, s) for c in ("chest", "chest*", "rum") for s in spaces])


def check_legality(state, rng):
    """legal_actions is exactly the set of actions the rules accept, without duplicates, for every
    seat; a sample of the others is refused with a reason and changes nothing."""
    every = candidates(state)
    before = snapshot(state)
    for seat in range(state.players):
        legal = state.legal_actions(seat)
        assert len(legal) == len(set(legal))
        accepted = {a for a in every if state.refusal(seat, a) is None}
        assert accepted == set(legal), (seat, accepted ^ set(legal))
        assert bool(legal) == (seat in state.to_move())
        refused = [a for a in every if a not in accepted]
        for k in range(12):
            action = refused[rng.randrange(len(refused))]
            try:
                state.apply(seat, action)
            except IllegalAction as exc:
                assert str(exc)
            else:
                raise AssertionError(f"{action} was accepted")
            assert snapshot(state) == before


def check_views(state, step):
    for seat in [None, *range(state.players)]:
        other = state.determinize(seat, Rng(step))
        other.check_invariants()
        assert json.dumps(other.view(seat), sort_keys=True) == json.dumps(state.view(seat), sort_keys=True)


def run_game(players, seed, options, sample_every=11, limit=20000):
    state = SPEC.new_state(players, seed, options)
    state.check_invariants()
    bot = RandomBot(seed * 7 + players)
    rng = Rng(seed)
    log = []
    while not state.is_over():
        assert len(log) < limit, f"no end after {limit} actions ({options})"
        movers = state.to_move()
        seat = movers[bot.rng.randrange(len(movers))]
        action = bot.choose(state, seat)
        state.apply(seat, action)
        log.append([seat, action.to_json()])
        state.check_invariants()
        if len(log) % sample_every == 0 and not state.is_over():
            check_legality(state, rng)
            check_views(state, len(log))
            assert SPEC.from_json(json.loads(json.dumps(state.to_json()))) == state
    return state, log


def test_sample_variants_keep_the_invariants_end_and_refuse_what_is_illegal():
    for k, options in enumerate(SAMPLES):
        state, log = run_game(2 + k % 4, k, options, sample_every=17)
        [winner] = state.winners()
        assert state.pirates[winner] == [state.goal] * state.variant.pirates


@settings(max_examples=12, deadline=None)
@given(options=OPTIONS, players=st.integers(2, 5), seed=st.integers(0, 2**20))
def test_any_combination_plays_to_an_end_with_invariants(options, players, seed):
    run_game(players, seed, options, sample_every=60)


@settings(max_examples=8, deadline=None)
@given(options=OPTIONS, players=st.integers(2, 5), seed=st.integers(0, 2**20))
def test_same_seed_and_actions_replay_the_same_game_and_clones_stay_apart(options, players, seed):
    state, log = run_game(players, seed, options, sample_every=10**9)
    replay = SPEC.new_state(players, seed, options)
    twin = None
    for i, (seat, d) in enumerate(json.loads(json.dumps(log))):
        if i == len(log) // 2:
            twin = replay.clone()
            frozen = snapshot(twin)
        replay.apply(seat, SPEC.action_from_json(d))
    assert snapshot(replay) == snapshot(state)
    if twin is not None:
        assert snapshot(twin) == frozen


def test_a_restored_variant_state_plays_on_exactly_like_the_original():
    options = {"episode": "great", "draw": "both", "filibusters": True, "sorceress": True}
    state = SPEC.new_state(3, 77, options)
    bot = RandomBot(4)
    for _ in range(150):
        movers = state.to_move()
        state.apply(movers[0], bot.choose(state, movers[0]))
    restored = SPEC.from_json(json.loads(json.dumps(state.to_json())))
    clone = state.clone()
    assert restored == state == clone
    for _ in range(300):
        if state.is_over():
            break
        seat = state.to_move()[0]
        action = bot.choose(state, seat)
        events = [e.to_json() for e in state.apply(seat, action)]
        assert [e.to_json() for e in restored.apply(seat, action)] == events
        assert [e.to_json() for e in clone.apply(seat, action)] == events
    assert snapshot(restored) == snapshot(state) == snapshot(clone)


def test_private_event_fields_are_blanked_for_everyone_else():
    options = {"episode": "great", "draw": "both", "filibusters": True, "sorceress": True}
    for seed in range(3):
        state = SPEC.new_state(3, seed, options)
        bot = RandomBot(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            for e in state.apply(seat, bot.choose(state, seat)):
                json.dumps(e.to_json())
                if e.visible_to is not None:
                    outsider = next((s for s in range(3) if s not in e.visible_to), None)
                    if outsider is not None:
                        assert all(getattr(e.for_viewer(outsider), f) is None for f in e.PRIVATE), e
                        assert all(getattr(e.for_viewer(None), f) is None for f in e.PRIVATE), e
