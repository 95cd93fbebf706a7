"""The Jamaica map: the static surface (table, Tiled tiles, frame), lair tokens, ships, route highlights."""
from __future__ import annotations

import math

import pygame
import pytmx

from game.i18n import _
from game.jamaica.circuit import MAP_PATH
from ..tiled import load_pygame

from .. import theme
from ..widgets import draw_text, focus_ring, image
from . import layout as L
from . import art as S
from .choices import ROUTES

_cache: dict = {}


def background() -> pygame.Surface:
    """Table, map and frame in one opaque surface, built once per run."""
    if "bg" in _cache:
        return _cache["bg"]
    surf = pygame.Surface((theme.SCREEN_W, theme.SCREEN_H))
    try:
        surf.blit(image("ui/table_bg.png"), (0, 0))
    except (FileNotFoundError, pygame.error):
        surf.fill(theme.WOOD_DARK)
    m = L.map_rect()
    pygame.draw.rect(surf, (0, 0, 0), m.inflate(28, 28).move(6, 8), border_radius=14)
    pygame.draw.rect(surf, theme.BRASS_DARK, m.inflate(16, 16), border_radius=10)
    pygame.draw.rect(surf, theme.INK, m.inflate(6, 6), border_radius=6)
    tmx = load_pygame(str(MAP_PATH))
    for layer in tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, img in layer.tiles():
                surf.blit(img, (m.x + x * tmx.tilewidth, m.y + y * tmx.tileheight))
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    _cache["bg"] = surf
    return surf


def draw_lairs(surface: pygame.Surface, lairs) -> None:
    tok = S.token("lair", 30)
    for space in lairs:
        r = L.space_rect(space)
        surface.blit(tok, tok.get_rect(center=(r.right - 6, r.y + 6)))


def ship_spots(table) -> list[tuple[int, tuple[int, int], int, bool]]:
    """(ship, centre, width, facing left) of every ship at rest, back to front."""
    by_space: dict[int, list[int]] = {}
    for i, sv in enumerate(table.shown["ships"]):
        if i not in table.hidden_ships:
            by_space.setdefault(sv["space"], []).append(i)
    out = []
    for space, ships in by_space.items():
        for slot, ship in enumerate(ships):
            (x, y), w = L.ship_spot(space, slot, len(ships))
            out.append((ship, (x, y), w, L.facing(space) < 0))
    out.sort(key=lambda t: t[1][1])
    return out


def draw_ships(surface: pygame.Surface, table, decision) -> None:
    acting = table.shown.get("acting")
    mover = acting[0] if acting else None
    targets = {}
    if decision is not None and decision.kind == "attack":
        targets = {o.data["ship"]: i for i, o in enumerate(decision.options)}
    for ship, (x, y), w, left in ship_spots(table):
        rel = S.ship_rel(ship, table.players, table.colours)
        img = S.ship(rel, w, left)
        base = pygame.Rect(0, 0, w * 0.8, w * 0.22)
        base.center = (x, y + w * 0.32)
        colour = table.ship_colour(ship)
        pygame.draw.ellipse(surface, theme.INK, base.inflate(4, 4))
        pygame.draw.ellipse(surface, colour, base)
        if ship == mover and not table.shown["over"]:
            glow = 0.5 + 0.5 * math.sin(table.time * 6)
            pygame.draw.ellipse(surface, theme.BRASS, base.inflate(12 + 6 * glow, 8 + 4 * glow), 3)
        surface.blit(img, img.get_rect(center=(x, y)))
        if ship in targets:
            r = img.get_rect(center=(x, y)).inflate(8, 8)
            if targets[ship] == table.sel:
                focus_ring(surface, r, table.time, theme.BRASS, radius=14, width=4)
            else:
                pygame.draw.rect(surface, theme.FOAM, r, 2, border_radius=14)
            table.choice_rects.append((targets[ship], r))


def draw_routes(surface: pygame.Surface, table, decision) -> None:
    """Every destination offered (a fork's branches, the ghost's ways, a retreat): the focused one
    bright with its path, a ghost of the ship and what the space costs; the others outlined."""
    if decision is None or decision.kind not in ROUTES:
        return
    glow = 0.5 + 0.5 * math.sin(table.time * 5)
    order = sorted(range(len(decision.options)), key=lambda i: i == table.sel)
    for i in order:
        option = decision.options[i]
        dest, path = option.action.to, option.data["path"]
        focused = i == table.sel
        colour = theme.BRASS if focused else theme.FOAM
        for space in path[:-1]:
            pr = L.space_rect(space).inflate(2, 2)
            pygame.draw.rect(surface, theme.INK, pr.inflate(4, 4), 2, border_radius=10)
            pygame.draw.rect(surface, colour, pr, 3 if focused else 2, border_radius=9)
        r = L.space_rect(dest)
        table.choice_rects.append((i, r.inflate(8, 8)))
        if not focused:
            pygame.draw.rect(surface, theme.INK, r.inflate(12, 12), 6, border_radius=12)
            pygame.draw.rect(surface, theme.FOAM, r.inflate(8, 8), 4, border_radius=12)
            continue
        mover = option.data["ship"]
        if mover is not None:
            ghost = S.ship(S.ship_rel(mover, table.players, table.colours), 72, L.facing(dest) < 0).copy()
            ghost.set_alpha(int(110 + 90 * glow))
            surface.blit(ghost, ghost.get_rect(center=(r.centerx, r.centery - 6)))
        focus_ring(surface, r.inflate(10, 10), table.time, theme.BRASS, radius=12, width=6)


def draw_round(surface: pygame.Surface, table) -> None:
    rose = L.anchor("compass_rose")
    # Beside the rose's top, on a dark chip (the sea is light; a first game's tip stands below it).
    tag = S.chip(_("Round {n}").format(n=table.shown["round"]), theme.SIZE_BODY, theme.PARCHMENT, theme.INK, 12)
    surface.blit(tag, tag.get_rect(topright=(rose.x - 10, rose.y + 6)))
