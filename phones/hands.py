"""The pictures a phone may fetch: an allow-list made once at start from folders the caller names.

The page's own pictures (the seats' emblems) and its title face are always on it; the game's
side adds the folders its games show (scenes/tables.py `phone_pictures()`: every registered
game's `scenes/<game>/phone_hand.PICTURES`). A picture is served by its name under assets/
("emblems/anchor.png"), looked up here, never a path taken from a request.
"""
from __future__ import annotations

from typing import Iterable

from game import shipped

PAGE_PICTURES = ("emblems",)    # what the page draws whatever the game (each seat's emblem)
FONT = "fonts/display.ttf"      # the title face of the page


def allowed_pictures(folders: Iterable[str] = ()) -> dict[str, str]:
    """Picture name ("emblems/anchor.png") -> its file: the PNGs of the page's folders and of
    `folders` (under assets/), and the page's font: everything a phone may fetch."""
    root = shipped.assets()
    out = {}
    for folder in dict.fromkeys((*PAGE_PICTURES, *folders)):
        for path in sorted((root / folder).glob("*.png")):
            out[f"{folder}/{path.name}"] = str(path)
    font = root / FONT
    if font.exists():
        out[FONT] = str(font)
    return out
