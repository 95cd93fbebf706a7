"""Driving a lesson (scenes/tutorial) through synthetic key presses, for every lesson's tests.

    app = make_app()
    scene = lessons.start(app, "cartagena")
    lessons.drive(app, scene)                      # to the end: Enter on reading steps, the
                                                   # lesson's keys for each expected move
    lessons.drive(app, scene, until=lambda c: c.index == 7)   # or up to a step
"""
from __future__ import annotations

import pygame

from scenes.title import Title
from scenes.tutorial.start import begin

from .helpers import key, run_until

KEYS = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT,
        "confirm": pygame.K_RETURN, "alt": pygame.K_TAB, "back": pygame.K_ESCAPE, "menu": pygame.K_p,
        "page_prev": pygame.K_q, "page_next": pygame.K_r, "log": pygame.K_l, "undo": pygame.K_u}


def press(*intents: str) -> None:
    """Post the key of each intent, in order (the next app.step reads them)."""
    for intent in intents:
        key(KEYS[intent])


def start(app, game_id: str, resume: bool = False):
    """The title, then the lesson over it as Learn to play opens it (fastest animations); returns
    its TutorialScene."""
    app.settings.anim_speed = 3.0
    title = Title(app)
    app._push(title)
    scene = begin(app, game_id, resume=resume, lobby=title.lobby)
    app.apply_pending()
    return scene


# drive's frames: the longest the app's loop makes (App.run: a frame of a slow machine, 20 a
# second). The lesson moves as it does at 60 frames a second (the table takes one event a
# frame, the coach opens each step when the table is still), in a third of the frames drawn.
FRAME = 0.05


def ready_for_move(scene) -> bool:
    """A move step is open, the table waits for the learner, and the step's beat has passed (before
    it a confirm only skips an animation: scenes/tutorial/scene.py)."""
    coach, table = scene.coach, scene.table
    return (coach.open and not coach.step.reading and not table.busy
            and table.human_to_move() == scene.lesson.human and scene.calm())


def until_ready(app, scene, frames: int = 600) -> int:
    """Step the lesson until it waits for the learner's move (`ready_for_move`: its beat passed), in
    the app's longest frames, drawing the frame where it does."""
    return run_until(app, lambda: ready_for_move(scene), dt=FRAME, frames=frames, draw=False)


HELD = 24           # frames a hammering player keeps Enter held down into each step (1.2 s: longer than its beat)


def in_beat(scene, seen) -> bool:
    """A frame of a step's beat (scenes/tutorial/scene.py BEAT): the step is open and was looked at
    (`seen`), nothing moves and a confirm does not count yet: the lesson only waits."""
    coach = scene.coach
    return (scene.app.top is scene and coach.open and (coach.index, coach.moves) == seen
            and not scene.table.timeline.busy and not scene.calm())


def drive(app, scene, until=None, frames: int = 60_000, on_step=None, choose=None, hammer: bool = False,
          send=press) -> int:
    """Play the lesson by keys until it is finished or `until(coach)` holds; `on_step(coach)` is
    called as each step opens; `choose(coach)` may return the learner's own move at a move step
    (None: the step's expected move). `hammer`: Enter is also pressed, and held down, on every
    frame an animation plays or no step is open, and kept held HELD frames into each step (a
    player skipping animations), then let go. `send(*intents)` presses them (the keyboard's keys;
    a pad's buttons). Returns the frames it took; fails if it gets stuck.

    Every frame is drawn but those of a step's beat, where the lesson only waits (`in_beat`; a
    hammered key then only has to pass nothing): the step is drawn as it opens, and again as its
    beat ends, before a key is pressed."""
    coach = scene.coach
    seen = None
    held = 0
    drawn = True
    for n in range(frames):
        if coach.finished or (until is not None and until(coach)):
            if not drawn:
                app.draw()
            return n
        if hammer and (held or scene.table.timeline.busy or not coach.open):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                 scancode=0))
            if held == 1:
                pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                     scancode=0))
            held = max(0, held - 1)
        app.step(FRAME, draw=False)
        drawn = not in_beat(scene, seen)
        if drawn:
            app.draw()
        if app.top is not scene:
            continue
        if coach.open and (coach.index, coach.moves) != seen:
            seen = (coach.index, coach.moves)
            held = HELD if hammer else 0
            if on_step is not None and coach.moves == 0:
                on_step(coach)
            if until is not None and until(coach):
                return n
        if not coach.open or held:
            continue
        if coach.step.reading:
            if scene.calm():
                send("confirm")
        elif ready_for_move(scene):
            action = choose(coach) if choose is not None else None
            send(*scene.lesson.keys(scene.table, action or coach.expected()))
            app.step(FRAME)
    raise AssertionError(f"the {scene.lesson.game} lesson did not end in {frames} frames "
                         f"(at step {coach.index + 1}, open={coach.open})")


def leave(app) -> None:
    """Leave the lesson as a player does: the pause menu, Quit, Yes; back on the title."""
    press("menu")
    run_until(app, lambda: type(app.top).__name__ == "Pause")
    app.top.ask_quit()
    app.apply_pending()
    app.top._yes()
    run_until(app, lambda: isinstance(app.top, Title))


def events(scene, kind: str, **fields) -> list:
    """The events of this kind the table showed, whole, with these field values."""
    return [e for e in scene.table.history
            if e.TYPE == kind and all(getattr(e, k) == v for k, v in fields.items())]


def one(scene, kind: str, **fields):
    found = events(scene, kind, **fields)
    assert len(found) == 1, (kind, fields, found)
    return found[0]
