"""Jamaica's one decision model (scenes/jamaica/choices.py, `decide`): every kind of decision from a
seat's own view, routes worked out from the public circuit exactly as the engine sails them, whole
sentences in three languages (issue 40: the full-holds prompt, the dice panel's doubloons), the
TV offering the decision's options in its order and submitting the focused one, the lesson's
keys reaching the option a step asks for, and the pictures a phone may show."""
from __future__ import annotations

import pygame
import pytest

import game
from game import Match, Seat, i18n
from game.jamaica.actions import (Attack, ChooseCard, Dump, Gunpowder, Loot, Pay, PlaceDice, Retreat, Sabre,
                                  Sail)
from game.core.rng import Rng
from phones.hands import allowed_pictures
from scenes.jamaica import choices, choices_panels, hud, phone_hand
from scenes.jamaica.table import JamaicaTable
from scenes.jamaica.tips import TIPS
from scenes.title import Title

from . import lessons
from .helpers import key, make_app, run_until, watch_submits

E = [None, 0]
FORK = {"captain": 0, "dice": [[3, 1]], "combat": [6, 4], "decks": [["forward/food", "food/forward", "gold/gold"]],
        "ships": [{"space": 4, "holds": [["gunpowder", 3], ["food", 3], ["gold", 3], E, E]},
                  {"space": 13, "holds": [["gunpowder", 1], ["food", 2], ["gold", 5], E, E],
                   "face_up": ["morgan_map"], "hidden": ["plus3"]}]}
FULL_HOLDS = {"captain": 0, "dice": [[2, 1]], "decks": [["food/forward", "forward/food", "gold/gold"]],
              "ships": [{"space": 4, "holds": [["gold", 3], ["gold", 2], ["gunpowder", 1], ["gunpowder", 2],
                                               ["food", 1]]}]}
FIRST_TWO = [(0, PlaceDice(3, 1)), (0, ChooseCard("forward/food"))]

# name: (players, options, Anne's moves in order, the kind of decision Anne then faces)
CASES = {
    "dice": (2, {"setup": FORK}, [], "dice"),
    "card": (2, {"setup": FORK}, FIRST_TWO[:1], "card"),
    "fork": (2, {"setup": FORK}, FIRST_TWO, "fork"),
    "powder": (2, {"setup": FORK}, FIRST_TWO + [(0, Sail(13))], "powder"),
    "loot": (2, {"setup": FORK}, FIRST_TWO + [(0, Sail(13)), (0, Gunpowder(2))], "loot"),
    "pay": (2, {"setup": {"captain": 0, "dice": [[1, 2]], "decks": [["forward/food", "food/forward", "gold/gold"]],
                          "ships": [{"space": 0, "holds": [["food", 3], ["food", 1], ["gold", 3], E, E]}]}},
            [(0, PlaceDice(1, 2)), (0, ChooseCard("forward/food"))], "pay"),
    "dump": (2, {"setup": FULL_HOLDS}, [(0, PlaceDice(2, 1)), (0, ChooseCard("food/forward"))], "dump"),
    "attack": (3, {"setup": {"captain": 0, "dice": [[2, 1]], "decks": [["forward/food", "food/forward", "gold/gold"]],
                             "ships": [{"space": 4, "holds": [["gold", 9], E, E, E, E]}, {"space": 6}, {"space": 6}]}},
               [(0, PlaceDice(2, 1)), (0, ChooseCard("forward/food"))], "attack"),
    "sabre": (2, {"setup": {**FORK, "combat": [4, 6], "ships": [{**FORK["ships"][0], "face_up": ["saran_sabre"]},
                                                                 FORK["ships"][1]]}},
              FIRST_TWO + [(0, Sail(13)), (0, Gunpowder(0))], "sabre"),
    "defend": (2, {"setup": {"captain": 1, "dice": [[2, 2]], "combat": [4, 6],
                             "decks": [["food/forward", "forward/food", "gold/gold"],
                                       ["forward/food", "forward/gunpowder", "forward/forward"]],
                             "ships": [{"space": 5, "holds": [["gunpowder", 4], ["food", 3], ["gold", 3], E, E]},
                                       {"space": 3, "holds": [["gunpowder", 1], ["food", 5], ["gold", 5], E, E],
                                        "face_up": ["lady_beth"]}]}},
               [(0, ChooseCard("food/forward"))], "defend"),
    "ghost": (2, {"ghost_ship": True, "setup": {"captain": 0, "dice": [[2, 1]],
                                                "decks": [["food/gunpowder", "gunpowder/food", "gold/gold"]],
                                                "ships": [{"space": 10}, {"space": 30}, {"space": 20}]}},
              [(0, PlaceDice(2, 1)), (0, ChooseCard("food/gunpowder"))], "ghost"),
    "retreat": (2, {"setup": {"captain": 0, "dice": [[2, 1]], "combat": [10],
                              "decks": [["forward/food", "food/forward", "gold/gold"]],
                              "ships": [{"space": 14, "holds": [["food", 3], E, E, E, E]}]}},
                [(0, PlaceDice(2, 1)), (0, ChooseCard("forward/food"))], "retreat"),
}
CREW = ["Anne", "Calico Jack", "Mary"]


def match_at(name: str) -> Match:
    """A match where Anne (seat 0) faces the decision of case `name`; the others play their first
    legal move (the setups make those moves lead there)."""
    players, options, moves, kind = CASES[name]
    m = Match.new("jamaica", [Seat(CREW[i], None if i == 0 else "captain", i) for i in range(players)],
                  seed=5, options=options)
    moves = list(moves)
    for _ in range(100):
        movers = m.state.to_move()
        if 0 in movers and not moves:
            break
        if 0 in movers:
            m.submit(*moves.pop(0))
        else:
            m.submit(movers[0], m.state.legal_actions(movers[0])[0])
    m.queue.clear()
    return m


def decision_at(name: str):
    m = match_at(name)
    state = m.state
    return state, choices.decide(state.view(0), 0, state.legal_actions(0), CREW[:state.players])


# ------------------------------------------------------------------ every kind, in every language
@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_every_kind_of_decision_is_built_from_the_view_in_whole_words(lang):
    """Each case reaches its kind; the options are exactly the legal actions; every kind has its
    coach's tip; no prompt or label shows a Python value; every picture is one a phone may fetch."""
    allowed = allowed_pictures(phone_hand.PICTURES)
    i18n.set_language(lang)
    try:
        for name, (_players, _options, _moves, kind) in CASES.items():
            state, dec = decision_at(name)
            assert dec.kind == kind, (name, dec.kind)
            assert dec.actions == [o.action for o in dec.options]
            assert sorted(map(repr, dec.actions)) == sorted(map(repr, state.legal_actions(0))), name
            assert kind in TIPS
            for text in [dec.prompt, dec.confirm] + [s for o in dec.options for s in o.steps] + [
                    o.hint for o in dec.options]:
                assert "None" not in text and "{" not in text, (name, text)
            for o in dec.options:
                assert o.picture is None or (o.picture in allowed and o.picture.startswith(phone_hand.PICTURES)), \
                    (name, o.picture)
            labels = [o.label for o in dec.options]
            assert len(set(labels)) == len(labels), (name, labels)      # no two options read alike
    finally:
        i18n.set_language("en")


def test_the_words_name_the_goods_spaces_and_loot_as_whole_phrases():
    _s, fork = decision_at("fork")
    assert {o.action: o.label for o in fork.options} == {Sail(7): "Space 7, sea: pay 2 food",
                                                         Sail(13): "Space 13, sea: pay 3 food"}
    assert fork.option_of(Sail(13)).hint == "A fight there with Calico Jack."
    _s, ghost = decision_at("ghost")
    assert [o.label for o in ghost.options] == ["Back to space 18, a port", "Forward to space 22, a pirate lair"]
    _s, retreat = decision_at("retreat")
    assert retreat.prompt == "Short of supplies: pick the way back to the previous pirate lair"
    assert {o.label for o in retreat.options} == {"Space 11, pirate lair: take its treasure",
                                                   "Space 4, pirate lair: take its treasure"}
    _s, loot = decision_at("loot")
    assert [o.label for o in loot.options] == ["5 doubloons", "2 food", "1 gunpowder", "Take Morgan's map",
                                               "Take a face-down treasure, blind", "Take nothing and sail on"]
    _s, defend = decision_at("defend")
    assert defend.prompt == "Spend gunpowder before your roll: +1 each (to beat 6)"     # 4 + Lady Beth's 2


# ------------------------------------------------------------------ routes, from the public circuit
@pytest.mark.parametrize("players,options,seed", [(2, {"ghost_ship": True}, 21), (4, {}, 22), (6, {}, 23)])
def test_every_route_offered_is_the_route_the_engine_sails(players, options, seed):
    """A fork's branches, the ghost ship's ways and the retreats are worked out from the view and
    the circuit: each option's ship and spaces are those of the Sailed event its action makes."""
    state = game.get("jamaica").new_state(players=players, seed=seed, options=options)
    states = [state] + [match_at(name).state for name in ("fork", "ghost", "retreat")]
    rng = Rng(seed)
    kinds = set()

    def check(st):
        for seat in st.to_move():
            legal = st.legal_actions(seat)
            if not isinstance(legal[0], (Sail, Retreat)):
                continue
            dec = choices.decide(st.view(seat), seat, legal, CREW + ["Dora", "Ed", "Flint"])
            kinds.add(dec.kind)
            for o in dec.options:
                sailed = next(e for e in st.clone().apply(seat, o.action) if e.TYPE == "sailed")
                assert (o.data["ship"], tuple(o.data["path"])) == (sailed.ship, tuple(sailed.path)), o
    for st in states[1:]:
        check(st)
    for _ in range(600):
        if state.is_over():
            break
        check(state)
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
    assert kinds == {"fork", "ghost", "retreat"}


# ------------------------------------------------------------------ issue 40
@pytest.mark.parametrize("lang,words", [("en", "Every hold is full: empty one back to the bank to load 2 food"),
                                        ("es", "Todas las bodegas están llenas: vacía una en la banca para cargar "
                                               "2 fichas de víveres"),
                                        ("it", "Tutte le stive sono piene: svuotane una nella banca per caricare "
                                               "2 segnalini viveri")])
def test_a_load_with_every_hold_full_says_what_waits_to_be_loaded(tmp_home, lang, words):
    """Issue 40: with every hold full at a load, the top line read "... to load 0 None" (the words
    came from the table's lagging view). The prompt is a whole sentence from the seat's own view,
    the TV shows it even while what it draws lags behind, and each hold offered is named."""
    app = make_app()
    i18n.set_language(lang)
    try:
        table = JamaicaTable(app, match_at("dump"))
        app._push(Title(app))
        app.push(table)
        run_until(app, lambda: table.decision() is not None, dt=0.1, frames=600)
        dec = table.decision()
        assert dec.kind == "dump" and dec.prompt == words
        table.shown["task"] = None                     # the board still shows an earlier moment
        table._decision_key = None
        assert table.decision().prompt == words and hud.prompt_line(table, table.decision()).startswith(words)
        labels = [o.label for o in dec.options]
        if lang == "en":       # the least loss first (1 gunpowder), doubloons last
            assert labels == ["Hold 3: 1 gunpowder", "Hold 4: 2 gunpowder", "Hold 2: 2 doubloons",
                              "Hold 1: 3 doubloons"]
        app.draw()
    finally:
        i18n.set_language("en")
        app.shutdown()


def test_the_ghost_ships_full_holds_are_its_own_sentence():
    view = {"players": 2, "task": {"task": "load", "ship": 2, "kind": "gold", "n": 5, "source": "plunder", "by": 0},
            "ships": [{}, {}, {"holds": [{"kind": "food", "amount": 2}, {"kind": "gold", "amount": 3}]}]}
    dec = choices.decide(view, 0, [Dump(0)], CREW[:2])
    assert dec.prompt == ("Every hold of the ghost ship is full: empty one back to the bank to load 5 doubloons")


@pytest.mark.parametrize("lang,gold", [("en", "3 doubloons"), ("es", "3 doblones"), ("it", "3 dobloni")])
def test_the_dice_panel_counts_doubloons(tmp_home, monkeypatch, lang, gold):
    """Issue 40: the captain's dice panel said "Gold 3" where everything else says doubloons."""
    app = make_app()
    i18n.set_language(lang)
    drawn = []
    real = choices_panels.fitted

    def fitted(surface, text, *args, **kw):
        drawn.append(text)
        return real(surface, text, *args, **kw)
    monkeypatch.setattr(choices_panels, "fitted", fitted)
    try:
        table = JamaicaTable(app, match_at("dice"))       # gold/gold in hand, the dice 3 and 1
        app._push(Title(app))
        app.push(table)
        run_until(app, lambda: table.decision() is not None, dt=0.1, frames=600)
        drawn.clear()
        app.draw()
        assert gold in drawn and not any("Gold" in t or "Oro" in t for t in drawn), drawn
    finally:
        i18n.set_language("en")
        app.shutdown()


# ------------------------------------------------------------------ the TV draws and submits it
def test_the_tv_offers_the_decisions_options_in_order_and_submits_the_focused_one(tmp_home):
    app = make_app()
    table = JamaicaTable(app, match_at("loot"))
    app._push(Title(app))
    app.push(table)
    sent = watch_submits(table)
    run_until(app, lambda: table.decision() is not None, dt=0.1, frames=600)
    dec = table.decision()
    assert dec.kind == "loot" and table.sel == dec.focus == 0
    app.draw()
    drawn = {i for i, _r in table.choice_rects if i != "confirm"}
    assert drawn == set(range(len(dec.options)))        # every option has its tile (the holds their rings too)
    for k in range(1, len(dec.options) + 1):            # right steps through them in order, round again
        key(pygame.K_RIGHT)
        app.step(1 / 60)
        assert table.sel == k % len(dec.options)
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)
    run_until(app, lambda: sent)
    assert sent == [(0, dec.options[2].action)] == [(0, Loot("hold", 0))]     # the 1 gunpowder
    app.shutdown()


def test_an_amount_of_gunpowder_stops_at_its_ends(tmp_home):
    app = make_app()
    table = JamaicaTable(app, match_at("powder"))
    app._push(Title(app))
    app.push(table)
    run_until(app, lambda: table.decision() is not None, dt=0.1, frames=600)
    key(pygame.K_LEFT)
    app.step(1 / 60)
    assert table.sel == 0                                # no wrap to "all of it"
    for _ in range(6):
        key(pygame.K_RIGHT)
    app.step(1 / 60)
    assert table.decision().options[table.sel].action == Gunpowder(3)
    app.shutdown()


# ------------------------------------------------------------------ the lesson points into it
def test_the_lessons_keys_reach_the_option_the_step_asks_for_from_any_focus(tmp_home):
    app = make_app()
    scene = lessons.start(app, "jamaica")
    table = scene.table
    for wanted, focus in ((Gunpowder(2), 4), (Loot("hold", 1), 3)):
        lessons.drive(app, scene, until=lambda c: c.open and wanted in (c.step.expect, c.step.wait))
        lessons.until_ready(app, scene, frames=1000)
        dec = table.decision()
        table.sel = focus                                 # the learner wandered off the first focus
        presses = scene.lesson.keys(table, wanted)
        assert presses[-1] == "confirm"
        lessons.press(*presses[:-1])
        app.step(1 / 60)
        assert dec.options[table.sel].action == wanted == dec.options[dec.index_of(wanted)].action
        lessons.press("confirm")
        run_until(app, lambda: wanted in [a for _s, a in table.match.log], frames=600)
    app.shutdown()


# ------------------------------------------------------------------ a phone's hand
def test_a_phones_hand_shows_only_its_own_things_with_allowed_pictures():
    allowed = allowed_pictures(phone_hand.PICTURES)
    state = match_at("loot").state
    groups, figures = phone_hand.hand(state.view(1), 1, CREW[:2])
    titles = [g["title"] for g in groups]
    assert titles == ["Played face down", "Your hand", "Your holds", "Your treasures"]
    treasures = groups[-1]["cards"]
    assert [c["title"] for c in treasures] == ["Morgan's map", "Treasure +3"]      # its own face-down one
    assert all(c["image"] in allowed and c["image"].startswith(phone_hand.PICTURES) for g in groups
               for c in g["cards"])
    assert figures == [{"label": "Space", "value": "13"}]
    other, _f = phone_hand.hand(state.view(0), 0, CREW[:2])
    assert "Treasure +3" not in [c["title"] for g in other for c in g["cards"]]


@pytest.mark.parametrize("lang,how", [("en", "(click to pick, click again to confirm)"),
                                      ("es", "(clic para elegir, otro clic para confirmar)")])
def test_the_top_line_says_how_to_choose_with_the_device_in_hand(tmp_home, lang, how):
    """The decision's prompt carries no key hints: the top line adds the arrows, or the mouse's
    clicks once the mouse was used, in the language spoken; on the map, the route focused."""
    app = make_app()
    i18n.set_language(lang)
    try:
        table = JamaicaTable(app, match_at("fork"))
        app._push(Title(app))
        app.push(table)
        run_until(app, lambda: table.decision() is not None, dt=0.1, frames=600)
        dec = table.decision()
        focused = dec.options[table.sel].label
        assert hud.prompt_line(table, dec) == f"{dec.prompt} \u2190\u2192 \u2014 {focused}"
        app.input.last_kind = "mouse"
        assert hud.prompt_line(table, dec) == f"{dec.prompt} {how} \u2014 {focused}"
    finally:
        i18n.set_language("en")
        app.shutdown()
