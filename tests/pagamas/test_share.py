"""Phase 3 (Divisione del bottino): the draw, the Lookout, the deal, the vote, refusals, forcing."""
from __future__ import annotations

import pytest

from game import IllegalAction
from game.pagamas.actions import CallVote, Force, Give, Land, Overboard, Pass, Promise, Vote

from .helpers import act, deal, new, of_type, roles, run_until, snapshot


def test_captain_draws_players_minus_one_seen_by_him_and_the_lookout():
    """"Il Capitano pesca tante carte Bottino quanti i giocatori MENO UNA. Guarda con discrezione
    il loro valore, e la sentinella puo' fare lo stesso.\""""
    s = new(4, loot=[3, 1, 2])
    ev = roles(s, "captain", "lookout", "second", "chaplain")
    drawn = of_type(ev, "loot_drawn")[0]
    assert len(drawn.cards) == 3 and drawn.values == (3, 1, 2)
    assert drawn.visible_to == (0, 1) and drawn.redacted().values is None
    for seat, sees in ((0, True), (1, True), (2, False), (3, False)):
        values = [c["value"] for c in s.view(seat)["share"]["cards"]]
        assert (values == [3, 1, 2]) == sees
        assert sees or values == [None] * 3


def test_deal_face_down_to_anyone_some_get_nothing_and_all_vote():
    """"Il Capitano assegna poi il bottino distribuendo le carte, coperte, ai giocatori che
    vuole (lui compreso). Certi giocatori possono non ricevere nulla. Infine la divisione é
    sottoposta al voto di tutti i giocatori.\""""
    s = new(3)
    roles(s, "captain", "second", "lookout")
    ev = deal(s, [0, 0], votes={1: True, 2: False})
    revealed = of_type(ev, "votes_revealed")[0]
    assert revealed.votes == (True, True, False) and revealed.accepted
    assert len(s.front[0]) == 2 and s.front[1] == s.front[2] == []


def test_votes_are_secret_until_all_have_voted_then_revealed_together():
    s = new(3)
    roles(s, "captain", "second", "lookout")
    run_until(s, "share", "vote")
    assert sorted(s.to_move()) == [0, 1, 2]
    ev = act(s, 1, Vote(yes=False))
    assert of_type(ev, "decided") and not of_type(ev, "votes_revealed")
    assert s.view(2)["share"]["votes"] is None and s.view(2)["share"]["voted"] == [1]
    assert s.view(1)["share"]["my_vote"] is False and s.view(2)["share"]["my_vote"] is None


def test_boatswain_votes_two_and_each_sailor_one():
    """pagamas.md: "Votes: 1 per character (2 for the boatswain) + 1 per sailor"; "Ciascun
    personaggio possiede una voce, più tante voci quanti Marinai di fronte a lui"."""
    s = new(5, sailors=[[], ["sailor1", "sailor3"], [], [], []])
    roles(s, "captain", "lookout", "boatswain", "second", "chaplain")
    assert [s.weight(x) for x in range(5)] == [1, 3, 2, 1, 1]
    ev = deal(s, [1, 1, 1, 1], votes={0: False, 1: True, 2: False, 3: False, 4: True})
    r = of_type(ev, "votes_revealed")[0]
    assert (r.yes, r.no, r.accepted) == (4, 4, True)          # a tie accepts


def test_tie_accepts():
    """"Se i "pro" sono in maggioranza o in parità, la divisione del bottino é accettata.\""""
    s = new(4)
    roles(s, "captain", "second", "lookout", "chaplain")
    ev = deal(s, [1, 2, 3], votes={0: True, 1: True, 2: False, 3: False})
    assert of_type(ev, "votes_revealed")[0].accepted and s.step == "overboard"


def test_refused_share_is_dealt_again():
    """"Se la proposta del Capitano é rifiutata: Il Capitano si riprende le carte ed effettua
    una seconda distribuzione, seguendo la stessa procedura.\""""
    s = new(3)
    roles(s, "captain", "second", "lookout")
    ev = deal(s, [0, 0], votes={0: True, 1: False, 2: False})
    assert of_type(ev, "share_taken_back") and s.step == "deal" and s.share["round"] == 2
    assert all(s.front[x] == [] for x in range(3))
    ev = deal(s, [1, 2])
    assert of_type(ev, "votes_revealed")[0].round == 2 and s.front[1] and s.front[2]


def test_refused_twice_the_second_may_force():
    """"Un nuovo rifiuto autorizza il Secondo a "forzare" l'accettazione della divisione del
    Bottino: la proposta del Capitano é adottata ma si apre la possibilità di un Ammutinamento.\""""
    s = new(3)
    roles(s, "captain", "second", "lookout")
    deal(s, [0, 0], votes={1: False, 2: False, 0: False})
    deal(s, [0, 2], votes={1: False, 2: False, 0: True})
    assert s.step == "force" and s.to_move() == [1]
    ev = act(s, 1, Force(yes=True))
    settled = of_type(ev, "share_settled")[0]
    assert settled.forced and not settled.kept_all
    assert len(s.front[0]) == 1 and len(s.front[2]) == 1
    from game.pagamas.mutiny import reasons
    assert reasons(s) == ["forced"]


def test_not_forced_the_captain_keeps_it_all_and_the_island_is_closed():
    """"Se il secondo non forza l'equipaggio, tutto il bottino diventa proprietà esclusiva del
    Capitano." and "Se durante la ripartizione, il Capitano ha tenuto tutto il bottino per se,
    nessuno può usare la tana Isola del tesoro per quel turno.\""""
    s = new(3)
    roles(s, "captain", "second", "lookout")
    deal(s, [1, 2], votes={1: False, 2: False, 0: False})
    deal(s, [1, 2], votes={1: False, 2: False, 0: False})
    ev = act(s, 1, Force(yes=False))
    assert of_type(ev, "share_settled")[0].kept_all and len(s.front[0]) == 2
    run_until(s, "landing", "den")
    assert Land(den="island") not in s.legal_actions(1)
    before = snapshot(s)
    with pytest.raises(IllegalAction, match="treasure island"):
        s.apply(1, Land(den="island"))
    assert snapshot(s) == before


def test_owners_see_their_own_loot_once_it_is_theirs():
    s = new(3, loot=[3, 2])
    roles(s, "captain", "second", "lookout")
    ev = deal(s, [1, 2])
    seen = {e.seat: e.values for e in of_type(ev, "loot_seen")}
    assert seen == {1: (3,), 2: (2,)}
    assert [c["value"] for c in s.view(1)["seats"][1]["loot"]] == [3]
    assert [c["value"] for c in s.view(1)["seats"][2]["loot"]] == [None]


def test_loot_thrown_overboard_during_the_share():
    """"Si possono buttare in mare (scartarle) durante la fase della ripartizione, onde evitare
    imboscate.\""""
    s = new(3, loot=[3, 2])
    roles(s, "captain", "second", "lookout")
    deal(s, [1, 2])
    assert s.step == "overboard" and s.to_move() == [1]
    card = s.front[1][0]
    ev = act(s, 1, Overboard(card=card))
    assert s.loot_discard == [card] and of_type(ev, "loot_discarded")[0].value == 3
    act(s, 1, Pass())
    assert s.to_move() == [2]


def test_loot_deck_running_out_makes_the_last_turn():
    """"Se durante questa fase il mazzo del bottino finisce, allora quello sarà l'ultimo turno
    di gioco.\""""
    s = new(3, loot_in_front=[[1] * 6, [1] * 5, [2] * 6 + [3] * 3])
    s2 = s.clone()
    assert len(s.loot_deck) == 1
    ev = roles(s, "captain", "second", "lookout")
    assert of_type(ev, "loot_drawn")[0].last and s.last_turn and len(s.share["cards"]) == 1
    run_until(s, "over")
    assert s.is_over() and s2.turn == 1


def test_promises_are_public_and_only_the_captain_makes_them():
    s = new(3)
    roles(s, "captain", "second", "lookout")
    run_until(s, "share", "promise")
    ev = act(s, 0, Promise(line="next_share", to=2))
    made = of_type(ev, "promise_made")[0]
    assert made.visible_to is None and "next share" in made.text
    assert Promise(line="next_share", to=2) not in s.legal_actions(0)   # once per share
    with pytest.raises(IllegalAction):
        s.apply(0, Promise(line="next_share", to=0))
    act(s, 0, CallVote())
    assert s.view(1)["promises"][0]["to"] == 2


def test_give_only_the_share_to_seats_at_the_table():
    s = new(3)
    roles(s, "captain", "second", "lookout")
    run_until(s, "share", "deal")
    before = snapshot(s)
    with pytest.raises(IllegalAction, match="not in this share"):
        s.apply(0, Give(card=999, to=1))
    with pytest.raises(IllegalAction):
        s.apply(0, Give(card=s.share["cards"][0], to=5))
    assert snapshot(s) == before
