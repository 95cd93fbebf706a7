"""Random exploration of the saved-state property: thousands of spoiled states a game.

    .venv/bin/python -m bench.fuzz_states [--examples 2000] [--game jamaica] [--seed N]
    make fuzz                                   (the same, with its defaults)

The suite (`make test`) runs tests/test_shapes.py's property "a state with one field spoiled
is refused or plays to the end" derandomized: the same 50 examples a game on every run and
every machine, so that its verdict never depends on chance. This command explores the same
property afresh (hypothesis, random, no example database): `--examples` states a game, each
taken after a random number of random moves, one place of its JSON deleted, given a value of
another type, or nudged as a hand edit would (a number one off, a flag turned, a list's last
item twice or its order reversed), then loaded and, if accepted, played to the end by random
bots (every view read on the way). It prints, per game, how many
were refused and how many played on, and the time taken; a failure is printed with its
arguments (add them to the property as an `@example`) and the exit status is 1. `--seed`
replays an exploration (the seed of each run is printed).
"""
from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from collections import Counter

import bench.common  # noqa: F401 (sets up the environment)

from hypothesis import HealthCheck, Phase, given, seed as hypothesis_seed, settings

import game
from tests.test_shapes import SPOIL, spoil_and_play


def explore(gid: str, examples: int, seed: int) -> tuple[Counter, dict | None, str]:
    """Run the property on `examples` fresh random examples of `gid`: the outcomes counted, and
    the (shrunk) failing arguments with their traceback, if any."""
    counts: Counter = Counter()
    failing: dict = {}

    @hypothesis_seed(seed)
    @settings(max_examples=examples, derandomize=False, database=None, deadline=None,
              phases=(Phase.generate, Phase.shrink), suppress_health_check=list(HealthCheck))
    @given(**SPOIL)
    def prop(**kw):
        try:
            refused = spoil_and_play(gid, **kw)
        except BaseException:
            failing.clear()
            failing.update(kw)
            counts["failed"] += 1
            raise
        counts["refused" if refused is not None else "played on"] += 1

    try:
        prop()
    except Exception:
        return counts, dict(failing), traceback.format_exc(limit=-6)
    return counts, None, ""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=2000, help="examples a game (default 2000)")
    parser.add_argument("--game", choices=game.ids(), help="one game (default: all five)")
    parser.add_argument("--seed", type=int, help="the exploration's seed (default: a fresh one)")
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    print(f"seed {seed}, {args.examples} examples a game")
    failed = False
    for gid in [args.game] if args.game else game.ids():
        t0 = time.perf_counter()
        counts, failing, trace = explore(gid, args.examples, seed)
        took = time.perf_counter() - t0
        print(f"{gid}: {counts['refused']} refused, {counts['played on']} played on to the end, "
              f"{took:.0f} s", flush=True)
        if failing is not None:
            failed = True
            print(f"  FAILED (shrunk): {gid} {failing}\n{trace}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
