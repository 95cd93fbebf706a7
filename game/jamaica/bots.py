"""The Jamaica bots: CaptainBot, a Monte Carlo searcher over determinized states.

It decides only on what its seat may know: `choose` first turns the state it is given
into `state.determinize(seat, rng)` (others' hands, cards chosen but not yet revealed,
deck orders, others' face-down treasures, the treasure deck re-dealt) and never looks at
the state it was handed again, so two states that differ only in what the seat cannot
see give the same decision.

For the card, the dice placement and every choice of route (a fork, the ghost ship's
way) it samples the hidden information (`state.determinize(seat, rng)`: other hands,
unrevealed cards, deck orders, face-down treasures, future dice), plays each candidate
and the rest of its own turn (or the round) with quick rules (tactics.policy; others'
cards at random), and keeps the candidate whose positions evaluate best on average
(tactics.evaluate: progress, doubloons, supplies against the costs of the spaces a die
of 1..6 reaches, treasures). The same samples serve every candidate (common random
numbers). Combat, loot, holds, payments and retreats use the quick rules directly.
"""
from __future__ import annotations

from ..core.rng import Rng
from .actions import ChooseCard, PlaceDice, Sail
from .judge import value
from .tactics import policy

SAMPLES = {2: 40, 3: 28, 4: 20, 5: 16, 6: 12}   # per candidate; decisions stay well under 1 s
MAX_STEPS = 400


def _horizon(state, seat):
    """Stop a rollout at the end of `seat`'s turn if it is still to come, else of the round."""
    r0 = state.round
    pending = not state.revealed[seat] or state.chosen[seat] is not None

    def stop(st) -> bool:
        return st.over or st.round != r0 or (pending and st.revealed[seat] and st.chosen[seat] is None)
    return stop


def rollout(st, rng: Rng, stop) -> None:
    """Play on with the quick rules (cards and dice placements at random) until `stop`."""
    for _ in range(MAX_STEPS):
        if stop(st):
            return
        seat = st.to_move()[0]
        acts = st.legal_actions(seat)
        if len(acts) == 1:
            action = acts[0]
        elif isinstance(acts[0], (ChooseCard, PlaceDice)):
            action = rng.choice(acts)
        else:
            action = policy(st, seat, acts)
        st.apply_trusted(seat, action)


class CaptainBot:
    """Samples, plays each candidate out to the end of its turn, keeps the best on average."""

    def __init__(self, seed: int = 0, samples: int | None = None, judge=None) -> None:
        self.rng = Rng(seed)
        self.samples = samples
        self.judge = judge or value

    def choose(self, state, seat: int):
        return self.plan(state, seat)[0]

    def plan(self, state, seat: int) -> tuple:
        """The actions it means to play in a row: a placement of the dice and the card it
        allows best, else its one move."""
        acts = state.legal_actions(seat)
        if not acts:
            raise ValueError(f"seat {seat} has nothing to do now")
        if len(acts) == 1:
            return (acts[0],)
        seen = state.determinize(seat, self.rng)      # what this seat may know, nothing more
        return tuple(self._decide(seen, seat, seen.legal_actions(seat)))

    def _decide(self, state, seat: int, acts: list) -> list:
        if isinstance(acts[0], (ChooseCard, Sail)):
            return self._search(state, seat, [[a] for a in acts])
        if isinstance(acts[0], PlaceDice):
            # the placement is worth the best card it allows
            plans = [[a, ChooseCard(c)] for a in acts for c in state.hands[seat]]
            return self._search(state, seat, plans, group=len(state.hands[seat]))
        return [policy(state, seat, acts)]

    def _search(self, state, seat: int, plans: list[list], group: int = 1) -> list:
        n = self.samples or SAMPLES[state.players]
        if group > 1:
            n = max(4, n // 2)
        stop = _horizon(state, seat)
        totals = [0.0] * len(plans)
        for _ in range(n):
            base = state.determinize(seat, self.rng)
            seed = self.rng.next64()
            for j, plan in enumerate(plans):
                st = base.clone()
                for action in plan:
                    st.apply_trusted(seat, action)
                rollout(st, Rng(seed), stop)
                totals[j] += self.judge(st, seat)
        if group > 1:   # best plan per group (placement), then the best group
            best = max(range(0, len(plans), group),
                       key=lambda g: max(totals[g:g + group]))
            return plans[max(range(best, best + group), key=lambda j: totals[j])]
        return plans[max(range(len(plans)), key=lambda j: totals[j])]
