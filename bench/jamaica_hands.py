"""What a seat can infer of each rival's hand from the rival's play: a filter over its hands.

A diagnostic, not in the product: measured as the Jamaica hard bot's source of the rivals'
hands on 2026-11-27 and not adopted (no gain on fresh seeds: bench/README.md, "The rival's hand
inferred from all its play"). `InferringCaptain` is that hard bot; bench/jamaica_information.py
plays it (`--know inferred`) and bench/jamaica_inference.py scores the belief against the true
hand. Kept here for a better model of the rival's choice to try.

A player holds 3 cards (4 with Morgan's map) of its own 11, plays one a round (chosen in
secret, knowing the round's dice), then draws back to a full hand; an empty deck is its
discards shuffled. So the hand a rival holds is the cards it kept through its past choices
and its latest draws, and each choice since its last reshuffle tells which cards it held:
a card kept through several rounds was, each time, less wanted than the card played.

`Notebook` keeps, round by round, only what the seat saw (public facts): the rival's discards
before its draw, the dice, the worth of each card to the rival on those dice and the rival's
place (playout.stride_value, both ways of placing the dice), whether it was the captain, and
the card it played once revealed. From them `belief` runs an exact filter over the possible
hands (at most C(11, 4) = 330): a hand's weight is multiplied by the chance that the rival
holding it played the card it played (a softmax of the cards' worth at TEMPERATURE; as
captain, over every card and both placements, the placement it chose being evidence too),
then spread over the draws the deck allows. A gap in the notes (a round not seen, a bot just
made after a reload) starts the filter again from every hand alike, as determinize deals.

`Notebook.redealer` turns that belief into a re-deal of the rival's hand (and its secret card,
when it has chosen) in a world already drawn by `state.determinize(seat, rng)`.
"""
from __future__ import annotations

import bisect
import math
from itertools import combinations

from game.core.rng import Rng
from game.jamaica import levels
from game.jamaica.cards import ACTION_CARDS
from game.jamaica.playout import stride_value

# doubloons: the softmax of the rival's card choice; the normal bot's choices are likeliest
# between 4 and 5 (tools/fit_jamaica_temperature.py: 4 on 3,674 choices of 160 games, 5 on 910 of 40)
TEMPERATURE = 4.0
PLACEMENT_EVIDENCE = True   # a captain's placement of the dice is evidence too


class Note:
    """What the seat saw of one rival in one round."""

    __slots__ = ("start", "size", "limit", "worth", "placed", "captain", "played")

    def __init__(self) -> None:
        self.start = None      # the rival's discards before its draw of this round (a tuple)
        self.size = None       # its hand size before its choice
        self.limit = None      # its hand limit at the draw
        self.worth = None      # {(day, night): {card: stride value}}
        self.placed = None     # (day, night) as placed
        self.captain = False
        self.played = None     # the card it played this round


def _softmax_weight(note: Note, card: str, hand) -> float:
    """The chance that the rival, holding `hand`, played `card` (and placed the dice as it
    did, when it was the captain)."""
    if note.worth is None:
        return 1.0 / len(hand)
    ways = note.worth if (note.captain and PLACEMENT_EVIDENCE) else {note.placed: note.worth[note.placed]}
    mine = note.worth[note.placed][card]
    total = 0.0
    for values in ways.values():
        for c in hand:
            total += math.exp((values[c] - mine) / TEMPERATURE)
    return 1.0 / total


def _draws(kept: tuple, pool: frozenset, start: tuple, limit: int):
    """The hands after the draw and their chances, and the discards then (an empty deck is
    the discards shuffled): `pool` holds the cards neither discarded nor chosen."""
    deck = sorted(pool - set(kept))
    need = max(0, limit - len(kept))
    if len(deck) >= need:
        n = math.comb(len(deck), need)
        return [(tuple(sorted(kept + c)), 1.0 / n) for c in combinations(deck, need)], start
    rest = need - len(deck)
    n = math.comb(len(start), rest)
    base = kept + tuple(deck)
    return [(tuple(sorted(base + c)), 1.0 / n) for c in combinations(sorted(start), rest)], ()


def _uniform(pool, size: int) -> dict:
    hands = list(combinations(sorted(pool), size))
    return {h: 1.0 / len(hands) for h in hands}


def advance(belief: dict, start: tuple, note: Note, played: str | None):
    """From the hands at the start of a round: {(hand after the draw, card chosen): chance}
    and the discards after the draw (the chosen card not yet among them). `played` known: the
    hands that hold it, weighed by the chance of that choice; else every choice by its chance."""
    pool = frozenset(ACTION_CARDS) - set(start)
    out: dict = {}
    after = start
    for hand, w in belief.items():
        choices = [played] if played is not None else hand
        for card in choices:
            if card not in hand:
                continue
            p = w * _softmax_weight(note, card, hand)
            if p <= 0.0:
                continue
            kept = tuple(c for c in hand if c != card)
            limit = note.limit or len(hand)
            hands, after = _draws(kept, pool - {card}, start, limit)
            for h, q in hands:
                key = (h, card)
                out[key] = out.get(key, 0.0) + p * q
    return out, after


class Notebook:
    """One bot's notes on its rivals' play (public facts only), and the belief they give."""

    def __init__(self) -> None:
        self.seat = None
        self.notes: dict = {}          # (round, rival) -> Note
        self._cache = None

    def observe(self, state, seat: int) -> None:
        """Take note of what `seat` sees now (any decision of its own)."""
        t = state.round
        if self.seat != seat or any(k[0] > t for k in self.notes):
            self.seat, self.notes = seat, {}          # another game (or seat): start afresh
        phase = state.phase()
        for r in range(state.players):
            if r == seat:
                continue
            note = self.notes.setdefault((t, r), Note())
            discards = state.discards[r]
            if phase in ("place_dice", "choose_cards"):
                if state.chosen[r] is None:
                    note.start, note.size = tuple(discards), len(state.hands[r])
                elif discards:                         # no reshuffle this round
                    note.start = tuple(discards)
                note.limit = state.hand_limit(r)
                note.captain = state.captain == r
                if discards and t > 1:
                    last = self.notes.setdefault((t - 1, r), Note())
                    last.played = last.played or discards[-1]
                if phase == "choose_cards" and note.worth is None and state.day is not None:
                    ways = {(state.day, state.night), (state.night, state.day)}
                    note.worth = {w: {c: stride_value(state, r, c, 0.0, w) for c in ACTION_CARDS}
                                  for w in ways}
                    note.placed = (state.day, state.night)
            elif state.revealed[r] and note.played is None:
                note.played = state.chosen[r] if state.chosen[r] is not None else (
                    discards[-1] if discards else None)
        self._cache = None

    def belief(self, rival: int, now: int):
        """{hand: chance} for `rival`'s hand at the start of round `now` (before its choice),
        and its discards then; None without a note to start from."""
        belief, start = None, None
        rounds = sorted(t for (t, r) in self.notes if r == rival and t <= now)
        prev = None
        for t in rounds:
            note = self.notes[(t, rival)]
            if prev is not None and t != prev + 1:
                belief = None                          # a round not seen
            prev = t
            if note.start is not None and (belief is None or note.start != start):
                if note.size is None:
                    belief = None
                    continue
                start = note.start
                belief = _uniform(frozenset(ACTION_CARDS) - set(start), note.size)
            if belief is None or t == now:
                continue
            if note.played is None:
                belief = None
                continue
            moved, after = advance(belief, start, note, note.played)
            belief = {}
            for (h, _card), p in moved.items():
                belief[h] = belief.get(h, 0.0) + p
            start = after + (note.played,)
            total = sum(belief.values())
            belief = {h: p / total for h, p in belief.items()} if total > 0.0 else None
        if belief is None or prev != now:
            return None
        return belief, start

    def redealer(self, state, seat: int):
        """A function (world, rng) -> world re-dealing each rival's hidden cards by the belief
        (a world drawn by determinize), or None when there is nothing to infer."""
        now = state.round
        plans = {}
        for r in range(state.players):
            if r == seat:
                continue
            got = self.belief(r, now)
            if got is None:
                continue
            belief, start = got
            note = self.notes[(now, r)]
            secret = state.chosen[r] is not None and not state.revealed[r]
            if state.revealed[r]:
                if note.played is None:
                    continue
                moved, _after = advance(belief, start, note, note.played)
                dist = {(h, None): p for (h, _c), p in moved.items()}
            elif secret:
                dist, _after = advance(belief, start, note, None)
            else:
                dist = {(h, None): p for h, p in belief.items()}
            keys = sorted(k for k, p in dist.items() if p > 0.0)
            if not keys:
                continue
            cum, total = [], 0.0
            for k in keys:
                total += dist[k]
                cum.append(total)
            plans[r] = (keys, cum, secret)
        if not plans:
            return None

        def redeal(world, rng):
            for r, (keys, cum, secret) in plans.items():
                hand, card = keys[min(bisect.bisect_left(cum, rng.random() * cum[-1]), len(keys) - 1)]
                pool = world.hands[r] + world.decks[r] + ([world.chosen[r]] if secret else [])
                rest = sorted(set(pool) - set(hand) - {card})
                if len(rest) != len(pool) - len(hand) - secret or (secret and card is None):
                    continue                             # the notes disagree with the view: as dealt
                rng.shuffle(rest)
                world.hands[r], world.decks[r] = list(hand), rest
                if secret:
                    world.chosen[r] = card
            return world
        return redeal


class InferringCaptain(levels.HardCaptain):
    """The hard bot (levels.HardCaptain, unchanged otherwise) whose worlds deal each rival's
    hand, and its secret card, by the belief of a `Notebook` fed at every `choose`, before
    `levels.rivals_rechoose` re-chooses the secret card as in play."""

    def __init__(self, seed: int, effort: int | None = None, budget: float | None = None) -> None:
        super().__init__(seed, effort, budget)
        self.notebook = Notebook()

    def decide(self, state, seat: int, legal: list, rng: Rng):
        d = super().decide(state, seat, legal, rng)
        redeal = self.notebook.redealer(state, seat) if isinstance(d, levels.Decision) else None
        if redeal is None:
            return d

        def world(r: Rng):
            w = redeal(state.determinize(seat, r), r)
            return levels.rivals_rechoose(w, seat, r, self.rival_model)
        d.world = world
        return d

    def choose(self, state, seat: int):
        self.notebook.observe(state, seat)
        return super().choose(state, seat)
