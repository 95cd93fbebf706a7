"""Jamaica's guided first game, in four chapters: the captain's dice and the secret card; sailing,
paying and running short; a fork, a treasure and a combat with gunpowder and the combat die; the
race home, the end and the -5.

Anne (the learner) races Calico Jack (a bot), joined half-way round the circuit: Anne on the
port of space 28 with 6 doubloons, Jack on 30. Four rounds, on fixed dice, decks and combat
die: Anne (captain) sails to port 31 and pays, loads food by night; Jack (captain) rolls 2 and
5 and takes the long lane to the lair on 37; Anne's 2 reach the fork at 32 and she takes the
lair on 33 with its face-down +7 treasure, then loads gunpowder; captain again, her 4 lands on
Jack: she spends gunpowder (as much as she likes) and rolls 6, Jack spends his 1 and rolls 2,
and she takes his 5 doubloons; her night 5 reaches the lair on 44 (its token is gone); Jack
sails to 43 and back to 36; in the last round the moon's 6 brings Anne home to Port Royal, the
round ends and so does the game: 15 for Port Royal, -5 for Jack behind space 41, a point a
doubloon, the treasures turned up.

The board prints no space numbers: the coach rings a space instead of naming it. Each chapter
ends in a task Anne does alone: the card that sails and loads food, the card that loads
gunpowder, the loot worth most, the card that brings her home.
"""
from __future__ import annotations

from game.i18n import N_
from game.jamaica.actions import ChooseCard, Gunpowder, Loot, Pay, PlaceDice, Sail

from ..tutorial import Chapter, Lesson, LessonSeat, Show, Step, of
from .lesson_places import SPOTS, keys, locate

ANNE, JACK = 0, 1

SETUP = {
    "captain": ANNE,
    "dice": [[3, 2], [2, 5], [4, 5], [3, 6]],          # the action dice of rounds 1 to 4
    "combat": [6, 2],                                   # Anne's attack, Jack's defence
    "decks": [["forward/forward", "forward/food", "forward/gunpowder", "gold/gold", "food/forward",   # a task's
               "gunpowder/gold"],                                                                 # answer never first
              ["gold/forward", "food/forward", "forward/backward", "gold/gold", "gunpowder/food"]],
    "treasures": ["plus7"],
    "tokens": [33],                                     # the other lairs' treasures were found already
    "ships": [{"space": 28, "holds": [["gold", 6], [None, 0], [None, 0], [None, 0], [None, 0]]},
              {"space": 30, "holds": [["food", 6], ["gold", 5], ["gunpowder", 1], [None, 0], [None, 0]]}],
}


def first_pay(view: dict, legal: list) -> Pay:
    """Jack pays 3 food from his two piles: the first way offered."""
    return legal[0]


CAPTAIN = Chapter(N_("The captain's dice and your card"), minutes=3, steps=(
    Step(look=("space:0", "ship:0"),
         say=N_("Jamaica is a race round the island, from Port Royal back to Port Royal. When a ship gets "
                "home, the game ends: then the place each ship reached, its doubloons and its treasures decide "
                "the winner.")),
    Step(look=("ship:0", "ship:1", "panel:0"),
         say=N_("You sail Anne's ship, vermilion; Calico Jack, sky blue, is a bot. We join the race half-way "
                "round, both ships ringed on the map. Your board is at the top left.")),
    Step(look=("holds:0",),
         say=N_("A ship has 5 holds, each with one kind of goods: food, doubloons or gunpowder. You carry 6 "
                "doubloons: they pay for ports, and each one left at the end is a point.")),
    Step(wait=PlaceDice(3, 2), look=("place:3",), explains=("dice_placed",),
         why=N_("Put the 3 on the day (sun) and the 2 on the night (moon)."),
         say=N_("You hold the compass: you are the captain. The captain rolls the two dice, 3 and 2 here, and "
                "puts one on the day (sun) and one on the night (moon). Put the 3 on the day: choose with "
                "←→, then Enter or A.")),
    Step(look=("options",),
         say=N_("Now everyone chooses a card in secret, at the same time, Jack too. Its top half acts by day "
                "with the sun die, its bottom half by night with the moon die.")),
    Step(wait=ChooseCard("forward/food"), look=("options",), task=True,
         why=N_("Your task: the card with forward by day and food by night."),
         say=N_("Your task: sail forward by day, and by night load food for the sea spaces ahead "
                "(←→, then Enter).")),
))

PAYING = Chapter(N_("Sailing, paying, running short"), minutes=4, steps=(
    Step(at=of("card_revealed", seat=ANNE), look=("played:0", "played:1"),
         shows=("card_chosen", "cards_drawn"),
         say=N_("Both have chosen, and each drew a card at once, back to 3 in hand. Now, the captain first, "
                "each player turns the card face up and does its day half, then its night half.")),
    Step(at=of("paid", ship=ANNE), look=("ship:0", "holds:0"),
         shows=("turn_started", "action_started", of("sailed", ship=ANNE)),
         say=N_("By day your ship sailed 3 spaces, to the port ringed. Stopping on a space costs what it "
                "shows: doubloons in a port, food at sea. You paid 3 doubloons, from the hold you chose.")),
    Step(at=of("action_started", ship=ANNE, slot="night"), look=("combat_die",),
         say=N_("Short of goods? Pay what you can, then roll the combat die: a star, stay; 2 or 4, back to "
                "the last port; 6 or 8, the last sea space; 10, the last lair. That space is free.")),
    Step(at=of("loaded", ship=ANNE), look=("holds:0",),
         say=N_("By night you loaded 2 food from the bank. A load always goes into an empty hold; with none "
                "empty, you must tip out a hold of another kind to make room.")),
    Step(at=Show("dice_placed"), look=("ship:1", "top"),
         shows=(of("loaded", ship=JACK), of("sailed", ship=JACK), of("paid", ship=JACK), "card_discarded",
                "compass_passed", "round_started", "dice_rolled"),
         say=N_("Jack loaded 3 doubloons by day, then sailed 2 by night to a sea space and paid 3 food. Played "
                "cards go to the discard pile. Then the compass passed to Jack: as captain he rolled 2 and 5 "
                "and put the 2 on the day.")),
    Step(wait=ChooseCard("forward/gunpowder"), look=("options",), task=True,
         why=N_("Your task: the card with forward by day and gunpowder by night."),
         say=N_("Your task: a fight is coming. Sail forward by day, and load gunpowder by night.")),
))

COMBAT = Chapter(N_("A fork, a treasure, a combat"), minutes=4, steps=(
    Step(wait=Sail(33), look=("space:33", "space:39"),
         shows=(Show("sailed", lambda e: e.ship == JACK and e.path[-1] == 37),),
         why=N_("Take the long lane: its pirate lair still has its treasure."),
         say=N_("Jack took the long lane to a pirate lair. Your 2 reach a fork: the long lane to a lair whose "
                "treasure is still there (free), or the short channel to a sea space (4 food). Take the "
                "lair.")),
    Step(at=of("treasure_found", ship=ANNE), look=("ship:0", "treasures:0", "deck"),
         say=N_("A lair is free, and while its token is there you discard it and draw the top card of the "
                "treasure pile. Yours is face down, +7 at the end: only you know. Some are cursed (-2 to -4); "
                "powers, like Lady Beth, lie face up.")),
    Step(wait=PlaceDice(4, 5), look=("place:4", "ship:1"),
         shows=(of("loaded", ship=ANNE, kind="gunpowder"),),
         why=N_("Put the 4 on the day: Jack's ship lies 4 spaces ahead."),
         say=N_("By night you loaded 5 gunpowder. The compass is back with you: you rolled 4 and 5. Jack's "
                "ship lies 4 spaces ahead: put the 4 on the day.")),
    Step(wait=ChooseCard("forward/forward"), look=("card:forward/forward", "ship:1"),
         why=N_("Play forward/forward."),
         say=N_("Play forward/forward: 4 by day onto Jack's ship, then 5 more by night.")),
    Step(wait=lambda a: isinstance(a, Gunpowder), expect=Gunpowder(2), look=("powder",),
         shows=("combat_started",),
         why=N_("Choose how much gunpowder to spend."),
         say=N_("Combat! Your ship stopped on Jack's (never in Port Royal), and it comes first. The attacker "
                "spends gunpowder, +1 each and all of it lost, then rolls the combat die: 2 to 10, or a star "
                "that wins at once. ←→ sets the amount; Enter rolls.")),
    Step(at=Show("combat_ended"), look=("combat",),
         shows=(of("die_rolled", purpose="attack"), of("gunpowder_spent", ship=JACK),
                of("die_rolled", purpose="defence"), of("combat_ended", winner=ANNE)),
         say=N_("You rolled 6, plus your gunpowder. Seeing your total, Jack spent his 1 gunpowder and rolled 2: "
                "3. The higher total wins: you! A tie: nothing happens.")),
    Step(wait=Loot("hold", 1), look=("options",), task=True,
         why=N_("Your task: every doubloon is a point at the end: Jack's hold of 5 doubloons."),
         say=N_("The winner takes the whole of one of the loser's holds, or one treasure card, or hands over "
                "a cursed treasure. Your task: take what is worth most at the end.")),
))

HOME = Chapter(N_("The race home"), minutes=3, steps=(
    Step(at=Show("sailed", lambda e: e.ship == ANNE and e.path[-1] == 44), look=("holds:0", "ship:0"),
         shows=(of("plundered", winner=ANNE),),
         say=N_("The doubloons went into an empty hold of yours. Your night 5 took you to a pirate lair with "
                "no token: its treasure was taken long ago, so you just stop there, free.")),
    Step(at=Show("dice_placed"), look=("ship:1", "top"),
         shows=(of("paid", ship=JACK), Show("sailed", lambda e: e.ship == JACK and e.path[-1] == 36)),
         say=N_("Jack sailed 4 and paid 3 food, choosing the holds it came from, then 5 back by night. The "
                "compass is his again: 3 by day, 6 by night.")),
    Step(wait=ChooseCard("food/forward"), look=("space:0", "options"), task=True,
         why=N_("Your task: food/forward: its night half sails 6, home to Port Royal."),
         say=N_("Your task: Port Royal (ringed) lies 6 spaces ahead. Choose the card that brings you home.")),
    Step(at=of("finished", ship=ANNE), look=("space:0",),
         say=N_("Home! The first ship back in Port Royal ends the race: the round is played to its end (it "
                "ends with you), then the game is over.")),
    Step(at=Show("game_over"), look=("reveal",),
         say=N_("The count. Home in Port Royal: 15. On the last nine spaces, the white number (2 to 10); "
                "anywhere before, like Jack: -5. Then a point per doubloon, and the treasures turned up: your "
                "+7.")),
    Step(say=N_("That is Jamaica: choose the card that fits the dice, keep food and doubloons for the way, "
                "gunpowder for fights, and race home before the others. Fair winds!")),
))


LESSON = Lesson(
    game="jamaica",
    seats=(LessonSeat("Anne", None, 0), LessonSeat("Calico Jack", "normal", 1)),   # i18n: keep (pirate names)
    options={"setup": SETUP},
    seed=1692,
    chapters=(CAPTAIN, PAYING, COMBAT, HOME),
    script={JACK: (ChooseCard("gold/forward"),                                   # round 1
                   PlaceDice(2, 5), ChooseCard("food/forward"), Sail(37),         # round 2
                   ChooseCard("forward/backward"), Gunpowder(1), first_pay, Sail(36),   # round 3
                   PlaceDice(3, 6), ChooseCard("gold/gold"))},                    # round 4
    locate=locate,
    spots=SPOTS,
    keys=keys,
    ends_game=True,
)

STEPS = LESSON.steps
