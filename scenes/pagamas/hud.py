"""What stands round the Pagamás deck: the status strip, news banners, the share area (loot drawn,
promises, the vote), the mutiny's two sides and their strength, the election, the final count."""
from __future__ import annotations

import pygame

from game.i18n import N_, _, ngettext
from game.pagamas.cards import PROMISES, TITLES
from game.pagamas.nouns import DENS

from .. import theme
from ..widgets import draw_panel, draw_text, focus_ring, render_text
from . import art
from .layout import STATUS
from .log import PHASES

PHASE_HELP = {
    "refloat": N_("Everyone completes the hand to 2 action cards (the Cook one more: a house rule); sailors go in front at once."),
    "roles": N_("The captain hands out the characters."),
    "share": N_("The captain deals the loot face down; the crew votes for or against, hands up together."),
    "landing": N_("Everyone chooses a den in secret: hammock, tavern, brothel or treasure island."),
    "ambush": N_("Ambushers lay a spare den card on a character: a right guess takes their loot."),
    "revelation": N_("The dens are turned; the ambushes are turned one by one, in stack order."),
    "mutiny": N_("A mutiny may be launched: everyone takes a side; the stronger side wins (a tie: the captain)."),
    "election": N_("No ship without a captain! The crew elects a new one."),
}


#: What came of the ambush the spotlight shows (shown with _()).
SPOTLIGHT = {"hit": (N_("caught! The loot changes hands."), theme.WARN),
             "dodged": (N_("right guess, but the Dodge saves them."), theme.GOOD),
             "miss": (N_("nobody there."), theme.TEXT_DIM),
             "mutual": (N_("they caught each other: both fall, the loot is lost."), theme.WARN),
             "too_late": (N_("too late: already fallen."), theme.TEXT_DIM)}


def _phase(phase: str) -> str:
    return _(PHASES[phase]) if phase in PHASES else ""


_veils: list = []


def _veil() -> pygame.Surface:
    if not _veils:
        veil = pygame.Surface((theme.SCREEN_W, theme.SCREEN_H), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 140))
        _veils.append(veil)
    return _veils[0]


class Hud:
    """Mixed into PagamasTable."""

    # ------------------------------------------------------------------ the top strip
    def status_text(self) -> tuple[str, tuple[int, int, int]]:
        """What the top line says when nobody at the controls chooses: the latest news (the phase,
        whom the table waits for and what comes next are the phase line's)."""
        if self.shown["phase"] == "over":
            return _("The loot deck is empty: the buried loot is counted"), theme.BRASS
        said = self.log_lines(1)
        return (said[0] if said else ""), theme.TEXT

    def draw_status(self, surface) -> None:
        v = self.shown
        pygame.draw.rect(surface, theme.INK, STATUS)
        pygame.draw.line(surface, theme.BRASS_DARK, (0, STATUS.bottom - 1), (theme.SCREEN_W, STATUS.bottom - 1), 2)
        if self.banner is not None:
            self.draw_headline(surface)
            return
        last = v.get("last_turn")
        head = (_("Turn {n} \u2022 LAST TURN") if last else _("Turn {n}")).format(n=v.get("turn", 1))
        hr = draw_text(surface, head, (20, 30), theme.SIZE_BODY, theme.WARN if last else theme.BRASS, "bold",
                       anchor="midleft")
        choice = self.choice
        if choice is not None:
            text = _("{name}: {instruction}").format(name=self.match.seats[choice.seat].name,
                                                     instruction=choice.decision.prompt)
            colour = self.words(choice.seat)
        else:
            text, colour = self.status_text()
        x = hr.right + 40
        if text:
            self.fit_text(surface, text, x, theme.SCREEN_W - x - 20, colour)

    def fit_text(self, surface, text: str, x: int, width: int, colour) -> None:
        for size in (32, theme.SIZE_SMALL):
            img = render_text(text, size, colour, "bold")
            if img.get_width() <= width:
                surface.blit(img, img.get_rect(midleft=(x, 30)))
                return
        while len(text) > 8 and render_text(text + "\u2026", theme.SIZE_SMALL, colour, "bold").get_width() > width:
            text = text[:-1]
        img = render_text(text.rstrip() + "\u2026", theme.SIZE_SMALL, colour, "bold")
        surface.blit(img, img.get_rect(midleft=(x, 30)))

    def draw_headline(self, surface) -> None:
        title, sub, seat = self.banner.title, self.banner.sub, self.banner.seat
        colour = self.words(seat) if seat is not None else theme.BRASS
        head = render_text(title, 40, colour, "display")
        tail = render_text(sub, theme.SIZE_SMALL, theme.TEXT, "bold") if sub else None
        w = head.get_width() + (tail.get_width() + 40 if tail else 0)
        if w > theme.SCREEN_W - 40 and tail is not None:
            tail = pygame.transform.smoothscale(tail, (max(1, theme.SCREEN_W - 80 - head.get_width()),
                                                       tail.get_height()))
            w = head.get_width() + tail.get_width() + 40
        x = max(20, (theme.SCREEN_W - w) // 2)
        surface.blit(head, head.get_rect(midleft=(x, STATUS.centery)))
        if tail:
            surface.blit(tail, tail.get_rect(midleft=(x + head.get_width() + 40, STATUS.centery + 2)))

    # ------------------------------------------------------------------ the share area
    def shows_only_the_phase_title(self) -> bool:
        """The share area holds just the phase's title and its help (no share, mutiny, election
        or spotlight)."""
        v = self.shown
        if v.get("mutiny") and v["mutiny"].get("launcher") is not None and v["phase"] in ("mutiny", "election"):
            return False
        if v.get("election") and v["phase"] == "election":
            return False
        if self.spotlight is not None or (v.get("share") and v["phase"] == "share"):
            return False
        return v["phase"] != "over"

    def draw_share_area(self, surface) -> None:
        v = self.shown
        top = self.lay.share_top
        if v.get("mutiny") and (v["mutiny"].get("launcher") is not None) and v["phase"] in ("mutiny", "election"):
            self.draw_mutiny(surface, top)
            if v["phase"] == "mutiny" or not v.get("election"):
                return
        if v.get("election") and v["phase"] == "election":
            self.draw_election(surface, top)
            return
        if self.spotlight is not None:
            self.draw_spotlight(surface, top)
            return
        share = v.get("share")
        if share and v["phase"] == "share":
            self.draw_share(surface, top, share)
            return
        if v["phase"] == "over":
            return
        draw_text(surface, _phase(v["phase"]), (top.centerx, top.y + 50), theme.SIZE_HEADING, theme.BRASS,
                  "display")
        help_text = PHASE_HELP.get(v["phase"])
        draw_text(surface, _(help_text) if help_text else "", (top.centerx, top.y + 118), theme.SIZE_SMALL, theme.TEXT,
                  width=top.w - 80)

    def draw_share(self, surface, top: pygame.Rect, share: dict) -> None:
        names = [s.name for s in self.match.seats]
        draw_panel(surface, top, fill=theme.INK, border=theme.BRASS_DARK, alpha=200)
        undealt = [c for c in share.get("cards") or [] if c.get("to") is None]
        hidden = self.flying_cards()
        x = top.x + 20
        for c in undealt:
            if c["card"] in hidden:
                continue
            r = pygame.Rect(x, top.y + 12, 96, 134)
            surface.blit(art.loot(c.get("value"), 96), r)
            if self.choice is not None and c["card"] in self.choice.focused_cards():
                focus_ring(surface, r, self.time, radius=8, width=4)
            x += 106
        rnd = share.get("round", 1)
        head = _("The share, deal {n} of 2").format(n=rnd)
        right_x = max(x + 20, top.x + 20)
        taken = [draw_text(surface, head, (right_x, top.y + 24), theme.SIZE_SMALL, theme.BRASS, "bold",
                           anchor="midleft")]
        # Who got how many cards (face down), and this turn's promises.
        counts: dict[int, int] = {}
        for c in share.get("cards") or []:
            if c.get("to") is not None:
                counts[c["to"]] = counts.get(c["to"], 0) + 1
        if counts:
            dealt = ", ".join(_("{name} {n}").format(name=names[s], n=n) for s, n in sorted(counts.items()))
            taken.append(draw_text(surface, _("Dealt: {dealt}").format(dealt=dealt), (right_x, top.y + 62), 26,
                                   theme.TEXT, "bold", anchor="midleft"))
        promises = [p for p in self.shown.get("promises") or [] if p.get("turn") == self.shown.get("turn")]
        y = top.y + 100
        for p in promises[-2:]:
            line = _(p.get("text") or PROMISES.get(p.get("line"), ""))
            taken.append(draw_text(surface, _("{who} to {to}: \u201c{promise}\u201d").format(
                who=names[p["seat"]], to=names[p["to"]], promise=line), (right_x, y), 26,
                self.words(p["seat"]), "bold", anchor="midleft"))
            y += 34
        captain = self.shown.get("captain")
        word = (self.shown.get("word") or {}).get(str(captain)) if captain is not None else None
        if word and (word.get("kept") or word.get("broken")):
            said = render_text(_("{name}'s word so far: {kept} kept, {broken} broken").format(
                name=names[captain], kept=word.get("kept", 0), broken=word.get("broken", 0)), 26, theme.TEXT_DIM,
                "bold")
            for row in (24, 62, 100, 134):      # the captain's word at the right, on the first row free of words
                at = said.get_rect(midright=(top.right - 20, top.y + row))
                if not any(at.inflate(24, 4).colliderect(r) for r in taken):
                    surface.blit(said, at)
                    break
        if self.tally is not None:
            yes, no, accepted = self.tally
            line = _("For {yes} \u2022 Against {no}: ACCEPTED") if accepted else _("For {yes} \u2022 Against {no}: REFUSED")
            col = theme.GOOD if accepted else theme.WARN
            banner = pygame.Rect(0, 0, 760, 64)
            banner.midtop = (top.centerx, top.bottom + 8)
            draw_panel(surface, banner, fill=theme.INK, border=col, alpha=235)
            draw_text(surface, line.format(yes=yes, no=no), banner.move(-3, -4).center, 40, col, "display")

    def draw_spotlight(self, surface, top: pygame.Rect) -> None:
        """The den card being turned at the revelation, big: whose trap, on whom, and what came of it."""
        den, trapper, victim, outcome = self.spotlight
        names = [s.name for s in self.match.seats]
        draw_panel(surface, top, fill=theme.INK, border=self.colour(trapper), alpha=225)
        card = art.den(den, 104)
        surface.blit(card, card.get_rect(midleft=(top.x + 24, top.centery)))
        draw_text(surface, _("{trapper}'s ambush on {victim}").format(trapper=names[trapper], victim=names[victim]),
                  (top.x + 160, top.y + 40), 40,
                  self.words(trapper), "display", anchor="midleft")
        word, col = SPOTLIGHT.get(outcome, (outcome or "", theme.TEXT))
        place = DENS[den].at if den in DENS else den         # «en la Hamaca», «nell'Amaca»
        place = place[:1].upper() + place[1:]
        draw_text(surface, _("{den}: {what}").format(den=place, what=_(word) if word else ""), (top.x + 160, top.y + 100), theme.SIZE_BODY,
                  col, "bold", anchor="midleft")

    def draw_mutiny(self, surface, top: pygame.Rect) -> None:
        m = self.shown["mutiny"]
        names = [s.name for s in self.match.seats]
        sides = {int(k): s for k, s in (m.get("sides") or {}).items()}
        if m.get("launcher") is not None:
            sides[int(m["launcher"])] = "mutineer"
        strengths = m.get("strengths") or {}
        half = top.w // 2 - 10
        for k, (side, title, col) in enumerate((("captain", N_("With the captain"), theme.BRASS),
                                               ("mutineer", N_("Mutineers"), theme.WARN))):
            r = pygame.Rect(top.x + k * (half + 20), top.y + 4, half, 150)
            draw_panel(surface, r, fill=theme.INK, border=col, alpha=225)
            key = "captain" if side == "captain" else "mutineers"
            strength = strengths.get(key)
            draw_text(surface, _(title), (r.x + 24, r.y + 32), 34, col, "display", anchor="midleft")
            if strength is not None:
                draw_text(surface, f"{strength}", (r.right - 24, r.y + 40), 64, col, "display", anchor="midright")
            members = [s for s, side_of in sides.items() if side_of == side]
            if side == "captain" and self.shown.get("captain") is not None and self.shown["captain"] not in members:
                members = [self.shown["captain"]] + members
            x = r.x + 24
            for s in members:
                role = self.shown["seats"][s].get("role")
                power = self.shown.get("strength", {}).get(role) if role else None
                t = render_text(names[s] + (f" {power}" if power is not None else ""), 26, self.words(s), "bold")
                if x + t.get_width() > r.right - 100:
                    break
                surface.blit(t, (x, r.y + 70))
                x += t.get_width() + 18
            boarded = [names[s] for s in m.get("boarded") or [] if sides.get(s) == side or
                       (side == "captain" and s == self.shown.get("captain"))]
            if boarded:
                draw_text(surface, _("Boarded: {names}").format(names=", ".join(boarded)), (r.x + 24, r.y + 118), 24, theme.TEXT, "bold",
                          anchor="midleft")
        winner = m.get("winner")
        if winner:
            word = _("THE CAPTAIN HOLDS") if winner == "captain" else _("THE MUTINEERS WIN")
            banner = pygame.Rect(0, 0, 700, 64)
            banner.midtop = (top.centerx, top.bottom + 8)
            draw_panel(surface, banner, fill=theme.INK, border=theme.BRASS, alpha=235)
            draw_text(surface, word, banner.move(-3, -4).center, 40, theme.BRASS, "display")

    def draw_election(self, surface, top: pygame.Rect) -> None:
        e = self.shown["election"]
        names = [s.name for s in self.match.seats]
        draw_panel(surface, top, fill=theme.INK, border=theme.BRASS, alpha=225)
        draw_text(surface, _("Election of a new captain"), (top.centerx, top.y + 32), 40, theme.BRASS, "display")
        cands = e.get("candidates") or [s for s, yes in (e.get("stood") or {}).items() if yes]
        line = ", ".join(names[int(s)] for s in cands) if cands else _("who stands?")
        draw_text(surface, _("Candidates: {names}").format(names=line), (top.centerx, top.y + 80), theme.SIZE_SMALL, theme.TEXT, "bold")
        if self.election_tally and len(self.election_tally) == 1:
            draw_text(surface, _("{name}, the only candidate, is elected unopposed").format(
                name=names[self.election_tally[0][0]]),
                      (top.centerx, top.y + 124), theme.SIZE_BODY, theme.BRASS, "bold")
        elif self.election_tally:
            tally = "  \u2022  ".join(ngettext("{name} {n} vote", "{name} {n} votes", n).format(name=names[s], n=n)
                                     for s, n in self.election_tally)
            draw_text(surface, tally, (top.centerx, top.y + 124), theme.SIZE_BODY, theme.BRASS, "bold")

    # ------------------------------------------------------------------ the end
    def draw_final(self, surface) -> None:
        f = self.final
        n = len(self.match.seats)
        order = sorted(range(n), key=lambda s: -f["scores"][s])
        row_h = min(140, 800 // n)
        rect = pygame.Rect(0, 0, 1500, 110 + row_h * n)
        rect.center = (theme.SCREEN_W // 2, theme.SCREEN_H // 2)
        surface.blit(_veil(), (0, 0))
        draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS, alpha=255)
        draw_text(surface, _("The buried loot is dug up"), (rect.centerx, rect.y + 50), theme.SIZE_HEADING, theme.BRASS,
                  "display")
        shown_cards = int(f["progress"])
        for k, seat in enumerate(order):
            y = rect.y + 110 + k * row_h + row_h // 2
            info = self.match.seats[seat]
            surface.blit(art.pawn(info.colour, (34, 51)), (rect.x + 30, y - 26))
            draw_text(surface, info.name, (rect.x + 80, y), theme.SIZE_BODY, self.words(seat), "bold", anchor="midleft")
            values = list(f["buried"][seat])
            w = min(84, max(30, (row_h - 16) * 160 // 224))
            step = min(w + 6, 900 // max(1, len(values)))
            total = 0
            for i, val in enumerate(values[:shown_cards]):
                surface.blit(art.loot(val, w), (rect.x + 360 + i * step, y - round(w * 1.4) // 2))
                total += val
            if not values:
                draw_text(surface, _("nothing buried"), (rect.x + 360, y), theme.SIZE_SMALL, theme.TEXT_DIM, "bold",
                          anchor="midleft")
            done = shown_cards >= max(len(v) for v in f["buried"]) if f["buried"] else True
            won = done and seat in f["winners"]
            colour = theme.BRASS if won else theme.TEXT
            tr = draw_text(surface, f"{total}", (rect.right - 40, y), theme.SIZE_LARGE, colour, "bold", anchor="midright")
            if won:
                draw_text(surface, _("wins!"), (tr.left - 20, y), theme.SIZE_BODY, theme.BRASS, "display", anchor="midright")

    def role_title(self, role: str | None) -> str:
        return _(TITLES[role]) if role in TITLES else _("no character")
