"""The moves a seat submits (Actions), as small frozen dataclasses.

Ships are numbered by seat; the ghost ship (2-player variant) is ship number `players`.
Resources: "food", "gold" (doubloons), "gunpowder". Combat die faces: 2, 4, 6, 8, 10, "star".
"""
from __future__ import annotations

from dataclasses import dataclass

from ..i18n import _
from ..core.contract import Action


# ------------------------------------------------------------------------------ actions
@dataclass(frozen=True)
class PlaceDice(Action):
    """The captain puts one action die on day (sun) and the other on night (moon)."""
    TYPE = "place_dice"
    day: int
    night: int


@dataclass(frozen=True)
class ChooseCard(Action):
    """Play this card of your hand this round (secret until everyone has chosen)."""
    TYPE = "choose_card"
    card: str


@dataclass(frozen=True)
class Sail(Action):
    """Where a move ends, choosing the branch at a fork (and, for the ghost ship, the way)."""
    TYPE = "sail"
    to: int


@dataclass(frozen=True)
class Dump(Action):
    """Empty this hold back to the bank to make room for a load."""
    TYPE = "dump"
    hold: int


@dataclass(frozen=True)
class Pay(Action):
    """Pay a space's cost from these holds: taken = ((hold, amount), ...), by hold."""
    TYPE = "pay"
    taken: tuple[tuple[int, int], ...]

    def describe(self) -> str:
        return _("pay {amounts}").format(amounts=", ".join(
            _("{n} from hold {hold}").format(n=n, hold=h + 1) for h, n in self.taken))


@dataclass(frozen=True)
class Attack(Action):
    """Several ships on the space: fight this one."""
    TYPE = "attack"
    target: int


@dataclass(frozen=True)
class Gunpowder(Action):
    """Spend this much gunpowder (+1 each) before your combat roll."""
    TYPE = "gunpowder"
    amount: int


@dataclass(frozen=True)
class Sabre(Action):
    """Saran's sabre: re-roll the die just rolled (use=True) or let it stand."""
    TYPE = "sabre"
    use: bool


@dataclass(frozen=True)
class Loot(Action):
    """The winner's spoils. take: "hold" (with hold), "treasure" (a face-up card, by name),
    "hidden" (a face-down card, blind), "give" (one of your cursed cards), "nothing"."""
    TYPE = "loot"
    take: str
    hold: int = -1
    card: str = ""


@dataclass(frozen=True)
class Retreat(Action):
    """Shortage: which way back at a merge (the end space)."""
    TYPE = "retreat"
    to: int


ACTION_CLASSES = (PlaceDice, ChooseCard, Sail, Dump, Pay, Attack, Gunpowder, Sabre, Loot, Retreat)
