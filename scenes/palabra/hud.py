"""The table's heads-up drawing (a mixin of the table): the status strip, news banners, the final count.

The strip at the top always says what is going on: the day and phase, then either
the instruction for the human at the controls ("Anne: place your ships: ...") or
whom the table waits for, and on the right the viewer's own chest and points.
"""
from __future__ import annotations

import pygame

from game.i18n import N_, _, ngettext, pgettext

from .. import theme
from ..widgets import balanced_wrap, draw_panel, draw_text, image, panel_surface, render_text
from . import art as S
from .anims import final_progress, revealed
from .layout import LETTERS, STATUS

PHASE_TITLES = {"talk": N_("Table talk"), "decision": N_("Decision"), "market": N_("Market"),
                "artifacts": N_("Artifacts"), "resolution": N_("Resolution"), "over": N_("The end")}


class Hud:
    """Mixed into PalabraTable."""

    def draw_marks(self, surface) -> None:
        """The marks of the moment ("RAID!", "Both raid!") on a dark plaque of their colour, so
        they read over an island's sand and gems."""
        for text, pos, colour, until, size in self.effects.marks:
            left = until - self.time
            alpha = int(255 * max(0.0, min(1.0, left * 2.5)))
            words = render_text(text, size, colour, "display")
            rect = words.get_rect(center=pos).inflate(40, 8)
            plaque = panel_surface(rect.w, rect.h, fill=theme.INK, border=colour, radius=16, alpha=230).copy()
            plaque.set_alpha(alpha)
            surface.blit(plaque, rect)
            draw_text(surface, text, (pos[0] - 3, pos[1] - 4), size, colour, "display", alpha=alpha)

    def status_text(self) -> tuple[str, tuple[int, int, int]]:
        v = self.shown
        phase = v["phase"]
        names = self.match.seats
        if phase == "over":
            return _("The chests are opened: the final count"), theme.BRASS
        if phase in ("talk", "decision", "market"):
            flag = {"talk": "talked", "decision": "placed", "market": "bid"}[phase]
            waiting = [names[s].name for s in range(self.n) if not v["seats"][s][flag]]
            verb = {"talk": _("Table talk"), "decision": _("Ships go face down"), "market": _("Secret bids")}[phase]
            if waiting:
                names_shown = ", ".join(waiting[:3])
                if len(waiting) > 3:
                    names_shown = _("{names} +{n}").format(names=names_shown, n=len(waiting) - 3)
                return _("{phase}: waiting for {names}").format(phase=verb, names=names_shown), theme.TEXT
            return _("{phase}: everyone is ready").format(phase=verb), theme.TEXT
        if v.get("step") and phase == "artifacts":          # the shown step may outlive its phase by an animation
            seat = v["step"]["seat"]
            return _("{name} is using an artifact\u2026").format(name=names[seat].name), self.words(seat)
        if v.get("share"):
            sh = v["share"]
            return (_("Island {letter}: {name} picks a gem").format(letter=LETTERS[sh["island"]],
                                                                    name=names[sh["turn"]].name),
                    self.words(sh["turn"]))
        if phase == "resolution":
            return _("The islands are resolved one by one"), theme.TEXT
        if phase == "artifacts":
            return _("The winners use their artifacts"), theme.TEXT
        return "", theme.TEXT

    def draw_status(self, surface, choice) -> None:
        v = self.shown
        # The day, the phase, then the line: each starts where the one before ends (words differ
        # in length from language to language), at the English places or further right.
        day = draw_text(surface, _("Day {n}/5").format(n=v["day"]), (20, 29), theme.SIZE_BODY, theme.BRASS, "bold",
                        anchor="midleft")
        phase_x = max(178, 20 + day.w + 16)
        phase = draw_text(surface, _(PHASE_TITLES[v["phase"]]) if v["phase"] in PHASE_TITLES else "", (phase_x, 29),
                          theme.SIZE_SMALL, theme.TEXT_DIM, "bold", anchor="midleft")
        left = max(330, phase_x + phase.w + 20)
        right = theme.SCREEN_W - 16
        if choice is not None:
            seat = choice.seat
            text = _("{name}: {instruction}").format(name=self.match.seats[seat].name, instruction=choice.instruction())
            colour = self.words(seat)
        else:
            text, colour = self.status_text()
        me = v["seats"][self.viewer] if self.viewer is not None else None
        if me is not None and me.get("chest") is not None and not self.demo:
            # The chest on the right; its owner's name before it only where the line keeps its room.
            points = (ngettext("= {n} pt", "= {n} pts", me["score"]).format(n=me["score"]) if S.count(me["chest"])
                      else pgettext("palabra chest", "empty"))
            shown = draw_text(surface, points, (right, 29), theme.SIZE_BODY, theme.BRASS, "bold", anchor="midright")
            right -= shown.w + 8
            width = S.gem_row_width(me["chest"], 28, 380)
            S.gem_row(surface, me["chest"], right - width, 29, 28, 380)
            right -= width + 10
            who = _("{name}'s chest:").format(name=self.match.seats[self.viewer].name)
            room = right - render_text(who, theme.SIZE_SMALL, theme.TEXT_DIM, "bold").get_width() - 20 - left
            if self.line_size(text, room):
                shown = draw_text(surface, who, (right, 29), theme.SIZE_SMALL, theme.TEXT_DIM, "bold",
                                  anchor="midright")
                right -= shown.w
        self.fit_text(surface, text, left, right - 10 - left, colour)

    @staticmethod
    def line_size(text: str, width: int) -> int:
        """The size (32 or 28 px) at which `text` holds on one line of `width` pixels; 0 if neither."""
        return next((size for size in (32, theme.SIZE_SMALL)
                     if render_text(text, size, theme.TEXT, "bold").get_width() <= width), 0)

    def fit_text(self, surface, text: str, x: int, width: int, colour) -> None:
        """The whole line from `x` in the strip: on one line at 32 or 28 px, else on two even lines
        (24 px, then 22: the least a word may be, tests/ui/test_legibility.py); only a line too long even
        so is cut with an ellipsis."""
        size = self.line_size(text, width)
        if size:
            draw_text(surface, text, (x, 29), size, colour, "bold", anchor="midleft")
            return
        for size in (24, 22):
            lines = balanced_wrap(text, size, "bold", width)
            if len(lines) <= 2 and all(render_text(ln, size, colour, "bold").get_width() <= width for ln in lines):
                for k, line in enumerate(lines):
                    draw_text(surface, line, (x, 15 + 28 * k), size, colour, "bold", anchor="midleft")
                return
        while len(text) > 8 and render_text(text + "\u2026", 22, colour, "bold").get_width() > width:
            text = text[:-1]
        draw_text(surface, text.rstrip() + "\u2026", (x, 29), 22, colour, "bold", anchor="midleft")

    def draw_banner(self, surface) -> None:
        """News of the moment, over the status strip (never over the board)."""
        if not self.banner:
            return
        title, sub, seat = self.banner.title, self.banner.sub, self.banner.seat
        colour = self.words(seat) if seat is not None else theme.BRASS
        strip = STATUS.inflate(0, -2)
        pygame.draw.rect(surface, theme.INK, strip)
        pygame.draw.line(surface, colour, (0, strip.bottom), (theme.SCREEN_W, strip.bottom), 3)
        head = render_text(title, 40, colour, "display")
        tail = render_text(sub, theme.SIZE_SMALL, theme.TEXT, "bold") if sub else None
        w = head.get_width() + (tail.get_width() + 40 if tail else 0)
        x = max(20, (theme.SCREEN_W - w) // 2)
        surface.blit(head, head.get_rect(midleft=(x, strip.centery)))
        if tail:
            surface.blit(tail, tail.get_rect(midleft=(x + head.get_width() + 40, strip.centery + 2)))

    def draw_final(self, surface) -> None:
        f = self.final
        p = final_progress(f["tween"])
        order = sorted(range(self.n), key=lambda s: -f["scores"][s])
        row_h = min(100, 760 // self.n)
        rect = pygame.Rect(0, 0, 1380, 96 + row_h * self.n)
        rect.center = (theme.SCREEN_W // 2, theme.SCREEN_H // 2 + 10)
        draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS, alpha=255)
        draw_text(surface, _("The chests open"), (rect.centerx, rect.y + 44), theme.SIZE_HEADING, theme.BRASS, "display")
        for k, seat in enumerate(order):
            y = rect.y + 96 + k * row_h + row_h // 2
            info = self.match.seats[seat]
            pawn = image(f"sprites/pirate_{info.colour}.png", (34, 51))
            surface.blit(pawn, pawn.get_rect(center=(rect.x + 46, y)))
            draw_text(surface, info.name, (rect.x + 80, y), theme.SIZE_BODY, self.words(seat), "bold", anchor="midleft")
            gems = revealed(f["chests"][seat], p)
            size = 34 if row_h >= 80 else 28
            shown = {}
            for c in gems:
                shown[c] = shown.get(c, 0) + 1
            S.gem_row(surface, shown, rect.x + 330, y, size, 860)
            total = S.value(shown)
            done = p >= 1.0
            colour = theme.BRASS if done and seat in f["winners"] else theme.TEXT
            draw_text(surface, f"{total}", (rect.right - 40, y), theme.SIZE_LARGE, colour, "bold", anchor="midright")
