"""The bots' judgement of a Jamaica position: each seat's chance to win the race.

A ship's standing is a few features (`features`, named in NAMES), read as the seat `me`
may see them: the spaces it still has to sail (`need`, and its square); the score it would
have if the game ended when the leader finishes and it kept the leader's pace (`race`: the
white number of the space as far short of Port Royal as it is behind the leader, averaged
over a spread of paces; 15 at Port Royal, -5 before the last stretch); its doubloons; its food and gunpowder (each with diminishing use); the chance a
forward move of 1-6 next lands where it cannot pay (`risk`); its treasures (its own face-
down cards at their values for `me`, another's at the mean of the cards `me` has not
seen: `treasure`) and powers; whether its card of this round is still to be played
(`tempo`); a combat's odds where it shares a space with a rival (`threat`: what a rival
of more gunpowder could take from it); its hand's stride (forward halves less backward
ones: its own hand, another's at the mean of the cards it may hold); and, once the leader
is within LATE spaces of the end, its doubloons, risk and distance again (the end is
near: they weigh more). `chances` turns them into each seat's chance with a
conditional logit (seat i wins with probability exp(s_i) / sum_j exp(s_j), s_i the
weighted sum of its features), the ghost ship competing like a seat. The weights were
fitted by maximum likelihood on positions of games between bots, one set at 2 players and
one at 4 (used at 3 and more); tools/fit_jamaica_judge.py refits them.

Reads only what `me` may see (positions, holds, face-up treasures, its own face-down
cards; others' face-down cards count at the mean of what it has not seen), so it judges a
determinized copy as fairly as the true state.
"""
from __future__ import annotations

import math

from . import holds as H
from .cards import ACTION_CARDS, TREASURE_POINTS, halves
from .combat import bonus
from .tactics import dice_risk

NAMES = ("need", "race", "gold", "food", "powder", "risk", "treasure", "powers",
         "tempo", "threat", "need2", "late_gold", "late_risk", "late_need", "hand")
LATE = 12          # the leader this close to Port Royal: the end is near (the late_* terms)
RACE_SPREAD = (-3, -2, -1, 0, 1, 2, 3)     # paces around the leader's, in spaces at the end
POWERS = ("morgan_map", "saran_sabre", "lady_beth", "sixth_hold")
# An action card's stride: its forward halves less its backward ones.
STRIDE = {c: sum((h == "forward") - (h == "backward") for h in halves(c)) for c in ACTION_CARDS}

# Fitted by tools/fit_jamaica_judge.py (conditional logit), per table: 2 players, and 3 or
# more (fitted at 4).
WEIGHTS = {
    2: (-0.036, 0.057, 0.021, 0.045, 0.052, -0.464, 0.174, 0.137, 0.172, -0.033, 0.047, 0.084,
        0.497, -0.102, 0.143),
    4: (-0.036, 0.057, 0.021, 0.045, 0.052, -0.464, 0.174, 0.137, 0.172, -0.033, 0.047, 0.084,
        0.497, -0.102, 0.143),
}


def end_score(remaining: int) -> float:
    """The white number of the space `remaining` steps short of finishing (15 at Port Royal)."""
    if remaining <= 0:
        return 15.0
    if remaining <= 9:
        return 11.0 - remaining
    return -5.0


_RACE = {}


def race_score(behind: int) -> float:
    """end_score averaged over RACE_SPREAD around `behind` (remembered: a small integer)."""
    v = _RACE.get(behind)
    if v is None:
        v = _RACE[behind] = sum(end_score(behind + d) for d in RACE_SPREAD) / len(RACE_SPREAD)
    return v


def hidden_mean(st, me: int) -> float:
    """The mean face-down treasure among the cards `me` has not seen."""
    seen = list(st.ships[me].hidden) if me is not None and me < st.players else []
    unseen = list(FACE_DOWN_COUNTS)
    for c in seen:
        unseen.remove(c)
    return sum(TREASURE_POINTS[c] for c in unseen) / len(unseen) if unseen else 0.0


FACE_DOWN_COUNTS = ("plus3", "plus3", "plus5", "plus7", "plus7", "cursed2", "cursed3", "cursed4")


def threat(st, i: int) -> float:
    """What ship i stands to lose to a rival on its space: the chance a rival with its
    gunpowder beats it, times its best hold (none in Port Royal)."""
    sh = st.ships[i]
    if sh.space == 0 or sh.finished:
        return 0.0
    mine = H.total(sh.holds, "gunpowder") + bonus(st, i)
    worst = 0.0
    for j, other in enumerate(st.ships):
        if j == i or other.space != sh.space or other.finished:
            continue
        theirs = H.total(other.holds, "gunpowder") + bonus(st, j)
        edge = max(-1.0, min(1.0, (theirs - mine) / 8.0))
        worst = max(worst, 0.5 + 0.4 * edge)
    if not worst:
        return 0.0
    best_hold = max((n * (1.0 if k == "gold" else 0.5) for k, n in sh.holds if k), default=0.0)
    return worst * best_hold


def features(st, i: int, me: int, lead: int | None = None, mean: float | None = None) -> tuple:
    """Ship i's features as seat `me` sees them (see the module doc), in NAMES' order."""
    c = st.circuit
    sh = st.ships[i]
    need = 0 if sh.finished else max(0, c.remaining(sh.space, sh.lap))
    if lead is None:
        lead = min(0 if s.finished else max(0, c.remaining(s.space, s.lap)) for s in st.ships)
    behind = need - lead
    gold = food = powder = 0
    for k, n in sh.holds:
        if k == "gold":
            gold += n
        elif k == "food":
            food += n
        elif k == "gunpowder":
            powder += n
    if i == me:
        treasure = float(sum(TREASURE_POINTS[t] for t in sh.hidden))
    else:
        if mean is None:
            mean = hidden_mean(st, me)
        treasure = mean * len(sh.hidden)
    powers = sum(1 for t in sh.face_up if t in POWERS)
    tempo = 1.0 if i < st.players and not st.revealed[i] and not st.over else 0.0
    risk = dice_risk(st, i)
    late = 1.0 if lead <= LATE else 0.0
    if i >= st.players:
        hand = 0.0
    elif i == me or me is None:
        hand = float(sum(STRIDE[c] for c in st.hands[i]))
    else:
        pool = st.hands[i] + st.decks[i]
        hand = len(st.hands[i]) * sum(STRIDE[c] for c in pool) / len(pool) if pool else 0.0
    return (need, race_score(behind) if not sh.finished else 15.0, gold,
            min(food, 8) + 0.2 * max(0, food - 8), min(powder, 6) + 0.2 * max(0, powder - 6),
            risk, treasure, powers, tempo, threat(st, i), need * need / 100,
            late * gold, late * risk, late * need, hand)


def value(st, me: int) -> float:
    """`me`'s chance to win (`chances`), for the bots' searches."""
    return chances(st, me)[me]


def chances(st, me: int, weights: tuple | None = None) -> list[float]:
    """Each ship's chance to win from `st` as `me` sees it (the ghost ship last, if any): the
    winners' share of a finished game, else the logit."""
    if weights is None:
        weights = WEIGHTS[2 if st.players == 2 else 4]
    return logit(st, me, features, weights)


def logit(st, me: int, feature_fn, weights: tuple) -> list[float]:
    """Each ship's chance to win from `st` as `me` sees it: the winners' share of a finished
    game, else the conditional logit of `feature_fn(st, i, me, lead, mean)` under `weights`
    (ship i wins with probability exp(s_i) / sum_j exp(s_j))."""
    n = len(st.ships)
    if st.over:
        won = st.winners()
        if not won:
            best = [0.0] * n
            best[-1] = 1.0
            return best
        return [1.0 / len(won) if s in won else 0.0 for s in range(n)]
    c = st.circuit
    lead = min(0 if s.finished else max(0, c.remaining(s.space, s.lap)) for s in st.ships)
    mean = hidden_mean(st, me)
    s = [sum(w * f for w, f in zip(weights, feature_fn(st, i, me, lead, mean))) for i in range(n)]
    top = max(s)
    e = [math.exp(x - top) for x in s]
    total = sum(e)
    return [x / total for x in e]
