"""Drawing the Palabra table from what it shows: the static layer, islands, ships, centre, seats.

`background(table)` composes once what never moves (the sea and islands from the
Tiled map, island letters, ship-slot outlines, the day track, the seat panels with
pawn and name, the bag). `Painter` draws the rest every frame from `table.shown`,
hiding the pieces still in flight (`effects.incoming`).
"""
from __future__ import annotations

import math

import pygame

from game.i18n import _

from .. import theme
from ..anim import lerp2
from ..widgets import draw_panel, draw_text, image, render_text
from . import art as S
from .layout import LETTERS, Layout, sea_and_islands

PILE_GEM = 32


def letter_spot(lay: Layout, island: int) -> tuple[int, int]:
    """Where the island's letter goes: on its rim, as far as can be from its ships and bubbles."""
    r = lay.islands[island]
    avoid = [lay.ships[(island, s)].center for s in lay.seats_at[island]]
    avoid += [lay.bubble(island, s) for s in lay.seats_at[island]]
    avoid.append(lay.tray.center)
    best, best_score = (r.x + 30, r.y + 34), -1.0
    for k in range(16):
        a = math.tau * k / 16
        x, y = r.centerx + math.cos(a) * 112, r.centery + math.sin(a) * 112
        if not (70 < y < 975 and 20 < x < 1900):
            continue
        score = min(math.hypot(x - ax, y - ay) for ax, ay in avoid)
        if score > best_score:
            best, best_score = (round(x), round(y)), score
    return best


def background(table) -> pygame.Surface:
    lay: Layout = table.lay
    surf = sea_and_islands(lay)
    pygame.draw.rect(surf, theme.INK, (0, 0, theme.SCREEN_W, 58))
    pygame.draw.line(surf, theme.BRASS_DARK, (0, 58), (theme.SCREEN_W, 58), 2)
    band = pygame.Surface((theme.SCREEN_W, theme.SCREEN_H - 994), pygame.SRCALPHA)
    band.fill((*theme.INK, 200))
    surf.blit(band, (0, 994))
    for (i, seat), r in lay.ships.items():
        slot = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(slot, (*table.colour(seat), 90), slot.get_rect(), 3, border_radius=8)
        surf.blit(slot, r)
    # the day track
    track = lay.day_track.inflate(16, 12)
    draw_panel(surf, track, fill=theme.WOOD_DARK, border=theme.BRASS_DARK, radius=12, alpha=230)
    for d, slot in enumerate(lay.day_slots, 1):
        pygame.draw.circle(surf, theme.INK, slot.center, slot.w // 2)
        pygame.draw.circle(surf, theme.BRASS_DARK, slot.center, slot.w // 2, 2)
        draw_text(surf, str(d), slot.center, theme.SIZE_SMALL, theme.PARCHMENT, "bold")
    bag = image("palabra/tokens/bag.png", (lay.bag.w - 20, lay.bag.w - 20))
    surf.blit(bag, bag.get_rect(midtop=(lay.bag.centerx, lay.bag.y - 6)))
    for seat, box in enumerate(lay.seats):
        info = table.match.seats[seat]
        colour = theme.PLAYER_COLOURS[info.colour]
        draw_panel(surf, box.rect, fill=theme.NAVY, border=colour.rgb, radius=14, alpha=225)
        pawn = image(f"sprites/pirate_{info.colour}.png", box.pawn.size)
        surf.blit(pawn, box.pawn)
        room = (box.rect.right - 12 if box.vertical else box.dagger[0] - 40) - box.name[0]
        name = info.name
        while len(name) > 3 and render_text(name, theme.SIZE_SMALL, colour.text, "bold").get_width() > room:
            name = name[:-2] + "\u2026" if not name.endswith("\u2026") else name[:-2] + "\u2026"
        draw_text(surf, name, box.name, theme.SIZE_SMALL, colour.text, "bold", anchor="midleft")
        chest = image("palabra/tokens/chest_closed.png", box.chest.size)
        surf.blit(chest, box.chest)
    return surf.convert() if pygame.display.get_surface() else surf


class Painter:
    """Per-frame drawing of everything that changes."""

    def __init__(self, table) -> None:
        self.t = table

    @property
    def lay(self) -> Layout:
        return self.t.lay

    # ------------------------------------------------------------------ islands and ships
    def letters(self, surface) -> None:
        """Each island's letter on its rim, over the rings round the islands (drawn every frame)."""
        for i in range(len(self.lay.islands)):
            x, y = letter_spot(self.lay, i)
            pygame.draw.circle(surface, theme.INK, (x, y), 19)
            pygame.draw.circle(surface, theme.BRASS, (x, y), 19, 3)
            draw_text(surface, LETTERS[i], (x, y - 1), theme.SIZE_SMALL, theme.PARCHMENT, "bold")

    def islands(self, surface) -> None:
        v, fx = self.t.shown, self.t.effects
        share = v.get("share")
        for i, isl in enumerate(v["islands"]):
            r = self.lay.islands[i]
            if share and share.get("island") == i:
                pygame.draw.circle(surface, theme.BRASS, r.center, r.w // 2 - 8, 5)
            pile = {c: isl["gems"].get(c, 0) - fx.hidden(("island", i, c)) for c in S.COLOURS}
            S.draw_pile(surface, {c: n for c, n in pile.items() if n > 0}, self.lay.piles[i], PILE_GEM)
            if isl["rat"] and not fx.hidden(("rat", "island", i)):
                rat = S.token("rat", 46)
                surface.blit(rat, rat.get_rect(center=(r.right - 40, r.y + 40)))

    def ships(self, surface) -> None:
        v, fx, viewer = self.t.shown, self.t.effects, self.t.viewer
        revealed = v["phase"] in ("resolution", "over")
        hide = self.t.replacing_seat()
        for isl in v["islands"]:
            i = isl["index"]
            for entry in isl["ships"]:
                seat = entry["seat"]
                key = (i, seat)
                if not entry["placed"] or fx.hidden(("ship", i, seat)) or seat == hide:
                    continue
                rect = self.lay.ships[key].copy()
                if key in fx.swaps:     # the greens change hands: over to the partner and back
                    tw, a, b = fx.swaps[key]
                    raw = 1.0 if tw.duration <= 0 else min(1.0, tw.elapsed / tw.duration)
                    rect.center = lerp2(a, b, math.sin(math.pi * raw))
                card = entry["card"]
                flip = fx.flip_state(key)
                self.card(surface, card, rect, flip, seat)
                if card is not None and not revealed and seat == viewer:
                    pygame.draw.rect(surface, theme.INK, rect.inflate(-4, -4), 3, border_radius=7)
                elif card is not None and not revealed and seat != viewer:
                    self.eye(surface, (rect.right - 4, rect.y + 6))
                if entry["rat"] and not fx.hidden(("rat", "ship", i, seat)):
                    rat = S.token("rat", 38)
                    surface.blit(rat, rat.get_rect(center=(rect.right - 6, rect.bottom - 8)))

    def card(self, surface, card, rect: pygame.Rect, flip: float | None, seat: int) -> None:
        """A ship card at `rect`, turning over while `flip` runs 0..1 (back, then face)."""
        face = card
        w = rect.w
        if flip is not None:
            if flip < 0.5:
                face, w = None, max(2, round(rect.w * (1 - 2 * flip)))
            else:
                w = max(2, round(rect.w * (2 * flip - 1)))
        img = S.ship_card(face, rect.w, rect.h)
        if w != rect.w:
            img = pygame.transform.smoothscale(img, (w, rect.h))
        surface.blit(img, img.get_rect(center=rect.center))
        pygame.draw.rect(surface, self.t.colour(seat), img.get_rect(center=rect.center).inflate(4, 4), 3,
                         border_radius=9)

    def eye(self, surface, centre) -> None:
        """"I peeked at this card": a little eye on a brass disc."""
        x, y = centre
        pygame.draw.circle(surface, theme.BRASS, (x, y), 15)
        pygame.draw.ellipse(surface, theme.PARCHMENT, (x - 11, y - 6, 22, 12))
        pygame.draw.circle(surface, theme.INK, (x, y), 5)

    def bubbles(self, surface) -> None:
        for seat, island, _to, intent in self.t.shown.get("signals") or []:
            img = S.signal_bubble(intent, self.t.bubble_tail(island, seat), self.t.colour(seat))
            surface.blit(img, img.get_rect(center=self.lay.bubble(island, seat)))

    # ------------------------------------------------------------------ the centre
    def centre(self, surface) -> None:
        v, lay, fx = self.t.shown, self.lay, self.t.effects
        day_pos = self.t.day_marker_pos()
        marker = S.token("day_marker", lay.day_slots[0].w + 8)
        surface.blit(marker, marker.get_rect(center=day_pos))
        for d, slot in enumerate(lay.day_slots, 1):      # the day it rests on keeps its number, over it
            if abs(slot.centerx - day_pos[0]) < 3 and abs(slot.centery - day_pos[1]) < 3:
                draw_text(surface, str(d), slot.center, theme.SIZE_SMALL, theme.TEXT_DARK, "bold", shadow=False)
        bag_n = v["bag"]["count"] - fx.hidden(("bag",))
        draw_text(surface, str(bag_n), (lay.bag.centerx, lay.bag.bottom - 8), theme.SIZE_SMALL, theme.PARCHMENT, "bold")
        left = max(0, v["rats"]["total"] - v["rats"]["placed"])
        if v["variant"]["market"]:
            rat = S.token("rat", 64)
            surface.blit(rat, rat.get_rect(center=(lay.rats.centerx - 16, lay.rats.centery - 8)))
            draw_text(surface, f"\u00d7{left}", (lay.rats.centerx + 24, lay.rats.centery + 28), theme.SIZE_SMALL,
                      theme.PARCHMENT, "bold", anchor="midleft")
            for a in v["artifacts"]:
                r = lay.artifacts[a["name"]]
                flip = fx.flip_state(("artifact", a["name"]))
                used = not a["face_up"]
                w = r.w
                if flip is not None:
                    used = flip >= 0.5
                    w = max(2, round(r.w * abs(1 - 2 * flip)))
                img = S.artifact(a["name"], used, r.w, r.h)
                if w != r.w:
                    img = pygame.transform.smoothscale(img, (w, r.h))
                surface.blit(img, img.get_rect(center=r.center))
                if used and a["by"] is not None and flip is None:
                    info = self.t.match.seats[a["by"]]
                    pawn = image(f"sprites/pirate_{info.colour}.png", (36, 54))
                    surface.blit(pawn, pawn.get_rect(midbottom=(r.centerx, r.bottom - 40)))
                    draw_text(surface, _("blocked") if a["how"] == "blocked" else _("used"), (r.centerx, r.bottom - 22),
                              theme.SIZE_SMALL, theme.TEXT, "bold")

    # ------------------------------------------------------------------ the seats
    def seats(self, surface) -> None:
        v, fx, t = self.t.shown, self.t.effects, self.t.time
        phase = v["phase"]
        bids = (v.get("auction") or {}).get("bids") if phase == "artifacts" else None
        winners = (v.get("auction") or {}).get("winners") or []
        active = self.t.active_seats()
        for seat, box in enumerate(self.lay.seats):
            s = v["seats"][seat]
            if seat in active:
                glow = 0.5 + 0.5 * pygame.math.Vector2(1, 0).rotate(t * 240).x
                pygame.draw.rect(surface, self.t.colour(seat), box.rect.inflate(8 + 4 * glow, 8 + 4 * glow), 4,
                                 border_radius=16)
            n = s["chest_count"] - fx.hidden(("chest", seat))
            draw_text(surface, str(max(0, n)), box.count, theme.SIZE_BODY, theme.TEXT, "bold", anchor="midleft")
            if v["dagger"] == seat and not fx.hidden(("dagger",)):
                dg = S.token("dagger", 70, 28)
                surface.blit(dg, dg.get_rect(center=box.dagger))
            if bids is not None and S.count(bids[seat]) + (seat in winners) > 0:
                self.open_fist(surface, box, bids[seat], winners.index(seat) if seat in winners else None)
            else:
                self.hand(surface, seat, box)
                if phase == "market" and s["bid"] and not self._sat_out(seat):
                    fist = S.token("fist", 64)
                    surface.blit(fist, fist.get_rect(center=box.hand.center))
            self.badge(surface, seat, box, phase)

    def _sat_out(self, seat: int) -> bool:
        return self.t.sat_out.get(seat, False)

    def hand(self, surface, seat: int, box) -> None:
        s = self.t.shown["seats"][seat]
        hand = s["hand"]
        n = s["hand_count"] if hand is None else len(hand)
        cw, ch = box.card
        for k, rect in enumerate(box.hand_rects(n)):
            card = None if hand is None else hand[k]
            surface.blit(S.small_card(card, cw, ch), rect)
        if s["hand_rat"] and n:
            rat = S.token("rat", 36)
            last = box.hand_rects(n)[-1]
            surface.blit(rat, rat.get_rect(center=(last.right - 4, last.bottom - 6)))

    def open_fist(self, surface, box, bid: dict, rank: int | None) -> None:
        area = box.reveal
        pygame.draw.rect(surface, theme.NAVY, area.inflate(6, 4), border_radius=10)
        hand = S.token("hand_open", 44)
        surface.blit(hand, hand.get_rect(midleft=(area.x, area.centery)))
        value = render_text(f"={S.value(bid)}", theme.SIZE_SMALL, theme.TEXT, "bold")
        badge = None
        if rank is not None:
            badge = render_text((_("1st"), _("2nd"), _("3rd"))[rank], theme.SIZE_SMALL, theme.TEXT_DARK, "bold",
                                shadow=False)
        tail = value.get_width() + (badge.get_width() + 22 if badge else 0) + 8
        room = area.w - 48 - tail
        one_line = S.gem_row_width(bid, 24, room) <= room or area.h < 80
        gy = area.centery if one_line else area.centery - 18
        S.gem_row(surface, bid, area.x + 46, gy, 24, room if one_line else area.w - 48)
        ty = area.centery if one_line else area.centery + 20
        x = area.right - tail if one_line else area.x + 48
        surface.blit(value, value.get_rect(midleft=(x, ty)))
        if badge:
            r = badge.get_rect(midleft=(x + value.get_width() + 10, ty)).inflate(14, 4)
            pygame.draw.rect(surface, theme.BRASS, r, border_radius=10)
            surface.blit(badge, badge.get_rect(center=r.center))

    def badge(self, surface, seat: int, box, phase: str) -> None:
        """Done (a green tick) or still deciding (dots) in the simultaneous phases."""
        s = self.t.shown["seats"][seat]
        flag = {"talk": "talked", "decision": "placed", "market": "bid"}.get(phase)
        if flag is None or (phase == "market" and self._sat_out(seat)):
            return
        x, y = box.badge
        if s[flag]:
            pygame.draw.circle(surface, (40, 120, 60), (x, y), 15)
            pygame.draw.lines(surface, theme.TEXT, False, [(x - 7, y), (x - 2, y + 6), (x + 8, y - 6)], 4)
        else:
            pygame.draw.circle(surface, theme.STONE_DARK, (x, y), 15)
            k = int(self.t.time * 3) % 3
            for d in range(3):
                pygame.draw.circle(surface, theme.TEXT if d == k else theme.TEXT_DIM, (x - 7 + d * 7, y), 3)
