"""Frame time with phones at the table: does the phones' server ever stall a frame?

    python -m bench.phone_frames [--frames 1200] [--players 4]

A Libertalia table (two seats on phones, the rest bots) runs frame by frame in real time
(app.step paced at 60 fps), first with phones off and the two seats played by bots, then with
phones on and two phone clients (tools/phone_client.py, on threads of this process: the worst
case, since they share the interpreter with the drawing loop) playing those seats. Reported:
the whole frame (input, update, the phones' pump, drawing) median / p99 / max, and the pump
(App.tend_phones: draining the inbox, building and sending the views) alone, in this thread's
CPU time (time.thread_time), which a busy machine does not inflate as it does wall time.
"""
from __future__ import annotations

import argparse
import asyncio
import statistics
import threading
import time

from bench.common import ROOT, percentile

from game import Match, Seat
from scenes.app import App


def run(app: App, frames: int, pump_times: list[float]) -> list[float]:
    steps = []
    real = app.tend_phones

    def timed() -> None:
        t0 = time.thread_time()          # this thread's CPU: what the pump costs the frame
        real()
        pump_times.append(time.thread_time() - t0)
    app.tend_phones = timed
    for _ in range(frames):
        t0 = time.perf_counter()
        app.step(1 / 60)
        took = time.perf_counter() - t0
        steps.append(took)
        time.sleep(max(0.0, 1 / 60 - took))
    app.tend_phones = real
    return steps


def table(app: App, players: int, phones: bool):
    from scenes.tables import table_for
    names = ["Anne", "Bob", "Cat", "Dan", "Eve", "Fay"]
    seats = [Seat(names[i], None if phones and i < 2 else "normal", i) for i in range(players)]
    match = Match.new("libertalia", seats, seed=7)
    app.stack = []
    app.push(table_for(app, match))
    app.apply_pending()


def clients(url: str, n: int) -> list[threading.Thread]:
    import sys
    sys.path.insert(0, str(ROOT / "tools"))
    from phone_client import Client, parse_args
    threads = []
    for seat in range(n):
        c = Client(parse_args([url, "--seat", str(seat), "--auto", "--seed", str(seat), "--quiet"]))
        th = threading.Thread(target=lambda c=c: asyncio.run(c.run()), daemon=True)
        th.start()
        threads.append(th)
    return threads


def report(name: str, steps: list[float], pumps: list[float]) -> None:
    ms = [s * 1000 for s in steps]
    print(f"{name:<34}{statistics.median(ms):>9.2f}{percentile(ms, 0.99):>9.2f}{max(ms):>9.2f}"
          f"{statistics.median(pumps) * 1000:>10.3f}{percentile(pumps, 0.99) * 1000:>10.3f}"
          f"{max(pumps) * 1000:>10.3f}")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--frames", type=int, default=1200)
    p.add_argument("--players", type=int, default=4)
    args = p.parse_args()
    app = App(fullscreen=False, headless=True)
    app.audio.set_muted(True)
    app.settings.curtains = True
    print(f"{'frame (ms)':<34}{'median':>9}{'p99':>9}{'max':>9}{'pump med':>10}{'pump p99':>10}{'pump max':>10}")
    pumps: list[float] = []
    table(app, args.players, phones=False)
    report("phones off, all bots", run(app, args.frames, pumps), pumps or [0.0])
    from scenes.phone_panel import start_phones
    from scenes.phone_room import stop_phones
    room = start_phones(app, 0, loopback=True)
    table(app, args.players, phones=True)
    clients(room.url, 2)
    pumps = []
    steps = run(app, args.frames, pumps)
    report("phones on, 2 phones + bots", steps, pumps)
    worst = sorted(range(len(pumps)), key=lambda i: -pumps[i])[:3]
    print("the pump's slowest frames:", ", ".join(f"#{i} {pumps[i] * 1000:.1f} ms" for i in worst))
    print(f"({len(room.seated())} phones seated, {len(app.stack[0].match.log)} moves played)")
    stop_phones(app)
    app.stack[0].close_thinker()


if __name__ == "__main__":
    main()
