"""The captain's hand-out of the characters on the tray: a `RolesTray` over the decision's hand-outs.

Up/down a crew member (one step of the options each) and, last, Done; left/right swaps that
member's character with the holder of the next one by strength, which moves the focus to the
option of that hand-out; confirm on a crew member goes to Done, confirm on Done hands them out.
With a mouse: click a crew member's place to pick that row, again (or the button) for the next
character.
"""
from __future__ import annotations

from collections import deque

from game.core.decision import Decision, json_key
from game.i18n import _
from game.pagamas.cards import STRENGTH

from .choices_panels import Tray
from .choices_words import ROLE_HINTS, role_title


def cycled(roles: tuple, others: list[int], target: int, step: int) -> tuple:
    """The hand-out after `target` takes the next character (by strength) of the crew's, the
    holder of that one taking `target`'s."""
    pool = sorted((roles[s] for s in others), key=lambda r: list(STRENGTH).index(r))
    mine = roles[target]
    nxt = pool[(pool.index(mine) + step) % len(pool)]
    out = list(roles)
    other = out.index(nxt)
    out[target], out[other] = nxt, mine
    return tuple(out)


class RolesTray(Tray):
    """The captain hands out the characters: up/down a crew member, left/right their character;
    the last row, Done, hands them out. The focus is always one of the decision's hand-outs."""

    def __init__(self, table, decision: Decision) -> None:
        self.table = table
        self.decision = decision
        self.by_roles = {tuple(o.data["roles"]): i for i, o in enumerate(decision.options)}
        self.others = [s for s in range(len(decision.options[0].data["roles"])) if s != decision.seat]
        self.rows = []
        self.at = decision.focus            # the hand-out on screen (an option's index)
        self.row, self.col = 0, 0
        self.buttons, self.arrows = [], []
        self.hint_rect = None

    @property
    def done(self) -> int:
        return len(self.others)

    @property
    def index(self) -> int:
        return self.at

    @property
    def roles(self) -> tuple:
        return tuple(self.option.data["roles"])

    def row_options(self, row: int | None = None):
        return [self.option]                # the hand-out on screen, whichever row

    def glowing_seats(self) -> set[int]:
        return set() if self.row == self.done else {self.others[self.row]}

    def focused_seat(self) -> int | None:
        return None if self.row == self.done else self.others[self.row]

    def focused_cards(self) -> set[int]:
        return set()

    def keep(self, old: Tray | None) -> None:
        if old is not None and type(old) is type(self) and old.seat == self.seat \
                and [json_key(a) for a in old.decision.actions] == [json_key(a) for a in self.decision.actions]:
            self.row, self.at = old.row, old.at

    def handle(self, intent) -> None:
        k = intent.kind
        if k in ("up", "down"):
            self.move_row(1 if k == "down" else -1)
        elif k in ("left", "right") and self.row < self.done:
            self.cycle(self.others[self.row], 1 if k == "right" else -1)
        elif k == "confirm":
            if self.row < self.done:
                self.row = self.done
                self.table.app.audio.play("click")
            else:
                self.confirm()
        elif k == "click":
            self.click(intent.pos)

    def move_row(self, step: int) -> None:
        self.row = (self.row + step) % (self.done + 1)
        self.table.app.audio.play("click")

    def cycle(self, target: int, step: int) -> None:
        wanted = self.by_roles.get(cycled(self.roles, self.others, target, step))
        if wanted is None:                      # (every hand-out is legal: never, but never a wrong one)
            self.table.app.audio.play("error")
            return
        self.at = wanted
        self.table.app.audio.play("click")

    def click(self, pos) -> None:
        for rect, _col in self.buttons:
            if rect.collidepoint(pos):
                if self.row < self.done:
                    self.cycle(self.others[self.row], 1)
                else:
                    self.confirm()
                return
        for rect, step in self.arrows:
            if rect.collidepoint(pos):
                self.move_row(step)
                return
        seat = self.table.lay.seat_at(pos)
        if seat in self.others:
            row = self.others.index(seat)
            if row == self.row:
                self.cycle(seat, 1)
            else:
                self.row = row
                self.table.app.audio.play("click")

    def keys_to(self, index: int) -> list[str]:
        """The shortest presses from the hand-out on screen to option `index`, then Done and confirm."""
        target, done = tuple(self.decision.options[index].data["roles"]), self.done
        start = (self.roles, self.row)
        seen = {start: []}
        todo = deque([start])
        while todo:
            roles, row = todo.popleft()
            path = seen[(roles, row)]
            if roles == target and row == done:
                return path + ["confirm"]
            moves = [("down", roles, (row + 1) % (done + 1)), ("up", roles, (row - 1) % (done + 1))]
            if row < done:
                moves += [("right", cycled(roles, self.others, self.others[row], 1), row),
                          ("left", cycled(roles, self.others, self.others[row], -1), row)]
            for key, r, w in moves:
                if (r, w) not in seen and r in self.by_roles:
                    seen[(r, w)] = path + [key]
                    todo.append((r, w))
        return []

    def prompts(self) -> list[tuple[str, str]]:
        if self.row < self.done:
            return [("\u2191\u2193", _("Crew member")), ("\u2190\u2192", _("Character")), ("confirm", _("Done"))]
        return [("\u2191\u2193", _("Crew member")), ("confirm", self.decision.confirm or _("Hand them out"))]

    # ------------------------------------------------------------ drawing
    def row_count(self) -> int:
        return self.done + 1

    def row_label(self) -> str:
        if self.row == self.done:
            return _("Done")
        s = self.others[self.row]
        role = self.roles[s]
        return _("{name}: {role} (strength {n})").format(name=self.table.match.seats[s].name, role=role_title(role),
                                                        n=STRENGTH[role])

    def labels(self) -> list[str]:
        if self.row == self.done:
            return [self.decision.confirm or _("Hand them out")]
        return [role_title(self.roles[self.others[self.row]])]

    def hints(self) -> list[str]:
        if self.row == self.done:
            return [self.option.hint]
        role = self.roles[self.others[self.row]]
        return [_(ROLE_HINTS[role]) if role in ROLE_HINTS else ""]


def tray_for(table, decision: Decision | None) -> Tray | None:
    """The tray that walks `decision` on the TV (None for none)."""
    if decision is None:
        return None
    return RolesTray(table, decision) if decision.kind == "assign_roles" else Tray(table, decision)
