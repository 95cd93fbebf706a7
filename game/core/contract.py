"""The engine contract: options, actions, events, the state base class and GameSpec.

Every rules engine under game/ offers this surface and nothing else
(../shared/design/ENGINE.md). A state is plain data plus its own seeded Rng;
`apply` validates first and mutates only once the action is known to be legal,
so a refused action leaves the state exactly as it was.

The edges are guarded here, the same way for every game (new ones included):
`action_from_json` decodes each field by its declared type (`typed`); every
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
import json
import types
import typing
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Iterable, Mapping, Sequence

from .rng import Rng

JSON = Any


class IllegalAction(Exception):
    """An action that the rules do not allow now; the message says why, for a player."""


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

def _plain(value: Any) -> JSON:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


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

    Every field is decoded by its declared type (see `typed`): an int field takes an
    integer and not a boolean, a `tuple[str, str]` a list of two strings, and so on;
    anything else is a ValueError naming the action and the field.
    """
    by_type = {cls.TYPE: cls for cls in classes}

    def from_json(d: Mapping) -> Action:
        if not isinstance(d, Mapping) or "type" not in d:
            raise ValueError(f"an action must be an object with a 'type', got {_short(d)}")
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


def _short(value: Any, limit: int = 60) -> str:
    """`repr(value)`, cut short (error messages quote untrusted data)."""
    try:
        text = repr(value)
    except RecursionError:
        text = f"<deeply nested {type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _scalar_or_list(value: Any, where: str) -> Any:
    """A bare `tuple` field: JSON integers, strings, None and lists of them, frozen to tuples.
    Booleans and floats are refused: they would compare equal to integers."""
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{where} must be a list, got {_short(value)}")
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, (list, tuple)):
            stack.extend(v)
        elif not (v is None or isinstance(v, str) or type(v) is int):
            raise ValueError(f"{where}: {_short(v)} is not an integer, a string or a list")
    return _frozen(value)


def typed(hint: Any) -> Callable[[Any, str], Any]:
    """A decoder `(json_value, where) -> value` for a field declared as `hint`; it raises
    ValueError naming `where` unless the value is of that type (bool is not an int)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is int:
        def dec(v, where):
            if type(v) is not int:
                raise ValueError(f"{where} must be an integer, got {_short(v)}")
            return v
    elif hint is bool:
        def dec(v, where):
            if type(v) is not bool:
                raise ValueError(f"{where} must be true or false, got {_short(v)}")
            return v
    elif hint is str:
        def dec(v, where):
            if not isinstance(v, str):
                raise ValueError(f"{where} must be a string, got {_short(v)}")
            return v
    elif hint is float:
        def dec(v, where):
            if type(v) not in (int, float) or v != v or v in (float("inf"), float("-inf")):
                raise ValueError(f"{where} must be a number, got {_short(v)}")
            return float(v)
    elif hint is type(None):
        def dec(v, where):
            if v is not None:
                raise ValueError(f"{where} must be null, got {_short(v)}")
            return None
    elif hint is tuple:
        dec = _scalar_or_list
    elif hint is Any:
        def dec(v, where):
            return _scalar_or_list([v], where)[0]
    elif origin in (typing.Union, types.UnionType):
        options = [typed(a) for a in args]

        def dec(v, where):
            for option in options:
                try:
                    return option(v, where)
                except ValueError:
                    pass
            raise ValueError(f"{where} cannot be {_short(v)} (expected {hint})")
    elif origin is typing.Literal:
        def dec(v, where):
            if not any(type(v) is type(a) and v == a for a in args):
                raise ValueError(f"{where} must be one of {list(args)}, got {_short(v)}")
            return v
    elif origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        item = typed(args[0])

        def dec(v, where):
            if not isinstance(v, (list, tuple)):
                raise ValueError(f"{where} must be a list, got {_short(v)}")
            return tuple(item(x, f"{where}[{i}]") for i, x in enumerate(v))
    elif origin is tuple:
        items = [typed(a) for a in args]

        def dec(v, where):
            if not isinstance(v, (list, tuple)) or len(v) != len(items):
                raise ValueError(f"{where} must be a list of {len(items)}, got {_short(v)}")
            return tuple(f(x, f"{where}[{i}]") for i, (f, x) in enumerate(zip(items, v)))
    else:
        raise TypeError(f"no JSON decoder for fields of type {hint!r}")
    return dec


_FIELDS: dict[type, dict[str, tuple[Callable[[Any, str], Any], bool]]] = {}


def action_fields(cls: type[Action]) -> dict[str, tuple[Callable[[Any, str], Any], bool]]:
    """Each field of an Action class: its typed decoder and whether it is required."""
    got = _FIELDS.get(cls)
    if got is None:
        hints = typing.get_type_hints(cls)
        got = _FIELDS[cls] = {
            f.name: (typed(hints[f.name]),
                     f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING)
            for f in dataclasses.fields(cls)}
    return got


def _is(hint: Any) -> Callable[[Any], bool]:
    """A fast predicate: is a field value (as held by an Action) of the type `hint`?"""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint in (int, bool, str, type(None)):
        return lambda v: type(v) is hint
    if hint is float:
        return lambda v: type(v) is float
    if hint is tuple or hint is Any:
        def plain(v):
            if type(v) is tuple:
                return all(plain(x) for x in v)
            return v is None or type(v) is int or type(v) is str
        return (lambda v: type(v) is tuple and plain(v)) if hint is tuple else plain
    if origin in (typing.Union, types.UnionType):
        options = [_is(a) for a in args]
        return lambda v: any(ok(v) for ok in options)
    if origin is typing.Literal:
        return lambda v: any(type(v) is type(a) and v == a for a in args)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        item = _is(args[0])
        return lambda v: type(v) is tuple and all(item(x) for x in v)
    if origin is tuple:
        items = [_is(a) for a in args]
        return lambda v: type(v) is tuple and len(v) == len(items) and all(f(x) for f, x in zip(items, v))
    raise TypeError(f"no check for fields of type {hint!r}")


_CHECKS: dict[type, tuple[tuple[str, Callable[[Any], bool]], ...]] = {}


def action_problem(action: Any, classes: Iterable[type[Action]]) -> str | None:
    """Why `action` is not a well-formed action of these classes (a field of the wrong
    type: `True` for an integer, a list for a tuple...), or None if it is."""
    kind = type(action)
    if kind not in classes:
        return f"{_short(action)} is not an action of this game."
    checks = _CHECKS.get(kind)
    if checks is None:
        hints = typing.get_type_hints(kind)
        checks = _CHECKS[kind] = tuple((f.name, _is(hints[f.name])) for f in dataclasses.fields(kind))
    for name, ok in checks:
        try:
            if ok(getattr(action, name)):
                continue
        except RecursionError:
            return f"{action.TYPE} field {name!r} is nested too deeply"
        value = getattr(action, name)
        decode = action_fields(kind)[name][0]
        try:
            decode(_plain(value), f"{action.TYPE} field {name!r}")
        except (ValueError, RecursionError) as exc:
            return str(exc) if isinstance(exc, ValueError) else f"{action.TYPE} field {name!r} is nested too deeply"
        return f"{action.TYPE} field {name!r} cannot be {_short(value)} (a {type(value).__name__})"
    return None


def seat_problem(seat: Any, players: int) -> str | None:
    """Why `seat` is not a seat of a table of `players` (booleans are not seats), or None."""
    if type(seat) is not int or not 0 <= seat < players:
        return f"There is no seat {_short(seat)} at this table of {players}."
    return None


def check_view_seat(seat: Any, players: int) -> None:
    """ValueError unless `seat` may look at the table: None (a spectator) or a seat."""
    if seat is not None and seat_problem(seat, players):
        raise ValueError(f"view: 'seat' must be None (a spectator) or 0..{players - 1}, got {_short(seat)}")


def _guard_apply(apply: Callable) -> Callable:
    @functools.wraps(apply)
    def guarded(self, seat, action):
        if not self.is_over():
            problem = seat_problem(seat, self.players) or action_problem(action, self.spec.action_classes)
            if problem:
                raise IllegalAction(problem)
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
        if not self.is_over():
            problem = seat_problem(seat, self.players) or action_problem(action, self.spec.action_classes)
            if problem:
                raise IllegalAction(problem)
        self.check(seat, action)
        return self._apply(seat, action)

    def check(self, seat: int, action: Action) -> None:
        """Raise IllegalAction with a player-facing reason unless `action` is legal now."""
        if self.is_over():
            raise IllegalAction("The game is over.")
        problem = seat_problem(seat, self.players)
        if problem:
            raise IllegalAction(problem)
        if seat not in self.to_move():
            raise IllegalAction(f"It is not {self.seat_name(seat)}'s turn.")
        if action not in self.legal_actions(seat):
            raise IllegalAction(self.why_illegal(seat, action))

    def why_illegal(self, seat: int, action: Action) -> str:
        """The reason shown when `action` is refused; engines refine it."""
        describe = action.describe() if isinstance(action, Action) else repr(action)
        return f"{describe} is not a legal move now."

    def seat_name(self, seat: int) -> str:
        return f"seat {seat}"

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


# ------------------------------------------------------------------------- the spec

@dataclass(frozen=True)
class BotInfo:
    """A bot a lobby may seat: its label and a factory taking a seed."""

    label: str
    make: Callable[[int], Any]


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

    def __post_init__(self) -> None:
        self.state_class.spec = self
        object.__setattr__(self, "_parse_action", action_codec(self.action_classes))

    # -- options
    def resolve_options(self, options: Mapping[str, JSON] | None) -> dict:
        """Every option with its value: the given ones checked, the rest defaulted."""
        options = dict(options or {})
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

    def action_from_json(self, d: Mapping) -> Action:
        return self._parse_action(d)  # type: ignore[attr-defined]

    def make_bot(self, name: str | None, seed: int):
        name = name or self.default_bot
        if name not in self.bots:
            raise KeyError(f"{self.title} has no bot {name!r}; known: {sorted(self.bots)}")
        return self.bots[name].make(seed)


EXERCISED = 6    # legal actions tried, on copies, when a loaded state is checked
MAX_DEPTH = 64   # JSON nesting that any state, option or action of ours stays well within


def json_depth(value: Any) -> int:
    """How deeply `value` (JSON data) nests lists and objects; counted without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, (list, tuple)):
            items = v
        elif isinstance(v, Mapping):
            items = list(v.values())
        else:
            continue
        deepest = max(deepest, depth)
        if depth > MAX_DEPTH:
            return depth
        stack.extend((x, depth + 1) for x in items)
    return deepest


def _reason(exc: BaseException) -> str:
    """An exception as a short reason: its message, and its kind unless it is a ValueError."""
    text = str(exc) or type(exc).__name__
    if isinstance(exc, RecursionError):
        return "it nests or loops too deeply"
    if isinstance(exc, (ValueError, IllegalAction)):
        return text
    return f"{type(exc).__name__}: {text}"


def exercise(state: State) -> None:
    """Use a loaded state the way a table does (invariants, whose move, legal actions, every
    seat's view, a JSON round trip), so that a state which would fail later fails now."""
    state.check_invariants()
    if not isinstance(state.players, int):
        raise ValueError("'players' is not an integer")
    for seat in [None, *range(state.players)]:
        state.view(seat)
    if not state.is_over():
        for seat in state.to_move():
            if seat_problem(seat, state.players):
                raise ValueError(f"the seat to move, {_short(seat)}, is not at the table")
            legal = state.legal_actions(seat)
            if not legal:
                raise ValueError(f"seat {seat} is to move but has nothing it may do")
            # One move further, on copies: a state that breaks on the next move is corrupt too.
            for action in legal[::max(1, len(legal) // EXERCISED)][:EXERCISED]:
                after = state.clone()
                after.apply(seat, action)
                after.check_invariants()
                after.view(None)
                if not after.is_over():
                    for other in after.to_move():
                        after.legal_actions(other)
    else:
        state.scores()
        state.winners()
    saved = json.loads(json.dumps(state.to_json()))
    again = json.loads(json.dumps(type(state)._from_json(saved).to_json()))
    if again != saved:
        raise ValueError("it does not survive a JSON round trip")


def check_seats(seats: Sequence[int], players: int) -> None:
    for s in seats:
        if type(s) is not int or not 0 <= s < players:
            raise ValueError(f"seat {s} out of range for {players} players")
