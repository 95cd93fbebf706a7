"""Property tests over seeded random play: invariants after every action, games end, illegal
actions refused with a message and changing nothing, JSON, clones, views and determinize."""
from __future__ import annotations

import json

import pytest

from game import IllegalAction, Rng
from game.core.bots import RandomBot
from game.pagamas import SPEC
from game.pagamas.actions import (Ambush, AssignRoles, Board, Elect, Give, Land, Overboard,
                                  PayBrothel, Refloat, Vote)

from .helpers import play_random, snapshot

SEEDS = range(6)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_games_keep_every_card_and_end(players):
    for seed in SEEDS:
        s = SPEC.new_state(players, seed)
        s.check_invariants()

        def check(state, seat, action, events):
            state.check_invariants()
            for e in events:
                json.dumps(e.to_json())
                if e.visible_to is not None:
                    assert all(getattr(e.redacted(), f) is None for f in e.PRIVATE)
        play_random(s, seed, check)
        assert s.is_over() and s.winners()
        assert sum(len(p) for p in s.buried) <= len(s.value)


BAD = [Refloat(draw=7), Refloat(draw=-1), AssignRoles(roles=("captain",)), Give(card=-5, to=0),
       Vote(yes=True), Land(den="castle"), Ambush(victim=9, den="island"),
       PayBrothel(card=999), Overboard(card=999), Board(fighter=9), Elect(candidate=42), "not an action"]


@pytest.mark.parametrize("players", [3, 6])
def test_illegal_actions_are_refused_with_a_reason_and_change_nothing(players):
    s = SPEC.new_state(players, 17)
    bot = RandomBot(4)
    refused = 0
    while not s.is_over():
        movers = s.to_move()
        seat = movers[0]
        legal = s.legal_actions(seat)
        before = snapshot(s)
        for bad in BAD:
            if bad in legal:
                continue
            with pytest.raises(IllegalAction) as info:
                s.apply(seat, bad)
            assert str(info.value)
            refused += 1
        idle = [x for x in range(players) if x not in movers]
        if idle:
            with pytest.raises(IllegalAction, match="turn"):
                s.apply(idle[0], legal[0])
        assert snapshot(s) == before
        s.apply(seat, bot.choose(s, seat))
    assert refused > 100


@pytest.mark.parametrize("players", [3, 5])
def test_json_round_trip_and_replay_every_step(players):
    s = SPEC.new_state(players, 8)
    log = []
    bot = RandomBot(8)
    while not s.is_over():
        text = snapshot(s)
        assert snapshot(SPEC.from_json(json.loads(text))) == text
        seat = s.to_move()[0]
        action = bot.choose(s, seat)
        assert SPEC.action_from_json(json.loads(json.dumps(action.to_json()))) == action
        s.apply(seat, action)
        log.append((seat, action))
    replay = SPEC.new_state(players, 8)
    for seat, action in log:
        replay.apply(seat, action)
    assert snapshot(replay) == snapshot(s)


def test_corrupt_json_is_refused_clearly():
    d = SPEC.new_state(3, 1).to_json()
    d["front"][0].append(d["loot_deck"][0])      # a card in two places
    with pytest.raises(ValueError, match="loot"):
        SPEC.from_json(d)
    d = SPEC.new_state(3, 1).to_json()
    d["phase"] = "party"
    with pytest.raises(ValueError, match="phase"):
        SPEC.from_json(d)
    d = SPEC.new_state(3, 1).to_json()
    d["players"] = 9
    with pytest.raises(ValueError, match="players"):
        SPEC.from_json(d)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_determinize_keeps_each_seats_view_at_every_step(players):
    s = SPEC.new_state(players, 30)
    bot = RandomBot(30)
    steps = 0
    while not s.is_over():
        if steps % 3 == 0:
            for seat in [None, *range(players)]:
                other = s.determinize(seat, Rng(steps))
                other.check_invariants()
                assert json.dumps(other.view(seat), sort_keys=True) == \
                    json.dumps(s.view(seat), sort_keys=True)
        seat = s.to_move()[0]
        s.apply(seat, bot.choose(s, seat))
        steps += 1


def test_determinize_redraws_what_is_hidden():
    s = SPEC.new_state(4, 2)
    bot = RandomBot(1)
    while s.phase != "ambush" or not any(s.hands[1:]):
        seat = s.to_move()[0]
        s.apply(seat, bot.choose(s, seat))
    changed_hands = changed_dens = changed_values = False
    for k in range(20):
        d = s.determinize(0, Rng(k))
        changed_hands |= d.hands[1:] != s.hands[1:]
        changed_dens |= d.dens[1:] != s.dens[1:]
        changed_values |= d.value != s.value
        assert d.hands[0] == s.hands[0] and d.dens[0] == s.dens[0]
        assert all(d.value[c] == s.value[c] for c in s.known[0])
    assert changed_hands and changed_dens and changed_values


def test_views_hide_hands_dens_and_values():
    s = SPEC.new_state(4, 5)
    bot = RandomBot(2)
    while s.phase != "ambush":
        seat = s.to_move()[0]
        s.apply(seat, bot.choose(s, seat))
    for viewer in range(4):
        v = s.view(viewer)
        for x, seat in enumerate(v["seats"]):
            assert (seat["hand"] is not None) == (x == viewer)
            assert (seat["den"] is not None) == (x == viewer)
            for c in seat["loot"]:
                assert (c["value"] is not None) == (c["card"] in s.known[viewer])
    spectator = s.view(None)
    assert all(seat["hand"] is None and seat["den"] is None for seat in spectator["seats"])
