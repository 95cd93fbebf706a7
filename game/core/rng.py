"""The seeded random generator that lives inside every game state.

A SplitMix64 stream: its whole state is one 64-bit integer, so a state's
`to_json()` captures it exactly and a replay from the same seed draws the same
cards, dice and bags on every machine. Rules code never touches Python's global
random module.
"""
from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


_LIMITS_UP_TO = 1024
_LIMITS = (0,) + tuple(_MASK - (_MASK + 1) % n for n in range(1, _LIMITS_UP_TO))
"""randrange's rejection limit by bound, for the small bounds (a bag's size)."""

_STEPS: dict[int, tuple] = {}      # a shuffle's steps by length: ((i, i + 1, limit), ...)


def _steps(length: int) -> tuple:
    """The steps of a Fisher-Yates shuffle of `length` items: i from the top down, the bound
    i + 1 of its draw, and the draw's rejection limit (randrange's)."""
    steps = tuple((i, i + 1, _MASK - (_MASK + 1) % (i + 1)) for i in range(length - 1, 0, -1))
    if length <= 4096:
        _STEPS[length] = steps
    return steps


class Rng:
    """A small deterministic generator: shuffles, dice and draws for the engines."""

    __slots__ = ("state",)

    def __init__(self, seed: int | str = 0) -> None:
        if isinstance(seed, str):
            seed = int.from_bytes(seed.encode("utf-8")[:8].ljust(8, b"\0"), "little")
        # Mix the seed once so that nearby seeds give unrelated streams.
        self.state = self._mix((int(seed) * _GAMMA) & _MASK)

    @staticmethod
    def _mix(z: int) -> int:
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def next64(self) -> int:
        self.state = (self.state + _GAMMA) & _MASK
        return self._mix(self.state)

    def randrange(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias (next64 and _mix inlined: the
        engines' determinize and the search's playouts call this most)."""
        if n <= 0:
            raise ValueError(f"randrange needs a positive bound, got {n}")
        limit = _MASK - (_MASK + 1) % n
        z = self.state
        while True:
            z = (z + _GAMMA) & _MASK
            x = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
            x ^= x >> 31
            if x <= limit:
                self.state = z
                return x % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in [low, high], both included (a die: randint(1, 6))."""
        return low + self.randrange(high - low + 1)

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise IndexError("choice from an empty sequence")
        return items[self.randrange(len(items))]

    def weighted(self, items: Sequence[T], weights: Sequence[float]) -> T:
        """One of `items`, each as likely as its weight (weights >= 0, not all 0)."""
        x = self.random() * sum(weights)
        for item, w in zip(items, weights):
            x -= w
            if x <= 0:
                return item
        return items[-1]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place: randrange(i + 1) for i from the top down, inlined (the steps
        and their bounds worked out once per length; the constants written out)."""
        z = self.state
        for i, n, limit in _STEPS.get(len(items)) or _steps(len(items)):
            while True:
                z = (z + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
                x = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
                x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
                x ^= x >> 31
                if x <= limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self.state = z

    def take(self, counts: list[int], k: int) -> None:
        """Draw `k` items without replacement from a multiset of `len(counts)` kinds given by
        their counts (at least `k` items in all), each count lowered in place as its item is
        drawn: the same draws as k times `randrange(sum(counts))` and taking the item of the
        first kind whose running count passes it (a bag of gems). Inlined, one state
        update per draw (the playouts draw bags most); the kind is found from the last one
        down, the same kind as from the first."""
        left = sum(counts)
        if not 0 <= k <= left:
            raise ValueError(f"cannot take {k} items from {left}")
        kinds = range(len(counts) - 1, -1, -1)
        limits = _LIMITS if left < _LIMITS_UP_TO else {      # each draw's bound: left, left - 1..
            n: _MASK - (_MASK + 1) % n for n in range(left - k + 1, left + 1)}
        z = self.state
        for _ in range(k):
            limit = limits[left]
            while True:
                z = (z + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
                x = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
                x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
                x ^= x >> 31
                if x <= limit:
                    break
            r = left - 1 - x % left        # the item's place counted from the end
            for i in kinds:                # (the last kinds first: where a bag's most are)
                c = counts[i]
                if r < c:
                    counts[i] = c - 1
                    break
                r -= c
            left -= 1
        self.state = z

    def spawn(self) -> "Rng":
        """An independent generator drawn from this one (for bots and determinization)."""
        child = Rng.__new__(Rng)
        child.state = self.next64()
        return child

    def to_json(self) -> int:
        return self.state

    @classmethod
    def from_json(cls, value: object) -> "Rng":
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= _MASK:
            raise ValueError(f"rng state must be an integer in [0, 2**64), got {value!r}")
        rng = cls.__new__(cls)
        rng.state = value
        return rng

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#018x})"
