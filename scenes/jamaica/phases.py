"""Where a Jamaica round stands, for the phase line (scenes/phase_line.py): dice, cards, actions.

The rulebook's round: the captain rolls the two action dice and, having looked at his cards,
puts one on the day (sun) and one on the night (moon); everyone chooses a card in secret, at the
same time; then, from the captain clockwise, each player in turn turns his card over and does its
day half with the sun die, then its night half with the moon die. With the ghost ship (the
rulebook's variant), the captain then sails it twice. The compass passes left: the next round
has a new captain. After the round in which a ship gets home comes the count. A pure function of
the view the table shows (its `to_move`: whom the table waits for) and the seats' names. Once
the game is over, every phase is struck through: no round comes next.
"""
from __future__ import annotations

from game.i18n import N_, _

from ..phase_line import Phases

NAMES = {"dice": N_("Dice"), "cards": N_("Cards"), "actions": N_("Actions"), "ghost": N_("Ghost ship")}
PHASE = {"place_dice": "dice", "choose_cards": "cards", "actions": "actions"}


def ids(view: dict) -> tuple[str, ...]:
    return ("dice", "cards", "actions") + (("ghost",) if view.get("ghost_ship") else ())


def current(view: dict) -> str | None:
    """The phase the view stands in: the ghost ship's moves are the actions' last part."""
    phase = PHASE.get(view.get("phase"))
    acting = view.get("acting")
    if phase == "actions" and acting and acting[0] >= view.get("players", 0):
        return "ghost"
    return phase


def after(view: dict, names) -> str:
    """What follows the round: the next captain's dice (the compass passes left), or the count."""
    if view.get("over"):
        return ""
    if view.get("ending"):
        return _("The final count")
    players = view.get("players", len(names))
    nxt = (view.get("captain", 0) + 1) % max(1, players)
    name = names[nxt] if nxt < len(names) else ""
    return _("{name}'s dice").format(name=name)


def phases(view: dict, names=()) -> Phases:
    """The round's phases, the one the view stands in lit, whom it waits for, and what follows."""
    keys = ids(view)
    now = current(view)
    over = frozenset(range(len(keys))) if view.get("over") else frozenset()    # no round follows the count
    return Phases(keys, tuple(_(NAMES[k]) for k in keys), keys.index(now) if now in keys else None,
                  tuple(view.get("to_move") or ()), over, after=after(view, names))
