"""The Libertalia table: the ship, the dens, the hand, the secret pick behind curtains, every ability animated.

Controls, any device (each seat's own): left/right (or up/down, LB/RB) move the focus
among the options of the pending decision, confirm (A / Enter / Space) takes it. With a
mouse: point at an option to focus it, click it to take it. Decisions: the secret pick
at dawn (a card of the hand, which rises), the Parrot's replay (the hand again), and in
the row under the ship the Recruiter's and the Surgeon's card, the Gunner's and the
sabre's victim (the den it lies in is ringed), the Preacher's kept token, the Merchant's
sale, the dusk booty (ringed on today's space) and the Waitress's question. The table
draws `shown`, the viewer's view moved along event by event, and only ever submits one
of `legal_actions`.
"""
from __future__ import annotations

import pygame

from game import Match
from game.core.decision import Decision
from game.i18n import _, ngettext

from ..anim import lerp
from ..inspect import Spot
from ..phase_line import Phases
from ..table import TableScene
from . import board, choices, lesson_places, spots, tips
from .phases import phases as day_phases
from .anims import Animations
from .anims_loot import LootAnimations
from .effects import Effects
from .hud import Hud
from .log import CHAPTERS, describe as describe_event


class LibertaliaTable(Animations, LootAnimations, Hud, TableScene):
    coach_tips = tips.TIPS     # the coach's tips (tips.py)
    phase_cards = tips.PHASES  # the coach cards of a first game (tips.py)
    phase_line_at = (1912, 58, "topright", "strip", 0)   # the phase line: top right, under the track, beside the top line
    log_chapters = CHAPTERS   # the log's chapters (log.py)
    secret_moves = frozenset({"pick"})   # face down, at the same time: every seat's character of the day

    def __init__(self, app, match: Match, bindings: dict[int, str] | None = None, demo: bool = False) -> None:
        self.players = match.state.players
        self.names = [s.name for s in match.seats]
        self.effects = Effects()
        self.hidden_cards: set = set()      # (seat, rank) on the ship drawn by a flight instead
        self.hidden_chips: set = set()      # (seat, rank) in a den drawn by a flight instead
        self.hidden_hand: set = set()
        self.hidden_tokens: dict = {}       # day -> tokens still in flight onto it
        self.ledger = None                  # (campaign, fortunes) while the count shows
        self.track_from = self.track_to = None
        self.track_tween = None
        self.status = ""
        self.top_rect: pygame.Rect | None = None   # the top line as drawn last (hud.draw_top)
        self.sel = 0
        self.choice_rects: list = []
        self._decision = None
        self._decision_key = None
        self.shown: dict = {}
        super().__init__(app, match, bindings, demo)
        self.sync()

    # ------------------------------------------------------------------ the model shown
    def sync(self) -> None:
        self.shown = self.match.state.view(self.viewer)

    def score_shown(self, seat: int) -> float:
        tw = self.track_tween
        if tw is not None and not tw.done and self.track_from is not None:
            return lerp(self.track_from[seat], self.track_to[seat], tw.t)
        return self.shown["seats"][seat].get("score", 0)

    def doubloons_shown(self, seat: int) -> int:
        return self.shown["seats"][seat].get("doubloons", 0)

    def game_over(self) -> None:
        self.sync()
        super().game_over()

    # ------------------------------------------------------------------ decisions
    def human_to_move(self) -> int | None:
        """As the base table, except that other seats' face-down picks still in the queue do not
        hold up a human choosing (they take no time on the timeline)."""
        if self.timeline.busy or self.match.is_over():
            return None
        if any(e.TYPE != "picked" for e in self.match.queue):
            return None
        humans = [s for s in self.couch_to_move() if s == self.viewer or not self.curtains_needed()]
        return humans[0] if humans else None

    def decision(self) -> Decision | None:
        """The decision of the seat at the controls (choices.decide, from that seat's view); `sel`
        is the option focused on it, first its own focus."""
        seat = self.human_to_move()
        if seat is None:
            return None
        state = self.match.state
        acts = state.legal_actions(seat)
        key = (seat, self.viewer, tuple(acts))
        if key != self._decision_key:
            self._decision_key = key
            self._decision = choices.decide(state.view(seat), seat, acts, self.names)
            focus = self.lesson_focus(self._decision) if self._decision is not None else None
            self.sel = focus if focus is not None else self._decision.focus if self._decision is not None else 0
        return self._decision

    def focused_action(self):
        dec = self.decision()
        return None if dec is None else dec.options[self.sel].action

    def refocus(self) -> None:
        """A lesson's move step opened: the focus on the option it asks for (TableScene.lesson_focus)."""
        focus = self.lesson_focus(self.decision())
        if focus is not None:
            self.sel = focus

    def move_sel(self, step: int) -> None:
        n = len(self._decision.options)
        new = (self.sel + step) % n
        if new != self.sel:
            self.sel = new
            self.app.audio.play("click")

    def take(self, index: int) -> None:
        """Submit the option `index` of the decision: its action, and only a legal one."""
        dec = self._decision
        action = dec.options[index].action
        if action not in self.match.state.legal_actions(dec.seat):   # never anything but a legal action
            self.app.audio.play("error")
            return
        self.app.audio.play("select")
        self.submit(dec.seat, action)

    def handle_board(self, intent) -> None:
        dec = self.decision()
        if dec is None or not dec.options:
            return
        k = intent.kind
        if k in ("left", "up", "page_prev"):
            self.move_sel(-1)
        elif k in ("right", "down", "page_next"):
            self.move_sel(1)
        elif k == "confirm":
            self.take(self.sel)
        elif k in ("click", "point"):
            hit = next((i for i, r in reversed(self.choice_rects) if r.collidepoint(intent.pos)), None)
            if hit is None:
                return
            if hit != self.sel:
                self.sel = hit
                if k == "point":
                    self.app.audio.play("click")
            if k == "click":
                self.take(hit)

    # ------------------------------------------------------------------ log and results
    def name(self, seat) -> str:
        return self.names[seat] if seat is not None else _("the bank")

    def describe(self, event) -> str | None:
        return describe_event(event, self.name)

    def log_chapter(self, event) -> bool:
        """A campaign, and each day's dawn, open a chapter of the log."""
        return event.TYPE == "campaign_begins" or (event.TYPE == "phase_begins" and event.phase == "dawn")

    def inspect_spots(self) -> list[Spot]:
        return spots.spots(self)

    @property
    def tip_band(self) -> tuple[int, int, int, int]:
        """A tip: under the top line, above the ship (the hand's card texts stay readable), stopped
        short of the phase line at its right, whose width is its language's."""
        line = self.phase_line_rect()
        right = line.left - 16 if line is not None else 1760
        return 160, 122, right - 160, 56

    # ------------------------------------------------------------------ teaching
    def phases(self) -> Phases:
        """The phase line (phases.py): whom the table waits for once the animations are over."""
        view = dict(self.shown, to_move=[] if self.busy else self.match.state.to_move())
        return day_phases(view)

    def keep_clear(self) -> list[pygame.Rect]:
        """The phase line, the top line, and the hand or the row of the pending choice."""
        out = super().keep_clear() + ([self.top_rect] if self.top_rect is not None else [])
        row = [r for _i, r in self.choice_rects] or (self.hand_rects() if self.viewer is not None else [])
        return out + lesson_places.union(row)

    def locate(self, key: str) -> list[pygame.Rect]:
        return lesson_places.locate(self, key)

    def coach_kinds(self, seat: int) -> tuple[str, ...]:
        """The kind of decision `seat` faces now, for the coach's tips (tips.py)."""
        dec = self.decision()
        return (dec.kind,) if dec is not None and dec.seat == seat and dec.kind in tips.TIPS else ()

    def results_lines(self) -> list[tuple[int, str]]:
        view = self.match.state.view(None)
        winners = set(view["winners"])
        order = sorted(range(self.players), key=lambda s: (s not in winners, -view["scores"][s]))
        lines = []
        for seat in order:
            parts = [_("campaign {n}: +{fortune}").format(n=h["campaign"], fortune=h["fortunes"][seat]["fortune"])
                     for h in view["history"]]
            lines.append((seat, ngettext("{n} doubloon", "{n} doubloons", view["scores"][seat]).format(
                n=view["scores"][seat]) + "\n" + " \u00b7 ".join(parts)))
        return lines

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        dec = self.decision()
        surface.blit(board.background(), (0, 0))
        board.draw_track(surface, self)
        board.draw_bank_and_bag(surface, self)
        board.draw_days(surface, self, dec)
        board.draw_ship(surface, self, dec)
        self.draw_dens(surface, dec)
        self.draw_hand(surface, dec)
        self.draw_phase_line(surface)
        self.draw_top(surface, dec)
        self.effects.draw(surface, self.time)
        self.draw_banner(surface, dec)
        self.draw_ledger(surface)
        self.draw_prompts(surface, dec)
        self.draw_overlays(surface)
