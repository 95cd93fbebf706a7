"""Libertalia pieces: the 30 character portraits, the 7 booty tokens, the phase icons, the doubloon and the thumbnail.

Portraits are busts drawn from a table of traits (skin, hat, coat, beard, patch,
earring) with a prop from the shared icon pipelines, so every character reads by its
silhouette as well as its colours; the Parrot and the Monkey are the animals
themselves. Booty tokens are round counters, each kind with its own colour and icon
(chest, jewels, goods crate, treasure map, cursed skull, sabre, Spanish officer's
helmet). The table composes the cards at run time (rank, name, the seat's colour,
the phase icon and the few words of the ability) around these portraits.
"""
from __future__ import annotations

import math
from pathlib import Path

import numpy as np

from scenes import theme as T

from .emblems import emblem_image
from .jamaica import icon as jicon, die_face
from .raster import Img, Pen, dilate, erode, grid, lerp_colours, save_all
from .symbols import symbol_image
from .textures import parchment

PW, PH = 180, 150          # portrait
TOKEN = 96
PHASE = 72
KINDS = ("chest", "jewels", "goods", "map", "relic", "sabre", "officer")
PHASES = ("day", "dusk", "night", "end")

SKINS = {"l": (236, 196, 160), "m": (200, 150, 104), "t": (160, 112, 72), "d": (104, 68, 44)}
HATS = ("none", "tricorn", "bandana", "bicorne", "captain", "widebrim", "chef", "knit", "turban", "bonnet",
        "wig", "hood", "tophat", "cap")
# rank -> (skin, hat, hat colour, coat, beard ("", "moustache", "beard", "stubble"), patch, woman, prop)
TRAITS = {
    3: ("m", "hood", (110, 96, 80), (120, 104, 84), "stubble", False, False, "gold"),
    4: ("l", "tricorn", (40, 36, 40), (40, 80, 140), "moustache", False, False, "rum"),
    5: ("l", "bandana", (200, 60, 50), (220, 210, 180), "", False, False, "lantern"),
    6: ("l", "widebrim", (28, 26, 30), (30, 30, 36), "", False, False, "star"),
    7: ("m", "none", (0, 0, 0), (150, 60, 40), "moustache", False, False, "rum"),
    8: ("l", "bonnet", (230, 220, 200), (170, 50, 70), "", False, True, "map"),
    9: ("m", "cap", (120, 80, 40), (100, 120, 90), "beard", False, False, "crate"),
    10: ("l", "bicorne", (30, 34, 60), (40, 60, 150), "moustache", False, False, "pistol"),
    11: ("d", "turban", (120, 40, 130), (60, 120, 80), "", False, True, "skull"),
    12: ("d", "none", (0, 0, 0), (170, 140, 100), "", False, False, "key"),
    13: ("t", "bandana", (40, 40, 44), (90, 60, 40), "beard", True, False, "sabre"),
    14: ("m", "none", (0, 0, 0), (80, 50, 36), "beard", False, False, "swords"),
    15: ("t", "bandana", (60, 90, 160), (110, 80, 50), "moustache", False, False, "cannon"),
    16: ("l", "knit", (170, 40, 40), (60, 70, 90), "stubble", False, False, "lantern_b"),
    17: ("m", "hood", (30, 30, 36), (40, 40, 46), "", True, False, "officer"),
    18: ("m", "chef", (245, 245, 240), (230, 230, 220), "moustache", False, False, "food"),
    19: ("t", "tricorn", (60, 40, 30), (30, 90, 110), "beard", False, False, "anchor"),
    20: ("m", "cap", (70, 50, 40), (120, 60, 30), "beard", False, False, "pistol_b"),
    21: ("t", "turban", (220, 180, 60), (150, 40, 40), "moustache", False, False, "chest"),
    22: ("l", "none", (0, 0, 0), (230, 230, 226), "stubble", False, False, "hook"),
    23: ("l", "tophat", (40, 34, 30), (60, 50, 40), "", False, False, "gold_b"),
    24: ("m", "tophat", (100, 30, 40), (110, 30, 50), "moustache", False, False, "die"),
    25: ("l", "wig", (220, 170, 90), (80, 160, 190), "", False, True, "crown"),
    26: ("t", "tricorn", (90, 60, 30), (140, 100, 40), "stubble", False, False, "crate_b"),
    27: ("d", "turban", (230, 220, 200), (200, 120, 40), "", False, True, "moon"),
    28: ("m", "tricorn", (30, 30, 34), (140, 40, 40), "beard", False, False, "wheel"),
    29: ("l", "captain", (24, 22, 28), (120, 24, 30), "beard", True, False, "star_b"),
    30: ("l", "wig", (236, 236, 236), (170, 130, 40), "", False, False, "crown_b"),
}
BACKS = [(70, 96, 120), (110, 80, 60), (80, 100, 80), (100, 80, 110), (120, 100, 70), (70, 90, 100)]


def _pen(w=PW, h=PH) -> Pen:
    return Pen(w, h, scale=1.0)


def _background(rank: int) -> Img:
    x, y = grid(PH, PW)
    base = BACKS[rank % len(BACKS)]
    d = np.hypot((x - PW / 2) / PW, (y - PH * 0.4) / PH)
    col = lerp_colours(d * 1.6, ((0, tuple(min(255, c + 50) for c in base)), (1, tuple(c // 2 for c in base))))
    return Img.from_array(col)


def _prop(img: Img, prop: str) -> None:
    name = prop.split("_")[0]
    size = 62
    if name in ("pistol", "rum", "lantern", "hook", "chest", "parrot"):
        art = symbol_image(name, size)
    elif name in ("anchor", "star", "crown", "key", "wheel", "swords", "moon"):
        art = emblem_image(name, size, fill=(240, 210, 120))
    elif name == "die":
        art = die_face("day", 5, size)
    elif name == "officer":
        art = token_icon("officer", size)
    else:
        art = jicon({"crate": "crate", "gold": "gold", "map": "map", "skull": "skull", "sabre": "sabre",
                     "cannon": "cannon", "food": "food"}[name], size)
    img.over(art, PW - size - 2, PH - size - 2)


def _bust(rank: int) -> Img:
    skin_k, hat, hat_c, coat, beard, patch, woman, prop = TRAITS[rank]
    skin = SKINS[skin_k]
    img = _background(rank)
    cx, hy = PW * 0.46, PH * 0.44            # head centre
    body = _pen().polygon([(cx - 62, PH + 2), (cx - 52, PH * 0.80), (cx - 18, PH * 0.70), (cx + 18, PH * 0.70),
                           (cx + 52, PH * 0.80), (cx + 62, PH + 2)]).mask()
    img.shadow(body, 2, 3, 3, 0.4)
    img.paint(body, coat)
    img.bevel(body, 3, 0.5)
    lapel = _pen().polygon([(cx - 16, PH * 0.70), (cx, PH), (cx + 16, PH * 0.70)]).mask()
    img.paint(lapel, (236, 228, 210) if rank not in (6, 17) else (240, 240, 240) if rank == 6 else (20, 20, 24))
    neck = _pen().rect(cx - 10, hy + 20, 20, 24, 4).mask()
    img.paint(neck, tuple(int(c * 0.85) for c in skin))
    if woman:
        hair = _pen().ellipse(cx, hy - 6, 33, 36).rect(cx - 35, hy - 10, 13, 52, 6).rect(cx + 22, hy - 10, 13, 52, 6).mask()
        img.paint(hair, (60, 36, 24) if rank != 27 else (200, 200, 200))
    head = _pen().ellipse(cx, hy, 27, 33).mask()
    img.shadow(head, 2, 2, 3, 0.35)
    img.paint(head, skin)
    img.bevel(head, 4, 0.45)
    ears = _pen().circle(cx - 27, hy + 2, 6).circle(cx + 27, hy + 2, 6).mask() * (1 - head)
    img.paint(ears, tuple(int(c * 0.9) for c in skin))
    if rank in (4, 13, 19, 28) or woman:
        img.paint(_pen().circle(cx + 28, hy + 12, 3).mask(), (240, 200, 80))          # an earring
    # Face: eyes, brows, nose, mouth.
    ink = (30, 20, 16)
    for ex in (-10, 10):
        img.paint(_pen().ellipse(cx + ex, hy - 2, 4.2, 3.2).mask(), (250, 248, 240))
        img.paint(_pen().circle(cx + ex + 0.8, hy - 2, 2.2).mask(), ink)
        tilt = 6 if rank in (13, 14, 17, 30) else -3
        img.paint(_pen().line((cx + ex - 6, hy - 9 + (tilt if ex < 0 else 0) * 0.3),
                              (cx + ex + 6, hy - 9 + (0 if ex < 0 else tilt) * 0.3), 2.4).mask(), ink)
    img.paint(_pen().polygon([(cx, hy), (cx - 5, hy + 11), (cx + 4, hy + 11)]).mask(),
              tuple(int(c * 0.78) for c in skin))
    grin = rank in (3, 7, 12, 18, 24, 26, 29)
    mouth = _pen().arc(cx, hy + 12, 8, 20, 160, 2.4).mask() if grin else _pen().line((cx - 7, hy + 18),
                                                                                       (cx + 7, hy + 18), 2.4).mask()
    img.paint(mouth, (120, 40, 36))
    if woman:
        img.paint(_pen().ellipse(cx - 15, hy + 9, 5, 3).ellipse(cx + 15, hy + 9, 5, 3).mask(), (230, 120, 110), 0.5)
    if beard == "beard":
        b = _pen().polygon([(cx - 26, hy + 4), (cx - 20, hy + 30), (cx, hy + 42), (cx + 20, hy + 30),
                            (cx + 26, hy + 4), (cx + 14, hy + 14), (cx - 14, hy + 14)]).mask()
        b = b * (1 - _pen().ellipse(cx, hy + 18, 8, 4).mask())
        img.paint(b, (70, 44, 28) if rank not in (29, 19) else (40, 30, 26))
    if beard in ("moustache", "beard"):
        img.paint(_pen().bezier([(cx - 14, hy + 18), (cx - 6, hy + 10), (cx, hy + 14)], 4)
                  .bezier([(cx + 14, hy + 18), (cx + 6, hy + 10), (cx, hy + 14)], 4).mask(), (60, 38, 24))
    if beard == "stubble":
        img.paint(_pen().ellipse(cx, hy + 18, 22, 14).mask() * (1 - mouth), (80, 60, 50), 0.35)
    if patch:
        img.paint(_pen().line((cx - 26, hy - 16), (cx + 24, hy + 4), 2).mask(), ink)
        img.paint(_pen().ellipse(cx + 10, hy - 2, 7, 6).mask(), ink)
    _hat(img, hat, hat_c, cx, hy)
    _prop(img, prop)
    return img


def _hat(img: Img, hat: str, c, cx: float, hy: float) -> None:
    p = _pen()
    top = hy - 33
    if hat == "tricorn":
        p.polygon([(cx - 44, top + 10), (cx, top - 18), (cx + 44, top + 10), (cx, top + 2)])
    elif hat == "bicorne":
        p.ellipse(cx, top - 2, 52, 16)
    elif hat == "captain":
        p.polygon([(cx - 50, top + 8), (cx - 30, top - 22), (cx, top - 30), (cx + 30, top - 22), (cx + 50, top + 8),
                   (cx, top)])
    elif hat == "bandana":
        p.ellipse(cx, top + 10, 30, 16).polygon([(cx + 24, top + 8), (cx + 44, top + 24), (cx + 34, top + 30)])
    elif hat == "widebrim":
        p.ellipse(cx, top + 8, 50, 9).rect(cx - 24, top - 20, 48, 28, 6)
    elif hat == "chef":
        p.rect(cx - 26, top - 8, 52, 18, 4).circle(cx - 14, top - 16, 14).circle(cx + 14, top - 16, 14) \
            .circle(cx, top - 24, 15)
    elif hat == "knit":
        p.ellipse(cx, top + 6, 30, 18).circle(cx, top - 14, 6)
    elif hat == "turban":
        p.ellipse(cx, top + 2, 34, 22)
    elif hat == "bonnet":
        p.ellipse(cx, top + 6, 36, 20)
    elif hat == "wig":
        for k in range(-3, 4):
            p.circle(cx + k * 11, top + 4 - (3 - abs(k)) * 3, 11)
        p.circle(cx - 32, hy + 8, 12).circle(cx + 32, hy + 8, 12).circle(cx - 32, hy + 26, 10) \
            .circle(cx + 32, hy + 26, 10)
    elif hat == "hood":
        p.polygon([(cx - 40, hy + 50), (cx - 40, top + 6), (cx, top - 14), (cx + 40, top + 6), (cx + 40, hy + 50),
                   (cx + 30, hy + 50), (cx + 30, top + 16), (cx, top + 2), (cx - 30, top + 16), (cx - 30, hy + 50)])
    elif hat == "tophat":
        p.ellipse(cx, top + 8, 40, 8).rect(cx - 24, top - 34, 48, 42, 3)
    elif hat == "cap":
        p.ellipse(cx, top + 8, 30, 14).ellipse(cx + 22, top + 12, 18, 5)
    else:
        return
    m = p.mask()
    img.shadow(m, 2, 3, 3, 0.45)
    img.paint(m, c)
    img.bevel(m, 3, 0.55)
    img.paint(np.clip(dilate(m, 1.2) - m, 0, 1), (20, 16, 14), 0.9)
    if hat in ("tricorn", "bicorne", "captain"):
        trim = _pen().polyline([(cx - 40, top + 9), (cx, top + 1), (cx + 40, top + 9)], 2.5).mask() * m
        img.paint(trim, (226, 178, 72))
    if hat == "captain":
        img.paint(_pen().bezier([(cx - 20, top - 20), (cx + 10, top - 40), (cx + 48, top - 20)], 6).mask(),
                  (240, 240, 236))
        img.over(emblem_image("skull", 26, fill=(240, 240, 236)), int(cx - 13), int(top - 22))
    if hat == "bandana":
        dots = _pen()
        for k in range(-2, 3):
            dots.circle(cx + k * 10, top + 8 + abs(k), 2)
        img.paint(dots.mask() * m, (250, 240, 220), 0.8)


def _parrot_portrait() -> Img:
    img = _background(1)
    img.over(symbol_image("parrot", 140, shadow=0.4), 14, 6)
    return img


def _monkey_portrait() -> Img:
    img = _background(2)
    cx, cy = PW * 0.46, PH * 0.48
    fur, face = (110, 72, 40), (220, 180, 140)
    body = _pen().ellipse(cx, PH + 10, 48, 40).mask()
    img.paint(body, fur)
    ears = _pen().circle(cx - 38, cy - 4, 14).circle(cx + 38, cy - 4, 14).mask()
    img.paint(ears, fur)
    img.paint(_pen().circle(cx - 38, cy - 4, 8).circle(cx + 38, cy - 4, 8).mask(), face)
    head = _pen().ellipse(cx, cy, 34, 36).mask()
    img.shadow(head, 2, 3, 3, 0.4)
    img.paint(head, fur)
    img.bevel(head, 4, 0.5)
    mask = _pen().ellipse(cx - 11, cy - 6, 12, 13).ellipse(cx + 11, cy - 6, 12, 13).ellipse(cx, cy + 14, 22, 16).mask()
    img.paint(mask, face)
    for ex in (-11, 11):
        img.paint(_pen().circle(cx + ex, cy - 6, 4).mask(), (24, 16, 12))
        img.paint(_pen().circle(cx + ex + 1.5, cy - 7.5, 1.4).mask(), (255, 255, 255))
    img.paint(_pen().circle(cx - 4, cy + 8, 2).circle(cx + 4, cy + 8, 2).mask(), (60, 40, 30))
    img.paint(_pen().arc(cx, cy + 10, 10, 30, 150, 2.4).mask(), (90, 40, 30))
    img.over(token_icon("relic", 56), PW - 60, PH - 60)
    return img


def portrait(rank: int) -> Img:
    """The character's picture (180x150), opaque."""
    if rank == 1:
        return _parrot_portrait()
    if rank == 2:
        return _monkey_portrait()
    return _bust(rank)


# ----------------------------------------------------------------------------- tokens
TOKEN_COLOURS = {"chest": (214, 168, 60), "jewels": (40, 150, 150), "goods": (150, 110, 70), "map": (228, 210, 160),
                 "relic": (96, 50, 120), "sabre": (130, 140, 156), "officer": (180, 40, 40)}


def _gem(size: int) -> Img:
    img = Img(size, size)
    cols = ((80, 220, 220), (230, 60, 90), (120, 220, 100))
    for (gx, gy, r), col in zip(((0.34, 0.58, 0.2), (0.64, 0.6, 0.2), (0.5, 0.36, 0.22)), cols):
        m = Pen(size, size, scale=size).polygon([(gx - r, gy - r * 0.3), (gx - r * 0.5, gy - r), (gx + r * 0.5, gy - r),
                                                 (gx + r, gy - r * 0.3), (gx, gy + r)]).mask()
        img.paint(dilate(m, 1.5), T.INK)
        img.paint(m, col)
        img.bevel(m, 2, 0.8)
        facet = Pen(size, size, scale=size).polygon([(gx - r * 0.5, gy - r), (gx, gy - r * 0.3), (gx + r * 0.5, gy - r)]).mask()
        img.paint(facet * m, (255, 255, 255), 0.45)
    return img


def _helmet(size: int) -> Img:
    """The Spanish officer's morion: a crested steel helmet with a red plume."""
    img = Img(size, size)
    s = size
    m = Pen(s, s, scale=s).ellipse(0.5, 0.62, 0.42, 0.1).ellipse(0.5, 0.52, 0.24, 0.2) \
        .polygon([(0.36, 0.36), (0.5, 0.16), (0.64, 0.36)]).mask()
    img.paint(dilate(m, 1.5), T.INK)
    img.paint(m, lerp_colours(grid(s, s)[1] / s, ((0.2, (236, 240, 246)), (0.7, (130, 140, 156)))))
    img.bevel(m, 2, 0.6)
    plume = Pen(s, s, scale=s).bezier([(0.5, 0.2), (0.62, 0.02), (0.86, 0.12)], 0.08).mask()
    img.paint(dilate(plume, 1.2), T.INK)
    img.paint(plume, (220, 40, 40))
    band = Pen(s, s, scale=s).rect(0.28, 0.6, 0.44, 0.05).mask() * m
    img.paint(band, (226, 178, 72))
    return img


def token_icon(kind: str, size: int) -> Img:
    """The icon alone of a booty kind, on transparency."""
    if kind == "chest":
        return symbol_image("chest", size)
    if kind == "jewels":
        return _gem(size)
    if kind == "goods":
        return jicon("crate", size)
    if kind == "map":
        return jicon("map", size)
    if kind == "relic":
        return jicon("skull", size)
    if kind == "sabre":
        return jicon("sabre", size)
    return _helmet(size)


def token(kind: str, size: int = TOKEN) -> Img:
    """A round booty counter: a coloured disc with a brass rim and the kind's icon."""
    img = Img(size, size)
    disc = Pen(size, size, scale=size).circle(0.5, 0.5, 0.47).mask()
    img.shadow(disc, size * 0.02, size * 0.03, size * 0.03, 0.5)
    img.paint(disc, (24, 20, 18))
    inner = erode(disc, size * 0.05)
    x, y = grid(size, size)
    base = TOKEN_COLOURS[kind]
    col = lerp_colours(np.hypot(x - size * 0.4, y - size * 0.35) / size,
                       ((0, tuple(min(255, c + 60) for c in base)), (0.7, tuple(c // 2 for c in base))))
    img.paint(inner, col)
    img.bevel(inner, size * 0.03, 0.5)
    rim = np.clip(disc - inner, 0, 1)
    img.paint(rim, (200, 156, 64))
    img.over(token_icon(kind, int(size * 0.72)), int(size * 0.14), int(size * 0.14))
    return img


def doubloon(size: int = TOKEN) -> Img:
    return jicon("gold", size)


# ----------------------------------------------------------------------------- phases
def phase_icon(phase: str, size: int = PHASE) -> Img:
    """Day (sun), dusk (a sun setting on the sea), night (moon), end of campaign (an hourglass)."""
    if phase == "day":
        return jicon("sun", size)
    if phase == "night":
        return jicon("moon", size)
    img = Img(size, size)
    s = size
    if phase == "dusk":
        sun = Pen(s, s, scale=s).circle(0.5, 0.62, 0.3).mask() * (grid(s, s)[1] < s * 0.64)
        img.paint(dilate(sun, 1.5), T.INK)
        img.paint(sun, lerp_colours(grid(s, s)[1] / s, ((0.3, (255, 210, 90)), (0.64, (240, 100, 50)))))
        rays = Pen(s, s, scale=s)
        for a in (-160, -125, -90, -55, -20):
            r = math.radians(a)
            rays.line((0.5 + 0.36 * math.cos(r), 0.62 + 0.36 * math.sin(r)),
                      (0.5 + 0.46 * math.cos(r), 0.62 + 0.46 * math.sin(r)), 0.05)
        img.paint(rays.mask(), (255, 190, 80))
        sea = Pen(s, s, scale=s).rect(0.06, 0.66, 0.88, 0.06, 0.03).rect(0.18, 0.78, 0.64, 0.05, 0.025).mask()
        img.paint(dilate(sea, 1.2), T.INK)
        img.paint(sea, (70, 140, 200))
        return img
    glass = Pen(s, s, scale=s).polygon([(0.26, 0.16), (0.74, 0.16), (0.52, 0.5), (0.74, 0.84), (0.26, 0.84),
                                        (0.48, 0.5)]).mask()
    frame = Pen(s, s, scale=s).rect(0.2, 0.08, 0.6, 0.08, 0.02).rect(0.2, 0.84, 0.6, 0.08, 0.02) \
        .rect(0.2, 0.1, 0.05, 0.8).rect(0.75, 0.1, 0.05, 0.8).mask()
    img.paint(dilate(np.maximum(glass, frame), 1.5), T.INK)
    img.paint(glass, (200, 230, 240))
    sand = Pen(s, s, scale=s).polygon([(0.36, 0.32), (0.64, 0.32), (0.5, 0.5)]) \
        .polygon([(0.3, 0.82), (0.7, 0.82), (0.5, 0.64)]).mask()
    img.paint(sand, (236, 196, 110))
    img.paint(frame, (150, 96, 50))
    img.bevel(frame, 1.5, 0.5)
    return img


# ----------------------------------------------------------------------------- card back and thumbnail
def card_back(w: int = 200, h: int = 290) -> Img:
    img = Img(w, h)
    shape = Pen(w, h).rect(0, 0, w, h, 14).mask()
    x, y = grid(h, w)
    col = lerp_colours(np.hypot(x - w / 2, y - h / 2) / h, ((0, (90, 30, 36)), (1, (30, 10, 14))))
    img.paint(shape, col)
    img.paint(np.clip(shape - erode(shape, 6), 0, 1), (200, 156, 64))
    img.over(emblem_image("skull", 110, fill=(236, 226, 200)), w // 2 - 55, h // 2 - 70)
    sw = Pen(w, h).line((w / 2 - 46, h / 2 + 52), (w / 2 + 46, h / 2 + 2), 9) \
        .line((w / 2 + 46, h / 2 + 52), (w / 2 - 46, h / 2 + 2), 9).mask()
    img.paint(dilate(sw, 1.5), T.INK)
    img.paint(sw, (236, 226, 200))
    return img


def thumbnail(w: int = 560, h: int = 320) -> Img:
    """The game-select card: a ship's deck at sea with characters on board and booty."""
    x, y = grid(h, w)
    sea = lerp_colours(y / h + 0.1 * np.sin(x / 23 + y / 11), ((0, (30, 90, 130)), (1, (14, 46, 74))))
    img = Img.from_array(sea)
    hull = Pen(w, h).polygon([(30, 90), (440, 90), (540, 170), (440, 250), (30, 250), (18, 170)]).mask()
    img.shadow(hull, 6, 8, 6, 0.5)
    grain = 0.5 + 0.2 * np.sin(y / 14.0) + 0.15 * (parchment(w, h, seed=5)[..., 0] - 0.8)
    deck = lerp_colours(grain, ((0, (130, 88, 52)), (1, (190, 140, 90))))
    img.paint(hull, deck)
    img.paint(np.clip(hull - erode(hull, 10), 0, 1), (70, 42, 24))
    for i, rank in enumerate((29, 25, 14, 1)):
        p = portrait(rank).resized(108, 90)
        cx = 60 + i * 118
        card = Pen(w, h).rect(cx - 6, 104, 120, 134, 8).mask()
        img.shadow(card, 3, 4, 3, 0.5)
        img.paint(card, (240, 228, 196))
        img.over(p, cx, 110)
        img.paint(Pen(w, h).rect(cx, 204, 108, 28, 4).mask(), T.PLAYER_COLOURS[i].rgb)
    for i, kind in enumerate(("chest", "map", "jewels", "relic")):
        img.over(token(kind, 64), 30 + i * 70, 254)
    img.over(phase_icon("dusk", 70), w - 90, 20)
    return img


def all_images() -> list[tuple[str, Img]]:
    out: list[tuple[str, Img]] = [(f"libertalia/portraits/{r:02d}.png", portrait(r)) for r in range(1, 31)]
    out += [(f"libertalia/booty/{k}.png", token(k)) for k in KINDS]
    out += [(f"libertalia/phases/{p}.png", phase_icon(p)) for p in PHASES]
    out.append(("libertalia/doubloon.png", doubloon()))
    out.append(("libertalia/back.png", card_back()))
    out.append(("ui/game_libertalia.png", thumbnail()))
    return out


def build(out: Path) -> list[Path]:
    return save_all(all_images(), out)


JOB = (build, "libertalia/portraits/01..30.png (180x150), libertalia/booty/{chest,jewels,goods,map,relic,sabre,"
       "officer}.png and libertalia/doubloon.png (96x96), libertalia/phases/{day,dusk,night,end}.png (72x72), "
       "libertalia/back.png (200x290), ui/game_libertalia.png (560x320)",
       "art/libertalia.py: a bust per character from a table of traits (skin, hat, coat, beard, eye patch, "
       "earring) with a prop from the shared icons (the Parrot and the Monkey are the animals themselves); round "
       "booty counters with a brass rim, a colour and an icon per kind (chest, three gems, goods crate, map, "
       "cursed skull, sabre, a Spanish officer's plumed morion); the phase icons (sun, a sun setting on the sea, "
       "moon, an hourglass), the doubloon, a crimson card back with a skull and crossed swords, and the "
       "game-select thumbnail (characters on a ship's deck with booty).")
