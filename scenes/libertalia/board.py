"""The Libertalia board: the static ship from the Tiled map, the score track, the characters on deck, the day booty."""
from __future__ import annotations

import pygame
import pytmx
from pytmx.util_pygame import load_pygame

from game.i18n import _

from .. import theme
from ..widgets import draw_text, focus_ring, plate_surface, render_text
from . import art
from . import layout as L

_cache: dict = {}
ROMAN = ("I", "II", "III", "IV", "V", "VI")


def background() -> pygame.Surface:
    """The map's tile layers, the day spaces' frames and numerals and the track's numbers, built once."""
    if "bg" in _cache:
        return _cache["bg"]
    surf = pygame.Surface((theme.SCREEN_W, theme.SCREEN_H))
    surf.fill(theme.INK)
    tmx = load_pygame(str(L.MAP_PATH))
    for layer in tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, img in layer.tiles():
                surf.blit(img, (x * tmx.tilewidth, y * tmx.tileheight))
    shade = pygame.Surface((10, 10), pygame.SRCALPHA)
    for d in range(1, 7):
        r = L.day_rect(d)
        shade = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (30, 18, 10, 120), shade.get_rect(), border_radius=12)
        surf.blit(shade, r)
        pygame.draw.rect(surf, (120, 84, 46), r, 2, border_radius=12)
        num = render_text(ROMAN[d - 1], 64, (150, 110, 70), "display", shadow=False)
        num.set_alpha(110)
        surf.blit(num, num.get_rect(center=r.center))
    for i in range(6):
        r = L.place_rect(i)
        pygame.draw.rect(surf, (130, 92, 54), r, 2, border_radius=12)
        num = render_text(str(i + 1), 48, (120, 84, 50), "display", shadow=False)
        num.set_alpha(120)
        surf.blit(num, num.get_rect(center=r.center))
    for v in range(0, L.track_cells(), 5):
        cell = L.track_rect(v)
        draw_text(surf, str(v), (cell.centerx, cell.centery + 1), theme.SIZE_SMALL, theme.TEXT_DARK, "bold",
                  shadow=False)
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    _cache["bg"] = surf
    return surf


def marker_pos(table, seat: int, score: float) -> tuple[float, float]:
    """Where a seat's marker stands on the track (seats sharing a cell stack downwards)."""
    n = L.track_cells()
    cell = L.track_rect(int(score) % n)
    frac = score - int(score)
    nxt = L.track_rect((int(score) + 1) % n)
    x = cell.centerx + (nxt.centerx - cell.centerx) * frac if nxt.x > cell.x else cell.centerx
    same = [s for s in range(table.players) if int(table.score_shown(s)) % n == int(score) % n]
    k = same.index(seat) if seat in same else 0
    return (x, cell.y + 12 + k * 5)


def draw_track(surface: pygame.Surface, table) -> None:
    n = L.track_cells()
    for seat in range(table.players):
        score = table.score_shown(seat)
        x, y = marker_pos(table, seat, score)
        colour = art.seat_rgb(table, seat)
        pygame.draw.circle(surface, (0, 0, 0), (round(x) + 2, round(y) + 3), 12)
        pygame.draw.circle(surface, art.dark(colour, 0.5), (round(x), round(y)), 12)
        pygame.draw.circle(surface, colour, (round(x), round(y)), 10)
        mark = art.emblem(art.seat_look(table, seat)[1], 16)
        surface.blit(mark, mark.get_rect(center=(round(x), round(y))))
        laps = int(score) // n
        if laps:
            draw_text(surface, f"+{laps * n}", (x, y + 30), theme.SIZE_SMALL, theme.PLAYER_COLOURS[
                table.match.seats[seat].colour].text, "bold")
    # The track's numbers stand over the markers on them (drawn again: the background has the rest).
    taken = {int(table.score_shown(seat)) % n for seat in range(table.players)}
    for v in range(0, n, 5):
        if v in taken:
            cell = L.track_rect(v)
            words = render_text(str(v), theme.SIZE_SMALL, theme.TEXT_DARK, "bold", shadow=False)
            box = words.get_rect(center=(cell.centerx, cell.centery + 1)).inflate(6, -4)
            pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=6)
            surface.blit(words, words.get_rect(center=(cell.centerx, cell.centery + 1)))


def draw_ship(surface: pygame.Surface, table, dec) -> None:
    ship = table.shown.get("ship") or []
    pending = table.shown.get("pending") or {}
    for i, entry in enumerate(ship):
        key = (entry["seat"], entry["rank"])
        if key in table.hidden_cards:
            continue
        rect = L.place_rect(i)
        img = art.card(entry["rank"], art.seat_look(table, entry["seat"]), L.SHIP_W, L.SHIP_H,
                       entry.get("influence"))
        surface.blit(img, rect)
        if entry.get("done") or (table.shown.get("phase") == "day" and entry.get("acted")):
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (0, 0, 0, 90), veil.get_rect(), border_radius=14)
            surface.blit(veil, rect)
        if pending and pending.get("seat") == entry["seat"] and pending.get("rank") == entry["rank"]:
            focus_ring(surface, rect.inflate(6, 6), table.time, art.seat_rgb(table, entry["seat"]))
    # face-down picks at dawn, one per seat that has laid its card
    if table.shown.get("phase") == "dawn":
        back = art.card_back(L.SHIP_W, L.SHIP_H)
        laid = [s for s in table.shown["seats"] if s.get("picked")]
        for i, s in enumerate(laid):
            rect = L.place_rect(i)
            surface.blit(back, rect)
            draw_text(surface, table.names[s["seat"]], (rect.centerx, rect.bottom - 24), theme.SIZE_SMALL,
                      art.seat_rgb(table, s["seat"]), "bold")


def plate_words(surface: pygame.Surface, text: str, center) -> None:
    """Words on a dark plate: the deck's light wood would not let them read."""
    words = render_text(text, theme.SIZE_SMALL, theme.PARCHMENT, "bold")
    rect = words.get_rect(center=center).inflate(16, -4)
    surface.blit(plate_surface(rect.w, rect.h, theme.INK, 210, 10), rect)
    surface.blit(words, words.get_rect(center=center))


def draw_bank_and_bag(surface: pygame.Surface, table) -> None:
    """The bank at the bow (doubloons fly from and to it) and the booty bag at the stern (the Spy draws)."""
    bx, by = L.bank_pos()
    for k in range(3):
        surface.blit(art.coin(56), (bx - 28 + (k - 1) * 18, by - 40 - k * 6))
    plate_words(surface, _("Bank"), (bx, by + 34))
    gx, gy = L.bag_pos()
    pygame.draw.ellipse(surface, (0, 0, 0), (gx - 38, gy - 26, 80, 74))
    pygame.draw.ellipse(surface, (150, 110, 70), (gx - 40, gy - 30, 80, 74))
    pygame.draw.polygon(surface, (150, 110, 70), [(gx - 20, gy - 26), (gx - 26, gy - 48), (gx, gy - 38),
                                                  (gx + 26, gy - 48), (gx + 20, gy - 26)])
    pygame.draw.line(surface, (90, 60, 36), (gx - 22, gy - 28), (gx + 22, gy - 28), 5)
    count = (table.shown.get("bag") or {}).get("count")
    if count is not None:
        plate_words(surface, str(count), (gx, gy + 8))
    plate_words(surface, _("Bag"), (gx, gy + 66))


def day_token_rects(day: int, count: int) -> list[pygame.Rect]:
    r = L.day_rect(day)
    per_row = 3 if count <= 6 else 4
    size = L.TOKEN if count <= 6 else 40
    rows = (count + per_row - 1) // per_row
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        x = r.centerx - (in_row * (size + 6) - 6) / 2 + col * (size + 6)
        y = r.centery - (rows * (size + 4) - 4) / 2 + row * (size + 4)
        out.append(pygame.Rect(round(x), round(y), size, size))
    return out


def draw_days(surface: pygame.Surface, table, dec) -> None:
    booty = table.shown.get("booty") or []
    today = table.shown.get("day", 1)
    for d, kinds in enumerate(booty, start=1):
        r = L.day_rect(d)
        if d == today and table.shown.get("phase") != "over":
            pygame.draw.rect(surface, theme.BRASS, r.inflate(6, 6), 4, border_radius=14)
        hidden = table.hidden_tokens.get(d, 0)
        shown = list(kinds)[:max(0, len(kinds) - hidden)] if hidden else list(kinds)
        for kind, rect in zip(shown, day_token_rects(d, len(kinds))):
            surface.blit(art.token(kind, rect.w), rect)
    ring = dec.options[table.sel].ring if dec is not None else ()
    if ring and ring[0] == "day" and 1 <= ring[1] <= len(booty):      # the focused token, on its day space
        day, wanted = ring[1], ring[2]
        for kind, rect in zip(booty[day - 1], day_token_rects(day, len(booty[day - 1]))):
            if kind == wanted:
                focus_ring(surface, rect.inflate(8, 8), table.time, radius=28, width=4)
                break
