"""A lesson as data: the match it plays (seats, options with the fixed deal), its steps and its scripts.

A lesson is written in `scenes/<game>/lesson.py` as a module-level `LESSON = Lesson(...)`
(README.md beside this file is the authors' guide). Nothing here draws or plays: the coach
(coach.py) walks the steps over a real table.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Union

from game import Action, Event, Match, Seat

from ..tables import has_room, playable, room

# A step's `wait` that welcomes any legal move (the player chooses freely).
ANY = "any"


@dataclass(frozen=True)
class Show:
    """An engine event a step names: its TYPE and, optionally, a test on the event (as the
    human's seat may see it) that must hold, e.g. `lambda e: e.skipped == (5, 11)`."""

    type: str
    test: Callable[[Event], bool] | None = None

    def matches(self, event: Event) -> bool:
        return event.TYPE == self.type and (self.test is None or bool(self.test(event)))


ShowLike = Union[str, Show]


def as_show(s: ShowLike) -> Show:
    return s if isinstance(s, Show) else Show(s)


def of(event_type: str, **fields) -> Show:
    """An event of that TYPE whose fields have these values: `of("pirate_moved", seat=1)`."""
    return Show(event_type, lambda e: all(getattr(e, k) == v for k, v in fields.items()))


@dataclass(frozen=True)
class Step:
    """One thing the coach says, and what it waits for.

    say      the coach's words (marked with N_(); translated when drawn), or a callable
             `(table) -> str` that builds them (translating what it builds with _()).
    look     what to look at: keys that the lesson's `locate(table, key)` turns into rects
             ("space:4", "hand", ...); a highlight ring is drawn round each.
    wait     None: a reading step (the table holds still; Continue goes on). An Action: the
             exact move it waits for. A callable `(action) -> bool`: the moves it accepts.
             ANY: any legal move (the player chooses freely).
    expect   the move autoplay makes (and the tests' keys press) when `wait` is not one exact
             Action: an Action, or `(view, legal) -> Action` (view: the human's view now).
    why      what the coach answers to another move (marked with N_()).
    until    for a move step: `(view) -> bool`; the step stays open for further moves until it
             holds after one (e.g. "until your turn has passed"). None: one move closes it.
    shows    the events the step explains, which must have played since the previous step
             opened (Show or an event TYPE): the step cannot open without them.
    explains event TYPEs the step explains before they happen (they then need no later step).
    at       open right after this event has been shown (the table holds still after it);
             None: open when every event has been shown (and, for a move step, when the
             human is to move).
    title    an optional heading over the words.
    task     a move the learner makes alone, ending a chapter: the words say what to achieve,
             not which option; the focus is not put on the answer ("Your task" heads it).
    judge    `(view, action) -> bool`: a further test of a move `wait` lets through, on the
             learner's view before it (a task's "the most valuable gem"); refused with `why`.
    """

    say: str | Callable[[Any], str]
    look: tuple[str, ...] = ()
    wait: Action | Callable[[Action], bool] | str | None = None
    expect: Action | Callable[[dict, list], Action] | None = None
    why: str = ""
    until: Callable[[dict], bool] | None = None
    shows: tuple[ShowLike, ...] = ()
    explains: tuple[str, ...] = ()
    at: ShowLike | None = None
    title: str = ""
    task: bool = False
    judge: Callable[[dict, Action], bool] | None = None

    @property
    def reading(self) -> bool:
        return self.wait is None

    def accepts(self, action: Action, view: dict | None = None) -> bool:
        """Does the step take `action` (judged on `view`, the learner's view before it, when given)?"""
        if self.wait is None:
            return False
        if self.judge is not None and view is not None and not self.judge(view, action):
            return False
        if self.wait == ANY:
            return True
        if isinstance(self.wait, Action):
            return action == self.wait
        return bool(self.wait(action))

    def expected(self, view: dict, legal: list) -> Action | None:
        """The move autoplay makes for this step now (None for a reading step)."""
        if self.wait is None:
            return None
        if isinstance(self.wait, Action) and self.expect is None:
            return self.wait
        if isinstance(self.expect, Action):
            return self.expect
        if self.expect is not None:
            return self.expect(view, legal)
        return next((a for a in legal if self.accepts(a, view)), None)


@dataclass(frozen=True)
class LessonSeat:
    """A seat of the lesson's match: a pirate name (kept as written in every language), human
    or a bot level (a bot plays its script first, then thinks for itself), a colour index."""

    name: str
    bot: str | None = None
    colour: int = 0


# A bot's scripted move: an Action, or `(view, legal) -> Action` (its seat's view now);
# None lets the bot decide that move itself.
Scripted = Union[Action, Callable[[dict, list], Action], None]


@dataclass(frozen=True)
class Chapter:
    """A few minutes of a lesson, taken alone or in a row: its title (N_()), its steps, ending in
    a task the learner does alone (a Step with task=True), and about how long it takes.

    A chapter starts from a fixed position: the lesson's match (its `setup` option) and the
    moves that the chapters before it make as written (the learner's expected moves, the bots'
    scripts), played again without animation (rehearse.py)."""

    title: str
    steps: tuple[Step, ...]
    minutes: int = 3


@dataclass(frozen=True)
class Lesson:
    """One game's guided first game.

    game      the game id; seats, seed and options (with "setup", the fixed deal) make the match.
    chapters  the lesson in chapters (Chapter), in order; or, for a lesson of one piece,
    steps     the script of the coach, in order (with chapters: every chapter's steps in a row).
    script    seat -> that bot seat's moves during the lesson, in order (every move the seat
              makes: forced choices too); past its end the bot decides for itself.
    locate    `(table, key) -> list[pygame.Rect]`: where a step's `look` key stands on screen.
    spots     where the coach's panel may stand (pygame.Rect areas, best first): the first one
              that hides nothing it points at is used.
    keys      `(table, action) -> list[str]`: the intents ("left", "confirm", ...) that make
              this table submit `action` from its selection now (autoplay and the tests
              press them); None: autoplay submits through the table's submit.
    prepare   `(table) -> None`: set the table up for the lesson (e.g. close a rules overlay).
    keep_clear `(table) -> list[pygame.Rect]`: what the panel must not hide now though no ring
              is drawn round it (e.g. the tray where the learner is choosing).
    ends_game True when the lesson plays the match to its end (no "play on" offered).
    minutes   about how long it takes.
    """

    game: str
    seats: tuple[LessonSeat, ...]
    options: dict
    steps: tuple[Step, ...] = ()
    seed: int = 1
    script: dict[int, tuple[Scripted, ...]] = field(default_factory=dict)
    locate: Callable[[Any, str], list] | None = None
    spots: tuple = ()
    keys: Callable[[Any, Action], list[str]] | None = None
    prepare: Callable[[Any], None] | None = None
    keep_clear: Callable[[Any], list] | None = None
    ends_game: bool = False
    minutes: int = 10
    chapters: tuple[Chapter, ...] = ()

    def __post_init__(self) -> None:
        joined = tuple(s for c in self.chapters for s in c.steps)
        if len(self.chapters) > 1:
            if self.steps and tuple(self.steps) != joined:
                raise ValueError(f"the {self.game} lesson gives both chapters and other steps")
            object.__setattr__(self, "steps", joined)
            object.__setattr__(self, "minutes", sum(c.minutes for c in self.chapters))
        else:                    # a lesson of one piece (its steps win over a copy's one chapter)
            title = self.chapters[0].title if self.chapters else ""
            steps = tuple(self.steps) or joined
            object.__setattr__(self, "steps", steps)
            object.__setattr__(self, "chapters", (Chapter(title, steps, self.minutes),))

    @property
    def chaptered(self) -> bool:
        """Is the lesson in more than one chapter (the menu then lists them)?"""
        return len(self.chapters) > 1

    @property
    def starts(self) -> tuple[int, ...]:
        """The index of each chapter's first step."""
        out, at = [], 0
        for chapter in self.chapters:
            out.append(at)
            at += len(chapter.steps)
        return tuple(out)

    def chapter_of(self, index: int) -> int:
        """The chapter the step `index` belongs to (the last one past the end)."""
        starts = self.starts
        return max(k for k, start in enumerate(starts) if start <= min(index, len(self.steps) - 1))

    @property
    def human(self) -> int:
        """The learner's seat (a lesson has exactly one human)."""
        return next(i for i, s in enumerate(self.seats) if s.bot is None)

    def new_match(self, journal_path=None) -> Match:
        seats = [Seat(s.name, s.bot, s.colour) for s in self.seats]
        return Match.new(self.game, seats, seed=self.seed, options=self.options, journal_path=journal_path)


def has_lesson(game_id: str) -> bool:
    """Does `scenes/<game>/lesson.py` exist? (Learn to play lists only those games.)"""
    return has_room(game_id, "lesson")


def lesson_for(game_id: str) -> Lesson:
    """The LESSON of `scenes/<game>/lesson.py` (KeyError naming the games with lessons)."""
    if not has_lesson(game_id):
        raise KeyError(f"no lesson for {game_id!r}; lessons: {', '.join(available()) or 'none'}")
    return room(game_id, "lesson").LESSON


def available() -> list[str]:
    """The playable games that have a lesson, in the select screen's order."""
    return [gid for gid in playable() if has_lesson(gid)]
