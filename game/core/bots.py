"""Bots shared by every game: the Bot protocol, the one door a bot decides through, the random bot, levels.

Levels (issue 15). Every game's `spec.bots` offers "easy", "normal", "hard" and "random"
(contract.LEVELS), each BotInfo with a one-line `help` for the lobby; `default_bot` is
"normal". "easy" is the normal bot with human-like slips (Fallible below), "normal" the
game's heuristic bot, "hard" the paired search of game.core.paired (the normal bot's
move unless a searched one is better). Jamaica moves the slips one level up: its normal
bot slips to the quick rule and its easy bot plays that rule alone (game/jamaica/levels.py
says why). Old ids that saved games hold ("pirate", "captain", Palabra's "honest",
"cunning", "greedy") stay in `spec.bot_aliases` and keep loading. A temperament
(`spec.temperaments`, Palabra's honest/cunning/greedy) is a second choice: a seat's bot
string may be "level:temperament" ("hard:greedy"), or `make_bot(..., temperament=)`;
without one, the bot takes `spec.temperament_for(players)` when it first sees a state.
A bot is built by `spec.make_bot(name, seed, temperament=None, effort=None, budget=None)`:
same seed and effort, same decisions; `budget` puts a searching bot on the clock.

A bot is an object with `choose(state, seat) -> Action`. It is never handed the
true state: `decide` (and so `Match.bot_choice` and the table's bot worker) gives it
`state.determinize(seat, rng)`, a copy in which everything `seat` cannot see (other
hands, face-down cards, bags, deck orders, the state's own generator, hence future
dice and draws) is re-drawn from what `seat` knows. Whatever a bot reads in that
copy, it cannot learn a secret: two states that differ only in what `seat` cannot
see give the same copy, so the same decision (tests/test_honest_bots.py).
"""
from __future__ import annotations

from typing import Callable, Protocol

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


class Fallible:
    """The "easy" level: a good bot that slips like a person.

    With probability `slip` a decision is `slip_move(state, seat, legal, rng)` instead of the
    wrapped bot's (a game passes its quick playout policy, or a near-best alternative), so
    the bot stays sensible but misses things. A forced move is played as is.
    """

    def __init__(self, bot: Bot, seed: int, slip: float,
                 slip_move: Callable[[State, int, list, Rng], Action]) -> None:
        if not 0.0 <= slip <= 1.0:
            raise ValueError(f"slip must be a probability, got {slip!r}")
        self.bot = bot
        self.rng = Rng(seed * 7919 + 17)
        self.slip = slip
        self.slip_move = slip_move

    def choose(self, state: State, seat: int) -> Action:
        legal = state.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do now")
        if len(legal) == 1:
            return legal[0]
        if self.rng.random() < self.slip:
            return self.slip_move(state, seat, legal, self.rng)
        return self.bot.choose(state, seat)
