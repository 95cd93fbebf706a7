"""The contract's edges, guarded the same way for every game: untrusted JSON decoded by the
declared types of the actions' fields, seats checked (booleans are not seats), nesting
measured, and a loaded state used once the way a table would, so that it fails now."""
from __future__ import annotations

import dataclasses
import json
import types
import typing
from typing import Any, Callable, Iterable, Mapping

from ..i18n import _
from .errors import IllegalAction

JSON = Any


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

def _short(value: Any, limit: int = 60) -> str:
    """`repr(value)`, cut short (error messages quote untrusted data)."""
    try:
        text = repr(value)
    except RecursionError:
        text = f"<deeply nested {type(value).__name__}>"  # i18n: keep (a stand-in for a repr)
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


def action_fields(cls: type) -> dict[str, tuple[Callable[[Any, str], Any], bool]]:
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


def action_problem(action: Any, classes: Iterable[type]) -> str | None:
    """Why `action` is not a well-formed action of these classes (a field of the wrong
    type: `True` for an integer, a list for a tuple...), or None if it is."""
    kind = type(action)
    if kind not in classes:
        return _("{action} is not an action of this game.").format(action=_short(action))
    checks = _CHECKS.get(kind)
    if checks is None:
        hints = typing.get_type_hints(kind)
        checks = _CHECKS[kind] = tuple((f.name, _is(hints[f.name])) for f in dataclasses.fields(kind))
    for name, ok in checks:
        try:
            if ok(getattr(action, name)):
                continue
        except RecursionError:
            return f"{action.TYPE} field {name!r} is nested too deeply"  # i18n: keep (only code sends it)
        value = getattr(action, name)
        decode = action_fields(kind)[name][0]
        try:
            decode(_plain(value), f"{action.TYPE} field {name!r}")
        except (ValueError, RecursionError) as exc:
            # i18n: keep (a malformed field: only code or a tampered phone sends one; the engine's words are
            # for the programmer)
            return str(exc) if isinstance(exc, ValueError) else f"{action.TYPE} field {name!r} is nested too deeply"
        return f"{action.TYPE} field {name!r} cannot be {_short(value)} (a {type(value).__name__})"  # i18n: keep
    return None


def seat_problem(seat: Any, players: int) -> str | None:
    """Why `seat` is not a seat of a table of `players` (booleans are not seats), or None."""
    if type(seat) is not int or not 0 <= seat < players:
        return _("There is no seat {seat} at this table.").format(seat=_short(seat))
    return None


def check_view_seat(seat: Any, players: int) -> None:
    """ValueError unless `seat` may look at the table: None (a spectator) or a seat."""
    if seat is not None and seat_problem(seat, players):
        raise ValueError(f"there is no seat {_short(seat)} at this table: view's 'seat' must be "
                         f"None (a spectator) or 0..{players - 1}")

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
        return _("it nests or loops too deeply")
    if isinstance(exc, (ValueError, IllegalAction)):
        return text
    return f"{type(exc).__name__}: {text}"


def exercise(state: Any) -> None:
    """Use a loaded state the way a table does (invariants, whose move, legal actions, every
    seat's view, a JSON round trip), so that a state which would fail later fails now."""
    state.check_invariants()
    if not isinstance(state.players, int):
        raise ValueError("'players' is not an integer")
    for seat in [None, *range(state.players)]:
        state.view(seat)
    if not state.is_over():
        if not state.to_move():
            raise ValueError("the game is not over, yet no one is to move")
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

