"""Libertalia's How-to-play pages: the voyage as the rulebook tells it, with game/libertalia's rulings."""
from __future__ import annotations

from game.libertalia.booty import ORDER, title
from game.libertalia.characters import name as char_name

from ..howto import Figure, Page


def portraits(first: int, last: int) -> tuple[Figure, ...]:
    """The characters first..last as the cards show them (assets/libertalia/portraits)."""
    return tuple(Figure(f"libertalia/portraits/{r:02d}.png", f"{r} {char_name(r)}") for r in range(first, last + 1))


BOOTY_FIGURES = tuple(Figure(f"libertalia/booty/{k}.png", title(k)) for k in ORDER)

GOAL = Page("The voyage", """
Three campaigns of six days aboard one ship. Every day each pirate sends one character on
deck; together they share out the booty of the day. The richest after three campaigns wins.

- Your crew: 30 characters, ranked 1 to 30; everybody holds the same ones.
- Campaign 1: 9 characters dealt, the same ranks to everyone. Campaigns 2 and 3: the cards
you did not play stay in hand and 6 new ones come, again the same for everyone.
- Every campaign starts with 10 doubloons each, and one booty token per player per day,
drawn from the bag onto the 6 day spaces, face up: you see all the campaign's booty.
""")

DAY = Page("A day", """
- Dawn: everyone chooses a character from their hand in secret and lays it face down.
- The reveal: all turn over together and take their places on deck by rank, lowest on the
left. Equal ranks are ordered by the silver influence number in the card's corner (lower
on the left).
- Day: from left to right, each character with a day ability (sun) uses it.
- Dusk: from right to left (highest rank first) each character takes one booty token of
the day, its owner choosing, then goes to its owner's den.
- Night: every character in every den with a night ability (moon) uses it, every night.
""")

BOOTY = Page("Booty", """
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
""""", BOOTY_FIGURES)

CAMPAIGN = Page("End of a campaign", """
After the sixth night, the characters with an end ability (hourglass) in the dens use it.
Then each pirate counts their fortune: doubloons plus booty (never below 0), and moves that
many spaces on the score track.

Dens and graveyards leave the game; the unplayed characters stay in hand for the next
campaign, which starts again with 10 doubloons each and a full bag.

After the third campaign the highest total wins; a tie is a shared victory.
""")

CHARACTERS_1 = Page("Characters 1-10", """
- 1 Parrot (day): discard it and play another character from your hand in its place.
- 2 Monkey (day): your cursed relics go to the den of the player on your left.
- 3 Beggar (day): the owner of the highest character on deck gives you 3.
- 4 Recruiter (day): a character of your den goes back to your hand.
- 5 Cabin Boy (dusk): takes no booty.
- 6 Preacher (day): discard all your booty but one token; end: +5.
- 7 Barkeep (night): +1.
- 8 Waitress (night): you may discard a treasure map for +3.
- 9 Carpenter (day): lose half your doubloons (rounded in your favour); end: +10.
- 10 French Officer (day): +5 if you have fewer than 9.
""""", portraits(1, 10))

CHARACTERS_2 = Page("Characters 11-20", """
- 11 Voodoo Witch (day): +2 per character in your graveyard this campaign.
- 12 Freed Slave (night): +1 per character of higher rank in your den.
- 13 Mutineer (night): discard the lowest other character of your den, +2.
- 14 Brute (day): discard the highest character on deck (maybe himself).
- 15 Gunner (day): pay 3; discard a character of your choice from any den.
- 16 Topman (end): +5 if no one has fewer characters in their den.
- 17 Spanish Spy (day): discard your officers; draw a token from the bag for each, face down.
- 18 Cook (dusk): takes two booty tokens.
- 19 Bosun (day): +2 per character of lower rank in your den.
- 20 Armorer (night): +1 per sabre you hold.
""""", portraits(11, 20))

CHARACTERS_3 = Page("Characters 21-30", """
- 21 Merchant (day): must sell 2 identical tokens for +3 or 3 for +5.
- 22 Surgeon (day): a character of your graveyard goes back to your hand, in secret.
- 23 Treasurer (end): +1 per goods, jewels and chest you hold.
- 24 Gambler (day): pay 1 per booty token you hold; end: +8.
- 25 Governor's Daughter (end): +6 if no other den holds her; else pay 3.
- 26 Quartermaster (day): +1 per booty token you hold; end: -8.
- 27 Granny Wata (night): +2 if no other den holds her; else every Granny is discarded.
- 28 First Mate (end): +1 per character in your den.
- 29 Captain (day): +3; end: -3 per cursed relic you hold.
- 30 Spanish Governor (day): discard every character in your den.
""""", portraits(21, 30))

RULINGS = Page("Fine points", """
- Abilities must be used unless they say "may"; a payment takes what you have, never more.
- Characters discarded from the deck or a den go to their owner's graveyard, face up
(except what a Surgeon takes back, in secret).
- Night and end abilities all read the dens as they stand when the phase begins.
- An empty day space gives nothing at dusk. A Parrot with an empty hand is just discarded.
- Seats sit clockwise: your left neighbour is the next player round the table.
""")

CONTROLS = Page("Controls", """
- Left / right (or LB / RB) move between your choices; A, Enter or Space takes one.
- At dawn your hand rises card by card: confirm lays the ringed card face down.
- Abilities and dusk booty offer their choices in a row under the ship; what they act on
is ringed on the ship or in the dens.
- With several people at the couch, a curtain hides the table before each secret pick:
pass the controller and lift it when the others look away.
- L shows the ship's log; Start, P or Esc opens the menu.
""")


def pages(options: dict) -> list[Page]:
    del options          # Libertalia has no variants in the lobby
    return [GOAL, DAY, BOOTY, CAMPAIGN, CHARACTERS_1, CHARACTERS_2, CHARACTERS_3, RULINGS, CONTROLS]
