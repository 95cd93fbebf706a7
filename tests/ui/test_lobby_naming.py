"""The lobby by synthetic keys and pad buttons: naming a seat fires no game key, joining on a
free seat, the bot that Right gives, the hints naming real keys."""
from __future__ import annotations

import pygame
import pytest

import game
from scenes.lobby import Lobby
from scenes.naming import PIRATE_NAMES
from scenes.select import GameSelect
from scenes.title import Title

from .helpers import key, make_app, pad_button


def lobby_app(game_id="cartagena", host="keyboard"):
    app = make_app()
    app._push(Title(app))
    app._push(GameSelect(app))
    lobby = Lobby(app, game_id, host=host)
    app._push(lobby)
    app.step(1 / 60)
    return app, lobby


def typed(text: str) -> None:
    for ch in text:
        key(getattr(pygame, f"K_{ch.lower()}", pygame.K_SPACE) if ch != " " else pygame.K_SPACE, ch)


def test_typing_a_name_with_backspace_fires_no_game_key(tmp_home):
    app, lobby = lobby_app()
    lobby.menu.index = 0                      # the keyboard's own seat
    kinds = [(s.kind, s.colour) for s in lobby.seats]
    key(pygame.K_RETURN)                      # Enter on a taken seat: name it
    app.step(1 / 60)
    assert lobby.naming is not None and lobby.text_mode() == "all"
    for _ in range(len(lobby.seats[0].name)):
        key(pygame.K_BACKSPACE)
    typed("Sawdepl")                          # s, w, d, e, p, l: each a game key outside typing
    key(pygame.K_BACKSPACE)                   # fix the typo: erases one letter, leaves nothing
    typed("e")
    app.step(1 / 60)
    assert lobby.naming.name == "Sawdepe"
    assert app.top is lobby and lobby.menu.index == 0
    assert [(s.kind, s.colour) for s in lobby.seats] == kinds
    key(pygame.K_RETURN)
    app.step(1 / 60)
    assert lobby.naming is None and lobby.text_mode() == "letters"
    assert lobby.seats[0].name == "Sawdepe"
    # Out of typing, the arrows move the focus; Backspace still goes back.
    key(pygame.K_DOWN)
    app.step(1 / 60)
    assert lobby.menu.index == 1 and lobby.seats[0].name == "Sawdepe"
    app.shutdown()


def test_typing_straight_on_a_seat_names_it_and_no_letter_is_a_game_key(tmp_home):
    app, lobby = lobby_app()
    lobby.menu.index = 0
    kinds = [(s.kind, s.colour) for s in lobby.seats]
    typed("Dwelps")                           # d, w, e, l, p, s: right, up, colour, log, menu, down
    app.step(1 / 60)
    assert lobby.naming is not None and lobby.naming.name == "Dwelps"
    key(pygame.K_BACKSPACE)
    key(pygame.K_RETURN)
    app.step(1 / 60)
    assert lobby.seats[0].name == "Dwelp" and app.top is lobby and lobby.menu.index == 0
    assert [(s.kind, s.colour) for s in lobby.seats] == kinds
    # On a free seat a letter does nothing at all.
    free = next(i for i, s in enumerate(lobby.seats) if s.kind == "free")
    lobby.menu.index = free
    typed("d")
    app.step(1 / 60)
    assert lobby.seats[free].kind == "free" and lobby.naming is None
    app.shutdown()


def test_escape_puts_back_the_old_name_and_stays_in_the_lobby(tmp_home):
    app, lobby = lobby_app()
    lobby.menu.index = 0
    old = lobby.seats[0].name
    key(pygame.K_RETURN)
    typed("xyz")
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert lobby.naming is None and lobby.seats[0].name == old and app.top is lobby
    app.shutdown()


def test_an_empty_name_keeps_the_old_one(tmp_home):
    app, lobby = lobby_app()
    lobby.menu.index = 1                      # the bot's seat can be named too
    old = lobby.seats[1].name
    key(pygame.K_RETURN)
    for _ in range(20):
        key(pygame.K_BACKSPACE)
    key(pygame.K_RETURN)
    app.step(1 / 60)
    assert lobby.seats[1].name == old and app.top is lobby
    app.shutdown()


def test_a_pad_picks_a_pirate_name_from_the_list(tmp_home):
    app, lobby = lobby_app()
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=7)     # the pad joins seat 2
    app.step(1 / 60)
    i = lobby.seat_of("pad:7")
    lobby.menu.index = i
    before = lobby.seats[i].name
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=7)
    app.step(1 / 60)
    assert lobby.naming is not None and not lobby.naming.typed and lobby.text_mode() == "letters"
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, instance_id=7)
    key(pygame.K_x, "x")                      # the keyboard does not type into a pad's naming
    app.step(1 / 60)
    picked = lobby.naming.name
    assert picked in PIRATE_NAMES and picked != before
    assert picked not in {s.name for k, s in enumerate(lobby.seats) if k != i and s.kind != "free"}
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=7)
    app.step(1 / 60)
    assert lobby.naming is None and lobby.seats[i].name == picked
    app.shutdown()


def test_enter_on_a_free_seat_seats_another_keyboard_player_not_a_bot(tmp_home):
    app, lobby = lobby_app()
    free = next(i for i, s in enumerate(lobby.seats) if s.kind == "free")
    lobby.menu.index = free
    key(pygame.K_RETURN)
    app.step(1 / 60)
    assert (lobby.seats[free].kind, lobby.seats[free].device) == ("human", "keyboard")
    assert lobby.seats[free].name not in {s.name for k, s in enumerate(lobby.seats) if k != free}
    app.shutdown()


@pytest.mark.parametrize("game_id", ["cartagena", "palabra", "jamaica", "libertalia", "pagamas"])
def test_right_on_a_free_seat_gives_the_default_bot_labelled_as_a_bot(tmp_home, game_id):
    app, lobby = lobby_app(game_id)
    free = next(i for i, s in enumerate(lobby.seats) if s.kind == "free")
    lobby.menu.index = free
    key(pygame.K_RIGHT)
    app.step(1 / 60)
    spec = game.get(game_id)
    assert lobby.seats[free].kind == spec.default_bot
    assert lobby.kind_label(lobby.seats[free]).endswith("(bot)")
    app.shutdown()


def test_the_prompt_row_offers_the_colour_key_on_a_taken_seat(tmp_home):
    app, lobby = lobby_app()
    seat = lobby.seats[0]
    lobby.menu.index = 0
    assert ("alt", "Colour") in lobby.prompt_items()     # drawn as Tab, or X after a pad was used
    colour = seat.colour
    lobby.menu.index = 0
    key(pygame.K_TAB)
    app.step(1 / 60)
    assert seat.colour != colour
    app.shutdown()
