"""Cartagena's state for "La fuga": the path, the pirates, the cards, the turn, and the rules that move them.

Plain data: `path` (symbols), `pirates[seat]` (six sorted positions: 0 the
dungeon, 1..N spaces, N+1 the sloop), `hands[seat]` (sorted card strings),
`deck` (top = last), `discard` (top = last), `turn`, `actions_taken`,
`turn_number`, `winner`, and the seeded `rng`. `occ` (pirates per position) is
derived and kept in step.
"""
from __future__ import annotations

from bisect import insort
from typing import Mapping

from ..core.contract import Action, Event, IllegalAction, State
from ..core.rng import Rng
from . import serial
from .actions import (END_TURN, PASS_AND_DRAW, Boarded, CardPlayed, CardsDrawn, DeckReshuffled,
                      EndTurn, GameWon, MoveBack, PassAndDraw, Passed, PirateMoved, PlayCard,
                      TurnStarted, move_back, play_card)
from .cards import SYMBOL_OF, card_name, is_card, sort_hand
from .rules import (ACTIONS_PER_TURN, SPACE_CAPACITY, back_target, forward_skipped, forward_target,
                    occupancy, track_of)


class CartagenaState(State):
    """One moment of a game of Cartagena, "La fuga"."""

    def __init__(self, players: int, path: list[str], pieces: list[list] | None,
                 pirates: list[list[int]], hands: list[list[str]], deck: list[str],
                 discard: list[str], turn: int, actions_taken: int, turn_number: int,
                 winner: int | None, rng: Rng) -> None:
        self.players = players
        self.path = path
        self.pieces = pieces
        self.track = track_of(path)
        self.goal = self.track.goal
        self.pirates = pirates
        self.hands = hands
        self.deck = deck
        self.discard = discard
        self.turn = turn
        self.actions_taken = actions_taken
        self.turn_number = turn_number
        self.winner = winner
        self.rng = rng
        self.occ = occupancy(pirates, self.goal)

    # ------------------------------------------------------------------ the surface
    def to_move(self) -> list[int]:
        return [] if self.winner is not None else [self.turn]

    def legal_actions(self, seat: int) -> list[Action]:
        if self.winner is not None or seat != self.turn:
            return []
        hand = self.hands[seat]
        acts: list[Action] = []
        if self.actions_taken:
            acts.append(END_TURN)
        elif not hand:
            acts.append(PASS_AND_DRAW)
        goal = self.goal
        spaces = []
        last = -1
        for p in self.pirates[seat]:            # sorted: one action per occupied space
            if p != last:
                spaces.append(p)
                last = p
        previous = None
        for card in hand:                       # sorted: one action per distinct card
            if card != previous:
                previous = card
                for s in spaces:
                    if s != goal:
                        acts.append(play_card(card, s))
        occ = self.occ
        for s in spaces:
            if s and back_target(occ, s):
                acts.append(move_back(s))
        return acts

    def check(self, seat: int, action: Action) -> None:
        reason = self.refusal(seat, action)
        if reason is not None:
            raise IllegalAction(reason)

    def why_illegal(self, seat: int, action: Action) -> str:
        return self.refusal(seat, action) or "That move is legal now."

    def refusal(self, seat: int, action: Action) -> str | None:
        """Why `action` is not legal for `seat` now, in a player's words; None if it is."""
        if self.winner is not None:
            return "The game is over."
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            return f"There is no seat {seat!r} at this table."
        if seat != self.turn:
            return f"It is not {self.seat_name(seat)}'s turn."
        if self.actions_taken >= ACTIONS_PER_TURN:
            return f"You have already taken {ACTIONS_PER_TURN} actions."
        kind = type(action)
        hand = self.hands[seat]
        if kind is PlayCard:
            card, space = action.card, action.from_space
            if not is_card(card):
                return f"{card!r} is not a Cartagena card."
            if not hand:
                return "You have no cards: move a pirate back to draw some."
            if card not in hand:
                return f"You have no {card_name(card)} card."
            no_pirate = self._no_pirate(seat, space)
            if no_pirate:
                return no_pirate
            if space == self.goal:
                return "That pirate is already in the sloop."
            return None
        if kind is MoveBack:
            space = action.from_space
            no_pirate = self._no_pirate(seat, space)
            if no_pirate:
                return no_pirate
            if space == 0:
                return "A pirate in the dungeon cannot move back."
            if not back_target(self.occ, space):
                return "No space behind that pirate holds 1 or 2 pirates."
            return None
        if kind is EndTurn:
            if not self.actions_taken:
                return "Take at least one action before ending your turn."
            return None
        if kind is PassAndDraw:
            if hand:
                return "You may pass only when you have no cards."
            if self.actions_taken:
                return "You may pass only instead of your whole turn, before any action."
            return None
        return "That is not a Cartagena move."

    def _no_pirate(self, seat: int, space: object) -> str | None:
        if not isinstance(space, int) or isinstance(space, bool) or not 0 <= space <= self.goal:
            return f"There is no space {space!r}."
        if space in self.pirates[seat]:
            return None
        if space == 0:
            return "You have no pirate in the dungeon."
        if space == self.goal:
            return "You have no pirate in the sloop."
        return f"You have no pirate on space {space}."

    # ------------------------------------------------------------------ the rulebook's actions
    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        kind = type(action)
        if kind is EndTurn:
            self._next_turn(events)
            return events
        if kind is PassAndDraw:
            events.append(Passed(seat))
            self._draw(seat, 1, events)
            self._next_turn(events)
            return events
        if kind is PlayCard:
            self._play_card_and_advance(seat, action.card, action.from_space, events)
        else:
            self._move_back_and_draw(seat, action.from_space, events)
        if self.winner is None:
            self.actions_taken += 1
            if self.actions_taken >= ACTIONS_PER_TURN:
                self._next_turn(events)
        return events

    def _play_card_and_advance(self, seat: int, card: str, space: int, events: list[Event]) -> None:
        """Play a card and move a pirate forward to the first empty space with its symbol, else the sloop."""
        self.hands[seat].remove(card)
        self.discard.append(card)
        events.append(CardPlayed(seat, card, space))
        symbol = SYMBOL_OF[card]
        to = forward_target(self.track, self.occ, space, symbol)
        skipped = forward_skipped(self.track, self.occ, space, to, symbol)
        self._relocate(seat, space, to)
        events.append(PirateMoved(seat, space, to, "forward", tuple(range(space + 1, to)), skipped))
        if to == self.goal:
            aboard = self.pirates[seat].count(self.goal)
            events.append(Boarded(seat, aboard))
            if aboard == len(self.pirates[seat]):
                self.winner = seat
                events.append(GameWon(seat))

    def _move_back_and_draw(self, seat: int, space: int, events: list[Event]) -> None:
        """Move a pirate back to the nearest space with 1 or 2 pirates and draw that many cards."""
        occ = self.occ
        to = back_target(occ, space)
        count = occ[to]                          # counted before arriving
        over = tuple(range(space - 1, to, -1))
        skipped = tuple(q for q in over if occ[q] >= SPACE_CAPACITY)
        self._relocate(seat, space, to)
        events.append(PirateMoved(seat, space, to, "back", over, skipped))
        self._draw(seat, count, events)

    def _relocate(self, seat: int, space: int, to: int) -> None:
        mine = self.pirates[seat]
        mine.remove(space)
        insort(mine, to)
        self.occ[space] -= 1
        self.occ[to] += 1

    def _draw(self, seat: int, count: int, events: list[Event]) -> None:
        """Draw `count` cards; an empty deck is refilled from the shuffled discard pile first;
        with both empty, draw what there is (possibly nothing)."""
        hand = self.hands[seat]
        drawn: list[str] = []
        told = False
        for _ in range(count):
            if not self.deck:
                if not self.discard:
                    break
                if drawn:
                    events.append(CardsDrawn(seat, len(drawn), tuple(drawn), visible_to=(seat,)))
                    drawn, told = [], True
                self.deck, self.discard = self.discard, []
                self.rng.shuffle(self.deck)
                events.append(DeckReshuffled(len(self.deck)))
            card = self.deck.pop()
            drawn.append(card)
            hand.append(card)
        if drawn or not told:
            events.append(CardsDrawn(seat, len(drawn), tuple(drawn), visible_to=(seat,)))
        hand[:] = sort_hand(hand)

    def _next_turn(self, events: list[Event]) -> None:
        self.turn = (self.turn + 1) % self.players
        self.actions_taken = 0
        self.turn_number += 1
        events.append(TurnStarted(self.turn, ACTIONS_PER_TURN, self.turn_number))

    # ------------------------------------------------------------------ results
    def is_over(self) -> bool:
        return self.winner is not None

    def scores(self) -> list[float]:
        """Progress: the sum of each seat's pirate positions (dungeon 0 ... sloop N+1)."""
        return [sum(p) for p in self.pirates]

    def winners(self) -> list[int]:
        return [] if self.winner is None else [self.winner]

    # ------------------------------------------------------------------ views and copies
    def view(self, seat: int | None) -> dict:
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < self.players):
            raise ValueError(f"there is no seat {seat!r} at this table")
        over = self.winner is not None
        return {
            "game": "cartagena",
            "players": self.players,
            "viewer": seat,
            "path": list(self.path),
            "pieces": [list(p) for p in self.pieces] if self.pieces is not None else None,
            "sloop": self.goal,
            "pirates": [list(p) for p in self.pirates],
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck),
            "discard": list(self.discard),
            "turn": self.turn,
            "turn_number": self.turn_number,
            "actions_taken": self.actions_taken,
            "actions_left": 0 if over else ACTIONS_PER_TURN - self.actions_taken,
            "can_pass": not over and not self.actions_taken and not self.hands[self.turn],
            "is_over": over,
            "winners": self.winners(),
            "scores": self.scores(),
        }

    def clone(self) -> "CartagenaState":
        c = CartagenaState.__new__(CartagenaState)
        c.players = self.players
        c.path = self.path                       # never mutated
        c.pieces = self.pieces                   # never mutated
        c.track = self.track
        c.goal = self.goal
        c.pirates = [list(p) for p in self.pirates]
        c.hands = [list(h) for h in self.hands]
        c.deck = list(self.deck)
        c.discard = list(self.discard)
        c.turn = self.turn
        c.actions_taken = self.actions_taken
        c.turn_number = self.turn_number
        c.winner = self.winner
        c.rng = Rng.from_json(self.rng.state)
        c.occ = list(self.occ)
        return c

    def determinize(self, seat: int | None, rng: Rng) -> "CartagenaState":
        """A copy with the deck order and the other seats' hands re-dealt from the cards
        `seat` cannot see (hand sizes kept), and a fresh generator for future shuffles."""
        c = self.clone()
        others = [s for s in range(self.players) if s != seat]
        unseen = list(c.deck)
        for s in others:
            unseen.extend(c.hands[s])
        unseen = sort_hand(unseen)               # forget the true order before shuffling
        rng.shuffle(unseen)
        i = 0
        for s in others:
            k = len(c.hands[s])
            c.hands[s] = sort_hand(unseen[i:i + k])
            i += k
        c.deck = unseen[i:]
        c.rng = rng.spawn()
        return c

    def to_json(self) -> dict:
        return serial.state_to_json(self)

    @classmethod
    def _from_json(cls, d: Mapping) -> "CartagenaState":
        return cls(**serial.state_fields_from_json(d))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CartagenaState) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"CartagenaState(players={self.players}, turn={self.turn}, "
                f"actions_taken={self.actions_taken}, pirates={self.pirates}, winner={self.winner})")

    def check_invariants(self) -> None:
        serial.check_invariants(self)
