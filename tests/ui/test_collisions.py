"""Text and panels that never collide (issue 21, item 7), checked on rendered frames: notes over
Libertalia's options, Cartagena's long row of chips and its players' count, Palabra's marks, the
overlays that stand opaque over a table (pause, settings, dialogs, the results), the demo's
banner in the prompt row's band, and the achievements' rows."""
from __future__ import annotations

import pygame

from game import Match, Seat
from game.core.decision import Option
from game.libertalia.actions import Shoot
from scenes import theme
from scenes.cabinet import TITLE_SIZE, Cabinet, row_text
from scenes.cartagena import layout as CL
from scenes.cartagena.table import CartagenaTable
from scenes.common import Confirm, Notice, Overlay
from scenes.demo import demo_overlay
from scenes.libertalia.hud import Hud as LibertaliaHud
from scenes.pause import Pause
from scenes.results import Results
from scenes.settings_menu import SettingsMenu
from scenes.tables import table_for
from scenes.title import Title
from scenes.widgets import render_text

from .helpers import make_app, run_until


def test_neighbouring_options_of_one_den_carry_its_name_once(monkeypatch):
    app = make_app()
    said = []
    monkeypatch.setattr("scenes.libertalia.hud.draw_text", lambda surface, text, pos, *a, **k: said.append((text, pos)))
    options = [Option(Shoot(1, 11), ("Calico Jack's den", "11 Gunner"), data={"seat": 1, "rank": 11}),
               Option(Shoot(1, 18), ("Calico Jack's den", "18 Cook"), data={"seat": 1, "rank": 18}),
               Option(Shoot(2, 3), ("Mary's den", "3 Beggar"), data={"seat": 2, "rank": 3})]
    rects = [pygame.Rect(600 + i * 190, 700, 180, 250) for i in range(3)]
    LibertaliaHud.draw_notes(pygame.Surface((10, 10)), options, rects)
    assert said == [("Calico Jack's den", (rects[0].union(rects[1]).centerx, 678)),
                    ("Mary's den", (rects[2].centerx, 678))]
    app.shutdown()


def test_cartagenas_longest_row_fits_between_the_piles_and_the_turn_column(tmp_home):
    app = make_app()
    seats = [Seat("Anne", None, 0), Seat("Jack", "pirate", 1)]
    hand = ["pistol", "rum", "lantern", "parrot", "hook", "chest"]
    table = CartagenaTable(app, Match.new("cartagena", seats, seed=4, options={"setup": {"hands": {0: hand}}}))
    for count in range(1, 9):
        rects = table.chip_rects(count)
        for a, b in zip(rects, rects[1:]):
            assert a.right + CL.CHIP_GAP <= b.left, count             # side by side, never overlapping
        assert rects[0].left >= CL.DISCARD_POS[0] + CL.CARD_W // 2 + 10    # clear of the discard pile
        assert rects[-1].right <= CL.TURN_X - 95                           # clear of the end-turn button
    assert table.chip_rects(5)[0].size == (CL.CARD_W, CL.CARD_H)          # five or fewer: full size
    # The six cards and Back, drawn: each card's name ribbon is whole (no chip over another).
    app._push(table)
    run_until(app, lambda: table.human_to_move() == 0)
    table.draw(app.canvas)
    assert len(table.option_rects) == 7
    app.shutdown()


def test_cartagenas_players_count_every_pirate_while_one_is_in_flight(tmp_home, monkeypatch):
    app = make_app()
    seats = [Seat("Anne", "pirate", 0), Seat("Jack", "pirate", 1), Seat("Mary", "pirate", 2)]
    table = CartagenaTable(app, Match.new("cartagena", seats, seed=4))
    app._push(table)
    said = []
    monkeypatch.setattr("scenes.cartagena.board.draw_text",
                        lambda surface, text, *a, **k: said.append(text) or pygame.Rect(0, 0, 1, 1))
    run_until(app, lambda: any(f.get("kind") == "pawn" for f in table.flying), dt=0.02, frames=3000)
    table.draw(app.canvas)
    counts = [t for t in said if "aboard" in t]
    assert counts and all("/6 aboard" in t for t in counts), counts
    app.shutdown()


def test_palabras_marks_stand_on_a_dark_plaque(tmp_home):
    app = make_app()
    seats = [Seat("Anne", None, 0), Seat("Jack", "cunning", 1), Seat("Mary", "cunning", 2)]
    table = table_for(app, Match.new("palabra", seats, seed=4))
    surface = pygame.Surface((1920, 1080))
    surface.fill(theme.SAND)
    table.effects.mark("Both raid!", (800, 500), (220, 60, 60), table.time, 1.6, 48)
    table.draw_marks(surface)
    words = render_text("Both raid!", 48, (220, 60, 60), "display").get_rect(center=(800, 500))
    ground = surface.get_at((words.left - 10, words.centery))[:3]
    assert sum(ground) < sum(theme.SAND) / 3                # the sand is hidden behind the words
    app.shutdown()


def opaque_over(app, overlay: Overlay, region: pygame.Rect) -> bool:
    """Is `region` of the overlay the same whatever lies below it (white or black)?"""
    shots = []
    for ground in ((255, 255, 255), (0, 0, 0)):
        below = pygame.Surface((1920, 1080))
        below.fill(ground)
        overlay._below = below
        overlay.time = 5.0
        surface = pygame.Surface((1920, 1080))
        overlay.draw(surface)
        shots.append(pygame.image.tobytes(surface.subsurface(region), "RGB"))
    return shots[0] == shots[1]


def test_the_overlays_over_a_table_stand_opaque(tmp_home):
    app = make_app()
    seats = [Seat("Anne", None, 0), Seat("Jack", "pirate", 1)]
    table = CartagenaTable(app, Match.new("cartagena", seats, seed=4))
    app._push(Title(app))
    app._push(table)
    cases = [
        (Pause(app, table), pygame.Rect(460, 250, 1000, 680)),
        (SettingsMenu(app, overlay=True), pygame.Rect(340, 90, 1240, 895)),
        (Confirm(app, "Quit to the title?", "Your game is saved.", lambda: None), pygame.Rect(430, 280, 1060, 500)),
        (Notice(app, "Ahoy", "A notice."), pygame.Rect(330, 300, 1260, 470)),
    ]
    for overlay, region in cases:
        app._push(overlay)
        assert opaque_over(app, overlay, region), type(overlay).__name__
        app._pop()
    app.shutdown()


def test_the_results_headline_panel_and_buttons_hide_the_table(tmp_home):
    app = make_app()
    match = Match.new("cartagena", [Seat("Anne", "random", 0), Seat("Jack", "random", 1)], seed=2)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    match.queue.clear()
    results = Results(app, match, [(0, "6"), (1, "3")])
    app._push(Title(app))
    app._push(results)
    words = render_text(results.headline(), theme.SIZE_TITLE, theme.BRASS, "display")
    letters = words.get_bounding_rect().move(words.get_rect(center=(theme.SCREEN_W // 2, 150)).topleft)
    assert opaque_over(app, results, letters.inflate(20, 10))                # the headline's plaque
    assert opaque_over(app, results, pygame.Rect(240, 260, 1440, 100))       # the placings
    assert opaque_over(app, results, pygame.Rect(0, results.menu.rects[0].y - 8, 1920, 100))   # the buttons
    app.shutdown()


def test_the_demo_banner_keeps_to_the_prompt_rows_band(tmp_home):
    app = make_app()
    surface = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    demo_overlay(surface, 1.0)
    drawn = surface.get_bounding_rect()
    assert drawn.h > 0 and drawn.top >= theme.SCREEN_H - 62
    app.shutdown()


def test_the_achievements_letters_keep_clear_of_their_row_borders(tmp_home):
    app = make_app()
    app._push(Title(app))
    cabinet = Cabinet(app)
    app._push(cabinet)
    app.step(1 / 60)
    app.draw()
    for achievement, rect in zip(cabinet.achievements, cabinet.rects):
        body = pygame.Rect(rect.x, rect.y, rect.w - 6, rect.h - 8).inflate(-6, -6)   # inside the border
        (tx, ty), (dx, dy) = row_text(rect)
        title = render_text(achievement.title, TITLE_SIZE, theme.TEXT, "bold")
        text = render_text(achievement.description, theme.SIZE_SMALL, theme.TEXT)
        title_box = title.get_bounding_rect().move(title.get_rect(midleft=(tx, ty)).topleft)
        text_box = text.get_bounding_rect().move(text.get_rect(midleft=(dx, dy)).topleft)
        assert body.top + 3 <= title_box.top and text_box.bottom <= body.bottom - 3, achievement.title
        assert title_box.bottom <= text_box.top, achievement.title
    assert cabinet.rects[-1].bottom <= theme.SCREEN_H - 62          # above the prompt row's band
    app.shutdown()
