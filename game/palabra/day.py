"""The day: phase 1 (excavation), the flow between phases, phase 5 and the end.

`advance` runs everything that needs no decision (reveals, automatic resolutions,
maintenance, the next day's excavation) after every action, until some seat must act.
"""
from __future__ import annotations

from ..core.checks import expect
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


# ---------------------------------------------------------------- a flow that can move on
def check_flow(s: "PalabraState") -> None:
    """Broken (naming the field) unless the phase holds what its steps read, pop and pay
    (PalabraState.check_invariants): today's record last in the history; the talk, the ships
    and the fists of the phase reached, and nothing of a later one; in the artifacts phase the
    seat using an artifact first among the auction's winners still to act, the others' fists
    still closed; in the resolution the islands still to resolve, in fill order, and the share
    under way; every island, seat and peeked card that exists. (Whether someone is to move is
    game.core.edges.exercise's question.)"""
    n, phase = s.players, s.phase
    count = islands.island_count(n)
    days = [d["day"] for d in s.history]          # (a `setup` may begin on a later day)
    expect(days and days == list(range(days[0], s.day + 1)), "'history'",
           f"must hold the record of each day played, today's ({s.day}) last")
    expect(phase == "over" or s.history[-1]["dagger"] == s.dagger, "'dagger'", "must be today's holder's")
    for d, day in enumerate(s.history):
        where = f"'history'[{d}]"
        expect(all(i < count for _s, i, _t, _x in day["signals"]) and all(i < count for i, _s, _c in day["ships"])
               and all(o["island"] < count for o in day["outcomes"]), where, f"must name islands 0 to {count - 1}")
    expect(all(i < count for i in s.island_rats), "'island_rats'", f"must name islands 0 to {count - 1}")
    for owner, slot in s.ship_rats:
        expect(slot is None or slot in s.islands_of(owner), "'ship_rats'", f"must name islands of the seats, got {[owner, slot]}")
    for seat, talk in enumerate(s.talk_choice):
        if talk is not None:
            mine = [i for i, _x in talk]
            expect(len(set(mine)) == len(mine) and set(mine) <= set(s.islands_of(seat)), f"'talk_choice'[{seat}]",
                   "must signal at the seat's own islands, once each")
    face_down = phase in ("talk", "decision", "market", "artifacts")    # (then shares swap greens)
    for seat, peeks in enumerate(s.peeks):
        seen = [(t, slot) for t, slot, _c in peeks]
        expect(len(set(seen)) == len(seen) and all(
            t != seat and (slot is None or slot in s.islands_of(t)) and (not face_down or card in s.cards[t])
            for t, slot, card in peeks), f"'peeks'[{seat}]", "must hold ships of other seats, each looked at once")
    placed = [p is not None for p in s.placed]
    fists = [seat for seat in range(n) if any(s.bids[seat])]
    if phase in ("talk", "decision", "market", "over"):
        expect(not s.users and s.step is None, "'users'", "and 'step' must be empty outside the artifacts phase")
        expect(s.share is None and not s.queue and not s.revealed, "'share'",
               "'queue' and 'revealed' must be empty outside the resolution")
    if phase in ("talk", "decision", "over"):
        expect(not fists, "'bids'", "must be empty outside the market and the artifacts")
    if phase in ("talk", "decision", "market", "over"):
        expect(not s.island_rats and not s.ship_rats and not any(s.artifacts.values()), "'artifacts'",
               "must all be face up, without rats, before the artifacts phase")
    if phase == "talk":
        expect(s.talk and not any(placed), "'talk'", "must be on, and no ship placed yet, in the table talk")
    elif phase == "decision":
        expect(all(t is not None for t in s.talk_choice) if s.talk else all(t is None for t in s.talk_choice),
               "'talk_choice'", "must hold every seat's signals (with the table talk; none without)")
    elif phase == "market":
        expect(s.market and s.day >= 2, "'phase'", "must not open the market without it, or on the first day")
        expect(all(placed), "'placed'", "must hold every seat's ships")
        expect(all(s.bid_done[seat] for seat in fists), "'bid_done'", "must mark every closed fist")
    elif phase == "artifacts":
        expect(all(placed), "'placed'", "must hold every seat's ships")
        auction = s.history[-1]["auction"]
        users, step = s.users, s.step
        expect(users == auction[len(auction) - len(users):], "'users'",
               f"must be the auction's last winners {auction}, still to act, got {users}")
        if step is not None:
            expect(users and step["seat"] == users[0], "'step'",
                   f"must be the artifact step of the first seat in 'users' ({users[:1]})")
            artifacts.check_step(s)
        expect(sorted(fists) == sorted(users[step is not None:]), "'bids'",
               "must hold closed fists for the winners still to pay, and only them")
        expect(s.share is None and not s.queue and not s.revealed, "'share'",
               "'queue' and 'revealed' must be empty before the resolution")
    elif phase == "resolution":
        expect(all(placed) and s.revealed, "'revealed'", "must be true, every seat's ships placed, in the resolution")
        expect(not fists, "'bids'", "must be empty once the artifacts are used")
        expect(not s.users and s.step is None, "'users'", "and 'step' must be empty in the resolution")
        resolution.check_share(s)
    else:
        expect(s.day == islands.DAYS and not any(placed), "'day'", f"must be {islands.DAYS}, the ships put away, at the end")
