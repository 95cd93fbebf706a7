"""Playout throughput: random legal actions per CPU second, strict `apply` against `apply_trusted`.

    .venv/bin/python -m bench.playouts [--games 30] [--game jamaica] [--players 2]

The same seeded random games are played twice per game: through the contract's strict path
(`to_move`, `legal_actions`, `apply`: re-validation, events) and through the fast path the
search uses (`to_move`, `legal_actions`, `apply_trusted`). Time is the process's CPU time
(`time.process_time`), so other work on the machine weighs less. Both runs must end in the
same states (checked on `to_json`), else the bench stops.

The floor: the trusted loop over `Floor`, a game whose `to_move`, `legal_actions` and
`apply_trusted` do nothing (they return a stored list of six actions, count down), drawing
its action as the games' loop does (`Rng.randrange`): what CPython alone costs an action of
a playout (the loop, its three method calls and the draw), so that the ratio charges the
engines with their rules alone. The floor is timed beside each play of each game, right after
it, for as many actions (FLOOR_ACTIONS at the least, scaled), and treated as the game is: the
quickest of the `--repeat` plays of a seed, summed over the seeds. The machine's speed drifts
over seconds (the floor alone read 650k to 1.2M actions a second from one row to the next on
2026-11-27), so a floor timed once a row, in its quickest moment, against the game's sum over
many moments, charged the drift to the engines; timed beside every play, both see the same
moments. The "bare/s" column is the loop playing the first action without a draw (the draw
is most of the floor: about three quarters), timed before and after each row. The last column
is each game's trusted action (the bench's draw included) in floors (target: within 15).
bench/bytecodes.py counts the same loop in bytecodes, which the load cannot move.
"""
from __future__ import annotations

import argparse
import json
import time

import bench.common  # noqa: F401 (sets up the environment)

import game
from game.core.rng import Rng


class Floor:
    """A game that does nothing: the playout loop's own cost in CPython (see the module doc)."""

    def __init__(self, actions: int) -> None:
        self.left = actions
        self.seats = [0]
        self.moves = [0, 1, 2, 3, 4, 5]

    def is_over(self) -> bool:
        return self.left <= 0

    def to_move(self) -> list[int]:
        return self.seats

    def legal_actions(self, seat: int) -> list[int]:
        return self.moves

    def apply_trusted(self, seat: int, action) -> None:
        self.left -= 1


def floor_seconds(actions: int, draw: bool = True) -> float:
    """CPU seconds of `actions` actions of the trusted loop over `Floor`, the action drawn as
    `one_game` draws it (else the first one played)."""
    state = Floor(actions)
    rng = Rng(0)
    t0 = time.process_time()
    if draw:
        while not state.is_over():
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            state.apply_trusted(seat, legal[rng.randrange(len(legal))])
    else:
        while not state.is_over():
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            state.apply_trusted(seat, legal[0])
    return time.process_time() - t0


def play_out(state, seed: int, trusted: bool) -> int:
    """Play `state` to its end by random legal actions drawn from Rng(seed), through
    `apply_trusted` or the strict `apply`: the actions played."""
    rng = Rng(seed)
    actions = 0
    if trusted:
        while not state.is_over():
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            state.apply_trusted(seat, legal[rng.randrange(len(legal))])
            actions += 1
    else:
        while not state.is_over():
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
            actions += 1
    return actions


def one_game(spec, players: int, seed: int, trusted: bool) -> tuple[int, float, object]:
    """(actions, CPU seconds, final state) of one seeded random game (its set-up not timed)."""
    state = spec.new_state(players, seed=seed)
    t0 = time.process_time()
    actions = play_out(state, seed, trusted)
    return actions, time.process_time() - t0, state


def table_arguments(p: argparse.ArgumentParser, games: int) -> None:
    """The options the playout benches share: --games, --game (repeatable), --players."""
    p.add_argument("--games", type=int, default=games)
    p.add_argument("--game", action="append", help="only these games (repeatable)")
    p.add_argument("--players", type=int, help="only this table size")


def tables(args) -> list[tuple[str, int]]:
    """(game, players) of each row: the chosen games (else all) at their smallest and largest
    tables (else --players)."""
    rows = []
    for gid in args.game or game.ids():
        spec = game.get(gid)
        sizes = [args.players] if args.players else sorted({spec.min_players, spec.max_players})
        rows += [(gid, n) for n in sizes]
    return rows


def floor(actions: int = 300_000, runs: int = 3, draw: bool = True) -> float:
    """The floor's actions per CPU second, the quickest of `runs` runs."""
    return actions / min(floor_seconds(actions, draw) for _ in range(runs))


FLOOR_ACTIONS = 5000   # the floor timed beside a play: at least this many actions, scaled


def playouts(gid: str, players: int, games: int, trusted: bool,
             repeat: int = 1) -> tuple[int, float, list[str], float]:
    """(actions, CPU seconds, final states as JSON text, the floor's CPU seconds for as many
    actions) of `games` seeded random games, each played `repeat` times and its quickest time
    kept (the run least disturbed by the rest of the machine); the floor is timed right after
    each play and its quickest time kept the same way (see the module doc)."""
    spec = game.get(gid)
    actions = 0
    seconds = 0.0
    floor_total = 0.0
    finals = []
    for seed in range(games):
        best = quickest_floor = float("inf")
        for _ in range(repeat):
            n, took, state = one_game(spec, players, seed, trusted)
            best = min(best, took)
            k = max(n, FLOOR_ACTIONS)
            quickest_floor = min(quickest_floor, floor_seconds(k) * n / k)
        actions += n
        seconds += best
        floor_total += quickest_floor
        finals.append(json.dumps(state.to_json(), sort_keys=True))
    return actions, seconds, finals, floor_total


def main() -> None:
    p = argparse.ArgumentParser()
    table_arguments(p, 30)
    p.add_argument("--repeat", type=int, default=3, help="plays of each game (the quickest kept)")
    args = p.parse_args()
    print(f"{'game':<12}{'players':>8}{'strict/s':>12}{'trusted/s':>12}{'speed-up':>10}{'actions':>9}"
          f"{'bare/s':>12}{'floor/s':>12}{'floors':>8}")
    for gid, n in tables(args):
        a, strict_s, strict_end, _ = playouts(gid, n, args.games, False, args.repeat)
        bare = floor(draw=False)
        b, fast_s, fast_end, floor_s = playouts(gid, n, args.games, True, args.repeat)
        bare = max(bare, floor(draw=False))
        if a != b or strict_end != fast_end:
            raise SystemExit(f"{gid} {n}p: apply_trusted does not reach the strict path's states")
        print(f"{gid:<12}{n:>8}{a / strict_s:>12,.0f}{b / fast_s:>12,.0f}"
              f"{strict_s / fast_s:>9.2f}x{a:>9}{bare:>12,.0f}{b / floor_s:>12,.0f}{fast_s / floor_s:>8.1f}",
              flush=True)


if __name__ == "__main__":
    main()
