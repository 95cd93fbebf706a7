"""The Jamaica game log: one line per event, written only from what the (redacted) event shows."""
from __future__ import annotations

from game.i18n import _, ngettext
from game.jamaica.circuit import circuit
from game.jamaica.nouns import SPACES
from game.jamaica.words import amount

from . import art as S

# The events that open a chapter of the log (the rounds): left/right in the log jump to them.
CHAPTERS = frozenset({"round_started"})


def _res(kind, n) -> str:
    return amount(kind, n)


def _treasure(card) -> str:
    """A treasure as a sentence names it, with its article (game/nouns.py)."""
    return S.the_treasure(card) if card else _("a face-down treasure")


def where(space, form: str = "at") -> str:
    """A space as the log names it, in `form` ("to": where a ship goes, «a la casilla 5 (mar)»;
    "at": where something happens, «en la casilla 5», «sulla casella 5»): its number (shown when
    the space is pointed at) and what the board prints on it (its kind and cost), so the line can
    be matched on the map."""
    if space is None:
        return SPACES["unknown"].form(form)
    c = circuit()
    kind = c.kind[space]
    if kind == "port_royal":
        return SPACES["port_royal"].form(form)
    if c.cost_type[space] and c.cost[space]:
        cost = _res(c.cost_type[space], c.cost[space])
        return SPACES["sea_cost" if kind == "sea" else "port_cost"].form(form, n=space, cost=cost)
    return SPACES[kind if kind in ("lair", "sea") else "port"].form(form, n=space)


def _card(card: str) -> str:
    return S.card_words(card)


def describe(e, name, ghost: int | None = None) -> str | None:
    """`name(ship)` gives a ship's (or the ghost ship's) name; `ghost` is the ghost ship's number
    (the count of players), whose sentences are whole where it is not their subject («alla nave
    fantasma», «del barco fantasma»): its name is not a player's."""
    t = e.TYPE
    if t == "round_started":
        return _("\u2014 Round {n}: {name} is captain \u2014").format(n=e.round, name=name(e.captain))
    if t == "compass_passed":
        return _("The compass passes to {name}.").format(name=name(e.captain))
    if t == "dice_rolled":
        return _("{name} rolls {a} and {b}.").format(name=name(e.captain), a=e.dice[0], b=e.dice[1])
    if t == "dice_placed":
        return _("Day (sun) die {day}, night (moon) die {night}.").format(day=e.day, night=e.night)
    if t == "card_chosen":
        if e.card is None:
            return _("{name} has chosen a card.").format(name=name(e.seat))
        return _("{name} has chosen {card}.").format(name=name(e.seat), card=_card(e.card))
    if t == "card_revealed":
        return _("{name} turns over {card}.").format(name=name(e.seat), card=_card(e.card))
    if t == "turn_started":
        return _("{name}'s turn.").format(name=name(e.seat))
    if t == "action_started":
        return _("{name}, {slot}: {action} {n}.").format(name=name(e.ship), slot=S.slot_name(e.slot),
                                                         action=S.action_name(e.action).lower(), n=e.amount)
    if t == "action_lost":
        if e.slot == "day":
            return _("{name} is home and loses the day action.").format(name=name(e.ship))
        return _("{name} is home and loses the night action.").format(name=name(e.ship))
    if t == "loaded":
        line = (_("{name} plunders {goods} into hold {hold}.") if e.source == "plunder"
                else _("{name} loads {goods} into hold {hold}."))
        return line.format(name=name(e.ship), goods=_res(e.kind, e.amount), hold=e.hold + 1)
    if t == "dumped":
        return _("{name} empties hold {hold} ({goods}) to make room.").format(
            name=name(e.ship), hold=e.hold + 1, goods=_res(e.kind, e.amount))
    if t == "load_lost":
        return _("{name} has no room: {goods} lost.").format(name=name(e.ship), goods=_res(e.kind, e.amount))
    if t == "bank_short":
        return _("The bank has only {goods} of {wanted}.").format(goods=_res(e.kind, e.given), wanted=e.wanted)
    if t == "sailed":
        place = where(e.path[-1] if e.path else None, "to")
        line = {"ghost": _("{name} drifts {place}."),
                "shortage": _("{name} falls back {place}.")}.get(e.reason, _("{name} sails {place}."))
        return line.format(name=name(e.ship), place=place)
    if t == "finished":
        return _("{name} reaches Port Royal!").format(name=name(e.ship))
    if t == "paid":
        return _("{name} pays {goods}.").format(name=name(e.ship), goods=_res(e.kind, e.amount))
    if t == "shortage":
        return _("{name} is short: paid {paid} of {goods}.").format(name=name(e.ship), paid=e.paid,
                                                                   goods=_res(e.kind, e.cost))
    if t == "die_rolled":
        face = _("a star") if e.face == "star" else str(e.face)
        line = {("attack", False): _("{name} rolls {face} (attack)."),
                ("attack", True): _("{name} rolls {face} again (attack)."),
                ("defence", False): _("{name} rolls {face} (defence)."),
                ("defence", True): _("{name} rolls {face} again (defence)."),
                }.get((e.purpose, bool(e.reroll)), _("{name} rolls {face} (shortage)."))
        return line.format(name=name(e.ship), face=face)
    if t == "combat_started":
        if e.defender == ghost:
            return _("Combat {place}: {attacker} attacks the ghost ship!").format(
                place=where(e.space), attacker=name(e.attacker))
        if e.attacker == ghost:
            return _("Combat {place}: the ghost ship attacks {defender}!").format(
                place=where(e.space), defender=name(e.defender))
        return _("Combat {place}: {attacker} attacks {defender}!").format(
            place=where(e.space), attacker=name(e.attacker), defender=name(e.defender))
    if t == "gunpowder_spent":
        return _("{name} spends {goods}.").format(name=name(e.ship), goods=_res("gunpowder", e.amount))
    if t == "sabre_used":
        if e.target == ghost:
            return _("{name} uses Saran's sabre on the ghost ship's die.").format(name=name(e.ship))
        return _("{name} uses Saran's sabre on {target}'s die.").format(name=name(e.ship), target=name(e.target))
    if t == "combat_ended":
        if e.winner is None:
            return _("The combat is a tie.")
        if e.star:
            return _("{name} wins the combat with a star.").format(name=name(e.winner))
        return _("{name} wins the combat.").format(name=name(e.winner))
    if t == "plundered":
        if e.loser == ghost:
            return _("{name} takes {goods} from the ghost ship.").format(name=name(e.winner),
                                                                         goods=_res(e.kind, e.amount))
        return _("{name} takes {goods} from {loser}.").format(name=name(e.winner), goods=_res(e.kind, e.amount),
                                                             loser=name(e.loser))
    if t == "treasure_found":
        return _("{name} finds {treasure} {place}.").format(name=name(e.ship), treasure=_treasure(e.card),
                                                              place=where(e.space))
    if t == "treasure_stolen":
        if e.loser == ghost:
            return _("{name} takes {treasure} from the ghost ship.").format(name=name(e.winner),
                                                                            treasure=_treasure(e.card))
        return _("{name} takes {treasure} from {loser}.").format(name=name(e.winner), treasure=_treasure(e.card),
                                                                loser=name(e.loser))
    if t == "treasure_given":
        what = _treasure(e.card) if e.card else _("a cursed treasure")
        if e.receiver == ghost:
            return _("{name} hands {treasure} to the ghost ship.").format(name=name(e.giver), treasure=what)
        return _("{name} hands {treasure} to {receiver}.").format(name=name(e.giver), treasure=what,
                                                                 receiver=name(e.receiver))
    if t == "hold_moved":
        if e.from_ship == ghost:
            return _("The 6th hold passes from the ghost ship to {receiver}.").format(receiver=name(e.to_ship))
        if e.to_ship == ghost:
            return _("The 6th hold passes from {giver} to the ghost ship.").format(giver=name(e.from_ship))
        return _("The 6th hold passes from {giver} to {receiver}.").format(giver=name(e.from_ship),
                                                                          receiver=name(e.to_ship))
    if t == "deck_reshuffled":
        return _("{name} shuffles the discards into a new deck.").format(name=name(e.seat))
    if t == "cards_drawn":
        if e.cards is None:
            return ngettext("{name} draws {n} card.", "{name} draws {n} cards.", e.count).format(
                name=name(e.seat), n=e.count)
        return _("{name} draws {cards}.").format(name=name(e.seat), cards=", ".join(_card(c) for c in e.cards))
    if t == "game_over":
        ghost = [f"{name(len(e.scores))} {e.ghost_score}"] if e.ghost_score is not None else []
        return _("Game over: {scores}.").format(scores=", ".join([f"{name(s)} {v}" for s, v in enumerate(e.scores)]
                                                                 + ghost))
    return None
