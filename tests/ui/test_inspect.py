"""What's this? (scenes/inspect.py): every element of every table named, with its picture and rule.

The mouse's note on hover; the inspect mode opened by H or a pad's right-stick click (RS), whose
focus reaches every element by the arrows alone, shows each element's card and gives the board
no input while open; the spatial moves (scenes/spatial.py); every table's spots (named, with
words, inside the screen, pictures that exist) in many states of play, hands only their owner's.
"""
from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game import Match, Seat
from scenes import inspect, inspect_cards, spatial
from scenes.tables import table_for

from .helpers import key, make_app, pad_button
from .test_log_view import played_table

ASSETS = Path(__file__).resolve().parents[2] / "assets"
SCREEN = pygame.Rect(0, 0, 1920, 1080)


def hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)


def frozen(table, monkeypatch) -> None:
    """Nothing moves on its own: the bots wait, so the spots stay as they are."""
    monkeypatch.setattr(table, "drive_bots", lambda dt: None)


# ------------------------------------------------------------------ the mouse's note
@pytest.mark.parametrize("gid,players,title", [("cartagena", 3, "Space 14: "), ("jamaica", 3, "Space 22"),
                                               ("libertalia", 3, None), ("pagamas", 4, None),
                                               ("palabra", 4, "Island B")])
def test_hovering_an_element_shows_what_it_does(tmp_home, gid, players, title, monkeypatch):
    app = make_app()
    table = played_table(app, gid, players, events=60)
    frozen(table, monkeypatch)
    spots = table.inspector.spots()
    assert spots and all(s.title and s.text for s in spots)
    spot = next(s for s in spots if title is None or s.title.startswith(title))
    inside = next(p for p in (spot.rect.center, spot.rect.move(2, 2).topleft)
                  if inspect.topmost(spots, p) is spot or inspect.topmost(spots, p).title == spot.title)
    hover(app, inside)
    assert table.inspector.hovered() is not None and table.inspector.hovered().title == spot.title
    notes = []
    real = inspect.draw_note
    monkeypatch.setattr(inspect, "draw_note", lambda surface, s, pos: notes.append(s) or real(surface, s, pos))
    app.draw()
    assert [n.title for n in notes] == [spot.title]
    key(pygame.K_DOWN)                               # the keyboard plays on: the note goes
    app.step(1 / 60)
    assert table.inspector.hovered() is None
    hover(app, inside)
    key(pygame.K_l)                                  # nothing shows over the open log
    app.step(1 / 60)
    assert table.show_log and table.inspector.hovered() is None
    app.shutdown()


def test_nothing_under_the_pointer_shows_no_note(tmp_home):
    app = make_app()
    table = played_table(app, "cartagena", 2, events=20)
    hover(app, (5, 1075))
    assert table.inspector.hovered() is None
    app.shutdown()


def test_the_note_stays_on_the_screen_near_a_corner():
    spot = inspect.Spot(pygame.Rect(1880, 1000, 30, 30), "A corner", "x")
    for pos in [(1900, 1010), (5, 5), (1900, 5), (5, 1010)]:
        rect = inspect_cards.note_rect(spot, pos, 4)
        assert pygame.Rect(0, 0, 1920, 1080 - 62).contains(rect)
        assert not rect.collidepoint(pos)


# ------------------------------------------------------------------ the inspect mode
GAMES = [("cartagena", 3), ("jamaica", 3), ("libertalia", 3), ("pagamas", 4), ("palabra", 4)]


@pytest.mark.parametrize("gid,players", GAMES)
def test_the_key_opens_the_mode_and_the_arrows_reach_every_element(tmp_home, gid, players, monkeypatch):
    app = make_app()
    table = played_table(app, gid, players, events=60)
    frozen(table, monkeypatch)
    reached = []
    monkeypatch.setattr(table, "handle_board", lambda intent: reached.append(intent.kind))
    key(pygame.K_h)
    app.step(1 / 60)
    ins = table.inspector
    assert ins.active and not ins.card
    spots = ins.spots()
    every = {(s.title, tuple(s.rect)) for s in spots}
    assert len(every) == len(spots) > 5
    for direction in (pygame.K_RIGHT, pygame.K_LEFT):
        seen = set()
        for _ in range(len(spots)):
            seen.add(ins.focus)
            key(direction)
            app.step(1 / 60)
        assert seen == every, f"{gid}: {len(every - seen)} elements never focused"
    key(pygame.K_DOWN)
    key(pygame.K_UP)
    app.step(1 / 60)
    key(pygame.K_RETURN)                            # confirm shows the focused element's card
    app.step(1 / 60)
    assert ins.card
    cards = []
    real = inspect.draw_card
    monkeypatch.setattr(inspect, "draw_card", lambda surface, s, element=None: cards.append(s) or real(surface, s,
                                                                                                        element))
    app.draw()
    assert [c.title for c in cards] == [ins.focus[0]]
    key(pygame.K_h)                                 # the same key hides it again
    app.step(1 / 60)
    assert ins.active and not ins.card
    key(pygame.K_RETURN)
    key(pygame.K_ESCAPE)                            # back hides the card, then leaves
    app.step(1 / 60)
    assert ins.active and not ins.card
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert not ins.active and app.top is table      # back left the mode, not the table
    assert reached == [], "the board took input while the inspect mode was open"
    app.shutdown()


def test_the_pads_right_stick_click_opens_it_and_the_menu_closes_it(tmp_home, monkeypatch):
    app = make_app()
    table = played_table(app, "jamaica", 3, events=40)
    frozen(table, monkeypatch)
    pad_button(pygame.CONTROLLER_BUTTON_RIGHTSTICK)
    app.step(1 / 60)
    assert table.inspector.active
    pad_button(pygame.CONTROLLER_BUTTON_A)
    app.step(1 / 60)
    assert table.inspector.card
    pad_button(pygame.CONTROLLER_BUTTON_START)      # the menu: the mode closes, the pause opens
    app.step(1 / 60)
    assert not table.inspector.active and type(app.top).__name__ == "Pause"
    app.shutdown()


def test_a_click_shows_the_card_of_what_it_hits_and_a_right_click_leaves(tmp_home, monkeypatch):
    app = make_app()
    table = played_table(app, "libertalia", 3, events=60)
    frozen(table, monkeypatch)
    key(pygame.K_h)
    app.step(1 / 60)
    target = table.inspector.spots()[3]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target.rect.center, button=1))
    app.step(1 / 60)
    assert table.inspector.card and table.inspector.focus[0] == inspect.topmost(
        table.inspector.spots(), target.rect.center).title
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=3))
    app.step(1 / 60)
    assert not table.inspector.active
    app.shutdown()


def test_the_prompt_row_names_the_key_and_the_demo_has_no_mode(tmp_home, monkeypatch):
    app = make_app()
    table = played_table(app, "cartagena", 3, events=10)
    rows = []
    import scenes.table as base
    real = base.prompts
    monkeypatch.setattr(base, "prompts", lambda scene, surface, items: rows.append(items) or real(scene, surface,
                                                                                                  items))
    app.draw()
    assert ("inspect", "What's this?") in rows[-1]
    table.demo = True
    assert not table.inspector.open()
    app.shutdown()


# ------------------------------------------------------------------ the spatial moves
def test_left_and_right_read_the_rows_and_up_and_down_keep_the_column():
    grid = [pygame.Rect(100 + 200 * c, 100 + 150 * r, 120, 90) for r in range(3) for c in range(4)]
    order = spatial.reading_order(grid)
    assert order == list(range(12))
    assert spatial.step(grid, 3, "right") == 4            # the end of a row: on to the next
    assert spatial.step(grid, 11, "right") == 0           # and from the last back to the first
    assert spatial.step(grid, 0, "left") == 11
    assert spatial.step(grid, 5, "down") == 9 and spatial.step(grid, 5, "up") == 1
    assert spatial.step(grid, 1, "up") == 1               # nothing above: the focus stays
    wide = grid + [pygame.Rect(80, 560, 900, 60)]         # a tray under the grid
    assert spatial.step(wide, 10, "down") == 12 and spatial.step(wide, 12, "up") in (8, 9, 10, 11)


def test_every_rect_is_reached_from_every_other_in_any_layout():
    rng = random.Random(7)
    for _ in range(40):
        rects = [pygame.Rect(rng.randrange(1800), rng.randrange(1000), rng.randrange(8, 300), rng.randrange(8, 200))
                 for _ in range(rng.randrange(1, 60))]
        assert spatial.strongly_connected(rects)
        links = spatial.links(rects)
        for i, out in enumerate(links):
            for d, j in out.items():
                assert j == spatial.step(rects, i, d)
                if d in ("up", "down") and j != i:
                    assert (rects[j].centery - rects[i].centery) * (1 if d == "down" else -1) > 0


# ------------------------------------------------------------------ every table's spots
STATES = [("cartagena", 2, {}, 30), ("cartagena", 5, {"episode": "great", "sorceress": True, "draw": "both",
                                                     "filibusters": True}, 80),
          ("cartagena", 3, {"episode": "jungle"}, 50), ("jamaica", 2, {"ghost_ship": True}, 120),
          ("jamaica", 6, {}, 200), ("libertalia", 2, {}, 150), ("libertalia", 6, {}, 90), ("pagamas", 3, {}, 150),
          ("pagamas", 6, {}, 300), ("palabra", 2, {}, 80), ("palabra", 8, {}, 200),
          ("palabra", 5, {"market": False}, 100)]


@pytest.mark.parametrize("gid,players,options,events", STATES,
                         ids=[f"{g}-{p}-{'-'.join(o) or 'base'}" for g, p, o, _e in STATES])
def test_every_spot_is_named_on_the_screen_with_a_picture_that_exists(tmp_home, gid, players, options, events,
                                                                     monkeypatch):
    app = make_app()
    table = played_table(app, gid, players, events, options, seed=11)
    app.draw()
    frozen(table, monkeypatch)
    spots = table.inspector.spots()
    assert len(spots) >= 10, f"{gid}: only {len(spots)} elements named"
    for s in spots:
        assert s.title.strip() and s.text.strip(), s
        assert SCREEN.colliderect(s.rect), s
        if isinstance(s.picture, str):
            assert (ASSETS / s.picture).is_file(), s.picture
    assert spatial.strongly_connected([s.rect for s in spots])
    key(pygame.K_h)
    key(pygame.K_RETURN)
    app.step(1 / 60)
    for _ in range(min(12, len(spots))):            # a dozen cards drawn, each inside the screen
        rect = inspect_cards.card_rect(table.inspector.spots()[table.inspector.focused(table.inspector.spots())], 4)
        assert SCREEN.contains(rect)
        app.draw()
        key(pygame.K_RIGHT)
        app.step(1 / 60)
    app.shutdown()


def test_a_hand_is_named_only_for_its_owner(tmp_home, monkeypatch):
    """Two humans at Libertalia: between their turns nobody's hand is named; the owner's once they look."""
    app = make_app()
    seats = [Seat("Anne", None, 0), Seat("Mary", None, 1), Seat("Jack", "normal", 2)]
    table = table_for(app, Match.new("libertalia", seats, seed=3))
    app.push(table)
    app.step(1 / 60)
    assert table.viewer is None and not any("In your hand." in s.text for s in table.inspector.spots())
    table.curtain_lifted(0)
    assert any("In your hand." in s.text for s in table.inspector.spots())
    app.shutdown()
