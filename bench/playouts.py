"""Playout throughput: random legal actions per CPU second, strict `apply` against `apply_trusted`.

    .venv/bin/python -m bench.playouts [--games 30] [--game jamaica] [--players 2]

The same seeded random games are played twice per game: through the contract's strict path
(`to_move`, `legal_actions`, `apply`: re-validation, events) and through the fast path the
search uses (`to_move`, `legal_actions`, `apply_trusted`). Time is the process's CPU time
(`time.process_time`), so other work on the machine weighs less. Both runs must end in the
same states (checked on `to_json`), else the bench stops.
"""
from __future__ import annotations

import argparse
import json
import time

import bench.common  # noqa: F401 (sets up the environment)

import game
from game.core.rng import Rng


def playouts(gid: str, players: int, games: int, trusted: bool) -> tuple[int, float, list[str]]:
    """(actions, CPU seconds, final states as JSON text) of `games` seeded random games."""
    spec = game.get(gid)
    actions = 0
    seconds = 0.0
    finals = []
    for seed in range(games):
        state = spec.new_state(players, seed=seed)
        rng = Rng(seed)
        t0 = time.process_time()
        if trusted:
            while not state.is_over():
                seat = state.to_move()[0]
                legal = state.legal_actions(seat)
                state.apply_trusted(seat, legal[rng.randrange(len(legal))])
                actions += 1
        else:
            while not state.is_over():
                seat = state.to_move()[0]
                legal = state.legal_actions(seat)
                state.apply(seat, legal[rng.randrange(len(legal))])
                actions += 1
        seconds += time.process_time() - t0
        finals.append(json.dumps(state.to_json(), sort_keys=True))
    return actions, seconds, finals


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=30)
    p.add_argument("--game", action="append", help="only these games (repeatable)")
    p.add_argument("--players", type=int, help="only this table size")
    args = p.parse_args()
    print(f"{'game':<12}{'players':>8}{'strict/s':>12}{'trusted/s':>12}{'speed-up':>10}{'actions':>9}")
    for gid in args.game or game.ids():
        spec = game.get(gid)
        for n in [args.players] if args.players else sorted({spec.min_players, spec.max_players}):
            a, strict_s, strict_end = playouts(gid, n, args.games, trusted=False)
            b, fast_s, fast_end = playouts(gid, n, args.games, trusted=True)
            if a != b or strict_end != fast_end:
                raise SystemExit(f"{gid} {n}p: apply_trusted does not reach the strict path's states")
            print(f"{gid:<12}{n:>8}{a / strict_s:>12,.0f}{b / fast_s:>12,.0f}"
                  f"{strict_s / fast_s:>9.2f}x{a:>9}")


if __name__ == "__main__":
    main()
