"""Engine throughput: random legal actions per second, and µs per apply, for every game.

    python -m bench.engine [--seconds 3]
"""
from __future__ import annotations

import argparse
import time

import bench.common  # noqa: F401 (sets up the environment)

import game
from game.core.bots import RandomBot


def measure(gid: str, players: int, seconds: float) -> dict:
    spec = game.get(gid)
    bot = RandomBot(1)
    actions = 0
    games = 0
    legal_t = apply_t = 0.0
    end = time.perf_counter() + seconds
    seed = 0
    while time.perf_counter() < end:
        state = spec.new_state(players, seed=seed)
        seed += 1
        while not state.is_over():
            seat = state.to_move()[0]
            t0 = time.perf_counter()
            legal = state.legal_actions(seat)
            t1 = time.perf_counter()
            action = legal[bot.rng.randrange(len(legal))]
            t2 = time.perf_counter()
            state.apply(seat, action)
            t3 = time.perf_counter()
            legal_t += t1 - t0
            apply_t += t3 - t2
            actions += 1
        games += 1
    return {"game": gid, "players": players, "actions": actions, "games": games,
            "per_second": actions / (legal_t + apply_t), "legal_us": legal_t / actions * 1e6,
            "apply_us": apply_t / actions * 1e6}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--seconds", type=float, default=3.0)
    args = p.parse_args()
    print(f"{'game':<12}{'players':>8}{'actions/s':>12}{'legal µs':>10}{'apply µs':>10}{'games':>7}")
    for gid in game.ids():
        spec = game.get(gid)
        for n in sorted({spec.min_players, spec.max_players}):
            r = measure(gid, n, args.seconds)
            print(f"{gid:<12}{n:>8}{r['per_second']:>12,.0f}{r['legal_us']:>10.1f}{r['apply_us']:>10.1f}{r['games']:>7}")


if __name__ == "__main__":
    main()
