"""Bot levels against each other: seeded matches, seats rotated, win rates with 95% intervals.

    .venv/bin/python -m bench.levels --game cartagena [--games 100] [--games4 60] [--effort N]
                                     [--workers 2] [--pairing hard-normal ...]

Pairings (2 players, `--games` games each, the first-named level in seat g % 2 of game g):
hard-normal (target >= 65%), normal-easy (> 50%), easy-random (>= 80%), normal-random
(asked by --pairing only); and "hard-4p", a
4-player table with one hard bot (seat g % 4) among three normal ones: its wins should be
clearly above its 25% share. A shared win counts its share. The hard bots run in fixed-
effort mode (`--effort` iterations, else the game's default), so the figures are the same
on every run (the decision times are not: CPU seconds, `time.process_time`, per decision
of the first-named level, forced moves included). Games are spread over `--workers`
processes.
"""
from __future__ import annotations

import argparse
import math
import multiprocessing
import time

import bench.common  # noqa: F401 (sets up the environment)
from bench.common import percentile

import game
from game.core.bots import decide
from game.core.rng import Rng

PAIRINGS = {"hard-normal": ("hard", "normal", 2), "normal-easy": ("normal", "easy", 2),
            "easy-random": ("easy", "random", 2), "hard-4p": ("hard", "normal", 4),
            "normal-random": ("normal", "random", 2)}
TARGETS = {"hard-normal": ">= 65%", "normal-easy": "> 50%", "easy-random": ">= 80%",
           "hard-4p": "> 25%", "normal-random": "> 50%"}
MAX_DECISIONS = 5000


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def play(job: tuple) -> tuple[float, list[float]]:
    """One seeded game: (the first level's share of the win, its decision times in seconds)."""
    won, times, _ = play_game(job)
    return won, times


def play_game(job: tuple, searched=None) -> tuple[float, list[float], list[float]]:
    """One seeded game: the first level's share of the win, its decision times, and apart the
    times of its decisions for which `searched(state, seat)` is true (none without it)."""
    gid, first, other, players, g, effort = job
    spec = game.get(gid)
    state = spec.new_state(players, seed=g)
    hero = g % players
    bots = [spec.make_bot(first if s == hero else other, g * 31 + s, effort=effort)
            for s in range(players)]
    times, chosen = [], []
    for k in range(MAX_DECISIONS):
        if state.is_over():
            break
        seat = state.to_move()[0]
        rng = Rng(g * 1_000_003 + k)
        mark = seat == hero and searched is not None and searched(state, seat)
        t0 = time.process_time()
        action = decide(bots[seat], state, seat, rng)
        if seat == hero:
            times.append(time.process_time() - t0)
            if mark:
                chosen.append(times[-1])
        state.apply(seat, action)
    won = state.winners()
    return (1.0 / len(won) if hero in won else 0.0), times, chosen


def run(gid: str, pairing: str, games: int, effort: int | None, workers: int) -> dict:
    first, other, players = PAIRINGS[pairing]
    jobs = [(gid, first, other, players, g, effort) for g in range(games)]
    t0 = time.perf_counter()
    if workers > 1:
        with multiprocessing.Pool(workers) as pool:
            results = pool.map(play, jobs, chunksize=1)
    else:
        results = [play(j) for j in jobs]
    wins = sum(r[0] for r in results)
    times = [t for r in results for t in r[1]]
    lo, hi = wilson(wins, games)
    return {"pairing": pairing, "games": games, "wins": wins, "rate": wins / games, "lo": lo,
            "hi": hi, "median": percentile(times, 0.5), "p95": percentile(times, 0.95),
            "max": max(times, default=float("nan")), "wall": time.perf_counter() - t0}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--game", action="append", help="only these games (repeatable)")
    p.add_argument("--games", type=int, default=100, help="2-player games per pairing")
    p.add_argument("--games4", type=int, default=60, help="4-player games (hard-4p)")
    p.add_argument("--effort", type=int, help="the hard bots' iterations (default: the game's)")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--pairing", action="append", choices=sorted(PAIRINGS))
    args = p.parse_args()
    print(f"{'game':<11}{'pairing':<13}{'games':>6}{'win rate':>9}{'95% interval':>16}"
          f"{'target':>8}{'median s':>10}{'p95 s':>8}{'max s':>8}{'wall s':>8}")
    for gid in args.game or [g for g in game.ids() if "hard" in game.get(g).bots]:
        spec = game.get(gid)
        for pairing in args.pairing or [p for p in PAIRINGS if p != "normal-random"]:
            players = PAIRINGS[pairing][2]
            if not spec.min_players <= players <= spec.max_players:
                continue
            n = args.games4 if players > 2 else args.games
            r = run(gid, pairing, n, args.effort, args.workers)
            print(f"{gid:<11}{pairing:<13}{n:>6}{r['rate']:>9.0%}   [{r['lo']:.0%}, {r['hi']:.0%}]"
                  f"{TARGETS[pairing]:>10}{r['median']:>10.3f}{r['p95']:>8.3f}{r['max']:>8.3f}"
                  f"{r['wall']:>8.0f}", flush=True)


if __name__ == "__main__":
    main()
