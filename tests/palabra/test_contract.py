"""The engine contract (ENGINE.md) for Palabra de Pirata: random games, JSON, clones, views, events."""
from __future__ import annotations

import copy
import json

import pytest

from game.core.contract import IllegalAction
from game.core.rng import Rng
from game.palabra import SPEC
from game.palabra.actions import Bid, Place, Talk

from .helpers import new, play_random, skip_talk

CASES = [(n, m) for n in range(2, 9) for m in (True, False)]
IDS = [f"{n}p-{'market' if m else 'simple'}" for n, m in CASES]


def test_spec_facts_and_options():
    assert (SPEC.id, SPEC.min_players, SPEC.max_players) == ("palabra", 2, 8)
    for name, opt in SPEC.options.items():
        assert opt.help, name
        if opt.choices:
            assert set(opt.labels) == set(opt.choices), name
    assert SPEC.options["setup"].default is None and not SPEC.options["setup"].lobby
    assert SPEC.default_bot in SPEC.bots and "random" in SPEC.bots


def test_bad_calls_are_refused_with_a_clear_message():
    with pytest.raises(ValueError, match="players"):
        SPEC.new_state(9, 0)
    with pytest.raises(ValueError, match="market"):
        SPEC.new_state(3, 0, {"market": "yes"})
    with pytest.raises(ValueError, match="setup"):
        SPEC.new_state(3, 0, {"setup": {"dice": 3}})
    with pytest.raises(ValueError, match="dagger"):
        SPEC.new_state(3, 0, {"setup": {"dagger": 5}})
    with pytest.raises(ValueError, match="green"):
        SPEC.new_state(3, 0, {"setup": {"ships": [[1, 16], [1, 15], [3, 14]]}})
    with pytest.raises(ValueError):
        SPEC.from_json({"game": "palabra", "players": 3})
    with pytest.raises(ValueError, match="Palabra"):
        SPEC.from_json({"game": "cartagena"})


@pytest.mark.parametrize("players,market", CASES, ids=IDS)
def test_random_games_end_and_round_trip(players, market):
    def check(s):
        s.check_invariants()
        d = s.to_json()
        json.dumps(d)
        assert SPEC.from_json(d).to_json() == d

    s, log = play_random(players, 11 * players, {"market": market}, check)
    assert len(s.winners()) == 1
    assert len(log) < 2000


@pytest.mark.parametrize("players,market", CASES, ids=IDS)
def test_same_seed_same_game_and_replay_gives_same_state(players, market):
    a, log = play_random(players, 3, {"market": market})
    b, log_b = play_random(players, 3, {"market": market})
    assert a.to_json() == b.to_json() and log == log_b
    replay = SPEC.new_state(players, 3, {"market": market})
    for seat, action in log:
        replay.apply(seat, SPEC.action_from_json(json.loads(json.dumps(action.to_json()))))
    assert replay.to_json() == a.to_json()


@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_every_legal_action_survives_json_and_views_are_json_ready(players):
    seen = set()

    def check(s):
        for seat in {None, 0, *s.to_move()[:1]}:
            v = s.view(seat)
            assert json.loads(json.dumps(v)) == v      # plain JSON: no tuples, no int keys
        d = s.to_json()
        assert json.loads(json.dumps(d)) == d
        for seat in s.to_move():
            for a in s.legal_actions(seat):
                if a.TYPE not in seen or a.TYPE == "bid":
                    seen.add(a.TYPE)
                    assert SPEC.action_from_json(json.loads(json.dumps(a.to_json()))) == a
    play_random(players, 5, {}, check)
    assert {"talk", "place", "bid", "pick"} <= seen


@pytest.mark.parametrize("players", [2, 4, 7])
def test_illegal_actions_are_refused_and_leave_the_state_unchanged(players):
    s = new(players, seed=2)
    before = s.to_json()
    for seat, action, words in [
        (0, Place(ships=((0, 0),)), "talk"),
        (0, Talk(signals=((99, "share"),)), "not one of your islands"),
        (0, Talk(signals=((0, "lie"),)), "share"),
        (0, Bid(gold=1), "talk"),
        (players, Talk(), "no seat"),
    ]:
        with pytest.raises(IllegalAction, match=words):
            s.apply(seat, action)
        assert s.to_json() == before
    skip_talk(s)
    before = s.to_json()
    with pytest.raises(IllegalAction, match="each of your islands"):
        s.apply(0, Place(ships=((s.islands_of(0)[0], 0),)))
    with pytest.raises(IllegalAction, match="no card"):
        s.apply(0, Place(ships=tuple((i, 99) for i in sorted(s.islands_of(0)))))
    with pytest.raises(IllegalAction, match="pairs"):
        s.apply(0, Place(ships=(({"x": 1}, 0),)))
    assert s.to_json() == before
    s.apply(0, s.legal_actions(0)[0])
    before = s.to_json()
    with pytest.raises(IllegalAction, match="turn"):
        s.apply(0, s.legal_actions(1)[0])
    assert s.to_json() == before


def test_finished_game_refuses_everything():
    s, _ = play_random(3, 1)
    before = s.to_json()
    with pytest.raises(IllegalAction, match="over"):
        s.apply(0, Talk())
    assert s.to_json() == before and s.to_move() == [] and s.legal_actions(0) == []


def test_clone_is_independent():
    s = new(4, seed=9)
    c = s.clone()
    assert c.to_json() == s.to_json()
    skip_talk(c)
    c.apply(0, c.legal_actions(0)[0])
    assert s.phase == "talk" and c.phase == "decision"
    assert s.to_json() != c.to_json()


def test_clone_is_independent_at_every_moment():
    def check(s):
        before = s.to_json()
        c = s.clone()
        assert c.to_json() == before
        while not c.is_over() and c.day == s.day:
            seat = c.to_move()[0]
            c.apply(seat, c.legal_actions(seat)[-1])
        assert s.to_json() == before
    play_random(3, 4, {}, check)


@pytest.mark.parametrize("players", [2, 3, 6])
def test_determinize_keeps_the_view(players):
    rng = Rng(4)

    def check(s):
        for seat in {None, 0, players - 1, *s.to_move()[:1]}:
            d = s.determinize(seat, rng)
            assert d.view(seat) == s.view(seat)
            d.check_invariants()
    play_random(players, 8, {}, check)


def test_determinize_redraws_hidden_chests_and_ships():
    s = new(3, seed=1, day=2, chests=[{"gold": 3}, {"blue": 3}, {"green": 3}])
    skip_talk(s)
    for seat in range(3):
        s.apply(seat, s.legal_actions(seat)[0])
    differs = {0: 0, 1: 0}
    for k in range(30):
        d = s.determinize(0, Rng(k))
        assert d.chests[0] == s.chests[0] and d.placed[0] == s.placed[0]
        differs[0] += d.chests[1] != s.chests[1]
        differs[1] += d.placed[1] != s.placed[1]
    assert differs[0] > 20 and differs[1] > 10


def test_events_are_json_and_redacted_hides_private_fields():
    private = 0
    s = SPEC.new_state(4, 21, {})
    from game.core.bots import RandomBot
    bot = RandomBot(3)
    while not s.is_over():
        seat = s.to_move()[0]
        for e in s.apply(seat, bot.choose(s, seat)):
            json.dumps(e.to_json())
            if e.visible_to is not None:
                private += 1
                hidden = e.redacted()
                for name in e.PRIVATE:
                    assert getattr(hidden, name) is None
                other = next(x for x in range(4) if x not in e.visible_to)
                assert e.for_viewer(other) == hidden and e.for_viewer(e.visible_to[0]) == e
                json.dumps(hidden.to_json())
    assert private > 0


def test_a_saved_seat_missing_a_ship_or_placing_a_card_it_lacks_is_refused():
    """A placed seat has one ship at each of its islands, from its own cards (test_shapes found
    a save with one ship deleted: accepted, it crashed at the resolution)."""
    state = SPEC.new_state(2, seed=5)
    while state.phase != "resolution" or state.is_over():
        seat = state.to_move()[0]
        state.apply_trusted(seat, state.legal_actions(seat)[0])
    saved = state.to_json()
    assert SPEC.from_json(saved).to_json() == saved
    missing = copy.deepcopy(saved)
    del missing["placed"][1][2]
    with pytest.raises(ValueError, match="not one at each of its islands"):
        SPEC.from_json(missing)
    foreign = copy.deepcopy(saved)
    foreign["placed"][1][0][1] = next(c for c in range(1, 17) if c not in saved["cards"][1])
    with pytest.raises(ValueError, match="does not hold"):
        SPEC.from_json(foreign)
