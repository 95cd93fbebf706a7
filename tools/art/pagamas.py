"""Pagamás pieces: the deck's tileset, character cards, loot, dens, action cards, the Mutiny! card.

Cards are 160x224 (the Mutiny! card 200x280): each kind has its own stock and
picture, so a card reads by shape and colour at a glance and by its name up
close. Characters carry their strength in a red wax seal (as in the rulebook);
sailors show theirs in a blue one. The tileset (assets/tiles/pagamas.png, 120 px
tiles in the order of tools/make_pagamas_map.py's TILE_NAMES) is a ship's deck:
planks, rails, a grating, rope, barrels and the mast. Fixed seeds: deterministic.
"""
from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pygame

from scenes import theme as T

from . import fonts
from . import jamaica as J
from . import palabra as P
from .cards import _border, compass
from .raster import Img, Pen, blur, dilate, grid, lerp_colours, noise, place, save_all, text_mask
from .symbols import STEEL, WOODG, _Draw, compose, symbol_image
from .textures import dark_card, parchment, vignette, wood

CARD_W, CARD_H = 160, 224
MUTINY_W, MUTINY_H = 200, 280
TILE = 120
TILE_NAMES = ("plank_a", "plank_b", "plank_c", "plank_d", "rail_top", "rail_bottom", "rail_left",
              "rail_right", "corner_tl", "corner_tr", "corner_bl", "corner_br", "grating", "rope",
              "barrels", "mast")
CHARACTERS = {   # id -> (label, strength, stock colour)
    "captain": ("Captain", 5, (150, 36, 30)), "second": ("Second", 4, (40, 74, 130)),
    "boatswain": ("Boatswain", 3, (40, 110, 80)), "lookout": ("Lookout", 2, (110, 70, 140)),
    "cook": ("Cook", 2, (150, 100, 30)), "chaplain": ("Chaplain", 1, (70, 70, 80)),
}
DENS = {"hammock": ("Hammock", (92, 120, 70)), "tavern": ("Tavern", (150, 90, 30)),
        "brothel": ("Brothel", (160, 50, 90)), "island": ("Treasure isle", (40, 120, 140))}
ACTIONS = {"ambush": ("Ambush!", (120, 30, 30)), "dodge": ("Dodge", (40, 100, 120)),
           "boarding": ("Boarding!", (60, 60, 70)), "salvage": ("Salvage", (30, 90, 70))}
WAX = ((0.0, (230, 90, 70)), (0.6, (170, 30, 26)), (1.0, (100, 14, 12)))
BLUE_WAX = ((0.0, (110, 160, 230)), (0.6, (40, 80, 160)), (1.0, (20, 36, 90)))
GOLD = ((0.0, (255, 238, 150)), (0.45, (240, 190, 60)), (1.0, (150, 96, 20)))


# ----------------------------------------------------------------------------- helpers
def _text(img: Img, text: str, size: int, cx: float, cy: float, colour, outline=None, face="display.ttf",
          width: float = 2.0) -> None:
    font = pygame.font.Font(fonts.font_file(face), size)
    tm = text_mask(font, text)
    th, tw = tm.shape
    m = place(tm, img.h, img.w, int(round(cx - tw / 2)), int(round(cy - th / 2)))
    if outline is not None:
        img.paint(dilate(m, width), outline)
    img.paint(m, colour)


def _shape(w: int, h: int, r: float = 12) -> np.ndarray:
    return Pen(w, h).rect(0, 0, w, h, r).mask()


def _stock(w: int, h: int, seed: int, colour) -> np.ndarray:
    """Parchment tinted towards `colour`, darker at the edges."""
    n = parchment(w, h, seed, tile=False).mean(axis=2)
    n = (n - n.min()) / (n.max() - n.min() + 1e-6)
    dark = tuple(int(c * 0.55) for c in colour)
    light = tuple(min(255, int(c * 1.35 + 30)) for c in colour)
    return lerp_colours(0.25 + 0.6 * n, ((0, dark), (0.6, colour), (1, light))) * vignette(w, h, 0.5)[..., None]


def _seal(img: Img, cx: float, cy: float, r: float, value: str, stops=WAX) -> None:
    """A wax seal with a number: a blobby disc, bevelled, the number pressed in."""
    w, h = img.w, img.h
    pts = []
    for i in range(36):
        a = math.tau * i / 36
        rr = r * (1 + 0.06 * math.sin(a * 5) + 0.04 * math.cos(a * 3 + 1))
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    m = Pen(w, h).polygon(pts).mask()
    img.shadow(m, 1.5, 2.5, 2.5, 0.5)
    _, y = grid(h, w)
    img.paint(m, lerp_colours((y - cy + r) / (2 * r), stops))
    img.bevel(m, max(1.5, r * 0.12), 0.55)
    img.paint(Pen(w, h).ring(cx, cy, r * 0.72, max(1.0, r * 0.06)).mask(), (0, 0, 0), 0.3)
    _text(img, value, int(r * 1.15), cx, cy - r * 0.06, (255, 236, 210), outline=(60, 8, 8), width=1.5,
          face="body-bold.ttf")


def _ribbon(img: Img, text: str, y: float, fill, size: int = 24) -> None:
    """A bevelled ribbon centred on `y` bearing `text` ("": a bare ribbon)."""
    w = img.w
    m = Pen(w, img.h).rect(12, y - 17, w - 24, 34, 6).mask()
    img.shadow(m, 1, 2, 2, 0.4)
    img.paint(dilate(m, 1.2), T.INK)
    img.paint(m, fill)
    img.bevel(m, 2, 0.35)
    if not text:
        return
    font = pygame.font.Font(fonts.font_file("display.ttf"), size)
    while size > 14 and font.size(text)[0] > w - 36:
        size -= 1
        font = pygame.font.Font(fonts.font_file("display.ttf"), size)
    _text(img, text, size, w / 2, y - 1, T.TEXT, outline=(0, 0, 0), width=1.2)


def _finish(img: Img, shape: np.ndarray) -> Img:
    img.a *= shape[..., None]
    return img


def _face(colour, seed: int, picture: Img, label: str, w: int = CARD_W, h: int = CARD_H,
          pic_y: float = 92) -> tuple[Img, np.ndarray]:
    shape = _shape(w, h)
    img = Img(w, h)
    img.paint(shape, _stock(w, h, seed, colour))
    _border(img, shape, T.BRASS_DARK, (255, 230, 180))
    glow = Pen(w, h).circle(w / 2, pic_y, w * 0.36).mask()
    img.paint(blur(glow, 14) * shape, (255, 240, 200), 0.35)
    img.over(picture, int(w / 2 - picture.w / 2), int(pic_y - picture.h / 2))
    _ribbon(img, label, h - 40, tuple(int(c * 0.7) for c in colour))
    return img, shape


# ----------------------------------------------------------------------------- icons
def _tricorne(d: _Draw) -> None:
    p = d.pen()
    d.fill(p.polygon([(0.04, 0.62), (0.20, 0.30), (0.50, 0.40), (0.80, 0.30), (0.96, 0.62), (0.50, 0.78)])
           .mask(), d.vg(((0, (70, 60, 70)), (1, (20, 16, 24)))))
    d.detail(d.pen().polyline([(0.08, 0.60), (0.50, 0.74), (0.92, 0.60)], 0.035).mask(), T.BRASS)
    d.fill(d.pen().circle(0.50, 0.56, 0.09).mask(), (240, 240, 240), bevel=0.3)
    d.detail(d.pen().polyline([(0.45, 0.52), (0.55, 0.60)], 0.02).mask(), T.INK)
    d.detail(d.pen().polyline([(0.55, 0.52), (0.45, 0.60)], 0.02).mask(), T.INK)


def _cross(d: _Draw) -> None:
    p = d.pen()
    d.fill(p.rect(0.42, 0.08, 0.16, 0.84, 0.02).rect(0.20, 0.28, 0.60, 0.15, 0.02).mask(), d.vg(GOLD))


def _whistle(d: _Draw) -> None:
    d.fill(d.pen().polygon([(0.06, 0.40), (0.62, 0.46), (0.62, 0.58), (0.06, 0.52)]).mask(), d.hg(STEEL))
    d.fill(d.pen().circle(0.72, 0.56, 0.2).mask(), d.vg(STEEL))
    d.detail(d.pen().circle(0.72, 0.56, 0.08).mask(), T.INK, 0.8)
    d.fill(d.pen().polyline([(0.2, 0.46), (0.3, 0.2), (0.55, 0.12), (0.8, 0.2), (0.86, 0.38)], 0.04).mask(),
           T.ROPE, bevel=0.2)


def _hammock(d: _Draw) -> None:
    p = d.pen()
    d.fill(p.rect(0.04, 0.18, 0.07, 0.74, 0.02).rect(0.89, 0.18, 0.07, 0.74, 0.02).mask(), d.vg(WOODG))
    d.fill(d.pen().polygon([(0.11, 0.30), (0.30, 0.58), (0.50, 0.66), (0.70, 0.58), (0.89, 0.30),
                            (0.70, 0.48), (0.50, 0.54), (0.30, 0.48)]).mask(),
           d.hg(((0, (230, 210, 160)), (0.5, (200, 170, 110)), (1, (230, 210, 160)))))
    for x in (0.3, 0.5, 0.7):
        d.detail(d.pen().polyline([(x, 0.5), (x, 0.6)], 0.015).mask(), (140, 100, 60))


def _heart(d: _Draw) -> None:
    pts = []
    for i in range(64):
        t = math.tau * i / 64
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((0.5 + x / 36, 0.48 - y / 36))
    d.fill(d.pen().polygon(pts).mask(), d.vg(((0, (255, 120, 150)), (1, (150, 20, 60)))))


def _sailor(d: _Draw) -> None:
    """A sailor's head: striped cap, face, neckerchief."""
    d.fill(d.pen().polygon([(0.2, 0.98), (0.3, 0.7), (0.7, 0.7), (0.8, 0.98)]).mask(),
           d.hg(((0, (230, 230, 240)), (1, (170, 170, 190)))))
    for y in (0.78, 0.88):
        d.detail(d.pen().rect(0.22, y, 0.56, 0.04).mask(), (40, 60, 120), 0.9)
    d.fill(d.pen().circle(0.5, 0.5, 0.22).mask(), d.vg(((0, (240, 200, 160)), (1, (190, 140, 100)))))
    d.fill(d.pen().polygon([(0.26, 0.42), (0.34, 0.22), (0.66, 0.22), (0.74, 0.42)]).mask(),
           d.vg(((0, (200, 50, 40)), (1, (120, 20, 20)))))
    d.detail(d.pen().circle(0.43, 0.52, 0.025).circle(0.57, 0.52, 0.025).mask(), T.INK)
    d.detail(d.pen().arc(0.5, 0.56, 0.08, 20, 160, 0.02).mask(), (120, 60, 40))


def _dodge(d: _Draw) -> None:
    d.fill(d.pen().polyline([(0.15, 0.8), (0.3, 0.45), (0.55, 0.3), (0.75, 0.32)], 0.12).mask(),
           d.hg(((0, (200, 240, 255)), (1, (80, 160, 210)))))
    d.fill(d.pen().polygon([(0.7, 0.16), (0.95, 0.34), (0.7, 0.5)]).mask(), (80, 160, 210))


def _grapnel(d: _Draw) -> None:
    d.fill(d.pen().rect(0.46, 0.12, 0.08, 0.62).mask(), d.hg(STEEL))
    d.fill(d.pen().arc(0.5, 0.6, 0.3, 10, 170, 0.07).mask(), d.vg(STEEL))
    d.fill(d.pen().polygon([(0.16, 0.56), (0.24, 0.46), (0.26, 0.62)]).mask(), (150, 160, 176))
    d.fill(d.pen().polygon([(0.84, 0.56), (0.76, 0.46), (0.74, 0.62)]).mask(), (150, 160, 176))
    d.fill(d.pen().ring(0.5, 0.1, 0.07, 0.03).mask(), d.vg(STEEL))
    d.fill(d.pen().polyline([(0.5, 0.04), (0.6, -0.02), (0.8, 0.02), (0.95, 0.0)], 0.035).mask(), T.ROPE,
           bevel=0.2)


def _icon(fn, size: int) -> Img:
    d = _Draw(size, 0.06)
    fn(d)
    return compose(d, size, T.INK, 0.45)


def picture(name: str, size: int) -> Img:
    """The picture of a card (characters, dens, actions) at `size`."""
    own = {"captain": _tricorne, "chaplain": _cross, "boatswain": _whistle, "hammock": _hammock,
           "brothel": _heart, "sailor": _sailor, "dodge": _dodge, "boarding": _grapnel}
    if name in own:
        return _icon(own[name], size)
    if name == "second":
        return J.icon("sabre", size)
    if name == "lookout":
        return P.artifact_picture("spyglass", size)
    if name == "cook":
        return J.icon("food", size)
    if name == "tavern":
        return symbol_image("rum", size, shadow=0.5, pad=0.04)
    if name == "island":
        return P.artifact_picture("map", size)
    if name == "ambush":
        return P.dagger(size, int(size * 0.4))
    if name == "salvage":
        return P.artifact_picture("barrel", size)
    if name in ("mutineer", "skull"):
        return J.icon("skull", size)
    raise KeyError(name)


# ----------------------------------------------------------------------------- cards
def character_card(role: str, named: bool = True) -> Img:
    """A character card; `named=False`: its ribbon bare (the thumbnail, seen in every language)."""
    label, strength, colour = CHARACTERS[role]
    img, shape = _face(colour, 11 + len(role), picture(role, 92), label if named else "")
    _seal(img, 34, 34, 22, str(strength))
    return _finish(img, shape)


def mutineer_card() -> Img:
    """The character card's other side, turned by those who join a mutiny."""
    img, shape = _face((120, 20, 24), 77, picture("mutineer", 92), "Mutineer!")
    return _finish(img, shape)


def loot_card(shares: int, named: bool = True) -> Img:
    colour = {1: (150, 120, 60), 2: (170, 130, 40), 3: (190, 140, 20)}[shares]
    w, h = CARD_W, CARD_H
    shape = _shape(w, h)
    img = Img(w, h)
    img.paint(shape, _stock(w, h, 40 + shares, colour))
    _border(img, shape, T.BRASS, (255, 230, 160))
    coin = J.icon("gold", 62)
    spots = {1: [(80, 92)], 2: [(56, 78), (104, 106)], 3: [(50, 70), (110, 70), (80, 118)]}[shares]
    for x, y in spots:
        img.over(coin, x - 31, y - 31)
    _seal(img, w - 30, 30, 20, str(shares), stops=GOLD)
    _ribbon(img, "" if not named else "One share" if shares == 1 else f"{['', '', 'Two', 'Three'][shares]} shares",
            h - 40, (110, 80, 20))
    return _finish(img, shape)


def _back(seed: int, tint, emblem: Img) -> Img:
    w, h = CARD_W, CARD_H
    shape = _shape(w, h)
    img = Img(w, h)
    img.paint(shape, dark_card(w, h, seed) * vignette(w, h, 0.5)[..., None] * (np.array(tint) / 128.0))
    lat = Pen(w, h)
    for i in range(-12, 14):
        o = i * 22
        lat.line((o, 0), (o + h, h), 1.3).line((o + h, 0), (o, h), 1.3)
    img.paint(lat.mask() * shape, (150, 130, 110), 0.25)
    _border(img, shape, T.BRASS, T.BRASS_DARK)
    img.over(emblem, w // 2 - emblem.w // 2, h // 2 - emblem.h // 2)
    return _finish(img, shape)


def loot_back() -> Img:
    return _back(51, (150, 120, 90), P.chest(False, 100))


def den_card(den: str) -> Img:
    label, colour = DENS[den]
    img, shape = _face(colour, 60 + len(den), picture(den, 96), label, pic_y=90)
    return _finish(img, shape)


def den_back() -> Img:
    w, h = CARD_W, CARD_H
    img = _back(71, (110, 140, 110), Img(1, 1))
    compass(img, w / 2, h / 2, 50)
    return _finish(img, _shape(w, h))


def sailor_card(strength: int) -> Img:
    img, shape = _face((50, 80, 140), 80 + strength, picture("sailor", 96), "Sailor")
    _seal(img, 34, 34, 22, str(strength), stops=BLUE_WAX)
    return _finish(img, shape)


def action_card(kind: str) -> Img:
    label, colour = ACTIONS[kind]
    img, shape = _face(colour, 90 + len(kind), picture(kind, 96), label)
    return _finish(img, shape)


def action_back() -> Img:
    return _back(91, (128, 128, 150), J.icon("skull", 84))


def seal_token(strength: int, size: int = 64) -> Img:
    """A sailor's blue wax seal alone: how sailors sit in front of their player."""
    img = Img(size, size)
    _seal(img, size / 2, size / 2, size * 0.42, str(strength), stops=BLUE_WAX)
    return img


def mutiny_card(red: bool, named: bool = True) -> Img:
    """The Mutiny! card: the black "flat sea" side, or the red side once turned (`named=False`:
    without its motto)."""
    w, h = MUTINY_W, MUTINY_H
    shape = _shape(w, h, 16)
    img = Img(w, h)
    x, y = grid(h, w)
    if red:
        base = lerp_colours(y / h, ((0, (190, 40, 30)), (1, (90, 10, 10))))
        base *= (0.85 + 0.3 * noise(h, w, 5, beta=2.4))[..., None]
    else:
        base = lerp_colours(y / h, ((0, (30, 34, 44)), (1, (8, 10, 16))))
    img.paint(shape, base * vignette(w, h, 0.4)[..., None])
    _border(img, shape, T.BRASS, T.BRASS_DARK)
    if red:
        img.over(J.icon("skull", 110), w // 2 - 55, 58)
        for a in (-1, 1):
            sab = J.icon("sabre", 100)
            if a > 0:
                sab.a = sab.a[:, ::-1].copy()
            img.over(sab, w // 2 - 50 + a * 44, 110)
        if named:
            _text(img, "MUTINY!", 40, w / 2, h - 54, (255, 230, 200), outline=(60, 0, 0), width=2.5)
    else:
        waves = Pen(w, h)
        for k in range(5):
            yy = 150 + k * 18
            waves.polyline([(16 + i * 6, yy + 3 * math.sin(i * 0.8 + k)) for i in range(29)], 1.6)
        img.paint(waves.mask() * shape, (120, 150, 190), 0.7)
        moon = Pen(w, h).circle(w / 2, 84, 34).mask() - Pen(w, h).circle(w / 2 + 14, 76, 30).mask()
        img.paint(np.clip(moon, 0, 1), (240, 230, 190))
        _text(img, "Flat sea", 34, w / 2, h - 54, (220, 220, 230), outline=(0, 0, 0))
    return _finish(img, shape)


# ----------------------------------------------------------------------------- the deck's tileset
def _planks(seed: int) -> np.ndarray:
    """A 120x120 tile of deck planks (3 planks of 40 px), butt-jointed at the tile's edge."""
    col = wood(TILE, TILE, seed=seed, plank=40, light=1.45)
    x, _ = grid(TILE, TILE)
    joint = np.exp(-(x / 1.4) ** 2)
    col = col * (1 - 0.4 * np.clip(joint, 0, 1))[..., None]
    rng = np.random.default_rng(seed)
    img = Img.from_array(col)
    nails = Pen(TILE, TILE)
    for k in range(3):
        nails.circle(6, 40 * k + 20 + rng.uniform(-3, 3), 1.8)
    img.paint(nails.mask(), (20, 14, 10), 0.8)
    return img.a[..., :3].copy()


def _rail(img: Img, side: str) -> None:
    """A heavy wooden rail along one side of a tile, with brass bolts."""
    t = 34
    rect = {"top": (0, 0, TILE, t), "bottom": (0, TILE - t, TILE, t), "left": (0, 0, t, TILE),
            "right": (TILE - t, 0, t, TILE)}[side]
    m = Pen(TILE, TILE).rect(*rect).mask()
    img.shadow(m, 3 if side == "left" else (-3 if side == "right" else 0),
               3 if side == "top" else (-3 if side == "bottom" else 0), 4, 0.6)
    grain = wood(TILE, TILE, seed=99, plank=400, light=0.9)
    if side in ("left", "right"):
        grain = grain.transpose(1, 0, 2)
    img.paint(m, grain * 0.8)
    img.bevel(m, 3, 0.5)
    bolts = Pen(TILE, TILE)
    for k in (30, 90):
        if side in ("top", "bottom"):
            bolts.circle(k, rect[1] + t / 2, 3.5)
        else:
            bolts.circle(rect[0] + t / 2, k, 3.5)
    img.paint(bolts.mask(), T.BRASS)


def tile_image(name: str) -> Img:
    plank_seed = {"plank_a": 3, "plank_b": 5, "plank_c": 8, "plank_d": 13}
    img = Img.from_array(_planks(plank_seed.get(name, 3)))
    if name in plank_seed:
        if name == "plank_d":   # a knot and a tar stain
            img.paint(blur(Pen(TILE, TILE).ellipse(70, 62, 9, 5).mask(), 2), (30, 18, 10), 0.6)
        return img
    sides = {"rail_top": ["top"], "rail_bottom": ["bottom"], "rail_left": ["left"], "rail_right": ["right"],
             "corner_tl": ["top", "left"], "corner_tr": ["top", "right"], "corner_bl": ["bottom", "left"],
             "corner_br": ["bottom", "right"]}
    if name in sides:
        for s in sides[name]:
            _rail(img, s)
        return img
    if name == "grating":
        frame = Pen(TILE, TILE).rect(2, 6, TILE - 4, TILE - 12, 4).mask()
        img.shadow(frame, 2, 3, 3, 0.5)
        img.paint(frame, (60, 38, 22))
        holes = Pen(TILE, TILE)
        for i in range(6):
            for j in range(5):
                holes.rect(10 + i * 17.5, 14 + j * 19, 11, 12, 1.5)
        img.paint(holes.mask(), (10, 6, 4))
        img.bevel(frame, 2, 0.4)
        return img
    if name == "rope":
        coil = Pen(TILE, TILE)
        pts = [(60 + math.cos(a) * (6 + a * 4.2), 60 + math.sin(a) * (6 + a * 4.2))
               for a in np.linspace(0, 11.5, 180)]
        coil.polyline(pts, 7)
        m = coil.mask()
        img.shadow(m, 2, 3, 3, 0.5)
        img.paint(m, T.ROPE)
        img.bevel(m, 1.5, 0.5)
        return img
    if name == "barrels":
        for cx, cy, r in ((40, 44, 30), (84, 76, 30)):
            m = Pen(TILE, TILE).circle(cx, cy, r).mask()
            img.shadow(m, 3, 4, 4, 0.6)
            img.paint(m, (120, 78, 40))
            img.paint(Pen(TILE, TILE).ring(cx, cy, r - 3, 3).ring(cx, cy, r * 0.55, 2).mask(), (60, 60, 70))
            img.bevel(m, 3, 0.5)
        return img
    if name == "mast":
        m = Pen(TILE, TILE).circle(60, 60, 38).mask()
        img.paint(Pen(TILE, TILE).ring(60, 60, 44, 6).mask(), T.ROPE)
        img.shadow(m, 4, 6, 6, 0.6)
        _, y = grid(TILE, TILE)
        img.paint(m, lerp_colours((y - 22) / 76, ((0, (150, 100, 56)), (1, (70, 44, 24)))))
        img.paint(Pen(TILE, TILE).ring(60, 60, 28, 1.5).ring(60, 60, 16, 1.2).mask(), (50, 30, 16), 0.6)
        img.bevel(m, 4, 0.5)
        return img
    raise KeyError(name)


def tileset() -> Img:
    cols = 8
    rows = (len(TILE_NAMES) + cols - 1) // cols
    sheet = Img(cols * TILE, rows * TILE)
    for i, name in enumerate(TILE_NAMES):
        sheet.over(tile_image(name), (i % cols) * TILE, (i // cols) * TILE)
    return sheet


# ----------------------------------------------------------------------------- the thumbnail
def thumbnail() -> Img:
    """The game-select picture (560x320): a lantern-lit deck, the captain's share, a vote, a mutiny."""
    w, h = 560, 320
    col = wood(w, h, seed=31, plank=40, light=1.2) * vignette(w, h, 0.6, 1.8)[..., None]
    img = Img.from_array(col)
    x, y = grid(h, w)
    img.paint(np.exp(-((x - 280) ** 2 + (y - 150) ** 2) / (2 * 170 ** 2)), (255, 200, 120), 0.25)

    def put(sprite: Img, cx: float, cy: float, angle: float = 0.0) -> None:
        if angle:
            surf = pygame.Surface((sprite.w, sprite.h), pygame.SRCALPHA)
            surf.blit(sprite.to_surface(), (0, 0))
            sprite = Img.from_surface(pygame.transform.rotozoom(surf, angle, 1.0))
        layer = Img(w, h)
        layer.over(sprite, int(cx - sprite.w / 2), int(cy - sprite.h / 2))
        img.shadow(layer.alpha, 3, 5, 4, 0.55)
        img.over(layer)

    # The cards bare of words: the game select shows this picture in every language.
    put(mutiny_card(True, named=False).resized(130, 182), 462, 150, -8)
    put(character_card("captain", named=False).resized(120, 168), 98, 150, 9)
    for k, shares in enumerate((3, 1, 2)):
        put(loot_back().resized(88, 123) if k != 1 else loot_card(shares, named=False).resized(88, 123),
            206 + k * 74, 196, (k - 1) * -6)
    put(J.icon("gold", 56), 282, 84)
    put(J.icon("sabre", 70), 360, 70, 20)
    return img


# ----------------------------------------------------------------------------- the job
def all_images() -> list[tuple[str, Img]]:
    out: list[tuple[str, Img]] = [("tiles/pagamas.png", tileset()), ("ui/game_pagamas.png", thumbnail())]
    for role in CHARACTERS:
        out.append((f"pagamas/characters/{role}.png", character_card(role)))
    out.append(("pagamas/characters/mutineer.png", mutineer_card()))
    for n in (1, 2, 3):
        out.append((f"pagamas/loot/{n}.png", loot_card(n)))
    out.append(("pagamas/loot/back.png", loot_back()))
    for den in DENS:
        out.append((f"pagamas/dens/{den}.png", den_card(den)))
    out.append(("pagamas/dens/back.png", den_back()))
    for n in (1, 2, 3):
        out.append((f"pagamas/actions/sailor{n}.png", sailor_card(n)))
        out.append((f"pagamas/seals/sailor{n}.png", seal_token(n)))
    for kind in ACTIONS:
        out.append((f"pagamas/actions/{kind}.png", action_card(kind)))
    out.append(("pagamas/actions/back.png", action_back()))
    out.append(("pagamas/mutiny/calm.png", mutiny_card(False)))
    out.append(("pagamas/mutiny/mutiny.png", mutiny_card(True)))
    return out


def build(out: Path) -> list[Path]:
    return save_all(all_images(), out)


JOB = (build, "tiles/pagamas.png (960x240, 120 px tiles), ui/game_pagamas.png (560x320), pagamas/characters/"
       "{captain,second,boatswain,lookout,cook,chaplain,mutineer}.png, pagamas/loot/{1,2,3,back}.png, "
       "pagamas/dens/{hammock,tavern,brothel,island,back}.png, pagamas/actions/{sailor1..3,ambush,dodge,"
       "boarding,salvage,back}.png (160x224), pagamas/seals/sailor1..3.png (64x64), "
       "pagamas/mutiny/{calm,mutiny}.png (200x280)",
       "art/pagamas.py: the ship's deck tiles (planks, rails with brass bolts, a grating, rope, barrels, the "
       "mast); character cards on tinted parchment with their strength in a red wax seal and a picture "
       "(tricorne, sabre, bosun's whistle, spyglass, food sack, cross) and the Mutineer! side; loot cards "
       "with one to three doubloons; den cards (hammock, rum, heart, treasure map) and their compass back; "
       "sailors with a blue seal; ambush, dodge, boarding and salvage; the Mutiny! card's black and red sides; "
       "the game-select thumbnail.")
