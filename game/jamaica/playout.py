"""The hard bot's quick rule for the cards and dice of its playouts: a card's worth with the dice, by where it takes the ship.

levels.card_value counts a forward half as its die's number of spaces, whatever lies there.
`stride_value` sails the card's two halves in order on a sketch of the ship (its place, food,
doubloons, gunpowder): each move takes the best of its routes by the progress made, the
cost of the space it ends on (paid if it can, else a shortage: SHORTAGE), a treasure token
there; each load counts its die at UNIT (food and gunpowder less once the ship has enough).
A move that finishes the circuit is worth FINISH. The ship's progress counts STEP a space
(about two doubloons a space: the hard bot's judgement, outlook.py, weighs a space at twice
a doubloon or more). Combats are left out. Reads only public facts and the seat's own
holds; a small random part (`jitter`) breaks ties and varies the playouts.

`quick_card` plays the card of the best worth; `quick_place`, the captain's, puts the dice
where the best card of his hand is worth most to him (the playouts used to place them at
random). Played against each other over whole games (both dice placed at random), this
rule won 60% of 400 games against levels.card_value's (cards only), and placing the dice
by it 61% of 600 against placing them at random (the same card rule on both sides).
"""
from __future__ import annotations

from .cards import halves

STEP = 2.0            # a space of progress, in doubloons
FINISH = 40.0         # finishing the circuit
SHORTAGE = 8.0        # ending a move where the ship cannot pay
TOKEN = 1.5           # a treasure token on the space
UNIT = {"gold": 1.0, "food": 0.6, "gunpowder": 0.35}
ENOUGH = {"food": 6, "gunpowder": 4}    # beyond this much a load is worth a sixth
JITTER = 0.5


def stride_value(st, seat: int, card: str, jitter: float = 0.0, dice: tuple | None = None) -> float:
    """The worth of playing `card` with the dice of this round (or `dice`: day, night), for
    `seat`'s ship."""
    sh = st.ships[seat]
    c = st.circuit
    space, lap, done = sh.space, sh.lap, sh.finished
    have = {"gold": 0, "food": 0, "gunpowder": 0}
    for k, n in sh.holds:
        if k:
            have[k] += n
    value = jitter
    for half, die in zip(halves(card), dice or (st.day or 0, st.night or 0)):
        if not die:
            continue
        if half == "forward" or half == "backward":
            if done:
                continue
            before = c.remaining(space, lap)
            best = None
            for r in c.routes(space, lap, half, die):
                if r.finished:
                    v, cost, kind = FINISH, 0, None
                else:
                    v = STEP * (before - c.remaining(r.dest, r.lap))
                    kind, cost = c.cost_type[r.dest], c.cost[r.dest]
                    if r.dest in st.tokens:
                        v += TOKEN
                    if kind:
                        v -= SHORTAGE if have[kind] < cost else UNIT[kind] * cost
                if best is None or v > best[0]:
                    best = (v, r, kind, cost)
            if best is None:
                continue
            v, r, kind, cost = best
            value += v
            space, lap, done = r.dest, r.lap, r.finished
            if kind:
                have[kind] = max(0, have[kind] - cost)
            if done:
                break          # the night action of a finishing ship is lost
        else:
            full = have[half] >= ENOUGH.get(half, 99)
            value += UNIT[half] * die * (1 / 6 if full else 1.0)
            have[half] += die
    return value


def quick_card(st, seat: int, legal: list, rng):
    """The ChooseCard among `legal` of the best stride_value (a little noise between near ties)."""
    return max(legal, key=lambda a: stride_value(st, seat, a.card, JITTER * rng.random()))


def quick_place(st, seat: int, legal: list, rng):
    """The captain's PlaceDice among `legal` whose best card of the hand is worth most to him."""
    hand = st.hands[seat]
    return max(legal, key=lambda a: max(stride_value(st, seat, c, 0.0, (a.day, a.night))
                                         for c in hand) + JITTER * rng.random())


__all__ = ["stride_value", "quick_card", "quick_place"]
