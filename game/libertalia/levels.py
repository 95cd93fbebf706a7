"""Libertalia's bot levels: "easy" (the normal bot with human slips), "normal" (bots.NormalBot)
and "hard" (HardBot below, judge.py: the paired search of game.core.paired; a dawn pick
answers, in many re-drawn worlds, what each rival's own judgement will likely play; other
choices are played out to the day's end; the normal bot's choice stands unless another is
better by a standard error).
"""
from __future__ import annotations

import dataclasses

from ..core.bots import Fallible
from ..core.paired import INDIFFERENCE, Decision, PairedBot
from ..core.rng import Rng
from .bots import NormalBot, _score_quick
from .judge import choice_decision, dawn_decision
from .values import CARD, chances

EASY_SLIP = 0.4        # share of the easy bot's real choices made by a rule of thumb
HARD_EFFORT = 320      # the hard bot's playouts a decision at most (fixed effort)


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
class HardBot(PairedBot):
    """The "hard" level (judge.py): the paired search of game.core.paired over the normal
    bot's choice and the others. A dawn pick meets what each rival's own judgement will
    likely play, in re-drawn worlds; any other choice is played out to the day's end. At
    most `effort` playouts a decision (HARD_EFFORT), the same every time for a seed; on the
    clock (`budget`) also cut short by the clock."""

    def __init__(self, seed: int, effort: int | None = None, budget: float | None = None) -> None:
        self.normal = NormalBot(seed * 7 + 5)
        super().__init__(seed * 7 + 3, self.decide, effort, budget, HARD_EFFORT)

    def decide(self, state, seat: int, legal: list, rng: Rng):
        own = self.normal.choose(state, seat)
        if state.phase == "dawn":
            return dawn_decision(state, seat, legal, rng, own)
        return choice_decision(state, seat, legal, own)


def make_hard(seed: int = 0, effort: int | None = None, budget: float | None = None) -> HardBot:
    return HardBot(seed, effort, budget)


def review(state, seat: int, legal: list, rng: Rng) -> Decision:
    """The review's Decision for `seat` in `state` (GameSpec.review): a fresh hard bot's
    candidates, worlds and playouts to the day's end, judged as a chance to win
    (values.chances) instead of the bot's doubloons of advantage."""
    d = HardBot(rng.next64() % (1 << 31)).decide(state, seat, legal, rng)
    return dataclasses.replace(d, judge=lambda st: chances(st)[seat], indifference=INDIFFERENCE)


__all__ = ["HardBot", "make_easy", "make_hard", "slip", "review"]
