"""Night-sea scenery shared by the title screen, pictures and thumbnails: sky, stars, moon, sea, ships."""
from __future__ import annotations

import numpy as np

from scenes import theme as T

from .raster import Img, Pen, blur, bezier_pts, dilate, grid, lerp_colours, noise, rgb, shift

SKY = ((0.0, (6, 10, 22)), (0.55, (16, 28, 54)), (1.0, (44, 66, 96)))
SEA_COLS = ((0.0, (40, 74, 100)), (0.25, T.DEEP_SEA), (1.0, (6, 18, 32)))


def night_sky(w: int, h: int, horizon: float, seed: int) -> Img:
    """A vertical gradient sky (darkest at the top) with faint nebula variation."""
    x, y = grid(h, w)
    t = np.clip(y / horizon, 0, 1) ** 1.4
    col = lerp_colours(t, SKY)
    haze = noise(h, w, seed, beta=3.0)
    col = col * (0.9 + 0.2 * haze)[..., None]
    return Img.from_array(col)


def stars(img: Img, seed: int, count: int, horizon: float, calm=None, size: float = 1.0) -> None:
    """Scatter twinkling stars above the horizon; fewer inside the `calm` (x0, y0, x1, y1) box."""
    rng = np.random.default_rng(seed)
    p_small, p_big = Pen(img.w, img.h, ss=2), Pen(img.w, img.h, ss=2)
    bright = []
    for _ in range(count):
        sx, sy = rng.uniform(0, img.w), rng.uniform(0, horizon * 0.95) ** 1.0
        if calm and calm[0] < sx < calm[2] and calm[1] < sy < calm[3] and rng.random() < 0.85:
            continue
        r = rng.choice([0.5, 0.7, 0.9, 1.3], p=[0.45, 0.3, 0.17, 0.08]) * size
        (p_big if r > 1.0 * size else p_small).circle(sx, sy, r)
        if r > 1.0 * size and rng.random() < 0.5:
            bright.append((sx, sy))
    img.paint(p_small.mask() * (1 - 0.6 * (np.arange(img.h)[:, None] / horizon).clip(0, 1)), (220, 230, 255), 0.85)
    big = p_big.mask()
    img.paint(blur(big, 2.5 * size), (180, 200, 255), 0.6)
    img.paint(big, (255, 252, 240))
    glint = Pen(img.w, img.h, ss=2)
    for sx, sy in bright:
        L = 5 * size
        glint.line((sx - L, sy), (sx + L, sy), 0.6 * size).line((sx, sy - L), (sx, sy + L), 0.6 * size)
    img.paint(glint.mask(), (230, 236, 255), 0.6)


def moon(img: Img, cx: float, cy: float, r: float, seed: int = 5) -> None:
    """A full moon with a soft halo and faint maria."""
    x, y = grid(img.h, img.w)
    d = np.hypot(x - cx, y - cy)
    halo = np.exp(-((d / (r * 4.0)) ** 2)) * 0.45 + np.exp(-((d / (r * 1.6)) ** 2)) * 0.35
    img.paint(np.clip(halo, 0, 1), (150, 180, 220), 0.9)
    disc = Pen(img.w, img.h).circle(cx, cy, r).mask()
    n = noise(img.h, img.w, seed, beta=3.6, fmin=img.w / (r * 1.5))
    shade = 1.0 - 0.18 * np.clip((n - 0.45) * 2.5, 0, 1) - 0.12 * np.clip((d / r), 0, 1) ** 3
    col = rgb((250, 246, 226))[None, None] * shade[..., None]
    img.paint(disc, col)


def waves(w: int, h: int, horizon: float, seed: int, n: int = 16):
    """Perspective ocean: (height, slope toward the viewer) per pixel, from summed sine waves.

    Ground point depth Z = c*f/dy for a row dy pixels below the horizon; each wave
    is faded out where it would be finer than about two pixels (no aliasing).
    """
    x, y = grid(h, w)
    dy = np.maximum(y - horizon, 0.35)
    c, f = 10.0, float(h)
    Z = c * f / dy
    X = (x - w / 2) * c / dy
    rng = np.random.default_rng(seed)
    hgt = np.zeros((h, w), np.float32)
    slope = np.zeros((h, w), np.float32)
    for i in range(n):
        lam = 1.2 * (9.0 / 1.2) ** (i / (n - 1))
        k = 2 * np.pi / lam
        ang = rng.normal(0, 0.45)
        kx, kz = k * np.sin(ang), k * np.cos(ang)
        amp = lam ** 0.9
        fpx = np.sqrt((kz * c * f / dy ** 2) ** 2 + (kx * c / dy) ** 2)
        amp_px = amp * np.exp(-((fpx / 1.2) ** 2))
        ph = kx * X + kz * Z + rng.uniform(0, 2 * np.pi)
        hgt += (amp_px * np.sin(ph)).astype(np.float32)
        slope += (amp_px * k * np.cos(ph)).astype(np.float32)
    below = (y >= horizon).astype(np.float32)
    sd = slope.std() + 1e-6
    return hgt * below, np.clip(slope / (2.5 * sd), -1, 1) * below


def sea(img: Img, horizon: float, seed: int, glitter_x: float | None = None, glitter: float = 1.0,
        calm=None) -> None:
    """The sea from the horizon down: gradient, perspective ripples, moon glitter."""
    h, w = img.h, img.w
    x, y = grid(h, w)
    below = np.clip((y - horizon) / (h - horizon), 0, 1)
    col = lerp_colours(below ** 0.6, SEA_COLS)
    water = np.clip(y - horizon + 0.5, 0, 1)
    img.paint(water, col)
    _, slope = waves(w, h, horizon, seed)
    quiet = np.ones_like(x)
    if calm:
        cx0, cy0, cx1, cy1 = calm
        inside = np.clip(np.minimum.reduce([x - cx0, cx1 - x, y - cy0, cy1 - y]) / 160, 0, 1)
        quiet = 1 - 0.55 * inside
    near = np.clip((y - horizon) / (h - horizon), 0, 1)
    img.paint(np.clip(-slope, 0, 1) * water, (2, 8, 18), 0.55)
    img.paint(np.clip(slope, 0, 1) ** 1.5 * water * quiet, (110, 160, 196), 0.22 + 0.2 * near)
    if glitter_x is not None:
        spread = 16 + (y - horizon) * 0.45
        band = np.exp(-(((x - glitter_x) / spread) ** 2)) * water
        spark = np.clip((slope - 0.25) * 2.2, 0, 1)
        img.paint(spark * band, (255, 248, 220), 0.95 * glitter)
        img.paint(blur(band, 4) * 0.3, (200, 214, 230), 0.5 * glitter)
    line = np.exp(-(((y - horizon) / 1.5) ** 2))
    img.paint(line, (110, 140, 170), 0.35)


def galleon(w: int, h: int, ox: float, oy: float, s: float, colour=(8, 12, 22), rim=(120, 150, 190),
            windows: bool = True, sail=((30, 40, 62), (66, 82, 112))) -> Img:
    """A three-masted galleon silhouette (bow to the right), moon rim light from the right, lit windows.

    (ox, oy) is the waterline at the middle of the hull; s is the hull length in pixels.
    """
    img = Img(w, h)
    ss = 2 if s > 200 else 4

    def P():
        return Pen(w, h, ox=ox, oy=oy, scale=s, ss=ss)

    hull = P().polygon(
        [(-0.52, -0.30), (-0.30, -0.28), (-0.29, -0.19), (0.18, -0.16), (0.22, -0.21), (0.42, -0.22),
         (0.50, -0.24)] + bezier_pts([(0.50, -0.24), (0.47, -0.06), (0.38, 0.04), (0.24, 0.06)], 12)
        + [(-0.38, 0.06)] + bezier_pts([(-0.38, 0.06), (-0.46, 0.04), (-0.52, -0.08), (-0.52, -0.30)], 10)).mask()
    masts = {"fore": (0.27, -0.98), "main": (0.0, -1.16), "mizzen": (-0.30, -0.86)}
    rig = P()
    rig.line((0.44, -0.22), (0.76, -0.38), 0.014)  # bowsprit
    for mx, top in masts.values():
        rig.line((mx, -0.15), (mx, top), 0.016)
        for dx in (-0.12, 0.12):
            rig.line((mx, top + 0.06), (mx + dx, -0.17), 0.0025)
    rig.line((0.27, -0.98), (0.76, -0.38), 0.004).line((0.0, -1.16), (0.27, -0.98), 0.004)
    rig.line((-0.30, -0.86), (0.0, -1.16), 0.004).line((-0.30, -0.86), (-0.52, -0.32), 0.004)
    sails = P()
    yards = P()
    for name, courses in (("fore", ((-0.30, -0.52, 0.115), (-0.57, -0.76, 0.10), (-0.80, -0.93, 0.075))),
                          ("main", ((-0.30, -0.56, 0.125), (-0.61, -0.84, 0.11), (-0.89, -1.07, 0.08)))):
        mx = masts[name][0]
        for lo, hi, hw in courses:
            t, b = hi, lo
            sails.polygon([(mx - hw, t), (mx + hw, t)]
                          + bezier_pts([(mx + hw, t), (mx + hw * 1.08, (t + b) / 2), (mx + hw * 0.96, b)], 6)
                          + bezier_pts([(mx + hw * 0.96, b), (mx, b + 0.06), (mx - hw * 0.96, b)], 10)[1:]
                          + bezier_pts([(mx - hw * 0.96, b), (mx - hw * 1.08, (t + b) / 2), (mx - hw, t)], 6)[1:-1])
            yards.line((mx - hw * 1.15, t), (mx + hw * 1.15, t), 0.012)
    # Lateen mizzen and a jib.
    sails.polygon(bezier_pts([(-0.19, -0.80), (-0.26, -0.50), (-0.30, -0.33)], 8)
                  + bezier_pts([(-0.30, -0.33), (-0.40, -0.30), (-0.47, -0.34)], 6)[1:])
    yards.line((-0.16, -0.86), (-0.50, -0.30), 0.010)
    sails.polygon(bezier_pts([(0.41, -0.82), (0.60, -0.64), (0.73, -0.41)], 8) + [(0.43, -0.37)])
    flags = P()
    for mx, top in masts.values():
        flags.polygon(bezier_pts([(mx, top), (mx + 0.08, top - 0.01), (mx + 0.16, top + 0.02)], 6)
                      + [(mx + 0.05, top + 0.03), (mx, top + 0.035)])
    sail_m = sails.mask()
    solid = np.clip(hull + rig.mask() + yards.mask() + flags.mask(), 0, 1)
    gx, _ = grid(h, w)
    img.paint(sail_m, lerp_colours((gx - ox + 0.3 * s) / (0.8 * s), ((0, sail[0]), (1, sail[1]))))
    img.bevel(sail_m, max(1.0, s * 0.01), 0.35, light=(0.8, -0.6))
    img.paint(solid, colour)
    rim_px = max(1, int(round(s * 0.006)))
    for m, a in ((sail_m, 0.7), (hull, 0.45)):
        edge = np.clip(m - shift(m, -rim_px, rim_px), 0, 1)
        img.paint(edge, rim, a)
    if windows:
        win = P()
        for i in range(4):
            win.rect(-0.48 + i * 0.045, -0.25, 0.025, 0.035)
        for i in range(7):
            win.rect(-0.26 + i * 0.075, -0.075, 0.03, 0.026)
        wm = win.mask() * hull
        img.paint(blur(wm, s * 0.012), (255, 170, 70), 0.9)
        img.paint(wm, (255, 214, 120))
    return img


def sloop(w: int, h: int, ox: float, oy: float, s: float, leaky: bool = False, angle: float = 0.0) -> Img:
    """A small single-masted sloop in colour (bow to the right); ox, oy = waterline middle, s = length."""
    img = Img(w, h)

    def P():
        return Pen(w, h, ox=ox, oy=oy, scale=s, angle=angle, pivot=(0, 0))

    x, y = grid(h, w)
    yl = (y - oy) / s
    ow = max(1.2, s * 0.012)
    hull = P().polygon([(-0.50, -0.20), (0.40, -0.16), (0.52, -0.24)]
                       + bezier_pts([(0.52, -0.24), (0.46, 0.02), (0.30, 0.10), (0.10, 0.10)], 12)
                       + bezier_pts([(0.10, 0.10), (-0.30, 0.10), (-0.46, 0.04), (-0.50, -0.20)], 12)).mask()
    mast = P().rect(-0.035, -1.02, 0.04, 0.88, 0.01).mask()
    boom = P().line((-0.02, -0.30), (-0.52, -0.27), 0.03).mask()
    main = P().polygon(bezier_pts([(-0.03, -0.96), (-0.20, -0.70), (-0.40, -0.45), (-0.50, -0.33)], 14)
                       + [(-0.03, -0.33)]).mask()
    jib = P().polygon([(0.03, -0.92)] + bezier_pts([(0.03, -0.92), (0.28, -0.58), (0.50, -0.32), (0.58, -0.27)], 12)
                      + [(0.05, -0.30)]).mask()
    flag = P().polygon([(-0.03, -1.02), (0.16, -0.99) if not leaky else (0.12, -0.93),
                        (-0.03, -0.93)]).mask()
    if leaky:
        hole = P().ellipse(-0.25, -0.62, 0.07, 0.09).polygon([(-0.4, -0.45), (-0.3, -0.5), (-0.34, -0.40)]).mask()
        main = np.clip(main - hole, 0, 1)
        rag = P().polygon([(0.30, -0.52), (0.44, -0.46), (0.34, -0.40), (0.52, -0.30), (0.30, -0.30)]).mask()
        jib = np.clip(jib - rag, 0, 1)
    sil = np.clip(hull + mast + boom + main + jib + flag, 0, 1)
    img.shadow(dilate(sil, ow), s * 0.02, s * 0.02, s * 0.02, 0.45)
    img.paint(dilate(sil, ow), T.INK)
    wood = lerp_colours((yl + 0.22) / 0.34, ((0, (176, 112, 60)), (0.5, T.WOOD), (1, T.WOOD_DARK)))
    img.paint(hull, wood)
    planks = P()
    for py in (-0.10, -0.02, 0.05):
        planks.line((-0.48, py), (0.46, py - 0.02), 0.008)
    img.paint(planks.mask() * hull, T.WOOD_DARK, 0.8)
    rail = P().line((-0.50, -0.20), (0.40, -0.16), 0.03).line((0.40, -0.16), (0.52, -0.24), 0.03).mask() * hull
    img.paint(rail, (70, 44, 26))
    img.bevel(hull, s * 0.015, 0.4)
    if leaky:
        patches = P().rect(-0.30, -0.12, 0.12, 0.08).rect(0.12, -0.06, 0.10, 0.07).mask() * hull
        img.paint(dilate(patches, 1), T.INK, 0.8)
        img.paint(patches, (196, 150, 96))
        holes = P().circle(-0.05, -0.05, 0.025).circle(0.30, -0.03, 0.02).mask()
        img.paint(holes, (10, 8, 8))
    img.paint(mast + boom, (120, 80, 46))
    canvas = (244, 232, 200) if not leaky else (212, 196, 160)
    for m in (main, jib):
        img.paint(m, lerp_colours((x - ox) / s * 1.5 + 0.6, ((0, shade_rgb(canvas, 0.8)), (1, canvas))))
        img.bevel(m, s * 0.03, 0.4)
    seams = P()
    for t in (0.25, 0.5, 0.75):
        seams.line((-0.03, -0.96 + 0.63 * t), (-0.03 - 0.47 * t, -0.96 + 0.63 * t + 0.02), 0.006)
    img.paint(seams.mask() * main, (160, 140, 110), 0.8)
    img.paint(flag, (200, 40, 40) if not leaky else (120, 60, 50))
    if not leaky:
        lamp = P().circle(-0.46, -0.30, 0.03).mask()
        img.paint(blur(lamp, s * 0.04), (255, 200, 90), 0.9)
        img.paint(lamp, (255, 240, 180))
    return img


def shade_rgb(c, f):
    return tuple(int(v * f) for v in c)
