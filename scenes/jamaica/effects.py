"""Things in flight over the Jamaica table: tokens, cards, ships sailing space by space, the compass."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable

import pygame

from ..anim import Tween, ease_in_out, hop, lerp2
from ..widgets import draw_text
from .. import theme
from . import layout as L
from . import art as S

Point = tuple[float, float]


@dataclass
class Fly:
    """One moving picture: `paint(surface, t)` draws it at progress t (0..1) of its tween."""

    tween: Tween
    paint: Callable[[pygame.Surface, "Fly"], None]
    data: dict = field(default_factory=dict)

    @property
    def t(self) -> float:
        return self.tween.t

    @property
    def raw(self) -> float:
        return 0.0 if self.tween.duration <= 0 else min(1.0, self.tween.elapsed / self.tween.duration)


def arc(a: Point, b: Point, t: float, height: float = 60) -> Point:
    x, y = lerp2(a, b, t)
    return x, y - height * math.sin(math.pi * t)


def paint_tokens(surface: pygame.Surface, fly: Fly) -> None:
    d = fly.data
    n = max(1, min(5, d["amount"]))
    lead = None
    for k in range(n):
        t = max(0.0, min(1.0, fly.raw * 1.35 - k * 0.08))
        if t <= 0:
            continue
        t = ease_in_out(t)
        x, y = arc(d["from"], d["to"], t, 50)
        img = S.token(d["kind"], 44)
        surface.blit(img, img.get_rect(center=(x + k * 3, y - k * 3)))
        lead = lead or (x, y)
    if lead and d.get("label"):
        draw_text(surface, d["label"], (lead[0] + 30, lead[1] - 26), theme.SIZE_SMALL, theme.TEXT, "bold")


def paint_card(surface: pygame.Surface, fly: Fly) -> None:
    """A card flying (and turning over when `front` differs from `back`)."""
    d = fly.data
    t = fly.t
    x, y = arc(d["from"], d["to"], t, d.get("height", 40))
    w0, w1 = d.get("w0", d["width"]), d["width"]
    w = round(w0 + (w1 - w0) * t)
    face = d["make"](d.get("back") if d.get("flip") and t < 0.5 else d.get("front"), w)
    if d.get("flip"):
        sx = abs(math.cos(math.pi * t))
        face = pygame.transform.smoothscale(face, (max(1, round(face.get_width() * sx)), face.get_height()))
    if d.get("fade"):
        face = face.copy()
        face.set_alpha(int(255 * (1 - t)))
    surface.blit(face, face.get_rect(center=(x, y)))


def paint_compass(surface: pygame.Surface, fly: Fly) -> None:
    d = fly.data
    x, y = arc(d["from"], d["to"], fly.t, -260)
    img = pygame.transform.rotozoom(S.compass(56), 360 * fly.t, 1.0 + 0.6 * math.sin(math.pi * fly.t))
    surface.blit(img, img.get_rect(center=(x, y)))


def ship_path_point(d: dict, raw: float) -> tuple[Point, int]:
    """Where a sailing ship is after `raw` of its voyage, and which way it faces."""
    steps = d["steps"]
    hops = len(steps) - 1
    if hops <= 0:
        return L.space_center(steps[0]), L.facing(steps[0])
    pos = min(hops - 1e-9, raw * hops)
    k = int(pos)
    frac = ease_in_out(pos - k)
    a, b = L.space_center(steps[k]), L.space_center(steps[k + 1])
    if k + 1 == hops and "land" in d:
        b = d["land"]
    x, y = lerp2(a, b, frac)
    face = 1 if b[0] > a[0] else -1 if b[0] < a[0] else d.get("face", 1)
    d["face"] = face
    return (x, y + hop(frac, 16) - 6), face


def paint_ship(surface: pygame.Surface, fly: Fly) -> None:
    d = fly.data
    (x, y), face = ship_path_point(d, fly.raw)
    img = S.ship(d["rel"], d.get("width", 76), face < 0)
    surface.blit(img, img.get_rect(center=(x, y)))
