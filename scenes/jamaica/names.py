"""Jamaica's names in the player's language, with no pygame: the halves of the action cards, the
day and the night, the treasure cards. The pictures' module (art.py), the log, the decisions
(choices.py) and a phone's hand (phone_hand.py) all name things with these."""
from __future__ import annotations

from game.i18n import N_, _

# The English words (marked N_); show them with action_name / treasure_name, which translate.
ACTION_NAMES = {"forward": N_("Forward"), "backward": N_("Backward"), "food": N_("Food"),
                "gold": N_("Doubloons"), "gunpowder": N_("Gunpowder"), "either": N_("Either way")}
TREASURE_NAMES = {"plus3": N_("Treasure +3"), "plus5": N_("Treasure +5"), "plus7": N_("Treasure +7"),
                  "cursed2": N_("Cursed -2"), "cursed3": N_("Cursed -3"), "cursed4": N_("Cursed -4"),
                  "morgan_map": N_("Morgan's map"), "saran_sabre": N_("Saran's sabre"),
                  "lady_beth": "Lady Beth", "sixth_hold": N_("6th hold")}   # i18n: keep (Lady Beth: a name)
SLOT_NAMES = {"day": N_("day"), "night": N_("night")}


def action_name(action: str) -> str:
    """A half of an action card in the player's language ("Forward", "Doubloons")."""
    return _(ACTION_NAMES[action]) if action in ACTION_NAMES else action


def slot_name(slot: str) -> str:
    """"day" or "night" (the half of a card, the sun or moon die) in the player's language."""
    return _(SLOT_NAMES[slot]) if slot in SLOT_NAMES else slot


def card_words(card: str) -> str:
    """An action card "day/night" in words: "Forward / Food"."""
    return " / ".join(action_name(half) for half in card.split("/"))


def treasure_name(card: str) -> str:
    """A treasure card's name in the player's language."""
    return _(TREASURE_NAMES[card]) if card in TREASURE_NAMES else card


def card_picture(card: str) -> str:
    """The picture of an action card "day/night" (assets/jamaica/cards)."""
    return "jamaica/cards/{}.png".format(card.replace("/", "_"))


def treasure_picture(card: str | None) -> str:
    """The picture of a treasure card, or of its back for None (assets/jamaica/treasures)."""
    return f"jamaica/treasures/{card or 'back'}.png"
