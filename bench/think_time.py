"""The hard bots' decision times on the table's clock: wall seconds per decision, as the worker decides.

    .venv/bin/python -m bench.think_time [--games 4] [--game G ...] [--budget 1.0] [--nice 5]
                                         [--seeds fresh | tune | START]

Each game seats one hard bot (seat g % players, the game's smallest table) among normal
bots; every decision of the hard bot goes the way the table's worker takes it
(scenes.bot_worker.Brains: the seat's determinized copy sent as JSON, rebuilt, decided
through game.core.bots.decide) with the table's clock (`--budget`, scenes.table's
THINK_BUDGET), and is timed in wall seconds (`time.perf_counter`), the JSON's rebuilding
included. The process lowers its priority like the worker (`--nice`, bot_worker.NICE).
Forced moves count (they should cost nothing); "searched" are the decisions the paired
search played out. Other work on the machine shows in the times: say what ran beside. The
last two columns are the same decisions' CPU seconds (`time.process_time`): what the
decision costs on a machine to itself, less the waiting for a core.
"""
from __future__ import annotations

import argparse
import os
import time

import bench.common  # noqa: F401 (sets up the environment)
from bench.common import percentile
from bench.levels import seed_start, seeds_line

import game
from game.core.bots import decide
from game.core.rng import Rng
from scenes.bot_worker import NICE, Brains

BUDGET = 1.0          # scenes.table.THINK_BUDGET (not imported: scenes.table imports pygame)


def hard_stats(bot):
    """The hard bot's last-decision statistics, through its temperament wrapper if any."""
    inner = getattr(bot, "bot", None) or bot
    return getattr(inner, "stats", None)


def one_game(gid: str, g: int, start: int, budget: float) -> tuple[list[float], list[float], list[float]]:
    """(every hard decision's wall seconds, those of the searched ones, every decision's CPU
    seconds) of one game."""
    spec = game.get(gid)
    players = max(2, spec.min_players)
    seed = start + g
    hero = g % players
    state = spec.new_state(players, seed=seed)
    brains = Brains(gid, {hero: "hard"}, seed, budget=budget)
    others = {s: spec.make_bot("normal", seed * 31 + s) for s in range(players) if s != hero}
    times, searched, cpu = [], [], []
    for k in range(5000):
        if state.is_over():
            break
        seat = state.to_move()[0]
        rng = Rng(seed * 1_000_003 + k)
        if seat == hero:
            sent = state.determinize(seat, Rng(seed * 7 + k)).to_json()
            t0, c0 = time.perf_counter(), time.process_time()
            action = spec.action_from_json(brains.decide(seat, sent, rng.state))
            times.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
            stats = hard_stats(brains.bots[hero])
            if stats is not None and stats.iterations:
                searched.append(times[-1])
        else:
            action = decide(others[seat], state, seat, rng)
        state.apply(seat, action)
    return times, searched, cpu


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--game", action="append", help="only these games (repeatable)")
    p.add_argument("--games", type=int, default=4)
    p.add_argument("--budget", type=float, default=BUDGET)
    p.add_argument("--nice", type=int, default=NICE)
    p.add_argument("--seeds", default="fresh")
    args = p.parse_args()
    if args.nice:
        os.nice(args.nice)
    start = seed_start(args.seeds)
    print(seeds_line(start, args.games), f"clock {args.budget} s, nice {args.nice}; "
          f"load average {os.getloadavg()[0]:.1f}", flush=True)
    print(f"{'game':<11}{'decisions':>10}{'median s':>10}{'p90 s':>8}{'max s':>8}{'> 1 s':>7}"
          f"{'> 2 s':>7}{'searched':>10}{'median s':>10}{'max s':>8}{'CPU median':>11}{'CPU p90':>8}")
    for gid in args.game or game.ids():
        times, searched, cpu = [], [], []
        for g in range(args.games):
            t, s, c = one_game(gid, g, start, args.budget)
            times += t
            searched += s
            cpu += c
        print(f"{gid:<11}{len(times):>10}{percentile(times, 0.5):>10.3f}"
              f"{percentile(times, 0.9):>8.3f}{max(times):>8.3f}"
              f"{sum(t > 1 for t in times):>7}{sum(t > 2 for t in times):>7}{len(searched):>10}"
              f"{percentile(searched, 0.5):>10.3f}{max(searched, default=0):>8.3f}"
              f"{percentile(cpu, 0.5):>11.3f}{percentile(cpu, 0.9):>8.3f}"
              f"   load {os.getloadavg()[0]:.1f}", flush=True)


if __name__ == "__main__":
    main()
