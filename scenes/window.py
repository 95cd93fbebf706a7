"""The window: the 1920x1080 canvas every scene draws on, shown scaled into the real window.

Scenes draw on `canvas`, always 1920x1080 (theme.SCREEN_W x SCREEN_H). `present()` shows it in
the window or on the screen at the largest size that keeps its shape, centred, with dark bars
where the window's shape differs; `to_canvas(pos)` maps a window position (the mouse) back to
the canvas (a point on a bar falls outside it and touches nothing). When the window is exactly
the canvas's size (fullscreen on a 1080p screen, and every headless run) the canvas is the
window's own surface and nothing is copied.

The window opens at the largest size of the canvas's shape that fits the desktop with room
for a title bar and a taskbar (`opening_size`), never larger than the canvas itself (on a big
desktop it opens sharp, at 1:1), and stays resizable; fullscreen takes the desktop's size.
Shrinking is smooth (text stays legible at 1280x720); enlarging (a 1440p or 4K screen) is a
plain pixel scale, which costs a third as much. The cost is measured in bench/frames.py.
"""
from __future__ import annotations

import os

import pygame

from . import theme

CANVAS = (theme.SCREEN_W, theme.SCREEN_H)
# The smallest window whose words we promise legible: a 720p TV's own pixels, or a window on a
# desktop seen from arm's length. The canvas shows at two thirds there; tests/ui/test_legibility.py
# keeps every word of every table at least 14 of its pixels high (22 on the canvas).
SMALLEST = (1280, 720)
# Room the desktop keeps round a window: its borders, a title bar above, a taskbar or a dock.
ROOM_W, ROOM_H = 80, 140
BARS = (0, 0, 0)


# The drivers SDL falls back to where there is no display: a game would run on, unseen.
UNSEEN_DRIVERS = ("offscreen", "dummy")


def display_problem() -> str | None:
    """Why no window can be seen on this machine: "unseen" (no display: SDL fell back to a driver
    that shows nothing), SDL's own words when the screen cannot be opened, or None when a window
    can open. A driver chosen on purpose (SDL_VIDEODRIVER) is not questioned."""
    if os.environ.get("SDL_VIDEODRIVER"):
        return None
    try:
        pygame.display.init()
    except pygame.error as exc:
        return str(exc) or "unseen"
    return "unseen" if pygame.display.get_driver() in UNSEEN_DRIVERS else None


def opening_size(desktop: tuple[int, int], canvas: tuple[int, int] = CANVAS) -> tuple[int, int]:
    """The window's first size on a desktop of `desktop` pixels: the canvas's shape, as large
    as fits with ROOM_W x ROOM_H to spare, at most the canvas's own size."""
    dw, dh = desktop
    cw, ch = canvas
    scale = min(1.0, max(1, dw - ROOM_W) / cw, max(1, dh - ROOM_H) / ch)
    return max(2, int(cw * scale) // 2 * 2), max(2, int(ch * scale) // 2 * 2)


def fit(window: tuple[int, int], canvas: tuple[int, int] = CANVAS) -> pygame.Rect:
    """Where the canvas stands in a window of `window` pixels: as large as fits with its shape
    kept, centred (the rest are bars)."""
    ww, wh = window
    cw, ch = canvas
    scale = min(ww / cw, wh / ch)
    w, h = max(1, round(cw * scale)), max(1, round(ch * scale))
    w, h = min(w, ww), min(h, wh)
    return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)


class Window:
    """The real window (or screen) and the canvas shown in it."""

    def __init__(self, fullscreen: bool, headless: bool) -> None:
        self.headless = headless
        self.fullscreen = False
        self.windowed_size: tuple[int, int] | None = None    # the window's size before fullscreen
        self._own: pygame.Surface | None = None               # the canvas when not the surface itself
        self._size: tuple[int, int] | None = None
        self._place = pygame.Rect(0, 0, *CANVAS)
        self._bars: list[pygame.Rect] = []
        self.surface = self._open(fullscreen and not headless)
        self.canvas = self.surface
        self.layout()

    # ------------------------------------------------------------------ opening
    def desktop(self) -> tuple[int, int]:
        try:
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            sizes = []
        return tuple(sizes[0]) if sizes and min(sizes[0]) > 0 else CANVAS

    def _open(self, fullscreen: bool) -> pygame.Surface:
        if self.headless:
            self.fullscreen = False
            return pygame.display.set_mode(CANVAS)
        os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
        try:
            if fullscreen:
                surface = pygame.display.set_mode(self.desktop(), pygame.FULLSCREEN, vsync=0)
            else:
                size = self.windowed_size or opening_size(self.desktop())
                surface = pygame.display.set_mode(size, pygame.RESIZABLE, vsync=0)
        except pygame.error:
            fullscreen = False
            surface = pygame.display.set_mode(CANVAS)
        self.fullscreen = fullscreen
        return surface

    def set_fullscreen(self, on: bool) -> None:
        """Fullscreen at the desktop's size, or back to the window as it was."""
        if self.headless or on == self.fullscreen:
            return
        if on:
            self.windowed_size = self.surface.get_size()
        self.surface = self._open(on)
        self._size = None
        self.layout()

    # ------------------------------------------------------------------ showing
    def layout(self) -> None:
        """Follow the window's size (a resize by the player or the window manager)."""
        surface = pygame.display.get_surface() or self.surface
        size = surface.get_size()
        if surface is self.surface and size == self._size:
            return
        self.surface, self._size = surface, size
        if size == CANVAS:
            self.canvas = surface
            self._own = None
        else:
            if self._own is None:
                self._own = pygame.Surface(CANVAS).convert(surface)
            self.canvas = self._own
        self._place = fit(size)
        w, h = size
        p = self._place
        self._bars = [r for r in (pygame.Rect(0, 0, w, p.top), pygame.Rect(0, p.bottom, w, h - p.bottom),
                                  pygame.Rect(0, p.top, p.left, p.h), pygame.Rect(p.right, p.top, w - p.right, p.h))
                      if r.w > 0 and r.h > 0]

    @property
    def place(self) -> pygame.Rect:
        """Where the canvas stands in the window now."""
        self.layout()
        return self._place

    def present(self) -> None:
        """Show the canvas in the window (scaled, with bars) and flip."""
        self.layout()
        if self.canvas is not self.surface:
            for bar in self._bars:
                self.surface.fill(BARS, bar)
            place = self._place
            if place.size == CANVAS:
                self.surface.blit(self.canvas, place)
            elif place.w > 1 and place.h > 1:
                target = self.surface.subsurface(place)
                if place.w < CANVAS[0]:
                    pygame.transform.smoothscale(self.canvas, place.size, target)
                else:
                    pygame.transform.scale(self.canvas, place.size, target)
        pygame.display.flip()

    def to_canvas(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A window position as a canvas position (outside the canvas on the bars)."""
        place = self.place
        x = (pos[0] - place.x) * CANVAS[0] / place.w
        y = (pos[1] - place.y) * CANVAS[1] / place.h
        return int(x // 1), int(y // 1)
