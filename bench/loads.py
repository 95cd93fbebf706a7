"""Loading a saved state: the CPU time of `spec.from_json` per game, the checks included.

    .venv/bin/python -m bench.loads [--games 6] [--every 7]

`from_json` is what the bots' worker runs on every decision it is sent (scenes/bot_worker.py)
and what a resumed game or a take-back runs once: the shape checks, the engine's invariants
(game.core.checks.whole) and one move further on copies (game.core.edges.exercise). States
are taken every `--every` actions along seeded random games at every table size, each loaded
from its JSON text as the worker receives it; the time is the process's CPU time.
"""
from __future__ import annotations

import argparse
import json
import time

import bench.common  # noqa: F401 (sets up the environment)
from bench.common import percentile

import game
from game.core.bots import RandomBot


def saved_states(gid: str, games: int, every: int) -> list[str]:
    """The JSON text of every `every`-th state of `games` seeded random games of `gid`."""
    spec = game.get(gid)
    out = []
    for g in range(games):
        players = spec.min_players + g % (spec.max_players - spec.min_players + 1)
        state = spec.new_state(players, g)
        bot = RandomBot(g)
        n = 0
        while True:
            if n % every == 0 or state.is_over():
                out.append(json.dumps(state.to_json()))
            if state.is_over():
                break
            seat = state.to_move()[0]
            state.apply(seat, bot.choose(state, seat))
            n += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--every", type=int, default=7)
    parser.add_argument("--game", choices=game.ids())
    args = parser.parse_args()
    print("| game | states | median ms | p90 ms | max ms |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for gid in [args.game] if args.game else game.ids():
        spec = game.get(gid)
        times = []
        for text in saved_states(gid, args.games, args.every):
            t0 = time.process_time()
            spec.from_json(json.loads(text))
            times.append((time.process_time() - t0) * 1000)
        print(f"| {gid} | {len(times)} | {percentile(times, 0.5):.2f} | {percentile(times, 0.9):.2f} "
              f"| {max(times):.2f} |")


if __name__ == "__main__":
    main()
