"""Ship cards: the red (raid) card and the green (cooperation) cards 1..16, and the deal.

A card is an int: 0 is a red ship, 1..16 a green ship of that number. Every seat
owns exactly one red card. A seat's placed ships map island -> card; the one card
not placed is in its hand.
"""
from __future__ import annotations

from ..i18n import _
from ..core.rng import Rng

RED = 0
GREENS = tuple(range(1, 17))
# 3-8 players: one red and a pair of greens summing to 17.
PAIRS = tuple((k, 17 - k) for k in range(1, 9))
# 2-player variant: these two hands, at random who gets which.
TWO_PLAYER_HANDS = ((1, 3, 6, 8), (2, 4, 5, 7))


def is_green(card: int) -> bool:
    return card != RED


def name(card: int) -> str:
    return _("red ship") if card == RED else _("green ship {card}").format(card=card)


def deal(players: int, rng: Rng) -> list[list[int]]:
    """Each seat's cards, sorted (red first)."""
    if players == 2:
        hands = list(TWO_PLAYER_HANDS)
        rng.shuffle(hands)
    else:
        pairs = list(PAIRS)
        rng.shuffle(pairs)
        hands = pairs[:players]
    return [[RED, *sorted(h)] for h in hands]


def check_greens(players: int, greens: list) -> list[list[int]]:
    """Validate setup["ships"]: each seat's greens. ValueError with the reason."""
    if not isinstance(greens, list) or len(greens) != players:
        raise ValueError(f"setup 'ships' must list the greens of each of the {players} seats")
    seen: set[int] = set()
    hands = []
    size = 4 if players == 2 else 2
    for seat, h in enumerate(greens):
        if (not isinstance(h, list) or len(h) != size
                or any(isinstance(c, bool) or not isinstance(c, int) or c not in GREENS for c in h)):
            raise ValueError(f"setup 'ships' for seat {seat} must be {size} green numbers "
                             f"1..16, got {h!r}")
        if seen & set(h) or len(set(h)) != size:
            raise ValueError(f"setup 'ships': green card numbers must all differ ({h!r})")
        seen |= set(h)
        hands.append([RED, *sorted(h)])
    return hands
