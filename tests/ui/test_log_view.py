"""The ship's log overlay (scenes/logview.py) on every table: the whole game, scrolled by line and by
chapter, and while it is open no input reaches the board behind it."""
from __future__ import annotations

import pygame
import pytest

import game
from game import Match, Seat
from scenes.tables import table_for

from .helpers import key, make_app

GAMES = [("cartagena", 3), ("jamaica", 3), ("palabra", 3), ("libertalia", 3), ("pagamas", 4)]


def played_table(app, gid: str, players: int, events: int = 100, options: dict | None = None, seed: int = 5):
    """A table with a human at seat 0 whose history holds `events` events played by first legal moves
    (with these lobby `options` and `seed`); the game is not over."""
    seats = [Seat(f"P{i}", None if i == 0 else game.get(gid).default_bot, i) for i in range(players)]
    table = table_for(app, Match.new(gid, seats, seed=seed, options=options))
    match = table.match
    while len(table.history) < events and not match.is_over():
        event = match.pop_event()
        if event is not None:
            table.history.append(event)
            continue
        seat = match.state.to_move()[0]
        match.submit(seat, match.state.legal_actions(seat)[0])
    assert not match.is_over()
    match.queue.clear()
    table.sync()
    app.push(table)
    app.step(1 / 60)
    return table


@pytest.mark.parametrize("gid,players", GAMES)
def test_the_open_log_takes_every_input_and_scrolls_the_whole_game(tmp_home, gid, players, monkeypatch):
    app = make_app()
    table = played_table(app, gid, players)
    reached = []
    monkeypatch.setattr(table, "handle_board", lambda intent: reached.append(intent.kind))
    key(pygame.K_l)
    app.step(1 / 60)
    assert table.show_log and app.top is table
    app.draw()                                       # lays the rows out for the panel's height
    rows = table.log_rows()
    assert len(rows) > table.logview.visible          # the whole game, more than a screenful
    first = next(line for line, _ in table.log_entries())
    assert first.startswith(rows[0].text)             # from the game's very first line
    bottom = len(rows) - table.logview.visible
    assert table.logview.first_row(len(rows)) == bottom   # opens on the newest lines
    journal = len(table.match.log)
    for k in (pygame.K_TAB, pygame.K_e, pygame.K_UP, pygame.K_UP, pygame.K_q, pygame.K_r, pygame.K_a):
        key(k)
        app.step(1 / 60)
    assert reached == [] and table.show_log and len(table.match.log) == journal
    key(pygame.K_UP)
    app.step(1 / 60)
    top = table.logview.first_row(len(rows))
    assert top < bottom
    key(pygame.K_LEFT)                               # back to the chapter before
    app.step(1 / 60)
    chapter = table.logview.first_row(len(rows))
    assert chapter < top and (rows[chapter].chapter or chapter == 0)
    assert any(r.chapter for r in rows)
    for _ in range(len(rows)):
        key(pygame.K_DOWN)
    app.step(1 / 60)
    assert table.logview.top is None                 # scrolled back to the bottom: follows the newest
    key(pygame.K_l)
    app.step(1 / 60)
    assert not table.show_log and reached == []
    key(pygame.K_TAB)
    app.step(1 / 60)
    assert reached == ["alt"]                        # closed: the board has its input again


def test_escape_closes_the_log_without_opening_the_pause_menu(tmp_home):
    app = make_app()
    table = played_table(app, "cartagena", 2, events=30)
    key(pygame.K_l)
    app.step(1 / 60)
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    app.step(1 / 60)
    assert not table.show_log and app.top is table


def test_the_wheel_scrolls_three_lines(tmp_home):
    app = make_app()
    table = played_table(app, "jamaica", 3)
    key(pygame.K_l)
    app.step(1 / 60)
    app.draw()
    rows = table.log_rows()
    bottom = len(rows) - table.logview.visible
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(900, 500), button=4))
    app.step(1 / 60)
    assert table.logview.first_row(len(rows)) == bottom - 3
