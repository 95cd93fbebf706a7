"""Drawing the pending decision (controls.Controls over choices.decide's Decision) on the Palabra table.

`draw_board(table, c, surface)` rings on the board what the step being chosen picks (islands,
ships, hands), the ships being placed and the talk's bubbles; `draw_tray(table, c, surface)`
draws the tray in the ring's middle: the talk's rows, the ship cards, the artifacts, the gem
tiles (choices_panels_gems.py: the fist of a bid, the gems given back, a pick). Every target
drawn goes into `c.rects` for the mouse. The words are the decision's (its steps, hints and
prompt) and the table's names; the pieces come from choices_ui.py.
"""
from __future__ import annotations

import pygame

from game.i18n import N_, _

from .. import theme
from ..widgets import draw_text, focus_ring, font
from . import art as S
from . import choices_panels_gems as gems_panel
from . import choices_ui as ui
from .choices_words import ARTIFACT_HELP, SIGNALS
from .controls import BOARD_KEYS, Controls
from .layout import LETTERS

CHIPS = {None: N_("Say nothing"), "share": N_("I will share"), "raid": N_("I will raid")}
SHORT = {None: N_("Nothing"), "share": N_("Share"), "raid": N_("Raid")}     # when the names need the room


def draw_board(table, c: Controls, surface: pygame.Surface) -> None:
    if c.kind == "talk":
        talk_board(table, c, surface)
    elif c.kind in ("place", "rearrange"):
        ships_board(table, c, surface)
    elif c.kind in ("use", "move", "block", "pick"):
        staged_board(table, c, surface)


def draw_tray(table, c: Controls, surface: pygame.Surface) -> None:
    if c.kind == "talk":
        talk_tray(table, c, surface)
    elif c.kind in ("place", "rearrange"):
        ships_tray(table, c, surface)
    elif c.kind == "bid":
        gems_panel.fist_tray(table, c, surface)
    elif c.kind == "return":
        gems_panel.return_tray(table, c, surface)
    elif c.stage_kind() == "artifact":
        artifacts_tray(table, c, surface)
    elif c.stage_kind() == "gem":
        gems_panel.gem_tray(table, c, surface, title(c))


def title(c: Controls) -> str:
    """The tray's heading: the step's words (up to the colon when they are long)."""
    text = c.instruction()
    return text if len(text) < 60 else text.split(":")[0]


def neighbour(table, seat: int, island: int) -> int | None:
    others = [s for s in table.lay.seats_at[island] if s != seat]
    return None if table.lay.two_player or not others else others[0]


# ------------------------------------------------------------------------------ table talk
def talk_tray(table, c: Controls, surface) -> None:
    r = table.lay.tray
    ui.tray(surface, r, _("Table talk (house rule): your signals to your neighbours"))
    islands, signals = c.option.data["islands"], c.option.data["signals"]
    n = len(islands)
    column = n > 2          # four islands: the buttons go in a column on the right
    row_h = min(50, (r.h - 56) // n) if column else min(50, (r.h - 116) // n)
    top = r.y + 48
    right = r.right - (230 if column else 0)
    # The chips as wide as their words need; the neighbour's name takes the room left.
    bold = font(theme.SIZE_SMALL, "bold")
    name_x = r.x + 28 + bold.size(_("Island {letter}").format(letter="W"))[0] + 14
    who = [neighbour(table, c.seat, i) for i in islands]
    names = [table.match.seats[s].name for s in who if s is not None]
    name_w = max((bold.size(name)[0] for name in names), default=0)
    label_w = 170 if table.lay.two_player else 320
    for labels in (CHIPS, SHORT):
        need = max(bold.size(_(text))[0] for text in labels.values()) + 30
        chip_w = max(min(180, (right - r.x - label_w - 24) // 3 - 6), need)
        x0 = right - 24 - 3 * (chip_w + 6)
        if name_x + name_w + 12 <= x0:
            break
    for row, island in enumerate(islands):
        y = top + row * row_h
        draw_text(surface, _("Island {letter}").format(letter=LETTERS[island]), (r.x + 28, y + row_h // 2 - 4),
                  theme.SIZE_SMALL, theme.TEXT, "bold", anchor="midleft")
        other = who[row]
        if other is not None:
            name = base = table.match.seats[other].name
            while len(base) > 1 and bold.size(name)[0] > x0 - 12 - name_x:
                base = base[:-1]
                name = base.rstrip() + "\u2026"
            draw_text(surface, name, (name_x, y + row_h // 2 - 4), theme.SIZE_SMALL, table.words(other), "bold",
                      anchor="midleft")
        for v, value in enumerate(SIGNALS):
            cr = pygame.Rect(x0 + v * (chip_w + 6), y, chip_w, row_h - 2)
            fill = {None: theme.WOOD, "share": S.SHARE_GREEN, "raid": S.RAID_RED}[value]
            chosen = signals[row] == value
            ui.chip(surface, cr, _(labels[value]), selected=chosen, focused=c.nav.stage == row and chosen,
                    active_fill=fill, time=table.time)
            c.rects[("row", row, v)] = cr
    if column:
        send = pygame.Rect(r.right - 224, r.y + 56, 200, 60)
        silent = pygame.Rect(r.right - 224, r.y + 130, 200, 60)
        label = _("Say nothing")
    else:
        send = pygame.Rect(r.right - 230, r.bottom - 60, 200, 50)
        label = _("Say nothing at all")
        silent = pygame.Rect(r.x + 28, r.bottom - 60, max(260, bold.size(label)[0] + 40), 50)
    ui.button(surface, send, _("Send"))
    ui.chip(surface, silent, label)
    c.rects["go"], c.rects["silent"] = send, silent


def talk_board(table, c: Controls, surface) -> None:
    lay = table.lay
    for row, (island, value) in enumerate(zip(c.option.data["islands"], c.option.data["signals"])):
        if row == c.nav.stage:
            r = lay.islands[island]
            ui.circle_ring(surface, r.center, r.w // 2 - 14, theme.BRASS, table.time)
        if value:
            img = S.signal_bubble(value, table.bubble_tail(island, c.seat), table.colour(c.seat))
            surface.blit(img, img.get_rect(center=lay.bubble(island, c.seat)))


# ------------------------------------------------------------------------------ ships
def now_at(table, seat: int, card: int) -> str:
    """Where the card lies before the rum bottle re-places it ("at A", "hand")."""
    for isl in table.shown["islands"]:
        for e in isl["ships"]:
            if e["seat"] == seat and e["card"] == card:
                return _("at {letter}").format(letter=LETTERS[isl["index"]])
    return _("hand")


def ships_tray(table, c: Controls, surface) -> None:
    r, t, nav = table.lay.tray, table.time, c.nav
    data = c.option.data
    rum = c.kind == "rearrange"
    fixed = len(data["islands"]) < len(data["ships"])
    ui.tray(surface, r, _("Your ships \u2014 cards with a rat stay where they are") if fixed else _("Your ships"))
    ready = nav.reviewing
    if ready:
        review_tray(table, c, surface)
        return
    ch = min(156, r.h - (104 if rum else 70))
    cw = ch * 2 // 3
    y = r.y + 52
    x = r.x + 30
    cards = [nav.options[i].data["keys"][nav.stage][1] for i in nav.offered()]
    focused = nav.index()
    gap = 24 if rum else 14
    for n, card in enumerate(cards):
        rect = pygame.Rect(x + n * (cw + gap), y, cw, ch)
        lift = -10 if n == focused else 0
        surface.blit(S.ship_card(card, cw, ch), rect.move(0, lift))
        if n == focused:
            focus_ring(surface, rect.move(0, lift), t, radius=10)
        if rum:
            draw_text(surface, now_at(table, c.seat, card), (rect.centerx, rect.bottom + 18), theme.SIZE_SMALL,
                      theme.TEXT_DIM, "bold")
        c.rects[("label", n)] = rect
    island = data["islands"][nav.stage]
    draw_text(surface, _("\u2192 island {letter}").format(letter=LETTERS[island]), (r.right - 150, r.centery + 14),
              theme.SIZE_LARGE, theme.BRASS, "display")


def review_tray(table, c: Controls, surface) -> None:
    """Every island has its card: the one kept in hand, what the placement does, and the button."""
    r, t = table.lay.tray, table.time
    x, y = r.x + 30, r.y + 48
    draw_text(surface, _("Stays in your hand:"), (x, y + 14), theme.SIZE_SMALL, theme.TEXT, "bold", anchor="midleft")
    ch = r.h - y + r.y - 40 - 12
    cw = ch * 2 // 3
    card = pygame.Rect(x, y + 36, cw, ch)
    surface.blit(S.ship_card(c.option.data["hand"], cw, ch), card)
    go = pygame.Rect(r.right - 260, r.centery - 10, 230, 60)
    ui.button(surface, go, _("Place ships"), focused=True, time=t)
    c.rects["go"] = go
    left = card.right + 28
    draw_text(surface, c.option.hint, (left, card.y), theme.SIZE_SMALL, theme.TEXT, "bold",
              width=go.x - 24 - left, anchor="topleft")


def ships_board(table, c: Controls, surface) -> None:
    lay, t, nav = table.lay, table.time, c.nav
    data = c.option.data
    steps = data["islands"]
    now = None if nav.reviewing else steps[nav.stage]
    for island, card in data["ships"]:
        rect = lay.ships[(island, c.seat)]
        if island == now:
            ghost = S.ship_card(card, rect.w, rect.h).copy()
            ghost.set_alpha(150)
            surface.blit(ghost, rect)
            ui.ring(surface, rect, theme.BRASS, t, radius=8)
            isle = lay.islands[island]
            ui.circle_ring(surface, isle.center, isle.w // 2 - 14, theme.BRASS_DARK, t, 3)
            continue
        k = steps.index(island) if island in steps else None
        if k is not None and not nav.reviewing and k > nav.stage:
            continue                      # not chosen yet
        surface.blit(S.ship_card(card, rect.w, rect.h), rect)
        if k is not None and not c.nav.trivial(k):
            c.rects[("stage", k)] = rect  # a click takes this island's card back


# ------------------------------------------------------------------------------ staged: artifacts, targets
def target_rect(table, key) -> pygame.Rect | None:
    """Where a board key stands: ["island", i], ["ship", island, seat], ["hand", seat]."""
    lay = table.lay
    if key[0] == "island":
        return lay.islands[key[1]].inflate(-24, -24)
    if key[0] == "ship":
        return lay.ships[(key[1], key[2])]
    if key[0] == "hand":
        return lay.seats[key[1]].hand
    return None


def staged_board(table, c: Controls, surface) -> None:
    nav, t = c.nav, table.time
    keys = c.option.data["keys"]
    for k in range(min(nav.stage, len(keys))):      # the island a gem leaves stays marked
        if keys[k][0] == "island":
            r = table.lay.islands[keys[k][1]]
            pygame.draw.circle(surface, theme.GOOD, r.center, r.w // 2 - 20, 5)
    if c.kind == "move" and c.stage_kind() in BOARD_KEYS:
        alt = pygame.Rect(0, 0, 300, 54)
        alt.bottomright = (table.lay.tray.right - 8, table.lay.tray.bottom - 6)
        ui.chip(surface, alt, _("Move no gem"), focused=nav.option.data["keys"] == [["skip"]], time=t)
        c.rects["alt"] = alt
    if c.stage_kind() not in BOARD_KEYS:
        return
    focused = nav.index()
    for n, i in enumerate(nav.offered()):
        key = nav.options[i].data["keys"][nav.stage]
        rect = target_rect(table, key)
        if rect is None:
            continue
        c.rects[("label", n)] = rect
        if key[0] == "island":
            ui.circle_ring(surface, rect.center, rect.w // 2 - 4, theme.BRASS if n == focused else theme.BRASS_DARK,
                           t, 6 if n == focused else 3)
        elif n == focused:
            focus_ring(surface, rect, t, radius=10)
        else:
            ui.ring(surface, rect, theme.BRASS_DARK, t, 3, radius=10)
        if n == focused:
            ui.label_box(surface, nav.option.steps[nav.stage], tag_at(rect))


def tag_at(rect: pygame.Rect) -> tuple[int, int]:
    """Where the caption of a focused board target stands: under it, or over it low on the screen."""
    return rect.centerx, (rect.bottom + 8 if rect.centery < 700 else rect.top - 52)


def tag_area(rect: pygame.Rect) -> pygame.Rect:
    """Room for the caption of a board target (the width of a long one), for what a coach keeps clear."""
    area = pygame.Rect(0, 0, 340, 48)
    area.midtop = tag_at(rect)
    return area


def artifacts_tray(table, c: Controls, surface) -> None:
    r, t, nav = table.lay.tray, table.time, c.nav
    ui.tray(surface, r, title(c))
    ch = min(132, r.h - 70)
    cw = ch * 5 // 7
    x = r.x + 26
    y = r.y + 50
    offered = {nav.options[i].data["keys"][nav.stage][1]: n for n, i in enumerate(nav.offered())}
    focused = c.option.data["keys"][nav.stage][1]
    for k, a in enumerate(table.shown["artifacts"]):
        rect = pygame.Rect(x + k * (cw + 12), y, cw, ch)
        img = S.artifact(a["name"], not a["face_up"], cw, ch)
        if a["name"] not in offered:
            img = img.copy()
            img.set_alpha(110)
        surface.blit(img, rect)
        if a["name"] in offered:
            c.rects[("label", offered[a["name"]])] = rect
        if a["name"] == focused:
            focus_ring(surface, rect, t, radius=10)
    text_x = x + 4 * (cw + 12) + 16
    draw_text(surface, _(ARTIFACT_HELP[focused]), (text_x, y + 4), theme.SIZE_SMALL, theme.TEXT, width=r.right - text_x - 24,
              anchor="topleft")
