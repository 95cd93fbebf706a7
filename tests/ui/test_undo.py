"""Undo at the tables, headless: U (or a pad's Y) takes back the human's own last action through
the match, the board re-reads the view, the prompt row offers it only when it is available."""
from __future__ import annotations

import random

import pygame
import pytest

import game
from game import Match, Seat
from scenes.tables import table_for
from scenes.title import Title

from .helpers import key, make_app, pad_button, run_until

PLAYERS = {"cartagena": 3, "jamaica": 3, "libertalia": 3, "palabra": 4, "pagamas": 4}


def open_table(app, gid, seats=None, bindings=None, seed=2):
    spec = game.get(gid)
    seats = seats or [Seat("Anne")] + [Seat(f"Bot{i}", spec.default_bot, i) for i in range(1, PLAYERS[gid])]
    match = Match.new(gid, seats, seed=seed)
    table = table_for(app, match, bindings)
    app._push(Title(app))
    app.push(table)
    app.step(1 / 60)
    return table


def idle(app, table, frames=4000) -> int | None:
    """Run until a human of the couch is to move and nothing is animating; that seat."""
    run_until(app, lambda: table.human_to_move() is not None and not table.busy
              or table.match.is_over(), dt=0.1, frames=frames)
    return table.human_to_move()


def undoable_move(app, table, rng, limit=400):
    """Play random legal actions for the humans through the table until one may be taken
    back; returns (the state's JSON before it, the seat)."""
    for _ in range(limit):
        seat = idle(app, table)
        assert not table.match.is_over(), "the game ended before an action could be taken back"
        before = table.match.state.to_json()
        action = rng.choice(table.match.state.legal_actions(seat))
        assert table.submit(seat, action)
        run_until(app, lambda: not table.busy, dt=0.1)
        if table.undo_seat() == seat:
            return before, seat
    raise AssertionError(f"no action of a human could be taken back in {limit} tries")


@pytest.mark.parametrize("gid", game.ids())
def test_u_takes_back_the_humans_last_action_and_the_board_follows(tmp_home, gid):
    app = make_app()
    seats = None
    if gid == "palabra":
        # Every choice of Palabra is made face down by all at once and the bots choose at once:
        # a human's choice can be taken back while another human has still to choose.
        app.settings.curtains = False
        spec = game.get(gid)
        seats = [Seat("Anne"), Seat("Ben", None, 1)] + [Seat(f"Bot{i}", spec.default_bot, i) for i in (2, 3)]
    table = open_table(app, gid, seats)
    before, seat = undoable_move(app, table, random.Random(4))
    assert ("undo", "Undo") in table.with_undo([("log", "Log"), ("menu", "Menu")])
    key(pygame.K_u)
    app.step(1 / 60)
    assert table.match.state.to_json() == before
    run_until(app, lambda: not table.busy, dt=0.1)
    assert table.shown == table.match.state.view(table.viewer)
    assert table.match.taken_back and table.history[-1].TYPE == "taken_back"
    assert seat in table.match.state.to_move()
    # once taken back, nothing more of it: the row no longer offers Undo unless another step can go
    if table.undo_seat() is None:
        assert ("undo", "Undo") not in table.with_undo([("log", "Log")])
    app.shutdown()


def test_a_pad_y_takes_back_and_the_keyboard_of_another_seat_cannot(tmp_home):
    app = make_app()
    table = open_table(app, "cartagena", bindings={0: "pad:0"})
    before, _ = undoable_move(app, table, random.Random(1))
    key(pygame.K_u)                                    # the keyboard is not Anne's device
    app.step(1 / 60)
    assert table.match.state.to_json() != before and "can take back" in table.toast[0]
    pad_button(pygame.CONTROLLER_BUTTON_Y, 0)
    app.step(1 / 60)
    assert table.match.state.to_json() == before
    app.shutdown()


def test_nothing_to_take_back_says_why_and_changes_nothing(tmp_home):
    app = make_app()
    table = open_table(app, "jamaica")
    # the human alone to move: the bots' cards chosen at the same time are in (one arriving
    # between the two looks at the state would change it, not the U key)
    run_until(app, lambda: table.human_to_move() == 0 and not table.busy
              and table.match.state.to_move() == [0], dt=0.1, frames=4000)
    state = table.match.state.to_json()
    assert table.undo_seat() is None
    assert table.with_undo([("log", "Log")]) == [("log", "Log")]
    key(pygame.K_u)
    app.step(1 / 60)
    assert table.match.state.to_json() == state and "take back" in table.toast[0].lower()
    app.shutdown()


def test_after_a_draw_the_table_refuses_with_the_reason(tmp_home):
    app = make_app()
    table = open_table(app, "cartagena")
    for _ in range(40):
        assert idle(app, table) == 0
        legal = table.match.state.legal_actions(0)
        back = next((a for a in legal if a.TYPE == "move_back"), None)
        if back is not None:
            break
        table.submit(0, next(a for a in legal if a.TYPE == "play_card"))
    table.submit(0, back)                                # moving back draws cards
    run_until(app, lambda: not table.busy, dt=0.1)
    state = table.match.state.to_json()
    key(pygame.K_u)
    app.step(1 / 60)
    assert table.match.state.to_json() == state
    assert table.toast is not None and "cannot take back" in table.toast[0]
    app.shutdown()


def test_the_demo_never_offers_undo(tmp_home):
    app = make_app()
    match = Match.new("cartagena", [Seat("A", "pirate", 0), Seat("B", "pirate", 1)], seed=3)
    table = table_for(app, match, demo=True)
    app._push(Title(app))
    app.push(table)
    for _ in range(30):
        app.step(0.1)
        assert table.undo_seat() is None
    app.shutdown()
