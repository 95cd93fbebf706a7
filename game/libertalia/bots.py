"""Libertalia's "normal" bot: it decides only on `determinize` and what its seat may see.

Its dawn pick tries every character in hand against several re-drawn worlds (the rivals'
hands are the identical deal, so their possible picks are known; their face-down picks
and secret heals are re-drawn): each world plays the day out, rivals' choices made by a
quick rule, and is valued by values.advantage (purse, booty, the den's coming nights and
end-of-campaign abilities, the best cards still in hand for the rest of the campaign).
Other choices (booty, sabre, Gunner...) are valued one step ahead on a determinized copy.
"""
from __future__ import annotations

from ..core.rng import Rng
from .actions import Pick
from .values import CARD, TOKEN, advantage

WORLDS = 8          # re-drawn worlds per dawn pick
MAX_STEPS = 400     # actions simulated per world at most (a day is far fewer)


class NormalBot:
    """Plays like a decent human: values each character by today's booty, what rivals may
    play from the identical hands, and the rest of the campaign."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state, seat: int):
        legal = state.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do now")
        if len(legal) == 1:
            return legal[0]
        if state.phase == "dawn":
            return self._pick(state, seat, legal)
        world = state.determinize(seat, self.rng)
        return max(legal, key=lambda a: (_after(world, seat, a), -legal.index(a)))

    # ------------------------------------------------------------------ dawn
    def _pick(self, state, seat: int, legal: list):
        totals = {a: 0.0 for a in legal}
        for _ in range(WORLDS):
            world = state.determinize(seat, self.rng)
            rivals = {}
            for o in range(world.players):
                if o != seat and world.picks[o] is None and world.hands[o]:
                    rivals[o] = _rival_pick(world, o, self.rng)
            for action in legal:
                sim = world.clone()
                sim.apply(seat, action)
                for o, rank in rivals.items():
                    sim.apply(o, Pick(rank))
                play_day(sim)
                totals[action] += advantage(sim, seat)
        return max(legal, key=lambda a: (totals[a], -a.rank))


def _rival_pick(s, seat: int, rng: Rng) -> int:
    """A rival's likely pick: a card drawn with weights favouring its stronger characters."""
    hand = sorted(s.hands[seat])
    return rng.weighted(hand, [1.0 + CARD[r] + r / 10 for r in hand])


def play_day(s) -> None:
    """Play on to the next dawn (or the end), every seat choosing by the quick rule (trusted
    moves: the quick rule picks from legal_actions)."""
    start = (s.campaign, s.day)
    for _ in range(MAX_STEPS):
        if s.is_over() or (s.campaign, s.day) != start or s.phase == "dawn":
            return
        seat = s.to_move()[0]
        s.apply_trusted(seat, quick(s, seat, s.legal_actions(seat)))


def _after(world, seat: int, action) -> float:
    """The seat's advantage once `action` is applied and its own follow-up choices made."""
    sim = world.clone()
    sim.apply(seat, action)
    for _ in range(4):
        if sim.is_over() or sim.phase == "dawn" or sim.to_move() != [seat]:
            break
        legal = sim.legal_actions(seat)
        if len(legal) == 1:
            sim.apply(seat, legal[0])
            continue
        best = max(legal, key=lambda a: _score_quick(sim, seat, a))
        sim.apply(seat, best)
    return advantage(sim, seat)


# ------------------------------------------------------------------ the quick rule
def quick(s, seat: int, legal: list):
    """A cheap choice for simulated seats: the best action by a rule of thumb."""
    if len(legal) == 1:
        return legal[0]
    return max(legal, key=lambda a: (_score_quick(s, seat, a), -legal.index(a)))


def _leader(s, seat: int) -> int:
    others = [o for o in range(s.players) if o != seat]
    return max(others, key=lambda o: (s.track[o] + s.doubloons[o], -o))


def _score_quick(s, seat: int, a) -> float:
    t = a.TYPE
    if t == "pick":
        return CARD[a.rank]
    if t == "take":
        if a.kind == "map":
            return 4.0 if s.den_booty[seat].count("map") % 3 == 2 else 3.0
        if a.kind == "officer":
            return -2.0 - CARD[s.turn["rank"]] / 2 if s.turn else -2.0
        return TOKEN[a.kind]
    if t in ("slash", "shoot"):
        bonus = 2.0 if a.seat == _leader(s, seat) else 0.0
        return (-10.0 if a.seat == seat else 0.0) + CARD[a.rank] + bonus
    if t == "keep":
        return TOKEN[a.kind]
    if t == "trade":
        return (3 if a.count == 2 else 5) - a.count * TOKEN[a.kind]
    if t in ("heal", "replay", "recruit"):
        return CARD[a.rank] + (a.rank / 30 if t == "replay" else 0)
    if t == "serve":
        maps = s.den_booty[seat].count("map")
        return 1.0 if a.discard == (maps % 3 == 1 or s.day >= 5) else 0.0
    return 0.0


__all__ = ["NormalBot", "quick"]
