"""Cartagena's save format: the state to and from JSON (validated), and its invariants.

to_json keys: game, players, path, pieces, pirates, hands, deck (top first),
discard (bottom first, the last is the top), turn, actions_taken, turn_number,
winner, rng. Reading checks every count, card and position and raises ValueError
saying what is wrong.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..core.rng import Rng
from .cards import DECK_SIZE, SYMBOLS, check_cards, missing_or_extra, sort_hand
from .rules import ACTIONS_PER_TURN, PIRATES_PER_SEAT, SPACE_CAPACITY, occupancy

if TYPE_CHECKING:
    from .state import CartagenaState

MIN_PLAYERS, MAX_PLAYERS = 2, 5
KEYS = ("players", "path", "pieces", "pirates", "hands", "deck", "discard", "turn",
        "actions_taken", "turn_number", "winner", "rng")


def state_to_json(s: "CartagenaState") -> dict:
    return {
        "game": "cartagena",
        "players": s.players,
        "path": list(s.path),
        "pieces": [list(p) for p in s.pieces] if s.pieces is not None else None,
        "pirates": [list(p) for p in s.pirates],
        "hands": [list(h) for h in s.hands],
        "deck": s.deck[::-1],
        "discard": list(s.discard),
        "turn": s.turn,
        "actions_taken": s.actions_taken,
        "turn_number": s.turn_number,
        "winner": s.winner,
        "rng": s.rng.to_json(),
    }


def is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_int(value: object, what: str, low: int, high: int) -> int:
    if not is_int(value) or not low <= value <= high:
        raise ValueError(f"{what} must be an integer from {low} to {high}, got {value!r}")
    return value


def check_path(path: object, what: str = "path") -> list[str]:
    if not isinstance(path, list) or not path:
        raise ValueError(f"{what} must be a non-empty list of symbols, got {path!r}")
    for s in path:
        if s not in SYMBOLS:
            raise ValueError(f"{what}: unknown symbol {s!r}; symbols are {', '.join(SYMBOLS)}")
    return list(path)


def check_positions(positions: object, goal: int, what: str) -> list[int]:
    """Six positions from 0 (the dungeon) to `goal` (the sloop), sorted."""
    if not isinstance(positions, list) or len(positions) != PIRATES_PER_SEAT:
        raise ValueError(f"{what} must list the positions of {PIRATES_PER_SEAT} pirates, got {positions!r}")
    for p in positions:
        check_int(p, f"{what}: a pirate's position", 0, goal)
    return sorted(positions)


def check_capacity(pirates: list[list[int]], goal: int) -> None:
    occ = occupancy(pirates, goal)
    for q in range(1, goal):
        if occ[q] > SPACE_CAPACITY:
            raise ValueError(f"space {q} holds {occ[q]} pirates; a space holds at most {SPACE_CAPACITY}")


def state_fields_from_json(d: Mapping) -> dict:
    """The keyword arguments of CartagenaState from its JSON form; ValueError if anything is off."""
    missing = [k for k in KEYS if k not in d]
    if missing:
        raise ValueError(f"a Cartagena state lacks {', '.join(repr(k) for k in missing)}")
    players = check_int(d["players"], "players", MIN_PLAYERS, MAX_PLAYERS)
    path = check_path(d["path"])
    goal = len(path) + 1
    pieces = d["pieces"]
    if pieces is not None:
        if (not isinstance(pieces, list) or len(pieces) * 6 != len(path) or not all(
                isinstance(p, list) and len(p) == 2 and is_int(p[0]) and 1 <= p[0] <= 8
                and isinstance(p[1], bool) for p in pieces)):
            raise ValueError(f"pieces must be null or one [number 1-8, reversed] per 6 spaces, got {pieces!r}")
        pieces = [list(p) for p in pieces]
    seats = d["pirates"]
    if not isinstance(seats, list) or len(seats) != players:
        raise ValueError(f"pirates must hold one list per seat ({players}), got {seats!r}")
    pirates = [check_positions(p, goal, f"seat {i}'s pirates") for i, p in enumerate(seats)]
    check_capacity(pirates, goal)
    hands = d["hands"]
    if not isinstance(hands, list) or len(hands) != players:
        raise ValueError(f"hands must hold one list per seat ({players})")
    hands = [sort_hand(check_cards(h, f"seat {i}'s hand")) for i, h in enumerate(hands)]
    deck = check_cards(d["deck"], "deck")[::-1]
    discard = check_cards(d["discard"], "discard pile")
    problem = missing_or_extra(deck + discard + [c for h in hands for c in h])
    if problem:
        raise ValueError(f"the cards are not the {DECK_SIZE}-card deck: {problem}")
    turn = check_int(d["turn"], "turn", 0, players - 1)
    actions_taken = check_int(d["actions_taken"], "actions_taken", 0, ACTIONS_PER_TURN - 1)
    turn_number = check_int(d["turn_number"], "turn_number", 1, 10**9)
    winner = d["winner"]
    finished = [i for i, p in enumerate(pirates) if all(q == goal for q in p)]
    if winner is None:
        if finished:
            raise ValueError(f"seat {finished[0]} has every pirate in the sloop but no winner is set")
    else:
        check_int(winner, "winner", 0, players - 1)
        if winner not in finished:
            raise ValueError(f"winner {winner} does not have every pirate in the sloop")
    return dict(players=players, path=path, pieces=pieces, pirates=pirates, hands=hands, deck=deck,
                discard=discard, turn=turn, actions_taken=actions_taken, turn_number=turn_number,
                winner=winner, rng=Rng.from_json(d["rng"]))


def check_invariants(s: "CartagenaState") -> None:
    """AssertionError naming the broken law: 102 cards, 6 pirates a seat, 3 a space, turn bookkeeping."""
    cards = s.deck + s.discard + [c for h in s.hands for c in h]
    problem = missing_or_extra(cards)
    assert problem is None, f"cards lost or created: {len(cards)} cards, {problem}"
    assert len(s.pirates) == s.players, f"{len(s.pirates)} pirate groups for {s.players} seats"
    for seat, mine in enumerate(s.pirates):
        assert len(mine) == PIRATES_PER_SEAT, f"seat {seat} has {len(mine)} pirates"
        assert mine == sorted(mine), f"seat {seat}'s pirates are not sorted: {mine}"
        assert all(0 <= p <= s.goal for p in mine), f"seat {seat} has a pirate off the path: {mine}"
    for seat, hand in enumerate(s.hands):
        assert hand == sort_hand(hand), f"seat {seat}'s hand is not sorted"
    occ = occupancy(s.pirates, s.goal)
    assert occ == s.occ, f"occupancy out of step: {s.occ} vs {occ}"
    for q in range(1, s.goal):
        assert occ[q] <= SPACE_CAPACITY, f"space {q} holds {occ[q]} pirates"
    finished = [i for i, p in enumerate(s.pirates) if all(q == s.goal for q in p)]
    if s.winner is None:
        assert not finished, f"seat {finished} finished but the game goes on"
        assert 0 <= s.turn < s.players, f"turn {s.turn} is no seat"
        assert 0 <= s.actions_taken < ACTIONS_PER_TURN, f"{s.actions_taken} actions taken in a live turn"
    else:
        assert finished == [s.winner], f"winner {s.winner} but finished seats {finished}"
