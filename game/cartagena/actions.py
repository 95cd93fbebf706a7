"""Cartagena's actions (what a player submits) and events (what the client animates).

Spaces are path positions: 0 the start (the dungeon; the sloop in the jungle
episode), 1..N the path's spaces, N+1 the goal (the sloop in "La fuga", the cove
otherwise); in the great escape the sloop sits between the tunnel and the jungle
at position T+1. The base game's actions are interned (`play_card(card, space)`,
`move_back(space)`, END_TURN, PASS_AND_DRAW) so that legal_actions builds no new
objects. The variants add: AdvanceRival (Morgan), MoveSloop (the great escape),
Discard (Filibusters), the Black Sorceress's Invoke* actions and ChooseCard (a
power's follow-up choice).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.contract import Action, Event, shared
from ..i18n import _
from .cards import CARD_KINDS, card_name, symbol_name


# ----------------------------------------------------------------------------- actions

@dataclass(frozen=True)
class PlayCard(Action):
    """Play `card` ("rum", or "rum*" for a dark one) and move forward your pirate on `from_space`."""

    TYPE: ClassVar[str] = "play_card"
    card: str
    from_space: int

    def describe(self) -> str:
        return _("play {card} and move the pirate on space {space} forward").format(
            card=card_name(self.card), space=self.from_space)


@dataclass(frozen=True)
class MoveBack(Action):
    """Move your pirate on `from_space` back to the nearest space with 1 or 2 pirates; draw that many."""

    TYPE: ClassVar[str] = "move_back"
    from_space: int

    def describe(self) -> str:
        return _("move the pirate on space {space} back").format(space=self.from_space)


@dataclass(frozen=True)
class EndTurn(Action):
    """Stop after 1 or 2 actions; the next player's turn starts."""

    TYPE: ClassVar[str] = "end_turn"

    def describe(self) -> str:
        return _("end the turn")


@dataclass(frozen=True)
class PassAndDraw(Action):
    """With no cards in hand, before any action: pass the whole turn and draw 1 card."""

    TYPE: ClassVar[str] = "pass_and_draw"

    def describe(self) -> str:
        return _("pass and draw a card")


@dataclass(frozen=True)
class AdvanceRival(Action):
    """Morgan's rule: advance `rival`'s pirate on `from_space` to the next space with 1 or 2
    pirates (else the sloop or the cove); draw that many cards (2 at the sloop or cove)."""

    TYPE: ClassVar[str] = "advance_rival"
    rival: int
    from_space: int

    def describe(self) -> str:
        return _("advance seat {seat}'s pirate on space {space}").format(seat=self.rival, space=self.from_space)


@dataclass(frozen=True)
class MoveSloop(Action):
    """The great escape: sail the sloop (and every pirate aboard) to the other shore. An action,
    or the Captain's free move at the start of the turn."""

    TYPE: ClassVar[str] = "move_sloop"

    def describe(self) -> str:
        return _("sail the sloop")


@dataclass(frozen=True)
class Discard(Action):
    """Filibusters: put `card` face down on the pile of cards to discard (down to 7 in hand)."""

    TYPE: ClassVar[str] = "discard"
    card: str

    def describe(self) -> str:
        return _("discard {card}").format(card=card_name(self.card))


@dataclass(frozen=True)
class InvokePistol(Action):
    """Black Sorceress, pistol: look at `rival`'s hand and take a card; the rival draws 1."""

    TYPE: ClassVar[str] = "invoke_pistol"
    card: str
    rival: int

    def describe(self) -> str:
        return _("invoke the sorceress with {card} against seat {seat}").format(card=card_name(self.card),
                                                                                seat=self.rival)


@dataclass(frozen=True)
class InvokeRum(Action):
    """Black Sorceress, rum: draw players + 1 cards, keep 2, give one to each rival."""

    TYPE: ClassVar[str] = "invoke_rum"
    card: str

    def describe(self) -> str:
        return _("invoke the sorceress with {card}").format(card=card_name(self.card))


@dataclass(frozen=True)
class InvokeLantern(Action):
    """Black Sorceress, lantern: draw 4, keep 1, put the rest on the deck in the order you choose."""

    TYPE: ClassVar[str] = "invoke_lantern"
    card: str

    def describe(self) -> str:
        return _("invoke the sorceress with {card}").format(card=card_name(self.card))


@dataclass(frozen=True)
class InvokeParrots(Action):
    """Black Sorceress, parrots: two parrot cards as one card of `symbol`: move the pirate on
    `from_space` forward (one action)."""

    TYPE: ClassVar[str] = "invoke_parrots"
    cards: tuple[str, str]
    symbol: str
    from_space: int

    def describe(self) -> str:
        return _("play two parrots as {symbol} for the pirate on space {space}").format(
            symbol=symbol_name(self.symbol), space=self.from_space)


@dataclass(frozen=True)
class InvokeHook(Action):
    """Black Sorceress, hook: the hook and `card` (two actions) move two of your pirates on
    `from_space` together to the next empty space with `card`'s symbol."""

    TYPE: ClassVar[str] = "invoke_hook"
    hook: str
    card: str
    from_space: int

    def describe(self) -> str:
        return _("play {hook} and {card} to move two pirates from space {space}").format(
            hook=card_name(self.hook), card=card_name(self.card), space=self.from_space)


@dataclass(frozen=True)
class InvokeChest(Action):
    """Black Sorceress, chest: your pirate on the chest space `from_space` opens its chest."""

    TYPE: ClassVar[str] = "invoke_chest"
    card: str
    from_space: int

    def describe(self) -> str:
        return _("open the chest on space {space}").format(space=self.from_space)


@dataclass(frozen=True)
class ChooseCard(Action):
    """A power's follow-up choice of one card: take it (pistol), keep it (rum, lantern), give it
    to the next rival (rum) or put it on the deck next (lantern). The view's "pending" says which."""

    TYPE: ClassVar[str] = "choose_card"
    card: str

    def describe(self) -> str:
        return _("choose {card}").format(card=card_name(self.card))


ACTION_CLASSES = (PlayCard, MoveBack, EndTurn, PassAndDraw, AdvanceRival, MoveSloop, Discard,
                  InvokePistol, InvokeRum, InvokeLantern, InvokeParrots, InvokeHook, InvokeChest,
                  ChooseCard)
MOVE_SLOOP = MoveSloop()
END_TURN = EndTurn()
PASS_AND_DRAW = PassAndDraw()


def play_card(card: str, space: int) -> PlayCard:
    return shared(PlayCard, card, space)


def move_back(space: int) -> MoveBack:
    return shared(MoveBack, space)


_tables: dict[int, tuple[dict[str, tuple[PlayCard, ...]], tuple[MoveBack, ...]]] = {}


def action_table(goal: int) -> tuple[dict[str, tuple[PlayCard, ...]], tuple[MoveBack, ...]]:
    """(card -> the interned PlayCard of that card from each space 0..goal-1, the interned
    MoveBack from each space 0..goal): legal_actions' lookup tables for a path of that goal."""
    table = _tables.get(goal)
    if table is None:
        if len(_tables) > 64:
            _tables.clear()
        table = _tables[goal] = ({c: tuple(play_card(c, s) for s in range(goal)) for c in CARD_KINDS},
                                 tuple(move_back(s) for s in range(goal + 1)))
    return table


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


@dataclass(frozen=True)
class ReachedCove(Event):
    """A pirate of `seat` reached the pirates' cove; `arrived` of its pirates are there now."""

    TYPE: ClassVar[str] = "reached_cove"
    seat: int
    arrived: int


@dataclass(frozen=True)
class RivalAdvanced(Event):
    """Morgan's rule: `seat` advanced `rival`'s pirate (a PirateMoved and a CardsDrawn follow)."""

    TYPE: ClassVar[str] = "rival_advanced"
    seat: int
    rival: int
    from_space: int
    to_space: int


@dataclass(frozen=True)
class CaptainNamed(Event):
    """The great escape: `seat` starts its turn as Captain and may sail the sloop once for free."""

    TYPE: ClassVar[str] = "captain_named"
    seat: int


@dataclass(frozen=True)
class SloopSailed(Event):
    """`seat` sailed the sloop to `to` ("tortuga" or "cartagena") with `aboard` (pirates per
    seat) on board; `free`: the Captain's move."""

    TYPE: ClassVar[str] = "sloop_sailed"
    seat: int
    to: str
    aboard: tuple[int, ...]
    free: bool


@dataclass(frozen=True)
class DiscardsDemanded(Event):
    """Filibusters: `seat` played a dark card; `counts[s]` cards each other seat must discard."""

    TYPE: ClassVar[str] = "discards_demanded"
    seat: int
    counts: tuple[int, ...]


@dataclass(frozen=True)
class DiscardChosen(Event):
    """Filibusters: `seat` put `card` face down to discard (private until all have chosen)."""

    TYPE: ClassVar[str] = "discard_chosen"
    PRIVATE: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: str | None
    left: int


@dataclass(frozen=True)
class CardsDiscarded(Event):
    """Filibusters: every seat has chosen; `seat`'s `cards` go face up on the discard pile."""

    TYPE: ClassVar[str] = "cards_discarded"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class PowerInvoked(Event):
    """`seat` cried "Black Sorceress!": `power` (pistol, rum, lantern, parrots, hook, chest) with
    `cards` played; `rival`/`space`/`symbol` where the power needs one."""

    TYPE: ClassVar[str] = "power_invoked"
    seat: int
    power: str
    cards: tuple[str, ...]
    rival: int | None = None
    space: int | None = None
    symbol: str | None = None


@dataclass(frozen=True)
class HandShown(Event):
    """Pistol: `rival`'s hand, shown to `seat` only."""

    TYPE: ClassVar[str] = "hand_shown"
    PRIVATE: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    rival: int
    cards: tuple[str, ...] | None


@dataclass(frozen=True)
class CardTaken(Event):
    """Pistol: `seat` took `card` from `rival`'s hand (seen by the two of them)."""

    TYPE: ClassVar[str] = "card_taken"
    PRIVATE: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    rival: int
    card: str | None


@dataclass(frozen=True)
class PowerCardsDrawn(Event):
    """Rum or lantern: `seat` drew `count` cards to choose from (private to that seat)."""

    TYPE: ClassVar[str] = "power_cards_drawn"
    PRIVATE: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    count: int
    cards: tuple[str, ...] | None


@dataclass(frozen=True)
class CardKept(Event):
    """Rum or lantern: `seat` kept `card` from the cards drawn (private)."""

    TYPE: ClassVar[str] = "card_kept"
    PRIVATE: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: str | None


@dataclass(frozen=True)
class CardGiven(Event):
    """Rum: `seat` gave `card` to `rival` (seen by the two of them)."""

    TYPE: ClassVar[str] = "card_given"
    PRIVATE: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    rival: int
    card: str | None


@dataclass(frozen=True)
class CardReturned(Event):
    """Lantern: `seat` put `card` back on the deck, under the ones put back before (private)."""

    TYPE: ClassVar[str] = "card_returned"
    PRIVATE: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: str | None


@dataclass(frozen=True)
class ChestOpened(Event):
    """`seat`'s pirate on `space` opened the chest there: `token` is "draw_1", "draw_2",
    "draw_3", "empty" or "snake" (shown to everyone)."""

    TYPE: ClassVar[str] = "chest_opened"
    seat: int
    space: int
    token: str


@dataclass(frozen=True)
class ChestsReshuffled(Event):
    """The snake: the 8 tokens were shuffled and placed face down on `spaces`."""

    TYPE: ClassVar[str] = "chests_reshuffled"
    spaces: tuple[int, ...]
