"""The hand-off curtain: hides the table until the named player lifts it with their own device."""
from __future__ import annotations

import math

import pygame

from . import theme
from .app import Scene
from .common import prompts
from .widgets import draw_text, image

_cloth: pygame.Surface | None = None


def cloth() -> pygame.Surface:
    """A heavy red stage curtain with folds, drawn once."""
    global _cloth
    if _cloth is None:
        w, h = theme.SCREEN_W, theme.SCREEN_H
        surf = pygame.Surface((w, h))
        for x in range(0, w, 4):
            fold = 0.5 + 0.5 * math.sin(x / 46.0) * math.cos(x / 131.0)
            shade = int(60 + 90 * fold)
            pygame.draw.rect(surf, (shade + 40, shade // 5, shade // 4), (x, 0, 4, h))
        for y in range(0, 90, 2):
            pygame.draw.line(surf, (150 - y, 110 - y, 40), (0, y), (w, y))
        pygame.draw.rect(surf, theme.BRASS, (0, 86, w, 8))
        _cloth = surf
    return _cloth


class Curtain(Scene):
    """Opaque: nothing private is drawn behind it."""

    opaque = True

    def __init__(self, app, table, seat: int) -> None:
        super().__init__(app)
        self.table, self.seat = table, seat
        self.lifting = -1.0

    def handle(self, intent) -> None:
        if self.lifting >= 0:
            return
        if intent.kind == "menu":
            from .pause import Pause
            self.app.push(Pause(self.app, self.table))
            return
        if intent.kind in ("confirm", "click") and self.table.accepts(self.seat, intent.device):
            self.lifting = 0.0
            self.app.audio.play("curtain")

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.lifting >= 0:
            self.lifting += dt
            if self.lifting >= 0.45:
                self.app.pop()
                self.table.curtain_lifted(self.seat)

    def draw(self, surface) -> None:
        seat = self.table.match.seats[self.seat]
        colour = theme.PLAYER_COLOURS[seat.colour]
        lift = max(0.0, self.lifting) / 0.45
        y = -int(theme.SCREEN_H * lift * lift)
        if lift > 0:
            surface.fill(theme.INK)
        surface.blit(cloth(), (0, y))
        cx = theme.SCREEN_W // 2
        pawn = image(f"sprites/pirate_{seat.colour}.png", (120, 180))
        surface.blit(pawn, pawn.get_rect(midbottom=(cx, 460 + y)))
        draw_text(surface, f"Pass to {seat.name}", (cx, 560 + y), theme.SIZE_TITLE, colour.rgb, "display")
        device = self.table.bindings.get(self.seat)
        how = "press A or Enter" if device is None else (
            "press Enter" if device == "keyboard" else f"press A on {self.app.input.device_label(device)}")
        draw_text(surface, f"{seat.name}, {how} when the others look away.", (cx, 680 + y), theme.SIZE_LARGE,
                  theme.PARCHMENT)
        draw_text(surface, "Your cards stay hidden until you lift the curtain.", (cx, 750 + y), theme.SIZE_BODY,
                  theme.TEXT_DIM)
        prompts(self, surface, [("confirm", "Lift the curtain"), ("menu", "Menu")])
