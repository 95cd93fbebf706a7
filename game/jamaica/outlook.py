"""The hard bot's judgement of a Jamaica position: each seat's chance to win, weighed by the stage of the race.

judge.py (the normal bot's judgement) weighs a space, a doubloon, a food the same way from
the first round to the last, with a few "late" corrections. But what a thing is worth
changes over a game: early a doubloon pays a port and a food a sea space, and the race is
long (a space sailed counts little against what the dice will do); on the last stretch a
doubloon is a point of the final score (rulebook, "Puntuación": the white number of the
space, plus the doubloons, plus the treasures, less the cursed ones) and a space sailed is a
white number gained or a round the rival has not got. Fitted on positions of bots' games,
split by the leader's distance to Port Royal, the weights show it: from mid-race to the
last stretch a doubloon's weight rises from 0.05 to 0.12 and a space's (need) from 0.11 to
0.23, a treasure point's a little (0.08 to 0.11), and the card still to play (tempo) and the
hand's stride count most at the end. Over all positions it predicts the winner no better
than judge.py's features refitted on the same positions (held-out log-loss 0.587 and 0.586,
900 games): most positions are early and open; the stages change what a bot weighs against
what late in the race, where its decisions settle the game.

So the weights here depend on the stage: one set fitted at each of STAGES (the leader's
distance to Port Royal at the middle of a band of positions), read at the position's own
stage by linear interpolation between the two nearest (flat beyond the first and last).
The features (`features`, NAMES), as `me` may see them:

race      the white number it would reach keeping the leader's pace (judge.race_score)
gold      its doubloons
treasure  its face-down treasures: its own at their values for `me`, another's at the mean of
          the cards `me` has not seen (the cursed ones included: judge.hidden_mean)
need      the spaces it still has to sail
food, powder   with diminishing use (judge.py's)
risk      the chance a forward move of 1-6 next lands where it cannot pay (tactics.dice_risk)
tempo     its card of this round still to play
hand      its hand's stride (forward halves less backward ones)
morgan    Morgan's map: a hand of 4, the better card each round
combat    Lady Beth and Saran's sabre (combat powers, each counted once)
sixth     the 6th hold
threat    what a rival of more gunpowder on its space could take from it (judge.threat: the
          combat's odds from the gunpowder each side can commit)

`chances` turns them into each seat's chance with a conditional logit (judge.logit), the
ghost ship competing like a seat. tools/fit_jamaica_judge.py --judge outlook refits WEIGHTS
(positions of 2-player games; used at every table size). Reads only what `me` may see.
"""
from __future__ import annotations

from .judge import features as judge_features
from .judge import logit

NAMES = ("race", "gold", "treasure", "need", "food", "powder", "risk", "tempo", "hand",
         "morgan", "combat", "sixth", "threat")
# judge.features' positions of the features shared with it (judge.NAMES)
_SHARED = {"race": 1, "gold": 2, "food": 3, "powder": 4, "risk": 5, "treasure": 6, "tempo": 8,
           "threat": 9, "need": 0, "hand": 14}
_TAKE = tuple(_SHARED.get(n) for n in NAMES)
STAGES = (4, 12, 26)          # the leader's distance to Port Royal at each fitted set's stage
BANDS = ((0, 8), (9, 16), (17, 999))   # the positions each set was fitted on

# Fitted by tools/fit_jamaica_judge.py --judge outlook (conditional logit, 2 players), one
# set per stage, NAMES' order.
WEIGHTS = (
    (0.020, 0.124, 0.113, -0.230, 0.044, 0.047, -0.152, 0.450, 0.301, -0.053, 0.145, 0.216, -0.094),
    (0.015, 0.089, 0.078, -0.150, 0.038, 0.055, -0.026, 0.335, 0.231, -0.021, 0.100, 0.067, -0.060),
    (0.022, 0.049, 0.082, -0.107, 0.036, 0.038, 0.272, 0.142, 0.147, -0.002, 0.084, 0.033, -0.041),
)


def features(st, i: int, me: int | None, lead: int | None = None, mean: float | None = None) -> tuple:
    """Ship i's features as seat `me` sees them (see the module doc), in NAMES' order."""
    base = judge_features(st, i, me, lead, mean)
    up = st.ships[i].face_up
    out = [base[k] if k is not None else 0.0 for k in _TAKE]
    out[9] = float("morgan_map" in up)
    out[10] = float("lady_beth" in up) + float("saran_sabre" in up)
    out[11] = float("sixth_hold" in up)
    return tuple(out)


def stage_weights(lead: int, weights: tuple = None) -> tuple:
    """The weights at the leader's distance `lead`: interpolated between the two nearest STAGES."""
    weights = WEIGHTS if weights is None else weights
    if lead <= STAGES[0]:
        return weights[0]
    for k in range(1, len(STAGES)):
        if lead <= STAGES[k]:
            t = (lead - STAGES[k - 1]) / (STAGES[k] - STAGES[k - 1])
            return tuple(a + t * (b - a) for a, b in zip(weights[k - 1], weights[k]))
    return weights[-1]


def leader(st) -> int:
    """The leader's distance to Port Royal (0 once a ship has finished)."""
    c = st.circuit
    return min(0 if s.finished else max(0, c.remaining(s.space, s.lap)) for s in st.ships)


def chances(st, me: int, weights: tuple | None = None) -> list[float]:
    """Each ship's chance to win from `st` as `me` sees it (the ghost ship last, if any)."""
    return logit(st, me, features, stage_weights(leader(st), weights))
