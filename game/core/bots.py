"""Bots shared by every game: the random bot, and the Bot protocol.

A bot is an object with `choose(state, seat) -> Action`. It must decide only on
what `state.view(seat)` shows: the random bot picks among `legal_actions(seat)`,
which a seat may always see; search bots sample hidden parts with
`state.determinize(seat, rng)`.
"""
from __future__ import annotations

from typing import Protocol

from .contract import Action, State
from .rng import Rng


class Bot(Protocol):
    def choose(self, state: State, seat: int) -> Action: ...


class RandomBot:
    """Plays a uniformly random legal action: the baseline every bot must beat."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State, seat: int) -> Action:
        actions = state.legal_actions(seat)
        if not actions:
            raise ValueError(f"seat {seat} has nothing to do now")
        return self.rng.choice(actions)
