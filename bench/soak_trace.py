"""Soak with a census: what grows over demo games, caches or leaks.

    python -m bench.soak_trace [--games 120] [--warmup 30] [--every 30]

Plays demo games like bench.soak and, at the warm-up and every `--every` games
after it, takes a census: the entries of every cache in the loaded modules
(functools caches, module-level dicts and lists) and the bytes of pixels of the
Surfaces they hold (SDL's memory, which tracemalloc does not see), the live
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

from bench import process_census
from bench.soak import rss_mb
from scenes.app import App
from scenes.demo import DEMO_LENGTH, DemoDirector, start_demo
from scenes.pixel_cache import PixelLRU
from scenes.title import Title

OURS = ("game", "scenes")


def _contents(value) -> list:
    """What a cache holds: a dict's or list's items; an lru cache's dict (found among what
    the C cache object refers to, as the garbage collector sees it)."""
    value = getattr(value, "cache", value)          # a pixel_lru function: its PixelLRU
    if isinstance(value, (dict, PixelLRU)) or hasattr(value, "keyrefs"):
        return list(value.values())
    if isinstance(value, list):
        return list(value)
    if callable(getattr(value, "cache_info", None)):
        return process_census.lru_results(value)
    own = getattr(value, "__dict__", None)
    return [v for d in gc.get_referents(value) if isinstance(d, dict) and d is not own
            for v in d.values()]


def _surfaces(items) -> dict[int, pygame.Surface]:
    """The Surfaces in `items` (and in the tuples, lists, dicts there, and the attributes of
    the objects there, two levels down), by id."""
    found: dict[int, pygame.Surface] = {}
    stack = [(v, 0) for v in items]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, pygame.Surface):
            found[id(v)] = v
        elif isinstance(v, (tuple, list)):
            stack.extend((x, depth) for x in v)
        elif isinstance(v, dict):
            stack.extend((x, depth) for x in v.values())
        elif depth < 2 and hasattr(v, "__dict__") and not isinstance(v, type) and not callable(v):
            stack.extend((x, depth + 1) for x in vars(v).values())
    return found


def _pixels(surfaces) -> int:
    """Bytes of pixels of these Surfaces (a subsurface's are its parent's)."""
    return sum(s.get_pitch() * s.get_height() for s in surfaces if s.get_parent() is None)


def _is_table(value) -> bool:
    """A module-level dict, list, weak dictionary or PixelLRU (a cache, or a registry)."""
    return isinstance(value, (dict, list, PixelLRU)) or hasattr(value, "keyrefs")


def caches(held: dict | None = None) -> dict[str, tuple[int, float]]:
    """(entries, MB of pixels) held by each cache of our modules: functools caches and
    module-level dicts, lists and weak dictionaries. `held` gathers their Surfaces by id."""
    out: dict[str, tuple[int, float]] = {}
    held = {} if held is None else held
    for name, mod in list(sys.modules.items()):
        if mod is None or not name.split(".")[0] in OURS:
            continue
        for attr, value in list(vars(mod).items()):
            info = getattr(value, "cache_info", None)
            if callable(info) and getattr(value, "__module__", None) == name:
                found = _surfaces(_contents(value))
                out[f"{name}.{attr}()"] = (info().currsize, _pixels(found.values()) / 2**20)
            elif _is_table(value) and \
                    attr.startswith("_") and not attr.startswith("__"):
                found = _surfaces(_contents(value))
                out[f"{name}.{attr}"] = (len(value), _pixels(found.values()) / 2**20)
            else:
                continue
            held.update(found)
    return out


def release(base_rss: float) -> None:
    """Empty the caches one by one and say how much memory each gave back: if the growth
    since the warm-up goes with them, it was caches filling, not a leak."""
    start = rss_mb()
    print(f"emptying the caches (rss {start:.1f} MB):")
    for name, mod in sorted(sys.modules.items()):
        if mod is None or not name.split(".")[0] in OURS:
            continue
        for attr, value in list(vars(mod).items()):
            if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", None) == name:
                value.cache_clear()
            elif _is_table(value) and \
                    attr.startswith("_") and not attr.startswith("__") and attr not in KEEP:
                value.clear()
            else:
                continue
            now = rss_mb()
            if start - now >= 0.5:
                print(f"  {name}.{attr}: {start - now:.1f} MB")
            start = now
    print(f"rss with every cache empty: {start:.1f} MB; at the warm-up (caches full): {base_rss:.1f} MB")


# Module-level tables that are not caches (registries filled once at import).
KEEP = {"_loaded", "_RULES", "_HANDLERS", "_USE", "_KIND_ORDER", "_DRAW_BY_PATH", "_sequences"}


def census() -> dict:
    gc.collect()
    types = Counter(type(o).__name__ for o in gc.get_objects())
    surfaces: dict[int, pygame.Surface] = {}
    held = caches(surfaces)
    mb = _pixels(surfaces.values()) / 2**20
    rss = rss_mb()      # first: it hands free pages back, so the census's resident figures agree
    return {"caches": held, "surface_mb": mb, "types": types, "process": process_census.census(surfaces),
            "rss": rss, "snapshot": tracemalloc.take_snapshot() if tracemalloc.is_tracing() else None}


def report(base: dict, now: dict, games: int) -> None:
    print(f"--- game {games}: rss {now['rss']:.1f} MB ({(now['rss'] - base['rss']) / base['rss'] * 100:+.1f}%), "
          f"pixels held by caches {base['surface_mb']:.1f} -> {now['surface_mb']:.1f} MB", flush=True)
    for k, (n, mb) in sorted(now["caches"].items()):
        n0, mb0 = base["caches"].get(k, (0, 0.0))
        if (n, round(mb, 1)) != (n0, round(mb0, 1)):
            print(f"  cache {k}: {n0} -> {n} entries, {mb0:.1f} -> {mb:.1f} MB of pixels")
    for line in process_census.compare(base["process"], now["process"]):
        print(line)
    for name, d in sorted(((t, now["types"][t] - base["types"].get(t, 0)) for t in now["types"]),
                          key=lambda kv: -kv[1])[:8]:
        print(f"  objects {name}: {d:+d}")
    stats = now["snapshot"].compare_to(base["snapshot"], "lineno") if base["snapshot"] else []
    for s in stats[:12]:
        print(f"  py {s.size_diff / 1024:+9.1f} KiB {s.count_diff:+7d}  {s.traceback}")
    print(flush=True)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=120)
    p.add_argument("--warmup", type=int, default=30)
    p.add_argument("--every", type=int, default=30)
    p.add_argument("--dt", type=float, default=0.25)
    p.add_argument("--no-tracemalloc", action="store_true",
                   help="no tracemalloc (faster; the census without Python's allocations by line)")
    args = p.parse_args()
    if not args.no_tracemalloc:
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
                      f"{base['surface_mb']:.1f} MB of pixels held by caches", flush=True)
                for line in process_census.compare(base["process"], base["process"])[:len(process_census.FIGURES)]:
                    print(line.split(" -> ")[0].replace("process", "process at the warm-up"))
                for k, (n, mb) in sorted(base["caches"].items()):
                    if n:
                        print(f"  cache {k}: {n} entries, {mb:.1f} MB of pixels")
            elif base is not None and (games - args.warmup) % args.every == 0:
                report(base, census(), games)
        if current.time > DEMO_LENGTH * 2:
            raise SystemExit("a demo game did not move on")
    print(f"{games} games in {time.perf_counter() - started:.0f} s")
    app.stack.clear()
    release(base["rss"] if base else float("nan"))


if __name__ == "__main__":
    main()
