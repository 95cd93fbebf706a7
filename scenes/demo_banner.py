"""The demo's banner and length: what a demo table draws and how long it runs (scenes/demo.py
chooses the demos; a table in demo mode reads only this)."""
from __future__ import annotations

import pygame

from game.i18n import _

from . import theme
from .widgets import draw_panel, draw_text, font

DEMO_LENGTH = 60.0     # about a minute of each game: the five come round in five minutes
BAND_H = 62     # the prompt row's band, which every table keeps free and the demo leaves empty

_showcased = ("", "")      # what the demo on screen shows (set by scenes.demo.start_demo, named by demo_overlay)


def show(showcased: tuple[str, str]) -> None:
    """The demo now on screen: its game's title and its showcase (English, translated when drawn)."""
    global _showcased
    _showcased = showcased


def banner_words(title: str, showcase: str) -> str:
    """"Cartagena: La fuga": a game's title and its showcase's name, translated now."""
    if not title:
        return ""
    return _("{game}: {showcase}").format(game=title, showcase=_(showcase)) if showcase else title


def showing() -> str:
    """What the demo on screen shows, as its banner says it."""
    return banner_words(*_showcased)


def demo_overlay(surface: pygame.Surface, time: float) -> None:
    """The demo's banner, in the prompt row's band at the foot of the screen (no seat, hand or
    panel of any table stands there): DEMO, press any button, and which game and variant this is."""
    words = showing()
    call = _("DEMO \u2014 press any button")
    label_w = font(theme.SIZE_SMALL, "bold").size(words)[0] + 56 if words else 0
    demo_w = max(620, font(40, "display").size(call)[0] + 70)      # as wide as its words ask
    rect = pygame.Rect(0, 0, demo_w + label_w, BAND_H - 6)
    rect.midbottom = (theme.SCREEN_W // 2, theme.SCREEN_H - 2)
    draw_panel(surface, rect, fill=theme.INK, border=theme.BRASS, alpha=255)
    demo = pygame.Rect(rect.x, rect.y, demo_w, rect.h)
    alpha = int(170 + 85 * abs(((time * 0.8) % 2) - 1))
    draw_text(surface, call, demo.move(-3, -4).center, 40, theme.BRASS,
              "display", alpha=alpha)
    if words:
        pygame.draw.line(surface, theme.BRASS_DARK, (demo.right, rect.y + 14), (demo.right, rect.bottom - 14), 2)
        label = pygame.Rect(demo.right, rect.y, label_w, rect.h)
        draw_text(surface, words, label.move(-3, -2).center, theme.SIZE_SMALL, theme.PARCHMENT, "bold")
