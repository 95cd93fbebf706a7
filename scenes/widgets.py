"""Drawing helpers shared by every scene: fonts, cached text, images, panels, menus, prompts.

Text and panels are rendered once and cached, so a frame mostly blits; the caches of
pictures keep the latest ones within a budget of megabytes (TEXT_MB, PANELS_MB, SCALED_MB:
scenes/pixel_cache.py). Every size is in logical pixels of the 1920x1080 screen.
"""
from __future__ import annotations

import errno
import io
import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

import pygame

from game.i18n import _

from . import theme
from .input import KEY_NAMES, PAD_NAMES
from .pixel_cache import PixelLRU, pixel_lru
from .theme import Colour


# ------------------------------------------------------------------ fonts and text

@lru_cache(maxsize=64)
def font(size: int, face: str = "body") -> pygame.font.Font:
    path = {"display": theme.FONT_DISPLAY, "body": theme.FONT_BODY, "bold": theme.FONT_BODY_BOLD}[face]
    try:
        return pygame.font.Font(str(path), size)
    except (FileNotFoundError, OSError, pygame.error):
        return pygame.font.Font(None, int(size * 1.3))   # pygame's bundled free font


# The pictures' caches, in megabytes of pixels: several tables' worth (a demo table's text,
# panels and scaled pictures come to at most 3.0, 6.6 and 2.4 MB: bench.table_pixels), so a
# table, its menus and the title stay cached, and a process that plays for hours does not
# keep every size it ever drew (kept by count, they came to 19, 34 and 9 MB after 200 demos).
# The rows of button hints under a table are a few dozen strips of about 0.2 MB.
TEXT_MB, PANELS_MB, SCALED_MB, ROWS_MB = 12, 16, 8, 4


@pixel_lru(TEXT_MB)
def render_text(text: str, size: int, colour: Colour, face: str = "body",
                shadow: bool = True, width: int = 0) -> pygame.Surface:
    """Text as a surface, with a soft drop shadow for legibility on busy backgrounds.

    With `width`, the text wraps to that many pixels (lines joined with newlines).
    """
    f = font(size, face)
    lines = wrap(text, size, face, width) if width else text.split("\n")
    rendered = [f.render(line, True, colour) for line in lines]
    w = max((r.get_width() for r in rendered), default=1)
    line_h = f.get_linesize()
    h = max(1, line_h * len(rendered))
    off = max(2, size // 18) if shadow else 0
    surf = pygame.Surface((w + off, h + off), pygame.SRCALPHA)
    for i, r in enumerate(rendered):
        if shadow:
            s = f.render(lines[i], True, theme.SHADOW)
            s.set_alpha(150)
            surf.blit(s, (off, i * line_h + off))
        surf.blit(r, (0, i * line_h))
    return surf


def wrap(text: str, size: int, face: str, width: int) -> list[str]:
    f = font(size, face)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def balanced_wrap(text: str, size: int, face: str, width: int) -> list[str]:
    """`text` wrapped to `width` in as few lines as it needs, those lines as even as can be: no
    word such as "(5)" left alone on the last line."""
    lines = wrap(text, size, face, width)
    if len(lines) < 2:
        return lines
    low, high = width // len(lines), width
    while low < high:                       # the narrowest width that needs no more lines
        mid = (low + high) // 2
        if len(wrap(text, size, face, mid)) <= len(lines):
            high = mid
        else:
            low = mid + 1
    return wrap(text, size, face, high)


def fit_text(text: str, size: int, width: int, face: str = "bold") -> str:
    """`text`, cut with an ellipsis to fit `width` pixels (a name in a narrow place)."""
    if font(size, face).size(text)[0] <= width:
        return text
    while len(text) > 1 and font(size, face).size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text.rstrip() + "\u2026"


def ink_width(text: str, size: int, face: str = "body") -> int:
    """How wide `text` really is on screen: its letters' drawn extent, overhangs included (an
    opening «¿» or an italic f reaches past what the font's advance widths add up to)."""
    return render_text(text, size, theme.TEXT, face, False).get_bounding_rect().right


def fit_size(text: str, size: int, width: int, face: str = "body", smallest: int = 0) -> int:
    """The largest size up to `size` (not under `smallest`, by default two thirds of it) at which
    one line of `text` stays within `width` pixels, measured by its letters' real extent."""
    smallest = smallest or size * 2 // 3
    while size > smallest and ink_width(text, size, face) > width:
        size -= 2
    return size


def draw_text(surface: pygame.Surface, text: str, pos: tuple[float, float], size: int = theme.SIZE_BODY,
              colour: Colour = theme.TEXT, face: str = "body", anchor: str = "center",
              shadow: bool = True, width: int = 0, alpha: int = 255) -> pygame.Rect:
    surf = render_text(text, size, colour, face, shadow, width)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if alpha < 255:
        surf = surf.copy()
        surf.set_alpha(alpha)
    surface.blit(surf, rect)
    return rect


# ------------------------------------------------------------------ images

_images: dict[tuple, pygame.Surface] = {}      # the files as loaded: a finite set
_scaled = PixelLRU(SCALED_MB)     # the sizes asked for: the latest ones


class _NotYet(Exception):
    """The system is out of open files for a moment: the picture is loaded on a later frame."""


def image(rel: str, size: tuple[int, int] | None = None) -> pygame.Surface:
    """An image of assets/ (converted, optionally smooth-scaled), loaded once; the scaled
    copies are kept for the sizes used most recently, within SCALED_MB (tables ask for many).
    While the process is out of open files (a flood of connections), a picture not loaded yet
    is drawn blank, and loaded on a later frame: the table never stops for it."""
    try:
        return _image(rel, size)
    except _NotYet:
        return pygame.Surface(size or (1, 1), pygame.SRCALPHA)


def _image(rel: str, size: tuple[int, int] | None) -> pygame.Surface:
    if size is not None:
        key = (rel, size)
        surf = _scaled.get(key)
        if surf is None:
            surf = _scaled[key] = pygame.transform.smoothscale(_image(rel, None), size)
        return surf
    key = (rel, None)
    surf = _images.get(key)
    if surf is None:
        try:     # read here, not by SDL, so that a refusal says why (SDL calls it "no file")
            data = (theme.ASSETS / rel).read_bytes()
        except OSError as exc:
            if exc.errno in (errno.EMFILE, errno.ENFILE):
                raise _NotYet() from None
            raise
        loaded = pygame.image.load(io.BytesIO(data), rel)
        surf = _images[key] = loaded.convert_alpha() if pygame.display.get_surface() else loaded
    return surf


def tinted(surf: pygame.Surface, colour: Colour) -> pygame.Surface:
    out = surf.copy()
    out.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


# ------------------------------------------------------------------ panels

@pixel_lru(PANELS_MB)
def panel_surface(w: int, h: int, fill: Colour = theme.NAVY, border: Colour = theme.BRASS_DARK,
                  radius: int = 18, alpha: int = 235, border_w: int = 3) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 90), (6, 8, w - 6, h - 8), border_radius=radius)
    body = pygame.Rect(0, 0, w - 6, h - 8)
    pygame.draw.rect(surf, (*fill, alpha), body, border_radius=radius)
    # a faint top light
    light = pygame.Surface((body.w, body.h // 2), pygame.SRCALPHA)
    pygame.draw.rect(light, (255, 255, 255, 14), light.get_rect(), border_radius=radius)
    surf.blit(light, (0, 0))
    if border_w:
        pygame.draw.rect(surf, (*border, 255), body, border_w, border_radius=radius)
    return surf


@pixel_lru(2)
def plate_surface(w: int, h: int, colour: Colour = theme.INK, alpha: int = 210, radius: int = 12) -> pygame.Surface:
    """A plain see-through plate, to set words on over a busy or light ground (drawn once per size)."""
    surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*colour, alpha), surf.get_rect(), border_radius=radius)
    return surf


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, **kw) -> None:
    surface.blit(panel_surface(rect.w, rect.h, **kw), rect.topleft)


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, time: float, colour: Colour = theme.BRASS,
               radius: int = 16, width: int = 5) -> None:
    """The pulsing brass ring that marks what a confirm would act on."""
    grow = 3 + 3 * (0.5 + 0.5 * math.sin(time * 6))
    pygame.draw.rect(surface, colour, rect.inflate(grow * 2, grow * 2), width, border_radius=radius)


# ------------------------------------------------------------------ button prompts

PAD_GLYPHS = {"confirm": "ui/pad_a.png", "back": "ui/pad_b.png", "alt": "ui/pad_x.png", "undo": "ui/pad_y.png",
              "menu": "ui/pad_start.png", "page_prev": None, "page_next": None, "log": None}
KEY_GLYPHS = {"confirm": "ui/key_enter.png", "back": "ui/key_esc.png", "alt": "ui/key_tab.png",
              "menu": None}


def prompt_row(surface: pygame.Surface, items: list[tuple[str, str]], pos: tuple[int, int],
               kind: str, size: int = theme.SIZE_SMALL, anchor: str = "midbottom") -> pygame.Rect:
    """A row of "[glyph] label" hints for the device kind in use ("pad", "keyboard", "mouse")."""
    items = tuple((button, label) for button, label in items)
    if not items:
        rect = pygame.Rect(0, 0, 0, 0)
        setattr(rect, anchor, pos)
        return rect
    row = _prompt_row(items, kind, size, tuple(_glyph_name(button, kind) for button, _label in items))
    rect = row.get_rect()
    setattr(rect, anchor, pos)
    surface.blit(row, rect)
    return rect


@pixel_lru(ROWS_MB)
def _prompt_row(items: tuple[tuple[str, str], ...], kind: str, size: int, names: tuple[str, ...]) -> pygame.Surface:
    """The row drawn once for its hints, device kind and keys' names (a table asks for it every frame)."""
    pieces: list[pygame.Surface] = []
    for (button, label), name in zip(items, names):
        glyph = _glyph_in(button, kind, size + 12, name)
        text = render_text(label, size, theme.TEXT)
        w = glyph.get_width() + 10 + text.get_width()
        piece = pygame.Surface((w, max(glyph.get_height(), text.get_height())), pygame.SRCALPHA)
        piece.blit(glyph, (0, (piece.get_height() - glyph.get_height()) // 2))
        piece.blit(text, (glyph.get_width() + 10, (piece.get_height() - text.get_height()) // 2))
        pieces.append(piece)
    gap = 44
    total_w = sum(p.get_width() for p in pieces) + gap * max(0, len(pieces) - 1)
    h = max((p.get_height() for p in pieces), default=0)
    row = pygame.Surface((max(1, total_w), max(1, h)), pygame.SRCALPHA)
    x = 0
    for p in pieces:
        row.blit(p, (x, (h - p.get_height()) // 2))
        x += p.get_width() + gap
    return row


def _glyph(button: str, kind: str, height: int) -> pygame.Surface:
    """The button's glyph; a key whose name the language prints otherwise (Enter: «Intro», «Invio»)
    is drawn with that name, never with the English painted on the image."""
    return _glyph_in(button, kind, height, _glyph_name(button, kind))


def _glyph_name(button: str, kind: str) -> str:
    """The name on the button's glyph: a pad's as printed on it, a key's in the language spoken."""
    label = (PAD_NAMES if kind == "pad" else KEY_NAMES).get(button, button)
    return label if kind == "pad" else _(label)


@lru_cache(maxsize=64)
def _glyph_in(button: str, kind: str, height: int, label: str) -> pygame.Surface:
    rel = (PAD_GLYPHS if kind == "pad" else KEY_GLYPHS).get(button)
    english = (PAD_NAMES if kind == "pad" else KEY_NAMES).get(button, button)
    if rel and (theme.ASSETS / rel).exists():
        src = image(rel) if label == english else _renamed_key(image(rel), label, button == "confirm")
        w = max(1, round(src.get_width() * height / src.get_height()))
        return pygame.transform.smoothscale(src, (w, height))
    # A keycap drawn on the fly: keys without a glyph image, and keys named in the language.
    # Its letter at 0.6 of the cap's height: 24 px on the prompt row's 40 px caps, read from the couch
    # (tests/ui/test_legibility.py).
    text = render_text(label, int(height * 0.6), theme.TEXT_DARK, "bold", shadow=False)
    w = max(height, text.get_width() + 20)
    surf = pygame.Surface((w, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.PARCHMENT_DARK, surf.get_rect(), border_radius=10)
    pygame.draw.rect(surf, theme.PARCHMENT, surf.get_rect().inflate(-6, -8).move(0, -2), border_radius=8)
    surf.blit(text, text.get_rect(center=(w // 2, height // 2 - 2)))
    return surf


def _renamed_key(art: pygame.Surface, label: str, arrow: bool) -> pygame.Surface:
    """A keycap of tools/art/prompts.py (64 high, its top face from y 6 to 52) with `label` painted
    over its English name, as card_names.renamed does for the cards (Enter keeps its ↵)."""
    out = art.copy()
    band = pygame.Rect(12, 9, (78 if arrow else out.get_width() - 24), 40)
    column = out.subsurface((10, band.y, 1, band.h)).copy()
    out.blit(pygame.transform.scale(column, band.size), band)
    size = 24
    while size > 12 and font(size, "bold").size(label)[0] > band.w - 4:
        size -= 1
    text = font(size, "bold").render(label, True, theme.TEXT_DARK)
    if text.get_width() > band.w - 4:
        text = pygame.transform.smoothscale(text, (band.w - 4, text.get_height()))
    out.blit(text, text.get_rect(center=(band.centerx, 29)))
    return out


# ------------------------------------------------------------------ menus

def arrow(surface: pygame.Surface, center: tuple[int, int], direction: int, colour: Colour,
          size: int = 13) -> None:
    """A solid triangle pointing left (-1) or right (+1): "this value changes with left/right"."""
    x, y = center
    pygame.draw.polygon(surface, colour, [(x + direction * size, y), (x - direction * size, y - size),
                                          (x - direction * size, y + size)])


Text = "str | Callable[[], str]"


def words(text: "str | Callable[[], str]", translate: bool = True) -> str:
    """What a label says now: a callable is asked (it translates what it builds itself); a plain
    string is English marked with N_() and translated here, at draw time, unless `translate` is
    off (a player's name, a save's description)."""
    if callable(text):
        return text()
    return _(text) if translate else text


@dataclass
class MenuItem:
    """One line of a menu. `label` and `hint` are English marked with N_() (translated when
    drawn, so a change of language shows at once) or callables; `translate=False` keeps a label
    as it is (a player's name)."""

    label: Text
    on_confirm: Callable[[], None] | None = None
    value: Callable[[], str] | None = None           # shown at the right ("On", "8"), translated by it
    on_change: Callable[[int], None] | None = None   # left/right: -1 / +1
    enabled: bool = True
    hint: Text = ""                                  # one line under the menu when focused
    translate: bool = True

    def text(self) -> str:
        return words(self.label, self.translate)

    def hint_text(self) -> str:
        return words(self.hint) if self.hint else ""


@dataclass
class Menu:
    """A vertical list of items: up/down/confirm with keys or pads, hover and click with a mouse."""

    items: list[MenuItem]
    center: tuple[int, int]
    width: int = 720
    item_h: int = 84
    size: int = theme.SIZE_LARGE
    index: int = 0
    rects: list[pygame.Rect] = field(default_factory=list)
    hint_pos: tuple[int, int] | None = None          # where the focused item's hint goes (its centre)
    hint_width: int = 1400                            # it wraps to this width

    def __post_init__(self) -> None:
        self._layout()
        if self.items and not self.items[self.index].enabled:
            self.move(1)

    def _layout(self) -> None:
        top = self.center[1] - len(self.items) * self.item_h // 2
        self.rects = [pygame.Rect(self.center[0] - self.width // 2, top + i * self.item_h, self.width,
                                  self.item_h - 12) for i in range(len(self.items))]

    @property
    def focused(self) -> MenuItem:
        return self.items[self.index]

    def move(self, step: int) -> None:
        n = len(self.items)
        for _ in range(n):
            self.index = (self.index + step) % n
            if self.items[self.index].enabled:
                return

    def handle(self, intent) -> str | None:
        """Apply an intent; returns "moved", "changed", "confirmed" or None."""
        k = intent.kind
        if k in ("up", "down"):
            self.move(-1 if k == "up" else 1)
            return "moved"
        if k in ("left", "right") and self.focused.on_change:
            self.focused.on_change(-1 if k == "left" else 1)
            return "changed"
        if k == "point" or k == "click":
            for i, r in enumerate(self.rects):
                if r.collidepoint(intent.pos) and self.items[i].enabled:
                    moved = i != self.index
                    self.index = i
                    if k == "click":
                        return self._confirm(intent)
                    return "moved" if moved else None
            return None
        if k == "confirm":
            return self._confirm(intent)
        return None

    def _confirm(self, intent) -> str | None:
        item = self.focused
        if not item.enabled:
            return None
        if item.on_confirm:
            item.on_confirm()
            return "confirmed"
        if item.on_change:
            # A click on the right half raises, on the left half lowers; confirm raises.
            step = 1
            if intent.kind == "click" and intent.pos[0] < self.rects[self.index].centerx - 100:
                step = -1
            item.on_change(step)
            return "changed"
        return None

    def draw(self, surface: pygame.Surface, time: float) -> None:
        for i, (item, rect) in enumerate(zip(self.items, self.rects)):
            focused = i == self.index
            fill = theme.WOOD if focused else theme.NAVY
            draw_panel(surface, rect, fill=fill, border=theme.BRASS if focused else theme.BRASS_DARK,
                       radius=14, alpha=235 if focused else 200)
            colour = theme.TEXT if item.enabled else theme.TEXT_DIM
            if item.value is None:
                draw_text(surface, item.text(), rect.move(-3, -4).center, self.size, colour, "bold")
            else:
                draw_text(surface, item.text(), (rect.x + 32, rect.centery - 4), self.size, colour, "bold",
                          anchor="midleft")
                val = item.value()
                right = rect.right - (64 if focused and item.on_change else 32)
                vr = draw_text(surface, val, (right, rect.centery - 4), self.size, theme.BRASS, "bold",
                               anchor="midright")
                if focused and item.on_change:
                    arrow(surface, (vr.left - 26, rect.centery - 4), -1, theme.BRASS)
                    arrow(surface, (rect.right - 38, rect.centery - 4), 1, theme.BRASS)
            if focused:
                focus_ring(surface, rect.move(-3, -4).inflate(-6, -8), time, radius=14)
        hint = self.focused.hint_text() if self.items else ""
        if hint:
            # Body-sized and bright: read from the couch, on any backdrop (tests/ui/test_lobby.py
            # measures its contrast).
            pos = self.hint_pos or (self.center[0], self.rects[-1].bottom + 44)
            draw_text(surface, hint, pos, theme.SIZE_BODY, theme.TEXT, width=self.hint_width)
