"""Libertalia's How-to-play pages: the voyage as the rulebook tells it, with game/libertalia's rulings."""
from __future__ import annotations

from game.i18n import N_, _
from game.libertalia.booty import ORDER

from ..glossary import figures
from ..howto import WHATS_THIS, Figure, Page, keys
from . import glossary as G

BOOTY_FIGURES = figures(*(G.BOOTY[k] for k in ORDER))
PHASE_FIGURES = figures(G.PHASES["dawn"], G.PHASES["day"], G.PHASES["dusk"], G.PHASES["night"], G.PHASES["end"])
CHARACTER = Figure(G.portrait(29), N_("Characters"))
DOUBLOONS = figures(G.DOUBLOONS)[0]
BOOTY = Figure("libertalia/booty/chest.png", N_("Booty token"))
CARD_BACK = Figure("libertalia/back.png", N_("Face down"))
CONTROL_KEYS = keys("enter", "a", "esc", "start")   # the keys the page names

GOAL = (N_("The voyage"), N_("""
Three campaigns of six days aboard one ship. Every day each pirate sends one character on
deck; together they share out the booty of the day. The richest after three campaigns wins.

- Your crew: 30 characters, ranked 1 to 30; everybody holds the same ones.
- Campaign 1: 9 characters dealt, the same ranks to everyone. Campaigns 2 and 3: the cards
you did not play stay in hand and 6 new ones come, again the same for everyone.
- Every campaign starts with 10 doubloons each, and one booty token per player per day,
drawn from the bag onto the 6 day spaces, face up: you see all the campaign's booty.
"""), (CHARACTER, DOUBLOONS, BOOTY))

DAY = (N_("A day"), N_("""
- Dawn: everyone chooses a character from their hand in secret and lays it face down.
- The reveal: all turn over together and take their places on deck by rank, lowest on the
left. Equal ranks are ordered by the silver influence number in the card's corner (lower
on the left).
- Day: from left to right, each character with a day ability (sun) uses it.
- Dusk: from right to left (highest rank first) each character takes one booty token of
the day, its owner choosing, then goes to its owner's den. Tokens nobody takes stay on
their day space until the campaign ends.
- Night: every character in every den with a night ability (moon) uses it, every night.
"""), (CARD_BACK,) + PHASE_FIGURES[1:4])

BOOTY_PAGE = (N_("Booty"), N_("""
- Treasure chest +5, jewels +3, goods +1.
- Treasure maps: 12 for each full set of 3, nothing for fewer.
- Cursed relic: -3.
- Sabre: when you take it, discard a character from the den of your left or right
neighbour (your choice; nothing if both are empty).
- Spanish officer: when you take it, the character that took it is discarded; the token
stays in your den.

The Cook takes two tokens, the Cabin Boy none. Booty goes into your den face down: what was
taken at dusk everyone saw leave the day space, so it stays shown; the tokens the Spanish Spy
draws from the bag nobody saw: the others see how many, not which, until the count.
"""), BOOTY_FIGURES)

CAMPAIGN = (N_("End of a campaign"), N_("""
After the sixth night, the characters with an end ability (hourglass) in the dens use it.
Then each pirate counts their fortune: doubloons plus booty (never below 0), and moves that
many spaces on the score track.

Dens and graveyards leave the game; the unplayed characters stay in hand for the next
campaign, which starts again with 10 doubloons each and a full bag.

After the third campaign the highest total wins; a tie is a shared victory.
"""), (PHASE_FIGURES[4], DOUBLOONS, BOOTY))

def characters_page(first: int, last: int) -> Page:
    """The characters first..last, each with its ability in glossary.py's (the engine's) words, and
    their portraits beside, in the player's language."""
    ranks = range(first, last + 1)
    text = "\n".join(_("- {rank} {name}. {rule}").format(rank=r, name=_(G.CHARACTER[r].name),
                                                          rule=_(G.CHARACTER[r].rule)) for r in ranks)
    return Page(_("Characters {first}\u2013{last}").format(first=first, last=last), text,
                tuple(Figure(G.portrait(r), "{} {}".format(r, _(G.CHARACTER[r].name))) for r in ranks))


RULINGS = (N_("Fine points"), N_("""
- Abilities must be used unless they say "may"; a payment takes what you have, never more.
- Characters discarded from the deck or a den go to their owner's graveyard, face up
(except what a Surgeon takes back, in secret).
- Night and end abilities all read the dens as they stand when the phase begins.
- An empty day space gives nothing at dusk. A Parrot with an empty hand is just discarded.
- Seats sit clockwise: your left neighbour is the next player round the table.
"""), (Figure(G.portrait(22), G.CHARACTER[22].name), Figure(G.portrait(1), G.CHARACTER[1].name)))

CONTROLS = (N_("Controls"), N_("""
- Left / right (or {pages}) move between your choices; {confirm} takes one.
- At dawn your hand rises card by card: {confirm} lays the ringed card face down.
- Abilities and dusk booty offer their choices in a row under the ship; what they act on
is ringed on the ship or in the dens.
- With several people at the couch, a curtain hides the table before each secret pick:
pass the controller and lift it when the others look away.
- {confirm} skips an animation; {log} shows the ship's log; {menu} (or {back}) opens the menu.
"""), CONTROL_KEYS)


def _page(title: str, text: str, figs: tuple = ()) -> Page:
    """A page in the player's language: made when the pages are asked for, so they follow Settings."""
    return Page(_(title), _(text), figs)


def pages(options: dict) -> list[Page]:
    del options          # Libertalia has no variants in the lobby
    title, text, figs = CONTROLS
    return [*(_page(*p) for p in (GOAL, DAY, BOOTY_PAGE, CAMPAIGN)),
            *(characters_page(first, first + 5) for first in range(1, 31, 6)), _page(*RULINGS),
            Page(_(title), _(text) + _(WHATS_THIS) + "\n", figs)]
