"""Cartagena's "hard" bot: the planner's best few moves, each played out against the rivals' replies.

For a decision inside its turn the bot takes the planner's (planner.py) best `WIDTH` first
actions as candidates. It then deals worlds: `state.determinize(seat, rng)` re-draws what
the seat cannot see (the rivals' hands, the deck, hence its own future draws). In each
world every candidate is played out from the same copy (common random numbers: the same
hands and the same draws for every candidate, so their difference is the move's, not the
deal's): the candidate, the rest of the seat's turn and the next rounds (ROUNDS: 3 at two
players, 2 at more), every seat played by the planner (a narrower beam, PLAYOUT_BEAM, for
speed), up to the start of one of the seat's turns; the position there is judged by
judge.py (each seat's chance to win the race). Short play-outs misjudge: measured against
full games between planners, the play-outs' verdicts on the candidates agreed with them
much better at 3 rounds than at 1 or 2. The planner's own pick is kept unless another
candidate beats it by more than MARGIN standard errors of the paired differences: search
overrides the normal bot only with evidence.

Effort: `effort` turns played out in all (worlds x candidates x rounds x seats), or
`budget` seconds on the clock (at least the default effort's worlds, then more until the
clock runs out or every other candidate trails the pick by SURE standard errors). With a
seed and a fixed effort the decisions are the same every time. Decisions outside the turn
(Filibusters' discards, the sorceress's card choices), forced moves and a single candidate
are the normal bot's. Everything it reads comes from the determinized state it is handed.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass

from ..core.contract import Action, State
from ..core.rng import Rng
from ..core.search import check_effort
from .bot import PirateBot
from .judge import chances
from .planner import Planner

WIDTH = 4          # candidates: the planner's best first actions
ROUNDS = {2: 3}    # rounds played out after the candidate, by table size (else ROUNDS_MANY)
ROUNDS_MANY = 2
MARGIN = 1.0       # standard errors by which a candidate must beat the planner's pick
MAX_ACTIONS = 200  # a play-out's safety stop (actions)
SURE = 2.0         # on the clock: stop once every other candidate trails the pick by this many
PLAYOUT_BEAM = 3   # the planner's beam in play-outs (8 when it decides): 2-3x quicker


@dataclass
class Stats:
    """The last decision: play-outs run, seconds spent, each candidate's mean value."""

    iterations: int = 0
    seconds: float = 0.0
    values: dict | None = None


class LookaheadBot:
    """The hard level: flat Monte Carlo over the planner's candidates, common random numbers."""

    def __init__(self, seed: int = 0, effort: int | None = None, budget: float | None = None,
                 default_effort: int = 240, width: int = WIDTH, rounds: int | None = None,
                 margin: float = MARGIN) -> None:
        check_effort(effort, budget, "play-outs")
        self.rng = Rng(seed)
        self.normal = PirateBot(seed)
        self.quick = PirateBot(seed, beam=PLAYOUT_BEAM)
        self.effort = effort if effort is not None or budget is not None else default_effort
        self.floor = default_effort if effort is None else effort
        self.budget = budget
        self.width, self.fixed_rounds, self.margin = width, rounds, margin
        self.stats = Stats()

    def choose(self, state: State, seat: int) -> Action:
        t0 = time.perf_counter()
        self.stats = Stats()
        legal = state.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do now")
        if len(legal) == 1:
            return legal[0]
        if state.pending is not None or state.discards is not None:
            return self.normal.choose(state, seat)
        ranked = Planner(state.view(seat), seat, self.normal.w).ranked()
        moves = [a for _, a in ranked if a in legal][:self.width]
        if not moves:
            return self.normal.choose(state, seat)
        if len(moves) == 1:
            return moves[0]
        k = len(moves)
        sums = [0.0] * k
        diffs = [0.0] * k                 # paired differences against moves[0]
        squares = [0.0] * k
        worlds = 0
        rounds = self.rounds(state.players)
        per_world = k * rounds * state.players                  # turns played out per world
        want = max(2, self.effort // per_world) if self.effort is not None else None
        least = max(2, self.floor // per_world)
        deadline = t0 + self.budget if self.budget is not None else math.inf
        while True:
            world = state.determinize(seat, self.rng)
            vals = [self.play_out(world, seat, a, rounds) for a in moves]
            worlds += 1
            for i, v in enumerate(vals):
                sums[i] += v
                d = v - vals[0]
                diffs[i] += d
                squares[i] += d * d
            if want is not None and worlds >= want:
                break
            if want is None and worlds >= least and (
                    time.perf_counter() >= deadline
                    or all(z < -SURE for z in self._z(diffs, squares, worlds)[1:])):
                break
        best, best_z = 0, self.margin
        for i, z in enumerate(self._z(diffs, squares, worlds)):
            if i and z > best_z and sums[i] > sums[best]:
                best, best_z = i, z
        self.stats = Stats(worlds * k, time.perf_counter() - t0,
                           {a: s / worlds for a, s in zip(moves, sums)})
        return moves[best]

    @staticmethod
    def _z(diffs: list, squares: list, worlds: int) -> list[float]:
        """Each candidate's paired lead over the planner's pick, in standard errors."""
        out = []
        for d, sq in zip(diffs, squares):
            mean = d / worlds
            var = max(sq / worlds - mean * mean, 0.0)
            out.append(mean / (math.sqrt(var / max(worlds - 1, 1)) + 1e-9))
        return out

    def rounds(self, players: int) -> int:
        """Rounds played out after a candidate: ROUNDS at this table size unless told."""
        return self.fixed_rounds or ROUNDS.get(players, ROUNDS_MANY)

    def play_out(self, world: State, seat: int, action: Action, rounds: int) -> float:
        """`seat`'s chance after `action` and `rounds` rounds of normal play, in a copy of `world`."""
        st = world.clone()
        st.apply_trusted(seat, action)
        choose = self.quick.choose
        turns = 0
        for _ in range(MAX_ACTIONS):
            if st.winner is not None:
                break
            who = st.to_move()[0]
            if who == seat and st.turn == seat and st.actions_taken == 0 and st.pending is None \
                    and st.discards is None:
                turns += 1
                if turns >= rounds:
                    break
            legal = st.legal_actions(who)
            st.apply_trusted(who, legal[0] if len(legal) == 1 else choose(st, who))
        return chances(st)[seat]
