"""Bots shared by every game: the Bot protocol, the one door a bot decides through, the random bot.

A bot is an object with `choose(state, seat) -> Action`. It is never handed the
true state: `decide` (and so `Match.bot_choice` and the table's bot worker) gives it
`state.determinize(seat, rng)`, a copy in which everything `seat` cannot see (other
hands, face-down cards, bags, deck orders, the state's own generator, hence future
dice and draws) is re-drawn from what `seat` knows. Whatever a bot reads in that
copy, it cannot learn a secret: two states that differ only in what `seat` cannot
see give the same copy, so the same decision (tests/test_honest_bots.py).
"""
from __future__ import annotations

from typing import Protocol

from .contract import Action, State
from .rng import Rng


class Bot(Protocol):
    def choose(self, state: State, seat: int) -> Action: ...


def decide(bot: Bot, state: State, seat: int, rng: Rng) -> Action:
    """What `bot` plays for `seat`, decided on `state.determinize(seat, rng)`, never on `state`."""
    return bot.choose(state.determinize(seat, rng), seat)


class RandomBot:
    """Plays a uniformly random legal action: the baseline every bot must beat."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State, seat: int) -> Action:
        actions = state.legal_actions(seat)
        if not actions:
            raise ValueError(f"seat {seat} has nothing to do now")
        return self.rng.choice(actions)
