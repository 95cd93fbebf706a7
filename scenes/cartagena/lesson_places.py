"""The Cartagena table's side of its teaching: where a step's (or a first game's coach card's) `look`
keys stand, what no coach panel may cover, and the keys that make the table's decision submit a
move (scenes/tutorial/README.md, "Highlights and keys").

look keys
    space:N      path space N              dungeon / sloop   the start, the goal
    pirates:S    seat S's pirates on the path              players   the players' panel
    hand         the options row (or the plain hand)       card:SYM  that card's chip in the row
    back         the Back chip               deck / discard  the piles
    actions      the actions left and End turn            end_turn  the End turn button
    phase        the phase line (the turn's actions)
"""
from __future__ import annotations

import pygame

from . import layout as L
from .controls import Chip
from .controls_keys import keys_to


RISE = 36      # the focused chip of the row rises this much (hud.py): its ring reaches over it


def union(rects) -> list[pygame.Rect]:
    rects = [pygame.Rect(r) for r in rects]
    return [rects[0].unionall(rects[1:])] if rects else []


def chip_rect(table, chip: Chip) -> list[pygame.Rect]:
    """The chip as the row last drew it."""
    if chip not in table.row_chips:
        return []
    i = table.row_chips.index(chip)
    if i >= len(table.option_rects):
        return []
    r = table.option_rects[i]
    return [pygame.Rect(r.x, r.y - RISE, r.w, r.h + RISE)]        # the room it rises into when focused


def card_rect(pos: tuple[int, int]) -> pygame.Rect:
    rect = pygame.Rect(0, 0, L.CARD_W, L.CARD_H)
    rect.center = pos
    return rect


def hand_rects(table) -> list[pygame.Rect]:
    """The options row as drawn (each chip's place and the room a focused chip rises into), or the
    plain hand's places; the hint under the row stays out of it."""
    rects = table.option_rects or table.chip_rects(len(set(table.shown.get("hand") or [])) + 1)
    return [pygame.Rect(r.x, r.y - RISE, r.w, r.h + RISE) for r in rects]


def locate(table, key: str) -> list[pygame.Rect]:
    """Where a `look` key stands on the Cartagena table ([] for what is not on screen now)."""
    course = table.course
    name, _sep, arg = key.partition(":")
    if name == "space":
        return [course.rect(int(arg))]
    if name == "dungeon":
        return [course.rect(0)]
    if name == "sloop":
        return [course.rect(course.goal)]
    if name == "pirates":
        mine = sorted({p for p in table.shown["pirates"][int(arg)] if 0 < p < course.goal})
        return [course.rect(p) for p in mine]
    if name == "hand":
        return union(hand_rects(table))
    if name == "card":
        return chip_rect(table, Chip("card", arg))
    if name == "back":
        return chip_rect(table, Chip("back"))
    if name == "deck":
        return [card_rect(L.DECK_POS)]
    if name == "discard":
        return [card_rect(L.DISCARD_POS)]
    if name == "actions":
        return [pygame.Rect(L.TURN_X - 110, 690, 220, 110)]
    if name == "end_turn":
        return [table.buttons["end"]] if "end" in table.buttons else []
    if name == "players":
        return [L.PLAYERS_RECT]
    if name == "phase":
        return [pygame.Rect(table.phase_rect)] if table.phase_rect is not None else []
    return []


def keep_clear(table) -> list[pygame.Rect]:
    """What a coach's panel must not cover though it rings nothing there: the top line, the options
    row (its chips risen, the mode tabs, the turn column and End turn) or the hand, and a power's or
    the Filibusters' panel of cards."""
    out = [pygame.Rect(table.top_rect)] if table.top_rect is not None else []
    row = hand_rects(table) + list(table.tab_rects.values())
    row += [pygame.Rect(L.TURN_X - 110, 690, 220, 110)] + list(table.buttons.values())
    out += union(row)
    if table.choice_rects:
        out += union(table.choice_rects)
    return out


def keys(table, action) -> list[str]:
    """The keys that make the table play `action`: from the focus to its option in the decision, then confirm."""
    decision = table.decision()
    index = decision.index_of(action) if decision is not None else None
    if index is None:
        raise ValueError(f"{action!r} is not an option of the decision now")
    return keys_to(table.controls, index)
