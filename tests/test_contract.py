"""The engine contract (ENGINE.md), checked for every registered game and player count."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import game
from game import IllegalAction, Rng
from game.core.bots import RandomBot

ROOT = Path(__file__).resolve().parent.parent
MAX_ACTIONS = 20000

CASES = [(gid, n) for gid in game.ids()
         for n in range(game.get(gid).min_players, game.get(gid).max_players + 1)]
IDS = [f"{gid}-{n}p" for gid, n in CASES]


def play_random(state, seed, *, check=None, limit=MAX_ACTIONS):
    """Random legal play to the end; returns the (seat, action) log."""
    bot = RandomBot(seed)
    log = []
    while not state.is_over():
        assert len(log) < limit, f"no end after {limit} actions"
        movers = state.to_move()
        assert movers, "a game that is not over must have someone to move"
        seat = movers[bot.rng.randrange(len(movers))]
        action = bot.choose(state, seat)
        events = state.apply(seat, action)
        log.append((seat, action))
        if check:
            check(state, seat, action, events)
    return log


def test_ids_and_unknown_game():
    assert "cartagena" in game.ids()
    with pytest.raises(KeyError, match="cartagena"):
        game.get("monopoly")


@pytest.mark.parametrize("gid", game.ids())
def test_bad_new_state_calls_are_refused_clearly(gid):
    spec = game.get(gid)
    with pytest.raises(ValueError, match="players"):
        spec.new_state(players=spec.max_players + 1, seed=1)
    with pytest.raises(ValueError, match="no_such_option"):
        spec.new_state(players=spec.min_players, seed=1, options={"no_such_option": 1})
    for name, opt in spec.options.items():
        if opt.choices is not None:
            with pytest.raises(ValueError, match=name):
                spec.new_state(players=spec.min_players, seed=1, options={name: "\u2620 not a choice"})


@pytest.mark.parametrize("gid,n", CASES, ids=IDS)
def test_random_games_end_with_invariants_and_json_views(gid, n):
    spec = game.get(gid)
    for seed in range(3):
        state = spec.new_state(players=n, seed=seed)
        state.check_invariants()

        def check(state, seat, action, events):
            state.check_invariants()
            for e in events:
                json.dumps(e.to_json())
                json.dumps(e.redacted().to_json())
                if e.visible_to is not None:
                    for name in e.PRIVATE:
                        assert getattr(e.redacted(), name) is None

        play_random(state, seed, check=check)
        assert state.is_over()
        assert state.to_move() == []
        winners = state.winners()
        assert winners and all(0 <= w < n for w in winners)
        assert len(state.scores()) == n
        for viewer in [None, *range(n)]:
            json.dumps(state.view(viewer))


@pytest.mark.parametrize("gid,n", CASES, ids=IDS)
def test_refused_actions_change_nothing(gid, n):
    spec = game.get(gid)
    state = spec.new_state(players=n, seed=11)
    bot = RandomBot(5)
    refused = 0
    for _ in range(200):
        if state.is_over():
            break
        movers = state.to_move()
        idle = [s for s in range(n) if s not in movers]
        before = json.dumps(state.to_json(), sort_keys=True)
        # Another seat's legal action, submitted by a seat that is not to move.
        if idle:
            action = state.legal_actions(movers[0])[0]
            with pytest.raises(IllegalAction) as info:
                state.apply(idle[0], action)
            assert str(info.value)
            refused += 1
        # A seat that does not exist.
        with pytest.raises(IllegalAction):
            state.apply(n + 3, state.legal_actions(movers[0])[0])
        assert json.dumps(state.to_json(), sort_keys=True) == before
        seat = movers[0]
        legal = state.legal_actions(seat)
        # Every action this game knows that is not legal now is refused too.
        previous = getattr(state, "_last_contract_action", None)
        if previous is not None and previous not in legal:
            with pytest.raises(IllegalAction):
                state.apply(seat, previous)
            assert json.dumps(state.to_json(), sort_keys=True) == before
            refused += 1
        action = bot.choose(state, seat)
        state.apply(seat, action)
        state._last_contract_action = action
    assert refused > 0


@pytest.mark.parametrize("gid,n", CASES, ids=IDS)
def test_json_round_trip_clone_replay_and_determinism(gid, n):
    spec = game.get(gid)
    state = spec.new_state(players=n, seed=3)
    log = []
    bot = RandomBot(9)
    for step in range(120):
        if state.is_over():
            break
        d = state.to_json()
        text = json.dumps(d, sort_keys=True)
        assert d["game"] == gid
        assert json.dumps(spec.from_json(json.loads(text)).to_json(), sort_keys=True) == text
        # the bot worker's decode of the table's own JSON gives back the same state
        assert json.dumps(spec.from_own_json(json.loads(text)).to_json(), sort_keys=True) == text
        seat = state.to_move()[0]
        for a in state.legal_actions(seat):
            assert spec.action_from_json(json.loads(json.dumps(a.to_json()))) == a
        # A clone is independent: playing on it leaves the original untouched.
        twin = state.clone()
        action = bot.choose(state, seat)
        twin.apply(seat, action)
        assert json.dumps(state.to_json(), sort_keys=True) == text
        state.apply(seat, action)
        assert json.dumps(twin.to_json(), sort_keys=True) == json.dumps(state.to_json(), sort_keys=True)
        log.append((seat, action))
    # The same seed and the same actions replay to the same state, byte for byte.
    replay = spec.new_state(players=n, seed=3)
    for seat, action in log:
        replay.apply(seat, spec.action_from_json(action.to_json()))
    assert json.dumps(replay.to_json(), sort_keys=True) == json.dumps(state.to_json(), sort_keys=True)


@pytest.mark.parametrize("gid,n", CASES, ids=IDS)
def test_determinize_keeps_what_the_seat_knows(gid, n):
    spec = game.get(gid)
    state = spec.new_state(players=n, seed=21)
    bot = RandomBot(2)
    for _ in range(30):
        if state.is_over():
            break
        seat = state.to_move()[0]
        state.apply(seat, bot.choose(state, seat))
    for seat in range(n):
        before = json.dumps(state.to_json(), sort_keys=True)
        other = state.determinize(seat, Rng(seat + 100))
        assert json.dumps(other.view(seat), sort_keys=True) == json.dumps(state.view(seat), sort_keys=True)
        assert json.dumps(state.to_json(), sort_keys=True) == before
        other.check_invariants()


@pytest.mark.parametrize("gid", game.ids())
def test_from_json_refuses_bad_data_clearly(gid):
    spec = game.get(gid)
    with pytest.raises(ValueError):
        spec.from_json({"game": "something else"})
    with pytest.raises(ValueError):
        spec.from_json({"game": gid})
    with pytest.raises(ValueError):
        spec.from_json([1, 2, 3])  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        spec.action_from_json({"type": "no_such_action"})


def test_import_game_pulls_in_no_pygame():
    code = ("import sys, game\n"
            "for gid in game.ids(): game.get(gid)\n"
            "import game.boards\n"
            "bad = [m for m in sys.modules if m.split('.')[0] == 'pygame']\n"
            "print(','.join(bad))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ""


# ------------------------------------------------------------- the contract's edges (issue 11)

def _first_state(gid, moves=3):
    spec = game.get(gid)
    state = spec.new_state(spec.min_players, 5)
    bot = RandomBot(5)
    for _ in range(moves):
        seat = state.to_move()[0]
        state.apply(seat, bot.choose(state, seat))
    return state


@pytest.mark.parametrize("gid", game.ids())
def test_action_from_json_checks_every_field_type_and_names_it(gid):
    spec = game.get(gid)
    with pytest.raises(ValueError, match="unknown action type"):
        spec.action_from_json({"type": []})
    with pytest.raises(ValueError, match="unknown action type"):
        spec.action_from_json({"type": {"a": 1}})
    state = _first_state(gid)
    for action in state.legal_actions(state.to_move()[0])[:30]:
        d = action.to_json()
        for name, value in d.items():
            if name == "type":
                continue
            wrong = True if type(value) is int else 7 if isinstance(value, (str, bool)) else "x"
            with pytest.raises(ValueError, match=repr(name)):
                spec.action_from_json({**d, name: wrong})
        extra = {**d, "sneaky": 1}
        with pytest.raises(ValueError, match="sneaky"):
            spec.action_from_json(extra)


def test_palabra_use_map_with_true_is_refused_so_the_state_keeps_its_json_round_trip():
    from game.palabra.actions import UseMap
    spec = game.get("palabra")
    with pytest.raises(ValueError, match="'island' must be an integer"):
        spec.action_from_json({"type": "use_map", "island": True})
    state = _first_state("palabra", 0)
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(state.to_move()[0], UseMap(island=True))
    assert state.to_json() == before


@pytest.mark.parametrize("gid", game.ids())
@pytest.mark.parametrize("seat", [True, False, -1, 99, 1.0, "0", None])
def test_apply_refuses_booleans_and_strangers_as_seats(gid, seat):
    state = _first_state(gid)
    mover = state.to_move()[0]
    action = state.legal_actions(mover)[0]
    before = state.to_json()
    with pytest.raises(IllegalAction, match="no seat"):
        state.apply(seat, action)
    assert state.to_json() == before


@pytest.mark.parametrize("gid", game.ids())
@pytest.mark.parametrize("seat", [True, False, -1, 99, 1.0, "0", [0]])
def test_view_refuses_a_seat_not_at_the_table_in_every_game(gid, seat):
    state = _first_state(gid)
    with pytest.raises(ValueError, match="no seat .* must be None"):
        state.view(seat)
    assert state.view(None)["players"] == state.players if "players" in state.view(None) else True


def test_jamaica_dice_out_of_range_and_palabra_short_histories_are_refused_at_load():
    jam = _first_state("jamaica", 1).to_json()
    for field, value in (("dice", [1003, 1003]), ("day", 1003), ("night", 0)):
        with pytest.raises(ValueError, match=field):
            game.get("jamaica").from_json({**jam, field: value})
    pal = _first_state("palabra", 10).to_json()
    pal["history"][0] = {"day": 1, "dagger": 0}
    with pytest.raises(ValueError, match="history"):
        game.get("palabra").from_json(pal)


@pytest.mark.parametrize("gid", game.ids())
def test_options_of_the_wrong_type_are_refused_not_coerced(gid):
    spec = game.get(gid)
    for name, opt in spec.options.items():
        if not opt.choices:
            continue
        for choice in opt.choices:
            if type(choice) is int:
                with pytest.raises(ValueError, match=name):
                    spec.resolve_options({name: float(choice)})
            if type(choice) is bool:
                with pytest.raises(ValueError, match=name):
                    spec.resolve_options({name: int(choice)})


def test_a_free_form_setup_that_breaks_the_table_is_a_value_error():
    with pytest.raises(ValueError, match="setup"):
        game.get("jamaica").new_state(2, 1, {"setup": {"dice": 3}})
