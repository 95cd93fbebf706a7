"""Each Jamaica decision as a list of the seat's legal actions with labels, targets and an instruction.

The table only ever submits `choices[i].action`, and every choice comes from
`state.legal_actions(seat)`. Routes (a fork, the ghost ship's way, a retreat) are
previewed by applying the action to a clone of the state and reading its Sailed event.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.jamaica.actions import (Attack, ChooseCard, Dump, Gunpowder, Loot, Pay, PlaceDice, Retreat,
                                  Sabre, Sail)

from game.i18n import N_, _, ngettext, pgettext
from game.jamaica.words import amount, previous, resource

from . import layout as L
from . import art as S


@dataclass
class Choice:
    action: object
    label: str
    detail: str = ""
    target: tuple | None = None      # ("space", index, path) / ("hold", ship, hold) / ("ship", ship)
    data: dict = field(default_factory=dict)


@dataclass
class Decision:
    seat: int
    style: str             # dice, cards, route, holds, target, powder, sabre, loot
    instruction: str
    confirm: str
    choices: list[Choice]
    default: int = 0
    wrap: bool = True      # left/right wrap round (not for the gunpowder amount)


def halves(card: str) -> tuple[str, str]:
    day, night = card.split("/")
    return day, night


def effect(card: str, day: int, night: int) -> tuple[str, str]:
    a, b = halves(card)
    return f"{S.action_name(a)} {day}", f"{S.action_name(b)} {night}"


def space_name(table, space: int) -> str:
    """A space by its kind and number: "sea 5", "lair 12", "Port Royal"."""
    kind = table.circuit.kind[space]
    if kind == "port_royal":
        return "Port Royal"     # i18n: keep (a place name, the same in every language)
    if kind == "lair":
        return _("lair {n}").format(n=space)
    return (_("sea {n}") if kind == "sea" else _("port {n}")).format(n=space)


def space_label(table, space: int) -> str:
    """What a space means for the ship arriving: its cost or treasure, and who is there."""
    c = table.circuit
    kind = c.kind[space]
    text = space_name(table, space)
    if kind == "lair" and space in table.shown["lairs"]:
        text = _("{space} (treasure)").format(space=text)
    elif kind in ("sea", "port"):
        text = _("{space} ({cost})").format(space=text, cost=amount(c.cost_type[space], c.cost[space]))
    others = [table.name(i) for i, sv in enumerate(table.shown["ships"]) if sv["space"] == space and space != 0
              and i != table.decision_ship()]
    if others:
        text = _("{space}, fight {ships}").format(space=text, ships=" & ".join(others))
    return text


def _route(table, seat: int, action) -> tuple[int, ...]:
    clone = table.match.state.clone()
    events = clone.apply(seat, action)
    for e in events:
        if e.TYPE == "sailed":
            return tuple(e.path)
    return ()


def build(table, seat: int) -> Decision | None:
    state = table.match.state
    acts = state.legal_actions(seat)
    if not acts:
        return None
    task = table.shown.get("task") or {}
    name = task.get("task")
    first = acts[0]
    if isinstance(first, PlaceDice):
        a, b = table.shown["dice"]
        return Decision(seat, "dice", _("Captain: which die sails by day (sun), which by night (moon)? \u2190\u2192"),
                        _("Place the dice"), [Choice(x, _("day {day} \u00b7 night {night}").format(day=x.day, night=x.night))
                                              for x in acts])
    if isinstance(first, ChooseCard):
        day, night = table.shown["day"], table.shown["night"]
        choices = []
        for x in acts:
            d, n = effect(x.card, day, night)
            choices.append(Choice(x, d, n, data={"card": x.card}))
        return Decision(seat, "cards", _("Choose a card: by day it uses the sun die ({day}), by night the moon die "
                                         "({night})").format(day=day, night=night), _("Play this card"), choices)
    if isinstance(first, (Sail, Retreat)):
        choices = []
        here = table.shown["ships"][table.decision_ship() or 0]["space"]
        for x in acts:
            path = _route(table, seat, x)
            label = space_label(table, x.to)
            if name == "ghost_move":
                ahead = bool(path) and path[0] in table.circuit.succ[here]
                label = (_("forward to {space}") if ahead else _("back to {space}")).format(
                    space=space_name(table, x.to))
            choices.append(Choice(x, label, target=("space", x.to, path)))
        choices.sort(key=lambda c: (L.space_center(c.action.to)[0], L.space_center(c.action.to)[1]))
        if name == "ghost_move":
            text = _("Sail the ghost ship: pick its way \u2190\u2192")
        elif name == "retreat":
            text = _("Short of supplies: pick the way back to {place} \u2190\u2192").format(
                place=previous(task.get("target", "")))
        else:
            n = task.get("n", 0)
            text = (ngettext("A fork: pick the branch for your {n} space forward \u2190\u2192",
                             "A fork: pick the branch for your {n} spaces forward \u2190\u2192", n)
                    if task.get("dir") == "forward" else
                    ngettext("A fork: pick the branch for your {n} space backward \u2190\u2192",
                             "A fork: pick the branch for your {n} spaces backward \u2190\u2192", n)).format(n=n)
        return Decision(seat, "route", text, _("Sail there"), choices)
    if isinstance(first, Dump):
        ship = task.get("ship", seat)
        holds = table.shown["ships"][ship]["holds"]
        choices = []
        # the hold that loses least first: the smallest, gold last (the first focus never
        # throws away the richest hold)
        for x in sorted(acts, key=lambda x: (holds[x.hold]["kind"] == "gold", holds[x.hold]["amount"])):
            h = holds[x.hold]
            choices.append(Choice(x, amount(h["kind"], h["amount"]), target=("hold", ship, x.hold)))
        return Decision(seat, "holds", _("Every hold is full: empty one back to the bank to load {goods} "
                                         "\u2190\u2192").format(goods=amount(task.get("kind"), task.get("n", 0))),
                        _("Empty this hold"), choices)
    if isinstance(first, Pay):
        return _pay(table, seat, task, acts)
    if isinstance(first, Attack):
        choices = [Choice(x, table.name(x.target), target=("ship", x.target)) for x in acts]
        return Decision(seat, "target", _("Several ships here: choose the one to attack \u2190\u2192"), _("Attack"),
                        choices)
    if isinstance(first, Gunpowder):
        side = 0 if task.get("stage") == "powder_a" else 1
        text = (_("Spend gunpowder before your roll: +1 each \u2190\u2192") if side == 0 else
                _("Spend gunpowder before your roll: +1 each (to beat {total}) \u2190\u2192").format(
                    total=table.combat_total_text(0)))
        choices = [Choice(x, f"{x.amount}") for x in acts]
        return Decision(seat, "powder", text, _("Roll the die"), choices, default=0, wrap=False)
    if isinstance(first, Sabre):
        choices = [Choice(Sabre(True), _("Re-roll the die")), Choice(Sabre(False), _("Let it stand"))]
        return Decision(seat, "sabre", _("Saran's sabre: re-roll the die just rolled, or let it stand? \u2190\u2192"),
                        _("Choose"), [c for c in choices if c.action in acts])
    if isinstance(first, Loot):
        return _loot(table, seat, task, acts)
    return Decision(seat, "list", _("Choose"), _("Choose"), [Choice(x, x.describe()) for x in acts])


def _pay(table, seat: int, task: dict, acts) -> Decision:
    """A space's cost that several holds could pay: each way names what it takes from which
    pile (and how many holds it empties)."""
    holds = table.shown["ships"][task.get("ship", seat)]["holds"]
    choices = []

    def emptied_by(x) -> int:
        return sum(1 for h, n in x.taken if holds[h]["amount"] == n)
    for x in sorted(acts, key=emptied_by):          # the way that empties fewest holds first
        parts = " + ".join(_("{n} of {held}").format(n=n, held=holds[h]["amount"]) for h, n in x.taken)
        emptied = emptied_by(x)
        label = (_("Pay {parts}").format(parts=parts) if not emptied else
                 ngettext("Pay {parts} (empties a hold)", "Pay {parts} (empties {n} holds)", emptied).format(
                     parts=parts, n=emptied))
        choices.append(Choice(x, label))
    return Decision(seat, "list", _("Pay {goods} for this space: choose the hold(s) it comes from \u2190\u2192").format(
        goods=amount(task.get("kind"), task.get("cost", 0))), _("Pay"), choices)


SHORT_TREASURE = {"morgan_map": N_("The map"), "saran_sabre": N_("The sabre"), "lady_beth": "Lady Beth",
                  "sixth_hold": N_("6th hold")}   # i18n: keep (Lady Beth: a name)


def _loot(table, seat: int, task: dict, acts) -> Decision:
    winner = task.get("winner")
    loser = task["d"] if winner == task.get("a") else task.get("a")
    lv = table.shown["ships"][loser]
    choices = []
    # the fullest hold first among the goods (the first focus takes the most); treasures, a
    # cursed one given away, and nothing come after, as the engine lists them
    acts = sorted(acts, key=lambda x: -lv["holds"][x.hold]["amount"] if x.take == "hold" else 0)
    for x in acts:
        if x.take == "hold":
            h = lv["holds"][x.hold]
            choices.append(Choice(x, f"{h['amount']}", resource(h["kind"]),
                                  data={"kind": h["kind"]}, target=("hold", loser, x.hold)))
        elif x.take == "treasure":
            choices.append(Choice(x, S.treasure_name(x.card), _("take it"),
                                  data={"card": x.card, "short": _(SHORT_TREASURE.get(x.card, x.card))}))
        elif x.take == "hidden":
            choices.append(Choice(x, _("A face-down treasure"), _("blind"), data={"card": None, "short": _("Blind")}))
        elif x.take == "give":
            value = S.TREASURE_NAMES.get(x.card, x.card).split()[-1]     # the English name ends with its points
            choices.append(Choice(x, _("Give {treasure}").format(treasure=S.treasure_name(x.card)), _("give it away"),
                                  data={"card": x.card, "give": True, "short": _("Give {value}").format(value=value)}))
        else:
            choices.append(Choice(x, _("Nothing"), _("sail on")))
    if winner == seat:
        text = _("You win: take a hold's goods or a treasure, or hand over a cursed one \u2190\u2192")
    else:
        text = _("{name} wins: take a hold's goods or a treasure, or hand over a cursed one \u2190\u2192").format(
            name=table.name(winner))
    return Decision(seat, "loot", text, pgettext("loot", "Take it"), choices)
