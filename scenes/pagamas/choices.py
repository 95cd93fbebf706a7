"""A human's input turned into one of legal_actions: every Pagamás decision as rows of options.

A decision is a few rows (up/down) of options (left/right); confirm submits the focused
option's action, which is always one of `state.legal_actions(seat)`. Rows group what goes
together: the share's loot cards (row) and the seats to deal them to (options); the victims
of an ambush (row) and the dens to lay (options); the captain's promises (row) and whom
they are for (options). The captain's role assignment is its own editor (RolesDecision):
up/down a seat, left/right swaps its character with the seat holding the next one.
With a mouse: click an option's button, or a seat's place to pick the option for that seat.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.i18n import N_, _
from game.pagamas.cards import STRENGTH, TITLES

from .. import theme
from ..widgets import draw_panel, draw_text, focus_ring, render_text

BUTTON_H = 60


@dataclass
class Option:
    label: str
    action: object
    seat: int | None = None      # the seat this option names (its place glows; a click there picks it)
    card: int | None = None      # the loot card it names (ringed in its row)
    hint: str = ""


@dataclass
class Row:
    label: str
    options: list[Option]
    card: int | None = None


@dataclass
class Decision:
    table: object
    seat: int
    instruction: str
    rows: list[Row]
    row: int = 0
    col: int = 0
    secret: bool = False
    buttons: list[tuple[pygame.Rect, int]] = field(default_factory=list)
    arrows: list[tuple[pygame.Rect, int]] = field(default_factory=list)

    # ------------------------------------------------------------ what is focused
    @property
    def option(self) -> Option:
        return self.rows[self.row].options[self.col]

    def glowing_seats(self) -> set[int]:
        return {o.seat for o in self.rows[self.row].options if o.seat is not None}

    def focused_seat(self) -> int | None:
        return self.option.seat

    def focused_cards(self) -> set[int]:
        out = {self.rows[self.row].card} if self.rows[self.row].card is not None else set()
        if self.option.card is not None:
            out.add(self.option.card)
        return out

    def wants_back(self) -> bool:
        return False

    # ------------------------------------------------------------ input
    def handle(self, intent) -> None:
        k = intent.kind
        audio = self.table.app.audio
        if k in ("up", "down") and len(self.rows) > 1:
            self.row = (self.row + (1 if k == "down" else -1)) % len(self.rows)
            self.col = min(self.col, len(self.rows[self.row].options) - 1)
            audio.play("click")
        elif k in ("left", "right"):
            n = len(self.rows[self.row].options)
            self.col = (self.col + (1 if k == "right" else -1)) % n
            audio.play("click")
        elif k == "confirm":
            self.confirm()
        elif k == "click":
            self.click(intent.pos)

    def click(self, pos) -> None:
        for rect, col in self.buttons:
            if rect.collidepoint(pos):
                self.col = col
                self.confirm()
                return
        for rect, step in self.arrows:
            if rect.collidepoint(pos):
                self.row = (self.row + step) % len(self.rows)
                self.col = min(self.col, len(self.rows[self.row].options) - 1)
                self.table.app.audio.play("click")
                return
        seat = self.table.lay.seat_at(pos)
        if seat is None:
            return
        order = [self.row] + [i for i in range(len(self.rows)) if i != self.row]
        for ri in order:
            for ci, opt in enumerate(self.rows[ri].options):
                if opt.seat == seat:
                    if (ri, ci) == (self.row, self.col):
                        self.confirm()
                    else:
                        self.row, self.col = ri, ci
                        self.table.app.audio.play("click")
                    return

    def confirm(self) -> None:
        self.table.app.audio.play("select")
        self.table.submit(self.seat, self.option.action)

    def prompts(self) -> list[tuple[str, str]]:
        items = []
        if len(self.rows) > 1:
            items.append(("\u2191\u2193", _("Row")))
        if len(self.rows[self.row].options) > 1:
            items.append(("\u2190\u2192", _("Choose")))
        items.append(("confirm", self.option.label if len(self.option.label) < 28 else _("Confirm")))
        return items

    # ------------------------------------------------------------ drawing
    def draw(self, surface, rect: pygame.Rect, time: float) -> None:
        draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS, alpha=240)
        colour = self.table.colour(self.seat)
        name = self.table.match.seats[self.seat].name
        head = (_("{name}: {instruction}  (secret)") if self.secret else _("{name}: {instruction}")).format(
            name=name, instruction=self.instruction)
        draw_text(surface, head, (rect.centerx, rect.y + 30), 34, colour, "bold")
        row = self.rows[self.row]
        y = rect.y + 76
        self.arrows = []
        if len(self.rows) > 1:
            label = render_text(f"{row.label}   ({self.row + 1}/{len(self.rows)})", theme.SIZE_SMALL, theme.TEXT, "bold")
            lr = label.get_rect(center=(rect.centerx, y))
            surface.blit(label, lr)
            for x in (lr.left - 30, lr.right + 30):
                _updown(surface, (x, y), theme.BRASS)
                self.arrows += [(pygame.Rect(x - 14, y - 20, 28, 20), -1), (pygame.Rect(x - 14, y, 28, 20), 1)]
        elif row.label:
            draw_text(surface, row.label, (rect.centerx, y), theme.SIZE_SMALL, theme.TEXT_DIM, "bold")
        self.buttons = []
        opts = row.options
        widths = [max(150, render_text(o.label, theme.SIZE_SMALL, theme.TEXT, "bold").get_width() + 44) for o in opts]
        gap = 18
        total = sum(widths) + gap * (len(opts) - 1)
        scale = min(1.0, (rect.w - 40) / total) if total else 1.0
        x = rect.centerx - total * scale / 2
        by = rect.y + 100
        for i, (o, w) in enumerate(zip(opts, widths)):
            b = pygame.Rect(round(x), by, round(w * scale), BUTTON_H)
            focused = i == self.col
            draw_panel(surface, b, fill=theme.WOOD if focused else theme.INK,
                       border=theme.BRASS if focused else theme.BRASS_DARK, radius=12, alpha=250)
            text = render_text(o.label, theme.SIZE_SMALL, theme.TEXT if focused else theme.TEXT_DIM, "bold")
            if text.get_width() > b.w - 16:
                text = pygame.transform.smoothscale(text, (b.w - 16, round(text.get_height() * (b.w - 16) / text.get_width())))
            surface.blit(text, text.get_rect(center=(b.centerx - 3, b.centery - 4)))
            if focused:
                focus_ring(surface, b.move(-3, -4).inflate(-6, -8), time, radius=12)
            self.buttons.append((b, i))
            x += (w + gap) * scale
        hint = self.option.hint
        if hint:
            draw_text(surface, hint, (rect.centerx, rect.y + 190), theme.SIZE_SMALL, theme.TEXT_DIM, width=rect.w - 60)


def _updown(surface, centre, colour) -> None:
    x, y = centre
    pygame.draw.polygon(surface, colour, [(x - 9, y - 4), (x + 9, y - 4), (x, y - 16)])
    pygame.draw.polygon(surface, colour, [(x - 9, y + 4), (x + 9, y + 4), (x, y + 16)])


class RolesDecision(Decision):
    """The captain hands out the characters: up/down a crew member, left/right their character."""

    def __init__(self, table, seat: int, legal: list, start: list[str]) -> None:
        self.legal = set(legal)
        self.roles = list(start)
        self.cls = type(legal[0])
        self.others = [s for s in range(len(start)) if s != seat]
        super().__init__(table, seat, _("hand out the characters"), [])
        self._rebuild()

    def _rebuild(self) -> None:
        names = [s.name for s in self.table.match.seats]
        title = lambda r: _(TITLES[r])   # noqa: E731
        self.rows = [Row(_("{name}: {role} (strength {n})").format(name=names[s], role=title(self.roles[s]),
                                                                    n=STRENGTH[self.roles[s]]),
                         [Option(title(self.roles[s]), None, seat=s,
                                 hint=_(ROLE_HINTS[self.roles[s]]) if self.roles[s] in ROLE_HINTS else "")])
                     for s in self.others]
        self.rows.append(Row(_("Done"), [Option(_("Hand them out"), self.cls(roles=tuple(self.roles)),
                                                hint=", ".join(_("{name} {role}").format(name=names[s],
                                                                                          role=title(self.roles[s]))
                                                               for s in range(len(self.roles))))]))
        self.col = 0

    def handle(self, intent) -> None:
        k = intent.kind
        if k in ("left", "right") and self.row < len(self.others):
            self.cycle(self.others[self.row], 1 if k == "right" else -1)
            return
        if k == "confirm" and self.row < len(self.others):
            self.row = len(self.rows) - 1
            self.table.app.audio.play("click")
            return
        super().handle(intent)

    def cycle(self, target: int, step: int) -> None:
        pool = [self.roles[s] for s in self.others]
        pool.sort(key=lambda r: list(STRENGTH).index(r))
        mine = self.roles[target]
        nxt = pool[(pool.index(mine) + step) % len(pool)]
        other = self.roles.index(nxt)
        self.roles[target], self.roles[other] = nxt, mine
        self.table.app.audio.play("click")
        self._rebuild()

    def click(self, pos) -> None:
        for rect, _index in self.buttons:
            if rect.collidepoint(pos):
                if self.row < len(self.others):
                    self.cycle(self.others[self.row], 1)
                else:
                    self.confirm()
                return
        seat = self.table.lay.seat_at(pos)
        if seat in self.others:
            idx = self.others.index(seat)
            if idx == self.row:
                self.cycle(seat, 1)
            else:
                self.row = idx
                self.table.app.audio.play("click")

    def confirm(self) -> None:
        action = self.cls(roles=tuple(self.roles))
        if action not in self.legal:
            self.table.app.audio.play("error")
            self.table.show_toast(_("That hand-out is not allowed."))
            return
        super().confirm()

    @property
    def option(self) -> Option:
        if self.row == len(self.others):
            return self.rows[-1].options[0]
        return self.rows[self.row].options[0]

    def prompts(self) -> list[tuple[str, str]]:
        if self.row < len(self.others):
            return [("\u2191\u2193", _("Crew member")), ("\u2190\u2192", _("Character")), ("confirm", _("Done"))]
        return [("\u2191\u2193", _("Crew member")), ("confirm", _("Hand them out"))]


#: One line on each character, as the captain hands them out (shown with _()).
ROLE_HINTS = {"captain": N_("Shares the loot, assigns the roles."),
              "second": N_("A free ambush each turn; may force a twice-refused share; breaks election ties."),
              "boatswain": N_("His vote counts 2."),
              "lookout": N_("Sees the loot values with the captain."),
              "cook": N_("Draws one more action card at the refloat."),
              "chaplain": N_("May bury one loot card at the revelation, wherever he hides.")}
