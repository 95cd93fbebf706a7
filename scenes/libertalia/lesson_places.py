"""Where the Libertalia lesson's `look` keys stand on the table, the keys that play a move, and
where the coach's panel may stand (scenes/libertalia/lesson.py).

Keys: "hand", "card:<rank>" (in the hand), "ship", "place:<i>" (0 = leftmost), "day:<1-6>",
"today" (the day space of the day shown), "days", "den:<seat>", "dens", "options" (the row of a
choice), "option:<kind>" (a booty token in that row), "bag", "ledger" (the count). The table's
coach cards (tips.PHASES) ring the same keys (LibertaliaTable.locate).
"""
from __future__ import annotations

import pygame

from game.libertalia.actions import Take

from . import layout as L

# The coach's panel: beside the ship's bow (over the bank), then over the hand, then over the deck.
SPOTS = (pygame.Rect(1480, 122, 430, 596), pygame.Rect(296, 726, 1328, 290), pygame.Rect(296, 118, 1164, 278))


def union(rects) -> list[pygame.Rect]:
    rects = [pygame.Rect(r) for r in rects]
    return [rects[0].unionall(rects[1:])] if rects else []


def hand_card(table, rank: int) -> list[pygame.Rect]:
    """A card of the hand, raised as it is when focused in the pick."""
    picked = option(table, lambda a: getattr(a, "rank", None) == rank and a.TYPE in ("pick", "replay"))
    if picked:
        return picked
    ranks = table.hand_ranks()
    return [table.hand_rects()[ranks.index(rank)]] if rank in ranks else []


def option(table, test) -> list[pygame.Rect]:
    """The pending decision's options drawn now whose action passes `test`."""
    dec = table.decision()
    if dec is None:
        return []
    return [r for i, r in table.choice_rects if i < len(dec.options) and test(dec.options[i].action)]


def locate(table, key: str) -> list[pygame.Rect]:
    """Where a step's `look` key stands on the Libertalia table."""
    name, _sep, arg = key.partition(":")
    if name == "hand":
        return union(table.hand_rects())
    if name == "card":
        return hand_card(table, int(arg))
    if name == "ship":
        return union(L.place_rect(i) for i in range(len(table.shown.get("ship") or [])))
    if name == "place":
        return [L.place_rect(int(arg))]
    if name == "day":
        return [L.day_rect(int(arg))]
    if name == "today":
        return [L.day_rect(table.shown.get("day", 1))] if table.shown.get("phase") != "over" else []
    if name == "days":
        return union(L.day_rect(d) for d in range(1, 7))
    if name == "den":
        return [table.den_rect(int(arg))]
    if name == "dens":
        return union(table.den_rect(s) for s in range(table.players))
    if name == "options":
        return union(r for _i, r in table.choice_rects) if table.decision() is not None else []
    if name == "option":
        return option(table, lambda a: isinstance(a, Take) and a.kind == arg)
    if name == "bag":
        x, y = L.bag_pos()
        return [pygame.Rect(x - 50, y - 56, 100, 140)]
    if name == "ledger":
        return [table.ledger_rect()] if table.ledger is not None else []
    return []


def keys(table, action) -> list[str]:
    """The keys that make the table take `action`: right from the focused option to its option in
    the decision (the row wraps), then confirm."""
    dec = table.decision()
    index = dec.index_of(action) if dec is not None else None
    if index is None:
        raise ValueError(f"{action!r} is not an option of the decision {dec.kind if dec else None!r}")
    return ["right"] * ((index - table.sel) % len(dec.options)) + ["confirm"]
