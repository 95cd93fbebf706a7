"""Pagamás' bot levels and temperaments: "easy" (a temperament bot that slips like a person),
"normal" (bots.LoyalBot / SchemerBot / GreedyBot) and "hard" (game.core.search over the
Playbook below). The temperament (loyal, schemer, greedy) is a second choice, orthogonal to
the level; without one a bot takes the one that suits the table size when it first sees a
state (`temperament_for`).
"""
from __future__ import annotations

import math

from ..core.bots import Fallible
from ..core.contract import Temperament
from ..core.rng import Rng
from ..core.search import Playbook, SearchBot
from . import cards
from .bots import _KEEP, GreedyBot, LoyalBot, SchemerBot

BOTS = {"loyal": LoyalBot, "schemer": SchemerBot, "greedy": GreedyBot}
TEMPERAMENTS = {
    "loyal": Temperament("Loyal", "Shares fairly, keeps its word, stands by a fair captain."),
    "schemer": Temperament("Schemer", "Buys a bare majority with promises; mutinies when it pays."),
    "greedy": Temperament("Greedy", "Keeps the best loot, promises freely, keeps nothing."),
}

EASY_SLIP = 0.25       # share of the easy bot's real choices made on a whim
HORIZON = 60           # playout actions before the position is judged (about a turn at 3)
HARD_EFFORT = 80       # the hard bot's default iterations a searched decision (fixed effort)


def temperament_for(players: int) -> str:
    """The temperament that suits the table size: in `bench/pagamas_bot.py --temperaments`
    (normal bots of each temperament against each other) the greedy pirate does best at 3,
    the loyal one at 4 to 6 (the schemer, once the default, is last at every size)."""
    return "greedy" if players <= 3 else "loyal"


class Tempered:
    """A bot of a temperament, built when it first sees a state (then the table size is known)."""

    def __init__(self, seed: int, temperament: str | None, build) -> None:
        if temperament is not None and temperament not in BOTS:
            raise ValueError(f"Pagamás has no temperament {temperament!r}; known: {sorted(BOTS)}")
        self.seed = seed
        self.temperament = temperament
        self._build = build
        self.bot = None

    def choose(self, state, seat: int):
        if self.bot is None:
            self.temperament = self.temperament or temperament_for(state.players)
            self.bot = self._build(self.seed, self.temperament)
        return self.bot.choose(state, seat)


# ------------------------------------------------------------------ the levels
def make_normal(seed: int = 0, temperament: str | None = None) -> Tempered:
    return Tempered(seed, temperament, lambda sd, t: BOTS[t](sd))


def whim(s, seat: int, legal: list, rng: Rng):
    """A human slip: any of the moves open now (a vote, a den, a card given on a whim)."""
    return legal[rng.randrange(len(legal))]


def make_easy(seed: int = 0, temperament: str | None = None) -> Tempered:
    return Tempered(seed, temperament, lambda sd, t: Fallible(BOTS[t](sd), sd, EASY_SLIP, whim))


def make_hard(seed: int = 0, temperament: str | None = None, effort: int | None = None,
              budget: float | None = None) -> Tempered:
    if effort is None and budget is None:
        effort = HARD_EFFORT

    def build(sd: int, t: str) -> HardPirate:
        return HardPirate(BOTS[t](sd * 31 + 5),
                          SearchBot(sd, make_playbook(sd, t), effort=effort, budget=budget))
    return Tempered(seed, temperament, build)


class HardPirate:
    """Searches the night and the votes (where a turn is won or lost: dens, ambushes, share and
    election votes, forcing, mutinies); deals, promises, roles and the small chores are its
    temperament bot's, which is also the search's prior."""

    SEARCHED = ("den", "second", "cards", "vote", "force", "launch", "sides")

    def __init__(self, bot, search: SearchBot) -> None:
        self.bot = bot
        self.search = search
        self.stats = search.stats

    def choose(self, state, seat: int):
        if state.step in self.SEARCHED:
            return self.search.choose(state, seat)
        return self.bot.choose(state, seat)


# ------------------------------------------------------------------ the hard bot's playbook
def make_playbook(seed: int, temperament: str) -> Playbook:
    """Playouts: every seat plays the temperament bot that suits the table (the searching seat
    its own); the prior: its own temperament bot's move."""
    own = BOTS[temperament](seed * 31 + 7)
    crew: dict[int, object] = {}

    def policy(s, seat, legal, rng):
        move = quick(s, seat, legal)
        if move is not None:
            return move
        bot = crew.get(s.players)
        if bot is None:
            bot = crew[s.players] = BOTS[temperament_for(s.players)](seed * 37 + 11)
        return bot.choose(s, seat)

    return Playbook(policy=policy, evaluate=evaluate, prior=own.choose, horizon=HORIZON)


def quick(s, seat: int, legal: list):
    """The bots' own choice where it needs no view (None elsewhere): never overboard, always
    stand, board and salvage when one can, draw and discard down as bots._draw/_limit do."""
    step = s.step
    if step in ("overboard", "stand", "boarding", "salvage"):
        return legal[0] if step in ("boarding", "salvage") else legal[-1 if step == "overboard" else 0]
    if step == "draw":
        hand = s.hands[seat]
        useful = sum(1 for k in hand if _KEEP.get(k, 0) >= 2)
        return max(legal, key=lambda a: ((0 if a.discard_hand else len(hand)) + a.draw
                                         - (useful if a.discard_hand else 0), not a.discard_hand))
    if step == "limit":
        return min(legal, key=lambda a: _KEEP.get(a.card, 0))
    return None


def evaluate(s) -> list[float]:
    """Each seat's chance to win: buried loot, plus unburied loot at a discount and a little for
    holding the captaincy, as a softmax whose spread grows with the loot still to come."""
    worth = []
    for x in range(s.players):
        w = sum(s.value[c] for c in s.buried[x]) + 0.6 * sum(s.value[c] for c in s.front[x])
        if s.roles[x] == cards.CAPTAIN:
            w += 0.5
        worth.append(w)
    spread = 1.5 + 0.2 * len(s.loot_deck)
    top = max(worth)
    e = [math.exp((w - top) / spread) for w in worth]
    total = sum(e)
    return [x / total for x in e]


__all__ = ["BOTS", "TEMPERAMENTS", "temperament_for", "make_easy", "make_normal", "make_hard",
           "make_playbook", "evaluate", "whim", "Tempered"]
