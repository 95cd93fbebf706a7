"""Benchmark of Cartagena's "pirate" bot: win rate against the random bot and decision times.

    .venv/bin/python bench/cartagena_bot.py [games]

Plays `games` (default 200) seeded 2-player games, the bot in seat 0 for even
seeds and seat 1 for odd ones, and prints the bot's win rate and its median and
maximum decision time, then the engine's own cost (legal_actions, apply, clone)
over random play.
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
from game.cartagena.bot import PirateBot  # noqa: E402

MAX_ACTIONS = 20000


def play(seed: int, times: list[float]) -> tuple[bool, int]:
    """One game; (did the bot win, actions played)."""
    spec = game.get("cartagena")
    state = spec.new_state(2, seed)
    bot_seat = seed % 2
    bots = {bot_seat: PirateBot(seed), 1 - bot_seat: RandomBot(seed + 7919)}
    n = 0
    while not state.is_over() and n < MAX_ACTIONS:
        seat = state.to_move()[0]
        t0 = time.perf_counter()
        action = bots[seat].choose(state, seat)
        if seat == bot_seat:
            times.append(time.perf_counter() - t0)
        state.apply(seat, action)
        n += 1
    return state.winners() == [bot_seat], n


def engine_costs(games: int = 20) -> dict[str, float]:
    """Mean microseconds of legal_actions, apply and clone over random 2-5 player games."""
    spec = game.get("cartagena")
    rng = Rng(99)
    totals = {"legal_actions": 0.0, "apply": 0.0, "clone": 0.0}
    n = 0
    for seed in range(games):
        state = spec.new_state(2 + seed % 4, seed)
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
    return {k: 1e6 * v / n for k, v in totals.items()}


def main(games: int = 200) -> None:
    times: list[float] = []
    wins = 0
    t0 = time.perf_counter()
    for seed in range(games):
        won, _ = play(seed, times)
        wins += won
    elapsed = time.perf_counter() - t0
    print(f"Cartagena bot 'pirate' vs random, {games} seeded 2-player games: "
          f"won {wins}/{games} = {100 * wins / games:.1f}%")
    print(f"decision time: median {1000 * statistics.median(times):.2f} ms, "
          f"max {1000 * max(times):.2f} ms over {len(times)} decisions ({elapsed:.1f} s in all)")
    costs = engine_costs()
    print("engine, mean per call over random play: "
          + ", ".join(f"{k} {v:.1f} us" for k, v in costs.items()))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
