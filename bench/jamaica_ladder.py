"""Jamaica's levels before and after the ladder was re-spaced (issue 24): a diagnostic.

    .venv/bin/python -m bench.jamaica_ladder FIRST OTHER [--games 400] [--seeds START]

FIRST and OTHER are levels: "hard", "normal", "easy" (the product's, game.jamaica.levels),
"old_normal" (the full CaptainBot, Jamaica's normal level until 2026-11-28) and "old_easy"
(a CaptainBot of 4 samples, 30% of its decisions by the quick rule: the easy level until
then). Two players, FIRST in seat g % 2 of game g, every decision through `decide`; a fresh
start at or above bench.levels.TUNED unless `--seeds` is given, printed with the result.
bench/README.md, "Jamaica's ladder", says what these pairings showed.
"""
from __future__ import annotations

import argparse
import multiprocessing

import bench.common  # noqa: F401 (sets up the environment)
from bench.common import play_to_end
from bench.levels import seed_start, seeds_line, wilson

import game
from game.core.bots import Fallible
from game.jamaica import levels
from game.jamaica.bots import CaptainBot

LEVELS = {
    "hard": levels.hard,
    "normal": levels.normal,
    "easy": levels.easy,
    "old_normal": CaptainBot,
    "old_easy": lambda seed: Fallible(CaptainBot(seed, samples=4), seed, 0.3, levels.quick_move),
}


def play(job: tuple) -> float:
    """One seeded game: FIRST's share of the win."""
    first, other, g = job
    st = game.get("jamaica").new_state(2, seed=g)
    hero = g % 2
    bots = [LEVELS[first if s == hero else other](g * 31 + s) for s in range(2)]
    won = play_to_end(st, bots, g)
    return 1.0 / len(won) if hero in won else 0.0


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("first", choices=sorted(LEVELS))
    p.add_argument("other", choices=sorted(LEVELS))
    p.add_argument("--games", type=int, default=400)
    p.add_argument("--seeds", default="fresh")
    p.add_argument("--workers", type=int, default=2)
    args = p.parse_args()
    start = seed_start(args.seeds)
    print(seeds_line(start, args.games))
    jobs = [(args.first, args.other, start + g) for g in range(args.games)]
    with multiprocessing.Pool(args.workers) as pool:
        results = pool.map(play, jobs, chunksize=4)
    wins = sum(results)
    lo, hi = wilson(wins, args.games)
    print(f"{args.first} against {args.other}: {wins:g} of {args.games}, {wins / args.games:.1%} "
          f"[{lo:.1%}, {hi:.1%}]")


if __name__ == "__main__":
    main()
