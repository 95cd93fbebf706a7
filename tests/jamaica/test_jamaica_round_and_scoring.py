"""Jamaica, as the rulebook orders the round and the scoring (issue 10): one test per ruling,
each quoting the rulebook (shared/rules/jamaica.es.txt)."""
from __future__ import annotations

import pytest

from game.core.contract import IllegalAction
from game.core.rng import Rng
from game.jamaica import SPEC
from game.jamaica.actions import ChooseCard, Pay, PlaceDice, Sail
from game.jamaica.events import CardRevealed, CardsDrawn, GameOver, Paid, TurnStarted
from jamaica_helpers import game, holds, of, play_round, ship, types

QUIET = "food/gunpowder"      # a card that does not move


# ------------------------------------------------------------------ 1. behind the start line
@pytest.mark.parametrize("space", [49, 45, 41])
def test_a_ship_behind_the_start_line_loses_five_not_the_white_number(space):
    """«Importante: si terminas la partida en la casilla marcada con -5 o en cualquier casilla
    anterior a esa, ¡pierdes 5 puntos!» A ship that sailed backwards out of Port Royal (lap -1)
    and has not crossed it again is before every space of the circuit."""
    st = game(cards=[QUIET, "forward/food"], dice=((5, 3),),
              ships=[ship(space, lap=-1, holds=[("gold", 4)]), ship(47)])
    assert st.scores()[0] == -5 + 4                     # the public running score agrees
    play_round(st, 5, 3, [QUIET, "forward/food"])
    assert st.is_over() and st.ships[0].lap == -1
    assert st.scores()[0] == -5 + 4
    ahead = game(cards=[QUIET, "forward/food"], dice=((5, 3),),
                 ships=[ship(space, lap=0, holds=[("gold", 4)]), ship(47)])
    play_round(ahead, 5, 3, [QUIET, "forward/food"])
    assert ahead.scores()[0] == ahead.circuit.score[space] + 4    # on the last lap: the white number


def test_sailing_backwards_out_of_port_royal_never_gains_points():
    """«...si terminas la partida en la casilla marcada con -5 o en cualquier casilla anterior a
    esa, ¡pierdes 5 puntos!»: a laggard gains nothing by sailing backwards past the start."""
    st = game(cards=["backward/forward", "forward/food"], dice=((3, 1),), captain=1,
              ships=[ship(0, holds=[("gold", 2), ("food", 6)]), ship(47)])
    play_round(st, 3, 1, ["backward/forward", "forward/food"])
    assert st.is_over() and (st.ships[0].space, st.ships[0].lap) == (48, -1)
    assert st.scores()[0] == -5 + 2


# ------------------------------------------------------------------ 2. one card at a time
def test_cards_are_revealed_one_player_at_a_time():
    """«Una vez que todos hayáis elegido vuestra carta, el Capitán le da la vuelta a la suya...
    Por turnos, los demás hacéis lo mismo: le dais la vuelta a vuestra carta y completáis las
    dos acciones indicadas». A card stays face down until its owner's turn, so the captain
    chooses his branch at a fork without knowing the next player's card."""
    st = game(cards=["forward/food", "gold/gold"], dice=((1, 2),), ships=[ship(6), ship(20)])
    play_round(st, 1, 2, ["forward/food", "gold/gold"])
    assert st.to_move() == [0] and isinstance(st.legal_actions(0)[0], Sail)   # the fork at 6
    view = st.view(0)
    assert view["revealed"] == [True, False]
    assert view["ships"][0]["card"] == "forward/food" and view["ships"][1]["card"] is None
    assert st.view(None)["ships"][1]["card"] is None
    # what the captain may know leaves the other card open: determinizing re-deals it
    guesses = {st.determinize(0, Rng(k)).chosen[1] for k in range(30)}
    assert len(guesses) > 1 and "gold/gold" in guesses
    events = st.apply(0, Sail(7))
    revealed = of(events, CardRevealed)
    assert [(e.seat, e.card) for e in revealed] == [(1, "gold/gold")]
    kinds = types(events)
    assert kinds.index("card_revealed") < kinds.index("turn_started")
    assert of(events, TurnStarted)[0].seat == 1


def test_the_reveals_follow_the_turns_from_the_captain_clockwise():
    """«...el Capitán le da la vuelta a la suya... Por turnos, los demás hacéis lo mismo»."""
    st = game(players=3, captain=2, cards=[QUIET] * 3)
    events = play_round(st, 2, 5, [QUIET] * 3)
    assert [e.seat for e in of(events, CardRevealed)] == [2, 0, 1]
    kinds = types(events)
    reveals = [i for i, k in enumerate(kinds) if k == "card_revealed"]
    actions = [i for i, k in enumerate(kinds) if k == "action_started"]
    assert reveals[0] < actions[0] < actions[1] < reveals[1] < actions[2] < actions[3] < reveals[2]


# ------------------------------------------------------------------ 3. the draw
def test_each_player_draws_back_to_three_right_after_choosing_before_any_reveal():
    """«Una vez que el Capitán haya colocado los dados, elige en secreto cuál de las 3 cartas
    que tienes en la mano quieres jugar... [roba la] primera carta de tu mazo para volver a
    tener 3 cartas en la mano»: the draw comes with the choice, before the reveals."""
    st = game(players=3, cards=[QUIET] * 3, ships=[None, ship(face_up=["morgan_map"])])
    st.apply(0, PlaceDice(2, 5))
    for seat in (2, 1):
        events = st.apply(seat, ChooseCard(QUIET))
        assert types(events) == ["card_chosen", "cards_drawn"]
        assert len(st.hands[seat]) == st.hand_limit(seat)
    events = st.apply(0, ChooseCard(QUIET))
    first_reveal = types(events).index("card_revealed")
    assert [e.seat for e in of(events[:first_reveal], CardsDrawn)] == [0]
    assert not of(events[first_reveal:], CardsDrawn)            # nothing drawn at the end of a turn
    assert [len(h) for h in st.hands] == [3, 4, 3]


# ------------------------------------------------------------------ 4. which holds pay
def test_the_player_chooses_which_holds_pay_a_cost():
    """«Puedes elegir de qué Bodega(s) quieres extraer los recursos cuando tengas que pagar el
    coste de una casilla.» Food 3 + 1 paying 2: two different ways."""
    st = game(cards=["forward/food", QUIET], dice=((1, 2),),
              ships=[ship(0, holds=[("food", 3), ("food", 1), ("gold", 3)])])
    play_round(st, 1, 2, ["forward/food", QUIET])
    assert st.to_move() == [0]                          # space 1 costs 2 food
    assert st.legal_actions(0) == [Pay(((0, 1), (1, 1))), Pay(((0, 2),))]
    assert st.view(1)["task"] == {"task": "pay", "ship": 0, "kind": "food", "cost": 2}
    with pytest.raises(IllegalAction, match="pay"):
        st.apply(0, Pay(((1, 1), (2, 1))))               # not food, and nothing changes
    assert holds(st, 0)[:2] == [["food", 3], ["food", 1]]
    events = st.apply(0, Pay(((0, 2),)))
    assert of(events, Paid)[0].taken == ((0, 2),)
    assert holds(st, 0)[:2] == [["food", 1], ["food", 1]]


def test_the_other_way_empties_the_small_pile():
    """«Puedes elegir de qué Bodega(s) quieres extraer los recursos»."""
    st = game(cards=["forward/food", QUIET], dice=((1, 2),),
              ships=[ship(0, holds=[("food", 3), ("food", 1), ("gold", 3)])])
    play_round(st, 1, 2, ["forward/food", QUIET])
    events = st.apply(0, Pay(((0, 1), (1, 1))))
    assert holds(st, 0)[:3] == [["food", 2], ["food", 2], ["gold", 3]]
    assert of(events, Paid)[0].taken == ((0, 1), (1, 1))
    assert [e.hold for e in events if e.TYPE == "loaded" and e.ship == 0] == [1]   # the night's food: the emptied hold


def test_no_choice_is_asked_when_every_way_leaves_the_same_holds():
    """«Puedes elegir de qué Bodega(s)...» only matters when the choice changes something: one
    pile, or piles that must all be emptied, pay at once."""
    for pile in ([("food", 5)], [("food", 1), ("food", 1)]):
        st = game(cards=["forward/food", QUIET], dice=((1, 2),), ships=[ship(0, holds=pile)])
        events = play_round(st, 1, 2, ["forward/food", QUIET])
        paid = [e for e in of(events, Paid) if e.ship == 0]
        assert paid and paid[0].amount == 2                 # paid within the round, unasked
        assert st.round == 2 and all(t["t"] != "pay" for t in st.stack)


def test_a_pay_action_round_trips_through_json():
    """«Puedes elegir de qué Bodega(s)...»: the choice is an ordinary action, saved and loaded."""
    action = Pay(((0, 1), (3, 2)))
    assert SPEC.action_from_json(action.to_json()) == action
    assert "hold 4" in action.describe()


# ------------------------------------------------------------------ 5. the ghost ship can win
def _ghost_finish(ghost_hidden=()):
    ships = [ship(47, holds=[("gold", 4)]), ship(40, holds=[("gold", 4)]),
             ship(45, holds=[("gold", 5), ("gold", 3)], hidden=list(ghost_hidden))]
    st = game(ghost=True, cards=[QUIET, QUIET], ships=ships, dice=((5, 3),))
    play_round(st, 5, 3, [QUIET, QUIET])
    return st


def test_the_ghost_ship_scores_like_a_ship_and_wins_the_game():
    """«¡Cuidado! Hay bastantes probabilidades de que el Barco fantasma gane la partida...»: it
    reaches Port Royal (the game ends as for any ship) and scores 15 + its 8 doubloons + its
    face-down treasure, more than both players; nobody else wins."""
    st = _ghost_finish(ghost_hidden=["plus7"])
    assert st.to_move() == [0]                       # the captain sails it: forward or back
    assert st.ghost_score() == 6 + 8                 # before the end: the public part
    events = st.apply(0, Sail(0))
    assert st.ships[2].finished and st.is_over()
    over = of(events, GameOver)[0]
    assert st.scores() == [8 + 4, -5 + 4] and st.ghost_score() == 15 + 8 + 7
    assert over.ghost_score == 30 and over.winners == () and st.winners() == []
    assert st.ghost_won() and st.view(0)["ghost_won"] and st.view(None)["ghost_score"] == 30
    assert "plus7" in over.treasures[2]               # its face-down cards revealed at the end


def test_a_player_who_beats_the_ghost_ship_still_wins():
    """«Hay bastantes probabilidades de que el Barco fantasma gane la partida»: probable, not
    certain; the best score wins."""
    ships = [ship(47, holds=[("gold", 40)]), ship(40, holds=[("gold", 4)]),
             ship(45, holds=[("gold", 5), ("gold", 3)])]
    st = game(ghost=True, cards=[QUIET, QUIET], ships=ships, dice=((5, 3),))
    play_round(st, 5, 3, [QUIET, QUIET])
    st.apply(0, Sail(0))
    assert st.is_over() and st.winners() == [0] and not st.ghost_won()
