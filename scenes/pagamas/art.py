"""Pagamás pictures (assets/pagamas, drawn by tools/art/pagamas.py) at the sizes asked for, and seat colours."""
from __future__ import annotations

from collections import OrderedDict

import pygame

from game.i18n import N_, SOURCE, _, language
from game.pagamas.cards import ACTION_TITLES, DEN_TITLES, TITLES

from .. import theme
from ..widgets import font, image

CARD = (160, 224)
RIBBON_Y = 40          # the name ribbon's centre, above the card's bottom (tools/art/pagamas.py)
#: The words printed on the cards (tools/art/pagamas.py draws them in English): another language
#: paints its own ribbon over them (shown with _()).
LOOT_NAMES = {1: N_("One share"), 2: N_("Two shares"), 3: N_("Three shares")}
MUTINEER = N_("Mutineer!")
SAILOR = N_("Sailor")
CALM_SEA = N_("Flat sea")
MUTINY = N_("MUTINY!")
_named: OrderedDict = OrderedDict()


def size_for(width: int) -> tuple[int, int]:
    return width, round(width * CARD[1] / CARD[0])


def character(role: str | None, width: int, mutineer: bool = False) -> pygame.Surface:
    name = "mutineer" if mutineer else role
    label = MUTINEER if mutineer else TITLES.get(role)
    return _with_name(f"pagamas/characters/{name}.png", size_for(width), label)


def loot(value: int | None, width: int) -> pygame.Surface:
    """A loot card: its face when the value is known, else its back."""
    return _with_name(f"pagamas/loot/{value if value else 'back'}.png", size_for(width), LOOT_NAMES.get(value))


def den(name: str | None, width: int) -> pygame.Surface:
    return _with_name(f"pagamas/dens/{name or 'back'}.png", size_for(width), DEN_TITLES.get(name))


def action(kind: str | None, width: int) -> pygame.Surface:
    label = SAILOR if kind and kind.startswith("sailor") else ACTION_TITLES.get(kind)
    return _with_name(f"pagamas/actions/{kind or 'back'}.png", size_for(width), label)


def seal(kind: str, size: int) -> pygame.Surface:
    return image(f"pagamas/seals/{kind}.png", (size, size))


def mutiny(red: bool, size: tuple[int, int]) -> pygame.Surface:
    return _with_name(f"pagamas/mutiny/{'mutiny' if red else 'calm'}.png", size, MUTINY if red else CALM_SEA,
                      motto=True)


def pawn(colour: int, size: tuple[int, int]) -> pygame.Surface:
    return image(f"sprites/pirate_{colour}.png", size)


def colour_of(match, seat: int) -> tuple[int, int, int]:
    return theme.PLAYER_COLOURS[match.seats[seat].colour].rgb


def _with_name(rel: str, size: tuple[int, int], label: str | None, motto: bool = False) -> pygame.Surface:
    """The card's picture; in a language other than English its printed name is covered by the
    same ribbon bearing the name in that language (the Mutiny! card: a band over its motto)."""
    if not label or language() == SOURCE:
        return image(rel, size)
    key = (rel, size, language())
    surf = _named.get(key)
    if surf is None:
        surf = _named[key] = _renamed(image(rel, size), _(label), motto)
        if len(_named) > 64:
            _named.popitem(last=False)
    else:
        _named.move_to_end(key)
    return surf


def _renamed(card: pygame.Surface, text: str, motto: bool) -> pygame.Surface:
    out = card.copy()
    w, h = out.get_size()
    k = w / (200 if motto else CARD[0])
    cy = h - (54 if motto else RIBBON_Y) * k
    tall = 46 if motto else 30
    band = pygame.Rect(round(14 * k), round(cy - tall / 2 * k), w - round(28 * k), round(tall * k))
    # The ribbon's own colour, read beside its printed word (the motto: the card's ground below it).
    spot = (w // 2, h - round(17 * k)) if motto else (band.x + max(2, round(6 * k)), band.centery + round(8 * k))
    sample = out.get_at(spot)
    fill = (sample.r, sample.g, sample.b)
    pygame.draw.rect(out, fill, band, border_radius=max(2, round(6 * k)))
    size = max(8, round((30 if motto else 24) * k))
    while size > 8 and font(size, "display").size(text)[0] > band.w - 6 * k:
        size -= 1
    f = font(size, "display")
    shade, face = f.render(text, True, (0, 0, 0)), f.render(text, True, theme.TEXT)
    rect = face.get_rect(center=(w / 2, cy - k))
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1)):
        out.blit(shade, rect.move(dx, dy))
    out.blit(face, rect)
    return out
