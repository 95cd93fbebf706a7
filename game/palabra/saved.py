"""What a saved Palabra state must hold beyond its shape: a whole record of every day."""
from __future__ import annotations

from typing import Mapping

from ..core import checks

DAY = {"day": int, "dagger": int, "signals": list, "ships": list, "auction": list,
       "artifacts": list, "blocked": list, "rats": list, "outcomes": list}


def check(d: Mapping) -> None:
    """ValueError naming the field unless each day of `d`'s history is complete."""
    if not isinstance(d, Mapping):
        raise ValueError("a Palabra state must be an object")
    players = d.get("players")
    for n, day in enumerate(checks.listing(d.get("history"), "'history'")):
        where = f"'history'[{n}]"
        checks.table(day, where, DAY)
        rats = checks.listing(day["rats"], f"{where}['rats']", players if type(players) is int else None)
        for seat, count in enumerate(rats):
            checks.integer(count, f"{where}['rats'][{seat}]", 0)
        for i, outcome in enumerate(day["outcomes"]):
            checks.table(outcome, f"{where}['outcomes'][{i}]", {"island": int, "result": str})
