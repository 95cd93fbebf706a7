"""LA HECHICERA NEGRA: every card's power, invoked on purpose (its own action), and the treasure-chest
tokens; hidden information stays hidden. One test per rule."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from game import IllegalAction, Rng
from game.cartagena.actions import (CardGiven, CardKept, CardReturned, CardTaken, ChestOpened,
                                    ChestsReshuffled, ChooseCard, HandShown, InvokeChest, InvokeHook,
                                    InvokeLantern, InvokeParrots, InvokePistol, InvokeRum, PlayCard,
                                    PowerCardsDrawn, PowerInvoked)
from game.cartagena.powers import TOKENS

from . import PATH, SLOOP, drawn_of, moved_of, variant

SORCERESS = {"sorceress": True}
CHESTS = [i for i, s in enumerate(PATH, 1) if s == "chest"]          # 5, 8, 18, 19, 30, 34


def witch(players=2, **setup):
    return variant(players, options=SORCERESS, **setup)


def view_json(state, seat):
    return json.dumps(state.view(seat), sort_keys=True)


# ------------------------------------------------------------------ invoking is a choice

def test_a_card_played_without_invoking_moves_a_pirate_as_usual():
    state = witch(hands={0: ["pistol", "rum"], 1: ["hook"]})
    events = state.apply(0, PlayCard("pistol", 0))
    assert moved_of(events)[0].to_space == 2 and not any(isinstance(e, PowerInvoked) for e in events)
    legal = state.legal_actions(0)
    assert PlayCard("rum", 0) in legal and InvokeRum("rum") in legal       # both offered, apart


def test_without_the_sorceress_no_power_can_be_invoked():
    state = variant(hands={0: ["rum"], 1: ["hook"]})
    assert not any(a.TYPE.startswith("invoke") for a in state.legal_actions(0))
    with pytest.raises(IllegalAction, match="Sorceress is not in this game"):
        state.apply(0, InvokeRum("rum"))


# ------------------------------------------------------------------ pistol

def test_pistol_look_at_a_rivals_hand_take_a_card_the_rival_draws_one():
    state = witch(3, hands={0: ["pistol"], 1: ["hook", "chest", "rum*"], 2: ["lantern"]}, deck=["parrot"])
    events = state.apply(0, InvokePistol("pistol", 1))
    shown = [e for e in events if isinstance(e, HandShown)]
    assert shown == [HandShown(0, 1, ("rum*", "hook", "chest"), visible_to=(0,))]
    assert shown[0].for_viewer(1).cards is None and shown[0].for_viewer(2).cards is None
    assert state.to_move() == [0] and state.view(0)["pending"]["cards"] == ["rum*", "hook", "chest"]
    assert state.view(2)["pending"]["cards"] is None and state.view(2)["pending"]["count"] == 3
    assert {a.card for a in state.legal_actions(0)} == {"rum*", "hook", "chest"}
    events = state.apply(0, ChooseCard("rum*"))
    assert events[0] == CardTaken(0, 1, "rum*", visible_to=(0, 1))
    assert state.hands[0] == ["rum*"] and state.hands[1] == ["parrot", "hook", "chest"]
    assert drawn_of(events, 1) == ["parrot"] and state.actions_taken == 1 and state.pending is None


def test_pistol_needs_a_rival_with_cards():
    state = witch(3, hands={0: ["pistol"], 1: [], 2: ["hook"]})
    assert InvokePistol("pistol", 1) not in state.legal_actions(0) and InvokePistol("pistol", 2) in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="has no cards to take"):
        state.apply(0, InvokePistol("pistol", 1))
    with pytest.raises(IllegalAction, match="Choose a rival"):
        state.apply(0, InvokePistol("pistol", 0))


def test_pistol_against_a_single_card_takes_it_at_once():
    state = witch(hands={0: ["pistol"], 1: ["hook"]}, deck=["rum"])
    events = state.apply(0, InvokePistol("pistol", 1))
    assert CardTaken(0, 1, "hook", visible_to=(0, 1)) in events and state.pending is None


# ------------------------------------------------------------------ rum

def test_rum_draw_players_plus_one_keep_two_give_one_to_each_rival():
    state = witch(3, hands={0: ["rum"], 1: [], 2: []}, deck=["hook", "chest", "parrot", "pistol", "lantern"])
    events = state.apply(0, InvokeRum("rum"))
    drawn = [e for e in events if isinstance(e, PowerCardsDrawn)]
    assert drawn == [PowerCardsDrawn(0, 4, ("hook", "chest", "parrot", "pistol"), visible_to=(0,))]
    assert state.hands[0] == [] and state.view(0)["pending"]["kind"] == "rum_keep"
    assert state.view(1)["pending"]["cards"] is None
    assert state.apply(0, ChooseCard("chest")) == [CardKept(0, "chest", visible_to=(0,))]
    state.apply(0, ChooseCard("hook"))
    assert state.view(0)["pending"]["kind"] == "rum_give" and state.view(0)["pending"]["rival"] == 1
    events = state.apply(0, ChooseCard("pistol"))
    assert events[:2] == [CardGiven(0, 1, "pistol", visible_to=(0, 1)), CardGiven(0, 2, "parrot", visible_to=(0, 2))]
    assert state.hands == [["hook", "chest"], ["pistol"], ["parrot"]] and state.pending is None
    assert state.actions_taken == 1 and state.deck[-1] == "lantern"
    state.check_invariants()


def test_rum_with_two_players_the_last_card_goes_to_the_rival_at_once():
    state = witch(hands={0: ["rum"], 1: []}, deck=["hook", "chest", "parrot"])
    state.apply(0, InvokeRum("rum"))
    state.apply(0, ChooseCard("chest"))
    events = state.apply(0, ChooseCard("hook"))
    assert CardGiven(0, 1, "parrot", visible_to=(0, 1)) in events and state.hands[1] == ["parrot"]


def test_rum_with_deck_and_discard_nearly_empty_keeps_and_gives_what_there_is():
    from game.cartagena.cards import full_deck
    cards = full_deck()
    assert cards[20] == "rum"
    state = witch(3, hands={0: cards[:50], 1: cards[50:100], 2: []}, deck=[cards[100]], discard=[cards[101]])
    state.apply(0, InvokeRum("rum"))                 # 3 of 4: the deck's, then the reshuffled discard pile
    while state.pending is not None:
        state.apply(0, state.legal_actions(0)[0])
    assert len(state.hands[0]) == 49 + 2 and state.hands[2] == []
    state.check_invariants()


# ------------------------------------------------------------------ lantern

def test_lantern_draw_four_keep_one_put_the_rest_on_top_in_the_order_chosen():
    state = witch(hands={0: ["lantern"], 1: []}, deck=["hook", "chest", "parrot", "pistol", "rum"])
    state.apply(0, InvokeLantern("lantern"))
    state.apply(0, ChooseCard("parrot"))
    assert state.view(0)["pending"]["kind"] == "lantern_order"
    assert state.apply(0, ChooseCard("pistol")) == [CardReturned(0, "pistol", visible_to=(0,))]
    events = state.apply(0, ChooseCard("hook"))                  # the last one follows by itself
    assert CardReturned(0, "chest", visible_to=(0,)) in events
    assert state.hands[0] == ["parrot"] and state.deck[-3:] == ["chest", "hook", "pistol"]   # pistol on top
    assert state.view(0)["known_top"] == ["pistol", "hook", "chest"] and state.view(1)["known_top"] == []
    state.check_invariants()


def test_lantern_knowledge_of_the_deck_top_fades_as_cards_are_drawn():
    state = witch(hands={0: ["lantern", "hook"], 1: []}, deck=["hook", "chest", "parrot", "pistol", "rum"],
                  positions={0: [12, 0, 0, 0, 0, 0], 1: [9, 0, 0, 0, 0, 0]})
    state.apply(0, InvokeLantern("lantern"))
    for card in ("parrot", "pistol", "hook"):
        state.apply(0, ChooseCard(card))
    from game.cartagena.actions import MoveBack
    state.apply(0, MoveBack(12))                                  # draws the top card (pistol)
    assert state.view(0)["known_top"] == ["hook", "chest"]
    for seat in (0, 1):
        other = state.determinize(seat, Rng(5))
        assert view_json(other, seat) == view_json(state, seat)
    assert state.determinize(0, Rng(5)).deck[-2:] == ["chest", "hook"]


# ------------------------------------------------------------------ parrots

def test_two_parrots_as_one_card_of_any_symbol_one_action():
    state = witch(hands={0: ["parrot", "parrot*", "rum"], 1: []})
    legal = state.legal_actions(0)
    assert InvokeParrots(("parrot", "parrot*"), "hook", 0) in legal
    events = state.apply(0, InvokeParrots(("parrot", "parrot*"), "hook", 0))
    assert moved_of(events)[0].to_space == 1 and state.actions_taken == 1 and state.hands[0] == ["rum"]
    assert state.discard == ["parrot", "parrot*"]


def test_parrots_need_two_parrots_named_plain_first():
    state = witch(hands={0: ["parrot", "parrot*", "rum"], 1: []})
    for cards, message in ((("parrot*", "parrot"), "plain parrot before"), (("parrot", "rum"), "Only two parrots"),
                           (("parrot", "parrot"), "do not hold")):
        with pytest.raises(IllegalAction, match=message):
            state.apply(0, InvokeParrots(cards, "hook", 0))


# ------------------------------------------------------------------ hook

def test_hook_and_a_second_card_move_two_pirates_of_one_space_together_two_actions():
    state = witch(hands={0: ["hook", "rum", "chest"], 1: []}, positions={0: [3, 3, 0, 0, 0, 0], 1: [11, 0, 0, 0, 0, 0]})
    events = state.apply(0, InvokeHook("hook", "rum", 3))
    moves = moved_of(events)
    assert [(m.from_space, m.to_space) for m in moves] == [(3, 15), (3, 15)] and moves[0].skipped == (11,)
    assert state.occ[15] == 2 and state.actions_taken == 2 and state.hands[0] == ["chest"]


def test_hook_the_second_card_may_be_a_hook_too_and_needs_two_actions_left():
    state = witch(hands={0: ["hook", "hook*", "rum", "pistol"], 1: []}, positions={0: [0] * 6})
    assert InvokeHook("hook", "hook*", 0) in state.legal_actions(0)
    state.apply(0, PlayCard("pistol", 0))
    state.apply(0, PlayCard("rum", 0))
    assert not any(isinstance(a, InvokeHook) for a in state.legal_actions(0))
    with pytest.raises(IllegalAction, match="two actions"):
        state.apply(0, InvokeHook("hook", "hook*", 0))


def test_hook_needs_two_of_your_pirates_on_the_space_and_room_aboard_in_the_great_escape():
    state = witch(hands={0: ["hook", "rum"], 1: []}, positions={0: [3, 0, 0, 0, 0, 0], 1: [3, 0, 0, 0, 0, 0]})
    with pytest.raises(IllegalAction, match="two pirates on space 3"):
        state.apply(0, InvokeHook("hook", "rum", 3))
    great = variant(options={"episode": "great", "sorceress": True}, hands={0: ["hook", "rum"], 1: []},
                    positions={0: [16, 16, 19, 19, 0, 0]})
    with pytest.raises(IllegalAction, match="holds 3 of your pirates"):
        great.apply(0, InvokeHook("hook", "rum", 16))


# ------------------------------------------------------------------ chests

def test_the_eight_tokens_lie_face_down_one_on_each_chest_space_in_path_order():
    state = witch(tokens=list(TOKENS))
    assert state.tokens == dict(zip(CHESTS, TOKENS)) and state.token_box == list(TOKENS[6:])
    assert state.view(1)["chests"] == CHESTS and "draw_1" not in json.dumps(state.view(1))
    shuffled = witch(seed=3)
    assert Counter(list(shuffled.tokens.values()) + shuffled.token_box) == Counter(TOKENS)
    assert sorted(shuffled.tokens) == CHESTS


def test_chest_a_pirate_on_a_chest_space_opens_it_with_a_chest_card_and_draws():
    state = witch(hands={0: ["chest", "chest*"], 1: []}, tokens=["draw_3"] + list(TOKENS[:5]) + list(TOKENS[6:]),
                  positions={0: [5, 8, 0, 0, 0, 0]}, deck=["rum", "hook", "pistol"])
    assert {a for a in state.legal_actions(0) if isinstance(a, InvokeChest)} == \
        {InvokeChest(c, s) for c in ("chest", "chest*") for s in (5, 8)}
    events = state.apply(0, InvokeChest("chest", 5))
    assert ChestOpened(0, 5, "draw_3") in events and drawn_of(events, 0) == ["rum", "hook", "pistol"]
    assert 5 not in state.tokens and state.opened == ["draw_3"] and state.pirates[0][-1] == 8
    with pytest.raises(IllegalAction, match="no closed chest"):
        state.apply(0, InvokeChest("chest*", 5))
    state.check_invariants()


def test_chest_the_empty_one_gives_nothing():
    state = witch(hands={0: ["chest"], 1: []}, tokens=["empty"] + [t for t in TOKENS if t != "empty"],
                  positions={0: [5, 0, 0, 0, 0, 0]})
    events = state.apply(0, InvokeChest("chest", 5))
    assert ChestOpened(0, 5, "empty") in events and drawn_of(events) == [] and state.hands[0] == []


def test_chest_the_snake_sends_the_pirate_back_to_the_first_free_rum_space_and_reshuffles_the_tokens():
    # rum spaces: 3, 11, 15, 21, 26, 36. From 30: 26 is taken, 21 is free.
    state = witch(hands={0: ["chest"], 1: []}, tokens=["draw_1", "draw_1", "draw_2", "draw_2", "snake", "draw_3",
                                                      "draw_3", "empty"],
                  positions={0: [30, 0, 0, 0, 0, 0], 1: [26, 8, 0, 0, 0, 0]})
    assert state.tokens[30] == "snake"
    events = state.apply(0, InvokeChest("chest", 30))
    m = moved_of(events)[0]
    assert (m.from_space, m.to_space, m.direction) == (30, 21, "snake")
    [shuffle] = [e for e in events if isinstance(e, ChestsReshuffled)]
    free = [q for q in CHESTS if q != 8]                       # 8 holds a pirate
    assert shuffle.spaces == tuple(free[:6]) and sorted(state.tokens) == free[:6]
    assert state.opened == [] and len(state.token_box) == 8 - len(state.tokens)
    state.check_invariants()


def test_chest_the_snake_with_no_free_rum_space_sends_the_pirate_to_the_start():
    state = witch(hands={0: ["chest"], 1: []}, tokens=["snake"] + [t for t in TOKENS if t != "snake"],
                  positions={0: [5, 0, 0, 0, 0, 0], 1: [3, 0, 0, 0, 0, 0]})
    assert moved_of(state.apply(0, InvokeChest("chest", 5)))[0].to_space == 0


def test_chest_in_the_great_escape_the_snake_looks_back_along_the_whole_course():
    state = variant(options={"episode": "great", "sorceress": True}, hands={0: ["chest"], 1: []},
                    tokens=["draw_1", "draw_1", "draw_2", "snake", "draw_2", "draw_3", "draw_3", "empty"],
                    positions={0: [20, 0, 0, 0, 0, 0], 1: [16, 0, 0, 0, 0, 0]})
    assert state.tokens[20] == "snake"                   # the jungle's first chest (the rulebook's 19)
    assert moved_of(state.apply(0, InvokeChest("chest", 20)))[0].to_space == 12    # over the sloop


def test_the_tokens_stay_hidden_and_determinize_redraws_them():
    state = witch(seed=4)
    faces = set()
    for k in range(12):
        other = state.determinize(0, Rng(k))
        other.check_invariants()
        assert view_json(other, 0) == view_json(state, 0) and sorted(other.tokens) == sorted(state.tokens)
        faces.add(tuple(other.tokens.values()))
    assert len(faces) > 1


def test_power_refusals_say_why_and_change_nothing():
    state = witch(hands={0: ["rum", "pistol"], 1: ["hook"]}, positions={0: [5, 0, 0, 0, 0, 0]})
    for action, message in ((InvokeLantern("rum"), "needs a lantern card"), (InvokeRum("rum*"), "no dark rum"),
                            (InvokeChest("chest", 5), "no chest card"), (ChooseCard("rum"), "nothing to choose"),
                            (InvokeHook("rum", "rum", 5), "hook card first")):
        before = state.to_json()
        with pytest.raises(IllegalAction, match=message):
            state.apply(0, action)
        assert state.to_json() == before
    state.apply(0, InvokePistol("pistol", 1))            # one card: taken at once
    assert state.pending is None and SLOOP
