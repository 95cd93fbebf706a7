"""A new game of Libertalia: colours, the character deck and the option `setup` checked."""
from __future__ import annotations

from ..core.rng import Rng
from . import booty, saved
from .calendar import CAMPAIGNS, DEAL
from .characters import COLOURS, RANKS
from .flow import begin_campaign
from .state import LibertaliaState


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
    saved.check_setup(setup, n)      # every value of its declared type: True is no colour
    try:
        return _check_fields(setup, n)
    except (TypeError, AttributeError) as exc:
        raise ValueError(f"setup is malformed ({exc}); see the shape in game.libertalia") from None


def _check_fields(setup: dict, n: int) -> dict:
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
        problem = "is a campaign too many" if i >= CAMPAIGNS else booty.days_problem(camp, n)  # i18n: keep
        if problem:
            raise ValueError(f"setup booty: campaign {i + 1} {problem}")
    for k in setup.get("bag") or []:
        booty.check_kind(k)
    purses = setup.get("doubloons")
    if purses is not None and (len(purses) != n or any(not isinstance(p, int) or p < 0 for p in purses)
                               or sum(purses) > 250):
        raise ValueError(f"setup doubloons must be {n} non-negative integers, got {purses!r}")
    return setup


