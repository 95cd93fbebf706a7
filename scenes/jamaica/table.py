"""The Jamaica table: the island circuit, ships, hold boards, dice, cards and the combat duel, all animated.

Controls, any device (each seat's own): left/right (or up/down, LB/RB) move the focus
between the choices of the pending decision, confirm (A / Enter / Space) takes it.
With a mouse: click a choice to focus it, click it again (or the button) to take it.
Decisions: the captain's dice (which die by day, which by night: both shown with
their effect on his cards), the secret card (its halves numbered by the dice), a
fork's branch or the ghost ship's way (highlighted on the map), the hold to empty,
the hold(s) that pay a space's cost, the ship to attack, gunpowder (left/right sets
the amount, confirm rolls), Saran's sabre (re-roll or let it stand) and the winner's
loot. The table draws `shown`, the
viewer's view updated event by event as animations play, and only ever submits one
of `legal_actions`.
"""
from __future__ import annotations

import pygame

from game import Match
from game.i18n import _, language
from game.jamaica.circuit import circuit

from .. import theme
from ..inspect import Spot
from ..phase_line import Phases
from ..table import TableScene
from . import board, cards, choices, choices_panels, combat, dice, hud, lesson_places, spots, tips
from . import art as S
from . import layout as L
from .anims import Animations
from .anims_combat import CombatAnimations
from .log import CHAPTERS, describe as describe_event
from .phases import phases as round_phases
from .reveal import breakdown, line


# Others' secret choices and their draws animate while a human is choosing a card.
QUIET_WHILE_CHOOSING = ("card_chosen", "cards_drawn", "deck_reshuffled")


class JamaicaTable(Animations, CombatAnimations, TableScene):
    coach_tips = tips.TIPS     # the coach's tips (tips.py)
    log_chapters = CHAPTERS   # the log's chapters (log.py)
    secret_moves = frozenset({"choose_card"})   # face down, at the same time: every seat's card of the round

    def __init__(self, app, match: Match, bindings: dict[int, str] | None = None, demo: bool = False) -> None:
        self.players = match.state.players
        self.names = [s.name for s in match.seats]
        self.colours = [s.colour for s in match.seats]
        self.circuit = circuit()
        self.flying: list = []
        self.hidden_ships: set[int] = set()
        self.tray_roll = None
        self.flip_t = self.flip_seat = None
        self.combat = None
        self.reveal = None
        self.status = ""
        self.turn_seat = None
        self.plunder_from = None
        self.compass_flying: set[int] = set()
        self.last_shortage = None
        self.sel = 0
        self.choice_rects: list = []
        self.badge_rects: dict[int, dict] = {}   # ship -> its hold board's badges (hud.py), for What's this?
        self._decision = None
        self._decision_key = None
        super().__init__(app, match, bindings, demo)
        self.sync()
        # the coach cards of a first game (tips.py): the ghost ship's only where it sails
        self.phase_cards = {k: card for k, card in tips.PHASES.items() if k != "ghost" or self.shown["ghost_ship"]}
        self._static = None
        self._static_key = None
        self._wrapped: dict = {}

    # ------------------------------------------------------------------ the model shown
    def sync(self) -> None:
        self.shown = self.match.state.view(self.viewer)
        task = self.shown.get("task") or {}
        if task.get("task") != "combat":
            self.combat = None
        elif self.combat is None:          # e.g. a resumed game in the middle of a combat
            self.combat = combat.Duel(task["a"], task["d"], self.shown["ships"][task["a"]]["space"],
                                      self.combat_bonus(task["a"]), self.combat_bonus(task["d"]),
                                      list(task["powder"]), list(task["roll"]))
        acting = self.shown.get("acting")
        self.turn_seat = acting[0] if acting else None
        self.hidden_ships.clear()

    def ship_colour(self, ship: int):
        return (170, 180, 170) if ship >= self.players else S.colour_of(self.colours[ship]).rgb

    def ship_words(self, ship: int):
        """The colour of a ship's words (its name, its news): theme.PlayerColour.text."""
        return (170, 180, 170) if ship >= self.players else S.colour_of(self.colours[ship]).text

    def game_over(self) -> None:
        self.sync()
        super().game_over()

    # ------------------------------------------------------------------ decisions
    def human_to_move(self) -> int | None:
        """As the base table, except that other seats' secret card choices still waiting in
        the queue do not hold up a human choosing (they animate without a tween)."""
        if self.timeline.busy or self.match.is_over():
            return None
        if any(e.TYPE not in QUIET_WHILE_CHOOSING for e in self.match.queue):
            return None
        humans = [s for s in self.couch_to_move() if s == self.viewer or not self.curtains_needed()]
        return humans[0] if humans else None

    def decision(self):
        """The pending decision of the seat at the controls (choices.decide, from that seat's own
        view), built again when its legal actions change; `sel` is the option focused."""
        seat = self.human_to_move()
        if seat is None:
            return None
        legal = self.match.state.legal_actions(seat)
        key = (seat, self.viewer, tuple(legal), language())
        if key != self._decision_key:
            self._decision_key = key
            self._decision = choices.decide(self.match.state.view(seat), seat, legal, self.names)
            focus = self.lesson_focus(self._decision) if self._decision else None
            self.sel = focus if focus is not None else self._decision.focus if self._decision else 0
        return self._decision

    def focused_action(self):
        dec = self.decision()
        return None if dec is None or not dec.options else dec.options[self.sel].action

    def refocus(self) -> None:
        """A lesson's move step opened: the focus on the option it asks for (TableScene.lesson_focus)."""
        dec = self.decision()
        focus = self.lesson_focus(dec) if dec is not None else None
        if focus is not None:
            self.sel = focus

    def combat_waiting_text(self) -> str:
        movers = self.match.state.to_move()
        if not movers or self.busy:
            return ""
        return _("{name} is deciding\u2026").format(name=self.names[movers[0]])

    def move_sel(self, step: int) -> None:
        """Focus the next option (left/right wrap round, but not an amount of gunpowder)."""
        n = len(self._decision.options)
        new = self.sel + step
        new = max(0, min(n - 1, new)) if self._decision.kind in choices.POWDERS else new % n
        if new != self.sel:
            self.sel = new
            self.app.audio.play("click")

    def take(self, index: int) -> None:
        dec = self._decision
        seat = dec.seat
        action = dec.options[index].action
        if action not in self.match.state.legal_actions(seat):   # never anything but a legal action
            self.app.audio.play("error")
            return
        self.app.audio.play("select")
        self.submit(seat, action)

    def handle_board(self, intent) -> None:
        dec = self.decision()
        if dec is None:
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
            if hit == "confirm":
                if k == "click":
                    self.take(self.sel)
            elif k == "point" and dec.kind in choices.POWDERS:
                return                      # the arrows step the amount on a click, not on a hover
            elif k == "click" and hit == self.sel:
                self.take(hit)
            elif hit != self.sel:
                self.sel = hit
                self.app.audio.play("click")

    # ------------------------------------------------------------------ log and results
    def describe(self, event) -> str | None:
        return describe_event(event, self.name, ghost=self.players)

    def inspect_spots(self) -> list[Spot]:
        return spots.spots(self)

    def coach_kinds(self, seat: int) -> tuple[str, ...]:
        """The kind of decision `seat` faces now, for the coach's tips (tips.py)."""
        dec = self.decision()
        return (dec.kind,) if dec is not None and dec.seat == seat else ()

    # ------------------------------------------------------------------ teaching
    @property
    def phase_line_at(self) -> tuple:
        """The phase line: up to 4 seats, in the place of a fifth hold board (at its top, clear of
        the tips above the prompt row); with 5 or 6, in the sea at the map's top left, under the
        top line at its tallest and left of the circuit's spaces."""
        if self.players <= 4:
            return (12, 724, "topleft", "row", 360)
        return (388, 116, "topleft", "row", 248 if getattr(self, "shown", {}).get("ghost_ship") else 312)

    def phases(self) -> Phases:
        """The phase line (phases.py): whom the table waits for once the animations are over."""
        view = dict(self.shown, to_move=[] if self.busy else self.match.state.to_move())
        return round_phases(view, self.names)

    def keep_clear(self) -> list[pygame.Rect]:
        """The phase line, the top line, the pending choice (its panel, or the spaces of a route
        and the holds it may take) and the viewer's hand."""
        out = super().keep_clear() + [pygame.Rect(getattr(self, "top_drawn", None) or L.TOP_BAR)]
        out += [pygame.Rect(r) for _i, r in self.choice_rects]
        dec = self._decision if self.human_to_move() is not None else None
        if dec is not None and dec.kind in ("dice", "card"):      # their panel over the island
            out.append(pygame.Rect(L.ISLAND))
        return out + lesson_places.locate(self, "hand")

    def locate(self, key: str) -> list[pygame.Rect]:
        return lesson_places.locate(self, key)

    def results_lines(self) -> list[tuple[int, str]]:
        view = self.match.state.view(None)
        rows = [r for r in breakdown(view, None) if r["seat"] < self.players]   # seats only
        winners = set(view["winners"])
        rows.sort(key=lambda r: (r["seat"] not in winners, -r["total"], -view["ships"][r["seat"]]["progress"]))
        return [(r["seat"], line(r)) for r in rows]

    # ------------------------------------------------------------------ drawing
    def static(self) -> pygame.Surface:
        """Map and hold boards in one opaque surface, rebuilt only when a 6th hold comes or goes."""
        key = hud.static_key(self)
        if key != self._static_key:
            self._static = board.background().copy()
            hud.paint_backgrounds(self._static, self)
            self._static_key = key
        return self._static

    def draw(self, surface: pygame.Surface) -> None:
        self.choice_rects = []
        dec = self.decision()
        static = self.static()
        surface.blit(static, (0, 0))
        board.draw_lairs(surface, self.shown["lairs"])
        board.draw_round(surface, self)
        dice.draw_tray(surface, self)
        self.draw_phase_line(surface)
        board.draw_routes(surface, self, dec)
        board.draw_ships(surface, self, dec)
        cards.draw_hand(surface, self, dec)
        self.draw_prompt_row(surface, [("confirm", dec.confirm)] if dec is not None else None)
        band = pygame.Rect(0, theme.SCREEN_H - 62, theme.SCREEN_W, 62)
        for ship in range(len(self.shown["ships"])):        # the hold boards stand above the prompt band
            clip = self.panel(ship).clip(band)
            if clip.h:
                surface.blit(static, clip.topleft, clip)
        hud.draw_panels(surface, self, dec)
        if self.combat is not None:
            combat.draw(surface, self, dec)
        choices_panels.draw(surface, self, dec)
        hud.draw_top(surface, self, dec)
        for fly in self.flying:
            fly.paint(surface, fly)
        if self.reveal is not None:
            self.reveal.draw(surface)
        self.draw_overlays(surface)
