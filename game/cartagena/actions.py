"""Cartagena's actions (what a player submits) and events (what the client animates).

Spaces are path positions: 0 the dungeon, 1..N the path's spaces, N+1 the sloop.
Actions are interned (`play_card(card, space)`, `move_back(space)`, END_TURN,
PASS_AND_DRAW) so that legal_actions builds no new objects.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.contract import Action, Event


# ----------------------------------------------------------------------------- actions

@dataclass(frozen=True)
class PlayCard(Action):
    """Play `card` ("rum", or "rum*" for a dark one) and move forward your pirate on `from_space`."""

    TYPE: ClassVar[str] = "play_card"
    card: str
    from_space: int

    def describe(self) -> str:
        return f"play {self.card} and move the pirate on space {self.from_space} forward"


@dataclass(frozen=True)
class MoveBack(Action):
    """Move your pirate on `from_space` back to the nearest space with 1 or 2 pirates; draw that many."""

    TYPE: ClassVar[str] = "move_back"
    from_space: int

    def describe(self) -> str:
        return f"move the pirate on space {self.from_space} back"


@dataclass(frozen=True)
class EndTurn(Action):
    """Stop after 1 or 2 actions; the next player's turn starts."""

    TYPE: ClassVar[str] = "end_turn"

    def describe(self) -> str:
        return "end the turn"


@dataclass(frozen=True)
class PassAndDraw(Action):
    """With no cards in hand, before any action: pass the whole turn and draw 1 card."""

    TYPE: ClassVar[str] = "pass_and_draw"

    def describe(self) -> str:
        return "pass and draw a card"


ACTION_CLASSES = (PlayCard, MoveBack, EndTurn, PassAndDraw)
END_TURN = EndTurn()
PASS_AND_DRAW = PassAndDraw()
_plays: dict[tuple[str, int], PlayCard] = {}
_backs: dict[int, MoveBack] = {}


def play_card(card: str, space: int) -> PlayCard:
    action = _plays.get((card, space))
    if action is None:
        action = _plays[card, space] = PlayCard(card, space)
    return action


def move_back(space: int) -> MoveBack:
    action = _backs.get(space)
    if action is None:
        action = _backs[space] = MoveBack(space)
    return action


# ------------------------------------------------------------------------------ events

@dataclass(frozen=True)
class TurnStarted(Event):
    """`seat`'s turn begins with `actions_left` actions (3); `turn` counts turns from 1."""

    TYPE: ClassVar[str] = "turn_started"
    seat: int
    actions_left: int
    turn: int


@dataclass(frozen=True)
class CardPlayed(Event):
    """`seat` put `card` on the discard pile to move the pirate on `from_space`."""

    TYPE: ClassVar[str] = "card_played"
    seat: int
    card: str
    from_space: int


@dataclass(frozen=True)
class PirateMoved(Event):
    """A pirate of `seat` went from `from_space` to `to_space`.

    direction: "forward" or "back". `over`: every space strictly between, in the
    order the pirate passes them (for a hop-by-hop animation). `skipped`: the
    spaces the rule made it skip: forward, the occupied spaces bearing the card's
    symbol; back, the spaces holding 3 pirates.
    """

    TYPE: ClassVar[str] = "pirate_moved"
    seat: int
    from_space: int
    to_space: int
    direction: str
    over: tuple[int, ...]
    skipped: tuple[int, ...]


@dataclass(frozen=True)
class CardsDrawn(Event):
    """`seat` drew `count` cards; `cards` (private to that seat) says which."""

    TYPE: ClassVar[str] = "cards_drawn"
    PRIVATE: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    count: int
    cards: tuple[str, ...] | None


@dataclass(frozen=True)
class DeckReshuffled(Event):
    """The deck ran out: the discard pile (`count` cards) was shuffled into a new deck."""

    TYPE: ClassVar[str] = "deck_reshuffled"
    count: int


@dataclass(frozen=True)
class Passed(Event):
    """`seat` had no cards and passed the turn (a CardsDrawn follows)."""

    TYPE: ClassVar[str] = "passed"
    seat: int


@dataclass(frozen=True)
class Boarded(Event):
    """A pirate of `seat` reached the sloop; `aboard` of its pirates are there now."""

    TYPE: ClassVar[str] = "boarded"
    seat: int
    aboard: int


@dataclass(frozen=True)
class GameWon(Event):
    """`seat` has all its pirates in the sloop: the sloop sails and the game ends."""

    TYPE: ClassVar[str] = "game_won"
    seat: int
