"""Helpers for the Palabra de Pirata tests: states from a set-up, and ways to play through phases."""
from __future__ import annotations

from game.core.bots import RandomBot
from game.palabra import SPEC
from game.palabra.actions import Bid, Place, Talk


def new(players: int, seed: int = 0, market: bool = True, talk: bool = True, **setup):
    options = {"market": market, "talk": talk}
    if setup:
        options["setup"] = setup
    return SPEC.new_state(players, seed, options)


def skip_talk(s) -> list:
    events = []
    while s.phase == "talk":
        events += s.apply(s.to_move()[0], Talk())
    return events


def place(s, ships: dict) -> list:
    """ships: seat -> {island: card}; other seats place their first legal placement."""
    events = skip_talk(s)
    assert s.phase == "decision"
    for seat in list(s.to_move()):
        if seat in ships:
            action = Place(ships=tuple(sorted(ships[seat].items())))
        else:
            action = s.legal_actions(seat)[0]
        events += s.apply(seat, action)
    return events


def bid(s, bids: dict) -> list:
    """bids: seat -> {colour: n}; other seats that must bid bid nothing."""
    assert s.phase == "market"
    events = []
    for seat in list(s.to_move()):
        events += s.apply(seat, Bid(**bids.get(seat, {})))
    return events


def play_random(players: int, seed: int, options=None, check=None):
    """A whole game of random bots; `check(state)` after every action. Returns (state, log)."""
    s = SPEC.new_state(players, seed, options or {})
    bots = [RandomBot(seed * 7 + i) for i in range(players)]
    log = []
    for _ in range(5000):
        if s.is_over():
            break
        seat = s.to_move()[bots[0].rng.randrange(len(s.to_move()))]
        action = bots[seat].choose(s, seat)
        s.apply(seat, action)
        log.append((seat, action))
        if check:
            check(s)
    assert s.is_over(), "a random game did not end"
    return s, log


def types(events) -> list[str]:
    return [e.TYPE for e in events]
