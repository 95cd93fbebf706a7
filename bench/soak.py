"""Soak: demo games in a row, headless, through the real app loop; errors and memory growth.

    python -m bench.soak [--games 200] [--warmup 40] [--dt 0.25]

Each demo game is played to its end by the bots with every event animated (time
advances `dt` seconds a frame, so a game takes seconds, not minutes). Reports the
resident memory after the warm-up games (every game and table size has been seen
once and the image and text caches are full) and after the last, and the growth.
"""
from __future__ import annotations

import argparse
import ctypes
import gc
import resource
import time

import bench.common  # noqa: F401  sets up the environment

from scenes.app import App
from scenes.demo import DEMO_LENGTH, DemoDirector, start_demo
from scenes.title import Title


def rss_mb() -> float:
    """Resident memory in MB, after handing the allocator's free pages back to the system
    (so the figure follows live memory, not fragmentation left by earlier tables)."""
    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * resource.getpagesize() / 2**20


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--dt", type=float, default=0.25)
    p.add_argument("--warmup", type=int, default=40, help="games before the baseline is taken")
    args = p.parse_args()
    app = App(fullscreen=False, headless=True)
    app._push(Title(app))
    app.director = DemoDirector(11)
    start_demo(app, app.director)
    app.apply_pending()
    started = time.perf_counter()
    first_rss = None
    games = 0
    frames = 0
    current = app.top
    # Memory when each kind of table (game, seats) starts: its first start after the
    # warm-up against its last start, so that tables are compared with their own kind.
    by_kind: dict[tuple[str, int], list[float]] = {}
    while games < args.games:
        app.step(args.dt)
        frames += 1
        if app.top is not current:
            games += 1
            current = app.top
            if not getattr(current, "demo", False):
                raise SystemExit(f"the demo left its loop: top is {type(current).__name__}")
            rss = rss_mb()
            if games == min(args.warmup, args.games):
                first_rss = rss
            if games > args.warmup:
                by_kind.setdefault((current.match.spec.id, len(current.match.seats)), []).append(rss)
            if games % 10 == 0:
                print(f"  {games} games, {frames} frames, rss {rss:.1f} MB", flush=True)
        if current.time > DEMO_LENGTH * 2:
            raise SystemExit("a demo game did not move on")
    last = rss_mb()
    growth = (last - first_rss) / first_rss * 100
    print(f"{games} demo games, {frames} frames in {time.perf_counter() - started:.0f} s, no error; "
          f"rss after game {min(args.warmup, args.games)}: {first_rss:.1f} MB, after game {games}: {last:.1f} MB, "
          f"growth {growth:+.1f}%")
    kinds = {k: v for k, v in by_kind.items() if len(v) >= 2}
    if kinds:
        print("the same table, its first start after the warm-up -> its last start:")
        worst = 0.0
        for (gid, n), v in sorted(kinds.items()):
            g = (v[-1] - v[0]) / v[0] * 100
            worst = max(worst, g)
            print(f"  {gid:<10} {n} seats: {v[0]:.1f} -> {v[-1]:.1f} MB ({g:+.1f}%, {len(v)} starts)")
        print(f"largest growth of one kind of table: {worst:+.1f}%")


if __name__ == "__main__":
    main()
