"""Cartagena's "hard" bot: the planner's best few moves, each played out against the rivals' replies.

A decision inside its turn is weighed by the paired search (game.core.paired): the
candidates are the planner's (planner.py) best `WIDTH` first actions, the planner's own
pick first, less those it scores DOMINATED actions or more below its pick (a clearly
worse move is not worth playing out; with one candidate left the planner's move is
answered at once). Each world is `state.determinize(seat, rng)` (the rivals' hands, the
deck, hence the seat's own future draws re-drawn); every candidate is played out from it:
the rest of the seat's turn and the next rounds (ROUNDS: 3 at two players, 2 at more),
every seat played by the planner (a narrower beam, PLAYOUT_BEAM, for speed), up to the
start of one of the seat's turns, where judge.py judges the race (each seat's chance to
win). Short play-outs misjudge: measured against full games between planners, the
play-outs' verdicts on the candidates agreed with them much better at 3 rounds than at 1
or 2. The planner's pick stands unless another candidate beats it by the paired search's
rule (one standard error of the paired differences).

Effort: playouts a decision (HARD_EFFORT in levels.py), fixed, or on the clock (the paired
search's budget). Decisions outside the turn (Filibusters' discards, the sorceress's card
choices) and forced moves are the normal bot's. Everything it reads comes from the
determinized state it is handed.
"""
from __future__ import annotations

from ..core.contract import State
from ..core.paired import Decision, PairedBot
from ..core.rng import Rng
from .bot import PirateBot
from .judge import chances
from .planner import Planner

WIDTH = 4          # candidates: the planner's best first actions
DOMINATED = 4.0    # a first action the planner scores this many actions below its pick is not weighed
# (3 before: 52% of a normal game's choices weighed, 4 weighs 62%, no cut 99%; bench/README.md)
ROUNDS = {2: 3}    # rounds played out after the candidate, by table size (else ROUNDS_MANY)
ROUNDS_MANY = 2
PLAYOUT_BEAM = 3   # the planner's beam in play-outs (8 when it decides): 2-3x quicker


class Lookahead:
    """The hard bot's side of the paired search: candidates, play-outs and judgement."""

    def __init__(self, seed: int, width: int = WIDTH, rounds: int | None = None) -> None:
        self.normal = PirateBot(seed)
        self.quick = PirateBot(seed, beam=PLAYOUT_BEAM)
        self.width, self.fixed_rounds = width, rounds

    def rounds(self, players: int) -> int:
        """Rounds played out after a candidate: ROUNDS at this table size unless told."""
        return self.fixed_rounds or ROUNDS.get(players, ROUNDS_MANY)

    def candidates(self, state: State, seat: int, legal: list) -> list:
        """The planner's best first actions, its pick first, the clearly worse left out."""
        ranked = Planner(state.view(seat), seat, self.normal.w).ranked()
        if not ranked:
            return []
        top = ranked[0][0]
        return [a for v, a in ranked if a in legal and v > top - DOMINATED][:self.width]

    def decide(self, state: State, seat: int, legal: list, rng: Rng):
        if state.pending is not None or state.discards is not None:
            return self.normal.choose(state, seat)
        moves = self.candidates(state, seat, legal)
        if len(moves) <= 1:
            return moves[0] if moves else self.normal.choose(state, seat)
        return self.decision(state, seat, moves)

    def review(self, state: State, seat: int, legal: list, rng: Rng) -> Decision:
        """The Decision the review weighs (game.core.review): the hard bot's candidates, or
        the planner's move alone where it plays without search; the same play-outs and
        judgement (judge.chances: a chance to win)."""
        moves = [] if state.pending is not None or state.discards is not None else \
            self.candidates(state, seat, legal)
        return self.decision(state, seat, moves or [self.normal.choose(state, seat)])

    def decision(self, state: State, seat: int, moves: list) -> Decision:
        """The paired search's Decision over `moves`: played out ROUNDS rounds, judged as chances."""
        rounds = self.rounds(state.players)
        choose = self.quick.choose

        def until():
            turns = [0]

            def stop(st) -> bool:
                if st.turn == seat and st.actions_taken == 0 and st.pending is None \
                        and st.discards is None and st.to_move()[0] == seat:
                    turns[0] += 1
                    return turns[0] >= rounds
                return False
            return stop

        return Decision(state, seat, moves, policy=lambda seed: lambda st, who, legal: choose(st, who),
                        until=until, judge=lambda st: chances(st)[seat])


class LookaheadBot(PairedBot):
    """The hard level: the paired search over Lookahead's candidates and play-outs."""

    def __init__(self, seed: int = 0, effort: int | None = None, budget: float | None = None,
                 default_effort: int = 40, width: int = WIDTH, rounds: int | None = None) -> None:
        self.lookahead = Lookahead(seed, width, rounds)
        super().__init__(seed, self.lookahead.decide, effort, budget, default_effort)


def review(state: State, seat: int, legal: list, rng: Rng) -> Decision:
    """The review's Decision for `seat` in `state` (GameSpec.review): a fresh Lookahead's."""
    return Lookahead(rng.next64() % (1 << 31)).review(state, seat, legal, rng)
