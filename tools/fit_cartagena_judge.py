"""Refits judge.py's WEIGHTS: a conditional logit over positions of games between normal bots.

    python tools/fit_cartagena_judge.py --games 400 --players 2     # WEIGHTS[2]
    python tools/fit_cartagena_judge.py --games 150 --players 4     # WEIGHTS[4]

Plays seeded games between normal bots (the planner reads only its own view, so it is
handed the true state here), records every seat's `judge.features` at the start of each
turn with the game's winner, and fits the weights by maximum likelihood (tools/fit_logit.py),
one set per table size. Prints the
weights and the log-loss; the commands above give judge.py's.
"""
from __future__ import annotations

import argparse

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.cartagena.bot import PirateBot  # noqa: E402
from game.cartagena.judge import NAMES, features  # noqa: E402
from game.cartagena.setup import new_state  # noqa: E402
from tools.fit_logit import fit  # noqa: E402


def positions(games: int, players: int, seed0: int | None = None, every: int = 1) -> list[tuple[list, int]]:
    """(features per seat, winner) at the start of turns of `games` seeded normal-bot games."""
    out = []
    seed0 = 500_000 + 10_000 * players if seed0 is None else seed0
    for g in range(games):
        st = new_state(players, seed0 + g, {})
        bots = [PirateBot(g * 7 + s) for s in range(players)]
        rows = []
        k = 0
        while not st.is_over() and k < 5000:
            if st.actions_taken == 0 and st.pending is None and st.discards is None:
                if st.turn_number % every == 0:
                    rows.append([features(st, s) for s in range(st.players)])
            seat = st.to_move()[0]
            st.apply(seat, bots[seat].choose(st, seat))
            k += 1
        if st.winner is not None:
            out.extend((r, st.winner) for r in rows)
    return out


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=400, help="games per table size")
    p.add_argument("--players", type=int, nargs="+", default=[2, 4])
    args = p.parse_args()
    for n in args.players:
        data = positions(args.games, n)
        beta, loss = fit(data, len(NAMES))
        print(f"{n} players: {len(data)} positions, log-loss {loss:.4f}")
        print(f"    {n}: (" + ", ".join(f"{b:.3f}" for b in beta) + "),")

if __name__ == "__main__":
    main()
