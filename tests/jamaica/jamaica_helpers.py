"""Helpers for the Jamaica tests: fixed set-ups and driving a round through ordinary actions."""
from __future__ import annotations

from game.core.rng import Rng
from game.jamaica import SPEC
from game.jamaica.actions import ChooseCard, PlaceDice


def game(players=2, ghost=False, dice=((2, 5),), cards=None, ships=None, combat=None,
         captain=0, tokens=(), treasures=None, seed=1):
    """A game with fixed dice, first cards, ships and combat die; no lair tokens by default."""
    setup = {"captain": captain, "dice": [list(d) for d in dice]}
    if tokens is not None:
        setup["tokens"] = list(tokens)
    if cards:
        setup["decks"] = [[c] if isinstance(c, str) else (list(c) if c else None) for c in cards]
    if ships:
        setup["ships"] = ships
    if combat:
        setup["combat"] = list(combat)
    if treasures:
        setup["treasures"] = list(treasures)
    return SPEC.new_state(players, seed, {"ghost_ship": ghost, "setup": setup})


def ship(space=0, lap=0, holds=(), face_up=(), hidden=()):
    """A ship for setup: holds given as (kind, n) pairs, the rest empty (5 holds, 6 with the
    6th hold)."""
    n = 6 if "sixth_hold" in face_up else 5
    hs = [[k, v] for k, v in holds] + [[None, 0]] * (n - len(holds))
    return {"space": space, "lap": lap, "holds": hs, "face_up": list(face_up),
            "hidden": list(hidden)}


def play_round(st, day, night, cards):
    """Place the dice (if asked), then every seat plays its card; the events of it all."""
    events = []
    if st.phase() == "place_dice":
        events += st.apply(st.captain, PlaceDice(day, night))
    assert (st.day, st.night) == (day, night)
    for seat, card in enumerate(cards):
        events += st.apply(seat, ChooseCard(card))
    return events


def types(events):
    return [e.TYPE for e in events]


def of(events, cls):
    return [e for e in events if isinstance(e, cls)]


def holds(st, i):
    return [list(h) for h in st.ships[i].holds]


def random_game(players, seed, ghost=False, check=None, limit=6000):
    """Play a seeded random game; `check(state, seat, action, events)` after every action."""
    st = SPEC.new_state(players, seed, {"ghost_ship": ghost})
    rng = Rng(seed * 7919 + players)
    log = []
    for _ in range(limit):
        if st.is_over():
            return st, log
        seat = rng.choice(st.to_move())
        action = rng.choice(st.legal_actions(seat))
        events = st.apply(seat, action)
        log.append((seat, action))
        if check:
            check(st, seat, action, events)
    raise AssertionError(f"game not over after {limit} actions")


def duel(players=2, games=50, ghost=False, samples=None, first_seed=1000):
    """One CaptainBot against random bots, its seat rotating. Returns a summary dict.

        .venv/bin/python -c "import sys; sys.path.insert(0, 'tests/jamaica');
            from jamaica_helpers import duel; print(duel(2, 50))"
    """
    import time
    from game.core.bots import RandomBot
    from game.jamaica.bots import CaptainBot
    wins, slowest, rounds = 0, 0.0, 0
    for g in range(games):
        seat = g % players
        bots = [RandomBot(g * 10 + i) for i in range(players)]
        bots[seat] = CaptainBot(g, samples=samples)
        st = SPEC.new_state(players, first_seed + g, {"ghost_ship": ghost})
        while not st.is_over():
            s = st.to_move()[0]
            t = time.perf_counter()
            action = bots[s].choose(st, s)
            if s == seat:
                slowest = max(slowest, time.perf_counter() - t)
            st.apply(s, action)
        wins += seat in st.winners()
        rounds += st.round
    return {"players": players, "ghost": ghost, "games": games, "bot_wins": wins,
            "avg_rounds": round(rounds / games, 1), "slowest_decision_s": round(slowest, 3)}
