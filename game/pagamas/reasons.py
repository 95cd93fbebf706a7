"""Why an action is refused: a player-facing sentence naming what is wrong."""
from __future__ import annotations

from ..core.contract import Action
from ..i18n import N_, _, ngettext
from . import cards
from .actions import (Ambush, AssignRoles, Board, Bury, Give, Land, Overboard, PayBrothel,
                      Promise, Refloat, Salvage, Sharks)
from .refloat import draw_count

_EXPECTED = {
    ("refloat", "draw"): N_("keep your hand or discard it, then complete it to 2 cards"),
    ("roles", "assign"): "the captain hands out the characters",
    ("share", "deal"): "the captain deals the loot",
    ("share", "promise"): "the captain may promise, then calls the vote",
    ("share", "vote"): "vote for or against the share",
    ("share", "force"): "the Second forces the share or not",
    ("share", "overboard"): "throw loot overboard or pass",
    ("landing", "salvage"): "play Salvage or pass",
    ("landing", "den"): "choose your den",
    ("ambush", "second"): "the Second may lay a free ambush",
    ("ambush", "cards"): "lay ambushes with your ambush cards or pass",
    ("revelation", "brothel"): "pay the brothel with a loot card",
    ("revelation", "chaplain"): "the Chaplain may bury a loot card",
    ("mutiny", "launch"): "launch a mutiny or pass",
    ("mutiny", "sides"): "choose the mutineers or the captain",
    ("mutiny", "boarding"): N_("play Boarding! for a fighter of your side, or pass"),
    ("mutiny", "sharks"): "the captain throws a mutineer to the sharks",
    ("election", "stand"): "stand for captain or not",
    ("election", "vote"): "vote for a candidate",
}


def why(s, seat: int, action: Action) -> str:
    head = action.describe() if isinstance(action, Action) else repr(action)
    detail = _detail(s, seat, action)
    expected = _(_EXPECTED.get((s.phase, s.step), s.phase))
    return f"{head} is not allowed now: {detail or 'now ' + expected}."


def _detail(s, seat: int, action: Action) -> str:
    if isinstance(action, Refloat) and s.phase == "refloat":
        if action.discard_hand and not s.hands[seat]:
            return _("your hand is empty: there is nothing to discard")
        k, size = draw_count(s, seat, action.discard_hand), cards.REFLOAT_HAND
        if action.discard_hand:
            return _("discarding your whole hand, you draw {k}: the hand is completed to {size} "
                     "cards (the Cook draws one more)").format(k=k, size=size)
        n = len(s.hands[seat])
        return ngettext("with {n} card in hand you draw {k}: the hand is completed to {size} cards "
                        "(the Cook draws one more)",
                        "with {n} cards in hand you draw {k}: the hand is completed to {size} cards "
                        "(the Cook draws one more)", n).format(n=n, k=k, size=size)
    if isinstance(action, Board) and s.step == "boarding":
        if cards.BOARDING not in s.hands[seat]:
            return _("you have no Boarding! card")
        return _("seat {fighter} is not a fighter of your side whose sailors' strength does not "
                 "count yet").format(fighter=action.fighter)
    if isinstance(action, AssignRoles) and s.phase == "roles":
        return f"roles must give each seat one of {s.characters}, the captain keeping his"
    if isinstance(action, Give) and s.step == "deal":
        if action.card not in s.share["cards"]:
            return f"loot {action.card!r} is not in this share"
        if str(action.card) in s.share["to"]:
            return f"loot {action.card} is already dealt"
        return f"seat {action.to!r} is not at this table"
    if isinstance(action, Promise) and s.step == "promise":
        if action.line not in cards.PROMISES:
            return f"line must be one of {list(cards.PROMISES)}"
        return "each promise once per share, to another seat"
    if isinstance(action, (Overboard, PayBrothel, Bury)):
        return f"loot {action.card!r} is not yours to use"
    if isinstance(action, Land) and s.step == "den":
        if action.den == cards.ISLAND:
            return "the captain kept all the loot: nobody may hide on the treasure island"
        return f"den must be one of {list(cards.DENS)}"
    if isinstance(action, Ambush) and s.phase == "ambush":
        if action.victim == seat:
            return "you cannot ambush yourself"
        if action.den not in s.spare_dens(seat):
            return f"den must be one of your spare dens {s.spare_dens(seat)}"
        if s.step == "cards" and cards.AMBUSH not in s.hands[seat]:
            return "you have no ambush card"
        return f"seat {action.victim!r} has no character to ambush"
    if isinstance(action, Salvage):
        return "you need a Salvage card and a loot discard pile"
    if isinstance(action, Sharks):
        return f"seat {action.victim!r} is not a mutineer"
    return ""
