"""Libertalia's bot levels: "easy" (the normal bot with human slips), "normal" (bots.NormalBot)
and "hard" (HardBot below, judge.py: a dawn pick is the best answer, over many re-drawn
worlds, to what each rival's own judgement will likely play; other choices are played out
to the day's end).
"""
from __future__ import annotations

import time

from ..core.bots import Fallible
from ..core.rng import Rng
from ..core.search import Stats, check_effort
from .bots import NormalBot, _score_quick
from .judge import best_choice, best_pick
from .values import CARD

EASY_SLIP = 0.4        # share of the easy bot's real choices made by a rule of thumb
HARD_EFFORT = 48       # the hard bot's default worlds for a dawn pick (fixed effort)
MORE = 4               # on the clock: at most this many times the default effort


# ------------------------------------------------------------------ easy
def slip(s, seat: int, legal: list, rng: Rng):
    """A human slip: a card played for its general worth, blind to today's booty and to what
    rivals may play; elsewhere one of the better-looking choices, not always the best."""
    if legal[0].TYPE == "pick":
        weights = [1.0 + CARD[a.rank] for a in legal]
        return rng.weighted(legal, weights)
    ranked = sorted(legal, key=lambda a: -_score_quick(s, seat, a))
    return ranked[rng.randrange(min(2, len(ranked)))]


def make_easy(seed: int = 0) -> Fallible:
    return Fallible(NormalBot(seed), seed, EASY_SLIP, slip)


# ------------------------------------------------------------------ hard
class HardBot:
    """The "hard" level (judge.py): a dawn pick answers what each rival's own judgement will
    likely play, tried in `effort` re-drawn worlds; any other choice is played out to the
    day's end in a few worlds. Fixed effort by default (same seed, same decisions); with a
    `budget` it thinks at least the default effort, then goes on while the clock allows, up
    to MORE times as many worlds."""

    def __init__(self, seed: int, effort: int | None = None, budget: float | None = None) -> None:
        check_effort(effort, budget, "worlds")
        self.rng = Rng(seed * 7 + 3)
        self.effort = effort if effort is not None else HARD_EFFORT
        self.budget = budget
        self.stats = Stats()

    def choose(self, state, seat: int):
        legal = state.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do now")
        if len(legal) == 1:
            return legal[0]
        t0 = time.perf_counter()
        if state.phase == "dawn":
            deadline = None if self.budget is None else t0 + self.budget
            most = self.effort if self.budget is None else self.effort * MORE
            return best_pick(state, seat, legal, self.rng, self.effort, most, deadline,
                             self.stats)
        worlds = max(2, self.effort // 3)
        self.stats.iterations = worlds
        action = best_choice(state, seat, legal, self.rng, worlds)
        self.stats.seconds, self.stats.visits = time.perf_counter() - t0, None
        return action


def make_hard(seed: int = 0, effort: int | None = None, budget: float | None = None) -> HardBot:
    return HardBot(seed, effort, budget)


__all__ = ["HardBot", "make_easy", "make_hard", "slip"]
