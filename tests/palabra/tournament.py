"""A bot tournament for Palabra de Pirata (not a test): win counts and average points per bot.

    .venv/bin/python tests/palabra/tournament.py honest,random,cunning,random 50
    .venv/bin/python tests/palabra/tournament.py honest,cunning,greedy 100 --simplified

Seats rotate every game so that no bot keeps the same seat; the seed is the game number.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.core.bots import decide  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.palabra import SPEC  # noqa: E402


def play(names: list[str], seed: int, options: dict) -> tuple[list[int], list[float], float]:
    s = SPEC.new_state(len(names), seed, options)
    bots = [SPEC.make_bot(n, seed * 31 + i) for i, n in enumerate(names)]
    slowest = 0.0
    step = 0
    while not s.is_over():
        seat = s.to_move()[0]
        step += 1
        t = time.perf_counter()
        action = decide(bots[seat], s, seat, Rng(seed * 100_003 + step))   # as the table
        slowest = max(slowest, time.perf_counter() - t)
        s.apply(seat, action)
    return s.winners(), s.scores(), slowest


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bots", help="comma-separated bot names, one per seat")
    parser.add_argument("games", type=int, nargs="?", default=50)
    parser.add_argument("--simplified", action="store_true", help="no market")
    args = parser.parse_args(argv)
    names = args.bots.split(",")
    n = len(names)
    wins, points, slowest = [0] * n, [0.0] * n, 0.0
    for game in range(args.games):
        k = game % n
        order = names[k:] + names[:k]
        winners, scores, slow = play(order, game, {"market": not args.simplified})
        slowest = max(slowest, slow)
        for seat in range(n):
            entrant = (seat + k) % n
            points[entrant] += scores[seat]
            wins[entrant] += seat in winners
    for i, name in enumerate(names):
        print(f"seat-list {i} {name:8s} wins {wins[i]:3d}/{args.games}  "
              f"avg points {points[i] / args.games:5.1f}")
    print(f"slowest decision {slowest * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
