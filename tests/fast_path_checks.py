"""What the engines' fast-path tests share: a state's JSON, a state built afresh from it, a spy
on the events made, and a digest of what determinize draws."""
from __future__ import annotations

import hashlib
import json

from game.core.contract import Event
from game.core.rng import Rng


def dump(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def fresh(state):
    """A state built afresh from `state`'s JSON, as its class reads a saved state (what
    GameSpec.from_json builds), without the checks from_json adds on loading a file (it plays
    each loaded state one move further on copies and round-trips its JSON again: several
    times the cost of the reading). The fast-path tests compare what a state answers with
    what a fresh one answers; that every reachable state and its copies pass from_json's
    checks is tests/test_shapes.py's test."""
    return type(state)._from_json(json.loads(json.dumps(state.to_json())))


def determinize_digest(spec, players: int, options: dict) -> str:
    """determinize(seat, Rng(k)) of every seat and a spectator every 5th action of three seeded
    random games, digested: a test pins it so that bots tuned at a fixed effort keep their stream."""
    h = hashlib.sha256()
    for seed in range(3):
        state = spec.new_state(players, seed, options)
        rng = Rng(seed + 77)
        k = 0
        while not state.is_over():
            if k % 5 == 0:
                for s in (*range(players), None):
                    h.update(dump(state.determinize(s, Rng(1000 * seed + k))).encode())
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
            k += 1
    return h.hexdigest()[:20]


def spy_on_events(monkeypatch, modules) -> list[str]:
    """Every Event class the `modules` name, replaced by one that notes each event made."""
    made: list[str] = []
    for module in modules:
        for name, value in list(vars(module).items()):
            if isinstance(value, type) and issubclass(value, Event) and value is not Event:
                def noting(*args, _cls=value, **kwargs):
                    made.append(_cls.__name__)
                    return _cls(*args, **kwargs)
                monkeypatch.setattr(module, name, noting)
    return made


def play_digest(spec, players: int, options: dict, seeds: int = 3) -> str:
    """Every step of `seeds` seeded random games on the strict path, digested: who is to move,
    each seat's legal actions in order, the events `apply` returns, the state's JSON. A test pins
    it so that a change made for speed keeps the rules (a saved journal replays to the same
    states, the same choices are offered in the same order)."""
    h = hashlib.sha256()
    for seed in range(seeds):
        state = spec.new_state(players, seed, options)
        rng = Rng(seed + 31)
        while not state.is_over():
            movers = state.to_move()
            h.update(repr((movers, [state.legal_actions(s) for s in range(players)])).encode())
            seat = movers[0]
            legal = state.legal_actions(seat)
            h.update(repr(state.apply(seat, legal[rng.randrange(len(legal))])).encode())
            h.update(dump(state).encode())
    return h.hexdigest()[:20]


def events_of_random_play(monkeypatch, spec, players: int, seed: int, modules) -> tuple[set[str], list[str]]:
    """The Event classes the `modules` make in a seeded random game on the strict path, and the
    events made by the same game on the trusted path (which should build none)."""
    made = spy_on_events(monkeypatch, modules)
    state = spec.new_state(players, seed)
    probe = state.clone()
    for game, play in ((probe, probe.apply), (state, state.apply_trusted)):
        if game is state:
            strict = set(made)
            made.clear()
        rng = Rng(seed + 5)
        while not game.is_over():
            seat = game.to_move()[0]
            legal = game.legal_actions(seat)
            play(seat, legal[rng.randrange(len(legal))])
    return strict, made
