"""The moves of Libertalia: the secret pick at dawn and the choices some abilities ask for.

Characters are named by rank (1-30; the seat's own colour is implied); a character in
a den is named by (seat, rank). Booty is named by kind ("chest", "jewels", "goods",
"map", "relic", "sabre", "officer").
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.contract import Action
from ..i18n import _
from .booty import title
from .characters import name


@dataclass(frozen=True)
class Pick(Action):
    """Dawn: the character played face down from hand; all are revealed together."""

    TYPE: ClassVar[str] = "pick"
    rank: int = 1

    def describe(self) -> str:
        return _("play the character {name} ({rank})").format(name=name(self.rank), rank=self.rank)


@dataclass(frozen=True)
class Replay(Action):
    """Parrot (day): the character from hand that takes the Parrot's place on the ship."""

    TYPE: ClassVar[str] = "replay"
    rank: int = 2

    def describe(self) -> str:
        return _("Parrot: play the character {name} ({rank}) instead").format(name=name(self.rank),
                                                                            rank=self.rank)


@dataclass(frozen=True)
class Recruit(Action):
    """Recruiter (day): the character taken from one's den back into hand."""

    TYPE: ClassVar[str] = "recruit"
    rank: int = 1

    def describe(self) -> str:
        return _("Recruiter: take the character {name} back into your hand").format(name=name(self.rank))


@dataclass(frozen=True)
class Keep(Action):
    """Preacher (day): the one booty token kept; every other token in the den is discarded."""

    TYPE: ClassVar[str] = "keep"
    kind: str = "chest"

    def describe(self) -> str:
        return _("Preacher: keep one token: {booty}").format(booty=title(self.kind))


@dataclass(frozen=True)
class Shoot(Action):
    """Gunner (day): the character discarded from a den (any seat's, one's own too)."""

    TYPE: ClassVar[str] = "shoot"
    seat: int = 0
    rank: int = 1

    def describe(self) -> str:
        return _("Gunner: shoot the character {name} of seat {seat}").format(name=name(self.rank),
                                                                            seat=self.seat + 1)


@dataclass(frozen=True)
class Trade(Action):
    """Merchant (day): discard `count` (2 or 3) identical tokens of `kind` for +3 or +5."""

    TYPE: ClassVar[str] = "trade"
    kind: str = "goods"
    count: int = 2

    def describe(self) -> str:
        return _("Merchant: sell {n} × {booty} for {gain}").format(n=self.count, booty=title(self.kind),
                                                                  gain=3 if self.count == 2 else 5)


@dataclass(frozen=True)
class Heal(Action):
    """Surgeon (day): the character taken secretly from one's graveyard back into hand."""

    TYPE: ClassVar[str] = "heal"
    rank: int = 1

    def describe(self) -> str:
        return _("Surgeon: take the character {name} back from the graveyard").format(name=name(self.rank))


@dataclass(frozen=True)
class Take(Action):
    """Dusk: the booty token taken from today's space (the Cook takes two, one at a time)."""

    TYPE: ClassVar[str] = "take"
    kind: str = "chest"

    def describe(self) -> str:
        return _("take a token: {booty}").format(booty=title(self.kind))


@dataclass(frozen=True)
class Slash(Action):
    """Sabre (dusk): the character discarded from the left or right neighbour's den."""

    TYPE: ClassVar[str] = "slash"
    seat: int = 0
    rank: int = 1

    def describe(self) -> str:
        return _("Sabre: discard the character {name} of seat {seat}").format(name=name(self.rank),
                                                                              seat=self.seat + 1)


@dataclass(frozen=True)
class Serve(Action):
    """Waitress (night): discard a treasure map for +3 (True) or keep it (False)."""

    TYPE: ClassVar[str] = "serve"
    discard: bool = True

    def describe(self) -> str:
        return _("Waitress: trade a treasure map for 3") if self.discard else _("Waitress: keep the maps")


ACTIONS: tuple[type[Action], ...] = (Pick, Replay, Recruit, Keep, Shoot, Trade, Heal, Take,
                                     Slash, Serve)
