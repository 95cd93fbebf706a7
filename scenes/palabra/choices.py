"""A human's decisions at the Palabra table: talk, placing ships (and the rum's re-placing), bids.

Each choice turns intents (keys, pads, mouse) into one action of `legal_actions` and
submits it through the table; it draws itself in the tray (the panel in the ring's
middle) and marks its targets on the board. Bids and returns are in choices_gems.py, the
staged choices (artifacts, gem moves, picks, blocks) in choices_staged.py, the drawing
pieces they share in choices_ui.py.
"""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.palabra.actions import Place, Rearrange, ReturnGems, Talk

from .. import theme
from ..widgets import draw_text, focus_ring, font
from . import art as S
from . import choices_ui as ui
from .layout import LETTERS


class Choice:
    """Base: one seat's pending decision."""

    tray = True

    def __init__(self, table, seat: int, legal: list) -> None:
        self.table, self.seat, self.legal = table, seat, legal
        self.rects: dict = {}

    @property
    def lay(self):
        return self.table.lay

    @property
    def shown(self) -> dict:
        return self.table.shown

    def name(self, seat: int) -> str:
        return self.table.match.seats[seat].name

    def play(self, sound: str = "click") -> None:
        self.table.app.audio.play(sound)

    def submit(self, action) -> bool:
        """Send the action (the table shows a refusal, if any); True when it was taken."""
        if action in self.legal or not isinstance(action, (Talk, Place, Rearrange, ReturnGems)):
            return self.table.submit(self.seat, action)
        self.play("error")
        self.table.show_toast(_("That is not allowed now."))
        return False

    def instruction(self) -> str:
        return ""

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", _("Choose"))]

    def wants_back(self) -> bool:
        return False

    def handle(self, intent) -> None: ...

    def draw_board(self, surface: pygame.Surface) -> None: ...

    def draw_tray(self, surface: pygame.Surface) -> None: ...

    def clicked(self, pos) -> object | None:
        for key, rect in self.rects.items():
            if rect.collidepoint(pos):
                return key
        return None

    def island_label(self, island: int) -> str:
        others = [s for s in self.lay.seats_at[island] if s != self.seat]
        if self.lay.two_player or not others:
            return _("island {letter}").format(letter=LETTERS[island])
        return _("island {letter} (with {name})").format(letter=LETTERS[island], name=self.name(others[0]))


# ------------------------------------------------------------------------------ table talk
class TalkChoice(Choice):
    VALUES = (None, "share", "raid")
    LABELS = {None: N_("Say nothing"), "share": N_("I will share"), "raid": N_("I will raid")}
    SHORT = {None: N_("Nothing"), "share": N_("Share"), "raid": N_("Raid")}   # when the names need the room

    def __init__(self, table, seat, legal) -> None:
        super().__init__(table, seat, legal)
        self.islands = list(table.islands_of(seat))
        self.values = [0] * len(self.islands)
        self.row = 0

    def action(self) -> Talk:
        return Talk(signals=tuple(sorted((i, self.VALUES[v]) for i, v in zip(self.islands, self.values) if v)))

    def instruction(self) -> str:
        return _("promise your neighbours something (it binds no one), or say nothing")

    def prompts(self):
        last = self.row == len(self.islands) - 1
        return [("\u2190\u2192", _("Signal")), ("\u2191\u2193", _("Island")),
                ("confirm", _("Send") if last else _("Next")), ("alt", _("Say nothing"))]

    def handle(self, intent) -> None:
        k = intent.kind
        n = len(self.islands)
        if k in ("up", "down"):
            self.row = (self.row + (1 if k == "down" else -1)) % n
            self.play()
        elif k in ("left", "right"):
            self.values[self.row] = (self.values[self.row] + (1 if k == "right" else -1)) % 3
            self.play()
        elif k == "confirm":
            if self.row < n - 1:
                self.row += 1
                self.play()
            else:
                self.submit(self.action())
        elif k == "alt":
            self.submit(Talk(signals=()))
        elif k in ("click", "point"):
            hit = self.clicked(intent.pos)
            if hit is None:
                return
            if hit == "send":
                if k == "click":
                    self.submit(self.action())
                return
            if hit == "silent":
                if k == "click":
                    self.submit(Talk(signals=()))
                return
            row, v = hit
            self.row = row
            if k == "click":
                self.values[row] = v
                self.play()

    def draw_tray(self, surface) -> None:
        r = self.lay.tray
        ui.tray(surface, r, _("Table talk (optional): what do you tell your neighbours?"))
        self.rects = {}
        n = len(self.islands)
        column = n > 2          # four islands: the buttons go in a column on the right
        row_h = min(50, (r.h - 56) // n) if column else min(50, (r.h - 116) // n)
        top = r.y + 48
        right = r.right - (230 if column else 0)
        # The chips as wide as their words need; the neighbour's name takes the room left.
        bold = font(theme.SIZE_SMALL, "bold")
        name_x = r.x + 28 + bold.size(_("Island {letter}").format(letter="W"))[0] + 14
        names = [] if self.lay.two_player else \
            [self.name(s) for i in self.islands for s in self.lay.seats_at[i] if s != self.seat]
        name_w = max((bold.size(n)[0] for n in names), default=0)
        label_w = 170 if self.lay.two_player else 320
        for labels in (self.LABELS, self.SHORT):
            need = max(bold.size(_(text))[0] for text in labels.values()) + 30
            chip_w = max(min(180, (right - r.x - label_w - 24) // 3 - 6), need)
            x0 = right - 24 - 3 * (chip_w + 6)
            if name_x + name_w + 12 <= x0:
                break
        for row, island in enumerate(self.islands):
            y = top + row * row_h
            draw_text(surface, _("Island {letter}").format(letter=LETTERS[island]), (r.x + 28, y + row_h // 2 - 4),
                      theme.SIZE_SMALL,
                      theme.TEXT, "bold", anchor="midleft")
            others = [s for s in self.lay.seats_at[island] if s != self.seat]
            if others and not self.lay.two_player:
                name = base = self.name(others[0])
                while len(base) > 1 and bold.size(name)[0] > x0 - 12 - name_x:
                    base = base[:-1]
                    name = base.rstrip() + "\u2026"
                draw_text(surface, name, (name_x, y + row_h // 2 - 4), theme.SIZE_SMALL,
                          self.table.colour(others[0]), "bold", anchor="midleft")
            for v, value in enumerate(self.VALUES):
                cr = pygame.Rect(x0 + v * (chip_w + 6), y, chip_w, row_h - 2)
                fill = {None: theme.WOOD, "share": S.SHARE_GREEN, "raid": S.RAID_RED}[value]
                ui.chip(surface, cr, _(labels[value]), selected=self.values[row] == v,
                        focused=self.row == row and self.values[row] == v, active_fill=fill, time=self.table.time)
                self.rects[(row, v)] = cr
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
        self.rects["send"], self.rects["silent"] = send, silent

    def draw_board(self, surface) -> None:
        lay = self.lay
        for row, island in enumerate(self.islands):
            value = self.VALUES[self.values[row]]
            if row == self.row:
                r = lay.islands[island]
                ui.circle_ring(surface, r.center, r.w // 2 - 14, theme.BRASS, self.table.time)
            if value:
                img = S.signal_bubble(value, self.table.bubble_tail(island, self.seat), self.table.colour(self.seat))
                surface.blit(img, img.get_rect(center=lay.bubble(island, self.seat)))


# ------------------------------------------------------------------------------ ships
class PlaceChoice(Choice):
    """Phase 2 (and the rum bottle): one card for each island, the rest stays in hand."""

    def __init__(self, table, seat, legal, rearrange: bool = False) -> None:
        super().__init__(table, seat, legal)
        self.rearrange = rearrange
        self.slots = list(table.islands_of(seat))
        me = self.shown["seats"][seat]
        self.cards = list(me["cards"])
        self.fixed: dict = {}
        if rearrange:
            for owner, slot in self.shown["rats"]["ships"]:
                if owner != seat:
                    continue
                if slot is None:
                    self.fixed[None] = (me["hand"] or [None])[0]
                else:
                    entry = next(e for e in self.shown["islands"][slot]["ships"] if e["seat"] == seat)
                    self.fixed[slot] = entry["card"]
        self.assign = {s: c for s, c in self.fixed.items() if s is not None}
        self.order: list[int] = []          # islands assigned by hand, in order (for back)
        self.sel = 0

    def free_cards(self) -> list[int]:
        taken = list(self.assign.values()) + ([self.fixed[None]] if None in self.fixed else [])
        out = list(self.cards)
        for c in taken:
            if c in out:
                out.remove(c)
        return out

    def slot(self) -> int | None:
        return next((s for s in self.slots if s not in self.assign), None)

    def action(self):
        ships = tuple(sorted(self.assign.items()))
        return Rearrange(ships=ships) if self.rearrange else Place(ships=ships)

    def now_at(self, card: int) -> str:
        """Where the card lies before the rum bottle re-places it ("at A", "in hand")."""
        for isl in self.shown["islands"]:
            for e in isl["ships"]:
                if e["seat"] == self.seat and e["card"] == card:
                    return _("at {letter}").format(letter=LETTERS[isl["index"]])
        return _("hand")

    def card_name(self, card: int) -> str:
        return _("the red ship") if card == 0 else _("green {card}").format(card=card)

    def instruction(self) -> str:
        slot = self.slot()
        if slot is None:
            keep = ", ".join(self.card_name(c) for c in self.free_cards()) or _("nothing")
            return _("keep {cards} in hand and place the others? Confirm, or Back to change").format(cards=keep)
        if self.lay.two_player:
            k = self.slots.index(slot) + 1
            if self.rearrange:
                text = _("Re-place your ships: choose the card for island {letter} ({k} of {n})")
            else:
                text = _("Place your ships: choose the card for island {letter} ({k} of {n})")
            return text.format(letter=LETTERS[slot], k=k, n=len(self.slots))
        left = slot == self.slots[0]
        if self.rearrange:
            text = (_("Re-place your ships: choose a card for the island on your left, {letter}") if left else
                    _("Re-place your ships: choose a card for the island on your right, {letter}"))
        else:
            text = (_("Place your ships: choose a card for the island on your left, {letter}") if left else
                    _("Place your ships: choose a card for the island on your right, {letter}"))
        return text.format(letter=LETTERS[slot])

    def prompts(self):
        if self.slot() is None:
            return [("confirm", _("Place ships")), ("back", _("Change"))]
        out = [("\u2190\u2192", _("Card")), ("confirm", _("Put it here"))]
        if self.order:
            out.append(("back", _("Undo")))
        return out

    def wants_back(self) -> bool:
        return bool(self.order)

    def undo(self) -> None:
        if self.order:
            self.assign.pop(self.order.pop(), None)
            self.sel = 0
            self.play("back")

    def put(self, card_index: int) -> None:
        slot = self.slot()
        free = self.free_cards()
        if slot is None or not free:
            return
        self.assign[slot] = free[card_index % len(free)]
        self.order.append(slot)
        self.sel = 0
        self.play("card_play")

    def handle(self, intent) -> None:
        k = intent.kind
        free = self.free_cards()
        if k in ("left", "right") and self.slot() is not None and free:
            self.sel = (self.sel + (1 if k == "right" else -1)) % len(free)
            self.play()
        elif k == "confirm":
            if self.slot() is None:
                self.submit(self.action())
            else:
                self.put(self.sel)
        elif k == "back":
            self.undo()
        elif k in ("click", "point"):
            hit = self.clicked(intent.pos)
            if hit is None and k == "click":
                ship = self.lay.ship_of_point(intent.pos)
                if ship and ship[1] == self.seat and ship[0] in self.order:
                    self.order.remove(ship[0])
                    self.assign.pop(ship[0], None)
                    self.play("back")
                return
            if hit == "go":
                if k == "click":
                    self.submit(self.action())
            elif isinstance(hit, tuple) and hit[0] == "card":
                self.sel = hit[1]
                if k == "click":
                    self.put(hit[1])

    def draw_tray(self, surface) -> None:
        r = self.lay.tray
        t = self.table.time
        title = _("Your ships \u2014 cards with a rat stay where they are") if self.fixed else _("Your ships")
        ui.tray(surface, r, title)
        self.rects = {}
        free = self.free_cards()
        ready = self.slot() is None
        ch = min(156, r.h - (104 if self.rearrange else 70))
        cw = ch * 2 // 3
        y = r.y + 52
        x = r.x + 30
        if ready:
            draw_text(surface, _("Stays in your hand:"), (x, y + ch // 2), theme.SIZE_SMALL, theme.TEXT, "bold",
                      anchor="midleft")
            x += 270
        gap = 24 if self.rearrange else 14
        for i, card in enumerate(free):
            rect = pygame.Rect(x + i * (cw + gap), y, cw, ch)
            lift = -10 if (i == self.sel and not ready) else 0
            surface.blit(S.ship_card(card, cw, ch), rect.move(0, lift))
            if i == self.sel and not ready:
                focus_ring(surface, rect.move(0, lift), t, radius=10)
            if self.rearrange:
                draw_text(surface, self.now_at(card), (rect.centerx, rect.bottom + 18), theme.SIZE_SMALL,
                          theme.TEXT_DIM, "bold")
            self.rects[("card", i)] = rect
        if ready:
            go = pygame.Rect(r.right - 260, r.centery - 10, 230, 60)
            ui.button(surface, go, _("Place ships"), focused=True, time=t)
            self.rects["go"] = go
        else:
            slot = self.slot()
            draw_text(surface, _("\u2192 island {letter}").format(letter=LETTERS[slot]), (r.right - 150, r.centery + 14),
                      theme.SIZE_LARGE,
                      theme.BRASS, "display")

    def draw_board(self, surface) -> None:
        lay, t = self.lay, self.table.time
        slot = self.slot()
        for island, card in self.assign.items():
            rect = lay.ships[(island, self.seat)]
            surface.blit(S.ship_card(card, rect.w, rect.h), rect)
        if slot is not None:
            rect = lay.ships[(slot, self.seat)]
            free = self.free_cards()
            if free:
                ghost = S.ship_card(free[self.sel % len(free)], rect.w, rect.h).copy()
                ghost.set_alpha(150)
                surface.blit(ghost, rect)
            ui.ring(surface, rect, theme.BRASS, t, radius=8)
            isle = lay.islands[slot]
            ui.circle_ring(surface, isle.center, isle.w // 2 - 14, theme.BRASS_DARK, t, 3)
