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

The search is game.core.paired's: the temperament bot's move stands unless another
candidate beats it by a standard error of the paired differences, so the search corrects
the normal bot where the evidence says so, and plays like it where the evidence is thin.

It reads only its determinized copy (game.core.bots.decide hands it one) and, through
`model_world`, what each rival can see in that copy.
"""
from __future__ import annotations

import itertools

from ..core.paired import Decision, PairedBot
from ..core.rng import Rng
from . import cards
from .actions import Elect, Give, Land

TURNS_AHEAD = 1     # playouts run to the end of the turn after this one


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


class Foresight:
    """A searched decision's side of the paired search (game.core.paired): its candidates
    (`candidates`, a captain's whole deals), its worlds (`model_world`), its playouts (the
    `crew` bot for every seat, `quick` where it needs no view, to the end of the next turn)
    and its judgement (`evaluate`). A deal's first card is played, the rest of the chosen
    deal kept as the plan for the captain's next cards.
    """

    def __init__(self, own, crew_kind, quick, evaluate) -> None:
        self.own = own
        self.crew_kind = crew_kind
        self.quick = quick
        self.evaluate = evaluate
        self.plan = None            # the rest of a deal being made: ((turn, round, captain), gives)

    def decide(self, state, seat: int, legal: list, rng: Rng):
        if state.step == "deal":
            key = (state.turn, state.share["round"], state.captain)
            if self.plan and self.plan[0] == key and self.plan[1] and self.plan[1][0] in legal:
                return self.plan[1].pop(0)
        d = self.decision(state, seat, legal)
        if len(d.moves) == 1:
            return self._played(state, d.moves[0])
        return d

    def decision(self, state, seat: int, legal: list, searched: bool = True) -> Decision:
        """The paired search's Decision: a captain's whole deals, else every legal move with the
        temperament bot's first; not `searched` (a decision the hard bot leaves to its
        temperament bot), that bot's move alone."""
        if state.step == "deal":
            moves = deals(state, seat, self.own)
        else:
            own = self.own.choose(state, seat)
            moves = candidates(state, seat, legal, own) if searched else [(own,)]
        players, crew_kind, quick = state.players, self.crew_kind, self.quick
        stop = state.turn + TURNS_AHEAD

        def policy(seed: int):
            crew = crew_kind(players, seed)

            def move(w, who, legal):
                m = quick(w, who, legal)
                return crew.choose(w, who) if m is None else m
            return move

        return Decision(state, seat, moves, policy, lambda: lambda w: w.turn > stop,
                        judge=lambda w: self.value(w, seat),
                        world=lambda r: model_world(state, seat, r, crew_kind(players, r.state)))

    def value(self, w, seat: int) -> float:
        if w.phase == "over":
            won = w.winners()
            return 1.0 / len(won) if seat in won else 0.0
        return self.evaluate(w)[seat]

    def _played(self, state, move: tuple):
        """The first action of the chosen move; the rest of a deal kept as the plan."""
        if state.step == "deal":
            self.plan = ((state.turn, state.share["round"], state.captain), list(move[1:]))
        return move[0]


class Searcher(PairedBot):
    """The paired search over Foresight's decisions (effort: playouts a decision at most)."""

    def __init__(self, seed: int, foresight: Foresight, effort: int | None = None,
                 budget: float | None = None, default_effort: int = 80) -> None:
        self.foresight = foresight
        super().__init__(seed, foresight.decide, effort, budget, default_effort)

    def choose(self, state, seat: int):
        move = super().choose(state, seat)
        return self.foresight._played(state, move) if isinstance(move, tuple) else move


__all__ = ["Foresight", "Searcher", "model_world", "candidates", "deals"]
