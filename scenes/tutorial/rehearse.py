"""A chapter's fixed start: the moves a lesson makes, as written, before that chapter's first step.

    moves = rehearse(lesson, lesson.starts[k])        # [(seat, action), ...]

The lesson is played on a bare match (a `Bench` stands in for the table: no drawing, no
animation): the coach walks the steps, the learner's seat plays each move step's expected
move, the bots their scripts (or, where a script says None, the bot's own choice). It stops
once every step before `to` is behind it. `begin(..., chapter=k)` then plays these moves again
through the real table's coach (Coach.replay: all but the last without animation), so the
chapter opens where the chapters before it leave the game.
"""
from __future__ import annotations

from game import Action, Match

from .coach import Coach, LessonError
from .lesson import Lesson


class _Still:
    """A timeline with nothing ever in flight."""

    busy = False


class Bench:
    """What the coach reads of a table, on a bare match: nothing animates, events are heard at once."""

    coach = None

    def __init__(self, match: Match, human: int) -> None:
        self.match = match
        self.human = human
        self.history: list = []
        self.timeline = _Still()
        self.time = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.match.queue)

    def human_to_move(self) -> int | None:
        if self.match.queue or self.match.is_over():
            return None
        return self.human if self.human in self.match.humans_to_move() else None

    def sync(self) -> None: ...

    def refocus(self) -> None: ...


def rehearse(lesson: Lesson, to: int, limit: int = 5000) -> list[tuple[int, Action]]:
    """The moves made before step `to` of `lesson` opens, in order (LessonError if the lesson
    cannot get there as written)."""
    match = lesson.new_match()
    bench = Bench(match, lesson.human)
    coach = Coach(lesson, bench)
    coach.stop = to
    for _ in range(limit):
        coach.drain()
        if coach.index >= to or coach.finished:
            return list(match.log)
        step = coach.step
        if coach.open and not step.reading and bench.human_to_move() == lesson.human:
            coach.submit_saved(lesson.human, coach.expected())
            continue
        bots = match.bots_to_move()
        if not bots:
            raise LessonError(f"{lesson.game} lesson, {coach.where()}: rehearsing a chapter's start, the game "
                              f"waits for nobody the lesson moves")
        seat = bots[0]
        scripted = coach.scripted(seat)
        coach.submit_saved(seat, scripted.result if scripted is not None else match.bot_choice(seat))
    raise LessonError(f"{lesson.game} lesson: step {to + 1} is not reached in {limit} moves")
