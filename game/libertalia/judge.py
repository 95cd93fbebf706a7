"""The "hard" bot's dawn pick: what rivals will likely play, and the best answer to it.

A day of Libertalia turns on one simultaneous, face-down choice. The hand of every rival is
known (the deal is identical; only a Surgeon's secret heal and the face-down picks are
hidden, and `determinize` re-draws those), so the hard bot reasons a level deeper than the
normal bot:

1. Rivals. For each rival, in several re-drawn worlds, every character in its hand is tried
   the way a sensible player weighs it (bots.NormalBot's own judgement: the day played out
   by the quick rule against the other seats' likely cards, valued by values.advantage).
   How often each character comes out best over resampled sets of such worlds gives the
   chance the rival plays it (a bootstrap of its judgement's noise), mixed with a little of
   "any strong character" so no card is ruled out.
2. Answer. In `effort` more worlds, each of our characters meets the rivals' likely picks
   (at 2 players every likely card, weighted by its chance; at more, one profile drawn
   from the chances per world), the same world and the same draws for every character
   (common random numbers), the day played out and valued the same way. The character with
   the best mean wins.

Only what the seat may know is read: the state handed in is already a determinized copy,
each world re-draws the hidden parts again, and rivals' face-down picks go back into their
hands before they are chosen by the model above.
"""
from __future__ import annotations

import time

from ..core.rng import Rng
from .actions import Pick
from .bots import WORLDS, play_day
from .values import CARD, advantage

RIVAL_WORLDS = 24     # worlds that judge each rival's characters
RIVAL_LOOK = WORLDS   # worlds a rival's judgement averages over (the normal bot's)
RESAMPLES = 200       # bootstrap draws that turn the rival's judgement into chances
BROAD = 0.08          # share of the rival's chances given to "any strong character"
LEAST = 0.02          # chances below this are not played out at 2 players


def card_weight(rank: int) -> float:
    """How likely a seat is to play a character when nothing else is known (bots._rival_pick)."""
    return 1.0 + CARD[rank] + rank / 10


def unpicked(world, seat: int) -> None:
    """Put `seat`'s face-down pick back into its hand: it is still to be chosen."""
    if world.picks[seat] is not None:
        world.hands[seat].append(world.picks[seat])
        world.hands[seat].sort()
        world.picks[seat] = None


def outcome(world, picks: dict[int, int], seat: int) -> float:
    """`seat`'s advantage once everyone has played `picks` and the day is over."""
    sim = world.clone()
    for who, rank in picks.items():
        sim.apply_trusted(who, Pick(rank))
    play_day(sim)
    return advantage(sim, seat)


def fresh_world(state, seat: int, rng: Rng):
    """A re-drawn world with every rival's pick still to make."""
    world = state.determinize(seat, rng)
    for o in range(world.players):
        if o != seat:
            unpicked(world, o)
    return world


def rival_chances(state, seat: int, rival: int, rng: Rng, worlds: int = RIVAL_WORLDS
                  ) -> dict[int, float]:
    """The chance `rival` plays each character in its hand, judged as a sensible player would."""
    values: dict[int, list[float]] = {}
    for _ in range(worlds):
        world = fresh_world(state, seat, rng)
        unpicked(world, seat)
        others = {}
        for o in range(world.players):
            if o != rival and world.hands[o]:
                hand = world.hands[o]
                others[o] = rng.weighted(hand, [card_weight(r) for r in hand])
        for rank in world.hands[rival]:
            values.setdefault(rank, []).append(outcome(world, {rival: rank, **others}, rival))
    ranks = sorted(values)
    if not ranks:
        return {}
    if len(ranks) == 1:
        return {ranks[0]: 1.0}
    means = {r: sum(v) / len(v) for r, v in values.items()}
    wins = dict.fromkeys(ranks, 0)
    look = min(RIVAL_LOOK, worlds)
    for _ in range(RESAMPLES):
        best, best_total = ranks[0], None
        for r in ranks:
            v = values[r]
            total = sum(v[rng.randrange(len(v))] for _ in range(look)) if len(v) > 1 \
                else means[r] * look
            if best_total is None or total > best_total:
                best, best_total = r, total
        wins[best] += 1
    broad = [card_weight(r) for r in ranks]
    whole = sum(broad)
    return {r: (1 - BROAD) * wins[r] / RESAMPLES + BROAD * w / whole for r, w in zip(ranks, broad)}


def best_pick(state, seat: int, legal: list, rng: Rng, effort: int, most: int | None = None,
              deadline: float | None = None, stats=None):
    """The character with the best mean advantage against the rivals' likely picks, over
    `effort` worlds, then more (up to `most`) while the clock is before `deadline`."""
    t0 = time.perf_counter()
    rivals = [o for o in range(state.players)
              if o != seat and (state.hands[o] or state.picks[o] is not None)]
    chances = {o: rival_chances(state, seat, o, rng) for o in rivals}
    mine = [a.rank for a in legal]
    totals = dict.fromkeys(mine, 0.0)
    weight = 0.0
    done = 0
    most = effort if most is None else max(most, effort)
    while done < effort or (done < most and deadline is not None
                            and time.perf_counter() < deadline):
        world = fresh_world(state, seat, rng)
        if len(rivals) == 1:
            o = rivals[0]
            profiles = [({o: r}, p) for r, p in chances[o].items()
                        if p >= LEAST and r in world.hands[o]]
        else:
            profile = {}
            for o in rivals:
                hand = world.hands[o]
                ranks = [r for r in hand if r in chances[o]] or hand
                profile[o] = rng.weighted(ranks, [chances[o].get(r, 1e-3) for r in ranks])
            profiles = [(profile, 1.0)]
        for profile, p in profiles:
            for rank in mine:
                totals[rank] += p * outcome(world, {seat: rank, **profile}, seat)
            weight += p
        done += 1
    if stats is not None:
        stats.iterations, stats.seconds = done, time.perf_counter() - t0
        stats.visits = {Pick(r): totals[r] / max(weight, 1e-9) for r in mine}
    best = max(mine, key=lambda r: (totals[r], -r))
    return Pick(best)


def best_choice(state, seat: int, legal: list, rng: Rng, worlds: int):
    """Any other choice (booty, sabre, Gunner...): each option in the same re-drawn worlds,
    the day played out by the quick rule, the best mean advantage."""
    totals = [0.0] * len(legal)
    for _ in range(worlds):
        world = state.determinize(seat, rng)
        for i, action in enumerate(legal):
            sim = world.clone()
            sim.apply_trusted(seat, action)
            play_day(sim)
            totals[i] += advantage(sim, seat)
    return legal[max(range(len(legal)), key=lambda i: (totals[i], -i))]


__all__ = ["best_choice", "best_pick", "rival_chances", "outcome"]
