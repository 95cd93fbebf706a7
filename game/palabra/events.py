"""The events of Palabra de Pirata, in the order a day produces them, for the client to animate.

Gem multisets are objects {colour: count}; ship slots are island indices, None for the
hand; card 0 is the red ship. Private events carry `visible_to`; others see `redacted()`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.contract import Event


@dataclass(frozen=True)
class DayBegins(Event):
    """Phase 1 starts: the day track moves to `day`; `dagger` holds the dagger and the bag."""

    TYPE: ClassVar[str] = "day_begins"
    day: int = 1
    dagger: int = 0


@dataclass(frozen=True)
class IslandsFilled(Event):
    """Phase 1, excavation: gems drawn from the bag, one by one: ((island, colour), ...)."""

    TYPE: ClassVar[str] = "islands_filled"
    day: int = 1
    draws: tuple = ()


@dataclass(frozen=True)
class PhaseBegins(Event):
    """A phase opens: "talk", "decision", "market", "artifacts", "resolution"."""

    TYPE: ClassVar[str] = "phase_begins"
    day: int = 1
    phase: str = ""


@dataclass(frozen=True)
class Decided(Event):
    """A seat made its face-down choice (talk, decision or bid); what it chose stays hidden."""

    TYPE: ClassVar[str] = "decided"
    seat: int = 0
    phase: str = ""


@dataclass(frozen=True)
class SignalsRevealed(Event):
    """Every seat's table talk at once: ((seat, island, to_seat, "share" | "raid"), ...)."""

    TYPE: ClassVar[str] = "signals_revealed"
    day: int = 1
    signals: tuple = ()


@dataclass(frozen=True)
class BidsRevealed(Event):
    """The fists open. bids/values per seat (None: did not bid); winners in the order they use
    artifacts; the other bidders' gems go back to their chests (`returned`)."""

    TYPE: ClassVar[str] = "bids_revealed"
    bids: tuple = ()
    values: tuple = ()
    winners: tuple = ()
    returned: tuple = ()


@dataclass(frozen=True)
class BidPaid(Event):
    """A winner's bid gems go to the bag, just before they use an artifact."""

    TYPE: ClassVar[str] = "bid_paid"
    seat: int = 0
    gems: dict | None = None


@dataclass(frozen=True)
class ArtifactUsed(Event):
    """A seat turns an artifact face down and uses it (target/island: whose ship, which island)."""

    TYPE: ClassVar[str] = "artifact_used"
    seat: int = 0
    artifact: str = ""
    target: int | None = None
    island: int | None = None


@dataclass(frozen=True)
class ArtifactSkipped(Event):
    """An auction winner had no artifact it could use."""

    TYPE: ClassVar[str] = "artifact_skipped"
    seat: int = 0


@dataclass(frozen=True)
class ArtifactBlocked(Event):
    """2-player variant: the first user turns a second artifact face down, unused."""

    TYPE: ClassVar[str] = "artifact_blocked"
    seat: int = 0
    artifact: str = ""


@dataclass(frozen=True)
class ShipPeeked(Event):
    """A seat looks in secret at a ship (slot: island, None for the hand); only it sees `card`."""

    TYPE: ClassVar[str] = "ship_peeked"
    PRIVATE: ClassVar[tuple[str, ...]] = ("card",)
    seat: int = 0
    target: int = 0
    slot: int | None = None
    card: int | None = None


@dataclass(frozen=True)
class RatsPlaced(Event):
    """Rats go on what an artifact touched: islands, and ships as (owner, slot) pairs."""

    TYPE: ClassVar[str] = "rats_placed"
    seat: int = 0
    islands: tuple = ()
    ships: tuple = ()


@dataclass(frozen=True)
class ShipsRearranged(Event):
    """After the rum bottle a seat re-placed its ships; only it sees the new `ships`."""

    TYPE: ClassVar[str] = "ships_rearranged"
    PRIVATE: ClassVar[tuple[str, ...]] = ("ships",)
    seat: int = 0
    moved: int = 0
    ships: tuple | None = None


@dataclass(frozen=True)
class GemMoved(Event):
    """Spyglass: one gem moved from one island to another."""

    TYPE: ClassVar[str] = "gem_moved"
    seat: int = 0
    gem: str = ""
    from_island: int = 0
    to_island: int = 0


@dataclass(frozen=True)
class GemsDrawn(Event):
    """Barrel (island None: into the chest, `gems` private) or map (onto `island`, public)."""

    TYPE: ClassVar[str] = "gems_drawn"
    PRIVATE: ClassVar[tuple[str, ...]] = ("gems",)
    seat: int = 0
    artifact: str = ""
    island: int | None = None
    count: int = 0
    gems: dict | None = None


@dataclass(frozen=True)
class GemsReturned(Event):
    """Barrel (from the chest, `gems` private) or map (from `island`, public): gems to the bag."""

    TYPE: ClassVar[str] = "gems_returned"
    PRIVATE: ClassVar[tuple[str, ...]] = ("gems",)
    seat: int = 0
    artifact: str = ""
    island: int | None = None
    count: int = 0
    gems: dict | None = None


@dataclass(frozen=True)
class ShipsRevealed(Event):
    """Phase 4 opens: every placed ship face up: ((island, seat, card), ...)."""

    TYPE: ClassVar[str] = "ships_revealed"
    ships: tuple = ()


@dataclass(frozen=True)
class IslandRaided(Event):
    """Green and red: the raider takes every gem of the island into its chest."""

    TYPE: ClassVar[str] = "island_raided"
    island: int = 0
    raider: int = 0
    victim: int = 0
    gems: dict | None = None


@dataclass(frozen=True)
class IslandLost(Event):
    """Two reds: the island's gems go back to the bag."""

    TYPE: ClassVar[str] = "island_lost"
    island: int = 0
    seats: tuple = ()
    gems: dict | None = None


@dataclass(frozen=True)
class ShareBegins(Event):
    """Two greens: `first` (the higher green) and `second` pick the gems one at a time."""

    TYPE: ClassVar[str] = "share_begins"
    island: int = 0
    first: int = 0
    second: int = 0
    gems: dict | None = None


@dataclass(frozen=True)
class GemPicked(Event):
    """A seat takes one gem of the shared island (auto: the rest was all one colour)."""

    TYPE: ClassVar[str] = "gem_picked"
    seat: int = 0
    island: int = 0
    gem: str = ""
    auto: bool = False


@dataclass(frozen=True)
class GreensSwapped(Event):
    """After sharing, the two seats swap the greens they played: seats[0] gets cards[1]."""

    TYPE: ClassVar[str] = "greens_swapped"
    island: int = 0
    seats: tuple = ()
    cards: tuple = ()


@dataclass(frozen=True)
class DayEnds(Event):
    """Phase 5, maintenance: rats back, artifacts face up, bag and dagger to `dagger`."""

    TYPE: ClassVar[str] = "day_ends"
    day: int = 1
    dagger: int = 0


@dataclass(frozen=True)
class GameOver(Event):
    """After day 5 the chests open: points and chests per seat, the winners after tie-breaks."""

    TYPE: ClassVar[str] = "game_over"
    scores: tuple = ()
    chests: tuple = ()
    winners: tuple = ()
