"""Where things sit on the Pagamás table: the Tiled deck map for the crew size, on screen.

The map (maps/pagamas_<n>.tmx, 1920x1080: map pixels are screen pixels) is read with
game.boards.load_board for its places and anchors; board.py draws its tiles. Each seat has
a place with its name line, buried-loot badge, character card (ambushes stack on it), den
spot, loot row, sailors row and hand row; the table has the decks, the discard piles, the
Mutiny! card and the share area, whose lower part is the tray where a human chooses.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.boards import load_board

from .. import theme

STATUS = pygame.Rect(0, 0, theme.SCREEN_W, 60)
CARD_RATIO = 224 / 160
PHASE_W = 330           # the phase line's column: its widest chip ("Ammutinamento"), "Esperando a Calico Jack"


def map_path(players: int):
    return theme.MAPS / f"pagamas_{players}.tmx"


@dataclass
class SeatBox:
    """One seat's place and the spots in it."""

    rect: pygame.Rect
    side: str
    name: pygame.Rect
    buried: pygame.Rect
    character: pygame.Rect
    den: pygame.Rect
    loot: pygame.Rect
    sailors: pygame.Rect
    hand: pygame.Rect

    def row(self, area: pygame.Rect, n: int, w: int, gap: int = 6) -> list[pygame.Rect]:
        """n cards of width w (height by the card ratio, capped by the area) laid left to right,
        overlapping when they do not fit."""
        h = min(area.h, round(w * CARD_RATIO))
        w = round(h / CARD_RATIO)
        if n <= 0:
            return []
        step = w + gap
        if n > 1 and (n - 1) * step + w > area.w:
            step = (area.w - w) / (n - 1)
        return [pygame.Rect(round(area.x + k * step), area.y, w, h) for k in range(n)]


class Layout:
    """Screen geometry for a crew of 3 to 6."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.path = map_path(players)
        board = load_board(self.path)
        a = board.anchors

        def rect(name: str) -> pygame.Rect:
            r = a[name]
            return pygame.Rect(round(r.x), round(r.y), round(r.width), round(r.height))

        crew = {s.props["seat"]: s for s in board.spaces if s.kind == "crew"}
        dens = {s.props["seat"]: s for s in board.spaces if s.kind == "den"}
        self.seats: list[SeatBox] = []
        for seat in range(players):
            c, d = crew[seat], dens[seat]
            self.seats.append(SeatBox(
                pygame.Rect(round(c.x), round(c.y), round(c.width), round(c.height)), str(c.props["side"]),
                rect(f"name_{seat}"), rect(f"buried_{seat}"), rect(f"character_{seat}"),
                pygame.Rect(round(d.x), round(d.y), round(d.width), round(d.height)),
                rect(f"loot_{seat}"), rect(f"sailors_{seat}"), rect(f"hand_{seat}")))
        self.loot_deck = rect("loot_deck")
        self.loot_discard = rect("loot_discard")
        self.action_deck = rect("action_deck")
        self.action_discard = rect("action_discard")
        # The phase line (scenes/phase_line.py) takes the map's Mutiny! spot, at the right edge
        # between the rows of seats; the Mutiny! card stands at the share area's right end instead.
        mutiny, share = rect("mutiny"), rect("share")
        self.phase_area = pygame.Rect(theme.SCREEN_W - 8 - PHASE_W, share.y + 4, PHASE_W, share.h + 8)
        # A first game's tip: the strip between the upper seats and the share area, the map's full width.
        self.tip_band = pygame.Rect(share.x, share.y - 50, share.w, 52)
        self.mutiny = pygame.Rect(self.phase_area.x - 12 - mutiny.w, share.centery - mutiny.h // 2, mutiny.w, mutiny.h)
        self.share = pygame.Rect(share.x, share.y, self.mutiny.x - 20 - share.x, share.h)
        # The share area: the drawn loot and the news above, the tray (a human's choice) below.
        self.share_top = pygame.Rect(self.share.x, self.share.y, self.share.w, 160)
        self.tray = pygame.Rect(self.share.x, self.share.y + 168, self.share.w, self.share.h - 168)

    def seat_at(self, pos) -> int | None:
        for s, box in enumerate(self.seats):
            if box.rect.collidepoint(pos):
                return s
        return None
