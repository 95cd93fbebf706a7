"""Cartagena's preparation: lay the path, put the pirates in the dungeon, shuffle and deal.

`new_state(players, seed, options)` follows the rulebook's PREPARACIÓN; the
`setup` option (see the package docstring) fixes any part of it for tutorials
and tests, and is validated here with ValueErrors that say what is wrong.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

from ..core.rng import Rng
from .board import BASE_PIECES, PIECE_COUNT, build_path, random_pieces
from .cards import CARD_COUNTS, CARD_KINDS, check_cards, full_deck, sort_hand
from .rules import PIRATES_PER_SEAT
from .serial import check_capacity, check_int, check_path, check_positions, is_int
from .state import CartagenaState

HAND_SIZE = 6
SETUP_KEYS = ("pieces", "path", "deck", "hands", "discard", "positions", "first")


def new_state(players: int, seed: int, options: Mapping[str, Any]) -> CartagenaState:
    setup = options.get("setup")
    if setup is None:
        setup = {}
    if not isinstance(setup, Mapping):
        raise ValueError(f"Cartagena option 'setup' must be null or an object, got {setup!r}")
    unknown = sorted(set(setup) - set(SETUP_KEYS))
    if unknown:
        raise ValueError(f"Cartagena setup has no key {unknown[0]!r}; known: {', '.join(SETUP_KEYS)}")
    rng = Rng(seed)
    path, pieces = lay_path(setup, rng)
    goal = len(path) + 1
    pirates = place_pirates(setup.get("positions"), players, goal)
    hands, deck, discard = deal(setup, players, rng)
    first = check_int(setup.get("first", 0), "setup 'first'", 0, players - 1)
    return CartagenaState(players, path, pieces, pirates, hands, deck, discard,
                          turn=first, actions_taken=0, turn_number=1, winner=None, rng=rng)


def lay_path(setup: Mapping, rng: Rng) -> tuple[list[str], list[list] | None]:
    """Six of the eight pieces, each forwards or reversed (random unless `setup` says)."""
    if "path" in setup and "pieces" in setup:
        raise ValueError("Cartagena setup: give 'pieces' or 'path', not both")
    if "path" in setup:
        return check_path(setup["path"], "setup 'path'"), None
    if "pieces" in setup:
        pieces = check_pieces(setup["pieces"])
    else:
        pieces = random_pieces(rng, BASE_PIECES)
    return build_path(pieces), [[n, r] for n, r in pieces]


def check_pieces(pieces: object) -> list[tuple[int, bool]]:
    if not isinstance(pieces, list) or len(pieces) != BASE_PIECES:
        raise ValueError(f"setup 'pieces' must list {BASE_PIECES} pieces as [number, reversed], got {pieces!r}")
    out = []
    for p in pieces:
        if not (isinstance(p, (list, tuple)) and len(p) == 2 and is_int(p[0])
                and 1 <= p[0] <= PIECE_COUNT and isinstance(p[1], bool)):
            raise ValueError(f"setup 'pieces': each piece is [number 1-{PIECE_COUNT}, reversed true/false], "
                             f"got {p!r}")
        out.append((p[0], p[1]))
    numbers = [n for n, _ in out]
    if len(set(numbers)) != len(numbers):
        raise ValueError(f"setup 'pieces': a piece can be laid only once, got {numbers}")
    return out


def per_seat(value: object, players: int, what: str) -> dict[int, Any]:
    """A {seat: value} object (keys ints or digit strings) or a list (null entries skipped)."""
    if isinstance(value, list):
        if len(value) != players:
            raise ValueError(f"setup '{what}' as a list needs one entry per seat ({players})")
        return {i: v for i, v in enumerate(value) if v is not None}
    if not isinstance(value, Mapping):
        raise ValueError(f"setup '{what}' must be an object {{seat: ...}} or a list, got {value!r}")
    out = {}
    for key, v in value.items():
        seat = int(key) if isinstance(key, str) and key.isdigit() else key
        if not is_int(seat) or not 0 <= seat < players:
            raise ValueError(f"setup '{what}': no seat {key!r} at a {players}-player table")
        out[seat] = v
    return out


def place_pirates(positions: object, players: int, goal: int) -> list[list[int]]:
    """Every pirate in the dungeon, unless `setup['positions']` places them (tutorials, tests)."""
    pirates = [[0] * PIRATES_PER_SEAT for _ in range(players)]
    if positions is None:
        return pirates
    for seat, where in per_seat(positions, players, "positions").items():
        pirates[seat] = check_positions(where, goal, f"setup 'positions' of seat {seat}")
        if all(p == goal for p in pirates[seat]):
            raise ValueError(f"setup 'positions': seat {seat} cannot start with every pirate in the sloop")
    check_capacity(pirates, goal)
    return pirates


def deal(setup: Mapping, players: int, rng: Rng) -> tuple[list[list[str]], list[str], list[str]]:
    """Shuffle the 102 cards and deal 6 to each seat; `setup` may fix hands, discard pile and deck top."""
    pool = Counter(full_deck())

    def take(cards: list[str], what: str) -> list[str]:
        for card, n in Counter(cards).items():
            if pool[card] < n:
                raise ValueError(f"setup {what}: the deck has only {CARD_COUNTS[card]} {card!r} cards "
                                 f"and fewer are left for this")
            pool[card] -= n
        return cards

    fixed = {seat: take(check_cards(h, f"setup 'hands' of seat {seat}"), f"'hands' of seat {seat}")
             for seat, h in sorted(per_seat(setup.get("hands", {}), players, "hands").items())}
    discard = take(check_cards(setup.get("discard", []), "setup 'discard'"), "'discard'")
    top = take(check_cards(setup.get("deck", []), "setup 'deck'"), "'deck'")
    rest = [c for c in CARD_KINDS for _ in range(pool[c])]
    rng.shuffle(rest)
    stock = top + rest                            # top first
    hands = []
    for seat in range(players):
        if seat in fixed:
            hands.append(sort_hand(fixed[seat]))
        else:
            if len(stock) < HAND_SIZE:
                raise ValueError(f"setup: too few cards left to deal seat {seat} a hand")
            hands.append(sort_hand(stock[:HAND_SIZE]))
            stock = stock[HAND_SIZE:]
    return hands, stock[::-1], discard            # the state keeps the deck's top last
