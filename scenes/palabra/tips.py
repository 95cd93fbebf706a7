"""Palabra de Pirata's decisions in one line each: the coach's tip the first time one comes up
(scenes/coach.py), by the kind of choices.decide's Decision (the table's `coach_kinds`)."""
from __future__ import annotations

from game.i18n import N_

TIPS: dict[str, str] = {
    "talk": N_("Table talk: signal \"I will share\" or \"I will raid\" to each neighbour. It binds no one."),
    "place": N_("Your ships: green shares (the higher picks first), red raids, unless your neighbour raids too."),
    "bid": N_("The market: bid gems from your chest. The 3 best bids above 0 use an artifact; losers get theirs back."),
    "pick": N_("Sharing: take turns picking one gem. Gold 4, violet 3, blue 2, green 1, red -1."),
    "use": N_("Your artifact: whatever it touches gets a rat, and nothing with a rat is touched again today."),
    "rearrange": N_("Rum bottle: you may re-place your ships, your hand included. A card that moves gets a rat."),
    "move": N_("Spyglass: you may move 1 gem from one island to another."),
    "return": N_("Gems back to the bag: give the ones worth least; a red gem counts -1."),
    "block": N_("Two players: turn one more artifact face down, unused: nobody uses it today."),
}

