"""The moves of Palabra de Pirata: talk, place, bid, the artifacts' steps, and picks.

Ships are given as ((island, card), ...) pairs, one per island of the seat (see
islands.islands_of); card 0 is the red ship. Gem multisets are given as five counts
(gold, violet, blue, green, red).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.contract import Action
from ..i18n import _
from . import gems


@dataclass(frozen=True)
class Talk(Action):
    """Table talk before the decision: a non-binding signal per island (may be empty: skip).

    signals: ((island, "share" | "raid"), ...), at most one per island of the seat; the
    signal is addressed to the neighbour who shares that island.
    """

    TYPE: ClassVar[str] = "talk"
    signals: tuple = ()

    def describe(self) -> str:
        if not self.signals:
            return _("say nothing")
        return "; ".join((_("island {island}: I will share") if intent == "share" else
                          _("island {island}: I will raid")).format(island=i) for i, intent in self.signals)


@dataclass(frozen=True)
class Place(Action):
    """Phase 2, decision: a face-down ship at each of the seat's islands; the rest stays in hand."""

    TYPE: ClassVar[str] = "place"
    ships: tuple = ()

    def describe(self) -> str:
        return ", ".join((_("island {island}: red") if c == 0 else _("island {island}: green {card}")).format(
            island=i, card=c) for i, c in self.ships)


@dataclass(frozen=True)
class _GemCounts(Action):
    gold: int = 0
    violet: int = 0
    blue: int = 0
    green: int = 0
    red: int = 0

    def pile(self) -> list[int]:
        return [self.gold, self.violet, self.blue, self.green, self.red]

    @classmethod
    def of(cls, pile) -> "_GemCounts":
        return cls(*[int(n) for n in pile])


@dataclass(frozen=True)
class Bid(_GemCounts):
    """Phase 3, market: the gems put secretly in one's fist (from one's own chest; may be none)."""

    TYPE: ClassVar[str] = "bid"

    def describe(self) -> str:
        return _("bid {gems}").format(gems=gems.describe(self.pile()))


@dataclass(frozen=True)
class ReturnGems(_GemCounts):
    """Contraband barrel (from one's chest) or cursed map (from its island): gems back to the bag."""

    TYPE: ClassVar[str] = "return_gems"

    def describe(self) -> str:
        return _("return {gems} to the bag").format(gems=gems.describe(self.pile()))


@dataclass(frozen=True)
class UseRum(Action):
    """Rum bottle: look in secret at `target`'s ship in hand, then re-place one's own ships."""

    TYPE: ClassVar[str] = "use_rum"
    target: int = 0


@dataclass(frozen=True)
class UseSpyglass(Action):
    """Spyglass: look in secret at `target`'s ship at `island` (None, None if there is none
    to look at), then one may move one gem between islands."""

    TYPE: ClassVar[str] = "use_spyglass"
    target: int | None = None
    island: int | None = None


@dataclass(frozen=True)
class UseBarrel(Action):
    """Contraband barrel: draw 2 gems from the bag into one's chest, then return 2."""

    TYPE: ClassVar[str] = "use_barrel"


@dataclass(frozen=True)
class UseMap(Action):
    """Cursed treasure map: draw 2 gems from the bag onto `island`, then return 2 of it."""

    TYPE: ClassVar[str] = "use_map"
    island: int = 0


@dataclass(frozen=True)
class Rearrange(Action):
    """After the rum bottle: one's ships again, ((island, card), ...); cards with rats stay."""

    TYPE: ClassVar[str] = "rearrange"
    ships: tuple = ()


@dataclass(frozen=True)
class MoveGem(Action):
    """After the spyglass: move one gem of colour `gem` from one island to another."""

    TYPE: ClassVar[str] = "move_gem"
    gem: str = "gold"
    from_island: int = 0
    to_island: int = 0


@dataclass(frozen=True)
class Skip(Action):
    """Decline an optional step (the spyglass's gem move)."""

    TYPE: ClassVar[str] = "skip"


@dataclass(frozen=True)
class Block(Action):
    """2-player variant: the first artifact user also turns another artifact face down."""

    TYPE: ClassVar[str] = "block"
    artifact: str = "rum"


@dataclass(frozen=True)
class Pick(Action):
    """Phase 4, cooperation: take one gem of colour `gem` from the island being shared."""

    TYPE: ClassVar[str] = "pick"
    gem: str = "gold"


ACTIONS: tuple[type[Action], ...] = (Talk, Place, Bid, UseRum, UseSpyglass, UseBarrel, UseMap,
                                     Rearrange, MoveGem, ReturnGems, Skip, Block, Pick)
