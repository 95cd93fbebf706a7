"""The components as data: action cards, treasure cards, the combat die, the bank and the holds.

Resources are "food", "gold" (the doubloons) and "gunpowder". An action card is the
string "day/night" of its two halves, e.g. "forward/food"; every player owns the same
11 cards (shared/rules/jamaica.md, "Action cards").
"""
from __future__ import annotations

from ..i18n import N_

RESOURCES = ("food", "gold", "gunpowder")
MOVES = ("forward", "backward")

ACTION_CARDS: tuple[str, ...] = (
    "forward/forward", "forward/backward", "backward/forward", "forward/food", "food/forward",
    "forward/gunpowder", "gold/forward", "gold/gold", "gunpowder/gold", "food/gunpowder",
    "gunpowder/food",
)
SLOTS = ("day", "night")


def halves(card: str) -> tuple[str, str]:
    """The (day, night) actions of an action card."""
    day, night = card.split("/")
    return day, night


# The 12 treasure cards. Scoring ones are kept face down; the four powers face up.
TREASURES: tuple[str, ...] = (
    "plus3", "plus3", "plus5", "plus7", "plus7", "cursed2", "cursed3", "cursed4",
    "morgan_map", "saran_sabre", "lady_beth", "sixth_hold",
)
TREASURE_POINTS = {"plus3": 3, "plus5": 5, "plus7": 7, "cursed2": -2, "cursed3": -3, "cursed4": -4}
FACE_DOWN = frozenset(TREASURE_POINTS)            # scoring treasures, hidden until the end
CURSED = frozenset(c for c, v in TREASURE_POINTS.items() if v < 0)
POWERS = frozenset(("morgan_map", "saran_sabre", "lady_beth", "sixth_hold"))
TREASURE_TITLES = {
    "plus3": N_("Treasure +3"), "plus5": N_("Treasure +5"), "plus7": N_("Treasure +7"),
    "cursed2": N_("Cursed treasure -2"), "cursed3": N_("Cursed treasure -3"),
    "cursed4": N_("Cursed treasure -4"), "morgan_map": N_("Morgan's map"),
    "saran_sabre": N_("Saran's sabre"), "lady_beth": "Lady Beth", "sixth_hold": N_("6th hold"),
}   # i18n: keep (Lady Beth is a name, the same in every language)
TREASURES_USED = 9

# The combat / shortage die, and where a shortage sends a ship back to.
STAR = "star"
COMBAT_DIE: tuple = (2, 4, 6, 8, 10, STAR)
SHORTAGE_TARGET = {2: "port", 4: "port", 6: "sea", 8: "sea", 10: "lair"}
LADY_BETH_BONUS = 2

# The bank: the box's supply (rulebook, components).
BANK = {"gold": 80, "food": 45, "gunpowder": 45}
HOLDS = 5
HAND, MORGAN_HAND = 3, 4
START_HOLDS = (("food", 3), ("gold", 3))          # each player; the rest empty
GHOST_HOLDS = (("gold", 5), ("gold", 3))          # the ghost ship (variant)
