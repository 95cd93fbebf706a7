"""Input prompt glyphs, 64 px high: gamepad face buttons and Start, keycaps, the left mouse button."""
from __future__ import annotations

import math

import numpy as np
import pygame

from scenes import theme as T

from . import fonts
from .raster import Img, Pen, blur, dilate, grid, lerp_colours, place, shade, text_mask

H = 64
PAD_COLOURS = {"a": (92, 178, 58), "b": (222, 62, 52), "x": (38, 112, 222), "y": (238, 188, 28)}
KEYS = {"enter": ("Enter", 132), "esc": ("Esc", 84), "space": ("Space", 176), "tab": ("Tab", 92)}


def _text(img: Img, text: str, size: int, cx: float, cy: float, colour, outline=None, bold=True) -> None:
    font = pygame.font.Font(fonts.font_file("body-bold.ttf" if bold else "body.ttf"), size)
    tm = text_mask(font, text)
    th, tw = tm.shape
    m = place(tm, img.h, img.w, int(round(cx - tw / 2)), int(round(cy - th / 2)))
    if outline is not None:
        img.paint(dilate(m, 1.6), outline, 0.9)
    img.paint(m, colour)


def pad_button(letter: str) -> Img:
    """A glossy round face button with its letter."""
    w = h = H
    img = Img(w, h)
    x, y = grid(h, w)
    cx, cy, r = 32, 31, 28
    body = Pen(w, h).circle(cx, cy + 1.5, r + 1.5).mask()
    img.shadow(body, 0, 2, 2.0, 0.55)
    img.paint(dilate(body, 1.0), T.INK)
    img.paint(body, (24, 26, 32))
    face = Pen(w, h).circle(cx, cy, r - 3).mask()
    col = PAD_COLOURS[letter]
    d = np.hypot(x - cx + 8, y - cy + 10) / (r * 1.6)
    img.paint(face, lerp_colours(d, ((0, shade(col, 1.45)), (0.5, col), (1, shade(col, 0.55)))))
    img.bevel(face, 2.0, 0.35)
    _text(img, letter.upper(), 36, cx, cy + 1, (255, 255, 255), outline=shade(col, 0.35))
    gloss = Pen(w, h).ellipse(cx, cy - 12, 17, 9).mask() * face
    img.paint(blur(gloss, 1.5) * np.clip((cy - 4 - y) / 14, 0, 1), (255, 255, 255), 0.45)
    return img


def pad_start() -> Img:
    """The Start / Menu button: dark, round, with the three-line menu glyph."""
    w = h = H
    img = Img(w, h)
    x, y = grid(h, w)
    cx, cy, r = 32, 31, 26
    body = Pen(w, h).circle(cx, cy + 1.5, r + 1.5).mask()
    img.shadow(body, 0, 2, 2.0, 0.55)
    img.paint(dilate(body, 1.0), T.INK)
    img.paint(body, lerp_colours((y - 4) / 56, ((0, (110, 116, 130)), (1, (40, 44, 54)))))
    img.bevel(body, 2.0, 0.4)
    lines = Pen(w, h)
    for dy in (-8, 0, 8):
        lines.line((cx - 11, cy + dy), (cx + 11, cy + dy), 4.0)
    lm = lines.mask()
    img.paint(dilate(lm, 1.2), T.INK, 0.8)
    img.paint(lm, (250, 250, 250))
    return img


def keycap(width: int, height: int = H) -> tuple[Img, tuple[float, float, float, float]]:
    """A blank keycap; returns the image and the top face rect (x, y, w, h)."""
    w, h = width, height
    img = Img(w, h)
    _, y = grid(h, w)
    small = h < 48
    base = Pen(w, h).rect(1 if small else 2, 2 if small else 4, w - (2 if small else 4), h - (4 if small else 7),
                          6 if small else 10).mask()
    img.shadow(base, 0, 2, 2.0, 0.55)
    img.paint(dilate(base, 1.0), T.INK)
    img.paint(base, lerp_colours((y - 4) / (h - 7), ((0, (150, 146, 140)), (1, (88, 84, 80)))))
    top = (4, 3, w - 8, h - 10) if small else (7, 6, w - 14, h - 18)
    face = Pen(w, h).rect(*top, 5 if small else 8).mask()
    img.paint(face, lerp_colours((y - top[1]) / top[3], ((0, (250, 246, 236)), (1, (214, 208, 196)))))
    img.bevel(face, 2.0, 0.35)
    img.paint(np.clip(dilate(face, 1.0) - face, 0, 1), (120, 116, 110), 0.8)
    return img, top


def key(name: str) -> Img:
    label, width = KEYS[name]
    img, (tx, ty, tw, th) = keycap(width)
    cx, cy = tx + tw / 2, ty + th / 2
    if name == "enter":
        _text(img, label, 24, cx - 10, cy, T.TEXT_DARK)
        ar = Pen(img.w, img.h)
        ex = tx + tw - 16
        ar.polyline([(ex, cy - 8), (ex, cy + 3), (ex - 12, cy + 3)], 2.6)
        ar.polygon([(ex - 17, cy + 3), (ex - 10, cy - 3), (ex - 10, cy + 9)])
        img.paint(ar.mask(), T.TEXT_DARK)
    else:
        _text(img, label, 24, cx, cy, T.TEXT_DARK)
    return img


def key_arrows() -> Img:
    """The arrow cluster: an inverted T of four small keys."""
    k = 32
    w, h = 3 * k + 4, H
    img = Img(w, h)
    spots = {"up": (k + 2, 0), "left": (0, k), "down": (k + 2, k), "right": (2 * k + 4, k)}
    for name, (ox, oy) in spots.items():
        cap, (tx, ty, tw, th) = keycap(k, k)
        cx, cy = tx + tw / 2, ty + th / 2
        ang = {"up": -90, "down": 90, "left": 180, "right": 0}[name]
        a = math.radians(ang)
        pts = []
        for da, rr in ((0, 8), (140, 7), (-140, 7)):
            pts.append((cx + math.cos(a + math.radians(da)) * rr, cy + math.sin(a + math.radians(da)) * rr))
        cap.paint(Pen(k, k).polygon(pts).mask(), T.TEXT_DARK)
        img.over(cap, ox, oy)
    return img


def mouse_left() -> Img:
    """A mouse with its left button lit."""
    w, h = 46, H
    img = Img(w, h)
    x, y = grid(h, w)
    cx = w / 2
    body = Pen(w, h).rect(5, 8, w - 10, h - 11, 18).mask()
    img.shadow(body, 0, 2, 2.0, 0.55)
    img.paint(dilate(body, 1.2), T.INK)
    img.paint(body, lerp_colours((x - 5) / (w - 10), ((0, (236, 234, 230)), (1, (160, 158, 156)))))
    img.bevel(body, 2.5, 0.35)
    left = body * (x < cx - 1) * (y < 30)
    img.paint(left, lerp_colours((y - 8) / 22, ((0, (255, 226, 140)), (1, T.BRASS))))
    img.bevel(left, 1.5, 0.4)
    seams = Pen(w, h).line((cx, 9), (cx, 30), 1.6).line((6, 30), (w - 6, 30), 1.6).mask() * body
    img.paint(seams, (60, 60, 66))
    wheel = Pen(w, h).rect(cx - 2.5, 14, 5, 10, 2.5).mask()
    img.paint(wheel, (60, 60, 66))
    cable = Pen(w, h).bezier([(cx, 8), (cx, 4), (cx + 6, 3), (cx + 9, 2)], 2.0).mask()
    img.paint(cable, (60, 60, 66))
    return img


def all_prompts():
    """(file stem, Img) for every prompt glyph."""
    out = [(f"pad_{c}", pad_button(c)) for c in ("a", "b", "x", "y")]
    out.append(("pad_start", pad_start()))
    out += [(f"key_{n}", key(n)) for n in KEYS]
    out.append(("key_arrows", key_arrows()))
    out.append(("mouse_left", mouse_left()))
    return out
