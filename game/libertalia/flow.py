"""Campaigns, days and phases: the new game, the identical deals, dawn's secret picks and the
reveal, and the loop that resolves the ship until someone must decide."""
from __future__ import annotations

from collections import Counter

from ..core.contract import Action
from ..core.rng import Rng
from . import booty, day, dusk, night
from .actions import Pick, Serve
from .characters import COLOURS, RANKS, name
from .events import CampaignBegins, PhaseBegins, Picked, Revealed
from .moves import gain
from .state import CAMPAIGNS, DAYS, START_DOUBLOONS, LibertaliaState

DEAL = {1: 9, 2: 6, 3: 6}

# pending action name -> the module whose options()/resolve() handle it
DECISIONS = {"replay": day, "recruit": day, "keep": day, "shoot": day, "trade": day,
             "heal": day, "take": dusk, "slash": dusk}


# ------------------------------------------------------------------ a new game
def new_state(players: int, seed: int, options: dict) -> LibertaliaState:
    s = LibertaliaState(players)
    s.rng = Rng(seed)
    setup = _check_setup(options.get("setup"), players)
    colours = setup.get("colours")
    if colours is None:
        colours = list(range(len(COLOURS)))
        s.rng.shuffle(colours)
        colours = colours[:players]
    s.colours = list(colours)
    deals = list(setup.get("deals") or [])
    named = [r for d in deals if d for r in d]
    s.deck = [r for r in RANKS if r not in named]
    s.rng.shuffle(s.deck)
    s.deck = named + s.deck          # dealt from the end: the named ranks wait for their campaign
    s.forced_deals = deals + [None] * (CAMPAIGNS - len(deals))
    bootys = list(setup.get("booty") or [])
    s.forced_booty = bootys + [None] * (CAMPAIGNS - len(bootys))
    s.forced_bag = list(setup.get("bag") or [])
    purses = setup.get("doubloons")
    begin_campaign(s, [], purses)
    return s


def _check_setup(setup, n: int) -> dict:
    if setup is None:
        return {}
    if not isinstance(setup, dict):
        raise ValueError(f"setup must be an object, got {setup!r}")
    unknown = set(setup) - {"colours", "deals", "booty", "bag", "doubloons"}
    if unknown:
        raise ValueError(f"setup has unknown keys {sorted(unknown)}")
    colours = setup.get("colours")
    if colours is not None and (len(colours) != n or len(set(colours)) != n
                                or any(c not in range(len(COLOURS)) for c in colours)):
        raise ValueError(f"setup colours must be {n} different indices 0-5, got {colours!r}")
    deals = setup.get("deals") or []
    seen: list[int] = []
    for i, d in enumerate(deals):
        if d is None:
            continue
        if len(d) != DEAL.get(i + 1, -1) or any(r not in RANKS for r in d):
            raise ValueError(f"setup deals: campaign {i + 1} deals {DEAL.get(i + 1)} ranks 1-30, got {d!r}")
        seen += d
    if len(seen) != len(set(seen)):
        raise ValueError(f"setup deals: a rank is dealt twice in {deals!r}")
    for i, camp in enumerate(setup.get("booty") or []):
        if camp is None:
            continue
        if i >= CAMPAIGNS or len(camp) != DAYS or any(len(d) != n for d in camp):
            raise ValueError(f"setup booty: campaign {i + 1} needs {DAYS} days of {n} tokens")
        c = Counter(k for d in camp for k in d)
        for k, v in c.items():
            booty.check_kind(k)
            if v > booty.KINDS[k][0]:
                raise ValueError(f"setup booty: campaign {i + 1} has {v} {k}, the bag holds {booty.KINDS[k][0]}")
    for k in setup.get("bag") or []:
        booty.check_kind(k)
    purses = setup.get("doubloons")
    if purses is not None and (len(purses) != n or any(not isinstance(p, int) or p < 0 for p in purses)
                               or sum(purses) > 250):
        raise ValueError(f"setup doubloons must be {n} non-negative integers, got {purses!r}")
    return setup


# ------------------------------------------------------------------ campaigns
def begin_campaign(s: LibertaliaState, ev: list, purses=None) -> None:
    """Deal the identical ranks, reset the purses, fill the bag and the 6 day spaces."""
    c = s.campaign
    forced = s.forced_deals[c - 1]
    s.deal = list(forced) if forced else [s.deck.pop() for _ in range(DEAL[c])]
    if forced:
        s.deck = [r for r in s.deck if r not in forced]
    for hand in s.hands:
        hand.extend(s.deal)
        hand.sort()
    s.bank += sum(s.doubloons)
    s.doubloons = [0] * s.players
    for seat in range(s.players):
        gain(s, seat, START_DOUBLOONS if purses is None else purses[seat], "reset", [])
    s.bag = booty.full_bag()
    named = s.forced_booty[c - 1]
    if named:
        for d in named:
            for k in d:
                s.bag.remove(k)
    s.rng.shuffle(s.bag)
    s.spaces = ([list(d) for d in named] if named
                else [[s.bag.pop() for _ in range(s.players)] for _ in range(DAYS)])
    s.day = 1
    ev.append(CampaignBegins(campaign=c, deal=tuple(s.deal), doubloons=START_DOUBLOONS,
                             booty=tuple(tuple(d) for d in s.spaces)))
    begin_dawn(s, ev)


def begin_dawn(s: LibertaliaState, ev: list) -> None:
    s.phase = "dawn"
    s.picks = [None] * s.players
    s.acted = []
    ev.append(PhaseBegins(campaign=s.campaign, day=s.day, phase="dawn"))


def end_day(s: LibertaliaState, ev: list) -> None:
    if s.day < DAYS:
        s.day += 1
        begin_dawn(s, ev)
        return
    night.end_of_campaign(s, ev)
    if s.phase == "over":
        return
    s.campaign += 1
    begin_campaign(s, ev)


# ------------------------------------------------------------------ the surface
def legal(s: LibertaliaState, seat: int) -> list[Action]:
    if s.phase == "dawn":
        return [Pick(r) for r in sorted(s.hands[seat])]
    if s.pending is not None:
        return DECISIONS[s.pending["action"]].options(s, seat, s.pending["action"])
    if s.phase == "night":
        return [Serve(True), Serve(False)]
    return []


def why_illegal(s: LibertaliaState, seat: int, action: Action) -> str:
    if s.phase == "dawn":
        if not isinstance(action, Pick):
            return "At dawn each pirate plays a character from hand (Pick)."
        return f"You have no {_char(action.rank)} in your hand."
    if s.pending is not None:
        what = s.pending["action"]
        if action.TYPE != what:
            return f"{name(s.pending['rank'])} is waiting for a '{what}' choice, not {action.describe()}."
        choices = "; ".join(a.describe() for a in legal(s, seat))
        return f"{action.describe()} is not possible now; the choices are: {choices}."
    return f"{action.describe()} is not a legal move now."


def _char(rank) -> str:
    return f"{name(rank)} ({rank})" if rank in RANKS else f"character {rank!r}"


def apply(s: LibertaliaState, seat: int, action: Action) -> list:
    ev: list = []
    if s.phase == "dawn":
        s.hands[seat].remove(action.rank)
        s.picks[seat] = action.rank
        ev.append(Picked(seat=seat, rank=action.rank, visible_to=(seat,)))
        if not s.to_move():
            reveal(s, ev)
    elif s.pending is not None:
        what = s.pending["action"]
        s.pending = None
        DECISIONS[what].resolve(s, seat, action, ev)
    else:
        s.night_choices[seat] = bool(action.discard)
        s.night_waiting.remove(seat)
    advance(s, ev)
    return ev


def reveal(s: LibertaliaState, ev: list) -> None:
    picks = [(seat, r) for seat, r in enumerate(s.picks) if r is not None]
    for seat, r in picks:
        s.secret[seat] = [x for x in s.secret[seat] if x[0] != r]
        s.picks[seat] = None
        s.place_on_ship(seat, r)
    ev.append(Revealed(picks=tuple(picks), ship=tuple(tuple(e) for e in s.ship)))
    s.phase = "day"
    ev.append(PhaseBegins(campaign=s.campaign, day=s.day, phase="day"))


def advance(s: LibertaliaState, ev: list) -> None:
    """Resolve the ship until a seat must decide, a new dawn opens, or the game ends."""
    while True:
        if s.phase in ("dawn", "over") or s.pending is not None:
            if s.phase == "dawn" and not s.to_move():
                reveal(s, ev)
                continue
            return
        if s.phase == "day":
            entry = next((e for e in s.ship if e not in s.acted), None)
            if entry is None:
                s.phase = "dusk"
                ev.append(PhaseBegins(campaign=s.campaign, day=s.day, phase="dusk"))
                continue
            s.acted.append(list(entry))
            day.act(s, entry[0], entry[1], ev)
        elif s.phase == "dusk":
            if s.turn is None:
                if not s.ship:
                    night.begin(s, ev)
                    continue
                dusk.begin_turn(s, ev)
            dusk.proceed(s, ev)
        elif s.phase == "night":
            if s.night_waiting:
                return
            night.resolve(s, ev)
            end_day(s, ev)
