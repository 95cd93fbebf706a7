"""Cartagena's path: the board pieces' symbol sequences (from the Tiled maps) and path building.

The eight double-sided pieces live in maps/cartagena/{tunnel,jungle}_<n>.tmx (a laid
piece shows one of its two sides: the great escape's paths use distinct pieces) and
are read through game.boards once, lazily, the first time a game needs them
(never in apply). A path is a list of symbols; positions on it are 0 (the start:
the dungeon in "La fuga"), 1..len(path) (the spaces) and len(path)+1 (the goal:
the sloop).
"""
from __future__ import annotations

from pathlib import Path

from .. import shipped
from ..core.rng import Rng
from .cards import SYMBOLS

MAPS_DIR = shipped.maps() / "cartagena"
PIECE_COUNT = 8               # pieces in the box
SPACES_PER_PIECE = 6
BASE_PIECES = 6               # pieces laid in "La fuga": a path of 36 spaces
SIDES = ("tunnel", "jungle")

_sequences: dict[str, dict[int, tuple[str, ...]]] = {}


def piece_file(side: str, number: int) -> Path:
    return MAPS_DIR / f"{side}_{number}.tmx"


def read_piece(path: Path, side: str, number: int) -> tuple[str, ...]:
    """The six symbols of one piece map, in space order; ValueError naming the file."""
    from ..boards import load_board   # imported here: only when a game first needs the maps
    board = load_board(path)
    said = (board.properties.get("side", side), board.properties.get("piece", number))
    if said != (side, number):
        raise ValueError(f"{path}: the map says it is {said[0]} piece {said[1]}, "
                         f"expected {side} piece {number}")
    symbols = tuple(space.symbol for space in board.spaces if space.symbol in SYMBOLS)
    if len(symbols) != SPACES_PER_PIECE or set(symbols) != set(SYMBOLS):
        raise ValueError(f"{path}: a Cartagena piece must show each of the six symbols once, "
                         f"found {list(symbols)}")
    return symbols


def piece_sequences(side: str = "tunnel") -> dict[int, tuple[str, ...]]:
    """piece number (1..8) -> its six symbols on `side`, read from the maps once."""
    if side not in SIDES:
        raise ValueError(f"a piece side is one of {SIDES}, not {side!r}")
    cached = _sequences.get(side)
    if cached is None:
        cached = {n: read_piece(piece_file(side, n), side, n) for n in range(1, PIECE_COUNT + 1)}
        _sequences[side] = cached
    return cached


def random_pieces(rng: Rng, count: int = BASE_PIECES, taken: tuple[int, ...] = ()) -> list[tuple[int, bool]]:
    """`count` pieces drawn without replacement from the box (less the pieces `taken` by the
    other path: a piece shows one side), each laid forwards or reversed at random."""
    numbers = [n for n in range(1, PIECE_COUNT + 1) if n not in taken]
    if count > len(numbers):
        raise ValueError(f"the box has {PIECE_COUNT} pieces: {count} more cannot be laid "
                         f"after {len(taken)}")
    rng.shuffle(numbers)
    return [(n, rng.randrange(2) == 1) for n in numbers[:count]]


def build_path(pieces: list[tuple[int, bool]], side: str = "tunnel") -> list[str]:
    """The path laid from `pieces` ((number, reversed) in order from the start)."""
    sequences = piece_sequences(side)
    path: list[str] = []
    for number, reverse in pieces:
        symbols = sequences[number]
        path.extend(reversed(symbols) if reverse else symbols)
    return path
