"""Phase 3, the market: secret bids of gems from one's chest, revealed together; top three win.

A bid is any multiset of the seat's own chest (possibly empty, reds allowed). Only
bids worth more than 0 can win; the three highest use one artifact each, highest
first; ties go clockwise from the dagger holder. Winners pay their gems to the bag
(just before their turn, see artifacts.start_next_user); the others take theirs back.
"""
from __future__ import annotations

import bisect
import functools
from collections.abc import Iterator, Sequence

from ..i18n import _
from ..core.contract import Action, Event
from . import gems
from .actions import Bid
from .events import BidsRevealed, Decided, PhaseBegins

WINNERS = 3
CANDIDATE_GEMS = 2   # the bots' own short list: bids of up to this many gems (candidate_bids)


def can_bid(chest) -> bool:
    """A seat with an empty chest (a public fact) sits the market out. A seat with only red
    gems still bids, so that nobody learns what its chest holds."""
    return gems.count(chest) > 0


def open_market(s, ev: list[Event] | None) -> None:
    s.phase = "market"
    s.bids = [gems.empty() for _ in range(s.players)]
    s.bid_done = [not can_bid(c) for c in s.chests]
    if ev is not None:
        ev.append(PhaseBegins(day=s.day, phase="market"))


def legal(s, seat: int) -> "Bids":
    """Every bid the seat may make: each multiset of its chest, the empty one included (the
    contract: the legal set, all of it). A chest of many gems allows many bids, so the list is
    lazy (Bids): its length, `in`, an index and a slice cost next to nothing."""
    return Bids.of(s.chests[seat])


def candidate_bids(chest) -> tuple:
    """The bots' short list (not the legal set): nothing, and every bid of one or two gems."""
    return _candidates(tuple([n if n < CANDIDATE_GEMS else CANDIDATE_GEMS for n in chest]))


@functools.lru_cache(maxsize=1024)
def _candidates(chest: tuple) -> tuple:
    return tuple(Bid.of(p) for size in range(CANDIDATE_GEMS + 1)
                 for p in gems.sub_piles(chest, size))


class Bids(Sequence):
    """Every bid a chest allows, as a read-only sequence that is never built whole: the bids
    by number of gems (none first, then each single gem, each pair...), within a size in the
    order gems.sub_piles lists them, so that the list begins as the bots' candidate_bids does.
    `len` is the product of (count + 1) over the colours; `in` checks the chest; an index is
    found by counting (no enumeration); iteration makes the bids one by one."""

    __slots__ = ("chest", "_ways", "_starts")

    def __init__(self, chest: tuple) -> None:
        self.chest = chest
        total = sum(chest)
        # _ways[i][k]: the piles of exactly k gems from the colours i.. (capped by the chest)
        # (a sliding sum: ways[i][k] = ways[i + 1][k - chest[i]] + ... + ways[i + 1][k])
        ways = [[0] * (total + 1) for _ in range(len(chest) + 1)]
        ways[len(chest)][0] = 1
        for i in range(len(chest) - 1, -1, -1):
            nxt, row, cap, window = ways[i + 1], ways[i], chest[i], 0
            for k in range(total + 1):
                window += nxt[k]
                if k > cap:
                    window -= nxt[k - cap - 1]
                row[k] = window
        self._ways = ways
        starts, acc = [], 0
        for k in range(total + 1):
            starts.append(acc)
            acc += ways[0][k]
        starts.append(acc)
        self._starts = starts

    @classmethod
    def of(cls, chest) -> "Bids":
        return _bids(tuple(map(int, chest)))

    def __len__(self) -> int:
        return self._starts[-1]

    def __contains__(self, action) -> bool:
        if not isinstance(action, Bid):
            return False
        pile = action.pile()
        return all(type(n) is int and 0 <= n <= c for n, c in zip(pile, self.chest))

    def __getitem__(self, index):
        if type(index) is not int:
            if isinstance(index, slice):
                return [self[i] for i in range(*index.indices(len(self)))]
            if isinstance(index, bool) or not isinstance(index, int):
                raise TypeError(f"bid indices are integers, not {type(index).__name__}")
        starts = self._starts
        if index < 0:
            index += starts[-1]
        if not 0 <= index < starts[-1]:
            raise IndexError("bid index out of range")
        size = bisect.bisect_right(starts, index) - 1
        rank = index - starts[size]
        chest, ways = self.chest, self._ways
        pile, left, last = [0] * len(chest), size, len(chest) - 1
        for i, cap in enumerate(chest):
            if not left:                     # the rest of the colours give none
                break
            if i == last:                    # the last colour gives what is left
                pile[i] = left
                break
            if not cap:
                continue
            row = ways[i + 1]
            n = cap if cap < left else left
            while rank >= row[left - n]:     # n gems of colour i: row[left - n] such piles
                rank -= row[left - n]
                n -= 1
            pile[i] = n
            left -= n
        return _bid(*pile)

    def __iter__(self) -> Iterator[Bid]:
        for size in range(len(self._starts) - 1):
            for pile in _piles(self.chest, 0, size):
                yield _bid(*pile)

    def __eq__(self, other) -> bool:
        if isinstance(other, Bids):
            return self.chest == other.chest
        if isinstance(other, Sequence) and not isinstance(other, (str, bytes)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None

    def __repr__(self) -> str:
        return f"Bids(chest={gems.describe(self.chest)}: {len(self)} bids)"


@functools.lru_cache(maxsize=1024)
def _bids(chest: tuple) -> Bids:
    return Bids(chest)


@functools.lru_cache(maxsize=4096)     # the bids of the latest chests (actions are values)
def _bid(*pile: int) -> Bid:
    return Bid(*pile)


def _piles(chest: tuple, i: int, left: int) -> Iterator[list[int]]:
    """The piles of exactly `left` gems from the colours i.. of `chest`, as gems.sub_piles
    orders them (the first colour's count falling)."""
    if i == len(chest):
        if left == 0:
            yield []
        return
    for n in range(min(left, chest[i]), -1, -1):
        for rest in _piles(chest, i + 1, left - n):
            yield [n, *rest]


def problem(s, seat: int, action: Action) -> str | None:
    if not isinstance(action, Bid):
        return _("The market is open: make your secret bid (it may be empty).")
    pile = action.pile()
    if any(isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in pile):
        return _("A bid gives a number of gems (0 or more) of each colour.")
    if not gems.contains(s.chests[seat], pile):
        return _("You cannot bid {bid}: your chest holds {chest}.").format(
            bid=gems.describe(pile), chest=gems.describe(s.chests[seat]))
    return None


def apply(s, seat: int, action: Bid, ev: list[Event] | None) -> tuple | None:
    """The seat's bid, in its fist; the seats still to bid (None: the last)."""
    pile = action.pile()
    gems.take(s.chests[seat], pile)
    s.bids[seat] = pile
    s.bid_done[seat] = True
    if ev is not None:
        ev.append(Decided(seat=seat, phase="market"))
    return s.still_to_choose(seat)


def auction_order(values: list[int], dagger: int) -> list[int]:
    """Winners in the order they use artifacts: the top bids worth more than 0, ties clockwise
    from the dagger holder (the dagger holder first)."""
    n = len(values)
    bidders = [s for s in range(n) if values[s] > 0]
    bidders.sort(key=lambda s: (-values[s], (s - dagger) % n))
    return bidders[:WINNERS]


def reveal_bids(s, ev: list[Event] | None) -> None:
    """The fists open together; losers' gems go back to their chests."""
    bids = s.bids
    values = list(map(gems.value, bids))
    winners = auction_order(values, s.dagger)
    returned = []
    bids_json = list(map(gems.to_json, bids))        # (the record's: taken before any goes back)
    for seat in range(s.players):
        if seat not in winners and any(bids[seat]):   # (counts are never negative)
            gems.add(s.chests[seat], bids[seat])
            bids[seat] = [0, 0, 0, 0, 0]              # gems.empty()
            returned.append(seat)
    day = s.history[-1]
    day["bids"] = bids_json
    day["auction"] = list(winners)
    s.phase = "artifacts"
    s.users = list(winners)
    if ev is not None:
        ev.append(BidsRevealed(bids=tuple(map(dict, bids_json)), values=tuple(values), winners=tuple(winners),
                               returned=tuple(returned)))
    if winners:
        if ev is not None:
            ev.append(PhaseBegins(day=s.day, phase="artifacts"))
