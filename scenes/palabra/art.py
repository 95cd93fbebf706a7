"""The Palabra pieces on screen: gems, piles of gems, ship cards, artifacts, tokens, speech bubbles.

The pictures come from assets/palabra (tools/art/palabra.py); this module scales
them (once per size, through widgets.image) and composes the small things drawn
at runtime: a pile of gems (each gem while few, one gem and a count per colour when
many), a hand card with its number big enough to read, a speech bubble.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import _, pgettext

from .. import theme
from ..widgets import image, render_text

COLOURS = ("gold", "violet", "blue", "green", "red")
POINTS = {"gold": 4, "violet": 3, "blue": 2, "green": 1, "red": -1}
TEXT_COLOURS = {"gold": (250, 206, 80), "violet": (200, 150, 240), "blue": (120, 170, 250),
                "green": (110, 210, 120), "red": (250, 110, 110)}
FEW = 6          # up to this many gems a pile shows each gem; more: one gem and a count per colour
# Deep enough for white words at WCAG 2's 4.5:1 (the bubbles, the talk's chips).
SHARE_GREEN = (36, 118, 58)
RAID_RED = (182, 42, 42)


def gem(colour: str, size: int) -> pygame.Surface:
    return image(f"palabra/gems/{colour}.png", (size, size))


def ship_card(card: int | None, w: int, h: int) -> pygame.Surface:
    """A ship card face up (0: the red raid, 1..16 green) or, for None, face down."""
    if card is None:
        return image("palabra/ships/back.png", (w, h))
    return image("palabra/ships/red.png" if card == 0 else f"palabra/ships/green_{card}.png", (w, h))


def artifact(name: str, used: bool, w: int, h: int) -> pygame.Surface:
    return image(f"palabra/artifacts/{name}{'_used' if used else ''}.png", (w, h))


def token(name: str, w: int, h: int | None = None) -> pygame.Surface:
    return image(f"palabra/tokens/{name}.png", (w, h if h is not None else w))


@lru_cache(maxsize=256)
def small_card(card: int | None, w: int, h: int) -> pygame.Surface:
    """A hand card too small for its printed number: the number laid on it in a legible badge."""
    surf = ship_card(card, w, h).copy()
    if card is None or card == 0:
        return surf
    text = render_text(str(card), theme.SIZE_SMALL, theme.TEXT, "bold", shadow=False)
    badge = pygame.Rect(0, 0, max(text.get_width() + 8, w - 6), text.get_height() + 2)
    badge.center = (w // 2, h // 2 - 6)
    pygame.draw.rect(surf, (24, 80, 40), badge, border_radius=8)
    surf.blit(text, text.get_rect(center=badge.center))
    return surf


@lru_cache(maxsize=128)
def bubble(text: str, colour: tuple[int, int, int], tail: str = "down", edge=theme.INK) -> pygame.Surface:
    """A speech bubble with `text` (white on `colour`), its tail pointing `tail`, rimmed `edge`
    (the speaker's colour)."""
    label = render_text(text, theme.SIZE_SMALL, theme.TEXT, "bold")
    w, h = label.get_width() + 24, label.get_height() + 8
    surf = pygame.Surface((w + 4, h + 16), pygame.SRCALPHA)
    body = pygame.Rect(2, 8 if tail == "up" else 2, w, h)
    tip_y, base_y = (0, body.top + 2) if tail == "up" else (h + 15, body.bottom - 2)
    tri = [(body.centerx - 9, base_y), (body.centerx + 9, base_y), (body.centerx, tip_y)]
    pygame.draw.polygon(surf, edge, [(x, y + (2 if tail == "down" else -2)) for x, y in tri])
    pygame.draw.rect(surf, edge, body.inflate(6, 6), border_radius=15)
    pygame.draw.rect(surf, colour, body, border_radius=12)
    pygame.draw.polygon(surf, colour, tri)
    surf.blit(label, label.get_rect(center=(body.centerx, body.centery - 1)))
    return surf


def signal_bubble(intent: str, tail: str = "down", edge=theme.INK) -> pygame.Surface:
    # The bubbles crowd an 8-player table: their words stay as short as the English.
    word = pgettext("palabra signal bubble", "Share") if intent == "share" else _("Raid!")
    return bubble(word, SHARE_GREEN if intent == "share" else RAID_RED, tail, tuple(edge))


# ------------------------------------------------------------------------ piles of gems
def listing(pile: dict) -> list[str]:
    return [c for c in COLOURS for _ in range(pile.get(c, 0))]


def count(pile: dict | None) -> int:
    return sum(pile.values()) if pile else 0


def value(pile: dict | None) -> int:
    return sum(POINTS[c] * n for c, n in (pile or {}).items())


def pile_spots(pile: dict, centre: tuple[float, float], size: int) -> list[tuple[str, int, tuple[int, int]]]:
    """(colour, count shown, centre) of each thing a pile draws: one per gem while the pile has
    at most FEW gems (count 1), else one per colour (with its count)."""
    cx, cy = centre
    gems = listing(pile)
    step = size + 4
    if len(gems) <= FEW:
        per_row = 2 if len(gems) == 4 else 3
        rows = [gems[i:i + per_row] for i in range(0, len(gems), per_row)]
        out = []
        for r, row in enumerate(rows):
            y = cy + (r - (len(rows) - 1) / 2) * step
            for k, colour in enumerate(row):
                x = cx + (k - (len(row) - 1) / 2) * step
                out.append((colour, 1, (round(x), round(y))))
        return out
    present = [c for c in COLOURS if pile.get(c, 0)]
    chip_w = size + 50
    rows = [present[i:i + 2] for i in range(0, len(present), 2)]
    out = []
    for r, row in enumerate(rows):
        y = cy + (r - (len(rows) - 1) / 2) * (size + 6)
        for k, colour in enumerate(row):
            x = cx + (k - (len(row) - 1) / 2) * (chip_w + 8) - 22
            out.append((colour, pile[colour], (round(x), round(y))))
    return out


def spot_of(pile: dict, colour: str, centre, size: int) -> tuple[int, int]:
    """Where a gem of `colour` sits (the last of its colour) in the pile, for flights."""
    spots = [p for c, _, p in pile_spots(pile, centre, size) if c == colour]
    return spots[-1] if spots else (round(centre[0]), round(centre[1]))


def draw_pile(surface: pygame.Surface, pile: dict, centre, size: int, plate: bool = True) -> None:
    spots = pile_spots(pile, centre, size)
    if not spots:
        return
    chips = count(pile) > FEW
    if plate and chips:
        xs = [p[0] for _, _, p in spots]
        ys = [p[1] for _, _, p in spots]
        box = pygame.Rect(min(xs) - size // 2 - 8, min(ys) - size // 2 - 6,
                          max(xs) - min(xs) + size + 66, max(ys) - min(ys) + size + 12)
        _plate(surface, box)
    for colour, n, (x, y) in spots:
        img = gem(colour, size)
        surface.blit(img, img.get_rect(center=(x, y)))
        if chips:
            label = render_text(f"\u00d7{n}", theme.SIZE_SMALL, theme.TEXT, "bold")
            surface.blit(label, label.get_rect(midleft=(x + size // 2 + 2, y)))


@lru_cache(maxsize=64)
def _plate_surface(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (10, 16, 26, 150), surf.get_rect(), border_radius=12)
    return surf


def _plate(surface: pygame.Surface, rect: pygame.Rect) -> None:
    surface.blit(_plate_surface(rect.w, rect.h), rect)


def gem_row_width(pile: dict, size: int, max_w: int) -> int:
    """How wide gem_row draws this pile."""
    gems = listing(pile)
    step = size + 2
    if len(gems) * step <= max_w:
        return len(gems) * step
    return sum(size + render_text(f"{pile[c]}", theme.SIZE_SMALL, theme.TEXT, "bold").get_width() + 6
               for c in COLOURS if pile.get(c, 0))


def gem_row(surface: pygame.Surface, pile: dict, left: int, cy: int, size: int, max_w: int) -> int:
    """Gems of a pile in one row from `left` (counts per colour when they would not fit); returns
    the right edge used."""
    gems = listing(pile)
    step = size + 2
    if len(gems) * step <= max_w:
        for k, colour in enumerate(gems):
            img = gem(colour, size)
            surface.blit(img, img.get_rect(midleft=(left + k * step, cy)))
        return left + len(gems) * step
    x = left
    for colour in COLOURS:
        n = pile.get(colour, 0)
        if not n:
            continue
        img = gem(colour, size)
        surface.blit(img, img.get_rect(midleft=(x, cy)))
        label = render_text(f"{n}", theme.SIZE_SMALL, theme.TEXT, "bold")
        surface.blit(label, label.get_rect(midleft=(x + size, cy)))
        x += size + label.get_width() + 6
    return x
