"""Remembered answers, bounded: the one kind of cache the engines keep between calls.

Searches and playouts ask the same small questions again and again (which ways may these
holds pay 3 gold?), so an engine may remember the answers; but a process that plays for hours
must not grow with every game. `LRU(size)` keeps at most `size` answers and forgets the one
used least recently; functools.lru_cache with a maxsize does the same for a function. Every
module-level cache of the project is one of these, or keyed on a finite set (a card, a game
id, a class), and says so (tests/test_memory.py checks the bounds; bench/memory.py measures a
process over 1,000 games). The scenes' caches of pictures are bounded by megabytes of pixels
instead (scenes/pixel_cache.py; bench/soak.py measures the demo over 200 showcases).
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Hashable

_MISSING = object()


class LRU:
    """At most `size` remembered values by key; the least recently used goes first."""

    __slots__ = ("size", "_data")

    def __init__(self, size: int) -> None:
        if size < 1:
            raise ValueError(f"an LRU holds at least one entry, not {size}")
        self.size = size
        self._data: OrderedDict = OrderedDict()

    def get(self, key: Hashable, default: Any = None) -> Any:
        value = self._data.get(key, _MISSING)
        if value is _MISSING:
            return default
        self._data.move_to_end(key)
        return value

    def __setitem__(self, key: Hashable, value: Any) -> None:
        self._data[key] = value
        self._data.move_to_end(key)
        if len(self._data) > self.size:
            self._data.popitem(last=False)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._data

    def __len__(self) -> int:
        return len(self._data)

    def clear(self) -> None:
        self._data.clear()
