"""Palabra de Pirata pieces: faceted gems, ship cards, artifacts, rat, dagger, bag, chest, fists, marker.

Every gem colour has its own cut, so shape alone tells them apart: gold is an ingot,
violet a pointed diamond, blue a square step cut, green a hexagon, red a round
brilliant. Ship cards: green (cooperation) with a huge number, red (raid) with a
black galleon and a skull, and the navy back. Artifacts face up on parchment and
turned face down ("used") on the navy back with a faint silhouette. All drawn with
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
from .emblems import emblem_masks
from .raster import (Img, Pen, bezier_pts, blur, dilate, erode, grid, lerp_colours, place, save_all, shade,
                     star_pts, text_mask, union)
from .scenery import galleon, sloop
from .symbols import symbol_image
from .textures import dark_card, parchment, vignette

GEM = 96
CARD_W, CARD_H = 128, 192
ART_W, ART_H = 160, 224
TOKEN = 128

GEM_COLOURS = {"gold": (236, 178, 36), "violet": (160, 86, 214), "blue": (44, 116, 228),
               "green": (44, 176, 82), "red": (220, 40, 52)}
ARTIFACTS = ("rum", "spyglass", "barrel", "map")
SKIN = (226, 176, 134)


# ----------------------------------------------------------------------------- gems
def _facet_light(cx: float, cy: float, gx: float, gy: float) -> float:
    """Brightness of a facet whose centre is at (cx, cy) in a gem centred at (gx, gy)."""
    a = math.atan2(cy - gy, cx - gx)
    return 0.78 + 0.42 * math.cos(a - math.radians(-135))


def _poly_centre(pts) -> tuple[float, float]:
    return sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)


def _regular(cx, cy, r, n, rot):
    return [(cx + r * math.cos(math.radians(rot + 360 * k / n)), cy + r * math.sin(math.radians(rot + 360 * k / n)))
            for k in range(n)]


def _gem_facets(kind: str) -> tuple[list, list[tuple[list, float]]]:
    """(outline polygon, [(facet polygon, brightness)]) in a unit box."""
    if kind == "gold":       # an ingot: a trapezoid bar seen from the front and above
        top = [(0.25, 0.16), (0.75, 0.16), (0.82, 0.40), (0.18, 0.40)]
        front = [(0.18, 0.40), (0.82, 0.40), (0.97, 0.82), (0.03, 0.82)]
        left = [(0.25, 0.16), (0.18, 0.40), (0.03, 0.82), (0.07, 0.46)]
        right = [(0.75, 0.16), (0.82, 0.40), (0.97, 0.82), (0.93, 0.46)]
        outline = [(0.25, 0.16), (0.75, 0.16), (0.93, 0.46), (0.97, 0.82), (0.03, 0.82), (0.07, 0.46)]
        return outline, [(top, 1.28), (front, 0.95), (left, 1.05), (right, 0.62)]
    if kind == "violet":     # a brilliant seen from the side: crown and a pointed pavilion
        tops = [(0.31, 0.18), (0.5, 0.18), (0.69, 0.18)]
        girdle = [(0.05, 0.40), (0.27, 0.40), (0.5, 0.40), (0.73, 0.40), (0.95, 0.40)]
        apex = (0.5, 0.94)
        facets = [([tops[0], tops[2], girdle[3], girdle[1]], 1.3)]
        facets += [([girdle[0], tops[0], girdle[1]], 1.12), ([girdle[4], tops[2], girdle[3]], 0.8),
                   ([tops[0], tops[2], (0.5, 0.26)], 1.4)]
        for k in range(4):
            tri = [girdle[k], girdle[k + 1], apex]
            facets.append((tri, (1.08, 0.92, 0.7, 0.52)[k]))
        outline = [girdle[0], tops[0], tops[2], girdle[4], apex]
        return outline, facets
    if kind == "blue":       # a square step cut seen from above
        o = [(0.10, 0.05), (0.90, 0.05), (0.95, 0.10), (0.95, 0.90), (0.90, 0.95), (0.10, 0.95),
             (0.05, 0.90), (0.05, 0.10)]
        m = [(0.21, 0.17), (0.79, 0.17), (0.83, 0.21), (0.83, 0.79), (0.79, 0.83), (0.21, 0.83),
             (0.17, 0.79), (0.17, 0.21)]
        t = [(0.33, 0.30), (0.67, 0.30), (0.70, 0.33), (0.70, 0.67), (0.67, 0.70), (0.33, 0.70),
             (0.30, 0.67), (0.30, 0.33)]
        facets = []
        for ring_a, ring_b, k_light in ((o, m, 0.0), (m, t, 0.1)):
            for k in range(8):
                quad = [ring_a[k], ring_a[(k + 1) % 8], ring_b[(k + 1) % 8], ring_b[k]]
                cx, cy = _poly_centre(quad)
                facets.append((quad, _facet_light(cx, cy, 0.5, 0.5) + k_light))
        facets.append((t, 1.12))
        return o, facets
    if kind == "green":      # a tall hexagon seen from above, pointed at top and bottom
        outer = [(0.5 + (x - 0.5) * 0.74, y) for x, y in _regular(0.5, 0.5, 0.48, 6, 90)]
        inner = [(0.5 + (x - 0.5) * 0.74, y) for x, y in _regular(0.5, 0.5, 0.25, 6, 90)]
        facets = []
        for k in range(6):
            quad = [outer[k], outer[(k + 1) % 6], inner[(k + 1) % 6], inner[k]]
            cx, cy = _poly_centre(quad)
            facets.append((quad, _facet_light(cx, cy, 0.5, 0.5)))
        facets.append((inner, 1.15))
        return outer, facets
    # red: a round brilliant seen from above (the smallest gem: it is worth -1)
    outer = _regular(0.5, 0.5, 0.40, 64, 0)
    table = _regular(0.5, 0.5, 0.19, 8, 22.5)
    facets = []
    for k in range(8):
        a0, a1 = 22.5 + 45 * k, 22.5 + 45 * (k + 1)
        mid = math.radians((a0 + a1) / 2)
        tip = (0.5 + 0.44 * math.cos(mid), 0.5 + 0.44 * math.sin(mid))
        star = [table[k], table[(k + 1) % 8], tip]
        cx, cy = _poly_centre(star)
        facets.append((star, _facet_light(cx, cy, 0.5, 0.5) + 0.08))
        prev = math.radians(a0 - 22.5)
        tip0 = (0.5 + 0.44 * math.cos(prev), 0.5 + 0.44 * math.sin(prev))
        corner = (0.5 + 0.50 * math.cos(math.radians(a0)), 0.5 + 0.50 * math.sin(math.radians(a0)))
        kite = [tip0, table[k], tip, corner]
        cx, cy = _poly_centre(kite)
        facets.append((kite, _facet_light(cx, cy, 0.5, 0.5) - 0.1))
    facets.append((table, 1.15))
    return outer, facets


def gem_image(kind: str, size: int = GEM) -> Img:
    """One gem of `kind` on transparency: faceted, outlined, with a shadow and a sparkle."""
    pad = size * 0.08
    sc = size - 2 * pad

    def P():
        return Pen(size, size, ox=pad, oy=pad, scale=sc)

    outline, facets = _gem_facets(kind)
    sil = P().polygon(outline).mask()
    if kind == "red":
        sil = P().circle(0.5, 0.5, 0.40).mask()
    base = GEM_COLOURS[kind]
    img = Img(size, size)
    ow = max(1.2, size * 0.03)
    img.shadow(dilate(sil, ow), size * 0.02, size * 0.05, size * 0.035, 0.5)
    img.paint(dilate(sil, ow), T.INK)
    img.paint(sil, shade(base, 0.6))
    for pts, light in facets:
        m = P().polygon(pts).mask() * sil
        img.paint(m, shade(base, light))
    edges = Pen(size, size, ox=pad, oy=pad, scale=sc)
    for pts, _ in facets:
        edges.polyline(list(pts) + [pts[0]], 0.012)
    img.paint(edges.mask() * erode(sil, 1), shade(base, 1.5), 0.45)
    img.paint(np.clip(sil - erode(sil, ow * 0.6), 0, 1), shade(base, 0.35), 0.9)
    spark = P().polygon(star_pts(0.30, 0.30, 0.13, 0.03, 4, -90)).mask()
    img.paint(blur(spark, size * 0.012), (255, 255, 255), 0.95)
    glint = P().ellipse(0.36, 0.28, 0.10, 0.04, rot=-30).mask() * sil
    img.paint(blur(glint, size * 0.01), (255, 255, 255), 0.5)
    return img


# ----------------------------------------------------------------------------- text helper
def _text(img: Img, text: str, size: int, cx: float, cy: float, colour, outline=None, face="display.ttf",
          width: float = 2.0) -> None:
    font = pygame.font.Font(fonts.font_file(face), size)
    tm = text_mask(font, text)
    th, tw = tm.shape
    m = place(tm, img.h, img.w, int(round(cx - tw / 2)), int(round(cy - th / 2)))
    if outline is not None:
        img.paint(dilate(m, width), outline)
    img.paint(m, colour)


# ----------------------------------------------------------------------------- ship cards
def _card_shape(w: int, h: int, r: float = 12) -> np.ndarray:
    return Pen(w, h).rect(0, 0, w, h, r).mask()


def _tinted_stock(w: int, h: int, seed: int, stops) -> np.ndarray:
    n = parchment(w, h, seed, tile=False)
    lum = n.mean(axis=2)
    lum = (lum - lum.min()) / (lum.max() - lum.min() + 1e-6)
    return lerp_colours(lum, stops) * vignette(w, h, 0.45)[..., None]


def ship_back() -> Img:
    """The back of every ship card: tarred navy, a rope lattice, a brass compass rose."""
    w, h = CARD_W, CARD_H
    shape = _card_shape(w, h)
    img = Img(w, h)
    img.paint(shape, dark_card(w, h, 41) * vignette(w, h, 0.5)[..., None])
    lat = Pen(w, h)
    for i in range(-10, 12):
        o = i * 20
        lat.line((o, 0), (o + h, h), 1.2).line((o + h, 0), (o, h), 1.2)
    img.paint(lat.mask() * shape, (90, 110, 140), 0.35)
    _border(img, shape, T.BRASS, T.BRASS_DARK)
    compass(img, w / 2, h / 2, 44)
    img.a *= shape[..., None]
    return img


def ship_green(number: int) -> Img:
    """A cooperation card: pale green stock, the number huge, a white-sailed sloop below."""
    w, h = CARD_W, CARD_H
    shape = _card_shape(w, h)
    img = Img(w, h)
    img.paint(shape, _tinted_stock(w, h, 60 + number, ((0, (120, 170, 110)), (0.6, (176, 214, 150)),
                                                        (1, (214, 236, 188)))))
    _border(img, shape, (34, 96, 52), T.BRASS_DARK)
    boat = sloop(w, h, w * 0.5, h * 0.86, 74)
    img.over(boat)
    waves = Pen(w, h)
    for k in range(3):
        x0 = 24 + k * 30
        waves.arc(x0, h * 0.885, 12, 200, 340, 2.4)
    img.paint(waves.mask(), (30, 90, 120), 0.8)
    size = 84 if number < 10 else 70
    _text(img, str(number), size, w / 2, h * 0.28, (24, 70, 36), outline=(244, 240, 214), width=3.0,
          face="body-bold.ttf")
    img.a *= shape[..., None]
    return img


def ship_red() -> Img:
    """The raid card: blood-red stock, a black-sailed galleon and a skull over crossed swords."""
    w, h = CARD_W, CARD_H
    shape = _card_shape(w, h)
    img = Img(w, h)
    img.paint(shape, _tinted_stock(w, h, 77, ((0, (70, 8, 12)), (0.5, (150, 22, 28)), (1, (200, 50, 44)))))
    _border(img, shape, (40, 8, 10), T.BRASS)
    ship = galleon(w, h, w * 0.46, h * 0.88, 92, colour=(14, 10, 12), rim=(230, 120, 110),
                   windows=True, sail=((24, 18, 22), (60, 44, 48)))
    img.over(ship)
    swords, _ = emblem_masks("swords", 84, 0.06)
    skull_sil, skull_holes = emblem_masks("skull", 56, 0.06)
    sw = Img(84, 84)
    sw.paint(dilate(swords, 2.2), T.INK)
    sw.paint(swords, (230, 230, 236))
    sw.bevel(swords, 1.5, 0.3)
    img.over(sw, (w - 84) // 2, 14)
    sk = Img(56, 56)
    sk.paint(dilate(skull_sil, 2.2), T.INK)
    sk.paint(np.clip(skull_sil - skull_holes, 0, 1), (246, 238, 214))
    img.over(sk, (w - 56) // 2, 28)
    img.a *= shape[..., None]
    return img


# ----------------------------------------------------------------------------- artifacts
def _spyglass(size: int) -> Img:
    img = Img(size, size)
    A, piv = -32, (0.5, 0.5)

    def P():
        return Pen(size, size, scale=size, angle=A, pivot=piv)

    brass = ((0, (255, 230, 150)), (0.5, T.BRASS), (1, T.BRASS_DARK))
    parts = [P().rect(0.06, 0.42, 0.30, 0.16, 0.02).mask(),   # eyepiece section
             P().rect(0.34, 0.40, 0.30, 0.20, 0.02).mask(),
             P().rect(0.62, 0.37, 0.32, 0.26, 0.03).mask()]
    sil = union(*parts)
    img.shadow(dilate(sil, 2), size * 0.02, size * 0.04, size * 0.03, 0.5)
    img.paint(dilate(sil, max(1.5, size * 0.02)), T.INK)
    x, y = grid(size, size)
    for m in parts:
        img.paint(m, lerp_colours((y - size * 0.36) / (size * 0.3), brass))
        img.bevel(m, size * 0.015, 0.5)
    rings = P().rect(0.33, 0.39, 0.03, 0.22).rect(0.61, 0.36, 0.035, 0.28).rect(0.90, 0.36, 0.04, 0.28).mask()
    img.paint(rings, (110, 70, 30))
    leather = P().rect(0.42, 0.40, 0.14, 0.20).mask()
    img.paint(leather, (92, 52, 30))
    lens = P().ellipse(0.95, 0.5, 0.02, 0.12).mask()
    img.paint(lens, (170, 220, 240))
    return img


def _barrel(size: int) -> Img:
    img = Img(size, size)

    def P():
        return Pen(size, size, scale=size)

    body_pts = (bezier_pts([(0.24, 0.10), (0.12, 0.30), (0.12, 0.70), (0.24, 0.90)], 20)
                + bezier_pts([(0.76, 0.90), (0.88, 0.70), (0.88, 0.30), (0.76, 0.10)], 20))
    body = P().polygon(body_pts).mask()
    img.shadow(dilate(body, 2), size * 0.02, size * 0.04, size * 0.03, 0.5)
    img.paint(dilate(body, max(1.5, size * 0.02)), T.INK)
    x, y = grid(size, size)
    wood = lerp_colours(np.abs(x / size - 0.45) / 0.4, ((0, (196, 132, 72)), (0.6, (140, 88, 46)),
                                                          (1, (80, 48, 24))))
    img.paint(body, wood)
    staves = P()
    for k in range(1, 6):
        sx = 0.16 + k * 0.115
        bow = (sx - 0.5) * 0.25
        staves.bezier([(sx - bow, 0.11), (sx + bow, 0.5), (sx - bow, 0.89)], 0.008)
    img.paint(staves.mask() * body, (60, 36, 18), 0.8)
    hoops = P()
    for hy in (0.22, 0.36, 0.64, 0.78):
        hoops.rect(0.08, hy - 0.025, 0.84, 0.05, 0.02)
    hm = hoops.mask() * body
    img.paint(hm, lerp_colours((x / size - 0.1) / 0.8, ((0, (190, 196, 206)), (1, (70, 76, 90)))))
    img.bevel(body, size * 0.03, 0.4)
    top = P().ellipse(0.5, 0.11, 0.26, 0.045).mask()
    img.paint(top, (168, 112, 60))
    img.paint(np.clip(top - erode(top, 1.5), 0, 1), T.INK, 0.8)
    return img


def _treasure_map(size: int) -> Img:
    img = Img(size, size)

    def P():
        return Pen(size, size, scale=size)

    sheet = P().polygon([(0.12, 0.18), (0.86, 0.12), (0.90, 0.80), (0.16, 0.88)]).mask()
    img.shadow(dilate(sheet, 2), size * 0.02, size * 0.04, size * 0.03, 0.5)
    img.paint(dilate(sheet, max(1.5, size * 0.02)), T.INK)
    paper = parchment(size, size, 91, tile=False) * np.array([0.96, 0.9, 0.78])[None, None]
    img.paint(sheet, paper)
    for rx, ry in ((0.14, 0.53), (0.88, 0.46)):   # rolled edges
        roll = P().ellipse(rx, ry, 0.045, 0.37).mask()
        img.paint(roll, (196, 166, 112))
        img.bevel(roll, size * 0.015, 0.5)
    isle = P().polygon([(0.52, 0.36), (0.68, 0.40), (0.72, 0.56), (0.60, 0.66), (0.46, 0.60), (0.44, 0.46)]).mask()
    img.paint(isle, (150, 120, 70), 0.7)
    path = P()
    pts = bezier_pts([(0.22, 0.74), (0.34, 0.50), (0.40, 0.76), (0.58, 0.52)], 14)
    for a, b in zip(pts[::2], pts[1::2]):
        path.line(a, b, 0.018)
    img.paint(path.mask(), (120, 40, 30))
    x_mark = P().line((0.56, 0.44), (0.66, 0.56), 0.04).line((0.66, 0.44), (0.56, 0.56), 0.04).mask()
    img.paint(x_mark, (190, 24, 24))
    sk, holes = emblem_masks("skull", int(size * 0.26), 0.04)
    s = Img(sk.shape[1], sk.shape[0])
    s.paint(np.clip(sk - holes, 0, 1), (60, 40, 30), 0.85)
    img.over(s, int(size * 0.22), int(size * 0.20))
    return img


def artifact_picture(name: str, size: int) -> Img:
    if name == "rum":
        return symbol_image("rum", size, shadow=0.5, pad=0.04)
    return {"spyglass": _spyglass, "barrel": _barrel, "map": _treasure_map}[name](size)


def artifact_card(name: str, used: bool = False) -> Img:
    """An artifact card: face up on parchment, or turned face down (used) with a faint silhouette."""
    w, h = ART_W, ART_H
    shape = _card_shape(w, h, 14)
    img = Img(w, h)
    pic = artifact_picture(name, 132)
    if used:
        img.paint(shape, dark_card(w, h, 51) * vignette(w, h, 0.5)[..., None])
        _border(img, shape, T.BRASS_DARK, (90, 104, 130))
        ghost = np.clip(pic.alpha, 0, 1)
        gm = place(ghost, h, w, (w - pic.w) // 2, (h - pic.h) // 2 + 6)
        img.paint(gm, (120, 140, 170), 0.35)
        img.bevel(gm, 2.0, 0.5)
    else:
        img.paint(shape, parchment(w, h, 33 + ARTIFACTS.index(name), tile=False) * vignette(w, h, 0.35)[..., None])
        _border(img, shape, T.WOOD, T.BRASS_DARK)
        img.over(pic, (w - pic.w) // 2, (h - pic.h) // 2 + 6)
    img.a *= shape[..., None]
    return img


# ----------------------------------------------------------------------------- tokens
def _token_disc(img: Img, size: int, fill_stops, rim=T.BRASS) -> np.ndarray:
    c = size / 2
    disc = Pen(size, size).circle(c, c, size * 0.45).mask()
    img.shadow(dilate(disc, 2), size * 0.02, size * 0.04, size * 0.03, 0.55)
    img.paint(dilate(disc, max(1.5, size * 0.025)), T.INK)
    x, y = grid(size, size)
    img.paint(disc, lerp_colours(y / size, fill_stops))
    ring = Pen(size, size).ring(c, c, size * 0.41, size * 0.05).mask()
    img.paint(ring, rim)
    img.bevel(disc, size * 0.03, 0.4)
    return disc


def rat_token(size: int = 96) -> Img:
    """A rat on a round wooden token."""
    img = Img(size, size)
    _token_disc(img, size, ((0, (120, 84, 52)), (1, (66, 42, 24))), rim=(150, 110, 60))

    def P():
        return Pen(size, size, scale=size)

    tail = P().bezier([(0.30, 0.62), (0.14, 0.66), (0.16, 0.80), (0.32, 0.78)], 0.03).mask()
    body = P().ellipse(0.46, 0.56, 0.22, 0.15, rot=-8).mask()
    head = P().polygon([(0.60, 0.44), (0.84, 0.56), (0.62, 0.66)]).mask()
    ears = P().circle(0.60, 0.42, 0.065).circle(0.68, 0.45, 0.05).mask()
    sil = union(tail, body, head, ears)
    img.paint(dilate(sil, max(1.2, size * 0.02)), T.INK)
    x, y = grid(size, size)
    img.paint(sil, lerp_colours((y / size - 0.4) / 0.3, ((0, (186, 186, 196)), (1, (104, 104, 116)))))
    img.bevel(sil, size * 0.02, 0.4)
    img.paint(P().circle(0.60, 0.42, 0.03).mask(), (230, 160, 170))
    img.paint(P().circle(0.71, 0.53, 0.018).mask(), (16, 12, 14))
    img.paint(P().circle(0.84, 0.56, 0.02).mask(), (230, 130, 150))
    feet = P().line((0.40, 0.69), (0.38, 0.74), 0.03).line((0.54, 0.69), (0.56, 0.74), 0.03).mask()
    img.paint(feet, (230, 160, 170))
    return img


def dagger(w: int = 160, h: int = 64) -> Img:
    """The dagger, lying point to the right."""
    img = Img(w, h)

    def P():
        return Pen(w, h, scale=w)

    blade = P().polygon([(0.36, 0.17), (0.90, 0.19), (0.98, 0.2), (0.90, 0.22), (0.36, 0.25)]).mask()
    guard = P().rect(0.32, 0.07, 0.05, 0.29, 0.015).mask()
    grip = P().rect(0.12, 0.165, 0.21, 0.09, 0.03).mask()
    pommel = P().circle(0.10, 0.21, 0.055).mask()
    sil = union(blade, guard, grip, pommel)
    img.shadow(dilate(sil, 2), 2, 4, 3, 0.5)
    img.paint(dilate(sil, 1.8), T.INK)
    x, y = grid(h, w)
    img.paint(blade, lerp_colours((y - h * 0.42) / (h * 0.2), ((0, (240, 244, 250)), (0.5, (170, 178, 192)),
                                                                 (1, (96, 104, 120)))))
    img.paint(P().line((0.38, 0.21), (0.92, 0.205), 0.006).mask(), (255, 255, 255), 0.8)
    brass = lerp_colours((y - h * 0.1) / (h * 0.8), ((0, (255, 230, 150)), (0.5, T.BRASS), (1, T.BRASS_DARK)))
    img.paint(guard, brass)
    img.paint(pommel, brass)
    img.paint(grip, (92, 50, 28))
    wrap = P()
    for k in range(6):
        gx = 0.13 + k * 0.033
        wrap.line((gx, 0.17), (gx + 0.02, 0.25), 0.007)
    img.paint(wrap.mask() * grip, (40, 22, 12))
    for m in (guard, pommel, grip):
        img.bevel(m, 1.5, 0.4)
    return img


def gem_bag(size: int = TOKEN) -> Img:
    """The cloth bag of gems, tied with a rope, a few gems peeking out."""
    img = Img(size, size)

    def P():
        return Pen(size, size, scale=size)

    sack_pts = (bezier_pts([(0.36, 0.30), (0.10, 0.46), (0.06, 0.90), (0.30, 0.94)], 20)
                + bezier_pts([(0.70, 0.94), (0.94, 0.90), (0.90, 0.46), (0.64, 0.30)], 20))
    sack = P().polygon(sack_pts).mask()
    neck = P().polygon([(0.38, 0.20), (0.62, 0.20), (0.64, 0.32), (0.36, 0.32)]).mask()
    frill = P().polygon([(0.30, 0.08), (0.40, 0.16), (0.5, 0.06), (0.60, 0.16), (0.70, 0.08), (0.64, 0.22),
                         (0.36, 0.22)]).mask()
    sil = union(sack, neck, frill)
    img.shadow(dilate(sil, 2), size * 0.02, size * 0.04, size * 0.03, 0.55)
    img.paint(dilate(sil, max(1.5, size * 0.02)), T.INK)
    x, y = grid(size, size)
    cloth = lerp_colours(np.hypot(x / size - 0.38, y / size - 0.5) / 0.6,
                         ((0, (188, 150, 104)), (0.6, (140, 102, 64)), (1, (86, 60, 36))))
    img.paint(sil, cloth)
    folds = P()
    for fx in (0.34, 0.5, 0.66):
        folds.bezier([(fx, 0.36), (fx - 0.04, 0.6), (fx + 0.02, 0.86)], 0.012)
    img.paint(folds.mask() * sack, (80, 56, 32), 0.6)
    img.bevel(sil, size * 0.03, 0.45)
    rope = P().line((0.34, 0.27), (0.66, 0.27), 0.05).bezier([(0.60, 0.28), (0.72, 0.40), (0.66, 0.50)], 0.03).mask()
    img.paint(dilate(rope, 1), T.INK, 0.8)
    img.paint(rope, T.ROPE)
    for kind, (gx, gy, gs) in (("violet", (0.34, 0.0, 0.20)), ("gold", (0.48, -0.02, 0.22)),
                               ("green", (0.58, 0.03, 0.17))):
        g = gem_image(kind, int(size * gs))
        img.over(g, int(gx * size), int(gy * size) + 2)
    return img


def chest(open_: bool, size: int = TOKEN) -> Img:
    """A pirate's chest: closed (the chest symbol), or open with gems glittering inside."""
    if not open_:
        return symbol_image("chest", size, shadow=0.5, pad=0.04)
    img = Img(size, size)

    def P():
        return Pen(size, size, scale=size)

    body = P().rect(0.08, 0.50, 0.84, 0.40, 0.03).mask()
    lid = P().polygon([(0.10, 0.50), (0.16, 0.14), (0.84, 0.14), (0.90, 0.50)]).mask()
    inside = P().polygon([(0.12, 0.50), (0.18, 0.20), (0.82, 0.20), (0.88, 0.50)]).mask()
    sil = union(body, lid)
    img.shadow(dilate(sil, 2), size * 0.02, size * 0.04, size * 0.03, 0.55)
    img.paint(dilate(sil, max(1.5, size * 0.02)), T.INK)
    x, y = grid(size, size)
    img.paint(lid, lerp_colours((y / size - 0.14) / 0.36, ((0, (150, 96, 52)), (1, (100, 62, 32)))))
    img.paint(inside, (44, 24, 14))
    img.paint(body, lerp_colours((y / size - 0.5) / 0.4, ((0, (176, 112, 58)), (1, (96, 58, 30)))))
    bands = P().rect(0.16, 0.5, 0.08, 0.40).rect(0.76, 0.5, 0.08, 0.40).mask() * body
    img.paint(bands, T.BRASS)
    img.bevel(body, size * 0.02, 0.4)
    glow = P().ellipse(0.5, 0.50, 0.36, 0.10).mask()
    img.paint(blur(glow, size * 0.05), (255, 220, 120), 0.8)
    for kind, (gx, gy, gs) in (("red", (0.16, 0.34, 0.22)), ("blue", (0.34, 0.30, 0.24)),
                               ("gold", (0.52, 0.30, 0.24)), ("violet", (0.66, 0.34, 0.22)),
                               ("green", (0.44, 0.40, 0.18))):
        g = gem_image(kind, int(size * gs))
        img.over(g, int(gx * size), int(gy * size))
    rim = P().rect(0.06, 0.48, 0.88, 0.06, 0.02).mask()
    img.paint(rim, T.BRASS)
    img.bevel(rim, 1.5, 0.4)
    return img


def _hand_fill(img: Img, sil: np.ndarray, size: int) -> None:
    x, y = grid(size, size)
    img.shadow(dilate(sil, 2), size * 0.02, size * 0.04, size * 0.03, 0.55)
    img.paint(dilate(sil, max(1.5, size * 0.022)), T.INK)
    img.paint(sil, lerp_colours(np.clip(0.55 * x / size + 0.45 * y / size, 0, 1),
                                ((0, shade(SKIN, 1.15)), (0.5, SKIN), (1, shade(SKIN, 0.7)))))
    img.bevel(sil, size * 0.03, 0.35)


def fist(size: int = TOKEN) -> Img:
    """A closed fist seen from the knuckles: the secret bid."""
    img = Img(size, size)

    def P():
        return Pen(size, size, scale=size)

    cuff = P().rect(0.30, 0.74, 0.40, 0.22, 0.04).mask()
    palm = P().rect(0.20, 0.30, 0.62, 0.50, 0.14).mask()
    fingers = [P().rect(0.18 + k * 0.155, 0.22, 0.15, 0.30, 0.07).mask() for k in range(4)]
    thumb = P().polygon(bezier_pts([(0.16, 0.56), (0.30, 0.44), (0.56, 0.50), (0.62, 0.60)], 12)
                        + bezier_pts([(0.62, 0.60), (0.50, 0.70), (0.26, 0.72), (0.16, 0.66)], 12)).mask()
    sil = union(palm, *fingers, thumb)
    img.shadow(dilate(cuff, 2), 2, 4, 3, 0.4)
    img.paint(dilate(cuff, 1.8), T.INK)
    img.paint(cuff, (60, 60, 90))
    _hand_fill(img, sil, size)
    lines = P()
    for k in range(1, 4):
        fx = 0.18 + k * 0.155
        lines.line((fx, 0.26), (fx, 0.44), 0.012)
    img.paint(lines.mask() * erode(union(*fingers), 1), shade(SKIN, 0.5), 0.9)
    img.paint(np.clip(thumb - erode(thumb, 1.5), 0, 1), shade(SKIN, 0.45), 0.9)
    for k in range(4):
        kx = 0.255 + k * 0.155
        img.paint(P().ellipse(kx, 0.27, 0.035, 0.02).mask(), shade(SKIN, 1.3), 0.6)
    return img


def open_hand(size: int = TOKEN) -> Img:
    """An open palm: the bid revealed (the gems are drawn on it at runtime)."""
    img = Img(size, size)

    def P():
        return Pen(size, size, scale=size)

    cuff = P().rect(0.32, 0.80, 0.36, 0.18, 0.04).mask()
    palm = P().ellipse(0.5, 0.60, 0.27, 0.24).mask()
    fingers = []
    for k, (ang, length) in enumerate(((-26, 0.30), (-9, 0.36), (8, 0.35), (24, 0.28))):
        bx = 0.33 + k * 0.11
        a = math.radians(ang)
        tip = (bx + math.sin(a) * length, 0.46 - math.cos(a) * length)
        fingers.append(P().line((bx, 0.50), tip, 0.10).mask())
    thumb = P().line((0.28, 0.66), (0.10, 0.50), 0.11).mask()
    sil = union(palm, thumb, *fingers)
    img.shadow(dilate(cuff, 2), 2, 4, 3, 0.4)
    img.paint(dilate(cuff, 1.8), T.INK)
    img.paint(cuff, (60, 60, 90))
    _hand_fill(img, sil, size)
    crease = P().arc(0.50, 0.52, 0.17, 40, 140, 0.012).mask()
    img.paint(crease * palm, shade(SKIN, 0.55), 0.7)
    return img


def day_marker(size: int = 64) -> Img:
    """The round-track skull token."""
    img = Img(size, size)
    _token_disc(img, size, ((0, (190, 50, 44)), (1, (110, 20, 20))))
    sil, holes = emblem_masks("skull", int(size * 0.6), 0.04)
    s = Img(sil.shape[1], sil.shape[0])
    s.paint(dilate(sil, 1.2), T.INK)
    s.paint(np.clip(sil - holes, 0, 1), (246, 238, 214))
    img.over(s, (size - s.w) // 2, (size - s.h) // 2)
    return img


# ----------------------------------------------------------------------------- the job
def all_images() -> list[tuple[str, Img]]:
    """(path under assets/, Img) for every Palabra piece."""
    out: list[tuple[str, Img]] = []
    for kind in GEM_COLOURS:
        out.append((f"palabra/gems/{kind}.png", gem_image(kind)))
    out.append(("palabra/ships/back.png", ship_back()))
    out.append(("palabra/ships/red.png", ship_red()))
    for n in range(1, 17):
        out.append((f"palabra/ships/green_{n}.png", ship_green(n)))
    for name in ARTIFACTS:
        out.append((f"palabra/artifacts/{name}.png", artifact_card(name)))
        out.append((f"palabra/artifacts/{name}_used.png", artifact_card(name, used=True)))
    out += [("palabra/tokens/rat.png", rat_token()), ("palabra/tokens/dagger.png", dagger()),
            ("palabra/tokens/bag.png", gem_bag()), ("palabra/tokens/chest_closed.png", chest(False)),
            ("palabra/tokens/chest_open.png", chest(True)), ("palabra/tokens/fist.png", fist()),
            ("palabra/tokens/hand_open.png", open_hand()), ("palabra/tokens/day_marker.png", day_marker())]
    return out


def build(out: Path) -> list[Path]:
    return save_all(all_images(), out)


JOB = (build, "palabra/gems/{gold,violet,blue,green,red}.png (96x96), palabra/ships/{back,red,green_1..16}.png "
       "(128x192), palabra/artifacts/{rum,spyglass,barrel,map}[_used].png (160x224), palabra/tokens/{rat,"
       "dagger,bag,chest_closed,chest_open,fist,hand_open,day_marker}.png",
       "art/palabra.py: gems cut in five shapes (gold ingot, violet pointed diamond, blue square step cut, green "
       "hexagon, red round brilliant), faceted and lit from the upper left; green ship cards with a huge number "
       "and a sloop, the red raid card with a black galleon and skull, the compass back; artifact cards face up "
       "on parchment and face down with a ghost silhouette; rat token, dagger, gem bag, chests, fist and open "
       "hand, the round-track skull.")
