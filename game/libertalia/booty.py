"""Libertalia's 50 booty tokens: the kinds, how many of each, and what a den's booty is worth."""
from __future__ import annotations

from collections import Counter
from typing import Iterable

from ..i18n import N_, _
from .calendar import DAYS

# kind -> (tokens in the bag, title, value in doubloons at the end of a campaign)
KINDS: dict[str, tuple[int, str, int]] = {
    "chest": (4, N_("Treasure chest"), 5),
    "jewels": (6, N_("Jewels"), 3),
    "goods": (10, N_("Goods"), 1),
    "map": (8, N_("Treasure map"), 0),        # 12 per full set of 3
    "relic": (10, N_("Cursed relic"), -3),
    "sabre": (6, N_("Sabre"), 0),
    "officer": (6, N_("Spanish officer"), 0),
}
ORDER = tuple(KINDS)
TOTAL = sum(n for n, _, _ in KINDS.values())           # 50
MAP_SET, MAP_SET_VALUE = 3, 12


def full_bag() -> list[str]:
    """The 50 tokens, in a fixed order (shuffle it with the state's Rng)."""
    return list(_FULL_BAG)


_FULL_BAG = tuple(kind for kind in ORDER for _ in range(KINDS[kind][0]))


def counts(tokens: Iterable[str]) -> dict[str, int]:
    """{kind: n} for the kinds present, in the canonical order."""
    c = Counter(tokens)
    return {k: c[k] for k in ORDER if c[k]}


def value(tokens: Iterable[str]) -> int:
    """The booty's worth: chests 5, jewels 3, goods 1, 12 per 3 maps, relics -3, the rest 0."""
    tokens = list(tokens)
    return sum(map(_WORTH.__getitem__, tokens)) + MAP_SET_VALUE * (tokens.count("map") // MAP_SET)


_WORTH = {kind: worth for kind, (_count, _title, worth) in KINDS.items()}   # a map alone: 0


def title(kind: str) -> str:
    """The token's name in the player's language; an unknown kind is named as such."""
    if isinstance(kind, str) and kind in KINDS:
        return _(KINDS[kind][1])
    return _("unknown booty {kind}").format(kind=repr(kind))


def days_problem(days: list, players: int) -> str | None:
    """Why `days` cannot be a campaign's named booty (setup's `booty`: the tokens of each of the
    6 days, one a seat, all from one full bag), or None: a developer's message, raised as a
    ValueError by its callers."""
    if len(days) != DAYS or any(len(d) != players for d in days):
        return f"must name {DAYS} days of {players} tokens"  # i18n: keep (a developer's message)
    c = Counter(k for d in days for k in d)
    for k, v in c.items():
        if k not in KINDS:
            return f"names an unknown booty kind {k!r}"  # i18n: keep (a developer's message)
        if v > KINDS[k][0]:
            return f"has {v} {k}, the bag holds {KINDS[k][0]}"  # i18n: keep (a developer's message)
    return None


def check_kind(kind: object) -> str:
    if kind not in KINDS:
        raise ValueError(f"unknown booty kind {kind!r}; known: {', '.join(ORDER)}")
    return kind  # type: ignore[return-value]
