"""Where things sit on the Palabra table: the Tiled island map for the player count, on screen.

The map (maps/palabra/islands_<n>.tmx, 1920x1024 in map pixels) is read twice: its
topology and anchors with game.boards.load_board, its art with pytmx.util_pygame. It
is drawn at SCALE below a status strip; the sea is extended past the map's edges with
its own (periodic) sea tile, so the screen shows one seamless sea. Every anchor goes
through the same transform: seats (with their pawn, name, chest, hand and badge spots),
ship slots, artifacts, the bag, the rats, the day track. The tray (the panel a human
chooses in) sits in the ring's middle, over the artifacts, clear of every island.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame
import pytmx

from game.boards import load_board
from game.i18n import _

from .. import theme
from ..tiled import load_pygame

SCALE = 0.9
BIG_OFFSET = (107, 69)             # the map's place in the unscaled sea
OX, OY = BIG_OFFSET[0] * SCALE, BIG_OFFSET[1] * SCALE
STATUS = pygame.Rect(0, 0, theme.SCREEN_W, 60)
MAPS = theme.MAPS / "palabra"
ARTIFACTS = ("rum", "spyglass", "barrel", "map")
LETTERS = "ABCDEFGH"
PUSH = 34                          # ship cards pushed out from the map's spot, in screen pixels
BUBBLE = (104, 50)                 # a speech bubble's size, for placing them


def to_screen(x: float, y: float) -> tuple[float, float]:
    return OX + x * SCALE, OY + y * SCALE


def screen_rect(x: float, y: float, w: float, h: float) -> pygame.Rect:
    sx, sy = to_screen(x, y)
    return pygame.Rect(round(sx), round(sy), round(w * SCALE), round(h * SCALE))


def island_name(index: int) -> str:
    return _("island {letter}").format(letter=LETTERS[index])


@dataclass
class SeatBox:
    """A seat's panel and the spots inside it."""

    rect: pygame.Rect
    side: str                      # "top", "bottom", "left", "right"
    pawn: pygame.Rect
    name: tuple[int, int]          # midleft of the name
    chest: pygame.Rect
    count: tuple[int, int]         # midleft of the chest count
    hand: pygame.Rect              # where the hand cards (or the fist) go
    badge: tuple[int, int]         # centre of the ready / thinking badge
    dagger: tuple[int, int]        # centre of the dagger when this seat holds it
    card: tuple[int, int]          # size of a hand card here

    @property
    def vertical(self) -> bool:
        return self.side in ("left", "right")

    @property
    def reveal(self) -> pygame.Rect:
        """Where an opened fist shows its gems (over the hand, and the dagger in a row panel)."""
        if self.vertical:
            return self.hand.inflate(0, 30).move(0, 10)
        left = self.chest.right + 56
        return pygame.Rect(left, self.hand.y, self.rect.right - 8 - left, self.hand.h)

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        w, h = self.card
        gap = 6 if n <= 3 else 2
        total = n * w + (n - 1) * gap
        x0 = self.hand.centerx - total // 2 if self.vertical else self.hand.right - total
        y = self.hand.centery - h // 2
        return [pygame.Rect(x0 + k * (w + gap), y, w, h) for k in range(n)]


def _seat_box(rect: pygame.Rect, side: str, two_player: bool) -> SeatBox:
    r = rect.inflate(-10, -10)
    if side in ("left", "right"):
        pawn = pygame.Rect(r.x + 10, r.y + 10, 40, 60)
        chest = pygame.Rect(r.x + 60, r.y + 62, 46, 46)
        hand = pygame.Rect(r.x + 8, r.y + 120, r.w - 16, 70)
        return SeatBox(r, side, pawn, (r.x + 58, r.y + 32), chest, (r.x + 112, chest.centery),
                       hand, (r.right - 4, r.y + 4), (r.right - 44, chest.centery), (44, 66))
    card = (36, 54) if two_player else (40, 58)
    pawn = pygame.Rect(r.x + 10, r.centery - 33, 44, 66)
    chest = pygame.Rect(r.x + 62, r.y + 50, 46, 46)
    hand_w = (5 * card[0] + 4 * 2) if two_player else (3 * card[0] + 2 * 6)
    hand = pygame.Rect(r.right - hand_w - 10, r.y + 43, hand_w, card[1])
    return SeatBox(r, side, pawn, (r.x + 64, r.y + 24), chest, (r.x + 114, chest.centery), hand,
                   (r.right - 2, r.y + 2), (r.right - 58, r.y + 24), card)


class Layout:
    """Screen geometry of one table size (2..8 players)."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.two_player = players == 2
        self.path = MAPS / f"islands_{players}.tmx"
        board = load_board(self.path)
        anchors = board.anchors

        def rect_of(name: str) -> pygame.Rect:
            a = anchors[name]
            return screen_rect(a.x, a.y, a.width, a.height)

        spaces = sorted(board.spaces, key=lambda s: s.index)
        self.islands = [screen_rect(s.x, s.y, s.width, s.height) for s in spaces]
        self.seats_at = [tuple(int(x) for x in str(s.props["seats"]).split(",")) for s in spaces]
        self.seats = [_seat_box(rect_of(f"seat_{s}"), str(anchors[f"seat_{s}"].props["side"]), self.two_player)
                      for s in range(players)]
        self.ships: dict[tuple[int, int], pygame.Rect] = {}
        for i, seats in enumerate(self.seats_at):
            for seat in seats:
                self.ships[(i, seat)] = rect_of(f"ship_{i}_{seat}")
        if not self.two_player:
            # The map lays the cards on the beach; push them out to the surf, so that a big
            # pile of gems in the middle stays in sight.
            # pushed as far as PUSH allows without touching a seat's panel.
            seats = [b.rect.inflate(12, 12) for b in self.seats]
            for (i, seat), r in self.ships.items():
                ux, uy = self.outward(i, seat)
                base = r.center
                for push in range(PUSH, -1, -2):
                    r.center = (round(base[0] + ux * push), round(base[1] + uy * push))
                    if not r.collidelist(seats) >= 0:
                        break
        if self.two_player:
            # The map lays both cards on the island itself; lift them onto the shore above and
            # below, so the gems in the middle stay in sight.
            for (i, seat), r in self.ships.items():
                isle = self.islands[i]
                r.centerx = isle.centerx
                if seat == 1:
                    r.bottom = isle.top + 22
                else:
                    r.top = isle.bottom - 22
        self.artifacts = {name: rect_of(f"artifact_{name}") for name in ARTIFACTS}
        self.bag = rect_of("bag")
        self.rats = rect_of("rats")
        self.day_track = rect_of("day_track")
        self.day_slots = [rect_of(f"day_{d}") for d in range(1, 6)]
        self.tray = self._tray()
        self.piles = [self._pile_centre(i) for i in range(len(self.islands))]
        # The phase line's corner (scenes/phase_line.py): the sea's bottom left, clear of the islands;
        # with 7 players a seat sits there, so just above that seat's panel. Nothing else is laid there.
        self.phase_area = pygame.Rect(12, 642, 398, 230) if players == 7 else pygame.Rect(12, 1004 - 230, 398, 230)
        self.bubbles = self._place_bubbles()

    # ------------------------------------------------------------------ derived spots
    def _tray(self) -> pygame.Rect:
        parts = [*self.artifacts.values(), self.bag, self.rats]
        if not self.two_player:
            parts.append(self.day_track)
        box = parts[0].unionall(parts[1:]).inflate(48, 40)
        obstacles = [*self.islands, *(s.rect for s in self.seats)]
        if not self.two_player:
            obstacles += list(self.ships.values())
        for ob in obstacles:
            if not box.colliderect(ob):
                continue
            if ob.centery < box.centery:
                top = ob.bottom + 4
                box.height -= top - box.top
                box.top = top
            else:
                box.height = ob.top - 4 - box.top
        # then as tall (up to 250 px) and as wide (up to 1000 px) as the things around allow
        while box.h < 250:
            grown = False
            for taller in (pygame.Rect(box.x, box.y, box.w, box.h + 6), pygame.Rect(box.x, box.y - 6, box.w, box.h + 6)):
                if not any(taller.colliderect(ob.inflate(0, 8)) for ob in obstacles) and taller.y > 64:
                    box, grown = taller, True
                    break
            if not grown:
                break
        while box.w < 1000:
            wider = box.inflate(16, 0)
            if any(wider.colliderect(ob.inflate(8, 0)) for ob in obstacles):
                break
            box = wider
        return box

    def _pile_centre(self, island: int) -> tuple[int, int]:
        isle = self.islands[island]
        cx, cy = isle.center
        if self.two_player:
            return cx, cy
        ships = [self.ships[(island, s)].center for s in self.seats_at[island]]
        vx = sum(p[0] for p in ships) / len(ships) - cx
        vy = sum(p[1] for p in ships) / len(ships) - cy
        d = math.hypot(vx, vy) or 1.0
        return round(cx - vx / d * 18), round(cy - vy / d * 18)

    def outward(self, island: int, seat: int) -> tuple[float, float]:
        """Unit vector from the island's centre toward `seat`'s ship slot there."""
        cx, cy = self.islands[island].center
        sx, sy = self.ships[(island, seat)].center
        d = math.hypot(sx - cx, sy - cy) or 1.0
        return (sx - cx) / d, (sy - cy) / d

    def bubble(self, island: int, seat: int) -> tuple[int, int]:
        """Centre of `seat`'s speech bubble at `island` (next to its ship card, clear of the rest)."""
        return self.bubbles[(island, seat)][0]

    def bubble_tail(self, island: int, seat: int) -> str:
        return self.bubbles[(island, seat)][1]

    def _place_bubbles(self) -> dict:
        """Beyond the card, else beside it, else over its top edge: the first spot that touches
        no seat panel, no other card, no island's gems and no other bubble."""
        bw, bh = BUBBLE
        out: dict = {}
        taken = [b.rect.inflate(8, 8) for b in self.seats] + [self.tray, self.phase_area]
        piles = [pygame.Rect(0, 0, 150, 110) for _ in self.piles]
        for r, p in zip(piles, self.piles):
            r.center = p
        for key, card in self.ships.items():
            island, seat = key
            others = [r for k, r in self.ships.items() if k != key]
            ux, uy = self.outward(island, seat)
            if self.two_player:
                side = -1 if seat == 1 else 1
                out[key] = ((card.centerx + side * (card.w // 2 + bw // 2 + 4), card.centery - 10), "down")
                continue
            cands = []
            if abs(uy) >= abs(ux):
                y = card.top - bh // 2 - 2 if uy < 0 else card.bottom + bh // 2 + 2
                cands.append(((card.centerx, y), "down" if uy < 0 else "up"))
            for side in (-1, 1):
                cands.append(((card.centerx + side * (card.w // 2 + bw // 2 + 4), card.centery - 10), "down"))
            for shift in (0, -30, -54):
                x = round(card.centerx + ux * shift)
                cands.append(((x, card.top - bh // 2 - 2), "down"))
                cands.append(((x, card.bottom + bh // 2 + 2), "up"))
            spot = None
            board = pygame.Rect(0, 62, theme.SCREEN_W, 930)
            for strict in (True, False):       # relaxed: may touch an island's gems
                for (cx, cy), tail in cands:
                    rect = pygame.Rect(0, 0, bw, bh)
                    rect.center = (cx, cy)
                    if (board.contains(rect) and rect.collidelist(taken) < 0 and rect.collidelist(others) < 0
                            and (not strict or rect.collidelist(piles) < 0)):
                        spot = ((cx, cy), tail)
                        break
                if spot:
                    break
            spot = spot or ((card.centerx, card.top + 6), "down")
            rect = pygame.Rect(0, 0, bw, bh)
            rect.center = spot[0]
            taken.append(rect)
            out[key] = spot
        return out

    def seat_of_point(self, pos) -> int | None:
        for s, box in enumerate(self.seats):
            if box.rect.collidepoint(pos):
                return s
        return None

    def island_of_point(self, pos) -> int | None:
        for i, r in enumerate(self.islands):
            if r.inflate(-20, -20).collidepoint(pos):
                return i
        return None

    def ship_of_point(self, pos) -> tuple[int, int] | None:
        for key, r in self.ships.items():
            if r.collidepoint(pos):
                return key
        return None

    def artifact_of_point(self, pos) -> str | None:
        for name, r in self.artifacts.items():
            if r.collidepoint(pos):
                return name
        return None


@lru_cache(maxsize=8)
def layout(players: int) -> Layout:
    return Layout(players)


# ------------------------------------------------------------------------ the sea and islands
def sea_and_islands(lay: Layout) -> pygame.Surface:
    """The map's ground layer in a sea that fills the screen, scaled to the screen (no alpha)."""
    tmx = load_pygame(str(lay.path))
    tile = tmx.tilewidth
    big_w = math.ceil(theme.SCREEN_W / SCALE) + 1
    big_h = math.ceil(theme.SCREEN_H / SCALE) + 1
    big = pygame.Surface((big_w, big_h))
    sea = _sea_tile(tmx)
    ox, oy = BIG_OFFSET
    for y in range(oy % tile - tile, big_h, tile):
        for x in range(ox % tile - tile, big_w, tile):
            big.blit(sea, (x, y))
    for layer in tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, img in layer.tiles():
                big.blit(img, (ox + x * tile, oy + y * tile))
    out = pygame.transform.smoothscale(big, (round(big_w * SCALE), round(big_h * SCALE)))
    return out.subsurface((0, 0, theme.SCREEN_W, theme.SCREEN_H)).copy()


def _sea_tile(tmx) -> pygame.Surface:
    """The plain sea tile (the tileset's first): periodic, so copies join seamlessly."""
    try:
        sheet = pygame.image.load(str(theme.ASSETS / "tiles" / "palabra.png"))
        return sheet.subsurface((0, 0, tmx.tilewidth, tmx.tileheight)).copy()
    except (FileNotFoundError, pygame.error, ValueError):
        surf = pygame.Surface((tmx.tilewidth, tmx.tileheight))
        surf.fill(theme.DEEP_SEA)
        return surf
