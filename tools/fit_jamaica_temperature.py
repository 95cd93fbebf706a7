"""Refits bench/jamaica_hands.py's TEMPERATURE: how sharply the normal bot prefers a card.

    python tools/fit_jamaica_temperature.py [--games 60] [--seed 51000]

Plays seeded games between two normal bots (CaptainBot, as at the table; seeds from 51,000:
the tuning range, never a bench report's), records every card choice (the position with the
dice placed, the hand, the card played) and prints, for each temperature of a grid, the mean
log-likelihood of the choices under jamaica_hands.py's model (a softmax of playout.stride_value
over the hand), beside an even choice's; the best is the one to keep.
"""
from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.bots import decide  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.jamaica import SPEC  # noqa: E402
from game.jamaica.actions import ChooseCard  # noqa: E402
from game.jamaica.playout import stride_value  # noqa: E402

GRID = (1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 8.0, 12.0)


def choices(games: int, seed0: int) -> list[tuple[list[float], int]]:
    """(the worth of each card of the hand, the index of the one played), every choice."""
    out = []
    for g in range(games):
        seed = seed0 + g
        st = SPEC.new_state(2, seed=seed)
        bots = [SPEC.make_bot("normal", seed * 31 + s) for s in range(2)]
        k = 0
        while not st.is_over():
            seat = st.to_move()[0]
            action = decide(bots[seat], st, seat, Rng(seed * 1_000_003 + k))
            k += 1
            if isinstance(action, ChooseCard) and len(st.hands[seat]) > 1:
                hand = sorted(st.hands[seat])
                out.append(([stride_value(st, seat, c) for c in hand], hand.index(action.card)))
            st.apply(seat, action)
    return out


def log_likelihood(rows, temperature: float) -> float:
    total = 0.0
    for worth, played in rows:
        top = max(worth)
        e = [math.exp((w - top) / temperature) for w in worth]
        total += math.log(e[played] / sum(e))
    return total / len(rows)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=60)
    p.add_argument("--seed", type=int, default=51_000)
    a = p.parse_args()
    rows = choices(a.games, a.seed)
    even = sum(math.log(1 / len(w)) for w, _ in rows) / len(rows)
    print(f"{len(rows)} choices of {a.games} games; an even choice: {even:.4f} a choice")
    for t in GRID:
        print(f"temperature {t:5.1f}: {log_likelihood(rows, t):.4f}")


if __name__ == "__main__":
    main()
