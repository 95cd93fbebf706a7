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
engines with their rules alone. The "bare/s" column is the same loop playing the first
action without a draw (the draw is most of the floor: about three quarters). Each game is played `--repeat` times and its quickest time kept; the floor is timed
(the quickest of three runs) before and after each row's trusted plays, and the quicker
kept, so that both are read on the machine as it was. The last column is each game's trusted action (the bench's draw
included) in floors (target: within 15).
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


def one_game(spec, players: int, seed: int, trusted: bool) -> tuple[int, float, object]:
    """(actions, CPU seconds, final state) of one seeded random game."""
    state = spec.new_state(players, seed=seed)
    rng = Rng(seed)
    actions = 0
    t0 = time.process_time()
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
    return actions, time.process_time() - t0, state


def floor(actions: int = 300_000, runs: int = 3, draw: bool = True) -> float:
    """The floor's actions per CPU second, the quickest of `runs` runs."""
    return actions / min(floor_seconds(actions, draw) for _ in range(runs))


def playouts(gid: str, players: int, games: int, trusted: bool,
             repeat: int = 1) -> tuple[int, float, list[str]]:
    """(actions, CPU seconds, final states as JSON text) of `games` seeded random games, each
    played `repeat` times and its quickest time kept (the run least disturbed by the rest of
    the machine)."""
    spec = game.get(gid)
    actions = 0
    seconds = 0.0
    finals = []
    for seed in range(games):
        best = float("inf")
        for _ in range(repeat):
            n, took, state = one_game(spec, players, seed, trusted)
            best = min(best, took)
        actions += n
        seconds += best
        finals.append(json.dumps(state.to_json(), sort_keys=True))
    return actions, seconds, finals


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=30)
    p.add_argument("--game", action="append", help="only these games (repeatable)")
    p.add_argument("--players", type=int, help="only this table size")
    p.add_argument("--repeat", type=int, default=3, help="plays of each game (the quickest kept)")
    args = p.parse_args()
    print(f"{'game':<12}{'players':>8}{'strict/s':>12}{'trusted/s':>12}{'speed-up':>10}{'actions':>9}"
          f"{'bare/s':>12}{'floor/s':>12}{'floors':>8}")
    for gid in args.game or game.ids():
        spec = game.get(gid)
        for n in [args.players] if args.players else sorted({spec.min_players, spec.max_players}):
            a, strict_s, strict_end = playouts(gid, n, args.games, False, args.repeat)
            base, bare = floor(), floor(draw=False)
            b, fast_s, fast_end = playouts(gid, n, args.games, True, args.repeat)
            base, bare = max(base, floor()), max(bare, floor(draw=False))
            if a != b or strict_end != fast_end:
                raise SystemExit(f"{gid} {n}p: apply_trusted does not reach the strict path's states")
            print(f"{gid:<12}{n:>8}{a / strict_s:>12,.0f}{b / fast_s:>12,.0f}"
                  f"{strict_s / fast_s:>9.2f}x{a:>9}{bare:>12,.0f}{base:>12,.0f}{base * fast_s / b:>8.1f}",
                  flush=True)


if __name__ == "__main__":
    main()
