"""Pagamás pictures (assets/pagamas, drawn by tools/art/pagamas.py) at the sizes asked for, their painted names
in the language spoken (scenes/card_names.py), and seat colours."""
from __future__ import annotations

import pygame

from .. import theme
from ..card_names import picture
from ..widgets import image

CARD = (160, 224)


def size_for(width: int) -> tuple[int, int]:
    return width, round(width * CARD[1] / CARD[0])


def character(role: str | None, width: int, mutineer: bool = False) -> pygame.Surface:
    return picture(f"pagamas/characters/{'mutineer' if mutineer else role}.png", size_for(width))


def loot(value: int | None, width: int) -> pygame.Surface:
    """A loot card: its face when the value is known, else its back."""
    return picture(f"pagamas/loot/{value if value else 'back'}.png", size_for(width))


def den(name: str | None, width: int) -> pygame.Surface:
    return picture(f"pagamas/dens/{name or 'back'}.png", size_for(width))


def action(kind: str | None, width: int) -> pygame.Surface:
    return picture(f"pagamas/actions/{kind or 'back'}.png", size_for(width))


def seal(kind: str, size: int) -> pygame.Surface:
    return image(f"pagamas/seals/{kind}.png", (size, size))


def mutiny(red: bool, size: tuple[int, int]) -> pygame.Surface:
    return picture(f"pagamas/mutiny/{'mutiny' if red else 'calm'}.png", size)


def pawn(colour: int, size: tuple[int, int]) -> pygame.Surface:
    return image(f"sprites/pirate_{colour}.png", size)


def colour_of(match, seat: int) -> tuple[int, int, int]:
    return theme.PLAYER_COLOURS[match.seats[seat].colour].rgb


def words_of(match, seat: int) -> tuple[int, int, int]:
    """The colour of a seat's words (its name, its line): theme.PlayerColour.text."""
    return theme.PLAYER_COLOURS[match.seats[seat].colour].text
