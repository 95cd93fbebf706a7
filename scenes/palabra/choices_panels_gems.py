"""Drawing the decisions about gems in the Palabra tray: a bid's fist, the gems given back, a gem picked.

The fist (bid): a column per colour, the gems held, the count in the fist with its arrows, and
the button that closes it; the counts are the current option's pile. The gems given back
(return): one tile per option, its gems and their worth, least worth first. The gem tiles
(a share's pick, the spyglass's gem): one tile per colour offered, with the island's count;
a pick has a side column with the gems each partner has taken so far.
"""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext

from .. import theme
from ..widgets import draw_text, fit_text, focus_ring, render_text
from . import art as S
from . import choices_ui as ui
from .controls import Controls
from .glossary import COLOUR_WORDS

EXTRA_W = 250        # the side column of a pick (the gems taken so far on a shared island)


def as_dict(pile: list[int]) -> dict:
    return dict(zip(S.COLOURS, pile))


# ------------------------------------------------------------------------------ a bid
def fist_tray(table, c: Controls, surface) -> None:
    r, t, nav = table.lay.tray, table.time, c.nav
    fist = as_dict(nav.pile)
    n = S.count(fist)
    ui.tray(surface, r, ngettext("Your secret bid: {n} gem, worth {worth}", "Your secret bid: {n} gems, worth {worth}",
                                 n).format(n=n, worth=S.value(fist)))
    col_w = min(118, (r.w - 270) // 5)
    gy = r.y + 50 + (r.h - 110) // 4
    for i, colour in enumerate(S.COLOURS):
        cx = r.x + 30 + col_w // 2 + i * col_w
        have = nav.chest[i]
        img = S.gem(colour, 50)
        if not have:
            img = img.copy()
            img.set_alpha(80)
        surface.blit(img, img.get_rect(center=(cx, gy)))
        draw_text(surface, _("of {n}").format(n=have), (cx, gy + 40), theme.SIZE_SMALL,
                  theme.TEXT_DIM if not have else theme.TEXT)
        ny = r.bottom - 62
        box = pygame.Rect(0, 0, 64, 42)
        box.center = (cx - 18, ny)
        pygame.draw.rect(surface, theme.INK, box, border_radius=10)
        draw_text(surface, str(fist[colour]), box.center, theme.SIZE_BODY,
                  S.TEXT_COLOURS[colour] if fist[colour] else theme.TEXT_DIM, "bold")
        up, down = ui.updown(surface, (cx + 32, ny), theme.BRASS, nav.can(i, 1), nav.can(i, -1))
        c.rects[("up", i)], c.rects[("down", i)] = up, down
        col_rect = pygame.Rect(cx - col_w // 2 + 4, r.y + 44, col_w - 8, r.h - 54)
        c.rects[("col", i)] = col_rect
        if i == nav.col:
            focus_ring(surface, col_rect, t, radius=12)
    go = pygame.Rect(r.right - 230, r.centery - 4, 200, 60)
    ui.button(surface, go, _("Close fist"), time=t)
    c.rects["go"] = go


# ------------------------------------------------------------------------------ gems given back
def return_tray(table, c: Controls, surface) -> None:
    """One tile per way of giving the gems back: its gems, and their worth below."""
    r, t, nav = table.lay.tray, table.time, c.nav
    ui.tray(surface, r, c.decision.prompt)
    options = nav.options
    n = len(options)
    room = pygame.Rect(r.x + 24, r.y + 48, r.w - 48, r.h - 58)
    gap = 10
    rows = 1                              # one row, or more when the tiles would grow too narrow
    while rows < 3 and (room.w - (-(-n // rows) - 1) * gap) // -(-n // rows) < 96:
        rows += 1
    cols = -(-n // rows)
    rows = -(-n // cols)
    nav.columns = cols
    tile_w = min(150, (room.w - (cols - 1) * gap) // cols)
    tile_h = min(150, (room.h - (rows - 1) * gap) // rows)
    most = max(sum(o.data["pile"]) for o in options)
    size = max(20, min(48, (tile_w - 16) // max(1, most) - 2, tile_h - 44))
    for k, o in enumerate(options):
        row, col = divmod(k, cols)
        rect = pygame.Rect(room.x + col * (tile_w + gap), room.y + row * (tile_h + gap), tile_w, tile_h)
        pygame.draw.rect(surface, theme.INK, rect, border_radius=12)
        pile = as_dict(o.data["pile"])
        width = S.gem_row_width(pile, size, tile_w - 12)
        S.gem_row(surface, pile, rect.centerx - width // 2, rect.y + max(8 + size // 2, (rect.h - 36) // 2), size,
                  tile_w - 12)
        value = S.value(pile)
        draw_text(surface, str(value).replace("-", "\u2212"), (rect.centerx, rect.bottom - 18), theme.SIZE_SMALL,
                  theme.GOOD if value <= 0 else theme.TEXT, "bold")
        c.rects[("tile", k)] = rect
        if k == nav.current:
            focus_ring(surface, rect, t, radius=12)


# ------------------------------------------------------------------------------ gem tiles: a pick, the spyglass's gem
def gem_tiles(r: pygame.Rect, n: int, side: bool) -> tuple[int, pygame.Rect | None]:
    """The width of the gem tiles in the tray `r` (up to 128 px; narrower when many colours must
    leave a side column its room) and that column's rect, if the choice has one."""
    room = r.w - 60 - (EXTRA_W + 10 if side else 0)
    tile_w = max(84, min(128, room // max(1, n) - 12))
    left = r.x + 30 + n * (tile_w + 12) + 10
    return tile_w, (pygame.Rect(left, r.y + 50, r.right - 20 - left, r.h - 64) if side else None)


def gem_tray(table, c: Controls, surface, title: str) -> None:
    """The colours offered at the step, each with its count on the island; a pick's side column."""
    r, t, nav = table.lay.tray, table.time, c.nav
    ui.tray(surface, r, title)
    offered = nav.offered()
    keys = [nav.options[i].data["keys"][nav.stage][1] for i in offered]
    counts = nav.options[offered[0]].data.get("counts") or {}
    side = c.kind == "pick"
    x0 = r.x + 30
    tile_w, column = gem_tiles(r, len(keys), side)
    y = r.y + 50
    labels = []
    for colour in keys:
        n = counts.get(colour)
        word = _(COLOUR_WORDS[colour])
        labels.append(_("{colour} \u00d7{n}").format(colour=word, n=n) if n else word)
    if any(render_text(text, theme.SIZE_SMALL, theme.TEXT, "bold").get_width() > tile_w - 6 for text in labels):
        # narrow tiles: the counts alone, every gem showing its colour (and shape)
        labels = ["\u00d7{n}".format(n=counts.get(colour)) if counts.get(colour) else "" for colour in keys]
    focused = nav.index()
    for k, colour in enumerate(keys):
        rect = pygame.Rect(x0 + k * (tile_w + 12), y, tile_w, min(130, r.h - 64))
        pygame.draw.rect(surface, theme.INK, rect, border_radius=12)
        img = S.gem(colour, 64)
        surface.blit(img, img.get_rect(center=(rect.centerx, rect.y + 46)))
        draw_text(surface, labels[k], (rect.centerx, rect.bottom - 24), theme.SIZE_SMALL, S.TEXT_COLOURS[colour], "bold")
        c.rects[("label", k)] = rect
        if k == focused:
            focus_ring(surface, rect, t, radius=12)
    if column is not None:
        taken(table, c.seat, surface, column)


def taken(table, seat: int, surface, rect: pygame.Rect) -> None:
    """The share's side column: what each partner has taken so far, and its worth."""
    share = table.shown.get("share") or {}
    other = share.get("second") if share.get("first") == seat else share.get("first")
    other_name = table.match.seats[other].name if other is not None else None
    took = share.get("took") or [{}, {}]
    mine = 0 if share.get("first") == seat else 1
    rows = ((_("You: {points}").format(points=S.value(took[mine])), took[mine]),
            (_("{name}: {points}").format(name=other_name or _("your partner"), points=S.value(took[1 - mine])),
             took[1 - mine]))
    for k, (label, pile) in enumerate(rows):
        y = rect.y + 22 + k * 60
        img = render_text(fit_text(label, theme.SIZE_SMALL, rect.w), theme.SIZE_SMALL, theme.TEXT, "bold")
        surface.blit(img, img.get_rect(midleft=(rect.x, y)))
        S.gem_row(surface, pile, rect.x, y + 30, 26, rect.w)
