"""A table with phones on, in a process of its own with few open files, for the flood tests.

    python -m tests.phone_seats.flood_child '{"limits": {...}, "spare_files": 40}'

A headless app seats a Libertalia table (seats 0 and 1 open to phones, seat 2 a bot) with its
phones' server on loopback, within the given protocol.Limits; then lowers this process's
open-file limit to the files it holds plus `spare_files`, prints one line `ready PORT CODE`,
and steps frames at 60 a second until a line `stop` comes on stdin. Each frame it also loads a
picture afresh (as a table does the first time it shows one): while the process is out of open
files that picture comes back blank. Last it prints one line of JSON: frames stepped, blank
pictures, the longest frame in milliseconds. Anything raised ends it with a traceback.
"""
from __future__ import annotations

import json
import os
import resource
import sys
import threading
import time

from game import Match, Seat
from phones.protocol import Limits
from scenes import widgets
from scenes.tables import table_for
from tests.phone_seats.probe import phones_app

PICTURE = "emblems/anchor.png"


def main(argv: list[str]) -> int:
    order = json.loads(argv[0])
    app, room = phones_app(Limits(**order["limits"]))
    match = Match.new("libertalia", [Seat("Anne", None, 0), Seat("Bob", None, 1), Seat("Cat", "random", 2)], seed=11)
    app.push(table_for(app, match))
    app.apply_pending()
    for _ in range(3):
        app.step(1 / 60)
    held = len(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else 64
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (held + order["spare_files"], hard))
    stop = threading.Event()
    threading.Thread(target=lambda: (sys.stdin.readline(), stop.set()), daemon=True).start()
    print(f"ready {room.server.port} {room.server.code}", flush=True)
    frames = blanks = 0
    longest = 0.0
    while not stop.is_set():
        start = time.perf_counter()
        widgets._images.pop((PICTURE, None), None)
        if widgets.image(PICTURE).get_size() == (1, 1):
            blanks += 1
        app.step(1 / 60)
        took = time.perf_counter() - start
        longest = max(longest, took)
        frames += 1
        time.sleep(max(0.0, 1 / 60 - took))
    room.stop()
    print(json.dumps({"frames": frames, "blanks": blanks, "longest_ms": round(longest * 1000, 1)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
