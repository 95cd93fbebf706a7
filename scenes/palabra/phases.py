"""Where a Palabra de Pirata day stands, for the phase line (scenes/phase_line.py).

The rulebook's day (its "Resumen"): excavation, decision, market, resolution, maintenance. The
islands fill and the maintenance is done by themselves, between two days; the phases the table
waits for are: table talk (this edition's house rule, when the lobby's "Table talk" is on), the
decision, the market (the bids), the artifacts (the winners use them) and the resolution (the
ships turn over; shares are picked gem by gem). Day 1 has no market, so no artifacts either
(struck through); the simplified variant has neither at all. A pure function of the view the
table shows.
"""
from __future__ import annotations

from game.i18n import N_, _

from ..phase_line import Phases

NAMES = {"talk": N_("Table talk"), "decision": N_("Decision"), "market": N_("Market"),
         "artifacts": N_("Artifacts"), "resolution": N_("Resolution")}
FLAGS = {"talk": "talked", "decision": "placed", "market": "bid"}     # who has chosen, in the simultaneous phases


def ids(view: dict) -> tuple[str, ...]:
    variant = view.get("variant") or {}
    out = (("talk",) if variant.get("talk", True) else ()) + ("decision",)
    out += ("market", "artifacts") if variant.get("market", True) else ()
    return out + ("resolution",)


def waiting(view: dict) -> tuple[int, ...]:
    """The seats the day waits for now: those yet to choose, the artifact's user, the picker."""
    phase = view.get("phase")
    if phase in FLAGS:
        return tuple(s["seat"] for s in view["seats"] if not s[FLAGS[phase]])
    if phase == "artifacts" and view.get("step"):
        return (view["step"]["seat"],)
    if phase == "resolution" and view.get("share"):
        return (view["share"]["turn"],)
    return ()


def phases(view: dict) -> Phases:
    keys = ids(view)
    phase, day, days = view.get("phase"), view.get("day", 1), view.get("days", 5)
    skipped = frozenset(keys.index(k) for k in ("market", "artifacts") if k in keys and day == 1)
    after = "" if phase == "over" else _("Day {n}").format(n=day + 1) if day < days else _("The final count")
    return Phases(keys, tuple(_(NAMES[k]) for k in keys), keys.index(phase) if phase in keys else None,
                  waiting(view), skipped, after)
