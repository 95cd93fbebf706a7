"""Cartagena's preparation: lay the path(s), place the pirates, shuffle and deal, hide the chests.

`new_state(players, seed, options)` follows the rulebook's PREPARACIÓN and the
variants' set-ups; the `setup` option (see the package docstring) fixes any part of
it for tutorials and tests, and is validated here with ValueErrors that say what is
wrong, including set-ups that contradict the chosen options.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

from ..core.rng import Rng
from .board import PIECE_COUNT, build_path, random_pieces
from .cards import CARD_COUNTS, CARD_KINDS, check_cards, full_deck, sort_hand
from .powers import TOKENS
from .serial import SLOOP_PLACES, check_capacity, check_int, check_path, check_positions, is_int
from .state import CartagenaState
from .turn import CARTAGENA
from .variants import Variant

HAND_SIZE = 6
SETUP_KEYS = ("pieces", "path", "jungle_pieces", "jungle_path", "deck", "hands", "discard", "positions",
              "first", "sloop_at", "tokens")


def new_state(players: int, seed: int, options: Mapping[str, Any]) -> CartagenaState:
    setup = options.get("setup")
    if setup is None:
        setup = {}
    if not isinstance(setup, Mapping):
        raise ValueError(f"Cartagena option 'setup' must be null or an object, got {setup!r}")
    unknown = sorted(set(setup) - set(SETUP_KEYS))
    if unknown:
        raise ValueError(f"Cartagena setup has no key {unknown[0]!r}; known: {', '.join(SETUP_KEYS)}")
    variant = Variant.from_options(options)
    rng = Rng(seed)
    tunnel_count, jungle_count = variant.path_pieces()
    tunnel, pieces = lay_path(setup, rng, tunnel_count, "tunnel", "pieces", "path")
    taken = tuple(n for n, _ in pieces or ())          # a piece shows its tunnel side or its jungle side
    jungle, jungle_pieces = lay_path(setup, rng, jungle_count, "jungle", "jungle_pieces", "jungle_path",
                                     taken)
    if variant.great:
        path = tunnel + [None] + jungle
    else:
        path = tunnel or jungle
    goal = len(path) + 1
    ferry = len(tunnel) + 1 if variant.great else None
    pirates = place_pirates(setup.get("positions"), players, goal, variant, ferry)
    hands, deck, discard = deal(setup, players, rng)
    first = check_int(setup.get("first", 0), "setup 'first'", 0, players - 1)
    extra: dict[str, Any] = {}
    if variant.great:
        sloop_at = setup.get("sloop_at", CARTAGENA)
        if sloop_at not in SLOOP_PLACES:
            raise ValueError(f"setup 'sloop_at' must be 'cartagena' or 'tortuga', got {sloop_at!r}")
        extra["sloop_at"] = sloop_at
    elif "sloop_at" in setup:
        raise ValueError("setup 'sloop_at': the sloop sails only in the great escape (episode 'great')")
    if variant.sorceress:
        extra.update(hide_chests(setup.get("tokens"), path, rng))
    elif "tokens" in setup:
        raise ValueError("setup 'tokens': the chest tokens are for the Black Sorceress (option 'sorceress')")
    state = CartagenaState(players, path, pieces, pirates, hands, deck, discard, turn=first,
                           actions_taken=0, turn_number=1, winner=None, rng=rng, variant=variant,
                           jungle_pieces=jungle_pieces, **extra)
    if variant.great:
        state.captain_free = state._is_captain(first)
    return state


def lay_path(setup: Mapping, rng: Rng, count: int, side: str, pieces_key: str,
             path_key: str, taken: tuple[int, ...] = ()) -> tuple[list[str], list[list] | None]:
    """`count` of the eight pieces on `side`, none of those `taken` by the other path, each
    forwards or reversed (random unless `setup` says); ([], None) for a path the episode
    does not use."""
    if not count:
        for key in (pieces_key, path_key):
            if key in setup:
                episode = "the jungle episode has no tunnel" if side == "tunnel" else "La fuga has no jungle"  # i18n: keep (developer check)
                raise ValueError(f"setup {key!r}: {episode}; choose the episode with the 'episode' option")
        return [], None
    if path_key in setup and pieces_key in setup:
        raise ValueError(f"Cartagena setup: give {pieces_key!r} or {path_key!r}, not both")
    if path_key in setup:
        return check_path(setup[path_key], f"setup {path_key!r}"), None
    if pieces_key in setup:
        pieces = check_pieces(setup[pieces_key], count, pieces_key)
        twice = sorted(set(taken) & {n for n, _ in pieces})
        if twice:
            raise ValueError(f"setup {pieces_key!r}: piece {twice[0]} already lies in the tunnel; a piece "
                             f"shows its tunnel side or its jungle side, never both")
    else:
        pieces = random_pieces(rng, count, taken)
    return build_path(pieces, side), [[n, r] for n, r in pieces]


def check_pieces(pieces: object, count: int, key: str = "pieces") -> list[tuple[int, bool]]:
    if not isinstance(pieces, list) or len(pieces) != count:
        raise ValueError(f"setup {key!r} must list {count} pieces as [number, reversed] (the 'pieces' "
                         f"option), got {pieces!r}")
    out = []
    for p in pieces:
        if not (isinstance(p, (list, tuple)) and len(p) == 2 and is_int(p[0])
                and 1 <= p[0] <= PIECE_COUNT and isinstance(p[1], bool)):
            raise ValueError(f"setup {key!r}: each piece is [number 1-{PIECE_COUNT}, reversed true/false], "
                             f"got {p!r}")
        out.append((p[0], p[1]))
    numbers = [n for n, _ in out]
    if len(set(numbers)) != len(numbers):
        raise ValueError(f"setup {key!r}: a piece can be laid only once, got {numbers}")
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


def place_pirates(positions: object, players: int, goal: int, variant: Variant,
                  ferry: int | None) -> list[list[int]]:
    """Every pirate at the start (the dungeon; the sloop in the jungle episode), unless
    `setup['positions']` places them (tutorials, tests)."""
    count = variant.pirates
    pirates = [[0] * count for _ in range(players)]
    if positions is None:
        return pirates
    where = "the sloop" if variant.episode == "tunnel" else "the cove"  # i18n: keep (developer check)
    for seat, spots in per_seat(positions, players, "positions").items():
        pirates[seat] = check_positions(spots, goal, f"setup 'positions' of seat {seat}", count)  # i18n: keep (developer check)
        if all(p == goal for p in pirates[seat]):
            raise ValueError(f"setup 'positions': seat {seat} cannot start with every pirate in {where}")
    check_capacity(pirates, goal, ferry)
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

    fixed = {seat: take(check_cards(h, f"setup 'hands' of seat {seat}"), f"'hands' of seat {seat}")  # i18n: keep (developer check)
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


def hide_chests(order: object, path: list, rng: Rng) -> dict:
    """The sorceress's 8 chest tokens, shuffled (or in `setup['tokens']` order), one face down on
    each chest space in course order until tokens or chest spaces run out; the rest stay in the box."""
    if order is None:
        tokens = list(TOKENS)
        rng.shuffle(tokens)
    else:
        if not isinstance(order, list) or Counter(order) != Counter(TOKENS):
            raise ValueError(f"setup 'tokens' must order the 8 chest tokens: {', '.join(TOKENS)}")
        tokens = list(order)
    chests = [i + 1 for i, s in enumerate(path) if s == "chest"]
    placed = dict(zip(chests, tokens))
    return {"tokens": placed, "token_box": tokens[len(placed):], "opened": []}
