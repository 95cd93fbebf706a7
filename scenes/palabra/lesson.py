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

from ..tutorial import ANY, Chapter, Lesson, LessonSeat, Show, Step, of
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


PROMISES = Talk(signals=((A, "share"), (C, "share")))


def promises(action) -> bool:
    """A talk that promises both neighbours to share."""
    return isinstance(action, Talk) and set(action.signals) == {(A, "share"), (C, "share")}


def is_pick(action) -> bool:
    return isinstance(action, Pick)


def most_valuable(view: dict, action) -> bool:
    """A pick of the most valuable colour left on the island being shared."""
    share = view.get("share")
    if share is None:
        return True
    pile = view["islands"][share["island"]]["gems"]
    best = max((c for c in gems.COLOURS if pile.get(c)), key=lambda c: gems.POINTS[c], default=None)
    return best is None or action.gem == best


TALK = Chapter(N_("The islands and table talk"), minutes=3, steps=(
    Step(look=("island:0", "island:1", "island:2"),
         say=N_("Palabra de Pirata: each day gems turn up on the islands between the pirates. After 5 days, the richest chest "
                "wins.")),
    Step(look=("seat:0", "island:0", "island:2"),
         say=N_("You are Anne, at the bottom. You share island A with Calico Jack (top left) and island C with "
                "Mary Read (top right). B is theirs.")),
    Step(look=("island:0",),
         say=N_("Gold is worth 4 points, violet 3, blue 2, green 1, red -1. Everyone sees how many gems your "
                "chest holds; only you see their colours.")),
    Step(look=("hand:0",),
         say=N_("Your ship cards: the red ship raids, the greens 4 and 13 share. Each day one goes face down by "
                "each of your islands; the third stays in your hand.")),
    Step(look=("ship:0:0", "ship:0:1"),
         say=N_("Two greens share an island, the higher green picking first. A red takes everything from a "
                "green. Two reds: every gem goes back to the bag.")),
    Step(look=("tray",), explains=("decided",),
         say=N_("Table talk comes first, this edition's house rule: tell each neighbour \"I will share\" or "
                "\"I will raid\". Words bind no one.")),
    Step(wait=promises, expect=PROMISES, look=("tray",), task=True,
         why=N_("Your task: \"I will share\" to both Jack (island A) and Mary (island C)."),
         say=N_("Your task: promise both neighbours to share. \u2191\u2193 an island, \u2190\u2192 a signal, "
                "Enter sends.")),
))

DECISION = Chapter(N_("The decision"), minutes=2, steps=(
    Step(at=Show("signals_revealed"), look=("signal:0:1", "signal:2:2"),
         say=N_("The signals turn up together: Jack says he will share island A, Mary that she will share C.")),
    Step(wait=Place(ships=((A, 13), (C, 4))), look=("ship:0:0", "ship:2:0", "tray"), task=True,
         shows=(of("phase_begins", phase="decision"),),
         why=N_("Your task: green 13 by island A, green 4 by island C; the red stays in your hand."),
         say=N_("Your task: trust them. Your higher green, 13, by A (Jack holds a 12), green 4 by C; the red "
                "stays in hand.")),
))

SHARE = Chapter(N_("Resolution: share or raid"), minutes=3, steps=(
    Step(at=Show("ships_revealed"), look=("ship:0:1", "ship:2:2"),
         shows=(of("phase_begins", phase="resolution"),),
         say=N_("No market on day 1: the ships turn over at once. At A, Jack's green 12 meets your 13. At C, Mary "
                "put her red, after promising to share!")),
    Step(at=of("share_begins", island=A, first=ANNE), look=("island:0",),
         say=N_("Two greens at A: you and Jack share it, one gem each in turn. Your 13 beats his 12, so you "
                "pick first.")),
    Step(wait=is_pick, judge=most_valuable, expect=best_gem, until=shared_out, look=("island:0", "tray"), task=True,
         why=N_("Your task: the gem worth most on island A: gold 4, violet 3, blue 2, green 1, red -1."),
         say=N_("Your task: take the most valuable gem each time (\u2190\u2192, Enter).")),
))

MARKET = Chapter(N_("The market"), minutes=4, steps=(
    Step(at=Show("greens_swapped"), look=("ship:0:0", "ship:0:1"),
         shows=(of("gem_picked", seat=JACK), of("gem_picked", seat=ANNE, auto=True)),
         say=N_("Five gems: the first picker gets one more. Then you and Jack swap greens: he takes your 13, so "
                "next time he picks first.")),
    Step(at=of("island_raided", island=C), look=("island:1", "island:2"),
         shows=(of("island_raided", island=B, raider=JACK, victim=MARY),),
         say=N_("At B, Jack's red met Mary's green: he took it all. At C, Mary's red met your green: she took all "
                "of C.")),
    Step(at=Show("day_begins", lambda e: e.day == 2), look=("day", "seat:1"),
         shows=("day_ends",),
         say=N_("Day 1 is over. The dagger and the bag pass to Jack, who fills the islands: one gem more on "
                "each.")),
    Step(at=Show("islands_filled"), look=("artifacts",),
         say=N_("From day 2 a market follows the decision: four artifacts, bought with gems from your chest.")),
    Step(wait=ANY, expect=Talk(signals=()), look=("tray",),
         say=N_("Table talk again: promise what you like, or press Tab to say nothing.")),
    Step(at=Show("signals_revealed"), look=("signal:0:1", "signal:2:2"),
         say=N_("Jack and Mary both promise to share again. Mary said so yesterday too...")),
    Step(wait=red_at_c, expect=Place(ships=((A, 12), (C, 0))), look=("ship:2:0", "ship:0:0"),
         why=N_("Put your red ship by island C, and a green by island A."),
         say=N_("Pay Mary back: your red by C, a green by A. The other green stays in hand.")),
    Step(at=of("phase_begins", phase="market"), look=("tray",),
         say=N_("The market: everyone bids at once, gems in a closed fist. The 3 best bids worth more than 0 "
                "use an artifact, the best first.")),
    Step(look=("tray",),
         say=N_("Winners pay their gems into the bag; the others take theirs back. A tie goes to the first "
                "from the dagger.")),
    Step(wait=one_gem, expect=cheapest_gem, look=("tray",), task=True,
         why=N_("Your task: one gem worth something in the fist: \u2191 puts it in, Enter closes the fist."),
         say=N_("Your task: bid exactly one gem worth something (\u2190\u2192 a colour, \u2191 into the fist, "
                "Enter).")),
))

ARTIFACTS = Chapter(N_("Artifacts and rats"), minutes=3, steps=(
    Step(at=Show("bids_revealed"), look=("seat:1", "seat:2"),
         shows=(of("bids_revealed", winners=(JACK, ANNE), returned=(MARY,)),),
         say=N_("The fists open. Jack bid 5: first. You: second. Mary bid a red gem (-1), worth less than 1: "
                "she takes it back.")),
    Step(at=of("gems_returned", seat=JACK), look=("island:0", "rats"),
         shows=(of("bid_paid", seat=JACK), of("artifact_used", seat=JACK, artifact="map", island=A),
                of("gems_drawn", island=A), of("rats_placed", seat=JACK, islands=(A,))),
         say=N_("Jack used the treasure map: 2 gems from the bag onto A, then 2 of A's (two reds) back.")),
    Step(look=("island:0",), shows=(of("bid_paid", seat=ANNE),),
         say=N_("A rat now marks A: nothing with a rat can be touched by another artifact today. Your gem went "
                "to the bag too.")),
    Step(wait=UseSpyglass(target=MARY, island=C), look=("tray", "ship:2:2"),
         why=N_("Use the spyglass on Mary's ship at island C."),
         say=N_("Your turn: the spyglass, then Mary's ship by C. Only you will see it.")),
    Step(at=of("rats_placed", seat=ANNE), look=("ship:2:2",),
         shows=(of("ship_peeked", target=MARY, slot=C, card=9),),
         say=N_("Mary's ship at C is green 9: she means to share, so your red takes all of C. A rat marks her "
                "ship.")),
    Step(wait=onto_c, expect=MoveGem(gem="gold", from_island=B, to_island=C), look=("island:1", "island:2"),
         task=True, why=N_("Your task: move a gem onto island C (from B: A carries a rat)."),
         say=N_("Your task: the spyglass moves one gem too. Move a gem onto C, all yours today.")),
))

RESOLUTION = Chapter(N_("Day 2's resolution"), minutes=3, steps=(
    Step(at=Show("ships_revealed"), look=("island:1", "island:2"),
         shows=(of("gem_moved", seat=ANNE, to_island=C), of("rats_placed", seat=ANNE, islands=(B, C))),
         say=N_("Rats mark B and C too. Nobody won the third place, so the market is over: the ships turn "
                "over.")),
    Step(at=Show("island_lost"), look=("island:1",),
         say=N_("At B, Jack and Mary both raided. Two reds: every gem goes back to the bag.")),
    Step(at=of("island_raided", island=C, raider=ANNE), look=("island:2", "chest:0"),
         say=N_("At C, your red met Mary's green: all of C is yours, the gem you moved with it.")),
    Step(wait=is_pick, judge=most_valuable, expect=best_gem, until=shared_out, look=("island:0", "tray"),
         task=True, shows=(of("share_begins", island=A, first=JACK),),
         why=N_("Your task: the gem worth most on island A: gold 4, violet 3, blue 2, green 1, red -1."),
         say=N_("Your task: at A your old 13 makes Jack pick first now. Take the best gem each time.")),
    Step(at=Show("day_begins", lambda e: e.day == 3), look=("seat:2", "rats"),
         shows=("greens_swapped", "day_ends"),
         say=N_("Day 2 is over: the rats go back, the artifacts turn face up, the dagger passes to Mary.")),
    Step(say=N_("That is Palabra de Pirata: share with those who share, raid when it pays, bid when an artifact "
                "can turn the day.")),
))


def neighbours(table) -> list[pygame.Rect]:
    """The neighbours' panels: their ships in hand and their chests stay in sight."""
    return [table.lay.seats[JACK].rect, table.lay.seats[MARY].rect]


LESSON = Lesson(
    game="palabra",
    seats=(LessonSeat("Anne", None, 0), LessonSeat("Calico Jack", "normal", 1),
           LessonSeat("Mary Read", "normal", 2)),                         # i18n: keep (pirate names)
    options={"market": True, "talk": True, "setup": SETUP},
    seed=1720,
    chapters=(TALK, DECISION, SHARE, MARKET, ARTIFACTS, RESOLUTION),
    script={
        JACK: (Talk(signals=((A, "share"),)), Place(ships=((A, 12), (B, 0))), best_gem, best_gem,       # day 1
               Talk(signals=((A, "share"),)), Place(ships=((A, 13), (B, 0))), Bid(gold=1, green=1),
               UseMap(island=A), ReturnGems(red=2), best_gem, best_gem, best_gem),                    # day 2
        MARY: (Talk(signals=((C, "share"),)), Place(ships=((B, 9), (C, 0))),                             # day 1
               Talk(signals=((C, "share"),)), Place(ships=((B, 0), (C, 9))), Bid(red=1)),               # day 2
    },
    locate=locate,
    spots=(pygame.Rect(300, 180, 1320, 225), pygame.Rect(1598, 180, 314, 824), pygame.Rect(1170, 760, 742, 244),
           pygame.Rect(8, 190, 314, 480)),
    keys=keys,
    keep_clear=neighbours,
)

STEPS = LESSON.steps
