"""Playout cost that the machine's load cannot move: Python bytecodes and calls per trusted action.

    .venv/bin/python -m bench.bytecodes [--games 40] [--game jamaica] [--players 2] [--top 0]

bench/playouts.py times the trusted playout loop in CPU seconds, and a busy machine moves a
row by a quarter from run to run. This bench plays the same seeded random games through the
same loop (`bench.playouts.play_out`, trusted; their set-up not counted) and counts, with `sys.settrace`, the bytecodes
CPython executes and the Python calls it makes per action: the same figures on every run, so
that a change of an engine can be told from the noise. Each game is played once untraced first
(its module caches warm, as in the search), then traced. The floor (bench.playouts.Floor, the
action drawn with `Rng.randrange`) is counted the same way, and the last column is the game's
bytecodes per action in floors. C code (list and dict methods, builtins) is not counted:
a cut that moves work into C shows here as more than it saves in time, so read these beside
bench.playouts. `--top N` lists the N functions of most bytecodes per action.
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter

import bench.common  # noqa: F401 (sets up the environment)

import game
from bench.playouts import floor_seconds, one_game, play_out, table_arguments, tables


class Tally:
    """A tracer that counts bytecodes and calls, by function."""

    def __init__(self) -> None:
        self.ops: Counter = Counter()
        self.calls: Counter = Counter()

    def __call__(self, frame, event, arg):
        code = frame.f_code
        if event == "call":
            frame.f_trace_opcodes = True
            self.calls[code] += 1
        elif event == "opcode":
            self.ops[code] += 1
        return self

    def run(self, play) -> object:
        sys.settrace(self)
        try:
            return play()
        finally:
            sys.settrace(None)


def floor_counts(actions: int = 2000) -> tuple[float, float]:
    """(bytecodes, calls) per action of the floor's loop (bench.playouts.floor_seconds)."""
    tally = Tally()
    tally.run(lambda: floor_seconds(actions))
    return sum(tally.ops.values()) / actions, sum(tally.calls.values()) / actions


def game_counts(gid: str, players: int, games: int) -> tuple[int, Tally]:
    """(actions, tally) of the bench's `games` seeded random games at `players`, played as
    bench.playouts plays them (`play_out`: its loop and draws), their set-up not counted."""
    spec = game.get(gid)
    for seed in range(games):
        one_game(spec, players, seed, True)
    states = [spec.new_state(players, seed=seed) for seed in range(games)]
    tally = Tally()
    actions = tally.run(lambda: sum(play_out(state, seed, True) for seed, state in enumerate(states)))
    return actions, tally


def where(code) -> str:
    path = code.co_filename.replace("\\", "/")
    path = path.split("/game/", 1)[-1] if "/game/" in path else path.rsplit("/", 1)[-1]
    return f"{path}:{code.co_firstlineno} {code.co_name}"


def main() -> None:
    p = argparse.ArgumentParser()
    table_arguments(p, 40)
    p.add_argument("--top", type=int, default=0, help="list this many functions a row")
    args = p.parse_args()
    base_ops, base_calls = floor_counts()
    print(f"floor: {base_ops:.0f} bytecodes, {base_calls:.1f} calls an action")
    print(f"{'game':<12}{'players':>8}{'actions':>9}{'bytecodes':>11}{'calls':>8}{'floors':>8}")
    for gid, n in tables(args):
        actions, tally = game_counts(gid, n, args.games)
        ops = sum(tally.ops.values()) / actions
        calls = sum(tally.calls.values()) / actions
        print(f"{gid:<12}{n:>8}{actions:>9}{ops:>11.0f}{calls:>8.1f}{ops / base_ops:>8.1f}", flush=True)
        for code, count in tally.ops.most_common(args.top):
            print(f"{'':<12}{count / actions:>10.1f} {tally.calls[code] / actions:>6.2f}  {where(code)}")

if __name__ == "__main__":
    main()
