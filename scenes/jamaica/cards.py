"""Action cards on the Jamaica table: a card with the dice's numbers on its halves, and the viewer's hand."""
from __future__ import annotations

import pygame

from game.i18n import _

from .. import theme
from ..widgets import draw_text, focus_ring, render_text
from . import layout as L
from . import art as S


def number_badge(surface: pygame.Surface, center, value, size: int, colour=theme.TEXT_DARK,
                 fill=theme.PARCHMENT) -> None:
    r = max(12, size * 2 // 3)
    pygame.draw.circle(surface, theme.INK, center, r + 2)
    pygame.draw.circle(surface, fill, center, r)
    t = render_text(str(value), size, colour, "bold", shadow=False)
    surface.blit(t, t.get_rect(center=(center[0], center[1] - 1)))


def draw_card(surface: pygame.Surface, card: str | None, rect: pygame.Rect, day=None, night=None,
              active: str | None = None, time: float = 0.0, numbers: bool = True) -> None:
    """An action card scaled into `rect` (face down when `card` is None). With the dice known,
    each half carries its die's number; `active` ("day"/"night") rings the half being played."""
    img = S.card(card, rect.w)
    surface.blit(img, rect.topleft)
    if card is None:
        return
    half = rect.h // 2
    size = 28 if rect.w < 140 else 36
    if numbers:
        for k, value in enumerate((day, night)):
            if value is None:
                continue
            c = (rect.x + round(rect.w * 0.34), rect.y + k * half + round(rect.h * 0.2))
            number_badge(surface, c, value, size, fill=theme.PARCHMENT if k == 0 else (200, 210, 236))
    if active in ("day", "night"):
        k = 0 if active == "day" else 1
        box = pygame.Rect(rect.x, rect.y + k * half, rect.w, half)
        focus_ring(surface, box.inflate(4, 4), time, theme.BRASS, radius=10, width=4)


def hand(table) -> list[str] | None:
    if table.viewer is None or table.viewer >= table.players:
        return None
    return table.shown["ships"][table.viewer].get("hand")


def draw_hand(surface: pygame.Surface, table, decision) -> None:
    """The viewer's cards in the strip under the circuit (hidden while they choose in the panel)."""
    cards = hand(table)
    if not cards or (decision is not None and decision.kind in ("card", "dice")):
        return
    rects = L.hand_rects(len(cards))
    label = (_("{name}'s hand").format(name=table.names[table.viewer]) if table.demo or len(table.humans()) > 1
             else _("Your hand"))
    # At the strip's top, on a dark chip: the sea under it is light, and a first game's tip stands in
    # the strip's lower half (coach.BAND).
    tag = S.chip(label, theme.SIZE_SMALL, theme.PARCHMENT, theme.INK, 12)
    surface.blit(tag, tag.get_rect(topright=(rects[0].x - 12, rects[0].y)))
    for card, rect in zip(cards, rects):
        draw_card(surface, card, rect, table.shown["day"], table.shown["night"], numbers=False)
