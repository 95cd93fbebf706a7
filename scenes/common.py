"""Small scenes every screen uses: a notice to acknowledge, a yes/no confirmation, the backdrop."""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import _

from . import theme
from .app import Scene
from .widgets import Menu, MenuItem, draw_panel, draw_text, fit_size, image, prompt_row


def _yes_word() -> str:
    return _("Yes")


def _no_word() -> str:
    return _("No")


_backdrops: dict[tuple[str, int], pygame.Surface] = {}


def backdrop(surface: pygame.Surface, name: str = "ui/title_bg.png", veil_alpha: int = 0) -> None:
    """A full-screen picture, darkened by `veil_alpha`: composed once, then one opaque blit."""
    key = (name, veil_alpha)
    bg = _backdrops.get(key)
    if bg is None:
        bg = pygame.Surface((theme.SCREEN_W, theme.SCREEN_H))
        try:
            bg.blit(image(name), (0, 0))
        except (FileNotFoundError, pygame.error):
            bg.fill(theme.INK)
        if veil_alpha:
            veil(bg, veil_alpha)
        if pygame.display.get_surface() is not None:
            bg = bg.convert()
        _backdrops[key] = bg
    surface.blit(bg, (0, 0))


_veil: pygame.Surface | None = None


def veil(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken what is below an overlay."""
    global _veil
    if _veil is None:
        _veil = pygame.Surface((theme.SCREEN_W, theme.SCREEN_H))
        _veil.fill((5, 8, 14))
    _veil.set_alpha(alpha)
    surface.blit(_veil, (0, 0))


class Overlay(Scene):
    """A scene over another (pause, notices, results): what is below is drawn once, veiled,
    and kept as a picture, so a frame costs one blit plus the overlay itself.

    Only the topmost overlay is legible: the overlays below it are left out of that picture
    (Settings over Pause shows the table, not the pause menu), and the screen they cover is
    veiled once. A scene under an overlay may offer `draw_covered(surface)`, what it shows
    when covered (a curtain: its cloth without its words)."""

    opaque = True
    veil_alpha = 170

    def __init__(self, app) -> None:
        super().__init__(app)
        self._below: pygame.Surface | None = None

    def resume(self) -> None:
        self._below = None     # something above changed what we cover (e.g. settings)

    def covered_scenes(self) -> list[Scene]:
        """The scenes drawn under this overlay, bottom first: from the topmost opaque scene
        below that is not an overlay, every scene up to this one that is not an overlay."""
        stack = self.app.stack
        me = stack.index(self) if self in stack else len(stack)
        below = [s for s in stack[:me] if not isinstance(s, Overlay)]
        start = 0
        for i in range(len(below) - 1, -1, -1):
            if below[i].opaque:
                start = i
                break
        return below[start:]

    def draw_below(self, surface: pygame.Surface) -> None:
        if self._below is None:
            scenes = self.covered_scenes()
            if not scenes:
                surface.fill(theme.INK)
            for scene in scenes:
                getattr(scene, "draw_covered", scene.draw)(surface)
            veil(surface, self.veil_alpha)
            self._below = surface.copy()
        else:
            surface.blit(self._below, (0, 0))


def plate(surface: pygame.Surface, rect: pygame.Rect, border=theme.BRASS_DARK) -> None:
    """An opaque panel: what an overlay stands on over a table, so nothing of the table shows
    through it or meets its words (the veil dims the rest)."""
    draw_panel(surface, rect, fill=theme.NAVY, border=border, alpha=255)


_footer: pygame.Surface | None = None


def prompts(scene: Scene, surface: pygame.Surface, items: list[tuple[str, str]]) -> None:
    """The hint row at the bottom of every screen, on its own dark band, in the glyphs of
    the device in use (pad buttons after a pad was used, keys after the keyboard)."""
    global _footer
    if _footer is None:
        _footer = pygame.Surface((theme.SCREEN_W, 62), pygame.SRCALPHA)
        for y in range(62):
            _footer.fill((6, 9, 16, 255 if y >= 12 else 60 + y * 16), (0, y, theme.SCREEN_W, 1))
    surface.blit(_footer, (0, theme.SCREEN_H - 62))
    prompt_row(surface, items, (theme.SCREEN_W // 2, theme.SCREEN_H - 10), scene.app.input.last_kind)


class Notice(Overlay):
    """A message the player acknowledges (a corrupt save moved aside, a lost pad)."""

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
        self.draw_below(surface)
        rect = pygame.Rect(0, 0, 1300, 520)
        rect.center = (theme.SCREEN_W // 2, theme.SCREEN_H // 2)
        plate(surface, rect)
        draw_text(surface, self.title, (rect.centerx, rect.y + 80),
                  fit_size(self.title, theme.SIZE_HEADING, rect.w - 80, "display"), theme.BRASS, "display")
        draw_text(surface, self.text, (rect.centerx, rect.y + 150), theme.SIZE_BODY, width=1150, anchor="midtop")
        prompts(self, surface, [("confirm", _("OK"))])


class Confirm(Overlay):
    """A yes/no question over the current screen; No is focused first."""

    def __init__(self, app, question: str, detail: str, on_yes: Callable[[], None], yes: str = "",
                 no: str = "") -> None:
        super().__init__(app)
        self.question, self.detail, self.on_yes = question, detail, on_yes
        # `yes` and `no` are English marked with N_() (translated when drawn): "Yes" and "No" unless given
        self.menu = Menu([MenuItem(no or _no_word, self._no), MenuItem(yes or _yes_word, self._yes)],
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
        self.draw_below(surface)
        rect = pygame.Rect(0, 0, 1100, 560)
        rect.center = (theme.SCREEN_W // 2, theme.SCREEN_H // 2)
        plate(surface, rect)
        draw_text(surface, self.question, (rect.centerx, rect.y + 80),
                  fit_size(self.question, theme.SIZE_HEADING, rect.w - 80, "display"), theme.BRASS, "display")
        draw_text(surface, self.detail, (rect.centerx, rect.y + 140), theme.SIZE_BODY, width=960, anchor="midtop")
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", _("Choose")), ("back", _("No"))])
