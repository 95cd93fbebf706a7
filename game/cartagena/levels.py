"""Cartagena's bot levels: easy, normal (the planner bot "pirate"), hard (lookahead over the planner).

normal  PirateBot (bot.py): plans its whole turn over its own view.
easy    the same planner, but a decision in SLIP is the quick rule below instead (the card
        that carries a pirate farthest, a draw when short of cards): sensible, short-sighted.
hard    LookaheadBot (lookahead.py): the planner's best few moves, each played out over the
        next rounds against the rivals' replies (the planner on every side) in re-dealt
        worlds shared by all the moves, the positions judged by judge.py's race model; the
        planner's move stands unless another is better by a standard error (the paired
        search, game.core.paired). At most HARD_EFFORT play-outs a decision, fewer once
        the verdicts are clear; on the clock, also cut short by the clock.
"""
from __future__ import annotations

import math

from ..core.bots import Fallible
from ..core.rng import Rng
from .actions import AdvanceRival, EndTurn, MoveBack, PlayCard
from .bot import PirateBot
from .cards import SYMBOL_OF
from .lookahead import LookaheadBot
from .rules import back_target, forward_target

SLIP = 0.45           # share of the easy bot's decisions taken by the quick rule
HARD_EFFORT = 40      # the hard bot's default effort: play-outs a decision (fixed effort)


def quick_move(st, seat: int, legal: list, rng: Rng):
    """A fast sensible move: the card that carries a rear pirate farthest; short of cards,
    the move back that draws most; else end the turn. Ties broken at random."""
    hand = len(st.hands[seat])
    best, best_v = legal[0], -math.inf
    for a in legal:
        kind = type(a)
        if kind is PlayCard:
            try:
                to = forward_target(st.track, st.occ, a.from_space, SYMBOL_OF[a.card])
            except (KeyError, IndexError, TypeError):
                to = a.from_space + 1
            v = (to - a.from_space) + 0.15 * (st.goal - a.from_space) / 4 - (3.0 if hand <= 1 else 0.0)
        elif kind is MoveBack:
            to = back_target(st.occ, a.from_space)
            v = (4.0 if hand <= 2 else 0.5) * (st.occ[to] if to else 0) - 0.3 * (a.from_space - to)
        elif kind is EndTurn:
            v = 1.0 if hand <= 2 else -1.0
        elif kind is AdvanceRival:
            v = -5.0
        else:
            v = 0.0
        v += rng.random() * 0.5
        if v > best_v:
            best, best_v = a, v
    return best


def normal(seed: int = 0) -> PirateBot:
    return PirateBot(seed)


def easy(seed: int = 0) -> Fallible:
    return Fallible(PirateBot(seed), seed, SLIP, quick_move)


def hard(seed: int = 0, effort: int | None = None, budget: float | None = None) -> LookaheadBot:
    return LookaheadBot(seed, effort=effort, budget=budget, default_effort=HARD_EFFORT)

