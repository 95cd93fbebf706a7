"""The lobby (issue 21, item 8): its prompt row says what the keys do on the focused line; it
offers the crew that last set sail at the game (names, devices that are still here, bot levels
and temperaments, colours); its hint text reads from the couch."""
from __future__ import annotations

import json

import pygame

from scenes.config import crews_path, load_crews
from scenes.lobby import Lobby
from scenes.table import TableScene
from scenes.title import Title

from .helpers import key, make_app, run_until

STEER = "\u2190\u2192"


def lobby_of(app, game_id: str, host: str | None = "keyboard") -> Lobby:
    lobby = Lobby(app, game_id, host=host)
    app._push(lobby)
    app.step(1 / 60)
    return lobby


def focus(lobby: Lobby, label: str) -> None:
    lobby.menu.index = [item.text() for item in lobby.menu.items].index(label)


def test_the_prompt_row_follows_the_focus(tmp_home):
    app = make_app()
    app._push(Title(app))
    lobby = lobby_of(app, "palabra")
    lobby.menu.index = 0                                     # the keyboard's own seat
    assert lobby.prompt_items()[:2] == [("confirm", "Name"), ("alt", "Colour")]
    lobby.menu.index = 1                                     # a bot with temperaments
    assert lobby.prompt_items()[:2] == [(STEER, "Level"), ("confirm", "Temperament")]
    lobby.menu.index = 2                                     # a free seat
    assert lobby.prompt_items()[0] == ("confirm", "Join")
    focus(lobby, "Variant")
    assert lobby.prompt_items()[0] == (STEER, "Change")
    focus(lobby, "How to play")
    assert lobby.prompt_items()[0] == ("confirm", "How to play")
    focus(lobby, "Set sail!")
    assert lobby.prompt_items() == [("confirm", "Set sail!"), (STEER, "Other column"), ("back", "Back")]
    app.shutdown()


def test_left_and_right_on_a_line_with_nothing_to_turn_go_to_the_other_column(tmp_home):
    """Issue 40, item 4: Left/Right did nothing on "Set sail!" nor between the columns. On a line
    with no value to turn they lead to the other column's line at the nearest height; on a seat or
    an option they still turn its value."""
    app = make_app()
    app._push(Title(app))
    lobby = lobby_of(app, "cartagena")
    focus(lobby, "Set sail!")
    sail = lobby.menu.index
    key(pygame.K_LEFT)
    app.step(1 / 60)
    here, there = lobby.menu.rects[lobby.menu.index], lobby.menu.rects[sail]
    assert here.x < there.x and lobby.menu.index < len(lobby.seats) + 2        # the left column
    nearest = min(range(len(lobby.seats) + 2), key=lambda i: abs(lobby.menu.rects[i].centery - there.centery))
    assert lobby.menu.index == nearest
    focus(lobby, "Another player on the keyboard")
    left = lobby.menu.index
    key(pygame.K_RIGHT)
    app.step(1 / 60)
    assert lobby.menu.rects[lobby.menu.index].x > lobby.menu.rects[left].x    # the right column
    focus(lobby, "How to play")
    key(pygame.K_RIGHT)                       # either way leads across: to the left column
    app.step(1 / 60)
    assert lobby.menu.rects[lobby.menu.index].x == lobby.menu.rects[left].x
    lobby.menu.index = 1                      # a bot seat: right still turns its level
    before = lobby.seats[1].kind
    key(pygame.K_RIGHT)
    app.step(1 / 60)
    assert lobby.menu.index == 1 and lobby.seats[1].kind != before
    app.shutdown()


def test_the_next_lobby_offers_the_last_crew_of_that_game(tmp_home):
    app = make_app()
    app._push(Title(app))
    lobby = lobby_of(app, "palabra")
    lobby.seats[0].name = "Zed"
    lobby.seats[0].colour = 5
    lobby.seats[1].kind, lobby.seats[1].name = "hard:greedy", "Old Tom"
    lobby.seats[2].kind, lobby.seats[2].device, lobby.seats[2].name = "human", "keyboard", "Wen"
    lobby.seats[3].kind, lobby.seats[3].name, lobby.seats[3].colour = "easy", "Bart", 0
    focus(lobby, "Set sail!")
    key(pygame.K_RETURN)
    run_until(app, lambda: any(isinstance(s, TableScene) for s in app.stack))   # (a curtain first)
    app.shutdown()
    crews, problem = load_crews()
    assert problem is None and [s["name"] for s in crews["palabra"]] == ["Zed", "Old Tom", "Wen", "Bart"]

    app = make_app()
    app._push(Title(app))
    again = lobby_of(app, "palabra")
    seats = [(s.name, s.kind, s.device, s.colour) for s in again.seats[:4]]
    assert seats == [("Zed", "human", "keyboard", 5), ("Old Tom", "hard:greedy", None, 1),
                     ("Wen", "human", "keyboard", 2), ("Bart", "easy", None, 0)]
    assert all(s.kind == "free" for s in again.seats[4:])
    assert len({s.colour for s in again.seats}) == len(again.seats)     # every seat its own colour
    other = lobby_of(app, "jamaica")                       # another game keeps its own crew
    assert other.seats[0].name != "Zed" and other.seats[0].kind == "human"
    app.shutdown()


def test_a_remembered_pad_takes_its_seat_only_if_it_is_plugged_in(tmp_home):
    crews_path().parent.mkdir(parents=True, exist_ok=True)
    crews_path().write_text(json.dumps({"cartagena": [
        {"name": "Anne", "colour": 0, "kind": "human", "device": "keyboard"},
        {"name": "Padma", "colour": 1, "kind": "human", "device": "pad", "pad": "Gamepad"},
        {"name": "Jack", "colour": 2, "kind": "kraken"},            # a bot the game no longer has
    ]}))
    app = make_app()
    app._push(Title(app))
    lobby = lobby_of(app, "cartagena")
    assert (lobby.seats[0].name, lobby.seats[0].device) == ("Anne", "keyboard")
    assert lobby.seats[1].kind != "human" and lobby.seats[2].name != "Jack"
    app.input.pads[7], app.input.pad_names[7] = None, "Gamepad"     # the pad is back
    lobby = lobby_of(app, "cartagena")
    assert (lobby.seats[1].name, lobby.seats[1].device) == ("Padma", "pad:7")
    app.shutdown()


def test_a_crews_file_that_cannot_be_read_is_set_aside_and_said(tmp_home):
    crews_path().parent.mkdir(parents=True, exist_ok=True)
    crews_path().write_text('{"cartagena": [{"name": 7}]}')
    app = make_app()
    app._push(Title(app))
    lobby = lobby_of(app, "cartagena")
    assert lobby.seats[0].kind == "human" and lobby.seats[1].kind == "normal"    # the defaults
    assert any("could not be read" in n for n in app.notices)
    assert not crews_path().exists() and list(crews_path().parent.glob("crews.json.corrupt-*"))
    app.shutdown()


def luminance(rgb) -> float:
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(float(v)) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_the_hint_line_is_large_and_bright_enough_to_read_from_the_couch(tmp_home, monkeypatch):
    app = make_app()
    app._push(Title(app))
    lobby = lobby_of(app, "palabra")
    for index in (0, 1, 2):
        lobby.menu.index = index
        app.draw()
        with_hint = app.canvas.copy()
        with monkeypatch.context() as m:
            m.setattr(lobby, "seat_hint", lambda seat: "")
            app.draw()
            without = app.canvas.copy()
        changed = [(x, y) for x in range(0, 1920, 3) for y in range(880, 1015, 2)
                   if with_hint.get_at((x, y)) != without.get_at((x, y))]
        assert changed, "a hint is drawn"
        ys = [y for _, y in changed]
        assert max(ys) - min(ys) >= 24                      # body-sized letters, not small print
        xs = [x for x, _ in changed]
        box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        assert box.bottom < 1018                            # above the prompt row's band
        back = max(luminance(without.get_at((x, y))) for x in range(box.left, box.right, 4)
                   for y in range(box.top, box.bottom, 4))
        text = max(luminance(with_hint.get_at(p)) for p in changed)
        assert (text + 0.05) / (back + 0.05) >= 7.0         # WCAG AAA against its brightest ground
    app.shutdown()
