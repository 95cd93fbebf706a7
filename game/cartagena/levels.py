"""Cartagena's bot levels: easy, normal (the planner bot "pirate"), hard (ISMCTS), and their playbook.

normal  PirateBot (bot.py): plans its whole turn over its own view.
easy    the same planner, but a decision in SLIP is the quick rule below instead (the card
        that carries a pirate farthest, a draw when short of cards): sensible, short-sighted.
hard    game.core.search over `playbook()`: the planner's move first at the root, playouts with
        the quick rule for 2 x HORIZON actions, then `evaluate`.
"""
from __future__ import annotations

import math

from ..core.bots import Fallible
from ..core.rng import Rng
from ..core.search import Playbook, SearchBot
from .actions import AdvanceRival, EndTurn, MoveBack, PlayCard
from .bot import PirateBot
from .cards import SYMBOL_OF
from .lookahead import LookaheadBot
from .rules import back_target, forward_target

SLIP = 0.3            # share of the easy bot's decisions taken by the quick rule
HARD_EFFORT = 240     # the hard bot's default effort: turns played out (fixed effort)
HORIZON = 10          # playout actions per seat before the position is judged
CARD_SPACES = 3.0     # a card in hand is worth about this many spaces of progress
TEMPERATURE = 6.0     # spaces of lead that make a seat e times likelier to win


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


def evaluate(st) -> list[float]:
    """Each seat's chance, judged by progress (positions) plus cards in hand: a softmax."""
    s = [sum(p) + CARD_SPACES * min(len(h), 8) for p, h in zip(st.pirates, st.hands)]
    top = max(s)
    e = [math.exp((x - top) / TEMPERATURE) for x in s]
    total = sum(e)
    return [x / total for x in e]


def playbook(prior_bot: PirateBot | None = None, horizon_per_seat: int = HORIZON) -> Playbook:
    prior = PirateBot(0) if prior_bot is None else prior_bot
    return Playbook(policy=quick_move, evaluate=evaluate, prior=prior.choose,
                    horizon=horizon_per_seat * 2)


def normal(seed: int = 0) -> PirateBot:
    return PirateBot(seed)


def easy(seed: int = 0) -> Fallible:
    return Fallible(PirateBot(seed), seed, SLIP, quick_move)


def hard(seed: int = 0, effort: int | None = None, budget: float | None = None) -> LookaheadBot:
    return LookaheadBot(seed, effort=effort, budget=budget, default_effort=HARD_EFFORT)


def hard_ismcts(seed: int = 0, effort: int | None = None, budget: float | None = None) -> SearchBot:
    if effort is None and budget is None:
        effort = HARD_EFFORT
    return SearchBot(seed, playbook(PirateBot(seed)), effort=effort, budget=budget)
