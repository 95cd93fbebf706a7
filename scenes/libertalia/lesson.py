"""Libertalia's guided first game: the identical hands, the secret pick, ties by influence, day, dusk
and night, the sabre, the Spanish officer and the Spanish Spy's face-down draw, booty values and the
campaign's count.

Anne (the learner) plays the first campaign (six days) against two bots, Calico Jack (her left
neighbour) and Mary (her right), all three holding the same nine characters. Fixed booty and a
fixed draw from the bag; the bots' picks are scripted and they take the best token left:

    day  booty                 Anne              Jack              Mary
    1    chest goods relic     Captain 29        Barkeep 7         French Officer 10
    2    jewels map goods      First Mate 28     First Mate 28     Freed Slave 12   (tie: Jack's 6 > Anne's 1)
    3    sabre map goods       Armorer 20        Freed Slave 12    Cabin Boy 5      (Anne's sabre strikes)
    4    jewels goods officer  Barkeep 7         French Officer 10 Captain 29       (the officer is left for Anne)
    5    chest jewels map      Spanish Spy 17    Cabin Boy 5       Cook 18          (the Spy draws a map, face down)
    6    jewels goods relic    her own choice    Armorer 20        First Mate 28

Anne picks freely on day 1 at dusk and on day 6, chooses the sabre's victim herself, and ends
with three maps (a set: 12). The lesson ends as campaign 2 begins; the bots then play on for
themselves ("Play on").
"""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.libertalia.actions import Pick, Slash, Take
from game.libertalia.booty import value

from ..tutorial import Chapter, Lesson, LessonSeat, Show, Step, of
from .lesson_places import SPOTS, keys, locate

ANNE, JACK, MARY = 0, 1, 2
CAPTAIN, FIRST_MATE, ARMORER, BARKEEP, SPY, COOK = 29, 28, 20, 7, 17, 18
FRENCH_OFFICER, FREED_SLAVE, CABIN_BOY = 10, 12, 5

SETUP = {
    "colours": [1, 0, 2],            # influence: Anne's First Mate 1, Jack's 6 (the tie on day 2)
    "deals": [[CABIN_BOY, BARKEEP, FRENCH_OFFICER, FREED_SLAVE, SPY, COOK, ARMORER, FIRST_MATE, CAPTAIN]],
    "booty": [[["chest", "goods", "relic"],
               ["jewels", "map", "goods"],
               ["sabre", "map", "goods"],
               ["jewels", "goods", "officer"],
               ["chest", "jewels", "map"],
               ["jewels", "goods", "relic"]]],
    "bag": ["map"],                  # the Spanish Spy's draw
}


def phase(name: str, day: int) -> Show:
    return of("phase_begins", phase=name, day=day)


def prefer(*kinds: str):
    """A bot's dusk take: the first of `kinds` still on today's space."""
    def choose(view: dict, legal: list) -> Take:
        return next(Take(k) for k in kinds if Take(k) in legal)
    return choose


def is_take(action) -> bool:
    return isinstance(action, Take)


def is_pick(action) -> bool:
    return isinstance(action, Pick)


def is_slash(action) -> bool:
    return isinstance(action, Slash)


def worth_most(view: dict, action) -> bool:
    """A take of the token worth most at the count among today's (maps count nothing alone)."""
    today = view["booty"][view["day"] - 1]
    return value([action.kind]) == max(value([k]) for k in today)


def the_count(table) -> str:
    """The count's words, from the engine's own CampaignScored event."""
    scored = next(e for e in reversed(table.history) if e.TYPE == "campaign_scored")
    mine = scored.fortunes[ANNE]
    first = max(range(len(scored.fortunes)), key=lambda s: scored.fortunes[s]["fortune"])
    text = _("Your fortune: {d} doubloons plus {b} in booty. Your marker moves {f} along the track at the "
             "top.").format(d=mine["doubloons"], b=mine["booty"], f=mine["fortune"])
    if first == ANNE:
        return text + " " + _("The richest crew member this campaign: you!")
    return text + " " + _("{who} did best this campaign.").format(who=table.names[first])


CREW = Chapter(N_("Your crew and the dawn"), minutes=3, steps=(
    Step(look=("days",),
         say=N_("Libertalia: pirates share out their plunder. A campaign lasts 6 days; under the ship lies each "
                "day's booty, one token per pirate.")),
    Step(look=("hand", "dens"),
         say=N_("These 9 characters are your hand; Calico Jack and Mary hold the very same 9. Under the ship, each "
                "pirate's den.")),
    Step(look=("card:29",),
         say=N_("A card: its rank (1 to 30), its ability, and when it acts: sun by day, sunset at dusk, moon at "
                "night, hourglass at the end of the campaign.")),
    Step(look=("day:1",), explains=("picked",),
         say=N_("Dawn: everyone chooses one character in secret. The higher the rank, the sooner it takes "
                "booty at dusk.")),
    Step(wait=Pick(CAPTAIN), look=("hand", "day:1"), task=True,
         why=N_("Your task: the highest rank in your hand is the Captain (29)."),
         say=N_("Your task: play your highest character, to take first today (\u2190\u2192, then Enter).")),
))

DUSK = Chapter(N_("Day and dusk"), minutes=3, steps=(
    Step(at=Show("revealed"), look=("ship",),
         shows=(of("revealed", ship=((JACK, BARKEEP), (MARY, FRENCH_OFFICER), (ANNE, CAPTAIN))),),
         say=N_("The picks turn up together and stand by rank, lowest on the left: Jack's Barkeep (7), Mary's "
                "French Officer (10), your Captain (29).")),
    Step(at=of("doubloons_moved", payee=ANNE, amount=3), look=("place:1", "place:2", "den:0"),
         shows=(phase("day", 1), of("ability_used", seat=MARY, rank=FRENCH_OFFICER),
                of("ability_used", seat=ANNE, rank=CAPTAIN)),
         say=N_("Day: the suns act left to right. Mary has 10 doubloons, so her Officer's +5 (under 9) gives "
                "nothing; your Captain takes 3.")),
    Step(look=("day:1",), shows=(phase("dusk", 1),),
         say=N_("Dusk: right to left, highest rank first, each character takes one token. At the count a chest "
                "is worth 5, goods 1, a cursed relic -3.")),
    Step(wait=is_take, judge=worth_most, expect=Take("chest"), look=("day:1", "options"), task=True,
         why=N_("Your task: the token worth most at the count: the treasure chest, 5."),
         say=N_("Your task: you take first. Take the token worth most at the count (\u2190\u2192, Enter).")),
))

NIGHT = Chapter(N_("Night, and a tie"), minutes=3, steps=(
    Step(at=phase("night", 1), look=("dens",),
         shows=(of("booty_moved", to_seat=MARY), of("booty_moved", to_seat=JACK), of("to_den", seat=ANNE),
                of("to_den", seat=JACK)),
         say=N_("Mary took next, Jack's Barkeep got what was left. Each character then went to its owner's den "
                "with its token.")),
    Step(at=of("doubloons_moved", payee=JACK, cause=BARKEEP), look=("den:1",),
         shows=(of("ability_used", seat=JACK, rank=BARKEEP, phase="night"),),
         say=N_("Night: every moon in every den acts, each night until the campaign ends. Jack's Barkeep earns "
                "him 1 doubloon.")),
    Step(wait=Pick(FIRST_MATE), look=("card:28",), why=N_("Play the First Mate (28) today."),
         say=N_("Day 2. Play the First Mate (28): at the end of the campaign, +1 for each character in your "
                "den.")),
    Step(at=Show("revealed"), look=("place:1", "place:2"),
         shows=(of("revealed", ship=((MARY, FREED_SLAVE), (ANNE, FIRST_MATE), (JACK, FIRST_MATE))),),
         say=N_("Jack played the First Mate too! Equal ranks go by the silver number at the portrait's lower "
                "left: his 6 beats your 1.")),
    Step(at=of("booty_moved", to_seat=JACK, kinds=("jewels",)), look=("place:2",), shows=(phase("dusk", 2),),
         say=N_("So his card stands right of yours and took first: the jewels (3). No day abilities today.")),
    Step(wait=Take("map"), look=("day:2", "option:map"), task=True,
         why=N_("Your task: the treasure map: three of them make a set, worth 12."),
         say=N_("Your task: one map is worth nothing, but each set of 3 is worth 12. Start a set.")),
))

SABRE = Chapter(N_("The sabre"), minutes=3, steps=(
    Step(wait=Pick(ARMORER), look=("card:20", "day:3"), why=N_("Play the Armorer (20) today."),
         shows=(of("booty_moved", to_seat=MARY, kinds=("goods",)), phase("night", 2)),
         say=N_("Mary's Freed Slave took the goods. Day 3 holds a sabre: play the Armorer (20), +1 each night "
                "for each sabre you hold.")),
    Step(wait=Take("sabre"), look=("day:3", "option:sabre"),
         shows=(of("revealed", ship=((MARY, CABIN_BOY), (JACK, FREED_SLAVE), (ANNE, ARMORER))),
                phase("dusk", 3)),
         why=N_("Take the sabre."),
         say=N_("Your Armorer is the highest. Take the sabre: it strikes at once.")),
    Step(wait=is_slash, expect=Slash(MARY, FREED_SLAVE), look=("den:1", "den:2"), task=True,
         why=N_("Your task: a character in Jack's den (your left) or Mary's (your right)."),
         say=N_("Your task: discard a character from a neighbour's den. Night characters pay every night: "
                "strike one.")),
))

OFFICERS = Chapter(N_("Officers and the spy"), minutes=3, steps=(
    Step(at=phase("night", 3), look=("day:3", "dens"),
         shows=(of("character_discarded", cause="sabre"), of("ability_used", seat=MARY, rank=CABIN_BOY,
                                                              phase="dusk")),
         say=N_("Your victim went to the graveyard: crossed out, it acts no more. Mary's Cabin Boy takes no "
                "booty.")),
    Step(at=of("doubloons_moved", payee=ANNE, cause=ARMORER), look=("den:0",),
         say=N_("Night: your Armorer pays 1 doubloon for your sabre, and will each night. The sabre itself is "
                "worth nothing.")),
    Step(look=("day:3",),
         say=N_("Booty nobody takes stays on its day space until the campaign ends: those goods are nobody's.")),
    Step(wait=Pick(BARKEEP), look=("card:7", "day:4"), why=N_("Play the Barkeep (7) today."),
         say=N_("Day 4 holds a Spanish officer: whoever takes him is discarded, the token stays. The lowest "
                "rank gets what is left: play the Barkeep (7).")),
    Step(at=of("character_discarded", seat=ANNE, rank=BARKEEP, cause="officer"), look=("den:0",),
         shows=(of("ability_used", seat=MARY, rank=CAPTAIN), of("booty_moved", to_seat=MARY, kinds=("jewels",)),
                of("booty_moved", to_seat=JACK, kinds=("goods",)),
                of("booty_moved", to_seat=ANNE, kinds=("officer",))),
         say=N_("Mary took the jewels, Jack the goods, and your Barkeep was left with the officer: off to the "
                "graveyard.")),
    Step(wait=Pick(SPY), look=("hand",), task=True,
         why=N_("Your task: the Spanish Spy (17) discards your officers and draws booty for each."),
         say=N_("Your task: one of your characters turns Spanish officers into booty from the bag. Play him.")),
))

COUNT = Chapter(N_("The last day and the count"), minutes=4, steps=(
    Step(at=of("booty_drawn", seat=ANNE), look=("den:0", "bag"),
         shows=(of("booty_moved", seat=ANNE, kinds=("officer",), target="discard"),
                of("booty_drawn", seat=ANNE, kinds=("map",))),
         say=N_("Your Spy discarded the officer and drew a map, face down: only you know it (the small ?).")),
    Step(at=phase("night", 5), look=("den:0", "den:2"),
         shows=(of("ability_used", seat=MARY, rank=COOK, phase="dusk"),
                of("booty_moved", to_seat=ANNE, kinds=("map",)),
                of("ability_used", seat=JACK, rank=CABIN_BOY, phase="dusk")),
         say=N_("Mary's Cook took two tokens; your Spy the map left. Three maps in your den: a set, worth 12.")),
    Step(look=("day:6",),
         say=N_("Day 6: jewels, goods and a cursed relic (-3). Jack and Mary play higher ranks than yours "
                "today.")),
    Step(wait=Pick(CABIN_BOY), look=("hand", "day:6"), task=True,
         why=N_("Your task: the last in line is left with the relic, unless that character takes no booty."),
         say=N_("Your task: play the one character that keeps the relic out of your den.")),
    Step(at=phase("night", 6), look=("day:6",),
         say=N_("Your Cabin Boy took nothing: the relic stays on day 6 until the campaign ends, and costs "
                "nobody.")),
    Step(at=Show("booty_revealed"), look=("den:0",),
         say=N_("After the sixth night comes the count. The face-down tokens turn up first: your Spy's map.")),
    Step(at=of("ability_used", seat=ANNE, rank=FIRST_MATE, phase="end"), look=("den:0",),
         say=N_("Then the hourglasses act: your First Mate +1 per character in your den, your Captain -3 per "
                "cursed relic.")),
    Step(at=Show("campaign_scored"), look=("ledger",), say=the_count,
         shows=(of("ability_used", seat=ANNE, rank=CAPTAIN, phase="end"),)),
    Step(at=Show("campaign_begins"), look=("hand",),
         say=N_("Campaign 2 of 3: dens leave the game, purses go back to 10, 6 new characters join your 3. "
                "After three campaigns, the richest wins.")),
))

LESSON = Lesson(
    game="libertalia",
    seats=(LessonSeat("Anne", None, 0), LessonSeat("Calico Jack", "normal", 1),    # i18n: keep (pirate names)
           LessonSeat("Mary", "normal", 2)),                                       # i18n: keep (pirate names)
    options={"setup": SETUP},
    seed=1720,
    chapters=(CREW, DUSK, NIGHT, SABRE, OFFICERS, COUNT),
    script={JACK: (Pick(BARKEEP),                                                   # day 1: last, no choice
                   Pick(FIRST_MATE), prefer("jewels", "map", "goods"),             # day 2
                   Pick(FREED_SLAVE), prefer("map", "goods"),                      # day 3
                   Pick(FRENCH_OFFICER), prefer("goods", "officer"),               # day 4
                   Pick(CABIN_BOY),                                                # day 5
                   Pick(ARMORER), prefer("goods", "jewels", "relic")),             # day 6
            MARY: (Pick(FRENCH_OFFICER), prefer("chest", "goods", "relic"),        # day 1
                   Pick(FREED_SLAVE),                                              # day 2: last, no choice
                   Pick(CABIN_BOY),                                                # day 3
                   Pick(CAPTAIN), prefer("jewels", "goods", "officer"),            # day 4
                   Pick(COOK), prefer("chest", "jewels", "map"), prefer("jewels", "map"),   # day 5
                   Pick(FIRST_MATE), prefer("jewels", "goods", "relic"))},         # day 6
    locate=locate,
    spots=SPOTS,
    keys=keys,
)

STEPS = LESSON.steps
