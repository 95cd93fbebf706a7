"""The Tiled maps' art, read with pytmx.util_pygame: a map that cannot be read is a
game.boards.BoardError naming the file and the object, which the app shows on screen."""
from __future__ import annotations

import os

from pytmx.util_pygame import load_pygame as _load_pygame

from game.boards import map_error


def load_pygame(path: str | os.PathLike[str], *args, **kwargs):
    """pytmx.util_pygame.load_pygame, its failures reported as a BoardError."""
    try:
        return _load_pygame(os.fspath(path), *args, **kwargs)
    except Exception as exc:  # pytmx raises anything from ParseError to KeyError
        raise map_error(path, exc) from exc
