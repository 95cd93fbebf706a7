"""The island's tray: the day (sun) and night (moon) dice, the shortage die, the treasure deck, the bank."""
from __future__ import annotations

import pygame

from .. import theme
from ..widgets import draw_text
from . import layout as L
from . import art as S

DIE = 58


def _tumbling(kind: str, k: int, time: float):
    faces = (2, 4, 6, 8, 10, "star") if kind == "combat" else (1, 2, 3, 4, 5, 6)
    return faces[int(time * 15 + k * 2) % len(faces)]


def draw_tray(surface: pygame.Surface, table) -> None:
    tray = L.tray()
    shown = table.shown
    roll = table.tray_roll
    time = table.time
    day, night = shown["day"], shown["night"]
    if roll is not None and roll["kind"] == "action" and roll["tween"].t < 0.85:
        mid = (tray["dice_day"].right, tray["dice_day"].y - 34)
        for k in range(2):
            img = S.die("day" if k == 0 else "night", _tumbling("action", k, time), DIE)
            img = pygame.transform.rotate(img, (time * 640 + k * 90) % 360)
            surface.blit(img, img.get_rect(center=(mid[0] + (k * 2 - 1) * 40, mid[1] + (k * 9) % 7)))
    elif day is not None and night is not None:
        for kind, value in (("day", day), ("night", night)):
            r = tray[f"dice_{kind}"]
            img = S.die(kind, value, DIE)
            surface.blit(img, img.get_rect(center=r.center))
    elif shown["dice"]:
        mid = (tray["dice_day"].right, tray["dice_day"].y - 34)
        for k, value in enumerate(shown["dice"]):
            img = S.die("day" if k == 0 else "night", value, DIE)
            surface.blit(img, img.get_rect(center=(mid[0] + (k * 2 - 1) * 40, mid[1])))
        draw_text(surface, "?", tray["dice_day"].center, theme.SIZE_LARGE, theme.PARCHMENT, "bold")
        draw_text(surface, "?", tray["dice_night"].center, theme.SIZE_LARGE, theme.PARCHMENT, "bold")
    # the shortage die on the fort's plaque
    fort = tray["combat_die"]
    if roll is not None and roll["kind"] == "combat":
        t = roll["tween"].t
        face = _tumbling("combat", 0, time) if t < 0.75 else roll["faces"][0]
        img = S.die("combat", face, DIE + 6)
        if t < 0.75:
            img = pygame.transform.rotate(img, (time * 700) % 360)
        surface.blit(img, img.get_rect(center=fort.center))
    # the treasure deck's count and the bank
    deck = tray["treasure_deck"]
    chip = S.chip(str(shown["treasure_deck"]), theme.SIZE_SMALL, theme.TEXT_DARK, theme.PARCHMENT, 8)
    surface.blit(chip, chip.get_rect(center=(deck.right - 6, deck.y + 4)))
    bank = tray["bank"]
    box = pygame.Rect(0, 0, 116, 124)
    box.midtop = (bank.centerx, bank.bottom + 6)
    pygame.draw.rect(surface, (*theme.INK,), box, border_radius=12)
    pygame.draw.rect(surface, theme.BRASS_DARK, box, 2, border_radius=12)
    for k, kind in enumerate(S.RESOURCES):
        y = box.y + 22 + k * 40
        tok = S.token(kind, 34)
        surface.blit(tok, tok.get_rect(center=(box.x + 26, y)))
        draw_text(surface, str(shown["bank"][kind]), (box.right - 12, y), theme.SIZE_SMALL, theme.TEXT, "bold",
                  anchor="midright")
