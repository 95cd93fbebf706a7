"""The hard bot's judgement of a Cartagena position: each seat's chance to win the race.

A seat's standing is a few race features (`features`, named in NAMES): the actions it still
needs to bring its pirates home (one move per pirate plus one per average jump of the
distance left, as the planner counts them) and its square, the cards it lacks for those
moves and the few spare ones it holds, its cards, whether it can finish on its next turn,
the cards it can draw cheaply (the best move back), the pirates already home, the spread
of its pirates, and the tempo (how many turns until it moves; the actions needed again if
it moves now). `chances` turns them into each seat's chance with a conditional logit: seat
i wins with probability exp(s_i) / sum_j exp(s_j), s_i the weighted sum of its features.
The weights were fitted by maximum likelihood on positions at the start of turns of games
between normal bots, one set at 2 players and one at 4 (used at 3 and 5); tools/fit_cartagena_judge.py
refits them. Held out, the 2-player set's log-loss is 0.52 (0.69 for a coin toss), the
4-player set's 1.05 (1.39).

Reads only what every seat sees (positions, hand sizes, whose turn), so it judges a
determinized copy as fairly as the true state.
"""
from __future__ import annotations

import math

from .cards import SYMBOLS
from .rules import back_target, forward_target

NAMES = ("need", "short", "spare", "draw", "home", "spread", "order", "cards", "finish",
         "need2", "need_now")

# Fitted by tools/fit_cartagena_judge.py (conditional logit, normal-bot games), per table: 2 players, and
# 3 or more (fitted at 4).
WEIGHTS = {
    2: (-0.500, 0.015, -0.220, 0.266, -0.250, 0.021, -0.612, 0.253, 1.048, 0.042, -0.012),
    4: (-0.516, 0.071, -0.289, 0.269, -0.005, 0.020, -0.267, 0.295, 0.540, 0.042, -0.009),
}


def features(st, seat: int) -> tuple:
    """`seat`'s race features in `st` (a turn's start is where they were fitted), as NAMES."""
    track, occ, goal = st.track, st.occ, st.goal
    ferry = track.ferry
    sloop_at = st.sloop_at
    mine = st.pirates[seat]
    total = n = 0
    spaces = set(mine)
    for p in spaces:
        if p != goal and not (p == ferry and sloop_at != "tortuga"):
            for symbol in SYMBOLS:
                total += forward_target(track, occ, p, symbol) - p
                n += 1
    jump = min(max(total / n, 2.0), 12.0) if n else 6.0
    inv = 1.0 / jump
    need = 0.0
    home = 0
    for p in mine:
        if p == goal:
            home += 1
        elif ferry is None or p > ferry:
            need += 1.0 + (goal - 1 - p) * inv
        elif p == ferry:
            need += 1.0 + (goal - 1 - ferry) * inv
        else:
            need += 2.0 + (ferry - 1 - p + goal - 1 - ferry) * inv
    cards = len(st.hands[seat])
    short = max(0.0, need - cards)
    spare = min(max(0.0, cards - need), 3.0)
    draw = 0
    for p in spaces:
        if 0 < p < goal and p != ferry:
            q = back_target(occ, p, track.floor[p])
            if q and occ[q] > draw:
                draw = occ[q]
    rest = [p for p in mine if p != goal]
    spread = (rest[-1] - rest[0]) if rest else 0
    order = (seat - st.turn) % st.players
    finish = 1.0 if cards >= need and need <= 3.0 else 0.0
    return (need, short, spare, draw, home, spread, order, min(cards, 12), finish,
            need * need / 10, need if order == 0 else 0.0)


def chances(st, weights: tuple | None = None) -> list[float]:
    """Each seat's chance to win from `st`: 1 to the winner of a finished game, else the logit."""
    if st.winner is not None:
        return [1.0 if s == st.winner else 0.0 for s in range(st.players)]
    if weights is None:
        weights = WEIGHTS[2 if st.players == 2 else 4]
    s = [sum(w * f for w, f in zip(weights, features(st, seat))) for seat in range(st.players)]
    top = max(s)
    e = [math.exp(x - top) for x in s]
    total = sum(e)
    return [x / total for x in e]
