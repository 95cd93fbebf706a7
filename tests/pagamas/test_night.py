"""Phases 4-6: the landing (salvage, dens), the ambushes (Trappola!) and the revelation."""
from __future__ import annotations

import pytest

from game import IllegalAction
from game.pagamas.actions import Ambush, Bury, Land, Pass, PayBrothel, Salvage

from .helpers import act, deal, land, new, of_type, roles, run_until, snapshot


def three(**setup):
    """3 players: captain 0, Second 1, Lookout 2; the share goes one card to 1 and 2."""
    s = new(3, **setup)
    roles(s, "captain", "second", "lookout")
    deal(s, [1, 2])
    return s


def test_dens_are_chosen_at_once_face_down():
    """"Ciascun giocatore sceglie una delle sue carte Covo e la pone coperta di fronte a se.\""""
    s = three()
    run_until(s, "landing", "den")
    assert sorted(s.to_move()) == [0, 1, 2]
    act(s, 2, Land(den="island"))
    assert s.view(0)["seats"][2]["den"] is None and s.view(0)["seats"][2]["landed"]
    assert s.view(2)["seats"][2]["den"] == "island"


def test_salvage_takes_the_top_discarded_loot():
    """pagamas.md: "salvage x3 (landing phase: take the top discarded loot card)"; "Solo certe
    carte Azioni permettono di prelevarne qualcuna dopo lo scarto.\""""
    s = three(hands=[[], ["salvage"], []], discard=[1, 3])
    run_until(s, "landing", "salvage")
    assert s.to_move() == [1]
    top = s.loot_discard[-1]
    ev = act(s, 1, Salvage())
    assert s.front[1][-1] == top and of_type(ev, "salvaged")[0].value == 3
    assert "salvage" in s.action_discard and s.step == "den"


def test_second_ambushes_free_and_first_then_ambush_cards():
    """"Il Secondo ha il potere di tentare un'imboscata gratuita ad ogni turno ... Il Secondo
    esercita sempre il suo potere prima delle carte Azioni.\""""
    s = three(hands=[["ambush"], [], ["ambush"]])
    land(s, ["hammock", "hammock", "island"])
    assert s.phase == "ambush" and s.step == "second" and s.to_move() == [1]
    ev = act(s, 1, Ambush(victim=2, den="island"))
    laid = of_type(ev, "ambush_laid")[0]
    assert laid.free and laid.visible_to == (1,) and laid.redacted().den is None
    assert s.step == "cards" and s.to_move() == [0]
    act(s, 0, Ambush(victim=2, den="tavern"))
    assert "ambush" not in s.hands[0] and "ambush" in s.action_discard
    assert [a["order"] for a in s.view(2)["ambushes"]] == [0, 1]


def test_ambush_uses_a_spare_den_card():
    """"il giocatore sceglie una delle sue carte Covo restanti e la pone, coperta, sul
    personaggio di sua scelta.\""""
    s = three()
    land(s, ["hammock", "island", "hammock"])
    before = snapshot(s)
    with pytest.raises(IllegalAction, match="spare dens"):
        s.apply(1, Ambush(victim=2, den="island"))
    with pytest.raises(IllegalAction, match="yourself"):
        s.apply(1, Ambush(victim=1, den="tavern"))
    assert snapshot(s) == before


def test_ambush_hit_takes_loot_character_hand_and_sailors():
    """"La vittima perde il suo personaggio, scarta le sue carte Azioni e i suoi Marinai, e
    infine cede tutte le sue parti di bottino non sotterrate al suo aggressore.\""""
    s = three(hands=[[], [], ["ambush"]], sailors=[[], [], ["sailor2"]],
              loot_in_front=[[], [], [3]])
    land(s, ["hammock", "hammock", "tavern"])
    ev = act(s, 1, Ambush(victim=2, den="tavern"))
    ev += run_until(s, "mutiny")
    hit = of_type(ev, "ambush_resolved")[0]
    assert hit.outcome == "hit" and hit.visible_to == (1, 2) and len(hit.loot) == 2
    assert s.roles[2] is None and s.hands[2] == [] and s.sailors[2] == [] and s.front[2] == []
    assert len(s.front[1]) == 3                    # its own share card and the two taken
    assert of_type(ev, "character_lost")[0].sailors == ("sailor2",)


def test_a_wrong_den_misses():
    """"Se un luogo corrisponde alla tana della vittima, il colpo è riuscito.\""""
    s = three(loot_in_front=[[], [], [3]])
    land(s, ["hammock", "hammock", "tavern"])
    ev = act(s, 1, Ambush(victim=2, den="island"))
    ev += run_until(s, "refloat")
    assert of_type(ev, "ambush_resolved")[0].outcome == "miss"
    assert len(s.front[2]) == 2 and s.turn == 2


@pytest.mark.parametrize("dodged,outcome", [(True, "dodged"), (False, "hit")])
def test_dodge_one_chance_in_two_and_used_up(dodged, outcome):
    """"Se la vittima possiede una carta Schivata, ha ancora una possibilità di cavarsela ... la
    vittima pesca una carta a caso" (pagamas.md: 50%, the card is used up)."""
    s = three(hands=[[], [], ["dodge"]], dodges=[dodged])
    land(s, ["hammock", "hammock", "tavern"])
    ev = act(s, 1, Ambush(victim=2, den="tavern"))
    ev += run_until(s, "mutiny") if not dodged else run_until(s, "refloat")
    r = of_type(ev, "ambush_resolved")[0]
    assert r.outcome == outcome and r.dodge
    assert "dodge" in s.action_discard
    assert (s.turn == 2) == dodged


def test_dodge_is_fair_over_many_draws():
    hits = 0
    for seed in range(200):
        s = three(hands=[[], [], ["dodge"]])
        s.rng.state = seed * 7919
        land(s, ["hammock", "hammock", "tavern"])
        ev = act(s, 1, Ambush(victim=2, den="tavern"))
        outcome = of_type(ev, "ambush_resolved")[0].outcome
        assert outcome in ("hit", "dodged")
        hits += outcome == "hit"
    assert 70 < hits < 130


def test_brothel_pays_one_loot_card_and_draws_two_actions():
    """"Un giocatore nascosto al Bordello deve immediatamente pagare una carta Bottino che è
    scartata." (pagamas.md: then draw 2 action cards)"""
    s = three()
    land(s, ["hammock", "brothel", "hammock"])
    run_until(s, "revelation", "brothel")
    card = s.front[1][0]
    held = len(s.hands[1])
    ev = act(s, 1, PayBrothel(card=card))
    assert s.loot_discard[-1] == card and of_type(ev, "brothel_paid")
    assert len(s.hands[1]) == held + 2


def test_brothel_without_loot_ruins_the_guest():
    """"Se non può pagare, perde il suo personaggio, i suoi Marinai e infine scarta la sua mano.\""""
    s = new(3, hands=[[], ["dodge"], []], sailors=[[], ["sailor1"], []])
    roles(s, "captain", "second", "lookout")
    deal(s, [0, 2])
    land(s, ["hammock", "brothel", "hammock"])
    hand = tuple(s.hands[1])
    assert "dodge" in hand
    ev = run_until(s, "refloat")
    lost = of_type(ev, "character_lost")[0]
    assert (lost.seat, lost.why, lost.hand, lost.sailors) == (1, "brothel", hand, ("sailor1",))


def test_brothel_ruin_of_the_captain_calls_an_election():
    """"Niente nave senza Capitano!\""""
    s = new(3)
    roles(s, "captain", "second", "lookout")
    deal(s, [1, 2])
    land(s, ["brothel", "hammock", "hammock"])
    ev = run_until(s, "election")
    assert of_type(ev, "election_called")[0].fallen == 0


def test_treasure_island_buries_all_loot_of_the_unhurt():
    """"Alla fine di questa fase un personaggio (sano e salvo) rintanato sull'isola del tesoro
    puo' sotterrare le sue carte Bottino ... non potranno più essergli rubate.\""""
    s = three(loot_in_front=[[], [], [2]])
    land(s, ["hammock", "island", "island"])
    ev = act(s, 1, Ambush(victim=2, den="tavern"))
    ev += run_until(s, "refloat")
    assert {e.seat for e in of_type(ev, "loot_buried")} == {1, 2}
    assert len(s.buried[2]) == 2 and s.front[2] == []
    assert s.view(0)["seats"][2]["buried_value"] is None
    assert s.view(2)["seats"][2]["buried_value"] == 2 + s.value[s.buried[2][1]]


def test_chaplain_buries_one_card_wherever_he_hides():
    """pagamas.md: the Chaplain "at the revelation, may bury one loot card wherever he hides"."""
    s = new(4, loot=[3, 1, 1])
    roles(s, "captain", "second", "lookout", "chaplain")
    deal(s, [3, 3, 1])
    land(s, ["hammock", "hammock", "hammock", "tavern"])
    run_until(s, "revelation", "chaplain")
    three_ = next(c for c in s.front[3] if s.value[c] == 3)
    ev = act(s, 3, Bury(card=three_))
    assert s.buried[3] == [three_] and of_type(ev, "loot_buried")[0].why == "chaplain"


def test_a_second_ambush_on_a_fallen_victim_is_too_late():
    s = three(hands=[["ambush"], [], []], loot_in_front=[[], [], [3]])
    land(s, ["hammock", "hammock", "island"])
    act(s, 1, Ambush(victim=2, den="island"))
    ev = act(s, 0, Ambush(victim=2, den="island"))
    ev += run_until(s, "mutiny")
    assert [e.outcome for e in of_type(ev, "ambush_resolved")] == ["hit", "too_late"]


def test_ambushing_the_captain_calls_an_election_then_the_turn_resumes():
    """"Se ad un certo momento dovesse capitare qualcosa al Capitano (dopo una Trappola ...),
    l'equipaggio deve immediatamente eleggerne uno nuovo ... Dopo l'elezione, si riprende il
    turno di gioco dove si era interrotto.\""""
    s = three(hands=[[], [], ["ambush"]])
    land(s, ["tavern", "hammock", "island"])
    act(s, 1, Ambush(victim=0, den="tavern"))
    ev = act(s, 2, Ambush(victim=1, den="tavern"))
    ev += run_until(s, "election")
    assert [e.outcome for e in of_type(ev, "ambush_resolved")] == ["hit"]
    assert s.election["eligible"] == [1, 2] and s.election["voters"] == [1, 2]
    from game.pagamas.actions import Elect, Stand
    act(s, 1, Stand(yes=True))
    act(s, 2, Stand(yes=True))
    act(s, 1, Elect(candidate=2))
    ev = act(s, 2, Elect(candidate=2))
    assert of_type(ev, "election_result")[0].captain == 2 and s.roles[2] == "captain"
    assert [e.outcome for e in of_type(ev, "ambush_resolved")] == ["miss"]   # resumed
    assert of_type(ev, "loot_buried")[0].seat == 2                           # then the burials
