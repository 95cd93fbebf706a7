"""Opening a lesson: "Learn to play" (the title's list of lessons, a lobby's item), a lesson's chapters
(each started from its fixed position, those done ticked), resume or start over, and
`main.py --tutorial GAME [--autoplay]`."""
from __future__ import annotations

import game
from game.i18n import N_, _

from .. import theme
from ..app import Scene
from ..common import Notice, Overlay, backdrop, prompts
from ..config import ANIM_SPEEDS
from ..tables import table_for
from ..widgets import Menu, MenuItem, draw_text
from . import slot
from .coach import Coach, LessonError
from .lesson import available, lesson_for
from .rehearse import rehearse
from .scene import Autoplay, TutorialScene


def begin(app, game_id: str, resume: bool = False, autoplay: Autoplay | None = None,
          lobby=None, chapter: int = 0) -> TutorialScene:
    """Sit the learner at the lesson's table with the coach over it (resumed from its slot when
    asked; else from the start of `chapter`: the moves of the chapters before it played again
    without animation, rehearse.py; autoplay plays without a save slot). `lobby(game_id)` opens
    the game's lobby when the learner asks for a real game at the end. Returns the coach's scene."""
    lesson = lesson_for(game_id)
    moves, problem = slot.saved_moves(lesson) if resume else (None, None)
    path = None if autoplay is not None else slot.path(game_id)
    if path is not None and not resume:
        slot.forget(game_id)
    match = lesson.new_match(journal_path=path)
    table = table_for(app, match)
    coach = Coach(lesson, table)
    table.coach = coach
    if lesson.prepare is not None:
        lesson.prepare(table)
    if moves is None and chapter > 0:
        to = lesson.starts[chapter]
        moves, upto = rehearse(lesson, to), to
    else:
        upto = slot.marked(game_id, len(moves)) if moves is not None else 0
    if moves is not None:
        try:
            coach.replay(moves, upto=upto)
        except LessonError as exc:
            slot.forget(game_id)
            scene = begin(app, game_id, autoplay=autoplay, lobby=lobby)
            tell(app, str(exc))
            return scene
    scene = TutorialScene(app, table, coach, autoplay, lobby)
    app.push(table)
    app.push(scene)
    if problem:
        tell(app, problem)
    return scene


def tell(app, problem: str) -> None:
    app.push(Notice(app, _("Ahoy"), _("The saved lesson could not be resumed ({reason}); it starts over.")
                    .format(reason=problem)))


def open_lesson(app, game_id: str, lobby=None) -> None:
    """"Learn to play" chose this game: its chapters when it has several; else resume or start over
    when a lesson is saved, else start. `lobby`: see begin."""
    if lesson_for(game_id).chaptered:
        app.push(ChapterMenu(app, game_id, lobby))
    elif slot.saved(game_id):
        app.push(ResumeOrRestart(app, game_id, lobby))
    else:
        begin(app, game_id, lobby=lobby)


def menu_input(scene, intent) -> None:
    """A menu screen's input: back leaves it, the rest moves and chooses in its menu."""
    if intent.kind == "back":
        scene.app.audio.play("back")
        scene.app.pop()
        return
    result = scene.menu.handle(intent)
    if result:
        scene.app.audio.play("click" if result == "moved" else "select")


class ResumeOrRestart(Overlay):
    """A lesson of this game is under way: pick it up where it was left, or start it over."""

    def __init__(self, app, game_id: str, lobby=None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.lobby = lobby
        self.menu = Menu([MenuItem(N_("Resume the lesson"), self.resume_lesson,
                                   hint=N_("Back to the step where you left it.")),
                          MenuItem(N_("Start over"), self.restart, hint=N_("The lesson from its first step."))],
                         (theme.SCREEN_W // 2, 600), width=700, item_h=92)

    def resume_lesson(self) -> None:
        self.app.pop()
        begin(self.app, self.game_id, resume=True, lobby=self.lobby)

    def restart(self) -> None:
        self.app.pop()
        begin(self.app, self.game_id, lobby=self.lobby)

    def handle(self, intent) -> None:
        menu_input(self, intent)

    def draw(self, surface) -> None:
        self.draw_below(surface)
        draw_text(surface, _("Learn to play {game}").format(game=game.get(self.game_id).title),
                  (theme.SCREEN_W // 2, 360), theme.SIZE_HEADING, theme.BRASS, "display")
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", _("Choose")), ("back", _("Back"))])


class ChapterMenu(Scene):
    """A lesson's chapters: resume the one under way, or start any chapter from its beginning; the
    chapters done are ticked (slot.chapters_done)."""

    music = "sea_loop"

    def __init__(self, app, game_id: str, lobby=None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.lobby = lobby
        self.lesson = lesson_for(game_id)
        self.menu = self.build()

    def build(self) -> Menu:
        done = slot.chapters_done(self.game_id)
        items = []
        reached = slot.step_reached(self.game_id)
        if reached is not None:
            k = self.lesson.chapter_of(reached)
            items.append(MenuItem(lambda k=k: _("Resume chapter {n}").format(n=k + 1), self.resume_lesson,
                                  hint=lambda k=k: _("Back to the step where you left chapter {n}: {title}.").format(
                                      n=k + 1, title=_(self.lesson.chapters[k].title))))
        for k, chapter in enumerate(self.lesson.chapters):
            items.append(MenuItem(lambda k=k, c=chapter: _("{n}. {title}").format(n=k + 1, title=_(c.title)),
                                  lambda k=k: self.start(k),
                                  value=lambda k=k: _("Done") if k in done else "",
                                  hint=lambda c=chapter, k=k: self.hint(c, k in done)))
        menu = Menu(items, (theme.SCREEN_W // 2, 610), width=1100, item_h=84)
        menu.hint_pos = (theme.SCREEN_W // 2, 610 + len(items) * 42 + 40)
        return menu

    @staticmethod
    def hint(chapter, done: bool) -> str:
        text = _("About {n} minutes, ending in a task of your own.").format(n=chapter.minutes)
        return text + " " + _("Done already: take it again when you like.") if done else text

    def start(self, chapter: int) -> None:
        begin(self.app, self.game_id, lobby=self.lobby, chapter=chapter)

    def resume_lesson(self) -> None:
        begin(self.app, self.game_id, resume=True, lobby=self.lobby)

    def resume(self) -> None:
        self.menu = self.build()

    def handle(self, intent) -> None:
        menu_input(self, intent)

    def draw(self, surface) -> None:
        backdrop(surface, veil_alpha=110)
        draw_text(surface, _("Learn to play {game}").format(game=game.get(self.game_id).title),
                  (theme.SCREEN_W // 2, 150), theme.SIZE_HEADING, theme.BRASS, "display")
        draw_text(surface, _("One chapter at a time, a few minutes each. Start any of them, or resume."),
                  (theme.SCREEN_W // 2, 240), theme.SIZE_BODY, theme.FOAM)
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", _("Choose")), ("back", _("Back"))])


class LearnMenu(Scene):
    """The title's "Learn to play": one line per game that has a lesson."""

    music = "sea_loop"
    attract = True

    def __init__(self, app, lobby=None) -> None:
        super().__init__(app)
        self.lobby = lobby            # see begin
        self.menu = self.build()

    def build(self) -> Menu:
        items = []
        for gid in available():
            lesson = lesson_for(gid)
            items.append(MenuItem(game.get(gid).title, lambda g=gid: open_lesson(self.app, g, self.lobby), translate=False,
                                  hint=lambda g=gid, n=lesson.minutes: self.hint(g, n)))
        return Menu(items, (theme.SCREEN_W // 2, 600), width=760, item_h=92)

    @staticmethod
    def hint(game_id: str, minutes: int) -> str:
        lesson = lesson_for(game_id)
        if lesson.chaptered:
            text = _("A guided first game against bots, in {k} chapters of a few minutes.").format(
                k=len(lesson.chapters))
            done = len(slot.chapters_done(game_id))
            if done:
                text += " " + _("Chapters done: {n} of {k}.").format(n=done, k=len(lesson.chapters))
            return text
        text = _("A guided first game against a bot, about {n} minutes.").format(n=minutes)
        if slot.saved(game_id):
            text += " " + _("Under way: resume it or start over.")
        return text

    def resume(self) -> None:
        self.menu = self.build()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.notices:
            self.app.push(Notice(self.app, _("Ahoy"), self.app.notices.pop(0)))

    def handle(self, intent) -> None:
        menu_input(self, intent)

    def draw(self, surface) -> None:
        backdrop(surface, veil_alpha=110)
        draw_text(surface, _("Learn to play"), (theme.SCREEN_W // 2, 200), theme.SIZE_TITLE, theme.BRASS, "display")
        draw_text(surface, _("The coach plays a first game with you, step by step, on the real table."),
                  (theme.SCREEN_W // 2, 320), theme.SIZE_BODY, theme.FOAM)
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", _("Choose")), ("back", _("Back"))])


def run_autoplay(app, game_id: str, report) -> TutorialScene:
    """`--tutorial GAME --autoplay`: the lesson plays itself at the fastest animation speed;
    `report(ok, message)` hears the end (the app then quits)."""
    speed = app.settings.anim_speed
    app.settings.anim_speed = max(ANIM_SPEEDS)

    def end(ok: bool, message: str) -> None:
        app.settings.anim_speed = speed           # the player's setting is saved as it was
        report(ok, message)
        app.quit()
    return begin(app, game_id, autoplay=Autoplay(end))
