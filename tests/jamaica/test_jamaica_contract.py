"""Jamaica against the engine contract (ENGINE.md), and its conservation laws in random games."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.contract import IllegalAction
from game.core.rng import Rng
from game.jamaica import SPEC
from game.jamaica.actions import ChooseCard, PlaceDice
from game.jamaica.events import (Dumped, GunpowderSpent, HoldMoved, LoadLost, Loaded, Paid,
                                 Plundered, TreasureFound, TreasureStolen)
from game.jamaica.cards import ACTION_CARDS, BANK, RESOURCES
from jamaica_helpers import random_game

ROOT = Path(__file__).resolve().parents[2]
GAMES = [(p, False) for p in range(2, 7)] + [(p, True) for p in (2, 3, 5)]


# ------------------------------------------------------------------ goods follow the events
def _replay_goods(holds, bank, events):
    """Apply the events' movements of goods to copies of every ship's holds and the bank."""
    last = None
    for e in events:
        if isinstance(e, Loaded):
            assert holds[e.ship][e.hold] == [None, 0], f"loaded into a full hold: {e}"
            holds[e.ship][e.hold] = [e.kind, e.amount]
            if e.source == "bank":
                bank[e.kind] -= e.amount
        elif isinstance(e, Dumped):
            assert holds[e.ship][e.hold] == [e.kind, e.amount], e
            holds[e.ship][e.hold] = [None, 0]
            bank[e.kind] += e.amount
        elif isinstance(e, (Paid, GunpowderSpent)):
            kind = e.kind if isinstance(e, Paid) else "gunpowder"
            assert sum(n for _, n in e.taken) == e.amount, e
            for h, n in e.taken:
                assert holds[e.ship][h][0] == kind and holds[e.ship][h][1] >= n, e
                holds[e.ship][h][1] -= n
                if holds[e.ship][h][1] == 0:
                    holds[e.ship][h] = [None, 0]
            bank[kind] += e.amount
        elif isinstance(e, Plundered):
            assert holds[e.loser][e.hold] == [e.kind, e.amount], e
            holds[e.loser][e.hold] = [None, 0]
        elif isinstance(e, HoldMoved):
            moved = holds[e.from_ship].pop()
            assert moved == [e.kind, e.amount], e
            holds[e.to_ship].append(moved)
        elif isinstance(e, LoadLost):
            if e.source == "plunder":
                bank[e.kind] += e.amount
                if isinstance(last, HoldMoved) and last.to_ship == e.ship:
                    holds[e.ship][-1] = [None, 0]
        elif isinstance(e, TreasureFound) and e.card == "sixth_hold" and e.face_up:
            holds[e.ship].append([None, 0])
        elif isinstance(e, TreasureStolen) and e.hidden and e.card == "sixth_hold":
            # taken blind from the ghost ship, which kept it face down: a new hold for the taker
            holds[e.winner].append([None, 0])
        last = e


def _check_everything(st, seat, action, events, before):
    st.check_invariants()
    holds = [[list(h) for h in sh.holds] for sh in before.ships]
    bank = dict(before.bank)
    _replay_goods(holds, bank, events)
    assert holds == [[list(h) for h in sh.holds] for sh in st.ships], "holds moved without an event"
    assert bank == st.bank, "the bank changed without an event"
    for s in range(st.players):       # 11 cards per player, always
        cards = st.decks[s] + st.hands[s] + st.discards[s] + [c for c in [st.chosen[s]] if c]
        assert sorted(cards) == sorted(ACTION_CARDS)
    total = {k: st.bank[k] + sum(n for sh in st.ships for kk, n in sh.holds if kk == k)
             for k in RESOURCES}
    assert all(total[k] <= BANK[k] for k in RESOURCES)
    for e in events:
        json.dumps(e.to_json())
        red = e.redacted()
        json.dumps(red.to_json())
        if e.visible_to is not None:
            assert all(getattr(red, name) is None for name in e.PRIVATE)


@pytest.mark.parametrize("players,ghost", GAMES)
def test_random_games_end_and_keep_every_conservation_law(players, ghost):
    for seed in range(6):
        prev = {}

        def check(st, seat, action, events):
            _check_everything(st, seat, action, events, prev["state"])
            prev["state"] = st.clone()

        st0 = SPEC.new_state(players, seed, {"ghost_ship": ghost})
        prev["state"] = st0.clone()
        st, log = random_game(players, seed, ghost, check=check)
        assert st.is_over() and (st.winners() or st.ghost_won()) and len(st.scores()) == players
        assert all(w < players for w in st.winners())


# ------------------------------------------------------------------ the contract
def _positions(players, ghost, seed, every=7):
    """States along a random game, every few actions."""
    st = SPEC.new_state(players, seed, {"ghost_ship": ghost})
    rng = Rng(seed + 99)
    out = [st.clone()]
    n = 0
    while not st.is_over():
        seat = rng.choice(st.to_move())
        st.apply(seat, rng.choice(st.legal_actions(seat)))
        n += 1
        if n % every == 0:
            out.append(st.clone())
    out.append(st)
    return out


@pytest.mark.parametrize("players,ghost", [(2, False), (4, False), (2, True), (6, False)])
def test_json_round_trip_clone_and_views(players, ghost):
    for st in _positions(players, ghost, seed=players):
        d = st.to_json()
        assert json.loads(json.dumps(d)) == d
        back = SPEC.from_json(json.loads(json.dumps(d)))
        assert back.to_json() == d
        copy = st.clone()
        if not copy.is_over():
            seat = copy.to_move()[0]
            copy.apply(seat, copy.legal_actions(seat)[-1])
            assert st.to_json() == d                       # the clone is independent
            back.apply(seat, back.legal_actions(seat)[-1])
            assert back.to_json() == copy.to_json()        # and the restored state plays on alike
        for seat in [None, *range(players)]:
            view = st.view(seat)
            assert json.loads(json.dumps(view)) == view
            for i, ship in enumerate(view["ships"][:players]):
                if i != seat:
                    assert ship["hand"] is None
                    if not st.is_over():
                        assert ship["hidden_cards"] is None


@pytest.mark.parametrize("players,ghost", [(2, False), (3, False), (2, True), (5, True)])
def test_determinize_keeps_the_seats_view_and_plays_on(players, ghost):
    rng = Rng(5)
    for st in _positions(players, ghost, seed=11, every=5):
        for seat in [None, *range(players)]:
            det = st.determinize(seat, rng)
            assert det.view(seat) == st.view(seat)
            det.check_invariants()
        det = st.determinize(0, rng)
        for _ in range(40):
            if det.is_over():
                break
            s = rng.choice(det.to_move())
            det.apply(s, rng.choice(det.legal_actions(s)))
            det.check_invariants()


def test_the_same_seed_and_actions_give_the_same_game_and_the_log_replays():
    st, log = random_game(3, 21)
    again = SPEC.new_state(3, 21, {"ghost_ship": False})
    for seat, action in log:
        again.apply(seat, action)
    assert again.to_json() == st.to_json()
    st2, log2 = random_game(3, 21)
    assert log2 == log and st2.to_json() == st.to_json()
    assert SPEC.new_state(3, 21).to_json() != SPEC.new_state(3, 22).to_json()


def test_actions_round_trip_through_json():
    for st in _positions(2, True, seed=3, every=1)[:200]:
        for seat in st.to_move():
            for action in st.legal_actions(seat):
                assert SPEC.action_from_json(json.loads(json.dumps(action.to_json()))) == action


def test_illegal_actions_are_refused_with_a_reason_and_change_nothing():
    for st in [s for s in _positions(3, False, seed=8, every=3) if not s.is_over()]:
        d = st.to_json()
        seat = st.to_move()[0]
        others = [s for s in range(3) if s not in st.to_move()]
        tries = [(seat, ChooseCard("telescope/parrot")), (seat, PlaceDice(7, 7)), (5, None)]
        if others:
            tries.append((others[0], st.legal_actions(seat)[0]))
        for who, action in tries:
            with pytest.raises(IllegalAction) as err:
                st.apply(who, action)
            assert str(err.value)
            assert st.to_json() == d
    st = SPEC.new_state(2, seed=1, options={"setup": {"captain": 0, "dice": [[2, 5]]}})
    with pytest.raises(IllegalAction, match="place_dice"):
        st.apply(0, PlaceDice(3, 4))


def test_a_finished_game_refuses_everything():
    st, _ = random_game(2, 4)
    assert st.to_move() == [] and st.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="over"):
        st.apply(0, PlaceDice(1, 2))


def test_bad_state_data_is_a_clear_value_error():
    st = SPEC.new_state(2, seed=1)
    with pytest.raises(ValueError):
        SPEC.from_json({"game": "jamaica"})
    d = st.to_json()
    d["bank"]["gold"] += 1                           # a doubloon from nowhere
    with pytest.raises(ValueError, match="gold"):
        SPEC.from_json(d)
    d = st.to_json()
    d["hands"][0].append("gold/gold")
    with pytest.raises(ValueError):
        SPEC.from_json(d)
    with pytest.raises(ValueError):
        SPEC.from_json({**st.to_json(), "game": "cartagena"})


def test_options_have_help_and_the_setup_option_is_checked():
    assert set(SPEC.options) == {"ghost_ship", "setup"}
    assert all(o.help for o in SPEC.options.values())
    assert SPEC.options["ghost_ship"].label and SPEC.options["setup"].lobby is False
    for bad in ({"dice": [[0, 7]]}, {"combat": [3]}, {"captain": 5}, {"decks": [["rum/rum"]]},
                {"ships": [{"space": 99}]}, {"treasures": ["plus9"]}, {"tokens": [5]},
                {"what": 1}):
        with pytest.raises(ValueError, match="setup"):
            SPEC.new_state(2, seed=1, options={"setup": bad})
    with pytest.raises(ValueError):
        SPEC.new_state(2, seed=1, options={"ghost_ship": "yes"})


def test_the_engine_never_imports_pygame():
    code = ("import sys; import game.jamaica as j; s = j.SPEC.new_state(2, 1); "
            "from game.jamaica.bots import CaptainBot; CaptainBot(1).choose(s, s.to_move()[0]); "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
