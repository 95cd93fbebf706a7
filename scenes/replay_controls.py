"""The replay viewer's keys, pad, mouse and the review under way: every input of the viewer lands here.

    Enter / A        play or pause (at the end: from the start again)
    left / right     one move back / forward (held: scrubbing); the wheel too
    Q R / LB RB      the previous / next round (the game's own: a turn, a round, a day)
    up / down        speed x1, x2, x4
    Tab / X          whose view: each seat in turn (its hand, its secret choices), then face up
    U / Y            the review panel of the seat looked through (start one, its progress, the
                     chance-to-win graph and the turning points); up/down pick a turning point,
                     Enter jumps there
    L / View         the log, in step with the move shown (up/down scroll it)
    P / Start        the viewer's menu (export, settings, leave); Esc / B back
    mouse            the band's buttons, the scrubber (click or drag), the graph and the turning
                     points of the panel

The review runs beside the screen (scenes/review_worker.py); once done it is kept with the replay
(History.keep_review) and the table is built again, so a paused table shows the better move.
The drawing is replay_band.py's and replay_panel.py's.
"""
from __future__ import annotations

import pygame

from game.i18n import _

from . import replay_band, replay_panel
from .replay_menu import ReplayMenu
from .review_worker import ReviewJob

NOTE_SECONDS = 4.0
PANEL_KEYS = ("up", "down", "confirm", "click")


class Controls:
    """The viewer's input and drawing over `table` (a Replaying table); its state is the table's Deck."""

    def __init__(self, table) -> None:
        self.table = table
        self.hits: list[tuple[pygame.Rect, str]] = []      # the band's clickable pieces: rect -> intent kind
        self.scrub: pygame.Rect | None = None               # the scrubber's track as drawn last
        self.panel_hits: list[tuple[pygame.Rect, int]] = []  # the panel's turning points: rect -> frame
        self.graph: pygame.Rect | None = None                # the panel's graph as drawn last

    @property
    def deck(self):
        return self.table.deck

    # ------------------------------------------------------------------ every frame
    def update(self, dt: float) -> None:
        deck, table = self.deck, self.table
        if deck.note is not None:
            message, left = deck.note
            deck.note = (message, left - dt) if left > dt else None
        if deck.job is not None and self.follow_review():
            return                                   # the table was built again
        if deck.playing and not table.busy:
            if table.at_frame >= deck.total:
                deck.playing = False
                return
            deck.wait -= dt
            if deck.wait <= 0:
                table.move_on()

    def follow_review(self) -> bool:
        """Take in the review's progress; keep it once done. True if the table was built again."""
        deck, job = self.deck, self.deck.job
        job.poll()
        if job.running:
            return False
        job.close()
        deck.job = None
        if job.result is None:
            if job.error is not None:
                self.say(_("The review failed: {why}").format(why=job.error))
            return False
        problem = self.table.keep_review(job.seat, job.result)
        self.say(problem or _("The review of {name}'s moves is done.").format(name=self.name(job.seat)))
        self.table.app.audio.play("select")
        self.table.jump_to(self.table.at_frame)          # a paused table shows the better move now
        return True

    def say(self, message: str) -> None:
        self.deck.note = (message, NOTE_SECONDS)

    def name(self, seat: int) -> str:
        return self.deck.replay.seats[seat].name

    def close(self) -> None:
        """The viewer closes: a review under way stops (nothing of it is kept)."""
        if self.deck.job is not None:
            self.deck.job.cancel()
            self.deck.job = None

    # ------------------------------------------------------------------ input
    def handle(self, intent) -> None:
        k, table, deck = intent.kind, self.table, self.deck
        if k in ("device_added", "device_removed", "text", "erase", "right_click"):
            return
        if k == "point":
            return
        if k == "drag":
            self.drag(intent.pos)
            return
        if k == "click" and self.click(intent.pos):
            return
        if deck.panel and k in PANEL_KEYS and self.panel_key(k):
            return
        if table.show_log and k in ("up", "down", "wheel_up", "wheel_down"):
            table.logview.handle(intent, table.log_rows())
            return
        self.press(k)

    def press(self, k: str) -> None:
        """One button of the viewer (a key, a pad's button, or its piece of the band clicked)."""
        table, deck, audio = self.table, self.deck, self.table.app.audio
        if k == "log":
            table.show_log = not table.show_log
            table.logview.reset()
            audio.play("click")
        elif k == "back":
            audio.play("back")
            if table.show_log:
                table.show_log = False
            elif deck.panel:
                deck.panel = False
            else:
                table.app.pop()
        elif k == "menu":
            audio.play("select")
            table.app.push(ReplayMenu(table.app, table))
        elif k == "confirm":
            self.play_or_pause()
        elif k in ("left", "wheel_up"):
            self.step(table.move_back)
        elif k in ("right", "wheel_down"):
            self.step(table.move_on)
        elif k == "page_prev":
            self.step(lambda: table.jump_to(deck.previous_round(table.at_frame)))
        elif k == "page_next":
            self.step(lambda: table.jump_to(deck.next_round(table.at_frame)))
        elif k in ("up", "down"):
            deck.faster(1 if k == "up" else -1)
            audio.play("click")
        elif k == "alt":
            deck.next_seat()
            deck.chosen = 0
            audio.play("click")
            table.jump_to(table.at_frame)
        elif k == "undo":
            deck.panel = not deck.panel
            audio.play("click")

    def step(self, move) -> None:
        self.deck.playing = False
        self.table.app.audio.play("click")
        move()

    def play_or_pause(self) -> None:
        deck, table = self.deck, self.table
        deck.playing = not deck.playing
        table.app.audio.play("select")
        if deck.playing:
            deck.wait = 0.0
            if table.at_frame >= deck.total:
                table.jump_to(0)

    def panel_key(self, k: str) -> bool:
        """The review panel's own keys; False for what it leaves to the viewer."""
        deck, table = self.deck, self.table
        if k == "click":
            return False
        if deck.job is not None:
            if k == "confirm":
                self.stop_review()
                return True
            return False
        if deck.review() is None:
            if k == "confirm" and deck.seat is not None:
                self.start_review()
                return True
            return False
        turning = deck.turning()
        if not turning:
            return False
        if k in ("up", "down"):
            deck.chosen = (deck.chosen + (1 if k == "down" else -1)) % len(turning)
            table.app.audio.play("click")
            return True
        deck.panel = False
        self.step(lambda: table.jump_to(turning[deck.chosen]["at"]))
        return True

    def start_review(self) -> None:
        deck = self.deck
        try:
            deck.job = ReviewJob(deck.replay, deck.seat, deck.effort)
        except ValueError as exc:
            self.say(_("The review failed: {why}").format(why=exc))
            return
        self.table.app.audio.play("select")

    def stop_review(self) -> None:
        if self.deck.job is not None:
            self.deck.job.cancel()
            self.deck.job = None
            self.say(_("The review was stopped; nothing of it is kept."))

    # ------------------------------------------------------------------ the mouse
    def click(self, pos) -> bool:
        for rect, frame in self.panel_hits:
            if rect.collidepoint(pos):
                self.deck.panel = False
                self.step(lambda: self.table.jump_to(frame))
                return True
        if self.graph is not None and self.graph.collidepoint(pos):
            self.step(lambda: self.table.jump_to(replay_band.frame_at(self.graph, pos[0], self.deck.total)))
            return True
        if self.scrub is not None and self.scrub.inflate(0, 40).collidepoint(pos):
            self.seek(pos[0])
            return True
        for rect, kind in self.hits:
            if rect.collidepoint(pos):
                if kind == "review":
                    self.start_review()
                elif kind == "stop":
                    self.stop_review()
                else:
                    self.press(kind)
                return True
        return False

    def drag(self, pos) -> None:
        if self.scrub is not None and self.scrub.inflate(60, 80).collidepoint(pos):
            self.seek(pos[0])

    def seek(self, x: int) -> None:
        frame = replay_band.frame_at(self.scrub, x, self.deck.total)
        if frame != self.table.at_frame or self.table.busy:
            self.deck.playing = False
            self.table.jump_to(frame)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        table, deck = self.table, self.deck
        if table.show_log:
            table.draw_log(surface)
        self.panel_hits, self.graph, buttons = [], None, []
        if deck.panel:
            self.panel_hits, self.graph, buttons = replay_panel.draw_review(surface, table)
        else:
            if not table.show_log:
                replay_panel.draw_line(surface, table)
                replay_panel.draw_end(surface, table)
            if deck.job is not None:
                replay_band.draw_progress(surface, deck.job, self.name(deck.job.seat))
        self.hits, self.scrub = replay_band.draw_band(surface, table)
        self.hits += buttons
        replay_band.draw_note(surface, deck.note)

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        table = self.table
        table.logview.draw(surface, rect, table.log_rows(rect.w - 130), veil_below=False,
                           hint=_("\u2191\u2193 a line \u2022 L / Esc close"))
