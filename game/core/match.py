"""The match: a state, its seats, the event queue for the client, and the journal.

The client submits actions here and only here; the match applies them, queues
the events for animation, and rewrites the journal (autosave) after every
action. `Match.resume(path)` replays a journal into the same state. A bot seat's move
comes from `bot_choice`, which hands the bot `state.determinize(seat, rng)`, never the
true state.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from . import journal
from .bots import decide
from .contract import Action, Event, GameSpec, IllegalAction, State
from .edges import _reason, _short, exercise
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
        """Replay the journal at `path`; JournalError (naming the file and what is wrong) if
        it cannot be, whatever the file holds. `colours`: see Seat.from_json."""
        path = Path(path)
        data = journal.read(path)
        try:
            return cls._replay(data, Path(journal_path) if journal_path else path, colours)
        except (MemoryError, KeyboardInterrupt):
            raise
        except Exception as exc:  # untrusted data: whatever it breaks, the file is refused
            raise journal.JournalError(f"{path.name}: cannot be replayed ({_reason(exc)})") from None

    @classmethod
    def _replay(cls, data: dict, path: Path, colours: int | None) -> "Match":
        try:
            spec = get(data["game"])
        except KeyError as exc:
            raise ValueError(exc.args[0]) from None
        seats = [Seat.from_json(s, colours) for s in data["seats"]]
        for s in seats:
            if s.bot is not None and s.bot not in spec.bots:
                raise ValueError(f"seat {s.name!r}: {spec.title} has no bot {s.bot!r}")
        options = spec.resolve_options(data["options"])
        state = spec.new_state(len(seats), data["seed"], options)
        match = cls(spec, seats, data["seed"], options, state, path)
        for n, entry in enumerate(data["actions"]):
            if not (isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int):
                raise ValueError(f"action {n + 1} is not a [seat, action] pair: {_short(entry)}")
            try:
                seat, action = entry[0], spec.action_from_json(entry[1])
            except ValueError as exc:
                raise ValueError(f"action {n + 1}: {exc}") from None
            try:
                state.apply(seat, action)
            except IllegalAction as exc:
                raise ValueError(f"action {n + 1} ({action.describe()}) is refused: {exc}") from None
            match.log.append((seat, action))
        exercise(state)
        match._make_bots()
        return match

    def _make_bots(self) -> None:
        self.bots = {i: self.spec.make_bot(s.bot, self.seed * 101 + i)
                     for i, s in enumerate(self.seats) if s.is_bot}

    # ------------------------------------------------------------- playing
    def submit(self, seat: int, action: Action) -> list[Event]:
        """Apply `action` for `seat`; IllegalAction (state unchanged) if the rules refuse it."""
        events = self.state.apply(seat, action)
        self.log.append((seat, action))
        self.queue.extend(events)
        self.save()
        return events

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
            "seed": self.seed,
            "options": self.options,
            "seats": [s.to_json() for s in self.seats],
            "actions": [[seat, a.to_json()] for seat, a in self.log],
            "finished": self.state.is_over(),
        }

    def save(self) -> None:
        if self.journal_path is not None:
            journal.write_atomic(self.journal_path, self.to_journal())
