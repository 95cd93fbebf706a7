"""The replay viewer: the real table of the game, fed the replay's moves and events, with no bots and no input to the board.

`open_viewer(app, replay, frame=0, seat=None)` puts it on top. The scene is the game's own
table class with `Replaying` mixed in before it (`replay_class`), so every table is driven the
same way and none has a special case: its match (Deck.match_at) stands at a frame of the
replay, its log holds the events up to there, and one move forward is what a live match does
on a submit: the state becomes the next frame, the move's events are queued (the table pops
and animates them as ever, redacted for the seat looked through) and the table hears
`after_submit`. Back, a round's jump, the scrubber and another seat build the table afresh at
the frame wanted (`jump_to`: its own __init__ again on the emptied instance, so nothing of the
frame it left lingers), shown at once without animation. The viewer's own state (where it
stands, the seat, the speed, the review under way) is the Deck (scenes/replay_deck.py), which
outlives those rebuilds.

What the mixin takes from the table: the bots (none are asked), the end of the game (no
results, no trophies, no replay kept again), curtains, take-backs, phones, tips and every
input (the viewer's keys, replay_controls.py). What it gives back: the decision of the seat
whose move comes next, while paused, shown by the table's own panel with the move played
focused, or a reviewed mistake's better move (`lesson_focus`); and the viewer's band, review
and log drawn last (`draw_overlays`), the table's prompt row left out.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game.core.history import History
from game.core.replays import Replay
from game.i18n import _

from . import theme
from .app import Scene
from .common import Notice
from .config import replays_dir
from .replay_files import take_in
from .replay_controls import Controls
from .replay_deck import Deck
from .tables import table_class

MOVE_PAUSE = 0.45    # seconds between two moves played on, at x1 (a bot's pause at the table, table.BOT_PAUSE)

_classes: dict[str, type] = {}


def replay_class(game_id: str) -> type:
    """The viewer's scene class for `game_id`: Replaying before the game's table class."""
    if game_id not in _classes:
        base = table_class(game_id)
        _classes[game_id] = type(f"Replay{base.__name__}", (Replaying, base), {})
    return _classes[game_id]


def open_viewer(app, replay: Replay, frame: int = 0, seat: int | None = None):
    """Push the viewer of `replay`, standing at `frame`, through `seat`'s eyes (None: face up)."""
    scene = replay_class(replay.game)(app, Deck(replay, seat), frame)
    app.push(scene)
    return scene


def open_file(app, path: Path) -> bool:
    """Open the replay file `path` in the viewer (kept in the history: replay_files.take_in), or
    say why it cannot be watched, changing nothing."""
    replay, problem = take_in(Path(path))
    if replay is None:
        app.audio.play("error")
        app.push(Notice(app, _("This file cannot be watched"), problem))
        return False
    viewer = open_viewer(app, replay)
    if problem:
        viewer.remote.say(problem)
    return True


class Replaying:
    """Mixed in before a game's table class: the table plays a replay (see the module doc)."""

    fresh_keys = False       # holding a key scrubs: the rebuilt table takes its repeats

    def __init__(self, app, deck: Deck, frame: int = 0) -> None:
        self.deck = deck
        self.remote = Controls(self)       # before the table's own: it may build a decision already
        super().__init__(app, deck.match_at(frame))

    # ------------------------------------------------------------------ where it stands
    @property
    def at_frame(self) -> int:
        """The frame the match stands at (during a move's animation: the position after it)."""
        return len(self.match.log)

    def jump_to(self, frame: int) -> None:
        """Build the table afresh at `frame`, shown at once (the log, the review and the rest of
        the viewer's state kept)."""
        app, deck = self.app, self.deck
        show_log, top = self.show_log, self.logview.top
        self.__dict__.clear()
        Replaying.__init__(self, app, deck, deck.clamp(frame))
        self.show_log, self.logview.top = show_log, top
        self.settle()

    def move_on(self) -> None:
        """One move on: animated from a settled table; while one animates, the next at once."""
        p = self.at_frame
        if p >= self.deck.total:
            self.deck.playing = False
            return
        if self.busy:
            self.jump_to(p + 1)
            return
        seat, action = self.deck.replay.actions[p]
        self.match.state = self.deck.replay.frames()[p + 1].clone()
        self.match.log.append((seat, action))
        self.match.queue.extend(self.deck.replay.events(p))
        self.deck.wait = MOVE_PAUSE / self.deck.speed
        self.after_submit(seat, action)

    def move_back(self) -> None:
        self.jump_to(self.at_frame - 1)

    # ------------------------------------------------------------------ the table's loop, without bots
    def update(self, dt: float) -> None:
        Scene.update(self, dt)            # the table's time (no saving, no tips: TableScene.update's rest)
        was_busy = self.busy
        self._update(dt)
        if was_busy and not self.busy:
            self.settle()
        self.remote.update(dt)

    def drive_bots(self, dt: float) -> None:
        """Nobody moves but the replay."""

    def game_over(self) -> None:
        """The replay's end: no results, no trophies, nothing kept again."""

    def demo_due(self) -> bool:
        return False

    @property
    def speed(self) -> float:
        return self.app.settings.anim_speed * self.deck.speed

    def enter(self) -> None:
        self.settle()

    def exit(self) -> None:
        self.remote.close()

    # ------------------------------------------------------------------ who looks, who is asked
    def choose_viewer(self, lift: bool = True) -> int | None:
        return self.deck.viewer(self.at_frame)

    def curtains_needed(self) -> bool:
        return False

    def phone_room(self):
        return None

    def on_device_removed(self, device: str) -> None:
        """A pad leaving stops nothing: nobody plays here."""

    def undo_seat(self) -> int | None:
        return None

    def asking(self) -> int | None:
        """The seat whose decision the table shows: paused on a settled table, the seat that
        makes the next move, if it is the one looked through (face up: whoever moves)."""
        if self.deck.playing or self.busy:
            return None
        mover = self.deck.mover(self.at_frame)
        return mover if mover is not None and mover == self.viewer else None

    def couch_to_move(self) -> list[int]:
        seat = self.asking()
        return [seat] if seat is not None and seat in self.match.state.to_move() else []

    def couch_humans(self) -> list[int]:
        seat = self.asking()
        return [seat] if seat is not None else []

    def lesson_focus(self, decision) -> int | None:
        """The option the table's decision stands on: the better move where the review marks
        the move played a mistake or a blunder, else the move played."""
        seat = self.asking()
        if decision is None or seat is None or decision.seat != seat:
            return None
        return decision.index_of(self.deck.shown_move(self.at_frame))

    # ------------------------------------------------------------------ input and drawing
    def handle(self, intent) -> None:
        self.remote.handle(intent)

    def draw_prompt_row(self, surface: pygame.Surface, items=None, *, log: str = "") -> None:
        """The viewer's band stands there (drawn by draw_overlays)."""

    def log_rect(self) -> pygame.Rect:
        return pygame.Rect(theme.SCREEN_W - 760, 40, 740, 880)

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect | None = None) -> None:
        self.remote.draw_log(surface, rect or self.log_rect())

    def draw_overlays(self, surface: pygame.Surface) -> None:
        self.remote.draw(surface)

    def keep_review(self, seat: int, result: dict) -> str | None:
        """Keep a finished review with the replay (its file in the history, if it has one)."""
        return History(replays_dir(), colours=len(theme.PLAYER_COLOURS)).keep_review(self.deck.replay, seat, result)
