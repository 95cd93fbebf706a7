"""Cartagena's state surface: views, scores, events for the client, JSON, copies, invariants."""
from __future__ import annotations

import json

import pytest

from game import Rng
from game.cartagena.actions import CardsDrawn, MoveBack, PlayCard
from game.cartagena.cards import full_deck

from . import SLOOP, SPEC, new, snapshot

JSON_TYPES = (dict, list, str, int, bool, type(None))


def assert_plain_json(value, where="view"):
    assert isinstance(value, JSON_TYPES) and not isinstance(value, float), f"{where}: {value!r}"
    if isinstance(value, dict):
        for k, v in value.items():
            assert isinstance(k, str), f"{where}: key {k!r}"
            assert_plain_json(v, f"{where}.{k}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            assert_plain_json(v, f"{where}[{i}]")


# ------------------------------------------------------------------ views

def test_view_shows_the_board_own_sorted_hand_and_only_sizes_of_other_hands():
    state = new(3, hands={0: ["chest", "rum*", "pistol", "rum"], 1: ["hook"], 2: ["rum", "rum"]},
                discard=["parrot", "lantern"], positions={1: [0, 0, 3, 3, 9, SLOOP]})
    v = state.view(0)
    assert v["hand"] == ["pistol", "rum", "rum*", "chest"]
    assert v["hand_sizes"] == [4, 1, 2]
    assert v["pirates"][1] == [0, 0, 3, 3, 9, SLOOP] and v["sloop"] == SLOOP
    assert v["path"] == state.path and len(v["path"]) == 36
    assert v["deck_size"] == 102 - 7 - 2 and v["discard"] == ["parrot", "lantern"]
    assert (v["turn"], v["actions_taken"], v["actions_left"], v["is_over"], v["winners"]) == (0, 0, 3, False, [])
    assert "hands" not in v and "deck" not in v          # no other hand, no deck order
    assert_plain_json(v)


def test_a_spectator_sees_no_hand():
    state = SPEC.new_state(3, 4)
    v = state.view(None)
    assert v["hand"] is None and v["hand_sizes"] == [6, 6, 6] and v["viewer"] is None
    assert_plain_json(v)


def test_view_gives_the_pieces_for_drawing_the_board():
    state = SPEC.new_state(2, 8)
    assert state.view(0)["pieces"] == state.pieces and len(state.pieces) == 6


def test_view_says_when_passing_is_possible():
    assert new(hands={0: [], 1: []}).view(1)["can_pass"] is True
    assert new(hands={0: ["rum"], 1: []}).view(0)["can_pass"] is False


def test_view_of_an_unknown_seat_is_refused():
    with pytest.raises(ValueError, match="no seat 4"):
        SPEC.new_state(2, 0).view(4)


# ------------------------------------------------------------------ scores and winners

def test_scores_are_the_sum_of_pirate_positions():
    state = new(hands={0: ["rum"], 1: []}, positions={0: [0, 0, 3, 5, 9, SLOOP], 1: [1, 2, 0, 0, 0, 0]})
    assert state.scores() == [3 + 5 + 9 + SLOOP, 3]
    state.apply(0, PlayCard("rum", 0))
    assert state.scores()[0] == 3 + 5 + 9 + SLOOP + 11


# ------------------------------------------------------------------ events for the client

def test_drawn_cards_are_private_to_the_drawer():
    state = new(hands={0: [], 1: []}, deck=["rum", "hook"], positions={0: [12, 0, 0, 0, 0, 0], 1: [9, 9, 0, 0, 0, 0]})
    [drawn] = [e for e in state.apply(0, MoveBack(12)) if isinstance(e, CardsDrawn)]
    assert drawn.visible_to == (0,) and drawn.for_viewer(0).cards == ("rum", "hook")
    other = drawn.for_viewer(1)
    assert other.cards is None and other.count == 2 and drawn.for_viewer(None).cards is None
    assert other.to_json() == {"type": "cards_drawn", "seat": 0, "count": 2, "cards": None, "visible_to": [0]}


def test_events_are_json_ready():
    state = new(hands={0: ["rum"], 1: []}, positions={0: [12, 0, 0, 0, 0, 0], 1: [9, 0, 0, 0, 0, 0]})
    events = state.apply(0, MoveBack(12)) + state.apply(0, PlayCard("rum", 0))
    for e in events:
        assert_plain_json(e.to_json(), e.TYPE)
    assert events[0].to_json() == {"type": "pirate_moved", "seat": 0, "from_space": 12, "to_space": 9,
                                   "direction": "back", "over": [11, 10], "skipped": []}


# ------------------------------------------------------------------ JSON

def test_json_round_trip_gives_an_equal_state():
    state = SPEC.new_state(4, 12)
    for _ in range(40):
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    d = state.to_json()
    assert d["game"] == "cartagena" and d["rng"] == state.rng.to_json()
    back = SPEC.from_json(json.loads(json.dumps(d)))
    assert back == state and back.to_json() == d
    assert back.occ == state.occ


def test_to_json_lists_the_deck_top_first():
    state = new(deck=["rum"] * 6 + ["hook"] * 6 + ["chest", "parrot"])
    assert state.to_json()["deck"][:2] == ["chest", "parrot"]


def valid() -> dict:
    return new(3, hands={0: ["rum"], 1: [], 2: ["hook"]}, positions={1: [1, 1, 1, 2, 0, SLOOP]}).to_json()


def with_(**changes) -> dict:
    d = valid()
    d.update(changes)
    return d


@pytest.mark.parametrize("data, message", [
    ({k: v for k, v in valid().items() if k != "hands"}, "lacks 'hands'"),
    (with_(players=6), "players must be an integer from 2 to 5"),
    (with_(path=["rum", "grog"]), "unknown symbol 'grog'"),
    (with_(pirates=[[0] * 6, [0] * 6]), "one list per seat"),
    (with_(pirates=[[0] * 6, [0] * 5, [0] * 6]), "6 pirates"),
    (with_(pirates=[[0] * 6, [0] * 6, [0, 0, 0, 0, 0, 40]]), "from 0 to 37"),
    (with_(pirates=[[0] * 6, [4, 4, 4, 4, 0, 0], [0] * 6]), "space 4 holds 4 pirates"),
    (with_(hands=[["rum"], [], ["grog"]]), "unknown card 'grog'"),
    (with_(hands=[["rum", "rum"], [], ["hook"]]), "not the 102-card deck"),
    (with_(deck=valid()["deck"][1:]), "not the 102-card deck"),
    (with_(turn=3), "turn must be"),
    (with_(actions_taken=3), "actions_taken must be"),
    (with_(winner=1), "winner 1 does not have every pirate in the sloop"),
    (with_(pirates=[[SLOOP] * 6, [0] * 6, [0] * 6]), "no winner is set"),
    (with_(rng="x"), "rng state"),
    (with_(pieces=[[1, False]]), "pieces must be null"),
])
def test_from_json_refuses_bad_data_with_a_clear_message(data, message):
    with pytest.raises(ValueError, match=message):
        SPEC.from_json(data)


# ------------------------------------------------------------------ copies

def test_clone_is_independent():
    state = new(hands={0: ["rum", "hook"], 1: ["chest"]})
    twin = state.clone()
    before = snapshot(state)
    twin.apply(0, PlayCard("rum", 0))
    assert snapshot(state) == before and twin != state
    assert state.pirates[0] == [0] * 6 and state.hands[0] == ["rum", "hook"]


def test_determinize_redeals_the_hidden_cards_and_keeps_what_the_seat_sees():
    state = SPEC.new_state(3, 5)
    for seat in (0, 1, 2, None):
        changed = False
        for k in range(5):
            other = state.determinize(seat, Rng(k))
            other.check_invariants()
            assert json.dumps(other.view(seat), sort_keys=True) == json.dumps(state.view(seat), sort_keys=True)
            assert [len(h) for h in other.hands] == [len(h) for h in state.hands]
            changed |= other.deck != state.deck
            if seat is not None:
                assert other.hands[seat] == state.hands[seat]
        assert changed


# ------------------------------------------------------------------ invariants

def test_check_invariants_catches_lost_cards_pirates_and_overfull_spaces():
    state = new(hands={0: ["rum"], 1: []})
    state.check_invariants()
    broken = state.clone()
    broken.deck.pop()
    with pytest.raises(AssertionError, match="cards lost or created"):
        broken.check_invariants()
    broken = state.clone()
    broken.pirates[1].pop()
    with pytest.raises(AssertionError, match="seat 1 has 5 pirates"):
        broken.check_invariants()
    broken = state.clone()
    broken.pirates[0] = [0, 0, 4, 4, 4, 4]
    broken.occ = [0] * (SLOOP + 1)
    broken.occ[0], broken.occ[4] = 8, 4
    with pytest.raises(AssertionError, match="space 4 holds 4 pirates"):
        broken.check_invariants()
    assert len(full_deck()) == 102
