"""Measuring the words a screen draws (tests/ui/test_text_fits.py): every draw_text, panel and
prompt row of one frame, recorded where they land, and what "fits" means for them."""
from __future__ import annotations

import sys
from contextlib import contextmanager

import pygame
import pytest

from game import i18n
from scenes import common, theme, widgets

SCREEN = pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H)
FOOTER_TOP = theme.SCREEN_H - 62          # the prompt row's dark band (scenes.common.prompts)


@contextmanager
def speaking(app, code: str):
    """The app speaks `code` (as Settings makes it), English again afterwards."""
    app.speak(code)
    assert i18n.language() == code
    try:
        yield
    finally:
        app.speak("en")


class Frame:
    """What one draw put on `target`: texts (words, the rect of their letters), panels, prompt rows."""

    def __init__(self, monkeypatch, target: pygame.Surface) -> None:
        self.target = target
        self.texts: list[tuple[str, pygame.Rect]] = []
        self.panels: list[pygame.Rect] = []
        self.rows: list[pygame.Rect] = []
        real_text, real_panel, real_row = widgets.draw_text, widgets.draw_panel, widgets.prompt_row

        def draw_text(surface, text, pos, size=theme.SIZE_BODY, colour=theme.TEXT, face="body",
                      anchor="center", shadow=True, width=0, alpha=255):
            rect = real_text(surface, text, pos, size, colour, face, anchor, shadow, width, alpha)
            if surface is self.target and text.strip():
                letters = widgets.render_text(text, size, colour, face, shadow, width).get_bounding_rect()
                self.texts.append((text, letters.move(rect.topleft)))
            return rect

        def draw_panel(surface, rect, **kw):
            real_panel(surface, rect, **kw)
            if surface is self.target:
                # What it covers is hidden: the words below it, and the panels it does not stand in.
                rect = pygame.Rect(rect)
                self.texts = [(t, r) for t, r in self.texts if not r.colliderect(rect)]
                self.panels = [p for p in self.panels if p.contains(rect) or not p.colliderect(rect)]
                self.panels.append(rect)

        def prompt_row(surface, items, pos, kind, *a, **kw):
            rect = real_row(surface, items, pos, kind, *a, **kw)
            if surface is self.target:
                self.rows.append(rect)
            return rect

        for name, module in list(sys.modules.items()):
            if not name.startswith("scenes") or module is None:
                continue
            for attr, real, fake in (("draw_text", real_text, draw_text), ("draw_panel", real_panel, draw_panel),
                                     ("prompt_row", real_row, prompt_row)):
                if getattr(module, attr, None) is real:
                    monkeypatch.setattr(module, attr, fake)
        assert common.prompt_row is prompt_row

    def problems(self, *, footer: bool = True, overlaps: bool = True) -> list[str]:
        """Words off the screen, in the prompt row's band, over other words, or half out of a panel
        they stand on; a prompt row wider than the screen."""
        found = []
        for text, rect in self.texts:
            if not SCREEN.contains(rect):
                found.append(f"off the screen: {text!r} at {rect}")
            elif footer and rect.bottom > FOOTER_TOP:
                found.append(f"in the prompt row's band: {text!r} at {rect}")
            for panel in self.panels:
                if rect.colliderect(panel) and not panel.contains(rect) and not rect.contains(panel):
                    found.append(f"out of its panel {panel}: {text!r} at {rect}")
        if overlaps:
            for i, (a, ra) in enumerate(self.texts):
                for b, rb in self.texts[i + 1:]:
                    if ra.colliderect(rb) and ra != rb:
                        found.append(f"over each other: {a!r} at {ra} and {b!r} at {rb}")
        for row in self.rows:
            if not SCREEN.contains(row):
                found.append(f"the prompt row leaves the screen: {row}")
        return found


def draw_frame(app, scene) -> Frame:
    """Draw `scene` once onto the app's canvas and record it."""
    with pytest.MonkeyPatch.context() as patch:
        frame = Frame(patch, app.canvas)
        scene.draw(app.canvas)
    return frame
