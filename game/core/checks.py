"""Checks for saved JSON data: each raises ValueError naming the field at fault.

Engines use them at their `_from_json` entry point for what a state's own methods
would only trip over later (a die of 1003, a day of the history missing its ships).

A saved state is checked in two steps. First its shape (shapes.py: every field of its type
and range). Then `whole`: the engine's invariants (`State.check_invariants`), which hold in
every state the rules make: the conservation laws (gems, cards, tokens, doubloons), a phase
or task stack that can move on (the list or index each step reads or pops is there), movers
and seats that exist. An invariant names the field at fault (`expect`, or an assert whose
message does); `whole` turns a broken one into the ValueError of a refused state, so that a
hand-edited or damaged save is refused as it loads instead of stopping the table later.
"""
from __future__ import annotations

from typing import Any, Mapping


class Broken(AssertionError):
    """A broken invariant (what check_invariants raises, as its asserts do), naming the field."""


def expect(ok: object, field: str, what: str) -> None:
    """Broken("<field> <what>") unless `ok`: an invariant that holds with `python -O` too.
    `field` names the place as the shape checks do (`'users'`, `'stack'[2]`)."""
    if not ok:
        raise Broken(f"{field} {what}")


def whole(state: Any) -> Any:
    """The state, once its invariants hold (after the shape checks, at the end of an engine's
    `_from_json`); else a ValueError saying which field and what is wrong (GameSpec.from_json
    puts "corrupt <game> state: " before it)."""
    try:
        state.check_invariants()
    except AssertionError as exc:
        raise ValueError(str(exc) or "a broken invariant") from None
    return state


def integer(value: Any, where: str, lo: int | None = None, hi: int | None = None) -> int:
    """An int (not a bool) within lo..hi."""
    if type(value) is not int or lo is not None and value < lo or hi is not None and value > hi:
        span = f" from {lo} to {hi}" if lo is not None and hi is not None else ""  # i18n: keep (a ValueError's)
        raise ValueError(f"{where} must be a whole number{span}, got {str(value)[:40]}")
    return value


def listing(value: Any, where: str, length: int | None = None) -> list:
    """A list, of `length` items if given."""
    if not isinstance(value, list) or length is not None and len(value) != length:
        size = f" of {length}" if length is not None else ""
        raise ValueError(f"{where} must be a list{size}, got {str(value)[:40]}")
    return value


def table(value: Any, where: str, keys: Mapping[str, type | tuple[type, ...]]) -> Mapping:
    """An object holding at least `keys`, each of its type (bool never counts as int)."""
    if not isinstance(value, Mapping):
        raise ValueError(f"{where} must be an object, got {str(value)[:40]}")
    for key, kinds in keys.items():
        if key not in value:
            raise ValueError(f"{where} has no {key!r}")
        kinds = kinds if isinstance(kinds, tuple) else (kinds,)
        v = value[key]
        if not isinstance(v, kinds) or isinstance(v, bool) and bool not in kinds:
            raise ValueError(f"{where}[{key!r}] cannot be {str(v)[:40]}")
    return value
