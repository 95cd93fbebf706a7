"""Libertalia's pictures: character cards composed from the portraits, den chips, booty tokens, coins, the seats' colours."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import _, language
from game.libertalia.characters import CHARACTERS

from .. import theme
from ..pixel_cache import pixel_lru
from ..widgets import font, image, render_text, wrap
from . import layout as L

INK = theme.TEXT_DARK
CARD_STOCK = (240, 228, 196)


def seat_rgb(table, seat: int) -> tuple[int, int, int]:
    return theme.PLAYER_COLOURS[table.match.seats[seat].colour].rgb


def seat_look(table, seat: int) -> tuple[tuple[int, int, int], str]:
    """A seat's colour and emblem: every card of the seat shows both, so nothing rests on colour alone."""
    c = theme.PLAYER_COLOURS[table.match.seats[seat].colour]
    return c.rgb, c.emblem


def emblem(name: str, size: int) -> pygame.Surface:
    return image(f"emblems/{name}.png", (size, size))


def dark(c, f: float = 0.45) -> tuple[int, int, int]:
    return tuple(int(v * f) for v in c)


def _luminance(c) -> float:
    def lin(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def number_look(fill) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """(disc, figure) for a number on a seat's colour, WCAG 2's 4.5:1 apart: light words on the dark
    colours, ink on the light ones (Yellow, Sky, Orange, Sand...), and a red a shade darker for its
    light words (no word reads 4.5:1 on the pure one)."""
    ink, light = INK, theme.TEXT
    ratio = lambda a, b: (max(_luminance(a), _luminance(b)) + 0.05) / (min(_luminance(a), _luminance(b)) + 0.05)
    if ratio(ink, fill) >= 4.5:
        return tuple(fill), ink
    f = 1.0
    while ratio(light, dark(fill, f)) < 4.5 and f > 0.3:
        f -= 0.04
    return dark(fill, f), light


def portrait(rank: int, size: tuple[int, int]) -> pygame.Surface:
    return image(f"libertalia/portraits/{rank:02d}.png", size)


def token(kind: str, size: int) -> pygame.Surface:
    return image(f"libertalia/booty/{kind}.png", (size, size))


@lru_cache(maxsize=8)
def token_back(size: int) -> pygame.Surface:
    """A booty token lying face down: a dark disc in the tokens' brass rim, a question mark."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surf, (24, 20, 18), (c, c), round(size * 0.47))
    pygame.draw.circle(surf, (78, 52, 34), (c, c), round(size * 0.42))
    pygame.draw.circle(surf, (200, 156, 64), (c, c), round(size * 0.47), max(2, size // 20))
    mark = render_text("?", max(10, round(size * 0.6)), (226, 196, 120), "display", shadow=False)
    surf.blit(mark, mark.get_rect(center=(c, c + size // 20)))
    return surf


def coin(size: int) -> pygame.Surface:
    return image("libertalia/doubloon.png", (size, size))


def phase_icon(phase: str, size: int) -> pygame.Surface:
    return image(f"libertalia/phases/{phase}.png", (size, size))


def _fit(text: str, width: int, size: int, face: str, smallest: int = 22) -> int:
    while size > smallest and font(size, face).size(text)[0] > width:
        size -= 1
    return size


def _blit_centered(surf, text, y, size, colour, face, width):
    img = render_text(text, size, colour, face, shadow=False)
    surf.blit(img, img.get_rect(midtop=(width // 2, y)))
    return img.get_height()


def card(rank: int, look: tuple, w: int = L.CARD_W, h: int = L.CARD_H,
         influence: int | None = None) -> pygame.Surface:
    """A character card in a seat's look (colour, emblem): rank, phase icons, portrait, name, and (on big
    cards) the ability in a few words, in the player's language."""
    return _card(rank, look, w, h, influence, language())


@pixel_lru(16)     # a table's cards (a campaign's 30 ranks at the hand's and the ship's sizes) and more
def _card(rank: int, look: tuple, w: int, h: int, influence: int | None, lang: str) -> pygame.Surface:
    """card(), drawn once per language (the words are painted on)."""
    colour, emblem_name = look
    ch = CHARACTERS[rank]
    title, short = _(ch.name), _(ch.short)
    big = h >= 260
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 110), (4, 6, w - 4, h - 6), border_radius=14)
    body = pygame.Rect(0, 0, w - 4, h - 6)
    pygame.draw.rect(surf, colour, body, border_radius=14)
    inner = body.inflate(-14, -14)
    pygame.draw.rect(surf, CARD_STOCK, inner, border_radius=9)
    # rank disc and phase icons
    r = 26 if big else 22
    disc, figure = number_look(colour)
    pygame.draw.circle(surf, dark(colour, 0.55), (inner.x + r + 2, inner.y + r + 2), r + 2)
    pygame.draw.circle(surf, disc, (inner.x + r + 2, inner.y + r + 2), r)
    num = render_text(str(rank), 40 if big else 34, figure, "display", shadow=False)
    surf.blit(num, num.get_rect(center=(inner.x + r + 2, inner.y + r + 1)))
    isz = 40 if big else (34 if len(ch.phases) == 1 else 28)
    for i, phase in enumerate(reversed(ch.phases)):
        surf.blit(phase_icon(phase, isz), (inner.right - isz - 2 - i * (isz - 2), inner.y + 4 + (34 - isz) // 2))
    esz = 30 if big else 22
    mark = emblem(emblem_name, esz).copy()
    mark.fill((*dark(colour, 0.7), 255), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(mark, (inner.x + 2 * r + 6, inner.y + r + 2 - esz // 2))
    # portrait
    top = inner.y + 2 * r + 8
    size = _fit(title, inner.w - 6, 28, "bold", smallest=24)
    names = [title] if font(size, "bold").size(title)[0] <= inner.w - 6 else wrap(title, size, "bold", inner.w - 6)
    ph = (110 if big else 96) - 24 * (len(names) - 1)
    pw = round(ph * 180 / 150)
    pic = portrait(rank, (pw, ph))
    prect = pic.get_rect(midtop=(w // 2 - 2, top))
    surf.blit(pic, prect)
    pygame.draw.rect(surf, dark(colour, 0.6), prect, 2)
    y = prect.bottom + 4
    for line in names:
        y += _blit_centered(surf, line, y, size, INK, "bold", w - 4) - 4
    if big:
        for line in wrap(short, 28, "body", inner.w - 8)[:2]:
            y += _blit_centered(surf, line, y, 28, (90, 50, 30), "body", w - 4) - 6
    if influence is not None:       # the silver number, on the portrait's lower left corner: read from the couch
        rad = 22 if big else 19
        c = (prect.x + rad - 4, prect.bottom - rad + 4)
        pygame.draw.circle(surf, (120, 124, 136), c, rad + 2)
        pygame.draw.circle(surf, (214, 218, 228), c, rad)
        t = render_text(str(influence), 36 if big else 32, INK, "bold", shadow=False)
        surf.blit(t, t.get_rect(center=(c[0], c[1] + 1)))
    return surf


@lru_cache(maxsize=4)
def card_back(w: int = L.CARD_W, h: int = L.CARD_H) -> pygame.Surface:
    return image("libertalia/back.png", (w, h))


@lru_cache(maxsize=512)
def chip(rank: int, colour: tuple[int, int, int], gone: bool = False) -> pygame.Surface:
    """A character in a den (or, `gone`, in the graveyard): the seat's colour and the rank."""
    surf = pygame.Surface((L.CHIP_W, L.CHIP_H), pygame.SRCALPHA)
    rect = surf.get_rect().inflate(-2, -2)
    fill = colour if not gone else (92, 88, 86)
    pygame.draw.rect(surf, dark(fill, 0.5), rect, border_radius=8)
    pygame.draw.rect(surf, fill, rect.inflate(-4, -4), border_radius=7)
    pic = portrait(rank, (rect.w - 12, round((rect.w - 12) * 150 / 180)))      # room above it for the rank
    if gone:
        pic = pic.copy()
        pic.fill((110, 110, 110, 255), special_flags=pygame.BLEND_RGBA_MULT)
    face = pygame.Rect(rect.x + 6, rect.bottom - pic.get_height() - 4, pic.get_width(), pic.get_height())
    surf.blit(pic, face)
    if gone:                      # crossed out: the portrait, never the rank
        pygame.draw.line(surf, theme.WARN, face.topleft, face.bottomright, 4)
        pygame.draw.line(surf, theme.WARN, face.topright, face.bottomleft, 4)
    # the rank on a dark band across the top: it reads on every seat's colour
    band = pygame.Rect(rect.x + 2, rect.y + 2, rect.w - 4, face.y - rect.y - 2)
    pygame.draw.rect(surf, dark(fill, 0.3), band, border_radius=6)
    num = render_text(str(rank), 28, theme.TEXT, "bold", shadow=False)
    surf.blit(num, num.get_rect(center=band.center))
    return surf
