"""Where the Pagamás lesson points, and the keys that play its moves (scenes/pagamas/lesson.py).

`locate(table, key)` turns a step's look keys into rects of the table: "seat:N" (a crew
member's place), "character:N", "den:N", "loot:N", "sailors:N", "hand:N", "buried:N" (the
chest), "stack:N" (the den cards laid on N's character), "share" (the share area: the loot
drawn, the mutiny's sides, the election), "tray" (where the learner chooses), "press" (the
button of the move the step waits for, or the ↑↓ arrows to its row), "tally" (a vote's result),
"loot_deck", "sea", "mutiny".
`keep_clear(table)`: the tray while a choice is up, and a result's banner, are never hidden.

`keys(table, action)` returns the intents that make the table's decision submit `action`:
up/down to its row, left/right to its option, confirm; for the captain's hand-out of the
characters, the shortest way through the crew rows to the wanted characters, then confirm.
"""
from __future__ import annotations

from collections import deque

import pygame

from game.pagamas.cards import STRENGTH

from .choices import RolesDecision

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


def find_option(choice, action) -> tuple[int, int] | None:
    """(row, option) of the decision's option that submits `action`."""
    for ri, row in enumerate(choice.rows):
        for ci, opt in enumerate(row.options):
            if opt.action == action:
                return ri, ci
    return None


def press_rects(table) -> list[pygame.Rect]:
    """The button of the move the open step waits for when its row is on screen, else the tray's
    ↑↓ arrows (another row first). The tray itself is kept clear of the panel (keep_clear)."""
    choice, coach = table.choice, table.coach
    step = coach.step if coach is not None else None
    if choice is None or step is None or step.reading or step.wait == "any":
        return []
    at = None if isinstance(choice, RolesDecision) else find_option(choice, coach.expected())
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
    return []


# ----------------------------------------------------------------------------- the keys
def keys(table, action) -> list[str]:
    """The intents that make the table's decision play `action` (see the module docstring)."""
    choice = table.choice
    if choice is None:
        return []
    if isinstance(choice, RolesDecision):
        return roles_keys(choice, tuple(action.roles))
    at = find_option(choice, action)
    if at is None:
        return []
    row, col = choice.row, choice.col
    presses = []
    while row != at[0]:
        row = (row + 1) % len(choice.rows)
        col = min(col, len(choice.rows[row].options) - 1)
        presses.append("down")
    presses += ["right"] * ((at[1] - col) % len(choice.rows[row].options))
    return presses + ["confirm"]


def cycled(roles: tuple, others: list[int], seat: int, step: int) -> tuple:
    """The roles after RolesDecision.cycle(seat, step): it swaps with the holder of the next one."""
    pool = sorted((roles[s] for s in others), key=lambda r: list(STRENGTH).index(r))
    mine = roles[seat]
    nxt = pool[(pool.index(mine) + step) % len(pool)]
    out = list(roles)
    other = out.index(nxt)
    out[seat], out[other] = nxt, mine
    return tuple(out)


def roles_keys(choice: RolesDecision, target: tuple) -> list[str]:
    """The shortest presses from the hand-out on screen to `target`, then to Done and confirm."""
    others, done = choice.others, len(choice.others)
    start = (tuple(choice.roles), choice.row)
    seen = {start: []}
    todo = deque([start])
    while todo:
        roles, row = todo.popleft()
        path = seen[(roles, row)]
        if roles == target and row == done:
            return path + ["confirm"]
        moves = [("down", roles, (row + 1) % (done + 1)), ("up", roles, (row - 1) % (done + 1))]
        if row < done:
            moves += [("right", cycled(roles, others, others[row], 1), row),
                      ("left", cycled(roles, others, others[row], -1), row)]
        for key, r, w in moves:
            if (r, w) not in seen:
                seen[(r, w)] = path + [key]
                todo.append((r, w))
    return []


def prepare(table) -> None:
    """Nothing opens over the table at the start of the lesson."""
    table.show_log = False
