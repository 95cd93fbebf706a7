"""Gems: the five colours, their points, and multisets of gems as five counts.

A pile of gems (the bag, an island, a chest, a fist) is a list of five counts in
the order of COLOURS. Its JSON form is an object with every colour as a key:
``{"gold": 1, "violet": 0, "blue": 2, "green": 0, "red": 3}``.
"""
from __future__ import annotations

import bisect
import functools
import itertools
import operator

from typing import Mapping, Sequence

from ..i18n import _, ngettext
from ..core.rng import Rng

COLOURS: tuple[str, ...] = ("gold", "violet", "blue", "green", "red")
POINTS: dict[str, int] = {"gold": 4, "violet": 3, "blue": 2, "green": 1, "red": -1}
IN_BOX: tuple[int, ...] = (12, 24, 36, 48, 60)          # the bag at the start: 180 gems
TOTAL = sum(IN_BOX)
INDEX = {c: i for i, c in enumerate(COLOURS)}
_POINTS = tuple(POINTS[c] for c in COLOURS)

Pile = list  # list[int] of len 5


def empty() -> Pile:
    return [0, 0, 0, 0, 0]


def count(pile: Sequence[int]) -> int:
    return sum(pile)


def total(*piles: Sequence[int]) -> int:
    """How many gems in all these piles together."""
    return sum(sum(p) for p in piles)


def value(pile: Sequence[int]) -> int:
    """The victory points of a pile (red gems count -1)."""
    return sum(map(operator.mul, pile, _POINTS))


def add(pile: Pile, other: Sequence[int]) -> None:
    pile[:] = map(operator.add, pile, other)      # the same list, each count grown


def take(pile: Pile, other: Sequence[int]) -> None:
    if not contains(pile, other):
        raise AssertionError(f"cannot take {to_json(other)} from {to_json(pile)}")
    pile[:] = map(operator.sub, pile, other)


def contains(pile: Sequence[int], other: Sequence[int]) -> bool:
    return all(map(operator.ge, pile, other))


def one(colour: str) -> Pile:
    pile = empty()
    pile[INDEX[colour]] = 1
    return pile


def colours_in(pile: Sequence[int]) -> list[str]:
    return [c for c, n in zip(COLOURS, pile) if n]


def to_json(pile: Sequence[int]) -> dict:
    return dict(zip(COLOURS, pile))      # counts are ints (from_json refuses anything else)


def from_json(d: object, what: str = "pile") -> Pile:
    if not isinstance(d, Mapping):
        raise ValueError(f"{what} must be an object of colour counts, got {d!r}")
    unknown = set(d) - set(COLOURS)
    if unknown:
        raise ValueError(f"{what}: unknown gem colour {sorted(unknown)[0]!r}; known: {list(COLOURS)}")
    pile = []
    for c in COLOURS:
        n = d.get(c, 0)
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"{what}: {c} must be a non-negative integer, got {n!r}")
        pile.append(n)
    return pile


def listing(pile: Sequence[int]) -> list[str]:
    """The gems one by one, most valuable first: ["gold", "blue", "blue"]."""
    return [c for c, n in zip(COLOURS, pile) for _ in range(n)]


def _counted(colour: str, n: int) -> str:
    if colour == "gold":
        return ngettext("{n} gold", "{n} gold", n).format(n=n)
    if colour == "violet":
        return ngettext("{n} violet", "{n} violet", n).format(n=n)
    if colour == "blue":
        return ngettext("{n} blue", "{n} blue", n).format(n=n)
    if colour == "green":
        return ngettext("{n} green", "{n} green", n).format(n=n)
    return ngettext("{n} red", "{n} red", n).format(n=n)


def describe(pile: Sequence[int]) -> str:
    """The pile in words, in the player's language: "1 gold, 2 blue" ("no gems" if empty)."""
    parts = [_counted(c, n) for c, n in zip(COLOURS, pile) if n]
    return ", ".join(parts) if parts else _("no gems")


def draw(bag: Pile, rng: Rng, forced: list[str]) -> str | None:
    """Draw one gem from the bag: the next forced colour (setup) if any and present, else at
    random. None if the bag is empty."""
    i = draw_index(bag, rng, forced)
    return None if i < 0 else COLOURS[i]


def draw_index(bag: Pile, rng: Rng, forced: list[str]) -> int:
    """`draw`, answered as the colour's index in COLOURS (-1: the bag is empty)."""
    upto = list(itertools.accumulate(bag))     # gems of the colours 0..i
    if upto[-1] == 0:
        return -1
    while forced:
        i = INDEX[forced.pop(0)]
        if bag[i]:
            bag[i] -= 1
            return i
    # The k-th gem (colours in order) is of the first colour whose running count passes k.
    i = bisect.bisect_right(upto, rng.randrange(upto[-1]))
    bag[i] -= 1
    return i


def draw_onto(bag: Pile, rng: Rng, forced: list[str], pile: Pile, k: int,
              order: list[int] | None = None) -> int:
    """Draw up to `k` gems from the bag onto `pile`, one by one as `draw_index` draws them
    (the same random draws); each colour's index is appended to `order` if given. Returns
    how many were drawn (fewer than `k` when the bag runs out)."""
    if forced or order is not None:            # a set-up's draws first, or the colours told
        for n in range(k):
            i = draw_index(bag, rng, forced)
            if i < 0:
                return n
            pile[i] += 1
            if order is not None:
                order.append(i)
        return k
    left = sum(bag)
    if left < k:
        k = left
    before = bag[:]
    rng.take(bag, k)                           # draw_index's random draw, k times
    pile[:] = map(operator.add, pile, map(operator.sub, before, bag))   # what left the bag
    return k


def sub_piles(pile: Sequence[int], size: int) -> list[Pile]:
    """Every distinct sub-multiset of `pile` with exactly `size` gems (small sizes only).
    No colour gives more than `size` gems: the pile is capped at `size` a colour for the
    cache (the same list, in the same order)."""
    return [list(p) for p in _sub_piles(tuple([n if n < size else size for n in pile]), size)]


@functools.lru_cache(maxsize=1024)    # capped piles: a finite set
def _sub_piles(pile: tuple, size: int) -> tuple:
    out: list = []

    def rec(i: int, left: int, cur: list[int]) -> None:
        if i == len(COLOURS):
            if left == 0:
                out.append(list(cur))
            return
        for n in range(min(left, pile[i]), -1, -1):
            cur.append(n)
            rec(i + 1, left - n, cur)
            cur.pop()

    rec(0, size, [])
    return tuple(tuple(p) for p in out)


def worst(pile: Sequence[int], size: int) -> Pile:
    """The `size` least valuable gems of a pile (reds first)."""
    out = empty()
    order = sorted(range(len(COLOURS)), key=lambda i: _POINTS[i])
    for i in order:
        n = min(pile[i] - out[i], size)
        out[i] += n
        size -= n
    return out


def best(pile: Sequence[int], size: int) -> Pile:
    """The `size` most valuable gems of a pile."""
    out = empty()
    for i in range(len(COLOURS)):  # COLOURS are in falling value
        n = min(pile[i], size)
        out[i] += n
        size -= n
    return out
