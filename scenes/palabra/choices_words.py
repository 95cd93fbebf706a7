"""The words Palabra de Pirata's decisions are made of (choices.decide's; no pygame).

Whole phrases, translated when called: a talk row ("Island A (with Jack): I will share"), a
ship at an island ("Island A: green ship 13"), a colour of a fist ("2 gold gems"), a gem's
worth; and the artifacts' short names and rules, marked for translation where they are drawn.
"""
from __future__ import annotations

from game.i18n import N_, _, ngettext
from game.palabra import gems

LETTERS = "ABCDEFGH"
COLOURS = gems.COLOURS
SIGNALS = (None, "share", "raid")           # a talk row's values, in the order the TV offers them

# Shown with _() where drawn.
ARTIFACT_NAMES = {"rum": N_("Rum bottle"), "spyglass": N_("Spyglass"), "barrel": N_("Barrel"),
                  "map": N_("Cursed map")}     # not "Treasure map": Libertalia's booty has that name
ARTIFACT_HELP = {
    "rum": N_("Rum bottle: peek at a rival's ship in hand, then re-place your own ships."),
    "spyglass": N_("Spyglass: peek at a rival's placed ship, then you may move one gem."),
    "barrel": N_("Barrel: draw 2 gems into your chest, then give 2 of yours back."),
    "map": N_("Cursed map: draw 2 gems onto an island, then 2 of its gems go back."),
}
GEM_NAMES = {"gold": N_("Gold gem"), "violet": N_("Violet gem"), "blue": N_("Blue gem"), "green": N_("Green gem"),
             "red": N_("Red gem")}


# ------------------------------------------------------------------------------ words
def gem_count(colour: str, n: int) -> str:
    """"2 gold gems": one colour of a bid or of the gems given back."""
    if colour == "gold":
        return ngettext("{n} gold gem", "{n} gold gems", n).format(n=n)
    if colour == "violet":
        return ngettext("{n} violet gem", "{n} violet gems", n).format(n=n)
    if colour == "blue":
        return ngettext("{n} blue gem", "{n} blue gems", n).format(n=n)
    if colour == "green":
        return ngettext("{n} green gem", "{n} green gems", n).format(n=n)
    return ngettext("{n} red gem", "{n} red gems", n).format(n=n)


def worth(points: int) -> str:
    """"Worth 3 points." (the sign kept: a red gem is worth -1)."""
    return ngettext("Worth {points} point.", "Worth {points} points.", abs(points)).format(
        points=str(points).replace("-", "\u2212"))


def ship_step(island: int, card: int) -> str:
    if card == 0:
        return _("Island {letter}: red ship").format(letter=LETTERS[island])
    return _("Island {letter}: green ship {card}").format(letter=LETTERS[island], card=card)


def talk_step(island: int, signal: str | None, neighbour: str | None) -> str:
    """A talk row in words; `neighbour` is the other seat at the island (None: two players)."""
    letter = LETTERS[island]
    if neighbour is None:
        text = {None: _("Island {letter}: say nothing"), "share": _("Island {letter}: I will share"),
                "raid": _("Island {letter}: I will raid")}[signal]
        return text.format(letter=letter)
    text = {None: _("Island {letter} (with {name}): say nothing"),
            "share": _("Island {letter} (with {name}): I will share"),
            "raid": _("Island {letter} (with {name}): I will raid")}[signal]
    return text.format(letter=letter, name=neighbour)


def pile_of(mapping: dict | None) -> list[int]:
    return [int((mapping or {}).get(c, 0)) for c in COLOURS]
