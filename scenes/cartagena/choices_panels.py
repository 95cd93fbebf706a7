"""Drawing the Cartagena table's pending choice: the panel of a power's or the Filibusters' cards to
pick from (or what the others see meanwhile), and the prompts naming the buttons with the verb a
confirm would play. A mixin of CartagenaTable (choices.py holds what is selected)."""
from __future__ import annotations

import pygame

from .. import theme
from ..widgets import draw_panel, draw_text, focus_ring
from . import layout as L
from .art import SORCERY, badge, card_image
from .choices import choice_title, symbol_of, waiting_text

CHOICE_RECT = pygame.Rect(250, 150, 1180, 470)     # the panel of a power's or the Filibusters' choice


class ChoicePanels:
    # ------------------------------------------------------------------ a power's or the Filibusters' choice
    def draw_choice(self, surface, seat) -> None:
        self.choice_rects = []
        v = self.shown
        c = self.controls
        if self.busy:
            return
        if seat is not None and seat == self.viewer and c.choosing(v, seat):
            legal = self.legal(seat)
            chips = c.chips(v, seat, legal)
            title, detail = choice_title(v, seat, self.names())
            rect = CHOICE_RECT
            fill = SORCERY if c.choosing(v, seat) == "choose" else theme.WOOD_DARK
            draw_panel(surface, rect, fill=theme.NAVY, border=fill, alpha=245, border_w=5)
            draw_text(surface, title, (rect.centerx, rect.y + 52), theme.SIZE_LARGE, theme.BRASS, "display")
            draw_text(surface, detail, (rect.centerx, rect.y + 108), theme.SIZE_SMALL, theme.TEXT, "bold")
            pool = v["hand"] if c.choosing(v, seat) == "discard" else (v["pending"]["cards"] or [])
            n = len(chips)
            step = min(L.CARD_W + 20, (rect.w - 120 - L.CARD_W) / max(1, n - 1))
            total = step * (n - 1) + L.CARD_W
            x0 = rect.centerx - total / 2
            for i, chip in enumerate(chips):
                r = pygame.Rect(round(x0 + i * step), rect.y + 170, L.CARD_W, L.CARD_H)
                selected = i == c.sel_chip % n
                r = r.move(0, -20 if selected else 0)
                surface.blit(card_image(chip.value), r)
                count = pool.count(chip.value)
                if count > 1:
                    badge(surface, f"\u00d7{count}", (r.right + 8, r.y - 8))
                if selected:
                    focus_ring(surface, r, self.time, radius=14)
                self.choice_rects.append(r)
            placed = v["pending"].get("placed") if v.get("pending") and v["pending"]["seat"] == seat else None
            held = v.get("held") if c.choosing(v, seat) == "discard" else None
            aside = placed or held
            if aside:
                label = "On the deck:" if placed else "Set aside:"
                draw_text(surface, label, (rect.x + 40, rect.bottom - 40), theme.SIZE_SMALL, theme.TEXT_DIM, "bold",
                          anchor="midleft")
                for i, card in enumerate(aside):
                    img = card_image(card, 40, 56)
                    surface.blit(img, img.get_rect(midleft=(rect.x + 230 + i * 46, rect.bottom - 40)))
            return
        text = waiting_text(v, self.names())
        if text:
            box = pygame.Rect(0, 0, 1100, 80)
            box.center = (CHOICE_RECT.centerx, CHOICE_RECT.y + 40)
            draw_panel(surface, box, fill=theme.NAVY, border=SORCERY if v.get("pending") else theme.WARN, alpha=235)
            draw_text(surface, text, box.move(-3, -4).center, theme.SIZE_BODY, theme.TEXT, "bold")

    def draw_prompts(self, surface, seat) -> None:
        if self.demo:
            return
        if seat is None:
            self.draw_prompt_row(surface, log="Rules & log" if self.variant else "Log")
            return
        c, v = self.controls, self.shown
        legal = self.legal(seat)
        choosing = c.choosing(v, seat)
        mouse = self.app.input.last_kind == "mouse"
        if choosing:
            verb = "Discard" if choosing == "discard" else {
                "pistol": "Take", "rum_keep": "Keep", "rum_give": "Give", "lantern_keep": "Keep",
                "lantern_order": "Put back"}[v["pending"]["kind"]]
            hint = "Click a card" if mouse else "\u2190\u2192 card"
            draw_text(surface, hint, (CHOICE_RECT.centerx, CHOICE_RECT.bottom - 40), theme.SIZE_SMALL,
                      theme.TEXT_DIM, "bold")
            self.draw_prompt_row(surface, [("confirm", verb)], log="Rules & log")
            return
        chip = c.chip(v, seat, legal)
        verb = "Move"
        if chip is not None:
            verb = {"back": "Move back", "sail": "Sail", "advance": "Advance", "power": "Invoke",
                    "symbol": "Invoke", "second": "Invoke"}.get(chip.kind, "Move")
            if chip.kind == "power" and c.opens_step(v, seat, legal):
                verb = "Choose"
        items = [("confirm", verb),
                 ("alt", "Pass & draw" if v.get("can_pass") else "End turn")]
        if c.step:
            items.append(("back", "Back"))
        elif len(c.modes(v)) > 1:
            items.append(("page_next", "Mode"))
        if mouse:
            hint = "Click a pirate, then a card" if c.mode == "move" else \
                "Click a rival's pirate" if c.mode == "morgan" else "Click a power, then its target"
        else:
            targets = c.targets(v, seat, legal)
            what = {"move": "pirate", "morgan": "rival's pirate"}.get(c.mode, "")
            if c.mode == "sorceress":
                sym = symbol_of(chip.value) if chip is not None and chip.value else ""
                what = "pirate" if c.step or sym == "chest" else "rival" if sym == "pistol" else ""
            chips = {"move": "card", "morgan": "", "sorceress": "power"}[c.mode]
            if c.step:
                chips = "symbol" if c.step[0] == "parrots" else "card"
            parts = []
            if c.mode == "morgan" and len(targets) > 1:
                parts.append(f"\u2191\u2193\u2190\u2192 {what}")
            elif what and len(targets) > 1:
                parts.append(f"\u2191\u2193 {what}")
            if chips:
                parts.append(f"\u2190\u2192 {chips}")
            hint = "   ".join(parts)
        if hint:
            draw_text(surface, hint, (L.HAND_X, L.HAND_Y + 140), theme.SIZE_SMALL, theme.TEXT_DIM, "bold")
        self.draw_prompt_row(surface, items, log="Rules & log" if self.variant else "Log")
