"""The events of Libertalia, in the order a campaign produces them, for the client to animate.

Characters are (seat, rank) pairs: the seat's colour is implied. Booty is named by kind.
Money moves between seats and the bank (None). Private events carry `visible_to`;
everyone else gets `redacted()` (the PRIVATE fields set to None).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.contract import Event


@dataclass(frozen=True)
class CampaignBegins(Event):
    """A campaign opens: the identical ranks dealt into every hand, every purse reset to
    `doubloons` (`purses`: each seat's, which a set-up may change in campaign 1), and the
    booty drawn onto the 6 day spaces: booty[d] = kinds of day d+1."""

    TYPE: ClassVar[str] = "campaign_begins"
    campaign: int = 1
    deal: tuple = ()
    doubloons: int = 10
    booty: tuple = ()
    purses: tuple = ()


@dataclass(frozen=True)
class PhaseBegins(Event):
    """A phase of a day opens: "dawn" (the secret pick), "day", "dusk" or "night"."""

    TYPE: ClassVar[str] = "phase_begins"
    campaign: int = 1
    day: int = 1
    phase: str = "dawn"


@dataclass(frozen=True)
class Picked(Event):
    """A seat laid its character face down; only that seat sees which (`rank`)."""

    TYPE: ClassVar[str] = "picked"
    PRIVATE: ClassVar[tuple[str, ...]] = ("rank",)
    seat: int = 0
    rank: int | None = None


@dataclass(frozen=True)
class Revealed(Event):
    """All picks face up at once; `ship` is ((seat, rank), ...) left to right (rank, then
    influence)."""

    TYPE: ClassVar[str] = "revealed"
    picks: tuple = ()
    ship: tuple = ()


@dataclass(frozen=True)
class AbilityUsed(Event):
    """A character's ability resolves now (`phase`: "day", "dusk", "night" or "end");
    `note` says what it did in a few words ("+5", "no one to shoot")."""

    TYPE: ClassVar[str] = "ability_used"
    seat: int = 0
    rank: int = 1
    phase: str = "day"
    note: str = ""


@dataclass(frozen=True)
class CharacterPlayed(Event):
    """The Parrot's replay: `rank` from `seat`'s hand goes onto the ship at `index`;
    `ship` is the whole ship after it, left to right."""

    TYPE: ClassVar[str] = "character_played"
    seat: int = 0
    rank: int = 1
    index: int = 0
    ship: tuple = ()


@dataclass(frozen=True)
class CharacterDiscarded(Event):
    """`seat`'s character `rank` leaves the `source` ("ship" or "den") for its graveyard,
    because of `cause` (a character's rank, "sabre" or "officer") played by `by`."""

    TYPE: ClassVar[str] = "character_discarded"
    seat: int = 0
    rank: int = 1
    source: str = "ship"
    cause: int | str = ""
    by: int | None = None


@dataclass(frozen=True)
class CharacterReturned(Event):
    """A character goes back into `seat`'s hand from its "den" (Recruiter, public) or its
    "graveyard" (Surgeon: only the seat sees which `rank`)."""

    TYPE: ClassVar[str] = "character_returned"
    PRIVATE: ClassVar[tuple[str, ...]] = ("rank",)
    seat: int = 0
    rank: int | None = None
    source: str = "den"


@dataclass(frozen=True)
class ToDen(Event):
    """At dusk a character leaves the ship for its owner's den, face up."""

    TYPE: ClassVar[str] = "to_den"
    seat: int = 0
    rank: int = 1


@dataclass(frozen=True)
class DoubloonsMoved(Event):
    """`amount` doubloons go from `payer` to `payee` (None: the bank) because of `cause`
    (a character's rank, or "reset")."""

    TYPE: ClassVar[str] = "doubloons_moved"
    amount: int = 0
    payer: int | None = None
    payee: int | None = None
    cause: int | str = ""


@dataclass(frozen=True)
class BootyMoved(Event):
    """Booty tokens `kinds` move from `source` ("day": today's space, "den", "bag") of
    `seat` to `target` ("den" of `to_seat`, or "discard": out for the campaign), because of
    `cause` (a character's rank, or "dusk" for a token taken)."""

    TYPE: ClassVar[str] = "booty_moved"
    kinds: tuple = ()
    source: str = "day"
    target: str = "den"
    seat: int | None = None
    to_seat: int | None = None
    day: int | None = None
    cause: int | str = "dusk"


@dataclass(frozen=True)
class BootyDrawn(Event):
    """The Spanish Spy draws `count` tokens from the bag into `seat`'s den, face down («el
    jugador coloca la ficha de botín elegida boca abajo en su guarida»): nobody saw them, so
    only the seat sees their `kinds`; the others learn how many."""

    TYPE: ClassVar[str] = "booty_drawn"
    PRIVATE: ClassVar[tuple[str, ...]] = ("kinds",)
    seat: int = 0
    count: int = 0
    kinds: tuple | None = None
    cause: int | str = ""


@dataclass(frozen=True)
class BootyRevealed(Event):
    """The day of rest: `seat`'s face-down tokens (drawn by the Spanish Spy) are turned for the
    count: `kinds`."""

    TYPE: ClassVar[str] = "booty_revealed"
    seat: int = 0
    kinds: tuple = ()


@dataclass(frozen=True)
class CampaignScored(Event):
    """The day of rest: per seat {"doubloons", "booty", "maps", "relics", "fortune", "score"}
    (fortune = doubloons + booty value, floored at 0; score: the track after it)."""

    TYPE: ClassVar[str] = "campaign_scored"
    campaign: int = 1
    fortunes: tuple = ()


@dataclass(frozen=True)
class GameOver(Event):
    """After the third campaign: the track per seat and the winners (ties share victory)."""

    TYPE: ClassVar[str] = "game_over"
    scores: tuple = ()
    winners: tuple = ()
