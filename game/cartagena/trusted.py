"""Cartagena's fast path for trusted play (the search's playouts): the plain rules' moves, no events.

"Plain" (`Variant.plain`): La fuga with the classic draw, no Filibusters, no Sorceress, any
board length and number of pirates; then a turn is only play a card, move back, end the
turn or pass, nobody ever owes a choice, and there is no sloop to sail. `apply_trusted`
plays those moves here, on the state's plain data, building no event objects; everything
else (another variant, a state mid-choice) goes through the rulebook's `_apply` (turn.py).
The moves do exactly what turn.py does (the same cards, pirates, draws, shuffles and turns:
tests/cartagena/test_fast_path.py and bench/playouts.py compare every state's `to_json`).
"""
from __future__ import annotations

from bisect import insort

from .actions import EndTurn, MoveBack, PassAndDraw, PlayCard
from .cards import SYMBOL_OF, sort_hand
from .rules import ACTIONS_PER_TURN


def play(s, seat: int, card: str, space: int) -> None:
    """Play `card` and move the pirate on `space` to the first empty space of its symbol
    ahead, else the sloop; the game ends when the last pirate boards."""
    s.hands[seat].remove(card)
    s.discard.append(card)
    occ = s.occ
    track = s.track
    to = track.end[space]
    for q in track.ahead[SYMBOL_OF[card]][space]:
        if not occ[q]:
            to = q
            break
    mine = s.pirates[seat]
    mine.remove(space)
    insort(mine, to)
    occ[space] -= 1
    occ[to] += 1
    if to == s.goal and mine[0] == to:           # sorted: every pirate of `seat` aboard
        s.winner = seat
        s.pending = None
        return
    s.actions_taken += 1                         # took_action, inlined
    s.captain_free = False
    if s.dark_due:
        s._settle(None)
    elif s.actions_taken >= ACTIONS_PER_TURN:
        next_turn(s)


def move_back(s, seat: int, space: int) -> None:
    """Move the pirate on `space` back to the nearest space with 1 or 2 pirates; draw that many."""
    occ = s.occ
    q = space - 1
    floor = s.track.floor[space]
    while q >= floor:
        n = occ[q]
        if n == 1 or n == 2:
            break
        q -= 1
    count = occ[q]                               # counted before arriving
    mine = s.pirates[seat]
    mine.remove(space)
    insort(mine, q)
    occ[space] -= 1
    occ[q] += 1
    draw(s, seat, count)
    took_action(s)


def play_action(s, seat: int, action) -> None:
    play(s, seat, action.card, action.from_space)


def back_action(s, seat: int, action) -> None:
    move_back(s, seat, action.from_space)


def end_turn(s, seat: int, action) -> None:
    next_turn(s)


def pass_and_draw(s, seat: int, action) -> None:
    """With no cards, before any action: draw 1 card, and the turn passes."""
    draw(s, seat, 1)
    next_turn(s)


def draw(s, seat: int, count: int) -> None:
    """turn.py's `_draw` into `seat`'s hand: the discard pile is shuffled into an empty deck."""
    hand = s.hands[seat]
    deck = s.deck
    for _ in range(count):
        if not deck:
            if not s.discard:
                break
            deck, s.discard = s.discard, []
            s.deck = deck
            s.rng.shuffle(deck)
            for known in s.known_top:
                known.clear()
        hand.append(deck.pop())
        for known in s.known_top:
            if known:
                del known[0]
    hand[:] = sort_hand(hand)


def took_action(s) -> None:
    """After an action: count it; the turn passes after the third."""
    s.actions_taken += 1
    s.captain_free = False
    if s.dark_due:                               # never in the plain rules; kept exact
        s._settle(None)
    elif s.actions_taken >= ACTIONS_PER_TURN:
        next_turn(s)


def next_turn(s) -> None:
    s.turn = (s.turn + 1) % s.players
    s.actions_taken = 0
    s.turn_number += 1


MOVES = {PlayCard: play_action, MoveBack: back_action, EndTurn: end_turn, PassAndDraw: pass_and_draw}
"""The plain rules' moves by action type: move(state, seat, action)."""
