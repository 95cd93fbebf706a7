"""Memory of a process that plays game after game: the engines' caches must stay bounded.

    python -m bench.memory [--games 1000] [--warmup 100] [--game all|jamaica|...] [--bot random]

Plays `--games` whole games in one process (the games in turn, 2 to max players, bots on
every seat: Random by default, or a level), with no pygame. After the warm-up (every game and
table size met, the caches of game/core/memo.py full) it reads the resident memory (after a
collection and malloc_trim, as bench.soak) and Python's own allocations (tracemalloc), then
again every `--every` games and at the end. Target: flat within 10 MB after the warm-up.
Also prints the size of the engines' bounded caches at the end.
"""
from __future__ import annotations

import argparse
import time
import tracemalloc

import bench.common  # noqa: F401  sets up the environment

import game
from bench.soak import rss_mb


def caches() -> dict[str, int]:
    """The engines' remembered answers: entries now (each bounded; game/core/memo.py)."""
    from game.cartagena import rules
    from game.core import contract
    from game.jamaica import holds, voyage
    return {"jamaica PAYS": len(voyage.PAYS), "jamaica _PAYMENTS": len(holds._PAYMENTS),
            "cartagena _tracks": len(rules._tracks), "shared actions": len(contract._SHARED)}


def play(gid: str, seed: int, bot: str) -> int:
    spec = game.get(gid)
    players = spec.min_players + seed % (spec.max_players - spec.min_players + 1)
    state = spec.new_state(players, seed)
    bots = [spec.make_bot(bot, seed * 101 + s, effort=20) for s in range(players)]
    from game.core.bots import decide
    from game.core.rng import Rng
    moves = 0
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, decide(bots[seat], state, seat, Rng(seed * 1_000_003 + moves)))
        moves += 1
    return moves


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--warmup", type=int, default=100)
    p.add_argument("--every", type=int, default=100)
    p.add_argument("--game", default="all")
    p.add_argument("--bot", default="random")
    args = p.parse_args()
    ids = game.ids() if args.game == "all" else (args.game,)
    tracemalloc.start()
    started = time.perf_counter()
    base = None
    moves = 0
    for n in range(1, args.games + 1):
        moves += play(ids[n % len(ids)], n, args.bot)
        if n == args.warmup or n > args.warmup and (n % args.every == 0 or n == args.games):
            rss, (py, _peak) = rss_mb(), tracemalloc.get_traced_memory()
            if base is None:
                base = (rss, py)
            print(f"  {n:5d} games: rss {rss:6.1f} MB ({rss - base[0]:+5.1f}), python {py / 2**20:6.1f} MB "
                  f"({(py - base[1]) / 2**20:+5.1f})", flush=True)
    rss, (py, _peak) = rss_mb(), tracemalloc.get_traced_memory()
    print(f"{args.games} games ({moves} moves, {', '.join(ids)}, bot {args.bot}) in "
          f"{time.perf_counter() - started:.0f} s; after game {args.warmup}: rss {base[0]:.1f} MB, python "
          f"{base[1] / 2**20:.1f} MB; at the end: rss {rss:.1f} MB ({rss - base[0]:+.1f}), python "
          f"{py / 2**20:.1f} MB ({(py - base[1]) / 2**20:+.1f})")
    print("bounded caches:", ", ".join(f"{k} {v}" for k, v in caches().items()))


if __name__ == "__main__":
    main()
