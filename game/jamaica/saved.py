"""The declared shape of a saved Jamaica state (game/core/shapes.py): every field's type and range.

JamaicaState._from_json checks a state against `Saved` before it builds anything, so a field
of the wrong type ("x" for the round, a string for the fixed combat rolls) is refused at once
instead of tripping the rules later; what the shape cannot say (the cards, the goods and the
treasures add up) is the invariants' job.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal, Mapping, NotRequired, TypedDict

from ..core import shapes
from ..core.shapes import PER_SEAT, SEAT, AtMost, Length, Range
from .cards import ACTION_CARDS, HOLDS, RESOURCES, TREASURES

MAX_SHIPS = 6                            # six players, or five and the ghost ship
Ship = Annotated[int, Range(0, MAX_SHIPS - 1)]    # a ship: the seats', then the ghost's
ByShip = Annotated[int, Range(-1, MAX_SHIPS - 1)]  # who decides for the ghost ship, -1: its owner
Card = Literal[tuple(sorted(set(ACTION_CARDS)))]
Treasure = Literal[tuple(sorted(set(TREASURES)))]
Resource = Literal[RESOURCES]
Slot = Literal["day", "night"]
Die = Annotated[int, Range(1, 6)]
Face = Literal[2, 4, 6, 8, 10, "star"]
Count = Annotated[int, Range(0, 999)]
Step = Annotated[int, Range(1, 6)]


class SavedShip(TypedDict):
    space: Annotated[int, Range(0, 999)]
    lap: Annotated[int, Range(-1, 1)]
    finished: bool
    holds: list[tuple[Resource | None, Count]]
    face_up: list[Treasure]
    hidden: list[Treasure]


class PlaceDice(TypedDict):
    t: Literal["place_dice"]


class ChooseCards(TypedDict):
    t: Literal["choose_cards"]


class EndRound(TypedDict):
    t: Literal["end_round"]


class Turn(TypedDict):
    t: Literal["turn", "end_turn"]
    seat: Annotated[int, SEAT]


class Act(TypedDict):
    t: Literal["act"]
    seat: Annotated[int, SEAT]
    slot: Slot


class GhostMove(TypedDict):
    t: Literal["ghost_move"]
    slot: Slot
    started: NotRequired[bool]


class Move(TypedDict):
    t: Literal["move"]
    ship: Ship
    dir: Literal["forward", "backward"]
    n: Step


class Load(TypedDict):
    t: Literal["load"]
    ship: Ship
    kind: Resource
    n: Annotated[int, Range(1, 99)]
    source: Literal["bank", "plunder"]
    by: NotRequired[ByShip]


class Arrive(TypedDict):
    t: Literal["arrive", "settle"]
    ship: Ship
    pay: bool


class PickTarget(TypedDict):
    t: Literal["pick_target"]
    ship: Ship
    targets: list[Ship]


class Pay(TypedDict):
    t: Literal["pay"]
    ship: Ship
    kind: Resource
    cost: Annotated[int, Range(1, 99)]


class Retreat(TypedDict):
    t: Literal["retreat"]
    ship: Ship
    target: Literal["port", "sea", "lair"]


class Combat(TypedDict):
    t: Literal["combat"]
    a: Ship
    d: Ship
    by: ByShip
    stage: Literal["start", "powder_a", "sabre_a", "powder_d", "sabre_d", "loot"]
    powder: tuple[Count, Count]
    roll: tuple[Face | None, Face | None]
    sabre: bool
    winner: Ship | None


Task = (PlaceDice | ChooseCards | EndRound | Turn | Act | GhostMove | Move | Load | Arrive | PickTarget
        | Pay | Retreat | Combat)


class Bank(TypedDict):
    food: Count
    gold: Count
    gunpowder: Count


class Options(TypedDict):
    ghost_ship: bool
    setup: Any


class Saved(TypedDict):
    game: Literal["jamaica"]
    version: Literal[2]
    players: Annotated[int, Range(2, 6)]
    options: Options
    rng: Annotated[int, Range(0, 2 ** 64 - 1)]
    ships: list[SavedShip]
    round: Annotated[int, Range(1, 10 ** 6)]
    captain: Annotated[int, SEAT]
    dice: Annotated[list[Die], Length(2)] | None
    day: Die | None
    night: Die | None
    revealed: Annotated[list[bool], PER_SEAT]
    bank: Bank
    tokens: list[Annotated[int, Range(0, 999)]]
    treasure_deck: list[Treasure]
    removed: list[Treasure]
    decks: Annotated[list[list[Card]], PER_SEAT]
    hands: Annotated[list[list[Card]], PER_SEAT]
    discards: Annotated[list[list[Card]], PER_SEAT]
    chosen: Annotated[list[Card | None], PER_SEAT]
    stack: list[Task]
    ending: bool
    over: bool
    acting: tuple[Ship, Slot] | None
    fixed_dice: list[tuple[Die, Die]]
    fixed_combat: list[Face]


class SetupShip(TypedDict, total=False):
    space: Annotated[int, Range(0, 999)]
    lap: Annotated[int, Range(-1, 0)]
    holds: list[tuple[Resource | None, Count]]
    face_up: list[Treasure]
    hidden: list[Treasure]


class Setup(TypedDict, total=False):
    captain: Annotated[int, SEAT] | None
    dice: list[tuple[Die, Die]]
    combat: list[Face]
    decks: Annotated[list[list[Card] | None], AtMost(MAX_SHIPS)]
    treasures: list[Treasure]
    tokens: list[Annotated[int, Range(0, 999)]] | None
    ships: Annotated[list[SetupShip | None], AtMost(MAX_SHIPS)]


def check_setup(setup: object, players: int) -> None:
    """ValueError naming the key unless the `setup` option has the declared shape (True is no
    captain, a hold's amount is a whole number)."""
    shapes.check(Setup, setup, "setup", players)


def check(d: Mapping) -> None:
    """ValueError naming the field unless `d` has the shape of a saved Jamaica state (its
    `players` read first: the per-seat lists and the seats depend on it)."""
    if not isinstance(d, Mapping):
        raise ValueError("a Jamaica state must be an object")
    players = d.get("players")
    shapes.check(Annotated[int, Range(2, 6)], players, "'players'")
    shapes.check(Saved, d, "state", players)
    if len(d["ships"]) != players + d["options"]["ghost_ship"]:
        raise ValueError(f"'ships' must hold one ship per seat{' and the ghost ship' if d['options']['ghost_ship'] else ''}")
    for i, ship in enumerate(d["ships"]):
        if not HOLDS <= len(ship["holds"]) <= HOLDS + 1:
            raise ValueError(f"'ships'[{i}]['holds'] must hold {HOLDS} holds, or {HOLDS + 1} with the sixth")
