"""A seat's private things as the phone draws them, from `view(seat)` only, with our own art.

`hand(game_id, view, seat)` gives groups of cards ({"title", "cards": [{"image", "title",
"text", "count"}]}) and a few figures ({"label", "value"}); every picture is a name of the
allow-list `allowed_pictures()` (the folders of PICTURES under assets/), the only pictures the
phones' server serves. The words are the games' own (game/<game>/), translated when built.
"""
from __future__ import annotations

from collections import Counter
from typing import Callable

from game import shipped
from game.i18n import N_, _, pgettext

# The folders under assets/ whose PNGs a phone may show (a hand, a move), walked once at start.
PICTURES = ("libertalia/portraits", "libertalia/booty", "pagamas/characters", "pagamas/actions",
            "pagamas/loot", "pagamas/dens", "jamaica/cards", "jamaica/tokens", "jamaica/treasures",
            "palabra/ships", "palabra/gems", "palabra/artifacts", "cards/cartagena", "emblems",
            "sprites")
FONT = "fonts/display.ttf"      # the title face of the page


def allowed_pictures() -> dict[str, str]:
    """Picture name ("libertalia/portraits/03.png") -> its file: everything a phone may fetch."""
    root = shipped.assets()
    out = {}
    for folder in PICTURES:
        for path in sorted((root / folder).glob("*.png")):
            out[f"{folder}/{path.name}"] = str(path)
    font = root / FONT
    if font.exists():
        out[FONT] = str(font)
    return out


def group(title: str, cards: list[dict]) -> dict:
    return {"title": title, "cards": cards}


def card(image: str | None, title: str, text: str = "", count: int = 1) -> dict:
    return {"image": image, "title": title, "text": text, "count": count}


def figure(label: str, value) -> dict:
    return {"label": label, "value": str(value)}


# ------------------------------------------------------------------ Libertalia
def libertalia(view: dict, seat: int) -> tuple[list, list]:
    from game.libertalia.booty import title as booty_title
    from game.libertalia.characters import CHARACTERS
    me = view["seats"][seat]

    def character(rank: int) -> dict:
        c = CHARACTERS[rank]
        return card(f"libertalia/portraits/{rank:02d}.png", f"{rank} {_(c.name)}", _(c.short))
    groups = [group(_("Your hand"), [character(r) for r in me.get("hand") or []])]
    if me.get("pick"):
        groups.insert(0, group(_("Played face down"), [character(me["pick"])]))
    den = [character(r) for r in me.get("den") or []]
    booty = [card(f"libertalia/booty/{k}.png", _(booty_title(k)), count=n)
             for k, n in (me.get("den_booty") or {}).items() if n]
    if den or booty:
        groups.append(group(_("Your den"), den + booty))
    figures = [figure(_("Doubloons"), me.get("doubloons", 0)), figure(_("Fortune"), me.get("score", 0))]
    return groups, figures


# ------------------------------------------------------------------ Pagamás
def pagamas(view: dict, seat: int) -> tuple[list, list]:
    from game.pagamas.cards import ACTION_HELP, ACTION_TITLES, DEN_HELP, DEN_TITLES, TITLES
    me = view["seats"][seat]
    groups = []
    role = me.get("role")
    if role:
        who = [card(f"pagamas/characters/{role}.png", _(TITLES.get(role, role)))]
        if me.get("mutineer"):
            who.append(card("pagamas/characters/mutineer.png", _("Mutineer")))
        groups.append(group(_("Your character"), who))
    hand = Counter(me.get("hand") or [])
    groups.append(group(_("Your hand"), [card(f"pagamas/actions/{k}.png", _(ACTION_TITLES.get(k, k)),
                                               _(ACTION_HELP.get(k, "")), n) for k, n in hand.items()]))
    loot = list(me.get("loot") or [])
    share = view.get("share") or {}
    if not share.get("settled"):
        have = {c["card"] for c in loot}
        loot += [c for c in share.get("cards") or [] if c.get("to") == seat and c["card"] not in have]
    if loot:
        groups.append(group(_("Your loot"), [_loot_card(c.get("value")) for c in loot]))
    sailors = Counter(me.get("sailors") or [])
    if sailors:
        groups.append(group(_("Your sailors"), [card(f"pagamas/actions/{k}.png", _(ACTION_TITLES.get(k, k)),
                                                     count=n) for k, n in sailors.items()]))
    if me.get("den"):
        groups.append(group(_("Your den tonight"), [card(f"pagamas/dens/{me['den']}.png",
                                                         _(DEN_TITLES.get(me["den"], me["den"])),
                                                         _(DEN_HELP.get(me["den"], "")))]))
    figures = [figure(_("Votes"), me.get("votes", 0)), figure(_("Buried"), me.get("buried_value") or 0)]
    return groups, figures


def _loot_card(value) -> dict:
    if value is None:
        return card("pagamas/loot/back.png", _("A loot card"))
    from game.i18n import ngettext
    return card(f"pagamas/loot/{value}.png", ngettext("{n} share", "{n} shares", value).format(n=value))


# ------------------------------------------------------------------ Jamaica
ACTIONS = {"forward": N_("Forward"), "backward": N_("Backward"), "food": N_("Food"),
           "gold": N_("Doubloons"), "gunpowder": N_("Gunpowder")}


def jamaica(view: dict, seat: int) -> tuple[list, list]:
    ship = view["ships"][seat]
    cards = []
    for c in ship.get("hand") or []:
        day, night = c.split("/")
        cards.append(card(f"jamaica/cards/{day}_{night}.png",
                          _("{day} / {night}").format(day=_(ACTIONS[day]), night=_(ACTIONS[night]))))
    groups = [group(_("Your hand"), cards)]
    if ship.get("card"):
        day, night = ship["card"].split("/")
        groups.insert(0, group(_("Played face down"), [card(f"jamaica/cards/{day}_{night}.png",
                                                            _("{day} / {night}").format(day=_(ACTIONS[day]),
                                                                                        night=_(ACTIONS[night])))]))
    holds = [card(f"jamaica/tokens/{h['kind']}.png", _(ACTIONS.get(h["kind"], h["kind"])), count=h["amount"])
             for h in ship.get("holds") or [] if h.get("kind") and h.get("amount")]
    if holds:
        groups.append(group(_("Your holds"), holds))
    treasures = [card(f"jamaica/treasures/{t}.png", "") for t in (ship.get("face_up") or []) + (ship.get("hidden_cards") or [])]
    if treasures:
        groups.append(group(_("Your treasures"), treasures))
    return groups, [figure(pgettext("jamaica board", "Space"), ship.get("space", 0))]


# ------------------------------------------------------------------ Palabra de Pirata
def palabra(view: dict, seat: int) -> tuple[list, list]:
    from game.palabra.gems import COLOURS
    me = view["seats"][seat]
    ships = [card("palabra/ships/red.png" if n == 0 else f"palabra/ships/green_{n}.png",
                  _("Red ship") if n == 0 else _("Green ship {n}").format(n=n)) for n in me.get("hand") or []]
    chest = me.get("chest") or {}
    gems = [card(f"palabra/gems/{c}.png", _(GEMS[c]), count=chest[c]) for c in COLOURS if chest.get(c)]
    groups = [group(_("Your ships"), ships), group(_("Your chest"), gems)]
    return groups, [figure(_("Score"), me.get("score", 0))]


GEMS = {"gold": N_("Gold"), "violet": N_("Violet"), "blue": N_("Blue"), "green": N_("Green"), "red": N_("Red")}


# ------------------------------------------------------------------ Cartagena
SYMBOLS = {"pistol": N_("Pistol"), "parrot": N_("Parrot"), "hook": N_("Hook"), "rum": N_("Rum"),
           "lantern": N_("Lantern"), "chest": N_("Chest")}


def cartagena(view: dict, seat: int) -> tuple[list, list]:
    counts = Counter(view.get("hand") or [])
    cards = []
    for c, n in sorted(counts.items()):
        symbol = c.rstrip("*")
        dark = c.endswith("*")
        cards.append(card(f"cards/cartagena/{symbol}{'_dark' if dark else ''}.png", _(SYMBOLS.get(symbol, symbol)),
                          count=n))
    return [group(_("Your hand"), cards)], [figure(_("Actions left"), view.get("actions_left", 0))]


HANDS: dict[str, Callable[[dict, int], tuple[list, list]]] = {
    "libertalia": libertalia, "pagamas": pagamas, "jamaica": jamaica, "palabra": palabra,
    "cartagena": cartagena}


def hand(game_id: str, view: dict, seat: int) -> dict:
    """{"groups": [...], "figures": [...]} of `seat` from its own view."""
    make = HANDS.get(game_id)
    groups, figures = make(view, seat) if make else ([], [])
    return {"groups": [g for g in groups if g["cards"]], "figures": figures}
