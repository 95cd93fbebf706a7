"""Helpers for the Libertalia tests: states from a set-up, and days played with chosen picks."""
from __future__ import annotations

from collections import Counter

from game.libertalia import SPEC
from game.libertalia.actions import Pick


def new(players: int = 2, deal=None, booty=None, doubloons=None, bag=None, colours=None,
        seed: int = 0, deals=None):
    """A game whose first campaign is fixed: `deal` (9 ranks), `booty` {day: [kinds]} (other
    days: goods, then jewels, chests..., a day at a time: with 2 players goods on days 1-5), colours 0..n-1 unless given."""
    setup: dict = {"colours": colours or list(range(players))}
    if deals is not None:
        setup["deals"] = deals
    elif deal is not None:
        setup["deals"] = [deal]
    named = Counter(k for tokens in (booty or {}).values() for k in tokens)
    fill = [k for k, n in (("goods", 10), ("jewels", 6), ("chest", 4), ("map", 8), ("relic", 10))
            for _ in range(n - named[k])]
    days = []
    for d in range(1, 7):
        days.append(list((booty or {}).get(d) or fill[:players]))
        if d not in (booty or {}):
            del fill[:players]
    setup["booty"] = [days]
    if doubloons is not None:
        setup["doubloons"] = doubloons
    if bag is not None:
        setup["bag"] = bag
    return SPEC.new_state(players, seed, {"setup": setup})


def play(s, *picks, choose=()) -> list:
    """Play one day per tuple in `picks` (one rank per seat). Decisions take the next action
    of `choose` when it is legal for the seat to move, else that seat's first legal action."""
    queue = list(choose)
    events: list = []
    for ranks in picks:
        assert s.phase == "dawn", f"not dawn but {s.phase}"
        start = (s.campaign, s.day)
        for seat, rank in enumerate(ranks):
            events += s.apply(seat, Pick(rank))
        while not s.is_over() and (s.campaign, s.day) == start:
            seat = s.to_move()[0]
            legal = s.legal_actions(seat)
            if queue and queue[0] in legal:
                action = queue.pop(0)
            else:
                action = legal[0]
            events += s.apply(seat, action)
            s.check_invariants()
    assert not queue, f"choices not used: {queue}"
    return events


def of(events, cls, **fields) -> list:
    """The events of class `cls` whose fields match."""
    return [e for e in events if isinstance(e, cls)
            and all(getattr(e, k) == v for k, v in fields.items())]
