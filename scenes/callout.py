"""A coach's panel of words placed where it hides nothing it must not, and the rings round what it names.

Shared by the lessons' coach (scenes/tutorial) and the coach cards of a player's first games
(scenes/coach.py):

    spot = place(text, avoid, regions, title="", warn="", foot=True, pages=False, heading="")
    rings(surface, rects, time)
    button = draw(surface, spot, page, progress=..., note=..., foot=[...], kind=..., time=..., ready=True)

`avoid` is what its words ring or name (the panel keeps clear of the rings round them), `keep`
what the table keeps clear (its status line, the pending choice and everything its focus can
visit, the hand, the phase line: `TableScene.keep_clear`). `regions` are where the panel would rather
stand, best first (a lesson's spots). The words are always drawn at the body size
(theme.SIZE_BODY, the tables' body text), in every language; the panel

1. stands in the first region where it fits and hides nothing (sliding down the region);
2. else grows: the whole screen above the prompt row is searched for a free place, the widest
   panel first (fewest lines), nearest the first region;
3. else, when `pages` allows (a reading step), the words split into pages that fit the
   largest free place (Continue turns them);
4. else stands where it hides least (a lesson's tests catch it: the step must be cut).

`place` is cached (a step's words and rects stay the same from frame to frame).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from . import theme
from .widgets import draw_panel, draw_text, prompt_row, wrap

SIZE = theme.SIZE_BODY          # the coach's words: never smaller than the tables' body text
LINE = round(SIZE * 1.28)       # one line of them
PAD = 24                        # inside the panel
FOOT = 52                       # the row under the words: Continue, or what to do
TITLE_H = 60                    # a line of the title over the words
HEAD_H = 36                     # a line of the small heading over it all (a lesson's chapter)
NARROW = 640                    # narrower panels put Continue on a row of their own
WARN_H = LINE                   # a line of the coach's answer to another move (at the body size too)
GAP = 22                        # between the panel and what it rings (the rings stand outside)
KEEP_GAP = 8                    # between the panel and what it only keeps clear
RING = (120, 236, 214)          # the coach's highlight: a sea-green brighter than the table's brass
AREA = pygame.Rect(8, 8, theme.SCREEN_W - 16, theme.SCREEN_H - 8 - 70)   # above the prompt row
WIDTHS = (1320, 1180, 1040, 920, 800, 700, 600, 520, 440, 380, 310)      # the free search, widest first
DEFAULT_REGIONS = (pygame.Rect(300, 110, 1320, 300), pygame.Rect(300, 640, 1320, 370),
                   pygame.Rect(300, 380, 1320, 320))


@dataclass(frozen=True)
class Spot:
    """Where a panel stands and what it shows: its rect, its pages of lines (one page when the
    words fit), the warning's lines, whether it hides nothing of `avoid`, and the lines of its
    heading and title at its width."""

    rect: pygame.Rect
    pages: tuple[tuple[str, ...], ...]
    warned: tuple[str, ...]
    clear: bool
    heading: tuple[str, ...] = ()
    title: tuple[str, ...] = ()

    @property
    def size(self) -> int:
        return SIZE


def rings(surface: pygame.Surface, rects, time: float) -> None:
    """A pulsing double ring round each rect the words point at."""
    pulse = 0.5 + 0.5 * math.sin(time * 5)
    for rect in rects:
        outer = pygame.Rect(rect).inflate(18 + 8 * pulse, 18 + 8 * pulse)
        pygame.draw.rect(surface, theme.INK, outer.inflate(6, 6), 4, border_radius=18)
        pygame.draw.rect(surface, RING, outer, 6, border_radius=16)


def height(lines: int, width: int, heads: int, warned: int, foot: bool) -> int:
    """A panel's height for so many lines of words at the body size; `heads`: the height of its
    heading and title (tops())."""
    rows = 2 if width < NARROW and foot else 1
    return PAD + heads + lines * LINE + warned * WARN_H + FOOT * rows + 8


def tops(heading: str, title: str, width: int) -> tuple[tuple[str, ...], tuple[str, ...], int]:
    """The heading's and the title's lines at this width, and the height they take."""
    heads = tuple(wrap(heading, theme.SIZE_SMALL, "bold", width - 2 * PAD)) if heading else ()
    titles = tuple(wrap(title, theme.SIZE_LARGE, "display", width - 2 * PAD)) if title else ()
    return heads, titles, len(heads) * HEAD_H + len(titles) * TITLE_H


def place(text: str, avoid, regions=(), title: str = "", warn: str = "", foot: bool = True,
          pages: bool = False, heading: str = "", keep=()) -> Spot:
    """Where the panel of `text` stands (see the module's docstring): clear of the rings round
    `avoid` (GAP) and of `keep` (KEEP_GAP)."""
    key_avoid = tuple(tuple(pygame.Rect(r).inflate(2 * GAP, 2 * GAP)) for r in avoid)
    key_avoid += tuple(tuple(pygame.Rect(r).inflate(2 * KEEP_GAP, 2 * KEEP_GAP)) for r in keep)
    key_regions = tuple(tuple(pygame.Rect(r)) for r in (regions or DEFAULT_REGIONS))
    return _place(text, key_avoid, key_regions, title, warn or "", foot, pages, heading)


@lru_cache(maxsize=64)
def _place(text: str, avoid: tuple, regions: tuple, title: str, warn: str, foot: bool, pages: bool,
           heading: str) -> Spot:
    blocks = [pygame.Rect(r) for r in avoid]
    regions = [pygame.Rect(r) for r in regions]
    anchor = regions[0].center

    def measure(width: int) -> tuple[list[str], tuple[str, ...], int]:
        lines = wrap(text, SIZE, "body", width - 2 * PAD)
        warn_lines = tuple(wrap(warn, SIZE, "bold", width - 2 * PAD)) if warn else ()
        return lines, warn_lines, height(len(lines), width, tops(heading, title, width)[2], len(warn_lines), foot)

    def spot(rect: pygame.Rect, chunks, warned, clear: bool) -> Spot:
        heads, titles, _h = tops(heading, title, rect.w)
        return Spot(rect, tuple(tuple(c) for c in chunks), warned, clear, heads, titles)

    def free(rect: pygame.Rect) -> bool:
        return AREA.contains(rect) and rect.collidelist(blocks) < 0

    # 1. the regions, in order: the panel as wide as the region, slid down it
    for region in regions:
        lines, warned, need = measure(region.w)
        if need > region.h:
            continue
        for y in _slide(region.y, region.bottom - need, blocks):
            rect = pygame.Rect(region.x, y, region.w, need)
            if free(rect):
                return spot(rect, (lines,), warned, True)
    # 2. the whole screen, the widest panel first, nearest the first region
    for width in WIDTHS:
        lines, warned, need = measure(width)
        found = _nearest(_candidates(width, need, blocks, regions), anchor, free)
        if found is not None:
            return spot(found, (lines,), warned, True)
    # 3. pages in the largest free place
    if pages:
        best = None
        for width in WIDTHS:
            lines, warned, need = measure(width)
            fixed = height(0, width, tops(heading, title, width)[2], len(warned), foot)
            for rect in _candidates(width, fixed + 2 * LINE, blocks, regions):
                if not free(rect):
                    continue
                room = _room_below(rect, blocks)
                fit = (room - fixed) // LINE
                if fit >= 2 and (best is None or (fit, width) > best[0]):
                    best = ((fit, width), rect, lines, warned)
        if best is not None:
            (fit, width), rect, lines, warned = best
            chunks = [lines[i:i + fit] for i in range(0, len(lines), fit)]
            need = height(max(len(c) for c in chunks), width, tops(heading, title, width)[2], len(warned), foot)
            return spot(pygame.Rect(rect.x, rect.y, width, need), chunks, warned, True)
    # 4. where it hides least
    best = None
    for order, region in enumerate(regions):
        lines, warned, need = measure(region.w)
        rect = pygame.Rect(region.x, region.y, region.w, need)
        hidden = sum(rect.clip(b).w * rect.clip(b).h for b in blocks)
        key = (hidden, order)
        if best is None or key < best[0]:
            best = (key, spot(rect, (lines,), warned, False))
    return best[1]


def _slide(top: int, bottom: int, blocks) -> list[int]:
    """The heights a panel may stand at between `top` and `bottom`: the top, below each block, the bottom."""
    ys = [top] + [b.bottom for b in blocks if top < b.bottom < bottom] + [bottom]
    return sorted({y for y in ys if top <= y <= bottom})


def _candidates(width: int, need: int, blocks, regions) -> list[pygame.Rect]:
    """Panels of this size standing against the screen's edges, the regions' and every block's sides."""
    xs = {AREA.x, AREA.right - width, AREA.centerx - width // 2}
    ys = {AREA.y, AREA.bottom - need}
    for r in list(blocks) + list(regions):
        xs |= {r.x, r.right, r.x - width, r.right - width}
        ys |= {r.y, r.bottom, r.y - need, r.bottom - need}
    return [pygame.Rect(x, y, width, need) for x in xs for y in ys
            if AREA.x <= x <= AREA.right - width and AREA.y <= y <= AREA.bottom - need]


def _nearest(rects, anchor, free) -> pygame.Rect | None:
    best = None
    for rect in rects:
        if free(rect):
            d = (rect.centerx - anchor[0]) ** 2 + (rect.centery - anchor[1]) ** 2
            if best is None or (d, rect.x, rect.y) < best[0]:
                best = ((d, rect.x, rect.y), rect)
    return None if best is None else best[1]


def _room_below(rect: pygame.Rect, blocks) -> int:
    """How tall a panel standing at `rect`'s top may grow before it meets a block or the row below."""
    bottom = AREA.bottom
    for b in blocks:
        if b.right > rect.x and b.x < rect.right and b.y >= rect.y:
            bottom = min(bottom, b.y)
    return bottom - rect.y


def draw(surface: pygame.Surface, spot: Spot, page: int = 0, *, progress: str = "", note: str = "",
         foot=(), kind: str = "keyboard", time: float = 0.0, ready: bool = True) -> pygame.Rect | None:
    """The panel at its spot (its heading, title and `page` of its words); returns the rect of its
    button (the foot's prompt), or None. `ready` False dims the button (the step's beat has not
    passed)."""
    rect = spot.rect
    draw_panel(surface, rect, fill=theme.INK, border=RING, alpha=240)
    y = rect.y + PAD
    for line in spot.heading:
        draw_text(surface, line, (rect.x + PAD, y - 6), theme.SIZE_SMALL, theme.BRASS, "bold", anchor="topleft")
        y += HEAD_H
    for line in spot.title:
        draw_text(surface, line, (rect.x + PAD, y), theme.SIZE_LARGE, theme.BRASS, "display", anchor="topleft")
        y += TITLE_H
    for line in spot.pages[min(page, len(spot.pages) - 1)]:
        draw_text(surface, line, (rect.x + PAD, y), SIZE, theme.TEXT, anchor="topleft")
        y += LINE
    for line in spot.warned:
        draw_text(surface, line, (rect.x + PAD, y), SIZE, theme.WARN, "bold", anchor="topleft")
        y += WARN_H
    foot_y = rect.bottom - 20
    x = rect.x + PAD
    if rect.w < NARROW and foot:                 # a narrow panel: the button on a row of its own
        foot_y -= FOOT
    if progress:
        x = draw_text(surface, progress, (x, foot_y), theme.SIZE_SMALL, theme.TEXT_DIM, anchor="bottomleft").right + 28
    if note:
        draw_text(surface, note, (x, foot_y), theme.SIZE_SMALL, theme.FOAM, "bold", anchor="bottomleft")
    if not foot:
        return None
    layer = pygame.Surface((rect.w, 90), pygame.SRCALPHA)
    drawn = prompt_row(layer, list(foot), layer.get_size(), kind, anchor="bottomright")
    piece = layer.subsurface(drawn.clip(layer.get_rect()))
    button = piece.get_rect(bottomright=(rect.right - PAD - 6, (rect.bottom - 20 if rect.w < NARROW else foot_y) + 6))
    if ready:
        surface.blit(piece, button)
        pulse = 0.5 + 0.5 * math.sin(time * 4)
        pygame.draw.rect(surface, RING, button.inflate(24 + 6 * pulse, 14 + 4 * pulse), 3, border_radius=12)
    else:                                        # not yet: the button waits, dimmed, for the step's beat
        piece = piece.copy()
        piece.set_alpha(110)
        surface.blit(piece, button)
    return button
