"""The eight seat emblems (anchor, star, skull, crown, wheel, key, moon, swords).

Each is a white shape with a dark outline on transparency, so the game can tint
it or lay it on a coloured chip. `emblem_masks` gives the raw shape (silhouette,
white part) for other art (pawn badges); `emblem_image` the finished picture.
"""
from __future__ import annotations

import math

import numpy as np

from scenes import theme as T

from .raster import Img, Pen, arc_pts, bezier_pts, dilate, star_pts, union
from .symbols import taper_pts

NAMES = T.EMBLEMS


def _pen(size: int, pad: float, angle: float = 0.0) -> Pen:
    off = size * pad
    return Pen(size, size, ox=off, oy=off, scale=size * (1 - 2 * pad), angle=angle, pivot=(0.5, 0.5))


def _anchor(P):
    p = P()
    p.ring(0.5, 0.13, 0.075, 0.06)
    p.line((0.5, 0.21), (0.5, 0.86), 0.10)
    p.line((0.28, 0.30), (0.72, 0.30), 0.085)
    p.polyline(arc_pts(0.5, 0.52, 0.33, 0.33, 15, 165, 40), 0.09)
    for sgn in (-1, 1):
        tx, ty = 0.5 + sgn * 0.33 * math.cos(math.radians(15)), 0.52 + 0.33 * math.sin(math.radians(15))
        p.polygon([(tx + sgn * 0.10, ty - 0.13), (tx + sgn * 0.07, ty + 0.06), (tx - sgn * 0.08, ty + 0.02)])
    p.polygon([(0.5, 0.97), (0.40, 0.84), (0.60, 0.84)])
    return p.mask(), None


def _star(P):
    return P().polygon(star_pts(0.5, 0.54, 0.49, 0.21, 5)).mask(), None


def _skull(P):
    sil = P().circle(0.5, 0.40, 0.34).rect(0.30, 0.52, 0.40, 0.34, 0.08).mask()
    holes = P()
    holes.ellipse(0.37, 0.45, 0.095, 0.085).ellipse(0.63, 0.45, 0.095, 0.085)
    holes.polygon([(0.5, 0.56), (0.45, 0.66), (0.55, 0.66)])
    for tx in (0.40, 0.5, 0.60):
        holes.line((tx, 0.76), (tx, 0.86), 0.03)
    return sil, holes.mask()


def _crown(P):
    p = P()
    p.polygon([(0.14, 0.66), (0.10, 0.30), (0.32, 0.50), (0.5, 0.20), (0.68, 0.50), (0.90, 0.30), (0.86, 0.66)])
    p.rect(0.12, 0.62, 0.76, 0.20, 0.04)
    for x, y in ((0.10, 0.27), (0.5, 0.16), (0.90, 0.27)):
        p.circle(x, y, 0.065)
    holes = P()
    for x in (0.30, 0.5, 0.70):
        holes.circle(x, 0.72, 0.045)
    return p.mask(), holes.mask()


def _wheel(P):
    p = P()
    p.ring(0.5, 0.5, 0.29, 0.08)
    p.circle(0.5, 0.5, 0.12)
    for i in range(8):
        a = math.radians(i * 45 + 22.5)
        c, s = math.cos(a), math.sin(a)
        p.line((0.5 + 0.1 * c, 0.5 + 0.1 * s), (0.5 + 0.40 * c, 0.5 + 0.40 * s), 0.06)
        p.circle(0.5 + 0.43 * c, 0.5 + 0.43 * s, 0.055)
    holes = P().circle(0.5, 0.5, 0.045).mask()
    return p.mask(), holes


def _key(P):
    p = P()
    p.circle(0.5, 0.22, 0.21)
    p.line((0.5, 0.36), (0.5, 0.92), 0.13)
    p.rect(0.5, 0.68, 0.22, 0.09).rect(0.5, 0.83, 0.17, 0.10)
    p.rect(0.40, 0.44, 0.20, 0.05, 0.02)
    holes = P().circle(0.5, 0.22, 0.09).mask()
    return p.mask(), holes


def _moon(P):
    p = P().circle(0.46, 0.52, 0.42)
    p.erase().circle(0.66, 0.40, 0.36).erase(False)
    p.polygon(star_pts(0.76, 0.45, 0.12, 0.045, 4))
    return p.mask(), None


def _swords(P):
    masks = []
    for sgn in (-1, 1):
        p = P()
        # Blade: from the guard (lower corner) curving to the tip (opposite upper corner).
        x0, x1 = 0.5 - sgn * 0.24, 0.5 + sgn * 0.38
        pts = bezier_pts([(x0, 0.70), (0.5 - sgn * 0.02, 0.44), (0.5 + sgn * 0.16, 0.20), (x1, 0.06)], 24)
        p.polygon(taper_pts(pts, 0.15, 0.03))
        gx, gy = x0 - sgn * 0.02, 0.72
        p.line((gx - 0.12, gy - sgn * 0.12), (gx + 0.12, gy + sgn * 0.12), 0.08)
        p.line((gx, gy), (gx - sgn * 0.10, 0.86), 0.09)
        p.circle(gx - sgn * 0.12, 0.89, 0.06)
        masks.append(p.mask())
    return union(*masks), None


_BUILD = {"anchor": _anchor, "star": _star, "skull": _skull, "crown": _crown,
          "wheel": _wheel, "key": _key, "moon": _moon, "swords": _swords}


def emblem_masks(name: str, size: int, pad: float = 0.1):
    """(silhouette, holes) coverage masks of an emblem; holes may be None."""
    return _BUILD[name](lambda **kw: _pen(size, pad, **kw))


def emblem_image(name: str, size: int, fill=(255, 255, 255), outline=T.INK, width: float | None = None,
                 bevel: float = 0.18, pad: float = 0.1) -> Img:
    """The emblem as a filled shape with an outline (and dark holes) on transparency."""
    sil, holes = emblem_masks(name, size, pad)
    ow = width if width is not None else max(1.2, size * 0.045)
    img = Img(size, size)
    img.paint(dilate(sil, ow), outline)
    white = sil if holes is None else np.clip(sil - holes, 0, 1)
    img.paint(white, fill)
    if bevel:
        img.bevel(white, max(1.0, size * 0.025), bevel, hi=(255, 255, 255), lo=(120, 120, 130))
    return img
