"""Benchmark of the Pagamás bots: win rate against the random bot and decision times.

    .venv/bin/python bench/pagamas_bot.py [games] [--players N]

For each temperament (loyal, schemer, greedy), plays `games` (default 100) seeded games of
N players (default 3): one bot, in seat seed % N, against random bots. Prints the share of
games the bot won outright, won or shared, and its median and maximum decision time over the
decisions with more than one legal move (forced moves return at once and are not counted).
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game  # noqa: E402
from game.core.bots import RandomBot  # noqa: E402

MAX_ACTIONS = 50000
TEMPERAMENTS = ("loyal", "schemer", "greedy")


def play(bot_id: str, players: int, seed: int, times: list[float]) -> tuple[bool, bool]:
    """One game; (did the bot win alone, was it among the winners)."""
    spec = game.get("pagamas")
    state = spec.new_state(players, seed)
    me = seed % players
    bots = {s: RandomBot(seed * 31 + s) for s in range(players)}
    bots[me] = spec.make_bot(bot_id, seed)
    picker = RandomBot(seed + 99991)
    n = 0
    while not state.is_over() and n < MAX_ACTIONS:
        movers = state.to_move()
        seat = movers[picker.rng.randrange(len(movers))]
        real_choice = seat == me and len(state.legal_actions(seat)) > 1
        t0 = time.perf_counter()
        action = bots[seat].choose(state, seat)
        if real_choice:
            times.append(time.perf_counter() - t0)
        state.apply(seat, action)
        n += 1
    winners = state.winners()
    return winners == [me], me in winners


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv and argv[0].isdigit() else 100
    players = int(argv[argv.index("--players") + 1]) if "--players" in argv else 3
    print(f"Pagamás bots against random bots: {games} seeded {players}-player games each")
    print(f"{'bot':<10}{'won alone':>11}{'won/shared':>12}{'median ms':>11}{'max ms':>9}")
    for bot_id in TEMPERAMENTS:
        times: list[float] = []
        alone = shared = 0
        for seed in range(games):
            a, s = play(bot_id, players, seed, times)
            alone += a
            shared += s
        print(f"{bot_id:<10}{100 * alone / games:>10.0f}%{100 * shared / games:>11.0f}%"
              f"{1000 * statistics.median(times):>11.2f}{1000 * max(times):>9.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
