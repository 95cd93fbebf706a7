"""The declared shape of a saved Palabra state (game/core/shapes.py): every field's type and range.

PalabraState._from_json checks a state against `Saved` before it builds anything, so a field
of the wrong type, a day of the history missing its ships, a share without its gems, is
refused at once instead of tripping the rules (or the achievements) later; what the shape
cannot say (the gems and the ship cards add up) is the invariants' job.
"""
from __future__ import annotations

from typing import Annotated, Literal, Mapping, NotRequired, TypedDict

from ..core import shapes
from ..core.shapes import PER_SEAT, SEAT, Length, Range
from .artifacts import NAMES
from .gems import COLOURS

Seat = Annotated[int, SEAT]
Island = Annotated[int, Range(0, 7)]
Card = Annotated[int, Range(0, 16)]                 # 0: the red ship, 1-16 the greens
Count = Annotated[int, Range(0, 999)]
Colour = Literal[COLOURS]
Intent = Literal["share", "raid"]
Artifact = Literal[NAMES]
Gems = Annotated[list[Count], Length(len(COLOURS))]  # a pile as the share holds it


class Pile(TypedDict):                             # a pile as JSON: every colour a key
    gold: Count
    violet: Count
    blue: Count
    green: Count
    red: Count


class Step(TypedDict):
    seat: Seat
    step: Literal["use", "block", "rearrange", "move", "return"]
    artifact: NotRequired[Artifact]
    island: NotRequired[Island | None]
    count: NotRequired[Count]


class Share(TypedDict):
    island: Island
    first: Seat
    second: Seat
    turn: Seat
    took: tuple[Gems, Gems]


class Lost(TypedDict):
    island: Island
    result: Literal["lost"]
    seats: tuple[Seat, Seat]
    gems: Pile


class Raid(TypedDict):
    island: Island
    result: Literal["raid"]
    raider: Seat
    victim: Seat
    gems: Pile


class Shared(TypedDict):
    island: Island
    result: Literal["share"]
    seats: tuple[Seat, Seat]
    cards: tuple[Card, Card]
    gems: tuple[Pile, Pile]


class Day(TypedDict):
    day: Annotated[int, Range(1, 5)]
    dagger: Seat
    signals: list[tuple[Seat, Island, Seat, Intent]]
    ships: list[tuple[Island, Seat, Card]]
    bids: Annotated[list[Pile], PER_SEAT] | None
    auction: list[Seat]
    artifacts: list[tuple[Seat, Artifact]]
    blocked: list[tuple[Seat, Artifact]]
    rats: Annotated[list[Count], PER_SEAT]
    outcomes: list[Lost | Raid | Shared]


class Saved(TypedDict):
    game: Literal["palabra"]
    players: Annotated[int, Range(2, 8)]
    market: bool
    talk: bool
    rng: Annotated[int, Range(0, 2 ** 64 - 1)]
    forced: list[Colour]
    day: Annotated[int, Range(1, 5)]
    dagger: Seat
    phase: Literal["talk", "decision", "market", "artifacts", "resolution", "over"]
    bag: Pile
    islands: list[Pile]
    chests: Annotated[list[Pile], PER_SEAT]
    cards: Annotated[list[list[Card]], PER_SEAT]
    placed: Annotated[list[list[tuple[Island, Card]] | None], PER_SEAT]
    talk_choice: Annotated[list[list[tuple[Island, Intent]] | None], PER_SEAT]
    bid_done: Annotated[list[bool], PER_SEAT]
    bids: Annotated[list[Pile], PER_SEAT]
    users: list[Seat]
    step: Step | None
    artifacts: dict[Artifact, tuple[Seat, Literal["used", "blocked"]] | None]
    island_rats: list[Island]
    ship_rats: list[tuple[Seat, Island | None]]
    peeks: Annotated[list[list[tuple[Seat, Island | None, Card]]], PER_SEAT]
    revealed: bool
    queue: list[Island]
    share: Share | None
    history: list[Day]


def check(d: Mapping) -> None:
    """ValueError naming the field unless `d` has the shape of a saved Palabra state."""
    if not isinstance(d, Mapping):
        raise ValueError("a Palabra state must be an object")
    shapes.check(Annotated[int, Range(2, 8)], d.get("players"), "'players'")
    shapes.check(Saved, d, "state", d["players"])
    if set(d["artifacts"]) != set(NAMES):
        raise ValueError(f"'artifacts' must name each of {list(NAMES)}")
