"""Pictures of the Cartagena table drawn from the assets: cards, pawns, chips of the options row,
chest tokens (face down and revealed), the sea channel the great escape's sloop sails."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.i18n import N_, _, ngettext

from .. import theme
from ..card_names import picture
from ..widgets import draw_panel, draw_text, image
from . import layout as L
from .choices import symbol_of

TOKEN_FACE = {"draw_1": "+1", "draw_2": "+2", "draw_3": "+3", "empty": N_("Empty"), "snake": N_("Snake!")}
SORCERY = (126, 72, 168)          # the Black Sorceress's violet
SORCERY_LIGHT = (206, 160, 246)   # ... for text on the dark panels


def card_image(card: str | None, w: int = L.CARD_W, h: int = L.CARD_H) -> pygame.Surface:
    if card is None:
        return image("cards/cartagena/back.png", (w, h))
    dark = "_dark" if card.endswith("*") else ""
    return picture(f"cards/cartagena/{symbol_of(card)}{dark}.png", (w, h))


def pawn_image(colour: int, scale: float = 1.0) -> pygame.Surface:
    return image(f"sprites/pirate_{colour}.png", (max(12, round(L.PAWN_W * scale)), max(18, round(L.PAWN_H * scale))))


def icon(symbol: str, size: int) -> pygame.Surface:
    return image(f"icons/{symbol}.png", (size, size))


def back_arrow(surface: pygame.Surface, center: tuple[int, int], colour) -> None:
    """A bold U-turn arrow: "move this pirate back"."""
    x, y = center
    pygame.draw.arc(surface, colour, pygame.Rect(x - 34, y - 30, 68, 60), -1.6, 1.6, 10)
    pygame.draw.line(surface, colour, (x, y - 26), (x - 26, y - 26), 10)
    pygame.draw.line(surface, colour, (x, y + 26), (x - 8, y + 26), 10)
    pygame.draw.polygon(surface, colour, [(x - 44, y - 26), (x - 20, y - 46), (x - 20, y - 6)])


def forward_arrow(surface: pygame.Surface, center: tuple[int, int], colour) -> None:
    """A bold arrow pointing ahead: "advance that pirate"."""
    x, y = center
    pygame.draw.rect(surface, colour, pygame.Rect(x - 38, y - 9, 46, 18))
    pygame.draw.polygon(surface, colour, [(x + 6, y - 28), (x + 40, y), (x + 6, y + 28)])


def badge(surface: pygame.Surface, text: str, topright: tuple[int, int], fill=theme.BRASS,
          colour=theme.TEXT_DARK) -> None:
    r = pygame.Rect(0, 0, max(52, 18 * len(text) + 16), 44)
    r.topright = topright
    pygame.draw.rect(surface, fill, r, border_radius=22)
    draw_text(surface, text, r.center, 28, colour, "bold", shadow=False)


def chip_panel(surface: pygame.Surface, r: pygame.Rect, lit: bool, fill=theme.NAVY) -> None:
    draw_panel(surface, r, fill=fill if lit else theme.INK, border=theme.BRASS_DARK, radius=14)


# ------------------------------------------------------------------ chest tokens

@lru_cache(maxsize=16)
def token_back(radius: int) -> pygame.Surface:
    """A face-down chest token: a dark disc with a brass rim and the chest emblem."""
    d = radius * 2
    surf = pygame.Surface((d + 4, d + 6), pygame.SRCALPHA)
    pygame.draw.circle(surf, (0, 0, 0, 120), (radius + 2, radius + 5), radius)
    pygame.draw.circle(surf, theme.BRASS_DARK, (radius + 2, radius + 2), radius)
    pygame.draw.circle(surf, theme.WOOD_DARK, (radius + 2, radius + 2), radius - 4)
    pic = icon("chest", round(radius * 1.3))
    surf.blit(pic, pic.get_rect(center=(radius + 2, radius + 2)))
    return surf


def draw_token_face(surface: pygame.Surface, center: tuple[float, float], radius: int, token: str,
                    alpha: int = 255) -> None:
    """An opened chest token, big: +1/+2/+3 cards, empty, or the snake."""
    surf = pygame.Surface((radius * 2 + 8, radius * 2 + 8), pygame.SRCALPHA)
    c = (radius + 4, radius + 4)
    snake = token == "snake"
    pygame.draw.circle(surf, theme.BRASS, c, radius)
    pygame.draw.circle(surf, (196, 74, 60) if snake else theme.PARCHMENT, c, radius - 6)
    if snake:
        pts = [(c[0] - radius * 0.62 + i * radius * 0.062, c[1] + math.sin(i * 0.55) * radius * 0.22)
               for i in range(21)]
        pygame.draw.lines(surf, (40, 120, 50), False, pts, max(6, radius // 6))
        head = pts[-1]
        pygame.draw.circle(surf, (40, 120, 50), (round(head[0]), round(head[1])), max(7, radius // 5))
        pygame.draw.circle(surf, theme.TEXT_DARK, (round(head[0]) + 3, round(head[1]) - 3), 3)
        draw_text(surf, _("Snake!"), (c[0], c[1] + radius * 0.5), 28, theme.TEXT, "bold")
    elif token == "empty":
        draw_text(surf, _("Empty"), c, 34, theme.TEXT_DARK, "bold", shadow=False)
    else:
        draw_text(surf, TOKEN_FACE[token], (c[0], c[1] - 10), 56, theme.TEXT_DARK, "bold", shadow=False)
        n = int(token[-1])
        draw_text(surf, ngettext("card", "cards", n), (c[0], c[1] + radius * 0.5), 28,
                  theme.TEXT_DARK, "bold", shadow=False)
    if alpha < 255:
        surf.set_alpha(alpha)
    surface.blit(surf, surf.get_rect(center=(round(center[0]), round(center[1]))))


def token_spot(course: L.Course, space: int) -> tuple[int, int, int]:
    """(x, y, radius) of the chest token on a space: its top-right corner."""
    r = course.rect(space)
    radius = max(14, round(r.w * 0.2))
    return r.right - radius + 4, r.top + radius - 4, radius


# ------------------------------------------------------------------ the great escape's sea

def draw_channel(surf: pygame.Surface, course: L.Course) -> None:
    """The sea between Cartagena and Tortuga, with the two docks named."""
    sea = course.sea
    pygame.draw.rect(surf, theme.DEEP_SEA, sea, border_radius=24)
    pygame.draw.rect(surf, theme.SEA, sea.inflate(-10, -10), border_radius=20)
    for i in range(8, sea.h - 8, 26):
        y = sea.y + i
        for x in range(sea.x + 12, sea.right - 24, 40):
            pygame.draw.arc(surf, theme.FOAM, pygame.Rect(x + (i // 26 % 2) * 20, y, 20, 10), 0.3, 2.8, 2)
    pygame.draw.rect(surf, theme.BRASS_DARK, sea, 3, border_radius=24)
    for rect in course.docks:
        pygame.draw.rect(surf, theme.WOOD_DARK, rect.inflate(10, 10), 4, border_radius=14)
