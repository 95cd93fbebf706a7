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

from ..core.checks import expect
from ..i18n import _
from .actions import ChooseCard, PlaceDice
from .events import (ActionLost, ActionStarted, CardChosen, CardDiscarded, CardRevealed,
                     CardsDrawn, CompassPassed, DeckReshuffled, DicePlaced, DiceRolled,
                     RoundStarted, TurnStarted)
from . import combat, loading, voyage
from .cards import ACTION_CARDS, HAND, MORGAN_HAND, halves
from .tasks import TASKS, Task

HALVES = {card: halves(card) for card in ACTION_CARDS}
CHOICES = {card: ChooseCard(card) for card in ACTION_CARDS}       # actions are values: shared
PLACINGS = {(a, b): PlaceDice(a, b) for a in range(1, 7) for b in range(1, 7)}
SEATS = tuple(range(n) for n in range(7))          # the seats of a table of n, made once


# ------------------------------------------------------------------ the captain's dice
def _place_dice_run(st, t, ev):
    if st.dice is None:
        st.dice = list(st.roll_action_dice())
        if ev is not None:
            ev.append(DiceRolled(captain=st.captain, dice=tuple(st.dice)))
    a, b = st.dice
    if a == b:                                    # doubles: nothing to choose
        _place(st, t, st.captain, PLACINGS[a, b], ev)
        return False
    return True


def _place(st, t, seat, action, ev):
    day, night = action.day, action.night
    st.day, st.night = day, night
    if ev is not None:
        ev.append(DicePlaced(day=day, night=night))
    st.stack[-1] = {"t": "choose_cards"}          # in place of `t`, the top task
    return None in st.chosen                      # the choice waits (Task.decide)


def _place_dice_options(st, t, seat):
    if seat != st.captain:
        return []
    a, b = st.dice
    return [PLACINGS[a, b], PLACINGS[b, a]]


TASKS["place_dice"] = Task(
    run=_place_dice_run,
    owners=lambda st, t: [st.captain],
    options=_place_dice_options,
    decide=_place,
    describe=lambda st, t: _("the captain places the dice {a} and {b} on day and night").format(
        a=st.dice[0], b=st.dice[1]))


# ------------------------------------------------------------------ the secret card choice
def _choose_run(st, t, ev):
    if None in st.chosen:
        return True
    stack = st.stack
    stack[-1] = {"t": "end_round"}                # in place of `t`, the top task
    if st.ghost:
        stack += [{"t": "ghost_move", "slot": "night"}, {"t": "ghost_move", "slot": "day"}]
    for k in reversed(range(st.players)):
        stack.append({"t": "turn", "seat": (st.captain + k) % st.players})
    return False


def _choosers(st, t):
    seats = []                            # a plain loop: quicker than a comprehension's call
    for s, card in enumerate(st.chosen):
        if card is None:
            seats.append(s)
    return seats


def _choose_options(st, t, seat):
    if seat not in SEATS[st.players] or st.chosen[seat] is not None:
        return []
    return [CHOICES[c] for c in st.hands[seat]]


def _choose_decide(st, t, seat, action, ev):
    """The secret choice, then the draw back to a full hand (3, or 4 with Morgan's map; an
    empty deck is the discards shuffled): "...primera carta de tu mazo para volver a tener 3
    cartas", right after the choice, before any card is revealed."""
    hand = st.hands[seat]
    hand.remove(action.card)
    st.chosen[seat] = action.card
    if ev is not None:
        ev.append(CardChosen(seat=seat, card=action.card, visible_to=(seat,)))
    held = len(hand)
    deck = st.decks[seat]
    limit = MORGAN_HAND if "morgan_map" in st.ships[seat].face_up else HAND    # st.hand_limit
    while len(hand) < limit:
        if not deck:
            if not st.discards[seat]:
                break
            deck = st.decks[seat] = st.discards[seat]
            st.discards[seat] = []
            st.rng.shuffle(deck)
            if ev is not None:
                ev.append(DeckReshuffled(seat=seat, count=len(deck)))
        hand.append(deck.pop(0))
    if ev is not None and len(hand) > held:
        drawn = tuple(hand[held:])
        ev.append(CardsDrawn(seat=seat, count=len(drawn), cards=drawn, visible_to=(seat,)))
    return None in st.chosen                      # others still choose: it waits (Task.decide)


TASKS["choose_cards"] = Task(
    run=_choose_run,
    owners=_choosers,
    options=_choose_options,
    decide=_choose_decide,
    describe=lambda st, t: _("each player chooses a card from their hand in secret"))


# ------------------------------------------------------------------ a player's turn
def _turn_run(st, t, ev):
    """Reveal the card, then the day action, the night action and the discard, each at once
    while nothing waits for a decision; what is left stays on the stack as tasks (end_turn
    under act, as they were pushed) when something does."""
    stack = st.stack
    s = t["seat"]
    st.revealed[s] = True                  # "el Capitan le da la vuelta a la suya..."
    if ev is not None:
        ev.append(CardRevealed(seat=s, card=st.chosen[s]))
        ev.append(TurnStarted(seat=s, card=st.chosen[s]))
    end = stack[-1] = {"t": "end_turn", "seat": s}     # in place of `t`, the top task
    night = {"t": "act", "seat": s, "slot": "night"}
    stack.append(night)
    waits = act(st, s, "day", ev)
    if stack[-1] is not night:            # a decision waits, or a combat or a cost to run
        return waits
    stack.pop()
    waits = act(st, s, "night", ev)
    if stack[-1] is not end:
        return waits
    stack.pop()
    _discard(st, s, ev)
    return False


def _act_run(st, t, ev):
    st.stack.pop()
    return act(st, t["seat"], t["slot"], ev)


def act(st, s, slot, ev) -> bool:
    """The day or night half of seat `s`'s card: a move or a load, done at once; True when
    it waits for a decision (the move's branch, the hold to empty: its task pushed)."""
    day = slot == "day"
    action = HALVES[st.chosen[s]][0 if day else 1]
    amount = st.day if day else st.night
    st.acting = [s, slot]
    if st.ships[s].finished:
        if ev is not None:
            ev.append(ActionLost(ship=s, slot=slot, reason="finished"))
        return False
    if ev is not None:
        ev.append(ActionStarted(ship=s, slot=slot, action=action, amount=amount))
    if action == "forward" or action == "backward":
        return voyage.move(st, s, action, amount, ev)
    return loading.load(st, s, action, amount, "bank", None, ev)


def _end_turn_run(st, t, ev):
    st.stack.pop()
    _discard(st, t["seat"], ev)
    return False


def _discard(st, s, ev):
    """The end of seat `s`'s turn: its card goes to its discard pile."""
    card = st.chosen[s]
    st.chosen[s] = None
    st.discards[s].append(card)
    if ev is not None:
        ev.append(CardDiscarded(seat=s, card=card))
    st.acting = None


TASKS["turn"] = Task(run=_turn_run)
TASKS["act"] = Task(run=_act_run)
TASKS["end_turn"] = Task(run=_end_turn_run)


# ------------------------------------------------------------------ the end of a round
def _end_round_run(st, t, ev):
    st.stack.pop()
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
    place = {"t": "place_dice"}
    st.stack.append(place)
    return _place_dice_run(st, place, ev)         # the next task: run at once


TASKS["end_round"] = Task(run=_end_round_run)


# ------------------------------------------------------------------ a stack that can move on
# The tasks that wait for a decision (a stack's top, once `run` has stopped), and those that
# only carry on a turn, a move or a combat under them.
WAITING = frozenset({"place_dice", "choose_cards", "move", "ghost_move", "load", "pay", "retreat",
                     "combat", "pick_target"})


def check_stack(st) -> None:
    """Broken (naming the field) unless the task stack is one the round builds, so that every
    task the rules will run, pop or read is there (JamaicaState.check_invariants):
    over: no task; the captain's dice: [place_dice] alone, rolled; the secret choice:
    [choose_cards] alone, the dice placed, a seat still to choose; the turns: end_round at the
    bottom, then the steps not begun yet in the order _choose_run pushed them (the ghost ship's
    night and day moves, the turns from the last seat's to the captain's), then the step under
    way (a turn: end_turn, maybe act for its night; the ghost ship's move waiting for its way),
    then what that step's move or load waits on (task checks of voyage, loading and combat).
    The cards chosen and revealed, and `acting`, agree with it."""
    stack, n = st.stack, st.players
    finished = any(sh.finished for sh in st.ships)
    expect(not finished or st.ending, "'ending'", "must be true once a ship has finished")
    expect(not st.ending or finished, "'ending'", "must be false while no ship has finished")
    if st.over:
        expect(not stack, "'stack'", "must be empty once the game is over")
        expect(st.ending, "'ending'", "must be true in a game that is over")
        return
    expect(stack, "'stack'", "must hold the round's tasks while the game goes on")
    top = stack[-1]["t"]
    expect(top in WAITING, f"'stack'[{len(stack) - 1}]", f"must be a task that waits for a decision, got {top!r}")
    first = stack[0]["t"]
    if first in ("place_dice", "choose_cards"):
        expect(len(stack) == 1, "'stack'", f"must hold {first} alone")
        expect(st.dice is not None, "'dice'", "must be rolled")
        expect(all(c is None for c in st.chosen) if first == "place_dice" else None in st.chosen,
               "'chosen'", "must be empty before the choice" if first == "place_dice"
               else "must leave a seat still to choose its card")
        expect(not any(st.revealed), "'revealed'", "must be all false before the turns")
        expect(st.acting is None, "'acting'", "must be null before the turns")
        if first == "place_dice":
            expect(st.day is None and st.night is None, "'day'", "and 'night' must be null before the dice are placed")
        else:
            _check_placed(st)
        return
    expect(first == "end_round", "'stack'[0]", f"must be place_dice, choose_cards or end_round, got {first!r}")
    _check_placed(st)
    order = [(st.captain + k) % n for k in reversed(range(n))]     # the turns, as pushed
    plan = ([{"t": "ghost_move", "slot": "night"}, {"t": "ghost_move", "slot": "day"}] if st.ghost else [])
    plan += [{"t": "turn", "seat": s} for s in order]
    k = 1
    while k < len(stack) and k - 1 < len(plan) and stack[k] == plan[k - 1]:
        k += 1
    expect(k - 1 < len(plan), "'stack'", "must hold the step under way above the steps to come")
    step, rest = plan[k - 1], stack[k:]
    turns_left = {t["seat"] for t in plan[:k - 1] if t["t"] == "turn"}    # (those above: done)
    for s in range(n):
        playing = step["t"] == "turn" and step["seat"] == s
        to_come = s in turns_left and not playing
        expect((st.chosen[s] is None) != (to_come or playing), f"'chosen'[{s}]",
               "must hold the card of a seat whose turn is to come or under way, and only then")
        expect(st.revealed[s] != to_come, f"'revealed'[{s}]",
               "must be true from the start of the seat's turn to the end of the round")
    if step["t"] == "turn":
        s = step["seat"]
        expect(rest and rest[0] == {"t": "end_turn", "seat": s}, f"'stack'[{k}]",
               f"must end the turn under way (seat {s}'s)")
        night = len(rest) > 1 and rest[1] == {"t": "act", "seat": s, "slot": "night"}
        expect(st.acting == [s, "day" if night else "night"], "'acting'",
               f"must be [{s}, {'day' if night else 'night'}] during that action, got {st.acting}")
        _check_waiting(st, s, rest[1 + night:], k + 1 + night)
        return
    g, slot = n, step["slot"]
    expect(st.acting == [g, slot], "'acting'", f"must be [{g}, {slot!r}] during the ghost ship's move")
    if rest and rest[0]["t"] == "ghost_move":
        expect(rest == [{"t": "ghost_move", "slot": slot, "started": True}], f"'stack'[{k}]",
               "must be the ghost ship's move under way, waiting for its way, on top")
        return
    _check_waiting(st, g, rest, k)


def _check_placed(st) -> None:
    expect(st.dice is not None and st.day is not None and st.night is not None
           and sorted([st.day, st.night]) == sorted(st.dice), "'day'",
           "and 'night' must be the two dice rolled, placed")


def _check_waiting(st, s: int, rest: list, at: int) -> None:
    """What the move or load of ship `s` waits on: its branch, the hold to empty, the hold(s)
    that pay, the way back of a shortage; or a combat (or the choice of the ship to attack,
    or the loot to load) above the settling of the space."""
    where = f"'stack'[{at}]"
    expect(rest, "'stack'", "must hold what the step under way waits for")
    head = rest[0]
    if head["t"] == "settle":
        expect(head["ship"] == s, where, f"must settle ship {s}, the ship that moved")
        expect(len(rest) == 2, "'stack'", "must hold one task above the settling of a space")
        t = rest[1]
        if t["t"] == "combat":
            combat.check_task(st, t, f"'stack'[{at + 1}]", s)
        elif t["t"] == "pick_target":
            sh = st.ships[s]
            others = [o for o, x in enumerate(st.ships) if x.space == sh.space and o != s]
            expect(t["ship"] == s and sorted(t["targets"]) == others and len(others) > 1,
                   f"'stack'[{at + 1}]", "must offer the ships on the attacker's space")
        else:
            expect(t["t"] == "load" and t["source"] == "plunder", f"'stack'[{at + 1}]",
                   "must be a combat, the choice of the ship to attack, or plunder to load")
            loading.check_task(st, t, f"'stack'[{at + 1}]")
        return
    expect(s < st.players, where, "must be a combat: the ghost ship's move waits on nothing else")
    expect(len(rest) == 1, "'stack'", "must hold one task above the step under way")
    expect(head["t"] in ("move", "load", "pay", "retreat") and head["ship"] == s, where,
           f"must be ship {s}'s move, load, payment or retreat")
    if head["t"] == "load":
        expect(head["source"] == "bank" and "by" not in head, where, "must load from the bank (a card's load)")
        loading.check_task(st, head, where)
