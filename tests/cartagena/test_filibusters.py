"""FILIBUSTEROS: a hand limit of 7, enforced only when a dark card is played: every other player
discards down to 7, choosing which, all at once and face down until the last has chosen."""
from __future__ import annotations

import pytest

from game import IllegalAction, Rng
from game.cartagena.actions import (CardsDiscarded, DiscardChosen, Discard, DiscardsDemanded, EndTurn,
                                    InvokeRum, PlayCard, TurnStarted)

from . import variant

FILIBUSTERS = {"filibusters": True}
BIG = ["pistol", "pistol", "rum", "rum", "lantern", "lantern", "hook", "hook", "chest", "parrot"]   # 10


def three(**setup):
    return variant(3, options=FILIBUSTERS, **setup)


def test_a_dark_card_makes_every_other_player_discard_down_to_seven_at_once():
    state = three(hands={0: ["rum*", "hook"], 1: BIG, 2: BIG[:8]})
    events = state.apply(0, PlayCard("rum*", 0))
    assert events[-1] == DiscardsDemanded(0, (0, 3, 1))
    assert state.to_move() == [1, 2]                          # several seats decide at once
    assert state.legal_actions(0) == [] and state.legal_actions(1) and state.legal_actions(2)
    assert {a.card for a in state.legal_actions(1)} == set(BIG)
    assert state.view(0)["discards"] == [0, 3, 1]


def test_the_player_of_the_dark_card_keeps_a_big_hand():
    state = three(hands={0: ["rum*"] + BIG, 1: [], 2: []})
    events = state.apply(0, PlayCard("rum*", 0))
    assert not any(isinstance(e, DiscardsDemanded) for e in events) and len(state.hands[0]) == 10


def test_a_plain_card_asks_nothing_and_the_limit_is_not_checked_otherwise():
    state = three(hands={0: ["rum", "hook"], 1: BIG, 2: BIG})
    events = state.apply(0, PlayCard("rum", 0))
    assert not any(isinstance(e, DiscardsDemanded) for e in events) and state.to_move() == [0]


def test_each_player_chooses_which_cards_face_down_until_all_have_chosen():
    state = three(hands={0: ["rum*", "hook"], 1: BIG, 2: BIG[:8]})
    state.apply(0, PlayCard("rum*", 0))
    events = state.apply(2, Discard("hook"))
    assert events == [DiscardChosen(2, "hook", 0, visible_to=(2,))]
    assert events[0].for_viewer(1).card is None and state.discard == ["rum*"]   # nothing shown yet
    assert state.to_move() == [1] and state.view(2)["held"] == ["hook"] and state.view(1)["held"] == []
    state.apply(1, Discard("pistol"))
    state.apply(1, Discard("pistol"))
    events = state.apply(1, Discard("hook"))
    assert [e for e in events if isinstance(e, CardsDiscarded)] == [
        CardsDiscarded(1, ("pistol", "pistol", "hook")), CardsDiscarded(2, ("hook",))]
    assert state.discard == ["rum*", "pistol", "pistol", "hook", "hook"]
    assert len(state.hands[1]) == len(state.hands[2]) == 7 and state.to_move() == [0]
    state.check_invariants()


def test_the_turn_goes_on_after_the_discards_and_passes_after_them_on_a_third_action():
    state = three(hands={0: ["rum", "hook", "rum*", "chest"], 1: BIG[:8], 2: []})
    state.apply(0, PlayCard("rum", 0))
    state.apply(0, PlayCard("hook", 0))
    events = state.apply(0, PlayCard("rum*", 0))
    assert state.turn == 0 and state.to_move() == [1] and not any(isinstance(e, TurnStarted) for e in events)
    events = state.apply(1, Discard("lantern"))
    assert events[-1] == TurnStarted(1, 3, 2)


def test_discarding_is_refused_out_of_phase_and_other_moves_during_it():
    state = three(hands={0: ["rum*", "hook"], 1: BIG, 2: []})
    with pytest.raises(IllegalAction, match="only when a dark card was played"):
        state.apply(1, Discard("rum"))
    state.apply(0, PlayCard("rum*", 0))
    for seat, action, message in ((0, EndTurn(), "others are discarding"), (1, PlayCard("rum", 0), "Discard down to 7"),
                                  (1, Discard("rum*"), "no dark rum card"), (2, Discard("rum"), "discarded enough")):
        before = state.to_json()
        with pytest.raises(IllegalAction, match=message):
            state.apply(seat, action)
        assert state.to_json() == before


def test_a_dark_card_played_for_a_power_counts_too():
    state = variant(3, options={"filibusters": True, "sorceress": True}, hands={0: ["rum*"], 1: BIG, 2: []},
                    deck=["chest", "chest", "chest", "chest"])
    state.apply(0, InvokeRum("rum*"))
    assert state.pending is not None and state.to_move() == [0]      # the power's choices first
    while state.pending is not None:                                  # keep 2, give 1 each
        state.apply(0, state.legal_actions(0)[0])
    assert state.to_move() == [1] and state.discards == [0, 4, 0]


def test_determinize_redraws_the_face_down_discards_of_the_others_only():
    state = three(hands={0: ["rum*", "hook"], 1: BIG, 2: BIG[:8]})
    state.apply(0, PlayCard("rum*", 0))
    state.apply(2, Discard("hook"))
    import json
    for seat in (0, 1, 2, None):
        other = state.determinize(seat, Rng(3))
        other.check_invariants()
        assert json.dumps(other.view(seat), sort_keys=True) == json.dumps(state.view(seat), sort_keys=True)
    assert state.determinize(2, Rng(1)).held[2] == ["hook"]
