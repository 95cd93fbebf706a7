"""Things in motion on the Libertalia table: cards, coins and tokens in flight, floating notes, glows."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .. import theme
from ..anim import Tween, hop, lerp2
from ..widgets import draw_panel, draw_text


@dataclass
class Flight:
    """A picture travelling from `start` to `end` (centres) while `tween` runs; `delay` and
    `span` place it inside the tween (so many things can fly in one step, staggered)."""

    image: pygame.Surface
    start: tuple[float, float]
    end: tuple[float, float]
    tween: Tween
    arc: float = 60.0
    delay: float = 0.0
    span: float = 1.0
    fade: bool = False

    def progress(self) -> float:
        raw = (self.tween.t - self.delay) / self.span if self.span else 1.0
        return max(0.0, min(1.0, raw))

    def draw(self, surface: pygame.Surface) -> None:
        t = self.progress()
        if t <= 0 and self.delay > 0:
            return
        x, y = lerp2(self.start, self.end, t)
        y += hop(t, self.arc)
        img = self.image
        if self.fade:
            img = img.copy()
            img.set_alpha(int(255 * (1 - t)))
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


@dataclass
class Note:
    """A few words rising over a spot (an ability's effect: "+5", "discarded")."""

    text: str
    pos: tuple[float, float]
    tween: Tween
    colour: tuple[int, int, int] = theme.BRASS

    def draw(self, surface: pygame.Surface) -> None:
        t = self.tween.t
        x, y = self.pos
        alpha = int(255 * min(1.0, (1 - t) * 3, t * 8 + 0.2))
        rect = pygame.Rect(0, 0, 40 + 20 * len(self.text), 68)
        rect.center = (round(x), round(y - 40 * t))
        rect.clamp_ip(pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H))
        draw_panel(surface, rect, fill=theme.INK, border=self.colour, alpha=min(235, alpha), radius=12)
        draw_text(surface, self.text, (rect.centerx - 3, rect.centery - 4), theme.SIZE_BODY, self.colour, "bold",
                  alpha=alpha)


@dataclass
class Effects:
    """Everything in motion now, drawn over the table; finished ones drop out."""

    flights: list[Flight] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    glows: list[tuple[pygame.Rect, Tween, tuple]] = field(default_factory=list)

    def fly(self, flight: Flight) -> Flight:
        self.flights.append(flight)
        return flight

    def note(self, note: Note) -> None:
        self.notes.append(note)

    def glow(self, rect: pygame.Rect, tween: Tween, colour=theme.BRASS) -> None:
        self.glows.append((rect, tween, colour))

    def prune(self) -> None:
        self.flights = [f for f in self.flights if not f.tween.done]
        self.notes = [n for n in self.notes if not n.tween.done]
        self.glows = [g for g in self.glows if not g[1].done]

    def clear(self) -> None:
        self.flights.clear()
        self.notes.clear()
        self.glows.clear()

    def draw(self, surface: pygame.Surface, time: float) -> None:
        self.prune()
        for rect, tween, colour in self.glows:
            grow = 4 + 10 * tween.t
            alpha_rect = rect.inflate(grow * 2, grow * 2)
            pygame.draw.rect(surface, colour, alpha_rect, 6, border_radius=16)
        for f in self.flights:
            f.draw(surface)
        for n in self.notes:
            n.draw(surface)
