"""Where a Pagamás turn stands, for the phase line (scenes/phase_line.py).

The rulebook's turn («Ordine del turno»), seven phases in its order: 1 refloat, 2 roles, 3 the
share, 4 the landing, 5 Trappola! (the ambushes), 6 the revelation, 7 mutiny. The golden rule's
election is no phase of its own: it interrupts the phase the captain fell in (the revelation,
after an ambush or the brothel; the mutiny, after a lost one), which stays lit while the crew
votes, and the turn resumes there. The table waits for the seats in the view's `to_move`. A
pure function of the view the table shows.
"""
from __future__ import annotations

from game.i18n import _, pgettext

from ..phase_line import Phases

IDS = ("refloat", "roles", "share", "landing", "ambush", "revelation", "mutiny")


def names() -> tuple[str, ...]:
    """The phases' names on the line's chips, short enough for its column in every language."""
    return (pgettext("pagamas phase line", "Refloat"), pgettext("pagamas phase line", "Roles"),
            pgettext("pagamas phase line", "The share"), pgettext("pagamas phase line", "The landing"),
            pgettext("pagamas phase line", "Ambushes"), pgettext("pagamas phase line", "The revelation"),
            pgettext("pagamas phase line", "Mutiny"))


def current(view: dict) -> str | None:
    """The phase lit now: the view's, or the one an election interrupts."""
    phase = view.get("phase")
    if phase == "election":
        election = view.get("election") or {}
        mutiny = view.get("mutiny") or {}
        return "mutiny" if election.get("for_mutineers") or mutiny.get("launcher") is not None else "revelation"
    return phase if phase in IDS else None


def phases(view: dict) -> Phases:
    phase = current(view)
    turn = view.get("turn", 1)
    after = "" if view.get("phase") == "over" else _("The final count") if view.get("last_turn") else \
        _("Turn {n}").format(n=turn + 1)
    waiting = tuple(view.get("to_move") or ()) if view.get("phase") != "over" else ()
    return Phases(IDS, names(), IDS.index(phase) if phase is not None else None,
                  waiting, frozenset(), after)
