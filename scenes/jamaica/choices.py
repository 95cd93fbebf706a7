"""Each Jamaica decision as a list of the seat's legal actions with labels, targets and an instruction.

The table only ever submits `choices[i].action`, and every choice comes from
`state.legal_actions(seat)`. Routes (a fork, the ghost ship's way, a retreat) are
previewed by applying the action to a clone of the state and reading its Sailed event.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.jamaica.actions import (Attack, ChooseCard, Dump, Gunpowder, Loot, Pay, PlaceDice, Retreat,
                                  Sabre, Sail)

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
    return f"{S.ACTION_NAMES[a]} {day}", f"{S.ACTION_NAMES[b]} {night}"


def space_label(table, space: int) -> str:
    """What a space means for the ship arriving: its cost or treasure, and who is there."""
    c = table.circuit
    kind = c.kind[space]
    if kind == "port_royal":
        text = "Port Royal"
    elif kind == "lair":
        text = f"lair {space}" + (" (treasure)" if space in table.shown["lairs"] else "")
    else:
        what = "food" if c.cost_type[space] == "food" else "gold"
        text = f"{'sea' if kind == 'sea' else 'port'} {space} ({c.cost[space]} {what})"
    others = [table.name(i) for i, sv in enumerate(table.shown["ships"]) if sv["space"] == space and space != 0
              and i != table.decision_ship()]
    if others:
        text += f", fight {' & '.join(others)}"
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
        return Decision(seat, "dice", "Captain: which die sails by day (sun), which by night (moon)? \u2190\u2192",
                        "Place the dice", [Choice(x, f"day {x.day} \u00b7 night {x.night}") for x in acts])
    if isinstance(first, ChooseCard):
        day, night = table.shown["day"], table.shown["night"]
        choices = []
        for x in acts:
            d, n = effect(x.card, day, night)
            choices.append(Choice(x, d, n, data={"card": x.card}))
        return Decision(seat, "cards", f"Choose a card: by day it uses the sun die ({day}), by night the moon die ({night})", "Play this card", choices)
    if isinstance(first, (Sail, Retreat)):
        choices = []
        here = table.shown["ships"][table.decision_ship() or 0]["space"]
        for x in acts:
            path = _route(table, seat, x)
            label = space_label(table, x.to)
            if name == "ghost_move":
                ahead = bool(path) and path[0] in table.circuit.succ[here]
                label = f"{'forward' if ahead else 'back'} to {label.split(' (')[0]}"
            choices.append(Choice(x, label, target=("space", x.to, path)))
        choices.sort(key=lambda c: (L.space_center(c.action.to)[0], L.space_center(c.action.to)[1]))
        if name == "ghost_move":
            text = "Sail the ghost ship: pick its way \u2190\u2192"
        elif name == "retreat":
            text = f"Short of supplies: pick the way back to the previous {task.get('target', 'space')} \u2190\u2192"
        else:
            text = f"A fork: pick the branch for your {task.get('n', '')} {task.get('dir', '')} \u2190\u2192"
        return Decision(seat, "route", text, "Sail there", choices)
    if isinstance(first, Dump):
        ship = task.get("ship", seat)
        holds = table.shown["ships"][ship]["holds"]
        choices = []
        # the hold that loses least first: the smallest, gold last (the first focus never
        # throws away the richest hold)
        for x in sorted(acts, key=lambda x: (holds[x.hold]["kind"] == "gold", holds[x.hold]["amount"])):
            h = holds[x.hold]
            choices.append(Choice(x, f"{h['amount']} {S.RESOURCE_NAMES.get(h['kind'], '')}",
                                  target=("hold", ship, x.hold)))
        what = S.RESOURCE_NAMES.get(task.get("kind"), task.get("kind", ""))
        return Decision(seat, "holds", f"Every hold is full: empty one back to the bank to load "
                        f"{task.get('n', '')} {what} \u2190\u2192", "Empty this hold", choices)
    if isinstance(first, Pay):
        return _pay(table, seat, task, acts)
    if isinstance(first, Attack):
        choices = [Choice(x, table.name(x.target), target=("ship", x.target)) for x in acts]
        return Decision(seat, "target", "Several ships here: choose the one to attack \u2190\u2192", "Attack", choices)
    if isinstance(first, Gunpowder):
        side = 0 if task.get("stage") == "powder_a" else 1
        others = "" if side == 0 else f" (to beat {table.combat_total_text(0)})"
        choices = [Choice(x, f"{x.amount}") for x in acts]
        return Decision(seat, "powder", f"Spend gunpowder before your roll: +1 each{others} \u2190\u2192",
                        "Roll the die", choices, default=0, wrap=False)
    if isinstance(first, Sabre):
        choices = [Choice(Sabre(True), "Re-roll the die"), Choice(Sabre(False), "Let it stand")]
        return Decision(seat, "sabre", "Saran's sabre: re-roll the die just rolled, or let it stand? \u2190\u2192",
                        "Choose", [c for c in choices if c.action in acts])
    if isinstance(first, Loot):
        return _loot(table, seat, task, acts)
    return Decision(seat, "list", "Choose", "Choose", [Choice(x, x.describe()) for x in acts])


def _pay(table, seat: int, task: dict, acts) -> Decision:
    """A space's cost that several holds could pay: each way names what it takes from which
    pile (and how many holds it empties)."""
    holds = table.shown["ships"][task.get("ship", seat)]["holds"]
    choices = []

    def emptied_by(x) -> int:
        return sum(1 for h, n in x.taken if holds[h]["amount"] == n)
    for x in sorted(acts, key=emptied_by):          # the way that empties fewest holds first
        parts = [f"{n} of {holds[h]['amount']}" for h, n in x.taken]
        emptied = emptied_by(x)
        detail = {0: "", 1: " (empties a hold)"}.get(emptied, f" (empties {emptied} holds)")
        choices.append(Choice(x, "Pay " + " + ".join(parts) + detail))
    what = S.RESOURCE_NAMES.get(task.get("kind"), task.get("kind", ""))
    return Decision(seat, "list", f"Pay {task.get('cost', '')} {what} for this space: choose the hold(s) "
                    f"it comes from \u2190\u2192", "Pay", choices)


SHORT_TREASURE = {"morgan_map": "The map", "saran_sabre": "The sabre", "lady_beth": "Lady Beth",
                  "sixth_hold": "6th hold"}


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
            choices.append(Choice(x, f"{h['amount']}", S.RESOURCE_NAMES[h["kind"]],
                                  data={"kind": h["kind"]}, target=("hold", loser, x.hold)))
        elif x.take == "treasure":
            choices.append(Choice(x, S.TREASURE_NAMES.get(x.card, x.card), "take it",
                                  data={"card": x.card, "short": SHORT_TREASURE.get(x.card, x.card)}))
        elif x.take == "hidden":
            choices.append(Choice(x, "A face-down treasure", "blind", data={"card": None, "short": "Blind"}))
        elif x.take == "give":
            value = S.TREASURE_NAMES.get(x.card, x.card).split()[-1]
            choices.append(Choice(x, f"Give {S.TREASURE_NAMES.get(x.card, x.card)}", "give it away",
                                  data={"card": x.card, "give": True, "short": f"Give {value}"}))
        else:
            choices.append(Choice(x, "Nothing", "sail on"))
    who = "You win" if winner == seat else f"{table.name(winner)} wins"
    return Decision(seat, "loot", f"{who}: take a hold's goods or a treasure, or hand over a cursed one "
                    f"\u2190\u2192", "Take it", choices)
