"""Drawing the Cartagena board: the paths (from the Tiled maps), pawns, chests, the sloop at sea, the
piles, the players, things in flight, and the drawing order of a frame (hud.py draws the controls and
the top line). A mixin of CartagenaTable."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.i18n import _, ngettext, pgettext

from .. import theme
from ..anim import hop, lerp2
from ..widgets import draw_panel, draw_text, fit_text, focus_ring, image, plate_surface, render_text
from . import layout as L
from .art import (SORCERY_LIGHT, badge, card_image, draw_channel, draw_token_face, icon, pawn_image,
                  token_back, token_spot)

TOP_LINE_BOTTOM = 96       # the top line's plate ends here: a word over the board's first row goes under it


def number_plate(surface: pygame.Surface, r: pygame.Rect, space: int) -> pygame.Rect:
    """The space's number on its dark plate in its top left corner, as the log names it ("space 14")."""
    plate = _number_plate(space)
    return surface.blit(plate, plate.get_rect(topleft=(r.x - 1, r.y + 3)))


@lru_cache(maxsize=128)
def _number_plate(space: int) -> pygame.Surface:
    num = render_text(str(space), theme.SIZE_SMALL, theme.PARCHMENT, "bold")
    surf = pygame.Surface(num.get_rect().inflate(8, -2).size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (20, 16, 12), surf.get_rect(), border_radius=6)
    surf.blit(num, num.get_rect(center=surf.get_rect().center))
    return surf


@lru_cache(maxsize=32)
def symbol_badge(symbol: str, radius: int) -> pygame.Surface:
    """A space's symbol on a parchment disc, to stand over the pirates on it."""
    surf = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
    pygame.draw.circle(surf, theme.BRASS_DARK, (radius, radius), radius)
    pygame.draw.circle(surf, theme.PARCHMENT, (radius, radius), radius - 3)
    pic = icon(symbol, round(radius * 1.5))
    surf.blit(pic, pic.get_rect(center=(radius, radius)))
    return surf


def plate_text(surface: pygame.Surface, text: str, center: tuple[int, int], colour=theme.BRASS) -> pygame.Rect:
    """Words on a dark plate: they read over the stones, the jungle and the sea alike."""
    words = render_text(text, theme.SIZE_SMALL, colour, "bold")
    plate = words.get_rect(center=center).inflate(20, 0)
    surface.blit(plate_surface(plate.w, plate.h, theme.INK, 225), plate)
    surface.blit(words, words.get_rect(center=(plate.centerx + 1, plate.centery)))
    return plate


def end_label(surface: pygame.Surface, r: pygame.Rect, name: str) -> None:
    """A place's name inside the top of its picture (the dungeon, a dock, the cove): rings round the
    picture and words below it never strike it."""
    plate_text(surface, name, (r.centerx, r.top + 22), theme.PARCHMENT)


class Board:
    # ------------------------------------------------------------------ the board, drawn once
    def _board_background(self) -> pygame.Surface:
        surf = pygame.Surface((theme.SCREEN_W, theme.SCREEN_H))
        try:
            surf.blit(image("ui/table_bg.png"), (0, 0))
        except (FileNotFoundError, pygame.error):
            surf.fill(theme.WOOD_DARK)
        course = self.course
        k = course.scale
        for rect, right in course.bends:
            pygame.draw.rect(surf, theme.STONE_DARK, rect.inflate(10, 10), border_radius=14)
            pygame.draw.rect(surf, theme.STONE, rect, border_radius=12)
        for rect, side in course.corridors:
            pygame.draw.rect(surf, theme.STONE_DARK if side == "tunnel" else theme.JUNGLE_DARK, rect.inflate(8, 8),
                             border_radius=12)
            pygame.draw.rect(surf, theme.STONE if side == "tunnel" else theme.SAND, rect, border_radius=10)
        if course.sea is not None:
            draw_channel(surf, course)
        for i, tile in enumerate(self.tiles):
            if tile is None:
                continue
            r = course.rect(i + 1)
            pygame.draw.rect(surf, (0, 0, 0), r.move(round(4 * k), round(6 * k)), border_radius=10)
            surf.blit(tile, r)
            pygame.draw.rect(surf, theme.STONE_DARK if self._side(i + 1) == "tunnel" else theme.JUNGLE_DARK,
                             r, 2, border_radius=6)
            number_plate(surf, r, i + 1)
        for a, b in course.seams:
            pygame.draw.line(surf, theme.BRASS_DARK, a, b, 3)
        for space, name in course.ends.items():
            if space == course.ferry:
                continue                      # the great escape's sloop sails: drawn every frame
            r = course.rect(space)
            surf.blit(L.special(name, r.w), r)
        draw_panel(surf, L.PANEL_RECT, fill=theme.WOOD_DARK, alpha=180)
        draw_panel(surf, L.PLAYERS_RECT, fill=theme.NAVY, alpha=210)
        return surf.convert() if pygame.display.get_surface() else surf

    def _side(self, space: int) -> str:
        if self.episode == "jungle":
            return "jungle"
        if self.episode == "great" and space > self.course.ferry:
            return "jungle"
        return "tunnel"

    # ------------------------------------------------------------------ every frame
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.board_bg, (0, 0))
        seat = self.human_to_move()
        self.draw_sloop(surface)
        self.draw_chests(surface)
        self.draw_highlights(surface, seat)
        self.draw_pawns(surface)
        self.draw_reveals(surface)
        self.draw_piles(surface)
        self.draw_players(surface)
        self.draw_hand(surface, seat)
        self.draw_choice(surface, seat)
        self.draw_phase_line(surface)
        self.draw_flying(surface)
        self.draw_banner(surface)
        self.draw_prompts(surface, seat)
        self.draw_overlays(surface)

    def draw_sloop(self, surface) -> None:
        course = self.course
        if course.ferry is None:
            return
        r = course.rect(course.ferry)
        cartagena, tortuga = course.docks
        # Each dock's name inside its top, as the ends' are (draw_marks): no ring nor tip strikes it; the
        # sloop at a dock hides that dock's name.
        for dock, name in ((tortuga, "Tortuga"), (cartagena, "Cartagena")):      # i18n: keep (place names)
            end_label(surface, dock, name)
        surface.blit(L.special("sloop", r.w), r)
        if self.shown.get("captain") and not self.shown.get("is_over"):
            seat = self.shown["turn"]
            colour = theme.PLAYER_COLOURS[self.match.seats[seat].colour].rgb
            pygame.draw.rect(surface, colour, r.inflate(8, 8), 4, border_radius=12)

    def draw_chests(self, surface) -> None:
        for space in self.shown.get("chests") or []:
            x, y, radius = token_spot(self.course, space)
            img = token_back(radius)
            surface.blit(img, img.get_rect(center=(x, y)))

    def draw_reveals(self, surface) -> None:
        for reveal in self.reveals:
            t = reveal["tween"].elapsed / max(1e-6, reveal["tween"].duration)
            r = self.course.rect(reveal["space"])
            grow = min(1.0, t * 4)
            radius = round(max(30, r.w * 0.2) + (74 - max(30, r.w * 0.2)) * grow)
            alpha = 255 if t < 0.8 else int(255 * (1 - (t - 0.8) / 0.2))
            y = max(r.centery, 130 + radius)
            draw_token_face(surface, (r.centerx, y), radius, reveal["token"], alpha)

    def draw_highlights(self, surface, seat) -> None:
        """The focused target ringed, and where the focused option leads: the ring of its destination with a
        ghost pawn and a word (cards drawn, aboard), the dock a sail goes to, the chest it opens."""
        c = self.controls
        option = self.focused()
        self._rings = []                     # what the rings cover: draw_marks puts back the numbers they cross
        if option is None or c.choosing():
            return
        v = self.shown
        target = c.target()
        colour = theme.PLAYER_COLOURS[self.match.seats[seat].colour].rgb
        if c.mode == "morgan" and isinstance(target, tuple):
            rival, space = target
            colour = theme.PLAYER_COLOURS[self.match.seats[rival].colour].rgb
            focus_ring(surface, self.course.rect(space).inflate(6, 6), self.time, colour, radius=12)
            self._rings.append(self.course.rect(space).inflate(24, 24))
        elif isinstance(target, int) and option.ring[:1] != ("rival",):     # a rival: ringed in the players' panel
            focus_ring(surface, self.course.rect(target).inflate(6, 6), self.time, colour, radius=12)
            self._rings.append(self.course.rect(target).inflate(24, 24))
        if c.opens_step():
            return                                # the second row chooses where it leads
        ring, data = option.ring, option.data
        if ring[:1] == ("dock",):
            r = self.course.docks[1 if ring[1] == "tortuga" else 0]
            pygame.draw.rect(surface, theme.BRASS, r.inflate(10, 10), 6, border_radius=14)
            label = _("free sail!") if v.get("captain") else _("sail here")
            plate_text(surface, label, (r.centerx, r.centery))
            return
        if ring[:1] == ("chest",):
            x, y, radius = token_spot(self.course, ring[1])
            pygame.draw.circle(surface, theme.BRASS, (x, y), radius + 8, 5)
            return
        if ring[:1] != ("space",):
            return
        dest = ring[1]
        owner = target[0] if c.mode == "morgan" and isinstance(target, tuple) else seat
        r = self.course.rect(dest)
        glow = 0.5 + 0.5 * math.sin(self.time * 5)
        pygame.draw.rect(surface, theme.BRASS, r.inflate(10, 10), 6, border_radius=14)
        self._rings.append(r.inflate(10, 10))
        ghost = pawn_image(self.match.seats[owner].colour, self._pawn_scale(dest)).copy()
        ghost.set_alpha(int(90 + 90 * glow))
        count = sum(p.count(dest) for p in self.shown["pirates"])
        x, y = self.course.spot(dest, count, count + 1)
        self._ghost = (ghost, (x, y))
        label = ""
        kind = option.action.TYPE
        if data.get("wins"):
            label = _("wins!")
        elif "draw" in data:
            label = ngettext("draw {n}", "draw {n}", data["draw"]).format(n=data["draw"])
        elif dest == self.course.goal:
            label = _("aboard!") if self.episode == "tunnel" else _("the cove!")
        elif dest == self.course.ferry:
            label = _("aboard!")
        if kind == "invoke_hook":
            label = _("both pirates")
        if label:
            # Above the space, in the gap over its row (below it for the top row): the band under the
            # board's last row is the tips', and a dock's name stands under nothing.
            y = r.top - 24 if r.top - 48 > TOP_LINE_BOTTOM else r.bottom + 26
            plate_text(surface, label, (r.centerx, y))

    def _pawn_scale(self, space: int) -> float:
        course = self.course
        if space in course.ends:
            return min(1.0, course.rect(space).w / L.END_SIZE * 1.05)
        return course.scale

    def draw_pawns(self, surface) -> None:
        for seat, colour, x, y in self.pawn_spots():
            img = pawn_image(colour, self._scale_at(x, y))
            surface.blit(img, img.get_rect(midbottom=(x, y)))
        ghost = getattr(self, "_ghost", None)
        if ghost is not None:
            img, (x, y) = ghost
            surface.blit(img, img.get_rect(midbottom=(x, y - 8)))
            self._ghost = None
        self.draw_marks(surface)

    def draw_marks(self, surface) -> None:
        """What the pirates stand over, drawn over them: a space's number and its symbol (a badge above
        their hats), and the names of the dungeon, the sloop and the cove inside their pictures' tops."""
        course, path = self.course, self.shown["path"]
        taken = {p for pirates in self.shown["pirates"] for p in pirates}
        chests = set(self.shown.get("chests") or [])
        for space in range(1, len(path) + 1):
            if space not in taken and path[space - 1] is not None and any(
                    ring.colliderect(course.rect(space)) for ring in getattr(self, "_rings", ())):
                number_plate(surface, course.rect(space), space)       # a ring beside it crossed it
        for space in sorted(taken):
            if space in course.ends or not 1 <= space <= len(path) or path[space - 1] is None:
                continue
            r = course.rect(space)
            plate = number_plate(surface, r, space)
            # The symbol on a badge where a chest token sits (its top right corner), over the hats; with a
            # chest token there, beside the number.
            x, y, radius = token_spot(course, space)
            if space in chests:
                x, y = plate.right + radius + 2, plate.centery
            badge_pic = symbol_badge(path[space - 1], radius)
            surface.blit(badge_pic, badge_pic.get_rect(center=(x, y)))
        labels = {"dungeon": _("Dungeon"), "sloop": _("Sloop"), "cove": _("Pirates' cove")}
        for space, name in course.ends.items():
            if space != course.ferry:
                end_label(surface, course.rect(space), labels[name])

    def _scale_at(self, x: float, y: float) -> float:
        """Pawns keep one size on the spaces; in the dungeon, sloop and cove they follow the picture."""
        course = self.course
        for space in course.ends:
            if course.rect(space).collidepoint(x, y - 2):
                return self._pawn_scale(space)
        return course.scale

    def draw_piles(self, surface) -> None:
        deck = self.shown["deck_size"]
        x, y = L.DECK_POS
        for k in range(min(6, (deck + 9) // 10)):
            surface.blit(card_image(None), card_image(None).get_rect(center=(x - k * 2, y - k * 2)))
        if deck == 0:
            pygame.draw.rect(surface, theme.STONE_DARK, pygame.Rect(0, 0, L.CARD_W, L.CARD_H).move(
                x - L.CARD_W // 2, y - L.CARD_H // 2), 3, border_radius=12)
        known = self.shown.get("known_top") or []
        if known and deck:
            # The lantern showed this player the top card: it lies face up for them alone.
            top = card_image(known[0])
            rect = top.get_rect(center=(x - 2 * min(5, (deck + 9) // 10 - 1), y - 2 * min(5, (deck + 9) // 10 - 1)))
            surface.blit(top, rect)
            pygame.draw.rect(surface, SORCERY_LIGHT, rect.inflate(6, 6), 4, border_radius=12)
            badge(surface, pgettext("cartagena deck", "next"), (rect.right + 10, rect.y - 10), fill=SORCERY_LIGHT)
        draw_text(surface, _("Deck {n}").format(n=deck), (x, y + L.CARD_H // 2 + 30), theme.SIZE_SMALL, theme.TEXT, "bold")
        dx, dy = L.DISCARD_POS
        discard = self.shown["discard"]
        if discard:
            top = card_image(discard[-1])
            surface.blit(top, top.get_rect(center=(dx, dy)))
        else:
            pygame.draw.rect(surface, theme.STONE_DARK, pygame.Rect(0, 0, L.CARD_W, L.CARD_H).move(
                dx - L.CARD_W // 2, dy - L.CARD_H // 2), 3, border_radius=12)
        draw_text(surface, _("Discard {n}").format(n=len(discard)), (dx, dy + L.CARD_H // 2 + 30), theme.SIZE_SMALL,
                  theme.TEXT, "bold")

    def draw_players(self, surface) -> None:
        r = L.PLAYERS_RECT
        n = len(self.match.seats)
        row_h = (r.h - 30) // n
        goal = self.course.goal
        option = self.focused()
        pistol_target = option.ring[1] if option is not None and option.ring[:1] == ("rival",) else None
        for seat, info in enumerate(self.match.seats):
            cy = r.y + 20 + row_h * seat + row_h // 2
            colour = theme.PLAYER_COLOURS[info.colour]
            row = pygame.Rect(r.x + 10, cy - row_h // 2 + 3, r.w - 26, row_h - 6)
            if seat == self.shown["turn"] and not self.shown["is_over"]:
                pygame.draw.rect(surface, theme.WOOD_DARK, row, border_radius=10)     # dark: the names read on it
                pygame.draw.rect(surface, theme.BRASS_DARK, row, 2, border_radius=10)
                pygame.draw.polygon(surface, theme.BRASS, [(r.x - 6, cy - 14), (r.x + 12, cy), (r.x - 6, cy + 14)])
            if seat == pistol_target:
                focus_ring(surface, row, self.time, colour.rgb, radius=10)
            pawn = image(f"sprites/pirate_{info.colour}.png", (34, 51))
            surface.blit(pawn, pawn.get_rect(center=(r.x + 42, cy)))
            home = sum(1 for p in self.shown["pirates"][seat] if p == goal)
            total = self.pirates_each
            cards = self.shown["hand_sizes"][seat]
            if self.variant:
                self._player_stats(surface, seat, info, colour.text, r, cy, row_h, cards, home, total)
            elif n >= 4:
                draw_text(surface, info.name, (r.x + 72, cy - 2), theme.SIZE_SMALL, colour.text, "bold",
                          anchor="midleft")
                # a mini card and a mini sloop say what the numbers count
                mini = card_image(None, 24, 34)
                surface.blit(mini, mini.get_rect(center=(r.right - 180, cy - 2)))
                draw_text(surface, f"{cards}", (r.right - 162, cy - 2), theme.SIZE_SMALL, theme.TEXT, "bold",
                          anchor="midleft")
                boat = L.special("sloop", 38)
                surface.blit(boat, boat.get_rect(center=(r.right - 102, cy - 2)))
                draw_text(surface, f"{home}/{total}", (r.right - 78, cy - 2), theme.SIZE_SMALL, theme.TEXT, "bold",
                          anchor="midleft")
            else:
                stats = ngettext("{n} card  \u2022  {home}/{total} aboard", "{n} cards  \u2022  {home}/{total} aboard",
                                 cards).format(n=cards, home=home, total=total)
                name = _("{name} (bot)").format(name=info.name) if info.is_bot else info.name
                draw_text(surface, name, (r.x + 72, cy - 16), theme.SIZE_SMALL, colour.text, "bold", anchor="midleft")
                draw_text(surface, stats, (r.x + 72, cy + 18), 28, theme.TEXT, anchor="midleft")

    def _player_stats(self, surface, seat, info, rgb, r, cy, row_h, cards, home, total) -> None:
        """A variant's player row: name, then cards, pirates aboard the great escape's sloop, pirates
        at the goal (and the cards still to discard), each number beside a picture of what it counts."""
        discards = self.shown.get("discards")
        owing = discards[seat] if discards else 0
        ferry = self.course.ferry
        two_lines = row_h >= 96
        pic = 36 if two_lines else 30
        items = [(card_image(None, 22 if not two_lines else 24, 31 if not two_lines else 34), f"{cards}",
                  theme.WARN if owing else theme.TEXT)]
        if ferry is not None:
            items.append((L.special("sloop", pic), f"{self.shown['pirates'][seat].count(ferry)}", theme.TEXT))
        items.append((L.special("sloop" if self.episode == "tunnel" else "cove", pic), f"{home}/{total}",
                      theme.TEXT))
        y_stats = cy + 20 if two_lines else cy - 2
        x = r.right - 18
        for img, text, colour in reversed(items):
            t = draw_text(surface, text, (x, y_stats), theme.SIZE_SMALL, colour, "bold", anchor="midright")
            surface.blit(img, img.get_rect(midright=(t.left - 4, y_stats)))
            x = t.left - img.get_width() - (22 if two_lines else 12)
        left = r.x + (72 if two_lines else 64)
        name_w = (r.right - 40 - left) if two_lines else x - left
        name = fit_text(info.name, theme.SIZE_SMALL, max(60, name_w))
        draw_text(surface, name, (left, cy - 20 if two_lines else cy - 2), theme.SIZE_SMALL, rgb, "bold",
                  anchor="midleft")
        if owing:
            badge(surface, _("discards {n}").format(n=owing) if two_lines else f"-{owing}",
                  (r.right - 14, cy - row_h // 2 + 6 if two_lines else cy - 24), fill=theme.WARN)

    # ------------------------------------------------------------------ in flight
    def draw_flying(self, surface) -> None:
        for fly in self.flying:
            t = fly["tween"].t
            kind = fly["kind"]
            if kind == "card":
                x, y = lerp2(fly["from"], fly["to"], t)
                img = card_image(fly["card"])
                rot = pygame.transform.rotate(img, (1 - t) * 12)
                surface.blit(rot, rot.get_rect(center=(x, y - 60 * math.sin(t * math.pi))))
            elif kind == "back":
                x, y = lerp2(fly["from"], fly["to"], t)
                img = card_image(None, 110, 154)
                surface.blit(img, img.get_rect(center=(x, y - 40 * math.sin(t * math.pi))))
            elif kind == "fan":
                for k, card in enumerate(fly["cards"][:4]):
                    tt = max(0.0, min(1.0, t * 1.2 - k * 0.08))
                    x, y = lerp2(fly["from"], fly["to"], tt)
                    img = card_image(card, 110, 154)
                    surface.blit(img, img.get_rect(center=(x + k * 16, y - 40 * math.sin(tt * math.pi))))
            elif kind == "draw":
                for k in range(min(fly["count"], 3)):
                    tt = max(0.0, min(1.0, t * 1.2 - k * 0.1))
                    x, y = lerp2(fly["from"], fly["to"], tt)
                    img = card_image(None, 110, 154)
                    surface.blit(img, img.get_rect(center=(x, y - 40 * math.sin(tt * math.pi))))
            elif kind == "sail":
                self.course.ferry_t = fly["from_t"] + (fly["to_t"] - fly["from_t"]) * t
            elif kind == "pawn":
                steps = fly["steps"]
                hops = len(steps) - 1
                raw = fly["tween"].elapsed / max(1e-6, fly["tween"].duration)
                pos = min(hops - 1e-9, raw * hops)
                k = int(pos)
                frac = pos - k
                a = self._step_point(steps[k], False)
                b = self._step_point(steps[k + 1], k + 1 == hops)
                x, y = lerp2(a, b, frac)
                y += hop(frac, 34 * self.course.scale + (40 if hops == 1 else 0))
                img = pawn_image(self.match.seats[fly["seat"]].colour, self.course.scale)
                surface.blit(img, img.get_rect(midbottom=(x, y)))

    def _step_point(self, space: int, final: bool) -> tuple[float, float]:
        if final:
            count = sum(p.count(space) for p in self.shown["pirates"])
            return self.course.spot(space, count, count + 1)
        return self.course.step_point(space)
