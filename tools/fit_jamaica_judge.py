"""Refits game/jamaica/judge.py's WEIGHTS: a conditional logit over positions of bots' games.

    python tools/fit_jamaica_judge.py --games 500 --players 2 [--save FILE]   # WEIGHTS[2]
    python tools/fit_jamaica_judge.py --games 300 --players 4 [--save FILE]   # WEIGHTS[4]
    python tools/fit_jamaica_judge.py --load FILE                            # refit, no play
    python tools/fit_jamaica_judge.py --load FILE --judge outlook            # outlook.WEIGHTS

Plays seeded games (seeds from 700,000: the tuning range, never a bench report's) between
CaptainBots that sample little (SAMPLES: quick, and their slips vary the positions), records
every ship's `judge.features` at every EVERY-th decision with the game's winner (ties and
the ghost ship left out), and fits the weights by maximum likelihood (tools/fit_logit.py)
on four fifths of the games; prints the weights and the log-loss on the fifth held out,
beside a coin toss's. `--judge outlook` fits the hard bot's judgement (game/jamaica/outlook.py)
instead of the normal bot's (judge.py), on the same positions. Each ship's face-down treasures count at the mean (the fit sees no
seat's secrets).
"""
from __future__ import annotations

import argparse
import math
import multiprocessing
import pickle
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.bots import decide  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.jamaica import SPEC  # noqa: E402
from game.jamaica.bots import CaptainBot  # noqa: E402
from game.jamaica import judge, outlook  # noqa: E402
from tools.fit_logit import fit, log_loss  # noqa: E402

SAMPLES = 8
EVERY = 3
SEED0 = 700_000
RIDGE = 1.0        # outlook's fits, band by band: fewer positions, some features nearly collinear


def game_positions(job: tuple[int, int]) -> list[tuple[dict, int]]:
    """(state as JSON, winner) at every EVERY-th decision of one seeded game."""
    players, seed = job
    st = SPEC.new_state(players, seed)
    bots = [CaptainBot(seed * 7 + s, samples=SAMPLES) for s in range(players)]
    states = []
    k = 0
    while not st.is_over() and k < 3000:
        if k % EVERY == 0:
            states.append(st.to_json())
        seat = st.to_move()[0]
        st.apply(seat, decide(bots[seat], st, seat, Rng(seed * 1000 + k)))
        k += 1
    won = st.winners()
    return [(x, won[0]) for x in states] if len(won) == 1 else []


def rows(games: list[list[tuple[dict, int]]]) -> list[tuple[list, int]]:
    """Each position's judge.features per ship, with its winner."""
    out = []
    for g in games:
        for d, winner in g:
            st = SPEC.from_json(d)
            out.append(([judge.features(st, i, None) for i in range(st.players)], winner))
    return out


def fit_stages(train_games: list, test_games: list) -> None:
    """outlook.WEIGHTS: one conditional logit per band of the leader's distance (outlook.BANDS);
    the held-out log-loss of the interpolated weights (outlook.stage_weights) beside judge.py's
    own features refitted on the same positions."""
    import numpy as np

    def staged(games):
        out = []
        for g in games:
            for d, winner in g:
                st = SPEC.from_json(d)
                out.append((outlook.leader(st), [outlook.features(st, i, None) for i in range(st.players)],
                            winner))
        return out
    train, test = staged(train_games), staged(test_games)
    sets = []
    for lo, hi in outlook.BANDS:
        band = [(rows_, w) for lead, rows_, w in train if lo <= lead <= hi]
        beta, loss = fit(band, len(outlook.NAMES), ridge=RIDGE)
        sets.append(tuple(float(b) for b in beta))
        print(f"  leader {lo}-{hi}: {len(band)} positions, log-loss {loss:.4f}", file=sys.stderr)
    loss = 0.0
    for lead, rows_, winner in test:
        loss += log_loss([(rows_, winner)], np.array(outlook.stage_weights(lead, tuple(sets))))
    old = rows(train_games)
    beta, _ = fit(old, len(judge.NAMES))
    print(f"held out {len(test)} positions: log-loss {loss / len(test):.4f} by stage; judge.py's "
          f"features refitted {log_loss(rows(test_games), beta):.4f}")
    print("WEIGHTS = (")
    for beta in sets:
        print("    (" + ", ".join(f"{b:.3f}" for b in beta) + "),")
    print(")")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=1500)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--first", type=int, default=0, help="skip this many games of the seed range")
    p.add_argument("--judge", choices=("judge", "outlook"), default="judge",
                   help="which judgement to fit: judge.py's (the normal bot) or outlook.py's (hard)")
    p.add_argument("--save", help="keep the games' positions in this file (pickle)")
    p.add_argument("--load", help="fit on positions kept by --save instead of playing (files separated by commas)")
    args = p.parse_args()
    if args.load:
        games = []
        for name in args.load.split(","):
            with open(name, "rb") as f:
                games += pickle.load(f)
    else:
        seeds = [SEED0 + 10_000 * args.players + g for g in range(args.first, args.first + args.games)]
        jobs = [(args.players, s) for s in seeds]
        games = []
        pool = multiprocessing.Pool(args.workers) if args.workers > 1 else None
        for k, g in enumerate(pool.imap(game_positions, jobs) if pool else map(game_positions, jobs)):
            games.append(g)
            if k % 50 == 49:
                print(f"  {k + 1} games played", file=sys.stderr, flush=True)
        if args.save:
            with open(args.save, "wb") as f:
                pickle.dump(games, f)
    cut = len(games) * 4 // 5
    if args.judge == "outlook":
        fit_stages(games[:cut], games[cut:])
        return
    NAMES = judge.NAMES
    train = rows(games[:cut])
    test = rows(games[cut:])
    beta, loss = fit(train, len(NAMES))
    print(f"{args.players} players: {len(train)} positions, log-loss {loss:.4f}; held out "
          f"{len(test)}: {log_loss(test, beta):.4f} (a coin toss: {math.log(args.players):.4f})")
    print(f"    {args.players}: (" + ", ".join(f"{b:.3f}" for b in beta) + "),")
    for name, b in zip(NAMES, beta):
        print(f"      {name:<10}{b:8.3f}")


if __name__ == "__main__":
    main()
