"""Palabra de Pirata's bot levels (easy, normal, hard) and temperaments (honest, cunning, greedy).

A level and a temperament are two choices: the temperament (bots.py) decides what the bot
says at the table, whether it keeps its word and how boldly it bids; the level how well
it plays. Without a temperament a bot takes `default_temperament(players)` when it first
sees the table: "cunning" is the strongest at small tables but is found out at large
ones (issue 15: the worst at 6 players), where "honest" does better.

normal  the temperament's heuristic bot (bots.py).
easy    the same, but a decision in SLIP is a random legal move: it misplaces ships and
        bids carelessly now and then.
hard    the paired search (judgement.py over game.core.paired): the temperament bot's
        best few moves, each played out to the end of the day by normal pirates in the
        same sampled worlds (common random numbers), judged by points; its own move
        stands unless another beats it by a standard error.
"""
from __future__ import annotations

from ..i18n import N_
from ..core.bots import Fallible
from ..core.contract import Temperament
from ..core.rng import Rng
from . import market
from .bots import CunningBot, GreedyBot, HonestBot
from .judgement import HardPirate

TEMPERAMENTS = {
    "honest": Temperament(N_("Honest"), N_("Says what it means to do, keeps its word, raids only raiders.")),
    "cunning": Temperament(N_("Cunning"), N_("Promises to share; keeps its word while trust pays.")),
    "greedy": Temperament(N_("Greedy"), N_("Promises to share where it means to raid; bids high.")),
}
BOTS = {"honest": HonestBot, "cunning": CunningBot, "greedy": GreedyBot}
SMALL_TABLE = 3       # up to this many players the default temperament is cunning
SLIP = 0.25
HARD_EFFORT = 150     # playouts a decision at most (judgement.HardPirate)


def default_temperament(players: int) -> str:
    """The temperament that suits a table of `players`: cunning at small tables, else honest."""
    return "cunning" if players <= SMALL_TABLE else "honest"


class Tempered:
    """A level's bot whose temperament is fixed when it first sees the table, if not given."""

    def __init__(self, seed: int, temperament: str | None, build) -> None:
        if temperament is not None and temperament not in BOTS:
            raise ValueError(f"Palabra has no temperament {temperament!r}; known: {sorted(BOTS)}")
        self.seed = seed
        self.temperament = temperament
        self.build = build
        self.bot = None

    def choose(self, state, seat: int):
        if self.bot is None:
            self.temperament = self.temperament or default_temperament(state.players)
            self.bot = self.build(self.seed, self.temperament)
        return self.bot.choose(state, seat)


def random_move(st, seat: int, legal: list, rng: Rng):
    """A slip: any legal move, but a careless bid is one of the bots' short list (market.
    candidate_bids: up to two gems), not any sub-chest of the whole legal set."""
    if isinstance(legal, market.Bids):
        legal = market.candidate_bids(legal.chest)
    return legal[rng.randrange(len(legal))]


def normal(seed: int = 0, temperament: str | None = None) -> Tempered:
    return Tempered(seed, temperament, lambda s, t: BOTS[t](s))


def easy(seed: int = 0, temperament: str | None = None) -> Tempered:
    return Tempered(seed, temperament, lambda s, t: Fallible(BOTS[t](s), s, SLIP, random_move))


def hard(seed: int = 0, temperament: str | None = None, effort: int | None = None,
         budget: float | None = None) -> Tempered:
    if effort is None and budget is None:
        effort = HARD_EFFORT
    return Tempered(seed, temperament, lambda s, t: HardPirate(
        s, BOTS[t](s), table_pirate, effort=effort, budget=budget))


def review(state, seat: int, legal: list, rng: Rng):
    """The review's Decision for `seat` in `state` (GameSpec.review): a fresh hard pirate's of
    the table's default temperament, judged by judgement.evaluate (a chance to win)."""
    seed = rng.next64() % (1 << 31)
    bot = BOTS[default_temperament(state.players)](seed)
    return HardPirate(seed, bot, table_pirate, effort=HARD_EFFORT, budget=None).decision(state, seat, legal)


def table_pirate(seed: int, players: int):
    """A pirate for the hard bot's playouts: the table's default temperament (a rival's
    temperament is unknown; the default is what the lobby seats)."""
    return BOTS[default_temperament(players)](seed)
