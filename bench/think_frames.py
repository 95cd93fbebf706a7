"""Frame work while a Hard bot thinks: the table's frames at 60 fps pacing, bots in a thread vs a process.

    python -m bench.think_frames [--seconds 15] [--games jamaica:2,palabra:3]

Each game's table is seated with Hard bots only (their ~1 s clock budget, THINK_BUDGET) and
runs headless: every frame the app does its whole step (input, update, draw, flip), then
sleeps to the next 60th of a second. The frame work time (the step, not the sleep) is kept
for the frames during which a bot decision is under way; "quiet p99" is the p99 of the
other frames of the same run (no decision under way: animations, the bots' pause), the
machine's own noise. "thread" is how bots thought
before (a thread sharing the interpreter lock with the drawing loop), "process" the
table's worker process (scenes/bot_worker.py). Target: under 16.7 ms in 99% of frames.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

from bench.common import percentile

FRAME = 1 / 60


def run(game_id: str, players: int, mode: str, seconds: float, seed: int) -> dict:
    from game import Match, Seat
    from scenes.app import App
    from scenes.bot_worker import Thinker
    from scenes.table import THINK_BUDGET
    from scenes.tables import table_for

    app = App(fullscreen=False, headless=True)
    app.audio.set_muted(True)
    match = Match.new(game_id, [Seat(f"Bot {i + 1}", "hard", i) for i in range(players)], seed=seed)
    table = table_for(app, match)
    table.thinker = Thinker(match, budget=THINK_BUDGET, mode=mode)
    time.sleep(1.0)                       # the worker's start-up is not a frame's work
    app._push(table)
    thinking, every = [], []             # frames while a bot thinks, and the others
    decisions = 0
    end = time.perf_counter() + seconds
    next_frame = time.perf_counter()
    while time.perf_counter() < end and not match.is_over():
        busy = table.worker is not None and not table.worker._done
        t0 = time.perf_counter()
        app.step(FRAME)
        work = time.perf_counter() - t0
        if busy or (table.worker is not None and not table.worker._done):
            thinking.append(work)
        else:
            every.append(work)
        next_frame += FRAME
        pause = next_frame - time.perf_counter()
        if pause > 0:
            time.sleep(pause)
        else:
            next_frame = time.perf_counter()
    decisions = len(match.log)
    thinker = table.thinker
    app.shutdown()                        # the table closes, and its worker with it
    if mode == "process":
        assert thinker is None or not thinker.alive, "the worker outlived its table"
    return {"thinking": thinking, "quiet": every, "decisions": decisions}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--seconds", type=float, default=15.0)
    p.add_argument("--games", default="jamaica:2,palabra:3")
    p.add_argument("--seed", type=int, default=11)
    args = p.parse_args()
    print(f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}; {args.seconds:g} s per run, "
          f"frame work in ms over the frames while a bot thinks")
    print(f"{'table':<14}{'bots in':>9}{'frames':>8}{'moves':>7}{'p50':>7}{'p90':>7}{'p99':>7}"
          f"{'max':>8}{'>16.7ms':>9}{'quiet p99':>11}")
    for item in args.games.split(","):
        game_id, players = item.split(":")
        for mode in ("thread", "process"):
            r = run(game_id, int(players), mode, args.seconds, args.seed)
            w = r["thinking"]
            over = sum(1 for x in w if x > FRAME) / max(1, len(w))
            print(f"{game_id + ' ' + players + 'p':<14}{mode:>9}{len(w):>8}{r['decisions']:>7}"
                  f"{statistics.median(w) * 1000:>7.2f}{percentile(w, 0.9) * 1000:>7.2f}"
                  f"{percentile(w, 0.99) * 1000:>7.2f}{max(w) * 1000:>8.2f}{over:>9.1%}"
                  f"{percentile(r['quiet'], 0.99) * 1000:>11.2f}", flush=True)


if __name__ == "__main__":
    main()
