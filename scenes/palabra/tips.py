"""Palabra de Pirata's teaching in a player's first games (scenes/coach.py): a coach card the first time
each phase of the day comes up (PHASES, by the phase line's ids, phases.py), and a one-line tip the
first time each kind of decision does (TIPS, by choices.decide's Decision kind; the table's
`coach_kinds`). Table talk is this edition's house rule (the rulebook lets the table talk freely
while the ships are placed): said so wherever it is taught."""
from __future__ import annotations

from game.i18n import N_

from ..glossary import PhaseCard

PHASES: dict[str, PhaseCard] = {
    "talk": PhaseCard(N_("Table talk (house rule)"),
                      N_("This edition's house rule: before placing ships, tell each neighbour \"I will share\" "
                         "or \"I will raid\", or say nothing. Words bind no one, but everyone remembers who kept "
                         "theirs."),
                      look=("islands:mine",), covers=("talk",)),
    "decision": PhaseCard(N_("Decision"),
                          N_("Put a ship face down by each of your islands: a green shares, the red raids and takes "
                             "all from a green. The card left in your hand is your secret, so nobody knows where your "
                             "red went."),
                          look=("islands:mine", "hand:me"), covers=("place",)),
    "market": PhaseCard(N_("Market"),
                        N_("Bid gems from your chest in a closed fist: the 3 best bids worth more than 0 each use an "
                           "artifact. A winning bid goes to the bag, so bid only what the artifact is worth to you."),
                        look=("artifacts",), covers=("bid",)),
    "artifacts": PhaseCard(N_("Artifacts"),
                           N_("The winners use their artifacts, the best bid first: peek at a ship, move gems, "
                              "re-place ships. Whatever an artifact touches gets a rat, and nothing with a rat can "
                              "be touched again today."),
                           look=("artifacts", "rats"), covers=("use",)),
    "resolution": PhaseCard(N_("Resolution"),
                            N_("The ships turn over: two greens share the island gem by gem (the higher green picks "
                               "first), a red takes all from a green, two reds sink every gem. Those who shared then "
                               "swap their greens, so who picks first changes."),
                            look=("islands",), covers=("pick",)),
}

TIPS: dict[str, str] = {
    "talk": N_("Table talk (this edition's house rule): signal \"I will share\" or \"I will raid\". It binds no "
               "one."),
    "place": N_("Your ships: green shares (the higher picks first), red raids, unless your neighbour raids too."),
    "bid": N_("The market: bid gems from your chest. The 3 best bids above 0 use an artifact; losers get theirs back."),
    "pick": N_("Sharing: take turns picking one gem. Gold 4, violet 3, blue 2, green 1, red -1."),
    "use": N_("Your artifact: whatever it touches gets a rat, and nothing with a rat is touched again today."),
    "rearrange": N_("Rum bottle: you may re-place your ships, your hand included. A card that moves gets a rat."),
    "move": N_("Spyglass: you may move 1 gem from one island to another."),
    "return": N_("Gems back to the bag: give the ones worth least; a red gem counts -1."),
    "block": N_("Two players: turn one more artifact face down, unused: nobody uses it today."),
}
