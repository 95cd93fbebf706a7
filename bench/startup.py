"""Start-up: wall time from launching main.py to its first title frame drawn (headless).

    python -m bench.startup [--runs 10]

Runs `main.py --headless --frames 1` in a fresh interpreter each time: that is
the interpreter start, the imports, the window, and the first title frame.
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

from bench.common import ROOT


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=10)
    args = p.parse_args()
    times = []
    for _ in range(args.runs):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--frames", "1"],
                       check=True, capture_output=True)
        times.append(time.perf_counter() - t0)
    print(f"start-up to the first title frame: median {statistics.median(times) * 1000:.0f} ms, "
          f"max {max(times) * 1000:.0f} ms over {args.runs} runs")


if __name__ == "__main__":
    main()
