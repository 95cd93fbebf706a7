"""The Cartagena table: the path(s), pirates, hands, deck and discard, every variant, every event animated.

What the human at the controls may do is one Decision (choices.decide, from their view), and the
focus is always on one of its options (controls.py): up/down pick a target (one of your pirates
that can act; a rival's pirate in Morgan's mode; a rival for the pistol), left/right a chip that
target can play (a card, "Back", "Sail", a power; then the End turn button), confirm plays the
focused option; the shoulder buttons (Q/R) switch mode (your pirates / Morgan / Black Sorceress)
when the variant has more than one; alt ends the turn (or passes with no cards); back leaves the
sorceress's second row. A power's card choice and Filibusters' discards show the cards to pick
from in a panel over the board. With a mouse: click a pirate, then a chip or the glowing
destination; click a mode tab, a rival, a card to pick. A key or a click that can do nothing
says why. The log key shows the rules in play beside the ship's log. The table draws only what
`view(viewer)` and the events show; where a move leads is the option's own (its ring and data).
"""
from __future__ import annotations

import pygame

from game import Match
from game.cartagena.actions import END_TURN, PASS_AND_DRAW, MoveBack, PlayCard
from game.core.decision import Decision, Option
from game.i18n import _, ngettext

from ..inspect import Spot
from ..phase_line import Phases
from ..table import TableScene
from . import layout as L
from . import lesson_places, spots, tips
from .phases import phases as turn_phases
from .anims import Animations
from .choices import MODE_NAMES, card_order, decide
from .controls import Chip, Controls, option_chip
from .controls_keys import mode_refusal, refusal, would_be
from .choices_panels import ChoicePanels
from .board import Board
from .hud import Hud
from .log import CHAPTERS, describe


def still_out(pirates: list[int], goal: int, where: str) -> str:
    """Where a seat's pirates not yet home stand: how many spaces each is short of the goal."""
    short = sorted(goal - p for p in pirates if p != goal)
    if not short:
        return _("every pirate {where}").format(where=where)
    return ngettext("still out: {spaces} space short", "still out: {spaces} spaces short", short[-1]).format(
        spaces=", ".join(str(d) for d in short))


class CartagenaTable(Animations, Hud, ChoicePanels, Board, TableScene):
    coach_tips = tips.TIPS     # the coach's tips (tips.py)
    phase_cards = tips.PHASES  # the coach cards of a first game (tips.py)
    phase_line_at = L.PHASE_LINE_AT   # the phase line: the top right corner, beside the top line
    tip_band = (120, 600, 1420, 56)   # a tip: between the board and the hand: the hand, the deck and Back stay readable
    log_chapters = CHAPTERS   # the log's chapters (log.py)
    secret_moves = frozenset({"discard"})   # face down, at the same time: the filibusters' discards

    def __init__(self, app, match: Match, bindings: dict[int, str] | None = None, demo: bool = False) -> None:
        self.controls = Controls()
        self._legal: dict[int, list] = {}
        self._decision: tuple[int, Decision | None] | None = None     # (seat, its decision), made once
        self.flying: list[dict] = []      # things in flight: cards, pawns, the sloop
        self.reveals: list[dict] = []     # chest tokens being shown face up
        self.buttons: dict[str, pygame.Rect] = {}
        self.option_rects: list[pygame.Rect] = []
        self.row_chips: list[Chip] = []          # the chips drawn in those rects
        self.tab_rects: dict[str, pygame.Rect] = {}
        self.choice_rects: list[pygame.Rect] = []
        self.clicked_chip: int | None = None   # the chip the mouse clicked once: a second click plays it
        self.top_rect: pygame.Rect | None = None   # the top line (or the news banner) as drawn last (hud.py)
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
        self.phase_cards = tips.phase_cards(self.shown.get("options") or {})   # Morgan's wording without moving back
        # A variant's rules are shown once at the start (the log key shows them again).
        self.show_log = self.variant and not demo and bool(self.humans()) and match.state.turn_number == 1 \
            and not match.log

    # ------------------------------------------------------------------ the model shown
    def sync(self) -> None:
        """Take the authoritative view (when no event is waiting to be animated)."""
        self.shown = self.match.state.view(self.viewer)
        self._legal = {}
        self._decision = None
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
        self._legal = {}
        self._decision = None
        self.clicked_chip = None
        self.controls.step = None

    def after_undo(self, seat: int) -> None:
        super().after_undo(seat)
        self._decision = None

    def game_over(self) -> None:
        self.sync()
        super().game_over()

    def describe(self, e) -> str | None:
        return describe(e, self.shown, self.names())

    def inspect_spots(self) -> list[Spot]:
        return spots.spots(self)

    def coach_kinds(self, seat: int) -> tuple[str, ...]:
        """The kinds of decision `seat` faces now, for the coach's tips (tips.py)."""
        if not self.shown or seat != self.viewer or self.human_to_move() != seat:
            return ()
        decision = self.decision()
        return tips.kinds(decision, self.controls.mode, self.controls.step) if decision is not None else ()

    # ------------------------------------------------------------------ teaching
    def phases(self) -> Phases:
        """The phase line (phases.py): the turn's actions; whom the table waits for once the
        animations are over."""
        view = dict(self.shown, to_move=[]) if self.busy else self.shown
        return turn_phases(view, self.names())

    def keep_clear(self) -> list[pygame.Rect]:
        """The phase line, the top line, the options row with its tabs and End turn (or the hand),
        and a power's or the Filibusters' panel of cards."""
        return super().keep_clear() + lesson_places.keep_clear(self)

    def locate(self, key: str) -> list[pygame.Rect]:
        return lesson_places.locate(self, key)

    def results_lines(self) -> list[tuple[int, str]]:
        v = self.match.state.view(None)
        goal = len(v["path"]) + 1
        where = _("aboard") if v.get("episode", "tunnel") == "tunnel" else _("in the cove")
        rows = []
        for seat, pirates in enumerate(v["pirates"]):
            home = sum(1 for p in pirates if p == goal)
            rows.append((seat, home, v["scores"][seat]))
        rows.sort(key=lambda r: (-r[1], -r[2]))
        winners = set(v["winners"])
        rows.sort(key=lambda r: r[0] not in winners)
        return [(seat, ngettext("{home} of {n} {where} \u2022 {steps} step", "{home} of {n} {where} \u2022 {steps} steps",
                                progress).format(home=home, n=len(v["pirates"][seat]), where=where, steps=progress)
                 + "\n" + still_out(v["pirates"][seat], goal, where))
                for seat, home, progress in rows]

    # ------------------------------------------------------------------ the decision and its focus
    def decision(self) -> Decision | None:
        """The decision of the human at the controls (choices.decide, from their view), followed by the
        focus; None while nobody at this couch chooses."""
        seat = self.human_to_move()
        if seat is None or seat != self.viewer or not self.shown:
            return None
        if self._decision is None or self._decision[0] != seat:
            made = decide(self.shown, seat, self.legal(seat), self.names())
            self._decision = (seat, made)
            self.controls.follow(made, self.shown)
            focus = self.lesson_focus(made) if made is not None else None
            if focus is not None:
                self.controls.focus_on(focus)
        return self._decision[1]

    def focused_action(self):
        return self.controls.action() if self.decision() is not None else None

    def refocus(self) -> None:
        """A lesson's move step opened: the focus on the option it asks for (TableScene.lesson_focus)."""
        decision = self.decision()
        focus = self.lesson_focus(decision) if decision is not None else None
        if focus is not None:
            self.controls.focus_on(focus)

    def clamp_selection(self) -> None:
        self._decision = None
        self.decision()

    def reword(self) -> None:
        """The decision again in the language now spoken, its focus and row kept (controls.follow)."""
        self.clamp_selection()

    def focused(self) -> Option | None:
        """The option the focus is on (None when there is no decision here)."""
        return self.controls.option() if self.decision() is not None else None

    def selected_action(self, seat: int | None = None):
        o = self.focused()
        return o.action if o is not None else None

    # ------------------------------------------------------------------ human input
    def wants_back(self) -> bool:
        return self.controls.step is not None

    def handle_board(self, intent) -> None:
        seat = self.human_to_move()
        if seat is None or self.decision() is None:
            return
        k = intent.kind
        if k == "click":
            self.click(seat, intent.pos)
            return
        if k == "point":
            self.hover(intent.pos)
            return
        self.press(seat, k)

    def press(self, seat: int, kind: str) -> None:
        """One key over the focus: move it, open or close the second row, play the focused option, end the
        turn; a key that can do nothing says why."""
        done = self.controls.press(kind)
        self.clicked_chip = None
        if done == "play":
            self.submit(seat, self.controls.action())
        elif done == "end":
            self.end_turn(seat)
        elif done in ("moved", "mode"):
            self.app.audio.play("click")
        elif done == "opened":
            self.app.audio.play("select")
        elif done == "closed":
            self.app.audio.play("back")
        elif kind in ("alt", "page_prev", "page_next"):
            self.refuse(refusal(self.controls, kind))

    def refuse(self, reason: str | None) -> None:
        if reason:
            self.app.audio.play("error")
            self.show_toast(reason)

    def why_not(self, seat: int, chip: Chip) -> str:
        """Why a greyed chip cannot be played, in a whole sentence: the engine's own reason where the chip
        stands for one action."""
        would = would_be(self.controls, chip)
        if isinstance(would, str):
            return would
        return self.match.state.refusal(seat, would) or _("That is not possible now.")

    def why_pirate(self, seat: int, space: int) -> str:
        """Why your pirate on `space` can do nothing now: the engine's reason for its move back (with no
        cards) or for playing your first card with it."""
        hand = self.shown.get("hand") or []
        would = PlayCard(hand[0], space) if hand else MoveBack(space)
        return self.match.state.refusal(seat, would) or _("That is not possible now.")

    def end_turn(self, seat: int) -> None:
        legal = self.legal(seat)
        if PASS_AND_DRAW in legal:
            self.submit(seat, PASS_AND_DRAW)
        elif END_TURN in legal:
            self.submit(seat, END_TURN)
        else:
            self.refuse(refusal(self.controls, "alt"))

    def space_at(self, pos) -> int | None:
        for i in range(len(self.course.rects)):
            if self.course.rect(i).collidepoint(pos):
                return i
        return None

    def click(self, seat: int, pos) -> None:
        c = self.controls
        if "end" in self.buttons and self.buttons["end"].collidepoint(pos) and not c.choosing():
            self.end_turn(seat)
            return
        for mode, rect in self.tab_rects.items():
            if rect.collidepoint(pos):
                if mode == c.mode and c.close_step():      # the mouse's way back from the second row
                    self.app.audio.play("back")
                elif c.set_mode(mode):
                    self.app.audio.play("click")
                else:
                    self.refuse(mode_refusal(mode))
                return
        rects = self.choice_rects or self.option_rects
        row = c.row()
        for i, rect in enumerate(rects):
            if rect.collidepoint(pos) and i < len(row):
                self.click_chip(seat, row[i], i)
                return
        rival = self.row_at(pos)
        if rival is not None and c.option() is not None and c.option().ring[:1] == ("rival",) and rival in c.targets():
            self.aim(rival)
            return
        space = self.space_at(pos)
        if space is None:
            return
        o = c.option()
        if o is not None and o.ring == ("space", space) and c.target() != space and not c.opens_step():
            self.submit(seat, o.action)              # the glowing destination: play it
            return
        targets = c.targets()
        if c.mode == "morgan":
            here = [t for t in targets if t[1] == space]
            if here:
                now = c.target()
                self.aim(next((t for t in here if now in here and t > now), here[0]))
            return
        if space in targets:
            self.aim(space)
        elif c.mode == "move" and space in self.shown["pirates"][seat]:
            self.refuse(self.why_pirate(seat, space))

    def click_chip(self, seat: int, chip: Chip, i: int) -> None:
        """Click a chip, then click it again: the first click (not the hover) focuses it and shows where it
        leads, the second plays it. A greyed chip says why it cannot be played."""
        c = self.controls
        if chip == c.chip() and self.clicked_chip == i:
            self.press(seat, "confirm")
            return
        index = c.find(chip, c.target() if c.targets_primary() else None) if not c.choosing() else \
            next((k for k, o in enumerate(c.options) if option_chip(o) == chip), None)
        if index is None:
            self.refuse(self.why_not(seat, chip))
            return
        c.focus_on(index)
        self.clicked_chip = i
        self.app.audio.play("click")

    def aim(self, target) -> None:
        """Focus on `target` (a pirate, a rival, a rival's pirate), keeping the chip where it can."""
        c = self.controls
        index = c.best_for(target, c.chip())
        if index is not None:
            c.focus_on(index)
            self.clicked_chip = None
            self.app.audio.play("click")

    def hover(self, pos) -> None:
        """The pointer over a chip that can be played shows it (the focus follows; nothing is chosen)."""
        c = self.controls
        row = c.row()
        for i, rect in enumerate(self.choice_rects or self.option_rects):
            if rect.collidepoint(pos) and i < len(row) and row[i] != c.chip():
                index = c.find(row[i], c.target() if c.targets_primary() else None) if not c.choosing() else i
                if index is not None:
                    c.focus_on(index)
                return

    # ------------------------------------------------------------------ geometry
    def card_center(self, card: str) -> tuple[int, int] | None:
        """Where `card` stands in the row last drawn (a chip of the turn, or the plain hand), if it does."""
        for chip, rect in zip(self.row_chips, self.option_rects):
            if chip.value == card and chip.kind in ("card", "power", "second", "choice"):
                return rect.center
        cards = sorted(set(self.shown.get("hand") or []), key=card_order)
        if card in cards:
            return self.chip_rects(len(cards))[cards.index(card)].center
        return None

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
        return _(MODE_NAMES[mode])

    def language_changed(self) -> None:
        """The board's background holds the names of the dungeon, the sloop and the cove: redraw it (and the
        decision's words)."""
        super().language_changed()
        self.board_bg = self._board_background()
        self._decision = None

