"""Palabra de Pirata's rules screen: the rulebook as this edition plays it (game/palabra's rulings).

The pages follow the lobby's options: the market (full game) or the simplified variant,
table talk on or off. The player count is not known here, so the 2-player variant always
has its own page.
"""
from __future__ import annotations

from game.palabra.achievements import ACHIEVEMENTS

from game.i18n import N_, _

from ..glossary import figures
from ..howto import WHATS_THIS, Figure, Page, keys
from . import glossary as G



def lower_first(text: str) -> str:
    """A sentence continued after a colon: "Peek at..." -> "peek at..."."""
    return text[:1].lower() + text[1:]


ARTIFACT_FIGURES = figures(*(G.ARTIFACTS[k] for k in ("rum", "spyglass", "barrel", "map")))
GEM_FIGURES = figures(*(G.GEMS[c] for c in ("gold", "violet", "blue", "green", "red")))
GREEN, RED, BACK, CHEST, DAGGER, BAG, RATS, FIST = figures(G.GREEN_SHIP, G.RED_SHIP, G.SHIP_BACK, G.CHEST, G.DAGGER,
                                                          G.BAG, G.RATS, G.FIST)
OPEN_FIST = Figure("palabra/tokens/hand_open.png", N_("Open fist"))
ARTIFACT = Figure("palabra/artifacts/rum.png", N_("Artifact"))

GOAL_TEXT = N_("""Gems turn up every day on the islands between you and your neighbours. Each day you choose,
in secret, whether to share each of your two islands with the neighbour across it, or to raid
it. After 5 days the player whose chest is worth the most wins.

- Gems (180 in the bag): gold 4 points, violet 3, blue 2, green 1, red\u00a0-1. The more valuable,
the rarer (12 gold, 24 violet, 36 blue, 48 green, 60 red).
- Ship cards: the red ship (raid) and greens (cooperation), numbered 1 to 16. You are dealt
the red and 2 greens summing to 17 (with 2 players, 5 cards: see "Two players"); greens
change hands when you share. Everyone sees which cards you own, not where they lie.
- Your chest: everyone sees how many gems it holds, only you see their colours.
- The dagger marks the first player of the day; it passes clockwise every day.""")


def day_page(market: bool, talk: bool) -> Page:
    decide = (_("Decision: after a round of table talk (this edition's house rule: optional signals to your "
                "neighbours), place 2 of "
                "your ships face down, one at each of your islands.") if talk else
              _("Decision: place 2 of your ships face down, one at each of your islands."))
    market_line = (_("Market (days 2 to 5): bid gems from your chest to use the artifacts.")
                   if market else _("Market: none in the simplified variant (no artifacts, no rats)."))
    upkeep = (_("Maintenance: rats back, artifacts face up, the dagger and the bag pass clockwise.")
              if market else _("Maintenance: the dagger and the bag pass clockwise."))
    lines = [_("The game lasts 5 days; each day has 5 phases, in this order:"), "",
             "- " + _("Excavation: the dagger holder fills the islands with gems from the bag."),
             "- " + decide, "- " + market_line,
             "- " + _("Resolution: the ships are turned face up and each island is shared, raided or lost."),
             "- " + upkeep]
    return Page(_("A day"), "\n".join(lines), (DAGGER, BAG, BACK) + ((ARTIFACT, RATS) if market else ()))


EXCAVATION_TEXT = N_("""One island lies between each pair of neighbours: your left island is shared with your left
neighbour, your right island with your right neighbour.

The dagger holder draws gems at random from the bag and puts the same number on every island,
starting with the island on their left and going clockwise. On day 1 each island gets:

- 5 gems with 3 players; 4 gems with 4 or 5 players; 3 gems with 6 or 7; 2 gems with 8 (and
with 2, see "Two players").
- One more gem every day after: 4 players get 5 gems per island on day 2, 8 on day 5.

If the bag runs out, the islands still to fill get what is left.""")


TALK_TEXT = N_("""Table talk comes first, this edition's house rule: the rulebook lets the table talk freely
while the ships are placed; here, for each of your islands, you may send the neighbour across
it a signal, "I will share" or "I will raid", or say nothing. Everyone's signals are turned
over together, so you hear your neighbours' signals before you place a ship. A signal binds
no one: a pirate's word is only as good as the pirate.""")
NO_TALK_TEXT = N_("Table talk is off: there are no signals, every pirate decides alone.")
PLACING_TEXT = N_("""Then everyone places ships at once: one of your cards face down at each of your two islands.
The third card stays in your hand, unseen.

- A green ship offers to share; the higher the number, the sooner you pick.
- The red ship raids: it takes everything, unless your neighbour raids too.""")


def decision_page(talk: bool) -> Page:
    return Page(_("Decision"), _(TALK_TEXT if talk else NO_TALK_TEXT) + "\n\n" + _(PLACING_TEXT), (GREEN, RED, BACK))


RESOLUTION_TEXT = N_("""All ships are turned face up. The islands are resolved one by one, in the order they were
filled, by the colours of their two ships:

- Green and green: you share. The player with the higher green picks first; you take turns
picking one gem at a time until the island is empty (with an odd number of gems the first
gets one more). Then you swap the two green cards, even if the island was empty: each
takes the other's into their hand.
- Green and red: a raid. The red ship takes every gem; each keeps their own card.
- Red and red: greed sinks you both. Every gem goes back to the bag.

Gems you win go into your chest. When every gem left on a shared island is of one colour,
the picks are made for you.""")

MARKET_TEXT = N_("""From day 2, the four artifacts go to auction between placing the ships and turning them
over.

In secret, put any gems of your chest in your fist: none at all is a bid too, and red gems
count\u00a0-1. The fists open together. The 3 highest bids worth more than 0 win (fewer if fewer
bids are above 0); a tie goes to the player nearest the dagger holder clockwise, the dagger
holder first. Losers take their gems back. Until the fists open, the gems in your fist are
still yours: your score counts them.

The winners, highest bid first, pay their gems into the bag and must use one face-up
artifact (if none can be used, they skip). A used artifact is turned face down for the day.
A player with an empty chest sits the auction out.""")

ARTIFACTS_TEXT = N_("""Whatever an artifact touches gets a rat; nothing with a rat can be the object of another
artifact that day.""")


def artifacts_page() -> Page:
    rules = "\n".join(_("- {artifact}: {rule}").format(artifact=_(t.name), rule=lower_first(_(t.rule)))
                      for t in G.ARTIFACTS.values())
    return Page(_("Artifacts and rats"), _(ARTIFACTS_TEXT) + "\n\n" + rules, ARTIFACT_FIGURES + (RATS,))


END_TEXT = N_("""After day 5 everyone opens their chest and counts: gold 4, violet 3, blue 2, green 1,
red\u00a0-1. The most points wins.

On a tie, the player holding the highest green card wins (every green number is unique, and
after the last day all your cards are back in your hand).""")


TROPHIES_TEXT = N_("""The rulebook's achievements, shown on the results screen and kept under your name from game
to game:""")


def trophies_page(market: bool, talk: bool) -> Page:
    """The rulebook's achievements this game can award (some need the market or table talk)."""
    names = [a for a in ACHIEVEMENTS
             if (market or a.id not in ("auction_king", "iron_knuckle", "undercover_rat"))
             and (talk or a.id != "tongueless")]
    trophies = "\n".join(_("- {title}: {description}").format(title=_(a.title),
                                                              description=lower_first(_(a.description)))
                         for a in names)
    return Page(_("Trophies"), _(TROPHIES_TEXT) + "\n\n" + trophies,
                figures(G.GEMS["gold"], G.GEMS["red"]) + ((RATS,) if market else ()))


TWO_PLAYER_TEXT = N_("""With 2 players the table plays the rulebook's 2-player variant by itself:

- One player holds the red ship and greens 1, 3, 6 and 8; the other the red ship and greens 2,
4, 5 and 7 (who gets which, at random).
- Four islands lie in the middle, A to D, and both of you place a ship at each of them: 4 of
your 5 cards, one stays in hand.
- Each island gets 2 gems on day 1 and one more every day (the 8-player numbers). The
islands are filled and resolved in order, A to D.""")
TWO_PLAYER_BLOCK = N_("""Market: the first player to use an artifact each day also turns one more face-up artifact
face down, unused.""")


def two_player_page(market: bool) -> Page:
    text = _(TWO_PLAYER_TEXT) + ("\n- " + _(TWO_PLAYER_BLOCK) if market else "")
    text += "\n\n" + _("Everything else follows the normal rules.")
    return Page(_("Two players"), text, (Figure("palabra/ships/green_1.png", G.GREEN_SHIP.name),
                                        Figure("palabra/ships/green_2.png", G.GREEN_SHIP.name),
                                        RED) + ((ARTIFACT,) if market else ()))


def variants_page(market: bool, talk: bool) -> Page:
    lines = [_("Set in the lobby before sailing:"), "",
             "- " + (_("Variant (now: full game): the full game, or the rulebook's simplified variant for first "
                       "games, with no market, no artifacts and no rats.") if market else
                     _("Variant (now: simplified): the full game, or the rulebook's simplified variant for first "
                       "games, with no market, no artifacts and no rats.")),
             "- " + (_("Table talk (this edition's house rule; now: signals on): before placing ships, signal "
                       "\"I will share\" or \"I will raid\" to your neighbours, or play without signals.") if talk else
                     _("Table talk (this edition's house rule; now: no signals): before placing ships, signal "
                       "\"I will share\" or \"I will raid\" to your neighbours, or play without signals.")),
             "- " + _("Two players: the 2-player variant (see its page) applies whenever you are two.")]
    return Page(_("Variants"), "\n".join(lines), (ARTIFACT, RATS))


CONTROLS_MOVE = N_("- Directions: the arrow keys or WASD, the d-pad or the left stick.")
CONTROLS_TALK = N_("""- Table talk: up / down an island, left / right the signal, {confirm} next, then
send; {alt} says nothing at all.""")
CONTROLS_SHIPS = N_("""- Ships: left / right a card, {confirm} puts it at the ringed island; {confirm} again
places them all; {back} undoes the last one.""")
CONTROLS_MARKET = N_("""- Bids and returns: left / right a colour, up / down a gem more or fewer; {confirm} closes
the fist, {alt} bids empty, {back} clears it.
- Artifacts, targets, gem moves, blocks: left / right among what is ringed, {confirm}; {back}
steps back; {alt} moves no gem (spyglass).""")
CONTROLS_END = N_("""- Picking gems: left / right a colour of the island, {confirm}.
- Mouse: click what glows; right-click steps back.
- {confirm} skips an animation; {log} opens the log; {menu} pauses. With several humans, a
curtain hides your secrets until you lift it.""")


def controls_page(market: bool, talk: bool) -> Page:
    parts = [CONTROLS_MOVE] + ([CONTROLS_TALK] if talk else []) + [CONTROLS_SHIPS] + \
        ([CONTROLS_MARKET] if market else []) + [CONTROLS_END, WHATS_THIS]
    return Page(_("Controls"), "\n".join(_(t) for t in parts),
                keys("arrows", "enter", "tab", "a", "x", "mouse"))


def pages(options: dict) -> list[Page]:
    """The pages in the language of the moment (built when How to play opens)."""
    market = bool(options.get("market", True))
    talk = bool(options.get("talk", True))
    out = [Page(_("Share or raid"), _(GOAL_TEXT), GEM_FIGURES + (RED, GREEN, CHEST, DAGGER)),
           day_page(market, talk),
           Page(_("Excavation"), _(EXCAVATION_TEXT), (DAGGER, BAG)),
           decision_page(talk)]
    if market:
        out += [Page(_("The market"), _(MARKET_TEXT), (FIST, OPEN_FIST, BAG, DAGGER)), artifacts_page()]
    out += [Page(_("Resolution"), _(RESOLUTION_TEXT), (GREEN, RED, BAG, CHEST)),
            Page(_("The end"), _(END_TEXT), GEM_FIGURES + (CHEST, GREEN)),
            trophies_page(market, talk), two_player_page(market), variants_page(market, talk),
            controls_page(market, talk)]
    return out
