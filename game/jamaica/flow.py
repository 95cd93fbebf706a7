"""The round as a stack of tasks: the captain's dice, the card choice, the turns, the compass.

The state keeps a stack of small JSON-ready task dicts; `run` works the top task until
one needs a decision (a seat in `to_move()`), so every forced step (a load into an
empty hold, a move with one route) happens at once and shows only as events. A task
type is a Task(run, owners, options, decide): `run` returns True to wait for a
decision, else it has popped itself (and maybe pushed follow-ups); `decide` applies a
legal Action and leaves the rest to `run`.

Round (rulebook, "Ronda de juego"): the captain rolls and places the dice (place_dice);
every seat chooses a card in secret (choose_cards); from the captain clockwise, each
turn is the day action then the night action (turn, act) and the draw back to a full
hand (end_turn); with the ghost ship, it then moves twice (ghost_move); end_round
passes the compass or ends the game.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from .actions import ChooseCard, PlaceDice
from .events import (ActionLost, ActionStarted, CardChosen, CardDiscarded, CardsDrawn,
                     CardsRevealed, CompassPassed, DeckReshuffled, DicePlaced, DiceRolled,
                     RoundStarted, TurnStarted)
from .cards import halves


class Task(NamedTuple):
    run: Callable
    owners: Callable = lambda st, t: []
    options: Callable = lambda st, t, seat: []
    decide: Callable = lambda st, t, seat, action, ev: None
    describe: Callable = lambda st, t: ""


TASKS: dict[str, Task] = {}


def run(st, ev: list) -> None:
    """Work the stack until a decision is needed or the game is over."""
    while st.stack:
        task = st.stack[-1]
        if TASKS[task["t"]].run(st, task, ev):
            return


def pop(st, task) -> None:
    assert st.stack[-1] is task
    st.stack.pop()


# ------------------------------------------------------------------ the captain's dice
def _place_dice_run(st, t, ev):
    if st.dice is None:
        st.dice = list(st.roll_action_dice())
        ev.append(DiceRolled(captain=st.captain, dice=tuple(st.dice)))
    if st.dice[0] == st.dice[1]:
        _place(st, t, st.dice[0], st.dice[1], ev)
        return False
    return True


def _place(st, t, day, night, ev):
    st.day, st.night = day, night
    ev.append(DicePlaced(day=day, night=night))
    pop(st, t)
    st.stack.append({"t": "choose_cards"})


def _place_dice_options(st, t, seat):
    a, b = st.dice
    return [PlaceDice(a, b), PlaceDice(b, a)]


TASKS["place_dice"] = Task(
    run=_place_dice_run,
    owners=lambda st, t: [st.captain],
    options=_place_dice_options,
    decide=lambda st, t, seat, a, ev: _place(st, t, a.day, a.night, ev),
    describe=lambda st, t: f"the captain places the dice {st.dice[0]} and {st.dice[1]} on day and night")


# ------------------------------------------------------------------ the secret card choice
def _choose_run(st, t, ev):
    if any(c is None for c in st.chosen):
        return True
    st.revealed = True
    ev.append(CardsRevealed(cards=tuple(st.chosen)))
    pop(st, t)
    st.stack.append({"t": "end_round"})
    if st.ghost:
        st.stack += [{"t": "ghost_move", "slot": "night"}, {"t": "ghost_move", "slot": "day"}]
    for k in reversed(range(st.players)):
        st.stack.append({"t": "turn", "seat": (st.captain + k) % st.players})
    return False


def _choose_decide(st, t, seat, action, ev):
    st.hands[seat].remove(action.card)
    st.chosen[seat] = action.card
    ev.append(CardChosen(seat=seat, card=action.card, visible_to=(seat,)))


TASKS["choose_cards"] = Task(
    run=_choose_run,
    owners=lambda st, t: [s for s in range(st.players) if st.chosen[s] is None],
    options=lambda st, t, seat: [ChooseCard(c) for c in st.hands[seat]],
    decide=_choose_decide,
    describe=lambda st, t: "each player chooses a card of his hand in secret")


# ------------------------------------------------------------------ a player's turn
def _turn_run(st, t, ev):
    pop(st, t)
    s = t["seat"]
    ev.append(TurnStarted(seat=s, card=st.chosen[s]))
    st.stack += [{"t": "end_turn", "seat": s}, {"t": "act", "seat": s, "slot": "night"},
                 {"t": "act", "seat": s, "slot": "day"}]
    return False


def _act_run(st, t, ev):
    pop(st, t)
    s, slot = t["seat"], t["slot"]
    action = halves(st.chosen[s])[0 if slot == "day" else 1]
    amount = st.day if slot == "day" else st.night
    st.acting = [s, slot]
    if st.ships[s].finished:
        ev.append(ActionLost(ship=s, slot=slot, reason="finished"))
        return False
    ev.append(ActionStarted(ship=s, slot=slot, action=action, amount=amount))
    if action in ("forward", "backward"):
        st.stack.append({"t": "move", "ship": s, "dir": action, "n": amount})
    else:
        st.stack.append({"t": "load", "ship": s, "kind": action, "n": amount, "source": "bank"})
    return False


def _end_turn_run(st, t, ev):
    pop(st, t)
    s = t["seat"]
    card = st.chosen[s]
    st.chosen[s] = None
    st.discards[s].append(card)
    ev.append(CardDiscarded(seat=s, card=card))
    draw(st, s, ev)
    st.acting = None
    return False


def draw(st, s, ev):
    """Draw back to a full hand (3, or 4 with Morgan's map); an empty deck is the discards
    shuffled."""
    drawn = []
    while len(st.hands[s]) < st.hand_limit(s):
        if not st.decks[s]:
            if not st.discards[s]:
                break
            st.decks[s] = st.discards[s]
            st.discards[s] = []
            st.rng.shuffle(st.decks[s])
            ev.append(DeckReshuffled(seat=s, count=len(st.decks[s])))
        card = st.decks[s].pop(0)
        st.hands[s].append(card)
        drawn.append(card)
    if drawn:
        ev.append(CardsDrawn(seat=s, count=len(drawn), cards=tuple(drawn), visible_to=(s,)))


TASKS["turn"] = Task(run=_turn_run)
TASKS["act"] = Task(run=_act_run)
TASKS["end_turn"] = Task(run=_end_turn_run)


# ------------------------------------------------------------------ the end of a round
def _end_round_run(st, t, ev):
    pop(st, t)
    st.acting = None
    if st.ending:
        st.finish(ev)
        return False
    st.captain = (st.captain + 1) % st.players
    st.round += 1
    st.dice = st.day = st.night = None
    st.revealed = False
    ev.append(CompassPassed(captain=st.captain))
    ev.append(RoundStarted(round=st.round, captain=st.captain))
    st.stack.append({"t": "place_dice"})
    return False


TASKS["end_round"] = Task(run=_end_round_run)

# The other tasks: loads (loading.py), moves and costs (voyage.py), combat (combat.py).
from . import combat, loading, voyage  # noqa: E402,F401

