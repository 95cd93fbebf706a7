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

from game.pagamas.cards import (ACTION_HELP, ACTION_TITLES, DEN_HELP, DEN_TITLES, PROMISES, STRENGTH, TITLES)

from .. import theme
from ..widgets import draw_panel, draw_text, focus_ring, render_text, arrow

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
            items.append(("\u2191\u2193", "Row"))
        if len(self.rows[self.row].options) > 1:
            items.append(("\u2190\u2192", "Choose"))
        items.append(("confirm", self.option.label if len(self.option.label) < 28 else "Confirm"))
        return items

    # ------------------------------------------------------------ drawing
    def draw(self, surface, rect: pygame.Rect, time: float) -> None:
        draw_panel(surface, rect, fill=theme.NAVY, border=theme.BRASS, alpha=240)
        colour = self.table.colour(self.seat)
        name = self.table.match.seats[self.seat].name
        head = f"{name}: {self.instruction}" + ("  (secret)" if self.secret else "")
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
        super().__init__(table, seat, "hand out the characters", [])
        self._rebuild()

    def _rebuild(self) -> None:
        names = [s.name for s in self.table.match.seats]
        self.rows = [Row(f"{names[s]}: {TITLES[self.roles[s]]} (strength {STRENGTH[self.roles[s]]})",
                         [Option(f"{TITLES[self.roles[s]]}", None, seat=s,
                                 hint=_role_help(self.roles[s]))]) for s in self.others]
        self.rows.append(Row("Done", [Option("Hand them out", self.cls(roles=tuple(self.roles)),
                                             hint=", ".join(f"{names[s]} {TITLES[self.roles[s]]}"
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
        for rect, _ in self.buttons:
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
            self.table.show_toast("That hand-out is not allowed.")
            return
        super().confirm()

    @property
    def option(self) -> Option:
        if self.row == len(self.others):
            return self.rows[-1].options[0]
        return self.rows[self.row].options[0]

    def prompts(self) -> list[tuple[str, str]]:
        if self.row < len(self.others):
            return [("\u2191\u2193", "Crew member"), ("\u2190\u2192", "Character"), ("confirm", "Done")]
        return [("\u2191\u2193", "Crew member"), ("confirm", "Hand them out")]


def _role_help(r: str) -> str:
    return {"captain": "Shares the loot, assigns the roles.",
            "second": "A free ambush each turn; may force a twice-refused share; breaks election ties.",
            "boatswain": "His vote counts 2.",
            "lookout": "Sees the loot values with the captain.",
            "cook": "Draws one more action card at the refloat.",
            "chaplain": "May bury one loot card at the revelation, wherever he hides."}.get(r, "")


# ------------------------------------------------------------------ building a decision
def loot_label(values: dict, card: int) -> str:
    v = values.get(card)
    return "a loot card" if v is None else ("1 share" if v == 1 else f"{v} shares")


def make_decision(table, seat: int, legal: list, view: dict):
    """The decision for `seat` now, from its legal actions and its view."""
    names = [s.name for s in table.match.seats]
    types = {a.TYPE for a in legal}
    step = view.get("step")
    values = table.known_values(view)
    def by_type(t):  # noqa: E306
        return [a for a in legal if a.TYPE == t]

    if types == {"refloat"}:
        rows = []
        for discard in (False, True):
            opts = [Option(f"Draw {a.draw}", a, hint="Sailors drawn go in front of you at once and are replaced.")
                    for a in sorted((a for a in legal if a.discard_hand == discard), key=lambda a: a.draw)]
            if opts:
                rows.append(Row("Discard your whole hand first, then" if discard else "Keep your hand and", opts))
        return Decision(table, seat, "refloat: draw action cards", rows)
    if types == {"discard_down"}:
        opts = [Option(ACTION_TITLES.get(a.card, a.card), a, hint=ACTION_HELP.get(a.card, "")) for a in legal]
        return Decision(table, seat, "over the hand limit of 5: discard a card", [Row("", opts)])
    if types == {"assign_roles"}:
        me = view["seats"]
        start = [me[s]["role"] for s in range(len(me))]
        roles = list(view.get("characters") or [])
        if None in start or sorted(start, key=str) != sorted(roles, key=str) or start[seat] != "captain":
            start = list(legal[0].roles)
        return RolesDecision(table, seat, legal, start)
    if types == {"give"}:
        rows = []
        for card in sorted({a.card for a in legal}):
            opts = [Option(names[a.to] + (" (you)" if a.to == seat else ""), a, seat=a.to, card=card)
                    for a in sorted((a for a in legal if a.card == card), key=lambda a: a.to)]
            rows.append(Row(f"Deal {loot_label(values, card)} to", opts, card=card))
        return Decision(table, seat, "deal the share, face down", rows)
    if "call_vote" in types:
        rows = [Row("Call the vote now, or up / down for a promise", [Option("Call the vote", by_type("call_vote")[0],
                                                    hint="Everyone votes at once; a tie accepts.")])]
        for line in PROMISES:
            opts = [Option(names[a.to], a, seat=a.to, hint=f"A public, non-binding promise: \u201c{PROMISES[line]}\u201d")
                    for a in by_type("promise") if a.line == line]
            if opts:
                rows.append(Row(f"Promise: \u201c{PROMISES[line]}\u201d", opts))
        return Decision(table, seat, "promise, then call the vote", rows)
    if types == {"vote"}:
        opts = [Option("For the share" if a.yes else "Against", a) for a in sorted(legal, key=lambda a: not a.yes)]
        d = Decision(table, seat, f"vote on the share ({view['seats'][seat]['votes']} votes)", [Row("", opts)],
                     secret=True)
        return d
    if types == {"force"}:
        opts = [Option("Force the share" if a.yes else "Let the captain keep it all", a,
                       hint="Forcing opens the way to a mutiny." if a.yes else "")
                for a in sorted(legal, key=lambda a: not a.yes)]
        return Decision(table, seat, "the share was refused twice", [Row("", opts)])
    if types <= {"overboard", "pass"} and "overboard" in types:
        opts = [Option("Keep my loot", by_type("pass")[0])] if "pass" in types else []
        opts += [Option(f"Throw {loot_label(values, a.card)}", a, card=a.card,
                        hint="Thrown loot is lost for good, but no ambush can take it.") for a in by_type("overboard")]
        return Decision(table, seat, "throw loot overboard?", [Row("", opts)])
    if types <= {"salvage", "pass"} and "salvage" in types:
        opts = [Option("Pass", by_type("pass")[0]), Option("Play Salvage", by_type("salvage")[0],
                                                            hint=ACTION_HELP["salvage"])]
        return Decision(table, seat, "salvage the top discarded loot?", [Row("", opts)])
    if types == {"land"}:
        opts = [Option(DEN_TITLES.get(a.den, a.den), a, hint=DEN_HELP.get(a.den, "")) for a in legal]
        return Decision(table, seat, "choose your den for the night", [Row("", opts)], secret=True)
    if types <= {"ambush", "pass"} and "ambush" in types:
        second = (step or {}).get("step") == "second" if isinstance(step, dict) else step == "second"
        rows = [Row("", [Option("No ambush", by_type("pass")[0])])] if "pass" in types else []
        for victim in sorted({a.victim for a in by_type("ambush")}):
            opts = [Option(DEN_TITLES.get(a.den, a.den), a, seat=victim,
                           hint=f"Lay your {DEN_TITLES.get(a.den, a.den)} card on {names[victim]}: "
                                f"if that is where they hide, you take their loot.")
                    for a in by_type("ambush") if a.victim == victim]
            rows.append(Row(f"Ambush {names[victim]} at", opts))
        what = "the Second's free ambush" if second else "play an Ambush! card"
        return Decision(table, seat, what, rows)
    if types == {"pay_brothel"}:
        opts = [Option(f"Pay {loot_label(values, a.card)}", a, card=a.card) for a in legal]
        return Decision(table, seat, "pay the brothel with a loot card", [Row("", opts)])
    if types <= {"bury", "pass"} and "bury" in types:
        opts = [Option("Pass", by_type("pass")[0])] if "pass" in types else []
        opts += [Option(f"Bury {loot_label(values, a.card)}", a, card=a.card) for a in by_type("bury")]
        return Decision(table, seat, "the Chaplain may bury one loot card", [Row("", opts)])
    if types <= {"launch", "pass"} and "launch" in types:
        opts = [Option("Pass", by_type("pass")[0]), Option("MUTINY!", by_type("launch")[0],
                                                            hint="Irrevocable: everyone then takes a side.")]
        return Decision(table, seat, "launch a mutiny?", [Row("", opts)])
    if types == {"side"}:
        opts = [Option("Stand with the captain" if not a.mutineer else "Join the mutineers", a)
                for a in sorted(legal, key=lambda a: a.mutineer)]
        return Decision(table, seat, "choose your side (irrevocable)", [Row("", opts)])
    if types <= {"board", "pass"} and "board" in types:
        opts = [Option("Pass", by_type("pass")[0]), Option("Play Boarding!", by_type("board")[0],
                                                            hint=ACTION_HELP["boarding"])]
        return Decision(table, seat, "play Boarding! for your side?", [Row("", opts)])
    if types == {"sharks"}:
        opts = [Option(names[a.victim], a, seat=a.victim) for a in legal]
        return Decision(table, seat, "throw a mutineer to the sharks", [Row("", opts)])
    if types == {"stand"}:
        opts = [Option("Stand for captain" if a.yes else "Do not stand", a) for a in sorted(legal, key=lambda a: not a.yes)]
        return Decision(table, seat, "stand for captain?", [Row("", opts)])
    if types == {"elect"}:
        opts = [Option(names[a.candidate], a, seat=a.candidate) for a in legal]
        return Decision(table, seat, "elect the new captain", [Row("", opts)], secret=True)
    # Anything else the engine offers: its own words.
    opts = [Option(a.describe(), a) for a in legal]
    return Decision(table, seat, "choose", [Row("", opts)])
