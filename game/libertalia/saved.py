"""The declared shapes of a saved Libertalia state and of the `setup` option (game/core/shapes.py).

LibertaliaState._from_json checks a state against `Saved` before it builds anything, and the
setup checks the option against `Setup`, so a field of the wrong type ("x" or {} for the forced
deals, {} for a pending decision, True for a colour or a purse) is refused at once instead of
tripping the rules later; what the shape cannot say (the characters, the booty and the
doubloons add up) is the invariants' job.
"""
from __future__ import annotations

from typing import Annotated, Literal, Mapping, NotRequired, TypedDict

from ..core import shapes
from ..core.shapes import PER_SEAT, SEAT, AtMost, Length, Range
from .booty import ORDER
from .calendar import CAMPAIGNS, DAYS, PHASES
from .characters import COLOURS

Rank = Annotated[int, Range(1, 30)]
Colour = Annotated[int, Range(0, len(COLOURS) - 1)]
Booty = Literal[ORDER]
Coins = Annotated[int, Range(0, 250)]
Entry = tuple[Annotated[int, SEAT], Rank]          # [seat, rank] on the ship
Deal = list[Rank] | None                           # a campaign's named ranks
Days = list[list[Booty]] | None                    # a campaign's named booty, day by day


class Turn(TypedDict):
    seat: Annotated[int, SEAT]
    rank: Rank
    left: Annotated[int, Range(0, 9)]


class Pending(TypedDict):
    seat: Annotated[int, SEAT]
    action: str                                    # a decision of flow.DECISIONS (checked after)
    rank: Rank
    left: NotRequired[Annotated[int, Range(0, 9)]]


class Fortune(TypedDict):
    doubloons: Annotated[int, Range(0, 999)]
    booty: Annotated[int, Range(-999, 999)]
    maps: Annotated[int, Range(0, 99)]
    relics: Annotated[int, Range(0, 99)]
    fortune: Annotated[int, Range(-999, 999)]
    score: Annotated[int, Range(-9999, 9999)]


class Campaign(TypedDict):
    campaign: Annotated[int, Range(1, CAMPAIGNS)]
    fortunes: Annotated[list[Fortune], PER_SEAT]


class Saved(TypedDict):
    game: Literal["libertalia"]
    players: Annotated[int, Range(2, 6)]
    rng: Annotated[int, Range(0, 2 ** 64 - 1)]
    campaign: Annotated[int, Range(1, CAMPAIGNS)]
    day: Annotated[int, Range(1, DAYS)]
    phase: Literal[PHASES]
    bank: Coins
    colours: Annotated[list[Colour], PER_SEAT]
    deck: list[Rank]
    deal: list[Rank]
    doubloons: Annotated[list[Coins], PER_SEAT]
    track: Annotated[list[Annotated[int, Range(-9999, 9999)]], PER_SEAT]
    night_waiting: list[Annotated[int, SEAT]]
    hands: Annotated[list[list[Rank]], PER_SEAT]
    ship: list[Entry]
    acted: list[Entry]
    done: list[Entry]
    dens: Annotated[list[list[Rank]], PER_SEAT]
    graveyards: Annotated[list[list[Rank]], PER_SEAT]
    removed: Annotated[list[list[Rank]], PER_SEAT]
    picks: Annotated[list[Rank | None], PER_SEAT]
    den_booty: Annotated[list[list[Booty]], PER_SEAT]
    den_hidden: Annotated[list[list[Booty]], PER_SEAT]          # of den_booty: face down, unseen by rivals
    spaces: Annotated[list[list[Booty]], Length(DAYS)]
    bag: list[Booty]
    discarded: list[Booty]
    forced_bag: list[Booty]
    forced_deals: Annotated[list[Deal], Length(CAMPAIGNS)]
    forced_booty: Annotated[list[Days], Length(CAMPAIGNS)]
    secret: Annotated[list[list[tuple[Rank, Literal["graveyard", "removed"]]]], PER_SEAT]
    turn: Turn | None
    pending: Pending | None
    night_choices: Annotated[list[bool | None], PER_SEAT]
    history: list[Campaign]


class Setup(TypedDict, total=False):
    colours: list[Colour] | None
    deals: Annotated[list[Deal], AtMost(CAMPAIGNS)] | None
    booty: Annotated[list[Days], AtMost(CAMPAIGNS)] | None
    bag: list[Booty] | None
    doubloons: list[Coins] | None


def check(d: Mapping) -> None:
    """ValueError naming the field unless `d` has the shape of a saved Libertalia state."""
    if not isinstance(d, Mapping):
        raise ValueError("a Libertalia state must be an object")
    shapes.check(Annotated[int, Range(2, 6)], d.get("players"), "'players'")
    shapes.check(Saved, d, "state", d["players"])


def check_setup(setup: object, players: int) -> None:
    """ValueError naming the key unless the `setup` option has the declared shape."""
    shapes.check(Setup, setup, "setup", players)
