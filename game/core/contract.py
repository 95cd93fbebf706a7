"""The engine contract: options, actions, events, the state base class and GameSpec.

Every rules engine under game/ offers this surface and nothing else
(../shared/design/ENGINE.md). A state is plain data plus its own seeded Rng;
`apply` validates first and mutates only once the action is known to be legal,
so a refused action leaves the state exactly as it was.

The edges are guarded here, the same way for every game (new ones included):
`action_from_json` decodes each field by its declared type (edges.py); every
State subclass's `apply` refuses a seat that is not at the table (booleans are
not seats) and an action whose fields have the wrong type, and its `view` refuses
a seat that is neither None nor at the table (State.__init_subclass__);
`GameSpec.from_json` turns whatever a corrupt state breaks into a ValueError and
checks a loaded state one move further (`exercise`).
"""
from __future__ import annotations

import copy
import dataclasses
import functools
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Iterable, Mapping, Sequence

from ..i18n import N_, _
from .edges import (MAX_DEPTH, _plain, _reason, _short, action_fields, action_problem,
                    check_view_seat, exercise, json_depth, seat_problem)
from .errors import IllegalAction
from .rng import Rng

JSON = Any


# --------------------------------------------------------------------------- options

@dataclass(frozen=True)
class Option:
    """One variant switch of a rulebook: its default, the allowed choices, a one-line help."""

    default: JSON
    choices: tuple[JSON, ...] | None = None   # None: any JSON value (e.g. `setup`)
    help: str = ""
    label: str = ""                           # shown in the lobby; defaults to the name
    labels: Mapping[JSON, str] = field(default_factory=dict)  # display name per choice
    lobby: bool = True                        # False for options the lobby never shows (setup)


# ------------------------------------------------------------------ actions and events

@dataclass(frozen=True)
class Action:
    """A move a seat submits. Subclasses are frozen dataclasses with a TYPE name."""

    TYPE: ClassVar[str] = "action"

    def to_json(self) -> dict:
        d = {"type": self.TYPE}
        for f in dataclasses.fields(self):
            d[f.name] = _plain(getattr(self, f.name))
        return d

    def describe(self) -> str:
        """A short English phrase for logs and error messages."""
        fields = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self))
        return f"{self.TYPE}({fields})"


_SHARED: dict[tuple, "Action"] = {}


def shared(cls: type, *fields) -> "Action":
    """The one instance of the frozen action `cls(*fields)` that a fast path hands out again and
    again (actions are values: an equal fresh one would do, only slower). The cache holds at
    most one entry per distinct action a game can offer."""
    key = (cls, fields)
    a = _SHARED.get(key)
    if a is None:
        a = _SHARED[key] = cls(*fields)
    return a


@dataclass(frozen=True)
class Event:
    """Something that happened, for the client to animate.

    `visible_to` is None for a public event, else the seats that may see it whole;
    everyone else gets `redacted()`, a copy with the PRIVATE fields blanked.
    """

    TYPE: ClassVar[str] = "event"
    PRIVATE: ClassVar[tuple[str, ...]] = ()

    visible_to: tuple[int, ...] | None = field(default=None, kw_only=True)

    def visible(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def redacted(self) -> "Event":
        return dataclasses.replace(self, **{name: None for name in self.PRIVATE})

    def for_viewer(self, seat: int | None) -> "Event":
        """The event as `seat` may see it (None: a spectator)."""
        return self if self.visible(seat) else self.redacted()

    def to_json(self) -> dict:
        d = {"type": self.TYPE}
        for f in dataclasses.fields(self):
            if f.name != "visible_to":
                d[f.name] = _plain(getattr(self, f.name))
        if self.visible_to is not None:
            d["visible_to"] = list(self.visible_to)
        return d


def action_codec(classes: Iterable[type[Action]]) -> Callable[[Mapping], Action]:
    """A parser from an action's JSON form back to the Action, for one game's actions.

    Every field is decoded by its declared type (see edges.typed): an int field takes an
    integer and not a boolean, a `tuple[str, str]` a list of two strings, and so on;
    anything else is a ValueError naming the action and the field.
    """
    by_type = {cls.TYPE: cls for cls in classes}

    def from_json(d: Mapping) -> Action:
        if not isinstance(d, Mapping) or "type" not in d:
            raise ValueError(f"an action must be an object with a 'type', got {_short(d)}")
        if json_depth(d) > MAX_DEPTH:
            raise ValueError(f"an action is nested deeper than {MAX_DEPTH} levels")
        kind = d["type"]
        cls = by_type.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise ValueError(f"unknown action type {_short(kind)} (known: {', '.join(sorted(by_type))})")
        fields = action_fields(cls)
        extra = [k for k in d if k != "type" and k not in fields]
        if extra:
            raise ValueError(f"action {kind!r} has unknown keys {_short(sorted(map(str, extra)))}")
        values = {}
        for name, (decode, required) in fields.items():
            if name in d:
                values[name] = decode(d[name], f"action {kind!r} field {name!r}")
            elif required:
                raise ValueError(f"action {kind!r} is missing the field {name!r}")
        return cls(**values)

    return from_json


def refuse_malformed(state: "State", seat: Any, action: Any) -> None:
    """IllegalAction if `seat` is not at the table or `action` is not a well-formed action of
    the game (a field of the wrong type, or no action at all). The engine's own reason is
    given when it has one; ours when the engine would have let it through or tripped."""
    if state.is_over():
        return
    problem = seat_problem(seat, state.players)
    if problem:
        raise IllegalAction(problem)
    problem = action_problem(action, state.spec.action_classes)
    if problem:
        try:
            state.check(seat, action)
        except IllegalAction:
            raise
        except Exception:  # noqa: BLE001  the engine tripped over it: ours is the reason
            pass
        raise IllegalAction(problem)


def _guard_apply(apply: Callable) -> Callable:
    @functools.wraps(apply)
    def guarded(self, seat, action):
        refuse_malformed(self, seat, action)
        return apply(self, seat, action)
    guarded.guarded = True
    return guarded


def _guard_view(view: Callable) -> Callable:
    @functools.wraps(view)
    def guarded(self, seat):
        check_view_seat(seat, self.players)
        return view(self, seat)
    guarded.guarded = True
    return guarded


# ------------------------------------------------------------------------ the state

class State:
    """One moment of one game. Subclasses implement the rulebook.

    Subclasses provide: to_move, legal_actions, _apply (mutates; called only with a
    legal action), is_over, scores, winners, view, to_json, _from_json (classmethod),
    determinize, check_invariants. `check` may be overridden to give a clearer
    message than the generic one, but must not mutate.
    """

    spec: ClassVar["GameSpec"]

    players: int
    rng: Rng

    def __init_subclass__(cls, **kwargs) -> None:
        """Every game's `apply` and `view` check their seat (and `apply` its action's field
        types) here, the same way in every game, before the engine's own code runs."""
        super().__init_subclass__(**kwargs)
        for name, guard in (("apply", _guard_apply), ("view", _guard_view)):
            method = cls.__dict__.get(name)
            if method is not None and not getattr(method, "guarded", False):
                setattr(cls, name, guard(method))

    # -- the surface
    def to_move(self) -> list[int]:
        raise NotImplementedError

    def legal_actions(self, seat: int) -> list[Action]:
        raise NotImplementedError

    def apply(self, seat: int, action: Action) -> list[Event]:
        refuse_malformed(self, seat, action)
        self.check(seat, action)
        return self._apply(seat, action)

    def apply_trusted(self, seat: int, action: Action) -> None:
        """The fast path for search and playouts: play `action`, one of `legal_actions(seat)`
        (or a move `check` accepts) for a seat in `to_move()`, without checking it again and
        returning no events. The caller vouches for the action; anything else may corrupt
        the state. This default skips only the check (the events are still built, then
        dropped); an engine may override it to build no events at all. The result must equal
        `apply`'s exactly (same `to_json`; a test per game checks it). `apply` stays exactly
        as strict as ever."""
        self._apply(seat, action)

    def check(self, seat: int, action: Action) -> None:
        """Raise IllegalAction with a player-facing reason unless `action` is legal now."""
        if self.is_over():
            raise IllegalAction(_("The game is over."))
        problem = seat_problem(seat, self.players)
        if problem:
            raise IllegalAction(problem)
        if seat not in self.to_move():
            # TRANSLATORS: {context} is empty or a few words in brackets, " (the share, vote)"
            raise IllegalAction(_("It is not {name}'s turn{context}.").format(
                name=self.seat_name(seat), context=self.turn_context()))
        if not isinstance(action, Action):
            raise IllegalAction(_("{action} is not an action.").format(action=_short(action)))
        if action not in self.legal_actions(seat):
            raise IllegalAction(self.why_illegal(seat, action))

    def turn_context(self) -> str:
        """Words added to "It is not <seat>'s turn" (e.g. " (the share, vote)"); engines refine it."""
        return ""

    def why_illegal(self, seat: int, action: Action) -> str:
        """The reason shown when `action` is refused; engines refine it."""
        describe = action.describe() if isinstance(action, Action) else repr(action)
        return _("{move} is not a legal move now.").format(move=describe)

    def seat_name(self, seat: int) -> str:
        return _("seat {n}").format(n=seat)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def scores(self) -> list[float]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    def view(self, seat: int | None) -> dict:
        raise NotImplementedError

    def clone(self) -> "State":
        return copy.deepcopy(self)

    def to_json(self) -> dict:
        raise NotImplementedError

    @classmethod
    def _from_json(cls, d: Mapping) -> "State":
        raise NotImplementedError

    def determinize(self, seat: int | None, rng: Rng) -> "State":
        """A copy whose hidden information is re-drawn consistently with what `seat` knows."""
        raise NotImplementedError

    def check_invariants(self) -> None:
        """Raise AssertionError if a conservation law of the game is broken."""

    # -- taking back (Match.undo): what an action showed that cannot be unseen
    UNDO_ECHOES: ClassVar[frozenset[str]] = frozenset()
    """Private event types that only echo the acting seat's own secret choice (a pick held
    face down): they show that seat nothing new, so they do not stop a take-back."""
    UNDO_REVEALS: ClassVar[Mapping[str, str]] = {}
    """Event type -> what it showed ("the characters were revealed"), for events that show
    something hidden even when public; also names the draw or roll when the Rng moved."""

    def reveals(self, seat: int, before: "State", events: Sequence[Event]) -> str | None:
        """Why the action `seat` just played (from `before`, giving `events`) cannot be taken
        back, or None if it can: it drew on luck (the Rng moved: a card, a die, the bag), it
        showed someone something hidden (a private event other than an echo), or it revealed
        hidden choices (an UNDO_REVEALS event). Engines refine the two class attributes."""
        named = next((self.UNDO_REVEALS[e.TYPE] for e in events if e.TYPE in self.UNDO_REVEALS), None)
        if self.rng.state != before.rng.state:
            return named or N_("luck has been drawn on (a card, a die or the bag)")
        if named:
            return named
        for e in events:
            if e.visible_to is not None and e.TYPE not in self.UNDO_ECHOES:
                return N_("something hidden has been shown")
        return None


# ------------------------------------------------------------------------- the spec

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
"""The difficulty levels every game offers as bot ids (with "random"); "normal" is the default."""


@dataclass(frozen=True)
class BotInfo:
    """A bot a lobby may seat: its label, a one-line blurb for the lobby, and its factory.

    `make(seed, **kw)` builds the bot; `takes` names the keywords it accepts beyond the seed:
    "temperament" (a key of `GameSpec.temperaments`, or None: the default for the table
    size, chosen when the bot first sees the state) and "effort" (a searching bot's fixed
    number of iterations: same seed, same decisions) or "budget" (seconds of thinking a
    decision, on the clock). GameSpec.make_bot passes only what a bot takes.
    """

    label: str
    make: Callable[..., Any]
    help: str = ""
    takes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Temperament:
    """A bot's character, a choice orthogonal to its level (Palabra: honest, cunning, greedy)."""

    label: str
    help: str = ""


@dataclass(frozen=True)
class GameSpec:
    """The static facts of one game, and the door to its states."""

    id: str
    title: str
    min_players: int
    max_players: int
    options: Mapping[str, Option]
    state_class: type[State]
    action_classes: tuple[type[Action], ...]
    make_state: Callable[[int, int, dict], State]    # (players, seed, options) -> State
    bots: Mapping[str, BotInfo] = field(default_factory=dict)
    default_bot: str = "random"
    tagline: str = ""
    bot_aliases: Mapping[str, str] = field(default_factory=dict)
    temperaments: Mapping[str, Temperament] = field(default_factory=dict)
    default_temperament: Callable[[int], str] | None = None   # players -> temperament id
    # The rules version (journals record it, Match.resume reads it): bump it, and say what
    # changed in `rules_changes` (version -> N_("what a player would notice")), whenever a
    # change of the rules code would replay an old journal differently or not at all. A
    # journal of an older version is never continued under new rules, never called corrupt:
    # it is offered as finished under older rules, its moves readable (game/core/older.py).
    rules_version: int = 1
    rules_changes: Mapping[int, str] = field(default_factory=dict)
    # The version of journals written before they recorded one (none did until 2026-11).
    unmarked_rules: int = 1
    # The view's counters of the game's rounds, outermost first (("campaign", "day")): a replay
    # jumps between the moves where they change (game/core/replays.py, Replay.round_marks).
    rounds: tuple[str, ...] = ()
    # The review's door to the hard bot (game/core/review.py): `review(state, seat, legal, rng)`
    # -> a game.core.paired.Decision for any decision of `seat` in `state` (a determinized
    # copy), the hard bot's candidates first, its judge the seat's chance to win in [0, 1].
    review: Callable[..., Any] | None = None

    def __post_init__(self) -> None:
        self.state_class.spec = self
        object.__setattr__(self, "_parse_action", action_codec(self.action_classes))

    # -- options
    def resolve_options(self, options: Mapping[str, JSON] | None) -> dict:
        """Every option with its value: the given ones checked, the rest defaulted. ValueError
        for anything else (options that are not an object of names, an unknown name, a value
        that is not one of the choices)."""
        if options is not None and not isinstance(options, Mapping):
            raise ValueError(f"{self.title} options must be an object of option names, got {_short(options)}")
        options = dict(options or {})
        if not all(isinstance(name, str) for name in options):
            raise ValueError(f"{self.title} option names are strings, got {_short(sorted(map(repr, options)))}")
        unknown = set(options) - set(self.options)
        if unknown:
            raise ValueError(
                f"{self.title} has no option {sorted(unknown)[0]!r}; known: {sorted(self.options)}")
        resolved = {}
        for name, opt in self.options.items():
            value = options.get(name, opt.default)
            if opt.choices is not None and not any(type(value) is type(c) and value == c
                                                   for c in opt.choices):
                raise ValueError(
                    f"{self.title} option {name!r} cannot be {_short(value)}; choose one of {list(opt.choices)}")
            resolved[name] = value
        return resolved

    def new_state(self, players: int, seed: int = 0, options: Mapping[str, JSON] | None = None) -> State:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {players!r}")
        if type(seed) is not int:
            raise ValueError(f"seed must be an integer, got {_short(seed)}")
        options = self.resolve_options(options)
        free = [n for n, o in self.options.items() if o.choices is None and options[n] != o.default]
        if not free:
            return self.make_state(players, seed, options)
        # A free-form option (a fixed `setup`) is untrusted data: check the table it makes.
        try:
            if json_depth(options) > MAX_DEPTH:
                raise ValueError(f"nested deeper than {MAX_DEPTH} levels")
            state = self.make_state(players, seed, options)
            exercise(state)
        except (MemoryError, KeyboardInterrupt):
            raise
        except Exception as exc:
            raise ValueError(f"{self.title} option {free[0]!r} cannot be used: {_reason(exc)}") from None
        return state

    # -- serialisation
    def from_json(self, d: Mapping) -> State:
        """The state saved as `d`, checked whole: ValueError naming the problem for anything
        that is not a state of this game that can be played on (not only read)."""
        if not isinstance(d, Mapping):
            raise ValueError(f"a {self.title} state must be a JSON object, got {type(d).__name__}")
        if d.get("game") != self.id:
            raise ValueError(f"this is not a {self.title} state (game={_short(d.get('game'))})")
        try:
            if json_depth(d) > MAX_DEPTH:
                raise ValueError(f"nested deeper than {MAX_DEPTH} levels")
            state = self.state_class._from_json(d)
            exercise(state)
        except (MemoryError, KeyboardInterrupt):
            raise
        except Exception as exc:  # untrusted data: whatever it breaks, it is a corrupt state
            raise ValueError(f"corrupt {self.title} state: {_reason(exc)}") from None
        return state

    def from_own_json(self, d: Mapping) -> State:
        """A state this program wrote itself a moment ago (a table's copy for its bot worker:
        scenes/bot_worker.py), back without the whole check `from_json` makes of what comes
        from outside (a file, a phone, a disk): the game's own `to_json` of a state it plays."""
        return self.state_class._from_json(d)

    def action_from_json(self, d: Mapping) -> Action:
        return self._parse_action(d)  # type: ignore[attr-defined]

    # -- bots
    def parse_bot(self, name: str | None) -> tuple[str, str | None]:
        """(bot id, temperament or None) from a seat's bot string.

        The string is a bot id of `bots` ("easy", "normal", "hard", "random"), optionally
        with a temperament after a colon ("hard:greedy"), or an old id a saved game may
        hold, resolved through `bot_aliases` ("pirate" -> "normal", Palabra's "greedy" ->
        "normal:greedy"). None or "" is `default_bot`. KeyError names the known ids.
        """
        name = name or self.default_bot
        name = self.bot_aliases.get(name, name)
        level, _, temper = name.partition(":")
        if level not in self.bots:
            raise KeyError(f"{self.title} has no bot {level!r}; known: {sorted(self.bots)}")
        if temper and temper not in self.temperaments:
            raise KeyError(f"{self.title} has no temperament {temper!r}; "
                           f"known: {sorted(self.temperaments)}")
        return level, temper or None

    def temperament_for(self, players: int) -> str | None:
        """The temperament that suits a table of `players` (None for a game without them)."""
        if not self.temperaments:
            return None
        if self.default_temperament is None:
            return next(iter(self.temperaments))
        return self.default_temperament(players)

    def make_bot(self, name: str | None, seed: int, temperament: str | None = None,
                 effort: int | None = None, budget: float | None = None):
        """The bot `name` (see parse_bot) built with `seed`.

        `temperament` overrides the one in the name; without either, a tempered bot takes
        `temperament_for(players)` when it first sees a state. `effort` (iterations) makes a
        searching bot's decisions reproducible; `budget` (seconds) puts it on the clock; with
        neither it uses its own fixed default effort. Bots that do not take a keyword
        (BotInfo.takes) are built without it.
        """
        level, temper = self.parse_bot(name)
        info = self.bots[level]
        kw = {"temperament": temperament or temper, "effort": effort, "budget": budget}
        return info.make(seed, **{k: v for k, v in kw.items() if k in info.takes and v is not None})

    def lobby_bots(self) -> list[tuple[str, str, str]]:
        """(id, label, blurb) of the bots the lobby offers, levels first (never the aliases)."""
        order = [b for b in (*LEVELS, "random") if b in self.bots]
        order += [b for b in self.bots if b not in order]
        return [(b, self.bots[b].label, self.bots[b].help) for b in order]


def check_seats(seats: Sequence[int], players: int) -> None:
    for s in seats:
        if type(s) is not int or not 0 <= s < players:
            raise ValueError(f"seat {s} out of range for {players} players")
