"""The six Cartagena symbols (pistol, rum, lantern, parrot, hook, chest), drawn at any size.

Each symbol has its own silhouette (so shape alone tells them apart, as well as
colour) and is built in a unit box from antialiased parts: filled with gradients,
bevel-lit, separated by thin ink lines, then given one dark outline and a soft
shadow. `symbol_image` returns an Img; `draw_symbol` blits onto a pygame Surface.
Tiles, cards, icons and thumbnails all use these.
"""
from __future__ import annotations

import math

import numpy as np
import pygame

from scenes import theme as T

from .raster import (Img, Pen, blur, bezier_pts, dilate, erode, grid, lerp_colours, star_pts,
                     union)

NAMES = ("pistol", "rum", "lantern", "parrot", "hook", "chest")
LABELS = {"pistol": "Pistol", "rum": "Rum", "lantern": "Lantern", "parrot": "Parrot",
          "hook": "Hook", "chest": "Chest"}

STEEL = ((0.0, (226, 232, 240)), (0.45, (150, 160, 176)), (1.0, (76, 84, 100)))
BRASS = ((0.0, (255, 226, 140)), (0.5, T.BRASS), (1.0, T.BRASS_DARK))
WOODG = ((0.0, (160, 104, 60)), (1.0, T.WOOD_DARK))


class _Draw:
    """Collects a symbol's parts: silhouette fills and atop-only details."""

    def __init__(self, size: int, pad: float = 0.06):
        self.S = size
        self.off = size * pad
        self.sc = size * (1 - 2 * pad)
        self.layers: list[tuple] = []
        self.x, self.y = grid(size, size)
        self.x = (self.x - self.off) / self.sc
        self.y = (self.y - self.off) / self.sc

    def pen(self, angle: float = 0.0, pivot=(0.5, 0.5)) -> Pen:
        return Pen(self.S, self.S, ox=self.off, oy=self.off, scale=self.sc, angle=angle, pivot=pivot)

    def vg(self, stops, y0=0.0, y1=1.0):
        return lerp_colours((self.y - y0) / (y1 - y0), stops)

    def hg(self, stops, x0=0.0, x1=1.0):
        return lerp_colours((self.x - x0) / (x1 - x0), stops)

    def fill(self, mask, colour, bevel: float = 0.45, edge: bool = True):
        self.layers.append(("fill", mask, colour, bevel, edge))
        return mask

    def detail(self, mask, colour, opacity: float = 1.0):
        self.layers.append(("detail", mask, colour, opacity))
        return mask


def taper_pts(pts, w0: float, w1: float):
    """Polygon around a polyline whose width goes from w0 to w1."""
    n = len(pts)
    left, right = [], []
    for i, (x, y) in enumerate(pts):
        ax, ay = pts[max(0, i - 1)]
        bx, by = pts[min(n - 1, i + 1)]
        dx, dy = bx - ax, by - ay
        d = math.hypot(dx, dy) or 1.0
        w = (w0 + (w1 - w0) * i / (n - 1)) / 2
        left.append((x - dy / d * w, y + dx / d * w))
        right.append((x + dy / d * w, y - dx / d * w))
    return left + right[::-1]


# -- the six symbols ----------------------------------------------------------------------
def _pistol(d: _Draw):
    # Wooden stock: grip curving down to a butt, fore-stock under the barrel.
    stock = d.pen().polygon(
        [(0.40, 0.37), (0.80, 0.37), (0.80, 0.47), (0.47, 0.49), (0.38, 0.55), (0.30, 0.70),
         (0.26, 0.84)] + bezier_pts([(0.26, 0.84), (0.18, 0.90), (0.07, 0.86), (0.06, 0.78)], 10)
        + [(0.10, 0.62), (0.17, 0.46), (0.25, 0.36), (0.32, 0.31)]).mask()
    d.fill(stock, d.vg(WOODG, 0.3, 0.9), 0.5)
    # Brass butt cap.
    cap = d.pen(angle=-30, pivot=(0.16, 0.83)).ellipse(0.16, 0.83, 0.105, 0.06).mask() * stock
    d.fill(cap, d.vg(BRASS, 0.76, 0.9), 0.5)
    # Trigger guard and trigger.
    guard = d.pen().arc(0.47, 0.52, 0.085, -10, 160, 0.028).mask()
    d.fill(guard, d.vg(BRASS, 0.45, 0.62), 0.3)
    trig = d.pen().bezier([(0.47, 0.48), (0.49, 0.53), (0.45, 0.57)], 0.022).mask()
    d.fill(trig, (60, 60, 70), 0.2, edge=False)
    # Steel barrel with a flared muzzle and a brass band.
    barrel = d.pen().rect(0.30, 0.28, 0.62, 0.11, 0.03).mask()
    d.fill(barrel, d.vg(STEEL, 0.28, 0.39), 0.4)
    muzzle = d.pen().rect(0.88, 0.255, 0.075, 0.16, 0.025).mask()
    d.fill(muzzle, d.vg(STEEL, 0.25, 0.42), 0.4)
    band = d.pen().rect(0.64, 0.27, 0.05, 0.13, 0.015).mask()
    d.fill(band, d.vg(BRASS, 0.27, 0.40), 0.3)
    # Flintlock: lock plate, curled hammer, frizzen.
    plate = d.pen().rect(0.25, 0.33, 0.17, 0.09, 0.03).mask()
    d.fill(plate, d.vg(STEEL, 0.33, 0.42), 0.4)
    hammer = d.pen().bezier([(0.30, 0.34), (0.22, 0.26), (0.22, 0.16), (0.30, 0.15)], 0.05).mask()
    d.fill(hammer, d.vg(STEEL, 0.14, 0.34), 0.4)
    frizzen = d.pen().rect(0.38, 0.19, 0.045, 0.11, 0.015).mask()
    d.fill(frizzen, d.vg(STEEL, 0.18, 0.30), 0.4)
    # A shine along the barrel.
    d.detail(d.pen().line((0.36, 0.305), (0.86, 0.305), 0.018).mask() * barrel, (255, 255, 255), 0.75)


def _rum(d: _Draw):
    # A squat "onion" rum bottle with a long neck, leaning: its shape alone says bottle.
    A, piv = 16, (0.5, 0.6)
    P = lambda: d.pen(angle=A, pivot=piv)  # noqa: E731
    neck = [(0.44, 0.15), (0.56, 0.15), (0.575, 0.40), (0.425, 0.40)]
    glass = union(P().ellipse(0.5, 0.68, 0.31, 0.27).mask(), P().polygon(neck).mask(),
                  P().ellipse(0.5, 0.45, 0.14, 0.09).mask())
    green = ((0.0, (120, 200, 130)), (0.35, (38, 128, 72)), (1.0, (12, 58, 36)))
    d.fill(glass, d.hg(green, 0.2, 0.85), 0.35)
    level = glass * P().rect(0.0, 0.56, 1.0, 0.5).mask()
    d.detail(level, (120, 62, 14), 0.5)
    lip = P().rect(0.415, 0.12, 0.17, 0.05, 0.02).mask()
    d.fill(lip, d.hg(((0, (120, 200, 130)), (1, (20, 80, 44))), 0.4, 0.6), 0.3)
    cork = P().rect(0.435, 0.03, 0.13, 0.10, 0.03).mask()
    d.fill(cork, d.vg(((0, (222, 172, 110)), (1, (150, 98, 52))), 0.03, 0.13), 0.4)
    label = P().rect(0.30, 0.62, 0.40, 0.18, 0.03).mask()
    d.fill(label, d.vg(((0, T.PARCHMENT), (1, T.PARCHMENT_DARK)), 0.62, 0.80), 0.25)
    p = P()
    for cx in (0.40, 0.50, 0.60):
        p.line((cx - 0.03, 0.66), (cx + 0.03, 0.76), 0.026)
        p.line((cx + 0.03, 0.66), (cx - 0.03, 0.76), 0.026)
    d.detail(p.mask(), (140, 30, 24))
    shine = P().arc(0.5, 0.68, 0.24, 150, 215, 0.035).mask()
    d.detail(shine * erode(glass, 1), (255, 255, 255), 0.6)
    d.detail(P().line((0.465, 0.20), (0.465, 0.36), 0.02).mask(), (255, 255, 255), 0.5)


def _lantern(d: _Draw):
    ring = d.pen().ring(0.5, 0.105, 0.065, 0.03).mask()
    d.fill(ring, d.vg(BRASS, 0.04, 0.17), 0.4)
    cap = d.pen().polygon([(0.38, 0.17), (0.62, 0.17), (0.76, 0.29), (0.24, 0.29)]).mask()
    cap = union(cap, d.pen().ellipse(0.5, 0.17, 0.12, 0.04).mask())
    d.fill(cap, d.vg(BRASS, 0.14, 0.30), 0.5)
    glass = d.pen().rect(0.29, 0.29, 0.42, 0.47, 0.02).mask()
    x, y = d.x, d.y
    glow = lerp_colours(np.hypot((x - 0.5) / 0.8, (y - 0.55) / 1.1) / 0.32,
                        ((0.0, (255, 250, 210)), (0.35, (255, 214, 96)), (1.0, (214, 110, 30))))
    d.fill(glass, glow, 0.15)
    flame = d.pen().polygon(bezier_pts([(0.5, 0.37), (0.55, 0.46), (0.60, 0.54), (0.5, 0.62)], 10)
                            + bezier_pts([(0.5, 0.62), (0.40, 0.54), (0.45, 0.46), (0.5, 0.37)], 10)).mask()
    d.detail(blur(flame, d.S * 0.03), (255, 255, 240), 0.9)
    d.detail(flame, (255, 255, 250), 0.95)
    wick = d.pen().rect(0.485, 0.61, 0.03, 0.05).mask()
    d.detail(wick, (70, 40, 20))
    bars = d.pen()
    for bx in (0.29, 0.71):
        bars.rect(bx - 0.035, 0.28, 0.07, 0.49, 0.02)
    bars.rect(0.25, 0.48, 0.50, 0.035, 0.01)
    d.fill(bars.mask(), d.hg(BRASS[::-1], 0.2, 0.8), 0.45)
    base = d.pen().polygon([(0.25, 0.76), (0.75, 0.76), (0.80, 0.88), (0.20, 0.88)]).mask()
    base = union(base, d.pen().rect(0.17, 0.86, 0.66, 0.06, 0.02).mask())
    d.fill(base, d.vg(BRASS, 0.74, 0.93), 0.5)
    d.detail(d.pen().line((0.35, 0.33), (0.35, 0.45), 0.025).mask(), (255, 255, 255), 0.6)


def _parrot(d: _Draw):
    perch = d.pen().rect(0.10, 0.80, 0.80, 0.075, 0.035).mask()
    d.fill(perch, d.vg(WOODG, 0.78, 0.9), 0.4)
    tail = d.pen().polygon([(0.56, 0.66), (0.70, 0.62), (0.82, 0.97), (0.73, 0.98)]).mask()
    d.fill(tail, d.vg(((0, (214, 40, 36)), (0.6, (200, 40, 40)), (1, (40, 80, 190))), 0.6, 0.98), 0.4)
    body = d.pen(angle=-25, pivot=(0.52, 0.52)).ellipse(0.52, 0.52, 0.17, 0.27).mask()
    red = ((0, (255, 110, 80)), (0.5, (222, 44, 38)), (1, (150, 20, 26)))
    d.fill(body, d.hg(red, 0.3, 0.75), 0.5)
    head = d.pen().circle(0.42, 0.25, 0.145).mask()
    d.fill(head, d.hg(red, 0.28, 0.6), 0.5, edge=False)
    wing_pts = (bezier_pts([(0.50, 0.38), (0.74, 0.36), (0.80, 0.58), (0.74, 0.80)], 14)
                + bezier_pts([(0.74, 0.80), (0.62, 0.72), (0.48, 0.58), (0.50, 0.38)], 14))
    wing = d.pen().polygon(wing_pts).mask()
    d.fill(wing, d.vg(((0, (255, 210, 50)), (0.35, (70, 170, 80)), (0.75, (40, 110, 210)), (1, (30, 60, 170))),
                      0.4, 0.8), 0.4)
    fp = d.pen()
    for t in (0.55, 0.64, 0.72):
        fp.bezier([(0.56 + (t - 0.55) * 0.6, t - 0.04), (0.66, t + 0.02), (0.72, t + 0.08)], 0.014)
    d.detail(fp.mask() * wing, (20, 30, 60), 0.55)
    face = d.pen().ellipse(0.36, 0.24, 0.075, 0.06, rot=-10).mask()
    d.detail(face, (250, 246, 236))
    upper = d.pen().polygon(bezier_pts([(0.33, 0.17), (0.17, 0.16), (0.15, 0.30), (0.21, 0.39)], 14)
                            + bezier_pts([(0.21, 0.39), (0.24, 0.31), (0.28, 0.29), (0.34, 0.31)], 10)).mask()
    d.fill(upper, d.hg(((0, (250, 244, 226)), (1, (190, 180, 160))), 0.15, 0.35), 0.4)
    lower = d.pen().polygon(bezier_pts([(0.27, 0.30), (0.25, 0.36), (0.31, 0.38), (0.36, 0.33)], 10)).mask()
    d.fill(lower, (50, 44, 48), 0.2)
    d.detail(d.pen().circle(0.385, 0.225, 0.034).mask(), (20, 20, 24))
    d.detail(d.pen().circle(0.377, 0.214, 0.011).mask(), (255, 255, 255))
    feet = d.pen()
    for fx in (0.46, 0.56):
        feet.line((fx, 0.76), (fx - 0.03, 0.835), 0.035)
        feet.line((fx, 0.76), (fx + 0.03, 0.835), 0.035)
    d.fill(feet.mask(), (90, 90, 100), 0.2)


def _hook(d: _Draw):
    cuff_pts = [(0.36, 0.64), (0.64, 0.64), (0.72, 0.90)] + bezier_pts(
        [(0.72, 0.90), (0.70, 0.97), (0.30, 0.97), (0.28, 0.90)], 10)
    cuff = d.pen().polygon(cuff_pts).mask()
    leather = ((0, (176, 112, 64)), (0.5, (120, 72, 40)), (1, (70, 40, 22)))
    d.fill(cuff, d.hg(leather, 0.3, 0.72), 0.5)
    st = d.pen()
    for sy in (0.74, 0.84):
        for sx in (0.40, 0.47, 0.54, 0.61):
            st.line((sx - 0.015, sy), (sx + 0.015, sy), 0.016)
    d.detail(st.mask() * cuff, (240, 220, 180), 0.8)
    band = d.pen().rect(0.33, 0.58, 0.34, 0.08, 0.02).mask()
    d.fill(band, d.vg(BRASS, 0.58, 0.66), 0.5)
    # Shaft rising then curling over to the left into a sharp point.
    path = [(0.57, 0.60), (0.57, 0.40)] + [
        (0.41 + 0.16 * math.cos(math.radians(a)), 0.36 + 0.21 * math.sin(math.radians(a)) * 1.0)
        for a in np.linspace(0, -215, 40)]
    path = [(0.57, 0.60)] + [(0.57, 0.36 + 0.24 * (1 - i / 5)) for i in range(1, 5)] + path[2:]
    hook = d.pen().polygon(taper_pts(path, 0.11, 0.012)).mask()
    d.fill(hook, d.hg(STEEL, 0.25, 0.7), 0.6)
    shine = d.pen().arc(0.41, 0.36, 0.13, -10, -150, 0.022).mask()
    d.detail(shine * erode(hook, 1), (255, 255, 255), 0.8)


def _chest(d: _Draw):
    body = d.pen().rect(0.08, 0.46, 0.84, 0.44, 0.03).mask()
    wood = ((0, (170, 108, 56)), (1, (96, 58, 30)))
    d.fill(body, d.vg(wood, 0.46, 0.90), 0.4)
    planks = d.pen()
    for py in (0.60, 0.75):
        planks.line((0.10, py), (0.90, py), 0.012)
    d.detail(planks.mask(), T.WOOD_DARK, 0.7)
    lid_pts = [(0.06, 0.48), (0.06, 0.34)] + bezier_pts(
        [(0.06, 0.34), (0.08, 0.16), (0.92, 0.16), (0.94, 0.34)], 20) + [(0.94, 0.48)]
    lid = d.pen().polygon(lid_pts).mask()
    d.fill(lid, d.vg(((0, (196, 130, 70)), (1, (120, 74, 38))), 0.18, 0.48), 0.45)
    bands = d.pen()
    for bx in (0.20, 0.80):
        bands.rect(bx - 0.045, 0.18, 0.09, 0.72, 0.015)
    bands = bands.mask() * union(body, lid)
    d.fill(bands, d.hg(BRASS, 0.0, 1.0), 0.5)
    rim = d.pen().rect(0.05, 0.445, 0.90, 0.06, 0.02).mask()
    d.fill(rim, d.vg(BRASS, 0.44, 0.51), 0.5)
    lock = d.pen().rect(0.42, 0.43, 0.16, 0.19, 0.04).mask()
    d.fill(lock, d.vg(BRASS, 0.43, 0.62), 0.5)
    hole = d.pen().circle(0.5, 0.505, 0.025).polygon([(0.485, 0.51), (0.515, 0.51), (0.525, 0.58),
                                                     (0.475, 0.58)]).mask()
    d.detail(hole, (30, 20, 14))
    sp = d.pen().polygon(star_pts(0.74, 0.28, 0.07, 0.018, 4, -90)).mask()
    d.detail(sp, (255, 250, 220))
    d.detail(d.pen().polygon(star_pts(0.30, 0.25, 0.04, 0.012, 4, -90)).mask(), (255, 250, 220), 0.9)


_BUILD = {"pistol": _pistol, "rum": _rum, "lantern": _lantern, "parrot": _parrot,
          "hook": _hook, "chest": _chest}

HALO = {"lantern": (255, 214, 110)}


def symbol_image(name: str, size: int, outline=T.INK, shadow: float = 0.45,
                 halo: bool = True, pad: float = 0.06) -> Img:
    """Render one symbol into a size x size transparent Img (pad = margin as a fraction)."""
    d = _Draw(size, pad)
    _BUILD[name](d)
    return compose(d, size, outline, shadow, HALO.get(name) if halo else None)


def compose(d: "_Draw", size: int, outline, shadow: float, halo=None) -> Img:
    """Paint a drawing's layers into a size x size Img: an optional halo, a drop shadow, the
    outline round the silhouette, then each fill with its bevel and edge, and the details."""
    sil = union(*[ly[1] for ly in d.layers if ly[0] == "fill"])
    ow = max(1.2, size * 0.028)
    outer = dilate(sil, ow)
    img = Img(size, size)
    if halo is not None:
        img.paint(blur(dilate(sil, size * 0.04), size * 0.06), halo, 0.55)
    if shadow:
        img.shadow(outer, size * 0.025, size * 0.035, size * 0.03, shadow)
    img.paint(outer, outline)
    for ly in d.layers:
        if ly[0] == "fill":
            _, m, col, bev, edge = ly
            img.paint(m, col)
            if bev:
                img.bevel(m, max(1.0, size * 0.02), bev)
            if edge:
                img.paint(np.clip(m - erode(m, max(0.8, ow * 0.45)), 0, 1), outline, 0.85)
        else:
            _, m, col, op = ly
            img.paint(m, col, op)
    return img


def symbol_silhouette(name: str, size: int, pad: float = 0.06) -> np.ndarray:
    """The coverage mask of a symbol (used for carved/stamped looks)."""
    d = _Draw(size, pad)
    _BUILD[name](d)
    return union(*[ly[1] for ly in d.layers if ly[0] == "fill"])


def draw_symbol(surface: pygame.Surface, name: str, rect, **kw) -> None:
    """Draw a symbol centred in `rect` (square of the rect's smaller side) on a pygame Surface."""
    r = pygame.Rect(rect)
    s = min(r.w, r.h)
    img = symbol_image(name, s, **kw).to_surface()
    surface.blit(img, img.get_rect(center=r.center))
