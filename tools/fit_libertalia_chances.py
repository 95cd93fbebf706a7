"""Refits values.py's CHANCE weights: a seat's chance to win from its worth, by the stage of the game.

    python tools/fit_libertalia_chances.py --games 600 --players 2     # CHANCE[2]
    python tools/fit_libertalia_chances.py --games 300 --players 4     # CHANCE[4]

The hard bot judges a Libertalia position in doubloons (values.worth, values.advantage); the
review (game.core.review) needs a chance to win. Seat i's chance is taken as a softmax of
s_i = worth_i * (a + b * left), `left` the share of the game's days still to play (1 at the
first dawn, 1/18 at the last): a lead of a few doubloons matters little in the first
campaign and decides the last day. This plays seeded games between normal bots (they read
only their own view), records every seat's worth at each dawn with the game's winner (a
shared win is left out), and fits (a, b) by maximum likelihood (tools/fit_logit.py). Prints
the weights and the log-loss, held out (every fifth game) and against a coin toss.
"""
from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.libertalia.bots import NormalBot  # noqa: E402
from game.libertalia.setup import new_state  # noqa: E402
from game.libertalia.values import chance_features  # noqa: E402
from tools.fit_logit import fit, log_loss  # noqa: E402


def positions(games: int, players: int, seed0: int | None = None) -> tuple[list, list]:
    """(fitting, held-out) lists of (features per seat, winner) at the dawns of seeded games."""
    fitting, held = [], []
    seed0 = 700_000 + 10_000 * players if seed0 is None else seed0
    for g in range(games):
        st = new_state(players, seed0 + g, {})
        bots = [NormalBot(g * 7 + s) for s in range(players)]
        rows = []
        k = 0
        while not st.is_over() and k < 5000:
            if st.phase == "dawn" and all(p is None for p in st.picks):
                rows.append([chance_features(st, s) for s in range(players)])
            seat = st.to_move()[0]
            st.apply(seat, bots[seat].choose(st, seat))
            k += 1
        won = st.winners()
        if len(won) == 1:
            (held if g % 5 == 4 else fitting).extend((r, won[0]) for r in rows)
    return fitting, held


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=600, help="games per table size")
    p.add_argument("--players", type=int, nargs="+", default=[2, 4])
    args = p.parse_args()
    for n in args.players:
        data, held = positions(args.games, n)
        beta, loss = fit(data, 2)
        print(f"{n} players: {len(data)} positions, log-loss {loss:.4f}; held out ({len(held)}): "
              f"{log_loss(held, beta):.4f}, a coin toss {math.log(n):.4f}")
        print(f"    {n}: ({beta[0]:.4f}, {beta[1]:.4f}),")


if __name__ == "__main__":
    main()
