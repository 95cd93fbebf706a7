"""Pagamás' components: characters and their strength, the loot and action decks, dens, promises.

Data of the rulebook (pagamas.it.txt) and of the notes' house rules (pagamas.md).
"""
from __future__ import annotations

from ..i18n import N_

# ------------------------------------------------------------------ characters
CAPTAIN, SECOND, BOATSWAIN, LOOKOUT, COOK, CHAPLAIN = (
    "captain", "second", "boatswain", "lookout", "cook", "chaplain")

#: Every character, strongest first.
CHARACTERS: tuple[str, ...] = (CAPTAIN, SECOND, BOATSWAIN, LOOKOUT, COOK, CHAPLAIN)

#: The strength in each character's wax seal (mutiny).
STRENGTH: dict[str, int] = {CAPTAIN: 5, SECOND: 4, BOATSWAIN: 3, LOOKOUT: 2, COOK: 2, CHAPLAIN: 1}

#: The character's own votes (the boatswain's count 2); each sailor adds 1.
VOTES: dict[str, int] = {CAPTAIN: 1, SECOND: 1, BOATSWAIN: 2, LOOKOUT: 1, COOK: 1, CHAPLAIN: 1}

TITLES: dict[str, str] = {CAPTAIN: N_("Captain"), SECOND: N_("Second"), BOATSWAIN: N_("Boatswain"),
                          LOOKOUT: N_("Lookout"), COOK: N_("Cook"), CHAPLAIN: N_("Chaplain")}

#: The original names (Italian rulebook), for the rules pages.
ITALIAN: dict[str, str] = {CAPTAIN: "Capitano", SECOND: "Secondo", BOATSWAIN: "Nostromo",
                           LOOKOUT: "Sentinella", COOK: "Cambusiere", CHAPLAIN: "Cappellano"}


def characters_for(players: int) -> tuple[str, ...]:
    """The characters in play: 3 players Captain, Second, Lookout; 4 + Chaplain; 5 + Boatswain;
    6 + Cook (the rulebook leaves out the Cook at 5, Cook and Boatswain at 4, and the Chaplain
    too at 3)."""
    if not 3 <= players <= 6:
        raise ValueError(f"Pagamás is for 3 to 6 players, not {players!r}")
    left_out = {3: {COOK, BOATSWAIN, CHAPLAIN}, 4: {COOK, BOATSWAIN}, 5: {COOK}, 6: set()}[players]
    return tuple(c for c in CHARACTERS if c not in left_out)


#: What each character may do, as the rules page "The characters" lists it (after "Name (strength): ").
ROLE_HELP: dict[str, str] = {
    CAPTAIN: N_("hands out the roles, draws and deals the loot; his side wins a tied mutiny."),
    SECOND: N_("one free ambush each turn, before the Ambush! cards; may force a share refused twice; "
               "becomes captain when an election ties."),
    BOATSWAIN: N_("his vote counts twice (his sailors still 1 each)."),
    LOOKOUT: N_("sees the loot values with the captain during the share."),
    COOK: N_("draws one more action card at the refloat, on top of completing his hand."),
    CHAPLAIN: N_("at the revelation may bury one loot card, wherever he hides."),
}
#: The characters whose powers are the notes' house rules (the rulebook leaves them out).
HOUSE_ROLES: tuple[str, ...] = (BOATSWAIN, COOK, CHAPLAIN)

# ------------------------------------------------------------------ loot
#: Loot cards by value (one share, two shares, three shares) per player count.
LOOT: dict[int, dict[int, int]] = {
    6: {1: 24, 2: 12, 3: 6},
    5: {1: 20, 2: 10, 3: 5},
    4: {1: 16, 2: 8, 3: 4},
    3: {1: 12, 2: 6, 3: 3},
}


def loot_values(players: int) -> list[int]:
    """The loot deck's values, lowest first (42, 35, 28 or 21 cards)."""
    return [v for v, n in sorted(LOOT[players].items()) for _ in range(n)]


# ------------------------------------------------------------------ action cards
SAILOR1, SAILOR2, SAILOR3 = "sailor1", "sailor2", "sailor3"
AMBUSH, DODGE, BOARDING, SALVAGE = "ambush", "dodge", "boarding", "salvage"

#: The 40 action cards by kind.
ACTION_DECK: dict[str, int] = {SAILOR1: 10, SAILOR2: 6, SAILOR3: 2,
                               AMBUSH: 8, DODGE: 6, BOARDING: 5, SALVAGE: 3}
ACTION_KINDS: tuple[str, ...] = tuple(ACTION_DECK)
ACTION_CARDS = sum(ACTION_DECK.values())

#: Sailors are placed in front of their owner as soon as drawn; their strength.
SAILOR_STRENGTH: dict[str, int] = {SAILOR1: 1, SAILOR2: 2, SAILOR3: 3}

ACTION_TITLES: dict[str, str] = {SAILOR1: N_("Sailor (1)"), SAILOR2: N_("Sailors (2)"),
                                 SAILOR3: N_("Sailors (3)"), AMBUSH: N_("Ambush!"), DODGE: N_("Dodge"),
                                 BOARDING: N_("Boarding!"), SALVAGE: N_("Salvage")}

ACTION_HELP: dict[str, str] = {
    SAILOR1: N_("Placed in front of you when drawn: +1 vote; strength 1 with Boarding!"),
    SAILOR2: N_("Placed in front of you when drawn: +1 vote; strength 2 with Boarding!"),
    SAILOR3: N_("Placed in front of you when drawn: +1 vote; strength 3 with Boarding!"),
    AMBUSH: N_("Ambush phase: lay one of your spare dens on a character."),
    DODGE: N_("When an ambush hits you: one chance in two that it fails (the card is used up)."),
    BOARDING: N_("Mutiny: add your sailors' strength, or an ally's, to your side."),
    SALVAGE: N_("Landing: take the top card of the loot discard pile."),
}


def is_sailor(kind: str) -> bool:
    return kind in SAILOR_STRENGTH


def action_cards() -> list[str]:
    """The 40 action cards, in kind order (shuffle before use)."""
    return [k for k, n in ACTION_DECK.items() for _ in range(n)]


START_HAND = 2          # action cards dealt to each player at the start
REFLOAT_HAND = 2        # the refloat completes a hand to this many cards (none drawn above it)
COOK_EXTRA = 1          # the Cook's extra card, on top of completing his hand
BROTHEL_DRAW = 2        # action cards drawn after paying the brothel

# ------------------------------------------------------------------ dens
HAMMOCK, TAVERN, BROTHEL, ISLAND = "hammock", "tavern", "brothel", "island"
DENS: tuple[str, ...] = (HAMMOCK, TAVERN, BROTHEL, ISLAND)
DEN_TITLES: dict[str, str] = {HAMMOCK: N_("Hammock"), TAVERN: N_("Tavern"), BROTHEL: N_("Brothel"),
                              ISLAND: N_("Treasure island")}
DEN_HELP: dict[str, str] = {
    HAMMOCK: N_("Rest: nothing happens."),
    TAVERN: N_("You may launch a mutiny this turn."),
    BROTHEL: N_("Pay one loot card, then draw 2 action cards; cannot pay: lose character, "
                "sailors and hand."),
    ISLAND: N_("Unhurt after the revelation: bury all your loot."),
}

# ------------------------------------------------------------------ promises
NEXT_SHARE, SECOND_NEXT, SPARE = "next_share", "second", "spare"

#: The captain's public, non-binding promises before a vote: line -> what the table reads.
PROMISES: dict[str, str] = {
    NEXT_SHARE: "Vote yes and the next share is yours.",
    SECOND_NEXT: "Vote yes and you are my Second next turn.",
    SPARE: "Vote yes and I will not ambush you this turn.",
}
PROMISE_LINES: tuple[str, ...] = tuple(PROMISES)


def promise_text(line: str, role: str | None) -> str:
    """What the table reads: "you stay my Second" to the Second himself."""
    if line == SECOND_NEXT and role == SECOND:
        return "Vote yes and you stay my Second."
    return PROMISES[line]
