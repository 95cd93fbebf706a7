"""What happened (Events), for the client to animate: small frozen dataclasses.

Ships are numbered by seat; the ghost ship (2-player variant) is ship number `players`.
An event with `visible_to` set carries a secret (a card) that the other seats see as
`redacted()`: its PRIVATE fields blanked.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core.contract import Event


@dataclass(frozen=True)
class RoundStarted(Event):
    TYPE = "round_started"
    round: int
    captain: int


@dataclass(frozen=True)
class DiceRolled(Event):
    TYPE = "dice_rolled"
    captain: int
    dice: tuple


@dataclass(frozen=True)
class DicePlaced(Event):
    TYPE = "dice_placed"
    day: int
    night: int


@dataclass(frozen=True)
class CardChosen(Event):
    """A seat has chosen (others see only that it has)."""
    TYPE = "card_chosen"
    PRIVATE = ("card",)
    seat: int
    card: str | None


@dataclass(frozen=True)
class CardRevealed(Event):
    """A player turns his card face up at the start of his turn (one at a time)."""
    TYPE = "card_revealed"
    seat: int
    card: str


@dataclass(frozen=True)
class TurnStarted(Event):
    TYPE = "turn_started"
    seat: int
    card: str


@dataclass(frozen=True)
class ActionStarted(Event):
    """A ship does its day or night action; action is a card half ("either" for a ghost
    ship whose way the captain chooses)."""
    TYPE = "action_started"
    ship: int
    slot: str
    action: str
    amount: int


@dataclass(frozen=True)
class ActionLost(Event):
    TYPE = "action_lost"
    ship: int
    slot: str
    reason: str


@dataclass(frozen=True)
class Loaded(Event):
    """`amount` of `kind` into `hold`, from the bank or plundered."""
    TYPE = "loaded"
    ship: int
    hold: int
    kind: str
    amount: int
    source: str


@dataclass(frozen=True)
class Dumped(Event):
    """A hold emptied back to the bank to make room."""
    TYPE = "dumped"
    ship: int
    hold: int
    kind: str
    amount: int


@dataclass(frozen=True)
class LoadLost(Event):
    """Goods that found no hold (or that the ghost throws overboard) go to the bank."""
    TYPE = "load_lost"
    ship: int
    kind: str
    amount: int
    source: str


@dataclass(frozen=True)
class BankShort(Event):
    TYPE = "bank_short"
    kind: str
    wanted: int
    given: int


@dataclass(frozen=True)
class Sailed(Event):
    """A ship moved: path = the spaces stepped on, the last is where it stands.
    reason: "card", "ghost" or "shortage"."""
    TYPE = "sailed"
    ship: int
    path: tuple
    lap: int
    reason: str


@dataclass(frozen=True)
class Finished(Event):
    TYPE = "finished"
    ship: int


@dataclass(frozen=True)
class Paid(Event):
    """Paid to the bank for the space; taken = ((hold, amount), ...)."""
    TYPE = "paid"
    ship: int
    kind: str
    amount: int
    cost: int
    taken: tuple


@dataclass(frozen=True)
class Shortage(Event):
    TYPE = "shortage"
    ship: int
    kind: str
    cost: int
    paid: int


@dataclass(frozen=True)
class DieRolled(Event):
    """The combat die: purpose "attack", "defence" or "shortage"."""
    TYPE = "die_rolled"
    ship: int
    face: object
    purpose: str
    reroll: bool = False


@dataclass(frozen=True)
class CombatStarted(Event):
    TYPE = "combat_started"
    attacker: int
    defender: int
    space: int


@dataclass(frozen=True)
class GunpowderSpent(Event):
    TYPE = "gunpowder_spent"
    ship: int
    amount: int
    taken: tuple


@dataclass(frozen=True)
class SabreUsed(Event):
    TYPE = "sabre_used"
    ship: int           # who holds the sabre
    target: int         # whose die is re-rolled


@dataclass(frozen=True)
class CombatEnded(Event):
    """winner None: a tie, nothing happens."""
    TYPE = "combat_ended"
    attacker: int
    defender: int
    winner: int | None
    attacker_total: int | None
    defender_total: int | None
    star: bool


@dataclass(frozen=True)
class Plundered(Event):
    TYPE = "plundered"
    winner: int
    loser: int
    hold: int
    kind: str
    amount: int


@dataclass(frozen=True)
class TreasureFound(Event):
    """A lair's token taken and a treasure card drawn; a face-down card is seen only by its
    new owner (nobody for the ghost ship)."""
    TYPE = "treasure_found"
    PRIVATE = ("card",)
    ship: int
    space: int
    card: str | None
    face_up: bool


@dataclass(frozen=True)
class TreasureStolen(Event):
    TYPE = "treasure_stolen"
    PRIVATE = ("card",)
    winner: int
    loser: int
    card: str | None
    hidden: bool


@dataclass(frozen=True)
class TreasureGiven(Event):
    """The winner hands the loser one of his cursed treasures (face down)."""
    TYPE = "treasure_given"
    PRIVATE = ("card",)
    giver: int
    receiver: int
    card: str | None


@dataclass(frozen=True)
class HoldMoved(Event):
    """The 6th hold changed owner with its content."""
    TYPE = "hold_moved"
    from_ship: int
    to_ship: int
    kind: str | None
    amount: int


@dataclass(frozen=True)
class CardDiscarded(Event):
    TYPE = "card_discarded"
    seat: int
    card: str


@dataclass(frozen=True)
class DeckReshuffled(Event):
    TYPE = "deck_reshuffled"
    seat: int
    count: int


@dataclass(frozen=True)
class CardsDrawn(Event):
    TYPE = "cards_drawn"
    PRIVATE = ("cards",)
    seat: int
    count: int
    cards: tuple | None


@dataclass(frozen=True)
class CompassPassed(Event):
    TYPE = "compass_passed"
    captain: int


@dataclass(frozen=True)
class GameOver(Event):
    """The final scores (per seat), the winners (empty when the ghost ship wins), every
    ship's treasures revealed (the ghost ship last), and the ghost ship's score (None
    without it)."""
    TYPE = "game_over"
    scores: tuple
    winners: tuple
    treasures: tuple = field(default=())
    ghost_score: int | None = None
