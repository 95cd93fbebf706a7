"""The hard Pagamás bot's judgement: a flat Monte-Carlo search over modelled worlds, with
common random numbers.

A searched decision weighs its root moves (`candidates`: every legal move, the temperament
bot's own first; a captain's deal is weighed whole, `deals`). Each of the decision's
worlds is `state.determinize(seat, rng)` with the rivals' hidden choices re-drawn as their
temperament bots would have made them from what they could see (`model_world`: a rival
with loot hides on the treasure island more often than not, votes for a share that pays
it): determinize alone draws a hidden den or vote uniformly, which makes every ambush look
like a coin toss. Every candidate is played out in the same worlds with the same playout
seeds (the same deck, the same dodges, the same rival whims), so the comparison between
candidates is paired and the luck of a world cancels out. Playouts follow the `crew` bot
(the table's default temperament: the rivals' own judgement at a default table) for every
seat to the end of the next turn, then `evaluate` judges the position.

The temperament bot's move stands unless another candidate beats it by more than
`OVERRIDE` standard errors of the paired difference: the search corrects the normal bot
where the evidence says so, and plays like it where the evidence is thin.

It reads only its determinized copy (game.core.bots.decide hands it one) and, through
`model_world`, what each rival can see in that copy.
"""
from __future__ import annotations

import itertools
import math
import time

from ..core.rng import Rng
from ..core.search import Stats, check_effort
from . import cards
from .actions import Elect, Give, Land

OVERRIDE = 1.0      # standard errors by which a candidate must beat the bot's own move
TURNS_AHEAD = 1     # playouts run to the end of the turn after this one
MAX_ACTIONS = 400   # a playout's safety cap
MIN_WORLDS = 4      # worlds a decision at the least, whatever its effort or clock


def model_world(state, seat: int, rng: Rng, crew) -> object:
    """`state.determinize(seat, rng)`, then the rivals' hidden dens and votes re-drawn as
    `crew` (a temperament bot) would choose them from each rival's own view of that copy."""
    w = state.determinize(seat, rng)
    if w.phase in ("landing", "ambush") and not w.revealed:
        kept_all = bool(w.share and w.share.get("kept_all"))
        dens = [Land(den=d) for d in cards.DENS if not (kept_all and d == cards.ISLAND)]
        for t in range(w.players):
            if t == seat or w.dens[t] is None:
                continue
            v = w.view(t)
            w.dens[t] = crew._den(v, t, dens).den
            laid = [a for a in w.ambushes if a["trapper"] == t]
            spare = [d for d in cards.DENS if d != w.dens[t]]
            rng.shuffle(spare)
            for a in laid:                      # where it would lay it: its guess, if free
                guess = crew.guess_den(v, a["victim"])
                a["den"] = guess if guess in spare else spare[0]
                spare.remove(a["den"])
    sh = w.share
    if sh is not None and w.phase == "share" and w.step == "vote":
        for t in range(w.players):
            if t != seat and sh["votes"][t] is not None:
                sh["votes"][t] = crew.likes_share(w.view(t), t)
    e = w.election
    if e is not None and w.step == "vote":
        for key in list(e["votes"]):
            t = int(key)
            if t != seat and e["candidates"]:
                legal = [Elect(candidate=c) for c in e["candidates"]]
                e["votes"][key] = crew._vote_election(w.view(t), t, legal).candidate
    return w


def candidates(state, seat: int, legal: list, own) -> list[tuple]:
    """The root moves worth weighing, each a tuple of actions: every legal move, the bot's own
    first; a captain's deal is weighed whole (`deals`)."""
    return [(own,)] + [(a,) for a in legal if a != own]


def deals(state, seat: int, bot) -> list[tuple]:
    """A captain's whole deals: the temperament bot's plan first, then every way to deal the
    cards at 3 players, or the plan with one card given to someone else at more."""
    sh = state.share
    plan = bot.plan(state.view(seat), seat)
    order = [c for c in sh["cards"] if str(c) not in sh["to"]]
    base = tuple(plan.get(c, seat) for c in order)
    if len(order) <= 2 and state.players <= 3:
        combos = list(itertools.product(range(state.players), repeat=len(order)))
    else:
        combos = [base[:i] + (t,) + base[i + 1:] for i in range(len(order))
                  for t in range(state.players)]
    out = [base] + [c for c in dict.fromkeys(combos) if c != base]
    return [tuple(Give(card=c, to=t) for c, t in zip(order, combo)) for combo in out]


def rollout(w, seat: int, crew, quick, evaluate) -> list[float]:
    """Play `w` on with the temperament bots to the end of the next turn; the seats' values."""
    stop = w.turn + TURNS_AHEAD
    for _ in range(MAX_ACTIONS):
        if w.phase == "over":
            won = w.winners()
            return [1.0 / len(won) if x in won else 0.0 for x in range(w.players)]
        if w.turn > stop:
            break
        movers = w.to_move()
        who = seat if seat in movers else movers[0]
        legal = w.legal_actions(who)
        if len(legal) == 1:
            move = legal[0]
        else:
            move = quick(w, who, legal)
            if move is None:
                move = crew.choose(w, who)
        w.apply_trusted(who, move)
    return evaluate(w)


class Foresight:
    """Weighs a decision's candidates in shared worlds (see the module doc).

    effort: playouts a decision (spread over its candidates, at least MIN_WORLDS worlds);
    budget: seconds on the clock (at least MIN_WORLDS worlds, at most `effort`'s when both
    are given). With a fixed effort and a seed the decisions are the same every time. `stats`
    holds the last decision's playouts, seconds and mean value per candidate.
    """

    def __init__(self, seed: int, own, crew_kind, quick, evaluate, effort: int | None = None,
                 budget: float | None = None) -> None:
        check_effort(effort, budget, "iterations")
        self.rng = Rng(seed)
        self.own = own
        self.crew_kind = crew_kind
        self.quick = quick
        self.evaluate = evaluate
        self.effort = effort
        self.budget = budget
        self.stats = Stats()
        self.plan = None            # the rest of a deal being made: ((turn, round, captain), gives)

    def choose(self, state, seat: int):
        t0 = time.perf_counter()
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            self.stats.iterations, self.stats.seconds, self.stats.visits = 0, 0.0, None
            return legal[0]
        if state.step == "deal":
            key = (state.turn, state.share["round"], state.captain)
            if self.plan and self.plan[0] == key and self.plan[1] and self.plan[1][0] in legal:
                return self.plan[1].pop(0)
            moves = deals(state, seat, self.own)
        else:
            moves = candidates(state, seat, legal, self.own.choose(state, seat))
        if len(moves) == 1:
            return moves[0][0]
        k = len(moves)
        worlds = max(MIN_WORLDS, self.effort // k) if self.effort is not None else 10 ** 9
        deadline = t0 + self.budget if self.budget is not None else math.inf
        sums = [0.0] * k
        diffs = [[] for _ in range(k)]       # per world: value - the own move's value
        done = 0
        while done < worlds:
            if done >= MIN_WORLDS and time.perf_counter() >= deadline:
                break
            wseed = self.rng.next64()
            crew = self.crew_kind(state.players, wseed)
            world = model_world(state, seat, Rng(wseed), crew)
            base = None
            for i, m in enumerate(moves):
                w = world.clone()
                for a in m:
                    w.apply_trusted(seat, a)
                value = rollout(w, seat, self.crew_kind(state.players, wseed), self.quick,
                                self.evaluate)[seat]
                sums[i] += value
                if i == 0:
                    base = value
                diffs[i].append(value - base)
            done += 1
        best = 0
        best_score = 0.0
        for i in range(1, k):
            d = diffs[i]
            mean = sum(d) / done
            var = sum((x - mean) ** 2 for x in d) / max(1, done - 1)
            score = mean - OVERRIDE * math.sqrt(var / done)
            if score > best_score:
                best, best_score = i, score
        self.stats.iterations, self.stats.seconds = done * k, time.perf_counter() - t0
        self.stats.visits = {m: sums[i] / done for i, m in enumerate(moves)}
        if state.step == "deal":
            self.plan = (key, list(moves[best][1:]))
        return moves[best][0]


__all__ = ["Foresight", "model_world", "candidates", "rollout", "OVERRIDE"]
