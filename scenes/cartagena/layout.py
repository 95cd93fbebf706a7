"""Where things sit on the Cartagena table, and the path's art taken from the Tiled maps.

A single path (La fuga, the jungle) is laid as a serpentine of rows of 12 spaces (two
pieces a row): the start (dungeon, or the sloop in the jungle) before the first space,
the goal (sloop, or cove) after the last; longer paths use longer rows of smaller
spaces. The great escape lays the tunnel snaking down the left from the dungeon, a sea
channel in the middle where the sloop sails from its Cartagena dock (by the tunnel's
last space, at the bottom) up to its Tortuga dock (by the jungle's first space, at the
top), and the jungle snaking down the right to the cove; the spaces shrink to fit the
box's 8 pieces (3+5, 4+4, 5+3) above the hand panel. Each space's picture is the
tile of the piece's Tiled map (maps/cartagena/{tunnel,jungle}_N.tmx, read with
pytmx.util_pygame), so a reversed piece simply lists its tiles backwards.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame
import pytmx

from game.boards import load_board

from .. import theme
from ..tiled import load_pygame

SPACE = 112             # a space's size on screen (the base game's)
PER_ROW = 12
ROW_GAP = 60
BOARD_TOP = 128
BOARD_LEFT = (theme.SCREEN_W - PER_ROW * SPACE) // 2
END_SIZE = 236          # the dungeon and sloop pictures
BOARD_BOTTOM = 650      # nothing of the board below this (the hand panel starts at 672)
BEND_W = 28
CORRIDOR = 40           # the great escape: the floor between the dungeon (cove) and the rows

HAND_Y = 845            # the centre line of the hand
HAND_X, HAND_W = 835, 830   # centre and width of the options row (Back chip + cards), between
#                             the discard pile and the turn column
CARD_W, CARD_H = 150, 210   # a chip's full size (smaller when the row holds more than five)
CHIP_GAP = 8                # the least room between two chips of the row
DECK_POS = (150, 820)   # centre of the deck
DISCARD_POS = (330, 820)
PANEL_RECT = pygame.Rect(30, 672, 1430, 350)    # behind the piles, the hand and the turn controls
TURN_X = 1350           # centre of the column with the actions left and the end-turn button
PLAYERS_RECT = pygame.Rect(1480, 672, 420, 350)
# The phase line (scenes/phase_line.py): the turn's actions in the top right corner, above the
# board (which starts at BOARD_TOP), its words on one line: (x, y, anchor, orientation, width).
# 720 wide: "Waiting for Calico Jack · Next: Blackbeard's turn" on one line, in Spanish too.
PHASE_LINE_W = 720
PHASE_LINE_AT = (theme.SCREEN_W - 8, 8, "topright", "strip", PHASE_LINE_W)
TOP_RIGHT = theme.SCREEN_W - 8 - PHASE_LINE_W - 16     # the top line and the news banner end left of it
PAWN_W, PAWN_H = 46, 69

MAPS = theme.MAPS / "cartagena"


def serpentine(n: int, left: int, first_y: int, per_row: int, size: int, gap: int, *,
               first_partial: bool = False) -> list[pygame.Rect]:
    """`n` spaces in rows of `per_row` turning at each end, downwards; the first row runs right.
    With `first_partial` a short first row ends at the right edge (so that the last row is whole)."""
    rows = (n + per_row - 1) // per_row
    short = n - (rows - 1) * per_row if first_partial else per_row
    rects = []
    for i in range(n):
        if first_partial:
            row, col = (0, per_row - short + i) if i < short else divmod(i - short + per_row, per_row)
        else:
            row, col = divmod(i, per_row)
        if row % 2:
            col = per_row - 1 - col
        y = first_y + row * (size + gap)
        rects.append(pygame.Rect(left + col * size, y, size, size))
    return rects


@dataclass
class Course:
    """Screen rectangles of every position: the start (0), the spaces, the goal, and in the great
    escape the sloop (at its Cartagena dock, or Tortuga's, or between while it sails: `ferry_t`)."""

    n: int
    rects: list[pygame.Rect]
    size: int
    ends: dict[int, str]                  # position -> picture: "dungeon", "sloop", "cove"
    bends: list[tuple[pygame.Rect, bool]] = field(default_factory=list)
    seams: list[tuple[tuple[int, int], tuple[int, int]]] = field(default_factory=list)
    ferry: int | None = None
    docks: tuple[pygame.Rect, pygame.Rect] | None = None
    sea: pygame.Rect | None = None
    ferry_t: float = 0.0                  # 0 at Cartagena, 1 at Tortuga
    rows: int = 1
    corridors: list[tuple[pygame.Rect, str]] = field(default_factory=list)   # (floor, "tunnel"/"jungle")

    @property
    def goal(self) -> int:
        return self.n + 1

    @property
    def scale(self) -> float:
        return self.size / SPACE

    def rect(self, space: int) -> pygame.Rect:
        if space == self.ferry and self.docks is not None:
            a, b = self.docks
            t = self.ferry_t
            return pygame.Rect(round(a.x + (b.x - a.x) * t), round(a.y + (b.y - a.y) * t), a.w, a.h)
        return self.rects[space]

    def is_end(self, space: int) -> bool:
        return space in self.ends

    def spot(self, space: int, slot: int, count: int) -> tuple[float, float]:
        """Where the `slot`-th of `count` pawns on `space` stands (feet position)."""
        r = self.rect(space)
        if space in self.ends:
            # The dungeon, the sloop and the cove hold many: rows of 6 in the map's "pawns" area.
            area = pawn_area(self.ends[space], r)
            cols = 6
            row, col = divmod(slot, cols)
            k = r.w / END_SIZE
            x = area.x + 14 * k + col * (area.w - 28 * k) / (cols - 1)
            y = area.y + 46 * k + row * 30 * k
            return x, y
        k = self.scale
        offsets = {1: [(0, 0)], 2: [(-22, 0), (22, 0)], 3: [(-30, 8), (30, 8), (0, -10)]}
        dx, dy = offsets[min(3, max(1, count))][min(slot, 2)]
        return r.centerx + dx * k, r.bottom - 22 * k + dy * k

    def step_point(self, space: int) -> tuple[float, float]:
        """Where a hopping pawn touches down on `space` on its way."""
        r = self.rect(space)
        if space in self.ends:
            return (r.centerx, r.centery + 40 * r.w / END_SIZE)
        return (r.centerx, r.bottom - 22 * self.scale)

    # ------------------------------------------------------------------ building
    @classmethod
    def build(cls, view: dict) -> "Course":
        episode = view.get("episode", "tunnel")
        n = len(view["path"])
        if episode == "great":
            return cls._great(n, view["sloop"])
        start, goal = ("sloop", "cove") if episode == "jungle" else ("dungeon", "sloop")
        return cls._single(n, start, goal)

    @classmethod
    def _single(cls, n: int, start: str, goal: str) -> "Course":
        # Whole rows (a short last row would leave the goal's picture beside the row above):
        # 24 spaces in 2 rows of 12, 30 in 3 of 10, 36 in 3 of 12 (the base game), 42 and 48 in 3
        # longer rows of smaller spaces.
        rows = 1 if n <= PER_ROW else 2 if n <= 2 * PER_ROW else 3
        per_row = -(-n // rows)
        end = END_SIZE if per_row <= PER_ROW and rows != 2 else 200
        size = min(SPACE, (theme.SCREEN_W - 2 * end - 60) // per_row)
        gap, top = ROW_GAP, BOARD_TOP
        left = (theme.SCREEN_W - per_row * size) // 2
        spaces = serpentine(n, left, top, per_row, size, gap)
        first, last = spaces[0], spaces[-1]
        start_r = pygame.Rect(0, 0, end, end)
        # Two rows put the start and the goal one above the other on the left: apart, not overlapping.
        start_r.midright = (first.left - 8, first.centery + (-4 if rows == 2 else 20))
        goal_r = pygame.Rect(0, 0, end, end)
        if rows == 2:
            goal_r.midright = (last.left - 8, last.centery + 60)
        elif (rows - 1) % 2:
            goal_r.midright = (last.left - 8, last.centery - 10)
        else:
            goal_r.midleft = (last.right + 8, last.centery - 10)
        course = cls(n, [start_r, *spaces, goal_r], size, {0: start, n + 1: goal}, rows=rows)
        course.bends = [course._bend(spaces, r * per_row + per_row - 1, r % 2 == 0, gap)
                        for r in range(rows - 1)]
        course.seams = course._seams(spaces)
        return course

    @classmethod
    def _great(cls, n: int, ferry: int) -> "Course":
        """The tunnel snakes down the left from the dungeon to the Cartagena dock at its bottom row;
        the sloop sails up the channel to the Tortuga dock at the top; the jungle snakes down the
        right to the cove."""
        t_len, j_len = ferry - 1, n - ferry
        best = None
        for size in range(110, 36, -2):
            end = min(210, 2 * size + 8)
            gap = max(22, round(size * 0.42))
            for t_rows in (1, 3, 5, 7):
                t_per = -(-t_len // t_rows)
                for j_rows in (1, 3, 5, 7):
                    j_per = -(-j_len // j_rows)
                    rows = max(t_rows, j_rows)
                    width = 2 * (end + CORRIDOR) + t_per * size + (end + 16) + j_per * size + 2 * BEND_W + 24
                    height = rows * size + (rows - 1) * gap + end - size
                    if width <= theme.SCREEN_W and height <= BOARD_BOTTOM - 102 and (t_rows > 1 or j_rows > 1):
                        key = (size - 4 * rows, t_rows == j_rows, -t_rows - j_rows, size)
                        if best is None or key > best[0]:
                            best = (key, end, gap, t_rows, t_per, j_rows, j_per)
        key, end, gap, t_rows, t_per, j_rows, j_per = best
        size = key[-1]
        rows = max(t_rows, j_rows)
        band = end + 16
        width = 2 * (end + CORRIDOR) + t_per * size + BEND_W + band + j_per * size + BEND_W
        t_left = (theme.SCREEN_W - width) // 2 + end + CORRIDOR
        height = rows * size + (rows - 1) * gap
        top_y = 102 + (end - size) // 2 + max(0, (BOARD_BOTTOM - 102 - (height + end - size)) // 2)
        tunnel = serpentine(t_len, t_left, top_y, t_per, size, gap, first_partial=True)
        j_left = t_left + t_per * size + BEND_W + band
        jungle = serpentine(j_len, j_left, top_y, j_per, size, gap)
        channel_x = t_left + t_per * size + BEND_W // 2 + band // 2
        cartagena = pygame.Rect(0, 0, end, end)
        cartagena.center = (channel_x, tunnel[-1].centery - 4)
        tortuga = pygame.Rect(0, 0, end, end)
        tortuga.center = (channel_x, jungle[0].centery - 4)
        sea = pygame.Rect(0, 0, band - 6, cartagena.bottom - tortuga.top + 12)
        sea.midtop = (channel_x, tortuga.top - 6)
        # The dungeon and the cove stand outside the rows (a short row leaves a gap: a corridor
        # of the path's floor leads through it).
        dungeon = pygame.Rect(0, 0, end, end)
        dungeon.midright = (t_left - CORRIDOR, tunnel[0].centery + 10)
        cove = pygame.Rect(0, 0, end, end)
        last = jungle[-1]
        cove.midleft = (j_left + j_per * size + CORRIDOR, last.centery - 10)
        rects = [dungeon, *tunnel, cartagena, *jungle, cove]
        course = cls(n, rects, size, {0: "dungeon", ferry: "sloop", n + 1: "cove"}, ferry=ferry,
                     docks=(cartagena, tortuga), sea=sea, rows=rows)
        band_h = round(size * 0.56)
        first = tunnel[0]
        course.corridors = [
            (pygame.Rect(dungeon.right - 10, first.centery - band_h // 2, first.left - dungeon.right + 14, band_h),
             "tunnel"),
            (pygame.Rect(last.right - 4, last.centery - band_h // 2, cove.left - last.right + 14, band_h), "jungle")]
        short = t_len - (t_rows - 1) * t_per
        for r in range(t_rows - 1):
            course.bends.append(course._bend(tunnel, short - 1 + r * t_per, r % 2 == 0, gap))
        for r in range(j_rows - 1):
            course.bends.append(course._bend(jungle, r * j_per + j_per - 1, r % 2 == 0, gap))
        course.seams = course._seams(tunnel) + course._seams(jungle)
        return course

    def _bend(self, spaces: list[pygame.Rect], i: int, right: bool, gap: int) -> tuple[pygame.Rect, bool]:
        """The bend joining the row ending at space index `i` to the next row, below it."""
        a = spaces[i]
        x = a.right if right else a.left - BEND_W
        return pygame.Rect(x, round(a.y + 20 * self.scale), BEND_W, round(2 * a.h + gap - 40 * self.scale)), right

    @staticmethod
    def _seams(spaces: list[pygame.Rect]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        """Lines between two pieces (after every sixth space), on the edge the path runs to."""
        out = []
        for i in range(5, len(spaces) - 1, 6):
            a = spaces[i]
            prev = spaces[i - 1]
            if a.y == prev.y and a.x > prev.x or a.y != prev.y and spaces[i + 1].x > a.x:
                out.append((a.topright, a.bottomright))
            else:
                out.append((a.topleft, a.bottomleft))
        return out


# Kept for older callers: the base game's layout.
class PathLayout(Course):
    @classmethod
    def build(cls, n: int) -> "Course":   # type: ignore[override]
        return Course._single(n, "dungeon", "sloop")


# ------------------------------------------------------------------------ the art

@lru_cache(maxsize=4)
def _pawn_anchor(name: str) -> tuple[float, float, float, float, float]:
    board = load_board(MAPS / f"{name}.tmx")
    a = board.anchors["pawns"]
    return a.x, a.y, a.width, a.height, float(board.width)


def pawn_area(name: str, rect: pygame.Rect) -> pygame.Rect:
    """The map's "pawns" anchor of the dungeon, sloop or cove, placed over `rect` on screen."""
    x, y, w, h, size = _pawn_anchor(name)
    k = rect.w / size
    return pygame.Rect(rect.x + x * k, rect.y + y * k, w * k, h * k)


def _tile_surfaces(path) -> list[pygame.Surface]:
    """The ground tile under each space object of a piece map, in the spaces' index order."""
    tmx = load_pygame(str(path))
    layer = tmx.layers.index(tmx.get_layer_by_name("ground"))
    board = load_board(path)
    return [tmx.get_tile_image(int(s.center[0] // tmx.tilewidth), int(s.center[1] // tmx.tileheight), layer)
            for s in board.spaces]


@lru_cache(maxsize=32)
def _piece_tiles_raw(piece: int, side: str) -> tuple[pygame.Surface, ...]:
    return tuple(_tile_surfaces(MAPS / f"{side}_{piece}.tmx")[:6])


@lru_cache(maxsize=64)
def piece_tiles(piece: int, side: str = "tunnel", size: int = SPACE) -> tuple[pygame.Surface, ...]:
    """The six space pictures of a piece side, in the piece's own order, scaled to `size`."""
    return tuple(pygame.transform.smoothscale(t, (size, size)) for t in _piece_tiles_raw(piece, side))


@lru_cache(maxsize=32)
def symbol_tile(symbol: str, side: str = "tunnel", size: int = SPACE) -> pygame.Surface:
    """A space picture for a symbol when the path was given without pieces (tests, tutorials)."""
    for piece in range(1, 9):
        board = _board(piece, side)
        for i, space in enumerate(board):
            if space == symbol:
                return piece_tiles(piece, side, size)[i]
    raise KeyError(symbol)


@lru_cache(maxsize=16)
def _board(piece: int, side: str) -> tuple[str, ...]:
    b = load_board(MAPS / f"{side}_{piece}.tmx")
    return tuple(s.symbol for s in b.spaces)


@lru_cache(maxsize=16)
def special(name: str, size: int = END_SIZE) -> pygame.Surface:
    """The dungeon, sloop, leaky sloop or cove picture (a 2x2-tile map) at `size`."""
    tmx = load_pygame(str(MAPS / f"{name}.tmx"))
    surf = pygame.Surface((tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight), pygame.SRCALPHA)
    for layer in tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, img in layer.tiles():
                surf.blit(img, (x * tmx.tilewidth, y * tmx.tileheight))
    return pygame.transform.smoothscale(surf, (size, size))


def path_tiles(view: dict, size: int = SPACE) -> list[pygame.Surface | None]:
    """The picture of every position 1..n of this game's path, in path order (None: the sloop)."""
    episode = view.get("episode", "tunnel")
    path = view["path"]
    tiles: list[pygame.Surface | None] = []

    def lay(pieces, symbols, side):
        if pieces:
            for piece, reversed_ in pieces:
                six = list(piece_tiles(piece, side, size))
                tiles.extend(six[::-1] if reversed_ else six)
        else:
            tiles.extend(symbol_tile(s, side, size) for s in symbols)
    if episode == "great":
        ferry = path.index(None)
        lay(view.get("pieces"), path[:ferry], "tunnel")
        tiles.append(None)
        lay(view.get("jungle_pieces"), path[ferry + 1:], "jungle")
    elif episode == "jungle":
        lay(view.get("jungle_pieces"), path, "jungle")
    else:
        lay(view.get("pieces"), path, "tunnel")
    return tiles
