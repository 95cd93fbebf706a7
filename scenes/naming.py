"""Naming a lobby seat: a typed name on the keyboard, a pick from a list of pirate names on a pad."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.i18n import _

from . import theme
from .widgets import draw_panel, draw_text

PIRATE_NAMES = ("Anne", "Calico Jack", "Mary", "Blackbeard", "Grace", "Henry", "Ching Shih", "Bart",  # i18n: keep (pirate names)
                "Kidd", "Morgan", "Jacquotte", "Roberts")

MAX_NAME = 14


@dataclass
class Naming:
    """One seat being named by one device. Typed (the keyboard): letters add, erase takes the
    last one away. Picked (a pad): left/right or up/down step through the pirate names no
    other seat uses."""

    seat: int
    device: str
    original: str
    typed: bool
    taken: set[str] = field(default_factory=set)
    name: str = ""
    pick: int = -1

    def __post_init__(self) -> None:
        self.name = self.original
        if not self.typed:
            offered = self.offered()
            self.pick = offered.index(self.original) if self.original in offered else -1

    def offered(self) -> list[str]:
        """The names a pad may pick: the pirate names no other seat has."""
        return [n for n in PIRATE_NAMES if n not in self.taken]

    def type(self, text: str) -> None:
        for ch in text:
            if ch.isprintable() and len(self.name) < MAX_NAME and (self.name or not ch.isspace()):
                self.name += ch

    def erase(self) -> None:
        self.name = self.name[:-1]

    def step(self, d: int) -> None:
        offered = self.offered()
        if offered:
            self.pick = (self.pick + d) % len(offered) if self.pick >= 0 else (0 if d > 0 else len(offered) - 1)
            self.name = offered[self.pick]

    def result(self) -> str:
        """The name to keep: what was typed, else what the seat had before."""
        name = " ".join(self.name.split())
        return name or self.original


def draw_naming(surface: pygame.Surface, naming: Naming, seat_number: int, time: float) -> None:
    """The naming panel over the lobby's right column: the name with a caret, how to finish,
    and on a pad the list of names to pick from."""
    rect = pygame.Rect(1090, 230, 760, 670 if not naming.typed else 330)
    pygame.draw.rect(surface, theme.INK, rect.inflate(-8, -8), border_radius=16)   # nothing shows through
    draw_panel(surface, rect, fill=theme.WOOD_DARK, border=theme.BRASS, radius=16, alpha=255)
    draw_text(surface, _("A name for seat {n}").format(n=seat_number), (rect.centerx, rect.y + 50), theme.SIZE_HEADING,
              theme.BRASS, "display")
    caret = "|" if naming.typed and int(time * 2) % 2 == 0 else " "
    box = pygame.Rect(rect.x + 60, rect.y + 100, rect.w - 120, 80)
    draw_panel(surface, box, fill=theme.INK, border=theme.BRASS_DARK, radius=10, alpha=255)
    draw_text(surface, naming.name + (caret if naming.typed else ""), (box.x + 24, box.centery),
              theme.SIZE_LARGE, theme.PARCHMENT, "bold", anchor="midleft")
    if naming.typed:
        lines = (_("Type a name \u2022 Backspace deletes a letter"), _("Enter keeps it \u2022 Esc puts back the old one"))
        for k, line in enumerate(lines):
            draw_text(surface, line, (rect.centerx, rect.y + 225 + k * 44), theme.SIZE_BODY, theme.FOAM)
        return
    offered = naming.offered()
    cols, row_h = 2, 58
    for k, name in enumerate(offered):
        cell = pygame.Rect(rect.x + 40 + (k % cols) * 345, rect.y + 210 + (k // cols) * row_h, 335, row_h - 8)
        on = k == naming.pick
        draw_panel(surface, cell, fill=theme.WOOD if on else theme.NAVY,
                   border=theme.BRASS if on else theme.BRASS_DARK, radius=10, alpha=240)
        draw_text(surface, name, cell.center, theme.SIZE_BODY, theme.TEXT if on else theme.TEXT_DIM)
    draw_text(surface, _("Left/right: another name \u2022 A keeps it \u2022 B puts back the old one"),
              (rect.centerx, rect.bottom - 16), theme.SIZE_SMALL, theme.FOAM, width=rect.w - 40, anchor="midbottom")
