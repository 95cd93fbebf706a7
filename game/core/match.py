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
from .registry import get
from .rng import Rng


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
    def from_json(cls, d: Any) -> "Seat":
        if not isinstance(d, dict) or not isinstance(d.get("name"), str):
            raise ValueError(f"a seat must be an object with a name, got {d!r}")
        bot = d.get("bot")
        colour = d.get("colour", 0)
        if bot is not None and not isinstance(bot, str) or not isinstance(colour, int):
            raise ValueError(f"bad seat {d!r}")
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
    def resume(cls, path: Path | str, journal_path: Path | str | None = None) -> "Match":
        """Replay the journal at `path`; JournalError (naming the file) if it cannot be."""
        path = Path(path)
        data = journal.read(path)
        try:
            spec = get(data["game"])
            seats = [Seat.from_json(s) for s in data["seats"]]
            state = spec.new_state(len(seats), data["seed"], data["options"])
            match = cls(spec, seats, data["seed"], spec.resolve_options(data["options"]), state,
                        Path(journal_path) if journal_path else path)
            for entry in data["actions"]:
                if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)):
                    raise ValueError(f"bad journal entry {entry!r}")
                seat, action = entry[0], spec.action_from_json(entry[1])
                state.apply(seat, action)
                match.log.append((seat, action))
        except (KeyError, ValueError, IllegalAction) as exc:
            raise journal.JournalError(f"{path}: cannot be replayed ({exc})") from None
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
