"""The Pagamás lesson's match: its set-up (the engine's `setup` option) and the bots' scripted moves.

See scenes/pagamas/lesson.py for the story the set-up and the scripts tell.
"""
from __future__ import annotations

from game.pagamas import SPEC
from game.pagamas.actions import (AssignRoles, Ambush, CallVote, Elect, Give, Land, Pass, Promise,
                                  Refloat, Side, Stand, Vote)

ANNE, JACK, MARY, BEARD = 0, 1, 2, 3
SEED = 1715

SETUP = {
    "turn": 5,
    "captain": JACK,
    "roles": ["lookout", "captain", "second", "chaplain"],      # last evening's characters
    "loot": [3, 2, 1, 3, 2, 1, 2, 1, 1],                         # evenings 5, 6 and 7
    "buried": [[2, 1], [3, 2, 1, 1], [2, 1, 1, 1], [3, 2, 1]],
    "discard": [1, 2, 1, 1, 1, 1],
    "hands": [["boarding"], ["ambush", "dodge"], ["boarding"], []],
    "sailors": [[], [], ["sailor1", "sailor1"], []],
    # Drawn in this order: evening 5's refloat (Jack none, Mary 1, Blackbeard 2, Anne a sailor
    # and its replacement), evening 6's (Anne 1, Jack 2 and a sailor, Mary 2 and a sailor,
    # Blackbeard 1 and a sailor), then Mary's 2 at the brothel (and a sailor).
    "actions": ["boarding", "ambush", "boarding", "sailor2", "dodge",
                "ambush", "sailor1", "boarding", "ambush", "ambush", "sailor1", "dodge", "sailor1", "ambush",
                "dodge", "sailor2", "ambush"],
    "dodges": [True],                                            # Anne's Dodge, evening 6
}
OPTIONS = {"setup": SETUP}

# Each loot card's value (the card ids the engine deals from this set-up).
VALUE = SPEC.new_state(4, SEED, OPTIONS).value

# Evening 6: the share Anne deals (value -> seat).
DEAL = {3: ANNE, 2: JACK, 1: MARY}
ROLES_6 = ("captain", "lookout", "chaplain", "second")


def give(value: int, to: int):
    """The captain deals the share's undealt card of this value to `to` (a scripted move)."""
    def move(view, legal):
        card = next(c["card"] for c in view["share"]["cards"] if c["value"] == value and c.get("to") is None)
        return Give(card=card, to=to)
    return move


def only(view, legal):
    """The one legal move (paying the brothel with one's only loot card)."""
    return legal[0]


def planned_give(action) -> bool:
    return isinstance(action, Give) and DEAL.get(VALUE[action.card]) == action.to


SCRIPT = {
    JACK: (Refloat(False, 0), AssignRoles(("second", "captain", "lookout", "chaplain")),
           give(3, JACK), give(2, JACK), give(1, JACK), CallVote(), Vote(True),
           give(3, JACK), give(2, ANNE), give(1, MARY), Promise("next_share", BEARD), CallVote(), Vote(True),
           Pass(), Land("hammock"), Ambush(ANNE, "tavern"),
           Refloat(False, 2), Vote(True), Pass(), Land("hammock"), Pass()),
    MARY: (Refloat(False, 1), Vote(False), Vote(True), Pass(), Land("tavern"),
           Refloat(False, 2), Vote(True), Pass(), Land("brothel"), Ambush(ANNE, "island"), only, Pass()),
    BEARD: (Refloat(False, 2), Vote(False), Vote(False), Land("hammock"), Ambush(MARY, "tavern"),
            Pass(), Side(True), Stand(True), Elect(BEARD),
            Refloat(False, 1), Vote(True), Land("tavern"), Ambush(JACK, "hammock"), Pass()),
}
