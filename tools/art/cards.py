"""Cartagena cards (200x280): six light faces, six darker Filibuster faces, and the back."""
from __future__ import annotations

import math

import numpy as np
import pygame

from scenes import theme as T

from . import fonts
from .raster import Img, Pen, blur, dilate, erode, grid, lerp_colours, place, star_pts, text_mask
from .symbols import LABELS, NAMES, symbol_image
from .textures import dark_card, parchment, vignette

CARD_W, CARD_H = 200, 280
RADIUS = 16
RIBBON = (150, 36, 30)


def card_shape(w: int = CARD_W, h: int = CARD_H) -> np.ndarray:
    return Pen(w, h).rect(0, 0, w, h, RADIUS).mask()


def _border(img: Img, shape: np.ndarray, line, inner) -> None:
    w, h = img.w, img.h
    img.paint(shape - erode(shape, 2.0), T.INK)
    a = Pen(w, h).rect(8, 8, w - 16, h - 16, 10).mask()
    b = Pen(w, h).rect(11, 11, w - 22, h - 22, 8).mask()
    img.paint(a - b, line)
    c = Pen(w, h).rect(14, 14, w - 28, h - 28, 6).mask()
    d = Pen(w, h).rect(15.5, 15.5, w - 31, h - 31, 5).mask()
    img.paint(c - d, inner, 0.8)


def _ribbon(img: Img, text: str, fill, text_col, edge) -> None:
    """A swallow-tailed banner carrying the card's name."""
    w, h = img.w, img.h
    y0, y1 = 183, 218
    pts = [(22, y0 + 4), (50, y0), (150, y0), (178, y0 + 4), (170, (y0 + y1) / 2 + 2), (178, y1 + 4),
           (150, y1), (50, y1), (22, y1 + 4), (30, (y0 + y1) / 2 + 2)]
    m = Pen(w, h).polygon(pts).mask()
    img.shadow(m, 2, 3, 2.5, 0.45)
    img.paint(dilate(m, 1.5), T.INK)
    _, y = grid(h, w)
    img.paint(m, lerp_colours((y - y0) / (y1 - y0), ((0, tuple(min(255, int(c * 1.3)) for c in fill)),
                                                      (0.5, fill), (1, tuple(int(c * 0.7) for c in fill)))))
    img.paint(Pen(w, h).polyline([(50, y0 + 4), (150, y0 + 4)], 1.2).mask(), edge, 0.6)
    img.paint(Pen(w, h).polyline([(50, y1 - 4), (150, y1 - 4)], 1.2).mask(), edge, 0.6)
    font = pygame.font.Font(fonts.font_file("display.ttf"), 27)
    tm = text_mask(font, text)
    th, tw = tm.shape
    tx, ty = (w - tw) // 2, int((y0 + y1) / 2 - th / 2)
    full = place(tm, h, w, tx, ty)
    img.paint(blur(place(tm, h, w, tx + 1, ty + 2), 1.0), (0, 0, 0), 0.6)
    img.paint(full, text_col)


def card_face(name: str, dark: bool = False) -> Img:
    """A face card: big symbol in the middle, small ones in two corners, a name ribbon."""
    w, h = CARD_W, CARD_H
    shape = card_shape()
    img = Img(w, h)
    if dark:
        base = dark_card(w, h, 9) * vignette(w, h, 0.45)[..., None]
        img.paint(shape, base)
        x, y = grid(h, w)
        glow = np.exp(-((x - w / 2) ** 2 + (y - 106) ** 2) / (2 * 62 ** 2))
        img.paint(glow * shape, (150, 170, 200), 0.45)
        _border(img, shape, T.BRASS_DARK, (110, 130, 160))
    else:
        base = parchment(w, h, 17, tile=False) * vignette(w, h, 0.35)[..., None]
        img.paint(shape, base)
        _border(img, shape, T.WOOD, T.BRASS_DARK)
    big = symbol_image(name, 146, shadow=0.5)
    img.over(big, (w - big.w) // 2, 106 - big.h // 2)
    small = symbol_image(name, 42, shadow=0.35, halo=False, pad=0.03)
    img.over(small, 14, 14)
    flipped = small.copy()
    flipped.a = flipped.a[::-1, ::-1].copy()
    img.over(flipped, w - 14 - small.w, h - 14 - small.h)
    if dark:
        _ribbon(img, LABELS[name], (60, 70, 96), T.TEXT, (170, 190, 220))
    else:
        _ribbon(img, LABELS[name], RIBBON, T.TEXT, (255, 210, 170))
    img.a *= shape[..., None]
    return img


def compass(img: Img, cx: float, cy: float, r: float) -> None:
    """A brass compass rose medallion."""
    w, h = img.w, img.h
    ring = Pen(w, h).ring(cx, cy, r, r * 0.1).mask()
    disc = Pen(w, h).circle(cx, cy, r * 0.95).mask()
    img.shadow(dilate(disc, r * 0.1), 2, 4, 4, 0.6)
    img.paint(disc, lerp_colours(np.zeros((h, w), np.float32) + 0.5, ((0, T.INK), (1, (30, 44, 70)))))
    ticks = Pen(w, h)
    for i in range(32):
        a = math.radians(i * 360 / 32)
        r0 = r * (0.78 if i % 4 == 0 else 0.84)
        ticks.line((cx + math.cos(a) * r0, cy + math.sin(a) * r0),
                   (cx + math.cos(a) * r * 0.9, cy + math.sin(a) * r * 0.9), max(1.0, r * 0.025))
    img.paint(ticks.mask(), T.BRASS_DARK)
    _, y = grid(h, w)
    img.paint(dilate(ring, 1), T.INK)
    img.paint(ring, lerp_colours((y - cy + r) / (2 * r), ((0, (255, 226, 140)), (0.5, T.BRASS), (1, T.BRASS_DARK))))
    img.bevel(ring, 1.5, 0.4)
    for rot, ro, ri, col in ((-45 + 0, r * 0.55, r * 0.12, T.BRASS_DARK), (-90, r * 0.8, r * 0.16, T.BRASS)):
        pts = star_pts(cx, cy, ro, ri, 4, rot)
        m = Pen(w, h).polygon(pts).mask()
        img.shadow(m, 1, 2, 2, 0.5)
        img.paint(dilate(m, 1), T.INK)
        img.paint(m, col)
        # Light and dark halves of each point, as on an engraved rose.
        for i in range(4):
            tip = pts[2 * i]
            side = pts[(2 * i + 1) % 8]
            half = Pen(w, h).polygon([(cx, cy), tip, side]).mask()
            img.paint(half * m, (255, 240, 190), 0.45)
    img.paint(Pen(w, h).circle(cx, cy, r * 0.08).mask(), T.PARCHMENT)


def card_back() -> Img:
    """The back: tarred navy, a rope-like lattice, a brass border and a compass rose."""
    w, h = CARD_W, CARD_H
    shape = card_shape()
    img = Img(w, h)
    base = dark_card(w, h, 31) * vignette(w, h, 0.5)[..., None]
    img.paint(shape, base)
    lat = Pen(w, h)
    for i in range(-12, 14):
        o = i * 24
        lat.line((o, 0), (o + h, h), 1.4).line((o + h, 0), (o, h), 1.4)
    img.paint(lat.mask() * shape, (90, 110, 140), 0.35)
    _border(img, shape, T.BRASS, T.BRASS_DARK)
    compass(img, w / 2, h / 2, 62)
    img.a *= shape[..., None]
    return img


def all_cards():
    """(file stem, Img) for every card."""
    out = []
    for n in NAMES:
        out.append((n, card_face(n)))
    for n in NAMES:
        out.append((n + "_dark", card_face(n, dark=True)))
    out.append(("back", card_back()))
    return out
