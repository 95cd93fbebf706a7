"""How much bench/jamaica_hands.py's belief knows of a rival's hand: a diagnostic, not a bot.

    .venv/bin/python -m bench.jamaica_inference [--games 20] [--seeds 9000] [--temperature 4]

Two normal bots play 2-player games (seed start + g). Seat 0's notebook notes what seat 0 sees
(its determinized copy, as the hard bot would), and at each of its card choices made before
the rival's, the belief over the rival's hand is scored against the true hand (which only
this bench reads): the mean log-probability of the true hand, beside an even belief's over
the same hands (what determinize deals), and how often the likeliest hand is the true one.
The difference of the two means is what the notes tell, in nats a choice.
"""
from __future__ import annotations

import argparse
import math

import bench.common  # noqa: F401 (sets up the environment)

import game
from game.core.bots import decide
from game.core.rng import Rng
from bench import jamaica_hands as inference


def score(games: int, start: int) -> tuple[int, float, float, float]:
    """(positions, mean log p of the true hand, the same for an even belief, likeliest hits)."""
    spec = game.get("jamaica")
    n = 0
    inferred = even = hits = 0.0
    for seed in range(start, start + games):
        st = spec.new_state(2, seed=seed)
        bots = [spec.make_bot("normal", seed * 31 + s) for s in range(2)]
        book, k = inference.Notebook(), 0
        while not st.is_over():
            seat = st.to_move()[0]
            if seat == 0:
                book.observe(st.determinize(0, Rng(k)), 0)
                got = book.belief(1, st.round)
                if st.phase() == "choose_cards" and st.chosen[1] is None and got:
                    belief = got[0]
                    true = tuple(sorted(st.hands[1]))
                    inferred += math.log(max(belief.get(true, 0.0), 1e-12))
                    even += math.log(1 / len(belief))
                    hits += max(belief, key=belief.get) == true
                    n += 1
            st.apply(seat, decide(bots[seat], st, seat, Rng(seed * 1_000_003 + k)))
            k += 1
    return n, inferred / n, even / n, hits / n


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seeds", type=int, default=9000)
    p.add_argument("--temperature", type=float, default=inference.TEMPERATURE)
    a = p.parse_args()
    inference.TEMPERATURE = a.temperature
    n, inferred, even, hits = score(a.games, a.seeds)
    print(f"{n} choices of {a.games} games (seeds {a.seeds}..), temperature {a.temperature}: "
          f"log p(true hand) {inferred:.3f} inferred, {even:.3f} even "
          f"({inferred - even:+.3f} nats); the likeliest hand true {hits:.0%}")


if __name__ == "__main__":
    main()
