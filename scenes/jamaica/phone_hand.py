"""A Jamaica seat's private things as its phone draws them, from `view(seat)` only (no pygame).

`hand(view, seat, names)` gives groups of cards ({"title", "cards": [{"image", "title", "text",
"count"}]}) and a few figures ({"label", "value"}): the card played face down, the hand, the
holds' goods and the treasures (the face-down ones only their owner sees). Every picture is a
name under PICTURES, the folders of assets/ a Jamaica phone may show (the decisions' pictures,
choices.py, come from the same folders).
"""
from __future__ import annotations

from game.i18n import _, pgettext

from .names import action_name, card_picture, card_words, treasure_name, treasure_picture

PICTURES = ("jamaica/cards", "jamaica/tokens", "jamaica/treasures")


def group(title: str, cards: list[dict]) -> dict:
    return {"title": title, "cards": cards}


def card(image: str | None, title: str, text: str = "", count: int = 1) -> dict:
    return {"image": image, "title": title, "text": text, "count": count}


def figure(label: str, value) -> dict:
    return {"label": label, "value": str(value)}


def hand(view: dict, seat: int, names) -> tuple[list, list]:
    ship = view["ships"][seat]
    groups = []
    if ship.get("card"):
        groups.append(group(_("Played face down"), [card(card_picture(ship["card"]), card_words(ship["card"]))]))
    groups.append(group(_("Your hand"), [card(card_picture(c), card_words(c)) for c in ship.get("hand") or []]))
    holds = [card(f"jamaica/tokens/{h['kind']}.png", action_name(h["kind"]), count=h["amount"])
             for h in ship.get("holds") or [] if h.get("kind") and h.get("amount")]
    if holds:
        groups.append(group(_("Your holds"), holds))
    treasures = [card(treasure_picture(t), treasure_name(t))
                 for t in (ship.get("face_up") or []) + (ship.get("hidden_cards") or [])]
    if treasures:
        groups.append(group(_("Your treasures"), treasures))
    return groups, [figure(pgettext("jamaica board", "Space"), ship.get("space", 0))]
