"""Checks for saved JSON data: each raises ValueError naming the field at fault.

Engines use them at their `_from_json` entry point for what a state's own methods
would only trip over later (a die of 1003, a day of the history missing its ships).
"""
from __future__ import annotations

from typing import Any, Mapping


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
