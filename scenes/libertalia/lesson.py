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

from ..tutorial import ANY, Lesson, LessonSeat, Show, Step
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


def of(event_type: str, **fields) -> Show:
    """An event of that TYPE whose fields have these values."""
    return Show(event_type, lambda e: all(getattr(e, k) == v for k, v in fields.items()))


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


def the_count(table) -> str:
    """The count's words, from the engine's own CampaignScored event."""
    scored = next(e for e in reversed(table.history) if e.TYPE == "campaign_scored")
    mine = scored.fortunes[ANNE]
    first = max(range(len(scored.fortunes)), key=lambda s: scored.fortunes[s]["fortune"])
    text = _("Each fortune is doubloons plus booty: chest 5, jewels 3, goods 1, each set of 3 maps 12, a cursed "
             "relic -3; sabres and officers nothing. Yours: {d} doubloons and {b} in booty, so your marker moves "
             "{f} along the score track at the top.")
    text = text.format(d=mine["doubloons"], b=mine["booty"], f=mine["fortune"])
    if first == ANNE:
        return text + " " + _("The richest crew member this campaign: you!")
    return text + " " + _("{who} did best this campaign.").format(who=table.names[first])


STEPS = (
    Step(look=("days",), title=N_("Libertalia"),
         say=N_("Pirates near retirement share out their plunder. A campaign lasts 6 days; the spaces under "
                "the ship (I to VI) hold each day's booty, one token per pirate. Each day you send one "
                "character to take a share.")),
    Step(look=("hand", "dens"),
         say=N_("These 9 characters are your hand. Calico Jack and Mary, two bots, hold the very same 9. The "
                "panels under the ship are the dens, where each pirate's characters and booty gather.")),
    Step(look=("card:29",),
         say=N_("A card: its rank (1 to 30), its ability and when it acts: sun by day, sunset at dusk, moon "
                "at night, hourglass at the end of the campaign. The higher the rank, the sooner it takes "
                "booty.")),
    Step(wait=Pick(CAPTAIN), look=("card:29", "day:1"), explains=("picked",),
         why=N_("Play the Captain (29) today."),
         say=N_("Dawn: everyone chooses a character in secret and lays it face down on the ship; Jack and "
                "Mary choose theirs now. Play the Captain (29), your highest: choose with ←→, then Enter or A.")),
    Step(at=Show("revealed"), look=("ship",),
         shows=(of("revealed", ship=((JACK, BARKEEP), (MARY, FRENCH_OFFICER), (ANNE, CAPTAIN))),),
         say=N_("All picks are turned face up together and set on the ship by rank, lowest on the left: "
                "Jack's Barkeep (7), Mary's French Officer (10), your Captain (29).")),
    Step(at=of("doubloons_moved", payee=ANNE, amount=3), look=("place:1", "place:2", "den:0"),
         shows=(phase("day", 1), of("ability_used", seat=MARY, rank=FRENCH_OFFICER),
                of("ability_used", seat=ANNE, rank=CAPTAIN)),
         say=N_("Day: abilities (sun) act left to right. The Barkeep has none by day; the French Officer gives "
                "+5 only to a pirate with under 9 doubloons: Mary has 10, so nothing. Your Captain takes 3 "
                "from the bank: your purse is in your den's corner.")),
    Step(wait=is_take, expect=Take("chest"), look=("day:1", "options"), shows=(phase("dusk", 1),),
         why=N_("Take a token of today's booty."),
         say=N_("Dusk: right to left, highest rank first, each character takes one token of the day's "
                "booty. You go first. At the count a chest is worth 5 doubloons, goods 1, a cursed relic -3. "
                "Take the one you like (←→, Enter).")),
    Step(at=phase("night", 1), look=("dens",),
         shows=(of("booty_moved", to_seat=MARY), of("booty_moved", to_seat=JACK), of("to_den", seat=ANNE),
                of("to_den", seat=JACK)),
         say=N_("Mary's French Officer took next, and Jack's Barkeep got what was left. Each character then "
                "went to its owner's den with the token it took.")),
    Step(at=of("doubloons_moved", payee=JACK, cause=BARKEEP), look=("den:1",),
         shows=(of("ability_used", seat=JACK, rank=BARKEEP, phase="night"),),
         say=N_("Night: every character in every den uses its night ability (moon), each night until the "
                "campaign ends. Jack's Barkeep earns him 1 doubloon now, and will every night.")),
    # ------------------------------------------------------------------ day 2: a tie
    Step(wait=Pick(FIRST_MATE), look=("card:28",), why=N_("Play the First Mate (28) today."),
         say=N_("Day 2. Play the First Mate (28): at the end of the campaign he pays 1 doubloon for each "
                "character in your den.")),
    Step(at=Show("revealed"), look=("place:1", "place:2"),
         shows=(of("revealed", ship=((MARY, FREED_SLAVE), (ANNE, FIRST_MATE), (JACK, FIRST_MATE))),),
         say=N_("Jack played the First Mate too! Equal ranks go by influence, the silver number at the "
                "portrait's lower left: Jack's 6 beats your 1, so his stands to the right of yours and "
                "takes first.")),
    Step(wait=Take("map"), look=("day:2", "option:map"),
         shows=(phase("dusk", 2), of("booty_moved", to_seat=JACK, kinds=("jewels",))),
         why=N_("Take the map: a set of three is worth 12."),
         say=N_("No day abilities today. At dusk Jack took the jewels (3 doubloons). Take the map: one map "
                "is worth nothing, but each set of 3 maps is worth 12 at the count.")),
    # ------------------------------------------------------------------ day 3: the sabre
    Step(wait=Pick(ARMORER), look=("card:20", "day:3"), why=N_("Play the Armorer (20) today."),
         shows=(of("booty_moved", to_seat=MARY, kinds=("goods",)), phase("night", 2)),
         say=N_("Mary's Freed Slave took the goods. Day 3 holds a sabre. Play the Armorer (20): at night he "
                "pays 1 doubloon for each sabre in your den.")),
    Step(wait=Take("sabre"), look=("day:3", "option:sabre"),
         shows=(of("revealed", ship=((MARY, CABIN_BOY), (JACK, FREED_SLAVE), (ANNE, ARMORER))),
                phase("dusk", 3)),
         why=N_("Take the sabre."),
         say=N_("Your Armorer is the highest today. Take the sabre: it strikes at once. You discard a "
                "character from the den of a neighbour, on your left or your right.")),
    Step(wait=is_slash, expect=Slash(MARY, FREED_SLAVE), look=("den:1", "den:2"),
         why=N_("Choose a character in Jack's or Mary's den."),
         say=N_("Choose the victim in Jack's den (your left) or Mary's (your right). Night characters pay "
                "every night: Jack's Barkeep 1, Mary's Freed Slave 1 for each higher rank in her den.")),
    Step(at=phase("night", 3), look=("day:3", "dens"),
         shows=(of("character_discarded", cause="sabre"), of("ability_used", seat=MARY, rank=CABIN_BOY,
                                                              phase="dusk")),
         say=N_("The victim went to the graveyard: crossed out in its den, it acts no more. Jack's Freed "
                "Slave took the map; Mary's Cabin Boy takes no booty (his dusk ability), so the goods stay on "
                "day 3 till the campaign ends.")),
    Step(at=of("doubloons_moved", payee=ANNE, cause=ARMORER), look=("den:0",),
         say=N_("Night: your Armorer pays you 1 doubloon for your sabre, and will each night. The sabre "
                "itself is worth nothing at the count.")),
    # ------------------------------------------------------------------ day 4: the officer
    Step(wait=Pick(BARKEEP), look=("card:7", "day:4"), why=N_("Play the Barkeep (7) today."),
         say=N_("Day 4 holds a Spanish officer: a character who takes him is discarded at once, though the "
                "token stays in the den. The lowest rank takes what the others leave. Play the Barkeep (7).")),
    Step(at=of("character_discarded", seat=ANNE, rank=BARKEEP, cause="officer"), look=("den:0",),
         shows=(of("ability_used", seat=MARY, rank=CAPTAIN), of("booty_moved", to_seat=MARY, kinds=("jewels",)),
                of("booty_moved", to_seat=JACK, kinds=("goods",)),
                of("booty_moved", to_seat=ANNE, kinds=("officer",))),
         say=N_("Mary's Captain (+3 by day) took the jewels, Jack's French Officer the goods, and your Barkeep "
                "was left with the officer: off to the graveyard. Keep the officer: tomorrow he serves.")),
    # ------------------------------------------------------------------ day 5: the Spanish Spy
    Step(wait=Pick(SPY), look=("card:17",), why=N_("Play the Spanish Spy (17) today."),
         say=N_("Day 5. Play the Spanish Spy (17): by day he discards your Spanish officers and draws a "
                "booty token from the bag for each one.")),
    Step(at=of("booty_drawn", seat=ANNE), look=("den:0", "bag"),
         shows=(of("booty_moved", seat=ANNE, kinds=("officer",), target="discard"),
                of("booty_drawn", seat=ANNE, kinds=("map",))),
         say=N_("The officer went, and the Spy drew a map from the bag into your den, face down: only you "
                "know it (the small ? on your maps). Jack and Mary see a hidden token until the count turns "
                "it up.")),
    Step(at=phase("night", 5), look=("den:0", "den:2"),
         shows=(of("ability_used", seat=MARY, rank=COOK, phase="dusk"),
                of("booty_moved", to_seat=ANNE, kinds=("map",)),
                of("ability_used", seat=JACK, rank=CABIN_BOY, phase="dusk")),
         say=N_("Dusk: Mary's Cook takes two tokens (his dusk ability), the chest and the jewels; your Spy "
                "took the map left; Jack's Cabin Boy, none. Three maps in your den: a set, worth 12.")),
    # ------------------------------------------------------------------ day 6: free
    Step(wait=is_pick, expect=Pick(CABIN_BOY), look=("hand", "day:6"),
         why=N_("Play any character from your hand."),
         say=N_("The last day: play any of your four. Mind the cursed relic: whoever is last in line is left "
                "with it. The three you keep stay in hand for the next campaign.")),
    Step(at=Show("booty_revealed"), look=("den:0",),
         shows=(phase("night", 6),),
         say=N_("After the sixth night comes the day of rest, the count. First the face-down tokens are "
                "turned face up: your Spy's map.")),
    Step(at=of("ability_used", seat=ANNE, rank=FIRST_MATE, phase="end"), look=("den:0",),
         say=N_("Then the end-of-campaign abilities (hourglass) act: your First Mate +1 per character in your "
                "den, your Captain -3 per cursed relic you hold.")),
    Step(at=Show("campaign_scored"), look=("ledger",), say=the_count,
         shows=(of("ability_used", seat=ANNE, rank=CAPTAIN, phase="end"),)),
    Step(at=Show("campaign_begins"), look=("hand",),
         say=N_("Campaign 2 of 3: dens and graveyards leave the game, purses go back to 10, and 6 new "
                "identical characters join the 3 you kept. After three campaigns the score track names the "
                "winner. Fair winds!")),
)


LESSON = Lesson(
    game="libertalia",
    seats=(LessonSeat("Anne", None, 0), LessonSeat("Calico Jack", "normal", 1),    # i18n: keep (pirate names)
           LessonSeat("Mary", "normal", 2)),                                       # i18n: keep (pirate names)
    options={"setup": SETUP},
    seed=1720,
    steps=STEPS,
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
    minutes=10,
)
