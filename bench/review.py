"""The review's cost on whole games (CPU seconds), and what its marks say of different players.

    .venv/bin/python -m bench.review [--game G ...] [--games 1] [--effort N] [--reviewed normal]
                                     [--players N] [--large] [--seeds fresh | tune | START]

For each game, `--games` whole games at the game's smallest table (2 players; Pagamás 3),
or `--players`; with `--large` also one larger table (Cartagena, 4 players). In game g the
reviewed seat (g % players) is played by the `--reviewed` level ("normal", "hard", "random"),
every other seat by the normal bot; the finished game becomes a replay
(game.core.replays.Replay.of) and the review of that seat (game.core.review.review, at
`--effort`, the default review.EFFORT) is timed in CPU seconds (`time.process_time`): what the
review costs on a core to itself. The playing of the game is not counted.

Printed per table: games, the seat's decisions, CPU seconds per game and per decision, the
marks (good / inaccuracy / mistake / blunder), the mean drop in the chance to win per
decision, the mean standard error of the decisions' drops (`spread`: how surely two moves are
told apart) and of the chance after the move played (`noise`: how sure a chance itself is). Seeds as in
bench.levels: fresh ones by default (printed, `--seeds START` repeats a run).
"""
from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

import bench.common  # noqa: F401 (sets up the environment)
from bench.levels import seed_start, seeds_line

import game
from game.core import review
from game.core.match import Match, Seat
from game.core.replays import Replay

LARGE = ("cartagena", 4)


def play(gid: str, players: int, seed: int, reviewed: int, level: str) -> Replay:
    """A whole seeded game, `reviewed` played by `level`, the rest by normal bots."""
    seats = [Seat(f"P{i}", level if i == reviewed else "normal", i) for i in range(players)]
    match = Match.new(gid, seats, seed=seed)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat))
        match.queue.clear()
    return Replay.of(match, ended=0.0)


def run(gid: str, players: int, games: int, start: int, level: str, effort: int) -> str:
    cpu, drops, spreads, noises, marks, decided = [], [], [], [], Counter(), 0
    for g in range(games):
        seat = g % players
        replay = play(gid, players, start + g, seat, level)
        t = time.process_time()
        result = review.review(replay, seat, effort=effort, seed=start + g)
        cpu.append(time.process_time() - t)
        for d in result["decisions"]:
            drops.append(d["drop"])
            spreads.append(d["spread"])
            noises.append(d["noise"])
            marks[d["mark"]] += 1
        decided += len(result["decisions"])
    per = sum(cpu) / max(decided, 1)
    return (f"| {gid} | {players} | {games} | {decided / games:.0f} | {statistics.mean(cpu):.1f} | {max(cpu):.1f} "
            f"| {per * 1000:.0f} | {' / '.join(str(marks[m]) for m in review.MARKS)} "
            f"| {statistics.mean(drops or [0]):.3f} | {statistics.mean(spreads or [0]):.3f} "
            f"| {statistics.mean(noises or [0]):.3f} |")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", nargs="+", default=list(game.ids()))
    p.add_argument("--games", type=int, default=1, help="whole games per table")
    p.add_argument("--players", type=int, help="the table size (default: the game's smallest, 2 at least)")
    p.add_argument("--large", action="store_true", help=f"also {LARGE[0]} at {LARGE[1]} players")
    p.add_argument("--effort", type=int, default=review.EFFORT, help="the review's playouts a decision")
    p.add_argument("--reviewed", default="normal", help="the reviewed seat's level (normal, hard, random)")
    p.add_argument("--seeds", default="fresh", help="fresh (default), tune, or a first seed")
    args = p.parse_args()
    start = seed_start(args.seeds)
    print(f"review effort {args.effort}, reviewed seat played by {args.reviewed}; "
          f"{seeds_line(start, args.games)}")
    print("| game | players | games | decisions | CPU s a game | max | ms a decision "
          "| good / inaccuracy / mistake / blunder | mean drop | mean spread | mean noise |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |")
    tables = []
    for gid in args.game:
        spec = game.get(gid)
        n = args.players or max(2, spec.min_players)
        tables.append((gid, min(max(n, spec.min_players), spec.max_players)))
    if args.large:
        tables.append(LARGE)
    for gid, n in tables:
        print(run(gid, n, args.games, start, args.reviewed, args.effort), flush=True)


if __name__ == "__main__":
    main()
