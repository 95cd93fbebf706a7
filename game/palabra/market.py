"""Phase 3, the market: secret bids of gems from one's chest, revealed together; top three win.

A bid is any multiset of the seat's own chest (possibly empty, reds allowed). Only
bids worth more than 0 can win; the three highest use one artifact each, highest
first; ties go clockwise from the dagger holder. Winners pay their gems to the bag
(just before their turn, see artifacts.start_next_user); the others take theirs back.
"""
from __future__ import annotations

import functools

from ..core.contract import Action, Event
from . import gems
from .actions import Bid
from .events import BidsRevealed, Decided, PhaseBegins

WINNERS = 3
MAX_CANDIDATE_GEMS = 2   # legal_actions lists bids of up to this many gems; check() takes any


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


def legal(s, seat: int) -> list[Action]:
    """A usable list of candidate bids: nothing, and every bid of one or two gems."""
    return list(_candidates(tuple([n if n < MAX_CANDIDATE_GEMS else MAX_CANDIDATE_GEMS
                                   for n in s.chests[seat]])))


@functools.lru_cache(maxsize=1024)
def _candidates(chest: tuple) -> tuple:
    return tuple(Bid.of(p) for size in range(MAX_CANDIDATE_GEMS + 1)
                 for p in gems.sub_piles(chest, size))


def problem(s, seat: int, action: Action) -> str | None:
    if not isinstance(action, Bid):
        return "The market is open: make your secret bid (it may be empty)."
    pile = action.pile()
    if any(isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in pile):
        return "A bid gives a number of gems (0 or more) of each colour."
    if not gems.contains(s.chests[seat], pile):
        return (f"You cannot bid {gems.describe(pile)}: your chest holds "
                f"{gems.describe(s.chests[seat])}.")
    return None


def apply(s, seat: int, action: Bid, ev: list[Event] | None) -> None:
    pile = action.pile()
    gems.take(s.chests[seat], pile)
    s.bids[seat] = pile
    s.bid_done[seat] = True
    if ev is not None:
        ev.append(Decided(seat=seat, phase="market"))


def auction_order(values: list[int], dagger: int) -> list[int]:
    """Winners in the order they use artifacts: the top bids worth more than 0, ties clockwise
    from the dagger holder (the dagger holder first)."""
    n = len(values)
    bidders = [s for s in range(n) if values[s] > 0]
    bidders.sort(key=lambda s: (-values[s], (s - dagger) % n))
    return bidders[:WINNERS]


def reveal_bids(s, ev: list[Event] | None) -> None:
    """The fists open together; losers' gems go back to their chests."""
    values = [gems.value(b) for b in s.bids]
    winners = auction_order(values, s.dagger)
    returned = []
    bids_json = tuple(gems.to_json(b) for b in s.bids)
    for seat in range(s.players):
        if seat not in winners and gems.count(s.bids[seat]):
            gems.add(s.chests[seat], s.bids[seat])
            s.bids[seat] = gems.empty()
            returned.append(seat)
    day = s.history[-1]
    day["bids"] = [dict(b) for b in bids_json]
    day["auction"] = list(winners)
    s.phase = "artifacts"
    s.users = list(winners)
    if ev is not None:
        ev.append(BidsRevealed(bids=bids_json, values=tuple(values), winners=tuple(winners),
                               returned=tuple(returned)))
    if winners:
        if ev is not None:
            ev.append(PhaseBegins(day=s.day, phase="artifacts"))
