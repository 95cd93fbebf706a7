"""Drawing What's this? (scenes/inspect.py): the mouse's note, the focused element's name tag, and its
card (its picture in a box of one size, its name, its rule), each kept on the screen."""
from __future__ import annotations

import pygame

from . import theme
from .card_names import picture
from .widgets import draw_panel, draw_text, render_text, wrap

NOTE_W = 560
CARD_W = 1080
PICTURE = 320           # the side of the card's picture box: every card the same


def note_rect(spot, pos: tuple[int, int], lines: int) -> pygame.Rect:
    """The note's panel beside the pointer, kept on the screen."""
    rect = pygame.Rect(0, 0, NOTE_W, 84 + lines * 36)
    rect.topleft = (pos[0] + 28, pos[1] + 28)
    if rect.right > theme.SCREEN_W - 10:
        rect.right = pos[0] - 28
    if rect.bottom > theme.SCREEN_H - 70:
        rect.bottom = pos[1] - 28
    rect.clamp_ip(pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H - 62))
    return rect


def draw_note(surface: pygame.Surface, spot, pos: tuple[int, int]) -> pygame.Rect:
    lines = wrap(spot.text, theme.SIZE_SMALL, "body", NOTE_W - 40) if spot.text else []
    rect = note_rect(spot, pos, len(lines))
    draw_panel(surface, rect, fill=theme.INK, border=theme.BRASS, alpha=245)
    draw_text(surface, spot.title, (rect.x + 20, rect.y + 36), theme.SIZE_BODY, theme.BRASS, "bold",
              anchor="midleft")
    for i, line in enumerate(lines):
        draw_text(surface, line, (rect.x + 20, rect.y + 86 + i * 36), theme.SIZE_SMALL, theme.TEXT,
                  anchor="midleft")
    return rect


def tag_rect(spot, width: int) -> pygame.Rect:
    """The name's tag under the focused element (above it near the bottom), on the screen."""
    rect = pygame.Rect(0, 0, width, 60)
    rect.midtop = (spot.rect.centerx, spot.rect.bottom + 14)
    if rect.bottom > theme.SCREEN_H - 70:
        rect.midbottom = (spot.rect.centerx, spot.rect.top - 14)
    rect.clamp_ip(pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H - 62))
    return rect


def draw_tag(surface: pygame.Surface, spot) -> pygame.Rect:
    label = render_text(spot.title, theme.SIZE_BODY, theme.BRASS, "bold")
    rect = tag_rect(spot, min(theme.SCREEN_W - 40, label.get_width() + 44))
    draw_panel(surface, rect, fill=theme.INK, border=theme.BRASS, alpha=245, radius=14)
    if label.get_width() > rect.w - 30:
        label = pygame.transform.smoothscale(label, (rect.w - 30, label.get_height()))
    surface.blit(label, label.get_rect(center=(rect.centerx - 3, rect.centery - 4)))
    return rect


def card_rect(spot, lines: int) -> pygame.Rect:
    """The card's panel: in the half of the screen away from the element, kept clear of it."""
    h = max(PICTURE + 60, 130 + lines * 46)
    rect = pygame.Rect(0, 0, CARD_W, h)
    screen = pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H - 62)
    if spot.rect.centery < screen.centery:
        rect.midbottom = (screen.centerx, screen.bottom - 16)
    else:
        rect.midtop = (screen.centerx, 24)
    if rect.colliderect(spot.rect.inflate(20, 20)):          # a tall element: stand beside it
        if spot.rect.centerx < screen.centerx:
            rect.left = min(screen.right - CARD_W - 16, spot.rect.right + 30)
        else:
            rect.right = max(CARD_W + 16, spot.rect.left - 30)
    rect.clamp_ip(screen)
    return rect


def picture_of(spot, element: pygame.Surface | None) -> pygame.Surface | None:
    """The card's picture fitted to its box: the spot's own, else the element as drawn."""
    pic = spot.picture
    if isinstance(pic, str):
        pic = picture(pic)
    if pic is None:
        pic = element
    if pic is None or not pic.get_width() or not pic.get_height():
        return None
    scale = min(PICTURE / pic.get_width(), PICTURE / pic.get_height(), 3.0)
    size = (max(1, round(pic.get_width() * scale)), max(1, round(pic.get_height() * scale)))
    return pygame.transform.smoothscale(pic, size)


def draw_card(surface: pygame.Surface, spot, element: pygame.Surface | None = None) -> pygame.Rect:
    """The element's card: its picture in a box of one size, its name, its rule."""
    text_w = CARD_W - PICTURE - 110
    lines = wrap(spot.text, theme.SIZE_BODY, "body", text_w) if spot.text else []
    title = wrap(spot.title, theme.SIZE_LARGE, "bold", text_w)[:2]
    rect = card_rect(spot, len(lines) + len(title) - 1)
    draw_panel(surface, rect, fill=theme.INK, border=theme.BRASS, alpha=248)
    box = pygame.Rect(rect.x + 30, rect.y + 28, PICTURE, PICTURE)
    draw_panel(surface, box.inflate(16, 16), fill=theme.NAVY, border=theme.BRASS_DARK, alpha=255, radius=12)
    pic = picture_of(spot, element)
    if pic is not None:
        surface.blit(pic, pic.get_rect(center=box.center))
    x = box.right + 40
    y = rect.y + 54
    for line in title:
        draw_text(surface, line, (x, y), theme.SIZE_LARGE, theme.BRASS, "bold", anchor="midleft")
        y += 58
    y += 14
    for line in lines:
        draw_text(surface, line, (x, y), theme.SIZE_BODY, theme.TEXT, anchor="midleft")
        y += 46
    return rect
