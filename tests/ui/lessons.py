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

from .helpers import key

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


def ready_for_move(scene) -> bool:
    coach, table = scene.coach, scene.table
    return (coach.open and not coach.step.reading and not table.busy
            and table.human_to_move() == scene.lesson.human)


def drive(app, scene, until=None, frames: int = 60_000, on_step=None) -> int:
    """Play the lesson by keys until it is finished or `until(coach)` holds; `on_step(coach)` is
    called as each step opens. Returns the frames it took; fails if it gets stuck."""
    coach = scene.coach
    seen = None
    for n in range(frames):
        if coach.finished or (until is not None and until(coach)):
            return n
        app.step(1 / 60)
        if app.top is not scene:
            continue
        if coach.open and (coach.index, coach.moves) != seen:
            seen = (coach.index, coach.moves)
            if on_step is not None and coach.moves == 0:
                on_step(coach)
            if until is not None and until(coach):
                return n
        if not coach.open:
            continue
        if coach.step.reading:
            press("confirm")
        elif ready_for_move(scene):
            press(*scene.lesson.keys(scene.table, coach.expected()))
            app.step(1 / 60)
    raise AssertionError(f"the {scene.lesson.game} lesson did not end in {frames} frames "
                         f"(at step {coach.index + 1}, open={coach.open})")
