"""Palabra's one decision model on the TV: the controls stand only on the decision's options, start on
its focus, reach every option by their keys (the lesson's), and the panels draw every kind.

`scenes/palabra/choices.py` builds the Decision (tests/test_decisions.py checks it lists exactly the
legal actions); `controls.Controls` is the TV's navigation over it, `choices_panels` its drawing.
"""
from __future__ import annotations

import pygame
import pytest

import game
from game import Match, Seat
from game.core.rng import Rng
from game.palabra.actions import Bid, Place, Talk, UseRum
from game import shipped
from scenes.palabra.choices import decide
from scenes.palabra.controls import Controls
from scenes.palabra.phone_hand import PICTURES, hand
from scenes.palabra.table import PalabraTable

from .helpers import make_app

NAMES = ["Anne", "Bart", "Calico", "Dora", "Ed"]
GAMES = [(2, {}, 1), (3, {}, 2), (5, {"market": False, "talk": False}, 3), (4, {"talk": False}, 4)]
KEYS = ("left", "right", "up", "down", "back", "confirm", "alt")


def decisions(players: int, options: dict, seed: int, moves: int = 160):
    """(state, seat, decision) for every seat to move along a seeded game of random moves."""
    state = game.get("palabra").new_state(players=players, seed=seed, options=options)
    rng = Rng(seed)
    for _ in range(moves):
        if state.is_over():
            return
        for seat in state.to_move():
            yield state, seat, decide(state.view(seat), seat, state.legal_actions(seat), NAMES[:players])
        seat = state.to_move()[rng.randrange(len(state.to_move()))]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])


def play(decision, keys) -> object:
    """Press `keys` on fresh controls; the action the last one submits (none before it)."""
    c = Controls(decision)
    for n, k in enumerate(keys):
        action, _sound = c.handle(k)
        if action is not None:
            assert n == len(keys) - 1, (decision.kind, keys, n)
            return action
    return None


def confirmed(decision) -> object:
    """Enter, Enter...: what fresh controls submit when the player moves nothing."""
    c = Controls(decision)
    for _ in range(8):
        action, _sound = c.handle("confirm")
        if action is not None:
            return action
    return None


@pytest.mark.parametrize("players,options,seed", GAMES, ids=[f"{p}p-{s}" for p, _o, s in GAMES])
def test_the_controls_start_on_the_focus_reach_every_option_and_submit_only_options(players, options, seed):
    rng = Rng(seed)
    kinds = set()
    for _state, _seat, d in decisions(players, options, seed):
        kinds.add(d.kind)
        # Confirm, confirm...: the focus is what the controls submit without a move of the player.
        assert confirmed(d) == d.options[d.focus].action, d.kind
        # Each option (a handful of each decision) is reached by the keys the controls give for it.
        for k in sorted({0, len(d.options) - 1, *(rng.randrange(len(d.options)) for _ in range(3))}):
            want = d.options[k].action
            assert play(d, Controls(d).keys_to(want)) == want, (d.kind, d.options[k].words)
        # Any walk of keys submits nothing but an option of the decision.
        c = Controls(d)
        for _ in range(30):
            action, _sound = c.handle(KEYS[rng.randrange(len(KEYS))])
            if action is not None:
                assert d.index_of(action) is not None
                c = Controls(d)
            assert c.option in d.options
    assert {"place", "pick"} <= kinds and (not options.get("market", True) or "bid" in kinds), kinds


def test_the_rum_bottle_starts_with_the_ships_where_they_lie_and_names_the_rats():
    match = Match.new("palabra", [Seat(n, None, i) for i, n in enumerate(("Anne", "Bart", "Cleo"))], seed=5,
                      options={"talk": False, "setup": {"day": 2, "dagger": 0, "ships": [[1, 16], [2, 15], [3, 14]],
                                                        "chests": [{"gold": 1}, {}, {}]}})
    state = match.state
    for seat, ships in enumerate((((0, 16), (2, 0)), ((0, 2), (1, 15)), ((1, 3), (2, 14)))):
        match.submit(seat, Place(ships=ships))
    match.submit(0, Bid(gold=1))
    match.submit(0, UseRum(target=1))
    d = decide(state.view(0), 0, state.legal_actions(0), ["Anne", "Bart", "Cleo"])
    assert d.kind == "rearrange"
    focus = d.options[d.focus]
    assert dict(focus.action.ships) == {0: 16, 2: 0} and focus.hint == "Your ships stay as they are: no rat."
    swap = next(o for o in d.options if dict(o.action.ships) == {0: 0, 2: 16})
    assert swap.hint == "2 cards move: each gets a rat."


def test_the_talk_keeps_each_islands_signal_while_walking_the_islands():
    match = Match.new("palabra", [Seat(n, None, i) for i, n in enumerate(("Anne", "Bart", "Cleo"))], seed=2)
    state = match.state
    d = decide(state.view(0), 0, state.legal_actions(0), ["Anne", "Bart", "Cleo"])
    c = Controls(d)
    assert c.option.action == Talk() and c.option.steps == ("Island A (with Bart): say nothing",
                                                             "Island C (with Cleo): say nothing")
    c.handle("right")                   # island A: I will share
    c.handle("down")
    c.handle("right")
    c.handle("right")                   # island C: I will raid
    c.handle("up")                      # back on island A: its signal stays
    assert c.option.action == Talk(signals=((0, "share"), (2, "raid")))
    assert c.handle("alt")[0] == Talk()                       # Tab says nothing at all


@pytest.mark.parametrize("players,options,seed", GAMES[:2], ids=[f"{p}p-{s}" for p, _o, s in GAMES[:2]])
def test_the_table_draws_every_decision_with_its_targets_on_the_screen(tmp_home, players, options, seed):
    """All seats at the couch, each move from the table's own decision: every kind is drawn, the
    mouse's targets lie on the screen, and the tray's inside the tray."""
    app = make_app()
    app.settings.curtains = False
    match = Match.new("palabra", [Seat(NAMES[i], None, i) for i in range(players)], seed=seed, options=options)
    table = PalabraTable(app, match)
    app.push(table)
    screen = pygame.Rect(0, 0, 1920, 1080)
    rng = Rng(seed)
    kinds = set()
    for _ in range(140):
        while match.queue:
            table.history.append(match.pop_event())
        if match.is_over():
            break
        seat = match.state.to_move()[0]
        table.viewer = seat
        table.sync()
        table.refresh_choice()
        c = table.choice
        assert c is not None and c.seat == seat and c.kind in table.coach_tips
        for _k in range(rng.randrange(3)):
            table.choose(c, ("left", "right", "confirm")[rng.randrange(2)])
        table.draw(app.canvas)
        kinds.add(c.kind)
        assert c.rects, c.kind
        for target, rect in c.rects.items():
            assert screen.contains(rect), (c.kind, target, rect)
            if c.tray and isinstance(target, tuple) and target[0] in ("row", "tile", "col", "up", "down"):
                assert table.lay.tray.contains(rect), (c.kind, target, rect)
        legal = match.state.legal_actions(seat)
        match.submit(seat, legal[rng.randrange(len(legal))])
    assert {"talk", "place", "bid", "use", "pick"} <= kinds, kinds
    app.shutdown()


def test_a_phones_hand_and_every_picture_of_a_decision_are_in_the_allowed_folders():
    root = shipped.assets()
    state = game.get("palabra").new_state(players=3, seed=4, options={"setup": {"chests": [{"gold": 2, "red": 1}, {}, {}]}})
    groups, figures = hand(state.view(0), 0, NAMES[:3])
    assert [g["title"] for g in groups] == ["Your ships", "Your chest"]
    assert [c["count"] for c in groups[1]["cards"]] == [2, 1] and figures == [{"label": "Score", "value": "7"}]
    pictures = [c["image"] for g in groups for c in g["cards"]]
    for players, options, seed in GAMES:
        for _state, _seat, d in decisions(players, options, seed, moves=120):
            pictures += [o.picture for o in d.options if o.picture]
    assert pictures
    for picture in set(pictures):
        assert picture.rsplit("/", 1)[0] in PICTURES and (root / picture).is_file(), picture
