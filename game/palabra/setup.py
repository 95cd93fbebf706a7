"""Palabra de Pirata's preparation (Resumen, 1-5): `new_state` and its `setup` option.

See the package docstring for the `setup` keys: they fix the dagger, the ship cards, the
first bag draws, the chests and the day to start on (tutorials, tests).
"""
from __future__ import annotations

from typing import Mapping

from ..core.rng import Rng
from . import gems, islands, ships
from .day import begin_day
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
            pile = gems.from_json(c, f"setup chest {seat}")   # i18n: keep (a ValueError's context)
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
