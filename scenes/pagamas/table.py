"""The Pagamás table: the crew round the ship's deck, the share and its vote, dens, ambushes, mutiny.

Controls (any device; the bottom row names the buttons of the device in use): every
decision is built by choices.py's `decide` from the seat's own view, and walked on a tray in
the middle of the deck (choices_panels.py): left/right an option, up/down a row (a loot card
to deal, a victim to ambush, a promise), confirm. The captain hands
out the characters with up/down a crew member and left/right their character. With a
mouse, click a button of the tray, or a crew member's place to pick the option naming them.
Secret choices (the vote, the den, the election) are made behind the hand-off curtain when
several people share the screen. The table draws only `view(viewer)` and the events
(redacted for the viewer); it submits only legal actions and refuses nothing itself.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from game import Match
from game.i18n import _, ngettext

from .. import theme
from ..inspect import Spot
from ..phase_line import Phases
from ..table import TableScene
from . import board, lesson_places, log, spots, tips
from .anims import Animations
from .art import colour_of, words_of
from .choices import decide
from .choices_roles import tray_for
from .hud import Hud
from .layout import STATUS, Layout
from .phases import phases as turn_phases

SIMULTANEOUS = {("share", "vote"), ("landing", "den"), ("election", "vote")}


class PagamasTable(Animations, Hud, TableScene):
    coach_tips = tips.TIPS     # the coach's tips (tips.py)
    phase_cards = tips.PHASES  # the coach cards of a first game, one per phase of the turn (tips.py)
    log_chapters = log.CHAPTERS   # the log's chapters (log.py)
    secret_moves = frozenset({"land", "vote", "elect"})   # face down, at the same time: the dens of the night, the votes

    @property
    def tip_band(self) -> tuple[int, int, int, int]:
        """Where a first-game tip stands: never over the lower seats' places (a player's own hand
        and sailors), nor over the share area (the phase's title, the loot drawn for the share, a
        mutiny or an election stay whole), nor over the phase line: in the strip between the upper seats
        and the share area (layout.tip_band)."""
        return tuple(self.lay.tip_band)

    def __init__(self, app, match: Match, bindings: dict[int, str] | None = None, demo: bool = False) -> None:
        self.n = len(match.seats)
        self.lay = Layout(self.n)
        self.choice = None
        self.choice_key = None
        self.submits = 0
        self.flights: list = []
        self.ready: set[int] = set()              # seats that chose face down (vote, den)
        self.raised: dict[int, tuple] = {}        # seat -> (for?, weight, rise) at a vote
        self.rising = None
        self.tally: tuple | None = None           # (for, against, accepted)
        self.election_tally: list | None = None
        self.turned: dict[int, bool] = {}         # ambush order -> its den card turned
        self.spotlight: tuple | None = None       # (den, trapper, victim, outcome) being turned
        self.final: dict | None = None
        self.final_tween = None
        self.final_cards = 0
        self.shown: dict = {}
        super().__init__(app, match, bindings, demo)
        self.sync()
        self.deck_bg = board.background(self.lay)

    # ------------------------------------------------------------------ facts
    def colour(self, seat: int | None):
        return colour_of(self.match, seat) if seat is not None else theme.BRASS

    def words(self, seat: int | None):
        """The colour of a seat's words (art.words_of), brass for nobody's."""
        return words_of(self.match, seat) if seat is not None else theme.BRASS

    def active_seats(self) -> list[int]:
        if self.busy or self.shown.get("phase") == "over":
            return []
        return list(self.match.state.to_move())

    def loot_in_front(self, seat: int) -> list[dict]:
        """The loot before a seat: its own cards, and the share's cards dealt to it face down
        while the share is not yet settled (they are its only once the vote passes)."""
        own = list(self.shown["seats"][seat].get("loot") or [])
        share = self.shown.get("share") or {}
        if not share.get("settled"):
            have = {c["card"] for c in own}
            own += [c for c in share.get("cards") or [] if c.get("to") == seat and c["card"] not in have]
        return own

    @property
    def decision(self):
        """The pending decision of the human at the controls (a game.core.decision.Decision), or None."""
        return self.choice.decision if self.choice is not None else None

    # ------------------------------------------------------------------ the model shown
    def sync(self) -> None:
        self.shown = self.match.state.view(self.viewer)
        self.refresh_choice()

    def after_submit(self, seat, action) -> None:
        if self.choice is not None and seat == self.choice.seat:
            self.submits += 1
            self.choice = None
            self.choice_key = None
        if not self.busy:
            # A move without events (calling the vote): nothing to animate, so look again now.
            self.settle()

    def _update(self, dt: float) -> None:
        super()._update(dt)
        if self.rising is not None:
            rise = 1.0 if self.rising.done else self.rising.t
            self.raised = {s: (yes, w, rise) for s, (yes, w, _) in self.raised.items()}
        if self.final is not None and self.final_tween is not None:
            tw = self.final_tween
            self.final["progress"] = self.final_cards if tw.done else max(0.0, (tw.elapsed - 0.4) / 0.35 + 1)
        if not self.busy:
            self.refresh_choice()

    def refresh_choice(self) -> None:
        seat = self.human_to_move()
        if seat is None:
            if self.choice is not None and not self._still_valid(self.choice.seat):
                self.choice, self.choice_key = None, None
            return
        if self.curtains_needed() and seat != self.viewer:
            return
        st = self.match.state
        key = (seat, self.shown.get("turn"), self.shown.get("phase"), str(self.shown.get("step")), self.submits,
               len(self.history))
        if key != self.choice_key:
            self.choice_key = key
            decision = decide(st.view(seat), seat, st.legal_actions(seat), [s.name for s in self.match.seats])
            focus = self.lesson_focus(decision) if decision is not None else None
            old, self.choice = self.choice, tray_for(self, decision if focus is None else replace(decision, focus=focus))
            if self.choice is not None and focus is None:
                self.choice.keep(old)

    def reword(self) -> None:
        """The choice again in the language now spoken, at the row and option reached."""
        self.choice_key = None
        if not self.busy:
            self.refresh_choice()

    def _still_valid(self, seat: int) -> bool:
        return seat in self.couch_to_move() and (not self.curtains_needed() or seat == self.viewer)

    # ------------------------------------------------------------------ teaching
    @property
    def phase_line_at(self) -> tuple:
        """The phase line: a column at the right edge, between the rows of seats (layout.phase_area)."""
        area = self.lay.phase_area
        return (area.x, area.y, "topleft", "column", area.w)

    def phases(self) -> Phases:
        """The phase line (phases.py): whom the table waits for, once the animations are over."""
        return turn_phases(dict(self.shown, to_move=[] if self.busy else list(self.match.state.to_move())))

    def keep_clear(self) -> list[pygame.Rect]:
        """The phase line, the top line, the pending choice's tray and the humans' hands."""
        out = super().keep_clear() + [STATUS]
        choice = self.choice
        if choice is not None and self._still_valid(choice.seat):
            out.append(self.lay.tray)
        return out + [self.lay.seats[s].hand for s in self.humans()]

    def locate(self, key: str) -> list[pygame.Rect]:
        return lesson_places.locate(self, key)

    def focused_action(self):
        choice = self.choice
        return None if choice is None or not self._still_valid(choice.seat) else choice.option.action

    def refocus(self) -> None:
        """A lesson's move step opened: the tray starts again on the option it asks for."""
        choice = self.choice
        if choice is None or not self._still_valid(choice.seat):
            return
        focus = self.lesson_focus(choice.decision)
        if focus is not None:
            self.choice = tray_for(self, replace(choice.decision, focus=focus))

    # ------------------------------------------------------------------ events
    def animate(self, event) -> None:
        handler = getattr(self, f"on_{event.TYPE}", None)
        if handler is not None:
            handler(event)
        else:
            self.step(0.1)

    def describe(self, e) -> str | None:
        return log.describe(e, [s.name for s in self.match.seats])

    def inspect_spots(self) -> list[Spot]:
        return spots.spots(self)

    def coach_kinds(self, seat: int) -> tuple[str, ...]:
        """The kind of decision `seat` faces now, for the coach's tips (tips.py)."""
        choice = self.choice
        if choice is None or choice.seat != seat or not self._still_valid(seat):
            return ()
        kind = choice.decision.kind
        return (kind,) if kind in tips.TIPS else ()

    def results_lines(self) -> list[tuple[int, str]]:
        st = self.match.state
        scores = st.scores()
        end = st.view(None)
        order = sorted(range(self.n), key=lambda s: -scores[s])
        over = next((e for e in reversed(self.history) if e.TYPE == "game_over"), None)
        buried = self.final["buried"] if self.final else [list(b) for b in over.buried] if over else \
            [end["seats"][s].get("buried_values") or [] for s in range(self.n)]
        lines = []
        for s in order:
            cards = buried[s] if s < len(buried) else []
            detail = " + ".join(str(v) for v in sorted(cards, reverse=True)) if cards else _("nothing buried")
            count = end["seats"][s]["buried_count"]
            score = ngettext("{n} share", "{n} shares", int(scores[s])).format(n=f"{scores[s]:g}")
            if count:
                detail = ngettext("{n} loot card buried: {detail}", "{n} loot cards buried: {detail}", count).format(
                    n=count, detail=detail)
            lines.append((s, score + "\n" + detail))
        return lines

    # ------------------------------------------------------------------ input
    def wants_back(self) -> bool:
        return False

    def handle(self, intent) -> None:
        """As every table; but in a simultaneous phase the other seats' short "decided"
        animations never swallow a choosing human's confirm as a skip."""
        choice = self.choice
        st = self.match.state
        view_step = (self.shown.get("phase"), self.shown.get("step"))
        if (self.timeline.busy and intent.kind in ("confirm", "click", "left", "right", "up", "down")
                and choice is not None and not self.demo and not self.show_log and not self.inspector.active
                and view_step in SIMULTANEOUS and st.phase == self.shown.get("phase")
                and self._still_valid(choice.seat) and self.accepts(choice.seat, intent.device)):
            choice.handle(intent)
            return
        super().handle(intent)

    def handle_board(self, intent) -> None:
        choice = self.choice
        if choice is None or not self._still_valid(choice.seat) or not self.accepts(choice.seat, intent.device):
            return
        choice.handle(intent)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.deck_bg, (0, 0))
        board.draw_table(self, surface)
        choice = self.choice if self.choice is not None and self._still_valid(self.choice.seat) else None
        if choice is not None:
            board.seat_glow(self, surface, choice.glowing_seats(), choice.focused_seat())
        for s in range(self.n):
            board.draw_seat(self, surface, s)
        self.draw_share_area(surface)
        if choice is not None:
            choice.draw(surface, self.lay.tray, self.time)
        for f in self.flights:
            f.draw(surface)
        self.draw_phase_line(surface)
        self.draw_status(surface)
        if self.final is not None and self.app.top is self:
            self.draw_final(surface)
        self.draw_prompts(surface, choice)
        self.draw_overlays(surface)

    def draw_prompts(self, surface, choice) -> None:
        if self.demo:
            return
        items = None
        if choice is not None:
            items = list(choice.prompts())
            if self.app.input.last_kind == "mouse":
                items = [(_("Click"), _("a button or a crew member"))] + [i for i in items if i[0] == "confirm"]
        self.draw_prompt_row(surface, items)
