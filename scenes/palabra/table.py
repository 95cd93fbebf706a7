"""The Palabra de Pirata table: the island map, ships, gems, fists and artifacts, every event animated.

Controls (any device; the bottom row names the buttons of the device in use):
  talk       up/down an island, left/right Say nothing / I will share / I will raid,
             confirm next / send; alt says nothing at all in one press.
  decision   left/right a card, confirm puts it at the ringed island; when every island
             has its card, confirm places them (back undoes the last one).
  market     left/right a colour, up/down one gem more / fewer in the fist, confirm closes
             the fist; alt bids an empty fist; back empties it.
  artifacts  left/right an artifact (its rule is shown), confirm; then left/right among
             the ringed targets (hands, ships, islands), confirm; back steps back. The gem
             move, the returns and the 2-player block work the same way.
  picks      left/right a gem colour of the island, confirm.
With a mouse, click what glows (cards, chips, gems, targets) and the tray's buttons.
The table draws only `view(viewer)` and the events (redacted for the viewer); it
submits only legal actions and refuses nothing itself.
"""
from __future__ import annotations

import pygame

from game import Match
from game.palabra import achievements
from game.palabra.gems import COLOURS, POINTS

from .. import theme
from ..anim import lerp2
from ..inspect import Spot
from ..table import TableScene
from . import board, log, spots, tips
from . import art as S
from .anims import Animations
from .hud import Hud
from .choices import PlaceChoice, TalkChoice
from .choices_gems import GemChoice
from .effects import Effects
from .layout import LETTERS, layout
from .choices_staged import artifact_choice, block_choice, move_choice, pick_choice

SIMULTANEOUS = ("talk", "decision", "market")

def gem_breakdown(chest: dict) -> str:
    """A chest by colour and value: "gold 2\u00d74 = 8 \u00b7 ... \u00b7 red 3\u00d7\u22121 = \u22123"."""
    parts = []
    for colour in COLOURS:
        n = int(chest.get(colour, 0))
        if n:
            worth = n * POINTS[colour]
            parts.append(f"{colour} {n}\u00d7{POINTS[colour]} = {worth}".replace("-", "\u2212"))
    return " \u00b7 ".join(parts) or "an empty chest"


class PalabraTable(Animations, Hud, TableScene):
    coach_tips = tips.TIPS     # the coach's tips (tips.py)
    log_chapters = log.CHAPTERS   # the log's chapters (log.py)

    def __init__(self, app, match: Match, bindings: dict[int, str] | None = None, demo: bool = False) -> None:
        self.n = len(match.seats)
        self.lay = layout(self.n)
        self.effects = Effects()
        self.choice = None
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
        if isinstance(c, PlaceChoice) and c.rearrange and self._still_valid(c.seat):
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

    def _still_valid(self, seat: int) -> bool:
        return seat in self.couch_to_move() and (not self.curtains_needed() or seat == self.viewer)

    def make_choice(self, seat: int):
        legal = self.match.state.legal_actions(seat)
        if not legal:
            return None
        v = self.shown
        phase = v["phase"]
        me = v["seats"][seat]
        if phase == "talk":
            return TalkChoice(self, seat, legal)
        if phase == "decision":
            return PlaceChoice(self, seat, legal)
        if phase == "market":
            return GemChoice(self, seat, legal, me.get("chest") or {}, None, "")
        if phase == "resolution":
            return pick_choice(self, seat, legal)
        step = (v.get("step") or {}).get("step")
        if step == "use":
            return artifact_choice(self, seat, legal)
        if step == "rearrange":
            return PlaceChoice(self, seat, legal, rearrange=True)
        if step == "move":
            return move_choice(self, seat, legal)
        if step == "return":
            island = v["step"].get("island")
            if island is None:
                return GemChoice(self, seat, legal, me.get("chest") or {}, v["step"]["count"], "from your chest")
            return GemChoice(self, seat, legal, v["islands"][island]["gems"], v["step"]["count"],
                             f"from island {LETTERS[island]}")
        if step == "block":
            return block_choice(self, seat, legal)
        return None

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
        from .. import trophies
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
        kind = tips.kind(self.shown)
        return (kind,) if kind else ()

    def results_lines(self) -> list[tuple[int, str]]:
        st = self.match.state
        scores = st.scores()
        lines = []
        for seat in st.ranking():
            chest = st.view(None)["seats"][seat]["chest"] or {}
            lines.append((seat, f"{scores[seat]:g} points \u2022 {S.count(chest)} gems\n{gem_breakdown(chest)}"))
        return lines

    def results_extras(self) -> list[str]:
        out = []
        for seat, got in enumerate(achievements.earned(self.match.state)):
            if got:
                out.append(f"{self.match.seats[seat].name}: " + ", ".join(a.title for a in got))
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
            choice.handle(intent)
            return
        super().handle(intent)

    def handle_board(self, intent) -> None:
        choice = self.choice
        if choice is None or not self._still_valid(choice.seat):
            return
        if not self.accepts(choice.seat, intent.device):
            return
        if intent.kind == "right_click":
            if choice.wants_back():
                choice.handle(type(intent)("back", intent.device))
            return
        choice.handle(intent)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.board_bg, (0, 0))
        p = self.painter
        p.islands(surface)
        p.ships(surface)
        p.bubbles(surface)
        p.centre(surface)
        p.seats(surface)
        for v in self.effects.volleys:
            v.draw(surface)
        self.draw_marks(surface)
        choice = self.choice if self.choice is not None and self._still_valid(self.choice.seat) else None
        if choice is not None:
            choice.draw_board(surface)
            if choice.tray:
                choice.draw_tray(surface)
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
                items = [("Click", "what glows")] + [i for i in items if i[0] in ("confirm", "back", "alt")]
        self.draw_prompt_row(surface, items)
