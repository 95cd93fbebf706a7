"""The words of Pagamás' decisions that more than one builder says: loot values as the seat
knows them, dens, characters and their one-line hints, the option of passing (choices.py)."""
from __future__ import annotations

from game.core.decision import Option
from game.i18n import N_, _, ngettext
from game.pagamas.cards import ACTION_TITLES, DEN_TITLES, TITLES

#: The brothel den's card: the rulebook's payment, and this edition's draw (shown with _()).
BROTHEL_RULE = N_("Pay one loot card, into the sea; cannot pay: lose character, sailors and hand. Then draw 2 "
                  "action cards (a house rule of this edition).")
#: One line on each character, as the captain hands them out (shown with _()).
ROLE_HINTS = {"captain": N_("Shares the loot, assigns the roles."),
              "second": N_("A free ambush each turn; may force a twice-refused share; breaks election ties."),
              "boatswain": N_("His vote counts 2 (a house rule of this edition)."),
              "lookout": N_("Sees the loot values with the captain."),
              "cook": N_("Draws one more action card at the refloat (a house rule of this edition)."),
              "chaplain": N_("May bury one loot card at the revelation, wherever he hides (a house rule of this "
                             "edition).")}


# ----------------------------------------------------------------------------- words of the view
def known_values(view: dict) -> dict:
    """Loot card id -> value, for every card whose value the viewer may see (None: unknown)."""
    out = {}
    for s in view.get("seats") or []:
        for c in s.get("loot") or []:
            out[c["card"]] = c.get("value")
    for c in (view.get("share") or {}).get("cards") or []:
        out[c["card"]] = c.get("value")
    return out


def value_label(v: int | None) -> str:
    return _("a loot card") if v is None else ngettext("{n} share", "{n} shares", v).format(n=v)


def loot_picture(v: int | None) -> str:
    return f"pagamas/loot/{'back' if v is None else v}.png"


def den_title(den: str) -> str:
    return _(DEN_TITLES[den]) if den in DEN_TITLES else den


def role_title(role: str) -> str:
    return _(TITLES[role]) if role in TITLES else role


def cards_text(kinds) -> str:
    """Action cards in running text: "Ambush!, Dodge"."""
    return ", ".join(_(ACTION_TITLES.get(k, k)) for k in kinds)


def passing(legal: list, label: str, hint: str = "") -> list[Option]:
    """The option of passing, when it is legal (at most one)."""
    return [Option(a, (label,), hint=hint) for a in legal if a.TYPE == "pass"]


def of_type(legal: list, kind: str) -> list:
    return [a for a in legal if a.TYPE == kind]
