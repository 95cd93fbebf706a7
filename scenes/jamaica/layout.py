"""Where things sit on the Jamaica table: the Tiled map's spaces and anchors on the 1920x1080 screen.

The map (maps/jamaica.tmx) is drawn at its properties screen_x, screen_y; its "spaces"
layer gives each space's square, its "anchors" layer the dice tray, treasure deck,
bank, the hand's strip and the six hold boards (hold_0..hold_5, hold_ghost), which
lie outside the map's rectangle, on the screen's sides.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.boards import load_board
from game.jamaica.circuit import MAP_PATH

from .. import theme


@lru_cache(maxsize=1)
def board():
    return load_board(MAP_PATH)


def origin() -> tuple[int, int]:
    props = board().properties
    return int(props.get("screen_x", 384)), int(props.get("screen_y", 60))


def map_rect() -> pygame.Rect:
    x, y = origin()
    return pygame.Rect(x, y, board().width, board().height)


@lru_cache(maxsize=64)
def space_rect(index: int) -> pygame.Rect:
    s = board().space(index)
    x, y = origin()
    return pygame.Rect(round(x + s.x), round(y + s.y), round(s.width), round(s.height))


def space_center(index: int) -> tuple[int, int]:
    return space_rect(index).center


def anchor(name: str) -> pygame.Rect:
    a = board().anchors[name]
    x, y = origin()
    return pygame.Rect(round(x + a.x), round(y + a.y), round(a.width), round(a.height))


def space_count() -> int:
    return len(board().spaces)


@lru_cache(maxsize=64)
def facing(index: int) -> int:
    """+1 when a ship on `index` sails rightwards (its next space lies to the right), else -1;
    along a column it keeps the way of the space before."""
    here = space_rect(index)
    nxt = board().successors(index)
    dx = space_rect(nxt[0]).centerx - here.centerx if nxt else 0
    if dx:
        return 1 if dx > 0 else -1
    prev = [i for i in range(space_count()) if index in board().successors(i)]
    return facing(prev[0]) if prev and prev[0] != index and prev[0] < index else -1


# --------------------------------------------------------------------- ships on the map
SHIP_SIZES = {1: 80, 2: 66, 3: 58, 4: 54, 5: 50, 6: 48, 7: 46}
OFFSETS = {
    1: [(0, 0)],
    2: [(-17, -7), (17, 7)],
    3: [(-21, -12), (21, -12), (0, 12)],
    4: [(-20, -15), (20, -15), (-20, 13), (20, 13)],
    5: [(-26, -16), (0, -16), (26, -16), (-13, 13), (13, 13)],
    6: [(-27, -15), (0, -15), (27, -15), (-27, 14), (0, 14), (27, 14)],
    7: [(-30, -15), (-10, -15), (10, -15), (30, -15), (-20, 14), (0, 14), (20, 14)],
}


def ship_spot(space: int, slot: int, count: int) -> tuple[tuple[int, int], int]:
    """(centre, width) of the `slot`-th of `count` ships sharing `space`."""
    n = max(1, min(7, count))
    cx, cy = space_center(space)
    dx, dy = OFFSETS[n][min(slot, n - 1)]
    return (cx + dx, cy + dy - 6), SHIP_SIZES[n]


# --------------------------------------------------------------------- the hold boards
PANEL_W, PANEL_H = 360, 344
HEADER_H = 54
HOLDS_Y, HOLDS_H = 58, 132          # the hold board inside a panel
HOLDS_X, HOLDS_W = 10, 340
CARD_Y = 198                        # the played card, below the holds
CARD_W, CARD_H = 96, 134
TREASURE_W, TREASURE_H = 52, 73


def panel_rect(ship: int, players: int) -> pygame.Rect:
    """The hold board of a ship: its seat's anchor, or hold_ghost for the ghost ship."""
    return anchor("hold_ghost" if ship >= players else f"hold_{ship}")


def hold_rects(panel: pygame.Rect, n: int) -> list[pygame.Rect]:
    """The compartments of a hold board with n holds (5, or 6 with the 6th-hold treasure)."""
    gap, pad = 8, 9
    cw = (HOLDS_W - 2 * pad - (n - 1) * gap) / n
    x0, y0 = panel.x + HOLDS_X, panel.y + HOLDS_Y
    return [pygame.Rect(round(x0 + pad + k * (cw + gap)), y0 + pad, round(cw), HOLDS_H - 2 * pad)
            for k in range(n)]


def card_rect(panel: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(panel.x + 12, panel.y + CARD_Y, CARD_W, CARD_H)


def treasure_rects(panel: pygame.Rect, n: int) -> list[pygame.Rect]:
    """Slots of a ship's treasure cards, to the right of the played card (overlapping when many)."""
    x0, x1 = panel.x + 122, panel.right - 12
    step = min(TREASURE_W + 6, (x1 - x0 - TREASURE_W) / max(1, n - 1)) if n > 1 else 0
    return [pygame.Rect(round(x0 + k * step), panel.y + CARD_Y + 4, TREASURE_W, TREASURE_H) for k in range(n)]


def stats_y(panel: pygame.Rect) -> int:
    return panel.y + CARD_Y + TREASURE_H + 30


# --------------------------------------------------------------------- the island's tray, the hand
def tray() -> dict[str, pygame.Rect]:
    return {name: anchor(name) for name in ("dice_day", "dice_night", "combat_die", "treasure_deck", "bank")}


def hand_rects(n: int) -> list[pygame.Rect]:
    """The viewer's hand in the strip under the circuit (the map's "cards" anchor)."""
    strip = anchor("cards")
    h = min(strip.h + 6, 118)
    w = round(h * 200 / 280)
    gap = 14
    total = n * w + (n - 1) * gap
    x0 = strip.centerx - total // 2
    return [pygame.Rect(x0 + k * (w + gap), strip.bottom - h + 4, w, h) for k in range(n)]


# The island's clear middle: decision panels open here, leaving the circuit visible.
ISLAND = pygame.Rect(710, 322, 500, 486)
TOP_BAR = pygame.Rect(0, 0, 1150, 60)
TOP_BAR.midtop = (theme.SCREEN_W // 2, 2)
