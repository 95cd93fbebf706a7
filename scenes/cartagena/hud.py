"""The Cartagena table's HUD: the options row (the hand) with its mode tabs and the turn column, the
top line (what to do now, or the news banner), and the rules beside the ship's log. A mixin of
CartagenaTable (choices_panels.py draws a pending choice and the prompt row)."""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext, pgettext

from .. import theme
from ..common import veil
from ..input import names
from ..widgets import draw_panel, draw_text, fit_text, focus_ring, image, render_text, wrap
from . import glossary as G
from . import layout as L
from .art import (SORCERY, SORCERY_LIGHT, back_arrow, badge, card_image, chip_panel, forward_arrow, icon)
from .choices import POWER_CAPTIONS, card_order, symbol_of, waiting_text
from .controls import END
from .rules import rules_lines



TABS_H = 44              # the mode tabs' height, at the top of the hand panel
TABS_RISE = 14           # how far the focused chip rises under the tabs (34 without them)


def count_corner(r: pygame.Rect) -> tuple[int, int]:
    """Where a chip's count ("\u00d72") or mark ("FREE") stands: inside its top right corner, clear of
    the mode tabs above the row and of the chip beside it."""
    return r.right - 4, r.y + 4


class Hud:
    # ------------------------------------------------------------------ the options row
    def draw_hand(self, surface, seat) -> None:
        hand = self.shown.get("hand")
        self.option_rects = []
        self.buttons = {}
        self.tab_rects = {}
        who = self.viewer
        if hand is None or who is None:
            # nobody's hand to show: the current player's cards face down
            turn = self.shown["turn"]
            n = self.shown["hand_sizes"][turn]
            for rect in self.chip_rects(n + 1)[1:]:
                surface.blit(card_image(None, rect.w, rect.h), rect)
            draw_text(surface, _("{name}'s hand").format(name=self.match.seats[turn].name), (L.HAND_X, L.HAND_Y + 140),
                      theme.SIZE_SMALL, theme.TEXT_DIM, "bold")
            return
        decision = self.decision()
        c = self.controls
        self.row_chips = []
        if decision is None:
            self._draw_plain_hand(surface, hand)
            return
        if c.choosing():
            if decision.kind != "discard":     # the panel shows the hand to discard from
                self._draw_plain_hand(surface, hand)
            return
        chips = c.row()
        rects = self.chip_rects(len(chips))
        self.option_rects, self.row_chips = rects, chips
        self.draw_tabs(surface)
        focused = c.chip()
        badges = []
        # The focused chip rises; less under the mode tabs, which stand in the panel above the row.
        rise = TABS_RISE if len(c.modes()) > 1 else 34
        for chip, rect in zip(chips, rects):
            selected = chip == focused
            r = rect.move(0, -rise if selected else 0)
            badges.append(self._draw_chip(surface, chip, r, c.usable(chip), hand))
            if selected:
                focus_ring(surface, r, self.time, SORCERY_LIGHT if c.mode == "sorceress" else theme.BRASS, radius=14)
        for b in badges:                 # on top of the overlapping cards
            if b:
                badge(surface, *b)
        self._draw_turn_column(surface, focused == END)

    def _draw_plain_hand(self, surface, hand) -> None:
        cards = sorted(set(hand), key=card_order)
        rects = self.chip_rects(len(cards))
        for card, rect in zip(cards, rects):
            surface.blit(card_image(card, rect.w, rect.h), rect)
        for card, rect in zip(cards, rects):
            if hand.count(card) > 1:
                badge(surface, f"\u00d7{hand.count(card)}", count_corner(rect))

    def _draw_chip(self, surface, chip, r: pygame.Rect, lit: bool, hand: list[str]) -> None:
        k = chip.kind
        fg = theme.TEXT if lit else theme.TEXT_DIM
        s = r.h / L.CARD_H                   # a smaller chip in a long row: its pieces shrink alike

        def at(dy: float) -> tuple[int, int]:
            return r.centerx - 3, r.centery + round(dy * s)

        def words(text: str) -> str:
            return fit_text(text, theme.SIZE_SMALL, r.w - 12)
        if k == "back":
            chip_panel(surface, r, lit)
            back_arrow(surface, at(-24), fg)
            draw_text(surface, words(pgettext("cartagena move", "Back")), at(46), theme.SIZE_SMALL, fg, "bold")
            return
        if k == "sail":
            chip_panel(surface, r, lit, fill=theme.DEEP_SEA)
            boat = L.special("sloop", round(110 * s))
            surface.blit(boat, boat.get_rect(center=at(-34)))
            to = "Tortuga" if self.shown.get("sloop_at") == "cartagena" else "Cartagena"   # i18n: keep (places)
            first = draw_text(surface, words(_("Sail to")), at(38), theme.SIZE_SMALL, fg, "bold")
            x, y = at(70)                    # a line below the first, however small the chip
            draw_text(surface, words(to), (x, max(y, first.bottom + 12)), theme.SIZE_SMALL, fg, "bold")
            if not lit:
                self._dim(surface, r)
            if self.shown.get("captain"):
                return _("FREE"), count_corner(r), theme.GOOD
            return None
        if k == "advance":
            chip_panel(surface, r, lit)
            forward_arrow(surface, at(-40), fg)
            draw_text(surface, words(_("Advance")), at(16), theme.SIZE_SMALL, fg, "bold")
            target = self.controls.target()
            if target is not None:
                info = self.match.seats[target[0]]
                draw_text(surface, words(info.name), at(50), theme.SIZE_SMALL,
                          theme.PLAYER_COLOURS[info.colour].text, "bold")
            return
        if k == "parrots":                  # two parrots played as one card of any symbol
            first, second = chip.value.split("+")
            behind = card_image(first, r.w, r.h)
            surface.blit(behind, r.move(-round(12 * s), -round(12 * s)))
            surface.blit(card_image(second, r.w, r.h), r)
            if not lit:
                self._dim(surface, r)
            return "\u00d72", count_corner(r)
        if k == "symbol":
            chip_panel(surface, r, lit, fill=SORCERY)
            pic = icon(chip.value, round(96 * s))
            surface.blit(pic, pic.get_rect(center=at(-22)))
            draw_text(surface, words(_(G.CARDS[chip.value].name)), at(62), theme.SIZE_SMALL, fg, "bold")
            if not lit:
                self._dim(surface, r)
            return
        img = card_image(chip.value, r.w, r.h)
        surface.blit(img, r)
        if not lit:
            self._dim(surface, r)
        step = self.controls.step
        count = hand.count(chip.value) - (1 if k == "second" and step is not None and chip.value == step.value else 0)
        if count > 1 and k in ("card", "power", "second"):
            return f"\u00d7{count}", count_corner(r)
        return None

    @staticmethod
    def _dim(surface, r) -> None:
        dim = pygame.Surface(r.size, pygame.SRCALPHA)
        dim.fill((0, 0, 0, 120))
        surface.blit(dim, r)

    def draw_tabs(self, surface) -> None:
        """The mode tabs over the options row, when the variant has more than one mode (a mode where nothing
        can be done now is dimmed)."""
        c = self.controls
        modes = c.modes()
        if len(modes) < 2:
            return
        # In the panel, above the options row: the band between the board and the panel is the tips'.
        x = L.PANEL_RECT.x + 440
        y = L.PANEL_RECT.y + 8 + TABS_H // 2
        for mode in modes:
            text = self.mode_label(mode)
            w = render_text(text, theme.SIZE_SMALL, theme.TEXT, "bold").get_width() + 40
            rect = pygame.Rect(x, y - TABS_H // 2, w, TABS_H)
            on = mode == c.mode
            fill = (SORCERY if mode == "sorceress" else theme.WOOD) if on else theme.INK
            draw_panel(surface, rect, fill=fill, border=theme.BRASS if on else theme.BRASS_DARK, radius=12,
                       alpha=245 if on or c.has(mode) else 150)
            draw_text(surface, text, rect.move(-3, -4).center, theme.SIZE_SMALL,
                      theme.TEXT if on else theme.TEXT_DIM, "bold", alpha=255 if on or c.has(mode) else 140)
            self.tab_rects[mode] = rect
            x += w + 12
        caption = ""
        if c.step:
            caption = _("Parrots: pick the symbol") if c.step.kind == "parrots" else _("Hook: pick the second card")
        elif c.mode == "sorceress":
            chip = c.chip()
            if chip is not None and chip.kind in ("power", "parrots"):
                sym = symbol_of(chip.value.split("+")[0])
                caption = _(POWER_CAPTIONS[sym]).format(n=len(self.match.seats) + 1)
        elif c.mode == "morgan":
            caption = _("Advance a rival's pirate: draw 1 or 2")
        if caption:
            draw_text(surface, caption, (x + 12, y - 4), theme.SIZE_SMALL,
                      SORCERY_LIGHT if c.mode == "sorceress" else theme.BRASS, "bold", anchor="midleft")

    def _draw_turn_column(self, surface, focused: bool = False) -> None:
        left = self.shown["actions_left"]
        taken = self.shown["actions_taken"]
        draw_text(surface, _("Actions left"), (L.TURN_X, 720), theme.SIZE_SMALL, theme.TEXT, "bold")
        for k in range(3):
            pygame.draw.circle(surface, theme.BRASS_DARK, (L.TURN_X - 40 + k * 40, 770), 15)
            pygame.draw.circle(surface, theme.BRASS if k < left else theme.STONE_DARK, (L.TURN_X - 40 + k * 40, 770), 12)
        label = _("Pass & draw") if self.shown.get("can_pass") else _("End turn")
        enabled = taken > 0 or self.shown.get("can_pass")
        # A label longer than the button ("Termina el turno") takes two lines in a taller button.
        lines = wrap(label, theme.SIZE_SMALL, "bold", 190 - 20)
        btn = pygame.Rect(0, 0, 190, 70 if len(lines) == 1 else 88)
        btn.center = (L.TURN_X, 860)
        draw_panel(surface, btn, fill=theme.WOOD if enabled else theme.INK, radius=14)
        for i, line in enumerate(lines[:2]):
            draw_text(surface, line, (btn.centerx - 3, btn.centery - 4 + (i - (len(lines[:2]) - 1) / 2) * 32),
                      theme.SIZE_SMALL, theme.TEXT if enabled else theme.TEXT_DIM, "bold")
        self.buttons["end"] = btn
        if focused:                          # the focus rests on it: confirm ends the turn (or passes)
            focus_ring(surface, btn, self.time, theme.BRASS, radius=16)
        if self.shown.get("captain"):
            draw_text(surface, _("Captain!"), (L.TURN_X, 930), theme.SIZE_SMALL, theme.GOOD, "bold")

    # ------------------------------------------------------------------ the top line: whose turn, or the news
    def draw_banner(self, surface) -> None:
        """What to do now (whose turn, how many actions left, whom the table waits for), or the news banner."""
        turn = self.shown["turn"]
        info = self.match.seats[turn]
        colour = theme.PLAYER_COLOURS[info.colour]
        top = pygame.Rect(0, 0, 900, 76)
        top.midtop = (theme.SCREEN_W // 2, 18)
        self.top_rect = None
        if not self.banner and not self.toast:
            left = self.shown["actions_left"]
            movers = self.shown.get("to_move", [turn])
            if self.shown["is_over"]:
                text = _("The sloop sails!") if self.episode == "tunnel" else _("Safe in the cove!")
            elif movers and movers != [turn]:
                text = waiting_text(self.shown, self.names()) or _("Choices to make\u2026")
            elif info.is_bot:
                text = _("{name} is thinking\u2026").format(name=info.name)
            else:
                text = ngettext("{name}: {n} action left", "{name}: {n} actions left", left).format(name=info.name, n=left)
            # A long line (names, a longer language) widens the plate, then takes the small size.
            # It stays left of the phase line (layout.TOP_RIGHT): centred while it can, else pushed left.
            room = L.TOP_RIGHT - 20
            size = theme.SIZE_BODY if render_text(text, theme.SIZE_BODY, colour.text, "bold").get_width() <= room - 140 \
                else theme.SIZE_SMALL
            top.w = max(900, min(room, render_text(text, size, colour.text, "bold").get_width() + 140))
            top.midtop = (min(theme.SCREEN_W // 2, L.TOP_RIGHT - top.w // 2), 18)
            self.top_rect = top.copy()
            draw_panel(surface, top, fill=theme.NAVY, border=colour.rgb, alpha=220)
            pawn = image(f"sprites/pirate_{info.colour}.png", (34, 51))
            surface.blit(pawn, pawn.get_rect(midleft=(top.x + 26, top.centery - 4)))
            draw_text(surface, text, (top.centerx + 10, top.centery - 4), size, colour.text, "bold")
        if self.banner:
            text, seat, left, tint = self.banner.title, self.banner.seat, self.banner.left, self.banner.colour
            tint = SORCERY_LIGHT if tint == SORCERY else tint
            c = tint or (theme.PLAYER_COLOURS[self.match.seats[seat].colour].text if seat >= 0 else theme.BRASS)
            alpha = int(255 * min(1.0, left * 2.5))
            rect = pygame.Rect(0, 0, min(1300, L.TOP_RIGHT - 20), 110)
            rect.midtop = (min(theme.SCREEN_W // 2, L.TOP_RIGHT - rect.w // 2), 10)
            self.top_rect = rect.copy()
            draw_panel(surface, rect, fill=theme.NAVY, border=c)
            size = theme.SIZE_HEADING if len(text) <= 36 else theme.SIZE_LARGE
            if render_text(text, size, c, "display").get_width() > rect.w - 40:     # left of the phase line
                size = theme.SIZE_BODY
            draw_text(surface, text, rect.move(-3, -4).center, size, c, "display", alpha=alpha)

    # ------------------------------------------------------------------ the rules beside the log
    def log_rect(self) -> pygame.Rect:
        """With a variant in play the log stands on the right, the rules in play on the left."""
        if not self.variant:
            return super().log_rect()
        return pygame.Rect(theme.SCREEN_W // 2 + 10, 80, 880, 900)

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect | None = None) -> None:
        if not self.variant:
            self.logview.draw(surface, rect or self.log_rect(), self.log_rows(), veil_below=False)
            return
        veil(surface, 190)
        left = pygame.Rect(40, 80, 880, 900)
        draw_panel(surface, left, alpha=250)
        draw_text(surface, _("Rules in play"), (left.centerx, left.y + 56), theme.SIZE_HEADING, theme.BRASS, "display")
        y = left.y + 120
        texts = [render_text("\u2022 " + line, theme.SIZE_SMALL, theme.TEXT, width=800) for line in rules_lines(self.shown)]
        # The lines keep clear of the key's line at the bottom: a longer language closes the gaps up.
        room = left.bottom - 64 - y - sum(t.get_height() for t in texts)
        gap = max(0, min(12, room // max(1, len(texts) - 1)))
        for text in texts:
            surface.blit(text, (left.x + 40, y))
            y += text.get_height() + gap
        draw_text(surface, _("Press {key} to play").format(key=names("confirm")), (left.centerx, left.bottom - 36),
                  theme.SIZE_SMALL, theme.TEXT_DIM, "bold")
        self.logview.draw(surface, rect or self.log_rect(), self.log_rows(), veil_below=False)

