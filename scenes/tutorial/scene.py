"""The lesson on screen: the coach's panel and rings over the real table, its input, and the end.

`TutorialScene` stands over the table (it is not opaque: the table draws first) and runs it:
each frame it updates the table, then lets the coach open the step that is due. A reading step
takes confirm (or a click on its panel) to go on (a long one turns its pages first); a move
step hands every input to the table, whose own controls build the move and whose `submit` the
coach vets. Menu, back and the log always reach the table (pause, leave, read the log); taking
a move back is not offered in a lesson. At the end: play on against the bots from here, start
a real game, or the title.

A step is acknowledged on purpose. For BEAT seconds after a step appears, and after the
animations before a move end, confirm, Tab and a click do nothing but skip an animation (the
Continue button waits, dimmed); a key held down as the step appears, or pressed before its beat
has passed and held on, counts only once let go (InputHub.forget_held); and while no step is
open those keys only ever skip animations, never reach the board. So the Enter that skipped the animation before a step never passes it, and an
Enter meant for an animation is never taken as a choice.

The panel (scenes/callout.py) stands clear of the step's rings, the lesson's `keep_clear` and
the table's (`TableScene.keep_clear`: its status line, the pending choice, the hand, the phase
line), always at the body size; a reading step too long for any free place turns pages.
"""
from __future__ import annotations

import pygame

from game.i18n import N_, _

from .. import callout, theme
from ..app import Scene
from ..common import Notice, prompts, veil
from ..config import slot_path
from ..input import KEYBOARD, Intent
from ..saves import ask_before_replacing
from ..widgets import Menu, MenuItem, draw_panel, draw_text
from . import panel, slot
from .coach import Coach, LessonError

WARN_SECONDS = 7.0
END_PANEL = (1100, 640)     # the end of a lesson: its panel, room for a hint of two lines
BEAT = 0.9                  # seconds a step takes no confirm after it appears (or the animations before it end)
COMMIT = ("confirm", "alt", "click")   # the inputs that pass a step or make a move


class TutorialScene(Scene):
    opaque = False

    def __init__(self, app, table, coach: Coach, autoplay=None, lobby=None) -> None:
        super().__init__(app)
        self.lobby = lobby              # `(game id) -> None`: open that game's lobby (Start a real game)
        self.table = table
        self.coach = coach
        self.lesson = coach.lesson
        self.autoplay = autoplay
        self.end_menu: Menu | None = None
        self.marked: tuple | None = None
        self.panel_rect: pygame.Rect | None = None
        self.button: pygame.Rect | None = None
        self.page = 0                   # the page of a long reading step on screen
        self.pages = 1
        self.calm_at = 0.0              # the scene's time from which a confirm counts
        self.watched: tuple | None = None   # ((step, open, moves), page, busy) last seen: a change restarts the beat
        self.step_seen: tuple | None = None
        self.reached = coach.index      # the step reached: a chapter whose last step closes is done

    # ------------------------------------------------------------------ the loop
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.coach.finished:
            self.chapters_done()
            self.table.update(dt)            # the lesson is told: the coach holds the game until the learner chooses
            if self.autoplay is not None:
                self.autoplay.done(self)
            elif self.end_menu is None:
                self.end_menu = self.build_end_menu()
            return
        try:
            self.table.update(dt)
            self.coach.update()
            self.watch()
            if self.autoplay is not None:
                self.autoplay.tick(self)
        except LessonError as exc:
            self.fail(str(exc))
            return
        self.mark()
        self.chapters_done()

    # ------------------------------------------------------------------ on purpose
    def watch(self) -> None:
        """Restart the beat when a step opens, turns a page or accepts a move, and when the
        animations before a move end; the keys held down then count only once let go."""
        coach, table = self.coach, self.table
        step = (coach.index, coach.open, coach.moves)
        if step != self.step_seen:
            self.step_seen, self.page = step, 0
        now = (step, self.page, table.timeline.busy)
        if now != self.watched:
            if coach.open and not table.timeline.busy:
                self.calm_at = self.time + BEAT
                self.app.input.forget_held(mouse=False)
            self.watched = now

    def calm(self) -> bool:
        """Does a confirm count now: a step is open, no animation plays and its beat has passed?"""
        return self.coach.open and not self.table.timeline.busy and self.time >= self.calm_at

    def chapters_done(self) -> None:
        """A chapter whose last step has closed is done (kept for the lesson menu; not in autoplay)."""
        index = self.coach.index
        if index <= self.reached:
            return
        lesson = self.lesson
        ends = [start - 1 for start in lesson.starts[1:]] + [len(lesson.steps) - 1]
        for k, last in enumerate(ends):
            if self.reached <= last < index and self.table.match.journal_path is not None:
                slot.chapter_done(lesson.game, k)
        self.reached = index

    def mark(self) -> None:
        """Save the step on screen beside the lesson's journal (resuming comes back to it)."""
        at = (self.coach.index, self.coach.open)
        if at != self.marked and self.coach.open and self.table.match.journal_path is not None:
            slot.mark(self.lesson.game, self.coach.index, len(self.table.match.log))
        self.marked = at

    def fail(self, message: str) -> None:
        """The lesson cannot go on: autoplay stops with the message; on screen the game plays on."""
        self.coach.finish()
        if self.autoplay is not None:
            self.autoplay.failed(self, message)
            return
        self.table.coach = None
        self.app.pop()
        self.app.push(Notice(self.app, _("The lesson stops here"),
                             _("Something in this lesson did not go as written, so the coach stops; the game "
                               "plays on. ({reason})").format(reason=message)))

    # ------------------------------------------------------------------ the end
    def build_end_menu(self) -> Menu:
        items = []
        if not self.lesson.ends_game and not self.table.match.is_over():
            items.append(MenuItem(N_("Play on against bots from here"), self.play_on,
                                  hint=N_("The same game goes on, saved for Continue; the bots now play for themselves.")))
        items.append(MenuItem(N_("Start a real game"), self.real_game,
                              hint=N_("Seat the crew in the lobby and set sail.")))
        items.append(MenuItem(N_("Back to the title"), self.to_title))
        menu = Menu(items, (theme.SCREEN_W // 2, 640), width=920, item_h=88)
        menu.hint_width = END_PANEL[0] - 100         # the hint wraps inside the panel, in any language
        menu.hint_pos = (theme.SCREEN_W // 2, 815)    # clear of the last button, inside the panel
        return menu

    def play_on(self) -> None:
        """The lesson's match becomes a game of its own: it moves to the game's Continue slot
        (after asking, when an unfinished game is saved there) and the bots play on."""
        def go() -> None:
            match = self.table.match
            match.journal_path = slot_path(self.lesson.game)
            match.save()
            slot.forget(self.lesson.game)
            self.coach.parked = False
            self.table.coach = None
            self.app.pop()
        ask_before_replacing(self.app, self.lesson.game, go)

    def real_game(self) -> None:
        slot.forget(self.lesson.game)
        if self.lobby is not None:
            self.lobby(self.lesson.game)
        else:
            self.app.unwind()

    def to_title(self) -> None:
        slot.forget(self.lesson.game)
        self.app.unwind()

    # ------------------------------------------------------------------ input
    def handle(self, intent) -> None:
        k = intent.kind
        table = self.table
        if self.end_menu is not None:
            if k == "back":
                self.app.audio.play("back")
                self.to_title()
                return
            result = self.end_menu.handle(intent)
            if result:
                self.app.audio.play("click" if result == "moved" else "select")
            return
        if k in ("device_added", "device_removed", "log", "menu") or table.show_log \
                or (k == "back" and not table.wants_back()):
            table.handle(intent)              # the log, the pause menu (leave, resume), the pads
            return
        step = self.coach.step
        if k in COMMIT and not self.calm():
            if table.timeline.busy:           # it skips the animation playing, and nothing else
                table.timeline.skip()
            self.app.input.forget_held(mouse=False)   # and held on, it counts again only once let go
            return
        if self.coach.open and step is not None and step.reading:
            on_panel = k == "click" and self.panel_rect is not None and self.panel_rect.collidepoint(intent.pos)
            if k == "confirm" or on_panel:
                if self.page + 1 < self.pages:
                    self.page += 1
                else:
                    self.coach.go_on()
                self.app.audio.play("click")
            elif k == "point":
                table.handle(intent)          # the board's notes still show under the pointer
            return
        if k == "undo":
            self.app.audio.play("error")
            self.coach.refuse(_("No taking back in a lesson: the coach has moved on with you."))
            return
        table.handle(intent)

    # ------------------------------------------------------------------ drawing
    def locate(self, keys) -> list[pygame.Rect]:
        if not keys or self.lesson.locate is None:
            return []
        rects = []
        for key in keys:
            rects += [pygame.Rect(r) for r in self.lesson.locate(self.table, key)]
        return rects

    def words(self, step) -> str:
        return step.say(self.table) if callable(step.say) else _(step.say)

    def draw(self, surface: pygame.Surface) -> None:
        self.panel_rect = self.button = None
        if self.end_menu is not None:
            self.draw_end(surface)
            return
        step = self.coach.step
        if not self.coach.open or step is None or self.table.show_log:
            return
        rects = self.locate(step.look)
        callout.rings(surface, rects, self.time)
        warn = self.coach.refusal if self.coach.refusal and self.table.time - self.coach.refused_at < WARN_SECONDS \
            else None
        spot = self.spot(step, warn)
        self.pages = len(spot.pages)
        more = step.reading and self.page + 1 < self.pages
        foot = [("confirm", _("More"))] if more else panel.continue_label() if step.reading else []
        note = "" if step.reading else _("Your task") if step.task else _("Your move")
        chapter = self.lesson.chapter_of(self.coach.index)
        start = self.lesson.starts[chapter]
        progress = _("{n} of {total}").format(n=self.coach.index - start + 1,
                                              total=len(self.lesson.chapters[chapter].steps))
        self.panel_rect = spot.rect
        self.button = callout.draw(surface, spot, self.page, progress=progress, note=note, foot=foot,
                                   kind=self.app.input.last_kind, time=self.time, ready=self.calm())
        if step.reading:                      # the table's own row would offer to skip its animation
            prompts(self, surface, [("confirm", _("More") if more else _("Continue")), ("log", _("Log")),
                                    ("menu", _("Menu"))])

    def keep(self) -> list[pygame.Rect]:
        """What the panel keeps clear though it rings nothing there: the lesson's and the table's keep_clear."""
        rects = [pygame.Rect(r) for r in self.lesson.keep_clear(self.table)] if self.lesson.keep_clear else []
        return rects + [pygame.Rect(r) for r in self.table.keep_clear()]

    def spot(self, step, warn: str | None = None) -> callout.Spot:
        """Where the open step's panel stands now (scenes/callout.py), and its pages."""
        return callout.place(self.words(step), self.locate(step.look), self.lesson.spots, title=self.title(step),
                             warn=warn or "", foot=step.reading, pages=step.reading, keep=self.keep(),
                             heading=self.heading())

    def title(self, step) -> str:
        return _(step.title) if step.title else ""

    def heading(self) -> str:
        """A chapter's first step is headed by the chapter (a small line over its words)."""
        lesson = self.lesson
        if not lesson.chaptered or self.coach.index not in lesson.starts:
            return ""
        k = lesson.starts.index(self.coach.index)
        return _("Chapter {n} of {total}: {title}").format(n=k + 1, total=len(lesson.chapters),
                                                          title=_(lesson.chapters[k].title))

    def draw_end(self, surface: pygame.Surface) -> None:
        veil(surface, 150)
        rect = pygame.Rect((0, 0), END_PANEL)
        rect.midtop = (theme.SCREEN_W // 2, 280)
        draw_panel(surface, rect, fill=theme.INK, border=panel.RING, alpha=245)
        draw_text(surface, _("Lesson learned!"), (rect.centerx, rect.y + 70), theme.SIZE_HEADING, theme.BRASS,
                  "display")
        draw_text(surface, _("You know how to play now. What next?"), (rect.centerx, rect.y + 140),
                  theme.SIZE_BODY, theme.TEXT, width=rect.w - 80)
        self.end_menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", _("Choose")), ("back", _("Back to the title"))])


class Autoplay:
    """Plays a lesson by itself: Continue on each reading step, and each expected move pressed
    on the table's own controls (the lesson's `keys`) or, without them, submitted through the
    table. `on_end(ok, message)` is called once, at the end or at the first failure. `linger`:
    frames to wait on each step as it opens (to watch it, or take its picture)."""

    def __init__(self, on_end, linger: int = 0) -> None:
        self.on_end = on_end
        self.linger = linger
        self.seen: tuple | None = None
        self.waiting = 0
        self.keys: list[str] = []
        self.pressing: tuple | None = None     # (step index, moves, action) the keys are for
        self.ended = False

    def press(self, scene, kind: str) -> None:
        scene.handle(Intent(kind, KEYBOARD))

    def tick(self, scene) -> None:
        coach, table, lesson = scene.coach, scene.table, scene.lesson
        if not scene.calm():
            return                                 # a step's beat: no key counts yet
        if self.keys:
            self.press(scene, self.keys.pop(0))
            return
        if not coach.open or coach.finished:
            return
        if self.seen != (coach.index, coach.moves):
            self.seen, self.waiting = (coach.index, coach.moves), self.linger
        if self.waiting > 0:
            self.waiting -= 1
            return
        step = coach.step
        if step.reading:
            self.press(scene, "confirm")
            return
        if table.busy or table.human_to_move() != lesson.human:
            return
        action = coach.expected()
        if self.pressing is not None and self.pressing == (coach.index, coach.moves, action):
            raise LessonError(f"{lesson.game} lesson, {coach.where()}: the keys pressed did not play "
                              f"{action.describe()}")
        if lesson.keys is None:
            table.submit(lesson.human, action)
            return
        self.keys = list(lesson.keys(table, action))
        self.pressing = (coach.index, coach.moves, action)

    def done(self, scene) -> None:
        if not self.ended:
            self.ended = True
            self.on_end(True, "")

    def failed(self, scene, message: str) -> None:
        if not self.ended:
            self.ended = True
            self.on_end(False, message)
