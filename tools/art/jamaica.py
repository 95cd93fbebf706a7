"""Jamaica pieces: galleons per seat and the ghost ship, action cards, tokens, hold boards, treasures, dice, compass.

Every seat's galleon carries its colour on the sails and the hull stripe and its
emblem on the main course, so no ship rests on colour alone; the ghost ship is
black with ragged sails. Action cards split into a sunlit day half and a starry
night half, each with its action's icon (forward / backward arrow, food sack,
doubloon, powder bomb) beside a sun or moon medallion where the table writes the
die. Tokens: food, doubloons, gunpowder and the lairs' treasure token. Hold boards
with 5 and 6 compartments, the twelve treasure cards and their back, the day (sun),
night (moon) and combat (2..10, star) dice, and the captain's compass. Drawn with
art/raster.py in the tools' look (night sea, parchment, brass, rope); fixed seeds.
"""
from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pygame

from scenes import theme as T

from . import fonts
from .cards import _border, compass
from .emblems import emblem_image
from .raster import (Img, Pen, bezier_pts, blur, dilate, erode, grid, lerp_colours, place, save_all, shade,
                     shift, star_pts, text_mask, union)
from .symbols import BRASS, STEEL, WOODG, _Draw, compose, symbol_image, taper_pts
from .textures import dark_card, parchment, vignette, wood

SHIP_W, SHIP_H = 240, 200
CARD_W, CARD_H = 200, 280
TR_W, TR_H = 160, 224
TOKEN = 96
DIE = 96
ACTIONS = ("forward", "backward", "food", "gold", "gunpowder")
CARDS = ("forward/forward", "forward/backward", "backward/forward", "forward/food", "food/forward",
         "forward/gunpowder", "gold/forward", "gold/gold", "gunpowder/gold", "food/gunpowder",
         "gunpowder/food")
TREASURES = ("plus3", "plus5", "plus7", "cursed2", "cursed3", "cursed4", "morgan_map", "saran_sabre",
             "lady_beth", "sixth_hold")
COMBAT_FACES = ("2", "4", "6", "8", "10", "star")
GOLD = ((0.0, (255, 238, 150)), (0.45, (240, 190, 60)), (1.0, (150, 96, 20)))


# ----------------------------------------------------------------------------- icons
def _food(d: _Draw):
    """A burlap sack tied with rope, ears of wheat over its mouth."""
    ears = d.pen()
    for ang, x0 in ((-22, 0.42), (0, 0.5), (24, 0.58)):
        a = math.radians(ang - 90)
        x1, y1 = x0 + math.cos(a) * 0.24, 0.30 + math.sin(a) * 0.24
        ears.line((x0, 0.32), (x1, y1), 0.03)
        for k in range(3):
            t = 0.45 + 0.18 * k
            cx, cy = x0 + (x1 - x0) * t, 0.32 + (y1 - 0.32) * t
            ears.ellipse(cx - 0.025, cy, 0.028, 0.05, rot=ang - 20).ellipse(cx + 0.025, cy, 0.028, 0.05, rot=ang + 20)
        ears.ellipse(x1, y1, 0.03, 0.06, rot=ang)
    d.fill(ears.mask(), d.vg(((0, (255, 226, 120)), (1, (200, 150, 50))), 0.05, 0.35), 0.3)
    body = d.pen().polygon(
        bezier_pts([(0.36, 0.36), (0.10, 0.50), (0.06, 0.94), (0.30, 0.95)], 16)
        + bezier_pts([(0.30, 0.95), (0.50, 0.98), (0.70, 0.98), (0.70, 0.95)], 8)[1:]
        + bezier_pts([(0.70, 0.95), (0.94, 0.94), (0.90, 0.50), (0.64, 0.36)], 16)[1:]).mask()
    burlap = ((0.0, (226, 190, 126)), (0.5, (186, 140, 80)), (1.0, (116, 78, 40)))
    d.fill(body, d.hg(burlap, 0.1, 0.95), 0.5)
    mouth = d.pen().polygon([(0.34, 0.37), (0.26, 0.24), (0.40, 0.30), (0.5, 0.22), (0.60, 0.30),
                             (0.74, 0.24), (0.66, 0.37)]).mask()
    d.fill(mouth, d.vg(burlap, 0.2, 0.4), 0.4)
    rope = d.pen().rect(0.31, 0.33, 0.38, 0.07, 0.03).mask()
    d.fill(rope, d.vg(((0, (150, 100, 60)), (1, (90, 56, 30))), 0.33, 0.40), 0.4)
    weave = d.pen()
    for k in range(5):
        y = 0.52 + k * 0.09
        weave.line((0.16, y), (0.84, y - 0.01), 0.01)
    d.detail(weave.mask() * erode(body, 1), (120, 84, 46), 0.45)


def _gold(d: _Draw):
    """A doubloon in front of a second one: a cross stamped in a ring of dots."""
    back = d.pen().circle(0.64, 0.38, 0.28).mask()
    d.fill(back, d.vg(GOLD, 0.10, 0.66), 0.5)
    front = d.pen().circle(0.42, 0.58, 0.36).mask()
    d.fill(front, d.vg(GOLD, 0.22, 0.94), 0.55)
    ring = d.pen().ring(0.42, 0.58, 0.29, 0.025).mask()
    d.detail(ring, (150, 96, 20), 0.8)
    cross = d.pen().rect(0.385, 0.40, 0.07, 0.36, 0.01).rect(0.24, 0.545, 0.36, 0.07, 0.01).mask()
    d.detail(blur(cross, 1.0), (120, 70, 10), 0.55)
    d.detail(cross, (255, 236, 150), 0.7)
    dots = d.pen()
    for k in range(16):
        a = math.radians(k * 22.5)
        dots.circle(0.42 + 0.23 * math.cos(a), 0.58 + 0.23 * math.sin(a), 0.012)
    d.detail(dots.mask(), (150, 96, 20), 0.8)
    d.detail(d.pen().arc(0.42, 0.58, 0.31, 200, 260, 0.03).mask(), (255, 255, 230), 0.8)


def _gunpowder(d: _Draw):
    """A black powder bomb with its neck, a fuse and a spark."""
    ball = d.pen().circle(0.44, 0.60, 0.33).mask()
    x, y = d.x, d.y
    lit = lerp_colours(np.hypot(x - 0.34, y - 0.48) / 0.45, ((0, (120, 126, 140)), (0.4, (46, 50, 62)),
                                                           (1, (10, 10, 16))))
    d.fill(ball, lit, 0.4)
    neck = d.pen(angle=40, pivot=(0.66, 0.34)).rect(0.58, 0.26, 0.16, 0.14, 0.03).mask()
    d.fill(neck, d.vg(((0, (110, 110, 120)), (1, (30, 30, 40))), 0.24, 0.42), 0.4)
    fuse = d.pen().bezier([(0.70, 0.28), (0.76, 0.16), (0.86, 0.22), (0.86, 0.12)], 0.03).mask()
    d.fill(fuse, (170, 130, 80), 0.2)
    spark = d.pen().polygon(star_pts(0.86, 0.10, 0.11, 0.035, 8, -90)).mask()
    d.detail(blur(spark, d.S * 0.03), (255, 160, 40), 1.0)
    d.fill(spark, d.vg(((0, (255, 250, 190)), (1, (255, 130, 30))), 0.0, 0.2), 0.0, edge=False)
    d.detail(d.pen().ellipse(0.33, 0.47, 0.08, 0.05, rot=-40).mask(), (255, 255, 255), 0.55)


def _arrow(d: _Draw, right: bool):
    """A broad arrow with a wake of foam: forward (teal-green, right) or backward (red, left)."""
    s = 1 if right else -1

    def X(v):
        return 0.5 + s * (v - 0.5)
    pts = [(X(0.06), 0.40), (X(0.56), 0.40), (X(0.56), 0.20), (X(0.95), 0.55), (X(0.56), 0.90),
           (X(0.56), 0.70), (X(0.06), 0.70)]
    m = d.pen().polygon(pts).mask()
    cols = ((0, (150, 236, 170)), (0.5, (40, 170, 110)), (1, (14, 90, 60))) if right else \
        ((0, (255, 150, 120)), (0.5, (214, 64, 48)), (1, (120, 24, 20)))
    d.fill(m, d.vg(cols, 0.2, 0.9), 0.55)
    hi = d.pen().polyline([(X(0.10), 0.45), (X(0.58), 0.45)], 0.03).mask()
    d.detail(hi * erode(m, 2), (255, 255, 255), 0.5)


def _sun(d: _Draw):
    rays = d.pen()
    for k in range(12):
        a = math.radians(k * 30)
        r0, r1 = 0.30, 0.48 if k % 2 == 0 else 0.42
        w = 0.09
        rays.polygon([(0.5 + math.cos(a - w) * r0, 0.5 + math.sin(a - w) * r0),
                      (0.5 + math.cos(a) * r1, 0.5 + math.sin(a) * r1),
                      (0.5 + math.cos(a + w) * r0, 0.5 + math.sin(a + w) * r0)])
    d.fill(rays.mask(), d.vg(((0, (255, 220, 90)), (1, (240, 140, 30))), 0.0, 1.0), 0.3)
    disc = d.pen().circle(0.5, 0.5, 0.28).mask()
    d.fill(disc, lerp_colours(np.hypot(d.x - 0.42, d.y - 0.42) / 0.4,
                              ((0, (255, 250, 200)), (0.5, (255, 210, 70)), (1, (230, 130, 20)))), 0.4)


def _moon(d: _Draw):
    p = d.pen().circle(0.46, 0.52, 0.40)
    p.erase().circle(0.66, 0.40, 0.34).erase(False)
    m = p.mask()
    d.fill(m, lerp_colours(np.hypot(d.x - 0.3, d.y - 0.5) / 0.5,
                           ((0, (250, 250, 240)), (0.6, (200, 212, 230)), (1, (130, 146, 180)))), 0.4)
    st = d.pen().polygon(star_pts(0.78, 0.62, 0.12, 0.04, 4)).polygon(star_pts(0.66, 0.16, 0.07, 0.025, 4)).mask()
    d.fill(st, (255, 250, 220), 0.0, edge=False)


def _star(d: _Draw):
    m = d.pen().polygon(star_pts(0.5, 0.54, 0.47, 0.20, 5)).mask()
    d.fill(m, d.vg(GOLD, 0.05, 1.0), 0.6)


def _sabre(d: _Draw):
    path = bezier_pts([(0.30, 0.74), (0.52, 0.52), (0.74, 0.30), (0.95, 0.04)], 24)
    blade = d.pen().polygon(taper_pts(path, 0.11, 0.02)).mask()
    d.fill(blade, d.hg(STEEL, 0.3, 0.95), 0.6)
    guard = d.pen().bezier([(0.16, 0.62), (0.26, 0.66), (0.36, 0.80), (0.40, 0.88)], 0.05).mask()
    d.fill(guard, d.vg(BRASS, 0.6, 0.9), 0.5)
    bow = d.pen().arc(0.22, 0.80, 0.14, 100, 280, 0.035).mask()
    d.fill(bow, d.vg(BRASS, 0.6, 0.95), 0.4)
    grip = d.pen().line((0.28, 0.76), (0.12, 0.92), 0.08).mask()
    d.fill(grip, d.vg(WOODG, 0.75, 0.95), 0.4)
    d.fill(d.pen().circle(0.10, 0.94, 0.05).mask(), d.vg(BRASS, 0.88, 1.0), 0.4)
    d.detail(d.pen().bezier([(0.36, 0.64), (0.55, 0.46), (0.72, 0.28), (0.90, 0.08)], 0.015).mask() * blade,
             (255, 255, 255), 0.8)


def _map(d: _Draw):
    sheet = d.pen().polygon([(0.10, 0.20), (0.88, 0.14), (0.92, 0.80), (0.14, 0.88)]).mask()
    d.fill(sheet, d.vg(((0, (250, 236, 196)), (1, (210, 176, 120))), 0.1, 0.9), 0.35)
    rolls = d.pen().rect(0.06, 0.14, 0.08, 0.78, 0.04).rect(0.86, 0.10, 0.08, 0.74, 0.04).mask()
    d.fill(rolls, d.hg(((0, (230, 206, 160)), (1, (150, 116, 70))), 0.05, 0.95), 0.5)
    path = d.pen()
    pts = bezier_pts([(0.22, 0.74), (0.36, 0.40), (0.56, 0.80), (0.66, 0.36)], 16)
    for k in range(0, 16, 2):
        path.line(pts[k], pts[k + 1], 0.025)
    d.detail(path.mask(), (120, 60, 30), 0.9)
    x = d.pen().line((0.62, 0.26), (0.76, 0.40), 0.05).line((0.76, 0.26), (0.62, 0.40), 0.05).mask()
    d.detail(x, (200, 30, 30))
    d.detail(d.pen().ellipse(0.36, 0.56, 0.10, 0.06).mask(), (90, 150, 90), 0.6)


def _cannon(d: _Draw):
    barrel = d.pen(angle=-14, pivot=(0.45, 0.5)).polygon(
        [(0.12, 0.40), (0.86, 0.43), (0.86, 0.55), (0.12, 0.60)]).mask()
    barrel = union(barrel, d.pen(angle=-14, pivot=(0.45, 0.5)).circle(0.12, 0.50, 0.11).mask())
    d.fill(barrel, d.vg(((0, (130, 136, 150)), (0.5, (56, 60, 72)), (1, (20, 20, 28))), 0.3, 0.65), 0.55)
    rings = d.pen(angle=-14, pivot=(0.45, 0.5))
    for x0 in (0.36, 0.62, 0.84):
        rings.rect(x0, 0.39, 0.05, 0.22, 0.01)
    d.fill(rings.mask() * dilate(barrel, 3), d.vg(BRASS, 0.35, 0.6), 0.4)
    cart = d.pen().polygon([(0.14, 0.58), (0.66, 0.56), (0.60, 0.76), (0.18, 0.78)]).mask()
    d.fill(cart, d.vg(WOODG, 0.55, 0.8), 0.45)
    for cx in (0.26, 0.54):
        wheel = d.pen().circle(cx, 0.80, 0.12).mask()
        d.fill(wheel, d.vg(WOODG, 0.68, 0.92), 0.45)
        d.detail(d.pen().circle(cx, 0.80, 0.035).mask(), T.BRASS)


def _skull(d: _Draw):
    sil = d.pen().circle(0.5, 0.42, 0.34).rect(0.30, 0.56, 0.40, 0.30, 0.08).mask()
    d.fill(sil, d.vg(((0, (250, 246, 226)), (1, (170, 160, 130))), 0.1, 0.9), 0.45)
    eyes = d.pen().ellipse(0.37, 0.46, 0.09, 0.085).ellipse(0.63, 0.46, 0.09, 0.085).mask()
    d.detail(eyes, (20, 16, 24))
    d.detail(blur(d.pen().circle(0.37, 0.47, 0.03).circle(0.63, 0.47, 0.03).mask(), 1.5), (120, 255, 150), 1.0)
    d.detail(d.pen().polygon([(0.5, 0.58), (0.45, 0.67), (0.55, 0.67)]).mask(), (20, 16, 24))
    teeth = d.pen()
    for tx in (0.40, 0.5, 0.60):
        teeth.line((tx, 0.76), (tx, 0.86), 0.025)
    d.detail(teeth.mask(), (60, 50, 40))


def _crate(d: _Draw):
    box = d.pen().rect(0.12, 0.22, 0.76, 0.66, 0.03).mask()
    d.fill(box, d.vg(((0, (200, 140, 80)), (1, (110, 66, 34))), 0.2, 0.9), 0.5)
    planks = d.pen()
    for y in (0.44, 0.66):
        planks.line((0.14, y), (0.86, y), 0.015)
    d.detail(planks.mask(), T.WOOD_DARK, 0.7)
    frame = d.pen().rect(0.12, 0.22, 0.76, 0.66, 0.03).mask() - d.pen().rect(0.2, 0.3, 0.6, 0.5).mask()
    d.fill(np.clip(frame, 0, 1), d.vg(((0, (150, 100, 56)), (1, (90, 56, 30))), 0.2, 0.9), 0.5)
    d.detail(d.pen().line((0.2, 0.3), (0.8, 0.8), 0.07).mask(), (150, 100, 56))


ICONS = {"food": _food, "gold": _gold, "gunpowder": _gunpowder,
         "forward": lambda d: _arrow(d, True), "backward": lambda d: _arrow(d, False),
         "sun": _sun, "moon": _moon, "star": _star, "sabre": _sabre, "map": _map, "cannon": _cannon,
         "skull": _skull, "crate": _crate}


def icon(name: str, size: int, shadow: float = 0.45, pad: float = 0.06, outline=T.INK) -> Img:
    """One icon on transparency, drawn as the Cartagena symbols are (art/symbols.py's pipeline)."""
    d = _Draw(size, pad)
    ICONS[name](d)
    return compose(d, size, outline, shadow)


def _text(img: Img, text: str, size: int, cx: float, cy: float, colour, outline=None, face="display.ttf",
          width: float = 2.0, shadow: float = 0.0) -> None:
    font = pygame.font.Font(fonts.font_file(face), size)
    tm = text_mask(font, text)
    th, tw = tm.shape
    m = place(tm, img.h, img.w, int(round(cx - tw / 2)), int(round(cy - th / 2)))
    if shadow:
        img.paint(blur(np.roll(np.roll(m, 2, 0), 1, 1), 1.2), (0, 0, 0), shadow)
    if outline is not None:
        img.paint(dilate(m, width), outline)
    img.paint(m, colour)


# ----------------------------------------------------------------------------- ships
def _square_sail(p: Pen, mx: float, top: float, bottom: float, hw: float) -> Pen:
    """A square sail bellied by the wind, hung from a yard at `top`."""
    return p.polygon([(mx - hw, top), (mx + hw, top)]
                     + bezier_pts([(mx + hw, top), (mx + hw * 1.1, (top + bottom) / 2), (mx + hw * 0.95, bottom)], 8)
                     + bezier_pts([(mx + hw * 0.95, bottom), (mx, bottom + 0.05), (mx - hw * 0.95, bottom)], 10)[1:]
                     + bezier_pts([(mx - hw * 0.95, bottom), (mx - hw * 1.1, (top + bottom) / 2), (mx - hw, top)],
                                  8)[1:-1])


def ship_image(index: int | None, w: int = SHIP_W, h: int = SHIP_H) -> Img:
    """A galleon (bow to the right) in seat colour `index`, its emblem on the main course;
    None: the black ghost ship with ragged sails and a skull."""
    ghost = index is None
    pc = None if ghost else T.PLAYER_COLOURS[index]
    col = (128, 138, 128) if ghost else pc.rgb
    s = w * 0.66
    ox, oy = w * 0.5, h * 0.85

    def P():
        return Pen(w, h, ox=ox, oy=oy, scale=s)

    x, y = grid(h, w)
    ux, uy = (x - ox) / s, (y - oy) / s
    img = Img(w, h)
    hull = P().polygon(
        [(-0.58, -0.36), (-0.38, -0.35), (-0.37, -0.23), (0.22, -0.20), (0.26, -0.26), (0.46, -0.27),
         (0.58, -0.30)] + bezier_pts([(0.58, -0.30), (0.54, -0.08), (0.42, 0.04), (0.26, 0.06)], 12)
        + [(-0.42, 0.06)] + bezier_pts([(-0.42, 0.06), (-0.52, 0.03), (-0.58, -0.10), (-0.58, -0.36)], 10)).mask()
    masts = ((-0.10, -1.0, 0.18, 0.14), (0.32, -0.88, 0.145, 0.11))   # x, top, course / topsail half-width
    rig = P()
    rig.line((0.50, -0.27), (0.84, -0.44), 0.024)
    for mx, top, _, _ in masts:
        rig.line((mx, -0.2), (mx, top), 0.026)
    rig.line((-0.44, -0.35), (-0.44, -0.70), 0.022)
    rig.line((0.32, -0.88), (0.84, -0.44), 0.009).line((-0.10, -1.0), (0.32, -0.88), 0.009)
    rig.line((-0.10, -1.0), (-0.44, -0.70), 0.009)
    parts = []
    for mx, top, c_hw, t_hw in masts:
        course = -0.30 - (top + 0.40)
        parts.append(_square_sail(P(), mx, top + 0.40, -0.30, c_hw).mask())
        parts.append(_square_sail(P(), mx, top + 0.07, top + 0.34, t_hw).mask())
        del course
    parts.append(P().polygon(bezier_pts([(0.36, -0.80), (0.58, -0.62), (0.78, -0.45)], 8) + [(0.40, -0.38)]).mask())
    parts.append(P().polygon(bezier_pts([(-0.42, -0.68), (-0.50, -0.50), (-0.55, -0.40)], 8)
                             + [(-0.43, -0.41)]).mask())
    if ghost:                                   # ragged: bites out of the lower edges, holes
        rng = np.random.default_rng(13)
        rag = P()
        for mx, top, c_hw, _ in masts:
            for k in range(5):
                bx = mx - c_hw + 0.02 + k * c_hw * 0.45 + rng.uniform(-0.02, 0.02)
                rag.polygon([(bx - 0.035, -0.25), (bx, -0.36 - rng.uniform(0, 0.05)), (bx + 0.035, -0.25)])
            rag.circle(mx + 0.06, -0.52, 0.025).circle(mx - 0.06, top + 0.22, 0.02)
        ragm = rag.mask()
        parts = [np.clip(m - ragm, 0, 1) for m in parts]
    courses = parts[0::2][:2]
    sail_m = union(*parts)
    flag = P().polygon(bezier_pts([(-0.10, -1.0), (0.02, -1.03), (0.16, -0.98)], 6) + [(0.01, -0.95),
                                                                                     (-0.10, -0.93)]).mask()
    solid = union(hull, rig.mask(), flag)
    sil = union(solid, sail_m)
    ow = max(1.5, w * 0.012)
    if ghost:
        img.paint(blur(dilate(sil, w * 0.02), w * 0.03), (90, 255, 170), 0.45)
    # foam at the waterline
    foam = P().ellipse(0.0, 0.04, 0.62, 0.07).mask()
    img.paint(blur(foam, w * 0.01), (210, 240, 250), 0.45)
    img.paint(dilate(sil, ow), T.INK)
    # sails: seat colour lit from the upper left
    t = np.clip(0.6 * (ux + 0.4) / 0.9 + 0.4 * (uy + 0.9) / 0.7, 0, 1)
    if ghost:
        sail_col = lerp_colours(t, ((0, (170, 180, 170)), (0.5, (110, 120, 112)), (1, (60, 66, 62))))
    else:
        sail_col = lerp_colours(t, ((0, shade(col, 1.45)), (0.45, col), (1, shade(col, 0.62))))
    img.paint(sail_m, sail_col)
    img.bevel(sail_m, w * 0.012, 0.35)
    for m in parts:
        img.paint(np.clip(m - erode(m, ow * 0.6), 0, 1), T.INK, 0.85)
    # hull: wood (tarred black for the ghost), a stripe of the seat colour, a gilt rail
    if ghost:
        hull_col = lerp_colours((uy + 0.34) / 0.4, ((0, (70, 76, 80)), (0.5, (34, 36, 42)), (1, (12, 12, 16))))
    else:
        hull_col = lerp_colours((uy + 0.34) / 0.4, ((0, (186, 122, 66)), (0.5, T.WOOD), (1, T.WOOD_DARK)))
    img.paint(hull, hull_col)
    planks = P()
    for py in (-0.06, 0.0):
        planks.line((-0.56, py), (0.54, py - 0.02), 0.006)
    img.paint(planks.mask() * hull, (30, 20, 14), 0.6)
    stripe = P().polygon([(-0.58, -0.18), (0.58, -0.22), (0.565, -0.15), (-0.58, -0.11)]).mask() * hull
    img.paint(stripe, (90, 200, 150) if ghost else col, 0.55 if ghost else 1.0)
    img.paint(np.clip(stripe - erode(stripe, 1), 0, 1), T.INK, 0.5)
    rail = P().polyline([(-0.58, -0.36), (-0.38, -0.35), (-0.37, -0.23), (0.22, -0.20), (0.26, -0.26),
                         (0.46, -0.27), (0.58, -0.30)], 0.022).mask() * hull
    img.paint(rail, (120, 120, 110) if ghost else T.BRASS)
    img.bevel(hull, w * 0.012, 0.4)
    win = P()
    for k in range(5):
        win.rect(-0.32 + k * 0.11, -0.17, 0.04, 0.04)
    win.rect(-0.54, -0.31, 0.04, 0.05).rect(-0.47, -0.31, 0.04, 0.05)
    wm = win.mask() * hull
    glow = (120, 255, 170) if ghost else (255, 210, 110)
    img.paint(blur(wm, w * 0.01), glow, 0.8)
    img.paint(wm, shade(glow, 1.2))
    img.paint(np.clip(hull - erode(hull, ow * 0.7), 0, 1), T.INK, 0.9)
    img.paint(union(rig.mask()), (40, 40, 44) if ghost else (92, 60, 34))
    img.paint(flag, (20, 20, 24) if ghost else col)
    img.paint(np.clip(flag - erode(flag, 1), 0, 1), T.INK, 0.7)
    # the emblem on the main course
    main = courses[0]
    ys, xs = np.nonzero(main > 0.5)
    cx, cy = xs.mean(), ys.mean()
    es = int(round(s * 0.27))
    em = emblem_image("skull" if ghost else pc.emblem, es, fill=(225, 255, 235) if ghost else (255, 255, 255),
                      width=max(1.2, es * 0.07), bevel=0.1, pad=0.03)
    img.over(em, int(round(cx - es / 2)), int(round(cy - es / 2 + s * 0.01)))
    return img


# ----------------------------------------------------------------------------- cards
def _shape(w: int, h: int, r: float = 14) -> np.ndarray:
    return Pen(w, h).rect(0, 0, w, h, r).mask()


def action_card(card: str) -> Img:
    """An action card: the day half (sunlit, sun medallion) over the night half (starry, moon)."""
    w, h = CARD_W, CARD_H
    day, night = card.split("/")
    shape = _shape(w, h, 16)
    img = Img(w, h)
    x, y = grid(h, w)
    grain = parchment(w, h, 23, tile=False).mean(axis=2)
    grain = 0.85 + 0.3 * (grain - grain.mean())
    sky = lerp_colours(y / (h / 2), ((0, (255, 240, 186)), (1, (240, 192, 110)))) * grain[..., None]
    deep = lerp_colours((y - h / 2) / (h / 2), ((0, (40, 60, 100)), (1, (12, 20, 38))))
    half = (y < h / 2).astype(np.float32)
    img.paint(shape, sky * half[..., None] + deep * (1 - half[..., None]))
    rng = np.random.default_rng(5)
    dots = Pen(w, h)
    for _ in range(26):
        dots.circle(rng.uniform(20, w - 20), rng.uniform(h / 2 + 12, h - 16), rng.choice([0.8, 1.1, 1.6]))
    img.paint(dots.mask(), (240, 240, 255), 0.8)
    img.paint(Pen(w, h).rect(10, h / 2 - 2.5, w - 20, 5, 2).mask(), T.BRASS)
    img.paint(Pen(w, h).rect(10, h / 2 - 2.5, w - 20, 1.2).mask(), (255, 240, 190), 0.7)
    _border(img, shape, T.WOOD, T.BRASS_DARK)
    for k, (action, medal) in enumerate(((day, "sun"), (night, "moon"))):
        top = k * h / 2
        m = icon(medal, 50, shadow=0.3)
        img.over(m, 16, int(top + 14))
        if k == 1:
            glow = Pen(w, h).circle(136, top + 74, 46).mask()
            img.paint(blur(glow, 14) * shape, (150, 180, 230), 0.45)
        a = icon(action, 104, shadow=0.5, pad=0.04)
        img.over(a, 84, int(top + 22))
    img.a *= shape[..., None]
    return img


def card_back() -> Img:
    """The back of the action cards: tarred navy, rope lattice, a compass between sun and moon."""
    w, h = CARD_W, CARD_H
    shape = _shape(w, h, 16)
    img = Img(w, h)
    img.paint(shape, dark_card(w, h, 61) * vignette(w, h, 0.5)[..., None])
    lat = Pen(w, h)
    for i in range(-12, 14):
        o = i * 24
        lat.line((o, 0), (o + h, h), 1.4).line((o + h, 0), (o, h), 1.4)
    img.paint(lat.mask() * shape, (90, 110, 140), 0.35)
    _border(img, shape, T.BRASS, T.BRASS_DARK)
    compass(img, w / 2, h / 2, 54)
    img.over(icon("sun", 52, shadow=0.4), w // 2 - 26, 20)
    img.over(icon("moon", 52, shadow=0.4), w // 2 - 26, h - 72)
    img.a *= shape[..., None]
    return img


TREASURE_LOOK = {
    "plus3": ("chest", "+3", "Treasure"), "plus5": ("chest", "+5", "Treasure"),
    "plus7": ("chest", "+7", "Treasure"), "cursed2": ("skull", "-2", "Cursed"),
    "cursed3": ("skull", "-3", "Cursed"), "cursed4": ("skull", "-4", "Cursed"),
    "morgan_map": ("map", "4", "Morgan's map"), "saran_sabre": ("sabre", "", "Saran's sabre"),
    "lady_beth": ("cannon", "+2", "Lady Beth"), "sixth_hold": ("crate", "6", "6th hold"),
}


def treasure_card(name: str) -> Img:
    """A treasure card: gold-tinted parchment (+3..+7), a haunted purple stock (cursed) or
    pale parchment with a blue title (the four powers, kept face up)."""
    w, h = TR_W, TR_H
    shape = _shape(w, h, 12)
    img = Img(w, h)
    pic, value, title = TREASURE_LOOK[name]
    cursed = name.startswith("cursed")
    if cursed:
        stock = dark_card(w, h, 71) * np.array([1.25, 0.8, 1.3], np.float32) * vignette(w, h, 0.5)[..., None]
        img.paint(shape, np.clip(stock, 0, 1))
        x, y = grid(h, w)
        img.paint(np.exp(-((x - w / 2) ** 2 + (y - 80) ** 2) / (2 * 50 ** 2)) * shape, (90, 220, 140), 0.3)
        _border(img, shape, (110, 60, 120), (70, 160, 110))
    else:
        tint = np.array([1.04, 0.98, 0.80] if name.startswith("plus") else [0.96, 0.98, 1.02], np.float32)
        img.paint(shape, np.clip(parchment(w, h, 29, tile=False) * tint * vignette(w, h, 0.4)[..., None], 0, 1))
        _border(img, shape, T.WOOD, T.BRASS_DARK)
    art = symbol_image("chest", 108, shadow=0.5) if pic == "chest" else icon(pic, 108, shadow=0.5)
    img.over(art, (w - 108) // 2, 18 if value else 34)
    if value and name not in ("morgan_map", "sixth_hold", "lady_beth"):
        colour = (150, 255, 170) if cursed else (255, 214, 90)
        _text(img, value, 54, w / 2, 152, colour, outline=T.INK, width=3.0, shadow=0.5, face="body-bold.ttf")
    elif value:
        _text(img, value, 40, w / 2 + 40, 112, T.PARCHMENT, outline=T.INK, width=3.0, shadow=0.5,
              face="body-bold.ttf")
    band = Pen(w, h).rect(14, 184, w - 28, 26, 6).mask()
    ribbon = (70, 40, 90) if cursed else (150, 36, 30) if name.startswith("plus") else (30, 70, 120)
    img.shadow(band, 1, 2, 2, 0.4)
    img.paint(dilate(band, 1.2), T.INK)
    img.paint(band, lerp_colours(grid(h, w)[1] * 0 + (grid(h, w)[1] - 184) / 26,
                                 ((0, shade(ribbon, 1.3)), (1, shade(ribbon, 0.7)))))
    size = 20 if len(title) <= 10 else 17
    _text(img, title, size, w / 2, 196, T.TEXT, face="display.ttf")
    img.a *= shape[..., None]
    return img


def treasure_back() -> Img:
    """Every treasure's back: a dark red-brown stock and the lairs' gold token with a '?'."""
    w, h = TR_W, TR_H
    shape = _shape(w, h, 12)
    img = Img(w, h)
    tone = dark_card(w, h, 83).mean(axis=2)
    tone = (tone - tone.min()) / (tone.max() - tone.min() + 1e-6)
    stock = lerp_colours(tone, ((0, (40, 12, 12)), (0.6, (92, 30, 24)), (1, (128, 52, 38))))
    img.paint(shape, stock * vignette(w, h, 0.5)[..., None])
    lat = Pen(w, h)
    for i in range(-10, 12):
        o = i * 20
        lat.line((o, 0), (o + h, h), 1.2).line((o + h, 0), (o, h), 1.2)
    img.paint(lat.mask() * shape, (150, 100, 80), 0.3)
    _border(img, shape, T.BRASS, T.BRASS_DARK)
    tok = lair_token(104)
    img.over(tok, (w - 104) // 2, (h - 104) // 2)
    img.a *= shape[..., None]
    return img


# ----------------------------------------------------------------------------- tokens, dice, holds
def lair_token(size: int = TOKEN) -> Img:
    """The lairs' treasure token: a gold disc with a skull and a question mark."""
    img = Img(size, size)
    c = size / 2
    disc = Pen(size, size).circle(c, c, size * 0.44).mask()
    img.shadow(dilate(disc, 2), size * 0.02, size * 0.04, size * 0.03, 0.55)
    img.paint(dilate(disc, max(1.5, size * 0.025)), T.INK)
    x, y = grid(size, size)
    img.paint(disc, lerp_colours(np.hypot(x - c * 0.8, y - c * 0.7) / (size * 0.55), GOLD))
    ring = Pen(size, size).ring(c, c, size * 0.37, size * 0.03).mask()
    img.paint(ring, (150, 96, 20), 0.8)
    img.bevel(disc, size * 0.03, 0.45)
    sk = icon("skull", int(size * 0.56), shadow=0.0)
    img.over(sk, int(c - size * 0.28), int(c - size * 0.30))
    _text(img, "?", int(size * 0.30), c + size * 0.27, c + size * 0.24, T.PARCHMENT, outline=T.INK, width=2.0)
    return img


PIPS = {1: [(0.5, 0.5)], 2: [(0.28, 0.28), (0.72, 0.72)], 3: [(0.26, 0.26), (0.5, 0.5), (0.74, 0.74)],
        4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
        5: [(0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)],
        6: [(0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)]}
DIE_LOOK = {"day": (((0, (255, 240, 170)), (0.5, (244, 196, 70)), (1, (176, 120, 30))), (90, 36, 16)),
            "night": (((0, (90, 120, 180)), (0.5, (34, 56, 104)), (1, (14, 22, 46))), (240, 244, 255)),
            "combat": (((0, (240, 110, 96)), (0.5, (176, 34, 34)), (1, (96, 14, 18))), (255, 244, 226))}


def die_face(kind: str, face: str | int, size: int = DIE) -> Img:
    """A die face: day (gold, dark pips), night (navy, white pips), combat (crimson, numbers, star)."""
    img = Img(size, size)
    body = Pen(size, size).rect(size * 0.06, size * 0.05, size * 0.88, size * 0.88, size * 0.18).mask()
    img.shadow(body, size * 0.02, size * 0.04, size * 0.03, 0.55)
    img.paint(dilate(body, max(1.5, size * 0.02)), T.INK)
    stops, ink = DIE_LOOK[kind]
    x, y = grid(size, size)
    img.paint(body, lerp_colours((x + y) / (2 * size), stops))
    img.bevel(body, size * 0.05, 0.55)
    inner = Pen(size, size).rect(size * 0.13, size * 0.12, size * 0.74, size * 0.74, size * 0.13).mask()
    img.paint(np.clip(inner - erode(inner, 1.2), 0, 1), (255, 255, 255), 0.25)
    if kind != "combat":
        p = Pen(size, size)
        for px, py in PIPS[int(face)]:
            p.circle(size * (0.06 + 0.88 * px), size * (0.05 + 0.88 * py), size * 0.075)
        pm = p.mask()
        img.paint(blur(np.roll(pm, 1, 0), 1.0), (0, 0, 0) if kind == "day" else (0, 0, 20), 0.5)
        img.paint(pm, ink)
    elif str(face) == "star":
        st = icon("star", int(size * 0.7), shadow=0.3)
        img.over(st, int(size * 0.15), int(size * 0.13))
    else:
        _text(img, str(face), int(size * (0.56 if len(str(face)) == 1 else 0.48)), size * 0.5, size * 0.49, ink,
              outline=(60, 8, 10), width=2.0, face="body-bold.ttf")
    return img


def hold_board(n: int = 5, w: int = 340, h: int = 132) -> Img:
    """A ship's hold board: a wooden frame with n dark compartments (the 6th one brass-rimmed)."""
    img = Img(w, h)
    frame = Pen(w, h).rect(0, 0, w, h, 14).mask()
    img.shadow(frame, 2, 4, 4, 0.5)
    img.paint(frame, wood(w, h, 47, plank=44, light=1.25))
    img.paint(np.clip(frame - erode(frame, 2), 0, 1), T.INK)
    img.bevel(frame, 3, 0.5)
    gap, pad = 8, 9
    cw = (w - 2 * pad - (n - 1) * gap) / n
    x, y = grid(h, w)
    for k in range(n):
        cx = pad + k * (cw + gap)
        cell = Pen(w, h).rect(cx, pad, cw, h - 2 * pad, 8).mask()
        img.paint(cell, lerp_colours((y - pad) / (h - 2 * pad), ((0, (74, 50, 32)), (1, (128, 90, 56)))))
        boards = Pen(w, h)
        for by in range(1, 4):
            boards.line((cx + 3, pad + by * (h - 2 * pad) / 4), (cx + cw - 3, pad + by * (h - 2 * pad) / 4), 1.2)
        img.paint(boards.mask() * cell, (44, 28, 18), 0.5)
        inner = np.clip(cell - shift(cell, 3, 6), 0, 1)
        img.paint(blur(inner, 2.0) * cell, (0, 0, 0), 0.6)
        rim = np.clip(dilate(cell, 2) - cell, 0, 1)
        img.paint(rim, T.BRASS if k == 5 else (36, 22, 14), 0.95)
        rivets = Pen(w, h)
        for rx, ry in ((cx + 6, pad + 6), (cx + cw - 6, pad + 6), (cx + 6, h - pad - 6), (cx + cw - 6, h - pad - 6)):
            rivets.circle(rx, ry, 2.2)
        img.paint(rivets.mask(), T.BRASS_DARK if k < 5 else T.BRASS)
    return img


def compass_marker(size: int = 128) -> Img:
    """The captain's compass: a brass rose on a dark disc, on transparency."""
    img = Img(size, size)
    compass(img, size / 2, size / 2, size * 0.44)
    return img


# ----------------------------------------------------------------------------- the job
def card_stem(card: str) -> str:
    return card.replace("/", "_")


def all_images() -> list[tuple[str, Img]]:
    out: list[tuple[str, Img]] = []
    for i in range(len(T.PLAYER_COLOURS)):
        out.append((f"jamaica/ships/ship_{i}.png", ship_image(i)))
    out.append(("jamaica/ships/ghost.png", ship_image(None)))
    for card in CARDS:
        out.append((f"jamaica/cards/{card_stem(card)}.png", action_card(card)))
    out.append(("jamaica/cards/back.png", card_back()))
    for name in TREASURES:
        out.append((f"jamaica/treasures/{name}.png", treasure_card(name)))
    out.append(("jamaica/treasures/back.png", treasure_back()))
    for name in ("food", "gold", "gunpowder"):
        out.append((f"jamaica/tokens/{name}.png", icon(name, TOKEN)))
    out.append(("jamaica/tokens/lair.png", lair_token()))
    for n in range(1, 7):
        out.append((f"jamaica/dice/day_{n}.png", die_face("day", n)))
        out.append((f"jamaica/dice/night_{n}.png", die_face("night", n)))
    for f in COMBAT_FACES:
        out.append((f"jamaica/dice/combat_{f}.png", die_face("combat", f)))
    for name in ("forward", "backward", "sun", "moon", "star", "sabre", "map", "cannon", "skull"):
        out.append((f"jamaica/icons/{name}.png", icon(name, TOKEN)))
    out.append(("jamaica/holds/board.png", hold_board(5)))
    out.append(("jamaica/holds/board6.png", hold_board(6)))
    out.append(("jamaica/compass.png", compass_marker()))
    return out


def build(out: Path) -> list[Path]:
    return save_all(all_images(), out)


JOB = (build, "jamaica/ships/{ship_0..7,ghost}.png (240x200), jamaica/cards/{day}_{night}.png x11 and back.png "
       "(200x280), jamaica/treasures/{plus3,plus5,plus7,cursed2,cursed3,cursed4,morgan_map,saran_sabre,lady_beth,"
       "sixth_hold,back}.png (160x224), jamaica/tokens/{food,gold,gunpowder,lair}.png and jamaica/icons/{forward,"
       "backward,sun,moon,star,sabre,map,cannon,skull}.png (96x96), jamaica/dice/{day,night}_1..6.png and "
       "combat_{2,4,6,8,10,star}.png (96x96), jamaica/holds/board.png, board6.png (340x132), jamaica/compass.png "
       "(128x128)",
       "art/jamaica.py: a galleon per seat colour (sails and hull stripe in the colour, the seat's emblem on the "
       "main course) and the black ghost ship with ragged sails and a green glow; action cards with a sunlit day "
       "half over a starry night half, each with a sun or moon medallion and its action's icon (green forward "
       "arrow, red backward arrow, food sack, doubloon, powder bomb); treasure cards (+3..+7 chests, cursed "
       "skulls, Morgan's map, Saran's sabre, Lady Beth's cannon, the 6th hold) and their back; the lairs' gold "
       "token; gold day dice, navy night dice and the crimson combat die with its star; wooden hold boards with "
       "5 and 6 compartments; the captain's brass compass.")
