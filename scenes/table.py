"""The table scene every game's table builds on: the match loop, bots, event animations.

The table never changes game state itself. Each frame it either plays the
animation of the next queued event, or asks a bot (in the table's worker process,
scenes.bot_worker, on the seat's determinized copy, so the screen keeps its 60 fps),
or waits for the human to move: the game's subclass turns that player's input into
one of `legal_actions` and calls `submit`. When the game is over the results screen follows.
"""
from __future__ import annotations

import pygame

from game import Action, Event, IllegalAction, Match
from game.core.history import History
from game.core.replays import Replay
from game.i18n import _

from . import saving, theme
from .anim import Timeline, Tween
from .app import Scene
from .banner import Banner
from .common import prompts
from .bot_worker import Thinker
from .coach import Coach
from .config import replays_dir
from .curtain import Curtain
from .demo_banner import DEMO_LENGTH, demo_overlay
from .inspect import Inspector, Spot
from .logview import LogView, log_rows
from .padlost import PadLost
from .phase_line import Phases
from . import phase_line
from .phone_seats import PhoneSeats
from .widgets import draw_panel, draw_text

BOT_PAUSE = 0.45     # seconds a bot's move waits so people can follow (scaled by the speed setting)
THINK_BUDGET = 1.0   # seconds a searching ("hard") bot may think a decision at the table


class BotWorker:
    """One bot decision under way: asked of the table's `Thinker` (scenes.bot_worker), a
    worker process that decides on `match.bot_view(seat)`, never the true state, while the
    drawing loop keeps its frames. `done` polls, never blocks."""

    def __init__(self, thinker: Thinker, seat: int) -> None:
        self.seat = seat
        self.thinker = thinker
        self.result: Action | None = None
        self.error: BaseException | str | None = None
        self.ticket = thinker.ask(seat)
        self._done = False

    @property
    def done(self) -> bool:
        if not self._done:
            answer = self.thinker.poll(self.ticket)
            if answer is not None:
                self.result, self.error = answer
                self._done = True
        return self._done


class TableScene(PhoneSeats, Scene):
    """Subclasses implement: sync() (re-read the view), animate(event), draw, handle_board."""

    has_secrets = True    # a game with private information (hands): curtains between humans
    # The action types chosen face down, at the same time as the others (ARCHITECTURE.md, "Couch
    # privacy"): once one is made the look is over, until the next curtain lifts (see look_over).
    secret_moves: frozenset[str] = frozenset()
    coach = None          # a lesson's coach (scenes/tutorial/coach.py): holds, hears, vets, scripts
    fresh_keys = True    # a key pressed to start the game is not its first move (Scene.fresh_keys)
    log_chapters: frozenset[str] = frozenset()   # event types that open a chapter of the log (log.py)
    coach_tips: dict[str, str] = {}   # decision kind -> the coach's one-line tip (scenes/<game>/tips.py)
    phase_cards: dict = {}            # phase id -> its coach card (scenes/glossary.PhaseCard; scenes/<game>/tips.py)
    tip_band: tuple[int, int, int, int] | None = None   # where a tip stands (x, y, w, h); None: above the prompt row
    replay: Replay | None = None      # the finished game as kept in the replays (keep_replay; its path if written)
    # Where the phase line stands (scenes/phase_line.py): (x, y, anchor, "row" | "column", width);
    # None: this table draws none yet.
    phase_line_at: tuple[int, int, str, str, int] | None = None

    def __init__(self, app, match: Match, bindings: dict[int, str] | None = None, demo: bool = False) -> None:
        super().__init__(app)
        self.match = match
        # seat -> device group ("keyboard" or "pad:<id>"); a seat not listed takes any device
        self.bindings = dict(bindings or {})
        self.demo = demo
        self.timeline = Timeline()
        self.worker: BotWorker | None = None
        self.thinker: Thinker | None = None            # the bots' worker process, started once
        self.bot_wait = 0.0
        self.toast: tuple[str, float] | None = None   # (message, seconds left)
        self.unsaved_for: float | None = None          # seconds the game has gone unsaved (keep_saving)
        self.retry_in = 0.0                            # seconds to the next try to save
        self.banner: Banner | None = None              # the news of the moment (show_banner)
        self.finished = False
        self.curtain_for: int | None = None            # the seat a curtain is up for
        self.looked: int | None = None                 # the human who lifted the last curtain
        # Every event shown, whole: the game log. A resumed match brings what happened before.
        self.history: list[Event] = list(match.replayed)
        self.show_log = False
        self.logview = LogView()                       # where the reader is in the open log
        self._log_cache: tuple[tuple, list] | None = None
        self.viewer: int | None = None
        self.inspector = Inspector(self)               # What's this? (scenes/inspect.py)
        self.tips = Coach(self)                        # tips and coach cards in first games (scenes/coach.py)
        self.phase_rect: pygame.Rect | None = None     # where the phase line was drawn last
        self.viewer = self.choose_viewer(lift=False)

    # ------------------------------------------------------------- who looks
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if not s.is_bot]

    def curtains_needed(self) -> bool:
        return (self.has_secrets and not self.demo and self.app.settings.curtains
                and len(self.humans()) >= 2)

    def choose_viewer(self, lift: bool = True) -> int | None:
        """Whose private things may be drawn now.

        Demo: the seat to move (everything face up in turn). One human: always theirs.
        Several humans: the human to move, once their curtain has lifted (or at once
        with curtains off); nobody's during bots' turns. A human who lifted the last curtain
        still holds the controls: their next move (a bot's in between) needs no new curtain,
        unless they made a secret choice since (look_over).
        """
        to_move = self.match.state.to_move()
        if self.demo:
            return to_move[0] if to_move else self.viewer
        humans, couch = self.humans(), self.couch_humans()   # a seat on a phone is never the viewer
        if len(humans) == 1:
            return humans[0] if couch else None
        movers = [s for s in to_move if s in couch]
        if not movers:
            return None
        seat = movers[0]
        if seat == self.viewer:
            return seat
        if self.curtains_needed() and seat != self.looked:
            if lift and self.curtain_for != seat:
                self.raise_curtain(seat)
            return None
        return seat

    def raise_curtain(self, seat: int) -> None:
        self.curtain_for = seat
        self.app.push(Curtain(self.app, self, seat))

    def curtain_lifted(self, seat: int) -> None:
        self.curtain_for = None
        self.looked = seat
        self.viewer = seat
        self.sync()

    def look_over(self, seat: int, action: Action) -> bool | None:
        """Does `seat`'s move `action` end its look at its private things (couch privacy)?

        None: the look goes on (the same player moves again, as in a Cartagena turn of three
        actions, or makes more of the same face-down choice, as a filibuster's discards).
        False: the move hands the controls away; the TV shows only the public view from now on
        (the animations, the bots' moves after it), and gives it back without a curtain only if
        the game comes back to this player before anyone else has looked (issue 21, item 10).
        True: a secret choice was made (`secret_moves`): the public view through the resolution,
        until the next curtain is lifted by its owner, whoever moves next.
        """
        if self.demo or seat != self.viewer or not self.curtains_needed():
            return None
        after = self.match.state.clone()
        try:
            after.apply(seat, action)
        except IllegalAction:
            return None
        secret = action.TYPE in self.secret_moves
        more = after.legal_actions(seat) if seat in after.to_move() else []
        if more and (not secret or all(a.TYPE == action.TYPE for a in more)):
            return None
        return secret

    def look_away(self, forget: bool) -> None:
        """Hide the private view at once (the look is over): the TV redraws from view(None). Events
        still queued (the others' quiet moves a player may choose over) are told, not animated,
        since the view read now already holds them."""
        while self.match.queue:
            event = self.match.pop_event()
            self.history.append(event)
            if self.coach is not None:
                self.coach.heard(event)
        self.viewer = None
        if forget:
            self.looked = None
        self.sync()

    def settle(self) -> None:
        """Every queued event has been shown: choose who looks, and re-read the view."""
        self.viewer = self.choose_viewer()
        self.sync()

    def sync(self) -> None:
        """Re-read the authoritative view for self.viewer (subclasses)."""

    def enter(self) -> None:
        if self.demo:
            self.app.audio.set_muted(self.app.settings.demo_muted)
        if not self.busy:
            self.settle()

    def exit(self) -> None:
        if self.demo:
            self.app.audio.set_muted(False)
        self.close_thinker()
        self.phones_exit()

    # ------------------------------------------------------------- the bots' worker
    def ask_bot(self, seat: int) -> BotWorker:
        """Start the decision of the bot in `seat` in the worker (started at the first ask); a
        lesson's scripted move instead, when its coach has one."""
        scripted = self.coach.scripted(seat) if self.coach is not None else None
        if scripted is not None:
            return scripted
        if self.thinker is None or not self.thinker.alive:
            self.close_thinker()
            self.thinker = Thinker.for_table(self.match, THINK_BUDGET)
        return BotWorker(self.thinker, seat)

    def close_thinker(self) -> None:
        """End the bots' worker (the table closes); a later ask starts a new one."""
        if self.thinker is not None:
            self.thinker.close()
            self.thinker = None

    # ------------------------------------------------------------- devices
    def accepts(self, seat: int, device: str) -> bool:
        """May `device` act for `seat`? Keyboard and mouse count as one device."""
        bound = self.bindings.get(seat)
        if bound is None:
            return True
        group = "keyboard" if device == "mouse" else device
        return group == bound

    def on_device_removed(self, device: str) -> None:
        lost = [s for s, d in self.bindings.items() if d == device and not self.match.seats[s].is_bot]
        if lost and not self.demo:
            self.app.push(PadLost(self.app, self, lost, device))

    @property
    def speed(self) -> float:
        return self.app.settings.anim_speed

    # ------------------------------------------------------------- the loop
    def update(self, dt: float) -> None:
        super().update(dt)
        was_busy = self.busy
        self._update(dt)
        if was_busy and not self.busy:
            self.settle()
        self.keep_saving(dt)
        self.tips.update(dt)

    def keep_saving(self, dt: float) -> None:
        """While the match is not being saved (scenes/saving.py), try again every RETRY seconds,
        so the notice goes as soon as there is room again, even if nobody moves; a sound the
        moment saving stops."""
        if self.match.save_error is None:
            self.unsaved_for = None
            return
        if self.unsaved_for is None:
            self.unsaved_for, self.retry_in = 0.0, saving.RETRY
            self.app.audio.play("error")
        self.unsaved_for += dt
        self.retry_in -= dt
        if self.retry_in <= 0:
            self.retry_in = saving.RETRY
            if self.match.save():
                self.unsaved_for = None

    def _update(self, dt: float) -> None:
        if self.demo and self.demo_due():
            self.app.pop()
            self.app.open("demo", director=getattr(self, "director", None))     # the next one, by its director
            return
        if self.toast:
            msg, left = self.toast
            self.toast = (msg, left - dt) if left - dt > 0 else None
        if self.banner is not None and not self.banner.tick(dt):
            self.banner = None
        self.timeline.update(dt * self.speed)
        if self.timeline.busy:
            return
        if self.coach is not None and self.coach.holds():
            return
        if self.tips.hold():
            return                      # a first game's coach card is up (scenes/coach.py)
        event = self.match.pop_event()
        if event is not None:
            self.history.append(event)
            if self.coach is not None:
                self.coach.heard(event)
            self.animate(event.for_viewer(self.viewer))
            return
        if self.match.is_over():
            if not self.finished:
                self.finished = True
                self.game_over()
            return
        self.drive_bots(dt)

    def drive_bots(self, dt: float) -> None:
        if self.worker is None:
            bots = self.match.bots_to_move()
            humans = self.match.humans_to_move()
            if bots and not humans:
                self.worker = self.ask_bot(bots[0])
                self.bot_wait = BOT_PAUSE / self.speed
            elif bots and humans:
                # Simultaneous phases: bots answer at once while humans choose.
                self.worker = self.ask_bot(bots[0])
                self.bot_wait = 0.0
            return
        self.bot_wait -= dt
        if self.worker.done and self.bot_wait <= 0:
            worker, self.worker = self.worker, None
            action = worker.result
            if worker.error is not None or action is None:
                # Never let a bot's bug stop the game: it plays its first legal move instead.
                self.show_toast(_("{name}'s bot stumbled ({error}).").format(
                    name=self.match.seats[worker.seat].name, error=worker.error))
                action = self.match.state.legal_actions(worker.seat)[0]
            self.submit(worker.seat, action)

    def submit(self, seat: int, action: Action) -> bool:
        """Send an action to the match; an illegal one is shown, never applied (nor a human's move
        that a lesson's coach refuses: the coach shows why)."""
        if self.coach is not None and not self.match.seats[seat].is_bot and self.coach.vet(seat, action):
            self.app.audio.play("error")
            return False
        over, looked = self.look_over(seat, action), self.looked
        if over is not None:
            self.look_away(forget=over)       # before the move's events animate: nothing private shows
        try:
            self.match.submit(seat, action)
        except IllegalAction as exc:
            if over is not None:
                self.viewer, self.looked = seat, looked
                self.sync()
            self.app.audio.play("error")
            self.show_toast(str(exc))
            return False
        self.after_submit(seat, action)
        return True

    def after_submit(self, seat: int, action: Action) -> None: ...

    @property
    def busy(self) -> bool:
        """True while events are still to be animated: board input waits."""
        return self.timeline.busy or bool(self.match.queue)

    def human_to_move(self) -> int | None:
        """The human seat whose input the board takes now (None while bots or animations run)."""
        if self.busy or self.match.is_over():
            return None
        humans = [s for s in self.couch_to_move() if s == self.viewer or not self.curtains_needed()]
        return humans[0] if humans else None

    def show_toast(self, message: str, seconds: float = 3.0) -> None:
        self.toast = (message, seconds)

    def show_banner(self, title: str, sub: str = "", seat: int | None = None, seconds: float = 2.0,
                    colour: tuple[int, int, int] | None = None) -> None:
        """Put up the news banner for `seconds` (of the table's time; it replaces any banner up)."""
        self.banner = Banner(title, sub, seat, seconds, colour)

    def play(self, tween: Tween, on_start=None) -> Tween:
        self.timeline.add(tween, on_start)
        return tween

    def animate(self, event: Event) -> None:
        """Queue the animation of one event (subclasses)."""

    def demo_due(self) -> bool:
        """A demo moves on after its time, or a few seconds after its game ended."""
        if self.finished:
            self.demo_end = getattr(self, "demo_end", self.time)
            return self.time - self.demo_end > 5.0
        return self.time > DEMO_LENGTH

    def game_over(self) -> None:
        self.tips.game_over()
        if self.demo:
            self.app.audio.play("victory")
            return
        self.keep_replay()
        self.app.open("results", self.match, self.results_lines(), self.results_extras(), self.replay)

    def keep_replay(self) -> None:
        """Keep the finished game in the replays' history (game/core/history.py); never a lesson's
        (a coach, or its fixed deal: the `setup` option). A refusal of the disk is said; the
        results follow all the same."""
        if self.coach is not None or self.match.options.get("setup") is not None:
            return
        self.replay = Replay.of(self.match)
        problem = History(replays_dir(), colours=len(theme.PLAYER_COLOURS)).keep(self.replay)
        if problem:
            self.app.notify(problem)

    def results_extras(self) -> list[str]:
        """Extra lines for the results screen (e.g. achievements earned); subclasses."""
        return []

    def results_lines(self) -> list[tuple[int, str]]:
        """(seat, one line) per seat, best first, for the results screen."""
        scores = self.match.state.scores()
        order = sorted(range(len(scores)), key=lambda s: -scores[s])
        return [(s, f"{scores[s]:g}") for s in order]

    # ------------------------------------------------------------- input
    def handle(self, intent) -> None:
        if intent.kind in ("device_added", "device_removed"):
            return
        if self.demo:
            if intent.kind != "point":
                self.app.to_title()
            return
        if self.inspector.handle(intent):
            return
        if intent.kind == "log" and not self.show_log:
            self.show_log = True
            self.logview.reset()
            self.app.audio.play("click")
            return
        if self.show_log:
            # The open log takes every input: nothing reaches the board behind it.
            if intent.kind == "menu":
                self.show_log = False
            elif not self.logview.handle(intent, self.log_rows()):
                self.show_log = False
                self.app.audio.play("click")
                return
            else:
                return
        if intent.kind == "menu" or (intent.kind == "back" and not self.wants_back()):
            self.app.audio.play("select")
            self.app.open("pause", self)
            return
        if self.timeline.busy and intent.kind in ("confirm", "alt", "click"):
            self.timeline.skip()
            return
        if intent.kind == "undo":
            self.take_back(intent.device)
            return
        if self.tips.handle(intent):
            return                      # a coach card takes confirm (after its beat): dismissed on purpose
        seat = self.human_to_move()
        if seat is not None and not self.accepts(seat, intent.device):
            if intent.kind in ("confirm", "alt", "click"):
                self.show_toast(_("It is {name}'s turn: {device} plays.").format(
                    name=self.match.seats[seat].name, device=self.app.input.device_label(self.bindings[seat])), 2.0)
            return
        self.handle_board(intent)

    def wants_back(self) -> bool:
        """True when `back` means something on the board now (cancel a selection)."""
        return False

    # ------------------------------------------------------------- taking back
    def undo_seat(self) -> int | None:
        """The human seat of this couch that may take back its latest action now: only between
        animations, never in the demo, and behind a curtain only for the seat it was lifted for."""
        if self.demo or self.busy or self.match.is_over() or self.coach is not None:
            return None                 # (a lesson's coach has moved on with the move: no take-backs)
        seat = self.match.undo_seat()
        if seat is None or not self.match.can_undo(seat) or self.on_phone(seat):
            return None
        if self.curtains_needed() and seat != self.viewer:
            return None
        return seat

    def take_back(self, device: str) -> bool:
        """The undo button: the match takes back the latest action of the seat that may (its
        TakenBack event then re-syncs the table); otherwise a toast says why not."""
        seat = self.undo_seat()
        if seat is None or not self.accepts(seat, device):
            if self.busy:
                return False
            asked = self.human_to_move()
            if asked is None and self.match.log and not self.match.seats[self.match.log[-1][0]].is_bot:
                asked = self.match.log[-1][0]          # the human who played last
            why = self.match.why_no_undo(asked) if asked is not None else ""
            if seat is not None:
                why = _("Only {device} can take back {name}'s move").format(
                    device=self.app.input.device_label(self.bindings[seat]), name=self.match.seats[seat].name)
            self.app.audio.play("error")
            self.show_toast((why or _("Nothing to take back now")).rstrip(".") + ".", 2.5)
            return False
        try:
            self.match.undo(seat)
        except IllegalAction as exc:
            self.app.audio.play("error")
            self.show_toast(str(exc))
            return False
        self.app.audio.play("click")
        self.after_undo(seat)
        return True

    def after_undo(self, seat: int) -> None:
        """Forget the pending choice built on the state that was taken back, so that it is made
        again from the restored view (tables with other selection state refine this)."""
        for name in ("choice", "choice_key", "_decision_key"):
            if hasattr(self, name):
                setattr(self, name, None)

    def language_changed(self) -> None:
        """Another language from this frame on: the words the table keeps are built again in it
        (the log's lines, the pending decision with its focus kept: reword)."""
        super().language_changed()
        self._log_cache = None
        self.reword()

    def reword(self) -> None:
        """Build the pending decision again in the language now spoken, keeping its focus (the
        tables whose `decision()` caches it under `_decision_key`; others refine this)."""
        if getattr(self, "_decision_key", None) is None:
            return
        sel = getattr(self, "sel", 0)
        self._decision_key = None
        if self.decision() is not None:
            self.sel = sel

    def on_taken_back(self, event: Event) -> None:
        """A TakenBack event: the board shows the restored state at once (no animation)."""
        sub = _("{name} takes back their last move").format(name=self.match.seats[event.seat].name)
        if hasattr(self, "show_news"):          # Libertalia's news line
            self.show_news(_("Taken back"), sub)
        elif callable(getattr(self, "news", None)):   # Pagamás' news
            self.news(_("Taken back"), sub, event.seat, 1.6)
        else:                                    # the shared banner of the other tables
            self.show_banner(_("Taken back"), sub, event.seat, 1.6)
        self.sync()

    def with_undo(self, items: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """`items` of the prompt row with "Undo" before the log when a take-back is available."""
        if self.undo_seat() is None:
            return list(items)
        at = next((i for i, (button, _label) in enumerate(items) if button == "log"), len(items))
        return list(items[:at]) + [("undo", _("Undo"))] + list(items[at:])

    def handle_board(self, intent) -> None: ...

    def inspect_spots(self) -> list[Spot]:
        """Every element on screen now, for What's this? (scenes/inspect.py; the tables')."""
        return []

    def coach_kinds(self, seat: int) -> tuple[str, ...]:
        """The kinds of decision `seat` faces now, keys of coach_tips (scenes/coach.py; the tables')."""
        return ()

    # ------------------------------------------------------------- teaching
    def phases(self) -> Phases | None:
        """Where the turn stands among its phases, from the view shown (scenes/<game>/phases.py);
        None: this table has no phase line yet."""
        return None

    def draw_phase_line(self, surface: pygame.Surface) -> None:
        """The phase line at `phase_line_at` (scenes/phase_line.py); its rect kept in `phase_rect`."""
        self.phase_rect = None
        phases = self.phases() if self.phase_line_at is not None else None
        if phases is None:
            return
        x, y, anchor, orientation, width = self.phase_line_at
        self.phase_rect = phase_line.draw(surface, (x, y), phases, [s.name for s in self.match.seats],
                                          orientation, width, anchor)

    def phase_line_rect(self) -> pygame.Rect | None:
        """Where the phase line stands now, in the language spoken (None: no phase line), whether
        or not it has been drawn yet."""
        phases = self.phases() if self.phase_line_at is not None else None
        if phases is None:
            return None
        x, y, anchor, orientation, width = self.phase_line_at
        surf = phase_line.render(phases, [s.name for s in self.match.seats], orientation, width)
        return surf.get_rect(**{anchor: (x, y)})

    def keep_clear(self) -> list[pygame.Rect]:
        """What a coach's panel (a lesson's, a first game's card) must never cover though it rings
        nothing there: the phase line, and what a table adds (its status line, the pending
        choice and every target its focus can visit, the hand)."""
        return [self.phase_rect] if self.phase_rect is not None else []

    def locate(self, key: str) -> list[pygame.Rect]:
        """Where a coach card's look key stands on screen ([] for what is not there now; the
        tables' own keys, as their lessons' `locate`)."""
        return []

    def lesson_focus(self, decision) -> int | None:
        """The option of `decision` the table's focus starts on instead of the decision's own focus:
        the one a lesson's open move step asks for, when the decision's own focus is not one it
        accepts (scenes/tutorial/coach.py, Coach.focus_for); in a replay the move played there, or
        the better one its review found (scenes/replay_table.py overrides it); None: its own.
        Each table starts its focus there when it builds the decision."""
        return None if self.coach is None else self.coach.focus_for(decision)

    def refocus(self) -> None:
        """A lesson's move step has just opened: put the focus of the decision on screen on
        lesson_focus(it) (each table's own; nothing by default)."""

    def focused_action(self):
        """The move the decision on screen stands on now (the option a confirm would take, or the
        one its steps are leading to), or None (each table's own; None by default)."""
        return None

    # ------------------------------------------------------------- drawing
    def describe(self, event: Event) -> str | None:
        """One line of the game log for an event as the viewer may see it (subclasses)."""
        return None

    def log_lines(self, limit: int = 14) -> list[str]:
        """The last lines of the game log, redacted for whoever is looking now."""
        lines: list[str] = []
        for event in reversed(self.history):
            line = self.describe(event.for_viewer(self.viewer))
            if line:
                lines.append(line)
                if len(lines) == limit:
                    break
        return lines[::-1]

    def log_entries(self) -> list[tuple[str, bool]]:
        """The whole game log for whoever is looking now: (line, opens a chapter) per event told."""
        out: list[tuple[str, bool]] = []
        for event in self.history:
            line = self.describe(event.for_viewer(self.viewer))
            if line:
                out.append((line, self.log_chapter(event)))
        return out

    def log_chapter(self, event: Event) -> bool:
        """Does this event open a chapter of the log (a round, a day, a turn)? By `log_chapters`."""
        return event.TYPE in self.log_chapters

    def log_rows(self, width: int | None = None):
        """The log wrapped into rows `width` pixels wide (by default the log_rect's), kept until an
        event or the viewer changes."""
        width = width or self.log_rect().w - 130
        key = (len(self.history), self.viewer, width)
        if self._log_cache is None or self._log_cache[0] != key:
            self._log_cache = (key, log_rows(self.log_entries(), width))
        return self._log_cache[1]

    def log_rect(self) -> pygame.Rect:
        """Where the log overlay's panel stands (a table may move it, as Cartagena beside its rules)."""
        rect = pygame.Rect(0, 0, 1500, 900)
        rect.center = (theme.SCREEN_W // 2, theme.SCREEN_H // 2 - 20)
        return rect

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect | None = None) -> None:
        """The log overlay (scenes/logview.py) in `rect`, by default the middle of the screen."""
        rect = rect or self.log_rect()
        self.logview.draw(surface, rect, self.log_rows(rect.w - 130))

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """What every table draws last: a first game's tip, What's this?, the game log, the badge of
        a game that is not being saved, the refusal toast, the demo banner."""
        if not self.inspector.active and not self.show_log:
            self.tips.draw(surface)
        self.inspector.draw(surface)
        if self.show_log:
            self.draw_log(surface)
        else:
            self.draw_phone_waiting(surface)
        saving.draw_badge(surface, self.match, self.unsaved_for or 0.0)
        self.draw_toast(surface)
        if self.demo:
            demo_overlay(surface, self.time)

    def draw_prompt_row(self, surface: pygame.Surface, items: list[tuple[str, str]] | None = None, *,
                        log: str = "") -> None:
        """The bottom row naming the buttons: the pending choice's `items`, then the log and the menu.
        With `items` None (nobody of this couch to move) it offers to skip the animation playing,
        with confirm at every table (tab and a click skip too, unnamed). Nothing in the demo."""
        if self.demo:
            return
        if items is None:
            items = [("confirm", _("Skip animation"))] if self.busy else []
        prompts(self, surface, self.with_undo(list(items) + [("inspect", _("What's this?")), ("log", log or _("Log")),
                                                             ("menu", _("Menu"))]))

    def draw_toast(self, surface: pygame.Surface) -> None:
        if not self.toast:
            return
        msg, left = self.toast
        rect = pygame.Rect(0, 0, 1200, 96)
        rect.midtop = (theme.SCREEN_W // 2, 40)
        draw_panel(surface, rect, fill=theme.WOOD_DARK, border=theme.WARN)
        draw_text(surface, msg, rect.move(-3, -4).center, theme.SIZE_BODY, theme.TEXT, "bold",
                  alpha=int(255 * min(1.0, left * 3)))
