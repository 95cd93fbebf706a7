"""Pagamás' bot levels and temperaments: "easy" (a temperament bot that slips like a person),
"normal" (bots.LoyalBot / SchemerBot / GreedyBot) and "hard" (its temperament bot, with the
deals, night and votes searched by game.pagamas.foresight: paired playouts in worlds where the
rivals' hidden dens and votes are drawn as their bots would choose them). The temperament (loyal, schemer, greedy) is a second choice, orthogonal to
the level; without one a bot takes the one that suits the table size when it first sees a
state (`temperament_for`).
"""
from __future__ import annotations

import math

from ..core.bots import Fallible
from ..core.contract import Temperament
from ..core.rng import Rng
from ..i18n import N_
from . import cards
from .bots import GreedyBot, LoyalBot, SchemerBot, refloat_choice
from .foresight import Foresight, Searcher

BOTS = {"loyal": LoyalBot, "schemer": SchemerBot, "greedy": GreedyBot}
TEMPERAMENTS = {
    "loyal": Temperament(N_("Loyal"), N_("Shares fairly, keeps its word, stands by a fair captain.")),
    "schemer": Temperament(N_("Schemer"), N_("Buys a bare majority with promises; mutinies when it pays.")),
    "greedy": Temperament(N_("Greedy"), N_("Keeps the best loot, promises freely, keeps nothing.")),
}

EASY_SLIP = 0.4        # share of the easy bot's real choices made on a whim
SEARCHED = ("deal", "den", "second", "cards", "vote", "force", "launch", "sides")
HARD_EFFORT = 80       # the hard bot's playouts a searched decision at most (fixed effort)


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
    def build(sd: int, t: str) -> HardPirate:
        return HardPirate(BOTS[t](sd * 31 + 5),
                          Searcher(sd, Foresight(BOTS[t](sd * 31 + 7), crew, quick, evaluate),
                                   effort=effort, budget=budget, default_effort=HARD_EFFORT))
    return Tempered(seed, temperament, build)


class HardPirate:
    """Searches the decisions where a turn is won or lost: the captain's deal (weighed whole),
    the den, the ambushes, the share and election votes, forcing and mutinies; promises, roles
    and the small chores are its temperament bot's, whose move is also the one the search
    keeps unless another is better by a standard error (foresight, game.core.paired)."""

    def __init__(self, bot, search: Searcher) -> None:
        self.bot = bot
        self.search = search
        self.stats = search.stats

    def choose(self, state, seat: int):
        if state.step in SEARCHED:
            return self.search.choose(state, seat)
        return self.bot.choose(state, seat)


def review(state, seat: int, legal: list, rng: Rng):
    """The review's Decision for `seat` in `state` (GameSpec.review): a fresh hard pirate's of
    the table's temperament: every move where the hard bot searches (SEARCHED), its
    temperament bot's alone elsewhere; judged by `evaluate` (a chance to win)."""
    seed = rng.next64() % (1 << 31)
    foresight = Foresight(BOTS[temperament_for(state.players)](seed * 31 + 7), crew, quick, evaluate)
    return foresight.decision(state, seat, legal, searched=state.step in SEARCHED)


def crew(players: int, seed: int):
    """The bot every seat plays in the hard bot's playouts, and its model of the rivals: the
    temperament that suits the table (what the rivals at a default table play)."""
    return BOTS[temperament_for(players)](seed)


# ------------------------------------------------------------------ the hard bot's playouts
def quick(s, seat: int, legal: list):
    """The bots' own choice where it needs no view (None elsewhere): never overboard, always
    stand, board and salvage when one can, keep or discard the hand at the refloat as
    bots.refloat_choice does."""
    step = s.step
    if step in ("overboard", "stand", "boarding", "salvage"):
        return legal[0] if step in ("boarding", "salvage") else legal[-1 if step == "overboard" else 0]
    if step == "draw":
        return refloat_choice(s.hands[seat], legal)
    return None


# The evaluation's weights by table size: (unburied loot, captain, second, a sailor, spread at
# an empty loot deck, spread per loot card left), a buried share weighing 1. Fitted on 3,000
# (3 players) and 2,000 (4) games of normal bots: each seat's features at the start of every
# turn against who won, a softmax's likelihood (it cut the loss from 0.767 to 0.755 at 3
# players, 0.976 to 0.934 at 4, against the former hand-set weights). 5 and 6 take the 4's.
WEIGHTS = {3: (0.31, 0.71, 0.86, 0.06, 1.38, 0.186), 4: (0.35, 0.54, 0.40, 0.07, 0.88, 0.117)}


def evaluate(s) -> list[float]:
    """Each seat's chance to win: buried loot, plus unburied loot at a discount, a little for
    the captain's and the second's seats and for each sailor, as a softmax whose spread grows
    with the loot still to come (WEIGHTS)."""
    front_w, cap_w, sec_w, sailor_w, spread0, spread1 = WEIGHTS[min(max(s.players, 3), 4)]
    worth = []
    for x in range(s.players):
        w = sum(s.value[c] for c in s.buried[x]) + front_w * sum(s.value[c] for c in s.front[x])
        role = s.roles[x]
        if role == cards.CAPTAIN:
            w += cap_w
        elif role == cards.SECOND:
            w += sec_w
        worth.append(w + sailor_w * len(s.sailors[x]))
    spread = spread0 + spread1 * len(s.loot_deck)
    top = max(worth)
    e = [math.exp((w - top) / spread) for w in worth]
    total = sum(e)
    return [x / total for x in e]


__all__ = ["BOTS", "TEMPERAMENTS", "temperament_for", "make_easy", "make_normal", "make_hard",
           "crew", "quick", "evaluate", "whim", "Tempered"]
