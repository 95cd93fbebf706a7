"""Libertalia's components in words: each one's name, rule in a few words and picture (scenes/glossary.py).

The 30 characters are game/libertalia/characters.py's (name and ability, as the rules pages list
them); the booty's names are game/libertalia/booty.py's. Read by What's this? (spots.py) and
the rules pages (rules.py); true to the rulebook and ../shared/rules/libertalia.md.
"""
from __future__ import annotations

from game.i18n import N_
from game.libertalia.booty import KINDS, ORDER
from game.libertalia.characters import CHARACTERS

from ..glossary import Term


def portrait(rank: int) -> str:
    return f"libertalia/portraits/{rank:02d}.png"


#: rank -> the character: its name and its ability in the rulebook's words.
CHARACTER = {rank: Term(c.name, c.text, portrait(rank)) for rank, c in CHARACTERS.items()}

_BOOTY_RULES = {
    "chest": N_("+5 doubloons at the end of the campaign."),
    "jewels": N_("+3 doubloons at the end of the campaign."),
    "goods": N_("+1 doubloon at the end of the campaign."),
    "map": N_("12 doubloons for each full set of 3 maps; nothing for fewer."),
    "relic": N_("-3 doubloons at the end of the campaign (a fortune never drops below 0)."),
    "sabre": N_("Taking it: discard a character from the den of your left or right neighbour."),
    "officer": N_("Taking it: the character that took it is discarded; the token stays in your den."),
}
#: kind -> the booty token.
BOOTY = {k: Term(KINDS[k][1], _BOOTY_RULES[k], f"libertalia/booty/{k}.png") for k in ORDER}

# ------------------------------------------------------------------ the ship and round it
PLACE = Term(N_("Place on deck"), N_("Revealed characters stand here by rank, lowest on the left (ties: the "
                                     "lower silver influence number)."))
PICKED = Term(N_("Card laid face down"), N_("Picked in secret at dawn; all are turned over together."),
              "libertalia/back.png")
DAY_SPACE = Term(N_("Day space"), N_("The booty of one day, drawn face up at the start of the campaign: one token "
                                     "per player. At dusk the characters take it, highest rank first; what nobody "
                                     "takes stays here until the campaign ends."))
BAG = Term(N_("Booty bag"), N_("50 tokens; refilled for every campaign, when the 6 day spaces are laid out."))
BANK = Term(N_("Bank"), N_("Where doubloons come from and go to. Everyone starts each campaign with 10."),
            "libertalia/doubloon.png")
TRACK = Term(N_("Score track"), N_("After each campaign every pirate moves on as many doubloons as their fortune: "
                                   "doubloons plus booty, never below 0."))
MARKER = Term(N_("Score marker"), N_("The doubloons banked in the campaigns already counted. The highest after "
                                     "three campaigns wins."))
CAMPAIGN = Term(N_("Campaign and day"), N_("Three campaigns of six days; at the end of each, the count."))

# ------------------------------------------------------------------ the dens
DEN = Term(N_("Den"), N_("A pirate's characters after dusk, and their booty. Night abilities act here every "
                         "night, end abilities at the count."))
DOUBLOONS = Term(N_("Doubloons"), N_("Money in hand this campaign; it counts in the fortune at the end of the "
                                     "campaign."), "libertalia/doubloon.png")
IN_DEN = Term(N_("Character in a den"), N_("Played on an earlier day. Its night and end abilities still act "
                                           "from here."))
GRAVEYARD = Term(N_("Graveyard"), N_("A discarded character, face up, for this campaign."))
HAND = Term(N_("Hand"), N_("The characters you may still play this campaign; the ones left over stay for the "
                           "next."), "libertalia/back.png")

# ------------------------------------------------------------------ the phases
PHASES = {
    "dawn": Term(N_("Dawn"), N_("Everyone picks a character in secret; all are revealed together and stand on "
                                "deck by rank."), "libertalia/phases/day.png"),
    "day": Term(N_("Day"), N_("From left to right, each character with a day ability (sun) uses it."),
                "libertalia/phases/day.png"),
    "dusk": Term(N_("Dusk"), N_("From right to left, highest rank first: each character takes one booty token of "
                                "the day, then goes to its den. Tokens left stay until the campaign ends."),
                 "libertalia/phases/dusk.png"),
    "night": Term(N_("Night"), N_("Every character in every den with a night ability (moon) uses it."),
                  "libertalia/phases/night.png"),
    "end": Term(N_("The count"), N_("End abilities (hourglass), then each fortune: doubloons plus booty, never "
                                    "below 0, onto the score track."), "libertalia/phases/end.png"),
    "over": Term(N_("The end"), N_("After the third campaign the highest total wins; a tie is shared."),
                 "libertalia/phases/end.png"),
}
