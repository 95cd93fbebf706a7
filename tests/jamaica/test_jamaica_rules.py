"""Jamaica rules, one test per rule: set-up, the round, loading, moving, costs, shortages, the end."""
from __future__ import annotations

import pytest

from game.core.contract import IllegalAction
from game.jamaica import SPEC
from game.jamaica.actions import ChooseCard, Dump, PlaceDice, Retreat, Sail
from game.jamaica.events import (ActionLost, CardRevealed, CardsDrawn, CompassPassed,
                                 DeckReshuffled, DieRolled, Dumped, Finished, GameOver,
                                 LoadLost, Loaded, Paid, Sailed, Shortage, TreasureFound,
                                 TurnStarted)
from game.jamaica.cards import ACTION_CARDS, TREASURES
from jamaica_helpers import game, holds, of, play_round, ship, types



# ------------------------------------------------------------------ preparation
def test_each_player_starts_in_port_royal_with_3_food_and_3_doubloons():
    st = SPEC.new_state(4, seed=3)
    for i in range(4):
        assert (st.ships[i].space, st.ships[i].lap) == (0, 0)
        assert holds(st, i) == [["food", 3], ["gold", 3], [None, 0], [None, 0], [None, 0]]
    assert st.bank == {"gold": 80 - 12, "food": 45 - 12, "gunpowder": 45}


def test_nine_of_the_twelve_treasures_are_dealt_and_every_lair_gets_a_token():
    st = SPEC.new_state(3, seed=5)
    assert len(st.treasure_deck) == 9 and len(st.removed) == 3
    assert sorted(st.treasure_deck + st.removed) == sorted(TREASURES)
    assert st.tokens == list(st.circuit.lairs)


def test_each_player_has_eleven_action_cards_and_draws_three():
    st = SPEC.new_state(5, seed=2)
    for s in range(5):
        assert len(st.hands[s]) == 3 and len(st.decks[s]) == 8
        assert sorted(st.hands[s] + st.decks[s]) == sorted(ACTION_CARDS)


def test_a_random_player_is_the_first_captain():
    assert {SPEC.new_state(4, seed=s).captain for s in range(20)} == {0, 1, 2, 3}


# ------------------------------------------------------------------ the round
def test_the_captain_rolls_then_places_one_die_on_day_and_one_on_night():
    st = game(dice=((2, 5),), captain=1)
    assert st.phase() == "place_dice" and st.to_move() == [1]
    assert st.dice == [2, 5]
    assert st.legal_actions(1) == [PlaceDice(2, 5), PlaceDice(5, 2)]
    st.apply(1, PlaceDice(5, 2))
    assert (st.day, st.night) == (5, 2)
    assert st.phase() == "choose_cards"


def test_a_double_needs_no_placing():
    st = game(dice=((4, 4),))
    assert st.phase() == "choose_cards" and (st.day, st.night) == (4, 4)


def test_the_cards_are_chosen_in_secret_then_revealed_one_at_a_time():
    st = game(cards=["forward/food", "gold/gold"])
    st.apply(0, PlaceDice(2, 5))
    assert st.to_move() == [0, 1]                       # a simultaneous decision
    events = st.apply(1, ChooseCard("gold/gold"))
    assert types(events) == ["card_chosen", "cards_drawn"]
    assert events[0].visible_to == (1,) and events[0].redacted().card is None
    assert st.view(0)["ships"][1]["card"] is None and st.view(0)["ships"][1]["chosen"]
    assert st.view(1)["ships"][1]["card"] == "gold/gold"
    assert st.to_move() == [0] and st.legal_actions(1) == []
    events = st.apply(0, ChooseCard("forward/food"))
    revealed = of(events, CardRevealed)
    assert [(e.seat, e.card) for e in revealed] == [(0, "forward/food"), (1, "gold/gold")]
    kinds = types(events)
    at = [i for i, k in enumerate(kinds) if k == "card_revealed"]
    assert at[0] < kinds.index("action_started") < at[1]           # seat 1's card after seat 0's turn


def test_from_the_captain_clockwise_each_does_the_day_then_the_night_action():
    st = game(players=3, captain=1, cards=["food/gunpowder"] * 3)
    events = play_round(st, 2, 5, ["food/gunpowder"] * 3)
    assert [e.seat for e in of(events, TurnStarted)] == [1, 2, 0]
    starts = [(e.ship, e.slot) for e in events if e.TYPE == "action_started"]
    assert starts == [(1, "day"), (1, "night"), (2, "day"), (2, "night"), (0, "day"), (0, "night")]


def test_the_compass_passes_to_the_left():
    st = game(players=3, captain=2, cards=["food/gunpowder"] * 3, dice=((2, 5), (1, 3)))
    events = play_round(st, 2, 5, ["food/gunpowder"] * 3)
    assert of(events, CompassPassed)[0].captain == 0 and st.captain == 0
    assert st.dice == [1, 3] and st.round == 2


def test_cards_are_drawn_back_to_three_right_after_the_choice():
    st = game(cards=["food/gunpowder", "gold/gold"])
    st.apply(0, PlaceDice(2, 5))
    events = st.apply(1, ChooseCard("gold/gold"))
    drawn = of(events, CardsDrawn)
    assert [d.seat for d in drawn] == [1] and drawn[0].visible_to == (1,)
    assert drawn[0].redacted().cards is None and len(st.hands[1]) == 3
    events = st.apply(0, ChooseCard("food/gunpowder"))
    assert types(events)[:2] == ["card_chosen", "cards_drawn"] and not of(events[2:], CardsDrawn)
    assert len(st.hands[0]) == 3 and st.discards[0] == ["food/gunpowder"]


def test_morgans_map_holds_a_hand_of_four():
    st = game(cards=["food/gunpowder", "gold/gold"], ships=[ship(face_up=["morgan_map"])])
    play_round(st, 2, 5, ["food/gunpowder", "gold/gold"])
    assert len(st.hands[0]) == 4 and len(st.hands[1]) == 3


def test_an_empty_deck_is_the_discard_pile_shuffled():
    st = SPEC.new_state(2, seed=4)
    reshuffles = []
    while st.round <= 9:
        seat = st.to_move()[0]
        reshuffles += of(st.apply(seat, st.legal_actions(seat)[0]), DeckReshuffled)
    # the draw comes right after the choice: 2 cards in hand and 1 chosen, 8 discarded
    assert sorted((e.seat, e.count) for e in reshuffles) == [(0, 8), (1, 8)]
    for s in range(2):
        assert len(st.decks[s]) + len(st.hands[s]) + len(st.discards[s]) + (
            st.chosen[s] is not None) == 11


# ------------------------------------------------------------------ loading
def test_a_load_goes_into_an_empty_hold():
    st = game(cards=["food/gunpowder", "gold/gold"])
    events = play_round(st, 2, 5, ["food/gunpowder", "gold/gold"])
    loads = [(e.ship, e.hold, e.kind, e.amount) for e in of(events, Loaded)]
    assert loads[:2] == [(0, 2, "food", 2), (0, 3, "gunpowder", 5)]


def test_gold_gold_gives_two_separate_loads():
    st = game(cards=["food/gunpowder", "gold/gold"])
    events = play_round(st, 2, 5, ["food/gunpowder", "gold/gold"])
    assert [(e.hold, e.amount) for e in of(events, Loaded) if e.ship == 1] == [(2, 2), (3, 5)]


def test_with_no_empty_hold_the_player_empties_one_of_another_resource():
    full = [("food", 1), ("gold", 2), ("gunpowder", 1), ("gold", 1), ("food", 2)]
    st = game(cards=["gold/gold", "food/gunpowder"], ships=[ship(holds=full)])
    play_round(st, 2, 5, ["gold/gold", "food/gunpowder"])
    assert st.to_move() == [0]
    assert st.legal_actions(0) == [Dump(0), Dump(2), Dump(4)]     # never a gold hold
    with pytest.raises(IllegalAction):
        st.apply(0, Dump(1))
    bank = st.bank["gunpowder"]
    events = st.apply(0, Dump(2))
    assert [(e.hold, e.kind, e.amount) for e in of(events, Dumped)][0] == (2, "gunpowder", 1)
    assert st.bank["gunpowder"] == bank + 1 and st.ships[0].holds[2] == ["gold", 2]


def test_a_load_is_lost_when_every_hold_holds_that_resource():
    st = game(cards=["gold/gold", "food/gunpowder"], ships=[ship(holds=[("gold", 1)] * 5)])
    bank = dict(st.bank)
    events = play_round(st, 2, 5, ["gold/gold", "food/gunpowder"])
    lost = [(e.ship, e.kind, e.amount) for e in of(events, LoadLost)]
    assert lost == [(0, "gold", 2), (0, "gold", 5)]
    assert holds(st, 0) == [["gold", 1]] * 5 and st.bank["gold"] == bank["gold"]


# ------------------------------------------------------------------ moving and paying
def test_a_sea_space_costs_food_and_a_port_doubloons():
    st = game(cards=["forward/forward", "food/gunpowder"], dice=((2, 3),))
    events = play_round(st, 2, 3, ["forward/forward", "food/gunpowder"])
    paid = [(e.ship, e.kind, e.amount) for e in of(events, Paid)]
    assert paid == [(0, "food", 3), (0, "gold", 3)]            # space 2 (sea 3), 5 (port 3)
    assert st.ships[0].space == 5


def test_the_ship_chooses_its_branch_at_a_fork():
    st = game(cards=["forward/food", "food/gunpowder"], ships=[ship(5, holds=[("food", 4)])])
    play_round(st, 2, 5, ["forward/food", "food/gunpowder"])
    assert st.to_move() == [0] and st.legal_actions(0) == [Sail(7), Sail(13)]
    events = st.apply(0, Sail(13))
    assert of(events, Sailed)[0].path == (6, 13)
    assert of(events, Paid)[0].amount == 3


def test_moving_backwards_the_ship_chooses_its_branch_at_a_merge():
    st = game(cards=["backward/forward", "food/gunpowder"], ships=[ship(15, holds=[("food", 9)])],
              dice=((1, 2),))
    play_round(st, 1, 2, ["backward/forward", "food/gunpowder"])
    assert st.legal_actions(0) == [Sail(12), Sail(14)]


def test_a_lair_gives_its_treasure_once():
    st = game(cards=["forward/food", "forward/food"], tokens=[4], treasures=["plus5"],
              ships=[ship(2), ship(2)], dice=((2, 1),))
    events = play_round(st, 2, 1, ["forward/food", "forward/food"])
    found = of(events, TreasureFound)
    assert len(found) == 1 and found[0].ship == 0 and found[0].card == "plus5"
    assert found[0].visible_to == (0,) and found[0].redacted().card is None
    assert st.ships[0].hidden == ["plus5"] and st.tokens == [] and st.treasure_deck == []


def test_a_power_treasure_is_kept_face_up():
    st = game(cards=["forward/food", "food/gunpowder"], tokens=[4], treasures=["lady_beth"],
              ships=[ship(2)])
    events = play_round(st, 2, 5, ["forward/food", "food/gunpowder"])
    found = of(events, TreasureFound)[0]
    assert found.face_up and found.visible_to is None and st.ships[0].face_up == ["lady_beth"]


def test_backwards_from_port_royal_the_ship_must_sail_the_whole_circuit():
    st = game(cards=["backward/forward", "food/gunpowder"], dice=((2, 1),))
    events = play_round(st, 2, 1, ["backward/forward", "food/gunpowder"])
    sails = of(events, Sailed)
    assert sails[0].path == (49, 48) and sails[0].lap == -1
    assert sails[1].path == (49,) and st.ships[0].lap == -1
    st2 = game(cards=["forward/food", "food/gunpowder"], ships=[ship(49, lap=-1)], dice=((1, 2),))
    events = play_round(st2, 1, 2, ["forward/food", "food/gunpowder"])
    assert not of(events, Finished) and st2.ships[0].space == 0 and st2.ships[0].lap == 0
    assert not st2.is_over()


def test_overshooting_port_royal_stops_there_and_the_night_action_is_lost():
    st = game(cards=["forward/forward", "food/gunpowder"], ships=[ship(47, holds=[("gold", 4)])],
              dice=((5, 3),))
    events = play_round(st, 5, 3, ["forward/forward", "food/gunpowder"])
    assert of(events, Sailed)[0].path == (48, 49, 0)
    assert of(events, Finished)[0].ship == 0
    assert [(e.ship, e.slot) for e in of(events, ActionLost)] == [(0, "night")]
    assert "turn_started" in types(events[types(events).index("finished"):])   # round goes on
    assert st.is_over() and st.scores()[0] == 15 + 4


# ------------------------------------------------------------------ shortage
def _short(face, tokens=()):
    st = game(cards=["forward/food", "food/gunpowder"], tokens=tokens,
              treasures=["plus3"] if tokens else None, combat=[face], dice=((1, 5),),
              ships=[ship(15, holds=[("gold", 1), ("food", 5)])])
    return st, play_round(st, 1, 5, ["forward/food", "food/gunpowder"])


def test_a_shortage_pays_what_it_can_then_rolls_the_die():
    st, events = _short("star")
    assert [(e.kind, e.amount, e.cost) for e in of(events, Paid)] == [("gold", 1, 3)]
    assert [(e.cost, e.paid) for e in of(events, Shortage)] == [(3, 1)]
    assert of(events, DieRolled)[0].purpose == "shortage"
    assert st.ships[0].space == 16                             # star: the ship stays


@pytest.mark.parametrize("face,back_to", [(2, 6), (4, 6), (6, 15), (8, 15)])
def test_a_shortage_sends_the_ship_back_by_the_die(face, back_to):
    st, events = _short(face)
    assert st.ships[0].space == back_to
    assert of(events, Sailed)[-1].reason == "shortage"
    after = types(events)[types(events).index("shortage") + 2:]
    assert "paid" not in after[:after.index("action_started")]   # the new space is not paid


def test_a_shortage_back_to_a_lair_takes_its_treasure_and_chooses_the_way_at_a_merge():
    st, events = _short(10, tokens=[11])
    assert st.to_move() == [0] and st.legal_actions(0) == [Retreat(4), Retreat(11)]
    events = st.apply(0, Retreat(11))
    assert st.ships[0].space == 11 and of(events, TreasureFound)[0].card == "plus3"


def test_a_shortage_never_sends_a_ship_back_past_port_royal():
    st = game(cards=["forward/food", "food/gunpowder"], combat=[2], dice=((1, 5),),
              ships=[ship(1, holds=[("gold", 3)])])
    events = play_round(st, 1, 5, ["forward/food", "food/gunpowder"])
    assert of(events, Sailed)[1].path == (1, 0) and st.ships[0].space == 0
    assert st.ships[0].lap == 0


# ------------------------------------------------------------------ the end
def test_the_game_ends_after_the_round_in_which_a_ship_finishes():
    st = game(cards=["food/gunpowder", "forward/food"], dice=((5, 3),),
              ships=[ship(10), ship(47, holds=[("gold", 2)])])
    events = play_round(st, 5, 3, ["food/gunpowder", "forward/food"])
    assert types(events)[-1] == "game_over" and st.is_over()
    over = events[-1]
    assert isinstance(over, GameOver) and over.winners == (1,)


def test_score_space_number_doubloons_and_treasures():
    st = game(cards=["food/gunpowder", "forward/food"], dice=((5, 3),),
              ships=[ship(45, holds=[("gold", 4), ("food", 2)], hidden=["plus7", "cursed4"]),
                     ship(47, holds=[("gold", 2)], hidden=["plus3"])])
    assert st.scores() == [6 + 4, 8 + 2]                # before the end: the public part
    play_round(st, 5, 3, ["food/gunpowder", "forward/food"])
    assert st.scores() == [6 + 4 + 7 - 4, 15 + 2 + 3]


def test_a_ship_before_the_score_numbers_loses_five():
    st = game(cards=["food/gunpowder", "forward/food"], dice=((5, 3),),
              ships=[ship(40, holds=[("gold", 4)]), ship(47)])
    play_round(st, 5, 3, ["food/gunpowder", "forward/food"])
    assert st.scores()[0] == -5 + 4


def test_a_ship_still_in_port_royal_loses_five():
    st = game(cards=["food/gunpowder", "forward/food"], dice=((5, 3),),
              ships=[ship(0, holds=[]), ship(47)])
    play_round(st, 5, 3, ["food/gunpowder", "forward/food"])
    assert st.scores()[0] == -5


def test_a_tie_goes_to_the_ship_furthest_along():
    st = game(cards=["food/gunpowder", "forward/food"], dice=((5, 3),),
              ships=[ship(49, holds=[("gold", 5)]), ship(47)])
    play_round(st, 5, 3, ["food/gunpowder", "forward/food"])
    assert st.scores() == [15, 15] and st.winners() == [1]


def test_a_full_tie_is_shared():
    st = game(cards=["forward/food", "forward/food"], dice=((5, 3),),
              ships=[ship(47, holds=[("gold", 3)]), ship(47, holds=[("gold", 3)])])
    play_round(st, 5, 3, ["forward/food", "forward/food"])
    assert st.scores() == [18, 18] and st.winners() == [0, 1]
