"""Soak with a census: what grows over demo games, caches or leaks.

    python -m bench.soak_trace [--games 120] [--warmup 30] [--every 30]

Plays demo games like bench.soak and, at the warm-up and every `--every` games
after it, takes a census: the entries of every cache in the loaded modules
(functools caches and module-level dicts and lists), the live pygame Surfaces
and their pixel bytes (SDL's memory, which tracemalloc does not see), the live
objects per type, and a tracemalloc snapshot compared with the warm-up one
(Python's own allocations, by the line that made them).
"""
from __future__ import annotations

import argparse
import gc
import sys
import time
import tracemalloc
from collections import Counter

import bench.common  # noqa: F401  sets up the environment

import pygame

from bench.soak import rss_mb
from scenes.app import App
from scenes.demo import DEMO_LENGTH, DemoDirector, start_demo
from scenes.title import Title

OURS = ("game", "scenes")


def caches() -> dict[str, int]:
    """Entries held by each cache of our modules: lru caches, module-level dicts/lists."""
    out: dict[str, int] = {}
    for name, mod in list(sys.modules.items()):
        if mod is None or not name.split(".")[0] in OURS:
            continue
        for attr, value in list(vars(mod).items()):
            info = getattr(value, "cache_info", None)
            if callable(info) and getattr(value, "__module__", None) == name:
                out[f"{name}.{attr}()"] = info().currsize
            elif isinstance(value, (dict, list)) and attr.startswith("_") and not attr.startswith("__"):
                out[f"{name}.{attr}"] = len(value)
    return out


def surfaces() -> tuple[int, float]:
    n, pixels = 0, 0
    for obj in gc.get_objects():
        if isinstance(obj, pygame.Surface):
            try:
                n += 1
                if obj.get_parent() is None:
                    pixels += obj.get_pitch() * obj.get_height()
            except pygame.error:
                pass
    return n, pixels / 2**20


def census() -> dict:
    gc.collect()
    types = Counter(type(o).__name__ for o in gc.get_objects())
    n, mb = surfaces()
    return {"caches": caches(), "surfaces": n, "surface_mb": mb, "types": types,
            "rss": rss_mb(), "snapshot": tracemalloc.take_snapshot()}


def report(base: dict, now: dict, games: int) -> None:
    print(f"--- game {games}: rss {now['rss']:.1f} MB ({(now['rss'] - base['rss']) / base['rss'] * 100:+.1f}%), "
          f"surfaces {base['surfaces']} -> {now['surfaces']}, "
          f"pixels {base['surface_mb']:.1f} -> {now['surface_mb']:.1f} MB", flush=True)
    grown = {k: (base["caches"].get(k, 0), v) for k, v in now["caches"].items() if v != base["caches"].get(k, 0)}
    for k, (a, b) in sorted(grown.items(), key=lambda kv: kv[1][0] - kv[1][1]):
        print(f"  cache {k}: {a} -> {b}")
    for name, d in sorted(((t, now["types"][t] - base["types"].get(t, 0)) for t in now["types"]),
                          key=lambda kv: -kv[1])[:8]:
        print(f"  objects {name}: {d:+d}")
    stats = now["snapshot"].compare_to(base["snapshot"], "lineno")
    for s in stats[:12]:
        print(f"  py {s.size_diff / 1024:+9.1f} KiB {s.count_diff:+7d}  {s.traceback}")
    print(flush=True)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=120)
    p.add_argument("--warmup", type=int, default=30)
    p.add_argument("--every", type=int, default=30)
    p.add_argument("--dt", type=float, default=0.25)
    args = p.parse_args()
    tracemalloc.start(1)
    app = App(fullscreen=False, headless=True)
    app._push(Title(app))
    app.director = DemoDirector(11)
    start_demo(app, app.director)
    app.apply_pending()
    started = time.perf_counter()
    games, current, base = 0, app.top, None
    while games < args.games:
        app.step(args.dt)
        if app.top is not current:
            games += 1
            current = app.top
            if games == args.warmup:
                base = census()
                print(f"baseline at game {games}: rss {base['rss']:.1f} MB, "
                      f"{base['surfaces']} surfaces, {base['surface_mb']:.1f} MB of pixels", flush=True)
                for k, v in sorted(base["caches"].items()):
                    if v:
                        print(f"  cache {k}: {v}")
            elif base is not None and (games - args.warmup) % args.every == 0:
                report(base, census(), games)
        if current.time > DEMO_LENGTH * 2:
            raise SystemExit("a demo game did not move on")
    print(f"{games} games in {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
