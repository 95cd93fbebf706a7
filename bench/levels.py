"""Bot levels against each other: seeded matches, seats rotated, win rates with 95% intervals.

    .venv/bin/python -m bench.levels --game cartagena [--games 100] [--games4 60] [--effort N]
                                     [--workers 2] [--pairing hard-normal ...]
                                     [--seeds fresh | --seeds tune | --seeds START]
                                     [--set game.G.levels.NAME=VALUE ...]

Seeds: a bench never reports a figure on the seeds the bots were tuned on. Tuning uses
seeds below TUNED (`--seeds tune`: games 0, 1, 2...); a report (the default, `--seeds
fresh`) draws a fresh start at or above TUNED for each run and prints it, and game g plays
seed start + g; `--seeds START` repeats a run.

Pairings (`--games` games each at the game's smallest table, 2 players, Pagamás 3: the
first-named level in seat g % players of game g against the other level in every other
seat): hard-normal (target >= 70%), normal-easy (>= 65%; Pagamás' normal against two easy
>= 50%), easy-random (>= 80%), normal-random (asked by --pairing only); and "hard-4p", a
4-player table with one hard bot (seat g % 4) among three normal ones: its wins should be
clearly above its 25% share. A shared win counts its share. `--progress FILE` appends
each finished game's running tally to FILE (long runs in the background). The hard bots run in fixed-
effort mode (`--effort` iterations, else the game's default), so the figures are the same
on every run (the decision times are not: CPU seconds, `time.process_time`, per decision
of the first-named level, forced moves included). Games are spread over `--workers`
processes. `--set module.NAME=VALUE` (repeatable) sets a bot's constant for the run, in every
worker (tuning: compare two values on the same seeds; the line printed names the settings).
"""
from __future__ import annotations

import argparse
import ast
import importlib
import math
import multiprocessing
import random
import time

import bench.common  # noqa: F401 (sets up the environment)
from bench.common import percentile

import game
from game.core.bots import decide
from game.core.rng import Rng

PAIRINGS = {"hard-normal": ("hard", "normal", 2), "normal-easy": ("normal", "easy", 2),
            "easy-random": ("easy", "random", 2), "hard-4p": ("hard", "normal", 4),
            "normal-random": ("normal", "random", 2)}
# The ladder's targets (issue 24): the first level's share of the wins at the game's smallest
# table (2 players; Pagamás 3, par a third), on fresh seeds.
TARGETS = {"hard-normal": 0.70, "normal-easy": 0.65, "easy-random": 0.80, "hard-4p": 0.25,
           "normal-random": 0.50}
TARGETS_3P = {"normal-easy": 0.50, "hard-4p": 0.25}    # Pagamás: normal against two easy


def table_size(spec, pairing: str) -> int:
    """The pairing's table: its own size, or the game's smallest for a head-to-head one."""
    players = PAIRINGS[pairing][2]
    return max(players, spec.min_players)


def target(spec, pairing: str) -> float:
    if table_size(spec, pairing) == 3:
        return TARGETS_3P.get(pairing, TARGETS[pairing])
    return TARGETS[pairing]


MAX_DECISIONS = 5000
TUNED = 1_000_000     # the bots are tuned on seeds below this; reports use fresh seeds above it
FRESH_SPAN = 1_000_000_000


def seed_start(arg: str) -> int:
    """The first seed of a run: "tune" 0, "fresh" a new start >= TUNED (drawn each run), or a number."""
    if arg == "tune":
        return 0
    if arg == "fresh":
        return random.SystemRandom().randrange(TUNED, FRESH_SPAN)
    try:
        return int(arg)
    except ValueError:
        raise SystemExit(f"--seeds takes fresh, tune or a number, not {arg!r}") from None


def seeds_line(start: int, games: int) -> str:
    """How a run's seeds are told: their range, and whether the bots were tuned on them."""
    kind = "TUNING seeds (not a report)" if start < TUNED else "fresh seeds"
    return f"seeds {start}..{start + games - 1} ({kind}; repeat with --seeds {start})"


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def apply_settings(settings: tuple = ()) -> None:
    """Set each "module.NAME=VALUE" (VALUE a Python literal) of a tuning run."""
    for item in settings:
        name, _, value = item.partition("=")
        module, _, attr = name.rpartition(".")
        mod = importlib.import_module(module)
        if not hasattr(mod, attr):
            raise SystemExit(f"--set: {module} has no {attr}")
        setattr(mod, attr, ast.literal_eval(value))


def play(job: tuple) -> tuple[float, list[float]]:
    """One seeded game: (the first level's share of the win, its decision times in seconds)."""
    won, times, _ = play_game(job)
    return won, times


def play_game(job: tuple, searched=None) -> tuple[float, list[float], list[float]]:
    """One seeded game: the first level's share of the win, its decision times, and apart the
    times of its decisions for which `searched(state, seat)` is true (none without it)."""
    gid, first, other, players, g, effort = job[:6]
    hero = g % players
    g += job[6] if len(job) > 6 else 0       # the run's first seed
    apply_settings(job[7] if len(job) > 7 else ())
    spec = game.get(gid)
    state = spec.new_state(players, seed=g)
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


def run(gid: str, pairing: str, games: int, effort: int | None, workers: int,
        start: int = 0, progress: str | None = None, players: int | None = None,
        settings: tuple = ()) -> dict:
    first, other, _ = PAIRINGS[pairing]
    players = players or table_size(game.get(gid), pairing)
    jobs = [(gid, first, other, players, g, effort, start, tuple(settings)) for g in range(games)]
    t0 = time.perf_counter()
    results = []
    pool = multiprocessing.Pool(workers) if workers > 1 else None
    try:
        done = pool.imap(play, jobs, chunksize=1) if pool else map(play, jobs)
        for r in done:
            results.append(r)
            if progress:
                won = sum(x[0] for x in results)
                with open(progress, "a") as f:
                    f.write(f"{gid} {pairing} {len(results)}/{games}: {won:g} won "
                            f"({won / len(results):.0%}), {time.perf_counter() - t0:.0f} s\n")
    finally:
        if pool:
            pool.close()
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
    p.add_argument("--seeds", default="fresh", help="fresh (default), tune, or a first seed")
    p.add_argument("--progress", help="append each finished game's running tally to this file")
    p.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE",
                   help="a bot constant for this run (tuning), e.g. game.pagamas.levels.EASY_SLIP=0.25")
    args = p.parse_args()
    apply_settings(args.set)
    start = seed_start(args.seeds)
    print(seeds_line(start, max(args.games, args.games4)),
          f"settings: {', '.join(args.set)}" if args.set else "", flush=True)
    print(f"{'game':<11}{'pairing':<16}{'games':>6}{'win rate':>9}{'95% interval':>16}"
          f"{'target':>8}{'median s':>10}{'p95 s':>8}{'max s':>8}{'wall s':>8}")
    for gid in args.game or [g for g in game.ids() if "hard" in game.get(g).bots]:
        spec = game.get(gid)
        for pairing in args.pairing or [p for p in PAIRINGS if p != "normal-random"]:
            players = table_size(spec, pairing)
            if players > spec.max_players:
                continue
            n = args.games4 if PAIRINGS[pairing][2] > 2 else args.games
            r = run(gid, pairing, n, args.effort, args.workers, start, args.progress,
                    settings=args.set)
            name = pairing if players == PAIRINGS[pairing][2] else f"{pairing} {players}p"
            print(f"{gid:<11}{name:<16}{n:>6}{r['rate']:>9.0%}   [{r['lo']:.0%}, {r['hi']:.0%}]"
                  f"{'>= ' + format(target(spec, pairing), '.0%'):>9}{r['median']:>10.3f}{r['p95']:>8.3f}{r['max']:>8.3f}"
                  f"{r['wall']:>8.0f}", flush=True)


if __name__ == "__main__":
    main()
