"""Helpers for the Pagamás tests: set-ups, a quiet default move per step, scripted phases."""
from __future__ import annotations

import json

from game.core.bots import RandomBot
from game.pagamas import SPEC
from game.pagamas.actions import (AssignRoles, CallVote, Elect, Force, Give, Land, Pass,
                                  PayBrothel, Refloat, Sharks, Side, Stand, Vote)


QUIET = ["boarding"] * 5 + ["salvage"] * 3     # the action cards that change least when drawn


def new(players: int = 3, seed: int = 1, quiet: list[str] = QUIET, **setup):
    """A state with `setup` (captain 0 unless given; start hands empty unless given). Unless
    the test names the top of the action deck, the refloat's first draws are the quiet cards
    (Boarding! and Salvage not in a start hand): a scenario is not upset by random sailors,
    dodges or ambush cards."""
    setup.setdefault("captain", 0)
    setup.setdefault("hands", [[] for _ in range(players)])
    if "actions" not in setup:
        quiet = list(quiet)
        for hand in setup["hands"]:
            for k in hand:
                if k in quiet:
                    quiet.remove(k)
        setup["actions"] = quiet
    return SPEC.new_state(players, seed, {"setup": setup})


def snapshot(s) -> str:
    return json.dumps(s.to_json(), sort_keys=True)


def default(s, seat: int):
    """A quiet legal move for `seat` now: the hand kept (and completed to 2), shares spread round
    the table, yes votes, hammocks, no ambushes, no mutiny."""
    st = s.step
    legal = s.legal_actions(seat)
    if s.phase == "refloat" and st == "draw":
        return next(a for a in legal if not a.discard_hand)
    if st == "deal":
        dealt = s.share["to"]
        undealt = [c for c in s.share["cards"] if str(c) not in dealt]
        k = len(s.share["cards"]) - len(undealt)
        return Give(card=undealt[0], to=(s.captain + 1 + k) % s.players)
    if st == "promise":
        return CallVote()
    if st == "vote" and s.phase == "share":
        return Vote(yes=True)
    if st == "force":
        return Force(yes=True)
    if st in ("overboard", "salvage", "second", "cards", "chaplain", "launch", "boarding"):
        return Pass()
    if st == "den":
        return Land(den="hammock")
    if st == "brothel":
        return legal[0]
    if st == "sides":
        return Side(mutineer=False)
    if st == "sharks":
        return legal[0]
    if st == "stand":
        return Stand(yes=True)
    if st == "vote" and s.phase == "election":
        return Elect(candidate=s.election["candidates"][0])
    return legal[0]


def run_until(s, phase: str, step: str | None = None, limit: int = 500) -> list:
    """Apply default moves until the state is at `phase` (and `step`); returns the events."""
    events = []
    for _ in range(limit):
        if s.phase == phase and (step is None or s.step == step):
            return events
        seat = s.to_move()[0]
        events += s.apply(seat, default(s, seat))
    raise AssertionError(f"never reached {phase}/{step}; at {s.phase}/{s.step}")


def act(s, seat: int, action) -> list:
    events = s.apply(seat, action)
    s.check_invariants()
    return events


def roles(s, *names) -> list:
    """Phase 2: the captain hands out `names` (one per seat)."""
    run_until(s, "roles")
    return act(s, s.captain, AssignRoles(roles=tuple(names)))


def deal(s, owners: list[int], votes: dict | None = None) -> list:
    """Phase 3: deal the share's cards in order to `owners`, call the vote, vote (default yes)."""
    run_until(s, "share", "deal")
    cap = s.captain
    ev = []
    for card, to in zip(list(s.share["cards"]), owners):
        ev += act(s, cap, Give(card=card, to=to))
    ev += act(s, cap, CallVote())
    votes = votes or {}
    for seat in list(s.to_move()):
        ev += act(s, seat, Vote(yes=votes.get(seat, True)))
    return ev


def land(s, dens: list[str]) -> list:
    run_until(s, "landing", "den")
    ev = []
    for seat, den in enumerate(dens):
        ev += act(s, seat, Land(den=den))
    return ev


def of_type(events, name: str) -> list:
    return [e for e in events if e.TYPE == name]


def play_random(state, seed: int, check=None, limit: int = 50000) -> int:
    bot = RandomBot(seed)
    n = 0
    while not state.is_over():
        assert n < limit, "no end"
        movers = state.to_move()
        seat = movers[bot.rng.randrange(len(movers))]
        action = bot.choose(state, seat)
        events = state.apply(seat, action)
        n += 1
        if check:
            check(state, seat, action, events)
    return n


__all__ = ["new", "snapshot", "default", "run_until", "act", "roles", "deal", "land", "of_type",
           "play_random", "PayBrothel", "Sharks", "Pass"]
