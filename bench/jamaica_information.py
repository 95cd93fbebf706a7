"""What Jamaica's hard bot could gain from information no player has: a diagnostic, not a bot.

    .venv/bin/python -m bench.jamaica_information [--games 100] [--seeds 3000] [--know all|table|rival|inferred]

The product's bots decide only from what their seat may know (game.core.bots.decide hands
them `state.determinize(seat, rng)`). This bench breaks that rule on purpose, to measure how
much of the hard bot's shortfall against the normal one is information rather than play: the
hard bot (game.jamaica.levels.hard, its effort and rules unchanged) is handed worlds drawn from
the true state, only the dice to come left unknown (a fresh generator, as determinize gives).

    all     it knows everything: the rival's hand and face-down card, every deck's order, the
            treasure deck, the rival's face-down treasures.
    table   it knows the treasures (the treasure deck, the rival's face-down ones) but no card:
            its own deck's order and the rival's hand, deck and face-down card are re-dealt as
            determinize does (JamaicaState.redeal_cards), the face-down card re-chosen by the
            hard bot's model of the rival (levels.rivals_rechoose), as in play.
    rival   it knows the rival's hand and face-down card, and nothing else: the world is drawn
            as determinize draws it, then the rival's true cards are put back (the rest of
            its pool re-dealt as its deck). The most that inferring the rival's cards from
            its play could give.
    inferred  no cheat: the hard bot of bench/jamaica_hands.py (InferringCaptain), which deals
            the rival's hand in its worlds by what the rival's past play tells, handed
            `state.determinize` as at the table. What that inference gives of "rival".

The normal bot plays as at the table (`decide`). Game g plays seed start + g with the hard bot
in seat g % 2, as bench.levels does, so a run pairs with `bench.levels --pairing hard-normal
--seeds START`. The difference between "all" and "table" bounds what knowing the cards could
give (better inference of the rival's among them); what "table" gains over the honest bot is
information no player has (the treasure deck's order, the rival's face-down treasures).
"""
from __future__ import annotations

import argparse
import types

import bench.common  # noqa: F401 (sets up the environment)
from bench.levels import wilson

import game
from game.core.bots import decide
from game.core.rng import Rng
from game.jamaica import levels

from bench.jamaica_hands import InferringCaptain


def knowing(know: str):
    """A `determinize` for the hard bot's view that draws its worlds from the true state."""
    def world(self, seat: int, rng: Rng):
        w = type(self).clone(self)
        w.__dict__.pop("determinize", None)       # the copy draws its own worlds honestly
        w.rng = rng.spawn()
        w.fixed_dice, w.fixed_combat = [], []
        if know == "table":
            w.redeal_cards(seat, rng)
        elif know == "rival":
            w = type(self).determinize(self, seat, rng)
            w.__dict__.pop("determinize", None)
            for s in range(w.players):
                if s == seat:
                    continue
                secret = self.chosen[s] is not None and not self.revealed[s]
                known = self.hands[s] + ([self.chosen[s]] if secret else [])
                pool = w.hands[s] + w.decks[s] + ([w.chosen[s]] if secret else [])
                for card in known:
                    pool.remove(card)
                rng.shuffle(pool)
                w.hands[s], w.decks[s] = list(self.hands[s]), pool
                if secret:
                    w.chosen[s] = self.chosen[s]
        return w
    return world


def play(seed: int, hero: int, know: str) -> float:
    """One game: the hard bot's share of the win."""
    spec = game.get("jamaica")
    state = spec.new_state(2, seed=seed)
    bots = [spec.make_bot("hard" if s == hero else "normal", seed * 31 + s) for s in range(2)]
    if know == "inferred":
        bots[hero] = InferringCaptain(seed * 31 + hero, effort=levels.HARD_EFFORT)
    world = knowing(know)
    k = 0
    while not state.is_over():
        seat = state.to_move()[0]
        if seat == hero and know != "inferred":
            view = state.clone()
            view.determinize = types.MethodType(world, view)
            action = bots[seat].choose(view, seat)
        else:
            action = decide(bots[seat], state, seat, Rng(seed * 1_000_003 + k))
        k += 1
        state.apply(seat, action)
    won = state.winners()
    return 1.0 / len(won) if hero in won else 0.0


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seeds", type=int, default=3000, help="the first seed")
    p.add_argument("--know", choices=("all", "table", "rival", "inferred"), default="all")
    args = p.parse_args()
    saved = levels.rivals_rechoose
    if args.know in ("all", "rival"):      # the rival's card is known: nothing to re-choose
        levels.rivals_rechoose = lambda world, seat, rng, model=None: world
    try:
        wins = sum(play(args.seeds + g, g % 2, args.know) for g in range(args.games))
    finally:
        levels.rivals_rechoose = saved
    lo, hi = wilson(wins, args.games)
    print(f"seeds {args.seeds}..{args.seeds + args.games - 1}; the hard bot knowing {args.know!r}: "
          f"{wins:g} of {args.games} against normal ({wins / args.games:.0%}, [{lo:.0%}, {hi:.0%}])")


if __name__ == "__main__":
    main()
