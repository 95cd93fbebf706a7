"""Jamaica's names in the player's language, with no pygame: the halves of the action cards, the
day and the night, the treasure cards. The pictures' module (art.py), the log, the decisions
(choices.py) and a phone's hand (phone_hand.py) all name things with these."""
from __future__ import annotations

from game.i18n import N_, _
from game.jamaica.nouns import TREASURE_NAMES, TREASURES

# The English words (marked N_); show them with action_name / treasure_name, which translate.
ACTION_NAMES = {"forward": N_("Forward"), "backward": N_("Backward"), "food": N_("Food"),
                "gold": N_("Doubloons"), "gunpowder": N_("Gunpowder"), "either": N_("Either way")}
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
    """A treasure card's name in the player's language, as its title (a label, a list's entry)."""
    return _(TREASURE_NAMES[card]) if card in TREASURE_NAMES else card


def the_treasure(card: str) -> str:
    """A treasure card as a sentence names it, with its article («el Mapa de Morgan»)."""
    return TREASURES[card].the if card in TREASURES else card


def card_picture(card: str) -> str:
    """The picture of an action card "day/night" (assets/jamaica/cards)."""
    return "jamaica/cards/{}.png".format(card.replace("/", "_"))


def treasure_picture(card: str | None) -> str:
    """The picture of a treasure card, or of its back for None (assets/jamaica/treasures)."""
    return f"jamaica/treasures/{card or 'back'}.png"
