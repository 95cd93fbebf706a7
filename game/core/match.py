"""The match: a state, its seats, the event queue for the client, and the journal.

The client submits actions here and only here; the match applies them, queues
the events for animation, and rewrites the journal (autosave) after every
action. A save the system refuses (a full or read-only disk) never stops the game: the
match goes on in memory, keeps the refusal in `save_error` (`unsaved` says it in words), and
every later save writes the whole journal again, the actions played meanwhile included; the
last journal written stays whole (journal.write_atomic). `Match.resume(path)` replays a
journal into the same state, and keeps the replay's events (`replayed`, whole: a table shows
them redacted in its log); the journal records its game's rules version, and one of older
rules is never replayed under today's (older.OlderRules). A bot seat's move comes from
`bot_choice`, which hands the bot `state.determinize(seat, rng)`, never the true state.

Taking back (`can_undo`, `why_no_undo`, `undo`): before each human action the match keeps a
checkpoint (a clone). A human may take back their own latest actions, one at a time, while
every action since is theirs, the turn has not passed to another seat and nothing new was
revealed (`State.reveals`: no luck drawn, nothing hidden shown). Bots never take back. The
journal's "actions" are exactly the actions that stand (so a replay is the game as it
stands, and the Rng draws the same: a taken-back action never drew on it); what was taken
back is kept beside them, in "taken_back", as the record of what the table saw. Checkpoints
live in memory only: a resumed match starts with none (nothing to take back after a load).
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import ClassVar
from pathlib import Path
from typing import Any, Iterable

from ..i18n import _
from . import journal
from .bots import decide
from .contract import Action, Event, GameSpec, IllegalAction, State
from .edges import _reason, _short, exercise
from .older import OlderRules, Record
from .registry import get
from .rng import Rng


MAX_NAME = 40     # characters of a seat's name (the lobby types at most 14)


@dataclass
class Seat:
    """Who sits at a place of the table: a name, human or which bot, a colour index."""

    name: str
    bot: str | None = None        # None: a human; else a bot name of the game's spec
    colour: int = 0               # index into scenes.theme.PLAYER_COLOURS

    @property
    def is_bot(self) -> bool:
        return self.bot is not None

    def to_json(self) -> dict:
        return {"name": self.name, "bot": self.bot, "colour": self.colour}

    @classmethod
    def from_json(cls, d: Any, colours: int | None = None) -> "Seat":
        """A seat from its JSON; ValueError naming the field. `colours`: how many colours
        the client has (a colour index must be below it)."""
        if not isinstance(d, dict) or not isinstance(d.get("name"), str):
            raise ValueError(f"a seat must be an object with a name, got {_short(d)}")
        name = d["name"]
        if not 0 < len(name) <= MAX_NAME or not name.isprintable():
            raise ValueError(f"a seat's name must be 1 to {MAX_NAME} printable characters, got {_short(name)}")
        extra = set(d) - {"name", "bot", "colour"}
        if extra:
            raise ValueError(f"seat {d['name']!r} has unknown keys {_short(sorted(map(str, extra)))}")
        bot = d.get("bot")
        colour = d.get("colour", 0)
        if bot is not None and not isinstance(bot, str):
            raise ValueError(f"seat {d['name']!r}: 'bot' must be a bot's name or null, got {_short(bot)}")
        if type(colour) is not int or colour < 0 or colours is not None and colour >= colours:
            limit = f"0..{colours - 1}" if colours else "a whole number from 0"
            raise ValueError(f"seat {d['name']!r}: 'colour' must be {limit}, got {_short(colour)}")
        return cls(d["name"], bot, colour)


@dataclass(frozen=True)
class TakenBack(Event):
    """A seat took back its latest action (`action`, its JSON); the table re-reads the view."""

    TYPE: ClassVar[str] = "taken_back"
    seat: int = 0
    action: dict = field(default_factory=dict)


@dataclass
class Checkpoint:
    """The state just before one human action, kept so that the action can be taken back."""

    seat: int
    state: State
    log_len: int


@dataclass
class Match:
    """One game being played: state + seats + event queue + journal."""

    spec: GameSpec
    seats: list[Seat]
    seed: int
    options: dict
    state: State
    journal_path: Path | None = None
    log: list[tuple[int, Action]] = field(default_factory=list)
    queue: deque = field(default_factory=deque)
    bots: dict = field(default_factory=dict)
    checkpoints: list[Checkpoint] = field(default_factory=list)
    undo_block: str = "there is nothing to take back"   # why the checkpoints were dropped
    taken_back: list = field(default_factory=list)      # journal record: [at, seat, action json]
    save_error: OSError | None = field(default=None, repr=False)   # why the last save failed
    replayed: list = field(default_factory=list)        # resume: the events of the journal's actions

    # ------------------------------------------------------------- creation
    @classmethod
    def new(cls, game_id: str, seats: Iterable[Seat], seed: int = 0,
            options: dict | None = None, journal_path: Path | str | None = None) -> "Match":
        spec = get(game_id)
        seats = list(seats)
        options = spec.resolve_options(options)
        state = spec.new_state(len(seats), seed, options)
        match = cls(spec, seats, seed, options, state,
                    Path(journal_path) if journal_path else None)
        match._make_bots()
        match.save()
        return match

    @classmethod
    def resume(cls, path: Path | str, journal_path: Path | str | None = None,
               colours: int | None = None) -> "Match":
        """Replay the journal at `path`; JournalError naming the file and saying what is wrong
        if it cannot be, whatever the file holds. Kinds that are not damage (the file is to
        be left alone): older.OlderRules (played under older rules of its game: never replayed
        under today's, its `record` readable), journal.Unsupported (newer rules or a newer
        journal), journal.FileUnreadable. `colours`: see Seat.from_json."""
        path = Path(path)
        data = journal.read(path)
        try:
            spec = get(data["game"])
        except KeyError:
            raise journal.damaged(path, _("it holds a game this Pirate Arcade does not have ({game})").format(
                game=_short(data["game"], 30))) from None
        marked = "rules" in data
        played = data["rules"] if marked else spec.unmarked_rules
        if played > spec.rules_version:
            raise journal.Unsupported(_("{file} was saved under newer rules of {game} than this Pirate Arcade "
                                        "knows").format(file=path.name, game=spec.title))
        if played < spec.rules_version:
            raise cls._older(data, spec, played, path, colours)
        try:
            return cls._replay(data, Path(journal_path) if journal_path else path, colours)
        except (MemoryError, KeyboardInterrupt):
            raise
        except Exception as exc:  # untrusted data: whatever it breaks, the file is refused
            if not marked and played > 1:
                # Saved before journals recorded their rules: it may well be from older rules.
                raise cls._older(data, spec, played - 1, path, colours) from None
            raise journal.damaged(path, _("it cannot be replayed ({reason})").format(reason=_reason(exc))) from None

    @classmethod
    def _older(cls, data: dict, spec: GameSpec, played: int, path: Path, colours: int | None) -> OlderRules:
        """The OlderRules to raise for a journal of rules version `played` (its seats must read)."""
        try:
            seats = [Seat.from_json(s, colours) for s in data["seats"]]
        except ValueError as exc:
            raise journal.damaged(path, _reason(exc)) from None
        record = Record(spec, played, seats, list(data["actions"]))
        return OlderRules(_("{file} was played under older rules of {game}: it can be read, not continued").format(
            file=path.name, game=spec.title), record)

    @classmethod
    def _replay(cls, data: dict, path: Path, colours: int | None) -> "Match":
        try:
            spec = get(data["game"])
        except KeyError as exc:
            raise ValueError(exc.args[0]) from None
        seats = [Seat.from_json(s, colours) for s in data["seats"]]
        for s in seats:
            if s.bot is not None:
                try:
                    spec.parse_bot(s.bot)          # a level, "level:temperament" or an old id
                except KeyError as exc:
                    raise ValueError(f"seat {s.name!r}: {exc.args[0]}") from None
        options = spec.resolve_options(data["options"])
        state = spec.new_state(len(seats), data["seed"], options)
        match = cls(spec, seats, data["seed"], options, state, path)
        match.taken_back = _taken_back(data.get("taken_back", []), len(data["actions"]))
        for n, entry in enumerate(data["actions"]):
            if not (isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int):
                raise ValueError(f"action {n + 1} is not a [seat, action] pair: {_short(entry)}")
            try:
                seat, action = entry[0], spec.action_from_json(entry[1])
            except ValueError as exc:
                raise ValueError(f"action {n + 1}: {exc}") from None
            try:
                events = state.apply(seat, action)
            except IllegalAction as exc:
                raise ValueError(f"action {n + 1} ({action.describe()}) is refused: {exc}") from None
            match.log.append((seat, action))
            match.replayed.extend(events)   # the game so far, whole: the table's log (redacted there)
        exercise(state)
        match._make_bots()
        return match

    def _make_bots(self) -> None:
        self.bots = {i: self.spec.make_bot(s.bot, self.seed * 101 + i)
                     for i, s in enumerate(self.seats) if s.is_bot}

    # ------------------------------------------------------------- playing
    def submit(self, seat: int, action: Action) -> list[Event]:
        """Apply `action` for `seat`; IllegalAction (state unchanged) if the rules refuse it."""
        human = type(seat) is int and 0 <= seat < len(self.seats) and not self.seats[seat].is_bot
        before = self.state.clone() if human else None
        movers = set(self.state.to_move())
        events = self.state.apply(seat, action)
        self.log.append((seat, action))
        self.queue.extend(events)
        self._checkpoint(seat, before, movers, events)
        self.save()
        return events

    # ------------------------------------------------------------- taking back
    def _checkpoint(self, seat: int, before: State | None, movers: set, events: list[Event]) -> None:
        """Keep `before` to take the action back, or drop every checkpoint if it cannot be."""
        name = self.seats[seat].name
        if before is None:
            self._drop(f"{name} has played since")
            return
        if self.checkpoints and self.checkpoints[-1].seat != seat:
            self.checkpoints.clear()
        reason = self.state.reveals(seat, before, events)
        if reason is None and self.state.is_over():
            reason = "the game is over"
        if reason is None and seat not in self.state.to_move() and set(self.state.to_move()) - movers:
            reason = f"{name}'s turn is over"
        if reason is not None:
            self._drop(reason)
            return
        self.checkpoints.append(Checkpoint(seat, before, len(self.log) - 1))

    def _drop(self, reason: str) -> None:
        self.checkpoints.clear()
        self.undo_block = reason

    def why_no_undo(self, seat: int) -> str | None:
        """None if `seat` may take back its latest action now, else the player-facing reason."""
        if type(seat) is not int or not 0 <= seat < len(self.seats):
            return f"there is no seat {_short(seat)} at this table"
        name = self.seats[seat].name
        if self.seats[seat].is_bot:
            return f"{name} is a bot: bots never take back"
        if not self.checkpoints:
            return f"{name} cannot take back: {self.undo_block}"
        if self.checkpoints[-1].seat != seat:
            return f"{name} cannot take back another seat's move"
        return None

    def can_undo(self, seat: int) -> bool:
        return self.why_no_undo(seat) is None

    def undo_seat(self) -> int | None:
        """The seat whose latest action may be taken back now, if any."""
        return self.checkpoints[-1].seat if self.checkpoints else None

    def undo(self, seat: int) -> list[Event]:
        """Take back `seat`'s latest action: the state is the checkpoint again, the journal's
        actions lose it (recorded in "taken_back"), and a public TakenBack event is queued.
        IllegalAction with the reason (nothing changes) if it may not be taken back."""
        reason = self.why_no_undo(seat)
        if reason is not None:
            raise IllegalAction(reason[0].upper() + reason[1:] + ".")
        point = self.checkpoints.pop()
        _, action = self.log[point.log_len]
        del self.log[point.log_len:]
        self.state = point.state
        self.taken_back.append([point.log_len, seat, action.to_json()])
        if not self.checkpoints:
            self.undo_block = "there is nothing more to take back"
        event = TakenBack(seat=seat, action=action.to_json())
        self.queue.append(event)
        self.save()
        return [event]

    def bot_rng(self, seat: int) -> Rng:
        """The generator that re-draws what the bot in `seat` cannot see, for this decision."""
        return Rng(self.seed * 1_000_003 + len(self.log) * 101 + seat)

    def bot_view(self, seat: int) -> State:
        """The copy the bot in `seat` decides on: the state with everything `seat` cannot
        see re-drawn (`determinize`), its generator replaced."""
        return self.state.determinize(seat, self.bot_rng(seat))

    def bot_choice(self, seat: int, state: State | None = None) -> Action:
        """What the bot in `seat` plays now. The bot is handed `determinize(seat, ...)` of
        `state` (the match's by default; the table's worker passes its `bot_view`), never a
        true state, so it cannot read what its seat may not see. Pure: a worker thread may
        call it while the match goes on."""
        return decide(self.bots[seat], self.state if state is None else state, seat,
                      self.bot_rng(seat))

    def bots_to_move(self) -> list[int]:
        return [s for s in self.state.to_move() if self.seats[s].is_bot]

    def humans_to_move(self) -> list[int]:
        return [s for s in self.state.to_move() if not self.seats[s].is_bot]

    def pop_event(self) -> Event | None:
        return self.queue.popleft() if self.queue else None

    def is_over(self) -> bool:
        return self.state.is_over()

    # ------------------------------------------------------------- journal
    def to_journal(self) -> dict:
        return {
            "version": journal.VERSION,
            "game": self.spec.id,
            "rules": self.spec.rules_version,
            "seed": self.seed,
            "options": self.options,
            "seats": [s.to_json() for s in self.seats],
            "actions": [[seat, a.to_json()] for seat, a in self.log],
            "taken_back": [list(t) for t in self.taken_back],
            "finished": self.state.is_over(),
        }

    def save(self) -> bool:
        """Write the whole journal (autosave); False if the system refused (a full disk, a
        read-only or forbidden folder). The game goes on in memory: `save_error` holds the
        refusal until a save succeeds, and every later action (or `save()` again) tries anew,
        writing the actions played meanwhile too. The last journal written stays intact."""
        if self.journal_path is None:
            return True
        try:
            journal.write_atomic(self.journal_path, self.to_journal())
        except OSError as exc:
            self.save_error = exc
            return False
        self.save_error = None
        return True

    @property
    def unsaved(self) -> str | None:
        """Why this match is not being saved now, in a player's words (None while it is)."""
        return None if self.save_error is None else journal.problem(self.save_error)


def _taken_back(entries: Any, actions: int) -> list:
    """The journal's record of taken-back actions, checked for shape: [at, seat, action]."""
    if not isinstance(entries, list):
        raise ValueError(f"'taken_back' must be a list, got {_short(entries)}")
    for n, e in enumerate(entries):
        if not (isinstance(e, list) and len(e) == 3 and type(e[0]) is int and type(e[1]) is int
                and 0 <= e[0] <= actions + len(entries) and isinstance(e[2], dict)):
            raise ValueError(f"taken-back entry {n + 1} is not [at, seat, action]: {_short(e)}")
    return [list(e) for e in entries]
