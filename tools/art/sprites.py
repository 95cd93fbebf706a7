"""Pirate pawns: a stylised pirate meeple per player colour, with its emblem on a chest badge."""
from __future__ import annotations

import numpy as np

from scenes import theme as T

from .emblems import emblem_image
from .raster import Img, Pen, blur, dilate, erode, grid, lerp_colours, shade, union

PAWN_W, PAWN_H = 72, 108
SKIN = (232, 184, 140)
HAT = (44, 36, 42)


def pawn_image(index: int, w: int = PAWN_W, h: int = PAWN_H) -> Img:
    """The pawn of seat `index` (0..7) on transparency, w x h (keep the 2:3 shape)."""
    pc = T.PLAYER_COLOURS[index]
    col = pc.rgb
    u = w  # one unit = the sprite's width; y runs 0..1.5

    def P():
        return Pen(w, h, scale=u)

    x, y = grid(h, w)
    x, y = x / u, y / u
    img = Img(w, h)
    ow = max(1.0, w * 0.03)

    # Contact shadow on the ground.
    ground = P().ellipse(0.5, 1.40, 0.40, 0.06).mask()
    img.paint(blur(ground, w * 0.03), (0, 0, 0), 0.55)

    body = union(
        P().polygon([(0.30, 0.60), (0.70, 0.60), (0.86, 1.36), (0.14, 1.36)]).mask(),
        P().ellipse(0.5, 1.35, 0.36, 0.065).mask(),
        P().ellipse(0.5, 0.70, 0.29, 0.13).mask(),
        P().line((0.30, 0.74), (0.12, 1.00), 0.17).line((0.70, 0.74), (0.88, 1.00), 0.17).mask(),
    )
    head = P().circle(0.5, 0.43, 0.19).mask()
    brim_pts = [(0.05, 0.17), (0.28, 0.27), (0.5, 0.30), (0.72, 0.27), (0.95, 0.17),
                (0.88, 0.33), (0.5, 0.42), (0.12, 0.33)]
    hat = union(P().ellipse(0.5, 0.22, 0.23, 0.16).mask(), P().polygon(brim_pts).mask())
    sil = union(body, head, hat)

    img.paint(dilate(sil, ow), T.INK)
    # Body in the seat colour: lit from the upper left.
    t = np.clip(0.55 * (x - 0.15) / 0.7 + 0.45 * (y - 0.6) / 0.8, 0, 1)
    body_col = lerp_colours(t, ((0, shade(col, 1.35)), (0.45, col), (1, shade(col, 0.55))))
    img.paint(body, body_col)
    img.bevel(body, w * 0.03, 0.35)
    # Belt with a brass buckle.
    belt = P().rect(0.0, 1.13, 1.0, 0.075).mask() * body
    img.paint(belt, (52, 34, 22))
    img.paint(np.clip(belt - erode(belt, 1), 0, 1), T.INK, 0.6)
    buckle = P().rect(0.43, 1.115, 0.14, 0.105, 0.02).mask()
    img.paint(dilate(buckle, 0.8), T.INK)
    img.paint(buckle, lerp_colours(y * 0 + (y - 1.11) / 0.11, ((0, (255, 226, 140)), (1, T.BRASS_DARK))))
    img.paint(P().rect(0.47, 1.145, 0.06, 0.045).mask(), (52, 34, 22))

    # Head: skin, eye patch, an eye and a grin.
    img.paint(head, lerp_colours((x - 0.3) / 0.45, ((0, shade(SKIN, 1.15)), (1, shade(SKIN, 0.78)))))
    img.bevel(head, w * 0.03, 0.3)
    img.paint(np.clip(head - erode(head, ow * 0.6), 0, 1), T.INK, 0.8)
    strap = P().line((0.30, 0.36), (0.70, 0.52), 0.035).mask() * head
    img.paint(strap, (24, 20, 22))
    img.paint(P().ellipse(0.42, 0.45, 0.065, 0.055).mask(), (24, 20, 22))
    img.paint(P().circle(0.59, 0.44, 0.035).mask(), (24, 20, 22))
    img.paint(P().circle(0.582, 0.432, 0.012).mask(), (255, 255, 255))
    img.paint(P().arc(0.52, 0.47, 0.09, 30, 120, 0.025).mask(), (110, 50, 40))

    # Tricorn hat with a brass trim.
    hat_col = lerp_colours((y - 0.05) / 0.4, ((0, (96, 84, 92)), (0.5, HAT), (1, (22, 18, 22))))
    img.paint(hat, hat_col)
    img.bevel(hat, w * 0.025, 0.35)
    trim = P().polyline([(0.10, 0.31), (0.5, 0.40), (0.90, 0.31)], 0.03).mask() * erode(hat, 0.5)
    img.paint(trim, T.BRASS)
    img.paint(np.clip(hat - erode(hat, ow * 0.6), 0, 1), T.INK, 0.9)

    # Chest badge: a dark disc with a brass rim carrying the seat's emblem.
    badge = P().circle(0.5, 0.90, 0.245).mask()
    img.paint(dilate(badge, ow * 0.8), T.INK)
    img.paint(badge, lerp_colours((y - 0.68) / 0.44, ((0, (255, 226, 140)), (0.5, T.BRASS), (1, T.BRASS_DARK))))
    inner = P().circle(0.5, 0.90, 0.205).mask()
    img.paint(inner, lerp_colours((y - 0.7) / 0.4, ((0, (40, 56, 86)), (1, T.INK))))
    es = int(round(w * 0.44))
    em = emblem_image(pc.emblem, es, width=max(1.0, es * 0.06), bevel=0.1, pad=0.04)
    cx, cy = int(round(0.5 * u - es / 2)), int(round(0.90 * u - es / 2))
    img.over(em, cx, cy)

    # A soft sheen on the shoulder.
    sheen = P().ellipse(0.34, 0.70, 0.10, 0.05, rot=-30).mask() * body
    img.paint(blur(sheen, w * 0.02), (255, 255, 255), 0.35)
    return img
