"""End to end, headless: title -> game select -> lobby -> a whole bot game of Cartagena -> results -> title.

Driven only by synthetic keyboard and gamepad events, as a player would.
"""
from __future__ import annotations

import pygame

from scenes.cartagena.table import CartagenaTable
from scenes.lobby import Lobby
from scenes.results import Results
from scenes.select import GameSelect
from scenes.title import Title

from .helpers import key, make_app, pad_button, run_until


def test_title_to_a_whole_bot_game_and_back(tmp_home):
    app = make_app()
    app.settings.anim_speed = 3.0
    app._push(Title(app))
    app.step(1 / 60)
    assert isinstance(app.top, Title)
    labels = [i.label for i in app.top.menu.items]
    assert labels[0] == "Play" and labels[-2:] == ["Settings", "Quit"] and "Continue" not in labels

    key(pygame.K_RETURN)                                  # Play
    run_until(app, lambda: isinstance(app.top, GameSelect))
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=0)  # Cartagena, with a pad
    run_until(app, lambda: isinstance(app.top, Lobby))
    lobby = app.top
    assert lobby.spec.id == "cartagena"

    # The pad that chose the game sits at seat 1; seat 2 is a bot. The pad hands its
    # own seat to a bot too (right on its row), then sets sail.
    assert lobby.seats[0].kind == "human" and lobby.seats[0].device == "pad:0"
    assert lobby.seats[1].kind == "normal"
    for _ in range(len(lobby.menu.items) - 1):
        pad_button(pygame.CONTROLLER_BUTTON_DPAD_UP, instance_id=0)
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, instance_id=0)
    run_until(app, lambda: lobby.seats[0].kind == "normal")
    for _ in range(len(lobby.menu.items) - 1):
        pad_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN, instance_id=0)
    run_until(app, lambda: lobby.menu.focused.label == "Set sail!")
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=0)
    run_until(app, lambda: isinstance(app.top, CartagenaTable))
    table = app.top
    assert len(table.match.seats) == 2 and all(s.is_bot for s in table.match.seats)

    # The bots play the whole game; every event is animated on the way.
    run_until(app, lambda: isinstance(app.top, Results), dt=0.2, frames=40000)
    assert table.match.is_over()
    assert table.match.state.winners()
    assert len(table.match.log) > 20

    results = app.top
    run_until(app, lambda: results.time >= results.input_delay)   # who won, before any key counts
    assert results.menu.focused.label == "Back to title"
    key(pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, Title))
    assert len(app.stack) == 1
    assert "Continue" not in [i.label for i in app.top.menu.items]   # nothing to continue
    app.shutdown()
