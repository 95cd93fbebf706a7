"""The moves of Pagamás, one class per decision a player makes, in turn order.

Loot cards are named by their id (an int, stable for the whole game; its value is
hidden from those who have not seen it); action cards by their kind ("ambush", ...);
dens by name ("hammock", "tavern", "brothel", "island"); characters by name
("captain", "second", ...); seats by index.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.contract import Action
from ..i18n import _
from .cards import DEN_TITLES, PROMISES, TITLES
from .nouns import DENS


def _den(den: str) -> str:
    """A den's name in the player's language (an unknown one as it was given)."""
    return _(DEN_TITLES[den]) if den in DEN_TITLES else den


def _den_at(den: str) -> str:
    """Where one hides, as a sentence needs it (game/nouns.py): «en la Hamaca», «nell'Amaca»."""
    return DENS[den].at if den in DENS else _den(den)


@dataclass(frozen=True)
class Refloat(Action):
    """Phase 1: discard the whole hand first (`discard_hand`) or keep it, then draw `draw` action
    cards: exactly what completes the hand to 2 (2, 1 or 0), the Cook one more."""

    TYPE: ClassVar[str] = "refloat"
    discard_hand: bool = False
    draw: int = 0

    def describe(self) -> str:
        if self.discard_hand:
            return _("discard the hand, draw {n}").format(n=self.draw)
        return _("keep the hand, draw {n}").format(n=self.draw)


@dataclass(frozen=True)
class AssignRoles(Action):
    """Phase 2, the captain: `roles[seat]` is the character each seat gets (his own: captain)."""

    TYPE: ClassVar[str] = "assign_roles"
    roles: tuple = ()

    def describe(self) -> str:
        return ", ".join(_("seat {seat}: {role}").format(seat=s, role=_(TITLES[r]) if r in TITLES else r)
                         for s, r in enumerate(self.roles))


@dataclass(frozen=True)
class Give(Action):
    """Phase 3, the captain: deal the share's loot card `card` (its id), face down, to seat `to`."""

    TYPE: ClassVar[str] = "give"
    card: int = 0
    to: int = 0

    def describe(self) -> str:
        return _("give loot {card} to seat {to}").format(card=self.card, to=self.to)


@dataclass(frozen=True)
class Promise(Action):
    """Phase 3, the captain, once the share is dealt: a public, non-binding promise to seat `to`
    (line: "next_share", "second" or "spare"; see cards.PROMISES)."""

    TYPE: ClassVar[str] = "promise"
    line: str = ""
    to: int = 0

    def describe(self) -> str:
        line = _(PROMISES[self.line]) if self.line in PROMISES else self.line
        return _("to seat {to}: \u201c{line}\u201d").format(to=self.to, line=line)


@dataclass(frozen=True)
class CallVote(Action):
    """Phase 3, the captain: the share is dealt, the crew votes now."""

    TYPE: ClassVar[str] = "call_vote"

    def describe(self) -> str:
        return _("call the vote")


@dataclass(frozen=True)
class Vote(Action):
    """Phase 3, every character at once, face down: for (`yes`) or against the share."""

    TYPE: ClassVar[str] = "vote"
    yes: bool = True

    def describe(self) -> str:
        return _("vote for the share") if self.yes else _("vote against the share")


@dataclass(frozen=True)
class Force(Action):
    """Phase 3, the Second, after a second refusal: force the share (`yes`), or let the captain
    keep it all."""

    TYPE: ClassVar[str] = "force"
    yes: bool = True

    def describe(self) -> str:
        return _("force the share") if self.yes else _("let the captain keep it all")


@dataclass(frozen=True)
class Overboard(Action):
    """Phase 3, once the share is settled: throw one's own unburied loot card `card` into the sea."""

    TYPE: ClassVar[str] = "overboard"
    card: int = 0

    def describe(self) -> str:
        return _("throw loot {card} overboard").format(card=self.card)


@dataclass(frozen=True)
class Pass(Action):
    """Decline what is offered now (more overboard, salvage, an ambush, the Chaplain's burial,
    launching a mutiny, boarding)."""

    TYPE: ClassVar[str] = "pass"

    def describe(self) -> str:
        return _("pass")


@dataclass(frozen=True)
class Salvage(Action):
    """Phase 4, before the dens: play a salvage card and take the top discarded loot card."""

    TYPE: ClassVar[str] = "salvage"

    def describe(self) -> str:
        return _("play Salvage")


@dataclass(frozen=True)
class Land(Action):
    """Phase 4, everyone at once, face down: the den where one hides tonight."""

    TYPE: ClassVar[str] = "land"
    den: str = ""

    def describe(self) -> str:
        return _("hide {den}").format(den=_den_at(self.den))


@dataclass(frozen=True)
class Ambush(Action):
    """Phase 5: lay one's spare den card `den`, face down, on `victim`'s character (the Second's
    free ambush, or an ambush card)."""

    TYPE: ClassVar[str] = "ambush"
    victim: int = 0
    den: str = ""

    def describe(self) -> str:
        return _("ambush seat {victim} {den}").format(victim=self.victim, den=_den_at(self.den))


@dataclass(frozen=True)
class PayBrothel(Action):
    """Phase 6, a brothel guest: pay the loot card `card` (it is discarded)."""

    TYPE: ClassVar[str] = "pay_brothel"
    card: int = 0

    def describe(self) -> str:
        return _("pay the brothel with loot {card}").format(card=self.card)


@dataclass(frozen=True)
class Bury(Action):
    """Phase 6, the Chaplain: bury one's loot card `card`, wherever one hides."""

    TYPE: ClassVar[str] = "bury"
    card: int = 0

    def describe(self) -> str:
        return _("bury loot {card}").format(card=self.card)


@dataclass(frozen=True)
class Launch(Action):
    """Phase 7: turn the mutiny card to its red side (irrevocable)."""

    TYPE: ClassVar[str] = "launch"

    def describe(self) -> str:
        return _("launch a mutiny!")


@dataclass(frozen=True)
class Side(Action):
    """Phase 7, in seat order from the launcher: join the mutineers (`mutineer`) or the captain."""

    TYPE: ClassVar[str] = "side"
    mutineer: bool = False

    def describe(self) -> str:
        return _("join the mutineers") if self.mutineer else _("stand with the captain")


@dataclass(frozen=True)
class Board(Action):
    """Phase 7, sides formed: play a Boarding! card for `fighter` (oneself, or another fighter of
    one's side: the Q&A's «si può giocargli un All'arrembaggio! per aiutarlo»), whose sailors'
    strength then counts for that side, as if he had played it."""

    TYPE: ClassVar[str] = "board"
    fighter: int

    def describe(self) -> str:
        return _("play Boarding! for seat {fighter}").format(fighter=self.fighter)


@dataclass(frozen=True)
class Sharks(Action):
    """Phase 7, the winning captain: throw the mutineer `victim` to the sharks."""

    TYPE: ClassVar[str] = "sharks"
    victim: int = 0

    def describe(self) -> str:
        return _("throw seat {victim} to the sharks").format(victim=self.victim)


@dataclass(frozen=True)
class Stand(Action):
    """Election: stand as a candidate (`yes`) or not, in seat order."""

    TYPE: ClassVar[str] = "stand"
    yes: bool = True

    def describe(self) -> str:
        return _("stand for captain") if self.yes else _("do not stand")


@dataclass(frozen=True)
class Elect(Action):
    """Election, every voter at once, face down: the candidate one's character and sailors vote for."""

    TYPE: ClassVar[str] = "elect"
    candidate: int = 0

    def describe(self) -> str:
        return _("vote for seat {candidate}").format(candidate=self.candidate)


ACTIONS: tuple[type[Action], ...] = (Refloat, AssignRoles, Give, Promise, CallVote,
                                     Vote, Force, Overboard, Pass, Salvage, Land, Ambush,
                                     PayBrothel, Bury, Launch, Side, Board, Sharks, Stand, Elect)
