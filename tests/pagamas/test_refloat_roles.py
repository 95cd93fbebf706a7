"""Phase 1 (RIMESSA A GALLA) and phase 2 (Attribuzione dei ruoli)."""
from __future__ import annotations

import pytest

from game import IllegalAction
from game.pagamas.actions import AssignRoles, Refloat

from .helpers import act, new, of_type, roles, snapshot


def test_refloat_completes_every_hand_to_two_in_order_from_the_captain():
    """"Ciascun giocatore inizia il turno con 2 carte Azioni in mano, e deve dunque completare la
    sua mano pescando una, due oppure nessuna carta.": with 2 cards one draws none, with 1 one,
    with 0 two; the draw is not a choice."""
    s = new(4, captain=2, hands=[["dodge", "ambush"], [], ["salvage"], ["dodge", "dodge", "ambush"]],
            actions=["ambush", "boarding", "salvage", "boarding", "ambush"])
    assert s.phase == "refloat" and s.to_move() == [2]
    assert s.legal_actions(2) == [Refloat(discard_hand=False, draw=1), Refloat(discard_hand=True, draw=2)]
    act(s, 2, Refloat(draw=1))
    assert s.hands[2] == ["salvage", "ambush"] and s.to_move() == [3]
    assert s.legal_actions(3) == [Refloat(discard_hand=False, draw=0), Refloat(discard_hand=True, draw=2)]
    act(s, 3, Refloat(draw=0))
    assert len(s.hands[3]) == 3 and s.to_move() == [0]          # nothing above 2 is drawn or discarded
    act(s, 0, Refloat(draw=0))
    assert s.legal_actions(1) == [Refloat(discard_hand=False, draw=2)]   # an empty hand draws two
    act(s, 1, Refloat(draw=2))
    assert s.hands[1] == ["boarding", "salvage"] and s.phase == "roles"


@pytest.mark.parametrize("hand,draw", [([], 2), (["dodge"], 1), (["dodge", "ambush"], 0),
                                       (["dodge", "ambush", "salvage"], 0)])
def test_refloat_draws_exactly_what_completes_the_hand_and_nothing_else(hand, draw):
    s = new(3, hands=[hand, [], []])
    legal = s.legal_actions(0)
    assert [a.draw for a in legal if not a.discard_hand] == [draw]
    before = snapshot(s)
    for wrong in {0, 1, 2, 3} - {draw}:
        with pytest.raises(IllegalAction, match="completed to 2"):
            s.apply(0, Refloat(draw=wrong))
    assert snapshot(s) == before
    act(s, 0, Refloat(draw=draw))
    assert len(s.hands[0]) == max(2, len(hand))


def test_an_empty_hand_cannot_stay_empty():
    """Issue 21: accepting a default left a player with an empty hand all game. An empty hand
    has one refloat: draw two."""
    s = new(3)
    assert s.legal_actions(0) == [Refloat(discard_hand=False, draw=2)]
    with pytest.raises(IllegalAction, match="draw 2"):
        s.apply(0, Refloat(draw=0))
    with pytest.raises(IllegalAction, match="nothing to discard"):
        s.apply(0, Refloat(discard_hand=True, draw=2))


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
    """"E' possibile scartare tutte le carte in mano prima di pescare." Then the hand is completed
    from nothing: two cards."""
    s = new(3, hands=[["ambush", "dodge", "salvage"], [], []], actions=["boarding", "boarding"])
    assert Refloat(discard_hand=True, draw=2) in s.legal_actions(0)
    ev = act(s, 0, Refloat(discard_hand=True, draw=2))
    assert s.hands[0] == ["boarding", "boarding"]
    assert s.action_discard[-3:] == ["ambush", "dodge", "salvage"]
    assert of_type(ev, "hand_discarded")[0].cards == ("ambush", "dodge", "salvage")


def test_the_cook_draws_one_more_on_top():
    """pagamas.md: the Cook "draws 1 extra action card (up to 3) in the refloat phase": his hand
    is completed to 2, then one more."""
    s = new(6, roles=["captain", "second", "boatswain", "lookout", "cook", "chaplain"],
            hands=[[], ["dodge"], ["dodge", "dodge"], [], ["ambush"], ["ambush", "ambush"]])
    for _ in range(6):
        seat = s.to_move()[0]
        keep = [a.draw for a in s.legal_actions(seat) if not a.discard_hand]
        start = len(s.hands[seat])
        assert keep == [max(0, 2 - start) + (1 if seat == 4 else 0)]
        act(s, seat, Refloat(draw=keep[0]))
    assert [len(h) for h in s.hands] == [2, 2, 2, 2, 3, 2]
    s = new(6, captain=4, roles=["second", "boatswain", "lookout", "chaplain", "captain", "cook"],
            hands=[[], [], [], [], [], ["dodge", "dodge"]])
    act(s, 4, Refloat(draw=2))
    assert s.to_move() == [5]
    assert s.legal_actions(5) == [Refloat(discard_hand=False, draw=1), Refloat(discard_hand=True, draw=3)]


def test_no_hand_limit_a_big_hand_is_kept_whole():
    """pagamas.md's former "hand limit 5" went (corrected 2026-11-26): nothing in the rulebook
    takes cards from a hand; a hand above 2 simply draws nothing."""
    s = new(3, hands=[["dodge", "dodge", "ambush", "ambush", "salvage", "boarding"], [], []])
    assert s.legal_actions(0)[0] == Refloat(discard_hand=False, draw=0)
    act(s, 0, Refloat(draw=0))
    assert len(s.hands[0]) == 6 and s.step == "draw" and s.to_move() == [1]


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
