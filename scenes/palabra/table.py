"""The Palabra de Pirata table: the island map, ships, gems, fists and artifacts, every event animated.

The decision of the human at the controls is choices.decide's, from that seat's own view; the
table holds it in a controls.Controls (the option it stands on, the step being chosen) and
draws it with choices_panels:
  talk       up/down an island, left/right Say nothing / I will share / I will raid,
             confirm next / send; alt says nothing at all in one press.
  decision   left/right a card, confirm puts it at the ringed island; when every island
             has its card, confirm places them (back undoes the last one).
  market     left/right a colour, up/down one gem more / fewer in the fist, confirm closes
             the fist; alt bids an empty fist; back empties it.
  artifacts  left/right an artifact (its rule is shown), confirm; then left/right among
             the ringed targets (hands, ships, islands), confirm; back steps back. The gem
             move and the 2-player block work the same way; the gems given back are tiles.
  picks      left/right a gem colour of the island, confirm.
With a mouse, click what glows (cards, chips, gems, targets) and the tray's buttons.
The table draws only `view(viewer)` and the events (redacted for the viewer); it
submits only the decision's options.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from game import Match
from game.palabra import achievements
from game.i18n import _, ngettext, npgettext
from game.palabra.gems import COLOURS, POINTS

from .. import theme, trophies
from ..anim import lerp2
from ..inspect import Spot
from ..phase_line import Phases
from ..table import TableScene
from . import board, lesson_places, log, spots, tips
from . import art as S
from .anims import Animations
from .hud import Hud
from . import choices_panels as panels
from .choices import decide
from .controls import BOARD_KEYS, Controls
from .effects import Effects
from .glossary import COLOUR_WORDS
from .layout import STATUS, layout
from .phases import phases as day_phases

SIMULTANEOUS = ("talk", "decision", "market")

def gem_breakdown(chest: dict) -> str:
    """A chest by colour and value: "gold 2\u00d74 = 8 \u00b7 ... \u00b7 red 3\u00d7\u22121 = \u22123"."""
    parts = []
    for colour in COLOURS:
        n = int(chest.get(colour, 0))
        if n:
            worth = n * POINTS[colour]
            parts.append(_("{colour} {n}\u00d7{points} = {worth}").format(
                colour=_(COLOUR_WORDS[colour]), n=n, points=POINTS[colour], worth=worth).replace("-", "\u2212"))
    return " \u00b7 ".join(parts) or _("an empty chest")


class PalabraTable(Animations, Hud, TableScene):
    coach_tips = tips.TIPS     # the coach's tips (tips.py)
    phase_cards = tips.PHASES  # the coach cards of a first game (tips.py)
    log_chapters = log.CHAPTERS   # the log's chapters (log.py)
    secret_moves = frozenset({"talk", "place", "bid"})   # face down, at the same time: the signals, the ships, the market's fists

    def __init__(self, app, match: Match, bindings: dict[int, str] | None = None, demo: bool = False) -> None:
        self.n = len(match.seats)
        self.lay = layout(self.n)
        self.effects = Effects()
        self.choice: Controls | None = None        # the decision at the controls, and where it stands
        self.choice_key = None
        self.submits = 0
        self.sat_out: dict[int, bool] = {}
        self.day_from: int | None = None
        self.day_tween = None
        self.final: dict | None = None
        self.shown: dict = {}
        self.recorded = False
        self.own_place: tuple[int, dict] | None = None   # the viewer's own ships, just placed
        self.own_bid: tuple[int, dict] | None = None     # the viewer's own fist, just closed
        super().__init__(app, match, bindings, demo)
        self.sync()
        self.painter = board.Painter(self)
        self.board_bg = board.background(self)

    # ------------------------------------------------------------------ facts
    def islands_of(self, seat: int) -> tuple[int, ...]:
        return tuple(self.match.state.islands_of(seat))

    def colour(self, seat: int) -> tuple[int, int, int]:
        return theme.PLAYER_COLOURS[self.match.seats[seat].colour].rgb

    def words(self, seat: int) -> tuple[int, int, int]:
        """The colour of a seat's words (its name, its line): theme.PlayerColour.text."""
        return theme.PLAYER_COLOURS[self.match.seats[seat].colour].text

    def bubble_tail(self, island: int, seat: int) -> str:
        return self.lay.bubble_tail(island, seat)

    def day_marker_pos(self) -> tuple[float, float]:
        slots = self.lay.day_slots
        day = max(1, min(5, self.shown["day"]))
        tw = self.day_tween
        if tw is not None and not tw.done and self.day_from:
            return lerp2(slots[self.day_from - 1].center, slots[day - 1].center, tw.t)
        return slots[day - 1].center

    def replacing_seat(self) -> int | None:
        """The seat re-placing its ships (rum bottle) right now: the choice draws them instead."""
        c = self.choice
        if c is not None and c.kind == "rearrange" and self._still_valid(c.seat):
            return c.seat
        return None

    def active_seats(self) -> list[int]:
        v = self.shown
        if self.busy or v["phase"] == "over":
            return []
        if v["phase"] in ("talk", "decision", "market"):
            flag = {"talk": "talked", "decision": "placed", "market": "bid"}[v["phase"]]
            return [s for s in range(self.n) if not v["seats"][s][flag]]
        if v.get("step"):
            return [v["step"]["seat"]]
        if v.get("share"):
            return [v["share"]["turn"]]
        return []

    def show_banner(self, title: str, sub: str = "", seat: int | None = None, seconds: float = 2.2,
                    colour=None) -> None:
        """The news stay 2.2 s here, shortened by the speed setting."""
        super().show_banner(title, sub, seat, seconds / max(0.5, self.speed), colour)

    # ------------------------------------------------------------------ the model shown
    def sync(self) -> None:
        self.shown = self.match.state.view(self.viewer)
        self.effects.clear()
        if self.shown["phase"] == "market" and not self.sat_out:
            self.sat_out = {s: self.shown["seats"][s]["chest_count"] == 0 for s in range(self.n)}
        self.refresh_choice()

    def after_submit(self, seat, action) -> None:
        if seat == self.viewer and action.TYPE == "place":
            self.own_place = (seat, dict(action.ships))
        if seat == self.viewer and action.TYPE == "bid":
            self.own_bid = (seat, dict(zip(S.COLOURS, action.pile())))
        if self.choice is not None and seat == self.choice.seat:
            self.submits += 1
            self.choice = None
            self.choice_key = None

    def _update(self, dt: float) -> None:
        super()._update(dt)
        self.effects.update(self.time)
        if not self.busy:
            self.refresh_choice()

    def refresh_choice(self) -> None:
        """The decision the human at the controls is making now (kept while it stays the same)."""
        seat = self.human_to_move()
        if seat is None:
            if self.choice is not None and not self._still_valid(self.choice.seat):
                self.choice, self.choice_key = None, None
            return
        if self.curtains_needed() and seat != self.viewer:
            return
        v = self.shown
        step = tuple(sorted((v.get("step") or {}).items(), key=lambda kv: kv[0])) if v.get("step") else None
        share = (v["share"]["island"], v["share"]["turn"]) if v.get("share") else None
        key = (seat, v["day"], v["phase"], step, share, self.submits)
        if key != self.choice_key:
            self.choice_key = key
            self.choice = self.make_choice(seat)

    def reword(self) -> None:
        """The decision again in the language now spoken, standing on the option it was on."""
        old = self.choice
        if old is None or self.busy:
            return
        state = self.match.state
        decision = decide(state.view(old.seat), old.seat, state.legal_actions(old.seat),
                          [s.name for s in self.match.seats])
        if decision is not None:
            self.choice = Controls(decision, decision.index_of(old.option.action))

    def _still_valid(self, seat: int) -> bool:
        return seat in self.couch_to_move() and (not self.curtains_needed() or seat == self.viewer)

    def make_choice(self, seat: int) -> Controls | None:
        """The seat's decision (choices.decide, from its own view), standing on its focus, or in a
        lesson on the option the open step asks for (TableScene.lesson_focus)."""
        state = self.match.state
        decision = decide(state.view(seat), seat, state.legal_actions(seat), [s.name for s in self.match.seats])
        if decision is None:
            return None
        return Controls(decision, self.lesson_focus(decision))

    def focused_action(self):
        choice = self.choice
        return None if choice is None or not self._still_valid(choice.seat) else choice.option.action

    def refocus(self) -> None:
        """A lesson's move step opened: the decision on screen starts again on the option it asks for."""
        choice = self.choice
        if choice is not None and self._still_valid(choice.seat):
            self.choice = self.make_choice(choice.seat)

    # ------------------------------------------------------------------ teaching
    @property
    def phase_line_at(self) -> tuple:
        """The phase line stands in the corner the layout keeps for it (layout.phase_area)."""
        area = self.lay.phase_area
        if self.n == 7:
            return (area.x, area.y, "topleft", "row", area.w)
        return (area.x, area.bottom, "bottomleft", "row", area.w)

    def phases(self) -> Phases:
        """The phase line (phases.py): whom the day waits for, once the animations are over."""
        found = day_phases(self.shown)
        return replace(found, waiting=()) if self.busy else found

    def keep_clear(self) -> list[pygame.Rect]:
        """The phase line, the status strip, the humans' panels (their hands, chests and fists), and
        the pending choice: its tray and every target its focus can visit (the board's rings)."""
        out = super().keep_clear() + [STATUS]
        out += [self.lay.seats[s].rect for s in self.humans()]
        choice = self.choice
        if choice is not None and self._still_valid(choice.seat):
            out += [pygame.Rect(r) for r in choice.rects.values()]
            if choice.stage_kind() in BOARD_KEYS:          # the caption the focus puts by each board target
                out += [panels.tag_area(r) for k, r in choice.rects.items() if isinstance(k, tuple) and k[0] == "label"]
            if choice.tray:
                out.append(self.lay.tray)
        return out

    def locate(self, key: str) -> list[pygame.Rect]:
        return lesson_places.locate(self, key)

    # ------------------------------------------------------------------ events
    def animate(self, event) -> None:
        handler = getattr(self, f"on_{event.TYPE}", None)
        if handler is not None:
            handler(event)
        else:
            self._step(event, 0.1)

    def game_over(self) -> None:
        self.record_trophies()
        super().game_over()

    def record_trophies(self) -> None:
        if self.demo or self.recorded:
            return
        self.recorded = True
        earned = achievements.earned_ids(self.match.state)
        names = [s.name for s in self.match.seats]
        problem = trophies.record(names, earned)
        if problem:
            self.app.notices.append(problem)

    def describe(self, e) -> str | None:
        return log.describe(e, [s.name for s in self.match.seats])

    def inspect_spots(self) -> list[Spot]:
        return spots.spots(self)

    def coach_kinds(self, seat: int) -> tuple[str, ...]:
        """The kind of decision `seat` faces now, for the coach's tips (tips.py)."""
        choice = self.choice
        if choice is None or choice.seat != seat or not self._still_valid(seat):
            return ()
        return (choice.kind,)

    def results_lines(self) -> list[tuple[int, str]]:
        st = self.match.state
        scores = st.scores()
        lines = []
        for seat in st.ranking():
            chest = st.view(None)["seats"][seat]["chest"] or {}
            points = ngettext("{n} point", "{n} points", scores[seat]).format(n=f"{scores[seat]:g}")
            count = npgettext("palabra results", "{n} gem", "{n} gems", S.count(chest)).format(n=S.count(chest))
            lines.append((seat, _("{points} \u2022 {gems}\n{breakdown}").format(
                points=points, gems=count, breakdown=gem_breakdown(chest))))
        return lines

    def results_extras(self) -> list[str]:
        out = []
        for seat, got in enumerate(achievements.earned(self.match.state)):
            if got:
                out.append(_("{name}: {achievements}").format(name=self.match.seats[seat].name,
                                                              achievements=", ".join(_(a.title) for a in got)))
        return out

    # ------------------------------------------------------------------ input
    def wants_back(self) -> bool:
        return self.choice is not None and self.choice.wants_back()

    def handle(self, intent) -> None:
        """As every table; but while a human is choosing in a simultaneous phase, the other
        seats' short "decided" animations never swallow that human's confirm as a skip."""
        choice = self.choice
        if (self.timeline.busy and intent.kind in ("confirm", "alt", "click") and choice is not None
                and not self.demo and not self.show_log and not self.inspector.active
                and self.match.state.phase in SIMULTANEOUS
                and self._still_valid(choice.seat) and self.accepts(choice.seat, intent.device)):
            self.choose(choice, intent.kind, intent.pos)
            return
        super().handle(intent)

    def handle_board(self, intent) -> None:
        choice = self.choice
        if choice is None or not self._still_valid(choice.seat):
            return
        if not self.accepts(choice.seat, intent.device):
            return
        kind = intent.kind
        if kind == "right_click":
            if not choice.wants_back():
                return
            kind = "back"
        self.choose(choice, kind, intent.pos)

    def choose(self, choice: Controls, kind: str, pos=None) -> None:
        """An intent on the decision at the controls: its sound, and the option it submits."""
        action, sound = choice.handle(kind, pos)
        if sound:
            self.app.audio.play(sound)
        if action is not None:
            self.submit(choice.seat, action)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.board_bg, (0, 0))
        p = self.painter
        p.islands(surface)
        p.ships(surface)
        p.bubbles(surface)
        p.centre(surface)
        p.seats(surface)
        self.draw_phase_line(surface)
        for v in self.effects.volleys:
            v.draw(surface)
        self.draw_marks(surface)
        choice = self.choice if self.choice is not None and self._still_valid(self.choice.seat) else None
        if choice is not None:
            choice.rects.clear()
            panels.draw_board(self, choice, surface)
        p.letters(surface)                   # over the rings round the islands
        if choice is not None:
            if choice.tray:
                panels.draw_tray(self, choice, surface)
        if self.banner:
            self.draw_banner(surface)
        else:
            self.draw_status(surface, choice)
        if self.final is not None and self.app.top is self:
            self.draw_final(surface)
        self.draw_prompts(surface, choice)
        self.draw_overlays(surface)

    def draw_prompts(self, surface, choice) -> None:
        items = None
        if choice is not None:
            items = list(choice.prompts())
            if self.app.input.last_kind == "mouse":
                items = [(_("Click"), _("what glows"))] + [i for i in items if i[0] in ("confirm", "back", "alt")]
        self.draw_prompt_row(surface, items)
