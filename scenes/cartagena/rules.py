"""Cartagena's rules screen: the base game "La fuga"; the variants' pages are in
scenes/cartagena/howto_pages.py, which builds on these."""
from __future__ import annotations

from ..howto import Page

BASE = [
    Page("The escape", """
1672: your six pirates break out of the fortress of Cartagena through a tunnel to the beach,
where a sloop is waiting. The first player with all six pirates aboard the sloop wins at
once.

The tunnel is a path of spaces, each with one of six symbols: pistol, rum, lantern, parrot,
hook and chest. Every pirate starts in the dungeon. Each player holds a hand of cards with
the same symbols (6 cards at the start; the deck has 17 of each symbol).
"""),
    Page("Your turn", """
On your turn take 1, 2 or 3 actions, in any order and mix, then end your turn (after the
third action it ends by itself):

- Play a card and move one of your pirates forward.
- Move one of your pirates back and draw 1 or 2 cards.

If you have no cards at all at the start of your turn, you may pass instead and draw 1
card.
"""),
    Page("Moving forward", """
Play a card: one of your pirates (in the dungeon or on the path) jumps forward to the first
EMPTY space ahead that shows the card's symbol, skipping every space that has a pirate on
it.

If no empty space with that symbol is left ahead, the pirate goes all the way to the
sloop.
"""),
    Page("Moving back", """
One of your pirates moves back to the nearest space behind it that holds 1 or 2 pirates (of
any colour), skipping empty spaces and full ones (3 pirates). You may not skip a space with
1 pirate to reach one with 2.

Draw 1 card if that space held 1 pirate, 2 cards if it held 2. A space holds at most 3
pirates. A pirate in the sloop may move back; nobody moves back into the dungeon. With no
such space behind it, the pirate cannot move back.
"""),
    Page("Cards and the end", """
Played cards go to the discard pile. When the deck runs out, the discard pile is shuffled
into a new deck; with both empty, nothing is drawn.

The game ends the moment a player has all their pirates in the sloop: that player wins.

Tip: moving back is how you refill your hand; a pirate left alone far behind can be the
one that costs you the race.
"""),
    Page("Controls", """
- Up / down: choose one of your pirates (it glows in your colour).
- Left / right: choose a card, or Back to move that pirate back.
- The destination glows before you commit; confirm (A / Enter) moves.
- Alt (X / Tab) ends your turn after one or two actions, or passes when you have no cards.
- With a mouse: click a pirate, then a card (click it again, or the glowing space).
- L (View on a pad) opens the log of what happened; Start / P pauses.
"""),
]


def pages(options: dict) -> list[Page]:
    """The base game's pages, or, for a variant, pages that follow its options."""
    from ..cartagena.howto_pages import pages as variant_pages
    return variant_pages(options)
