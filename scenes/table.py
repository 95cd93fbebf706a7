"""The table scene every game's table builds on: the match loop, bots, event animations.

The table never changes game state itself. Each frame it either plays the
animation of the next queued event, or asks a bot (in a worker thread, on a
clone, so the screen keeps its 60 fps), or waits for the human to move: the
game's subclass turns that player's input into one of `legal_actions` and
calls `submit`. When the game is over the results screen follows.
"""
from __future__ import annotations

import threading

import pygame

from game import Action, Event, IllegalAction, Match

from . import theme
from .anim import Timeline, Tween
from .app import Scene
from .widgets import draw_panel, draw_text

BOT_PAUSE = 0.45     # seconds a bot's move waits so people can follow (scaled by the speed setting)


class BotWorker:
    """Runs one bot decision in a thread on a clone of the state."""

    def __init__(self, match: Match, seat: int) -> None:
        self.seat = seat
        self.result: Action | None = None
        self.error: BaseException | None = None
        state = match.state.clone()
        self.thread = threading.Thread(target=self._run, args=(match, state), daemon=True)
        self.thread.start()

    def _run(self, match: Match, state) -> None:
        try:
            self.result = match.bot_choice(self.seat, state)
        except BaseException as exc:   # reported on the table, never kills the loop
            self.error = exc

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()


class TableScene(Scene):
    """Subclasses implement: draw_table(surface), animate(event) and human input."""

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.timeline = Timeline()
        self.worker: BotWorker | None = None
        self.bot_wait = 0.0
        self.toast: tuple[str, float] | None = None   # (message, seconds left)
        self.finished = False
        self.viewer: int | None = self.default_viewer()

    # ------------------------------------------------------------- who looks
    def default_viewer(self) -> int | None:
        """Whose private things are drawn: the human to move if there is one human, else None."""
        humans = [i for i, s in enumerate(self.match.seats) if not s.is_bot]
        return humans[0] if len(humans) == 1 else None

    @property
    def speed(self) -> float:
        return self.app.settings.anim_speed

    # ------------------------------------------------------------- the loop
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.toast:
            msg, left = self.toast
            self.toast = (msg, left - dt) if left - dt > 0 else None
        self.timeline.update(dt * self.speed)
        if self.timeline.busy:
            return
        event = self.match.pop_event()
        if event is not None:
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
                self.worker = BotWorker(self.match, bots[0])
                self.bot_wait = BOT_PAUSE / self.speed
            elif bots and humans:
                # Simultaneous phases: bots answer at once while humans choose.
                self.worker = BotWorker(self.match, bots[0])
                self.bot_wait = 0.0
            return
        self.bot_wait -= dt
        if self.worker.done and self.bot_wait <= 0:
            worker, self.worker = self.worker, None
            action = worker.result
            if worker.error is not None or action is None:
                # Never let a bot's bug stop the game: it plays its first legal move instead.
                self.show_toast(f"{self.match.seats[worker.seat].name}'s bot stumbled ({worker.error}).")
                action = self.match.state.legal_actions(worker.seat)[0]
            self.submit(worker.seat, action)

    def submit(self, seat: int, action: Action) -> bool:
        """Send an action to the match; an illegal one is shown, never applied."""
        try:
            self.match.submit(seat, action)
        except IllegalAction as exc:
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
        humans = self.match.humans_to_move()
        return humans[0] if humans else None

    def show_toast(self, message: str, seconds: float = 3.0) -> None:
        self.toast = (message, seconds)

    def play(self, tween: Tween, on_start=None) -> Tween:
        self.timeline.add(tween, on_start)
        return tween

    def animate(self, event: Event) -> None:
        """Queue the animation of one event (subclasses)."""

    def game_over(self) -> None:
        from .results import Results
        self.app.push(Results(self.app, self.match, self.results_lines()))

    def results_lines(self) -> list[tuple[int, str]]:
        """(seat, one line) per seat, best first, for the results screen."""
        scores = self.match.state.scores()
        order = sorted(range(len(scores)), key=lambda s: -scores[s])
        return [(s, f"{scores[s]:g}") for s in order]

    # ------------------------------------------------------------- input
    def handle(self, intent) -> None:
        if intent.kind == "menu" or (intent.kind == "back" and not self.wants_back()):
            from .pause import Pause
            self.app.audio.play("select")
            self.app.push(Pause(self.app, self))
            return
        if self.timeline.busy and intent.kind in ("confirm", "alt", "click"):
            self.timeline.skip()
            return
        self.handle_board(intent)

    def wants_back(self) -> bool:
        """True when `back` means something on the board now (cancel a selection)."""
        return False

    def handle_board(self, intent) -> None: ...

    # ------------------------------------------------------------- drawing
    def draw_toast(self, surface: pygame.Surface) -> None:
        if not self.toast:
            return
        msg, left = self.toast
        rect = pygame.Rect(0, 0, 1200, 96)
        rect.midtop = (theme.SCREEN_W // 2, 40)
        draw_panel(surface, rect, fill=theme.WOOD_DARK, border=theme.WARN)
        draw_text(surface, msg, rect.move(-3, -4).center, theme.SIZE_BODY, theme.TEXT, "bold",
                  alpha=int(255 * min(1.0, left * 3)))
