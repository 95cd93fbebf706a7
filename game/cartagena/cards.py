"""Cartagena's cards and symbols: the six symbols, the 102-card deck, dark cards.

A card is a string: its symbol ("rum"), with a trailing "*" for one of the two
dark-backed cards of each symbol ("rum*"). In "La fuga" a dark card behaves like
any other; the Filibusters variant will give it its power.
"""
from __future__ import annotations

from collections import Counter

from ..i18n import _

# The six symbols of the 2017 edition, in the order the interface lists them.
SYMBOLS: tuple[str, ...] = ("pistol", "rum", "lantern", "parrot", "hook", "chest")
SYMBOL_INDEX: dict[str, int] = {s: i for i, s in enumerate(SYMBOLS)}

CARDS_PER_SYMBOL = 17
DARK_PER_SYMBOL = 2
DARK_MARK = "*"

# Every distinct card, in a fixed order (plain before dark, symbol by symbol).
CARD_KINDS: tuple[str, ...] = tuple(
    c for s in SYMBOLS for c in (s, s + DARK_MARK))
CARD_COUNTS: dict[str, int] = {}
for _s in SYMBOLS:
    CARD_COUNTS[_s] = CARDS_PER_SYMBOL - DARK_PER_SYMBOL
    CARD_COUNTS[_s + DARK_MARK] = DARK_PER_SYMBOL
DECK_SIZE = sum(CARD_COUNTS.values())          # 102
_KIND_ORDER = {c: i for i, c in enumerate(CARD_KINDS)}

# card -> its symbol, for every card string (a dict lookup is the fast path).
SYMBOL_OF: dict[str, str] = {c: c.rstrip(DARK_MARK) for c in CARD_KINDS}


def full_deck() -> list[str]:
    """The 102 cards in a fixed order (shuffle it with the state's Rng)."""
    return [c for c in CARD_KINDS for _ in range(CARD_COUNTS[c])]


def is_card(value: object) -> bool:
    return isinstance(value, str) and value in SYMBOL_OF


def is_dark(card: str) -> bool:
    return card.endswith(DARK_MARK)


def sort_hand(cards: list[str]) -> list[str]:
    """A hand in display order: by symbol, plain before dark."""
    return sorted(cards, key=_KIND_ORDER.__getitem__)


def symbol_name(symbol: str) -> str:
    """A symbol's name for messages, in the player's language: 'rum' (an unknown one as written)."""
    names = {"pistol": _("pistol"), "rum": _("rum"), "lantern": _("lantern"), "parrot": _("parrot"),
             "hook": _("hook"), "chest": _("chest")}
    return names.get(symbol, repr(symbol)) if isinstance(symbol, str) else repr(symbol)


def card_name(card: str) -> str:
    """A card's name for messages, in the player's language: 'rum' or 'dark rum' (an unknown one
    as written)."""
    if not is_card(card):
        return repr(card)
    name = symbol_name(SYMBOL_OF[card])
    return _("dark {symbol}").format(symbol=name) if is_dark(card) else name


def check_cards(cards: object, what: str) -> list[str]:
    """`cards` as a list of known cards, or ValueError naming `what`."""
    if not isinstance(cards, list):
        raise ValueError(f"{what} must be a list of cards, got {type(cards).__name__}")
    for c in cards:
        if not is_card(c):
            raise ValueError(f"{what}: unknown card {c!r}; cards are {', '.join(CARD_KINDS)}")
    return list(cards)


def missing_or_extra(cards: list[str]) -> str | None:
    """None if `cards` is exactly the 102-card deck, else what is wrong with it."""
    counts = Counter(cards)
    problems = []
    for c in CARD_KINDS:
        n = counts.get(c, 0)
        if n != CARD_COUNTS[c]:
            problems.append(f"{n} {c!r} instead of {CARD_COUNTS[c]}")   # i18n: keep (a developer's check)
    return "; ".join(problems) if problems else None
