"""Small drawing pieces the Palabra decisions share (choices_panels*.py): the tray panel, chips, buttons, rings, arrows."""
from __future__ import annotations

import math

import pygame

from .. import theme
from ..widgets import draw_panel, draw_text, focus_ring, render_text


def tray(surface: pygame.Surface, rect: pygame.Rect, title: str, colour=theme.BRASS) -> None:
    draw_panel(surface, rect, fill=theme.NAVY, border=colour, alpha=255)
    draw_text(surface, title, (rect.centerx - 3, rect.y + 26), theme.SIZE_SMALL, theme.PARCHMENT, "bold")


def chip(surface: pygame.Surface, rect: pygame.Rect, text: str, *, selected: bool = False,
         focused: bool = False, fill=theme.WOOD_DARK, active_fill=theme.WOOD, time: float = 0.0,
         enabled: bool = True) -> None:
    """A rounded choice: filled when selected, ringed when focused."""
    body = pygame.Rect(rect.x, rect.y, rect.w - 6, rect.h - 8)
    draw_panel(surface, rect, fill=active_fill if selected else fill,
               border=theme.BRASS if selected else theme.BRASS_DARK, radius=12, alpha=250 if enabled else 150)
    draw_text(surface, text, body.center, theme.SIZE_SMALL, theme.TEXT if enabled else theme.TEXT_DIM, "bold")
    if focused:
        focus_ring(surface, body, time, radius=12)


def button(surface: pygame.Surface, rect: pygame.Rect, text: str, *, enabled: bool = True,
           focused: bool = False, time: float = 0.0) -> None:
    chip(surface, rect, text, selected=enabled, focused=focused and enabled, fill=theme.INK,
         active_fill=(40, 110, 60), time=time, enabled=enabled)


def ring(surface: pygame.Surface, rect: pygame.Rect, colour, time: float, width: int = 4,
         radius: int = 14) -> None:
    """A softly pulsing outline: "this can be chosen"."""
    glow = 0.5 + 0.5 * math.sin(time * 4.0)
    grow = int(2 + 3 * glow)
    pygame.draw.rect(surface, colour, rect.inflate(grow * 2, grow * 2), width, border_radius=radius)


def circle_ring(surface: pygame.Surface, centre, radius: int, colour, time: float, width: int = 5) -> None:
    glow = 0.5 + 0.5 * math.sin(time * 4.0)
    pygame.draw.circle(surface, colour, centre, radius + int(3 * glow), width)


def updown(surface: pygame.Surface, centre, colour, up_on: bool, down_on: bool) -> tuple[pygame.Rect, pygame.Rect]:
    """Two small triangles above and below a number; returns their click rectangles."""
    x, y = centre
    up = pygame.Rect(x - 18, y - 44, 36, 26)
    down = pygame.Rect(x - 18, y + 18, 36, 26)
    for r, on, pts in ((up, up_on, [(x - 14, y - 22), (x + 14, y - 22), (x, y - 40)]),
                       (down, down_on, [(x - 14, y + 22), (x + 14, y + 22), (x, y + 40)])):
        pygame.draw.polygon(surface, colour if on else theme.STONE_DARK, pts)
    return up, down


def label_box(surface: pygame.Surface, text: str, midtop, colour=theme.TEXT, fill=theme.INK,
              border=theme.BRASS) -> pygame.Rect:
    """A one-line caption on a small dark plate (names a highlighted target)."""
    surf = render_text(text, theme.SIZE_SMALL, colour, "bold")
    rect = surf.get_rect(midtop=midtop).inflate(24, 12)
    rect.clamp_ip(pygame.Rect(0, 60, theme.SCREEN_W, theme.SCREEN_H - 130))
    pygame.draw.rect(surface, fill, rect, border_radius=10)
    pygame.draw.rect(surface, border, rect, 2, border_radius=10)
    surface.blit(surf, surf.get_rect(center=rect.center))
    return rect
