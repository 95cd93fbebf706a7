"""Benchmark of the Pagamás bots: the levels at 3 players (its minimum) and the temperaments.

    .venv/bin/python -m bench.pagamas_bot [--games 100] [--effort N] [--workers 2]
                                          [--pairing hard-normal ...]
    .venv/bin/python -m bench.pagamas_bot --temperaments [--games 150]

Levels: seeded 3-player games, the first-named level in seat g % 3 of game g against two of
the other (bench.levels.play: decisions through game.core.bots.decide, hard bots in fixed-
effort mode, so the rates are the same on every run). Its share of the wins (a shared win
counts its share; a third is par) with the 95% Wilson interval, and its decision times (CPU
seconds per decision, forced moves included; "searched" columns: the decisions the hard bot
searches, those at a step of levels.SEARCHED with a choice to make). The 4+-player table with one hard bot is
bench.levels' "hard-4p" (`python -m bench.levels --game pagamas`).

--temperaments: normal bots of the three temperaments against each other at 3 to 6 players
(seat x of game g plays temperament (x + g) % 3): each temperament's share of the wins, par
a third. It backs `levels.temperament_for`, the default for each table size.
"""
from __future__ import annotations

import argparse
import multiprocessing
import time

import bench.common  # noqa: F401 (sets up the environment)
from bench.common import percentile, play_to_end
from bench.levels import play_game, seed_start, seeds_line, wilson

import game
from game.pagamas.levels import SEARCHED


def _searched(state, seat: int) -> bool:
    return state.step in SEARCHED and len(state.legal_actions(seat)) > 1


def play(job: tuple) -> tuple[float, list[float], list[float]]:
    """bench.levels.play, also keeping apart the times of the decisions a hard bot searches."""
    return play_game(job, _searched)


PAIRINGS = {"hard-normal": ("hard", "normal"), "normal-easy": ("normal", "easy"),
            "easy-random": ("easy", "random"), "hard-easy": ("hard", "easy"),
            "normal-random": ("normal", "random")}
TEMPERS = ("loyal", "schemer", "greedy")


def levels(args) -> None:
    start = seed_start(args.seeds)
    print(seeds_line(start, args.games), flush=True)
    print(f"{'pairing (3 players)':<21}{'games':>6}{'wins':>7}{'95% interval':>16}"
          f"{'median s':>10}{'p95 s':>8}{'max s':>8}{'searched: median':>18}{'p95':>7}"
          f"{'wall s':>8}")
    for pairing in args.pairing or list(PAIRINGS):
        first, other = PAIRINGS[pairing]
        jobs = [("pagamas", first, other, 3, g, args.effort, start) for g in range(args.games)]
        t0 = time.perf_counter()
        if args.workers > 1:
            with multiprocessing.Pool(args.workers) as pool:
                results = pool.map(play, jobs, chunksize=1)
        else:
            results = [play(j) for j in jobs]
        wins = sum(r[0] for r in results)
        times = [t for r in results for t in r[1]]
        searched = [t for r in results for t in r[2]] or [0.0]
        lo, hi = wilson(wins, args.games)
        print(f"{pairing:<21}{args.games:>6}{wins / args.games:>7.0%}   [{lo:.0%}, {hi:.0%}]"
              f"{percentile(times, 0.5):>10.3f}{percentile(times, 0.95):>8.3f}"
              f"{max(times):>8.3f}{percentile(searched, 0.5):>18.3f}"
              f"{percentile(searched, 0.95):>7.3f}{time.perf_counter() - t0:>8.0f}", flush=True)


def temperament_game(job: tuple) -> dict[str, float]:
    players, g, start = job
    spec = game.get("pagamas")
    kinds = [TEMPERS[(x + g) % 3] for x in range(players)]
    g += start
    state = spec.new_state(players, g)
    bots = [spec.make_bot("normal", g * 10 + x, temperament=kinds[x]) for x in range(players)]
    won = play_to_end(state, bots, g)
    out = {t: 0.0 for t in TEMPERS}
    for x in won:
        out[kinds[x]] += 1.0 / len(won)
    return out


def temperaments(args) -> None:
    start = seed_start(args.seeds)
    print(seeds_line(start, args.games), flush=True)
    print(f"{'players':<9}" + "".join(f"{t:>18}" for t in TEMPERS))
    for players in (3, 4, 5, 6):
        jobs = [(players, g, start) for g in range(args.games)]
        with multiprocessing.Pool(args.workers) as pool:
            results = pool.map(temperament_game, jobs, chunksize=4)
        cells = []
        for t in TEMPERS:
            wins = sum(r[t] for r in results)
            lo, hi = wilson(wins, args.games)
            cells.append(f"{wins / args.games:.0%} [{lo:.0%}, {hi:.0%}]")
        print(f"{players:<9}" + "".join(f"{c:>18}" for c in cells), flush=True)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--effort", type=int, help="the hard bot's iterations (default: the game's)")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--pairing", action="append", choices=sorted(PAIRINGS))
    p.add_argument("--temperaments", action="store_true")
    p.add_argument("--seeds", default="fresh", help="fresh (default), tune, or a first seed "
                   "(bench.levels: reports never use the seeds the bots were tuned on)")
    args = p.parse_args()
    (temperaments if args.temperaments else levels)(args)


if __name__ == "__main__":
    main()
