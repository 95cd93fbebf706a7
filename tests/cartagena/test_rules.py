"""Cartagena's rules of "La fuga", one test per rule, on the known path of tests/cartagena."""
from __future__ import annotations

import pytest

from game import IllegalAction
from game.cartagena.actions import (Boarded, CardsDrawn, DeckReshuffled, EndTurn, GameWon, MoveBack,
                                    PassAndDraw, Passed, PirateMoved, PlayCard, TurnStarted)
from game.cartagena.cards import full_deck

from . import PATH, SLOOP, new, snapshot, types


def spaces_of(symbol: str) -> list[int]:
    return [i for i, s in enumerate(PATH, 1) if s == symbol]


def moved(events) -> PirateMoved:
    [m] = [e for e in events if isinstance(e, PirateMoved)]
    return m


def test_path_fixture():
    assert spaces_of("parrot") == [4, 10, 16, 20, 27, 31]
    assert spaces_of("hook") == [1, 9, 14, 24, 28, 33]
    assert spaces_of("chest") == [5, 8, 18, 19, 30, 34]


# ------------------------------------------------------------------ play a card and move forward

def test_forward_goes_to_the_first_empty_space_with_the_card_symbol():
    state = new(hands={0: ["parrot"], 1: []})
    events = state.apply(0, PlayCard("parrot", 0))
    assert state.pirates[0] == [0, 0, 0, 0, 0, 4]
    assert types(events) == ["card_played", "pirate_moved"]


def test_forward_skips_occupied_spaces_with_the_symbol_whatever_their_colour():
    state = new(hands={0: ["parrot"], 1: []}, positions={0: [0, 0, 0, 0, 0, 10], 1: [4, 0, 0, 0, 0, 0]})
    m = moved(state.apply(0, PlayCard("parrot", 0)))
    assert (m.to_space, m.skipped) == (16, (4, 10))
    assert m.over == tuple(range(1, 16))


def test_forward_looks_only_ahead_of_the_pirate():
    state = new(hands={0: ["hook"], 1: []}, positions={0: [0, 0, 0, 0, 0, 17]})
    assert moved(state.apply(0, PlayCard("hook", 17))).to_space == 24


def test_forward_with_no_empty_space_ahead_boards_the_sloop():
    state = new(hands={0: ["parrot"], 1: []}, positions={0: [0, 0, 0, 0, 31, 30], 1: [SLOOP] * 2 + [0] * 4})
    events = state.apply(0, PlayCard("parrot", 30))
    assert moved(events).to_space == SLOOP and moved(events).skipped == (31,)
    assert events[-1] == Boarded(0, 1)


def test_the_played_card_goes_on_the_discard_pile():
    state = new(hands={0: ["rum", "hook"], 1: []}, discard=["chest"])
    state.apply(0, PlayCard("hook", 0))
    assert state.discard == ["chest", "hook"] and state.hands[0] == ["rum"]


def test_a_dark_card_moves_like_a_plain_card():
    a = new(hands={0: ["rum*"], 1: []})
    b = new(hands={0: ["rum"], 1: []})
    assert moved(a.apply(0, PlayCard("rum*", 0))).to_space == moved(b.apply(0, PlayCard("rum", 0))).to_space == 3


def test_a_pirate_in_the_sloop_cannot_move_forward():
    state = new(hands={0: ["rum"], 1: []}, positions={0: [SLOOP, 0, 0, 0, 0, 0]})
    assert PlayCard("rum", SLOOP) not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="already in the sloop"):
        state.apply(0, PlayCard("rum", SLOOP))


# ------------------------------------------------------------------ move a pirate back and draw

def test_move_back_to_the_nearest_space_with_one_or_two_pirates_draws_that_many():
    state = new(hands={0: [], 1: []}, deck=["rum", "hook", "chest"],
                positions={0: [12, 0, 0, 0, 0, 0], 1: [8, 8, 0, 0, 0, 0]})
    events = state.apply(0, MoveBack(12))
    assert moved(events).to_space == 8 and moved(events).direction == "back"
    assert [e for e in events if isinstance(e, CardsDrawn)] == [CardsDrawn(0, 2, ("rum", "hook"), visible_to=(0,))]
    assert state.hands[0] == ["rum", "hook"]


def test_draws_are_counted_before_the_pirate_arrives():
    state = new(hands={0: [], 1: []}, positions={0: [12, 0, 0, 0, 0, 0], 1: [9, 0, 0, 0, 0, 0]})
    state.apply(0, MoveBack(12))
    assert len(state.hands[0]) == 1 and state.occ[9] == 2


def test_move_back_skips_empty_and_full_spaces():
    state = new(hands={0: [], 1: []}, positions={0: [12, 10, 10, 0, 0, 0], 1: [10, 7, 0, 0, 0, 0]})
    m = moved(state.apply(0, MoveBack(12)))
    assert (m.to_space, m.over, m.skipped) == (7, (11, 10, 9, 8), (10,))
    assert len(state.hands[0]) == 1


def test_move_back_may_not_jump_a_one_pirate_space_to_reach_a_two_pirate_space():
    state = new(hands={0: [], 1: []}, positions={0: [12, 0, 0, 0, 0, 0], 1: [11, 10, 10, 0, 0, 0]})
    state.apply(0, MoveBack(12))
    assert state.pirates[0][-1] == 11 and len(state.hands[0]) == 1


def test_move_back_counts_pirates_of_every_colour_including_ones_own():
    state = new(hands={0: [], 1: []}, positions={0: [12, 9, 0, 0, 0, 0], 1: [9, 0, 0, 0, 0, 0]})
    state.apply(0, MoveBack(12))
    assert len(state.hands[0]) == 2 and state.occ[9] == 3


def test_move_back_never_into_the_dungeon_no_such_space_is_not_legal():
    state = new(hands={0: [], 1: []}, positions={0: [5, 0, 0, 0, 0, 0]})
    assert MoveBack(5) not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="No space behind that pirate holds 1 or 2 pirates."):
        state.apply(0, MoveBack(5))


def test_a_pirate_in_the_sloop_may_move_back():
    state = new(hands={0: [], 1: []}, positions={0: [SLOOP, 0, 0, 0, 0, 0], 1: [35, 0, 0, 0, 0, 0]})
    m = moved(state.apply(0, MoveBack(SLOOP)))
    assert (m.from_space, m.to_space) == (SLOOP, 35)


def test_a_pirate_in_the_dungeon_cannot_move_back():
    state = new(hands={0: [], 1: []})
    with pytest.raises(IllegalAction, match="A pirate in the dungeon cannot move back."):
        state.apply(0, MoveBack(0))


# ------------------------------------------------------------------ capacity

def test_a_space_holds_at_most_three_pirates_the_dungeon_and_sloop_any_number():
    state = new(5, hands={i: ["hook"] for i in range(5)},
                positions={0: [SLOOP] * 5 + [0], 1: [SLOOP] * 5 + [0], 2: [3, 3, 3, 0, 0, 0]})
    assert state.occ[0] == 1 + 1 + 3 + 12 and state.occ[SLOOP] == 10 and state.occ[3] == 3
    state.check_invariants()
    # Moving back from 4 skips the full space 3; forward moves only land on empty spaces.
    state = new(hands={0: ["rum"], 1: []}, positions={0: [4, 0, 0, 0, 0, 0], 1: [3, 3, 3, 1, 0, 0]})
    assert moved(state.apply(0, MoveBack(4))).to_space == 1
    assert moved(state.apply(0, PlayCard("rum", 0))).to_space == 11


# ------------------------------------------------------------------ the turn

def test_a_turn_is_one_to_three_actions_then_it_passes_at_once():
    state = new(hands={0: ["rum", "hook", "chest", "parrot"], 1: ["rum"]})
    state.apply(0, PlayCard("rum", 0))
    state.apply(0, PlayCard("hook", 0))
    assert state.to_move() == [0] and state.actions_taken == 2
    events = state.apply(0, PlayCard("chest", 0))
    assert events[-1] == TurnStarted(1, 3, 2)
    assert state.to_move() == [1] and state.actions_taken == 0 and state.hands[0] == ["parrot"]


def test_a_fourth_action_is_refused_the_turn_has_passed():
    state = new(hands={0: ["rum", "hook", "chest", "parrot"], 1: []})
    for card in ("rum", "hook", "chest"):
        state.apply(0, PlayCard(card, 0))
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="It is not seat 0's turn."):
        state.apply(0, PlayCard("parrot", 0))
    assert snapshot(state) == before
    # The guard behind it, for a state that would still be in its fourth action:
    state.turn, state.actions_taken = 0, 3
    assert state.refusal(0, PlayCard("parrot", 0)) == "You have already taken 3 actions."


def test_the_player_may_end_the_turn_after_one_or_two_actions():
    for actions in (1, 2):
        state = new(hands={0: ["rum", "hook"], 1: []})
        for card in ["rum", "hook"][:actions]:
            state.apply(0, PlayCard(card, 0))
        assert EndTurn() in state.legal_actions(0)
        assert state.apply(0, EndTurn()) == [TurnStarted(1, 3, 2)]


def test_ending_the_turn_before_any_action_is_refused():
    state = new(hands={0: ["rum"], 1: []})
    assert EndTurn() not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="Take at least one action"):
        state.apply(0, EndTurn())


def test_actions_may_come_in_any_order_and_mix():
    state = new(hands={0: ["pistol", "rum"], 1: []},
                positions={0: [12, 0, 0, 0, 0, 0], 1: [9, 8, 8, 0, 0, 0]})
    state.apply(0, MoveBack(12))                 # -> 9, draw 1
    state.apply(0, PlayCard("pistol", 0))        # -> 2
    state.apply(0, MoveBack(9))                  # -> 8, draw 2
    assert state.pirates[0] == [0, 0, 0, 0, 2, 8] and state.to_move() == [1]


def test_turns_go_round_the_table_clockwise():
    state = new(3, hands={0: ["rum"], 1: ["rum"], 2: ["rum"]})
    order = []
    for _ in range(4):
        seat = state.to_move()[0]
        order.append(seat)
        state.apply(seat, state.legal_actions(seat)[0])
        if state.to_move() == [seat]:
            state.apply(seat, EndTurn())
    assert order == [0, 1, 2, 0]


def test_with_no_cards_a_player_may_pass_the_whole_turn_and_draw_one():
    state = new(hands={0: [], 1: ["rum"]}, deck=["lantern"])
    assert PassAndDraw() in state.legal_actions(0)
    events = state.apply(0, PassAndDraw())
    assert events == [Passed(0), CardsDrawn(0, 1, ("lantern",), visible_to=(0,)), TurnStarted(1, 3, 2)]
    assert state.hands[0] == ["lantern"]


def test_passing_is_refused_with_cards_in_hand():
    state = new(hands={0: ["rum"], 1: []})
    assert PassAndDraw() not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="only when you have no cards"):
        state.apply(0, PassAndDraw())


def test_passing_is_refused_after_an_action_even_with_an_empty_hand():
    state = new(hands={0: ["rum"], 1: []}, positions={0: [12, 0, 0, 0, 0, 0], 1: [9, 0, 0, 0, 0, 0]})
    state.apply(0, PlayCard("rum", 0))
    assert state.hands[0] == []
    assert set(state.legal_actions(0)) == {EndTurn(), MoveBack(12)}
    with pytest.raises(IllegalAction, match="before any action"):
        state.apply(0, PassAndDraw())


# ------------------------------------------------------------------ the deck

def test_an_empty_deck_is_refilled_from_the_shuffled_discard_pile():
    cards = full_deck()
    state = new(hands={0: cards[:50], 1: cards[50:98]}, discard=cards[98:],
                positions={0: [12, 0, 0, 0, 0, 0], 1: [9, 9, 0, 0, 0, 0]})
    assert state.deck == []
    events = state.apply(0, MoveBack(12))
    assert types(events) == ["pirate_moved", "deck_reshuffled", "cards_drawn"]
    assert events[1] == DeckReshuffled(4) and events[2].count == 2
    assert len(state.deck) == 2 and state.discard == [] and len(state.hands[0]) == 52
    state.check_invariants()


def test_the_deck_running_out_in_the_middle_of_a_draw_is_refilled_and_the_draw_goes_on():
    cards = full_deck()
    state = new(hands={0: cards[:50], 1: cards[50:97]}, discard=cards[98:], deck=[cards[97]],
                positions={0: [12, 0, 0, 0, 0, 0], 1: [9, 9, 0, 0, 0, 0]})
    events = state.apply(0, MoveBack(12))
    assert types(events) == ["pirate_moved", "cards_drawn", "deck_reshuffled", "cards_drawn"]
    assert events[1].cards == (cards[97],) and events[2].count == 4 and events[3].count == 1
    state.check_invariants()


def test_with_deck_and_discard_both_empty_nothing_is_drawn():
    state = new(hands={0: [], 1: full_deck()})
    events = state.apply(0, PassAndDraw())
    assert CardsDrawn(0, 0, (), visible_to=(0,)) in events and state.hands[0] == []
    state.check_invariants()


# ------------------------------------------------------------------ the end

def test_the_game_ends_at_once_when_a_player_has_all_six_pirates_in_the_sloop():
    state = new(hands={0: ["rum", "hook"], 1: ["rum"]}, positions={0: [SLOOP] * 5 + [36]})
    assert state.winners() == [] and not state.is_over()
    events = state.apply(0, PlayCard("hook", 36))
    assert types(events) == ["card_played", "pirate_moved", "boarded", "game_won"]
    assert events[-2] == Boarded(0, 6) and events[-1] == GameWon(0)
    assert state.is_over() and state.winners() == [0] and state.to_move() == []
    assert state.legal_actions(0) == [] and state.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="The game is over."):
        state.apply(0, PlayCard("rum", SLOOP))


# ------------------------------------------------------------------ legal actions

def test_legal_actions_list_each_equivalent_action_once():
    state = new(hands={0: ["rum", "rum", "rum*", "hook", "hook"], 1: []},
                positions={0: [0, 0, 12, 12, SLOOP, SLOOP], 1: [9, 0, 0, 0, 0, 0]})
    legal = state.legal_actions(0)
    assert len(legal) == len(set(legal))
    plays = {(a.card, a.from_space) for a in legal if isinstance(a, PlayCard)}
    assert plays == {(c, s) for c in ("rum", "rum*", "hook") for s in (0, 12)}
    assert {a for a in legal if isinstance(a, MoveBack)} == {MoveBack(12), MoveBack(SLOOP)}


def test_only_the_seat_to_move_has_legal_actions():
    state = new(hands={0: ["rum"], 1: ["rum"]})
    assert state.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="It is not seat 1's turn."):
        state.apply(1, PlayCard("rum", 0))


# ------------------------------------------------------------------ refusals say why and change nothing

@pytest.mark.parametrize("action, message", [
    (PlayCard("parrot", 0), "You have no parrot card."),
    (PlayCard("rum*", 0), "You have no dark rum card."),
    (PlayCard("grog", 0), "'grog' is not a Cartagena card."),
    (PlayCard("rum", 5), "You have no pirate on space 5."),
    (PlayCard("rum", 99), "There is no space 99."),
    (MoveBack(SLOOP), "You have no pirate in the sloop."),
    (MoveBack(3), "You have no pirate on space 3."),
    (MoveBack(12), "No space behind that pirate holds 1 or 2 pirates."),
    (EndTurn(), "Take at least one action before ending your turn."),
    (PassAndDraw(), "You may pass only when you have no cards."),
    ("rum", "That is not a Cartagena move."),
])
def test_an_illegal_action_is_refused_with_a_reason_and_changes_nothing(action, message):
    state = new(hands={0: ["rum", "hook"], 1: []}, positions={0: [0, 0, 0, 0, 0, 12]})
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(0, action)
    assert str(info.value) == message
    assert state.why_illegal(0, action) == message
    assert snapshot(state) == before


def test_a_player_with_no_cards_is_told_how_to_get_some():
    state = new(hands={0: [], 1: []})
    with pytest.raises(IllegalAction, match="You have no cards"):
        state.apply(0, PlayCard("rum", 0))
