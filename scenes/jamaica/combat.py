"""The combat duel overlay: both ships, the gunpowder spent, both dice rolling, the star, the outcome."""
from __future__ import annotations

import math
import weakref
from dataclasses import dataclass, field

import pygame

from game.i18n import _, language

from .. import theme
from ..widgets import draw_panel, draw_text
from . import art as S

RECT = pygame.Rect(0, 0, 1090, 660)
RECT.center = (theme.SCREEN_W // 2, 548)
SIDE_X = (RECT.centerx - 290, RECT.centerx + 290)
SHIP_Y = RECT.y + 180
DIE_Y = RECT.y + 404
RESULT_Y = RECT.y + 488
CONTROLS = pygame.Rect(RECT.x + 30, RECT.y + 520, RECT.w - 60, 126)   # the decision's strip


def side_center(side: int) -> tuple[int, int]:
    return SIDE_X[side], DIE_Y


@dataclass
class Duel:
    """What the overlay shows of a combat, updated by the events as they play."""

    a: int
    d: int
    space: int
    bonus_a: int = 0
    bonus_d: int = 0
    powder: list = field(default_factory=lambda: [0, 0])
    roll: list = field(default_factory=lambda: [None, None])
    rolling: tuple | None = None          # (side, tween) while a die tumbles
    note: str = ""
    result: str = ""
    winner: int | None = None
    totals: tuple = (None, None)
    over: bool = False

    def ships(self) -> tuple[int, int]:
        return self.a, self.d

    def end(self, e, name) -> None:
        self.over = True
        self.winner = e.winner
        self.totals = (e.attacker_total, e.defender_total)
        if e.winner is None:
            self.result = _("A tie: nothing happens")
        elif e.star:
            self.result = _("Star! {name} wins").format(name=name(e.winner))
        else:
            self.result = _("{name} wins").format(name=name(e.winner))

    def total(self, side: int):
        face = self.roll[side]
        if face is None or face == "star":
            return None
        return face + self.powder[side] + (self.bonus_a, self.bonus_d)[side]


_halos: list = []


def _halo() -> pygame.Surface:
    """A soft golden glow behind the winner."""
    if not _halos:
        surf = pygame.Surface((300, 200), pygame.SRCALPHA)
        for k in range(12):
            r = pygame.Rect(0, 0, 300 - k * 18, 200 - k * 12)
            r.center = (150, 100)
            pygame.draw.ellipse(surf, (*theme.BRASS, 14), r)
        _halos.append(surf)
    return _halos[0]


def _rolling_face(duel: Duel, side: int, time: float):
    if duel.rolling and duel.rolling[0] == side and duel.rolling[1].t < 0.8:
        faces = (2, 4, 6, 8, 10, "star")
        return faces[int(time * 14 + side * 3) % 6], True
    return duel.roll[side], False


# Per still picture (the entries go with their table), per combat space: a few 3 MB surfaces.
_backdrops: "weakref.WeakKeyDictionary[pygame.Surface, dict]" = weakref.WeakKeyDictionary()


def _backdrop(static: pygame.Surface, space: int) -> pygame.Surface:
    """The panel, its title and the VS over the table's still picture, as one opaque surface
    (the panel is all but opaque: what moves under it could not be seen anyway)."""
    spaces = _backdrops.setdefault(static, {})
    key = (space, language())      # the words are drawn in: a change of language redraws
    if key not in spaces:
        if len(spaces) >= 4:
            spaces.clear()
        surf = static.subsurface(RECT).copy()
        local = RECT.move(-RECT.x, -RECT.y)
        draw_panel(surf, local, fill=theme.NAVY, border=theme.BRASS, alpha=248)
        draw_text(surf, _("Combat!"), (local.centerx, 44), theme.SIZE_HEADING, theme.BRASS, "bold")
        draw_text(surf, _("VS"), (local.centerx, SHIP_Y - RECT.y), theme.SIZE_TITLE, theme.WARN, "display")
        spaces[key] = surf.convert() if pygame.display.get_surface() else surf
    return spaces[key]


def draw(surface: pygame.Surface, table, decision) -> None:
    duel: Duel = table.combat
    surface.blit(_backdrop(table.static(), duel.space), RECT.topleft)
    time = table.time
    for side, ship in enumerate(duel.ships()):
        cx = SIDE_X[side]
        inward = 1 if side == 0 else -1
        rel = S.ship_rel(ship, table.players, table.colours)
        bob = math.sin(time * 2.2 + side * 1.7) * 4
        lost = duel.over and duel.winner is not None and duel.winner != ship
        img = S.ship(rel, 224, side == 1)
        if lost:
            img = img.copy()
            img.set_alpha(140)
        if duel.over and duel.winner == ship:
            surface.blit(_halo(), _halo().get_rect(center=(cx, SHIP_Y + 10)))
        surface.blit(img, img.get_rect(center=(cx, SHIP_Y + bob)))
        draw_text(surface, table.name(ship), (cx, SHIP_Y + 116), theme.SIZE_LARGE, table.ship_words(ship), "bold")
        draw_text(surface, _("attacker") if side == 0 else _("defender"), (cx, SHIP_Y + 156), theme.SIZE_SMALL,
                  theme.TEXT_DIM, "bold")
        bits = []
        if duel.powder[side]:
            bits.append((S.token("gunpowder", 44), f"+{duel.powder[side]}"))
        bonus = (duel.bonus_a, duel.bonus_d)[side]
        if bonus:
            bits.append((S.icon("cannon", 44), f"+{bonus}"))
        for k, (ic, label) in enumerate(bits):
            y = DIE_Y + (k - (len(bits) - 1) / 2) * 48
            x = cx - inward * 70
            anchor = "midright" if side == 0 else "midleft"
            r = draw_text(surface, label, (x, y), theme.SIZE_BODY, theme.TEXT, "bold", anchor=anchor)
            icx = r.left - 26 if side == 0 else r.right + 26
            surface.blit(ic, ic.get_rect(center=(icx, y)))
        face, tumbling = _rolling_face(duel, side, time)
        if face is None:
            box = pygame.Rect(0, 0, 96, 96)
            box.center = (cx, DIE_Y)
            pygame.draw.rect(surface, theme.STONE_DARK, box, 4, border_radius=18)
            draw_text(surface, "?", box.center, theme.SIZE_LARGE, theme.TEXT_DIM, "bold")
            continue
        d = S.die("combat", face, 100)
        if tumbling:
            d = pygame.transform.rotate(d, (time * 700) % 360)
        surface.blit(d, d.get_rect(center=(cx, DIE_Y)))
        if not tumbling:
            text = _("STAR!") if face == "star" else f"= {duel.total(side)}"
            draw_text(surface, text, (cx + inward * 62, DIE_Y), theme.SIZE_LARGE, theme.BRASS, "bold",
                      anchor="midleft" if side == 0 else "midright")
    line = duel.result or duel.note
    if line:
        draw_text(surface, line, (RECT.centerx, RESULT_Y), theme.SIZE_LARGE, theme.PARCHMENT, "bold")
    if decision is None:
        waiting = table.combat_waiting_text()
        if waiting:
            draw_text(surface, waiting, CONTROLS.center, theme.SIZE_BODY, theme.TEXT_DIM, "bold")
