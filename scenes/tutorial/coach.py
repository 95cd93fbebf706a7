"""The coach: walks a lesson's steps over a real table, reading its events and its view.

The table consults the coach through four small hooks (scenes/table.py, `TableScene.coach`):

    holds()            the table plays no further event and no bot moves while this is true
                       (a reading step is up, or the event a step waits for has just played)
    heard(event)       each event, as the table starts to show it
    vet(seat, action)  a human's submit: None lets it through, else the reason it is refused
                       (the move is not applied; the coach shows the reason)
    scripted(seat)     a bot seat's next scripted move (checked legal), or None to let it think

and the coach tells the table when a move step opens (`table.refocus()`), so that its focus
stands on the option the step asks for (`focus_for(decision)`; TableScene.lesson_focus).

The coach never changes state itself: the human's moves go through the table's own controls
and `submit`, the scripted bots' through the table's bot path. It raises LessonError when the
lesson cannot go on (a scripted move that is not legal, a step whose events did not happen, an
event shown that no step explains): autoplay and the tests fail on it, the screen says so.
"""
from __future__ import annotations

from dataclasses import dataclass

from game import Action, Event, IllegalAction
from game.i18n import _

from .lesson import ANY, Lesson, Step, as_show


class LessonError(Exception):
    """A lesson that cannot go on; the message names the step and what went wrong."""


@dataclass
class ScriptedMove:
    """A bot's scripted move, in the shape of the table's BotWorker (decided already)."""

    seat: int
    result: Action
    error: None = None
    done: bool = True


class Coach:
    def __init__(self, lesson: Lesson, table) -> None:
        self.lesson = lesson
        self.table = table
        self.index = 0                  # the step on screen, or the next one to open
        self.open = False
        self.caught = False             # the pending step's `at` event has played: hold still
        self.finished = False
        self.parked = False             # finished, and the table still held until the learner chooses what next
        self.heard_since: list[Event] = []   # events since the current step opened
        self.heard_types: set[str] = set()
        self.explained: set[str] = set()
        self.refusal: str | None = None
        self.refusals = 0               # moves refused so far (the lesson's tests read it)
        self.refused_at = 0.0
        self.opened_at = 0.0
        self.moves = 0                  # moves the open step has accepted
        self.read_on = 0                # resuming: read past the reading steps before this one
        self.stop: int | None = None    # rehearsing a chapter's start: open no step from this one on
        self.shown: list[tuple[int, float]] = []   # (step, seconds it stood on screen), as each closes

    # ------------------------------------------------------------------ where we are
    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    def where(self) -> str:
        """"step 7 of 20" for messages."""
        return _("step {n} of {total}").format(n=self.index + 1, total=len(self.lesson.steps))

    def human_view(self) -> dict:
        return self.table.match.state.view(self.lesson.human)

    # ------------------------------------------------------------------ the table's hooks
    def holds(self) -> bool:
        if self.finished:
            return self.parked
        step = self.step
        if self.open and step is not None and step.reading:
            return True
        if self.caught:
            return True
        if not self.open and step is not None and step.reading and step.at is None and not self.table.busy:
            return True     # a reading step opens this very frame: no bot moves before it (simultaneous phases)
        match = self.table.match
        return match.is_over() and not match.queue     # the lesson tells the end, not the results screen

    def heard(self, event: Event) -> None:
        if self.finished:
            return
        seen = event.for_viewer(self.lesson.human)
        self.heard_since.append(seen)
        self.heard_types.add(seen.TYPE)
        step = self.step
        if not self.open and step is not None and step.at is not None and as_show(step.at).matches(seen):
            self.caught = True

    def vet(self, seat: int, action: Action) -> str | None:
        if self.finished:
            return None
        step = self.step
        if step is None or not self.open or step.reading:
            return self.refuse(_("Read the coach's note first, then press Continue."))
        if not step.accepts(action, self.human_view()):
            return self.refuse(_(step.why) if step.why else _("That is not the move this step teaches."))
        if action not in self.table.match.state.legal_actions(seat):
            return None                 # the match refuses it, with its own reason; the step stays
        self.refusal = None
        self.moves += 1
        if step.until is None or self.until_after(step, seat, action):
            self.close()
        return None

    def scripted(self, seat: int) -> ScriptedMove | None:
        if self.finished:
            return None
        script = self.lesson.script.get(seat, ())
        done = sum(1 for s, _a in self.table.match.log if s == seat)
        if done >= len(script) or script[done] is None:
            return None
        state = self.table.match.state
        legal = state.legal_actions(seat)
        move = script[done]
        action = move if isinstance(move, Action) else move(state.view(seat), legal)
        if action not in legal:
            what = action.describe() if isinstance(action, Action) else repr(action)
            raise LessonError(f"{self.lesson.game} lesson, {self.where()}: scripted move {done + 1} of seat "
                              f"{seat} ({what}) is not legal now")
        return ScriptedMove(seat, action)

    # ------------------------------------------------------------------ the steps
    def refuse(self, reason: str) -> str:
        self.refusal = reason
        self.refusals += 1
        self.refused_at = self.table.time
        return reason

    def until_after(self, step: Step, seat: int, action: Action) -> bool:
        """Does the open step's `until` hold once `action` is played? (Asked of a copy.)"""
        copy = self.table.match.state.clone()
        copy.apply(seat, action)
        return bool(step.until(copy.view(self.lesson.human)))

    def close(self) -> None:
        self.shown.append((self.index, self.table.time - self.opened_at))
        self.open = False
        self.index += 1
        self.moves = 0
        if self.index >= len(self.lesson.steps):
            self.finish()

    def go_on(self) -> bool:
        """Continue past the reading step on screen; False when none is."""
        step = self.step
        if self.finished or not self.open or step is None or not step.reading:
            return False
        self.close()
        return True

    def finish(self) -> None:
        self.finished = True
        self.parked = True
        self.open = False
        self.caught = False

    def ready(self, step: Step) -> bool:
        """May `step` open now? (`at`: once its event has been shown; else once every event has
        been shown, and for a move once the human is to move.)"""
        table = self.table
        if step.at is not None:
            return self.caught and not table.timeline.busy
        if table.busy:
            return False
        return step.reading or table.human_to_move() == self.lesson.human

    def update(self) -> None:
        """Each frame, after the table's: open the next step when it is due."""
        if self.finished:
            return
        step = self.step
        if step is None:
            self.finish()
            return
        if self.open:
            return
        if self.ready(step):
            self.open_step()
            if step.reading and self.index < self.read_on:
                self.close()            # read already, before the lesson was left
        else:
            self.check_stuck(step)

    def open_step(self) -> None:
        step = self.step
        names = list(step.shows) + ([step.at] if step.at is not None else [])
        for show in map(as_show, names):
            if not any(show.matches(e) for e in self.heard_since):
                heard = ", ".join(e.TYPE for e in self.heard_since) or "nothing"
                raise LessonError(f"{self.lesson.game} lesson, {self.where()}: it explains a "
                                  f"{show.type!r} event{' of its kind' if show.test else ''}, which did not "
                                  f"play since the previous step (heard: {heard})")
        self.explained |= {as_show(s).type for s in names} | set(step.explains)
        unexplained = sorted(self.heard_types - self.explained)
        if unexplained:
            raise LessonError(f"{self.lesson.game} lesson, {self.where()}: events shown but never explained: "
                              f"{', '.join(unexplained)}")
        self.open = True
        self.caught = False
        self.heard_since = []
        self.moves = 0
        self.refusal = None
        self.opened_at = self.table.time
        if not step.reading:
            self.table.refocus()        # the focus on the option this step asks for

    def check_stuck(self, step: Step) -> None:
        """The table waits for the human, or the match is over, but the pending step can never
        open: the lesson and the game have parted ways."""
        table = self.table
        if table.busy or self.caught:
            return
        if step.at is not None and (table.human_to_move() is not None or table.match.is_over()):
            raise LessonError(f"{self.lesson.game} lesson, {self.where()}: waits for a "
                              f"{as_show(step.at).type!r} event, but the table waits for "
                              f"{'nobody: the game is over' if table.match.is_over() else 'the human'}")
        if not step.reading and table.match.is_over():
            raise LessonError(f"{self.lesson.game} lesson, {self.where()}: waits for a move, but the game is over")

    # ------------------------------------------------------------------ the focus
    def focus_for(self, decision) -> int | None:
        """The option of `decision` (a game.core.decision.Decision) the open move step asks for,
        when the decision's own focus is not a move the step accepts; None on a free choice
        (ANY), on a task (the learner decides alone), for another seat, or outside a move step."""
        step = self.step
        if (decision is None or self.finished or not self.open or step is None or step.reading or step.task
                or step.wait == ANY or decision.seat != self.lesson.human):
            return None
        if step.accepts(decision.options[decision.focus].action, self.human_view()):
            return None
        try:
            action = self.expected()
        except LessonError:
            return None
        return decision.index_of(action)

    # ------------------------------------------------------------------ autoplay
    def expected(self) -> Action | None:
        """The move the open step waits for (autoplay plays it)."""
        step = self.step
        if not self.open or step is None or step.reading:
            return None
        seat = self.lesson.human
        legal = self.table.match.state.legal_actions(seat)
        view = self.human_view()
        action = step.expected(view, legal)
        if action is None or action not in legal or not step.accepts(action, view):
            raise LessonError(f"{self.lesson.game} lesson, {self.where()}: its expected move "
                              f"({action.describe() if action is not None else 'none'}) is not legal now")
        return action

    # ------------------------------------------------------------------ resuming
    def replay(self, actions: list[tuple[int, Action]], upto: int = 0) -> None:
        """Resume a saved lesson: its moves but the last are played again through the steps
        without animations (every event heard, every step passed as it was); the last move is
        submitted for the table to animate, and the steps it brings are read past up to step
        `upto`, where the player stood. LessonError if the moves do not fit the lesson."""
        table, match = self.table, self.table.match
        path, match.journal_path = match.journal_path, None
        try:
            for seat, action in actions[:-1]:
                self.submit_saved(seat, action)
                self.drain()
            table.sync()
            if actions:
                self.submit_saved(*actions[-1])
        finally:
            match.journal_path = path
        match.save()
        self.read_on = upto

    def submit_saved(self, seat: int, action: Action) -> None:
        """One saved move, after the steps due before it (the player had read them)."""
        match = self.table.match
        self.settle_replay()
        if not self.finished and not match.seats[seat].is_bot:
            if self.vet(seat, action) is not None:
                raise LessonError(f"{self.lesson.game} lesson: the saved move {action.describe()} does not "
                                  f"fit {self.where()}")
        try:
            match.submit(seat, action)
        except IllegalAction as exc:
            raise LessonError(f"{self.lesson.game} lesson: a saved move is refused ({exc})") from None

    def drain(self) -> None:
        """The events of a replayed move, heard one at a time as the table would show them: a step
        due on the way opens, and is read past (more moves follow)."""
        match = self.table.match
        while match.queue:
            event = match.pop_event()
            self.table.history.append(event)
            self.heard(event)
            self.settle_replay()
        self.settle_replay()

    def settle_replay(self) -> None:
        """Open the steps that are due, and read past the reading ones (moves follow them); none
        from step `stop` on (rehearsing a chapter's start)."""
        while not self.finished and self.step is not None:
            if self.stop is not None and self.index >= self.stop:
                return
            step = self.step
            if not self.open:
                if not self.ready(step):
                    return
                self.open_step()
            elif step.reading:
                self.close()
            else:
                return
