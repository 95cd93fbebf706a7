"""The four 2x2 Cartagena pictures: the dungeon, the sloop, the pirates' cove and the leaky sloop."""
from __future__ import annotations

import math

import numpy as np

from scenes import theme as T

from .raster import Img, Pen, bezier_pts, blur, dilate, erode, grid, lerp_colours, noise, rgb
from .scenery import galleon, moon, night_sky, sea, sloop as draw_sloop, stars
from .symbols import symbol_image, taper_pts


def frame(img: Img) -> Img:
    """A dark edge and a thin brass line, so a picture reads as one board piece."""
    s = img.w
    outer = np.ones((s, s), np.float32)
    inner = Pen(s, s).rect(3, 3, s - 6, s - 6, 6).mask()
    img.paint(outer - inner, T.INK)
    line = inner - Pen(s, s).rect(6, 6, s - 12, s - 12, 4).mask()
    img.paint(line, T.BRASS_DARK)
    img.paint(line * (np.arange(s)[:, None] < s / 2), T.BRASS, 0.6)
    return img


def _torch(img: Img, x: float, y: float, k: float) -> None:
    s = img.w
    gx, gy = grid(s, s)
    d = np.hypot(gx - x, gy - (y - 14 * k))
    img.paint(np.exp(-((d / (60 * k)) ** 2)), (255, 150, 60), 0.45)
    p = Pen(s, s)
    p.polygon([(x - 5 * k, y - 6 * k), (x + 5 * k, y - 6 * k), (x + 3 * k, y + 16 * k), (x - 3 * k, y + 16 * k)])
    m = p.mask()
    img.paint(dilate(m, 1), T.INK)
    img.paint(m, (90, 60, 36))
    img.paint(Pen(s, s).rect(x - 7 * k, y + 8 * k, 14 * k, 4 * k, 1).mask(), (60, 60, 66))
    flame = Pen(s, s).polygon([(x, y - 30 * k), (x + 8 * k, y - 12 * k), (x + 5 * k, y - 5 * k),
                               (x - 5 * k, y - 5 * k), (x - 8 * k, y - 12 * k)]).mask()
    flame = blur(flame, 1.5 * k)
    img.paint(flame, (255, 140, 40))
    img.paint(erode(flame, 3 * k), (255, 236, 150))


def dungeon(s: int = 256) -> Img:
    """The fortress dungeon the pirates escape from: brick wall, barred arch, torches."""
    k = s / 256
    x, y = grid(s, s)
    img = Img(s, s, fill=(20, 18, 22))
    bh, bw = 22 * k, 44 * k
    row = np.floor(y / bh)
    off = (row % 2) * bw / 2
    col = np.floor((x + off) / bw)
    bid = (row * 31 + col * 17) % 13 / 13
    fx, fy = ((x + off) % bw) / bw, (y % bh) / bh
    brick = np.clip(np.minimum.reduce([fx * bw, (1 - fx) * bw, fy * bh, (1 - fy) * bh]) - 1.2 * k, 0, 1)
    grain = noise(s, s, 301, beta=1.4)
    tone = (0.75 + 0.35 * bid + 0.25 * (grain - 0.5))
    img.paint(brick, rgb((112, 104, 100))[None, None] * tone[..., None])
    img.bevel(brick, 1.5 * k, 0.45)
    # Floor.
    floor = (y > 214 * k).astype(np.float32)
    img.paint(floor, lerp_colours((y - 214 * k) / (40 * k), ((0, (70, 64, 60)), (1, (40, 36, 36)))))
    img.paint(np.exp(-(((y - 214 * k) / 2) ** 2)), (0, 0, 0), 0.6)
    # Arched doorway with a stone ring, a dark cell and a portcullis.
    cx, top, bot, half = 128 * k, 64 * k, 214 * k, 56 * k
    ring = Pen(s, s).rect(cx - half - 14 * k, top + half - 14 * k, 2 * half + 28 * k, bot - top - half + 14 * k) \
        .circle(cx, top + half, half + 14 * k).mask()
    door = Pen(s, s).rect(cx - half, top + half, 2 * half, bot - top - half).circle(cx, top + half, half).mask()
    img.shadow(ring, 3 * k, 4 * k, 4 * k, 0.6)
    img.paint(dilate(ring, 1), T.INK)
    img.paint(ring, rgb((150, 142, 130))[None, None] * (0.85 + 0.3 * grain)[..., None])
    joints = Pen(s, s)
    for i in range(9):
        a = math.radians(180 + i * 180 / 8)
        joints.line((cx + math.cos(a) * half, top + half + math.sin(a) * half),
                    (cx + math.cos(a) * (half + 14 * k), top + half + math.sin(a) * (half + 14 * k)), 1.5 * k)
    img.paint(joints.mask() * ring, (60, 56, 54))
    img.bevel(ring, 2.5 * k, 0.5)
    img.paint(door, lerp_colours((y - top) / (bot - top), ((0, (6, 6, 10)), (0.7, (26, 18, 16)), (1, (60, 36, 22)))))
    img.paint(door * np.exp(-(((x - cx) / (30 * k)) ** 2 + ((y - bot) / (40 * k)) ** 2)), (255, 140, 60), 0.25)
    bars = Pen(s, s)
    for i in range(-3, 4):
        bars.rect(cx + i * 15 * k - 2.5 * k, top - 10 * k, 5 * k, bot - top - 4 * k)
        bars.polygon([(cx + i * 15 * k - 3.5 * k, bot - 14 * k), (cx + i * 15 * k + 3.5 * k, bot - 14 * k),
                      (cx + i * 15 * k, bot - 4 * k)])
    for yy in (100 * k, 145 * k, 185 * k):
        bars.rect(cx - half, yy, 2 * half, 5 * k)
    bm = bars.mask() * dilate(door, 0.5)
    img.shadow(bm, 3 * k, 3 * k, 2 * k, 0.7)
    img.paint(dilate(bm, 0.8), (10, 10, 12))
    img.paint(bm, lerp_colours((x - cx + half) / (2 * half), ((0, (96, 100, 112)), (1, (46, 48, 56)))))
    img.bevel(bm, 1.5 * k, 0.5)
    _torch(img, 34 * k, 116 * k, k)
    _torch(img, 222 * k, 116 * k, k)
    return frame(img)


def sloop_picture(s: int, leaky: bool) -> Img:
    k = s / 256
    horizon = 150 * k
    img = night_sky(s, s, horizon, 401 if not leaky else 402)
    if leaky:
        clouds = noise(s, s, 410, beta=3.2, sx=3)
        img.paint(np.clip((clouds - 0.45) * 2, 0, 1) * (y_arr(s) < horizon), (70, 76, 92), 0.6)
    stars(img, 403, int(70 * k * k), horizon, size=k)
    moon(img, 200 * k, 44 * k, 16 * k)
    sea(img, horizon, 404, glitter_x=200 * k)
    boat = draw_sloop(s, s, 124 * k, 198 * k, 150 * k, leaky=leaky, angle=-9 if leaky else 0)
    img.over(boat)
    # Water in front of the hull.
    x, y = grid(s, s)
    wave = 196 * k + 5 * k * np.sin(x / (14 * k)) + 3 * k * np.sin(x / (6 * k) + 1)
    front = np.clip(y - wave, 0, 1)
    img.paint(front, lerp_colours((y - 190 * k) / (66 * k), ((0, (30, 86, 112)), (1, (10, 30, 50)))), 0.92)
    img.paint(np.exp(-((y - wave) / (1.5 * k)) ** 2), T.FOAM, 0.7)
    if leaky:
        jets = Pen(s, s)
        for hx, hy, d in ((115 * k, 190 * k, -1), (150 * k, 185 * k, 1)):
            jets.bezier([(hx, hy), (hx + d * 12 * k, hy - 14 * k), (hx + d * 22 * k, hy + 2 * k)], 3 * k)
        jm = jets.mask()
        img.paint(dilate(jm, 1), (30, 70, 100))
        img.paint(jm, (190, 226, 240))
        bub = Pen(s, s)
        rng = np.random.default_rng(405)
        for _ in range(10):
            bub.ring(rng.uniform(80, 190) * k, rng.uniform(205, 240) * k, rng.uniform(1.5, 3.5) * k, 1.0 * k)
        img.paint(bub.mask(), T.FOAM, 0.8)
    return frame(img)


def y_arr(s: int) -> np.ndarray:
    return np.arange(s, dtype=np.float32)[:, None] * np.ones((1, s), np.float32)


def sloop_good(s: int = 256) -> Img:
    """The sloop (good side): the pirates' goal."""
    return sloop_picture(s, False)


def leaky_sloop(s: int = 256) -> Img:
    """The leaky sloop: tilted, patched and torn, water spurting."""
    return sloop_picture(s, True)


def cove(s: int = 256) -> Img:
    """The pirates' cove: a moonlit beach, palm, rocks, a campfire and a ship at anchor."""
    k = s / 256
    horizon = 120 * k
    img = night_sky(s, s, horizon, 501)
    stars(img, 502, int(60 * k * k), horizon, size=k)
    moon(img, 60 * k, 42 * k, 18 * k)
    sea(img, horizon, 503, glitter_x=60 * k)
    img.over(galleon(s, s, 136 * k, horizon + 4 * k, 44 * k))
    x, y = grid(s, s)
    # Cliffs on the right: layered rock, lit by the moon on the left, a few shrubs on top.
    rock = Pen(s, s).polygon([(150 * k, 256 * k), (166 * k, 170 * k), (184 * k, 132 * k), (206 * k, 108 * k),
                              (230 * k, 96 * k), (256 * k, 92 * k), (256 * k, 256 * k)]).mask()
    rock = np.clip((blur(rock, 2 * k) - 0.5) * 3 + 0.5, 0, 1)
    img.shadow(rock, -4 * k, 2 * k, 4 * k, 0.5)
    img.paint(dilate(rock, 1), T.INK)
    strata = 0.5 + 0.5 * np.sin((y + 0.35 * x + 18 * k * noise(s, s, 506, beta=2.4)) / (6 * k))
    tex = 0.62 + 0.3 * noise(s, s, 504, beta=1.8) + 0.18 * strata
    img.paint(rock, lerp_colours(np.clip((x - 150 * k) / (106 * k), 0, 1), ((0, (112, 110, 122)), (1, (58, 58, 72))))
              * tex[..., None])
    img.bevel(rock, 4 * k, 0.6, light=(-0.9, -0.4))
    shrubs = Pen(s, s)
    rng = np.random.default_rng(507)
    for _ in range(40):
        t = rng.uniform(0, 1)
        bx, by = 180 + 76 * t, 132 - 40 * min(1.0, t * 1.6) + rng.uniform(-3, 4)
        shrubs.circle(bx * k, by * k, rng.uniform(3, 6.5) * k)
    sm = shrubs.mask()
    img.paint(dilate(sm, 1), (4, 18, 10))
    img.paint(sm, lerp_colours(noise(s, s, 508, beta=1.0), ((0, (16, 50, 30)), (1, (52, 104, 60)))))
    img.bevel(sm, 2.5 * k, 0.5, light=(-0.9, -0.4))
    # The beach.
    sand_edge = 168 * k + 22 * k * np.sin((x / s) * math.pi * 0.9)
    beach = np.clip(y - sand_edge, 0, 1)
    img.paint(np.exp(-((y - sand_edge) / (2.5 * k)) ** 2), T.FOAM, 0.6)
    img.paint(beach, lerp_colours((y - 160 * k) / (96 * k), ((0, (190, 168, 124)), (1, (112, 96, 76))))
              * (0.9 + 0.2 * noise(s, s, 505, beta=1.2))[..., None])
    # Campfire glow and fire.
    fx, fy = 150 * k, 222 * k
    d = np.hypot(x - fx, (y - fy) * 1.6)
    img.paint(np.exp(-(d / (55 * k)) ** 2), (255, 150, 60), 0.5)
    logs = Pen(s, s).line((fx - 14 * k, fy + 6 * k), (fx + 14 * k, fy), 5 * k).line(
        (fx - 14 * k, fy), (fx + 14 * k, fy + 6 * k), 5 * k).mask()
    img.paint(dilate(logs, 1), T.INK)
    img.paint(logs, (110, 70, 40))
    tongues = Pen(s, s)
    for dx, hgt, wd in ((-6, 20, 6), (0, 30, 8), (6, 22, 6)):
        tongues.polygon([(fx + dx * k, fy - hgt * k), (fx + (dx + wd) * k, fy - 3 * k), (fx + (dx - wd) * k, fy - 3 * k)])
    flame = blur(tongues.mask(), 1.2 * k)
    img.paint(blur(flame, 4 * k), (255, 170, 60), 0.8)
    img.paint(flame, (255, 120, 30))
    img.paint(erode(flame, 2.5 * k), (255, 220, 110))
    img.paint(erode(flame, 4.5 * k), (255, 250, 220))
    chest = symbol_image("chest", int(46 * k), shadow=0.6)
    img.over(chest, int(178 * k), int(196 * k))
    # A leaning palm tree on the left.
    trunk_pts = [(30 * k, 250 * k), (40 * k, 200 * k), (58 * k, 150 * k), (86 * k, 100 * k)]
    trunk = Pen(s, s)
    for i, (a, b) in enumerate(zip(trunk_pts, trunk_pts[1:])):
        trunk.line(a, b, (12 - 2.5 * i) * k)
    tm = trunk.mask()
    img.shadow(tm, 3 * k, 3 * k, 3 * k, 0.5)
    img.paint(dilate(tm, 1.2), T.INK)
    img.paint(tm, lerp_colours((x - 20 * k) / (70 * k), ((0, (150, 110, 70)), (1, (80, 56, 36)))))
    rings = Pen(s, s)
    for i in range(10):
        t = i / 10
        px, py = 30 * k + 56 * k * t, 250 * k - 150 * k * t
        rings.line((px - 6 * k, py + 1 * k), (px + 6 * k, py - 1 * k), 1.2 * k)
    img.paint(rings.mask() * tm, (60, 40, 24), 0.8)
    fronds = Pen(s, s)
    topx, topy = 86 * k, 100 * k
    for ang, ln in ((-160, 52), (-120, 44), (-60, 46), (-20, 56), (20, 50), (60, 40), (150, 46), (110, 38)):
        a = math.radians(ang)
        ex, ey = topx + math.cos(a) * ln * k, topy + math.sin(a) * ln * k + 12 * k
        mx, my = topx + math.cos(a) * ln * 0.5 * k, topy + math.sin(a) * ln * 0.5 * k - 8 * k
        fronds.polygon(taper_pts(bezier_pts([(topx, topy), (mx, my), (ex, ey)], 14), 10 * k, 1 * k))
    fm = fronds.mask()
    img.shadow(fm, 3 * k, 4 * k, 3 * k, 0.5)
    img.paint(dilate(fm, 1.2), (6, 24, 14))
    img.paint(fm, lerp_colours((y - 60 * k) / (80 * k), ((0, (80, 160, 80)), (1, (30, 90, 46)))))
    img.bevel(fm, 2 * k, 0.4)
    img.paint(Pen(s, s).circle(topx - 4 * k, topy + 6 * k, 5 * k).circle(topx + 5 * k, topy + 7 * k, 5 * k).mask(),
              (90, 60, 34))
    return frame(img)

