"""The "hard" bots' search: determinized Information-Set MCTS over the engine contract.

    playbook = Playbook(policy=quick_move, evaluate=values, prior=normal_bot_move)
    bot = SearchBot(seed, playbook, effort=400)        # fixed effort: reproducible
    bot = SearchBot(seed, playbook, budget=1.0)        # on the clock: about 1 s a decision

It uses only `determinize`, `clone` (through determinize), `legal_actions`, `to_move`,
`is_over`, `winners` and `apply_trusted`. A bot is handed a determinized copy
(game.core.bots.decide); each iteration re-draws what `seat` cannot see from that copy
(`determinize(seat, rng)`), so the search never reads a secret and averages over the
worlds consistent with what the seat knows.

One tree for every seat (single-observer ISMCTS): a node is reached by a sequence of
actions; its children are keyed by the action of the seat acting there, and each child
keeps the total reward of the seat that chose it, its visits and its availability (how
often it was legal when its parent was reached: actions legal in some worlds only are
judged fairly). Selection is UCB1 with availability; a forced move (a single legal
action) makes no node. Simultaneous moves (several seats in to_move, e.g. secret card
choices): the seats act one after the other, the searching seat first when it is among
them, so its choice never depends on a rival's unrevealed one at the root.

Playouts follow the game's quick policy (the heuristic bot's cheap rules) for at most
`horizon` actions; a finished game scores 1 shared among its winners, an unfinished one
the game's `evaluate` (a value in [0, 1] per seat). The normal bot's move (`prior`) is
expanded first at the root and gets a progressive bias, so with little effort the bot
plays like the normal bot and search overrides it only with evidence.

Effort: `effort` iterations, or `budget` seconds on the clock; either way the search
stops early when the move is obvious: a single legal action, or when the most visited
move can no longer be caught up (its lead exceeds the iterations left) or holds
DOMINANT of the visits after half the effort. With `effort` and a seed the decisions are
the same every time (the clock never enters them).
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .contract import Action, State
from .rng import Rng

C_UCT = 0.7          # exploration constant (rewards in [0, 1])
PRIOR_BIAS = 10.0    # progressive bias of the prior move at the root: PRIOR_BIAS / (visits + 1)
DOMINANT = 0.85      # share of the root visits that ends the search early after half the effort
DEFAULT_EFFORT = 300 # iterations when neither effort nor budget is given


@dataclass(frozen=True)
class Playbook:
    """What a game gives the search.

    policy(state, seat, legal, rng) -> Action: a quick sensible move, for playouts.
    evaluate(state) -> values per seat in [0, 1]: how good an unfinished position is.
    prior(state, seat) -> Action or None: the normal bot's move, expanded first at the root.
    horizon: playout actions before `evaluate` is asked.
    candidates(state, seat, legal) -> the root moves worth searching (e.g. the normal bot's
        best few), asked once per decision; None searches every legal move. The prior is
        always among them. Concentrating the effort on a few sensible moves is what lets a
        small search correct the normal bot instead of drifting on noise.
    depth: the tree's height in decisions below the root (1: a flat search of the root
        moves, every later decision by `policy`); None grows it without bound.
    c_uct: UCB1's exploration constant (rewards are in [0, 1]).
    prior_bias: the prior's progressive bias at the root, prior_bias / (visits + 1).
    """

    policy: Callable[[State, int, list, Rng], Action]
    evaluate: Callable[[State], Sequence[float]]
    prior: Callable[[State, int], Action | None] | None = None
    horizon: int = 200
    candidates: Callable[[State, int, list], list] | None = None
    depth: int | None = None
    c_uct: float = C_UCT
    prior_bias: float = PRIOR_BIAS


class Node:
    """A tree node: the seat that moved into it, its reward sum, visits, availability, children."""

    __slots__ = ("mover", "reward", "visits", "avail", "children")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.reward = 0.0
        self.visits = 0
        self.avail = 1
        self.children: dict[Any, Node] = {}


def outcome(state: State) -> list[float]:
    """1 shared among the winners of a finished game, 0 for the others."""
    won = state.winners()
    share = 1.0 / len(won) if won else 0.0
    return [share if s in won else 0.0 for s in range(state.players)]


def actor(state: State, seat: int) -> int:
    """The seat that acts next in a search: `seat` first when it is among those to move."""
    movers = state.to_move()
    return seat if seat in movers else movers[0]


@dataclass
class Stats:
    """The last decision: iterations run, seconds spent, the root's visits per action."""

    iterations: int = 0
    seconds: float = 0.0
    visits: dict | None = None


def search(state: State, seat: int, playbook: Playbook, rng: Rng, effort: int | None = None,
           budget: float | None = None, stats: Stats | None = None) -> Action:
    """The move ISMCTS picks for `seat` in `state` (a determinized copy); see the module doc."""
    t0 = time.perf_counter()
    legal = state.legal_actions(seat)
    if not legal:
        raise ValueError(f"seat {seat} has nothing to do now")
    if len(legal) == 1:
        if stats is not None:
            stats.iterations, stats.seconds, stats.visits = 0, time.perf_counter() - t0, None
        return legal[0]
    if effort is None and budget is None:
        effort = DEFAULT_EFFORT
    prior = playbook.prior(state, seat) if playbook.prior else None
    if prior is not None and prior not in legal:
        try:                  # a legal move the game does not list (e.g. Palabra's bigger bids)
            state.check(seat, prior)
        except Exception:
            prior = None
    moves = None
    if playbook.candidates is not None:
        moves = list(dict.fromkeys(playbook.candidates(state, seat, legal)))
        if prior is not None and prior not in moves:
            moves.append(prior)
        if not moves:
            moves = None
        elif len(moves) == 1:
            if stats is not None:
                stats.iterations, stats.seconds, stats.visits = 0, time.perf_counter() - t0, None
            return moves[0]
    root = Node(seat)
    deadline = t0 + budget if budget is not None else math.inf
    done = 0
    while True:
        _iterate(state, seat, root, playbook, rng, prior, moves)
        done += 1
        if effort is not None:
            left = effort - done
            half = done * 2 >= effort
        else:
            now = time.perf_counter()
            if now >= deadline:
                break
            left = int((deadline - now) * done / max(now - t0, 1e-9))
            half = now - t0 >= budget / 2
        if left <= 0 or _settled(root, left, half):
            break
    best = max(root.children.items(),
               key=lambda kv: (kv[1].visits, kv[0] == prior, kv[1].reward))[0]
    if stats is not None:
        stats.iterations, stats.seconds = done, time.perf_counter() - t0
        stats.visits = {a: n.visits for a, n in root.children.items()}
    return best


def _settled(root: Node, left: int, half: bool) -> bool:
    counts = sorted((c.visits for c in root.children.values()), reverse=True)
    if len(counts) < 2:
        return len(counts) == 1 and half
    if counts[0] - counts[1] > left:
        return True
    return half and counts[0] >= DOMINANT * sum(counts)


def _iterate(state: State, seat: int, root: Node, book: Playbook, rng: Rng, prior,
             moves: list | None = None) -> None:
    st = state.determinize(seat, rng)
    node = root
    path = [root]
    expanded = False
    height = 0
    c_uct, bias = book.c_uct, book.prior_bias
    while not expanded and not st.is_over():
        who = actor(st, seat)
        legal = st.legal_actions(who)
        if node is root:
            if moves is not None:
                here = set(legal)
                legal = [a for a in moves if a in here or a == prior] or legal
            elif prior is not None and prior not in legal:
                legal = legal + [prior]
        if len(legal) == 1 and node is not root:
            st.apply_trusted(who, legal[0])
            continue
        if book.depth is not None and height >= book.depth:
            break
        kids = node.children
        untried = []
        for a in legal:
            child = kids.get(a)
            if child is None:
                untried.append(a)
            else:
                child.avail += 1
        if untried:
            a = prior if node is root and prior in untried else untried[rng.randrange(len(untried))]
            child = Node(who)
            kids[a] = child
            expanded = True
        else:
            log_bias = node is root and prior is not None
            best_score = -math.inf
            for b in legal:
                c = kids[b]
                score = c.reward / c.visits + c_uct * math.sqrt(math.log(c.avail) / c.visits)
                if log_bias and b == prior:
                    score += bias / (c.visits + 1)
                if score > best_score:
                    best_score, a, child = score, b, c
        st.apply_trusted(who, a)
        node = child
        path.append(child)
        height += 1
    values = _playout(st, seat, book, rng)
    for n in path[1:]:
        n.visits += 1
        n.reward += values[n.mover]


def _playout(st: State, seat: int, book: Playbook, rng: Rng) -> Sequence[float]:
    for _ in range(book.horizon):
        if st.is_over():
            return outcome(st)
        who = actor(st, seat)
        legal = st.legal_actions(who)
        st.apply_trusted(who, legal[0] if len(legal) == 1 else book.policy(st, who, legal, rng))
    return outcome(st) if st.is_over() else book.evaluate(st)


def check_effort(effort: int | None, budget: float | None, unit: str = "iterations") -> None:
    """Refuse an effort that is not a positive whole number of `unit`, or a budget not > 0 s."""
    if effort is not None and (not isinstance(effort, int) or isinstance(effort, bool) or effort < 1):
        raise ValueError(f"effort must be a positive number of {unit}, got {effort!r}")
    if budget is not None and not budget > 0:
        raise ValueError(f"budget must be a positive number of seconds, got {budget!r}")


class SearchBot:
    """The "hard" level: ISMCTS with a game's Playbook; fixed effort (default) or a clock budget.

    `stats` holds the last decision's iterations and seconds (benches read it).
    """

    def __init__(self, seed: int, playbook: Playbook, effort: int | None = None,
                 budget: float | None = None) -> None:
        check_effort(effort, budget)
        self.rng = Rng(seed)
        self.playbook = playbook
        self.effort = effort
        self.budget = budget
        self.stats = Stats()

    def choose(self, state: State, seat: int) -> Action:
        return search(state, seat, self.playbook, self.rng, self.effort, self.budget, self.stats)
