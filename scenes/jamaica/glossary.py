"""Jamaica's components in words: each one's name, rule in a few words and picture (scenes/glossary.py).

Read by What's this? (spots.py) and the rules pages' figures (rules.py); true to the rulebook
(../shared/rules/jamaica.es.txt) and to game/jamaica's rulings.
"""
from __future__ import annotations

from game.i18n import N_

from ..glossary import Term

# ------------------------------------------------------------------ the circuit
PORT_ROYAL = Term(N_("Port Royal"), N_("Start and finish of the race: free, and no combat here. A ship home after "
                                       "the whole lap scores 15."))
SEA = Term(N_("Sea space"), N_("Stop here and pay the food it shows (1 to 4). Short of it: pay what you have, "
                               "then roll the combat die."))
PORT = Term(N_("Port"), N_("Stop here and pay the doubloons it shows (3 to 7). Short of them: pay what you "
                           "have, then roll the combat die."))
LAIR = Term(N_("Pirate lair"), N_("Free. The first ship to stop here discards its treasure token and draws the "
                                   "top card of the treasure pile."),
            "jamaica/tokens/lair.png")
SHIP = Term(N_("Ship"), N_("Sails its card's moves round the island. Stopping where another ship is starts a "
                           "combat (never in Port Royal)."))
GHOST = Term(N_("The ghost ship"), N_("Sailed by the captain after everyone's turn: it pays nothing, fights and "
                                      "steals, keeps the treasures it finds face down, and scores like any ship."),
             "jamaica/ships/ghost.png")

# ------------------------------------------------------------------ the hold boards
HOLD_BOARD = Term(N_("Hold board"), N_("A ship's five holds, the card it played this round, its treasures, its "
                                       "cards in hand and its points now."), "jamaica/holds/board.png")
HOLD = Term(N_("Empty hold"), N_("A load of food, doubloons or gunpowder goes into an empty hold; a hold never "
                                 "mixes goods."))
FOOD = Term(N_("Food"), N_("Pays for the sea spaces. A hold holds one kind of goods only."),
            "jamaica/tokens/food.png")
GOLD = Term(N_("Doubloons"), N_("Pay for the ports; each one left in your holds is a point at the end."),
            "jamaica/tokens/gold.png")
GUNPOWDER = Term(N_("Gunpowder"), N_("+1 to a combat roll per barrel spent; spent gunpowder is lost, win or lose."),
                 "jamaica/tokens/gunpowder.png")
CARD = Term(N_("Action card"), N_("A day half and a night half: each sails forward or backward, or loads goods, as "
                                  "many as its die shows."), "jamaica/cards/back.png")
PLAYED = Term(N_("Card played"), N_("Chosen in secret at the start of the round and turned over on its owner's turn: "
                                    "day half with the sun die, night half with the moon die."),
              "jamaica/cards/back.png")
HAND = Term(N_("Cards in hand"), N_("Everyone holds 3 cards (4 with Morgan's map) and draws back up after choosing."),
            "jamaica/cards/back.png")
POINTS = Term(N_("Points now"), N_("Your space's white number (15 home, -5 off the last stretch) plus your "
                                   "doubloons. Treasures are added at the end."))
HOME = Term(N_("Home"), N_("This ship reached Port Royal after the whole lap: the round is played out, then "
                           "the game ends."))
LAP_BACK = Term(N_("Behind the start"), N_("Sailed backward out of Port Royal: it must come round again and "
                                           "sail a whole lap; until then it scores -5."))
COMPASS = Term(N_("Captain's compass"), N_("The captain rolls the action dice and chooses which sails by day and "
                                           "which by night. The compass passes left each round."),
               "jamaica/compass.png")

# ------------------------------------------------------------------ the island's middle
DAY_DIE = Term(N_("Day die (sun)"), N_("This round, the day half of every card acts with this number."))
NIGHT_DIE = Term(N_("Night die (moon)"), N_("This round, the night half of every card acts with this number."))
COMBAT_DIE = Term(N_("Combat die"), N_("2, 4, 6, 8, 10 and a star: rolled in a combat (a star wins at once) and "
                                       "when short of supplies (it says how far back)."),
                  "jamaica/dice/combat_star.png")
TREASURES_LEFT = Term(N_("Treasures left"), N_("The face-down pile of treasure cards, 9 at the start: a ship "
                                               "stopping on a lair that still has its token draws the top one."),
                      "jamaica/treasures/back.png")
BANK = Term(N_("The bank"), N_("80 doubloons, 45 food and 45 gunpowder. Short, it gives what it has."),
            "jamaica/tokens/gold.png")
ROUND = Term(N_("Round"), N_("Each round: the captain places the dice, everyone chooses a card, then each in "
                             "turn plays it, from the captain clockwise."), "jamaica/compass.png")

# ------------------------------------------------------------------ treasures
TREASURES = {
    "plus3": Term(N_("Treasure +3"), N_("+3 points at the end. Kept face down."), "jamaica/treasures/plus3.png"),
    "plus5": Term(N_("Treasure +5"), N_("+5 points at the end. Kept face down."), "jamaica/treasures/plus5.png"),
    "plus7": Term(N_("Treasure +7"), N_("+7 points at the end. Kept face down."), "jamaica/treasures/plus7.png"),
    "cursed2": Term(N_("Cursed -2"), N_("-2 points at the end. A combat's winner may hand it to the loser."),
                    "jamaica/treasures/cursed2.png"),
    "cursed3": Term(N_("Cursed -3"), N_("-3 points at the end. A combat's winner may hand it to the loser."),
                    "jamaica/treasures/cursed3.png"),
    "cursed4": Term(N_("Cursed -4"), N_("-4 points at the end. A combat's winner may hand it to the loser."),
                    "jamaica/treasures/cursed4.png"),
    "morgan_map": Term(N_("Morgan's map"), N_("Your hand is 4 cards instead of 3 (from your next draw)."),
                       "jamaica/treasures/morgan_map.png"),
    "saran_sabre": Term(N_("Saran's sabre"), N_("Once per combat, right after a roll (yours or your opponent's, even "
                                                "a star), you may have that die rolled again, with no gunpowder "
                                                "added. The second result stands."),
                        "jamaica/treasures/saran_sabre.png"),
    "lady_beth": Term(N_("Lady Beth"), N_("+2 to your combat rolls."), "jamaica/treasures/lady_beth.png"),
    "sixth_hold": Term(N_("6th hold"), N_("An extra hold; whoever steals it takes its goods too."),
                       "jamaica/treasures/sixth_hold.png"),
}
HIDDEN_TREASURE = Term(N_("A face-down treasure"), N_("Kept secret until the end: +3, +5 or +7, or cursed -2, -3 "
                                                      "or -4."), "jamaica/treasures/back.png")

TOKENS = {"food": FOOD, "gold": GOLD, "gunpowder": GUNPOWDER}
#: What an action card's half does, as its title names it ("Forward / Gunpowder").
HALVES = {"forward": N_("Forward"), "backward": N_("Backward"), "food": N_("Food"), "gold": N_("Doubloons"),
          "gunpowder": N_("Gunpowder"), "either": N_("Either way")}
#: Goods counted in a sentence: "39 food, 69 doubloons".
GOODS = {"food": N_("food"), "gold": N_("doubloons"), "gunpowder": N_("gunpowder")}
SPACES = {"port_royal": PORT_ROYAL, "sea": SEA, "port": PORT, "lair": LAIR}
