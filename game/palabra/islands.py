"""The islands around the table: who sits at which island, fill order and gems per day.

Seats sit clockwise 0..n-1; a seat's left neighbour is the next seat clockwise.
With 3-8 players island i lies between seat i (it is that seat's left island) and
seat i+1 (its right island). With 2 players (the variant) four islands lie in the
middle and both players put a ship at each.
"""
from __future__ import annotations

import functools

DAYS = 5

# rules/palabra.md, "Gems per island": gems on every island at day d = base + d - 1.
BASE_GEMS = {2: 2, 3: 5, 4: 4, 5: 4, 6: 3, 7: 3, 8: 2}


def two_player(players: int) -> bool:
    return players == 2


def island_count(players: int) -> int:
    return 4 if two_player(players) else players


def gems_per_island(players: int, day: int) -> int:
    return BASE_GEMS[players] + day - 1


def seats_at(players: int, island: int) -> tuple[int, int]:
    """The two seats with a ship at `island`: (the seat whose left island it is, the other)."""
    if two_player(players):
        return (0, 1)
    return (island, (island + 1) % players)


@functools.lru_cache(maxsize=16)
def seat_pairs(players: int) -> tuple[tuple[int, int], ...]:
    """seats_at of every island, by island."""
    return tuple(seats_at(players, i) for i in range(island_count(players)))


@functools.lru_cache(maxsize=16)
def partners(players: int) -> tuple[dict[int, int], ...]:
    """By island: each of its two seats -> the other (other_seat of every island, as a table;
    with 2 players every island's is {0: 1, 1: 0})."""
    return tuple({a: b, b: a} for a, b in seat_pairs(players))


def islands_of(players: int, seat: int) -> tuple[int, ...]:
    """The islands where `seat` places a ship: (left, right), or all four with 2 players."""
    if two_player(players):
        return (0, 1, 2, 3)
    return (seat, (seat - 1) % players)


@functools.lru_cache(maxsize=128)
def sorted_islands(players: int, seat: int) -> tuple[int, ...]:
    """islands_of(players, seat) in increasing order."""
    return tuple(sorted(islands_of(players, seat)))


def other_seat(players: int, island: int, seat: int) -> int:
    a, b = seats_at(players, island)
    return b if seat == a else a


def neighbours(players: int, seat: int) -> tuple[int, ...]:
    """The seats `seat` shares an island with: (left, right), or (other,) with 2 players."""
    if two_player(players):
        return (1 - seat,)
    return ((seat + 1) % players, (seat - 1) % players)


def fill_order(players: int, dagger: int) -> list[int]:
    """Islands in the order the dagger holder fills them: from their left island clockwise.
    With 2 players the four middle islands are filled in index order."""
    return list(_fill_order(players, dagger))


@functools.lru_cache(maxsize=64)
def _fill_order(players: int, dagger: int) -> tuple[int, ...]:
    n = island_count(players)
    if two_player(players):
        return tuple(range(n))
    return tuple([(dagger + k) % n for k in range(n)])


def clockwise_from(players: int, first: int) -> list[int]:
    return [(first + k) % players for k in range(players)]


def hand_size(players: int) -> int:
    return 5 if two_player(players) else 3
