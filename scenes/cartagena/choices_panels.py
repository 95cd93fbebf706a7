"""Drawing the Cartagena table's pending choice: the panel of a power's or the Filibusters' cards to
pick from (or what the others see meanwhile), and the prompts naming the buttons with the verb a
confirm would play. A mixin of CartagenaTable (choices.py makes the decision, controls.py holds its focus)."""
from __future__ import annotations

import pygame

from game.i18n import _, pgettext

from .. import theme
from ..widgets import draw_panel, draw_text, focus_ring, render_text
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
        decision = self.decision()
        if decision is not None and c.choosing():
            title, detail = choice_title(v, seat, self.names())
            rect = CHOICE_RECT
            fill = SORCERY if decision.kind != "discard" else theme.WOOD_DARK
            draw_panel(surface, rect, fill=theme.NAVY, border=fill, alpha=245, border_w=5)
            draw_text(surface, title, (rect.centerx, rect.y + 52), theme.SIZE_LARGE, theme.BRASS, "display")
            draw_text(surface, detail, (rect.centerx, rect.y + 108), theme.SIZE_SMALL, theme.TEXT, "bold")
            pool = v["hand"] if decision.kind == "discard" else (v["pending"]["cards"] or [])
            n = len(decision.options)
            step = min(L.CARD_W + 20, (rect.w - 120 - L.CARD_W) / max(1, n - 1))
            total = step * (n - 1) + L.CARD_W
            x0 = rect.centerx - total / 2
            for i, option in enumerate(decision.options):
                card = option.data["card"]
                r = pygame.Rect(round(x0 + i * step), rect.y + 170, L.CARD_W, L.CARD_H)
                selected = i == c.focus
                r = r.move(0, -20 if selected else 0)
                surface.blit(card_image(card), r)
                count = pool.count(card)
                if count > 1:
                    badge(surface, f"\u00d7{count}", (r.right + 8, r.y - 8))
                if selected:
                    focus_ring(surface, r, self.time, radius=14)
                self.choice_rects.append(r)
            placed = v["pending"].get("placed") if v.get("pending") and v["pending"]["seat"] == seat else None
            held = v.get("held") if decision.kind == "discard" else None
            aside = placed or held
            if aside:
                label = _("On the deck:") if placed else _("Set aside:")
                draw_text(surface, label, (rect.x + 40, rect.bottom - 40), theme.SIZE_SMALL, theme.TEXT_DIM, "bold",
                          anchor="midleft")
                for i, card in enumerate(aside):
                    img = card_image(card, 40, 56)
                    surface.blit(img, img.get_rect(midleft=(rect.x + 230 + i * 46, rect.bottom - 40)))
            return
        text = waiting_text(v, self.names())
        if text:
            # Long names and a longer language widen the box (up to the screen's edge), then the text shrinks.
            size = theme.SIZE_BODY
            if render_text(text, size, theme.TEXT, "bold").get_width() > 2 * CHOICE_RECT.centerx - 100:
                size = theme.SIZE_SMALL
            width = render_text(text, size, theme.TEXT, "bold").get_width()
            box = pygame.Rect(0, 0, min(2 * CHOICE_RECT.centerx - 40, max(1100, width + 60)), 80)
            box.center = (CHOICE_RECT.centerx, CHOICE_RECT.y + 40)
            draw_panel(surface, box, fill=theme.NAVY, border=SORCERY if v.get("pending") else theme.WARN, alpha=235)
            draw_text(surface, text, box.move(-3, -4).center, size, theme.TEXT, "bold")

    def draw_prompts(self, surface, seat) -> None:
        if self.demo:
            return
        decision = self.decision()
        if decision is None:
            self.draw_prompt_row(surface, log=_("Rules & log") if self.variant else _("Log"))
            return
        c = self.controls
        mouse = self.app.input.last_kind == "mouse"
        if c.choosing():
            hint = _("Click a card") if mouse else _("\u2190\u2192 card")
            draw_text(surface, hint, (CHOICE_RECT.centerx, CHOICE_RECT.bottom - 40), theme.SIZE_SMALL,
                      theme.TEXT_DIM, "bold")
            self.draw_prompt_row(surface, [("confirm", decision.confirm)], log=_("Rules & log"))
            return
        chip = c.chip()
        move = pgettext("cartagena move", "Move")
        verb = {"back": pgettext("cartagena move", "Move back"), "sail": _("Sail"), "advance": _("Advance"),
                "power": _("Invoke"), "parrots": _("Invoke"), "symbol": _("Invoke"), "second": _("Invoke"),
                "end": _("Pass & draw") if self.shown.get("can_pass") else _("End turn")}.get(chip.kind, move)
        if c.opens_step():
            verb = _("Choose")
        items = [("confirm", verb),
                 ("alt", _("Pass & draw") if self.shown.get("can_pass") else _("End turn"))]
        if c.step:
            items.append(("back", _("Back")))
        elif len(c.modes()) > 1:
            items.append(("page_next", _("Mode")))
        if mouse:
            hint = _("Click a pirate, then a card") if c.mode == "move" else \
                _("Click a rival's pirate") if c.mode == "morgan" else _("Click a power, then its target")
        else:
            hint = self._key_hint(c, chip)
        if hint:
            draw_text(surface, hint, (L.HAND_X, L.HAND_Y + 140), theme.SIZE_SMALL, theme.TEXT_DIM, "bold")
        self.draw_prompt_row(surface, items, log=_("Rules & log") if self.variant else _("Log"))

    @staticmethod
    def _key_hint(c, chip) -> str:
        """What the arrows choose now: "↑↓ pirate   ←→ card"."""
        what = {"move": _("\u2191\u2193 pirate"), "morgan": _("\u2191\u2193\u2190\u2192 rival's pirate")}.get(c.mode, "")
        if c.mode == "sorceress":
            sym = symbol_of(chip.value.split("+")[0]) if chip is not None and chip.value else ""
            what = _("\u2191\u2193 pirate") if c.step or sym == "chest" else \
                _("\u2191\u2193 rival") if sym == "pistol" else ""
        chips = {"move": _("\u2190\u2192 card"), "morgan": "", "sorceress": _("\u2190\u2192 power")}[c.mode]
        if c.step:
            chips = _("\u2190\u2192 symbol") if c.step.kind == "parrots" else _("\u2190\u2192 card")
        parts = [what] if what and len(c.targets()) > 1 else []
        if chips and len(c.stops()) > 1:
            parts.append(chips)
        return "   ".join(parts)
