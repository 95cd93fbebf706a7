"""Cartagena's components in words: each one's name, rule in a few words and picture (scenes/glossary.py).

Read by What's this? (spots.py) and the rules pages (rules.py); true to the rulebook
(../shared/rules/cartagena.es.txt) and to the rulings of game/cartagena.
"""
from __future__ import annotations

from game.i18n import N_

from ..glossary import Term

SYMBOLS = ("pistol", "rum", "lantern", "parrot", "hook", "chest")

# ------------------------------------------------------------------ the cards
CARDS = {
    "pistol": Term(N_("Pistol"), N_("Play it: one of your pirates jumps to the first empty pistol space ahead; "
                                    "none left: on to the goal."), "cards/cartagena/pistol.png"),
    "rum": Term(N_("Rum"), N_("Play it: one of your pirates jumps to the first empty rum space ahead; none left: "
                              "on to the goal."), "cards/cartagena/rum.png"),
    "lantern": Term(N_("Lantern"), N_("Play it: one of your pirates jumps to the first empty lantern space ahead; "
                                      "none left: on to the goal."), "cards/cartagena/lantern.png"),
    "parrot": Term(N_("Parrot"), N_("Play it: one of your pirates jumps to the first empty parrot space ahead; "
                                    "none left: on to the goal."), "cards/cartagena/parrot.png"),
    "hook": Term(N_("Hook"), N_("Play it: one of your pirates jumps to the first empty hook space ahead; none "
                                "left: on to the goal."), "cards/cartagena/hook.png"),
    "chest": Term(N_("Chest"), N_("Play it: one of your pirates jumps to the first empty chest space ahead; none "
                                  "left: on to the goal."), "cards/cartagena/chest.png"),
}
DARK = Term(N_("Dark card"), N_("Filibusters: whenever a dark card is played, every other player discards down "
                                "to 7 cards."), "cards/cartagena/pistol_dark.png")
DECK = Term(N_("Deck"), N_("102 cards, 17 of each symbol. When it runs out, the discards are shuffled into a new "
                           "deck."), "cards/cartagena/back.png")
DISCARD = Term(N_("Discard pile"), N_("Played and discarded cards. Shuffled into a new deck when the deck runs "
                                      "out."))
KNOWN_TOP = Term(N_("The next card"), N_("Your lantern showed you the deck's top card: it is the next one drawn."))

# ------------------------------------------------------------------ the path
SPACE = Term(N_("Path space"), N_("A card of its symbol sends a pirate here if it is the first empty such space "
                                  "ahead. Moving back stops here when it holds 1 or 2 pirates (3 at most)."))
DUNGEON = Term(N_("Dungeon"), N_("Where every pirate starts; nobody moves back into it."))
SLOOP = Term(N_("Sloop"), N_("The goal: a pirate with no empty space of its card's symbol ahead goes aboard. All "
                             "your pirates aboard wins at once."))
COVE = Term(N_("Pirates' cove"), N_("The goal of the jungle: all your pirates here wins at once."))
START_SLOOP = Term(N_("Sloop"), N_("The jungle starts here: every pirate sets out from the sloop; nobody moves "
                                   "back into it."))
FERRY = Term(N_("The sloop"), N_("Sails between Cartagena and Tortuga with every pirate aboard (3 of a colour at "
                                 "most). Sailing is an action without a card."))
CHEST_TOKEN = Term(N_("Treasure chest"), N_("A pirate of yours on it may open it with a chest card: 1, 2 or 3 cards, "
                                            "an empty chest, or the snake."), "icons/chest.png")
PIRATE = Term(N_("Pirate"), N_("Each player leads the pirates set before the game (six by default, or four or five "
                               "for a shorter game). Move them all to the goal to win."), "sprites/pirate_0.png")

# ------------------------------------------------------------------ the row of choices, the turn
BACK = Term(N_("Move back"), N_("Move the chosen pirate back to the nearest space with 1 or 2 pirates, and draw "
                           "that many cards."))
SAIL = Term(N_("Sail the sloop"), N_("An action without a card: to Tortuga with one of your pirates aboard, back "
                                     "to Cartagena with one still in the tunnel."))
ADVANCE = Term(N_("Advance"), N_("Morgan's rule: a rival's pirate moves on to the next space with 1 or 2 pirates; "
                                 "you draw that many cards."))
TURN = Term(N_("The turn"), N_("One to three actions, in any order and mix: the one being taken is lit, those done "
                             "are dimmed. After the third the next player's turn begins."))
ACTIONS = Term(N_("Actions left"), N_("1, 2 or 3 actions a turn, in any mix; after the third the turn ends by "
                                      "itself."))
END_TURN = Term(N_("End turn"), N_("Stop after one or two actions and keep your cards for later."))
PASS = Term(N_("Pass & draw"), N_("With no cards at the start of your turn, you may pass and draw 1 card."))
CAPTAIN = Term(N_("Captain!"), N_("As many pirates aboard as anyone: sail once for free before your actions."))
PLAYER = Term(N_("Player"), N_("Cards in hand and pirates at the goal (and aboard the sloop in the great "
                               "escape)."), "cards/cartagena/back.png")
MODES = {
    "move": Term(N_("Pirates"), N_("Your pirates: play a card to move forward, or move back to draw.")),
    "morgan": Term(N_("Morgan"), N_("Advance a rival's pirate to the next space with 1 or 2 pirates and draw as "
                                    "many.")),
    "sorceress": Term(N_("Sorceress"), N_("Play a card for its power instead of its move.")),
}
POWERS = {
    "pistol": Term(N_("Pistol's power"), N_("Look at a rival's hand and take a card; the rival draws one."),
                   "cards/cartagena/pistol.png"),
    "rum": Term(N_("Rum's power"), N_("Draw as many cards as there are players, plus one; keep 2, give one to each "
                                      "rival."), "cards/cartagena/rum.png"),
    "lantern": Term(N_("Lantern's power"), N_("Draw 4, keep 1, put the others back on the deck in the order you "
                                              "choose."), "cards/cartagena/lantern.png"),
    "parrot": Term(N_("Parrots' power"), N_("Two parrots together count as one card of any symbol (one action: this "
                                                 "edition's ruling)."),
                   "cards/cartagena/parrot.png"),
    "hook": Term(N_("Hook's power"), N_("With a second card (two actions): two of your pirates on one space move "
                                        "together to the next empty space of the second card's symbol."),
                 "cards/cartagena/hook.png"),
    "chest": Term(N_("Chest's power"), N_("Open the closed chest under one of your pirates: cards, nothing, or "
                                          "the snake."), "cards/cartagena/chest.png"),
}
