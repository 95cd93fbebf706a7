"""Pagamás' components in words: each one's name, rule in a few words and picture (scenes/glossary.py).

The characters', dens' and action cards' names and powers are game/pagamas/cards.py's data (the
rules pages list the same); the rest is here. Read by What's this? (spots.py) and the rules
pages (rules.py); true to the rulebook (pagamas.it.txt) and the notes' house rules.
"""
from __future__ import annotations

from game.i18n import N_, _, ngettext
from game.pagamas.cards import (ACTION_HELP, ACTION_KINDS, ACTION_TITLES, BROTHEL, CHARACTERS, DEN_HELP, DEN_TITLES,
                                DENS, HOUSE_ROLES, ROLE_HELP, STRENGTH, TITLES, VOTES)

from ..glossary import Term
from .choices_words import BROTHEL_RULE

#: role -> the character card (its power in the rules page's words).
CHARACTER = {r: Term(TITLES[r], ROLE_HELP[r], f"pagamas/characters/{r}.png") for r in CHARACTERS}
MUTINEER = Term(N_("Mutineer"), N_("This character took the mutineers' side: if they lose, the captain throws "
                                   "one of them to the sharks."), "pagamas/characters/mutineer.png")
NO_CHARACTER = Term(N_("No character"), N_("Without a character a pirate has no vote and no strength in a "
                                           "mutiny."))
#: Said after a rule that is this edition's, not the rulebook's (the notes' house rules).
HOUSE_NOTE = N_("(A house rule of this edition.)")
#: The brothel's card: the rulebook says only that it is paid with a loot card; the draw is ours.
#: den -> the den card.
DEN = {d: Term(DEN_TITLES[d], BROTHEL_RULE if d == BROTHEL else DEN_HELP[d], f"pagamas/dens/{d}.png") for d in DENS}
DEN_BACK = Term(N_("Den, face down"), N_("Chosen in secret at the landing; turned at the revelation."),
                "pagamas/dens/back.png")
AMBUSH_CARD = Term(N_("Ambush"), N_("A spare den card laid on this character: if it is where they hide, the "
                                    "ambusher takes all their unburied loot."), "pagamas/dens/back.png")
#: kind -> the action card.
ACTION = {k: Term(ACTION_TITLES[k], ACTION_HELP[k], f"pagamas/actions/{k}.png") for k in ACTION_KINDS}

LOOT = Term(N_("Loot card"), N_("Worth 1, 2 or 3 shares. Only BURIED loot counts at the end: hide on the "
                                "treasure island to bury it."), "pagamas/loot/back.png")
LOOT_DECK = Term(N_("Loot deck"), N_("The game ends in the turn it runs out. Discarded loot never returns."),
                 "pagamas/loot/back.png")
SEA = Term(N_("The sea"), N_("Loot thrown overboard, paid to the brothel or lost in a mutual ambush, face up. "
                             "Salvage takes its top card."))
ACTION_DECK = Term(N_("Action deck"), N_("40 cards: sailors, Ambush!, Dodge, Boarding!, Salvage. Empty: the "
                                         "used cards are shuffled into it."), "pagamas/actions/back.png")
USED = Term(N_("Used action cards"), N_("Played and discarded action cards, face up."))
MUTINY_CALM = Term(N_("Mutiny! card"), N_("Turned to its red side when someone launches a mutiny: irrevocable."),
                   "pagamas/mutiny/calm.png")
MUTINY_RED = Term(N_("Mutiny!"), N_("A mutiny is on: everyone with a character takes a side; the stronger side "
                                    "wins, a tie goes to the captain."), "pagamas/mutiny/mutiny.png")
BURIED = Term(N_("Buried loot"), N_("Loot cards safe for good: at the end, the most shares buried wins."),
              "palabra/tokens/chest_closed.png")
FRONT = Term(N_("Loot in front"), N_("Unburied loot, face down: it can pay the brothel, be stolen, or be thrown "
                                     "overboard during the share. Bury it on the treasure island."),
             "pagamas/loot/back.png")
SAILORS = Term(N_("Sailors"), N_("In front of you as soon as drawn: one vote each, and their strength counts "
                                 "with Boarding!."), "pagamas/seals/sailor1.png")
HAND = Term(N_("Action cards in hand"), N_("Ambush!, Dodge, Boarding! and Salvage, kept until played. There is no "
                                          "limit to how many you hold."),
            "pagamas/actions/back.png")
CREW_MEMBER = Term(N_("Crew member"), N_("A pirate's place: name, character and votes, buried loot, den, loot in "
                                         "front, sailors and hand."))
SHARE = Term(N_("The share area"), N_("The phase of the turn and what it shows: the loot drawn, the promises, the "
                                      "votes, the mutiny's sides."))
TRAY = Term(N_("Your decision"), N_("What you choose now: left / right an option, up / down a row, confirm takes "
                                    "it."))


def character_words(role: str) -> str:
    """The card's rule: strength and votes, then the power (capitalised: the data reads on after "Name (n): ")."""
    power = _(ROLE_HELP[role])
    votes = ngettext("Strength {s}, {v} vote.", "Strength {s}, {v} votes.", VOTES[role])
    said = votes.format(s=STRENGTH[role], v=VOTES[role]) + " " + power[:1].upper() + power[1:]
    return said + " " + _(HOUSE_NOTE) if role in HOUSE_ROLES else said
