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
2. Answer. The paired search (game.core.paired): in each world the rivals' picks are drawn
   from those chances, and each of our characters, the normal bot's pick first, meets
   them in that same world with the same draws (common random numbers); the day is played
   out by the quick rule and valued the same way. The normal bot's pick stands unless
   another character beats it by a standard error of the paired differences.

Only what the seat may know is read: the state handed in is already a determinized copy,
each world re-draws the hidden parts again, and rivals' face-down picks go back into their
hands before they are chosen by the model above.
"""
from __future__ import annotations

from ..core.paired import Decision
from ..core.rng import Rng
from .actions import Pick
from .bots import WORLDS, play_day, quick
from .values import CARD, advantage

RIVAL_WORLDS = 24     # worlds that judge each rival's characters
RIVAL_LOOK = WORLDS   # worlds a rival's judgement averages over (the normal bot's)
RESAMPLES = 200       # bootstrap draws that turn the rival's judgement into chances
BROAD = 0.08          # share of the rival's chances given to "any strong character"
INDIFFERENCE = 0.25   # doubloons of advantage not worth more thinking (the paired search's)


def card_weight(rank: int) -> float:
    """How likely a seat is to play a character when nothing else is known (bots._rival_pick)."""
    return 1.0 + CARD[rank] + rank / 10


def unpicked(world, seat: int) -> None:
    """Put `seat`'s face-down pick back into its hand: it is still to be chosen."""
    if world.picks[seat] is not None:
        world.hands[seat].append(world.picks[seat])
        world.hands[seat].sort()
        world.picks[seat] = None
        world.changed()


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


def dawn_decision(state, seat: int, legal: list, rng: Rng, own) -> Decision:
    """The dawn pick for the paired search: the normal bot's pick (`own`) first, then every
    other character in hand; each world re-drawn with the rivals' picks drawn from their
    likely chances (`rival_chances`), the day played out by the quick rule."""
    rivals = [o for o in range(state.players)
              if o != seat and (state.hands[o] or state.picks[o] is not None)]
    chances = {o: rival_chances(state, seat, o, rng) for o in rivals}

    def world(r: Rng):
        w = fresh_world(state, seat, r)
        for o in rivals:
            hand = w.hands[o]
            ranks = [x for x in hand if x in chances[o]] or hand
            if ranks:
                w.apply_trusted(o, Pick(r.weighted(ranks, [chances[o].get(x, 1e-3) for x in ranks])))
        return w
    moves = [own] + [a for a in legal if a != own]
    return _decision(state, seat, moves, world)


def choice_decision(state, seat: int, legal: list, own) -> Decision:
    """Any other choice (booty, sabre, Gunner...): the normal bot's choice (`own`) first, then
    every other option, each played out to the day's end by the quick rule."""
    return _decision(state, seat, [own] + [a for a in legal if a != own], None)


def _decision(state, seat: int, moves: list, world) -> Decision:
    start = (state.campaign, state.day)

    def until():
        return lambda st: st.phase == "dawn" or (st.campaign, st.day) != start
    return Decision(state, seat, moves, policy=lambda seed: _quick, until=until,
                    judge=lambda st: advantage(st, seat), world=world, indifference=INDIFFERENCE)


def _quick(st, who: int, legal: list):
    return quick(st, who, legal)


__all__ = ["dawn_decision", "choice_decision", "rival_chances", "outcome", "fresh_world"]
