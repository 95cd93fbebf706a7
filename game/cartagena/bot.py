"""Cartagena's bot "pirate": plans its whole turn by searching action sequences over its own view.

The bot reads only `state.view(seat)`: the path, every pirate, its own hand, the hand
sizes, the chests' places; it never looks at other hands, the deck order or the chest
tokens. Before each action it searches the sequences of its remaining actions (up to
3): forward moves with the cards it holds, moves back that draw cards, Morgan's
advances of a rival's pirate, sailing the sloop (the Captain's free sail first), the
sorceress's two-parrot wildcard, hook and chest, and, after a draw, a forward move
with a card just drawn, which it cannot know yet (a chance node: the average over the
six symbols of the best move for each). Every action is tried for the last step of
the turn; for earlier steps, the BEAM most promising by a search one action
shallower. Positions reached twice are merged. It plays the first action of the best
sequence and searches again for the next one, so what it draws is always taken into
account (no stale plan to invalidate).

A position at the end of the turn is scored by the number of actions the seat still
needs: each pirate short of the goal needs one forward move plus one per average jump
of the distance left on each path (the great escape adds the sail across, shared by
the pirates aboard); every card it lacks for those moves costs `draw_cost` actions; a
few spare cards help. Small terms: pirates strung out far apart, 1-2 pirate spaces
just behind an opponent's pirate (a cheap classic draw for that opponent), and what a
Morgan advance gives the rival. A win scores above everything. The weights were tuned
by self-play.

The search is planner.py's Planner. Choices outside the turn: Filibusters' discards and the powers' card choices keep the
cards that move its pirates farthest and part with the others; pistol, rum and
lantern are invoked when the bot is short of cards and has nothing better.
"""
from __future__ import annotations

from ..core.contract import Action, State
from ..core.rng import Rng
from .actions import ChooseCard, Discard
from .cards import DARK_MARK, SYMBOL_OF, SYMBOLS, sort_hand
from .planner import BEAM, Planner
from .rules import forward_target, track_of

DEFAULT_WEIGHTS = {
    "draw_cost": 6.0,        # actions a missing card costs
    "spare": 0.15,           # actions saved by each spare card (up to 3): choice of symbols
    "spread": 0.06,          # per space between the rearmost and the foremost pirate on the path
    "gift": 0.6,             # per pirate on a 1-2 space just behind an opponent's pirate
    "morgan": 0.8,           # per action a Morgan advance saves the rival
    "cross": 0.45,           # per pirate that still has to be sailed across
    "return": 0.6,           # the sloop is at Tortuga while pirates wait in Cartagena
    "chest": 1.2,            # expected cards from a chest, less the snake's risk
    "hand_cap": 7,           # Filibusters: spare cards above this count for nothing
    "rum_gift": 0.3,         # per card the rum's power gives a rival
    "power": 0.1,            # pistol, rum, lantern: a small price for the fuss
}


class PirateBot:
    """Plans its turn from its own view and plays the best first action."""

    def __init__(self, seed: int = 0, weights: dict | None = None, beam: int = BEAM) -> None:
        self.rng = Rng(seed)          # the search is deterministic; kept for the BotInfo factory
        self.w = dict(DEFAULT_WEIGHTS, **(weights or {}))
        self.beam = beam              # a narrower search is quicker (the hard bot's play-outs)

    def choose(self, state: State, seat: int) -> Action:
        view = state.view(seat)
        movers = view.get("to_move", [] if view["is_over"] else [view["turn"]])
        if view["is_over"] or seat not in movers:
            raise ValueError(f"seat {seat} has nothing to do now")
        if view.get("discards"):
            return Discard(CardJudge(view, seat).worst(view["hand"]))
        pending = view.get("pending")
        if pending:
            return ChooseCard(choose_card(view, seat, pending))
        return Planner(view, seat, self.w, self.beam).best_action()


# ------------------------------------------------------------------ choices of cards

class CardJudge:
    """How much a card is worth to `seat` now: the farthest its symbol moves one of its pirates."""

    def __init__(self, view: dict, seat: int) -> None:
        self.track = track_of(view["path"])
        self.occ = [0] * (self.track.goal + 1)
        for group in view["pirates"]:
            for p in group:
                self.occ[p] += 1
        goal, ferry = self.track.goal, self.track.ferry
        at = view.get("sloop_at")
        self.spaces = [p for p in set(view["pirates"][seat])
                       if p != goal and not (p == ferry and at != "tortuga")]
        self.jump = {s: max((forward_target(self.track, self.occ, p, s) - p for p in self.spaces), default=0)
                     for s in SYMBOLS}

    def value(self, card: str, hand: list[str]) -> float:
        symbol = SYMBOL_OF[card]
        dup = sum(1 for c in hand if SYMBOL_OF[c] == symbol)
        return self.jump[symbol] / (1 + 0.5 * max(0, dup - 1)) + (0.1 if card.endswith(DARK_MARK) else 0)

    def best(self, cards: list[str], hand: list[str] | None = None) -> str:
        hand = hand if hand is not None else cards
        return max(sort_hand(list(set(cards))), key=lambda c: self.value(c, hand))

    def worst(self, cards: list[str], hand: list[str] | None = None) -> str:
        hand = hand if hand is not None else cards
        return min(sort_hand(list(set(cards))), key=lambda c: self.value(c, hand))


def choose_card(view: dict, seat: int, pending: dict) -> str:
    judge = CardJudge(view, seat)
    pool = pending["cards"]
    kind = pending["kind"]
    if kind in ("pistol", "rum_keep", "lantern_keep"):
        return judge.best(pool, view["hand"] + pool)
    return judge.worst(pool, view["hand"] + pool)    # a gift for a rival; the lantern's top card
