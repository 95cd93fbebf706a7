"""A Libertalia seat's private things as its phone draws them, from its own view: `hand(view, seat, names)`.

Groups of cards ({"title", "cards": [{"image", "title", "text", "count"}]}): the character
played face down at dawn, the hand, the den (its characters, then its booty); and a few
figures ({"label", "value"}): the purse and the score. Every picture is in one of the
folders of PICTURES (the phones' allow-list). No pygame.
"""
from __future__ import annotations

from game.i18n import _
from game.libertalia.booty import title as booty_title
from game.libertalia.characters import CHARACTERS

from .choices import PORTRAIT, TOKEN

# The folders under assets/ whose pictures a Libertalia phone shows (a hand, a move).
PICTURES = ("libertalia/portraits", "libertalia/booty")


def card(image: str | None, title: str, text: str = "", count: int = 1) -> dict:
    return {"image": image, "title": title, "text": text, "count": count}


def character(rank: int) -> dict:
    """A character as the card prints it: rank and name, its ability in a few words."""
    c = CHARACTERS[rank]
    return card(PORTRAIT.format(rank=rank), _("{rank} {name}").format(rank=rank, name=_(c.name)), _(c.short))


def hand(view: dict, seat: int, names) -> tuple[list, list]:
    me = view["seats"][seat]
    groups = [{"title": _("Your hand"), "cards": [character(r) for r in me.get("hand") or []]}]
    if me.get("pick"):
        groups.insert(0, {"title": _("Played face down"), "cards": [character(me["pick"])]})
    den = [character(r) for r in me.get("den") or []]
    booty = [card(TOKEN.format(kind=k), booty_title(k), count=n) for k, n in (me.get("den_booty") or {}).items() if n]
    if den or booty:
        groups.append({"title": _("Your den"), "cards": den + booty})
    figures = [{"label": _("Doubloons"), "value": str(me.get("doubloons", 0))},
               {"label": _("Fortune"), "value": str(me.get("score", 0))}]
    return groups, figures
