"""The events of Pagamás, in the order a turn produces them, for the client to animate.

Loot cards are ids; a loot value is shown only to those who may see it (PRIVATE fields,
None in `redacted()`); action cards are kinds; dens are names. `phase` names are those
of the package docstring.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.contract import Event


@dataclass(frozen=True)
class CaptainDrawn(Event):
    """Set-up: each round, the players still tied draw a loot card (public): rounds is
    (((seat, value), ...), ...); `captain` drew the highest. The cards go back and are shuffled."""

    TYPE: ClassVar[str] = "captain_drawn"
    rounds: tuple = ()
    captain: int = 0


@dataclass(frozen=True)
class TurnBegins(Event):
    """A turn opens: its number, the captain, loot cards left in the deck."""

    TYPE: ClassVar[str] = "turn_begins"
    turn: int = 1
    captain: int = 0
    loot_left: int = 0


@dataclass(frozen=True)
class PhaseBegins(Event):
    """A phase opens (refloat, roles, share, landing, ambush, revelation, mutiny, election)."""

    TYPE: ClassVar[str] = "phase_begins"
    phase: str = ""


@dataclass(frozen=True)
class HandDiscarded(Event):
    """A seat discards its whole hand (refloat), face up: `cards` kinds."""

    TYPE: ClassVar[str] = "hand_discarded"
    seat: int = 0
    cards: tuple = ()


@dataclass(frozen=True)
class ActionsDrawn(Event):
    """A seat draws action cards (refloat, start, brothel): `cards` (the kinds kept in hand) only
    it sees; `sailors` drawn are placed face up at once and replaced by new draws."""

    TYPE: ClassVar[str] = "actions_drawn"
    PRIVATE: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int = 0
    count: int = 0
    cards: tuple | None = None
    sailors: tuple = ()
    why: str = "refloat"


@dataclass(frozen=True)
class ActionDeckShuffled(Event):
    """The action deck ran out: the `count` discarded action cards are shuffled into a new deck."""

    TYPE: ClassVar[str] = "action_deck_shuffled"
    count: int = 0


@dataclass(frozen=True)
class CardDiscarded(Event):
    """An action card goes face up to the discard pile (why: "dodge", used up)."""

    TYPE: ClassVar[str] = "card_discarded"
    seat: int = 0
    card: str = ""
    why: str = "dodge"


@dataclass(frozen=True)
class RolesAssigned(Event):
    """Phase 2: the captain hands out the characters; roles[seat] (None: nobody of that seat)."""

    TYPE: ClassVar[str] = "roles_assigned"
    captain: int = 0
    roles: tuple = ()


@dataclass(frozen=True)
class LootDrawn(Event):
    """Phase 3: the captain draws the share (`cards` ids); values only the captain and Lookout see.
    `last`: the loot deck is now empty, this is the last turn."""

    TYPE: ClassVar[str] = "loot_drawn"
    PRIVATE: ClassVar[tuple[str, ...]] = ("values",)
    captain: int = 0
    cards: tuple = ()
    values: tuple | None = None
    left: int = 0
    last: bool = False


@dataclass(frozen=True)
class LootGiven(Event):
    """Phase 3: one card of the share dealt face down to seat `to` (deal round 1 or 2)."""

    TYPE: ClassVar[str] = "loot_given"
    card: int = 0
    to: int = 0
    round: int = 1


@dataclass(frozen=True)
class PromiseMade(Event):
    """The captain's public, non-binding promise to seat `to` (text: what the table reads)."""

    TYPE: ClassVar[str] = "promise_made"
    seat: int = 0
    to: int = 0
    line: str = ""
    text: str = ""


@dataclass(frozen=True)
class Decided(Event):
    """A seat made a face-down choice (vote, den, election vote); what it chose stays hidden."""

    TYPE: ClassVar[str] = "decided"
    seat: int = 0
    what: str = ""


@dataclass(frozen=True)
class VotesRevealed(Event):
    """Hands raised together on the share: votes[seat] True/False/None (no character), weights
    per seat, the totals, whether the share passed (a tie accepts), and the deal round."""

    TYPE: ClassVar[str] = "votes_revealed"
    votes: tuple = ()
    weights: tuple = ()
    yes: int = 0
    no: int = 0
    accepted: bool = True
    round: int = 1


@dataclass(frozen=True)
class ShareTakenBack(Event):
    """The share was refused: the captain takes the cards back to deal them again."""

    TYPE: ClassVar[str] = "share_taken_back"
    captain: int = 0
    cards: tuple = ()


@dataclass(frozen=True)
class ShareForced(Event):
    """Refused twice: the Second forced the share (`forced`), or the captain keeps it all."""

    TYPE: ClassVar[str] = "share_forced"
    second: int | None = None
    forced: bool = False


@dataclass(frozen=True)
class ShareSettled(Event):
    """The share is final: owners ((card, seat), ...); `kept_all`: the captain has it all (no
    treasure island this turn, mutiny possible); `forced`: the Second forced it."""

    TYPE: ClassVar[str] = "share_settled"
    owners: tuple = ()
    kept_all: bool = False
    forced: bool = False


@dataclass(frozen=True)
class LootSeen(Event):
    """A seat looks at loot cards it now owns or holds: `values` only it sees."""

    TYPE: ClassVar[str] = "loot_seen"
    PRIVATE: ClassVar[tuple[str, ...]] = ("values",)
    seat: int = 0
    cards: tuple = ()
    values: tuple | None = None


@dataclass(frozen=True)
class LootDiscarded(Event):
    """A loot card goes face up to the loot discard pile (overboard, brothel, mutual ambush,
    unburied at the end): its value is public."""

    TYPE: ClassVar[str] = "loot_discarded"
    seat: int = 0
    card: int = 0
    value: int = 0
    why: str = "overboard"


@dataclass(frozen=True)
class Salvaged(Event):
    """Phase 4: a salvage card played; the seat takes the top discarded loot card (public value)."""

    TYPE: ClassVar[str] = "salvaged"
    seat: int = 0
    card: int = 0
    value: int = 0


@dataclass(frozen=True)
class AmbushLaid(Event):
    """Phase 5: `trapper` lays a den card face down on `victim` (`free`: the Second's power);
    `den` only the trapper sees; `order` is its place in the resolution order."""

    TYPE: ClassVar[str] = "ambush_laid"
    PRIVATE: ClassVar[tuple[str, ...]] = ("den",)
    trapper: int = 0
    victim: int = 0
    den: str | None = None
    free: bool = False
    order: int = 0


@dataclass(frozen=True)
class DensRevealed(Event):
    """Phase 6: every den turned face up: dens[seat]."""

    TYPE: ClassVar[str] = "dens_revealed"
    dens: tuple = ()


@dataclass(frozen=True)
class BrothelPaid(Event):
    """A brothel guest pays one loot card (discarded, value public)."""

    TYPE: ClassVar[str] = "brothel_paid"
    seat: int = 0
    card: int = 0
    value: int = 0


@dataclass(frozen=True)
class CharacterLost(Event):
    """A seat loses its character and discards its hand and sailors (why: "brothel", "ambush",
    "mutual", "sharks"); the cards go face up to the discard pile."""

    TYPE: ClassVar[str] = "character_lost"
    seat: int = 0
    role: str = ""
    why: str = ""
    hand: tuple = ()
    sailors: tuple = ()


@dataclass(frozen=True)
class AmbushResolved(Event):
    """Phase 6, in laying order: the den card on `victim` turned. outcome: "miss", "dodged",
    "hit" (the victim falls; its `loot` goes to `to`: the trapper, or, if the trapper has
    fallen in an ambush himself, the one who robbed him), "mutual" (the victim falls and its
    loot is discarded: it would have come back to it through thieves who robbed each other),
    "too_late" (the victim already fell). `dodge`: a dodge card was used; the `values` of the
    loot only trapper, victim and taker see."""

    TYPE: ClassVar[str] = "ambush_resolved"
    PRIVATE: ClassVar[tuple[str, ...]] = ("values",)
    order: int = 0
    trapper: int = 0
    victim: int = 0
    den: str = ""
    outcome: str = "miss"
    dodge: bool = False
    loot: tuple = ()
    values: tuple | None = None
    to: int | None = None


@dataclass(frozen=True)
class LootBuried(Event):
    """Loot buried (treasure island: all of it; the Chaplain: one card): out of reach, its
    value hidden until the end."""

    TYPE: ClassVar[str] = "loot_buried"
    seat: int = 0
    cards: tuple = ()
    why: str = "island"


@dataclass(frozen=True)
class MutinyLaunched(Event):
    """Phase 7: `seat` turns the mutiny card to its red side; reasons: why a mutiny was allowed."""

    TYPE: ClassVar[str] = "mutiny_launched"
    seat: int = 0
    reasons: tuple = ()


@dataclass(frozen=True)
class SideChosen(Event):
    """Phase 7: a seat joins the mutineers (its character turned) or stays with the captain."""

    TYPE: ClassVar[str] = "side_chosen"
    seat: int = 0
    mutineer: bool = False


@dataclass(frozen=True)
class Boarded(Event):
    """Phase 7: `seat` plays a Boarding! card for `fighter` (itself or a fighter of its side):
    the fighter's sailors' `strength` now counts for that side."""

    TYPE: ClassVar[str] = "boarded"
    seat: int = 0
    fighter: int = 0
    strength: int = 0


@dataclass(frozen=True)
class MutinyResolved(Event):
    """Phase 7: the sides' strengths; `winner` "captain" (ties too) or "mutineers"."""

    TYPE: ClassVar[str] = "mutiny_resolved"
    captain_side: tuple = ()
    mutineers: tuple = ()
    captain_strength: int = 0
    mutineer_strength: int = 0
    winner: str = "captain"


@dataclass(frozen=True)
class ThrownToSharks(Event):
    """After a mutiny: `victim` is thrown to the sharks by `by`, who takes the `loot` cards (values
    only they two see)."""

    TYPE: ClassVar[str] = "thrown_to_sharks"
    PRIVATE: ClassVar[tuple[str, ...]] = ("values",)
    victim: int = 0
    by: int = 0
    loot: tuple = ()
    values: tuple | None = None


@dataclass(frozen=True)
class ElectionCalled(Event):
    """The golden rule: the captain `fallen` lost his character (why: "ambush", "brothel",
    "mutual", "mutiny"); `eligible` may stand; `voters` vote."""

    TYPE: ClassVar[str] = "election_called"
    fallen: int = 0
    why: str = ""
    eligible: tuple = ()
    voters: tuple = ()


@dataclass(frozen=True)
class Stood(Event):
    """Election: a seat stands as a candidate or not."""

    TYPE: ClassVar[str] = "stood"
    seat: int = 0
    yes: bool = True


@dataclass(frozen=True)
class ElectionResult(Event):
    """Election: votes[seat] (the candidate, None: no vote), tallies per candidate as
    ((seat, votes), ...), the new captain; `tie`: broken by the Second (or seat order)."""

    TYPE: ClassVar[str] = "election_result"
    candidates: tuple = ()
    votes: tuple = ()
    tallies: tuple = ()
    captain: int = 0
    tie: bool = False


@dataclass(frozen=True)
class PromiseJudged(Event):
    """A promise's fate, for everyone's memory: kept True/False; None: void (the seat voted no,
    or the captain fell before he could keep it)."""

    TYPE: ClassVar[str] = "promise_judged"
    seat: int = 0
    to: int = 0
    line: str = ""
    kept: bool | None = None


@dataclass(frozen=True)
class TurnEnds(Event):
    """A turn is over: the dens go back to their owners; the mutiny card shows calm sea."""

    TYPE: ClassVar[str] = "turn_ends"
    turn: int = 1


@dataclass(frozen=True)
class GameOver(Event):
    """The loot deck ran out this turn: buried loot is counted (buried[seat]: values), unburied
    loot is lost; scores per seat; winners (a tie is shared)."""

    TYPE: ClassVar[str] = "game_over"
    scores: tuple = ()
    buried: tuple = ()
    winners: tuple = ()
