"""Caches of pictures bounded by their pixels: a budget of megabytes, not a count of entries.

A cache of Surfaces bounded by its entries is bounded in memory only as far as its pictures
are small: 256 panels may be 256 labels or 256 full-screen panes of 8 MB each. `PixelLRU(mb)`
keeps Surfaces (or tuples of them) by key while their pixels stay within `mb` megabytes, and
forgets the one used least recently first; each entry also counts ENTRY_COST bytes (its key,
the Surface's own record) so that a crowd of tiny pictures is bounded too. `pixel_lru(mb)`
does the same for a function, like functools.lru_cache (cache_info(), cache_clear()), so the
benches census both kinds alike (bench/soak_trace.py). A single picture larger than the whole
budget is still kept, alone, until the next one comes.
"""
from __future__ import annotations

from collections import OrderedDict
from functools import wraps
from typing import Any, Callable, Hashable, NamedTuple

import pygame

MB = 2**20
ENTRY_COST = 1024      # bytes an entry costs beside its pixels


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    maxsize: int       # the budget, in bytes
    currsize: int      # entries held


def pixel_bytes(value: Any) -> int:
    """Bytes of pixels of a Surface (a subsurface's belong to its parent) or of the Surfaces
    in a tuple or list."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height() if value.get_parent() is None else 0
    if isinstance(value, (tuple, list)):
        return sum(pixel_bytes(v) for v in value)
    return 0


class PixelLRU:
    """Pictures by key within `megabytes` of pixels; the least recently used goes first."""

    def __init__(self, megabytes: float) -> None:
        if megabytes <= 0:
            raise ValueError(f"a pixel cache needs a budget above 0 MB, not {megabytes}")
        self.budget = int(megabytes * MB)
        self.held = 0                   # bytes counted now (pixels and ENTRY_COST per entry)
        self.hits = self.misses = 0
        self._data: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()

    def get(self, key: Hashable, default: Any = None) -> Any:
        entry = self._data.get(key)
        if entry is None:
            self.misses += 1
            return default
        self.hits += 1
        self._data.move_to_end(key)
        return entry[0]

    def __setitem__(self, key: Hashable, value: Any) -> None:
        old = self._data.pop(key, None)
        if old is not None:
            self.held -= old[1]
        cost = pixel_bytes(value) + ENTRY_COST
        self._data[key] = (value, cost)
        self.held += cost
        while self.held > self.budget and len(self._data) > 1:
            _, (_, gone) = self._data.popitem(last=False)
            self.held -= gone

    def __contains__(self, key: Hashable) -> bool:
        return key in self._data

    def __len__(self) -> int:
        return len(self._data)

    def values(self) -> list:
        return [value for value, _ in self._data.values()]

    def info(self) -> CacheInfo:
        return CacheInfo(self.hits, self.misses, self.budget, len(self._data))

    def clear(self) -> None:
        self._data.clear()
        self.held = 0


def pixel_lru(megabytes: float) -> Callable[[Callable], Callable]:
    """Remember what a function drew, by its arguments, within `megabytes` of pixels."""
    def decorate(fn: Callable) -> Callable:
        cache = PixelLRU(megabytes)

        @wraps(fn)
        def cached(*args, **kwargs):
            key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
            value = cache.get(key, _MISSING)
            if value is _MISSING:
                value = cache[key] = fn(*args, **kwargs)
            return value

        cached.cache = cache
        cached.cache_info = cache.info
        cached.cache_clear = cache.clear
        return cached
    return decorate


_MISSING = object()
