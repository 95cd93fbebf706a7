"""A Cartagena seat's private things as its phone shows them, from its own view: the hand, the cards set
aside for the Filibusters, the deck's top card a lantern showed, and a few figures. No pygame.

`hand(view, seat, names)` gives (groups, figures): a group is {"title", "cards": [{"image",
"title", "text", "count"}]}, a figure {"label", "value"}; every picture lies in a folder of
`PICTURES`, the phones' allow-list for this game.
"""
from __future__ import annotations

from collections import Counter

from game.i18n import _

from .choices_words import CARD, card_order, ends, picture

PICTURES = ("cards/cartagena",)


def card(c: str, count: int = 1, text: str = "") -> dict:
    return {"image": picture(c), "title": _(CARD[c]), "text": text, "count": count}


def cards(hand: list[str], dark_rule: bool) -> list[dict]:
    counts = Counter(hand)
    dark = _("Filibusters: when it is played, the others discard down to 7.") if dark_rule else ""
    return [card(c, n, dark if c.endswith("*") else "") for c, n in sorted(counts.items(), key=lambda kv: card_order(kv[0]))]


def hand(view: dict, seat: int, names: list[str]) -> tuple[list[dict], list[dict]]:
    dark_rule = bool((view.get("options") or {}).get("filibusters"))
    groups = [{"title": _("Your hand"), "cards": cards(view.get("hand") or [], dark_rule)}]
    if view.get("held"):
        groups.append({"title": _("Set aside to discard"), "cards": cards(view["held"], False)})
    if view.get("known_top") and view.get("deck_size"):
        groups.append({"title": _("The next card on the deck"), "cards": [card(view["known_top"][0])]})
    goal = ends(view)[0]
    mine = view["pirates"][seat]
    figures = [{"label": _("Pirates at the goal"), "value": f"{mine.count(goal)}/{len(mine)}"}]
    if view.get("turn") == seat and not view.get("is_over"):
        figures.insert(0, {"label": _("Actions left"), "value": str(view.get("actions_left", 0))})
    return groups, figures
