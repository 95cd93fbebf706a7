"""The Cartagena tileset: tunnel and jungle path spaces with symbols, decorations, four 2x2 pictures.

Layout (128 px tiles, 8 x 4, Tiled local ids): row 0 tunnel (blank, six symbols,
rubble), row 1 jungle (blank, six symbols, foliage), rows 2-3 the dungeon, the
sloop, the pirates' cove and the leaky sloop as 2x2 pictures (see pictures.py).
Backgrounds are periodic, so neighbouring tiles of one kind join seamlessly.
"""
from __future__ import annotations

import functools
import math

import numpy as np

from scenes import theme as T

from . import pictures
from .raster import Img, Pen, blur, dilate, erode, grid, lerp_colours, noise, rgb
from .symbols import NAMES, symbol_image

TILE = 128
ROW_TUNNEL = ("floor",) + NAMES + ("rubble",)
ROW_JUNGLE = ("floor",) + NAMES + ("foliage",)


def cells(n: int, size: int, seed: int):
    """Periodic Voronoi on a jittered grid: (cell id, distance to nearest, gap to second nearest)."""
    rng = np.random.default_rng(seed)
    g = int(round(math.sqrt(n)))
    n = g * g
    gy, gx = np.mgrid[0:g, 0:g].reshape(2, -1)
    pts = (np.stack([gx, gy], 1) + 0.5 + rng.uniform(-0.32, 0.32, (n, 2))) * size / g
    x, y = grid(size, size)
    d = np.empty((n, size, size), np.float32)
    for i, (px, py) in enumerate(pts):
        dx = np.abs(x - px)
        dy = np.abs(y - py)
        dx = np.minimum(dx, size - dx)
        dy = np.minimum(dy, size - dy)
        d[i] = np.hypot(dx, dy)
    order = np.argsort(d, axis=0)
    f1 = np.take_along_axis(d, order[:1], 0)[0]
    f2 = np.take_along_axis(d, order[1:2], 0)[0]
    return order[0], f1, f2 - f1


@functools.lru_cache(maxsize=8)
def _cobbles(size: int, seed: int, base, n: int = 16) -> Img:
    return cobbles(size, seed, base, n)


@functools.lru_cache(maxsize=8)
def _jungle(size: int, seed: int) -> Img:
    return jungle_ground(size, seed)


def cobbles(size: int, seed: int, base, n: int = 16) -> Img:
    """A periodic cobbled stone floor."""
    cid, _, gap = cells(n, size, seed)
    rng = np.random.default_rng(seed + 7)
    tone = rng.uniform(0.8, 1.15, n)[cid]
    grain = noise(size, size, seed + 1, beta=1.2)
    blot = noise(size, size, seed + 2, beta=2.4)
    f = tone * (0.82 + 0.25 * grain + 0.25 * (blot - 0.5))
    edge = np.clip(gap / 5.0, 0, 1)
    dome = np.sqrt(edge)
    col = rgb(base)[None, None, :] * (f * (0.45 + 0.55 * dome))[..., None]
    img = Img.from_array(col)
    # Light from the upper left on each stone's dome.
    gy, gx = np.gradient(blur(edge, 1.5, wrap=True))
    lit = np.clip(-(gx * -0.6 + gy * -0.8) * 4, -1, 1)
    img.paint(np.clip(lit, 0, 1), (255, 255, 255), 0.18)
    img.paint(np.clip(-lit, 0, 1), (0, 0, 0), 0.25)
    return img


def jungle_ground(size: int, seed: int) -> Img:
    """Periodic dense undergrowth: many overlapping shaded leaves.

    Drawn on a canvas with a margin, every leaf repeated at its periodic copies,
    then the middle is kept, so shadows and lighting wrap around the edges too.
    """
    M = 40
    big = size + 2 * M
    tiled = np.tile(noise(size, size, seed, beta=2.2), (3, 3))[size - M:2 * size + M, size - M:2 * size + M]
    base = lerp_colours(tiled, ((0, (10, 40, 22)), (1, T.JUNGLE_DARK)))
    img = Img.from_array(base)
    rng = np.random.default_rng(seed + 1)
    for _ in range(34):
        lx, ly = rng.uniform(0, size, 2)
        ang = rng.uniform(0, 360)
        ln, wd = rng.uniform(14, 30), rng.uniform(5, 10)
        tone = rng.uniform(0.6, 1.2)
        p, rib = Pen(big, big), Pen(big, big)
        a = math.radians(ang)
        for ox in (M - size, M, M + size):
            for oy in (M - size, M, M + size):
                p.ellipse(lx + ox, ly + oy, ln, wd, rot=ang)
                rib.line((lx + ox - math.cos(a) * ln * 0.8, ly + oy - math.sin(a) * ln * 0.8),
                         (lx + ox + math.cos(a) * ln * 0.8, ly + oy + math.sin(a) * ln * 0.8), 1.2)
        m = p.mask()
        img.shadow(m, 2, 3, 2.5, 0.45)
        img.paint(m, tuple(min(255, int(c * tone)) for c in T.JUNGLE))
        img.bevel(m, 2.0, 0.35)
        img.paint(rib.mask() * m, (20, 60, 30), 0.5)
    out = Img(size, size)
    out.a = img.a[M:M + size, M:M + size].copy()
    return out


def _slab(bg: Img, base, seed: int, cracks: bool = True, radius: float = 16) -> Img:
    """A raised, bevelled stone space on top of a background tile."""
    s = bg.w
    slab = Pen(s, s).rect(9, 9, s - 18, s - 18, radius).mask()
    img = bg.copy()
    img.shadow(slab, 3, 5, 4, 0.7)
    img.paint(dilate(slab, 1.5), T.INK, 0.9)
    grain = noise(s, s, seed, beta=1.3)
    blot = noise(s, s, seed + 1, beta=2.5)
    x, y = grid(s, s)
    f = 0.86 + 0.16 * grain + 0.2 * (blot - 0.5) - 0.12 * (x + y) / (2 * s)
    img.paint(slab, rgb(base)[None, None, :] * f[..., None])
    img.bevel(slab, 3.0, 0.55)
    if cracks:
        rng = np.random.default_rng(seed + 2)
        p = Pen(s, s)
        for _ in range(2):
            cx, cy = rng.choice([16, s - 16]), rng.choice([16, s - 16])
            pts = [(cx, cy)]
            ang = math.atan2(s / 2 - cy, s / 2 - cx) + rng.uniform(-0.6, 0.6)
            for _ in range(4):
                ang += rng.uniform(-0.7, 0.7)
                px, py = pts[-1]
                pts.append((px + math.cos(ang) * 6, py + math.sin(ang) * 6))
            p.polyline(pts, 1.3)
        c = p.mask() * erode(slab, 3)
        img.paint(np.roll(c, 1, axis=0) * slab, (255, 255, 255), 0.25)
        img.paint(c, (30, 28, 30), 0.8)
    return img


def _recess(img: Img, r: float, tint, opacity: float = 0.35) -> None:
    """A shallow carved circle in the middle of a space (lit from below: it sinks in)."""
    s = img.w
    m = Pen(s, s).circle(s / 2, s / 2, r).mask()
    img.paint(m, tint, opacity)
    img.bevel(m, 2.5, 0.6, light=(0.6, 0.8))


def _symbol_on(img: Img, name: str) -> None:
    s = img.w
    sym = symbol_image(name, int(s * 0.70), shadow=0.6)
    img.over(sym, (s - sym.w) // 2, (s - sym.h) // 2)


def path_space(kind: str, jungle: bool = True) -> Img:
    """A lone space (slab + symbol) on transparency, for pictures that show a bit of path."""
    bg = Img(TILE, TILE)
    if jungle:
        img = _slab(bg, T.SAND, 40 + ROW_JUNGLE.index(kind), cracks=False, radius=36)
        tint = (150, 118, 70)
    else:
        img = _slab(bg, (150, 144, 134), 20 + ROW_TUNNEL.index(kind))
        tint = (70, 66, 62)
    if kind in NAMES:
        _recess(img, 50, tint)
        _symbol_on(img, kind)
    return img


def tunnel_tile(kind: str) -> Img:
    bg = _cobbles(TILE, 11, T.STONE_DARK).copy()
    if kind == "rubble":
        return rubble(bg)
    img = _slab(bg, (150, 144, 134), 20 + ROW_TUNNEL.index(kind))
    if kind != "floor":
        _recess(img, 50, (70, 66, 62))
        _symbol_on(img, kind)
    return img


def jungle_tile(kind: str) -> Img:
    bg = _jungle(TILE, 31).copy()
    if kind == "foliage":
        return foliage(bg)
    img = _slab(bg, T.SAND, 40 + ROW_JUNGLE.index(kind), cracks=False, radius=36)
    _edge_leaves(img, 60 + ROW_JUNGLE.index(kind))
    if kind != "floor":
        _recess(img, 50, (150, 118, 70))
        _symbol_on(img, kind)
    return img


def _edge_leaves(img: Img, seed: int) -> None:
    """A few leaves creeping over the rim of a jungle space."""
    s = img.w
    rng = np.random.default_rng(seed)
    corners = [(14, 14), (s - 14, 14), (s - 14, s - 14), (14, s - 14)]
    picks = rng.choice(4, size=2, replace=False)
    for c in picks:
        cx, cy = corners[c]
        for k in range(3):
            ang = math.degrees(math.atan2(s / 2 - cy, s / 2 - cx)) + (k - 1) * 38 + rng.uniform(-8, 8)
            a = math.radians(ang)
            ln = rng.uniform(12, 16)
            m = Pen(s, s).ellipse(cx + math.cos(a) * ln * 0.6, cy + math.sin(a) * ln * 0.6, ln, 5.5, rot=ang).mask()
            img.shadow(m, 2, 3, 2, 0.5)
            img.paint(dilate(m, 1.0), (8, 30, 16))
            img.paint(m, tuple(int(c * rng.uniform(0.9, 1.4)) for c in T.JUNGLE))
            img.bevel(m, 1.5, 0.4)


def rubble(bg: Img) -> Img:
    """Fallen rocks blocking a tunnel."""
    img = bg.copy()
    img.paint(np.ones((img.h, img.w), np.float32), (0, 0, 0), 0.25)
    rng = np.random.default_rng(71)
    rocks = [(64, 78, 34, 26), (36, 92, 24, 18), (94, 94, 26, 20), (50, 50, 22, 18), (84, 46, 20, 17),
             (66, 104, 18, 12), (20, 64, 13, 11), (108, 66, 14, 12), (28, 30, 10, 8), (104, 24, 9, 8)]
    for i, (cx, cy, rx, ry) in enumerate(sorted(rocks, key=lambda r: r[1])):
        pts = []
        for k in range(9):
            a = 2 * math.pi * k / 9 + rng.uniform(-0.2, 0.2)
            rr = rng.uniform(0.8, 1.1)
            pts.append((cx + math.cos(a) * rx * rr, cy + math.sin(a) * ry * rr))
        m = Pen(TILE, TILE).polygon(pts).mask()
        m = blur(m, 1.2)
        m = np.clip((m - 0.5) * 3 + 0.5, 0, 1)
        img.shadow(m, 3, 4, 3, 0.6)
        img.paint(dilate(m, 1.2), T.INK)
        tone = rng.uniform(0.85, 1.2)
        g = noise(TILE, TILE, 80 + i, beta=1.6)
        img.paint(m, rgb(tuple(int(c * tone) for c in (118, 112, 106)))[None, None] * (0.8 + 0.35 * g)[..., None])
        img.bevel(m, 4, 0.6)
    return img


def foliage(bg: Img) -> Img:
    """Big jungle leaves and a couple of flowers (an impassable decoration)."""
    img = bg.copy()
    rng = np.random.default_rng(91)
    for i in range(9):
        cx, cy = rng.uniform(18, 110, 2)
        ang = rng.uniform(0, 360)
        ln, wd = rng.uniform(30, 44), rng.uniform(12, 17)
        a = math.radians(ang)
        p = Pen(TILE, TILE).ellipse(cx, cy, ln, wd, rot=ang)
        m = p.mask()
        img.shadow(m, 3, 5, 4, 0.55)
        img.paint(dilate(m, 1.2), (8, 30, 16))
        col = lerp_colours(noise(TILE, TILE, 100 + i, beta=2.0), ((0, (40, 110, 56)), (1, (90, 170, 80))))
        img.paint(m, col)
        img.bevel(m, 3, 0.45)
        veins = Pen(TILE, TILE)
        ex, ey = math.cos(a), math.sin(a)
        veins.line((cx - ex * ln * 0.9, cy - ey * ln * 0.9), (cx + ex * ln * 0.9, cy + ey * ln * 0.9), 1.6)
        for k in range(-3, 4):
            bx, by = cx + ex * k * ln * 0.22, cy + ey * k * ln * 0.22
            for side in (-1, 1):
                va = a + side * 1.0
                veins.line((bx, by), (bx + math.cos(va) * wd * 0.9, by + math.sin(va) * wd * 0.9), 1.0)
        img.paint(veins.mask() * erode(m, 1.5), (200, 240, 170), 0.35)
    for fx, fy, col in ((36, 40, (236, 70, 60)), (94, 88, (250, 150, 60))):
        p = Pen(TILE, TILE)
        for k in range(5):
            a = 2 * math.pi * k / 5
            p.ellipse(fx + math.cos(a) * 6, fy + math.sin(a) * 6, 6.5, 4, rot=math.degrees(a))
        m = p.mask()
        img.shadow(m, 2, 3, 2, 0.5)
        img.paint(dilate(m, 1), (60, 20, 20))
        img.paint(m, col)
        img.bevel(m, 2, 0.5)
        img.paint(Pen(TILE, TILE).circle(fx, fy, 3).mask(), (255, 220, 80))
    return img


def tileset() -> Img:
    """The whole 1024 x 512 sheet."""
    sheet = Img(8 * TILE, 4 * TILE)
    for i, kind in enumerate(ROW_TUNNEL):
        sheet.over(tunnel_tile(kind), i * TILE, 0)
    for i, kind in enumerate(ROW_JUNGLE):
        sheet.over(jungle_tile(kind), i * TILE, TILE)
    for i, fn in enumerate((pictures.dungeon, pictures.sloop_good, pictures.cove, pictures.leaky_sloop)):
        sheet.over(fn(2 * TILE), i * 2 * TILE, 2 * TILE)
    return sheet
