"""The hand-off curtain: hides the table until the named player lifts it with their own device."""
from __future__ import annotations

import math

import pygame

from game.i18n import _

from . import theme
from .app import Scene
from .common import prompts
from .input import names
from .widgets import draw_panel, draw_text, image, render_text

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
    fresh_keys = True    # the previous player's key does not lift the next one's curtain

    def __init__(self, app, table, seat: int) -> None:
        super().__init__(app)
        self.table, self.seat = table, seat
        self.lifting = -1.0

    def handle(self, intent) -> None:
        if self.lifting >= 0:
            return
        if intent.kind == "menu":
            self.app.open("pause", self.table)
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

    def draw_covered(self, surface) -> None:
        """Under the pause menu: the cloth alone, without the words."""
        surface.blit(cloth(), (0, 0))

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
        # The player's colour on a dark plaque with a band of that colour: any colour reads on it,
        # where red or orange letters would sink into the red cloth.
        title = _("Pass to {name}").format(name=seat.name)
        w, h = render_text(title, theme.SIZE_TITLE, colour.rgb, "display", True, 0).get_size()
        plaque = pygame.Rect(0, 0, w + 100, h + 6)
        plaque.center = (cx, 560 + y)
        draw_panel(surface, plaque, fill=theme.INK, border=colour.rgb, radius=18, alpha=235)
        draw_text(surface, title, plaque.center, theme.SIZE_TITLE, colour.rgb, "display")
        device = self.table.bindings.get(self.seat)
        if device is None:
            how = _("press {key}").format(key=names("confirm"))
        elif device == "keyboard":
            how = _("press {key}").format(key=names("confirm", "keyboard"))
        else:
            how = _("press {key} on {pad}").format(key=names("confirm", "pad"),
                                                   pad=self.app.input.device_label(device))
        draw_text(surface, _("{name}, {how} when the others look away.").format(name=seat.name, how=how), (cx, 700 + y), theme.SIZE_LARGE,
                  theme.PARCHMENT)
        draw_text(surface, _("Your cards stay hidden until you lift the curtain."), (cx, 770 + y), theme.SIZE_BODY,
                  theme.TEXT_DIM)
        prompts(self, surface, [("confirm", _("Lift the curtain")), ("menu", _("Menu"))])
