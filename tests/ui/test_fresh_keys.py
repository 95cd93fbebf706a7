"""Mashing a key never skips who won nor starts a game by itself (issue 21, item 2): the results
ignore every key for a moment and offer "Back to title" first; no screen that starts or ends a
game acts on a key pressed before it appeared (read with the key that brought it, or held down
since)."""
from __future__ import annotations

import pygame

from game import Match, Seat
from scenes.cartagena.table import CartagenaTable
from scenes.lobby import Lobby
from scenes.results import Results
from scenes.select import GameSelect
from scenes.table import TableScene
from scenes.title import Title

from .helpers import key, make_app, run_until


def finished_match() -> Match:
    match = Match.new("cartagena", [Seat("Anne", None, 0), Seat("Jack", "random", 1)], seed=2)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat) if seat else match.state.legal_actions(seat)[0])
    match.queue.clear()
    return match


def down(k: int) -> None:
    """A key pressed (and, until up(), held: the keyboard repeats it)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def up(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def test_the_results_take_no_key_for_a_moment_then_offer_back_to_title_first(tmp_home):
    app = make_app()
    app._push(Title(app))
    app.step(1 / 60)
    table = CartagenaTable(app, finished_match())
    app.push(table)
    run_until(app, lambda: isinstance(app.top, Results), frames=600)
    results = app.top
    drawn = []
    real = results.menu.draw
    results.menu.draw = lambda surface, time: (drawn.append(time), real(surface, time))
    for _ in range(55):                           # Enter mashed for most of a second
        key(pygame.K_RETURN)
        app.step(1 / 60)
    assert app.top is results and not drawn       # who won stays; no buttons yet
    run_until(app, lambda: results.time >= results.input_delay)
    app.step(1 / 60)
    assert drawn and results.menu.focused.label == "Back to title"
    key(pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, Title))
    assert len(app.stack) == 1                    # no new game started
    app.shutdown()


def at_game_select():
    app = make_app()
    app._push(Title(app))
    app._push(GameSelect(app))
    app.step(1 / 60)
    return app


def test_a_key_held_since_the_game_select_does_not_start_the_game_from_the_lobby(tmp_home):
    app = at_game_select()
    down(pygame.K_RETURN)                         # choose Cartagena... and hold Enter
    run_until(app, lambda: isinstance(app.top, Lobby))
    lobby = app.top
    assert lobby.menu.focused.label == "Set sail!"
    for _ in range(30):                           # the keyboard repeats the held key
        down(pygame.K_RETURN)
        app.step(1 / 60)
    assert app.top is lobby
    up(pygame.K_RETURN)
    app.step(1 / 60)
    key(pygame.K_RETURN)                          # a press of its own starts the game
    run_until(app, lambda: isinstance(app.top, TableScene))
    app.shutdown()


def test_keys_read_with_the_one_that_brought_a_screen_are_not_for_it(tmp_home):
    app = at_game_select()
    key(pygame.K_RETURN)                          # Cartagena, and at once Enter again (mashed)
    key(pygame.K_RETURN)
    app.step(1 / 60)
    assert isinstance(app.top, Lobby)
    for _ in range(3):
        app.step(1 / 60)
    assert isinstance(app.top, Lobby)             # the second Enter did not set sail
    lobby = app.top
    lobby.seats[0].kind, lobby.seats[1].kind = "human", "random"
    key(pygame.K_RETURN)                          # Set sail, and Enter again in the same breath
    key(pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, CartagenaTable))
    table = app.top
    moves = len(table.match.log)
    for _ in range(3):
        app.step(1 / 60)
    assert len(table.match.log) == moves          # the table took no move from it
    app.shutdown()
