"""Drawing a pending decision: the captain's dice, the hand to choose from, choosers, combat controls.

Every clickable part is registered in `table.choice_rects` as (choice index, rect), or
("confirm", rect) for the button that confirms the focused choice.
"""
from __future__ import annotations

import pygame

from game.i18n import N_, _, pgettext

from .. import theme
from ..widgets import arrow, draw_panel, draw_text, focus_ring, render_text
from . import combat as C
from . import layout as L
from . import art as S
from .cards import draw_card, number_badge


def button(surface, table, rect: pygame.Rect, label: str) -> None:
    draw_panel(surface, rect, fill=theme.WOOD, border=theme.BRASS, radius=14, alpha=245)
    draw_text(surface, label, rect.move(-3, -4).center, theme.SIZE_SMALL, theme.TEXT, "bold")
    table.choice_rects.append(("confirm", rect))


def draw(surface: pygame.Surface, table, decision) -> None:
    if decision is None:
        return
    fn = {"dice": _dice, "cards": _cards, "target": _chooser, "list": _list, "powder": _powder,
          "sabre": _tiles, "loot": _tiles}.get(decision.style)
    if fn is not None:          # routes and holds are picked where they are: on the map, on the hold board
        fn(surface, table, decision)


# ------------------------------------------------------------------ the captain's dice
def _dice(surface, table, decision) -> None:
    rect = L.ISLAND
    draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS, alpha=246)
    draw_text(surface, _("Place the dice"), (rect.centerx, rect.y + 38), theme.SIZE_LARGE, theme.BRASS, "display")
    hand = table.shown["ships"][decision.seat].get("hand") or []
    box_w, gap = 232, 14
    for i, c in enumerate(decision.choices):
        box = pygame.Rect(rect.x + (rect.w - 2 * box_w - gap) // 2 + i * (box_w + gap), rect.y + 74, box_w,
                          rect.h - 164)
        focused = i == table.sel
        draw_panel(surface, box, fill=theme.WOOD if focused else theme.INK, border=theme.BRASS if focused
                   else theme.BRASS_DARK, radius=14, alpha=240)
        for k, (kind, value) in enumerate((("day", c.action.day), ("night", c.action.night))):
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
            for j, (kind, text) in enumerate(zip(("sun", "moon"), _effect(card, c.action.day, c.action.night))):
                ly = y + row_h // 2 - 20 + j * 30
                ic = S.icon(kind, 24)
                surface.blit(ic, ic.get_rect(center=(box.x + 72, ly)))
                draw_text(surface, text, (box.x + 90, ly), theme.SIZE_SMALL,
                          (255, 226, 140) if j == 0 else (200, 214, 244), "bold", anchor="midleft")
        if focused:
            focus_ring(surface, box.move(-3, -4).inflate(-6, -8), table.time, radius=14)
        table.choice_rects.append((i, box))
    btn = pygame.Rect(0, 0, 300, 64)
    btn.midbottom = (rect.centerx, rect.bottom - 18)
    button(surface, table, btn, decision.confirm)


SHORT = {"forward": N_("Forward"), "food": N_("Food"), "gold": N_("Gold"), "gunpowder": N_("Powder")}


def _short(half: str) -> str:
    """A card half in a word, for the narrow dice panel ("Back" is the direction, not the key)."""
    return pgettext("jamaica direction", "Back") if half == "backward" else _(SHORT[half])


def _effect(card: str, day: int, night: int) -> tuple[str, str]:
    a, b = card.split("/")
    return f"{_short(a)} {day}", f"{_short(b)} {night}"


# ------------------------------------------------------------------ the hand to choose from
def _cards(surface, table, decision) -> None:
    rect = L.ISLAND
    draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS, alpha=246)
    n = len(decision.choices)
    gap = 14
    w = min(150, (rect.w - 40 - (n - 1) * gap) // n)
    h = round(w * S.CARD_RATIO)
    total = n * w + (n - 1) * gap
    x0 = rect.centerx - total // 2
    day, night = table.shown["day"], table.shown["night"]
    title = _("Your hand") if len(table.humans()) <= 1 else _("{name}'s hand").format(name=table.names[decision.seat])
    draw_text(surface, title, (rect.centerx, rect.y + 36), theme.SIZE_LARGE, theme.BRASS, "display")
    for i, c in enumerate(decision.choices):
        focused = i == table.sel
        r = pygame.Rect(x0 + i * (w + gap), rect.y + 84 - (18 if focused else 0), w, h)
        draw_card(surface, c.data["card"], r, day, night)
        if focused:
            focus_ring(surface, r, table.time, radius=12)
        table.choice_rects.append((i, r))
    c = decision.choices[table.sel]
    y = rect.y + 84 + h + 34
    for k, (kind, text) in enumerate((("sun", c.label), ("moon", c.detail))):
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
    n = len(decision.choices)
    gap = 14
    tile_w = min(200, (L.ISLAND.w - 40 - (n - 1) * gap) // max(1, n))
    width = max(420, n * tile_w + (n - 1) * gap + 40)
    rect = pygame.Rect(0, 0, width, 250)
    rect.center = (L.ISLAND.centerx, L.ISLAND.centery + 60)
    draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS, alpha=240)
    x0 = rect.centerx - (n * tile_w + (n - 1) * gap) // 2
    for i, c in enumerate(decision.choices):
        tile = pygame.Rect(x0 + i * (tile_w + gap), rect.y + 20, tile_w, 134)
        focused = i == table.sel
        draw_panel(surface, tile, fill=theme.WOOD if focused else theme.INK,
                   border=theme.BRASS if focused else theme.BRASS_DARK, radius=12, alpha=240)
        inner = tile.move(-3, -4)
        if decision.style == "target":
            ship = c.target[1]
            img = S.ship(S.ship_rel(ship, table.players, table.colours), min(96, tile_w - 20), False)
            surface.blit(img, img.get_rect(center=(inner.centerx, inner.y + 50)))
            label = render_text(c.label, theme.SIZE_SMALL, table.ship_colour(ship), "bold")
            if label.get_width() > tile_w - 16:
                label = pygame.transform.smoothscale(label, (tile_w - 16, label.get_height()))
            surface.blit(label, label.get_rect(center=(inner.centerx, inner.bottom - 24)))
        elif decision.style == "holds":
            ship, hold = c.target[1], c.target[2]
            h = table.shown["ships"][ship]["holds"][hold]
            tok = S.token(h["kind"], 56)
            surface.blit(tok, tok.get_rect(midleft=(inner.x + 14, inner.centery)))
            draw_text(surface, f"{h['amount']}", (inner.x + 84, inner.centery), theme.SIZE_LARGE, theme.TEXT,
                      "bold", anchor="midleft")
        else:
            draw_text(surface, c.label, inner.center, theme.SIZE_SMALL, theme.TEXT, "bold", width=tile_w - 24)
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
    n = len(decision.choices)
    cols = 1 if n <= 4 else 2
    rows = -(-n // cols)
    gap, tile_h = 10, 72
    width = 600 if cols == 1 else 920
    tile_w = (width - 40 - (cols - 1) * gap) // cols
    rect = pygame.Rect(0, 0, width, 20 + rows * (tile_h + gap) + 84)
    rect.center = (L.ISLAND.centerx, L.ISLAND.centery + 60)
    draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS, alpha=240)
    for i, c in enumerate(decision.choices):
        tile = pygame.Rect(rect.x + 20 + (i % cols) * (tile_w + gap), rect.y + 20 + (i // cols) * (tile_h + gap),
                           tile_w, tile_h)
        focused = i == table.sel
        draw_panel(surface, tile, fill=theme.WOOD if focused else theme.INK,
                   border=theme.BRASS if focused else theme.BRASS_DARK, radius=12, alpha=240)
        inner = tile.move(-3, -4)
        draw_text(surface, c.label, inner.center, theme.SIZE_SMALL, theme.TEXT, "bold", width=tile_w - 24)
        if focused:
            focus_ring(surface, inner.inflate(-4, -6), table.time, radius=12)
        table.choice_rects.append((i, tile))
    btn = pygame.Rect(0, 0, 280, 60)
    btn.midbottom = (rect.centerx, rect.bottom - 14)
    button(surface, table, btn, decision.confirm)


# ------------------------------------------------------------------ combat controls
def _powder(surface, table, decision) -> None:
    strip = C.CONTROLS
    amount = decision.choices[table.sel].action.amount
    most = decision.choices[-1].action.amount
    cx, cy = strip.centerx - 120, strip.centery - 4
    left = pygame.Rect(0, 0, 70, 80)
    left.center = (cx - 170, cy)
    right = pygame.Rect(0, 0, 70, 80)
    right.center = (cx + 170, cy)
    for r, d, idx in ((left, -1, max(0, table.sel - 1)), (right, 1, min(len(decision.choices) - 1, table.sel + 1))):
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
    n = len(decision.choices)
    gap = 12
    tile_w = min(320 if decision.style == "sabre" else 150, (strip.w - (n - 1) * gap) // max(1, n))
    x0 = strip.centerx - (n * tile_w + (n - 1) * gap) // 2
    for i, c in enumerate(decision.choices):
        tile = pygame.Rect(x0 + i * (tile_w + gap), strip.y + 4, tile_w, strip.h - 8)
        focused = i == table.sel
        draw_panel(surface, tile, fill=theme.WOOD if focused else theme.INK,
                   border=theme.BRASS if focused else theme.BRASS_DARK, radius=12, alpha=245)
        inner = tile.move(-3, -4)
        if decision.style == "loot":
            _loot_tile(surface, c, inner)
        else:
            draw_text(surface, c.label, inner.center, theme.SIZE_BODY, theme.TEXT, "bold", width=tile_w - 20)
        if focused:
            focus_ring(surface, inner.inflate(-4, -6), table.time, radius=12)
        table.choice_rects.append((i, tile))


def _loot_tile(surface, c, inner: pygame.Rect) -> None:
    kind = c.action.take
    top = (inner.centerx, inner.y + 40)
    if kind == "hold":
        tok = S.token(c.data["kind"], 52)
        surface.blit(tok, tok.get_rect(center=(top[0] - 22, top[1])))
        draw_text(surface, c.label, (top[0] + 30, top[1]), theme.SIZE_LARGE, theme.TEXT, "bold")
    elif kind in ("treasure", "hidden", "give"):
        card = S.treasure(c.data.get("card"), 44)
        surface.blit(card, card.get_rect(center=top))
    else:
        draw_text(surface, "\u2014", top, theme.SIZE_LARGE, theme.TEXT_DIM, "bold")
    label = c.detail if kind == "hold" else c.data.get("short", c.label)
    draw_text(surface, label, (inner.centerx, inner.bottom - 20), theme.SIZE_SMALL, theme.PARCHMENT, "bold")


__all__ = ["draw", "number_badge"]
