"""The tray in the middle of the deck: a Pagamás `Decision` (choices.py) drawn, and walked with the keys.

A `Tray` is thin navigation over the decision's options: rows (up/down) of options
(left/right). Options whose steps share all but the last form a row labelled by those steps
(the share's loot card, then to whom; a promise, then to whom; a victim, then the den); the
one-step options form a row of their own. Confirm submits the focused option's action, which
is one of the decision's options, hence of `legal_actions`. With a mouse: click a button, or
a crew member's place to focus the option naming them (a second click takes it).

The captain's hand-out of the characters walks its options its own way (choices_roles.py).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.decision import Decision, json_key
from game.i18n import N_, _

from .. import theme
from ..widgets import draw_panel, draw_text, focus_ring, render_text

BUTTON_H = 60

#: A row of one-step options in a tray of several rows, or the one row of a tray: what it says.
ROW_NOTES = {"call_vote": N_("Call the vote now, or up / down for a promise"),
             "refloat": N_("Every turn starts with 2 action cards in hand; sailors drawn go in front of you.")}


@dataclass
class Row:
    head: tuple          # the steps its options share (all but their last)
    options: list[int]   # indices into the decision's options


def rows_of(decision: Decision) -> list[Row]:
    """The decision's options in rows: consecutive options that share all their steps but the last."""
    rows: list[Row] = []
    for i, o in enumerate(decision.options):
        head = tuple(o.steps[:-1])
        if rows and rows[-1].head == head:
            rows[-1].options.append(i)
        else:
            rows.append(Row(head, [i]))
    return rows


class Tray:
    """Which row and option of a decision is focused, the keys and clicks that move it, and its drawing."""

    def __init__(self, table, decision: Decision) -> None:
        self.table = table
        self.decision = decision
        self.rows = rows_of(decision)
        self.row, self.col = self.place(decision.focus)
        self.buttons: list[tuple[pygame.Rect, int]] = []    # (rect, column) of the row on screen
        self.arrows: list[tuple[pygame.Rect, int]] = []     # (rect, -1 | +1) of the ↑↓ beside its label
        self.hint_rect: pygame.Rect | None = None           # where the focused option's hint was drawn

    # ------------------------------------------------------------ what is focused
    @property
    def seat(self) -> int:
        return self.decision.seat

    @property
    def index(self) -> int:
        return self.rows[self.row].options[self.col]

    @property
    def option(self):
        return self.decision.options[self.index]

    def place(self, index: int) -> tuple[int, int]:
        """(row, column) of the option `index`."""
        for r, row in enumerate(self.rows):
            if index in row.options:
                return r, row.options.index(index)
        raise ValueError(f"option {index} is not in the tray")

    def row_options(self, row: int | None = None):
        return [self.decision.options[i] for i in self.rows[self.row if row is None else row].options]

    def glowing_seats(self) -> set[int]:
        return {o.data["seat"] for o in self.row_options() if "seat" in o.data}

    def focused_seat(self) -> int | None:
        return self.option.data.get("seat")

    def focused_cards(self) -> set[int]:
        return {self.option.data["card"]} if "card" in self.option.data else set()

    def keep(self, old: Tray | None) -> None:
        """A decision rebuilt with the same options (another seat's event played while this one
        chooses, e.g. a bot voting at once) keeps the row and the option the player had reached."""
        if old is not None and type(old) is type(self) and old.seat == self.seat \
                and [json_key(a) for a in old.decision.actions] == [json_key(a) for a in self.decision.actions]:
            self.row, self.col = old.row, old.col

    # ------------------------------------------------------------ input
    def handle(self, intent) -> None:
        k = intent.kind
        if k in ("up", "down") and len(self.rows) > 1:
            self.move_row(1 if k == "down" else -1)
        elif k in ("left", "right"):
            n = len(self.rows[self.row].options)
            self.col = (self.col + (1 if k == "right" else -1)) % n
            self.table.app.audio.play("click")
        elif k == "confirm":
            self.confirm()
        elif k == "click":
            self.click(intent.pos)

    def move_row(self, step: int) -> None:
        self.row = (self.row + step) % len(self.rows)
        self.col = min(self.col, len(self.rows[self.row].options) - 1)
        self.table.app.audio.play("click")

    def click(self, pos) -> None:
        for rect, col in self.buttons:
            if rect.collidepoint(pos):
                self.col = col
                self.confirm()
                return
        for rect, step in self.arrows:
            if rect.collidepoint(pos):
                self.move_row(step)
                return
        seat = self.table.lay.seat_at(pos)
        if seat is None:
            return
        order = [self.row] + [r for r in range(len(self.rows)) if r != self.row]
        for r in order:
            for c, o in enumerate(self.row_options(r)):
                if o.data.get("seat") == seat:
                    if (r, c) == (self.row, self.col):
                        self.confirm()
                    else:
                        self.row, self.col = r, c
                        self.table.app.audio.play("click")
                    return

    def confirm(self) -> None:
        self.table.app.audio.play("select")
        self.table.submit(self.seat, self.option.action)

    def keys_to(self, index: int) -> list[str]:
        """The intents that take the focus to option `index` and confirm it (down to its row,
        right to its option)."""
        at = self.place(index)
        row, col = self.row, self.col
        presses = []
        while row != at[0]:
            row = (row + 1) % len(self.rows)
            col = min(col, len(self.rows[row].options) - 1)
            presses.append("down")
        presses += ["right"] * ((at[1] - col) % len(self.rows[row].options))
        return presses + ["confirm"]

    def prompts(self) -> list[tuple[str, str]]:
        items = []
        if len(self.rows) > 1:
            items.append(("\u2191\u2193", _("Row")))
        if len(self.rows[self.row].options) > 1:
            items.append(("\u2190\u2192", _("Choose")))
        label = self.option.label
        items.append(("confirm", label if len(label) < 28 else _("Confirm")))
        return items

    # ------------------------------------------------------------ drawing
    def row_count(self) -> int:
        return len(self.rows)

    def row_label(self) -> str:
        head = self.rows[self.row].head
        if head:
            return " ".join(head)
        return _(ROW_NOTES[self.decision.kind]) if self.decision.kind in ROW_NOTES else ""

    def labels(self) -> list[str]:
        """The buttons of the row on screen."""
        return [o.label for o in self.row_options()]

    def hints(self) -> list[str]:
        """The line said about each button of the row on screen."""
        return [o.hint for o in self.row_options()]

    def hint(self) -> str:
        return self.hints()[self.col]

    def draw(self, surface, rect: pygame.Rect, time: float) -> None:
        draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS, alpha=240)
        colour = self.table.words(self.seat)
        name = self.table.match.seats[self.seat].name
        prompt = self.decision.prompt
        head = (_("{name}: {instruction}  (secret)") if self.decision.secret else _("{name}: {instruction}")).format(
            name=name, instruction=prompt)
        draw_text(surface, head, (rect.centerx, rect.y + 30), 34, colour, "bold")
        y = rect.y + 76
        self.arrows = []
        label = self.row_label()
        if self.row_count() > 1:
            text = render_text(f"{label}   ({self.row + 1}/{self.row_count()})", theme.SIZE_SMALL, theme.TEXT, "bold")
            lr = text.get_rect(center=(rect.centerx, y))
            surface.blit(text, lr)
            for x in (lr.left - 30, lr.right + 30):
                _updown(surface, (x, y), theme.BRASS)
                self.arrows += [(pygame.Rect(x - 14, y - 20, 28, 20), -1), (pygame.Rect(x - 14, y, 28, 20), 1)]
        elif label:
            draw_text(surface, label, (rect.centerx, y), theme.SIZE_SMALL, theme.TEXT_DIM, "bold")
        self.buttons = []
        labels = self.labels()
        widths = [max(150, render_text(t, theme.SIZE_SMALL, theme.TEXT, "bold").get_width() + 44) for t in labels]
        gap = 18
        total = sum(widths) + gap * (len(labels) - 1)
        scale = min(1.0, (rect.w - 40) / total) if total else 1.0
        x = rect.centerx - total * scale / 2
        by = rect.y + 100
        for i, (t, w) in enumerate(zip(labels, widths)):
            b = pygame.Rect(round(x), by, round(w * scale), BUTTON_H)
            focused = i == self.col
            draw_panel(surface, b, fill=theme.WOOD if focused else theme.INK,
                       border=theme.BRASS if focused else theme.BRASS_DARK, radius=12, alpha=250)
            img = render_text(t, theme.SIZE_SMALL, theme.TEXT if focused else theme.TEXT_DIM, "bold")
            if img.get_width() > b.w - 16:
                img = pygame.transform.smoothscale(img, (b.w - 16, round(img.get_height() * (b.w - 16) / img.get_width())))
            surface.blit(img, img.get_rect(center=(b.centerx - 3, b.centery - 4)))
            if focused:
                focus_ring(surface, b.move(-3, -4).inflate(-6, -8), time, radius=12)
            self.buttons.append((b, i))
            x += (w + gap) * scale
        hint = self.hint()
        self.hint_rect = None
        if hint:                       # under the buttons, never over them, however many lines it takes
            self.hint_rect = draw_text(surface, hint, (rect.centerx, by + BUTTON_H + 2), theme.SIZE_SMALL,
                                       theme.TEXT_DIM, anchor="midtop", width=rect.w - 40)


def _updown(surface, centre, colour) -> None:
    x, y = centre
    pygame.draw.polygon(surface, colour, [(x - 9, y - 4), (x + 9, y - 4), (x, y - 16)])
    pygame.draw.polygon(surface, colour, [(x - 9, y + 4), (x + 9, y + 4), (x, y + 16)])
