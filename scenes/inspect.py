"""Inspecting the board: hover a card, a space, a treasure with the mouse and a note says what it does.

A table mixes in `Inspector` (before TableScene in its bases) and feeds it `inspect_spots()`:
the elements on screen now, each a `Spot` (its rect, its name as the board prints it, what it
does). The note follows the pointer; any key or pad button hides it; it never shows in the demo,
over the log, or while nothing is under the pointer. It reads only what the table draws.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import theme
from .widgets import draw_panel, draw_text, wrap

NOTE_W = 560


@dataclass(frozen=True)
class Spot:
    rect: pygame.Rect
    title: str          # the element's name, as the board prints it
    text: str           # what it does, in the rulebook's words


class Inspector:
    """Mixin of a table: the pointer's spot and the note drawn over the board."""

    inspect_pos: tuple[int, int] | None = None

    def inspect_spots(self) -> list[Spot]:
        """The elements that can be inspected now (the table's own; topmost last)."""
        return []

    def inspected(self) -> Spot | None:
        """The spot under the pointer, when a note may show."""
        if self.inspect_pos is None or self.demo or self.show_log:
            return None
        return next((s for s in reversed(self.inspect_spots()) if s.rect.collidepoint(self.inspect_pos)), None)

    def handle(self, intent) -> None:
        if intent.kind == "point" and intent.pos is not None:
            self.inspect_pos = tuple(intent.pos)
        elif intent.device != "mouse":
            self.inspect_pos = None          # keys and pads play on: the note goes away
        super().handle(intent)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        super().draw_overlays(surface)
        spot = self.inspected()
        if spot is not None:
            draw_note(surface, spot, self.inspect_pos)


def note_rect(spot: Spot, pos: tuple[int, int], lines: int) -> pygame.Rect:
    """The note's panel beside the pointer, kept on the screen."""
    rect = pygame.Rect(0, 0, NOTE_W, 84 + lines * 36)
    rect.topleft = (pos[0] + 28, pos[1] + 28)
    if rect.right > theme.SCREEN_W - 10:
        rect.right = pos[0] - 28
    if rect.bottom > theme.SCREEN_H - 70:
        rect.bottom = pos[1] - 28
    rect.clamp_ip(pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H - 62))
    return rect


def draw_note(surface: pygame.Surface, spot: Spot, pos: tuple[int, int]) -> pygame.Rect:
    lines = wrap(spot.text, theme.SIZE_SMALL, "body", NOTE_W - 40) if spot.text else []
    rect = note_rect(spot, pos, len(lines))
    draw_panel(surface, rect, fill=theme.INK, border=theme.BRASS, alpha=245)
    draw_text(surface, spot.title, (rect.x + 20, rect.y + 36), theme.SIZE_BODY, theme.BRASS, "bold",
              anchor="midleft")
    for i, line in enumerate(lines):
        draw_text(surface, line, (rect.x + 20, rect.y + 86 + i * 36), theme.SIZE_SMALL, theme.TEXT,
                  anchor="midleft")
    return rect
