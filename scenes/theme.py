"""The look of Pirate Arcade: palette, player colours with their emblems, type sizes.

Every colour and size the scenes and the asset tools use comes from here, so the
whole product keeps one look. Player colours stay apart for colour-blind players and
on a dim TV (PLAYER_COLOURS), and each one is paired with an emblem so that no
information rests on colour alone. This module imports nothing from pygame, so the
tools can read it too.
"""
from __future__ import annotations

from dataclasses import dataclass

from game import shipped
from game.i18n import N_

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

    name: str     # English, marked: show it with _(name)
    rgb: Colour
    emblem: str   # one of EMBLEMS: drawn on every pawn, ship and chip of that seat
    words: Colour | None = None   # the colour of words in it, where rgb would not read (see `text`)

    @property
    def text(self) -> Colour:
        """The colour of this seat's words (a name, a turn line) on the dark panels: WCAG 2's
        4.5:1 on the lightest of them (TEXT_GROUND). Red, Green and Blue are lifted for it (Blue
        towards violet, so that it stays apart from Sky); the others read as they are."""
        return self.words or self.rgb


# Eight colours with names a couch says aloud, the first five (Cartagena's) the most distinct.
# Six come from the Okabe-Ito set; its vermilion and reddish purple became a red and a sand,
# because vermilion and orange, and purple beside green or blue, drew together for colour-blind
# eyes and on a dim TV. The least difference between any two (CIEDE2000, for normal vision,
# protanopia and deuteranopia (Machado 2009), each at full light and on a dim TV at 45% light
# with a lifted black, for a patch and for a small pawn whose hues read at half their chroma)
# rose from 7.2 (Green-Purple) to 10.4 (Red-Green); red against orange from 10.8 to 13.1.
# Every colour has L* >= 46, so it reads on the dark tables.
PLAYER_COLOURS: tuple[PlayerColour, ...] = (
    PlayerColour(N_("Red"), (230, 20, 0), "anchor", (246, 132, 124)),
    PlayerColour(N_("Sky"), (86, 180, 233), "star"),
    PlayerColour(N_("Green"), (0, 158, 115), "skull", (66, 183, 151)),
    PlayerColour(N_("Yellow"), (240, 228, 66), "crown"),
    PlayerColour(N_("Blue"), (0, 114, 178), "wheel", (137, 159, 253)),
    PlayerColour(N_("Orange"), (230, 159, 0), "key"),
    PlayerColour(N_("Sand"), (204, 187, 160), "moon"),
    PlayerColour(N_("White"), (236, 236, 236), "swords"),
)
EMBLEMS: tuple[str, ...] = tuple(c.emblem for c in PLAYER_COLOURS)
# The lightest dark panel that words in a player's colour stand on (a seat's plate, a lit row).
TEXT_GROUND: Colour = (48, 58, 84)

# Type sizes on the 1920x1080 logical screen, chosen to read from a couch (3 m, 55").
SIZE_TITLE = 120
SIZE_HEADING = 64
SIZE_LARGE = 48
SIZE_BODY = 36
SIZE_SMALL = 28   # the smallest text anywhere

FONT_DISPLAY = ASSETS / "fonts" / "display.ttf"   # headings, the title
FONT_BODY = ASSETS / "fonts" / "body.ttf"         # everything else
FONT_BODY_BOLD = ASSETS / "fonts" / "body-bold.ttf"
