"""Benchmark of Libertalia's "normal" bot: win rate against the random bot and decision times.

    .venv/bin/python bench/libertalia_bot.py [games] [--players N]

Plays `games` (default 100) seeded games (2 players unless --players), the bot in seat
`seed % players` and random bots elsewhere, and prints the bot's win rate (a shared first
place counts as a win), its mean score margin, and its median and maximum decision time;
then the engine's own cost (legal_actions, apply, clone) over random play.
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game  # noqa: E402
from game.core.bots import RandomBot  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.libertalia.bots import NormalBot  # noqa: E402


def play(seed: int, players: int, times: list[float]) -> tuple[bool, float]:
    """One game; (did the bot win, its score minus the best other score)."""
    state = game.get("libertalia").new_state(players, seed)
    bot_seat = seed % players
    bots = {s: RandomBot(seed * 31 + s) for s in range(players)}
    bots[bot_seat] = NormalBot(seed)
    while not state.is_over():
        seat = state.to_move()[0]
        t0 = time.perf_counter()
        action = bots[seat].choose(state, seat)
        if seat == bot_seat:
            times.append(time.perf_counter() - t0)
        state.apply(seat, action)
    scores = state.scores()
    best_other = max(v for s, v in enumerate(scores) if s != bot_seat)
    return bot_seat in state.winners(), scores[bot_seat] - best_other


def engine_costs(games: int = 12) -> dict[str, float]:
    """Mean microseconds of legal_actions, apply and clone over random 2-6 player games."""
    spec = game.get("libertalia")
    rng = Rng(99)
    totals = {"legal_actions": 0.0, "apply": 0.0, "clone": 0.0}
    n = 0
    for seed in range(games):
        state = spec.new_state(2 + seed % 5, seed)
        while not state.is_over():
            seat = state.to_move()[0]
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
    return {k: v / n * 1e6 for k, v in totals.items()}


def main(argv: list[str]) -> None:
    args = [a for a in argv if not a.startswith("--")]
    games = int(args[0]) if args else 100
    players = int(argv[argv.index("--players") + 1]) if "--players" in argv else 2
    times: list[float] = []
    wins, margins = 0, []
    t0 = time.perf_counter()
    for seed in range(games):
        won, margin = play(seed, players, times)
        wins += won
        margins.append(margin)
    elapsed = time.perf_counter() - t0
    print(f"Libertalia normal bot vs random, {players} players, {games} games: "
          f"won {wins}/{games} = {100 * wins / games:.0f}%, mean margin {statistics.mean(margins):+.1f}")
    print(f"decisions: {len(times)}, median {1000 * statistics.median(times):.2f} ms, "
          f"max {1000 * max(times):.1f} ms; {elapsed:.0f} s in all")
    costs = engine_costs()
    print("engine: " + ", ".join(f"{k} {v:.1f} µs" for k, v in costs.items()))


if __name__ == "__main__":
    main(sys.argv[1:])
