"""Jamaica's rules screen: the race as this edition plays it (game/jamaica's rulings).

The ghost ship page shows only when the lobby's ghost_ship option is on; otherwise a
short "Variants" page says it exists.
"""
from __future__ import annotations

from game.i18n import N_, _

from ..glossary import figures
from ..howto import WHATS_THIS, Figure, Page, keys
from . import glossary as G

T = G.TREASURES
TREASURE_FIGURES = figures(*(T[k] for k in ("plus3", "plus5", "plus7", "cursed2", "cursed4", "morgan_map",
                                            "saran_sabre", "lady_beth", "sixth_hold")))
CARD_FIGURES = tuple(Figure(f"jamaica/cards/{k}.png", t) for k, t in (
    ("forward_gunpowder", N_("Forward / gunpowder")), ("gold_forward", N_("Doubloons / forward")),
    ("food_gunpowder", N_("Food / gunpowder")), ("backward_forward", N_("Backward / forward"))))
SHIP = Figure("jamaica/ships/ship_0.png", G.SHIP.name)
DAY, NIGHT = Figure("jamaica/dice/day_3.png", G.DAY_DIE.name), Figure("jamaica/dice/night_5.png", G.NIGHT_DIE.name)
COMBAT_DIE, COMPASS, LAIR, GHOST_SHIP, CARD = figures(G.COMBAT_DIE, G.COMPASS, G.LAIR, G.GHOST, G.CARD)
FOOD, GOLD, GUNPOWDER = figures(G.FOOD, G.GOLD, G.GUNPOWDER)
HOLDS = Figure("jamaica/holds/board.png", N_("Holds"))
TREASURE = Figure("jamaica/treasures/back.png", N_("Treasure card"))
FACES = tuple(Figure(f"jamaica/dice/combat_{f}.png", t) for f, t in (
    ("star", N_("Star")), ("4", N_("2 or 4")), ("8", N_("6 or 8")), ("10", "10")))
FIGHT = (Figure("jamaica/ships/ship_0.png", N_("Attacker")), Figure("jamaica/ships/ship_1.png", N_("Defender")),
         GUNPOWDER, FACES[0], figures(T["lady_beth"])[0])
CONTROL_KEYS = keys("arrows", "enter", "space", "a", "b", "mouse")

GOAL = (N_("The race"), N_("""
A race once round the island of Jamaica, from Port Royal back to Port Royal. The game ends
after the round in which a ship gets home; then the richest captain wins: doubloons in the
holds, treasures, and a bonus for where the ship stands.

- Your ship: 5 holds; it starts in Port Royal with 3 food in one and 3 doubloons in another.
- Action cards: a deck of 11 each (the same for everyone); you hold 3. Each card has a day
half and a night half: sail forward or backward, or load food, doubloons or gunpowder.
- Two action dice, sun (day) and moon (night), and the combat die: 2, 4, 6, 8, 10 and a
star.
- 9 treasure cards in a face-down pile, and a treasure token on each of the 9 pirate lairs.
"""), (SHIP,) + CARD_FIGURES + (DAY, NIGHT, COMBAT_DIE, TREASURE))

ROUND = (N_("A round"), N_("""
- The captain (the one with the compass) rolls the two action dice and, after looking at
his cards, puts one die on the day side (sun) and the other on the night side (moon). A double
needs no choice.
- Everyone chooses one card from their hand in secret and at once draws back to 3 cards, 4
with Morgan's map (an empty deck: shuffle the discards).
- From the captain, clockwise, each player in turn turns their card over, then does its day
action with the number on the day die and its night action with the night die. A card stays
face down until its owner's turn: you decide forks, gunpowder and loot without knowing the
cards of the players after you.
- The compass passes left: the next player is captain.

The day action always comes first: you cannot pay for a space with goods you load only at
night, and with two moves you fight and pay where the first one stops before the second.
"""), (COMPASS, DAY, NIGHT, CARD))

LOADING = (N_("Loading"), N_("""
A load action takes food, doubloons or gunpowder from the bank, as many as its die shows,
into one empty hold. A hold never mixes goods; the gold / gold card makes two loads.

- No empty hold: empty one hold of another kind back to the bank (you choose which), then
load into it.
- Every hold already holds that kind: the load is lost.
- The bank holds 80 doubloons, 45 food and 45 gunpowder; short, it gives what it has.

To pay for a space you choose which hold(s) of the right kind the goods come from, whenever
it makes a difference (say food 3 and 1, paying 2). Gunpowder spent in a fight comes from
the smallest piles first, to free holds soonest (this edition's ruling: the rulebook does not
say).
"""), (HOLDS, FOOD, GOLD, GUNPOWDER))

SAILING = (N_("Sailing"), N_("""
A move action sails your ship exactly as many spaces as its die shows, forward or backward
as the card says. At a fork you choose the branch: the long outer lane has 2 pirate lairs,
the short inner channel 2 dear sea spaces. Only the space where you stop counts:

- Another ship is there: combat first (see "Combat"), never in Port Royal.
- Sea space: pay the food shown on it (1 to 4).
- Port: pay the doubloons shown on it (3 to 7).
- Pirate lair: free; if its treasure token is still there, discard the token and draw the
top card of the treasure pile.
- Port Royal: free.

You may sail backward past Port Royal (even on your first move), but then you must come
round again and sail a whole lap before you can finish.
"""), (SHIP, FOOD, GOLD, LAIR))

SHORTAGE = (N_("Short of supplies"), N_("""
If you cannot pay the whole cost of the space where you stop, pay what you have, then roll
the combat die:

- Star: you stay where you are.
- 2 or 4: back to the previous port.
- 6 or 8: back to the previous sea space.
- 10: back to the previous pirate lair (take its treasure if it is still there).

You never go back past Port Royal, and you choose the way back where two lanes meet. You
never pay for the space a shortage sends you to, but a combat can follow there.
"""), FACES)

COMBAT = (N_("Combat"), N_("""
Stopping on a space with another ship (except Port Royal) starts a fight before you pay
or take a treasure. With several ships there, you choose one.

- Attacker: may spend gunpowder (+1 each), then rolls the combat die; a star wins at once.
- Defender (seeing the attacker's total): may spend gunpowder, then rolls; a star wins.
- Else the higher total wins (die + gunpowder, +2 with Lady Beth); a tie: nothing happens.
Spent gunpowder is lost, win or lose.

The winner takes the whole content of one of the loser's holds (loaded by the usual rules),
or one of the loser's treasures (a face-down one is taken blind), or gives the loser one of
his own cursed treasures, or takes nothing. Both ships stay where they are.
"""), FIGHT)

TREASURES = (N_("Treasures"), N_("""
12 treasure cards, 9 used per game (the other 3 are put away unseen).

- Scoring treasures, kept face down until the end: +3, +3, +5, +7, +7, and three cursed:
-2, -3, -4.
"""), TREASURE_FIGURES)
TREASURES_END = N_("Powers are kept face up and work at once; the ghost ship keeps the treasures it finds face "
                   "down. You may hold any number of treasures.")


def _treasures() -> Page:
    """The treasures page: the powers in the glossary's (the hints') words."""
    title, head, figs = TREASURES
    powers = "\n".join(_("- {name}: {rule}").format(name=_(T[k].name), rule=_(T[k].rule)[:1].lower() + _(T[k].rule)[1:])
                       for k in ("morgan_map", "saran_sabre", "lady_beth", "sixth_hold"))
    return Page(_(title), _(head).rstrip("\n") + "\n" + powers + "\n\n" + _(TREASURES_END) + "\n", figs)


END = (N_("The end"), N_("""
When a ship reaches Port Royal having sailed the whole lap, it stops there (any action it
has left is lost). The round is played to its end, then the game is over. Your score:

- The white number of your space: 15 in Port Royal if you finished (so does every ship home
in that round), 10 down to 2 on the last nine spaces, -5 anywhere else. A ship that sailed
backward out of Port Royal and has not crossed it again is behind the start: -5, whatever
number its space shows.
- Plus the doubloons in your holds, plus your treasures, minus your cursed treasures.

The highest score wins. A tie goes to the ship furthest along; if still tied, the victory is
shared.
"""), (GOLD, TREASURE, SHIP))

GHOST = (N_("The ghost ship"), N_("""
The black ghost ship races with you: the rulebook's variant for 2 players, which it allows
in any game of fewer than 6. It starts in Port Royal with two holds of doubloons, 5 and 3,
and with Lady Beth, which nobody can take from it.

- After every player has sailed, the captain moves it twice: the day die, then the night
die. Alone in the lead it must go backward, alone last forward; otherwise the captain
chooses, and he also chooses its branches and the ship it attacks (even his own).
- It pays nothing and takes the treasures of the lairs it stops on: all face down, powers
too, unseen by anyone until the end.
"""), (GHOST_SHIP, figures(T["lady_beth"])[0], GOLD, DAY, NIGHT))

GHOST_FIGHTS = (N_("The ghost ship fights"), N_("""
- In its combats the next player after its opponent decides and rolls for it. What it wins
goes overboard, except doubloons; it may steal treasures but never gives one.
- Beat it and you may take one of its holds or treasures, or give it a cursed treasure.
- It scores like any ship: its space, its doubloons and its treasures (the face-down ones
turned over at the end). Reaching Port Royal after its lap ends the game like any ship, and
if its score is the best, the ghost ship wins and every player loses.
"""), (GHOST_SHIP, COMBAT_DIE, GOLD))

VARIANTS = (N_("Variants"), N_("""
The ghost ship (set in the lobby, off in this game): a black ship the captain sails after
everyone's turn, fighting and stealing but paying nothing. The rulebook gives it for 2
players and allows it in any game of fewer than 6. Turn it on in the lobby to read its rules
here.
"""), (GHOST_SHIP,))

CONTROLS = (N_("Controls"), N_("""
Directions: the arrow keys or WASD, the d-pad or the left stick.

- Every decision shows its choices: left / right (or up / down, {pages}) moves the
focus; {confirm} takes it.
- The captain's dice: which die by day, which by night, shown with their effect on his cards.
- Your card: its two halves are shown with the dice's numbers. Also by the same keys: a
fork's branch or the ghost ship's way (lit on the map), the hold to empty, the hold(s)
that pay a space, the ship to attack, Saran's sabre and the winner's loot.
- Gunpowder: left / right sets the amount, confirm rolls the die.
- Mouse: click a choice to focus it, click it again (or the button) to take it.
- {confirm} skips an animation; {log} opens the log; {menu} (or {back}) pauses. With
several humans at the table, a curtain hides your cards: lift it with your own pad or keys.
"""), CONTROL_KEYS)


def _page(title: str, text: str, figs: tuple = ()) -> Page:
    """A page in the player's language: made when the pages are asked for, so they follow Settings."""
    return Page(_(title), _(text), figs)


def pages(options: dict) -> list[Page]:
    ghost = bool(options.get("ghost_ship", False))
    out = [_page(*p) for p in (GOAL, ROUND, LOADING, SAILING, SHORTAGE, COMBAT)]
    out += [_treasures(), _page(*END)]
    out += [_page(*p) for p in ((GHOST, GHOST_FIGHTS) if ghost else (VARIANTS,))]
    title, text, figs = CONTROLS
    out.append(Page(_(title), _(text) + _(WHATS_THIS) + "\n", figs))
    return out
