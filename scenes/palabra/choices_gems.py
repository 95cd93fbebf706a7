"""Choosing gems from a pile: the secret bid (any gems of one's chest) and gems returned to the bag.

Left/right a colour, up/down one gem more or fewer, confirm; alt closes an empty fist
(bids only); back empties the fist. With a mouse: the small arrows and the button.
"""
from __future__ import annotations

import pygame

from game.palabra.actions import Bid, ReturnGems

from .. import theme
from ..widgets import draw_text, focus_ring
from . import art as S
from . import choices_ui as ui
from .choices import Choice


class GemChoice(Choice):
    """A secret bid (any gems of one's chest) or gems to return to the bag (exactly `exact`)."""

    def __init__(self, table, seat, legal, source: dict, exact: int | None, where: str) -> None:
        super().__init__(table, seat, legal)
        self.source = {c: int(source.get(c, 0)) for c in S.COLOURS}
        self.exact, self.where = exact, where
        self.fist = {c: 0 for c in S.COLOURS}
        # A bid starts on the best colour held; gems to give back start on the least worth
        # (red first): the first focus never offers up the best gems.
        order = range(len(S.COLOURS)) if exact is None else range(len(S.COLOURS) - 1, -1, -1)
        self.col = next((i for i in order if self.source[S.COLOURS[i]]), 0)

    @property
    def bidding(self) -> bool:
        return self.exact is None

    def chosen(self) -> int:
        return sum(self.fist.values())

    def ready(self) -> bool:
        return self.bidding or self.chosen() == self.exact

    def action(self):
        pile = [self.fist[c] for c in S.COLOURS]
        return Bid.of(pile) if self.bidding else ReturnGems.of(pile)

    def instruction(self) -> str:
        if self.bidding:
            return "put gems from your chest in your fist: the 3 best bids get an artifact"
        return f"Choose {self.exact} gems {self.where} to return to the bag"

    def prompts(self):
        out = [("\u2190\u2192", "Colour"), ("\u2191\u2193", "More / fewer")]
        if self.bidding:
            out += [("confirm", "Close the fist"), ("alt", "Empty fist")]
        else:
            out.append(("confirm", "Return them"))
        if self.chosen():
            out.append(("back", "Clear"))
        return out

    def wants_back(self) -> bool:
        return self.chosen() > 0

    def change(self, colour: str, step: int) -> None:
        n = self.fist[colour] + step
        full = self.exact is not None and step > 0 and self.chosen() >= self.exact
        if 0 <= n <= self.source[colour] and not full:
            self.fist[colour] = n
            self.play("click")
        else:
            self.play("error")

    def confirm(self) -> None:
        if not self.ready():
            self.play("error")
            self.table.show_toast(f"Choose exactly {self.exact} gems ({self.chosen()} so far).")
            return
        self.submit(self.action())

    def handle(self, intent) -> None:
        k = intent.kind
        colour = S.COLOURS[self.col]
        if k in ("left", "right"):
            self.col = (self.col + (1 if k == "right" else -1)) % len(S.COLOURS)
            self.play()
        elif k in ("up", "down"):
            self.change(colour, 1 if k == "up" else -1)
        elif k == "confirm":
            self.confirm()
        elif k == "alt" and self.bidding:
            self.submit(Bid())
        elif k == "back" and self.chosen():
            self.fist = {c: 0 for c in S.COLOURS}
            self.play("back")
        elif k in ("click", "point"):
            hit = self.clicked(intent.pos)
            if hit is None:
                return
            if hit == "go":
                if k == "click":
                    self.confirm()
                return
            kind, i = hit
            self.col = i
            if k == "click" and kind in ("up", "down"):
                self.change(S.COLOURS[i], 1 if kind == "up" else -1)

    def draw_tray(self, surface) -> None:
        r = self.lay.tray
        t = self.table.time
        if self.bidding:
            title = f"Your secret bid: {self.chosen()} gems, worth {S.value(self.fist)}"
        else:
            title = f"Return {self.exact} gems {self.where}: {self.chosen()} chosen"
        ui.tray(surface, r, title)
        self.rects = {}
        col_w = min(118, (r.w - 270) // 5)
        gy = r.y + 50 + (r.h - 110) // 4
        for i, colour in enumerate(S.COLOURS):
            cx = r.x + 30 + col_w // 2 + i * col_w
            have = self.source[colour]
            img = S.gem(colour, 50)
            if not have:
                img = img.copy()
                img.set_alpha(80)
            surface.blit(img, img.get_rect(center=(cx, gy)))
            draw_text(surface, f"of {have}", (cx, gy + 40), theme.SIZE_SMALL, theme.TEXT_DIM if not have else theme.TEXT)
            ny = r.bottom - 62
            box = pygame.Rect(0, 0, 64, 42)
            box.center = (cx - 18, ny)
            pygame.draw.rect(surface, theme.INK, box, border_radius=10)
            draw_text(surface, str(self.fist[colour]), box.center, theme.SIZE_BODY,
                      S.TEXT_COLOURS[colour] if self.fist[colour] else theme.TEXT_DIM, "bold")
            up, down = ui.updown(surface, (cx + 32, ny), theme.BRASS, self.fist[colour] < have,
                                 self.fist[colour] > 0)
            self.rects[("up", i)], self.rects[("down", i)] = up, down
            col_rect = pygame.Rect(cx - col_w // 2 + 4, r.y + 44, col_w - 8, r.h - 54)
            self.rects[("col", i)] = col_rect
            if i == self.col:
                focus_ring(surface, col_rect, t, radius=12)
        go = pygame.Rect(r.right - 230, r.centery - 4, 200, 60)
        label = "Close fist" if self.bidding else "Return"
        ui.button(surface, go, label, enabled=self.ready(), time=t)
        self.rects["go"] = go
