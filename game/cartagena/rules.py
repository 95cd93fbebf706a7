"""Cartagena's movement rules as pure functions over a path and its occupancy.

`occ[pos]` is the number of pirates (any colour) on a position: 0 the dungeon,
1..N the spaces, N+1 the sloop. The state and the bot both move pirates with
these functions, so they cannot disagree.
"""
from __future__ import annotations

from .cards import SYMBOLS

SPACE_CAPACITY = 3          # pirates on one space; the dungeon and the sloop are unlimited
ACTIONS_PER_TURN = 3        # a turn is 1 to 3 actions
PIRATES_PER_SEAT = 6


class Track:
    """A path's lookup tables: for each symbol and position, the spaces ahead bearing it."""

    __slots__ = ("path", "goal", "ahead")

    def __init__(self, path: tuple[str, ...]) -> None:
        self.path = path
        self.goal = len(path) + 1
        self.ahead: dict[str, list[tuple[int, ...]]] = {}
        for symbol in SYMBOLS:
            spaces = [i + 1 for i, s in enumerate(path) if s == symbol]
            self.ahead[symbol] = [tuple(q for q in spaces if q > pos) for pos in range(self.goal + 1)]


_tracks: dict[tuple[str, ...], Track] = {}


def track_of(path: list[str] | tuple[str, ...]) -> Track:
    """The (cached) Track of `path`."""
    key = tuple(path)
    t = _tracks.get(key)
    if t is None:
        if len(_tracks) > 256:
            _tracks.clear()
        t = _tracks[key] = Track(key)
    return t


def forward_target(track: Track, occ: list[int], start: int, symbol: str) -> int:
    """Where a pirate on `start` lands with a `symbol` card: the first empty space
    ahead bearing the symbol, else the goal (the sloop)."""
    for q in track.ahead[symbol][start]:
        if occ[q] == 0:
            return q
    return track.goal


def back_target(occ: list[int], start: int) -> int:
    """Where a pirate on `start` lands moving back: the nearest space behind holding
    1 or 2 pirates, skipping empty and full ones; 0 if there is none (never the dungeon)."""
    q = start - 1
    while q > 0:
        n = occ[q]
        if n == 1 or n == 2:
            return q
        q -= 1
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
