"""Run every bench in turn (make bench)."""
from __future__ import annotations

import runpy
import sys

BENCHES = ["bench.engine", "bench.playouts", "bench.frames", "bench.startup", "bench.cartagena_bot"]

if __name__ == "__main__":
    for name in BENCHES:
        print(f"\n== {name}")
        sys.argv = [name]
        runpy.run_module(name, run_name="__main__")
