"""The round: the captain's dice, the secret card choice and draw, the turns, the compass.

The round runs on the task stack of tasks.py. Rulebook, "Ronda de juego": the captain
rolls and places the dice (place_dice); every seat chooses a card in secret and at once
draws back to a full hand (choose_cards); from the captain clockwise, each turn reveals
that player's card, then does the day action and the night action (turn, act), then
discards the card (end_turn); with the ghost ship, it then moves twice (ghost_move);
end_round passes the compass or ends the game. A card stays face down, hidden from the
other seats, until its owner's turn. Events are told only when `ev` is a list (None:
trusted play, tasks.py).
"""
from __future__ import annotations

from ..i18n import _
from .actions import ChooseCard, PlaceDice
from .events import (ActionLost, ActionStarted, CardChosen, CardDiscarded, CardRevealed,
                     CardsDrawn, CompassPassed, DeckReshuffled, DicePlaced, DiceRolled,
                     RoundStarted, TurnStarted)
from .cards import ACTION_CARDS, halves
from .tasks import TASKS, Task, pop

HALVES = {card: halves(card) for card in ACTION_CARDS}
CHOICES = {card: ChooseCard(card) for card in ACTION_CARDS}       # actions are values: shared
PLACINGS = {(a, b): PlaceDice(a, b) for a in range(1, 7) for b in range(1, 7)}


# ------------------------------------------------------------------ the captain's dice
def _place_dice_run(st, t, ev):
    if st.dice is None:
        st.dice = list(st.roll_action_dice())
        if ev is not None:
            ev.append(DiceRolled(captain=st.captain, dice=tuple(st.dice)))
    if st.dice[0] == st.dice[1]:
        _place(st, t, st.dice[0], st.dice[1], ev)
        return False
    return True


def _place(st, t, day, night, ev):
    st.day, st.night = day, night
    if ev is not None:
        ev.append(DicePlaced(day=day, night=night))
    pop(st, t)
    st.stack.append({"t": "choose_cards"})


def _place_dice_options(st, t, seat):
    a, b = st.dice
    return [PLACINGS[a, b], PLACINGS[b, a]]


TASKS["place_dice"] = Task(
    run=_place_dice_run,
    owners=lambda st, t: [st.captain],
    options=_place_dice_options,
    decide=lambda st, t, seat, a, ev: _place(st, t, a.day, a.night, ev),
    describe=lambda st, t: _("the captain places the dice {a} and {b} on day and night").format(
        a=st.dice[0], b=st.dice[1]))


# ------------------------------------------------------------------ the secret card choice
def _choose_run(st, t, ev):
    if None in st.chosen:
        return True
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
    if ev is not None:
        ev.append(CardChosen(seat=seat, card=action.card, visible_to=(seat,)))
    # "...primera carta de tu mazo para volver a tener 3 cartas": the draw comes right
    # after the secret choice, before any card is revealed.
    draw(st, seat, ev)


TASKS["choose_cards"] = Task(
    run=_choose_run,
    owners=lambda st, t: [s for s, card in enumerate(st.chosen) if card is None],
    options=lambda st, t, seat: [CHOICES[c] for c in st.hands[seat]],
    decide=_choose_decide,
    describe=lambda st, t: _("each player chooses a card from their hand in secret"))


# ------------------------------------------------------------------ a player's turn
def _turn_run(st, t, ev):
    pop(st, t)
    s = t["seat"]
    st.revealed[s] = True                  # "el Capitan le da la vuelta a la suya..."
    if ev is not None:
        ev.append(CardRevealed(seat=s, card=st.chosen[s]))
        ev.append(TurnStarted(seat=s, card=st.chosen[s]))
    st.stack += [{"t": "end_turn", "seat": s}, {"t": "act", "seat": s, "slot": "night"}]
    act(st, s, "day", ev)                 # the next task: done at once, never pushed
    return False


def _act_run(st, t, ev):
    pop(st, t)
    act(st, t["seat"], t["slot"], ev)
    return False


def act(st, s, slot, ev):
    """The day or night half of seat `s`'s card: a move or a load (its task pushed)."""
    day = slot == "day"
    action = HALVES[st.chosen[s]][0 if day else 1]
    amount = st.day if day else st.night
    st.acting = [s, slot]
    if st.ships[s].finished:
        if ev is not None:
            ev.append(ActionLost(ship=s, slot=slot, reason="finished"))
        return
    if ev is not None:
        ev.append(ActionStarted(ship=s, slot=slot, action=action, amount=amount))
    if action in ("forward", "backward"):
        st.stack.append({"t": "move", "ship": s, "dir": action, "n": amount})
    else:
        st.stack.append({"t": "load", "ship": s, "kind": action, "n": amount, "source": "bank"})


def _end_turn_run(st, t, ev):
    pop(st, t)
    s = t["seat"]
    card = st.chosen[s]
    st.chosen[s] = None
    st.discards[s].append(card)
    if ev is not None:
        ev.append(CardDiscarded(seat=s, card=card))
    st.acting = None
    return False


def draw(st, s, ev):
    """Draw back to a full hand (3, or 4 with Morgan's map); an empty deck is the discards
    shuffled."""
    drawn = []
    limit = st.hand_limit(s)
    while len(st.hands[s]) < limit:
        if not st.decks[s]:
            if not st.discards[s]:
                break
            st.decks[s] = st.discards[s]
            st.discards[s] = []
            st.rng.shuffle(st.decks[s])
            if ev is not None:
                ev.append(DeckReshuffled(seat=s, count=len(st.decks[s])))
        card = st.decks[s].pop(0)
        st.hands[s].append(card)
        drawn.append(card)
    if drawn and ev is not None:
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
    st.revealed = [False] * st.players
    if ev is not None:
        ev.append(CompassPassed(captain=st.captain))
        ev.append(RoundStarted(round=st.round, captain=st.captain))
    st.stack.append({"t": "place_dice"})
    return False


TASKS["end_round"] = Task(run=_end_round_run)
