"""Things in motion on the Palabra table: volleys of flying pieces, card flips, passing marks.

A Volley is one Tween (one step of the table's timeline) carrying many flights, each
with its own start and end inside the volley, so forty gems can leave the bag one
after another in two seconds. While a piece flies toward a pile, the pile's `incoming`
count hides it there; each landing releases it (and a skip releases them all).
"""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

import pygame

from ..anim import Tween, ease_in_out, lerp2, linear


@dataclass
class Flight:
    img: pygame.Surface
    frm: tuple[float, float]
    to: tuple[float, float]
    t0: float = 0.0                 # start and end, as fractions of the volley
    t1: float = 1.0
    lift: float = 50.0              # the height of the arc
    key: tuple | None = None        # the `incoming` entry this flight hides until it lands
    show_before: bool = True        # drawn at its start until it leaves
    landed: bool = False


@dataclass
class Volley:
    flights: list[Flight]
    tween: Tween
    incoming: Counter
    on_land: object = None          # called with each flight as it lands (a sound)
    started: bool = False

    def progress(self) -> float:
        tw = self.tween
        return 1.0 if tw.done or tw.duration <= 0 else min(1.0, tw.elapsed / tw.duration)

    def start(self) -> None:
        self.started = True
        for f in self.flights:
            if f.key is not None:
                self.incoming[f.key] += 1

    def update(self) -> None:
        if not self.started:
            return
        p = self.progress()
        for f in self.flights:
            if not f.landed and p >= f.t1:
                self._land(f)

    def finish(self) -> None:
        for f in self.flights:
            if not f.landed:
                self._land(f, quiet=True)

    def _land(self, f: Flight, quiet: bool = False) -> None:
        f.landed = True
        if f.key is not None and self.incoming[f.key] > 0:
            self.incoming[f.key] -= 1
        if self.on_land and not quiet:
            self.on_land(f)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        p = self.progress()
        for f in self.flights:
            if f.landed:
                continue
            span = max(1e-6, f.t1 - f.t0)
            q = (p - f.t0) / span
            if q <= 0:
                if f.show_before:
                    surface.blit(f.img, f.img.get_rect(center=(round(f.frm[0]), round(f.frm[1]))))
                continue
            q = ease_in_out(min(1.0, q))
            x, y = lerp2(f.frm, f.to, q)
            y -= f.lift * math.sin(q * math.pi)
            surface.blit(f.img, f.img.get_rect(center=(round(x), round(y))))


def stagger(n: int, each: float = 0.35) -> list[tuple[float, float]]:
    """(t0, t1) for n flights leaving one after another, each taking `each` of the volley."""
    if n <= 1:
        return [(0.0, 1.0)] * n
    gap = (1.0 - each) / (n - 1)
    return [(k * gap, k * gap + each) for k in range(n)]


@dataclass
class Effects:
    """The volleys in the air, the card flips, the swaps and the short-lived marks."""

    incoming: Counter = field(default_factory=Counter)
    volleys: list[Volley] = field(default_factory=list)
    flips: dict = field(default_factory=dict)       # (island, seat) -> (tween, t0, t1)
    swaps: dict = field(default_factory=dict)       # (island, seat) -> (tween, from pos, to pos)
    marks: list = field(default_factory=list)       # [text, pos, colour, until, size]

    def volley(self, flights: list[Flight], duration: float, on_land=None) -> Volley:
        v = Volley(flights, Tween(duration, linear), self.incoming, on_land)
        v.tween.on_done = lambda: self._end(v)
        self.volleys.append(v)
        return v

    def _end(self, v: Volley) -> None:
        v.finish()
        if v in self.volleys:
            self.volleys.remove(v)

    def update(self, now: float) -> None:
        for v in self.volleys:
            v.update()
        self.marks = [m for m in self.marks if m[3] > now]
        for key in [k for k, (tw, *_rest) in self.flips.items() if tw.done]:
            del self.flips[key]
        for key in [k for k, (tw, *_rest) in self.swaps.items() if tw.done]:
            del self.swaps[key]

    def hidden(self, key: tuple) -> int:
        return self.incoming.get(key, 0)

    def mark(self, text: str, pos, colour, now: float, seconds: float = 1.6, size: int = 48) -> None:
        self.marks.append([text, pos, colour, now + seconds, size])

    def flip_state(self, key) -> float | None:
        """0..1 progress of a card flip at `key` (None when it is not flipping)."""
        entry = self.flips.get(key)
        if entry is None:
            return None
        tw, t0, t1 = entry
        p = 1.0 if tw.duration <= 0 else tw.elapsed / tw.duration
        return max(0.0, min(1.0, (p - t0) / max(1e-6, t1 - t0)))

    def clear(self) -> None:
        for v in list(self.volleys):
            v.finish()
        self.volleys.clear()
        self.incoming.clear()
        self.flips.clear()
        self.swaps.clear()
