"""Overlays reached by synthetic input: only the topmost is drawn legibly, what is below is the
screen under every overlay, veiled once (Settings over Pause, Quit over Pause, Pause over a
curtain)."""
from __future__ import annotations

import pygame

from game import Match, Seat
from scenes.cartagena.table import CartagenaTable
from scenes.common import Confirm, Overlay
from scenes.curtain import Curtain
from scenes.pause import Pause
from scenes.settings_menu import SettingsMenu
from scenes.title import Title

from .helpers import key, make_app, run_until


def count_draws(monkeypatch, cls, name="draw") -> list:
    calls = []
    real = getattr(cls, name)

    def spy(self, surface):
        calls.append(self)
        return real(self, surface)
    monkeypatch.setattr(cls, name, spy)
    return calls


def table_app(humans=1):
    app = make_app()
    app._push(Title(app))
    seats = [Seat("Anne", None, 0), Seat("Jack", None if humans > 1 else "pirate", 1)]
    match = Match.new("cartagena", seats, seed=3)
    bindings = {0: "keyboard", 1: "pad:5"} if humans > 1 else None
    table = CartagenaTable(app, match, bindings)
    app._push(table)
    app.step(1 / 60)
    return app, table


def test_settings_over_pause_veils_the_table_once_and_hides_the_pause_menu(tmp_home, monkeypatch):
    app, table = table_app()
    key(pygame.K_p)
    run_until(app, lambda: isinstance(app.top, Pause))
    key(pygame.K_DOWN)
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)                       # Settings
    run_until(app, lambda: isinstance(app.top, SettingsMenu))
    veils = []
    import scenes.common as common
    real_veil = common.veil
    monkeypatch.setattr(common, "veil", lambda s, a=170: (veils.append(a), real_veil(s, a)))
    pause_draws = count_draws(monkeypatch, Pause)
    app.top._below = None                      # draw what is below afresh
    app.step(1 / 60)
    assert app.top.covered_scenes() == [table]
    assert pause_draws == [] and veils == [SettingsMenu.veil_alpha]
    key(pygame.K_ESCAPE)
    run_until(app, lambda: isinstance(app.top, Pause))
    app.step(1 / 60)
    assert len(pause_draws) >= 1               # the pause menu is legible again on top
    app.shutdown()


def test_the_quit_dialog_is_drawn_over_the_table_not_over_the_pause_menu(tmp_home, monkeypatch):
    app, table = table_app()
    key(pygame.K_p)
    run_until(app, lambda: isinstance(app.top, Pause))
    key(pygame.K_UP)                           # wraps to "Quit to title"
    key(pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, Confirm))
    pause_draws = count_draws(monkeypatch, Pause)
    app.top._below = None
    app.step(1 / 60)
    assert pause_draws == [] and app.top.covered_scenes() == [table]
    app.shutdown()


def test_pause_over_a_curtain_shows_the_cloth_without_its_words(tmp_home, monkeypatch):
    app, table = table_app(humans=2)
    run_until(app, lambda: isinstance(app.top, Curtain))
    curtain = app.top
    key(pygame.K_p)
    run_until(app, lambda: isinstance(app.top, Pause))
    words = count_draws(monkeypatch, Curtain)
    cloth = count_draws(monkeypatch, Curtain, "draw_covered")
    app.top._below = None
    app.step(1 / 60)
    assert app.top.covered_scenes() == [curtain]
    assert words == [] and cloth == [curtain]
    app.shutdown()


def test_every_overlay_leaves_other_overlays_out_of_what_it_covers(tmp_home):
    app, table = table_app()
    pause = Pause(app, table)
    settings = SettingsMenu(app, overlay=True)
    app._push(pause)
    app._push(settings)
    for scene in app.stack:
        if isinstance(scene, Overlay):
            assert not any(isinstance(s, Overlay) for s in scene.covered_scenes())
    app.shutdown()


def luminance(rgb) -> float:
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_the_curtain_names_the_player_in_their_colour_on_a_dark_plaque(tmp_home, monkeypatch):
    import scenes.curtain as curtain_module
    from scenes import theme
    app, table = table_app(humans=2)
    run_until(app, lambda: isinstance(app.top, Curtain))
    panels = []
    real = curtain_module.draw_panel
    monkeypatch.setattr(curtain_module, "draw_panel",
                        lambda surface, rect, **kw: (panels.append((rect.copy(), kw)), real(surface, rect, **kw)))
    app.top.draw(app.canvas)
    (rect, kw), = panels
    seat = table.match.seats[app.top.seat]
    assert kw["fill"] == theme.INK and rect.collidepoint(theme.SCREEN_W // 2, 560)
    # Every player colour reads on the plaque (WCAG's 3:1 for large text), where on the red
    # cloth several do not.
    cloth = app.canvas.get_at((20, 560))
    for colour in theme.PLAYER_COLOURS:
        assert contrast(colour.rgb, theme.INK) >= 3.0, colour.name
    assert min(contrast(c.rgb, cloth) for c in theme.PLAYER_COLOURS) < 3.0
    assert seat.colour in range(len(theme.PLAYER_COLOURS))
    app.shutdown()
