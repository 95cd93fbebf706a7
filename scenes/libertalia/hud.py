"""What stands round the Libertalia ship: the dens, the hand or the options of a choice, the status line, news, the count."""
from __future__ import annotations

import math

import pygame

from game.i18n import N_, _, ngettext
from game.libertalia.booty import ORDER

from .. import theme
from ..widgets import draw_panel, draw_text, fit_text, focus_ring, plate_surface, render_text, wrap
from . import art, choices
from . import layout as L



class Hud:
    """Mixin of the table: drawing the panels round the ship."""

    # ------------------------------------------------------------------ dens
    def den_rect(self, seat: int) -> pygame.Rect:
        return L.den_rects(self.players)[seat]

    def chip_pos(self, seat: int, index: int) -> pygame.Rect:
        r = self.den_rect(seat)
        return pygame.Rect(r.x + 8 + index * (L.CHIP_W + 4), r.y + 44, L.CHIP_W, L.CHIP_H)

    def den_token_rect(self, seat: int, index: int, kinds: int) -> pygame.Rect:
        r = self.den_rect(seat)
        step = min(L.DEN_TOKEN + 10, (r.w - 16 - L.DEN_TOKEN) / max(1, kinds - 1)) if kinds > 1 else 0
        return pygame.Rect(round(r.x + 8 + index * step), r.y + 110, L.DEN_TOKEN, L.DEN_TOKEN)

    def coin_pos(self, seat: int) -> tuple[int, int]:
        r = self.den_rect(seat)
        return (r.right - 70, r.y + 22)

    def draw_dens(self, surface: pygame.Surface, dec) -> None:
        targets = set()
        if dec is not None:
            ring = dec.options[self.sel].ring
            if ring and ring[0] == "den":           # the focused character, in the den it lies in
                targets.add((ring[1], ring[2]))
        for s in self.shown["seats"]:
            seat = s["seat"]
            rect = self.den_rect(seat)
            colour = art.seat_rgb(self, seat)
            draw_panel(surface, rect, fill=(30, 22, 18), border=colour, alpha=225, radius=14)
            head = pygame.Rect(rect.x + 3, rect.y + 3, rect.w - 12, 36)
            pygame.draw.rect(surface, art.dark(colour, 0.4), head, border_radius=11)   # dark: the name reads
            name = self.names[seat]
            draw_text(surface, name if len(name) <= 14 else name[:13] + "\u2026", (head.x + 10, head.centery),
                      theme.SIZE_SMALL, theme.TEXT, "bold", anchor="midleft")
            surface.blit(art.coin(30), (head.right - 92, head.y + 3))
            draw_text(surface, str(self.doubloons_shown(seat)), (head.right - 56, head.centery), theme.SIZE_SMALL,
                      theme.TEXT, "bold", anchor="midleft")
            if s.get("picked") and self.shown.get("phase") == "dawn":
                back = art.card_back(26, 38)
                surface.blit(back, (head.right - 124, head.y - 1))
            if seat == (self.shown.get("pending") or {}).get("seat") or seat in (self.shown.get("night_waiting") or []):
                focus_ring(surface, rect.inflate(2, 2).move(-3, -4), self.time, colour, radius=16, width=3)
            i = 0
            for rank in s.get("den") or []:
                if (seat, rank) in self.hidden_chips:
                    i += 1
                    continue
                pos = self.chip_pos(seat, i)
                surface.blit(art.chip(rank, colour), pos)
                if (seat, rank) in targets:
                    focus_ring(surface, pos.inflate(6, 6), self.time, radius=10, width=4)
                i += 1
            for rank in s.get("graveyard") or []:
                if i >= 6:
                    break
                surface.blit(art.chip(rank, colour, gone=True), self.chip_pos(seat, i))
                i += 1
            self.draw_den_booty(surface, seat, s)

    def draw_den_booty(self, surface: pygame.Surface, seat: int, s: dict) -> None:
        """The den's tokens by kind, then the face-down ones the viewer cannot name (the Spanish
        Spy's draws), counted; on the owner's own tokens that the rivals have not seen, a small
        face-down mark."""
        booty = s.get("den_booty") or {}
        secret = s.get("den_secret") or {}
        hidden = s.get("den_hidden") or 0
        kinds = [k for k in ORDER if booty.get(k)]
        slots = len(kinds) + (1 if hidden else 0)
        for j, kind in enumerate(kinds):
            tr = self.den_token_rect(seat, j, slots)
            surface.blit(art.token(kind, L.DEN_TOKEN), tr)
            if secret.get(kind):
                surface.blit(art.token_back(L.DEN_TOKEN // 2), (tr.x - 4, tr.y - 4))
            _badge(surface, tr, booty[kind])
        if hidden:
            tr = self.den_token_rect(seat, len(kinds), slots)
            surface.blit(art.token_back(L.DEN_TOKEN), tr)
            _badge(surface, tr, hidden)

    # ------------------------------------------------------------------ hand and options
    def option_rects(self, dec) -> list[pygame.Rect]:
        if dec.kind in ("pick", "replay"):
            return self.hand_rects()
        n = len(dec.options)
        if "rank" in dec.options[0].data:
            return L.row_rects(n, y=L.HAND_Y + 10)
        return L.row_rects(n, w=220, h=240, y=L.HAND_Y + 30, gap=30)

    def hand_ranks(self) -> list[int]:
        if self.viewer is None:
            return []
        return list(self.shown["seats"][self.viewer].get("hand") or [])

    def hand_rects(self) -> list[pygame.Rect]:
        return L.row_rects(len(self.hand_ranks()))

    def draw_hand(self, surface: pygame.Surface, dec) -> None:
        self.choice_rects = []
        if dec is not None and dec.kind not in ("pick", "replay"):
            self.draw_options(surface, dec)
            return
        if self.viewer is None:
            self.draw_hidden_hands(surface)
            return
        ranks = self.hand_ranks()
        colour = art.seat_rgb(self, self.viewer)
        legal = {o.data["rank"]: i for i, o in enumerate(dec.options)} if dec is not None else {}
        chosen = self.shown["seats"][self.viewer].get("pick")
        rects = self.hand_rects()
        focus = None
        for rank, rect in zip(ranks, rects):
            if (self.viewer, rank) in self.hidden_hand:
                continue
            lift = 0
            index = legal.get(rank)
            # The focused card rises a little: any more and it would cover the dens' booty above it.
            if dec is not None and index == self.sel:
                lift, focus = HAND_RISE, rect.move(0, -HAND_RISE)
            img = art.card(rank, art.seat_look(self, self.viewer))
            if rank == chosen:
                lift = HAND_RISE
            surface.blit(img, rect.move(0, -lift))
            if dec is not None and index is None:
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(veil, (0, 0, 0, 120), veil.get_rect(), border_radius=14)
                surface.blit(veil, rect.move(0, -lift))
            if index is not None:
                self.choice_rects.append((index, rect.move(0, -lift)))
            if rank == chosen:          # said on the card, on a plate: above it stand the dens
                words = render_text(_("Played face down"), theme.SIZE_SMALL, theme.BRASS, "bold", width=rect.w - 24)
                where = words.get_rect(center=(rect.centerx, rect.centery - lift))
                _plate(surface, where.inflate(16, 0).clip(rect.move(0, -lift)))
                surface.blit(words, where)
        if focus is not None:
            focus_ring(surface, focus.inflate(4, 4), self.time)

    def draw_hidden_hands(self, surface: pygame.Surface) -> None:
        """Nobody's hand may show (bots' turn between humans): the backs of the humans' hands, counted."""
        seats = self.humans() or []
        if not seats:
            return
        for k, seat in enumerate(seats[:3]):
            n = self.shown["seats"][seat].get("hand_count", 0)
            x = theme.SCREEN_W // 2 + (k - (len(seats[:3]) - 1) / 2) * 600
            for i in range(min(n, 9)):
                surface.blit(art.card_back(120, 174), (x - 60 - (min(n, 9) - 1) * 11 + i * 22, L.HAND_Y + 40))
            draw_text(surface, ngettext("{name}: {n} card", "{name}: {n} cards", n).format(name=self.names[seat], n=n),
                      (x, L.HAND_Y + 240),
                      theme.SIZE_SMALL, art.seat_rgb(self, seat), "bold")

    def draw_options(self, surface: pygame.Surface, dec) -> None:
        rects = self.option_rects(dec)
        for i, (opt, rect) in enumerate(zip(dec.options, rects)):
            data = opt.data
            if "rank" in data:
                surface.blit(art.card(data["rank"], art.seat_look(self, data["seat"])), rect)
            else:
                draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS_DARK, alpha=235)
                if "kind" in data:
                    n = data["count"]
                    size = 110 if n == 1 else 80
                    for k in range(n):
                        x = rect.centerx - (n * (size - 30) + 30) / 2 + k * (size - 30)
                        surface.blit(art.token(data["kind"], size), (round(x), rect.y + 30))
                draw_text(surface, opt.label, (rect.centerx - 3, rect.bottom - 50), theme.SIZE_SMALL, theme.TEXT,
                          "bold", width=rect.w - 20)
            self.choice_rects.append((i, rect))
            if i == self.sel:
                focus_ring(surface, rect.inflate(6, 6), self.time)
        self.draw_notes(surface, dec.options, rects)

    @staticmethod
    def draw_notes(surface: pygame.Surface, options, rects) -> None:
        """The notes over the options ("Calico Jack's den"): once over each run of neighbouring
        options that share one, centred on the run and fitted to its width."""
        notes = [choices.note(o) for o in options]
        i = 0
        while i < len(options):
            j = i
            while j + 1 < len(options) and notes[j + 1] == notes[i]:
                j += 1
            note = notes[i]
            if note:
                span = rects[i].union(rects[j])
                draw_text(surface, fit_text(note, theme.SIZE_SMALL, span.w + 10), (span.centerx, span.y - 22),
                          theme.SIZE_SMALL, theme.PARCHMENT, "bold")
            i = j + 1

    # ------------------------------------------------------------------ the top
    def draw_top(self, surface: pygame.Surface, dec) -> None:
        sh = self.shown
        # On dark plates: the sea under them is too light for brass words.
        campaign = _("Campaign {n}").format(n=sh.get("campaign", 1))
        day = _("Day {n} of {days}").format(n=sh.get("day", 1), days=6)
        wide = max(render_text(t, theme.SIZE_SMALL, theme.TEXT, "bold").get_width() for t in (campaign, day))
        _plate(surface, pygame.Rect(6, 58, wide + 22, 68))
        draw_text(surface, campaign, (16, 76), theme.SIZE_SMALL, theme.TEXT, "bold", anchor="midleft")
        draw_text(surface, day, (16, 108), theme.SIZE_SMALL, theme.BRASS, "bold", anchor="midleft")
        rect = self.status_rect()
        self.top_rect = None
        if self.banner and dec is None:
            self.top_rect = self.banner_rect()
            return                       # the news of the moment stands there
        text = dec.prompt if dec is not None else self.status_text()
        if dec is not None and len(self.humans()) > 1:
            text = _("{name}: {text}").format(name=self.names[dec.seat], text=text)
        if not text:
            return
        lines = wrap(text, theme.SIZE_SMALL, "bold", rect.w - 40)[:2]
        box = rect.inflate(0, 36 * (len(lines) - 1))
        box.top = rect.top
        draw_panel(surface, box, fill=theme.WOOD_DARK if dec is not None else theme.NAVY,
                   border=theme.BRASS if dec is not None else theme.BRASS_DARK, alpha=235, radius=14)
        self.top_rect = box
        pulse = 0.5 + 0.5 * math.sin(self.time * 4) if dec is not None else 1.0
        colour = tuple(int(a + (b - a) * pulse) for a, b in zip(theme.PARCHMENT, theme.TEXT))
        for i, line in enumerate(lines):
            draw_text(surface, line, (box.centerx - 3, box.y + 24 + 36 * i), theme.SIZE_SMALL, colour, "bold")

    def status_rect(self) -> pygame.Rect:
        """The top line: the map's status anchor, stopped short of the phase line at its right."""
        rect = L.anchor("status")
        if self.phase_rect is not None:
            rect.width = min(rect.width, self.phase_rect.left - 16 - rect.x)
        return rect

    def banner_rect(self) -> pygame.Rect:
        rect = self.status_rect()
        rect.height = 112 if self.banner is not None and self.banner.sub else 76
        return rect

    def status_text(self) -> str:
        sh = self.shown
        if sh.get("phase") == "over" or self.match.is_over():
            return _("The voyage is over.")
        movers = self.match.state.to_move()
        if sh.get("phase") == "dawn":
            if sh.get("ship"):
                return self.status       # the picks are revealed: what the reveal said
            waiting = [self.names[s["seat"]] for s in sh["seats"] if not s.get("picked") and s.get("hand_count")]
            return (_("Picking in secret: waiting for {names}").format(names=", ".join(waiting)) if waiting
                    else _("Revealing\u2026"))
        pending = sh.get("pending") or {}
        if movers and not self.busy:
            what = {"take": N_("{name} takes booty\u2026"), "slash": N_("{name} wields a sabre\u2026"),
                    "serve": N_("{name} answers the Waitress\u2026")}.get(pending.get("action"),
                                                                         N_("{name} is deciding\u2026"))
            return _(what).format(name=self.names[movers[0]])
        return self.status

    def draw_banner(self, surface: pygame.Surface, dec) -> None:
        """The shared news banner (TableScene.show_banner), in the status line's place."""
        if not self.banner or dec is not None:
            return
        b = self.banner
        title, sub, left, total = b.title, b.sub, b.left, b.seconds
        rect = self.banner_rect()
        alpha = int(255 * min(1.0, left * 3, (total - left) * 8 + 0.3))
        draw_panel(surface, rect, fill=theme.INK, border=theme.BRASS, alpha=min(235, alpha))
        draw_text(surface, title, (rect.centerx - 3, rect.y + 38), theme.SIZE_LARGE, theme.BRASS, "display",
                  alpha=alpha)
        if sub:
            draw_text(surface, sub, (rect.centerx - 3, rect.y + 86), theme.SIZE_SMALL, theme.TEXT, "bold",
                      alpha=alpha)

    # ------------------------------------------------------------------ the count
    def ledger_rect(self) -> pygame.Rect:
        """Where the count stands (over the ship and the dens)."""
        rect = L.anchor("ledger").inflate(0, -120 if self.players < 5 else 0)
        rect.height = 170 + 76 * self.players
        return rect

    def draw_ledger(self, surface: pygame.Surface) -> None:
        if self.ledger is None:
            return
        campaign, fortunes = self.ledger
        rect = self.ledger_rect()
        draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS, alpha=245)
        draw_text(surface, _("Campaign {n}: the count").format(n=campaign), (rect.centerx, rect.y + 46), theme.SIZE_HEADING,
                  theme.BRASS, "display")
        cols = ((" ", 130), (N_("Doubloons"), 440), (N_("Booty"), 640), (N_("Fortune"), 840), (N_("Track"), 1040))
        for label, x in cols[1:]:
            draw_text(surface, _(label), (rect.x + x, rect.y + 110), theme.SIZE_SMALL, theme.TEXT_DIM, "bold")
        for i, f in enumerate(fortunes):
            y = rect.y + 160 + 76 * i
            colour = art.seat_rgb(self, i)
            pygame.draw.circle(surface, colour, (rect.x + 50, y), 14)
            draw_text(surface, self.names[i], (rect.x + 80, y), theme.SIZE_BODY, theme.TEXT, "bold", anchor="midleft")
            booty = f"{f['booty']:+d}"
            draw_text(surface, str(f["doubloons"]), (rect.x + 440, y), theme.SIZE_BODY, theme.TEXT, "bold")
            draw_text(surface, booty, (rect.x + 640, y), theme.SIZE_BODY, theme.TEXT, "bold")
            draw_text(surface, f"+{f['fortune']}", (rect.x + 840, y), theme.SIZE_BODY, theme.GOOD, "bold")
            draw_text(surface, str(f["score"]), (rect.x + 1040, y), theme.SIZE_BODY, theme.BRASS, "display")

    def draw_prompts(self, surface: pygame.Surface, dec) -> None:
        self.draw_prompt_row(surface, [("confirm", dec.confirm)] if dec is not None else None)


HAND_RISE = 10        # how far the focused (or the played) card of the hand rises


def _plate(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A dark see-through plate under words that stand on the sea or the deck."""
    surface.blit(plate_surface(rect.w, rect.h, theme.INK, 200), rect)


def _badge(surface: pygame.Surface, tr: pygame.Rect, n: int) -> None:
    """How many tokens a picture stands for, when more than one."""
    if n <= 1:
        return
    badge = pygame.Rect(0, 0, 34, 34)
    badge.center = (tr.right - 2, tr.bottom - 4)
    pygame.draw.circle(surface, theme.INK, badge.center, 17)
    pygame.draw.circle(surface, theme.PARCHMENT, badge.center, 17, 2)
    t = render_text(str(n), 28, theme.TEXT, "bold", shadow=False)
    surface.blit(t, t.get_rect(center=badge.center))
