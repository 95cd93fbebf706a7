"""The Jamaica pictures (assets/jamaica, from tools/art/jamaica.py), loaded once at the sizes asked for."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import N_, _

from .. import theme
from ..card_names import picture
from ..widgets import image

CARD_RATIO = 280 / 200
TREASURE_RATIO = 224 / 160
FACE_DOWN = ("plus3", "plus5", "plus7", "cursed2", "cursed3", "cursed4")
RESOURCES = ("food", "gold", "gunpowder")
# The English words (marked N_); show them with action_name / treasure_name, which translate.
ACTION_NAMES = {"forward": N_("Forward"), "backward": N_("Backward"), "food": N_("Food"),
                "gold": N_("Doubloons"), "gunpowder": N_("Gunpowder"), "either": N_("Either way")}
TREASURE_NAMES = {"plus3": N_("Treasure +3"), "plus5": N_("Treasure +5"), "plus7": N_("Treasure +7"),
                  "cursed2": N_("Cursed -2"), "cursed3": N_("Cursed -3"), "cursed4": N_("Cursed -4"),
                  "morgan_map": N_("Morgan's map"), "saran_sabre": N_("Saran's sabre"),
                  "lady_beth": "Lady Beth", "sixth_hold": N_("6th hold")}   # i18n: keep (Lady Beth: a name)


def action_name(action: str) -> str:
    """A half of an action card in the player's language ("Forward", "Doubloons")."""
    return _(ACTION_NAMES[action]) if action in ACTION_NAMES else action


SLOT_NAMES = {"day": N_("day"), "night": N_("night")}


def slot_name(slot: str) -> str:
    """"day" or "night" (the half of a card, the sun or moon die) in the player's language."""
    return _(SLOT_NAMES[slot]) if slot in SLOT_NAMES else slot


def card_words(card: str) -> str:
    """An action card "day/night" in words: "Forward / Food"."""
    return " / ".join(action_name(half) for half in card.split("/"))


def treasure_name(card: str) -> str:
    """A treasure card's name in the player's language."""
    return _(TREASURE_NAMES[card]) if card in TREASURE_NAMES else card


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
    from ..widgets import render_text
    t = render_text(text, size, fg, "bold", shadow=False)
    surf = pygame.Surface((t.get_width() + 2 * pad, t.get_height() + 4), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*bg, 235), surf.get_rect(), border_radius=surf.get_height() // 2)
    pygame.draw.rect(surf, theme.INK, surf.get_rect(), 2, border_radius=surf.get_height() // 2)
    surf.blit(t, (pad, 2))
    return surf
