"""How to play: a game's rules as pages of text with the components they talk about, from the lobby or the pause menu.

The pages come from each table's rules room, scenes/<game id>/rules.py:
`pages(options) -> list[Page]`, so the text can follow the chosen variants. A page's `figures`
(the game's generated art under assets/, each with its name; a card's painted name in the language
spoken, scenes/card_names.py) stand beside the text in cells of one size, the text column as wide
on every page, so that nothing jumps as the pages turn. Left/right (or LB/RB, Q/R, the mouse wheel)
turns pages; back closes.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from game.i18n import N_, _

from . import tables, theme
from .card_names import picture
from .common import Overlay, prompts
from .input import KEY_NAMES, PAD_NAMES, names
from .widgets import arrow, draw_panel, draw_text, render_text, wrap


@dataclass(frozen=True)
class Figure:
    image: str     # a picture under assets/ (the game's generated art)
    caption: str   # its name, as the board and the text call it


_KEY = re.compile(r"\{(" + "|".join(KEY_NAMES) + r"|pages)\}")


def key_names(text: str) -> str:
    """`text` with each button written `{confirm}`, `{alt}`, `{back}`... named as every prompt
    names it ("A / Enter": scenes.input.names), and `{pages}` as "LB / RB (Q / R)"."""
    def name(m: re.Match) -> str:
        button = m.group(1)
        if button == "pages":
            return (f"{PAD_NAMES['page_prev']} / {PAD_NAMES['page_next']} "
                    f"({KEY_NAMES['page_prev']} / {KEY_NAMES['page_next']})")
        return names(button)
    return _KEY.sub(name, text)


@dataclass(frozen=True)
class Page:
    title: str
    text: str      # paragraphs separated by blank lines; a line starting "- " is a bullet;
    #                {confirm}, {alt}, {back}... name the keys as the prompts do (key_names())
    figures: tuple[Figure, ...] = ()   # the components the page talks about, drawn beside the text

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", key_names(self.text))


#: The keys and pad buttons the Controls pages name, as the prompt row draws them (assets/ui).
KEYS = {
    "arrows": Figure("ui/key_arrows.png", N_("Arrow keys")),
    "space": Figure("ui/key_space.png", N_("Space")),
    "mouse": Figure("ui/mouse_left.png", N_("Mouse")),
    "enter": Figure("ui/key_enter.png", KEY_NAMES["confirm"]),   # «Intro», «Invio»: painted on it too
    "esc": Figure("ui/key_esc.png", "Esc"),         # i18n: keep
    "tab": Figure("ui/key_tab.png", "Tab"),         # i18n: keep
    "a": Figure("ui/pad_a.png", "A"),
    "b": Figure("ui/pad_b.png", "B"),
    "x": Figure("ui/pad_x.png", "X"),
    "y": Figure("ui/pad_y.png", "Y"),
    "start": Figure("ui/pad_start.png", "Start"),   # i18n: keep
}


#: The line every Controls page has for What's this? (scenes/inspect.py).
WHATS_THIS = N_("- What's this? (H, RS on a pad): ring a thing; confirm tells what it is.")


def keys(*names: str) -> tuple[Figure, ...]:
    return tuple(KEYS[n] for n in names)


def pages_for(game_id: str, options: dict | None = None) -> list[Page] | None:
    """The rules pages of a game, or None when it has none."""
    if not tables.has_room(game_id, "rules"):
        return None
    return tables.room(game_id, "rules").pages(dict(options or {}))


PANEL = pygame.Rect(150, 60, 1620, 900)
TEXT_W = PANEL.w - 160
WIDE = pygame.Rect(40, 60, 1840, 900)        # every page: the text, and the figures' column beside it
FIGURE_TEXT_W = TEXT_W - 300
COLUMN = pygame.Rect(WIDE.x + 80 + FIGURE_TEXT_W + 30, WIDE.y + 140,
                     WIDE.right - (WIDE.x + 80 + FIGURE_TEXT_W + 30) - 84, WIDE.h - 230)
GRID = (3, 3)                                # the figures' cells: columns, rows (at most 9 a page)
CELL = pygame.Rect(0, 0, COLUMN.w // GRID[0], COLUMN.h // GRID[1])
CAPTION_H = 64                               # two lines of caption under each picture


def text_width(page: Page) -> int:
    """The text column: one width for every page, so nothing jumps when the pages turn."""
    return FIGURE_TEXT_W


def figure_cells(n: int) -> list[pygame.Rect]:
    """Where n figures stand: cells of one size (CELL) on a grid of GRID, filled row by row, a last
    row that is not full centred, the whole block centred in the column."""
    cols, rows = GRID
    if n > cols * rows:
        raise ValueError(f"a page draws at most {cols * rows} figures, not {n}")
    if n <= 0:
        return []
    used = -(-n // cols)
    top = COLUMN.y + (COLUMN.h - used * CELL.h) // 2
    out = []
    for i in range(n):
        row, col = divmod(i, cols)
        in_row = min(cols, n - row * cols)
        left = COLUMN.x + (COLUMN.w - in_row * CELL.w) // 2
        out.append(pygame.Rect(left + col * CELL.w, top + row * CELL.h, CELL.w, CELL.h))
    return out


def draw_figures(surface: pygame.Surface, figures: tuple[Figure, ...]) -> list[pygame.Rect]:
    """Each figure's picture, fitted to its cell above its caption; returns the pictures' rects."""
    out = []
    for fig, cell in zip(figures, figure_cells(len(figures))):
        pic = picture(fig.image)
        room = (cell.w - 16, cell.h - 8 - CAPTION_H)
        scale = min(room[0] / pic.get_width(), room[1] / pic.get_height())
        size = (max(1, int(pic.get_width() * scale)), max(1, int(pic.get_height() * scale)))
        rect = pygame.Rect((0, 0), size)
        rect.midbottom = (cell.centerx, cell.bottom - CAPTION_H)
        surface.blit(picture(fig.image, size), rect)
        size, lines = caption_lines(_(fig.caption), cell.w - 8)
        for k, line in enumerate(lines):
            text = render_text(line, size, theme.WOOD_DARK, "bold", shadow=False)
            if text.get_width() > cell.w - 8:
                text = pygame.transform.smoothscale(text, (cell.w - 8, text.get_height()))
            surface.blit(text, text.get_rect(center=(cell.centerx, rect.bottom + 18 + k * 30)))
        out.append(rect)
    return out


def caption_lines(caption: str, width: int) -> tuple[int, list[str]]:
    """A caption in at most two lines of `width`: the small size, or a smaller one when it needs it."""
    for size in (theme.SIZE_SMALL, 25, 22):
        lines = wrap(caption, size, "bold", width)
        if len(lines) <= 2 and all(render_text(ln, size, theme.WOOD_DARK, "bold").get_width() <= width
                                   for ln in lines):
            return size, lines
    return 22, (lines[:1] + [" ".join(lines[1:])] if len(lines) > 1 else lines)


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
    out: list[tuple[str, bool]] = []
    for body, bullet in paragraphs(page.text):
        if not body:
            out.append(("", False))
            continue
        lines = wrap(body, theme.SIZE_BODY, "body", text_width(page) - (40 if bullet else 0))
        for i, line in enumerate(lines):
            out.append((("\u2022 " if bullet and i == 0 else "    " if bullet else "") + line, bullet and i == 0))
    return out


class HowToPlay(Overlay):
    veil_alpha = 200

    def __init__(self, app, game_id: str, options: dict | None = None, title: str = "") -> None:
        super().__init__(app)
        self.game_id, self.options = game_id, options
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

    def language_changed(self) -> None:
        """The pages are written in the language spoken when they were made: make them again."""
        self.pages = pages_for(self.game_id, self.options) or []
        self.index = min(self.index, max(0, len(self.pages) - 1))
        self.rendered.clear()

    def page_surface(self, i: int) -> pygame.Surface:
        """A page rendered once: heading and wrapped text on parchment."""
        if i not in self.rendered:
            surf = pygame.Surface(PANEL.size, pygame.SRCALPHA)
            page = self.pages[i]
            y = 150
            line_h = int(theme.SIZE_BODY * 1.28)
            for text, _bullet in layout_page(page):
                if text:
                    surf.blit(render_text(text, theme.SIZE_BODY, theme.TEXT_DARK, shadow=False), (80, y))
                y += line_h if text else line_h // 2
            self.rendered[i] = surf
        return self.rendered[i]

    def draw(self, surface) -> None:
        self.draw_below(surface)
        page = self.pages[self.index] if self.pages else None
        panel = WIDE if page is not None else PANEL
        draw_panel(surface, panel, fill=theme.PARCHMENT, border=theme.BRASS_DARK, alpha=250)
        if page is None:
            draw_text(surface, _("No rules pages yet."), PANEL.center, theme.SIZE_BODY, theme.TEXT_DARK, shadow=False)
            return
        heading = _("{game}: {page}").format(game=self.title, page=page.title) if self.title else page.title
        draw_text(surface, heading, (panel.centerx, panel.y + 80), theme.SIZE_HEADING, theme.WOOD_DARK, "display",
                  shadow=False)
        surface.blit(self.page_surface(self.index), panel.topleft)
        draw_figures(surface, page.figures)
        draw_text(surface, f"{self.index + 1} / {len(self.pages)}", (panel.centerx, panel.bottom - 44),
                  theme.SIZE_SMALL, theme.WOOD, "bold", shadow=False)
        if self.index > 0:
            arrow(surface, (panel.x + 40, panel.centery), -1, theme.WOOD, 18)
        if self.index < len(self.pages) - 1:
            arrow(surface, (panel.right - 46, panel.centery), 1, theme.WOOD, 18)
        prompts(self, surface, [("confirm", _("Next page") if self.index < len(self.pages) - 1 else _("Close")),
                                ("back", _("Close"))])
