"""Phase 1 (RIMESSA A GALLA) and phase 2 (Attribuzione dei ruoli)."""
from __future__ import annotations

import pytest

from game import IllegalAction
from game.pagamas.actions import AssignRoles, DiscardDown, Refloat

from .helpers import act, new, of_type, roles, snapshot


def test_refloat_in_order_from_the_captain_draw_zero_one_or_two():
    """"Ciascun giocatore ... deve dunque completare la sua mano pescando una, due oppure
    nessuna carta.\""""
    s = new(4, captain=2, actions=["ambush", "dodge", "boarding", "salvage", "ambush"])
    assert s.phase == "refloat" and s.to_move() == [2]
    assert {a.draw for a in s.legal_actions(2)} == {0, 1, 2}
    act(s, 2, Refloat(draw=2))
    assert s.hands[2] == ["ambush", "dodge"] and s.to_move() == [3]
    act(s, 3, Refloat(draw=1))
    assert s.hands[3] == ["boarding"] and s.to_move() == [0]


def test_sailors_are_placed_at_once_and_replaced():
    """"Se pesca dei Marinai ... li pone immediatamente d'avanti a se." (pagamas.md: a new card
    is drawn in its place)"""
    s = new(3, actions=["sailor2", "sailor1", "dodge", "ambush"])
    ev = act(s, 0, Refloat(draw=2))
    assert s.sailors[0] == ["sailor2", "sailor1"] and s.hands[0] == ["dodge", "ambush"]
    drawn = of_type(ev, "actions_drawn")[0]
    assert drawn.sailors == ("sailor2", "sailor1") and drawn.visible_to == (0,)
    assert drawn.redacted().cards is None


def test_discard_the_whole_hand_before_drawing():
    """"E' possibile scartare tutte le carte in mano prima di pescare.\""""
    s = new(3, hands=[["ambush", "dodge", "salvage"], [], []], actions=["boarding", "boarding"])
    act(s, 0, Refloat(discard_hand=True, draw=2))
    assert s.hands[0] == ["boarding", "boarding"]
    assert s.action_discard[-3:] == ["ambush", "dodge", "salvage"]


def test_the_cook_draws_one_more():
    """pagamas.md: the Cook "draws 1 extra action card (up to 3) in the refloat phase"."""
    s = new(6, roles=["captain", "second", "boatswain", "lookout", "cook", "chaplain"])
    for seat in range(6):
        draws = {a.draw for a in s.legal_actions(s.to_move()[0])}
        assert max(draws) == (3 if s.to_move()[0] == 4 else 2)
        act(s, s.to_move()[0], Refloat(draw=0))


def test_hand_limit_five_after_drawing():
    """pagamas.md: "hand limit 5 after drawing"."""
    s = new(3, hands=[["dodge"] * 4, [], []])
    assert {a.draw for a in s.legal_actions(0) if not a.discard_hand} == {0, 1}
    before = snapshot(s)
    with pytest.raises(IllegalAction, match="5"):
        s.apply(0, Refloat(draw=2))
    assert snapshot(s) == before


def test_over_the_limit_discard_down():
    s = new(3, hands=[["dodge", "dodge", "ambush", "ambush", "salvage", "boarding"], [], []])
    act(s, 0, Refloat(draw=0))
    assert s.step == "limit" and s.to_move() == [0]
    act(s, 0, DiscardDown(card="salvage"))
    assert len(s.hands[0]) == 5 and s.step == "draw" and s.to_move() == [1]


def test_action_deck_reshuffled_when_empty():
    """"Quando il mazzo delle carte Azione finisce, si rimescolano le carte scartate.\""""
    s = new(3)
    s.action_discard = s.action_deck[1:]
    s.action_deck = s.action_deck[:1]
    if s.action_deck[0].startswith("sailor"):
        s.action_deck, s.action_discard = [s.action_discard[0]], [s.action_deck[0]] + s.action_discard[1:]
    s.check_invariants()
    ev = act(s, 0, Refloat(draw=2))
    assert of_type(ev, "action_deck_shuffled")
    assert len(s.hands[0]) == 2


def test_captain_assigns_every_role_as_he_likes():
    """"Il Capitano recupera tutte le carte Personaggio, e ne attribuisce una, come vuole, a
    ciascun giocatore.\""""
    s = new(4)
    ev = roles(s, "captain", "chaplain", "second", "lookout")
    assert s.roles == ["captain", "chaplain", "second", "lookout"]
    assert of_type(ev, "roles_assigned")[0].roles == ("captain", "chaplain", "second", "lookout")
    assert s.phase == "share" and s.step == "deal"


def test_only_the_captain_assigns_roles():
    """Q&A: "Si puo' scambiare il suo personaggio con un altro giocatore? No, solo il Capitano
    attribuisce i ruoli.\""""
    s = new(3)
    from .helpers import run_until
    run_until(s, "roles")
    before = snapshot(s)
    with pytest.raises(IllegalAction):
        s.apply(1, AssignRoles(roles=("captain", "second", "lookout")))
    with pytest.raises(IllegalAction):
        s.apply(0, AssignRoles(roles=("second", "captain", "lookout")))
    assert snapshot(s) == before
