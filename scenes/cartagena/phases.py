"""Where a Cartagena turn stands, for the phase line (scenes/phase_line.py): its actions.

The rulebook's turn is one to three actions ("de una a tres acciones"), in any order and mix: play
a card and move forward, move back and draw (Morgan's advance, the great escape's sail, a Black
Sorceress power in the variants). The line shows the turn's three actions, the one now lit and
those done dimmed (the hook's power takes two at once), whom the table waits for (the player to
move; every player who discards at once under the Filibusters), and what comes next: the next
action, or after the third the next player's turn. A pure function of the view the table shows
and the seats' names.
"""
from __future__ import annotations

from game.i18n import N_, _, pgettext

from ..phase_line import Phases

IDS = ("action1", "action2", "action3")
NAMES = {"action1": N_("Action 1"), "action2": N_("Action 2"), "action3": N_("Action 3")}


def phases(view: dict, names: list[str]) -> Phases:
    """The turn's three actions, the one being taken lit (None once the game is over), the seats the
    table waits for (`to_move`, else the player whose turn it is), and the next player's turn after
    the third."""
    over = bool(view.get("is_over"))
    taken = view.get("actions_taken", 0)
    current = None if over else min(taken, len(IDS) - 1)
    turn = view.get("turn", 0)
    waiting = () if over else tuple(view.get("to_move", [turn]))
    # TRANSLATORS: after "Next: " on the phase line ("Next: Calico Jack's turn")
    after = "" if over else pgettext("next", "{name}'s turn").format(name=names[(turn + 1) % len(names)])
    return Phases(IDS, tuple(_(NAMES[i]) for i in IDS), current, waiting, after=after)
