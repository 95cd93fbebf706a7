"""Cartagena's movement rules as pure functions over a path and its occupancy.

`occ[pos]` is the number of pirates (any colour) on a position: 0 the start (the
dungeon, or the sloop in the jungle episode), 1..N the spaces, N+1 the goal (the
sloop in "La fuga", the cove otherwise). In the great escape the path holds one
`None`: the sloop's position between the tunnel and the jungle, which splits the
path into two segments. The state and the bot both move pirates with these
functions, so they cannot disagree.
"""
from __future__ import annotations

from ..core.memo import LRU
from .cards import SYMBOLS

SPACE_CAPACITY = 3          # pirates on one space; the dungeon, sloop and cove are unlimited
SLOOP_COLOUR_CAPACITY = 3   # the great escape's sloop: at most 3 pirates of one colour aboard
ACTIONS_PER_TURN = 3        # a turn is 1 to 3 actions
PIRATES_PER_SEAT = 6        # the base game's; the `pirates` option may say 4 or 5
MORGAN_END_DRAW = 2         # Morgan: a pirate pushed into the sloop or the cove draws 2


class Track:
    """A path's lookup tables. For each position: `end` (where a forward move with no empty
    space ahead goes: the sloop between the paths, else the goal), `floor` (the lowest space
    a move back may reach: never the start, never back over the great escape's sloop) and,
    per symbol, `ahead`: the spaces bearing it between the position and its end."""

    __slots__ = ("path", "goal", "ahead", "end", "floor", "ferry", "rum")

    def __init__(self, path: tuple) -> None:
        self.path = path
        self.goal = goal = len(path) + 1
        breaks = [i + 1 for i, s in enumerate(path) if s is None]
        self.ferry = breaks[0] if breaks else None      # the great escape's sloop position
        self.end = [next((b for b in breaks if b > pos), goal) for pos in range(goal + 1)]
        self.floor = [max((b for b in breaks if b < pos), default=0) + 1 for pos in range(goal + 1)]
        self.ahead: dict[str, list[tuple[int, ...]]] = {}
        for symbol in SYMBOLS:
            spaces = [i + 1 for i, s in enumerate(path) if s == symbol]
            self.ahead[symbol] = [tuple(q for q in spaces if pos < q < self.end[pos])
                                  for pos in range(goal + 1)]
        self.rum = tuple(i + 1 for i, s in enumerate(path) if s == "rum")


_tracks = LRU(32)           # path -> Track: a process meets a new path every game


def track_of(path) -> Track:
    """The (cached) Track of `path`."""
    key = tuple(path)
    t = _tracks.get(key)
    if t is None:
        t = _tracks[key] = Track(key)
    return t


def forward_target(track: Track, occ: list[int], start: int, symbol: str) -> int:
    """Where a pirate on `start` lands with a `symbol` card: the first empty space
    ahead bearing the symbol, else the end of its path (the sloop or the cove)."""
    for q in track.ahead[symbol][start]:
        if occ[q] == 0:
            return q
    return track.end[start]


def back_target(occ: list[int], start: int, floor: int = 1) -> int:
    """Where a pirate on `start` lands moving back: the nearest space behind holding
    1 or 2 pirates, skipping empty and full ones, not below `floor`; 0 if there is none
    (never the start)."""
    q = start - 1
    while q >= floor:
        n = occ[q]
        if n == 1 or n == 2:
            return q
        q -= 1
    return 0


def morgan_target(track: Track, occ: list[int], start: int) -> tuple[int, int]:
    """Morgan's rule: (where a pirate on `start` is advanced to, cards drawn): the first space
    ahead holding 1 or 2 pirates (that many cards), else the end of its path (2 cards)."""
    end = track.end[start]
    for q in range(start + 1, end):
        n = occ[q]
        if n == 1 or n == 2:
            return q, n
    return end, MORGAN_END_DRAW


def snake_target(track: Track, occ: list[int], start: int) -> int:
    """The snake in a chest: back to the nearest unoccupied rum space behind `start` on the
    course, else the start (the dungeon; the sloop in the jungle episode)."""
    for q in reversed(track.rum):
        if q < start and occ[q] == 0:
            return q
    return 0


def forward_skipped(track: Track, occ: list[int], start: int, target: int, symbol: str) -> tuple[int, ...]:
    """The occupied spaces bearing `symbol` that a forward move from `start` to `target` skipped."""
    return tuple(q for q in track.ahead[symbol][start] if q < target and occ[q] > 0)


def occupancy(pirates: list[list[int]], goal: int) -> list[int]:
    """Pirates per position 0..goal, all colours together."""
    occ = [0] * (goal + 1)
    for seat_pirates in pirates:
        for p in seat_pirates:
            occ[p] += 1
    return occ
