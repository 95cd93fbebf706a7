"""Animation helpers: easing curves, tweens and a sequential timeline.

Every duration is in seconds of game time; the app scales dt by the animation
speed setting, and `finish()` jumps a tween to its end ("skip").
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable


def linear(t: float) -> float:
    return t


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp2(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def hop(t: float, height: float) -> float:
    """The height of a hop at progress t (a parabola peaking at the middle)."""
    return -4 * height * t * (1 - t)


def pulse(time: float, speed: float = 2.0) -> float:
    """0..1..0 breathing, for highlights."""
    return 0.5 + 0.5 * math.sin(time * speed * math.tau)


@dataclass
class Tween:
    """Progress from 0 to 1 over `duration`, eased; calls `on_done` once at the end."""

    duration: float
    ease: Callable[[float], float] = ease_in_out
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0
    done: bool = False

    @property
    def t(self) -> float:
        raw = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        return self.ease(raw)

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.finish()

    def finish(self) -> None:
        if not self.done:
            self.elapsed = self.duration
            self.done = True
            if self.on_done:
                self.on_done()


@dataclass
class Timeline:
    """Steps played one after another: each is (tween, start callback)."""

    steps: list[tuple[Tween, Callable[[], None] | None]] = field(default_factory=list)
    _started: bool = False

    def add(self, tween: Tween, on_start: Callable[[], None] | None = None) -> Tween:
        self.steps.append((tween, on_start))
        return tween

    @property
    def current(self) -> Tween | None:
        return self.steps[0][0] if self.steps else None

    @property
    def busy(self) -> bool:
        return bool(self.steps)

    def update(self, dt: float) -> None:
        while self.steps:
            tween, on_start = self.steps[0]
            if not self._started:
                self._started = True
                if on_start:
                    on_start()
            tween.update(dt)
            if not tween.done:
                return
            dt = 0.0
            self.steps.pop(0)
            self._started = False

    def skip(self) -> None:
        """Finish the current step at once."""
        if self.steps:
            tween, on_start = self.steps[0]
            if not self._started:
                self._started = True
                if on_start:
                    on_start()
            tween.finish()
            self.steps.pop(0)
            self._started = False
