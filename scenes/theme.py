"""The look of Pirate Arcade: palette, player colours with their emblems, type sizes.

Every colour and size the scenes and the asset tools use comes from here, so the
whole product keeps one look. Player colours are the Okabe-Ito colour-blind-safe
set, and each one is paired with an emblem so that no information rests on colour
alone. This module imports nothing from pygame, so the tools can read it too.
"""
from __future__ import annotations

from dataclasses import dataclass

from game import shipped

ASSETS = shipped.assets()
MAPS = shipped.maps()

# The logical screen: every scene draws at this size; the app scales it to the window.
SCREEN_W, SCREEN_H = 1920, 1080

Colour = tuple[int, int, int]

# The sea at night, old parchment, brass and rope.
INK: Colour = (16, 22, 34)          # deepest background
NAVY: Colour = (24, 38, 62)         # panels
DEEP_SEA: Colour = (18, 58, 84)
SEA: Colour = (32, 96, 124)
FOAM: Colour = (196, 230, 232)
PARCHMENT: Colour = (240, 226, 190)
PARCHMENT_DARK: Colour = (200, 178, 132)
WOOD: Colour = (106, 70, 42)
WOOD_DARK: Colour = (64, 40, 24)
BRASS: Colour = (226, 178, 72)      # highlights, focus rings
BRASS_DARK: Colour = (150, 110, 40)
ROPE: Colour = (190, 160, 110)
STONE: Colour = (92, 92, 100)
STONE_DARK: Colour = (54, 54, 64)
JUNGLE: Colour = (46, 112, 64)
JUNGLE_DARK: Colour = (22, 64, 36)
SAND: Colour = (222, 198, 140)
TEXT: Colour = (246, 240, 224)      # body text on dark
TEXT_DIM: Colour = (170, 176, 190)
TEXT_DARK: Colour = (36, 28, 20)    # text on parchment
GOOD: Colour = (120, 210, 120)
WARN: Colour = (240, 120, 90)
SHADOW: Colour = (0, 0, 0)


@dataclass(frozen=True)
class PlayerColour:
    """A seat's colour: a name players can say aloud, the colour, and its emblem."""

    name: str
    rgb: Colour
    emblem: str   # one of EMBLEMS: drawn on every pawn, ship and chip of that seat


# Okabe-Ito, in an order where the first five (Cartagena's) are the most distinct.
PLAYER_COLOURS: tuple[PlayerColour, ...] = (
    PlayerColour("Vermilion", (213, 94, 0), "anchor"),
    PlayerColour("Sky", (86, 180, 233), "star"),
    PlayerColour("Green", (0, 158, 115), "skull"),
    PlayerColour("Yellow", (240, 228, 66), "crown"),
    PlayerColour("Blue", (0, 114, 178), "wheel"),
    PlayerColour("Orange", (230, 159, 0), "key"),
    PlayerColour("Purple", (204, 121, 167), "moon"),
    PlayerColour("White", (236, 236, 236), "swords"),
)
EMBLEMS: tuple[str, ...] = tuple(c.emblem for c in PLAYER_COLOURS)

# Type sizes on the 1920x1080 logical screen, chosen to read from a couch (3 m, 55").
SIZE_TITLE = 120
SIZE_HEADING = 64
SIZE_LARGE = 48
SIZE_BODY = 36
SIZE_SMALL = 28   # the smallest text anywhere

FONT_DISPLAY = ASSETS / "fonts" / "display.ttf"   # headings, the title
FONT_BODY = ASSETS / "fonts" / "body.ttf"         # everything else
FONT_BODY_BOLD = ASSETS / "fonts" / "body-bold.ttf"
