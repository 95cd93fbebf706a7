"""Where a Libertalia day stands, for the phase line (scenes/phase_line.py): dawn, day, dusk, night.

The rulebook's day: dawn (everyone picks a character in secret; all are revealed together),
day (the day abilities, left to right), dusk (each character takes booty, right to left, and
goes to its den), night (the night abilities of every den). After the sixth night comes the
count. A pure function of the view the table shows (its `to_move`: whom the table waits for).
"""
from __future__ import annotations

from game.i18n import N_, _

from ..phase_line import Phases

IDS = ("dawn", "day", "dusk", "night")
NAMES = {"dawn": N_("Dawn"), "day": N_("Day"), "dusk": N_("Dusk"), "night": N_("Night")}
DAYS = 6


def phases(view: dict) -> Phases:
    """The day's four phases, the one the view stands in lit, whom it waits for, and what follows
    the night (the next day, or the count after the sixth)."""
    phase = view.get("phase")
    day = view.get("day", 1)
    current = IDS.index(phase) if phase in IDS else None
    if phase == "over":
        after = ""
    elif day < DAYS:
        after = _("Day {n} of {days}").format(n=day + 1, days=DAYS)
    else:
        after = _("The count")
    return Phases(IDS, tuple(_(NAMES[i]) for i in IDS), current, tuple(view.get("to_move") or ()), after=after)
