"""The hard bots' paired search: the normal bot's move against a few others, in the same worlds.

A game's hard bot gives, for one decision, a `Decision`: its candidates (the normal bot's
move first, then the few others worth weighing), how a world is drawn (by default
`state.determinize(seat, rng)`), its playout policy and where a playout stops, and its
judgement of the position there. The search does the rest, the same way for every game:

worlds   Each world is drawn from what the seat knows; every candidate is played out from
         a copy of that same world, with a playout policy made afresh from the same seed
         (the same deal, the same dice, the same rival whims), so the difference between
         two candidates in a world is the moves', not the luck's (common random numbers).
rule     The normal bot's move stands unless another candidate beats it by more than
         MARGIN (one) standard error of the paired differences (a candidate's value minus
         the normal move's, world by world); of those that do, the one whose lead minus
         MARGIN standard errors is largest is played (the first on a tie). With fewer
         than two worlds there is no standard error: the normal move stands.
effort   At most `effort` playouts a decision (worlds x candidates; at least MIN_WORLDS
         worlds), the same every time for a seed. After SETTLE_WORLDS worlds the search
         stops as soon as every candidate's verdict against the normal move is settled: it
         leads it by SURE standard errors, or even SURE standard errors above its mean lead
         it would lead by less than the game's `indifference` (a difference not worth
         playing for: a hundredth of a chance to win by default). Time is spent only on
         the decisions still in doubt.
clock    With a `budget` (seconds of wall time, as the table's worker counts them) the
         search also stops at the budget once it has MIN_WORLDS worlds, and at CEILING
         times the budget whatever it has (a busy machine): the decision never waits
         much past its clock, and with too few worlds the normal move stands.
forced   A single legal action is played at once, without asking the game anything;
         a decision whose candidates are one move (the game's `decide` found nothing
         worth weighing, or gave an action instead of a Decision) is answered at once.

A move is an action, or a tuple of actions played in order by the seat (a whole plan, such
as a captain's deal; the game plays the rest of it itself). `PairedBot(seed, decide, ...)`
is a hard bot: `decide(state, seat, legal, rng)` returns the game's Decision, or an action
to play without search. The state it is handed is already a determinized copy
(game.core.bots.decide), and every world is drawn again from it: the search never reads a
secret.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .contract import Action, State
from .rng import Rng
from .search import Stats, actor, check_effort

MARGIN = 1.0        # standard errors by which a candidate must beat the normal move
SURE = 2.0          # a verdict is settled at this many standard errors
MIN_WORLDS = 4      # worlds a decision at the least (fixed effort or on the clock)
SETTLE_WORLDS = 8   # worlds before a decision may stop because every verdict is settled
CEILING = 1.8       # on the clock: stop at this many budgets whatever has been done
MAX_ACTIONS = 400   # a playout's safety stop, in actions
INDIFFERENCE = 0.01 # a lead not worth more thinking (the judge's units: here a chance to win)

Policy = Callable[[State, int, list], Action]


@dataclass
class Decision:
    """What a game gives the paired search for one decision of `seat` in `state`.

    moves:  the candidates, the normal bot's move first (an action, or a tuple of actions).
    policy: policy(seed) -> a playout policy `(st, who, legal) -> action`; it is made afresh
            from the same seed for every candidate of a world (so they meet the same whims).
    until:  until() -> a fresh stop test `(st) -> bool` for one playout (it may count turns);
            a playout also stops when the game is over, or after MAX_ACTIONS actions.
    judge:  judge(st) -> the seat's value of a playout's last position (any scale, higher
            is better; finished games included).
    world:  world(rng) -> a world the seat cannot tell from the real one (default
            `state.determinize(seat, rng)`).
    indifference: a lead (in the judge's units) too small to be worth more thinking.
    """

    state: State
    seat: int
    moves: Sequence[Any]
    policy: Callable[[int], Policy]
    until: Callable[[], Callable[[State], bool]]
    judge: Callable[[State], float]
    world: Callable[[Rng], State] | None = None
    indifference: float = INDIFFERENCE

    def draw(self, rng: Rng) -> State:
        if self.world is not None:
            return self.world(rng)
        return self.state.determinize(self.seat, rng)

    def play_out(self, world: State, move: Any, seed: int) -> float:
        """The seat's value after `move` in a copy of `world`, played on by the policy."""
        st = world.clone()
        seat = self.seat
        if isinstance(move, tuple):
            for a in move:
                st.apply_trusted(seat, a)
        else:
            st.apply_trusted(seat, move)
        policy = self.policy(seed)
        stop = self.until()
        for _ in range(MAX_ACTIONS):
            if st.is_over() or stop(st):
                break
            who = actor(st, seat)
            legal = st.legal_actions(who)
            st.apply_trusted(who, legal[0] if len(legal) == 1 else policy(st, who, legal))
        return self.judge(st)


def verdicts(diffs: list[float], squares: list[float], worlds: int) -> list[tuple[float, float]]:
    """Each candidate's (mean paired lead over the normal move, its standard error)."""
    out = []
    for d, sq in zip(diffs, squares):
        mean = d / worlds
        var = max(sq / worlds - mean * mean, 0.0) * worlds / max(worlds - 1, 1)
        out.append((mean, math.sqrt(var / worlds)))
    return out


def pick(leads: list[tuple[float, float]], worlds: int, margin: float | None = None) -> int:
    """The rule: index 0 (the normal move) unless a candidate leads it by more than `margin`
    (MARGIN) standard errors; then the one with the largest lead minus `margin` standard
    errors."""
    margin = MARGIN if margin is None else margin
    if worlds < 2:
        return 0
    best, best_low = 0, 0.0
    for i, (mean, se) in enumerate(leads):
        if i == 0 or mean <= margin * se:
            continue
        low = mean - margin * se
        if low > best_low:
            best, best_low = i, low
    return best


def settled(leads: list[tuple[float, float]], indifference: float = 0.0) -> bool:
    """Every candidate's verdict is clear: it leads the normal move by SURE standard errors,
    or even SURE standard errors above its mean it leads by less than `indifference`."""
    for mean, se in leads[1:]:
        if mean - SURE * se > 0.0 or mean + SURE * se <= indifference:
            continue
        return False
    return True


def search(d: Decision, rng: Rng, effort: int | None, budget: float | None = None,
           stats: Stats | None = None, t0: float | None = None) -> Any:
    """The move the rule picks among `d.moves` (see the module doc)."""
    t0 = time.perf_counter() if t0 is None else t0
    moves = list(d.moves)
    k = len(moves)
    if k == 1:
        if stats is not None:
            stats.iterations, stats.seconds, stats.visits = 0, time.perf_counter() - t0, None
        return moves[0]
    most = max(MIN_WORLDS, effort // k) if effort is not None else 1 << 30
    deadline = t0 + budget if budget is not None else math.inf
    ceiling = t0 + CEILING * budget if budget is not None else math.inf
    sums = [0.0] * k
    diffs = [0.0] * k
    squares = [0.0] * k
    worlds = 0
    while worlds < most:
        if budget is not None:
            now = time.perf_counter()
            if now >= ceiling or (now >= deadline and worlds >= MIN_WORLDS):
                break
        wseed = rng.next64()
        world = d.draw(Rng(wseed))
        base = 0.0
        for i, move in enumerate(moves):
            v = d.play_out(world, move, wseed)
            if i == 0:
                base = v
            sums[i] += v
            diff = v - base
            diffs[i] += diff
            squares[i] += diff * diff
        worlds += 1
        if worlds >= SETTLE_WORLDS and settled(verdicts(diffs, squares, worlds), d.indifference):
            break
    chosen = pick(verdicts(diffs, squares, worlds), worlds) if worlds else 0
    if stats is not None:
        stats.iterations, stats.seconds = worlds * k, time.perf_counter() - t0
        stats.visits = {m: sums[i] / worlds for i, m in enumerate(moves)} if worlds else None
    return moves[chosen]


class PairedBot:
    """A hard bot: `decide(state, seat, legal, rng)` gives the game's Decision (or an action to
    play as is), the paired search picks the move. Fixed effort (`effort` playouts a
    decision) unless only a `budget` is given; with a budget and no effort, `default_effort`
    bounds the playouts (the clock then only cuts a decision short). `stats` holds the last
    decision's playouts, seconds and mean value per candidate."""

    def __init__(self, seed: int, decide: Callable[[State, int, list, Rng], Any],
                 effort: int | None = None, budget: float | None = None,
                 default_effort: int = 100) -> None:
        check_effort(effort, budget, "playouts")
        self.rng = Rng(seed)
        self.decide = decide
        self.effort = effort if effort is not None else default_effort
        self.budget = budget
        self.stats = Stats()

    def choose(self, state: State, seat: int) -> Any:
        t0 = time.perf_counter()
        legal = state.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do now")
        stats = self.stats
        if len(legal) == 1:
            stats.iterations, stats.seconds, stats.visits = 0, time.perf_counter() - t0, None
            return legal[0]
        d = self.decide(state, seat, legal, self.rng)
        if not isinstance(d, Decision):
            stats.iterations, stats.seconds, stats.visits = 0, time.perf_counter() - t0, None
            return d
        return search(d, self.rng, self.effort, self.budget, stats, t0)


__all__ = ["Decision", "PairedBot", "search", "pick", "settled", "verdicts", "MARGIN", "SURE",
           "MIN_WORLDS", "SETTLE_WORLDS", "CEILING"]
