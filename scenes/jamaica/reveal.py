"""The end of a Jamaica game: every treasure turned face up, and each player's score broken down."""
from __future__ import annotations

import math

import pygame

from game.i18n import _, pgettext
from game.jamaica.cards import TREASURE_POINTS
from game.jamaica.circuit import circuit

from .. import theme
from ..widgets import draw_panel, draw_text
from . import art as S


def breakdown(view: dict, treasures) -> list[dict]:
    """Per ship (the ghost ship last, when it sails): the space's points, the doubloons, the
    treasures' points and the total."""
    c = circuit()
    rows = []
    for seat in range(view["players"] + bool(view["ghost_ship"])):
        sv = view["ships"][seat]
        cards = list(treasures[seat]) if treasures and seat < len(treasures) else \
            list(sv["face_up"]) + list(sv.get("hidden_cards") or [])
        place = c.end_score(sv["space"], sv["lap"], sv["finished"])
        gold = sum(h["amount"] for h in sv["holds"] if h["kind"] == "gold")
        loot = sum(TREASURE_POINTS.get(card, 0) for card in cards)
        rows.append({"seat": seat, "place": place, "gold": gold, "treasures": loot, "cards": cards,
                     "total": view["scores"][seat] if seat < view["players"] else view["ghost_score"],
                     "space": sv["space"], "finished": sv["finished"]})
    return rows


def line(row: dict) -> str:
    """One results line: where the ship ended, the doubloons, the treasures and the total."""
    where = "Port Royal" if row["finished"] else _("space {n}").format(n=row["space"])   # i18n: keep (a name)
    return _("{where} {place} \u00b7 gold {gold} \u00b7 treasures {treasures} = {total}").format(
        where=where, place=f"{row['place']:+d}", gold=row["gold"], treasures=f"{row['treasures']:+d}",
        total=row["total"])


class Reveal:
    """The reveal panel: rows appear one by one, their treasure cards turning face up."""

    ROW_H = 96

    def __init__(self, table, event) -> None:
        self.table = table
        self.start = table.time
        view = table.match.state.view(None)
        self.winners = set(event.winners) | ({table.players} if view["ghost_won"] else set())
        self.rows = breakdown(view, event.treasures)
        self.rows.sort(key=lambda r: (r["seat"] not in self.winners, -r["total"]))

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table.time - self.start
        n = len(self.rows)
        rect = pygame.Rect(0, 0, 1120, 120 + n * self.ROW_H)
        rect.center = (theme.SCREEN_W // 2, 560)
        draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS, alpha=248)
        draw_text(surface, _("Treasures revealed"), (rect.centerx, rect.y + 48), theme.SIZE_HEADING, theme.BRASS,
                  "display")
        # "gold" is the doubloons here, not Palabra's gem colour: a context of its own
        heads = ((_("place"), 560), (pgettext("jamaica score", "gold"), 680), (_("treasures"), 860),
                 (_("total"), 1040))
        for label, x in heads:
            draw_text(surface, label, (rect.x + x, rect.y + 100), theme.SIZE_SMALL, theme.TEXT_DIM, "bold")
        for k, row in enumerate(self.rows):
            seen = max(0.0, min(1.0, (t - 0.3 - 0.6 * k) / 0.5))
            if seen <= 0:
                continue
            y = rect.y + 120 + k * self.ROW_H + self.ROW_H // 2
            seat = row["seat"]
            colour = self.table.ship_words(seat)
            ship = S.ship(S.ship_rel(seat, self.table.players, self.table.colours), 86)
            surface.blit(ship, ship.get_rect(center=(rect.x + 70, y)))
            draw_text(surface, self.table.name(seat), (rect.x + 126, y), theme.SIZE_BODY, colour, "bold",
                      anchor="midleft")
            draw_text(surface, f"{row['place']:+d}", (rect.x + 560, y), theme.SIZE_BODY, theme.TEXT, "bold")
            draw_text(surface, f"{row['gold']}", (rect.x + 680, y), theme.SIZE_BODY, theme.TEXT, "bold")
            cards = row["cards"] or []
            for j, card in enumerate(cards):
                flip = max(0.0, min(1.0, (t - 0.6 - 0.6 * k - 0.15 * j) / 0.3))
                face = S.treasure(card if flip >= 0.5 else None, 50)
                sx = abs(math.cos(math.pi * flip))
                face = pygame.transform.smoothscale(face, (max(1, round(face.get_width() * sx)), face.get_height()))
                step = min(38, 150 / max(1, len(cards)))
                surface.blit(face, face.get_rect(center=(rect.x + 770 + j * step, y)))
            draw_text(surface, f"{row['treasures']:+d}", (rect.x + 940, y), theme.SIZE_BODY, theme.TEXT, "bold")
            win = seat in self.winners
            draw_text(surface, f"{row['total']}", (rect.x + 1040, y), theme.SIZE_LARGE,
                      theme.BRASS if win else theme.TEXT, "bold")
            if win and seen >= 1:
                star = S.icon("star", 40)
                surface.blit(star, star.get_rect(center=(rect.x + 1090, y)))
