"""Drawing the coach: the rings round what a step points at, and its panel of words.

The panel stands in the first of the lesson's `spots` where it hides none of the rings (the
one hiding least when none is free), sized to its words: the body size when they fit the
spot, the small size otherwise.
"""
from __future__ import annotations

import math

import pygame

from game.i18n import _

from .. import theme
from ..widgets import draw_panel, draw_text, prompt_row, wrap

PAD = 26                 # inside the panel
FOOT = 56                # the row under the words: Continue, or what to do
TITLE_H = 66             # a heading over the words
NARROW = 640             # narrower panels put Continue on a row of its own
WARN_H = 38              # a line of the coach's answer to another move
RING = (120, 236, 214)   # the coach's highlight: a sea-green brighter than the table's brass
DEFAULT_SPOTS = (pygame.Rect(300, 110, 1320, 300), pygame.Rect(300, 640, 1320, 370),
                 pygame.Rect(300, 380, 1320, 320))


def rings(surface: pygame.Surface, rects: list[pygame.Rect], time: float) -> None:
    """A pulsing double ring round each rect the step points at."""
    pulse = 0.5 + 0.5 * math.sin(time * 5)
    for rect in rects:
        outer = rect.inflate(18 + 8 * pulse, 18 + 8 * pulse)
        pygame.draw.rect(surface, theme.INK, outer.inflate(6, 6), 4, border_radius=18)
        pygame.draw.rect(surface, RING, outer, 6, border_radius=16)


def fit(text: str, title: str, warn: str | None, width: int, height: int,
        button: bool = True) -> tuple[int, list[str], list[str], int]:
    """(font size, lines, warning lines, panel height): the larger of the two sizes whose lines fit
    `height` (else the small one)."""
    warned = wrap(warn, theme.SIZE_SMALL, "bold", width - 2 * PAD) if warn else []
    for size in (theme.SIZE_BODY, theme.SIZE_SMALL):
        lines = wrap(text, size, "body", width - 2 * PAD)
        need = (PAD + (TITLE_H if title else 0) + len(lines) * round(size * 1.28) + len(warned) * WARN_H
                + FOOT * (2 if width < NARROW and button else 1) + 8)
        if need <= height or size == theme.SIZE_SMALL:
            return size, lines, warned, need


def place(text: str, title: str, warn: str | None, spots, avoid: list[pygame.Rect], button: bool = True):
    """Where the panel stands: (rect, font size, lines, warning lines)."""
    best = None
    for order, spot in enumerate(spots or DEFAULT_SPOTS):
        size, lines, warned, need = fit(text, title, warn, spot.w, spot.h, button)
        rect = pygame.Rect(spot.x, spot.y, spot.w, need)
        hidden = sum(rect.clip(r.inflate(24, 24)).w * rect.clip(r.inflate(24, 24)).h for r in avoid)
        key = (hidden > 0, max(0, need - spot.h), hidden, order)
        if best is None or key < best[0]:
            best = (key, rect, size, lines, warned)
    return best[1:]


def draw(surface: pygame.Surface, scene, text: str, title: str, foot: list[tuple[str, str]], note: str,
         warn: str | None, avoid: list[pygame.Rect], spots, progress: str) -> tuple[pygame.Rect, pygame.Rect | None]:
    """The panel; returns (its rect, the Continue button's rect or None)."""
    rect, size, lines, warned = place(text, title, warn, spots, avoid, bool(foot))
    draw_panel(surface, rect, fill=theme.INK, border=RING, alpha=240)
    y = rect.y + PAD
    if title:
        draw_text(surface, title, (rect.x + PAD, y), theme.SIZE_LARGE, theme.BRASS, "display", anchor="topleft")
        y += TITLE_H
    step = round(size * 1.28)
    for line in lines:
        draw_text(surface, line, (rect.x + PAD, y), size, theme.TEXT, anchor="topleft")
        y += step
    for line in warned:
        draw_text(surface, line, (rect.x + PAD, y), theme.SIZE_SMALL, theme.WARN, "bold", anchor="topleft")
        y += WARN_H
    foot_y = rect.bottom - 20
    x = rect.x + PAD
    if rect.w < NARROW and foot:                # a narrow panel: the button on a row of its own
        foot_y -= FOOT
    if progress:
        x = draw_text(surface, progress, (x, foot_y), theme.SIZE_SMALL, theme.TEXT_DIM, anchor="bottomleft").right + 28
    if note:
        draw_text(surface, note, (x, foot_y), theme.SIZE_SMALL, theme.FOAM, "bold", anchor="bottomleft")
    button = None
    if foot:
        at = (rect.right - PAD - 6, (rect.bottom - 20 if rect.w < NARROW else foot_y) + 6)
        button = prompt_row(surface, foot, at, scene.app.input.last_kind, anchor="bottomright")
        pulse = 0.5 + 0.5 * math.sin(scene.time * 4)
        pygame.draw.rect(surface, RING, button.inflate(24 + 6 * pulse, 14 + 4 * pulse), 3, border_radius=12)
    return rect, button


def continue_label() -> list[tuple[str, str]]:
    return [("confirm", _("Continue"))]
