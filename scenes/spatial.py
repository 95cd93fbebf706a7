"""Moving a focus among rectangles on the screen with four directions (the inspect mode's arrows).

Left / right read the screen as a page: the rects fall into rows (bands of rects at about the
same height), read from left to right; at the end of a row the focus goes on to the next row
(and from the last back to the first), so left or right alone visits every rect. Up / down go
to the nearest rect that way: the least vertical distance, a horizontal gap counting three
times as much, so the focus stays in its column where it can. Pure geometry: no pygame drawing,
no scene.
"""
from __future__ import annotations

from typing import Sequence

import pygame

DIRECTIONS = ("left", "right", "up", "down")
SIDEWAYS = 3.0          # a pixel of horizontal gap costs as much as this many of vertical distance


def rows(rects: Sequence[pygame.Rect]) -> list[list[int]]:
    """The indices of `rects` in reading order, as rows: a rect joins the row whose first rect's
    middle it shares (their centres closer than half the smaller height), rows top to bottom,
    each left to right."""
    order = sorted(range(len(rects)), key=lambda i: (rects[i].centery, rects[i].centerx, i))
    bands: list[list[int]] = []
    for i in order:
        r = rects[i]
        if bands:
            first = rects[bands[-1][0]]
            if abs(r.centery - first.centery) * 2 <= min(r.h, first.h):
                bands[-1].append(i)
                continue
        bands.append([i])
    return [sorted(b, key=lambda i: (rects[i].centerx, rects[i].centery, i)) for b in bands]


def reading_order(rects: Sequence[pygame.Rect]) -> list[int]:
    return [i for row in rows(rects) for i in row]


def _gap(a0: int, a1: int, b0: int, b1: int) -> int:
    """The distance between the intervals [a0, a1) and [b0, b1) (0 when they overlap)."""
    return max(0, b0 - a1, a0 - b1)


def step(rects: Sequence[pygame.Rect], index: int, direction: str) -> int:
    """The rect the focus goes to from `rects[index]` in `direction`; `index` itself at an edge
    (up / down with nothing that way)."""
    if not 0 <= index < len(rects):
        raise IndexError(f"focus {index} outside {len(rects)} rects")
    if direction not in DIRECTIONS:
        raise ValueError(f"unknown direction {direction!r}; known: {', '.join(DIRECTIONS)}")
    return _step(rects, rows(rects), index, direction)


def _step(rects: Sequence[pygame.Rect], bands: list[list[int]], index: int, direction: str) -> int:
    if direction in ("left", "right"):
        order = [i for row in bands for i in row]
        at = order.index(index)
        return order[(at + (1 if direction == "right" else -1)) % len(order)]
    me = rects[index]
    sign = -1 if direction == "up" else 1
    row_of = {i: k for k, row in enumerate(bands) for i in row}
    best, best_cost = index, None
    for i, r in enumerate(rects):
        dy = (r.centery - me.centery) * sign
        if i == index or dy <= 0 or row_of[i] == row_of[index]:
            continue
        cost = (dy + SIDEWAYS * _gap(me.left, me.right, r.left, r.right)
                + 0.01 * abs(r.centerx - me.centerx))
        if best_cost is None or cost < best_cost:
            best, best_cost = i, cost
    return best


def links(rects: Sequence[pygame.Rect]) -> list[dict[str, int]]:
    """Where each direction leads from each rect: links(rects)[i][direction]."""
    bands = rows(rects)
    return [{d: _step(rects, bands, i, d) for d in DIRECTIONS} for i in range(len(rects))]


def strongly_connected(rects: Sequence[pygame.Rect]) -> bool:
    """From every rect, the four directions reach every other (for tests)."""
    if not rects:
        return True
    graph = links(rects)
    back: list[set[int]] = [set() for _ in rects]
    for i, out in enumerate(graph):
        for j in out.values():
            back[j].add(i)

    def spread(edges) -> set[int]:
        seen, todo = {0}, [0]
        while todo:
            for j in edges(todo.pop()):
                if j not in seen:
                    seen.add(j)
                    todo.append(j)
        return seen
    return len(spread(lambda i: graph[i].values())) == len(rects) == len(spread(lambda i: back[i]))


def nearest(rects: Sequence[pygame.Rect], point: tuple[float, float]) -> int:
    """The index of the rect whose centre is nearest `point` (a rect containing it first)."""
    if not rects:
        raise ValueError("no rect to choose from")
    return min(range(len(rects)), key=lambda i: (not rects[i].collidepoint(point),
                                                 (rects[i].centerx - point[0]) ** 2
                                                 + (rects[i].centery - point[1]) ** 2))
