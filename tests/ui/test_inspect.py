"""Inspecting a board element from the table (scenes/inspect.py): hovering with the mouse shows a
note saying what the element under the pointer does; keys hide it; the open log and the demo show none."""
from __future__ import annotations

import pygame
import pytest

from scenes import inspect

from .helpers import key, make_app
from .test_log_view import played_table


def hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)


@pytest.mark.parametrize("gid,players,title", [("cartagena", 3, "Space 14: "), ("jamaica", 3, "Space 22"),
                                               ("libertalia", 3, None), ("pagamas", 4, None),
                                               ("palabra", 4, "Spyglass")])
def test_hovering_an_element_shows_what_it_does(tmp_home, gid, players, title, monkeypatch):
    app = make_app()
    table = played_table(app, gid, players, events=60)
    spots = table.inspect_spots()
    assert spots and all(s.title and s.text for s in spots)
    spot = next(s for s in spots if title is None or s.title.startswith(title))
    hover(app, spot.rect.center)
    assert table.inspected() is not None and table.inspected().title == spot.title
    notes = []
    real = inspect.draw_note
    monkeypatch.setattr(inspect, "draw_note", lambda surface, s, pos: notes.append(s) or real(surface, s, pos))
    app.draw()
    assert [n.title for n in notes] == [spot.title]
    key(pygame.K_DOWN)                               # the keyboard plays on: the note goes
    app.step(1 / 60)
    assert table.inspected() is None
    hover(app, spot.rect.center)
    key(pygame.K_l)                                  # nothing shows over the open log
    app.step(1 / 60)
    assert table.show_log and table.inspected() is None
    app.shutdown()


def test_nothing_under_the_pointer_shows_no_note(tmp_home):
    app = make_app()
    table = played_table(app, "cartagena", 2, events=20)
    hover(app, (5, 1075))
    assert table.inspected() is None


def test_the_note_stays_on_the_screen_near_a_corner():
    spot = inspect.Spot(pygame.Rect(1880, 1000, 30, 30), "A corner", "x")
    for pos in [(1900, 1010), (5, 5), (1900, 5), (5, 1010)]:
        rect = inspect.note_rect(spot, pos, 4)
        assert pygame.Rect(0, 0, 1920, 1080 - 62).contains(rect)
        assert not rect.collidepoint(pos)
