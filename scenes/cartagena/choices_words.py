"""Cartagena's decisions in words: the labels of the moves (cards, powers, pirates, rivals), what a move
does in a line, the title of a pending choice and what the others see meanwhile. Pure: no pygame.

Every label is a whole phrase of its own (one message per card, per power, per place), never a
translated noun glued into a sentence; a player's name stands before a colon or as the object
("Jack: from space 5", "Aim at Jack"), never where a word would have to agree with it.
"""
from __future__ import annotations

from game.i18n import N_, _, ngettext

from .log import and_list

SYMBOLS = ("pistol", "rum", "lantern", "parrot", "hook", "chest")
POWER_CAPTIONS = {"pistol": N_("Pistol: take a rival's card"), "rum": N_("Rum: draw {n}, keep 2, deal the rest"),
                  "lantern": N_("Lantern: draw 4, keep 1"), "parrot": N_("Two parrots: any one symbol"),
                  "hook": N_("Hook + a card: 2 pirates move"), "chest": N_("Chest: open it, find cards")}
MODE_NAMES = {"move": N_("Pirates"), "morgan": N_("Morgan"), "sorceress": N_("Sorceress")}

# A card on its own: a card to choose or discard, the hook's second card, the symbol two parrots stand for.
CARD = {"pistol": N_("Pistol"), "rum": N_("Rum"), "lantern": N_("Lantern"), "parrot": N_("Parrot"),
        "hook": N_("Hook"), "chest": N_("Chest"),
        "pistol*": N_("Dark pistol"), "rum*": N_("Dark rum"), "lantern*": N_("Dark lantern"),
        "parrot*": N_("Dark parrot"), "hook*": N_("Dark hook"), "chest*": N_("Dark chest")}
# A card played to move the chosen pirate forward.
PLAY = {"pistol": N_("Play pistol"), "rum": N_("Play rum"), "lantern": N_("Play lantern"), "parrot": N_("Play parrot"),
        "hook": N_("Play hook"), "chest": N_("Play chest"),
        "pistol*": N_("Play dark pistol"), "rum*": N_("Play dark rum"), "lantern*": N_("Play dark lantern"),
        "parrot*": N_("Play dark parrot"), "hook*": N_("Play dark hook"), "chest*": N_("Play dark chest")}
# A card played for its power (the Black Sorceress).
POWER = {"pistol": N_("Pistol's power"), "rum": N_("Rum's power"), "lantern": N_("Lantern's power"),
         "hook": N_("Hook's power"), "chest": N_("Chest's power"),
         "pistol*": N_("Dark pistol's power"), "rum*": N_("Dark rum's power"), "lantern*": N_("Dark lantern's power"),
         "hook*": N_("Dark hook's power"), "chest*": N_("Dark chest's power")}
PARROTS = {("parrot", "parrot"): N_("Two parrots' power"), ("parrot", "parrot*"): N_("Parrot and dark parrot's power"),
           ("parrot*", "parrot*"): N_("Two dark parrots' power")}
CONFIRM = {"discard": N_("Discard"), "pistol": N_("Take"), "rum_keep": N_("Keep"), "rum_give": N_("Give"),
           "lantern_keep": N_("Keep"), "lantern_order": N_("Put back")}


def symbol_of(card: str) -> str:
    return card.rstrip("*")


def card_order(card: str) -> tuple[int, bool]:
    return SYMBOLS.index(symbol_of(card)), card.endswith("*")


def picture(card: str) -> str:
    """The card's picture on the phones' allow-list."""
    return f"cards/cartagena/{symbol_of(card)}{'_dark' if card.endswith('*') else ''}.png"


# ------------------------------------------------------------------ places
def ends(view: dict) -> tuple[int, int | None]:
    """(the goal's position, the great escape's sloop between the paths or None)."""
    goal = len(view["path"]) + 1
    ferry = next((i + 1 for i, s in enumerate(view["path"]) if s is None), None)
    return goal, ferry


def in_sloop(view: dict, space: int) -> bool:
    goal, ferry = ends(view)
    episode = view.get("episode", "tunnel")
    return space == ferry or (space == 0 and episode == "jungle") or (space == goal and episode == "tunnel")


def from_label(view: dict, space: int) -> str:
    """Which of your pirates moves: "From the dungeon", "From space 7"."""
    if in_sloop(view, space):
        return _("From the sloop")
    if space == 0:
        return _("From the dungeon")
    if space == ends(view)[0]:
        return _("From the cove")
    return _("From space {n}").format(n=space)


def rival_label(view: dict, rival: int, space: int, names: list[str]) -> str:
    """A rival's pirate for Morgan's advance: "Jack: from space 5"."""
    if in_sloop(view, space):
        return _("{name}: from the sloop").format(name=names[rival])
    if space == 0:
        return _("{name}: from the dungeon").format(name=names[rival])
    return _("{name}: from space {n}").format(name=names[rival], n=space)


# ------------------------------------------------------------------ what a move does
def forward_hint(view: dict, to: int, skipped: int, both: bool = False) -> str:
    """Where a card sends the pirate (or the hook's two pirates)."""
    goal, ferry = ends(view)
    if to == goal:
        if view.get("episode", "tunnel") == "tunnel":
            return _("Both pirates go aboard the sloop!") if both else _("Aboard the sloop!")
        return _("Both pirates reach the pirates' cove!") if both else _("Into the pirates' cove!")
    if to == ferry:
        return _("Both pirates go aboard the sloop, at Cartagena.") if both else _("Aboard the sloop, at Cartagena.")
    if both:
        return _("Both pirates go to space {to}.").format(to=to)
    if skipped:
        return ngettext("To space {to}, over {n} taken space.", "To space {to}, over {n} taken spaces.",
                        skipped).format(to=to, n=skipped)
    return _("To space {to}.").format(to=to)


def back_hint(to: int, draw: int) -> str:
    if not draw:
        return _("Back to space {to}; the deck and the discard pile are empty.").format(to=to)
    return ngettext("Back to space {to}: draw {n} card.", "Back to space {to}: draw {n} cards.", draw).format(
        to=to, n=draw)


def advance_hint(view: dict, to: int, draw: int) -> str:
    goal, ferry = ends(view)
    if to == goal and view.get("episode", "tunnel") != "tunnel":
        return ngettext("Into the pirates' cove: you draw {n} card.", "Into the pirates' cove: you draw {n} cards.",
                        draw).format(n=draw)
    if to in (goal, ferry):
        return ngettext("Aboard the sloop: you draw {n} card.", "Aboard the sloop: you draw {n} cards.",
                        draw).format(n=draw)
    return ngettext("To space {to}: you draw {n} card.", "To space {to}: you draw {n} cards.", draw).format(
        to=to, n=draw)


def turn_prompt(view: dict) -> str:
    """What the seat at the turn does now, without key hints."""
    if view.get("captain"):
        return _("You are the Captain: sail once for free, then take up to 3 actions.")
    if view.get("can_pass"):
        return _("You have no cards: pass and draw one, or take an action without a card.")
    n = view.get("actions_left", 0)
    return ngettext("Your turn: {n} action left.", "Your turn: {n} actions left.", n).format(n=n)


# ------------------------------------------------------------------ a pending choice
def choice_title(view: dict, seat: int, names: list[str]) -> tuple[str, str]:
    """(title, detail) of the choice `seat` owes now."""
    if view.get("discards") and view["discards"][seat]:
        n = view["discards"][seat]
        others = [names[s] for s, k in enumerate(view["discards"]) if k and s != seat]
        if others:
            detail = ngettext("Discard {n} more card; {names} too.", "Discard {n} cards, one at a time; {names} too.",
                              n).format(n=n, names=and_list(others))
        else:
            detail = ngettext("Discard {n} more card.", "Discard {n} cards, one at a time.", n).format(n=n)
        return _("Filibusters! Down to 7 cards"), detail
    p = view["pending"]
    kind = p["kind"]
    if kind == "pistol":
        rival = names[p["rival"]]
        return (_("Pistol: take one of {name}'s cards").format(name=rival),
                _("{name} then draws a card.").format(name=rival))
    if kind == "rum_keep":
        return (_("Rum: a round for everyone"),
                ngettext("Keep {n} more; each rival then gets one of the rest.",
                         "Keep {n} more; each rival then gets one of the rest.", p["keep"]).format(n=p["keep"]))
    if kind == "rum_give":
        later = [names[r] for r in p["rivals"][1:]]
        rest = ngettext("Then {names} gets the rest.", "Then {names} get the rest.", len(later)).format(
            names=and_list(later)) if later else ""
        return _("Rum: give {name} a card").format(name=names[p["rival"]]), rest
    if kind == "lantern_keep":
        return _("Lantern: keep one card"), _("Then put the others back on top of the deck, in your order.")
    placed = len(p.get("placed") or [])
    return (_("Lantern: put a card back on the deck"),
            _("The first you put back is the next card drawn.") if not placed else
            ngettext("It goes under the {n} you put back already.", "It goes under the {n} you put back already.",
                     placed).format(n=placed))


def waiting_text(view: dict, names: list[str]) -> str | None:
    """What everyone else sees while someone chooses."""
    if view.get("discards"):
        who = [names[s] for s, n in enumerate(view["discards"]) if n]
        return ngettext("Filibusters! {names} discards down to 7\u2026", "Filibusters! {names} discard down to 7\u2026",
                        len(who)).format(names=and_list(who))
    p = view.get("pending")
    if p:
        name = names[p["seat"]]
        kind = p["kind"]
        if kind == "pistol":
            rival = names[p["rival"]] if p["rival"] is not None else ""
            return _("{name} takes one of {rival}'s cards\u2026").format(name=name, rival=rival)
        return {"rum_keep": _("{name} keeps 2 cards of the round\u2026"), "rum_give": _("{name} hands out the round\u2026"),
                "lantern_keep": _("{name} keeps one of 4 cards\u2026"),
                "lantern_order": _("{name} puts cards back on the deck\u2026")}[kind].format(name=name)
    return None
