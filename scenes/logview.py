"""The ship's log overlay every table shares: the whole game, wrapped, scrollable by line and chapter.

A table keeps `history` (every event shown) and writes `describe(event)` (its log.py); its
`log_chapters` names the event types that open a chapter (a round, a day, a turn). While the
log is open it takes every input (TableScene.handle routes it here), so nothing acts on the
board behind it: up/down and the wheel scroll a line, left/right and Q/R (the shoulders) jump
a chapter, Home-like "confirm", back or the log key close it.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import _

from . import theme
from .common import veil
from .widgets import draw_panel, draw_text, wrap

ROW_H = 42
FACE = "body"


@dataclass(frozen=True)
class Row:
    text: str
    chapter: bool      # the first row of a chapter (a round, a day, a turn)
    first: bool        # the first row of its line (later rows of a wrapped line are indented)


def log_rows(lines: list[tuple[str, bool]], width: int) -> list[Row]:
    """Lines (text, opens a chapter) wrapped to `width` pixels into rows."""
    rows: list[Row] = []
    for text, chapter in lines:
        parts = wrap(text, theme.SIZE_SMALL, "bold" if chapter else FACE, width) or [text]
        for i, part in enumerate(parts):
            rows.append(Row(part if i == 0 else "    " + part, chapter and i == 0, i == 0))
    return rows


class LogView:
    """Where the reader is in the log: `top` is the first row shown, None to follow the newest."""

    CLOSE = ("log", "back", "confirm", "click")

    def __init__(self) -> None:
        self.top: int | None = None
        self.visible = 16
        self._rows: list[Row] = []

    def reset(self) -> None:
        self.top = None

    def first_row(self, total: int) -> int:
        bottom = max(0, total - self.visible)
        return bottom if self.top is None else max(0, min(self.top, bottom))

    def handle(self, intent, rows: list[Row]) -> bool:
        """Act on one input while open; False when it closes the log. Every input stops here."""
        if intent.kind in self.CLOSE:
            return False
        total = len(rows)
        top = self.first_row(total)
        step = {"up": -1, "wheel_up": -3, "down": 1, "wheel_down": 3}.get(intent.kind)
        if step is not None:
            top += step
        elif intent.kind in ("left", "page_prev"):
            starts = [i for i, r in enumerate(rows) if r.chapter and i < top]
            top = starts[-1] if starts else 0
        elif intent.kind in ("right", "page_next"):
            starts = [i for i, r in enumerate(rows) if r.chapter and i > top]
            top = starts[0] if starts else total
        else:
            return True
        bottom = max(0, total - self.visible)
        top = max(0, min(top, bottom))
        self.top = None if top >= bottom else top
        return True

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, rows: list[Row], title: str = "",
             veil_below: bool = True, hint: str = "") -> None:
        """The log in `rect` (panel, title, rows, scroll bar and the keys that move it: `hint`, by
        default those of a table's log)."""
        self.visible = max(1, (rect.h - 190) // ROW_H)
        if veil_below:
            veil(surface, 190)
        draw_panel(surface, rect, alpha=255)
        draw_text(surface, title or _("Ship's log"), (rect.centerx, rect.y + 56), theme.SIZE_HEADING, theme.BRASS, "display")
        if not rows:
            draw_text(surface, _("Nothing has happened yet."), rect.center, theme.SIZE_BODY, theme.TEXT_DIM)
        top = self.first_row(len(rows))
        for i, row in enumerate(rows[top:top + self.visible]):
            y = rect.y + 130 + i * ROW_H
            if row.chapter:
                draw_text(surface, row.text, (rect.x + 50, y), theme.SIZE_SMALL, theme.BRASS, "bold", anchor="midleft")
            else:
                draw_text(surface, row.text, (rect.x + 50, y), theme.SIZE_SMALL, theme.TEXT, FACE, anchor="midleft")
        if len(rows) > self.visible:
            track = pygame.Rect(rect.right - 30, rect.y + 110, 10, self.visible * ROW_H)
            pygame.draw.rect(surface, theme.BRASS_DARK, track, border_radius=5)
            h = max(30, track.h * self.visible // len(rows))
            y = track.y + (track.h - h) * top // max(1, len(rows) - self.visible)
            pygame.draw.rect(surface, theme.BRASS, (track.x, y, track.w, h), border_radius=5)
        where = _("lines {first}\u2013{last} of {total}").format(
            first=top + 1, last=min(len(rows), top + self.visible), total=len(rows)) if rows else ""
        hint = hint or _("\u2191\u2193 a line \u2022 \u2190\u2192 a chapter \u2022 L / Esc close")
        draw_text(surface, f"{where}   {hint}".strip(), (rect.centerx, rect.bottom - 36), theme.SIZE_SMALL,
                  theme.TEXT_DIM)
