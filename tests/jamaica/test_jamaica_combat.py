"""Jamaica combat, loot and the ghost ship, one test per rule."""
from __future__ import annotations

import pytest

from game.jamaica import SPEC
from game.jamaica.actions import Attack, Gunpowder, Loot, Sabre
from game.jamaica.events import (ActionStarted, CombatEnded, CombatStarted, DieRolled,
                                 HoldMoved, LoadLost, Loaded, Paid, Plundered, Sailed,
                                 TreasureFound, TreasureGiven, TreasureStolen)
from game.jamaica.cards import TREASURES
from jamaica_helpers import game, holds, of, play_round, ship, types

QUIET = "food/gunpowder"      # a card that does not move


def _fight(combat, attacker=None, defender=None, players=2, card="forward/food", cards=None):
    """Ship 0 sails 2 from space 1 onto space 3 (sea, 2 food) where ship 1 waits."""
    attacker = attacker or ship(1, holds=[("gold", 3)])
    defender = defender or ship(3, holds=[("food", 4)])
    st = game(players=players, cards=cards or [card] + [QUIET] * (players - 1), combat=combat,
              ships=[attacker, defender], dice=((2, 5),))
    events = play_round(st, 2, 5, cards or [card] + [QUIET] * (players - 1))
    return st, events


def test_a_move_ending_on_another_ship_fights_before_paying():
    st, events = _fight([10, 2])
    assert of(events, CombatStarted)[0] == CombatStarted(attacker=0, defender=1, space=3)
    assert st.to_move() == [0]                        # the winner chooses the loot
    events = st.apply(0, Loot("hold", hold=0))
    assert [(e.winner, e.loser, e.kind, e.amount) for e in of(events, Plundered)] == [(0, 1, "food", 4)]
    assert types(events)[:3] == ["plundered", "loaded", "paid"]
    assert of(events, Paid)[0].amount == 2 and st.ships[0].space == 3   # paid with the plunder


def test_there_is_no_combat_in_port_royal():
    st = game(cards=["backward/forward", QUIET], ships=[ship(2), ship(0)], dice=((2, 5),))
    events = play_round(st, 2, 5, ["backward/forward", QUIET])
    assert of(events, Sailed)[0].path == (1, 0)
    assert not of(events, CombatStarted)


def test_the_attackers_star_wins_at_once():
    st, events = _fight(["star"])
    rolls = of(events, DieRolled)
    assert len(rolls) == 1 and rolls[0].face == "star"
    assert of(events, CombatEnded)[0].winner == 0 and of(events, CombatEnded)[0].star


def test_the_defender_spends_gunpowder_after_seeing_the_attackers_total():
    st, _ = _fight([4, 4], attacker=ship(1, holds=[("gold", 3), ("gunpowder", 2)]),
                   defender=ship(3, holds=[("food", 4), ("gunpowder", 3)]))
    assert st.to_move() == [0] and st.legal_actions(0) == [Gunpowder(n) for n in range(3)]
    bank = st.bank["gunpowder"]
    st.apply(0, Gunpowder(2))
    view = st.view(1)
    assert view["task"]["roll"] == [4, None] and view["task"]["powder"] == [2, 0]
    assert st.to_move() == [1] and st.legal_actions(1) == [Gunpowder(n) for n in range(4)]
    events = st.apply(1, Gunpowder(3))
    ended = of(events, CombatEnded)[0]
    assert (ended.attacker_total, ended.defender_total, ended.winner) == (6, 7, 1)
    assert st.bank["gunpowder"] == bank + 5          # spent gunpowder goes to the bank
    assert st.to_move() == [1]                       # the defender chooses the loot


def test_a_tie_does_nothing():
    st, events = _fight([6, 6], attacker=ship(1, holds=[("food", 3)]))
    ended = of(events, CombatEnded)[0]
    assert ended.winner is None and (ended.attacker_total, ended.defender_total) == (6, 6)
    assert not of(events, Plundered) and of(events, Paid)


def test_spent_gunpowder_is_lost_even_with_a_star():
    st, _ = _fight(["star"], attacker=ship(1, holds=[("gold", 3), ("gunpowder", 2)]))
    st.apply(0, Gunpowder(2))
    assert holds(st, 0)[1] == [None, 0]


def test_lady_beth_adds_two_to_the_combat_die():
    st, events = _fight([4, 6], attacker=ship(1, holds=[("gold", 3)], face_up=["lady_beth"]))
    ended = of(events, CombatEnded)[0]
    assert (ended.attacker_total, ended.defender_total, ended.winner) == (6, 6, None)


def test_saran_sabre_rerolls_a_die_once_right_after_the_roll():
    st, events = _fight([2, 10, 4], attacker=ship(1, holds=[("gold", 3)], face_up=["saran_sabre"]))
    assert st.to_move() == [0] and st.legal_actions(0) == [Sabre(True), Sabre(False)]
    events = st.apply(0, Sabre(True))
    rolls = of(events, DieRolled)
    assert (rolls[0].face, rolls[0].reroll) == (10, True)
    assert of(events, CombatEnded)[0].winner == 0


def test_saran_sabre_can_make_the_opponent_reroll_a_star():
    st, _ = _fight(["star", 2, 4], defender=ship(3, holds=[("food", 4)], face_up=["saran_sabre"]))
    assert st.to_move() == [1]
    events = st.apply(1, Sabre(True))
    assert of(events, CombatEnded)[0].winner == 1       # 4 beats the re-rolled 2
    assert st.to_move() == [1]


def test_saran_sabre_is_not_offered_to_a_holder_already_winning():
    st2, events = _fight([10, 2], attacker=ship(1, holds=[("gold", 3)], face_up=["saran_sabre"]))
    assert st2.legal_actions(0)[0] == Sabre(True)        # after his own roll: offered
    events = st2.apply(0, Sabre(False))
    assert of(events, CombatEnded)[0].winner == 0       # after the defender's 2: not offered


def test_the_winner_may_take_a_hold_a_treasure_a_hidden_treasure_or_give_a_cursed_one():
    st, _ = _fight([10, 2], attacker=ship(1, holds=[("gold", 3)], hidden=["cursed3"]),
                   defender=ship(3, holds=[("food", 4), ("gold", 2)], face_up=["morgan_map"],
                                 hidden=["plus7"]))
    assert st.legal_actions(0) == [Loot("hold", hold=0), Loot("hold", hold=1),
                                   Loot("treasure", card="morgan_map"), Loot("hidden"),
                                   Loot("give", card="cursed3"), Loot("nothing")]
    hidden = st.clone()
    events = hidden.apply(0, Loot("hidden"))
    stolen = of(events, TreasureStolen)[0]
    assert stolen.card == "plus7" and stolen.visible_to == (0, 1) and stolen.redacted().card is None
    assert hidden.ships[0].hidden == ["cursed3", "plus7"]
    give = st.clone()
    events = give.apply(0, Loot("give", card="cursed3"))
    assert of(events, TreasureGiven)[0].receiver == 1 and give.ships[1].hidden == ["plus7", "cursed3"]
    power = st.clone()
    events = power.apply(0, Loot("treasure", card="morgan_map"))
    assert of(events, TreasureStolen)[0].visible_to is None
    assert power.ships[0].face_up == ["morgan_map"] and power.hand_limit(0) == 4


def test_plunder_follows_the_loading_rules():
    st, _ = _fight([10, 2], attacker=ship(1, holds=[("gold", 1)] * 5),
                   defender=ship(3, holds=[("gold", 4)]))
    bank = st.bank["gold"]
    events = st.apply(0, Loot("hold", hold=0))
    assert of(events, LoadLost) == [LoadLost(ship=0, kind="gold", amount=4, source="plunder")]
    assert st.bank["gold"] == bank + 4


def test_the_sixth_hold_goes_with_its_content():
    st, _ = _fight([10, 2], defender=ship(3, holds=[("food", 4), (None, 0), (None, 0), (None, 0),
                                                     (None, 0), ("gunpowder", 4)],
                                          face_up=["sixth_hold"]))
    st.apply(1, Gunpowder(0))                          # the defender keeps his gunpowder
    events = st.apply(0, Loot("treasure", card="sixth_hold"))
    assert of(events, HoldMoved)[0] == HoldMoved(from_ship=1, to_ship=0, kind="gunpowder", amount=4)
    assert len(st.ships[0].holds) == 6 and st.ships[0].holds[5] == ["gunpowder", 4]
    assert len(st.ships[1].holds) == 5


def test_with_several_ships_on_the_space_the_attacker_chooses_one():
    st = game(players=3, cards=["forward/food", QUIET, QUIET], combat=[10, 2],
              ships=[ship(1), ship(3), ship(3)], dice=((2, 5),))
    play_round(st, 2, 5, ["forward/food", QUIET, QUIET])
    assert st.to_move() == [0] and st.legal_actions(0) == [Attack(1), Attack(2)]
    events = st.apply(0, Attack(2))
    assert of(events, CombatStarted)[0].defender == 2


def test_a_combat_can_follow_a_shortage_but_the_new_space_is_not_paid():
    st = game(cards=["forward/food", QUIET], combat=[6, 4, 2], dice=((1, 5),),
              ships=[ship(15, holds=[("food", 1)]), ship(15, holds=[("food", 2)])])
    events = play_round(st, 1, 5, ["forward/food", QUIET])
    assert st.ships[0].space == 15 and of(events, CombatStarted)
    events = st.apply(0, Loot("nothing"))
    assert not of(events, Paid)


# ------------------------------------------------------------------ the ghost ship
def test_the_ghost_ship_takes_two_holds_of_gold_and_lady_beth():
    st = SPEC.new_state(2, seed=9, options={"ghost_ship": True})
    ghost = st.ships[2]
    assert holds(st, 2)[:2] == [["gold", 5], ["gold", 3]] and ghost.face_up == ["lady_beth"]
    assert "lady_beth" not in st.treasure_deck + st.removed
    assert len(st.treasure_deck) == 9 and len(st.removed) == 2
    assert sorted(st.treasure_deck + st.removed + ["lady_beth"]) == sorted(TREASURES)
    assert len(st.scores()) == 2


def _ghost(ghost_at, players_at, dice=(2, 3), combat=None, ghost_holds=None, tokens=()):
    ships = [ship(p, holds=[("gold", 4)]) for p in players_at] + [ship(ghost_at, holds=ghost_holds or [("gold", 5),
                                                                                   ("gold", 3)])]
    st = game(ghost=True, cards=[QUIET, QUIET], ships=ships, dice=(dice,), combat=combat,
              tokens=tokens, treasures=["plus7"] if tokens else None)
    return st, play_round(st, *dice, [QUIET, QUIET])


def test_the_ghost_ship_moves_after_the_players_day_then_night():
    st, events = _ghost(2, (8, 9), dice=(2, 1))
    starts = [(e.ship, e.slot) for e in of(events, ActionStarted)]
    assert starts[-2:] == [(2, "day"), (2, "night")]
    assert [e.path for e in of(events, Sailed)] == [(3, 4), (5,)]


def test_the_ghost_ship_alone_in_the_lead_sails_backwards():
    st, events = _ghost(10, (5, 3))
    assert of(events, Sailed)[0].path == (9, 8)


def test_the_ghost_ship_alone_last_sails_forwards():
    st, events = _ghost(1, (5, 8), dice=(2, 1))
    assert [e.path for e in of(events, Sailed)] == [(2, 3), (4,)]


def test_otherwise_the_captain_chooses_the_ghost_ships_way_and_branch():
    st, events = _ghost(5, (3, 8))
    assert st.to_move() == [0]
    assert sorted(a.to for a in st.legal_actions(0)) == [3, 7, 13]


def test_the_ghost_ship_pays_nothing_and_takes_treasures_that_nobody_sees():
    st, events = _ghost(2, (8, 9), tokens=[4])
    found = of(events, TreasureFound)[0]
    assert found.ship == 2 and found.visible_to == () and found.redacted().card is None
    assert not [e for e in of(events, Paid) if e.ship == 2]
    assert st.view(0)["ships"][2]["hidden_cards"] is None


def test_the_ghost_ships_treasures_stay_face_down_even_a_power_card():
    # Rulebook: "Hay que colocarlo bocabajo al lado de sus Bodegas. Nadie puede mirar el contenido".
    for card in ("sixth_hold", "morgan_map", "saran_sabre"):
        ships = [ship(p, holds=[("gold", 4)]) for p in (8, 9)] + [ship(2, holds=[("gold", 5), ("gold", 3)])]
        st = game(ghost=True, cards=[QUIET, QUIET], ships=ships, dice=((2, 3),), tokens=[4], treasures=[card])
        events = play_round(st, 2, 3, [QUIET, QUIET])
        found = of(events, TreasureFound)[0]
        assert found.ship == 2 and not found.face_up and found.visible_to == ()
        ghost = st.view(0)["ships"][2]
        assert ghost["face_up"] == ["lady_beth"] and ghost["hidden"] == 1   # Lady Beth: its own from the start
        assert len(ghost["holds"]) == 5          # a face-down sixth hold adds no hold


def test_the_other_player_decides_for_the_ghost_ship_and_it_keeps_only_gold():
    st, events = _ghost(1, (3, 8), combat=[10, 2])
    # the ghost, last, sails forwards onto ship 0: seat 1 decides for it
    assert of(events, CombatStarted)[0] == CombatStarted(attacker=2, defender=0, space=3)
    st.apply(0, Gunpowder(0))                          # ship 0 loaded gunpowder this round
    assert st.to_move() == [1]
    assert Loot("give", card="cursed2") not in st.legal_actions(1)
    overboard = st.clone()
    events = overboard.apply(1, Loot("hold", hold=1))            # ship 0's food
    assert of(events, LoadLost) == [LoadLost(ship=2, kind="food", amount=2, source="plunder")]
    events = st.apply(1, Loot("hold", hold=0))                   # ship 0's gold
    assert of(events, Loaded)[0] == Loaded(ship=2, hold=2, kind="gold", amount=4, source="plunder")


def test_lady_beth_cannot_be_taken_from_the_ghost_ship():
    ships = [ship(1), ship(8), ship(3, holds=[("gold", 5)])]
    st = game(ghost=True, cards=["forward/food", QUIET], ships=ships, combat=[10, 2], dice=((2, 5),))
    play_round(st, 2, 5, ["forward/food", QUIET])
    acts = st.legal_actions(0)
    assert Loot("hold", hold=0) in acts and not [a for a in acts if a.card == "lady_beth"]


def test_the_ghost_ship_needs_a_free_ship():
    with pytest.raises(ValueError, match="ghost"):
        SPEC.new_state(6, seed=1, options={"ghost_ship": True})
