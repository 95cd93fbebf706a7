"""Replays: a finished game as a record to watch again, its frames, and its file, read with every check.

A replay is a finished game's journal (journal.py: game, rules version, seed, options, seats,
the actions that stood) with what a list of games shows and the reviews done since:

    {"version": 1, "game": "jamaica", "rules": 2, "seed": 7, "options": {...},
     "seats": [{"name": "Anne", "bot": null, "colour": 0}, ...],
     "actions": [[0, {"type": "place_dice", ...}], ...], "finished": true,
     "replay": {"version": 1, "ended": 1795000000.0, "winners": [1], "scores": [31, 44],
                "reviews": {"0": {...the review of seat 0, game/core/review.py...}}}}

It is a journal (`journal.read` reads its keys), a few KB. `Replay.of(match)` makes one of a
finished match; `to_json(reviews=False)` is the exported file (the journal and the list's
words, no reviews); history.py keeps the last ones in the home folder.

Reading a file (`read`, `parse`) trusts nothing in it and changes nothing anywhere: it is
refused, with ReplayError in a player's words, if it is larger than MAX_BYTES, not JSON, nested
too deeply, holds a number far too long or not finite, a field of the wrong type, a game this
Pirate Arcade does not have, seats or options the game refuses, an action that is not legal
where it stands (its move number and the rules' reason), or ends before the game is over; its
list words (winners, scores) must be what its moves give. A replay of another rules version of
its game is OtherRules: the engine plays only today's rules, under which an older game's moves
would make another game or none, so it is refused with that reason (its moves stay readable:
`record`, as game/core/older.py offers for saves); one of newer rules asks for a newer Pirate
Arcade.

Frames: `frames()` are the positions after each action (frames()[0] the start), `events(i)`
what action i showed, and `round_marks()` the frames where a round begins by the game's own
counters (GameSpec.rounds: Cartagena's turns, Jamaica's rounds, Libertalia's campaigns and
days, Palabra's days, Pagamás' turns), for a viewer's jumps.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from ..i18n import _
from . import journal, review
from .contract import Action, Event, GameSpec, IllegalAction, State
from .edges import _reason, _short
from .match import Match, Seat
from .older import Record
from .registry import get

VERSION = 1             # of the "replay" part (the journal's own is journal.VERSION)
MAX_BYTES = 1 << 20     # a replay file's size at most (a long game with reviews is some 60 KB)
MAX_ACTIONS = 20_000    # actions a replay may hold (the longest games are a few hundred)
MAX_SEED = 1 << 64      # a seed's magnitude at most (the clock's and the lobby's are far smaller)
MAX_COLOURS = 16        # a seat's colour index below this when the caller names no palette
MAX_TIME = 1e11         # seconds since the epoch: well past any clock


class ReplayError(journal.JournalError):
    """A replay that cannot be watched: the message says why, in a player's words."""


class Unreadable(ReplayError):
    """A file the system will not let us read (not damaged: left as it is)."""


class Newer(ReplayError):
    """A file written by a newer Pirate Arcade (not damaged: left as it is)."""


class OtherRules(ReplayError):
    """A replay of another rules version of its game (`rules`, today's `spec.rules_version`):
    `record` holds its seats and moves as written (older rules only; None for newer)."""

    def __init__(self, message: str, rules: int, record: Record | None) -> None:
        super().__init__(message)
        self.rules = rules
        self.record = record


class Mark(NamedTuple):
    """A frame where a round begins: its index in `frames()` and the counters' values there."""

    frame: int
    counters: dict


@dataclass
class Replay:
    """A finished game to watch again; `path`: its file in the history, if kept there."""

    spec: GameSpec
    seed: int
    options: dict
    seats: list[Seat]
    actions: list[tuple[int, Action]]
    ended: float                   # when it ended, seconds since the epoch
    winners: list[int]
    scores: list[float]
    reviews: dict[int, dict] = field(default_factory=dict)   # seat -> its review's JSON
    path: Path | None = None
    _frames: list[State] | None = field(default=None, repr=False)
    _events: list[list[Event]] | None = field(default=None, repr=False)

    @classmethod
    def of(cls, match: Match, ended: float | None = None) -> "Replay":
        """The replay of a finished `match` (ValueError if it is not over)."""
        if not match.is_over():
            raise ValueError("only a finished game has a replay")
        state = match.state
        return cls(match.spec, match.seed, dict(match.options), list(match.seats), list(match.log),
                   time.time() if ended is None else float(ended), list(state.winners()),
                   [_number(x) for x in state.scores()])

    @property
    def game(self) -> str:
        return self.spec.id

    @property
    def title(self) -> str:
        return self.spec.title

    def seat_of(self, index: int) -> int:
        """The seat that played action `index`."""
        return self.actions[index][0]

    # ------------------------------------------------------------- frames
    def _replay(self) -> None:
        state = self.spec.new_state(len(self.seats), self.seed, self.options)
        frames, events = [state.clone()], []
        for seat, action in self.actions:
            events.append(state.apply(seat, action))
            frames.append(state.clone())
        self._frames, self._events = frames, events

    def frames(self) -> list[State]:
        """The positions of the game: [0] the start, [i] after i actions (do not change them)."""
        if self._frames is None:
            self._replay()
        return self._frames

    def events(self, index: int) -> list[Event]:
        """What action `index` showed (whole: a viewer redacts them for the seat it shows)."""
        if self._events is None:
            self._replay()
        return self._events[index]

    def round_marks(self) -> list[Mark]:
        """The frames where a round begins (by GameSpec.rounds, read from the public view),
        the start first. A game without counters has the start alone."""
        keys = self.spec.rounds
        marks, last = [], None
        for i, state in enumerate(self.frames()):
            view = state.view(None)
            counters = {k: view.get(k) for k in keys}
            if counters != last:
                marks.append(Mark(i, counters))
                last = counters
        return marks

    # ------------------------------------------------------------- the file
    def to_json(self, reviews: bool = True) -> dict:
        """The replay's file: its journal and list words, and its reviews unless told not."""
        part = {"version": VERSION, "ended": self.ended, "winners": list(self.winners),
                "scores": list(self.scores)}
        if reviews and self.reviews:
            part["reviews"] = {str(seat): r for seat, r in sorted(self.reviews.items())}
        return {"version": journal.VERSION, "game": self.spec.id, "rules": self.spec.rules_version,
                "seed": self.seed, "options": self.options, "seats": [s.to_json() for s in self.seats],
                "actions": [[seat, a.to_json()] for seat, a in self.actions], "finished": True,
                "replay": part}


def _number(x: Any) -> int | float:
    """A score as JSON keeps it: an integer if it is one."""
    return int(x) if float(x).is_integer() else float(x)


def export(replay: Replay, path: Path) -> None:
    """Write `replay` to `path` as a file to share (no reviews), whole or not at all;
    ReplayError saying why if the system refuses."""
    try:
        journal.write_atomic(Path(path), replay.to_json(reviews=False))
    except OSError as exc:
        raise ReplayError(_("The replay could not be written to {file}: {why}.").format(
            file=Path(path).name, why=journal.problem(exc))) from None


def read(path: Path, colours: int | None = None) -> Replay:
    """The replay in the file `path`, checked whole (see the module doc); ReplayError (its
    kinds: OtherRules, journal.FileUnreadable's words) naming the file and what is wrong.
    The file is never moved or changed. `colours`: how many seat colours the caller draws."""
    path = Path(path)
    try:
        size = path.stat().st_size
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise Unreadable(_("{file} cannot be read: {why}").format(file=path.name, why=journal.problem(exc))) from None
    if max(size, len(raw)) > MAX_BYTES:
        raise ReplayError(_("{file} is too large to be a replay ({size} KB; a replay is at most {most} KB).").format(
            file=path.name, size=max(size, len(raw)) // 1024, most=MAX_BYTES // 1024))
    try:
        data = journal.parse_json(raw, path)
    except journal.JournalError as exc:
        raise ReplayError(str(exc)) from None
    replay = parse(data, path.name, colours)
    return replay


def parse(data: Any, name: str = "", colours: int | None = None) -> Replay:
    """A replay from its JSON (`name`: the file it came from, for messages), checked whole;
    ReplayError (or OtherRules) saying what is wrong."""
    def refuse(why: str) -> ReplayError:
        if not name:
            return ReplayError(_("This replay cannot be watched: {why}").format(why=why))
        return ReplayError(_("{file} cannot be watched: {why}").format(file=name, why=why))

    if not isinstance(data, dict) or "actions" not in data or "game" not in data:
        raise refuse(_("it is not a replay of Pirate Arcade"))
    version = data.get("version")
    if type(version) is int and version > journal.VERSION:
        raise Newer(_("This replay was written by a newer Pirate Arcade (journal version {version}).").format(
            version=str(version)[:20]))
    if version != journal.VERSION:
        raise refuse(_("its journal version is {version}").format(version=_short(version, 20)))
    part = data.get("replay", {})
    if not isinstance(part, dict):
        raise refuse(_("'{key}' is missing or not a {kind}").format(key="replay", kind="object"))
    if type(part.get("version", VERSION)) is int and part.get("version", VERSION) > VERSION:
        raise Newer(_("This replay was written by a newer Pirate Arcade (replay version {version}).").format(
            version=str(part["version"])[:20]))
    for key, kind in (("game", str), ("seed", int), ("options", dict), ("seats", list), ("actions", list),
                      ("rules", int)):
        value = data.get(key)
        if not isinstance(value, kind) or isinstance(value, bool):
            raise refuse(_("'{key}' is missing or not a {kind}").format(key=key, kind=kind.__name__))
    try:
        spec = get(data["game"])
    except KeyError:
        raise refuse(_("it holds a game this Pirate Arcade does not have ({game})").format(
            game=_short(data["game"], 30))) from None
    seats = _seats(data["seats"], spec, colours, refuse)
    rules = data["rules"]
    if rules < 1:
        raise refuse(_("'{key}' is missing or not a {kind}").format(key="rules", kind="int"))
    if rules > spec.rules_version:
        raise OtherRules(_("This replay was played under newer rules of {game} (version {theirs}) than this "
                           "Pirate Arcade knows (version {ours}): a newer Pirate Arcade can show it.").format(
            game=spec.title, theirs=str(rules)[:20], ours=spec.rules_version), rules, None)
    if rules < spec.rules_version:
        record = Record(spec, max(rules, 1), seats, list(data["actions"]))
        changes = " ".join(record.changes())
        raise OtherRules(_("This replay was played under older rules of {game} (version {theirs}); this "
                           "Pirate Arcade plays only version {ours}, under which its moves would make another "
                           "game, so it cannot be watched. {changes}").format(
            game=spec.title, theirs=rules, ours=spec.rules_version, changes=changes).strip(),
            rules, record)
    seed = data["seed"]
    if abs(seed) >= MAX_SEED:
        raise refuse(_("its seed is out of range"))
    if len(data["actions"]) > MAX_ACTIONS:
        raise refuse(_("it holds more than {most} moves").format(most=MAX_ACTIONS))
    try:
        options = spec.resolve_options(data["options"])
        state = spec.new_state(len(seats), seed, options)
    except ValueError as exc:
        raise refuse(_reason(exc)) from None
    replay = Replay(spec, seed, options, seats, [], 0.0, [], [])
    frames, events = [state.clone()], []
    for n, entry in enumerate(data["actions"]):
        replay.actions.append(_action(spec, state, n, entry, refuse, events))
        frames.append(state.clone())
    if not state.is_over():
        raise refuse(_("it ends before the game is over (after {count} moves)").format(count=len(frames) - 1))
    replay._frames, replay._events = frames, events
    replay.winners = list(state.winners())
    replay.scores = [_number(x) for x in state.scores()]
    _words(replay, part, refuse)
    replay.reviews = _reviews(replay, part.get("reviews", {}), refuse)
    return replay


def _seats(data: list, spec: GameSpec, colours: int | None, refuse) -> list[Seat]:
    if not spec.min_players <= len(data) <= spec.max_players:
        raise refuse(_("{game} is for {least} to {most} players, not {count}").format(
            game=spec.title, least=spec.min_players, most=spec.max_players, count=len(data)))
    seats = []
    for d in data:
        try:
            seat = Seat.from_json(d, colours or MAX_COLOURS)
            if seat.bot is not None:
                spec.parse_bot(seat.bot)
        except ValueError as exc:
            raise refuse(_reason(exc)) from None
        except KeyError as exc:
            raise refuse(str(exc.args[0])) from None
        seats.append(seat)
    return seats


def _action(spec: GameSpec, state: State, n: int, entry: Any, refuse, events: list) -> tuple[int, Action]:
    """The n-th [seat, action] pair, played on `state` through `apply` (its events kept)."""
    if not (isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int):
        raise refuse(_("move {number} is not a [seat, action] pair: {entry}").format(number=n + 1, entry=_short(entry)))
    seat = entry[0]
    try:
        action = spec.action_from_json(entry[1])
    except (ValueError, RecursionError) as exc:
        raise refuse(_("move {number}: {reason}").format(number=n + 1, reason=_reason(exc))) from None
    try:
        events.append(state.apply(seat, action))
    except IllegalAction as exc:
        raise refuse(_("move {number} ({move}) is not legal: {reason}").format(
            number=n + 1, move=_short(action.describe(), 80), reason=exc)) from None
    except (MemoryError, KeyboardInterrupt):
        raise
    except Exception as exc:  # untrusted data: whatever it breaks, the file is refused
        raise refuse(_("move {number} cannot be played ({reason})").format(number=n + 1, reason=_reason(exc))) from None
    return seat, action


def _words(replay: Replay, part: dict, refuse) -> None:
    """The list's words of the file: when it ended, and the winners and scores its moves give."""
    ended = part.get("ended", 0.0)
    if type(ended) not in (int, float) or not math.isfinite(ended) or not 0 <= ended < MAX_TIME:
        raise refuse(_("'{key}' is missing or not a {kind}").format(key="ended", kind="time"))
    replay.ended = float(ended)
    if "winners" in part and part["winners"] != replay.winners:
        raise refuse(_("the winners it names are not those its moves give"))
    if "scores" in part and part["scores"] != replay.scores:
        raise refuse(_("the scores it gives are not those its moves give"))


def _reviews(replay: Replay, data: Any, refuse) -> dict[int, dict]:
    if not isinstance(data, dict):
        raise refuse(_("'{key}' is missing or not a {kind}").format(key="reviews", kind="object"))
    out = {}
    for key, r in data.items():
        if not (isinstance(key, str) and key.isdigit() and int(key) < len(replay.seats)):
            raise refuse(_("it holds a review of seat {seat}, which is not at its table").format(
                seat=key[:12] if isinstance(key, str) else _short(key, 12)))
        try:
            out[int(key)] = review.check(r, replay, int(key))
        except ValueError as exc:
            raise refuse(_reason(exc)) from None
    return out


__all__ = ["Replay", "ReplayError", "OtherRules", "Unreadable", "Newer", "Mark", "read", "parse", "export", "VERSION", "MAX_BYTES"]
