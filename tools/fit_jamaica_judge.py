"""Refits game/jamaica/judge.py's WEIGHTS: a conditional logit over positions of bots' games.

    python tools/fit_jamaica_judge.py --games 1500 --players 2     # WEIGHTS[2]
    python tools/fit_jamaica_judge.py --games 600 --players 4      # WEIGHTS[4]

Plays seeded games (seeds from 700,000: the tuning range, never a bench report's) between
CaptainBots that sample little (SAMPLES: quick, and their slips vary the positions), records
every ship's `judge.features` at every EVERY-th decision with the game's winner (ties and
the ghost ship left out), and fits the weights by maximum likelihood (tools/fit_logit.py)
on four fifths of the games; prints the weights and the log-loss on the fifth held out,
beside a coin toss's. Each ship's face-down treasures count at the mean (the fit sees no
seat's secrets).
"""
from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.bots import decide  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.jamaica import SPEC  # noqa: E402
from game.jamaica.bots import CaptainBot  # noqa: E402
from game.jamaica.judge import NAMES, features  # noqa: E402
from tools.fit_logit import fit, log_loss  # noqa: E402

SAMPLES = 8
EVERY = 3
SEED0 = 700_000


def game_positions(job: tuple[int, int]) -> list[tuple[list, int]]:
    """(features per ship, winner) at every EVERY-th decision of one seeded game."""
    players, seed = job
    st = SPEC.new_state(players, seed)
    bots = [CaptainBot(seed * 7 + s, samples=SAMPLES) for s in range(players)]
    rows = []
    k = 0
    while not st.is_over() and k < 3000:
        if k % EVERY == 0:
            rows.append([features(st, i, None) for i in range(players)])
        seat = st.to_move()[0]
        st.apply(seat, decide(bots[seat], st, seat, Rng(seed * 1000 + k)))
        k += 1
    won = st.winners()
    return [(r, won[0]) for r in rows] if len(won) == 1 else []


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=1500)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--workers", type=int, default=1)
    args = p.parse_args()
    seeds = [SEED0 + 10_000 * args.players + g for g in range(args.games)]
    jobs = [(args.players, s) for s in seeds]
    if args.workers > 1:
        with multiprocessing.Pool(args.workers) as pool:
            games = pool.map(game_positions, jobs, chunksize=4)
    else:
        games = [game_positions(j) for j in jobs]
    cut = len(games) * 4 // 5
    train = [x for g in games[:cut] for x in g]
    test = [x for g in games[cut:] for x in g]
    beta, loss = fit(train, len(NAMES))
    print(f"{args.players} players: {len(train)} positions, log-loss {loss:.4f}; held out "
          f"{len(test)}: {log_loss(test, beta):.4f} (a coin toss: {math.log(args.players):.4f})")
    print(f"    {args.players}: (" + ", ".join(f"{b:.3f}" for b in beta) + "),")
    for name, b in zip(NAMES, beta):
        print(f"      {name:<10}{b:8.3f}")


if __name__ == "__main__":
    main()
