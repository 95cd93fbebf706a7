"""The first focus of a choice is a sensible move, never a harmful one, and the screen says what a
choice gives up (issue 21, item 4; Pagamás' refloat tray is the rules' own piece). Each decision
is built from legal actions in the worst order the engine could list them."""
from __future__ import annotations

from types import SimpleNamespace

import pygame

from game import Match, Seat
from game.jamaica.actions import Dump, Loot, Pay
from game.libertalia.actions import Keep, Shoot, Take
from game.pagamas.actions import Bury, Pass, PayBrothel
from game.palabra.actions import Bid, Pick, ReturnGems
from game.palabra.gems import sub_piles
from game.palabra.market import Bids
from scenes.jamaica import choices as jamaica
from scenes.libertalia import choices as libertalia
from scenes.pagamas.choices import decide as pagamas_decide
from scenes.palabra.choices import decide
from scenes.palabra.controls import Controls


def stub(legal, shown, **more):
    """A table as the builders read it: its match's legal actions, the shown view, the names."""
    state = SimpleNamespace(legal_actions=lambda seat: list(legal))
    seats = [SimpleNamespace(name=n) for n in ("Anne", "Jack", "Mary")]
    return SimpleNamespace(match=SimpleNamespace(state=state, seats=seats), shown=shown,
                           names=["Anne", "Jack", "Mary"], name=lambda s: ["Anne", "Jack", "Mary"][s], **more)


def test_libertalia_never_offers_the_cursed_relic_or_an_officer_first():
    legal = [Take("relic"), Take("officer"), Take("goods"), Take("chest")]
    dec = libertalia.decide({"day": 2, "pending": {"left": 1}}, 0, legal, ["Anne", "Jack", "Mary"])
    assert [o.action.kind for o in dec.options] == ["chest", "goods", "officer", "relic"] and dec.focus == 0
    dec = libertalia.decide({}, 0, [Keep("relic"), Keep("jewels")], ["Anne", "Jack", "Mary"])
    assert dec.options[dec.focus].action.kind == "jewels"


def test_libertalias_gunner_aims_at_a_rival_first_not_his_own_den():
    legal = [Shoot(0, 4), Shoot(0, 9), Shoot(1, 12), Shoot(2, 3)]
    dec = libertalia.decide({}, 0, legal, ["Anne", "Jack", "Mary"])
    assert [o.action.seat for o in dec.options] == [1, 2, 0, 0] and dec.focus == 0


def test_palabra_picks_the_best_gem_first_and_gives_back_red_first():
    names = ["Anne", "Jack", "Mary"]
    view = {"phase": "resolution", "share": {"island": 0, "first": 0, "second": 1, "turn": 0, "took": [{}, {}]},
            "islands": [{"gems": {"gold": 1, "blue": 1, "green": 2, "red": 3}}]}
    pick = decide(view, 0, [Pick("red"), Pick("green"), Pick("gold"), Pick("blue")], names)
    assert pick.options[pick.focus].action == Pick("gold")
    source = {"gold": 1, "violet": 0, "blue": 2, "green": 0, "red": 3}
    chest = [source[c] for c in ("gold", "violet", "blue", "green", "red")]
    view = {"phase": "artifacts", "step": {"step": "return", "seat": 0, "island": None, "count": 2},
            "seats": [{"chest": source}]}
    worst_first = [ReturnGems.of(p) for p in sub_piles(chest, 2)]          # gold and blue first
    returns = decide(view, 0, worst_first, names)
    assert returns.options[returns.focus].action == ReturnGems(red=2)
    view = {"phase": "market", "seats": [{"chest": source}]}
    bid = decide(view, 0, list(Bids.of(chest))[::-1], names)
    assert bid.options[bid.focus].action == Bid()                         # a bid starts as an empty fist
    assert "empty fist" in bid.options[bid.focus].hint
    fist = Controls(bid)
    assert fist.nav.pile == [0, 0, 0, 0, 0] and fist.nav.col == 2          # its ↑ starts on blue, not the gold


def test_palabra_places_greens_by_the_richest_islands_and_says_so():
    """Issue 39: the placement began on the red card, for island C, with no word. The focus shares
    both islands, the higher green at the island worth more, the red kept in hand; it says so."""
    match = Match.new("palabra", [Seat(n, None, i) for i, n in enumerate(("Anne", "Jack", "Mary"))], seed=4,
                      options={"talk": False, "setup": {"ships": [[4, 13], [5, 12], [8, 9]], "dagger": 0, "draws": [
                          "red", "red", "green", "green", "blue",          # island A: worth 2
                          "gold", "violet", "blue", "green", "red",        # island B
                          "gold", "gold", "violet", "blue", "red"]}})      # island C: worth 12
    state = match.state
    d = decide(state.view(0), 0, state.legal_actions(0), ["Anne", "Jack", "Mary"])
    focus = d.options[d.focus]
    assert dict(focus.action.ships) == {0: 4, 2: 13} and focus.data["hand"] == 0
    assert focus.hint == "You offer to share at every island; the red ship stays in your hand."
    assert all(o.hint for o in d.options)                       # every placement says what it does
    raid = next(o for o in d.options if dict(o.action.ships)[2] == 0)
    assert raid.hint.startswith("You raid island C")
    c = Controls(d)
    assert c.option.steps[c.nav.stage] == "Island A: green ship 4"
    c.handle("confirm")
    assert c.nav.stage == 1 and c.option.steps[1] == "Island C: green ship 13"   # not the red


def test_jamaica_empties_the_least_hold_and_pays_without_emptying_first():
    crew = ["Anne", "Jack"]
    holds = [{"kind": "gold", "amount": 3}, {"kind": "food", "amount": 5}, {"kind": "gunpowder", "amount": 1}]
    view = {"players": 2, "task": {"task": "load", "ship": 0, "kind": "food", "n": 2}, "ships": [{"holds": holds}]}
    dump = jamaica.decide(view, 0, [Dump(0), Dump(1), Dump(2)], crew)
    assert dump.options[dump.focus].action == Dump(2)
    view = {"players": 2, "task": {"task": "pay", "ship": 0, "kind": "food", "cost": 2}, "ships": [{"holds": [
        {"kind": "food", "amount": 2}, {"kind": "food", "amount": 4}]}]}
    pay = jamaica.decide(view, 0, [Pay(((0, 2),)), Pay(((1, 2),))], crew)
    assert pay.options[pay.focus].action == Pay(((1, 2),)) and "empties a hold" in pay.options[1].label
    view = {"players": 2, "task": {"task": "combat", "stage": "loot", "winner": 0, "a": 0, "d": 1}, "ships": [
        {"holds": []}, {"holds": [{"kind": "food", "amount": 1}, {"kind": "gold", "amount": 4}]}]}
    loot = jamaica.decide(view, 0, [Loot("hold", 0), Loot("hold", 1), Loot("nothing")], crew)
    assert loot.options[loot.focus].action == Loot("hold", 1) and loot.options[-1].action == Loot("nothing")


def test_pagamas_buries_the_best_card_first_and_pays_the_brothel_with_the_least():
    loot = [{"card": 11, "value": 2}, {"card": 12, "value": 5}, {"card": 13, "value": 1}]
    view = {"seats": [{"loot": loot}, {}, {}]}
    names = ["Anne", "Jack", "Mary"]
    bury = pagamas_decide(view, 0, [Pass(), Bury(11), Bury(12), Bury(13)], names)
    first = bury.options
    assert bury.focus == 0 and first[0].action == Bury(12) and first[-1].action == Pass()
    assert "counts for nothing at the end unless buried" in first[-1].hint   # what passing gives up
    pay = pagamas_decide(view, 0, [PayBrothel(12), PayBrothel(11), PayBrothel(13)], names)
    assert pay.focus == 0 and pay.options[0].action == PayBrothel(13)
