"""Where things sit on the Cartagena table, and the path's art taken from the Tiled maps.

The path is laid as a serpentine of rows of 12 spaces (two pieces a row): the
dungeon before the first space, the sloop after the last. Each space's picture
is the tile of the piece's Tiled map (maps/cartagena/tunnel_N.tmx, read with
pytmx.util_pygame), so a reversed piece simply lists its tiles backwards.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame
import pytmx
from pytmx.util_pygame import load_pygame

from .. import theme

SPACE = 112             # a space's size on screen
PER_ROW = 12
ROW_GAP = 60
BOARD_TOP = 128
BOARD_LEFT = (theme.SCREEN_W - PER_ROW * SPACE) // 2
END_SIZE = 236          # the dungeon and sloop pictures

HAND_Y = 845            # the centre line of the hand
HAND_X, HAND_W = 840, 800   # centre and width of the options row (Back chip + cards)
CARD_W, CARD_H = 150, 210
DECK_POS = (150, 820)   # centre of the deck
DISCARD_POS = (330, 820)
PANEL_RECT = pygame.Rect(30, 672, 1430, 350)    # behind the piles, the hand and the turn controls
TURN_X = 1350           # centre of the column with the actions left and the end-turn button
PLAYERS_RECT = pygame.Rect(1480, 672, 420, 350)

MAPS = theme.MAPS / "cartagena"


@dataclass(frozen=True)
class PathLayout:
    """Screen rectangles of the dungeon (index 0), the spaces 1..n and the sloop (n+1)."""

    n: int
    rects: tuple[pygame.Rect, ...]
    rows: int

    @classmethod
    def build(cls, n: int) -> "PathLayout":
        rows = (n + PER_ROW - 1) // PER_ROW
        rects: list[pygame.Rect] = []
        for i in range(n):
            row, col = divmod(i, PER_ROW)
            if row % 2:
                col = PER_ROW - 1 - col
            rects.append(pygame.Rect(BOARD_LEFT + col * SPACE, BOARD_TOP + row * (SPACE + ROW_GAP), SPACE, SPACE))
        first, last = rects[0], rects[-1]
        dungeon = pygame.Rect(0, 0, END_SIZE, END_SIZE)
        dungeon.midright = (first.left - 8, first.centery + 20)
        sloop = pygame.Rect(0, 0, END_SIZE, END_SIZE)
        last_row = (n - 1) // PER_ROW
        if last_row % 2:
            sloop.midright = (last.left - 8, last.centery - 10)
        else:
            sloop.midleft = (last.right + 8, last.centery - 10)
        return cls(n, (dungeon, *rects, sloop), rows)

    def rect(self, space: int) -> pygame.Rect:
        return self.rects[space]

    def spot(self, space: int, slot: int, count: int) -> tuple[float, float]:
        """Where the `slot`-th of `count` pawns on `space` stands (feet position)."""
        r = self.rects[space]
        if space in (0, self.n + 1):
            # The dungeon and the sloop hold many: rows of 6 in the map's "pawns" area.
            area = pawn_area("dungeon" if space == 0 else "sloop", r)
            cols = 6
            row, col = divmod(slot, cols)
            x = area.x + 14 + col * (area.w - 28) / (cols - 1)
            y = area.y + 46 + row * 30
            return x, y
        offsets = {1: [(0, 0)], 2: [(-22, 0), (22, 0)], 3: [(-30, 8), (30, 8), (0, -10)]}
        dx, dy = offsets[min(3, max(1, count))][min(slot, 2)]
        return r.centerx + dx, r.bottom - 22 + dy

    def connector(self, row: int) -> tuple[pygame.Rect, bool]:
        """The bend joining row `row` to the next: its rectangle and whether it is on the right."""
        right = row % 2 == 0
        i = (row + 1) * PER_ROW - 1
        top = self.rects[1 + i]
        x = top.right if right else top.left - 28
        return pygame.Rect(x, top.y + 20, 28, SPACE + ROW_GAP + SPACE - 40), right


# ------------------------------------------------------------------------ the art

@lru_cache(maxsize=4)
def _pawn_anchor(name: str) -> tuple[float, float, float, float, float]:
    from game.boards import load_board
    board = load_board(MAPS / f"{name}.tmx")
    a = board.anchors["pawns"]
    return a.x, a.y, a.width, a.height, float(board.width)


def pawn_area(name: str, rect: pygame.Rect) -> pygame.Rect:
    """The map's "pawns" anchor of the dungeon or sloop, placed over `rect` on screen."""
    x, y, w, h, size = _pawn_anchor(name)
    k = rect.w / size
    return pygame.Rect(rect.x + x * k, rect.y + y * k, w * k, h * k)


def _tile_surfaces(path) -> list[pygame.Surface]:
    """The ground tile under each space object of a piece map, in the spaces' index order."""
    from game.boards import load_board
    tmx = load_pygame(str(path))
    layer = tmx.layers.index(tmx.get_layer_by_name("ground"))
    board = load_board(path)
    return [tmx.get_tile_image(int(s.center[0] // tmx.tilewidth), int(s.center[1] // tmx.tileheight), layer)
            for s in board.spaces]


@lru_cache(maxsize=32)
def piece_tiles(piece: int, side: str = "tunnel") -> tuple[pygame.Surface, ...]:
    """The six space pictures of a piece side, in the piece's own order, scaled to SPACE."""
    tiles = _tile_surfaces(MAPS / f"{side}_{piece}.tmx")
    return tuple(pygame.transform.smoothscale(t, (SPACE, SPACE)) for t in tiles[:6])


@lru_cache(maxsize=8)
def symbol_tile(symbol: str, side: str = "tunnel") -> pygame.Surface:
    """A space picture for a symbol when the path was given without pieces (tests, tutorials)."""
    for piece in range(1, 9):
        board = _board(piece, side)
        for i, space in enumerate(board):
            if space == symbol:
                return piece_tiles(piece, side)[i]
    raise KeyError(symbol)


@lru_cache(maxsize=16)
def _board(piece: int, side: str) -> tuple[str, ...]:
    from game.boards import load_board
    b = load_board(MAPS / f"{side}_{piece}.tmx")
    return tuple(s.symbol for s in b.spaces)


@lru_cache(maxsize=8)
def special(name: str, size: int = END_SIZE) -> pygame.Surface:
    """The dungeon, sloop, leaky sloop or cove picture (a 2x2-tile map) at `size`."""
    tmx = load_pygame(str(MAPS / f"{name}.tmx"))
    surf = pygame.Surface((tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight), pygame.SRCALPHA)
    for layer in tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, img in layer.tiles():
                surf.blit(img, (x * tmx.tilewidth, y * tmx.tileheight))
    return pygame.transform.smoothscale(surf, (size, size))


def path_tiles(view: dict) -> list[pygame.Surface]:
    """The picture of every space 1..n of this game's path, in path order."""
    if view.get("pieces"):
        tiles: list[pygame.Surface] = []
        for piece, reversed_ in view["pieces"]:
            six = list(piece_tiles(piece))
            tiles += six[::-1] if reversed_ else six
        return tiles
    return [symbol_tile(s) for s in view["path"]]
