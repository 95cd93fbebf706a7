"""Phase 4, resolution: ships face up, then each island by the colours of its two ships.

Two greens: the seats share, picking one gem at a time from the higher green on (the
picks are actions; when the gems left are all one colour they are dealt out
automatically), then swap the greens they played. Green and red: the raider takes all.
Two reds: the gems go back to the bag. Islands resolve in fill order (from the dagger
holder's left, clockwise).
"""
from __future__ import annotations

import itertools

from ..i18n import _
from ..core.checks import expect
from ..core.contract import Action, Event
from . import gems, islands
from .actions import Pick
from .events import (GemPicked, GreensSwapped, IslandLost, IslandRaided, PhaseBegins, ShareBegins,
                     ShipsRevealed)
from .ships import RED


def open_resolution(s, ev: list[Event] | None) -> None:
    s.phase = "resolution"
    s.revealed = True
    placed = s.placed
    ships = [[i, seat, placed[seat][i]] for i, pair in enumerate(islands.seat_pairs(s.players))
             for seat in pair]
    s.history[-1]["ships"] = ships
    if ev is not None:
        ev.append(PhaseBegins(day=s.day, phase="resolution"))
        ev.append(ShipsRevealed(ships=tuple(map(tuple, ships))))
    s.queue = islands.fill_order(s.players, s.dagger)


def run(s, ev: list[Event] | None) -> tuple | None:
    """Resolve islands until a pick is needed (then who is to move: the seat to pick) or every
    island is done (None)."""
    while True:
        if s.share is not None and not _deal_out(s, ev):
            return (s.share["turn"],)   # (a share dealt out is over: s.share is None again)
        if not s.queue:
            return None
        resolve_island(s, s.queue.pop(0), ev)


def resolve_island(s, island: int, ev: list[Event] | None) -> None:
    a, b = islands.seat_pairs(s.players)[island]
    ca, cb = s.placed[a][island], s.placed[b][island]
    pile = s.islands[island]
    if ca != RED and cb != RED:
        first, second = (a, b) if ca > cb else (b, a)
        s.share = {"island": island, "first": first, "second": second, "turn": first,
                   "took": [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]}      # two empty piles (gems.empty)
        if ev is not None:
            ev.append(ShareBegins(island=island, first=first, second=second, gems=gems.to_json(pile)))
    elif ca == RED and cb == RED:
        s.history[-1]["outcomes"].append({"island": island, "result": "lost", "seats": [a, b],
                                          "gems": gems.to_json(pile)})
        if ev is not None:
            ev.append(IslandLost(island=island, seats=(a, b), gems=gems.to_json(pile)))
        gems.add(s.bag, pile)
        s.islands[island] = [0, 0, 0, 0, 0]        # gems.empty()
    else:
        raider, victim = (a, b) if ca == RED else (b, a)
        s.history[-1]["outcomes"].append({"island": island, "result": "raid", "raider": raider,
                                          "victim": victim, "gems": gems.to_json(pile)})
        if ev is not None:
            ev.append(IslandRaided(island=island, raider=raider, victim=victim, gems=gems.to_json(pile)))
        gems.add(s.chests[raider], pile)
        s.islands[island] = [0, 0, 0, 0, 0]        # gems.empty()


def _deal_out(s, ev: list[Event] | None) -> bool:
    """Give out gems that leave no choice; True once the share is over (greens swapped).
    The one colour left goes out one gem at a time in turn, as picks would give it: the seat
    to pick gets one more than the other when the gems are odd."""
    sh = s.share
    island = sh["island"]
    pile = s.islands[island]
    empty = pile.count(0)
    if empty < _ONE_COLOUR:             # two colours or more: a pick to choose
        return False
    first, second = sh["first"], sh["second"]
    if empty == _ONE_COLOUR:            # the one colour left, dealt out
        k = pile.index(max(pile))
        left, turn = pile[k], sh["turn"]
        if turn == first:
            other = second
            mine, theirs = sh["took"]
        else:
            other = first
            theirs, mine = sh["took"]
        now, later = (left + 1) // 2, left // 2
        pile[k] = 0
        s.chests[turn][k] += now
        mine[k] += now
        s.chests[other][k] += later
        theirs[k] += later
        if left % 2:
            sh["turn"] = other
        if ev is not None:
            colour = gems.COLOURS[k]
            ev += [GemPicked(seat=other if j % 2 else turn, island=island, gem=colour, auto=True)
                   for j in range(left)]
    placed1, placed2 = s.placed[first], s.placed[second]
    c1, c2 = placed1[island], placed2[island]
    hand = s.cards[first]                  # the greens swapped (each hand kept sorted)
    hand[hand.index(c1)] = c2
    hand.sort()
    placed1[island] = c2
    hand = s.cards[second]
    hand[hand.index(c2)] = c1
    hand.sort()
    placed2[island] = c1
    if ev is not None:
        ev.append(GreensSwapped(island=island, seats=(first, second), cards=(c1, c2)))
    took1, took2 = sh["took"]
    s.history[-1]["outcomes"].append({      # (the piles as gems.to_json writes them)
        "island": island, "result": "share", "seats": [first, second], "cards": [c1, c2],
        "gems": [dict(zip(_COLOURS, took1)), dict(zip(_COLOURS, took2))]})
    s.share = None
    return True


_ONE_COLOUR = len(gems.COLOURS) - 1     # empty colours of a pile of one colour


_PICKS = tuple(Pick(gem=c) for c in gems.COLOURS)


def legal(s, seat: int) -> list[Action]:
    return list(itertools.compress(_PICKS, s.islands[s.share["island"]]))


def problem(s, seat: int, action: Action) -> str | None:
    island = s.share["island"]
    if not isinstance(action, Pick):
        return _("Pick one gem from island {island}.").format(island=island)
    if action.gem not in gems.COLOURS or not s.islands[island][gems.INDEX[action.gem]]:
        return _("There is no such gem on island {island} (it holds {gems}).").format(
            island=island, gems=gems.describe(s.islands[island]))
    return None


def apply(s, seat: int, action: Pick, ev: list[Event] | None) -> tuple | None:
    """The pick: the gem to the chest of the seat whose turn it is, the turn to the other;
    the seat to pick next while there is a choice (None: the flow goes on)."""
    sh = s.share
    seat = sh["turn"]
    k = _INDEX[action.gem]
    pile = s.islands[sh["island"]]
    pile[k] -= 1
    s.chests[seat][k] += 1
    if seat == sh["first"]:
        sh["took"][0][k] += 1
        turn = sh["turn"] = sh["second"]
    else:
        sh["took"][1][k] += 1
        turn = sh["turn"] = sh["first"]
    if ev is not None:
        ev.append(GemPicked(seat=seat, island=sh["island"], gem=action.gem, auto=False))
    if pile.count(0) < _ONE_COLOUR:         # two colours or more: the next pick is a choice
        return (turn,)
    return None


_INDEX, _COLOURS = gems.INDEX, gems.COLOURS


def check_share(s) -> None:
    """Broken unless the resolution stands where `run` leaves it: the islands still to resolve
    the end of the fill order; a share under way on the island before them, its two seats'
    green ships there (the higher first), the turn one of them, two colours or more left to
    pick from; the islands resolved before emptied."""
    order = islands.fill_order(s.players, s.dagger)
    queue, share = s.queue, s.share
    done = len(order) - len(queue) - (share is not None)
    expect(done >= 0 and queue == order[len(order) - len(queue):], "'queue'",
           f"must be the islands still to resolve, in fill order {order}, got {queue}")
    expect(not any(map(any, (s.islands[i] for i in order[:done]))), "'islands'", "must be empty once resolved")
    if share is None:
        return
    island = share["island"]
    expect(island == order[done], "'share'['island']", f"must be island {order[done]}, the one resolved now")
    first, second = share["first"], share["second"]
    a, b = islands.seat_pairs(s.players)[island]
    expect({first, second} == {a, b} and first != second, "'share'", f"must be shared by seats {a} and {b}")
    c1, c2 = s.placed[first][island], s.placed[second][island]
    expect(RED not in (c1, c2) and c1 > c2, "'share'['first']", "must have the higher green ship of the two")
    expect(share["turn"] in (first, second), "'share'['turn']", "must be one of the two seats")
    expect(s.islands[island].count(0) < _ONE_COLOUR, "'islands'",
           f"must leave two colours or more to pick on island {island}")
