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
    ("roles", "assign"): N_("the captain hands out the characters"),
    ("share", "deal"): N_("the captain deals the loot"),
    ("share", "promise"): N_("the captain may promise, then calls the vote"),
    ("share", "vote"): N_("vote for or against the share"),
    ("share", "force"): N_("the Second forces the share or not"),
    ("share", "overboard"): N_("throw loot overboard or pass"),
    ("landing", "salvage"): N_("play Salvage or pass"),
    ("landing", "den"): N_("choose your den"),
    ("ambush", "second"): N_("the Second may lay a free ambush"),
    ("ambush", "cards"): N_("lay ambushes with your ambush cards or pass"),
    ("revelation", "brothel"): N_("pay the brothel with a loot card"),
    ("revelation", "chaplain"): N_("the Chaplain may bury a loot card"),
    ("mutiny", "launch"): N_("launch a mutiny or pass"),
    ("mutiny", "sides"): N_("choose the mutineers or the captain"),
    ("mutiny", "boarding"): N_("play Boarding! for a fighter of your side, or pass"),
    ("mutiny", "sharks"): N_("the captain throws a mutineer to the sharks"),
    ("election", "stand"): N_("stand for captain or not"),
    ("election", "vote"): N_("vote for a candidate"),
}


def why(s, seat: int, action: Action) -> str:
    head = action.describe() if isinstance(action, Action) else repr(action)
    detail = _detail(s, seat, action)
    expected = _(_EXPECTED.get((s.phase, s.step), s.phase))
    if detail:
        return _("{action} is not allowed now: {detail}.").format(action=head, detail=detail)
    return _("{action} is not allowed now: now {expected}.").format(action=head, expected=expected)


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
        return _("roles must give each seat one of {roles}, the captain keeping his").format(
            roles=", ".join(_(cards.TITLES[c]) for c in s.characters))
    if isinstance(action, Give) and s.step == "deal":
        if action.card not in s.share["cards"]:
            return _("loot {card} is not in this share").format(card=_short(action.card))
        if str(action.card) in s.share["to"]:
            return _("loot {card} is already dealt").format(card=_short(action.card))
        return _("seat {seat} is not at this table").format(seat=_short(action.to))
    if isinstance(action, Promise) and s.step == "promise":
        if action.line not in cards.PROMISES:
            return _("a promise is one of: {lines}").format(
                lines=" / ".join(_(text) for text in cards.PROMISES.values()))
        return _("each promise once per share, to another seat")
    if isinstance(action, (Overboard, PayBrothel, Bury)):
        return _("loot {card} is not yours to use").format(card=_short(action.card))
    if isinstance(action, Land) and s.step == "den":
        if action.den == cards.ISLAND:
            return _("the captain kept all the loot: nobody may hide on the treasure island")
        return _("the den is one of: {dens}").format(dens=_dens(cards.DENS))
    if isinstance(action, Ambush) and s.phase == "ambush":
        if action.victim == seat:
            return _("you cannot ambush yourself")
        if action.den not in s.spare_dens(seat):
            return _("the den is one of your spare dens: {dens}").format(dens=_dens(s.spare_dens(seat)))
        if s.step == "cards" and cards.AMBUSH not in s.hands[seat]:
            return _("you have no Ambush! card")
        return _("seat {seat} has no character to ambush").format(seat=_short(action.victim))
    if isinstance(action, Salvage):
        return _("you need a Salvage card and a loot discard pile")
    if isinstance(action, Sharks):
        return _("seat {seat} is not a mutineer").format(seat=_short(action.victim))
    return ""


def _dens(dens) -> str:
    return ", ".join(_(cards.DEN_TITLES[d]) if d in cards.DEN_TITLES else str(d) for d in dens)


def _short(value) -> str:
    """A value a player sent, shown as it came (quoted if it is not a number), never too long."""
    text = repr(value)  # i18n: keep (the player's own value, shown as sent)
    return text if len(text) <= 24 else text[:21] + "..."
