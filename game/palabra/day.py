"""The day: preparation, phase 1 (excavation), the flow between phases, phase 5 and the end.

`advance` runs everything that needs no decision (reveals, automatic resolutions,
maintenance, the next day's excavation) after every action, until some seat must act.
"""
from __future__ import annotations

from typing import Mapping

from ..core.contract import Event
from ..core.rng import Rng
from . import artifacts, decision, gems, islands, market, resolution, ships
from .events import DayBegins, DayEnds, GameOver, IslandsFilled, PhaseBegins
from .state import PalabraState

SETUP_KEYS = ("dagger", "ships", "draws", "chests", "day")


# ---------------------------------------------------------------- preparation
def new_state(players: int, seed: int, options: Mapping) -> PalabraState:
    """Preparation (Resumen, 1-5): chests, ship cards, islands, artifacts, the dagger and bag."""
    s = PalabraState(players, market=bool(options["market"]), talk=bool(options["talk"]))
    s.rng = Rng(seed)
    setup = options.get("setup")
    if setup is None:
        setup = {}
    if not isinstance(setup, Mapping):
        raise ValueError(f"option 'setup' must be an object or null, got {setup!r}")
    unknown = set(setup) - set(SETUP_KEYS)
    if unknown:
        raise ValueError(f"setup has no key {sorted(unknown)[0]!r}; known: {list(SETUP_KEYS)}")
    s.bag = list(gems.IN_BOX)
    if "ships" in setup:
        s.cards = ships.check_greens(players, setup["ships"])
    else:
        s.cards = ships.deal(players, s.rng)
    if "dagger" in setup:
        dagger = setup["dagger"]
        if isinstance(dagger, bool) or not isinstance(dagger, int) or not 0 <= dagger < players:
            raise ValueError(f"setup 'dagger' must be a seat 0..{players - 1}, got {dagger!r}")
        s.dagger = dagger
    else:
        s.dagger = s.rng.randrange(players)
    draws = setup.get("draws", [])
    if not isinstance(draws, list) or any(c not in gems.COLOURS for c in draws):
        raise ValueError(f"setup 'draws' must be a list of colours {list(gems.COLOURS)}")
    s.forced = list(draws)
    if "chests" in setup:
        chests = setup["chests"]
        if not isinstance(chests, list) or len(chests) != players:
            raise ValueError(f"setup 'chests' must give a chest for each of the {players} seats")
        for seat, c in enumerate(chests):
            pile = gems.from_json(c, f"setup chest {seat}")
            if not gems.contains(s.bag, pile):
                raise ValueError("setup 'chests' hold more gems than the bag has")
            gems.take(s.bag, pile)
            s.chests[seat] = pile
    day = setup.get("day", 1)
    if isinstance(day, bool) or not isinstance(day, int) or not 1 <= day <= islands.DAYS:
        raise ValueError(f"setup 'day' must be 1..{islands.DAYS}, got {day!r}")
    s.day = day
    begin_day(s, [])
    return s


# ---------------------------------------------------------------- phase 1
def begin_day(s: PalabraState, ev: list[Event]) -> None:
    n = s.players
    s.placed = [None] * n
    s.talk_choice = [None] * n
    s.bid_done = [False] * n
    s.peeks = [[] for _ in range(n)]
    s.revealed, s.queue, s.share, s.users, s.step = False, [], None, [], None
    s.history.append({"day": s.day, "dagger": s.dagger, "signals": [], "ships": [],
                      "bids": None, "auction": [], "artifacts": [], "blocked": [],
                      "rats": [0] * n, "outcomes": []})
    ev.append(DayBegins(day=s.day, dagger=s.dagger))
    excavate(s, ev)
    if s.talk:
        decision.open_talk(s, ev)
    else:
        decision.open_decision(s, ev)


def excavate(s: PalabraState, ev: list[Event]) -> None:
    """Phase 1: the dagger holder fills each island from their left, clockwise, per the table."""
    per_island = islands.gems_per_island(s.players, s.day)
    draws = []
    for island in islands.fill_order(s.players, s.dagger):
        for _ in range(per_island):
            colour = gems.draw(s.bag, s.rng, s.forced)
            if colour is None:
                break
            s.islands[island][gems.INDEX[colour]] += 1
            draws.append((island, colour))
    ev.append(IslandsFilled(day=s.day, draws=tuple(draws)))


# ---------------------------------------------------------------- the flow
def advance(s: PalabraState, ev: list[Event]) -> None:
    """Run the automatic steps until a seat must decide (or the game is over)."""
    while True:
        if s.phase == "talk":
            if any(t is None for t in s.talk_choice):
                return
            decision.reveal_signals(s, ev)
            decision.open_decision(s, ev)
        elif s.phase == "decision":
            if any(p is None for p in s.placed):
                return
            if s.market and s.day >= 2:
                market.open_market(s, ev)
            else:
                resolution.open_resolution(s, ev)
        elif s.phase == "market":
            if not all(s.bid_done):
                return
            market.reveal_bids(s, ev)
        elif s.phase == "artifacts":
            if s.step is not None:
                return
            if s.users:
                artifacts.start_next_user(s, ev)
            else:
                resolution.open_resolution(s, ev)
        elif s.phase == "resolution":
            if not resolution.run(s, ev):
                return
            maintenance(s, ev)
        else:
            return


def open_phase(s: PalabraState, phase: str, ev: list[Event]) -> None:
    s.phase = phase
    ev.append(PhaseBegins(day=s.day, phase=phase))


# ---------------------------------------------------------------- phase 5 and the end
def maintenance(s: PalabraState, ev: list[Event]) -> None:
    """Phase 5: rats back, artifacts face up, bag and dagger clockwise, the day track on."""
    s.island_rats.clear()
    s.ship_rats.clear()
    s.artifacts = {a: None for a in artifacts.NAMES}
    s.placed = [None] * s.players
    s.revealed = False
    s.dagger = (s.dagger + 1) % s.players
    ev.append(DayEnds(day=s.day, dagger=s.dagger))
    if s.day >= islands.DAYS:
        s.phase = "over"
        ev.append(GameOver(scores=tuple(s.scores()),
                           chests=tuple(gems.to_json(c) for c in s.chests),
                           winners=tuple(s.winners())))
        return
    s.day += 1
    begin_day(s, ev)
