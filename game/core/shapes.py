"""Declared shapes of saved JSON: a state (or a `setup` option) checked field by field before use.

The same idea as the actions' declared field types (edges.typed), for nested data: a shape is
a type hint, and `check(hint, value, where, players=n)` raises ValueError naming the place at
fault (`state['ships'][2]['lap'] must be a whole number from -1 to 0, got 'x'`) unless `value` is
exactly of that shape. So a state's `_from_json` can refuse, before it builds anything, what
would only trip the rules later ("x" for a round, {} for a list, NaN, True for 1).

    int, bool, str, None           exactly that JSON type (True is not an int, 1 is not a float)
    float                          a finite number (NaN and the infinities are refused)
    Literal["day", "night"]        one of these values, of the same type
    A | B, Optional[A]             either
    list[X]                        a list (a tuple too, as a state in memory holds) of X
    tuple[X, Y]                    a list of exactly these two
    dict[K, V]                     an object whose keys are K (str, a Literal, or Digits) and values V
    a TypedDict                    an object with exactly its keys (NotRequired ones may be absent);
                                   a union of TypedDicts sharing a Literal key is told apart by it
    Annotated[int, Range(lo, hi)]  a whole number within lo..hi
    Annotated[int, SEAT]           a seat of the table: 0..players-1
    Annotated[list[X], PER_SEAT]   one X per seat; Length(n): exactly n; AtMost(n): n at most
    Annotated[str, Digits(lo, hi)] a whole number written as text (an object's key)
    Any                            any JSON value (finite numbers, string keys)

The checkers are built once per hint (the hints are the declarations: a finite set).
"""
from __future__ import annotations

import math
import types
import typing
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from .edges import _short

Checker = Callable[[Any, str, int], None]      # (value, where, players)


@dataclass(frozen=True)
class Range:
    lo: int | None = None
    hi: int | None = None


@dataclass(frozen=True)
class Length:
    n: int


@dataclass(frozen=True)
class AtMost:
    n: int


@dataclass(frozen=True)
class Digits:
    lo: int = 0
    hi: int = 10 ** 6


class _Seat:
    def __repr__(self) -> str:
        return "SEAT"


class _PerSeat:
    def __repr__(self) -> str:
        return "PER_SEAT"


SEAT = _Seat()
PER_SEAT = _PerSeat()
# A seat of the table, as most fields hold one.
Seat = typing.Annotated[int, SEAT]


def check(hint: Any, value: Any, where: str = "state", players: int = 0) -> None:
    """ValueError naming the place at fault unless `value` has the shape `hint`; `players`
    gives SEAT and PER_SEAT their meaning."""
    checker(hint)(value, where, players)


_CHECKERS: dict[Any, Checker] = {}


def checker(hint: Any) -> Checker:
    got = _CHECKERS.get(hint)
    if got is None:
        got = _CHECKERS[hint] = _build(hint)
    return got


def _must(where: str, what: str, value: Any) -> str:
    """The message of a value out of shape (a developer's message: a state is not shown to players)."""
    return f"{where} must be {what}, got {_short(value, 40)}"   # i18n: keep (a developer's message)


def _build(hint: Any) -> Checker:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint in (int, bool, str):
        def chk(v, where, n, kind=hint):
            if type(v) is not kind:         # exactly: True is not a whole number
                raise ValueError(_must(where, _name(kind), v))
    elif hint is float:
        def chk(v, where, n):
            if type(v) not in (int, float) or not math.isfinite(v):
                raise ValueError(_must(where, _name(float), v))
    elif hint is None or hint is type(None):
        def chk(v, where, n):
            if v is not None:
                raise ValueError(_must(where, _name(type(None)), v))
    elif hint is Any:
        chk = _any
    elif origin in (typing.NotRequired, typing.Required):
        chk = checker(args[0])          # a TypedDict's key that may be absent: see _record
    elif origin is typing.Annotated:
        chk = _annotated(args[0], args[1:])
    elif origin is typing.Literal:
        def chk(v, where, n):
            if not any(type(v) is type(a) and v == a for a in args):
                raise ValueError(_must(where, f"one of {list(args)}", v))
    elif origin in (typing.Union, types.UnionType):
        chk = _union(hint, args)
    elif origin is list:
        item = checker(args[0])

        def chk(v, where, n):
            if type(v) not in (list, tuple):
                raise ValueError(_must(where, "a list", v))
            for i, x in enumerate(v):
                item(x, f"{where}[{i}]", n)
    elif origin is tuple:
        items = [checker(a) for a in args]

        def chk(v, where, n):
            if type(v) not in (list, tuple) or len(v) != len(items):
                raise ValueError(_must(where, f"a list of {len(items)}", v))
            for i, (f, x) in enumerate(zip(items, v)):
                f(x, f"{where}[{i}]", n)
    elif origin is dict:
        key, value = checker(args[0]), checker(args[1])

        def chk(v, where, n):
            if not isinstance(v, Mapping):
                raise ValueError(_must(where, "an object", v))
            for k, x in v.items():
                key(k, f"a key of {where}", n)   # i18n: keep (where, in a developer's message)
                value(x, f"{where}[{k!r}]", n)
    elif typing.is_typeddict(hint):
        chk = _record(hint)
    else:
        raise TypeError(f"no shape check for {hint!r}")
    return chk


def _annotated(base: Any, marks: tuple) -> Checker:
    inner = checker(base)
    tests: list[Callable[[Any, str, int], None]] = []
    for mark in marks:
        if isinstance(mark, Range):
            lo, hi = mark.lo, mark.hi
            span = (f"from {lo} to {hi}" if lo is not None and hi is not None   # i18n: keep (developer's)
                    else f"at least {lo}" if lo is not None else f"at most {hi}")

            def test(v, where, n, lo=lo, hi=hi, span=span):
                if lo is not None and v < lo or hi is not None and v > hi:
                    raise ValueError(_must(where, f"a whole number {span}", v))
        elif mark is SEAT:
            def test(v, where, n):
                if not 0 <= v < n:
                    raise ValueError(_must(where, f"a seat from 0 to {n - 1}", v))
        elif mark is PER_SEAT:
            def test(v, where, n):
                if len(v) != n:
                    raise ValueError(_must(where, f"a list of {n} (one per seat)", v))
        elif isinstance(mark, Length):
            def test(v, where, n, size=mark.n):
                if len(v) != size:
                    raise ValueError(_must(where, f"a list of {size}", v))
        elif isinstance(mark, AtMost):
            def test(v, where, n, size=mark.n):
                if len(v) > size:
                    raise ValueError(_must(where, f"a list of at most {size}", v))
        elif isinstance(mark, Digits):
            def test(v, where, n, lo=mark.lo, hi=mark.hi):
                if not (v.isascii() and v.isdigit() and len(v) < 8 and lo <= int(v) <= hi):
                    raise ValueError(_must(where, f"a whole number from {lo} to {hi} written as text", v))
        else:
            continue       # a mark for someone else (documentation)
        tests.append(test)

    def chk(v, where, n):
        inner(v, where, n)
        for test in tests:
            test(v, where, n)
    return chk


def _union(hint: Any, args: tuple) -> Checker:
    tag = _tag(args)
    if tag is not None:                 # TypedDicts told apart by a Literal key
        by_value = {}
        for a in args:
            for value in typing.get_args(typing.get_type_hints(a, include_extras=True)[tag]):
                by_value[value] = checker(a)

        def chk(v, where, n):
            if not isinstance(v, Mapping):
                raise ValueError(_must(where, "an object", v))
            f = by_value.get(v.get(tag)) if isinstance(v.get(tag), str) else None
            if f is None:
                raise ValueError(_must(f"{where}[{tag!r}]", f"one of {sorted(by_value)}", v.get(tag)))
            f(v, where, n)
        return chk
    options = [checker(a) for a in args]

    def chk(v, where, n):
        first = None
        for option in options:
            try:
                option(v, where, n)
                return
            except ValueError as exc:
                first = first or exc
        if len(options) == 2 and type(None) in args and v is not None:
            raise first                 # Optional[X]: say what X wanted
        raise ValueError(_must(where, " or ".join(_name(a) for a in args), v))
    return chk


def _tag(args: tuple) -> str | None:
    """The key every TypedDict of a union holds as a Literal, if they all are TypedDicts."""
    if not args or not all(typing.is_typeddict(a) for a in args):
        return None
    common = None
    for a in args:
        hints = typing.get_type_hints(a, include_extras=True)
        keys = {k for k, h in hints.items() if typing.get_origin(h) is typing.Literal}
        common = keys if common is None else common & keys
    return sorted(common)[0] if common else None


def _name(hint: Any) -> str:
    names = {int: "a whole number", bool: "true or false", str: "a string", float: "a number",   # i18n: keep
             type(None): "null"}
    if hint in names:
        return names[hint]
    origin = typing.get_origin(hint)
    if origin is typing.Annotated:
        return _name(typing.get_args(hint)[0])
    if origin in (list, tuple):
        return "a list"
    if origin is dict or typing.is_typeddict(hint):
        return "an object"       # i18n: keep (a developer's message, as the others here)
    return str(hint)


def _record(hint: Any) -> Checker:
    hints = typing.get_type_hints(hint, include_extras=True)
    fields = {k: checker(h) for k, h in hints.items()}
    # Read NotRequired off the hints themselves (with postponed annotations, Python 3.11's
    # __required_keys__ cannot see it).
    total = getattr(hint, "__total__", True)
    required = frozenset(k for k, h in hints.items()
                         if typing.get_origin(h) is typing.Required
                         or total and typing.get_origin(h) is not typing.NotRequired)
    name = getattr(hint, "__name__", "object")

    def chk(v, where, n):
        if not isinstance(v, Mapping):
            raise ValueError(_must(where, "an object", v))
        missing = required - v.keys()
        if missing:
            raise ValueError(f"{where} lacks {sorted(missing)[0]!r} ({name})")
        for k, x in v.items():
            f = fields.get(k)
            if f is None:
                raise ValueError(f"{where} has an unknown key {_short(k, 30)} ({name})")
            f(x, f"{where}[{k!r}]", n)
    return chk


def _any(v: Any, where: str, n: int) -> None:
    """Any JSON value: finite numbers, string keys (nesting is bounded before we get here)."""
    stack = [(v, where)]
    while stack:
        x, at = stack.pop()
        if isinstance(x, Mapping):
            for k, y in x.items():
                if type(k) is not str:
                    raise ValueError(_must(f"a key of {at}", "a string", k))
                stack.append((y, f"{at}[{k!r}]"))
        elif type(x) in (list, tuple):
            stack.extend((y, f"{at}[{i}]") for i, y in enumerate(x))
        elif type(x) is float and not math.isfinite(x):
            raise ValueError(_must(at, "a number", x))
        elif not (x is None or type(x) in (bool, int, float, str)):
            raise ValueError(_must(at, "a JSON value", x))
