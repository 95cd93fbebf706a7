"""Libertalia's teaching in a player's first games (scenes/coach.py): a coach card the first time each
phase of the day comes up (PHASES, by the phase line's ids, phases.py), and a one-line tip the first
time each decision does (TIPS, by choices.decide's `Decision.kind`)."""
from __future__ import annotations

from game.i18n import N_

from ..glossary import PhaseCard

PHASES: dict[str, PhaseCard] = {
    "dawn": PhaseCard(N_("Dawn"), N_("Choose one character in secret; all turn over together and stand on "
                                     "deck by rank. A high rank takes booty first at dusk and a low rank acts "
                                     "first by day, so choose with today's booty in mind."),
                      look=("today",), covers=("pick",)),
    "day": PhaseCard(N_("Day"), N_("From left to right, each character with a sun uses its ability, whether its "
                                   "owner likes it or not. Watch what the others' characters do to your purse and "
                                   "your den.")),
    "dusk": PhaseCard(N_("Dusk"), N_("From right to left, each character takes one token of today's booty, the "
                                     "highest rank first. Booty that nobody takes stays on its day space until the "
                                     "campaign ends."),
                      look=("today",), covers=("take",)),
    "night": PhaseCard(N_("Night"), N_("Every character in every den with a moon uses its ability, tonight and every "
                                       "night until the campaign ends. A den of night characters pays again and "
                                       "again."),
                       look=("dens",)),
}

TIPS: dict[str, str] = {
    "pick": N_("Dawn: low ranks act first by day; high ranks take booty first at dusk."),
    "replay": N_("Parrot: the character you play now stands in its own rank's place and acts in its turn."),
    "recruit": N_("Recruiter: a character of your den goes back to your hand, to be played again."),
    "heal": N_("Surgeon: a character of your graveyard goes back to your hand, in secret."),
    "shoot": N_("Gunner: you paid 3; discard a character from any den, yours included."),
    "slash": N_("Sabre: discard a character from your left or right neighbour's den."),
    "keep": N_("Preacher: keep one booty token; the rest of your booty is discarded."),
    "trade": N_("Merchant: sell 2 identical tokens for 3 doubloons, or 3 for 5."),
    "take": N_("Dusk: the highest rank takes first. A relic costs 3; an officer kills his taker."),
    "serve": N_("Waitress: a map for 3 doubloons now, or keep it toward a set of three (12)."),
}
