"""What the process holds beyond our caches: where resident memory goes, for bench.soak_trace.

    census() -> dict of figures in MB (or counts), each named for what it measures:

- rss_anon / rss_file: resident memory the process made (heap, mmaps) against the pages
  of files it maps (libraries, fonts), from /proc/self/status;
- malloc_used / malloc_free / malloc_mmap: glibc's heap (mallinfo2): bytes handed out, bytes
  free inside the heap (fragmentation), big blocks in their own mmaps;
- python: the bytes Python's allocator holds in blocks (sys.getallocatedblocks is a count;
  tracemalloc's traced memory when it runs);
- surfaces / surface_mb: every Surface alive that the garbage collector can reach (a Surface
  is not tracked itself: found among what tracked objects refer to) and its pixels;
  uncached / uncached_mb: those that no cache holds (the tables' own, or a leak);
- fonts: pygame Font objects alive (each holds a FreeType face and SDL_ttf's glyph cache);
- threads / native_threads / fds / children: Python threads, the kernel's threads of the
  process (SDL's and the allocator's included), open file descriptors, worker processes.

No pygame drawing here: it only looks.
"""
from __future__ import annotations

import ctypes
import functools
import gc
import multiprocessing
import os
import sys
import threading
import tracemalloc
from collections import Counter

import pygame

MB = 2**20


class _Mallinfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
        "uordblks", "fordblks", "keepcost")]


def malloc_info() -> dict[str, float]:
    """glibc's heap in MB: used, free inside it, in mmapped blocks (empty where there is no
    mallinfo2, glibc before 2.33 or another libc)."""
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = _Mallinfo2
        m = libc.mallinfo2()
    except (OSError, AttributeError):
        return {}
    return {"malloc_used": m.uordblks / MB, "malloc_free": m.fordblks / MB, "malloc_mmap": m.hblkhd / MB}


def status() -> dict[str, float]:
    """RssAnon, RssFile and the thread count from /proc/self/status (empty off Linux)."""
    out: dict[str, float] = {}
    try:
        with open("/proc/self/status") as f:
            for line in f:
                key, _, value = line.partition(":")
                if key in ("RssAnon", "RssFile", "RssShmem"):
                    out[key.lower().replace("rss", "rss_")] = int(value.split()[0]) / 1024
                elif key == "Threads":
                    out["native_threads"] = int(value)
    except OSError:
        pass
    try:
        out["fds"] = len(os.listdir("/proc/self/fd"))
    except OSError:
        pass
    return out


_KEY_AT, _RESULT_AT = 40, 48     # CPython 3.11-3.13 lru_list_elem: head, prev, next, hash, key, result


def lru_results(cached) -> list:
    """The results an lru cache holds. functools' C cache keeps each (key, result) in an
    _lru_list_elem the garbage collector does not see into; read its two fields, checking
    first that the key field is the very key the cache's dict holds (else give nothing)."""
    out = []
    own = getattr(cached, "__dict__", None)
    for d in gc.get_referents(cached):
        if not isinstance(d, dict) or d is own:
            continue
        for key, elem in d.items():
            if type(elem).__name__ != "_lru_list_elem" or \
                    ctypes.c_void_p.from_address(id(elem) + _KEY_AT).value != id(key):
                return out
            out.append(ctypes.cast(ctypes.c_void_p.from_address(id(elem) + _RESULT_AT).value,
                                   ctypes.py_object).value)
    return out


def untracked(kind: type) -> list:
    """Every object of `kind` that an object tracked by the garbage collector refers to, or
    an lru cache holds, once each. Surfaces and Fonts are not tracked themselves, nor are the
    tuples and dicts that hold only such objects: those are looked into here."""
    seen: dict[int, object] = {}
    looked: set[int] = set()
    for o in gc.get_objects():
        stack = list(gc.get_referents(o))
        if isinstance(o, functools._lru_cache_wrapper):
            stack += lru_results(o)
        while stack:
            r = stack.pop()
            if isinstance(r, kind):
                seen[id(r)] = r
            elif isinstance(r, (tuple, dict, list, set, frozenset)) and not gc.is_tracked(r) \
                    and id(r) not in looked:
                looked.add(id(r))
                stack.extend(r.values() if isinstance(r, dict) else r)
    return list(seen.values())


def surfaces(cached: dict[int, pygame.Surface]) -> dict:
    """The Surfaces alive: how many and MB of pixels (a subsurface's are its parent's), those
    no cache holds (`cached`, by id) apart, and the MB of those by size (w x h), to name them."""
    alive = untracked(pygame.Surface)
    out = {"surfaces": len(alive), "surface_mb": 0.0, "uncached": 0, "uncached_mb": 0.0,
           "uncached_sizes": Counter()}
    for s in alive:
        mb = s.get_pitch() * s.get_height() / MB if s.get_parent() is None else 0.0
        out["surface_mb"] += mb
        if id(s) not in cached and s.get_parent() not in cached.values():
            out["uncached"] += 1
            out["uncached_mb"] += mb
            out["uncached_sizes"][f"{s.get_width()}x{s.get_height()}"] += mb
    return out


def census(cached: dict[int, pygame.Surface]) -> dict:
    """The figures above; `cached`: the Surfaces our caches hold, by id."""
    gc.collect()
    out: dict = status() | malloc_info()       # first: the census's own lists come after
    out.update(surfaces(cached))
    out.update({"fonts": len(untracked(pygame.font.Font)),
                "threads": threading.active_count(),
                "children": len(multiprocessing.active_children()),
                "python_blocks": sys.getallocatedblocks()})
    if tracemalloc.is_tracing():
        out["python"] = tracemalloc.get_traced_memory()[0] / MB
    return out


FIGURES = ("rss_anon", "rss_file", "malloc_used", "malloc_free", "malloc_mmap", "python",
           "surface_mb", "surfaces", "uncached_mb", "uncached", "fonts", "threads", "native_threads", "fds", "children",
           "python_blocks")


def compare(base: dict, now: dict) -> list[str]:
    """One line per figure, warm-up -> now; then the sizes of Surfaces outside the caches
    that grew most."""
    lines = []
    for k in FIGURES:
        if k in now and k in base:
            a, b = base[k], now[k]
            lines.append(f"  process {k}: {a:.1f} -> {b:.1f} ({b - a:+.1f})" if isinstance(b, float)
                         else f"  process {k}: {a} -> {b} ({b - a:+d})")
    sizes, before = now["uncached_sizes"], base["uncached_sizes"]
    for size in sorted(sizes, key=lambda k: before.get(k, 0) - sizes[k])[:6]:
        if sizes[size] - before.get(size, 0) >= 0.5:
            lines.append(f"  surfaces outside the caches {size}: {before.get(size, 0):.1f} -> {sizes[size]:.1f} MB")
    return lines
