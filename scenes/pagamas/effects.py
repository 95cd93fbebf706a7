"""Things in motion on the Pagamás table: cards flying from one spot to another."""
from __future__ import annotations

import pygame

from ..anim import Tween, ease_in_out, lerp2


class Flight:
    """A card flying from one rect to another while its tween runs."""

    def __init__(self, surf: pygame.Surface, start: pygame.Rect, end: pygame.Rect, tween: Tween,
                 card: int | None = None, delay: float = 0.0) -> None:
        self.surf, self.start, self.end, self.tween, self.card, self.delay = surf, start, end, tween, card, delay

    def draw(self, surface) -> None:
        raw = min(1.0, self.tween.elapsed / self.tween.duration) if self.tween.duration else 1.0
        t = ease_in_out(max(0.0, min(1.0, (raw - self.delay) / max(0.01, 1 - self.delay))))
        x, y = lerp2(self.start.center, self.end.center, t)
        w = self.start.w + (self.end.w - self.start.w) * t
        h = self.start.h + (self.end.h - self.start.h) * t
        img = pygame.transform.smoothscale(self.surf, (max(1, round(w)), max(1, round(h))))
        lift = -40 * 4 * t * (1 - t)
        surface.blit(img, img.get_rect(center=(x, y + lift)))
