"""Game-select thumbnails for Palabra de Pirata and Jamaica (560x320), in the look of ui/game_cartagena.png.

Palabra: a moonlit sea, two sandy islands with palms and heaps of faceted gems, and in the
foreground the two face-down ship cards of a secret decision with the dagger across them.
Jamaica: a dusk race, the sun setting on the left and the moon rising on the right (the day and
night of its action dice), the island's hills on the horizon, a galleon sailing a circuit of
sea, port and lair spaces, a rival astern, and the sun and moon dice. Pieces are drawn by the
games' own art (art/palabra.py, art/jamaica.py); fixed seeds, so the output is deterministic.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pygame

from scenes import theme as T

from . import jamaica as J
from . import palabra as P
from .backgrounds import leaves
from .raster import Img, Pen, blur, dilate, erode, grid, lerp_colours, noise, save_all
from .scenery import galleon, moon, night_sky, sea, sloop, stars
from .textures import vignette

W, H = 560, 320
SAND = ((0.0, (236, 214, 160)), (0.6, (206, 178, 122)), (1.0, (150, 120, 80)))


# ----------------------------------------------------------------------------- helpers
def rotated(img: Img, angle: float) -> Img:
    """The sprite turned by `angle` degrees (counter-clockwise), smoothly, on transparency."""
    surf = pygame.Surface((img.w, img.h), pygame.SRCALPHA)
    surf.blit(img.to_surface(), (0, 0))
    return Img.from_surface(pygame.transform.rotozoom(surf, angle, 1.0))


def put(img: Img, sprite: Img, cx: float, cy: float, shadow: float = 0.5, drop=(3, 5), sigma: float = 4) -> None:
    """Composite a sprite centred on (cx, cy), with a soft drop shadow on the scene."""
    layer = Img(img.w, img.h)
    layer.over(sprite, int(round(cx - sprite.w / 2)), int(round(cy - sprite.h / 2)))
    if shadow:
        img.shadow(layer.alpha, drop[0], drop[1], sigma, shadow)
    img.over(layer)


def palm(img: Img, bx: float, by: float, height: float, lean: float, seed: int) -> None:
    """A palm tree: a curved ringed trunk and a crown of drooping fronds."""
    w, h = img.w, img.h
    top = (bx + lean, by - height)
    trunk_pts = [(bx, by), (bx + lean * 0.15, by - height * 0.55), top]
    tw = max(2.5, height * 0.07)
    trunk = Pen(w, h).bezier(trunk_pts, tw).mask()
    img.shadow(trunk, 2, 3, 2, 0.4)
    img.paint(dilate(trunk, 1), T.INK)
    x, y = grid(h, w)
    img.paint(trunk, lerp_colours(np.clip((x - bx + tw) / (2 * tw + abs(lean)), 0, 1),
                                  ((0, (150, 110, 70)), (1, (86, 58, 34)))))
    rings = Pen(w, h)
    for k in range(1, 9):
        t = k / 9
        px = (1 - t) ** 2 * trunk_pts[0][0] + 2 * (1 - t) * t * trunk_pts[1][0] + t * t * top[0]
        py = (1 - t) ** 2 * trunk_pts[0][1] + 2 * (1 - t) * t * trunk_pts[1][1] + t * t * top[1]
        rings.line((px - tw * 0.7, py), (px + tw * 0.7, py + 1), 0.8)
    img.paint(rings.mask() * trunk, (60, 38, 20), 0.6)
    rng = np.random.default_rng(seed)
    crown = np.zeros((h, w), np.float32)
    for k in range(8):
        ang = np.radians(-180 + k * 180 / 7 + rng.uniform(-10, 10))
        ln = height * rng.uniform(0.42, 0.55)
        droop = ln * 0.35
        tip = (top[0] + np.cos(ang) * ln, top[1] + np.sin(ang) * ln * 0.55 + droop)
        mid = (top[0] + np.cos(ang) * ln * 0.55, top[1] + np.sin(ang) * ln * 0.55 - droop * 0.2)
        frond = Pen(w, h).bezier([top, mid, tip], max(2.0, height * 0.07)).mask()
        crown = np.maximum(crown, frond)
    img.shadow(crown, 3, 4, 3, 0.45)
    img.paint(dilate(crown, 1), (8, 26, 16))
    img.paint(crown, lerp_colours(noise(h, w, seed + 1, beta=2.0), ((0, (40, 110, 56)), (1, (96, 170, 80)))))
    img.bevel(crown, 2, 0.4)
    img.paint(Pen(w, h).circle(top[0], top[1] + 2, tw * 0.9).mask(), (70, 48, 26))


def island(img: Img, cx: float, cy: float, rx: float, ry: float, seed: int) -> np.ndarray:
    """A low sandy island lying on the sea, with a foam ring; returns its mask."""
    w, h = img.w, img.h
    x, y = grid(h, w)
    wobble = 1 + 0.06 * np.sin(np.arctan2(y - cy, x - cx) * 3 + seed)
    d = np.hypot((x - cx) / rx, (y - cy) / ry) / wobble
    body = np.clip((1 - d) * min(rx, ry) * 0.9, 0, 1)
    foam = np.clip((1.12 - d) * min(rx, ry) * 0.6, 0, 1) - body
    img.paint(blur(np.clip(foam, 0, 1), 1.2), T.FOAM, 0.55)
    img.shadow(body, 0, 3, 3, 0.35)
    img.paint(body, lerp_colours((y - (cy - ry)) / (2 * ry), SAND)
              * (0.92 + 0.16 * noise(h, w, seed, beta=1.6))[..., None])
    wet = np.clip(body - erode(body, 3), 0, 1) * (y > cy)
    img.paint(wet, (140, 112, 76), 0.55)
    img.bevel(body, 4, 0.35, light=(-0.5, -0.9))
    return body


def gem_pile(img: Img, cx: float, base: float, size: int, kinds: list[str]) -> None:
    """A heap of gems: rows narrowing upward, the lower rows drawn first."""
    rows, k = [], 0
    per_row = [4, 3, 2, 1]
    for r, n in enumerate(per_row):
        if k >= len(kinds):
            break
        rows.append((r, kinds[k:k + n]))
        k += n
    for r, row in rows:
        y = base - r * size * 0.42
        x0 = cx - (len(row) - 1) * size * 0.36
        for i, kind in enumerate(row):
            g = P.gem_image(kind, size)
            dx = (i * 7 + r * 3) % 5 - 2
            put(img, g, x0 + i * size * 0.72 + dx, y, shadow=0.35, drop=(1, 2), sigma=2)


# ----------------------------------------------------------------------------- Palabra de Pirata
def thumb_palabra(w: int = W, h: int = H) -> Img:
    """Two islands heaped with gems under the moon; two face-down ship cards and the dagger."""
    horizon = 112
    img = night_sky(w, h, horizon, 3001)
    stars(img, 3002, 150, horizon)
    moon(img, 300, 44, 19, 3003)
    sea(img, horizon, 3004, glitter_x=300)
    _, y = grid(h, w)
    img.paint(np.exp(-((y - horizon) / 14) ** 2), (70, 96, 126), 0.3)
    img.over(galleon(w, h, 470, horizon + 2, 54, windows=False), opacity=0.7)
    img.over(sloop(w, h, 96, horizon + 4, 34), opacity=0.6)
    # The two islands with their palms and gem piles.
    island(img, 132, 186, 112, 28, 3005)
    island(img, 440, 168, 98, 22, 3006)
    palm(img, 62, 184, 74, -14, 3007)
    palm(img, 500, 166, 60, 12, 3008)
    gem_pile(img, 142, 186, 34, ["green", "red", "gold", "blue", "violet", "red", "green", "gold", "blue", "violet"])
    gem_pile(img, 428, 166, 30, ["red", "blue", "green", "violet", "gold", "red"])
    # The secret decision: two ship cards face down, the dagger across them.
    back = P.ship_back().resized(86, 129)
    put(img, rotated(P.ship_red().resized(86, 129), 30), 184, 282, shadow=0.45)
    put(img, rotated(back, 12), 238, 268, shadow=0.55, drop=(4, 7), sigma=5)
    put(img, rotated(back, -8), 326, 264, shadow=0.55, drop=(4, 7), sigma=5)
    put(img, rotated(P.dagger(220, 88), 20), 284, 250, shadow=0.55, drop=(4, 8), sigma=4)
    leaves(img, 3009, [(556, 316)], 4, 34)
    img.multiply(vignette(w, h, 0.45, 2.5))
    return img


# ----------------------------------------------------------------------------- Jamaica
def dusk_sky(w: int, h: int, horizon: float, sun_x: float, seed: int) -> Img:
    """A night sky above that warms to a sunset glow on the sun's side of the horizon."""
    img = night_sky(w, h, horizon, seed)
    x, y = grid(h, w)
    glow = np.exp(-(((x - sun_x) / 260) ** 2)) * np.clip(y / horizon, 0, 1) ** 2.2
    img.paint(glow, (236, 140, 70), 0.8)
    img.paint(np.exp(-(((x - sun_x) / 120) ** 2 + ((y - horizon) / 50) ** 2)), (255, 210, 120), 0.7)
    return img


def space_tile(kind: str, size: int, label: str) -> Img:
    """A circuit space as on the table: a white sea square, a gold port disc, or a lair token."""
    if kind == "lair":
        return J.lair_token(size)
    img = Img(size, size)
    if kind == "sea":
        m = Pen(size, size).rect(size * 0.1, size * 0.1, size * 0.8, size * 0.8, size * 0.14).mask()
        fill, ink = (246, 242, 232), (40, 34, 30)
    else:
        m = Pen(size, size).circle(size / 2, size / 2, size * 0.42).mask()
        fill, ink = (236, 178, 52), (70, 40, 10)
    img.paint(dilate(m, max(1.2, size * 0.03)), T.INK)
    img.paint(m, fill)
    img.bevel(m, size * 0.05, 0.5)
    J._text(img, label, int(size * 0.5), size * 0.5, size * 0.5, ink, face="body-bold.ttf")
    return img


def thumb_jamaica(w: int = W, h: int = H) -> Img:
    """A galleon racing along the circuit at dusk, sun setting, moon rising, the two action dice."""
    horizon = 138
    sun_x = 70
    img = dusk_sky(w, h, horizon, sun_x, 4001)
    x, y = grid(h, w)
    stars(img, 4002, 120, horizon)
    moon(img, 500, 40, 17, 4003)
    # The sun going down behind the sea.
    sun = Pen(w, h).circle(sun_x, horizon + 4, 30).mask() * (y < horizon)
    img.paint(blur(sun, 8), (255, 220, 140), 0.8)
    img.paint(sun, lerp_colours((y - horizon + 34) / 34, ((0, (255, 236, 170)), (1, (250, 150, 60)))))
    sea(img, horizon, 4004, glitter_x=sun_x, glitter=1.2)
    warm = (np.exp(-(((x - sun_x) / 200) ** 2)) * np.clip((y - horizon) / 4, 0, 1)
            * np.clip(1 - (y - horizon) / 150, 0, 1))
    img.paint(warm, (200, 120, 70), 0.35)
    # Jamaica's hills on the horizon, lit from the sunset side.
    xs = np.arange(w, dtype=np.float32)
    ridge = (horizon - 30 * np.exp(-((xs - 300) / 60) ** 2) - 20 * np.exp(-((xs - 380) / 40) ** 2)
             - 14 * np.exp(-((xs - 230) / 36) ** 2) - 3 * np.sin(xs / 7))
    hills = np.clip(y - ridge[None, :], 0, 1) * (y <= horizon + 1) * np.clip((xs[None, :] - 170) / 10, 0, 1) \
        * np.clip((470 - xs[None, :]) / 10, 0, 1)
    img.paint(hills, lerp_colours(noise(h, w, 4005, beta=2.2), ((0, (20, 44, 38)), (1, (44, 78, 56)))))
    rim = np.clip(hills - np.roll(hills, 2, axis=1), 0, 1)
    img.paint(rim, (240, 170, 100), 0.5)
    lights = Pen(w, h)
    for lx in (214, 222, 231, 240):
        lights.circle(lx, horizon - 3, 1.2)
    img.paint(blur(lights.mask(), 1.5), (255, 200, 110), 0.9)
    img.paint(lights.mask(), (255, 236, 180))
    # The circuit: spaces strung across the sea from the foreground toward the island.
    path = [(30, 298), (84, 288), (138, 278), (190, 268), (240, 258), (286, 248), (326, 236), (360, 222),
            (388, 208), (410, 194), (428, 181)]
    kinds = ["sea", "sea", "port", "sea", "lair", "sea", "sea", "port", "sea", "sea", "lair"]
    labels = ["2", "3", "5", "3", "", "2", "4", "3", "1", "2", ""]
    sizes = [int(round(50 - 30 * (i / (len(path) - 1)) ** 0.8)) for i in range(len(path))]
    dots = Pen(w, h)
    for (ax, ay), (bx, by) in zip(path, path[1:]):
        for t in np.linspace(0.2, 0.8, 4):
            dots.circle(ax + (bx - ax) * t, ay + (by - ay) * t, 1.6)
    img.paint(dots.mask(), (240, 244, 250), 0.8)
    for i in range(len(path) - 1, -1, -1):
        (px, py), s = path[i], sizes[i]
        put(img, space_tile(kinds[i], s, labels[i]), px, py, shadow=0.45, drop=(2, 3), sigma=2)
    # A rival astern, far up the circuit, and our galleon on the lair.
    for i, seat, sw in ((8, 3, 76), (4, 0, 176)):
        (px, py), sh = path[i], int(sw * 5 / 6)
        # The hull's waterline (0.85 of the sprite's height) just above the space: it stands on it.
        waterline = py - sizes[i] * 0.18
        wake = Pen(w, h).ellipse(px - sw * 0.08, waterline + 2, sw * 0.42, sw * 0.035).mask()
        img.paint(blur(wake, 2), T.FOAM, 0.3)
        put(img, J.ship_image(seat).resized(sw, sh), px, waterline - sh * 0.35, shadow=0.0)
    # The day (sun) and night (moon) dice.
    put(img, rotated(J.die_face("day", 5, 78), 12), 446, 262, shadow=0.5, drop=(3, 6), sigma=4)
    put(img, rotated(J.die_face("night", 3, 78), -9), 516, 278, shadow=0.5, drop=(3, 6), sigma=4)
    put(img, J.icon("sun", 34), 414, 228, shadow=0.35)
    put(img, J.icon("moon", 30), 545, 250, shadow=0.35)
    img.multiply(vignette(w, h, 0.45, 2.5))
    return img


# ----------------------------------------------------------------------------- the job
def build(out: Path) -> list[Path]:
    return save_all((("ui/game_palabra.png", thumb_palabra()), ("ui/game_jamaica.png", thumb_jamaica())), out)


JOB = (build, "ui/game_palabra.png, ui/game_jamaica.png (560x320)",
       "art/thumbnails.py: Palabra, a moonlit sea with two sandy islands, palms and heaps of faceted gems, and "
       "two face-down ship cards with the dagger across them; Jamaica, a galleon racing along a circuit of sea, "
       "port and lair spaces at dusk, the sun setting and the moon rising, a rival astern, the sun and moon "
       "dice. Pieces from art/palabra.py and art/jamaica.py.")
