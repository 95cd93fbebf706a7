"""A Pagamás seat's private things as its phone draws them, from `view(seat)` only, with our own art.

`hand(view, seat, names)` gives groups of cards ({"title", "cards": [{"image", "title", "text",
"count"}]}): the seat's character (and the mutineer's card), its hand of action cards, the loot
in front of it (the share's cards dealt to it included while the share is not settled), its
sailors and tonight's den; and a few figures ({"label", "value"}): its votes and the value it
has buried. Every picture lies in one of `PICTURES`, the asset folders a phone of this game may
show (the decisions' pictures, choices.py, too). No pygame.
"""
from __future__ import annotations

from collections import Counter

from game.i18n import _, ngettext
from game.pagamas.cards import ACTION_HELP, ACTION_TITLES, DEN_HELP, DEN_TITLES, TITLES

# The folders under assets/ whose PNGs a Pagamás phone may show.
PICTURES = ("pagamas/characters", "pagamas/actions", "pagamas/loot", "pagamas/dens")


def _group(title: str, cards: list[dict]) -> dict:
    return {"title": title, "cards": cards}


def _card(image: str | None, title: str, text: str = "", count: int = 1) -> dict:
    return {"image": image, "title": title, "text": text, "count": count}


def _figure(label: str, value) -> dict:
    return {"label": label, "value": str(value)}


def _loot(value: int | None) -> dict:
    if value is None:
        return _card("pagamas/loot/back.png", _("A loot card"))
    return _card(f"pagamas/loot/{value}.png", ngettext("{n} share", "{n} shares", value).format(n=value))


def hand(view: dict, seat: int, names: list[str] | None = None) -> tuple[list, list]:
    """(groups, figures) of `seat` from its own view; an empty group is left for the page to drop."""
    me = view["seats"][seat]
    groups = []
    role = me.get("role")
    if role:
        who = [_card(f"pagamas/characters/{role}.png", _(TITLES.get(role, role)))]
        if me.get("mutineer"):
            who.append(_card("pagamas/characters/mutineer.png", _("Mutineer")))
        groups.append(_group(_("Your character"), who))
    held = Counter(me.get("hand") or [])
    groups.append(_group(_("Your hand"), [_card(f"pagamas/actions/{k}.png", _(ACTION_TITLES.get(k, k)),
                                                _(ACTION_HELP.get(k, "")), n) for k, n in held.items()]))
    loot = list(me.get("loot") or [])
    share = view.get("share") or {}
    if not share.get("settled"):
        have = {c["card"] for c in loot}
        loot += [c for c in share.get("cards") or [] if c.get("to") == seat and c["card"] not in have]
    if loot:
        groups.append(_group(_("Your loot"), [_loot(c.get("value")) for c in loot]))
    sailors = Counter(me.get("sailors") or [])
    if sailors:
        groups.append(_group(_("Your sailors"), [_card(f"pagamas/actions/{k}.png", _(ACTION_TITLES.get(k, k)),
                                                       count=n) for k, n in sailors.items()]))
    if me.get("den"):
        groups.append(_group(_("Your den tonight"), [_card(f"pagamas/dens/{me['den']}.png",
                                                           _(DEN_TITLES.get(me["den"], me["den"])),
                                                           _(DEN_HELP.get(me["den"], "")))]))
    figures = [_figure(_("Votes"), me.get("votes", 0)), _figure(_("Buried"), me.get("buried_value") or 0)]
    return groups, figures
