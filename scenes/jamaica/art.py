"""The Jamaica pictures (assets/jamaica, from tools/art/jamaica.py), loaded once at the sizes asked for."""
from __future__ import annotations

from functools import lru_cache

import pygame

from .. import theme
from ..card_names import picture
from ..widgets import image, render_text
# The words, with the pictures for the table's rooms (names.py has them without pygame)
from .names import (ACTION_NAMES, SLOT_NAMES, TREASURE_NAMES, action_name, card_words,  # noqa: F401
                    slot_name, the_treasure, treasure_name)

CARD_RATIO = 280 / 200
TREASURE_RATIO = 224 / 160
FACE_DOWN = ("plus3", "plus5", "plus7", "cursed2", "cursed3", "cursed4")
RESOURCES = ("food", "gold", "gunpowder")


def _sized(rel: str, size: tuple[int, int]) -> pygame.Surface:
    return image(rel, (max(1, int(size[0])), max(1, int(size[1]))))


def ship_rel(ship: int, players: int, colours: list[int]) -> str:
    return "jamaica/ships/ghost.png" if ship >= players else f"jamaica/ships/ship_{colours[ship]}.png"


@lru_cache(maxsize=256)
def ship(rel: str, width: int, flip: bool = False) -> pygame.Surface:
    """A ship picture `width` wide (5:6 high), facing left when `flip`."""
    img = _sized(rel, (width, round(width * 200 / 240)))
    return pygame.transform.flip(img, True, False) if flip else img


def card(name: str | None, width: int) -> pygame.Surface:
    """An action card ("day/night") or its back (None), `width` wide."""
    rel = "jamaica/cards/back.png" if name is None else f"jamaica/cards/{name.replace('/', '_')}.png"
    return _sized(rel, (width, round(width * CARD_RATIO)))


def treasure(name: str | None, width: int) -> pygame.Surface:
    """A treasure card (its name painted in the language spoken) or its back (None), `width` wide."""
    rel = "jamaica/treasures/back.png" if name is None else f"jamaica/treasures/{name}.png"
    return picture(rel, (max(1, width), max(1, round(width * TREASURE_RATIO))))


def token(kind: str, size: int) -> pygame.Surface:
    return _sized(f"jamaica/tokens/{kind}.png", (size, size))


def icon(name: str, size: int) -> pygame.Surface:
    return _sized(f"jamaica/icons/{name}.png", (size, size))


def die(kind: str, face, size: int) -> pygame.Surface:
    """kind "day" / "night" (face 1..6) or "combat" (2, 4, 6, 8, 10, "star")."""
    return _sized(f"jamaica/dice/{kind}_{face}.png", (size, size))


def compass(size: int) -> pygame.Surface:
    return _sized("jamaica/compass.png", (size, size))


def hold_board(n: int, size: tuple[int, int]) -> pygame.Surface:
    return _sized("jamaica/holds/board6.png" if n >= 6 else "jamaica/holds/board.png", size)


def emblem(name: str, size: int) -> pygame.Surface:
    return _sized(f"emblems/{name}.png", (size, size))


def colour_of(seat_colour: int) -> theme.PlayerColour:
    return theme.PLAYER_COLOURS[seat_colour % len(theme.PLAYER_COLOURS)]


@lru_cache(maxsize=64)
def chip(text: str, size: int, fg, bg, pad: int = 10) -> pygame.Surface:
    """A rounded label chip (cached)."""
    t = render_text(text, size, fg, "bold", shadow=False)
    surf = pygame.Surface((t.get_width() + 2 * pad, t.get_height() + 4), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*bg, 235), surf.get_rect(), border_radius=surf.get_height() // 2)
    pygame.draw.rect(surf, theme.INK, surf.get_rect(), 2, border_radius=surf.get_height() // 2)
    surf.blit(t, (pad, 2))
    return surf
