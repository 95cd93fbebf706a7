"""Where the Jamaica lesson's `look` keys stand on the table, the keys that play a move, and where
the coach's panel may stand (scenes/jamaica/lesson.py). The table's coach cards (tips.PHASES) ring
the same keys (JamaicaTable.locate).

Keys: "space:<n>" (a space of the circuit, ringed: the board prints no numbers), "ship:<seat>"
(the space it stands on), "panel:<seat>", "holds:<seat>", "played:<seat>", "treasures:<seat>",
"dice" (the tray's day and night dice), "combat_die", "deck" (the treasure deck), "top" (the top line), "hand"
(the viewer's cards under the circuit), "options" (the pending choice's options), "card:<day/night>",
"place:<day die>", "loot:<hold>", "powder", "combat", "reveal" (the count).
"""
from __future__ import annotations

import pygame

from game.jamaica.actions import ChooseCard, Loot, PlaceDice

from . import cards, combat
from . import layout as L
from .choices import POWDERS

# The coach's panel: the columns under the two hold boards of a two-seat table (the lesson's): the
# right one down to the prompt row, the left one down to the phase line; else anywhere free
# (scenes/callout.py).
SPOTS = (pygame.Rect(1548, 368, 360, 645), pygame.Rect(12, 368, 360, 344))


def union(rects) -> list[pygame.Rect]:
    rects = [pygame.Rect(r) for r in rects]
    return [rects[0].unionall(rects[1:])] if rects else []


def choice_rects(table, test=None) -> list[pygame.Rect]:
    """The pending decision's options drawn now (those whose action passes `test`)."""
    dec = table._decision
    out = []
    for index, rect in table.choice_rects:
        if index == "confirm" or dec is None or not isinstance(index, int) or index >= len(dec.options):
            continue
        if test is None or test(dec.options[index].action):
            out.append(pygame.Rect(rect))
    return out


def options(table) -> list[pygame.Rect]:
    """The pending choice's options: one ring round them where they stand together (a panel's
    row), else a ring each (a loot taken from the panel's row and from the loser's hold board)."""
    rects = choice_rects(table)
    whole = union(rects)
    if whole and whole[0].w * whole[0].h <= 2 * sum(r.w * r.h for r in rects):
        return whole
    return rects


def locate(table, key: str) -> list[pygame.Rect]:
    """Where a step's (or a coach card's) `look` key stands on the Jamaica table."""
    name, _sep, arg = key.partition(":")
    ships = table.shown.get("ships") or []
    if name == "space":
        return [L.space_rect(int(arg))]
    if name == "ship":
        return [L.space_rect(ships[int(arg)]["space"])]
    if name == "panel":
        return [L.panel_rect(int(arg), table.players)]
    if name == "holds":
        panel = L.panel_rect(int(arg), table.players)
        return union(L.hold_rects(panel, len(ships[int(arg)]["holds"])))
    if name == "played":
        return [L.card_rect(L.panel_rect(int(arg), table.players))]
    if name == "treasures":
        sv = ships[int(arg)]
        return union(L.treasure_rects(L.panel_rect(int(arg), table.players), len(sv["face_up"]) + sv["hidden"]))
    if name == "dice":                  # the tray, when no decision panel covers it
        tray = L.tray()
        return [tray["dice_day"].union(tray["dice_night"])] if table.decision() is None else []
    if name == "combat_die":
        return [L.tray()["combat_die"]]
    if name == "deck":
        return [L.tray()["treasure_deck"]]
    if name == "top":
        return [getattr(table, "top_drawn", None) or L.TOP_BAR]
    if name == "hand":
        held = cards.hand(table)
        dec = table.decision()
        return union(L.hand_rects(len(held))) if held and (dec is None or dec.kind not in ("card", "dice")) else []
    if name == "options":
        return options(table) if table.decision() is not None else []
    if name == "card":
        return choice_rects(table, lambda a: isinstance(a, ChooseCard) and a.card == arg)
    if name == "place":
        return choice_rects(table, lambda a: isinstance(a, PlaceDice) and a.day == int(arg))
    if name == "loot":
        return choice_rects(table, lambda a: isinstance(a, Loot) and a.take == "hold" and a.hold == int(arg))
    if name == "powder":
        return [combat.CONTROLS]
    if name == "combat":
        return [combat.RECT]
    if name == "reveal":
        if table.reveal is None:
            return []
        rect = pygame.Rect(0, 0, 1120, 120 + len(table.reveal.rows) * table.reveal.ROW_H)
        rect.center = (960, 560)
        return [rect]
    return []


def keys(table, action) -> list[str]:
    """The keys that make the table take `action`: right (or left) from the focused option to
    the decision's option for it, then confirm (an amount of gunpowder does not wrap round)."""
    dec = table.decision()
    index = dec.index_of(action)
    if index is None:
        raise ValueError(f"{action!r} is not an option of the {dec.kind!r} decision")
    if dec.kind not in POWDERS:
        return ["right"] * ((index - table.sel) % len(dec.options)) + ["confirm"]
    step = index - table.sel
    return ["right"] * step + ["left"] * -step + ["confirm"]
