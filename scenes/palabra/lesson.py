"""Palabra de Pirata's guided first game: the islands and the hidden hand, table talk, sharing and
raiding (both share, one raids, both raid), the market's auction, an artifact and the rats.

Anne (the learner) sits with two bots, Calico Jack on her left (island A between them) and
Mary Read on her right (island C); island B is theirs. The full game, from its first day, on
fixed ship cards and fixed gems from the bag (setup "draws"); the lesson plays days 1 and 2,
then offers to play the other three on. Day 1 (no market, as the rulebook says): everyone
promises to share; Anne trusts both (greens at A and C, the red kept in hand); at A she and
Jack share, her 13 picking first (then the greens are swapped); at B Jack raids Mary; at C
Mary raids Anne. Day 2: Anne pays Mary back (her red at C); in the market Jack bids 5 and
wins first, Anne bids one gem and wins second, Mary's red gem (worth -1) wins nothing and
comes back; Jack's treasure map puts a rat on A; Anne's spyglass sees Mary's green at C (a rat
on it) and moves B's gold onto C (rats on B and C); B is lost to two reds, Anne raids C, and
at A Jack (holding her old 13) picks first.

The learner's free choices: what to say at the table, every gem picked, which gem to bid,
which green to put by A on day 2, which gem to move onto C. Locations and keys are in
lesson_places.py.
"""
from __future__ import annotations

import pygame

from game.i18n import N_
from game.palabra import gems
from game.palabra.actions import Bid, MoveGem, Pick, Place, ReturnGems, Talk, UseMap, UseSpyglass

from ..tutorial import ANY, Lesson, LessonSeat, Show, Step, of
from .lesson_places import keys, locate

ANNE, JACK, MARY = 0, 1, 2
A, B, C = 0, 1, 2           # island A lies between Anne and Jack, B between Jack and Mary, C between Mary and Anne

SETUP = {
    "dagger": ANNE,
    "ships": [[4, 13], [5, 12], [8, 9]],
    "draws": [
        # day 1, five gems an island, filled from the dagger's left: A, B, C
        "gold", "violet", "blue", "green", "red",
        "gold", "blue", "green", "red", "red",
        "violet", "blue", "green", "red", "red",
        # day 2, six gems an island, Jack's dagger: B, C, A
        "gold", "violet", "blue", "green", "red", "red",
        "violet", "blue", "green", "green", "red", "red",
        "gold", "violet", "blue", "green", "red", "red",
        # Jack's treasure map draws two onto A
        "blue", "red",
    ],
}


def best_gem(view: dict, legal: list) -> Pick:
    """A pick of the most valuable colour left (the picks come in the order gold to red)."""
    return legal[0]


def shared_out(view: dict) -> bool:
    """The learner's picks of this share are over: at most the last two gems are left (the
    partner picks one, the last comes to the first picker by itself)."""
    share = view.get("share")
    return share is None or view["islands"][share["island"]]["count"] <= 2


def one_gem(action) -> bool:
    return isinstance(action, Bid) and gems.count(action.pile()) == 1 and gems.value(action.pile()) > 0


def cheapest_gem(view: dict, legal: list) -> Bid:
    chest = view["seats"][ANNE]["chest"]
    colour = next(c for c in reversed(gems.COLOURS[:-1]) if chest.get(c))
    return Bid(**{colour: 1})


def red_at_c(action) -> bool:
    return isinstance(action, Place) and dict(action.ships).get(C) == 0 and dict(action.ships).get(A) != 0


def onto_c(action) -> bool:
    return isinstance(action, MoveGem) and action.to_island == C


PROMISES = (Talk(signals=((A, "share"), (C, "share"))))

STEPS = (
    # ---------------------------------------------------------------- the table
    Step(look=("island:0", "island:1", "island:2"),
         say=N_("Palabra de Pirata: each day gems turn up on the islands between the pirates. You share "
                "an island with each neighbour, and each day you both decide in secret: share its gems, or "
                "raid them. After 5 days, the most points in your chest wins.")),
    Step(look=("seat:0", "island:0", "island:2"),
         say=N_("You are Anne, at the bottom. Calico Jack, top left, shares island A with you; Mary Read, top "
                "right, shares island C. Island B is theirs. Both are bots.")),
    Step(look=("island:0",),
         say=N_("Island A shows one gem of each colour. Gold is worth 4 points, violet 3, blue 2, green 1, and "
                "red -1: a red gem costs you a point. Only you see the colours in your chest; everyone sees "
                "how many gems it holds.")),
    Step(look=("hand:0",),
         say=N_("These are your ship cards: a red ship that raids, and two green ships that share, numbered 4 "
                "and 13. Each day you put one face down by each of your islands, A and C. The third stays in "
                "your hand: nobody knows which one it is.")),
    Step(look=("ship:0:0", "ship:0:1"),
         say=N_("Then the ships turn over, and each island goes by its two ships. Two greens: you share its "
                "gems, one at a time, the higher green first. A red and a green: the red takes all. Two reds: "
                "every gem goes back to the bag.")),
    # ---------------------------------------------------------------- day 1: talk, decide
    Step(wait=ANY, expect=PROMISES, look=("tray",), explains=("decided",),
         say=N_("First the table talk, if you like: tell each neighbour \"I will share\" or \"I will raid\". "
                "Words bind no one! ↑↓ an island, ←→ a signal, Enter goes on and sends; Tab says nothing.")),
    Step(at=Show("signals_revealed"), look=("signal:0:1", "signal:2:2"),
         say=N_("Everyone has talked (a tick marks who has chosen), and the signals turn up together: Jack "
                "says he will share island A with you, and Mary says she will share C.")),
    Step(wait=Place(ships=((A, 13), (C, 4))), look=("ship:0:0", "ship:2:0", "tray"),
         shows=(of("phase_begins", phase="decision"),),
         why=N_("Put green 13 by island A and green 4 by island C: the red stays in your hand."),
         say=N_("Now the decision, in secret. Trust them today: green 13 by island A, green 4 by island C, the "
                "red kept in hand. ←→ chooses a card, Enter puts it by the ringed island; Enter again places "
                "them.")),
    Step(at=Show("ships_revealed"), look=("ship:0:1", "ship:2:2"),
         shows=(of("phase_begins", phase="resolution"),),
         say=N_("Everyone has placed. From day 2 a market comes first; on day 1 the ships turn over at once. At "
                "A, Jack's green 12 meets your 13. At C, Mary has put her red, after promising to share!")),
    # ---------------------------------------------------------------- day 1: share, raid
    Step(wait=ANY, expect=best_gem, until=shared_out, look=("island:0", "tray"),
         shows=(of("share_begins", island=A, first=ANNE),),
         why=N_("Pick a gem of island A."),
         say=N_("Two greens at island A: you and Jack share it. Your 13 beats his 12, so you pick first; then "
                "you take turns, one gem each. Choose a gem with ←→ and press Enter or A.")),
    Step(at=Show("greens_swapped"), look=("ship:0:0", "ship:0:1"),
         shows=(of("gem_picked", seat=JACK), of("gem_picked", seat=ANNE, auto=True)),
         say=N_("Five gems: the first picker gets one more; the last came to you by itself. Then you and Jack "
                "swap these two greens to seal the deal: he takes your 13, you his 12. Next time, he picks "
                "first.")),
    Step(at=of("island_raided", island=C), look=("island:1", "island:2", "seat:2"),
         shows=(of("island_raided", island=B, raider=JACK, victim=MARY),),
         say=N_("Island B: Jack's red met Mary's green, so Jack raided her and took all of B. Island C: Mary's "
                "red met your green, and she took all of C. Promises bind no one!")),
    # ---------------------------------------------------------------- day 2: the dagger, the market's wares
    Step(at=Show("day_begins", lambda e: e.day == 2), look=("day", "seat:1"),
         shows=("day_ends",),
         say=N_("Day 1 is over: the day track moves on, and the dagger and the bag pass to Jack, on your left. "
                "He fills the islands today, with one gem more on each than yesterday.")),
    Step(at=Show("islands_filled"), look=("artifacts",),
         say=N_("From today there is a market too. After the ships are placed, each pirate may bid gems for "
                "these four artifacts: the rum bottle, the spyglass, the barrel and the treasure map. They let you "
                "peek at a ship in secret or move gems.")),
    Step(wait=ANY, expect=Talk(signals=()), look=("tray",),
         say=N_("Table talk again: promise what you like, or press Tab to say nothing.")),
    Step(at=Show("signals_revealed"), look=("signal:0:1", "signal:2:2"),
         say=N_("Jack and Mary both promise to share again. Mary said so yesterday too...")),
    Step(wait=red_at_c, expect=Place(ships=((A, 12), (C, 0))), look=("ship:2:0", "ship:0:0"),
         why=N_("Put your red ship by island C, and a green by island A."),
         say=N_("Pay Mary back: a green by island A, whichever you like, then your red by island C. The other "
                "green stays in your hand.")),
    # ---------------------------------------------------------------- day 2: the auction
    Step(at=of("phase_begins", phase="market"), look=("tray",),
         say=N_("The market: everyone bids in secret, gems from the chest in a closed fist. The three best bids "
                "over 0 each use an artifact, the best first (a tie: the first from the dagger, clockwise). "
                "Winners' gems go to the bag; the others take theirs back.")),
    Step(wait=one_gem, expect=cheapest_gem, look=("tray",),
         why=N_("Bid one gem worth something: ↑ puts it in your fist, Enter closes it."),
         say=N_("Bid one gem today: ←→ chooses its colour, ↑ puts it in your fist, Enter closes the fist.")),
    Step(at=Show("bids_revealed"), look=("seat:1", "seat:2", "seat:0"),
         shows=(of("bids_revealed", winners=(JACK, ANNE), returned=(MARY,)),),
         say=N_("The fists open. Jack bid a gold and a green, 5: he is first, you second. Mary bid a red gem, "
                "worth -1: a bid must be worth more than 0, so she takes it back and uses nothing.")),
    # ---------------------------------------------------------------- day 2: artifacts and rats
    Step(at=of("gems_returned", seat=JACK), look=("island:0", "artifact:map", "rats"),
         shows=(of("bid_paid", seat=JACK), of("artifact_used", seat=JACK, artifact="map", island=A),
                of("gems_drawn", island=A), of("rats_placed", seat=JACK, islands=(A,))),
         say=N_("Jack's gems went to the bag, and he used the treasure map on island A: 2 gems from the bag onto "
                "A, then 2 of A's (two reds) back to the bag. A rat marks A: nothing with a rat can be touched "
                "by another artifact today.")),
    Step(wait=UseSpyglass(target=MARY, island=C), look=("tray", "ship:2:2"),
         shows=(of("bid_paid", seat=ANNE),),
         why=N_("Use the spyglass on Mary's ship at island C."),
         say=N_("Your gem went to the bag: your turn. Take the spyglass (←→, Enter), then Mary's ship by island C "
                "(←→ moves the gold ring, Enter): only you will see it.")),
    Step(at=of("rats_placed", seat=ANNE), look=("ship:2:2",),
         shows=(of("ship_peeked", target=MARY, slot=C, card=9),),
         say=N_("Mary's ship at C is green 9: she means to share, so your red will take all of C. A rat marks "
                "her ship now.")),
    Step(wait=onto_c, expect=MoveGem(gem="gold", from_island=B, to_island=C), look=("island:1", "island:2"),
         why=N_("Move a gem onto island C (from B: A carries a rat)."),
         say=N_("The spyglass also moves one gem from an island to another. A has Jack's rat, so take from B: "
                "choose island B, a gem, then island C, which is all yours today.")),
    # ---------------------------------------------------------------- day 2: both raid, a raid, a share
    Step(at=Show("ships_revealed"), look=("island:1", "island:2"),
         shows=(of("gem_moved", seat=ANNE, to_island=C), of("rats_placed", seat=ANNE, islands=(B, C))),
         say=N_("Rats mark B and C too. The third place in the market went to nobody, so the market is over and "
                "the ships turn over.")),
    Step(at=Show("island_lost"), look=("island:1",),
         say=N_("Island B: Jack and Mary both raided. Two reds: nobody gets anything, and its gems go back to the "
                "bag.")),
    Step(at=of("island_raided", island=C, raider=ANNE), look=("island:2", "chest:0"),
         say=N_("Island C: your red met Mary's green: all of C is yours, the gem you moved with it.")),
    Step(wait=ANY, expect=best_gem, until=shared_out, look=("island:0", "tray"),
         shows=(of("share_begins", island=A, first=JACK),),
         why=N_("Pick a gem of island A."),
         say=N_("Island A: your old 13 makes Jack the first picker now. Take your turns: choose a gem each time "
                "(←→, Enter).")),
    Step(at=Show("day_begins", lambda e: e.day == 3), look=("seat:2", "rats"),
         shows=("greens_swapped", "day_ends"),
         say=N_("Day 2 is over. The rats go back, the artifacts turn face up, and the dagger passes to Mary. "
                "Three days are left, each with one more gem on every island.")),
    Step(say=N_("That is Palabra de Pirata: share with those who share, raid when it pays, and bid for an "
                "artifact when it can turn the day. Play on against the bots from here, or start a real "
                "game.")),
)

LESSON = Lesson(
    game="palabra",
    seats=(LessonSeat("Anne", None, 0), LessonSeat("Calico Jack", "normal", 1),
           LessonSeat("Mary Read", "normal", 2)),                         # i18n: keep (pirate names)
    options={"market": True, "talk": True, "setup": SETUP},
    seed=1720,
    steps=STEPS,
    script={
        JACK: (Talk(signals=((A, "share"),)), Place(ships=((A, 12), (B, 0))), best_gem, best_gem,       # day 1
               Talk(signals=((A, "share"),)), Place(ships=((A, 13), (B, 0))), Bid(gold=1, green=1),
               UseMap(island=A), ReturnGems(red=2), best_gem, best_gem, best_gem),                    # day 2
        MARY: (Talk(signals=((C, "share"),)), Place(ships=((B, 9), (C, 0))),                             # day 1
               Talk(signals=((C, "share"),)), Place(ships=((B, 0), (C, 9))), Bid(red=1)),               # day 2
    },
    locate=locate,
    spots=(pygame.Rect(320, 70, 1280, 330), pygame.Rect(320, 758, 1280, 236),
           pygame.Rect(8, 180, 314, 810), pygame.Rect(1598, 180, 314, 810)),
    keys=keys,
    minutes=10,
)
