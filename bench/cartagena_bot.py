"""Benchmark of Cartagena's "pirate" bot: win rate against the random bot and decision times, per variant.

    .venv/bin/python bench/cartagena_bot.py [games] [--only NAME]

For each variant below, plays `games` (default 100) seeded 2-player games, the bot in
seat 0 for even seeds and seat 1 for odd ones, and prints the bot's win rate and its
median and maximum decision time (each decision on `state.determinize(seat, rng)`, as the
table's bot worker hands it, the copy's making included); then the engine's own cost (legal_actions, apply,
clone) over random play, in the base game and with every option on.
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game  # noqa: E402
from game.core.bots import RandomBot, decide  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.cartagena.bot import PirateBot  # noqa: E402

MAX_ACTIONS = 20000

VARIANTS: dict[str, dict] = {
    "La fuga (base)": {},
    "La selva (jungle)": {"episode": "jungle"},
    "La gran fuga 3+3": {"episode": "great"},
    "La gran fuga 3+5": {"episode": "great", "jungle_pieces": 5},
    "La gran fuga 4+4": {"episode": "great", "tunnel_pieces": 4, "jungle_pieces": 4},
    "La gran fuga 5+3": {"episode": "great", "tunnel_pieces": 5},
    "Morgan": {"draw": "morgan"},
    "Both draw rules": {"draw": "both"},
    "Great escape, tunnel classic / jungle Morgan": {"episode": "great", "draw": "tunnel_classic"},
    "Filibusters + Morgan": {"draw": "morgan", "filibusters": True},
    "Sorceress": {"sorceress": True},
    "Everything: great, both, Filibusters, sorceress, 4 pirates":
        {"episode": "great", "draw": "both", "filibusters": True, "sorceress": True, "pirates": 4},
}


def play(options: dict, seed: int, times: list[float]) -> tuple[bool, int]:
    """One game; (did the bot win, actions played)."""
    spec = game.get("cartagena")
    state = spec.new_state(2, seed, options)
    bot_seat = seed % 2
    bots = {bot_seat: PirateBot(seed), 1 - bot_seat: RandomBot(seed + 7919)}
    n = 0
    while not state.is_over() and n < MAX_ACTIONS:
        seat = state.to_move()[0]
        t0 = time.perf_counter()
        action = decide(bots[seat], state, seat, Rng(seed * 100_003 + n))   # as the table: a determinized copy
        if seat == bot_seat:
            times.append(time.perf_counter() - t0)
        state.apply(seat, action)
        n += 1
    return state.winners() == [bot_seat], n


def engine_costs(options: dict, games: int = 12) -> dict[str, float]:
    """Mean microseconds of legal_actions, apply and clone over random 2-5 player games."""
    spec = game.get("cartagena")
    rng = Rng(99)
    totals = {"legal_actions": 0.0, "apply": 0.0, "clone": 0.0}
    n = 0
    for seed in range(games):
        state = spec.new_state(2 + seed % 4, seed, options)
        while not state.is_over():
            movers = state.to_move()
            seat = movers[0]
            t0 = time.perf_counter()
            actions = state.legal_actions(seat)
            t1 = time.perf_counter()
            state.clone()
            t2 = time.perf_counter()
            state.apply(seat, rng.choice(actions))
            t3 = time.perf_counter()
            totals["legal_actions"] += t1 - t0
            totals["clone"] += t2 - t1
            totals["apply"] += t3 - t2
            n += 1
    return {k: 1e6 * v / n for k, v in totals.items()}


def main(games: int = 100, only: str | None = None) -> None:
    every: list[float] = []
    for name, options in VARIANTS.items():
        if only and only.lower() not in name.lower():
            continue
        times: list[float] = []
        wins = 0
        t0 = time.perf_counter()
        for seed in range(games):
            won, _ = play(options, seed, times)
            wins += won
        elapsed = time.perf_counter() - t0
        every += times
        print(f"{name:58} won {wins:3}/{games} = {100 * wins / games:5.1f}%   decisions: median "
              f"{1000 * statistics.median(times):5.2f} ms, max {1000 * max(times):6.1f} ms "
              f"({len(times)} decisions, {elapsed:.0f} s)", flush=True)
    if every:
        print(f"all decisions: median {1000 * statistics.median(every):.2f} ms, "
              f"99th percentile {1000 * sorted(every)[int(0.99 * len(every))]:.1f} ms, "
              f"max {1000 * max(every):.1f} ms over {len(every)}")
    for label, options in (("base game", {}), ("every option", VARIANTS[list(VARIANTS)[-1]])):
        costs = engine_costs(options)
        print(f"engine ({label}), mean per call over random play: "
              + ", ".join(f"{k} {v:.1f} us" for k, v in costs.items()))


if __name__ == "__main__":
    args = sys.argv[1:]
    only = None
    if "--only" in args:
        i = args.index("--only")
        only = args[i + 1]
        del args[i:i + 2]
    main(int(args[0]) if args else 100, only)
