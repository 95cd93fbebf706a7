"""Libertalia's bot levels: "easy" (the normal bot with human slips), "normal" (bots.NormalBot)
and "hard" (game.core.search over the Playbook below: the quick rule in playouts, the normal
bot's move as the prior, values.worth to judge where a playout stops).
"""
from __future__ import annotations

import math
import time

from ..core.bots import Fallible
from ..core.rng import Rng
from ..core.search import Playbook, SearchBot, Stats
from .bots import NormalBot, _score_quick, quick
from .judge import best_choice, best_pick
from .values import CARD, worth

EASY_SLIP = 0.4        # share of the easy bot's real choices made by a rule of thumb
HORIZON = 24           # playout actions before the position is judged (about 4 days at 2)
SPREAD = 12.0          # doubloons of lead that make a seat's win e times likelier
HARD_EFFORT = 200      # the hard bot's default iterations a decision (fixed effort)
PICK_EFFORT = 24
CHOICE_WORLDS = 8


# ------------------------------------------------------------------ easy
def slip(s, seat: int, legal: list, rng: Rng):
    """A human slip: a card played for its general worth, blind to today's booty and to what
    rivals may play; elsewhere one of the better-looking choices, not always the best."""
    if legal[0].TYPE == "pick":
        weights = [1.0 + CARD[a.rank] for a in legal]
        return _weighted(legal, weights, rng)
    ranked = sorted(legal, key=lambda a: -_score_quick(s, seat, a))
    return ranked[rng.randrange(min(2, len(ranked)))]


def make_easy(seed: int = 0) -> Fallible:
    return Fallible(NormalBot(seed), seed, EASY_SLIP, slip)


# ------------------------------------------------------------------ hard
def policy(s, seat: int, legal: list, rng: Rng):
    """The playouts' move: dawn picks drawn with weights favouring strong characters (rivals
    stay unpredictable), every other choice by the normal bot's quick rule."""
    if legal[0].TYPE == "pick":
        weights = [(1.0 + CARD[a.rank]) ** 2 for a in legal]
        return _weighted(legal, weights, rng)
    return quick(s, seat, legal)


def evaluate(s) -> list[float]:
    """Each seat's chance to win, from its worth (values.worth): a softmax over the seats."""
    w = [worth(s, seat) for seat in range(s.players)]
    top = max(w)
    e = [math.exp((x - top) / SPREAD) for x in w]
    total = sum(e)
    return [x / total for x in e]


def make_playbook(seed: int) -> Playbook:
    normal = NormalBot(seed * 31 + 5)
    return Playbook(policy=policy, evaluate=evaluate, prior=normal.choose, horizon=HORIZON)


class HardBot:
    """The "hard" level: dawn picks by judge.best_pick, other choices by the search."""

    def __init__(self, seed: int, effort: int | None = None, budget: float | None = None) -> None:
        self.rng = Rng(seed * 7 + 3)
        self.effort = effort if effort is not None else (PICK_EFFORT if budget is None else 1)
        self.budget = budget
        self.normal = NormalBot(seed * 31 + 5)
        self.stats = Stats()

    def choose(self, state, seat: int):
        legal = state.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do now")
        if len(legal) == 1:
            return legal[0]
        if state.phase == "dawn":
            deadline = None if self.budget is None else time.perf_counter() + self.budget
            return best_pick(state, seat, legal, self.rng, self.effort, deadline, self.stats)
        return best_choice(state, seat, legal, self.rng, CHOICE_WORLDS)


def make_hard(seed: int = 0, effort: int | None = None, budget: float | None = None) -> HardBot:
    return HardBot(seed, effort, budget)


def _weighted(items: list, weights: list[float], rng: Rng):
    x = rng.random() * sum(weights)
    for item, w in zip(items, weights):
        x -= w
        if x <= 0:
            return item
    return items[-1]


__all__ = ["make_easy", "make_hard", "make_playbook", "policy", "evaluate", "slip"]
