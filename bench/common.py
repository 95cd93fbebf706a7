"""Shared set-up for the benches: headless SDL, the repo on sys.path, a throwaway home."""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if not os.environ.get("PIRATE_ARCADE_BENCH_DISPLAY"):   # set: a real window (bench.frames --window)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("PIRATE_ARCADE_HOME", tempfile.mkdtemp(prefix="pirate-bench-"))
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    if not s:
        return float("nan")
    k = min(len(s) - 1, max(0, round(q * (len(s) - 1))))
    return s[k]


def play_to_end(state, bots: list, g: int) -> list[int]:
    """Play `state` to its end, each seat's bot deciding through game.core.bots.decide with the
    benches' generator for decision k of game g (Rng(g * 1_000_003 + k)); the winners."""
    from game.core.bots import decide
    from game.core.rng import Rng
    k = 0
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, decide(bots[seat], state, seat, Rng(g * 1_000_003 + k)))
        k += 1
    return state.winners()
