"""A Palabra de Pirata seat's private things as its phone shows them, from `view(seat)` only (no pygame).

`hand(view, seat, names)` gives (groups, figures): the ship cards in hand and the gems of the
chest, each a group {"title", "cards": [{"image", "title", "text", "count"}]}, and the score
as a figure {"label", "value"}. Every picture lies in one of PICTURES, the asset folders a
Palabra phone may show (its moves' pictures too: choices.decide's ships, gems, artifacts).
"""
from __future__ import annotations

from game.i18n import _
from game.palabra.gems import COLOURS

from .choices_words import GEM_NAMES    # «Gemma dorata»: the gems' names the decisions use

PICTURES = ("palabra/ships", "palabra/gems", "palabra/artifacts")


def card(image: str | None, title: str, text: str = "", count: int = 1) -> dict:
    return {"image": image, "title": title, "text": text, "count": count}


def hand(view: dict, seat: int, names: list[str]) -> tuple[list, list]:
    """(groups, figures) of `seat` from its own view: its ships in hand, its chest, its score."""
    me = view["seats"][seat]
    ships = [card("palabra/ships/red.png" if n == 0 else f"palabra/ships/green_{n}.png",
                  _("Red ship") if n == 0 else _("Green ship {n}").format(n=n)) for n in me.get("hand") or []]
    chest = me.get("chest") or {}
    gems = [card(f"palabra/gems/{c}.png", _(GEM_NAMES[c]), count=chest[c]) for c in COLOURS if chest.get(c)]
    groups = [{"title": _("Your ships"), "cards": ships}, {"title": _("Your chest"), "cards": gems}]
    return groups, [{"label": _("Score"), "value": str(me.get("score", 0))}]
