"""The declared shape of a saved Pagamás state (game/core/shapes.py): every field's type and range.

PagamasState._from_json checks a state against `Saved` before it builds anything, so a field
of the wrong type ("x" for the turn or the seats who passed, a promise without `judged`, {}
where a list belongs) is refused at once instead of tripping the rules later; what the shape
cannot say (the loot and the action cards add up, the phase and its step agree) is the
invariants' job and the phase modules'.
"""
from __future__ import annotations

from typing import Annotated, Literal, Mapping, TypedDict

from ..core import shapes
from ..core.shapes import PER_SEAT, SEAT, Digits, Range
from . import cards

Seat = Annotated[int, SEAT]
SeatKey = Annotated[str, Digits(0, 5)]              # a seat as an object's key
Character = Literal[cards.CHARACTERS]
ActionCard = Literal[cards.ACTION_KINDS]
Den = Literal[cards.DENS]
Line = Literal[cards.PROMISE_LINES]
Loot = Annotated[int, Range(0, 99)]                 # a loot card: an index into `value`
Turn = Annotated[int, Range(1, 999)]
Small = Annotated[int, Range(0, 999)]


class Share(TypedDict):
    cards: list[Loot]
    to: dict[Annotated[str, Digits(0, 99)], Seat]  # loot card -> the seat it is offered to
    round: Annotated[int, Range(1, 2)]
    votes: Annotated[list[bool | None], PER_SEAT]
    revealed: list[bool] | None
    settled: bool
    kept_all: bool
    forced: bool
    made: list[tuple[Line, Seat]]


class Ambush(TypedDict):
    trapper: Seat
    victim: Seat
    den: Den
    free: bool
    outcome: Literal["dodged", "hit", "miss", "too_late", "mutual"] | None
    dodge: bool


class Reveal(TypedDict):
    stage: Literal["brothel", "ambush", "chaplain", "bury"]
    next: Small
    chaplain_done: bool
    queue: list[Seat]


class Strengths(TypedDict):
    captain: Small
    mutineers: Small


class Mutiny(TypedDict):
    allowed: list[Literal["forced", "kept_all", "ambush"]]
    launcher: Seat | None
    sides: dict[SeatKey, Literal["captain", "mutineer"]]
    boarded: list[Seat]
    strengths: Strengths | None
    winner: Literal["captain", "mutineers"] | None
    deposed: Seat | None


class Election(TypedDict):
    fallen: Seat
    why: str
    eligible: list[Seat]
    voters: list[Seat]
    stood: dict[SeatKey, bool]
    candidates: list[Seat] | None
    votes: dict[SeatKey, Seat]
    for_mutineers: bool
    start: Seat


class Promise(TypedDict):
    turn: Turn
    seat: Seat
    to: Seat
    line: Line
    text: str
    kept: bool | None
    judged: bool
    voted_yes: bool | None


class ShareVote(TypedDict):
    turn: Turn
    round: Annotated[int, Range(1, 2)]
    votes: Annotated[list[bool | None], PER_SEAT]
    weights: Annotated[list[Small], PER_SEAT]
    accepted: bool
    counts: list[Small]


class ElectionVote(TypedDict):
    turn: Turn
    election: Literal[True]
    fallen: Seat
    votes: Annotated[list[Seat | None], PER_SEAT]
    captain: Seat


class Saved(TypedDict):
    game: Literal["pagamas"]
    rng: Annotated[int, Range(0, 2 ** 64 - 1)]
    players: Annotated[int, Range(3, 6)]
    characters: list[Character]
    turn: Turn
    phase: str                                       # one of state.PHASES (checked there)
    step: str                                        # the phase module's step
    roles: Annotated[list[Character | None], PER_SEAT]
    mutineer: Annotated[list[bool], PER_SEAT]
    value: list[Annotated[int, Range(1, 3)]]
    loot_deck: list[Loot]
    loot_discard: list[Loot]
    front: Annotated[list[list[Loot]], PER_SEAT]
    buried: Annotated[list[list[Loot]], PER_SEAT]
    known: Annotated[list[list[Loot]], PER_SEAT]
    action_deck: list[ActionCard]
    action_discard: list[ActionCard]
    hands: Annotated[list[list[ActionCard]], PER_SEAT]
    sailors: Annotated[list[list[ActionCard]], PER_SEAT]
    forced_dodges: list[bool]
    last_turn: bool
    order: list[Seat]
    share: Share | None
    dens: Annotated[list[Den | None], PER_SEAT]
    revealed: bool
    ambushes: list[Ambush]
    ambush_hit: bool
    passed: list[Seat]
    reveal: Reveal | None
    mutiny: Mutiny | None
    mutiny_done: bool
    election: Election | None
    resume: tuple[str, str] | None
    promises: list[Promise]
    history: list[ShareVote | ElectionVote]
    first_draw: list[list[tuple[Seat, Annotated[int, Range(1, 3)]]]]


def check(d: Mapping) -> None:
    """ValueError naming the field unless `d` has the shape of a saved Pagamás state."""
    if not isinstance(d, Mapping):
        raise ValueError("a Pagamás state must be an object")
    shapes.check(Annotated[int, Range(3, 6)], d.get("players"), "'players'")
    shapes.check(Saved, d, "state", d["players"])
