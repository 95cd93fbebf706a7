"""The day: phase 1 (excavation), the flow between phases, phase 5 and the end.

`advance` runs everything that needs no decision (reveals, automatic resolutions,
maintenance, the next day's excavation) after every action, until some seat must act.
"""
from __future__ import annotations

from ..core.contract import Event
from . import artifacts, decision, gems, islands, market, resolution, ships
from .events import DayBegins, DayEnds, GameOver, IslandsFilled, PhaseBegins

# ---------------------------------------------------------------- phase 1
def begin_day(s: "PalabraState", ev: list[Event] | None) -> None:
    n = s.players
    s.placed = [None] * n
    s.talk_choice = [None] * n
    s.bid_done = [False] * n
    s.peeks = [[] for _ in range(n)]
    s.revealed, s.queue, s.share, s.users, s.step = False, [], None, [], None
    s.history.append({"day": s.day, "dagger": s.dagger, "signals": [], "ships": [],
                      "bids": None, "auction": [], "artifacts": [], "blocked": [],
                      "rats": [0] * n, "outcomes": []})
    if ev is not None:
        ev.append(DayBegins(day=s.day, dagger=s.dagger))
    excavate(s, ev)
    if s.talk:
        decision.open_talk(s, ev)
    else:
        decision.open_decision(s, ev)


def excavate(s: "PalabraState", ev: list[Event] | None) -> None:
    """Phase 1: the dagger holder fills each island from their left, clockwise, per the table."""
    per_island = islands.gems_per_island(s.players, s.day)
    bag, rng, forced, piles = s.bag, s.rng, s.forced, s.islands
    if ev is None:                      # the fast path: no record of the colours' order
        for island in islands.fill_order(s.players, s.dagger):
            gems.draw_onto(bag, rng, forced, piles[island], per_island)
        return
    draws = []
    for island in islands.fill_order(s.players, s.dagger):
        order = []
        gems.draw_onto(bag, rng, forced, piles[island], per_island, order)
        draws += [(island, gems.COLOURS[i]) for i in order]
    ev.append(IslandsFilled(day=s.day, draws=tuple(draws)))


# ---------------------------------------------------------------- the flow
def advance(s: "PalabraState", ev: list[Event] | None) -> tuple | None:
    """Run the automatic steps until a seat must decide (or the game is over). Returns who is
    to move when the flow stops at a share's pick (resolution.run tells it), else None (the
    state's to_move finds it)."""
    while True:
        p = s.phase                     # (the phases the flow meets most often first)
        if p == "resolution":
            movers = resolution.run(s, ev)
            if movers is not None:              # a pick to make
                return movers
            maintenance(s, ev)
        elif p == "talk":
            if None in s.talk_choice:           # a seat has not talked yet
                return None
            decision.reveal_signals(s, ev)
            decision.open_decision(s, ev)
        elif p == "decision":
            if None in s.placed:                # a seat has not placed yet
                return None
            if s.market and s.day >= 2:
                market.open_market(s, ev)
            else:
                resolution.open_resolution(s, ev)
        elif p == "artifacts":
            if s.step is not None:
                return None
            if s.users:
                artifacts.start_next_user(s, ev)
            else:
                resolution.open_resolution(s, ev)
        elif p == "market":
            if not all(s.bid_done):
                return None
            market.reveal_bids(s, ev)
        else:
            return None


def open_phase(s: "PalabraState", phase: str, ev: list[Event] | None) -> None:
    s.phase = phase
    if ev is not None:
        ev.append(PhaseBegins(day=s.day, phase=phase))


# ---------------------------------------------------------------- phase 5 and the end
def maintenance(s: "PalabraState", ev: list[Event] | None) -> None:
    """Phase 5: rats back, artifacts face up, bag and dagger clockwise, the day track on."""
    s.island_rats.clear()
    s.ship_rats.clear()
    s.artifacts = dict.fromkeys(artifacts.NAMES)          # every one face up (None)
    s.placed = [None] * s.players
    s.revealed = False
    s.dagger = (s.dagger + 1) % s.players
    if ev is not None:
        ev.append(DayEnds(day=s.day, dagger=s.dagger))
    if s.day >= islands.DAYS:
        s.phase = "over"
        if ev is not None:
            ev.append(GameOver(scores=tuple(s.scores()),
                               chests=tuple(gems.to_json(c) for c in s.chests),
                               winners=tuple(s.winners())))
        return
    s.day += 1
    begin_day(s, ev)
