"""How to play: a game's rules as pages of text, from the lobby or the pause menu.

The pages come from each table's rules room, scenes/<game id>/rules.py:
`pages(options) -> list[Page]`, so the text can follow the chosen variants. Left/right (or LB/RB, Q/R, the
mouse wheel) turns pages; back closes.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass

import pygame

from . import theme
from .common import Overlay, prompts
from .widgets import arrow, draw_panel, draw_text, render_text


@dataclass(frozen=True)
class Page:
    title: str
    text: str      # paragraphs separated by blank lines; a line starting "- " is a bullet


def pages_for(game_id: str, options: dict | None = None) -> list[Page] | None:
    """The rules pages of a game, or None when it has none."""
    try:
        module = importlib.import_module(f"scenes.{game_id}.rules")
    except ModuleNotFoundError as exc:
        if exc.name not in (f"scenes.{game_id}", f"scenes.{game_id}.rules"):
            raise                       # a rules room that exists but imports something missing
        return None
    return module.pages(dict(options or {}))


PANEL = pygame.Rect(150, 60, 1620, 900)
TEXT_W = PANEL.w - 160


def paragraphs(text: str) -> list[tuple[str, bool]]:
    """(paragraph, is a bullet) in order; "" marks a gap. Lines of one paragraph are joined."""
    out: list[tuple[str, bool]] = []
    for block in text.strip().split("\n\n"):
        items: list[list] = []
        for line in block.strip().split("\n"):
            line = line.strip()
            if line.startswith("- ") or not items:
                items.append([line[2:] if line.startswith("- ") else line, line.startswith("- ")])
            else:
                items[-1][0] += " " + line
        if out:
            out.append(("", False))
        out += [(t, b) for t, b in items]
    return out


def layout_page(page: Page) -> list[tuple[str, bool]]:
    """The page's lines after wrapping: (text, is the first line of a bullet)."""
    from .widgets import wrap
    out: list[tuple[str, bool]] = []
    for body, bullet in paragraphs(page.text):
        if not body:
            out.append(("", False))
            continue
        lines = wrap(body, theme.SIZE_BODY, "body", TEXT_W - (40 if bullet else 0))
        for i, line in enumerate(lines):
            out.append((("\u2022 " if bullet and i == 0 else "    " if bullet else "") + line, bullet and i == 0))
    return out


class HowToPlay(Overlay):
    veil_alpha = 200

    def __init__(self, app, game_id: str, options: dict | None = None, title: str = "") -> None:
        super().__init__(app)
        self.pages = pages_for(game_id, options) or []
        self.title = title
        self.index = 0
        self.rendered: dict[int, pygame.Surface] = {}

    def handle(self, intent) -> None:
        k = intent.kind
        if k in ("back", "menu", "confirm") and not (k == "confirm" and self.index < len(self.pages) - 1):
            self.app.audio.play("back")
            self.app.pop()
        elif k in ("right", "page_next", "wheel_down", "confirm", "click", "down"):
            if self.index < len(self.pages) - 1:
                self.index += 1
                self.app.audio.play("card_draw")
        elif k in ("left", "page_prev", "wheel_up", "up"):
            if self.index > 0:
                self.index -= 1
                self.app.audio.play("card_draw")

    def page_surface(self, i: int) -> pygame.Surface:
        """A page rendered once: heading and wrapped text on parchment."""
        if i not in self.rendered:
            surf = pygame.Surface(PANEL.size, pygame.SRCALPHA)
            page = self.pages[i]
            y = 150
            line_h = int(theme.SIZE_BODY * 1.28)
            for text, _ in layout_page(page):
                if text:
                    surf.blit(render_text(text, theme.SIZE_BODY, theme.TEXT_DARK, shadow=False), (80, y))
                y += line_h if text else line_h // 2
            self.rendered[i] = surf
        return self.rendered[i]

    def draw(self, surface) -> None:
        self.draw_below(surface)
        draw_panel(surface, PANEL, fill=theme.PARCHMENT, border=theme.BRASS_DARK, alpha=250)
        if not self.pages:
            draw_text(surface, "No rules pages yet.", PANEL.center, theme.SIZE_BODY, theme.TEXT_DARK, shadow=False)
            return
        page = self.pages[self.index]
        heading = f"{self.title}: {page.title}" if self.title else page.title
        draw_text(surface, heading, (PANEL.centerx, PANEL.y + 80), theme.SIZE_HEADING, theme.WOOD_DARK, "display",
                  shadow=False)
        surface.blit(self.page_surface(self.index), PANEL.topleft)
        draw_text(surface, f"{self.index + 1} / {len(self.pages)}", (PANEL.centerx, PANEL.bottom - 44),
                  theme.SIZE_SMALL, theme.WOOD, "bold", shadow=False)
        if self.index > 0:
            arrow(surface, (PANEL.x + 40, PANEL.centery), -1, theme.WOOD, 18)
        if self.index < len(self.pages) - 1:
            arrow(surface, (PANEL.right - 46, PANEL.centery), 1, theme.WOOD, 18)
        prompts(self, surface, [("confirm", "Next page" if self.index < len(self.pages) - 1 else "Close"),
                                ("back", "Close")])
