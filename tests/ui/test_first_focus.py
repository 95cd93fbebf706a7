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
from game.palabra.actions import Pick
from scenes.jamaica import choices as jamaica
from scenes.libertalia import choices as libertalia
from scenes.pagamas.choices_steps import make_decision
from scenes.palabra import art as S
from scenes.palabra.choices_gems import GemChoice
from scenes.palabra.choices_staged import pick_choice
from scenes.palabra.table import PalabraTable

from .helpers import make_app


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


def test_palabra_picks_the_best_gem_first_and_gives_back_red_first(tmp_home):
    app = make_app()
    seats = [Seat("Anne", None, 0), Seat("Jack", "cunning", 1), Seat("Mary", "cunning", 2)]
    table = PalabraTable(app, Match.new("palabra", seats, seed=4))
    table.shown["share"] = {"island": 0, "first": 0, "second": 1, "took": [{}, {}]}
    choice = pick_choice(table, 0, [Pick("red"), Pick("green"), Pick("gold"), Pick("blue")])
    assert choice.options()[choice.index] == ("gem", "gold")
    source = {"gold": 1, "violet": 0, "blue": 2, "green": 0, "red": 3}
    returns = GemChoice(table, 0, [], source, exact=2, where="from your chest")
    assert S.COLOURS[returns.col] == "red"
    bid = GemChoice(table, 0, [], source, exact=None, where="")
    assert S.COLOURS[bid.col] == "gold" and bid.chosen() == 0          # a bid starts as an empty fist
    app.shutdown()


def test_jamaica_empties_the_least_hold_and_pays_without_emptying_first():
    holds = [{"kind": "gold", "amount": 3}, {"kind": "food", "amount": 5}, {"kind": "gunpowder", "amount": 1}]
    shown = {"task": {"task": "dump", "ship": 0, "kind": "food", "n": 2}, "ships": [{"holds": holds}]}
    dump = jamaica.build(stub([Dump(0), Dump(1), Dump(2)], shown), 0)
    assert dump.choices[dump.default].action == Dump(2)
    shown = {"task": {"task": "pay", "ship": 0, "kind": "food", "cost": 2}, "ships": [{"holds": [
        {"kind": "food", "amount": 2}, {"kind": "food", "amount": 4}]}]}
    pay = jamaica.build(stub([Pay(((0, 2),)), Pay(((1, 2),))], shown), 0)
    assert pay.choices[pay.default].action == Pay(((1, 2),)) and "empties a hold" in pay.choices[1].label
    shown = {"task": {"task": "loot", "winner": 0, "a": 0, "d": 1}, "ships": [
        {"holds": []}, {"holds": [{"kind": "food", "amount": 1}, {"kind": "gold", "amount": 4}]}]}
    loot = jamaica.build(stub([Loot("hold", 0), Loot("hold", 1), Loot("nothing")], shown), 0)
    assert loot.choices[loot.default].action == Loot("hold", 1) and loot.choices[-1].action == Loot("nothing")


def test_pagamas_buries_the_best_card_first_and_pays_the_brothel_with_the_least():
    values = {11: 2, 12: 5, 13: 1}
    table = SimpleNamespace(match=SimpleNamespace(seats=[SimpleNamespace(name=n) for n in ("Anne", "Jack", "Mary")]),
                            known_values=lambda view: values)
    view = {"seats": [{}, {}, {}]}
    bury = make_decision(table, 0, [Pass(), Bury(11), Bury(12), Bury(13)], view)
    first = bury.rows[0].options
    assert first[0].action == Bury(12) and first[-1].action == Pass()
    assert "counts for nothing at the end unless buried" in first[-1].hint   # what passing gives up
    pay = make_decision(table, 0, [PayBrothel(12), PayBrothel(11), PayBrothel(13)], view)
    assert pay.rows[0].options[0].action == PayBrothel(13)
