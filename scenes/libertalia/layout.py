"""Where Libertalia's pieces sit on the 1920x1080 screen: the Tiled map's places, day spaces, dens and track."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.boards import load_board

from .. import theme

MAP_PATH = theme.MAPS / "libertalia.tmx"
KINDS = ("place", "day", "den", "score")

CARD_W, CARD_H = 200, 290          # a character in hand (or in a choice row)
SHIP_W, SHIP_H = 150, 205          # a character on the ship (a ranked place)
CHIP_W, CHIP_H = 44, 58            # a character in a den or graveyard
TOKEN = 46                         # a booty token on a day space
DEN_TOKEN = 40                     # a booty token in a den
HAND_Y = 724


@lru_cache(maxsize=1)
def board():
    return load_board(MAP_PATH, kinds=KINDS)


def _rect(obj) -> pygame.Rect:
    return pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))


@lru_cache(maxsize=64)
def _spaces(kind: str) -> tuple[pygame.Rect, ...]:
    return tuple(_rect(s) for s in board().spaces if s.kind == kind)


def spaces(kind: str) -> list[pygame.Rect]:
    """The map's spaces of one kind, in index order (copies: callers may move them)."""
    return [r.copy() for r in _spaces(kind)]


@lru_cache(maxsize=64)
def _anchor(name: str) -> pygame.Rect:
    return _rect(board().anchors[name])


def anchor(name: str) -> pygame.Rect:
    return _anchor(name).copy()


def place_rect(index: int) -> pygame.Rect:
    """The ranked place `index` (0 = leftmost) on the deck."""
    return _spaces("place")[index].copy()


def day_rect(day: int) -> pygame.Rect:
    """Day space 1-6."""
    return _spaces("day")[day - 1].copy()


def track_cells() -> int:
    return int(board().properties.get("track", 60))


def track_rect(score: int) -> pygame.Rect:
    cells = _spaces("score")
    return cells[max(0, score) % len(cells)].copy()


def den_rects(players: int) -> list[pygame.Rect]:
    return [r.copy() for r in _den_rects(players)]


@lru_cache(maxsize=8)
def _den_rects(players: int) -> tuple[pygame.Rect, ...]:
    """One den per seat, the map's 6 den slots centred for fewer players."""
    slots = spaces("den")
    step = slots[1].x - slots[0].x
    width = slots[0].w
    total = step * (players - 1) + width
    x0 = (theme.SCREEN_W - total) // 2
    return tuple(pygame.Rect(x0 + i * step, slots[0].y, width, slots[0].h) for i in range(players))


def row_rects(count: int, w: int = CARD_W, h: int = CARD_H, y: int = HAND_Y, gap: int = 8,
              span: int = 1880) -> list[pygame.Rect]:
    """`count` cards in a centred row (overlapping when they do not fit in `span`)."""
    if count <= 0:
        return []
    step = min(w + gap, (span - w) / max(1, count - 1)) if count > 1 else w
    total = step * (count - 1) + w
    x0 = (theme.SCREEN_W - total) / 2
    return [pygame.Rect(round(x0 + i * step), y, w, h) for i in range(count)]


def bank_pos() -> tuple[int, int]:
    return anchor("bow").center


def bag_pos() -> tuple[int, int]:
    return anchor("stern").center
