"""The Cartagena table: the path(s), pirates, hands, deck and discard, every variant, every event animated.

Controls (any device): up/down pick a target (one of your pirates; a rival's pirate in
Morgan's mode; a rival for the pistol), left/right pick a chip (a card, "Back" to move
that pirate back, "Sail", a power), confirm plays it; the shoulder buttons (Q/R) switch
mode (your pirates / Morgan / Black Sorceress) when the variant has more than one; alt
ends the turn (or passes with no cards); back leaves the sorceress's second row. A
power's card choice and Filibusters' discards show the cards to pick from in a panel
over the board. With a mouse: click a pirate, then a chip or the glowing destination;
click a mode tab, a rival, a card to pick. The log key shows the rules in play beside
the ship's log. The table draws only what `view(viewer)` and the events show; a
destination preview comes from applying the action to a clone.
"""
from __future__ import annotations

import pygame

from game import Match
from game.cartagena.actions import END_TURN, PASS_AND_DRAW

from ..inspect import Spot
from ..table import TableScene
from . import layout as L
from . import spots, tips
from .anims import Animations
from .choices import MODE_NAMES, Controls, symbol_of
from .choices_panels import ChoicePanels
from .board import Board
from .hud import Hud
from .log import CHAPTERS, describe

PREVIEW_MOVES = ("play_card", "move_back", "advance_rival", "invoke_parrots", "invoke_hook")


def still_out(pirates: list[int], goal: int, where: str) -> str:
    """Where a seat's pirates not yet home stand: how many spaces each is short of the goal."""
    short = sorted(goal - p for p in pirates if p != goal)
    if not short:
        return f"every pirate {where}"
    return "still out: " + ", ".join(str(d) for d in short) + f" space{'s' if short[-1] != 1 else ''} short"


class CartagenaTable(Animations, Hud, ChoicePanels, Board, TableScene):
    coach_tips = tips.TIPS     # the coach's tips (tips.py)
    tip_band = (120, 600, 1420, 56)   # a tip: between the board and the hand: the hand, the deck and Back stay readable
    log_chapters = CHAPTERS   # the log's chapters (log.py)

    def __init__(self, app, match: Match, bindings: dict[int, str] | None = None, demo: bool = False) -> None:
        self.controls = Controls()
        self._legal: dict[int, list] = {}
        self._preview_cache: dict = {}
        self.flying: list[dict] = []      # things in flight: cards, pawns, the sloop
        self.reveals: list[dict] = []     # chest tokens being shown face up
        self.buttons: dict[str, pygame.Rect] = {}
        self.option_rects: list[pygame.Rect] = []
        self.tab_rects: dict[str, pygame.Rect] = {}
        self.choice_rects: list[pygame.Rect] = []
        self.clicked_chip: int | None = None   # the chip the mouse clicked once: a second click plays it
        self.shown: dict = {}
        super().__init__(app, match, bindings, demo)
        self.sync()
        # How many pirates each player leads (six, or the variant's): the players' rows count
        # against it, so a pirate in flight never makes "0/6 aboard" read "0/5".
        self.pirates_each = len(self.shown["pirates"][0])
        self.episode = self.shown.get("episode", "tunnel")
        self.course = L.Course.build(self.shown)
        if self.shown.get("sloop_at") == "tortuga":
            self.course.ferry_t = 1.0
        self.tiles = L.path_tiles(self.shown, self.course.size)
        self.board_bg = self._board_background()
        self.variant = bool(self.shown.get("options"))
        # A variant's rules are shown once at the start (the log key shows them again).
        self.show_log = self.variant and not demo and bool(self.humans()) and match.state.turn_number == 1 \
            and not match.log

    # ------------------------------------------------------------------ the model shown
    def sync(self) -> None:
        """Take the authoritative view (when no event is waiting to be animated)."""
        self.shown = self.match.state.view(self.viewer)
        self._legal = {}
        self._preview_cache = {}
        if hasattr(self, "course") and self.course.ferry is not None:
            self.course.ferry_t = 1.0 if self.shown.get("sloop_at") == "tortuga" else 0.0
        self.clamp_selection()

    def names(self) -> list[str]:
        return [s.name for s in self.match.seats]

    def legal(self, seat: int) -> list:
        if seat not in self._legal:
            self._legal[seat] = self.match.state.legal_actions(seat)
        return self._legal[seat]

    def after_submit(self, seat, action) -> None:
        self._preview_cache = {}
        self._legal = {}
        self.clicked_chip = None
        if action.TYPE.startswith("invoke") or action.TYPE == "choose_card":
            self.controls.step = None

    def game_over(self) -> None:
        self.sync()
        super().game_over()

    def describe(self, e) -> str | None:
        return describe(e, self.shown, self.names())

    def inspect_spots(self) -> list[Spot]:
        return spots.spots(self)

    def coach_kinds(self, seat: int) -> tuple[str, ...]:
        """The kinds of decision `seat` faces now, for the coach's tips (tips.py)."""
        if not self.shown or seat != self.viewer:
            return ()
        return tips.kinds(self.shown, seat, self.controls, self.legal(seat))

    def results_lines(self) -> list[tuple[int, str]]:
        v = self.match.state.view(None)
        goal = len(v["path"]) + 1
        where = "aboard" if v.get("episode", "tunnel") == "tunnel" else "in the cove"
        rows = []
        for seat, pirates in enumerate(v["pirates"]):
            home = sum(1 for p in pirates if p == goal)
            rows.append((seat, home, v["scores"][seat]))
        rows.sort(key=lambda r: (-r[1], -r[2]))
        winners = set(v["winners"])
        rows.sort(key=lambda r: r[0] not in winners)
        return [(seat, f"{home} of {len(v['pirates'][seat])} {where} \u2022 {progress} steps\n"
                       + still_out(v["pirates"][seat], goal, where))
                for seat, home, progress in rows]

    # ------------------------------------------------------------------ the selection
    def clamp_selection(self) -> None:
        seat = self.human_to_move()
        if seat is None or not self.shown:
            return
        self.controls.clamp(self.shown, seat, self.legal(seat))

    def selected_action(self, seat: int, chip: int | None = None):
        return self.controls.action(self.shown, seat, self.legal(seat), chip)

    def preview(self, seat: int, action):
        """(destination, cards drawn, pirate's seat) of `action`, by applying it to a clone of the state."""
        key = (seat, action)
        if key not in self._preview_cache:
            events = self.match.state.clone().apply(seat, action)
            moved = next((e for e in events if e.TYPE == "pirate_moved"), None)
            drawn = sum(e.count for e in events if e.TYPE == "cards_drawn" and e.seat == seat)
            self._preview_cache[key] = (moved.to_space if moved else None, drawn, moved.seat if moved else seat)
        return self._preview_cache[key]

    # ------------------------------------------------------------------ human input
    def wants_back(self) -> bool:
        return self.controls.step is not None

    def handle_board(self, intent) -> None:
        seat = self.human_to_move()
        if seat is None:
            return
        k = intent.kind
        c = self.controls
        v, legal = self.shown, self.legal(seat)
        choosing = c.choosing(v, seat)
        if k in ("page_prev", "page_next") and not choosing and len(c.modes(v)) > 1:
            c.cycle_mode(v, 1 if k == "page_next" else -1)
            c.clamp(v, seat, legal)
            self.app.audio.play("click")
        elif k in ("up", "down", "page_prev", "page_next"):
            n = len(c.targets(v, seat, legal))
            if n > 1:
                c.sel_target = (c.sel_target + (1 if k in ("up", "page_next") else -1)) % n
                self.app.audio.play("click")
            elif choosing:
                self.move_chip(1 if k in ("down", "page_next") else -1)
        elif k in ("left", "right"):
            n = len(c.targets(v, seat, legal))
            if c.mode == "morgan" and not choosing and n > 1:
                c.sel_target = (c.sel_target + (1 if k == "right" else -1)) % n
                self.app.audio.play("click")
            else:
                self.move_chip(1 if k == "right" else -1)
        elif k == "confirm":
            self.confirm(seat)
        elif k == "back":
            if c.step is not None:
                c.close_step()
                c.clamp(v, seat, legal)
                self.app.audio.play("back")
        elif k == "alt":
            if not choosing:
                self.end_turn(seat)
        elif k == "click":
            self.click(seat, intent.pos)
        elif k == "point":
            self.hover(seat, intent.pos)

    def move_chip(self, step: int) -> None:
        seat = self.human_to_move()
        n = len(self.controls.chips(self.shown, seat, self.legal(seat)))
        if n:
            self.controls.sel_chip = (self.controls.sel_chip + step) % n
            self.clicked_chip = None
            self.app.audio.play("click")

    def confirm(self, seat: int) -> None:
        c, v, legal = self.controls, self.shown, self.legal(seat)
        action = self.selected_action(seat)
        if action is not None:
            self.submit(seat, action)
            return
        step = c.opens_step(v, seat, legal)
        if step is not None:
            c.open_step(step)
            c.clamp(v, seat, legal)
            self.app.audio.play("select")
            return
        chip = c.chip(v, seat, legal)
        if self.shown.get("can_pass") and c.mode == "move" and (chip is None or chip.kind == "back"):
            self.submit(seat, PASS_AND_DRAW)           # as in the base game: no cards, confirm passes
            return
        self.app.audio.play("error")
        self.show_toast(self.why_not(seat))

    def why_not(self, seat: int) -> str:
        """Why confirm does nothing now, in a player's words."""
        c, v, legal = self.controls, self.shown, self.legal(seat)
        chip = c.chip(v, seat, legal)
        if chip is None:
            return "Nothing to play here."
        if c.mode == "morgan":
            return "No rival's pirate can be advanced now."
        if chip.kind == "back":
            return "That pirate cannot move back: no space behind holds 1 or 2 pirates."
        if chip.kind == "sail":
            return ("Sail to Tortuga only with one of your pirates aboard." if v.get("sloop_at") == "cartagena"
                    else "Sail back only with one of your pirates still in the tunnel.")
        if chip.kind == "card":
            return f"That pirate cannot play {symbol_of(chip.value)}."
        if chip.kind == "power":
            sym = symbol_of(chip.value)
            return {"parrot": "The parrots' power needs two parrots and a pirate that can move.",
                    "hook": "The hook needs two of your pirates on one space, a second card and two actions.",
                    "chest": "Open a chest with a pirate standing on a closed chest.",
                    "pistol": "Point the pistol at a rival who has cards."}.get(sym, "That power cannot be used now.")
        if chip.kind in ("symbol", "second"):
            return "That pirate cannot move with it."
        return "That is not possible now."

    def end_turn(self, seat: int) -> None:
        legal = self.legal(seat)
        if PASS_AND_DRAW in legal:
            self.submit(seat, PASS_AND_DRAW)
        elif END_TURN in legal:
            self.submit(seat, END_TURN)
        else:
            self.app.audio.play("error")
            self.show_toast("Take at least one action first: play a card or move a pirate back.")

    def space_at(self, pos) -> int | None:
        for i in range(len(self.course.rects)):
            if self.course.rect(i).collidepoint(pos):
                return i
        return None

    def click(self, seat: int, pos) -> None:
        c, v, legal = self.controls, self.shown, self.legal(seat)
        for name, rect in self.buttons.items():
            if rect.collidepoint(pos):
                self.end_turn(seat)
                return
        for mode, rect in self.tab_rects.items():
            if rect.collidepoint(pos):
                if mode == c.mode:
                    c.close_step()                 # the mouse's way back from the second row
                c.set_mode(mode)
                c.clamp(v, seat, legal)
                self.app.audio.play("click")
                return
        rects = self.choice_rects or self.option_rects
        for i, rect in enumerate(rects):
            if rect.collidepoint(pos):
                # Click a chip, then click it again: the first click (not the hover) chooses it
                # and shows where it leads, the second plays it.
                if i == c.sel_chip and self.clicked_chip == i:
                    self.confirm(seat)
                else:
                    c.sel_chip, self.clicked_chip = i, i
                    self.app.audio.play("click")
                return
        rival = self.row_at(pos)
        targets = c.targets(v, seat, legal)
        if rival is not None and rival in targets:
            c.sel_target = targets.index(rival)
            self.app.audio.play("click")
            return
        space = self.space_at(pos)
        if space is None:
            return
        action = self.selected_action(seat)
        if action is not None and action.TYPE in PREVIEW_MOVES and self.preview(seat, action)[0] == space \
                and c.target(v, seat, legal) != space:
            self.confirm(seat)
            return
        if c.mode == "morgan":
            here = [i for i, t in enumerate(targets) if t is not None and t[1] == space]
            if here:
                now = c.sel_target
                c.sel_target = next((i for i in here if i > now), here[0]) if now in here else here[0]
                self.app.audio.play("click")
            return
        if space in targets:
            c.sel_target = targets.index(space)
            self.app.audio.play("click")

    def hover(self, seat: int, pos) -> None:
        for i, rect in enumerate(self.choice_rects or self.option_rects):
            if rect.collidepoint(pos):
                self.controls.sel_chip = i
                return

    # ------------------------------------------------------------------ geometry
    def row_length(self) -> int:
        seat = self.human_to_move()
        if seat is None:
            return len(set(self.shown.get("hand") or [])) + 1
        return len(self.controls.chips(self.shown, seat, self.legal(seat)))

    def row_offset(self) -> int:
        """How many chips stand before the cards in the options row (the Back chip)."""
        opts = self.shown.get("options") or {}
        return 0 if opts.get("draw") == "morgan" else 1

    def chip_rects(self, count: int) -> list[pygame.Rect]:
        """Rectangles of the options row's `count` chips, side by side: a row too long for the
        cards' full size (six kinds of card and Back) takes smaller chips, never overlapping ones
        (an overlap hid the Back chip and cut the cards' names)."""
        gap = L.CHIP_GAP
        w = min(L.CARD_W, (L.HAND_W - gap * (count - 1)) // max(1, count))
        h = round(L.CARD_H * w / L.CARD_W)
        step = min(w + 14, (L.HAND_W - w) / max(1, count - 1))
        total = step * (count - 1) + w
        x0 = L.HAND_X - total / 2
        return [pygame.Rect(round(x0 + i * step), L.HAND_Y - h // 2, w, h) for i in range(count)]

    def hand_rects(self, n_cards: int) -> list[pygame.Rect]:
        """The base game's row: the Back chip, then each card."""
        return self.chip_rects(n_cards + 1)

    def hand_center(self) -> tuple[int, int]:
        return (L.HAND_X, L.HAND_Y)

    def choice_center(self) -> tuple[int, int]:
        return (L.HAND_X, 380)

    def player_row_center(self, seat: int) -> tuple[int, int]:
        r = L.PLAYERS_RECT
        row_h = (r.h - 30) // max(1, len(self.match.seats))
        return (r.x + 120, r.y + 20 + row_h * seat + row_h // 2)

    def row_at(self, pos) -> int | None:
        r = L.PLAYERS_RECT
        if not r.collidepoint(pos):
            return None
        row_h = (r.h - 30) // max(1, len(self.match.seats))
        seat = (pos[1] - r.y - 20) // row_h
        return seat if 0 <= seat < len(self.match.seats) else None

    def pawn_spots(self) -> list[tuple[int, int, float, float]]:
        """(seat, colour, x, y) of every pawn at rest, drawn back to front."""
        per_space: dict[int, list[int]] = {}
        for seat, pirates in enumerate(self.shown["pirates"]):
            for p in pirates:
                per_space.setdefault(p, []).append(seat)
        out = []
        for space, seats in per_space.items():
            for slot, seat in enumerate(seats):
                x, y = self.course.spot(space, slot, len(seats))
                out.append((seat, self.match.seats[seat].colour, x, y))
        out.sort(key=lambda t: t[3])
        return out

    def mode_label(self, mode: str) -> str:
        return MODE_NAMES[mode]

