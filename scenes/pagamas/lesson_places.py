"""Where the Pagamás lesson points, and the keys that play its moves (scenes/pagamas/lesson.py).

`locate(table, key)` turns a step's look keys into rects of the table: "seat:N" (a crew
member's place), "character:N", "den:N", "loot:N", "sailors:N", "hand:N", "buried:N" (the
chest), "stack:N" (the den cards laid on N's character), "share" (the share area: the loot
drawn, the mutiny's sides, the election), "tray" (where the learner chooses), "press" (the
button of the move the step waits for, or the ↑↓ arrows to its row), "tally" (a vote's result),
"loot_deck", "sea", "mutiny", "phases" (the phase line). "N" may be "me": the seat at the
controls (the viewer, else the only human; the coach cards of a first game ring these).
`keep_clear(table)`: the tray while a choice is up, and a result's banner, are never hidden.

`keys(table, action)` returns the intents that make the table's decision submit `action`: the
option of the Decision that is `action` (`index_of`), reached from the focus on the tray
(`Tray.keys_to`): up/down to its row, left/right to its option, confirm; for the captain's
hand-out of the characters, the shortest way through the crew rows to the wanted characters,
then confirm.
"""
from __future__ import annotations

import pygame

from .choices_roles import RolesTray

CREW_PARTS = ("character", "den", "loot", "sailors", "hand", "buried")


# ----------------------------------------------------------------------------- the places
def stack_rects(table, seat: int) -> list[pygame.Rect]:
    """The den cards laid on `seat`'s character, as board.draw_stack lays them."""
    box = table.lay.seats[seat]
    stack = [a for a in table.shown.get("ambushes") or [] if a["victim"] == seat]
    rects = []
    for k in range(len(stack)):
        r = pygame.Rect(0, 0, 78, round(78 * 1.4))
        r.topleft = (box.character.x + 20 + k * 22, box.character.y + 34 + k * 12)
        rects.append(r)
    return [rects[0].unionall(rects[1:])] if rects else []


def press_rects(table) -> list[pygame.Rect]:
    """The button of the move the open step waits for when its row is on screen, else the tray's
    ↑↓ arrows (another row first). The tray itself is kept clear of the panel (keep_clear)."""
    choice, coach = table.choice, table.coach
    step = coach.step if coach is not None else None
    if choice is None or step is None or step.reading or step.wait == "any":
        return []
    index = choice.decision.index_of(coach.expected())
    at = None if isinstance(choice, RolesTray) or index is None else choice.place(index)
    if at is not None and at[0] == choice.row:
        return [r for r, col in choice.buttons if col == at[1]]
    return [r.unionall([a for a, _step in choice.arrows]) for r, _step in choice.arrows[:1]]


def keep_clear(table) -> list[pygame.Rect]:
    """What the coach's panel must not hide: the tray while a choice is up, the banner of a vote's
    or a mutiny's result."""
    out = [table.lay.tray] if table.choice is not None else []
    if table.tally is not None or (table.shown.get("mutiny") or {}).get("winner"):
        banner = pygame.Rect(0, 0, 760, 64)
        banner.midtop = (table.lay.share_top.centerx, table.lay.share_top.bottom + 8)
        out.append(banner)
    return out


def locate(table, key: str) -> list[pygame.Rect]:
    """Where a step's `look` key stands on the Pagamás table ([] when it is not on screen)."""
    lay = table.lay
    name, _sep, arg = key.partition(":")
    if arg == "me":
        me = at_controls(table)
        return [] if me is None else locate(table, f"{name}:{me}")
    if name == "seat":
        return [lay.seats[int(arg)].rect]
    if name in CREW_PARTS:
        return [getattr(lay.seats[int(arg)], name)]
    if name == "stack":
        return stack_rects(table, int(arg))
    if name == "share":
        return [lay.share_top]
    if name == "tray":
        return [lay.tray] if table.choice is not None else []
    if name == "press":
        return press_rects(table)
    if name == "tally":
        return keep_clear(table)[-1:] if table.tally is not None else []
    if name == "loot_deck":
        return [lay.loot_deck]
    if name == "sea":
        return [lay.loot_discard]
    if name == "mutiny":
        return [lay.mutiny]
    if name == "phases":
        line = table.phase_line_rect()
        return [] if line is None else [line]
    return []


def at_controls(table) -> int | None:
    """The seat whose things are shown: the viewer, else the only human."""
    if table.viewer is not None:
        return table.viewer
    humans = table.humans()
    return humans[0] if len(humans) == 1 else None


# ----------------------------------------------------------------------------- the keys
def keys(table, action) -> list[str]:
    """The intents that make the table's decision play `action` (see the module docstring)."""
    choice = table.choice
    if choice is None:
        return []
    index = choice.decision.index_of(action)
    return [] if index is None else choice.keys_to(index)


def prepare(table) -> None:
    """Nothing opens over the table at the start of the lesson."""
    table.show_log = False
