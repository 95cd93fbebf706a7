"""The window (issue 21, item 1): the 1920x1080 canvas scaled into any window with its shape
kept, bars where needed, the pointer mapped back; a first size that fits the desktop; the
Screen setting (item 6): fullscreen for this run or saved, and no focus moved by the pointer
while the window changes."""
from __future__ import annotations

import pygame

from scenes.app import App
from scenes.config import Settings
from scenes.settings_menu import SettingsMenu
from scenes.title import Title
from scenes.window import CANVAS, ROOM_H, ROOM_W, fit, opening_size

from .helpers import key, run_until


def windowed_app(settings: Settings | None = None, fullscreen: bool | None = False) -> App:
    """An app with a real (dummy-driver) window, as a player's machine has, not a headless one."""
    app = App(fullscreen=fullscreen, headless=False, settings=settings or Settings())
    app.audio.set_muted(True)
    return app


def resize(app: App, size: tuple[int, int]) -> None:
    """What the window manager does when the player drags the window's corner."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.window.layout()


def test_the_window_opens_at_a_size_that_fits_the_desktop_with_room_for_a_title_bar():
    for desktop in ((1920, 1080), (1366, 768), (1280, 800), (1920, 1200), (1024, 768)):
        w, h = opening_size(desktop)
        assert w <= desktop[0] - ROOM_W and h <= desktop[1] - ROOM_H, desktop
        assert abs(w / h - 16 / 9) < 0.01, (desktop, w, h)
        assert w >= desktop[0] - ROOM_W - 4 or h >= desktop[1] - ROOM_H - 4, "as large as fits"
    # On a large desktop it opens at 1:1, sharp.
    assert opening_size((2560, 1440)) == CANVAS
    assert opening_size((3840, 2160)) == CANVAS


def test_fit_keeps_the_shape_with_bars_on_the_long_sides():
    assert fit((1280, 720)) == pygame.Rect(0, 0, 1280, 720)
    tall = fit((1000, 900))
    assert tall.w == 1000 and tall.h in (562, 563) and tall.y > 150 and tall.centery in (449, 450)
    wide = fit((2000, 800))
    assert wide.h == 800 and wide.x > 200 and wide.centerx == 1000


def test_a_1280x720_window_shows_the_whole_title_scaled_and_the_mouse_reaches_its_buttons(tmp_home):
    app = windowed_app()
    assert not app.fullscreen
    first = pygame.display.get_surface().get_size()
    assert first == opening_size(pygame.display.get_desktop_sizes()[0])
    resize(app, (1280, 720))
    app._push(Title(app))
    app.step(1 / 60)
    window = pygame.display.get_surface()
    assert app.canvas.get_size() == CANVAS and app.canvas is not window
    # The window holds the whole canvas, shrunk: the prompt row at the foot, the title at the top.
    small = pygame.transform.smoothscale(app.canvas, (1280, 720))
    for x, y in ((640, 700), (640, 12), (640, 160), (30, 30), (1250, 690)):
        assert window.get_at((x, y))[:3] == small.get_at((x, y))[:3], (x, y)
    # A click where "Settings" stands in the window (canvas y 740) opens Settings.
    settings = next(r for item, r in zip(app.top.menu.items, app.top.menu.rects) if item.label == "Settings")
    at = (settings.centerx * 2 // 3, settings.centery * 2 // 3)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    run_until(app, lambda: isinstance(app.top, SettingsMenu))
    app.shutdown()


def test_a_tall_window_has_bars_above_and_below_and_a_click_on_a_bar_touches_nothing(tmp_home):
    app = windowed_app()
    resize(app, (1000, 900))
    app._push(Title(app))
    app.step(1 / 60)
    window = pygame.display.get_surface()
    place = app.window.place
    assert place.w == 1000 and place.top > 100 and place.bottom < 800
    assert window.get_at((500, place.top // 2))[:3] == (0, 0, 0)
    assert window.get_at((500, (place.bottom + 900) // 2))[:3] == (0, 0, 0)
    assert window.get_at((500, place.centery))[:3] != (0, 0, 0)
    # The pointer is mapped back to the canvas: the window's centre is the canvas's.
    assert app.window.to_canvas(place.center) in ((960, 540), (959, 540), (960, 539), (959, 539))
    top, bottom = app.window.to_canvas((500, 10)), app.window.to_canvas((500, 890))
    assert top[1] < 0 and bottom[1] >= CANVAS[1]
    # Quit stands at the foot of the title's menu: a click on the bar below it quits nothing.
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(500, 890), button=1))
    for _ in range(5):
        app.step(1 / 60)
    assert app.running and isinstance(app.top, Title)
    app.shutdown()


def test_fullscreen_takes_the_desktop_and_windowed_comes_back_at_the_same_size(tmp_home):
    app = windowed_app()
    resize(app, (1280, 720))
    app.set_fullscreen(True)
    assert app.fullscreen and pygame.display.get_surface().get_size() == pygame.display.get_desktop_sizes()[0]
    app._push(Title(app))
    app.step(1 / 60)
    app.set_fullscreen(False)
    assert not app.fullscreen and pygame.display.get_surface().get_size() == (1280, 720)
    app.shutdown()


def test_windowed_for_this_run_is_not_saved_and_settings_shows_the_screen_as_it_is(tmp_home):
    app = windowed_app(Settings(fullscreen=True), fullscreen=False)
    app._push(SettingsMenu(app))
    app.step(1 / 60)
    screen = next(i for i in app.top.menu.items if i.label == "Screen")
    assert screen.value() == "Window"
    app.shutdown()
    saved, problem = Settings.load()
    assert problem is None and saved.fullscreen is True     # --windowed was for this run
    # Changed in Settings, it is the player's choice: saved.
    app = windowed_app(Settings(fullscreen=False), fullscreen=None)
    app._push(SettingsMenu(app))
    app.step(1 / 60)
    screen = next(i for i in app.top.menu.items if i.label == "Screen")
    assert screen.value() == "Window"
    app.top.menu.index = app.top.menu.items.index(screen)
    key(pygame.K_RIGHT)
    app.step(1 / 60)
    assert app.fullscreen and screen.value() == "Fullscreen"
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    app.shutdown()
    assert Settings.load()[0].fullscreen is True


def test_toggling_the_screen_moves_no_focus_though_the_pointer_jumps(tmp_home):
    app = windowed_app()
    resize(app, (1280, 720))
    app._push(SettingsMenu(app))
    app.step(1 / 60)
    menu = app.top.menu
    menu.index = [i.label for i in menu.items].index("Screen")
    key(pygame.K_RIGHT)
    app.step(1 / 60)
    assert app.fullscreen
    # SDL may put the pointer in the middle of the new window: over "Sea and music".
    music = [i.label for i in menu.items].index("Sea and music")
    centre = pygame.display.get_surface().get_rect().center
    assert menu.rects[music].collidepoint(app.window.to_canvas(centre))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    assert menu.focused.label == "Screen"
    volume = app.settings.music
    key(pygame.K_LEFT)                     # the next left/right changes the screen, not the music
    app.step(1 / 60)
    assert not app.fullscreen and app.settings.music == volume
    # Later, the player's own move of the mouse moves the focus as ever.
    for _ in range(40):
        app.step(1 / 60)
    centre = pygame.display.get_surface().get_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(3, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    assert menu.focused.label == "Sea and music"
    app.shutdown()


def test_the_pointer_where_the_window_opens_moves_no_focus_off_continue(tmp_home):
    """Issue 40, item 3: after a crash and a restart, the window opened under a pointer standing in
    the middle of the screen, over Play: the focus went there and one Enter led into a new lobby.
    Where the pointer stood when the window opened is no move of the player's."""
    from game import Match, Seat
    from scenes.config import slot_path
    match = Match.new("jamaica", [Seat("Anne", None, 0), Seat("Jack", "easy", 1)], seed=2,
                      journal_path=slot_path("jamaica"))
    match.submit(0, match.state.legal_actions(0)[0])
    app = windowed_app()
    app._push(Title(app))
    app.step(1 / 60)
    menu = app.top.menu
    assert menu.focused.label == "Continue"
    play = [i.label for i in menu.items].index("Play")
    place, (cx, cy) = app.window.place, menu.rects[play].center
    where = (place.x + cx * place.w // 1920, place.y + cy * place.h // 1080)      # over Play, in the window
    assert menu.rects[play].collidepoint(app.window.to_canvas(where))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=where, buttons=(0, 0, 0)))
    app.step(1 / 60)
    assert menu.focused.label == "Continue"
    for _ in range(70):                     # later, the player's own move of the mouse counts
        app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(2, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    assert menu.index == play
    app.shutdown()
