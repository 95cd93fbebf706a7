"""Palabra de Pirata's components in words: each one's name, rule in a few words and picture
(scenes/glossary.py).

Read by What's this? (spots.py) and the rules pages (rules.py: the artifacts' page lists the
artifacts in these words); true to the rulebook (palabra-de-pirata.es.txt) and game/palabra's
rulings.
"""
from __future__ import annotations

from game.i18n import N_

from ..glossary import Term

GEMS = {
    "gold": Term(N_("Gold gem"), N_("4 points. 12 in the bag: the rarest."), "palabra/gems/gold.png"),
    "violet": Term(N_("Violet gem"), N_("3 points. 24 in the bag."), "palabra/gems/violet.png"),
    "blue": Term(N_("Blue gem"), N_("2 points. 36 in the bag."), "palabra/gems/blue.png"),
    "green": Term(N_("Green gem"), N_("1 point. 48 in the bag."), "palabra/gems/green.png"),
    "red": Term(N_("Red gem"), N_("-1 point: worse than nothing. 60 in the bag, the commonest."),
                "palabra/gems/red.png"),
}
#: A gem's colour as a count names it: "2 blue, 3 red".
COLOUR_WORDS = {"gold": N_("gold"), "violet": N_("violet"), "blue": N_("blue"), "green": N_("green"),
                "red": N_("red")}
ISLAND = Term(N_("Island"), N_("Between two neighbours, who each place a ship here. Gems turn up on it every day."))
GREEN_SHIP = Term(N_("Green ship"), N_("Offers to share: you take turns picking a gem, the higher green first. Then "
                                       "the two greens swap hands."), "palabra/ships/green_16.png")
RED_SHIP = Term(N_("Red ship"), N_("Raids: it takes every gem of the island, unless the neighbour raids too; then "
                                   "every gem goes back to the bag."), "palabra/ships/red.png")
SHIP_BACK = Term(N_("Ship, face down"), N_("Placed in secret; turned over at the resolution."),
                 "palabra/ships/back.png")
HAND = Term(N_("Ships in hand"), N_("Your red ship and your greens: at the deal 2 greens summing to 17 (4 greens with "
                                    "two players). Greens change hands when you share; what is not placed stays in "
                                    "hand, unseen."),
            "palabra/ships/back.png")
CHEST = Term(N_("Chest"), N_("Everyone sees how many gems it holds; only its owner sees their colours. The best "
                             "chest after 5 days wins."), "palabra/tokens/chest_closed.png")
DAGGER = Term(N_("Dagger"), N_("The first player of the day: fills the islands and wins auction ties. It passes "
                               "clockwise every day."), "palabra/tokens/dagger.png")
BAG = Term(N_("Bag"), N_("180 gems at the start. The islands are filled from it; bids won and gems sunk by two "
                         "raiders go back into it."), "palabra/tokens/bag.png")
RATS = Term(N_("Rats"), N_("Whatever an artifact touches gets a rat: nothing with a rat can be the object of "
                           "another artifact that day."), "palabra/tokens/rat.png")
DAY_TRACK = Term(N_("Day track"), N_("The game lasts 5 days; the marker shows today."), "palabra/tokens/day_marker.png")
SIGNAL = Term(N_("Signal"), N_("Table talk, this edition's house rule: \"I will share\" or \"I will raid\", sent to "
                               "a neighbour. It binds no one."))
FIST = Term(N_("Fist"), N_("A secret bid of gems from the chest; the fists open together at the market."),
            "palabra/tokens/fist.png")
PLAYER = Term(N_("Player"), N_("A pirate's place: their chest, their ships in hand and, on the first player of "
                               "the day, the dagger."))
TRAY = Term(N_("Your decision"), N_("What you choose now; the islands, ships and gems it acts on are ringed."))
ARTIFACTS = {
    "rum": Term(N_("Rum bottle"), N_("Look in secret at another player's ship in hand (a rat on it). Then you may "
                                     "re-place your own ships, your hand included; each card that moves gets a rat, "
                                     "and cards already with a rat stay where they are."), "palabra/artifacts/rum.png"),
    "spyglass": Term(N_("Spyglass of premonition"), N_("Look in secret at another player's placed ship (a rat on it). "
                                                       "Then you may move 1 gem from one island to another (a rat on "
                                                       "both islands)."), "palabra/artifacts/spyglass.png"),
    "barrel": Term(N_("Contraband barrel"), N_("Draw 2 gems from the bag into your chest, then return 2 gems of your "
                                               "chest to the bag. No rat."), "palabra/artifacts/barrel.png"),
    "map": Term(N_("Cursed treasure map"), N_("Draw 2 gems from the bag onto one island (a rat on it), then return 2 "
                                              "gems of that island to the bag."), "palabra/artifacts/map.png"),
}
USED = Term(N_("Used today"), N_("Face down until the maintenance: nobody can use it again today."))
