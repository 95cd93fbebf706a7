"""Libertalia's decisions in one line each: the coach's tip the first time one comes up (scenes/coach.py).
The keys are the decisions' kinds (choices.decide's `Decision.kind`)."""
from __future__ import annotations

from game.i18n import N_

TIPS: dict[str, str] = {
    "pick": N_("Dawn: low ranks act first by day, high ranks take booty first at dusk. All reveal together."),
    "replay": N_("Parrot: the character you play now stands in its own rank's place and acts in its turn."),
    "recruit": N_("Recruiter: a character of your den goes back to your hand, to be played again."),
    "heal": N_("Surgeon: a character of your graveyard goes back to your hand, in secret."),
    "shoot": N_("Gunner: you paid 3; discard a character from any den, yours included."),
    "slash": N_("Sabre: discard a character from your left or right neighbour's den."),
    "keep": N_("Preacher: keep one booty token; the rest of your booty is discarded."),
    "trade": N_("Merchant: sell 2 identical tokens for 3 doubloons, or 3 for 5."),
    "take": N_("Dusk: the highest rank takes first. Chests +5, jewels +3, relics -3; an officer kills his taker."),
    "serve": N_("Waitress: a map for 3 doubloons now, or keep it toward a set of three (12)."),
}
