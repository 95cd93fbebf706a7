"""Jamaica's words that carry a count or a place, in the player's language: the goods of a hold
("3 doubloons") and where a shortage sends a ship back to. The engine's refusals and the table
share them (one word per idea); the ids they translate ("gold", "port"...) stay in the rules."""
from __future__ import annotations

from ..i18n import N_, _, ngettext

# A resource alone, as a label (art and choices show it beside a number drawn apart).
RESOURCE_NAMES = {"food": N_("food"), "gold": N_("doubloons"), "gunpowder": N_("gunpowder")}
# Where a shortage sends a ship back to (cards.SHORTAGE_TARGET).
PREVIOUS = {"port": N_("the previous port"), "sea": N_("the previous sea space"),
            "lair": N_("the previous pirate lair")}


def resource(kind: str) -> str:
    """The resource `kind` in the player's language ("doubloons")."""
    return _(RESOURCE_NAMES[kind]) if kind in RESOURCE_NAMES else str(kind)


def amount(kind: str, n: int) -> str:
    """`n` of resource `kind`, counted in the player's language ("1 doubloon", "3 gunpowder")."""
    if kind == "gold":
        return ngettext("{n} doubloon", "{n} doubloons", n).format(n=n)
    if kind == "food":
        return ngettext("{n} food", "{n} food", n).format(n=n)
    if kind == "gunpowder":
        return ngettext("{n} gunpowder", "{n} gunpowder", n).format(n=n)
    return "{n} {kind}".format(n=n, kind=kind)


def previous(target: str) -> str:
    """Where a shortage sends a ship back to ("the previous port")."""
    return _(PREVIOUS[target]) if target in PREVIOUS else str(target)
