"""The Jamaica game log: one line per event, written only from what the (redacted) event shows."""
from __future__ import annotations

from game.jamaica.circuit import circuit

from . import art as S

# The events that open a chapter of the log (the rounds): left/right in the log jump to them.
CHAPTERS = frozenset({"round_started"})


def _res(kind, n) -> str:
    return f"{n} {S.RESOURCE_NAMES.get(kind, kind)}"


def _treasure(card) -> str:
    return S.TREASURE_NAMES.get(card, "a treasure") if card else "a face-down treasure"


_KINDS = {"sea": "sea", "port": "port", "lair": "pirate lair"}


def where(space) -> str:
    """A space as the log names it: its number (shown when the space is pointed at) and what the
    board prints on it (its kind and cost), so the line can be matched on the map."""
    if space is None:
        return "an unknown space"
    c = circuit()
    if c.kind[space] == "port_royal":
        return "Port Royal"
    what = _KINDS.get(c.kind[space], c.kind[space])
    if c.cost_type[space] and c.cost[space]:
        what += f", {c.cost[space]} {S.RESOURCE_NAMES.get(c.cost_type[space], c.cost_type[space])}"
    return f"space {space} ({what})"


def describe(e, name) -> str | None:
    """`name(ship)` gives a ship's (or the ghost ship's) name."""
    t = e.TYPE
    if t == "round_started":
        return f"\u2014 Round {e.round}: {name(e.captain)} is captain \u2014"
    if t == "compass_passed":
        return f"The compass passes to {name(e.captain)}."
    if t == "dice_rolled":
        return f"{name(e.captain)} rolls {e.dice[0]} and {e.dice[1]}."
    if t == "dice_placed":
        return f"Day (sun) die {e.day}, night (moon) die {e.night}."
    if t == "card_chosen":
        if e.card is None:
            return f"{name(e.seat)} has chosen a card."
        return f"{name(e.seat)} has chosen {e.card.replace('/', ' / ')}."
    if t == "card_revealed":
        return f"{name(e.seat)} turns over {e.card.replace('/', ' / ')}."
    if t == "turn_started":
        return f"{name(e.seat)}'s turn."
    if t == "action_started":
        return f"{name(e.ship)}, {e.slot}: {S.ACTION_NAMES.get(e.action, e.action).lower()} {e.amount}."
    if t == "action_lost":
        return f"{name(e.ship)} loses the {e.slot} action ({e.reason})."
    if t == "loaded":
        how = "plunders" if e.source == "plunder" else "loads"
        return f"{name(e.ship)} {how} {_res(e.kind, e.amount)} into hold {e.hold + 1}."
    if t == "dumped":
        return f"{name(e.ship)} empties hold {e.hold + 1} ({_res(e.kind, e.amount)}) to make room."
    if t == "load_lost":
        return f"{name(e.ship)} has no room: {_res(e.kind, e.amount)} lost."
    if t == "bank_short":
        return f"The bank has only {_res(e.kind, e.given)} of {e.wanted}."
    if t == "sailed":
        how = {"card": "sails", "ghost": "drifts", "shortage": "falls back"}.get(e.reason, "sails")
        return f"{name(e.ship)} {how} to {where(e.path[-1] if e.path else None)}."
    if t == "finished":
        return f"{name(e.ship)} reaches Port Royal!"
    if t == "paid":
        return f"{name(e.ship)} pays {_res(e.kind, e.amount)}."
    if t == "shortage":
        return f"{name(e.ship)} is short: paid {e.paid} of {e.cost} {S.RESOURCE_NAMES.get(e.kind, e.kind)}."
    if t == "die_rolled":
        face = "a star" if e.face == "star" else str(e.face)
        again = " again" if e.reroll else ""
        return f"{name(e.ship)} rolls {face}{again} ({e.purpose})."
    if t == "combat_started":
        return f"Combat on {where(e.space)}: {name(e.attacker)} attacks {name(e.defender)}!"
    if t == "gunpowder_spent":
        return f"{name(e.ship)} spends {e.amount} gunpowder."
    if t == "sabre_used":
        return f"{name(e.ship)} uses Saran's sabre on {name(e.target)}'s die."
    if t == "combat_ended":
        if e.winner is None:
            return "The combat is a tie."
        return f"{name(e.winner)} wins the combat{' with a star' if e.star else ''}."
    if t == "plundered":
        return f"{name(e.winner)} takes {_res(e.kind, e.amount)} from {name(e.loser)}."
    if t == "treasure_found":
        return f"{name(e.ship)} finds {_treasure(e.card)} at {where(e.space)}."
    if t == "treasure_stolen":
        return f"{name(e.winner)} takes {_treasure(e.card)} from {name(e.loser)}."
    if t == "treasure_given":
        what = _treasure(e.card) if e.card else "a cursed treasure"
        return f"{name(e.giver)} hands {what} to {name(e.receiver)}."
    if t == "hold_moved":
        return f"The 6th hold passes from {name(e.from_ship)} to {name(e.to_ship)}."
    if t == "deck_reshuffled":
        return f"{name(e.seat)} shuffles the discards into a new deck."
    if t == "cards_drawn":
        if e.cards is None:
            return f"{name(e.seat)} draws {e.count} card{'s' if e.count != 1 else ''}."
        return f"{name(e.seat)} draws {', '.join(c.replace('/', ' / ') for c in e.cards)}."
    if t == "game_over":
        ghost = [f"{name(len(e.scores))} {e.ghost_score}"] if e.ghost_score is not None else []
        return "Game over: " + ", ".join([f"{name(s)} {v}" for s, v in enumerate(e.scores)] + ghost) + "."
    return None
