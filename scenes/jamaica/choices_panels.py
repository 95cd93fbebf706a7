"""Drawing a pending decision (choices.decide's): the captain's dice, the hand to choose from, the
ships to attack, the ways to pay, combat controls.

Every clickable part is registered in `table.choice_rects` as (option index, rect), or
("confirm", rect) for the button that confirms the focused option (`table.sel`).
"""
from __future__ import annotations

import pygame

from game.i18n import _
from game.jamaica.words import resource

from .. import theme
from ..widgets import arrow, draw_panel, draw_text, focus_ring, render_text
from . import combat as C
from . import layout as L
from . import art as S
from .cards import draw_card, number_badge
from .choices import POWDERS, half_short, half_words, halves


def button(surface, table, rect: pygame.Rect, label: str) -> None:
    draw_panel(surface, rect, fill=theme.WOOD, border=theme.BRASS, radius=14, alpha=245)
    draw_text(surface, label, rect.move(-3, -4).center, theme.SIZE_SMALL, theme.TEXT, "bold")
    table.choice_rects.append(("confirm", rect))


def draw(surface: pygame.Surface, table, decision) -> None:
    if decision is None:
        return
    fn = {"dice": _dice, "card": _cards, "attack": _chooser, "pay": _list, "sabre": _tiles,
          "loot": _tiles, **{kind: _powder for kind in POWDERS}}.get(decision.kind)
    if fn is not None:          # routes and holds are picked where they are: on the map, on the hold board
        fn(surface, table, decision)


def fitted(surface, text: str, pos, size: int, colour, room: int, anchor: str = "midleft") -> pygame.Rect:
    """A line of bold text at `pos`, narrowed to `room` pixels if it is wider (a long word in a
    narrow panel stays whole and legible)."""
    line = render_text(text, size, colour, "bold")
    if line.get_width() > room:
        line = pygame.transform.smoothscale(line, (room, line.get_height()))
    rect = line.get_rect(**{anchor: pos})
    surface.blit(line, rect)
    return rect


# ------------------------------------------------------------------ the captain's dice
def _dice(surface, table, decision) -> None:
    rect = L.ISLAND
    draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS, alpha=246)
    draw_text(surface, _("Place the dice"), (rect.centerx, rect.y + 38), theme.SIZE_LARGE, theme.BRASS, "display")
    hand = table.shown["ships"][decision.seat].get("hand") or []
    box_w, gap = 232, 14
    for i, option in enumerate(decision.options):
        day, night = option.data["day"], option.data["night"]
        box = pygame.Rect(rect.x + (rect.w - 2 * box_w - gap) // 2 + i * (box_w + gap), rect.y + 74, box_w,
                          rect.h - 164)
        focused = i == table.sel
        draw_panel(surface, box, fill=theme.WOOD if focused else theme.INK, border=theme.BRASS if focused
                   else theme.BRASS_DARK, radius=14, alpha=240)
        for k, (kind, value) in enumerate((("day", day), ("night", night))):
            cx = box.x + 62 + k * 108
            ic = S.icon("sun" if kind == "day" else "moon", 40)
            surface.blit(ic, ic.get_rect(center=(cx - 34, box.y + 44)))
            d = S.die(kind, value, 58)
            surface.blit(d, d.get_rect(center=(cx + 16, box.y + 44)))
        row_h = min(70, (box.h - 90) // max(1, len(hand)))
        for k, card in enumerate(hand):
            y = box.y + 84 + k * row_h
            mini = S.card(card, 40)
            surface.blit(mini, mini.get_rect(midleft=(box.x + 12, y + row_h // 2 - 4)))
            for j, (kind, half, value) in enumerate(zip(("sun", "moon"), halves(card), (day, night))):
                ly = y + row_h // 2 - 20 + j * 30
                ic = S.icon(kind, 24)
                surface.blit(ic, ic.get_rect(center=(box.x + 67, ly)))
                fitted(surface, half_short(half, value), (box.x + 81, ly), theme.SIZE_SMALL,
                       (255, 226, 140) if j == 0 else (200, 214, 244), box.w - 87)
        if focused:
            focus_ring(surface, box.move(-3, -4).inflate(-6, -8), table.time, radius=14)
        table.choice_rects.append((i, box))
    btn = pygame.Rect(0, 0, 300, 64)
    btn.midbottom = (rect.centerx, rect.bottom - 18)
    button(surface, table, btn, decision.confirm)


# ------------------------------------------------------------------ the hand to choose from
def _cards(surface, table, decision) -> None:
    rect = L.ISLAND
    draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS, alpha=246)
    n = len(decision.options)
    gap = 14
    w = min(150, (rect.w - 40 - (n - 1) * gap) // n)
    h = round(w * S.CARD_RATIO)
    total = n * w + (n - 1) * gap
    x0 = rect.centerx - total // 2
    title = _("Your hand") if len(table.humans()) <= 1 else _("{name}'s hand").format(name=table.names[decision.seat])
    draw_text(surface, title, (rect.centerx, rect.y + 36), theme.SIZE_LARGE, theme.BRASS, "display")
    for i, option in enumerate(decision.options):
        focused = i == table.sel
        r = pygame.Rect(x0 + i * (w + gap), rect.y + 84 - (18 if focused else 0), w, h)
        draw_card(surface, option.data["card"], r, option.data["day"], option.data["night"])
        if focused:
            focus_ring(surface, r, table.time, radius=12)
        table.choice_rects.append((i, r))
    data = decision.options[table.sel].data
    lines = [half_words(half, value) for half, value in zip(halves(data["card"]), (data["day"], data["night"]))]
    y = rect.y + 84 + h + 34
    for k, (kind, text) in enumerate(zip(("sun", "moon"), lines)):
        ic = S.icon(kind, 40)
        line_y = y + k * 44
        r = draw_text(surface, text, (rect.centerx + 22, line_y), theme.SIZE_BODY,
                      (255, 226, 140) if k == 0 else (200, 214, 244), "bold")
        surface.blit(ic, ic.get_rect(center=(r.x - 28, line_y)))
    btn = pygame.Rect(0, 0, 300, 64)
    btn.midbottom = (rect.centerx, rect.bottom - 16)
    button(surface, table, btn, decision.confirm)


# ------------------------------------------------------------------ a row of options over the island
def _chooser(surface, table, decision) -> None:
    """The ships to attack, each its picture and name."""
    n = len(decision.options)
    gap = 14
    tile_w = min(200, (L.ISLAND.w - 40 - (n - 1) * gap) // max(1, n))
    width = max(420, n * tile_w + (n - 1) * gap + 40)
    rect = pygame.Rect(0, 0, width, 250)
    rect.center = (L.ISLAND.centerx, L.ISLAND.centery + 60)
    draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS, alpha=240)
    x0 = rect.centerx - (n * tile_w + (n - 1) * gap) // 2
    for i, option in enumerate(decision.options):
        tile = pygame.Rect(x0 + i * (tile_w + gap), rect.y + 20, tile_w, 134)
        focused = i == table.sel
        draw_panel(surface, tile, fill=theme.WOOD if focused else theme.INK,
                   border=theme.BRASS if focused else theme.BRASS_DARK, radius=12, alpha=240)
        inner = tile.move(-3, -4)
        ship = option.data["ship"]
        img = S.ship(S.ship_rel(ship, table.players, table.colours), min(96, tile_w - 20), False)
        surface.blit(img, img.get_rect(center=(inner.centerx, inner.y + 50)))
        fitted(surface, option.label, (inner.centerx, inner.bottom - 24), theme.SIZE_SMALL, table.ship_words(ship),
               tile_w - 16, anchor="center")
        if focused:
            focus_ring(surface, inner.inflate(-4, -6), table.time, radius=12)
        table.choice_rects.append((i, tile))
    btn = pygame.Rect(0, 0, 280, 60)
    btn.midbottom = (rect.centerx, rect.bottom - 18)
    button(surface, table, btn, decision.confirm)


# ------------------------------------------------------------------ a list of worded options
def _list(surface, table, decision) -> None:
    """Options that are sentences (the ways to pay a space): tiles of two lines, in one column, or
    two when there are many, so that no label is squeezed into a sliver."""
    n = len(decision.options)
    cols = 1 if n <= 4 else 2
    rows = -(-n // cols)
    gap, tile_h = 10, 72
    width = 600 if cols == 1 else 920
    tile_w = (width - 40 - (cols - 1) * gap) // cols
    rect = pygame.Rect(0, 0, width, 20 + rows * (tile_h + gap) + 84)
    rect.center = (L.ISLAND.centerx, L.ISLAND.centery + 60)
    draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS, alpha=240)
    for i, option in enumerate(decision.options):
        tile = pygame.Rect(rect.x + 20 + (i % cols) * (tile_w + gap), rect.y + 20 + (i // cols) * (tile_h + gap),
                           tile_w, tile_h)
        focused = i == table.sel
        draw_panel(surface, tile, fill=theme.WOOD if focused else theme.INK,
                   border=theme.BRASS if focused else theme.BRASS_DARK, radius=12, alpha=240)
        inner = tile.move(-3, -4)
        draw_text(surface, option.label, inner.center, theme.SIZE_SMALL, theme.TEXT, "bold", width=tile_w - 24)
        if focused:
            focus_ring(surface, inner.inflate(-4, -6), table.time, radius=12)
        table.choice_rects.append((i, tile))
    btn = pygame.Rect(0, 0, 280, 60)
    btn.midbottom = (rect.centerx, rect.bottom - 14)
    button(surface, table, btn, decision.confirm)


# ------------------------------------------------------------------ combat controls
def _powder(surface, table, decision) -> None:
    strip = C.CONTROLS
    amount = decision.options[table.sel].action.amount
    most = decision.options[-1].action.amount
    cx, cy = strip.centerx - 120, strip.centery - 4
    left = pygame.Rect(0, 0, 70, 80)
    left.center = (cx - 170, cy)
    right = pygame.Rect(0, 0, 70, 80)
    right.center = (cx + 170, cy)
    for r, d, idx in ((left, -1, max(0, table.sel - 1)), (right, 1, min(len(decision.options) - 1, table.sel + 1))):
        arrow(surface, r.center, d, theme.BRASS if idx != table.sel else theme.STONE, 22)
        table.choice_rects.append((idx, r))
    bomb = S.token("gunpowder", 70)
    surface.blit(bomb, bomb.get_rect(center=(cx - 50, cy)))
    draw_text(surface, f"\u00d7 {amount}", (cx + 40, cy), theme.SIZE_HEADING, theme.TEXT, "bold")
    draw_text(surface, _("(you have {n})").format(n=most), (cx, cy + 50), theme.SIZE_SMALL, theme.TEXT_DIM, "bold")
    btn = pygame.Rect(0, 0, 250, 70)
    btn.midright = (strip.right - 10, cy)
    button(surface, table, btn, decision.confirm)


def _tiles(surface, table, decision) -> None:
    strip = C.CONTROLS
    n = len(decision.options)
    gap = 12
    tile_w = min(320 if decision.kind == "sabre" else 150, (strip.w - (n - 1) * gap) // max(1, n))
    x0 = strip.centerx - (n * tile_w + (n - 1) * gap) // 2
    for i, option in enumerate(decision.options):
        tile = pygame.Rect(x0 + i * (tile_w + gap), strip.y + 4, tile_w, strip.h - 8)
        focused = i == table.sel
        draw_panel(surface, tile, fill=theme.WOOD if focused else theme.INK,
                   border=theme.BRASS if focused else theme.BRASS_DARK, radius=12, alpha=245)
        inner = tile.move(-3, -4)
        if decision.kind == "loot":
            _loot_tile(surface, option, inner)
        else:
            draw_text(surface, option.label, inner.center, theme.SIZE_BODY, theme.TEXT, "bold", width=tile_w - 20)
        if focused:
            focus_ring(surface, inner.inflate(-4, -6), table.time, radius=12)
        table.choice_rects.append((i, tile))


def _loot_tile(surface, option, inner: pygame.Rect) -> None:
    """A hold's goods (its token, the number, the resource), a treasure card, or nothing."""
    kind = option.action.take
    top = (inner.centerx, inner.y + 40)
    if kind == "hold":
        tok = S.token(option.data["kind"], 52)
        surface.blit(tok, tok.get_rect(center=(top[0] - 22, top[1])))
        draw_text(surface, str(option.data["amount"]), (top[0] + 30, top[1]), theme.SIZE_LARGE, theme.TEXT, "bold")
    elif kind in ("treasure", "hidden", "give"):
        card = S.treasure(option.data.get("card"), 44)
        surface.blit(card, card.get_rect(center=top))
    else:
        draw_text(surface, "\u2014", top, theme.SIZE_LARGE, theme.TEXT_DIM, "bold")
    label = resource(option.data["kind"]) if kind == "hold" else option.data.get("short", option.label)
    draw_text(surface, label, (inner.centerx, inner.bottom - 20), theme.SIZE_SMALL, theme.PARCHMENT, "bold")


__all__ = ["draw", "number_badge"]
