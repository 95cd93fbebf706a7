"""Small scenes every screen uses: a notice to acknowledge, a yes/no confirmation, the backdrop."""
from __future__ import annotations

from typing import Callable

import pygame

from . import theme
from .app import Scene
from .widgets import Menu, MenuItem, draw_panel, draw_text, image, prompt_row


def backdrop(surface: pygame.Surface, name: str = "ui/title_bg.png") -> None:
    try:
        surface.blit(image(name), (0, 0))
    except (FileNotFoundError, pygame.error):
        surface.fill(theme.INK)


_veil: pygame.Surface | None = None


def veil(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken what is below an overlay."""
    global _veil
    if _veil is None:
        _veil = pygame.Surface((theme.SCREEN_W, theme.SCREEN_H))
        _veil.fill((5, 8, 14))
    _veil.set_alpha(alpha)
    surface.blit(_veil, (0, 0))


def prompts(scene: Scene, surface: pygame.Surface, items: list[tuple[str, str]]) -> None:
    """The hint row at the bottom of every screen, in the glyphs of the device in use."""
    prompt_row(surface, items, (theme.SCREEN_W // 2, theme.SCREEN_H - 28), scene.app.input.last_kind)


class Notice(Scene):
    """A message the player acknowledges (a corrupt save moved aside, a lost pad)."""

    opaque = False

    def __init__(self, app, title: str, text: str, on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.title, self.text, self.on_close = title, text, on_close

    def handle(self, intent) -> None:
        if intent.kind in ("confirm", "back", "click"):
            self.app.audio.play("select")
            self.app.pop()
            if self.on_close:
                self.on_close()

    def draw(self, surface) -> None:
        veil(surface)
        rect = pygame.Rect(0, 0, 1300, 520)
        rect.center = (theme.SCREEN_W // 2, theme.SCREEN_H // 2)
        draw_panel(surface, rect)
        draw_text(surface, self.title, (rect.centerx, rect.y + 80), theme.SIZE_HEADING, theme.BRASS, "display")
        draw_text(surface, self.text, (rect.centerx, rect.y + 150), theme.SIZE_BODY, width=1150, anchor="midtop")
        prompts(self, surface, [("confirm", "OK")])


class Confirm(Scene):
    """A yes/no question over the current screen; No is focused first."""

    opaque = False

    def __init__(self, app, question: str, detail: str, on_yes: Callable[[], None], yes: str = "Yes",
                 no: str = "No") -> None:
        super().__init__(app)
        self.question, self.detail, self.on_yes = question, detail, on_yes
        self.menu = Menu([MenuItem(no, self._no), MenuItem(yes, self._yes)],
                         (theme.SCREEN_W // 2, theme.SCREEN_H // 2 + 90), width=560)

    def _no(self) -> None:
        self.app.pop()

    def _yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def handle(self, intent) -> None:
        if intent.kind == "back":
            self.app.audio.play("back")
            self._no()
            return
        result = self.menu.handle(intent)
        if result:
            self.app.audio.play("click" if result == "moved" else "select")

    def draw(self, surface) -> None:
        veil(surface)
        rect = pygame.Rect(0, 0, 1100, 560)
        rect.center = (theme.SCREEN_W // 2, theme.SCREEN_H // 2)
        draw_panel(surface, rect)
        draw_text(surface, self.question, (rect.centerx, rect.y + 80), theme.SIZE_HEADING, theme.BRASS, "display")
        draw_text(surface, self.detail, (rect.centerx, rect.y + 140), theme.SIZE_BODY, width=960, anchor="midtop")
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", "Choose"), ("back", "No")])
