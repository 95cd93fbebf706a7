"""Jamaica's guided first game: the captain's dice, the secret card, day and night, loading and
costs, a fork, a treasure, a combat with gunpowder and the combat die, the end and the -5.

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
"""
from __future__ import annotations

import pygame

from game.i18n import N_
from game.jamaica.actions import ChooseCard, Gunpowder, Loot, Pay, PlaceDice, Sail

from ..tutorial import ANY, Lesson, LessonSeat, Show, Step, of
from . import combat
from .choices import POWDERS
from . import layout as L

ANNE, JACK = 0, 1

SETUP = {
    "captain": ANNE,
    "dice": [[3, 2], [2, 5], [4, 5], [3, 6]],          # the action dice of rounds 1 to 4
    "combat": [6, 2],                                   # Anne's attack, Jack's defence
    "decks": [["forward/food", "forward/gunpowder", "forward/forward", "food/forward", "gold/gold",
               "gunpowder/gold"],
              ["gold/forward", "food/forward", "forward/backward", "gold/gold", "gunpowder/food"]],
    "treasures": ["plus7"],
    "tokens": [33],                                     # the other lairs' treasures were found already
    "ships": [{"space": 28, "holds": [["gold", 6], [None, 0], [None, 0], [None, 0], [None, 0]]},
              {"space": 30, "holds": [["food", 6], ["gold", 5], ["gunpowder", 1], [None, 0], [None, 0]]}],
}


def first_pay(view: dict, legal: list) -> Pay:
    """Jack pays 3 food from his two piles: the first way offered."""
    return legal[0]


STEPS = (
    Step(look=("space:0", "ship:0"),
         say=N_("Jamaica is a race round the island. Every ship sails the circuit from Port Royal and back. "
                "When one gets home, the game ends: then the place each ship reached, its doubloons and its "
                "treasures decide the winner.")),
    Step(look=("ship:0", "ship:1", "panel:0"),
         say=N_("You sail Anne's ship, vermilion; Calico Jack, sky blue, is a bot. We join the race half-way "
                "round: you are on space 28, Jack on 30. Your board is at the top left.")),
    Step(look=("holds:0",),
         say=N_("A ship has 5 holds, each with one kind of goods: food, doubloons or gunpowder. You carry 6 "
                "doubloons: they pay for ports, and each one left at the end is a point.")),
    Step(wait=PlaceDice(3, 2), look=("place:3",), explains=("dice_placed",),
         why=N_("Put the 3 on the day (sun) and the 2 on the night (moon)."),
         say=N_("You hold the compass: you are the captain. The captain rolls the two dice, 3 and 2 here, and "
                "puts one on the day (sun) and one on the night (moon). Put the 3 on the day: choose with "
                "←→, then Enter or A.")),
    Step(wait=ChooseCard("forward/food"), look=("card:forward/food",),
         why=N_("Play the card with forward by day and food by night."),
         say=N_("Now everyone chooses a card in secret, Jack too. Its top half acts by day with the sun die, "
                "its bottom half by night with the moon die. Play forward/food: forward 3 by day, 2 food by "
                "night.")),
    Step(at=of("card_revealed", seat=ANNE), look=("played:0", "played:1"),
         shows=("card_chosen", "cards_drawn"),
         say=N_("Both have chosen, and each drew a card at once, back to 3 in hand. Now, the captain first, "
                "each player turns the card face up and does its day half, then its night half.")),
    Step(at=of("paid", ship=ANNE), look=("space:31", "holds:0"),
         shows=("turn_started", "action_started", of("sailed", ship=ANNE)),
         say=N_("By day your ship sailed 3 spaces, to the port on 31. Stopping on a space costs what it "
                "shows: doubloons in a port, food at sea. You paid 3 doubloons. A ship that cannot pay is "
                "sent back by the combat die.")),
    Step(at=of("loaded", ship=ANNE), look=("holds:0",),
         say=N_("By night you loaded 2 food from the bank. A load always goes into an empty hold; with none "
                "empty, you must tip out a hold of another kind to make room.")),
    Step(at=Show("dice_placed"), look=("ship:1", "top"),
         shows=(of("loaded", ship=JACK), of("sailed", ship=JACK), of("paid", ship=JACK), "card_discarded",
                "compass_passed", "round_started", "dice_rolled"),
         say=N_("Jack loaded 3 doubloons by day, then sailed 2 by night to the sea on 32 and paid 3 food. Played "
                "cards go to the discard pile. Then the compass passed to Jack: as captain he rolled 2 and 5 "
                "and put the 2 on the day.")),
    Step(wait=ChooseCard("forward/gunpowder"), look=("card:forward/gunpowder",),
         why=N_("Play the card with forward by day and gunpowder by night."),
         say=N_("Play forward/gunpowder: forward 2 by day, 5 gunpowder by night. This round Jack is captain, "
                "so he plays first.")),
    Step(wait=Sail(33), look=("space:33", "space:39"),
         shows=(Show("sailed", lambda e: e.ship == JACK and e.path[-1] == 37),),
         why=N_("Sail to the lair on 33: its treasure is waiting there."),
         say=N_("Jack went round the long lane to the lair on 37. Your 2 steps reach a fork at 32: the long "
                "lane to the pirate lair on 33, or the short channel to 39 (4 food). Take 33: its treasure "
                "is still there.")),
    Step(at=of("treasure_found", ship=ANNE), look=("space:33", "treasures:0"),
         say=N_("Stopping on a lair is free, and you take its treasure. Yours is face down, worth +7 at the "
                "end: only you know. Some treasures are cursed (-2 to -4); powers, like Lady Beth or a 6th "
                "hold, lie face up.")),
    Step(wait=PlaceDice(4, 5), look=("place:4", "ship:1"),
         shows=(of("loaded", ship=ANNE, kind="gunpowder"),),
         why=N_("Put the 4 on the day: Jack's ship lies 4 spaces ahead."),
         say=N_("By night you loaded 5 gunpowder. The compass is back with you: you rolled 4 and 5. Jack's "
                "ship lies 4 spaces ahead, on 37: put the 4 on the day.")),
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
    Step(wait=Loot("hold", 1), look=("loot:1",),
         why=N_("Take the hold with Jack's 5 doubloons."),
         say=N_("The winner takes the whole of one of the loser's holds, or one treasure card, or hands over "
                "a cursed treasure. Take Jack's 5 doubloons: every doubloon is a point.")),
    Step(at=Show("sailed", lambda e: e.ship == ANNE and e.path[-1] == 44), look=("holds:0", "space:44"),
         shows=(of("plundered", winner=ANNE),),
         say=N_("The doubloons went into an empty hold of yours. Your night 5 took you to the lair on 44: its "
                "treasure was found long ago, so you just stop there, free.")),
    Step(at=Show("dice_placed"), look=("ship:1", "top"),
         shows=(of("paid", ship=JACK), Show("sailed", lambda e: e.ship == JACK and e.path[-1] == 36)),
         say=N_("Jack sailed 4 to 43 and paid 3 food, then 5 back by night to 36. The compass is his again: "
                "3 by day, 6 by night.")),
    Step(wait=ChooseCard("food/forward"), look=("card:food/forward", "space:0"),
         why=N_("Play food/forward: its night half brings you home."),
         say=N_("Port Royal is 6 spaces ahead. Play food/forward: 3 food by day, and by night the moon's 6 "
                "brings you home.")),
    Step(at=of("finished", ship=ANNE), look=("space:0",),
         say=N_("Home! The first ship back in Port Royal ends the race: the round is played to its end (it "
                "ends with you), then the game is over.")),
    Step(at=Show("game_over"), look=("reveal",),
         say=N_("The count. Home in Port Royal: 15. On spaces 41 to 49, the white number (2 to 10); anywhere "
                "before, like Jack on 36: -5. Then a point per doubloon, and the treasures turned up: your "
                "+7.")),
    Step(say=N_("That is Jamaica: choose the card that fits the dice, keep food and doubloons for the way, "
                "gunpowder for fights, and race home before the others. Fair winds!")),
)


# ----------------------------------------------------------------------------- the table's places
def union(rects: list) -> list[pygame.Rect]:
    rects = [pygame.Rect(r) for r in rects]
    return [rects[0].unionall(rects[1:])] if rects else []


def choice_rects(table, test=None) -> list[pygame.Rect]:
    """The pending decision's options drawn now (those whose action passes `test`)."""
    dec = table._decision
    out = []
    for index, rect in table.choice_rects:
        if index == "confirm" or dec is None or index >= len(dec.options):
            continue
        if test is None or test(dec.options[index].action):
            out.append(rect)
    return out


def locate(table, key: str) -> list[pygame.Rect]:
    """Where a step's `look` key stands on the Jamaica table."""
    name, _sep, arg = key.partition(":")
    ships = table.shown.get("ships") or []
    if name == "space":
        return [L.space_rect(int(arg))]
    if name == "ship":
        return [L.space_rect(ships[int(arg)]["space"])]
    if name == "panel":
        return [L.panel_rect(int(arg), table.players)]
    if name == "holds":
        panel = L.panel_rect(int(arg), table.players)
        return union(L.hold_rects(panel, len(ships[int(arg)]["holds"])))
    if name == "played":
        return [L.card_rect(L.panel_rect(int(arg), table.players))]
    if name == "treasures":
        sv = ships[int(arg)]
        return union(L.treasure_rects(L.panel_rect(int(arg), table.players), len(sv["face_up"]) + sv["hidden"]))
    if name == "dice":                  # the tray, when no decision panel covers it
        tray = L.tray()
        return [tray["dice_day"].union(tray["dice_night"])] if table.decision() is None else []
    if name == "top":
        return [getattr(table, "top_drawn", None) or L.TOP_BAR]
    if name == "card":
        return choice_rects(table, lambda a: isinstance(a, ChooseCard) and a.card == arg)
    if name == "place":
        return choice_rects(table, lambda a: isinstance(a, PlaceDice) and a.day == int(arg))
    if name == "loot":
        return choice_rects(table, lambda a: isinstance(a, Loot) and a.take == "hold" and a.hold == int(arg))
    if name == "powder":
        return [combat.CONTROLS]
    if name == "combat":
        return [combat.RECT]
    if name == "reveal":
        if table.reveal is None:
            return []
        rect = pygame.Rect(0, 0, 1120, 120 + len(table.reveal.rows) * table.reveal.ROW_H)
        rect.center = (960, 560)
        return [rect]
    return []


def keys(table, action) -> list[str]:
    """The keys that make the table take `action`: right (or left) from the focused option to
    the decision's option for it, then confirm (an amount of gunpowder does not wrap round)."""
    dec = table.decision()
    index = dec.index_of(action)
    if index is None:
        raise ValueError(f"{action!r} is not an option of the {dec.kind!r} decision")
    if dec.kind not in POWDERS:
        return ["right"] * ((index - table.sel) % len(dec.options)) + ["confirm"]
    step = index - table.sel
    return ["right"] * step + ["left"] * -step + ["confirm"]


LESSON = Lesson(
    game="jamaica",
    seats=(LessonSeat("Anne", None, 0), LessonSeat("Calico Jack", "normal", 1)),   # i18n: keep (pirate names)
    options={"setup": SETUP},
    seed=1692,
    steps=STEPS,
    script={JACK: (ChooseCard("gold/forward"),                                   # round 1
                   PlaceDice(2, 5), ChooseCard("food/forward"), Sail(37),         # round 2
                   ChooseCard("forward/backward"), Gunpowder(1), first_pay, Sail(36),   # round 3
                   PlaceDice(3, 6), ChooseCard("gold/gold"))},                    # round 4
    locate=locate,
    spots=(pygame.Rect(12, 368, 360, 645), pygame.Rect(1548, 368, 360, 645)),   # above the prompt row
    keys=keys,
    ends_game=True,
    minutes=10,
)
