"""Generated garbage thrown at every game's edges (game.ids(): new games are covered as they
are registered) and at the files the app reads: a clear ValueError / IllegalAction /
JournalError, or a result that works; never another exception, never a changed state."""
from __future__ import annotations

import dataclasses
import json
import typing

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import game
from game import IllegalAction, JournalError, Match, Seat
from game.core.bots import RandomBot
from game.core.edges import exercise

IDS = game.ids()
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

scalars = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.integers(-3, 12),
                    st.floats(allow_nan=True), st.text(max_size=12))
json_values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)), max_leaves=12)


def played(gid: str, seed: int, moves: int):
    """A state of `gid` after `moves` random legal actions."""
    spec = game.get(gid)
    state = spec.new_state(spec.min_players + seed % (spec.max_players - spec.min_players + 1), seed)
    bot = RandomBot(seed)
    for _ in range(moves):
        if state.is_over():
            break
        seat = state.to_move()[0]
        state.apply(seat, bot.choose(state, seat))
    return state


def paths(value, prefix=()):
    """Every place inside JSON data, as a tuple of keys and indices."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, prefix + (i,))


def put(data, path, new):
    """A copy of `data` with the value at `path` replaced (or removed if `new` is DELETE)."""
    data = json.loads(json.dumps(data))
    if not path:
        return new
    node = data
    for k in path[:-1]:
        node = node[k]
    if new is DELETE:
        del node[path[-1]]
    else:
        node[path[-1]] = new
    return data


DELETE = object()


# ------------------------------------------------------------------ actions

@pytest.mark.parametrize("gid", IDS)
@SETTINGS
@given(data=json_values)
def test_action_from_json_takes_any_json(gid, data):
    spec = game.get(gid)
    try:
        action = spec.action_from_json(data)
    except ValueError:
        return
    assert spec.action_from_json(json.loads(json.dumps(action.to_json()))) == action


@pytest.mark.parametrize("gid", IDS)
@SETTINGS
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 60), pick=st.integers(0, 10**6),
       garbage=json_values, delete=st.booleans())
def test_a_legal_action_with_one_field_spoiled_is_refused_or_exact(gid, seed, moves, pick, garbage, delete):
    spec = game.get(gid)
    state = played(gid, seed, moves)
    if state.is_over():
        return
    seat = state.to_move()[0]
    legal = state.legal_actions(seat)
    d = legal[pick % len(legal)].to_json()
    keys = sorted(d)
    key = keys[pick % len(keys)]
    spoiled = {k: v for k, v in d.items() if k != key} if delete else {**d, key: garbage}
    try:
        action = spec.action_from_json(spoiled)
    except ValueError as exc:
        assert str(exc)
        return
    # Whatever was accepted is an action of the right types: it survives a JSON round trip.
    assert spec.action_from_json(json.loads(json.dumps(action.to_json()))) == action
    before = state.to_json()
    try:
        state.clone().apply(seat, action)
    except IllegalAction:
        pass
    assert state.to_json() == before


def _wrong_values(hint):
    """Values that are of the wrong type for a field declared as `hint`."""
    if hint is int:
        return [True, False, 1.0, "1", None]
    if hint is bool:
        return [1, 0, "true", None]
    if hint is str:
        return [1, True, None, ("a",)]
    return [1.5, {1: 2}.items]


@pytest.mark.parametrize("gid", IDS)
def test_apply_refuses_actions_whose_fields_have_the_wrong_type(gid):
    spec = game.get(gid)
    state = played(gid, 3, 5)
    seat = state.to_move()[0]
    before = state.to_json()
    for action in state.legal_actions(seat)[:20]:
        hints = typing.get_type_hints(type(action))
        for f in dataclasses.fields(action):
            for wrong in _wrong_values(hints[f.name]):
                bad = dataclasses.replace(action, **{f.name: wrong})
                with pytest.raises(IllegalAction):
                    state.apply(seat, bad)
                assert state.to_json() == before


@pytest.mark.parametrize("gid", IDS)
@SETTINGS
@given(seat=json_values, seed=st.integers(0, 1000))
def test_apply_and_view_refuse_any_seat_that_is_not_at_the_table(gid, seat, seed):
    state = played(gid, seed, seed % 30)
    before = state.to_json()
    is_seat = type(seat) is int and 0 <= seat < state.players
    if not state.is_over():
        action = state.legal_actions(state.to_move()[0])[0]
        if not is_seat:
            with pytest.raises(IllegalAction, match="no seat"):
                state.apply(seat, action)
        with pytest.raises(IllegalAction):
            state.apply(state.to_move()[0], seat)     # garbage as the action
    assert state.to_json() == before
    if is_seat or seat is None:
        assert isinstance(state.view(seat), dict)
    else:
        with pytest.raises(ValueError, match="seat"):
            state.view(seat)


# ------------------------------------------------------------------ states

@pytest.mark.parametrize("gid", IDS)
@SETTINGS
@given(data=json_values)
def test_from_json_takes_any_json(gid, data):
    spec = game.get(gid)
    if isinstance(data, dict):
        data["game"] = gid
    with pytest.raises(ValueError):
        spec.from_json(data)


@pytest.mark.parametrize("gid", IDS)
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 80), pick=st.integers(0, 10**9),
       garbage=json_values, delete=st.booleans())
def test_a_saved_state_with_one_value_spoiled_is_refused_or_playable(gid, seed, moves, pick, garbage, delete):
    spec = game.get(gid)
    saved = played(gid, seed, moves).to_json()
    where = [p for p in paths(saved) if p and p != ("game",)]
    path = where[pick % len(where)]
    spoiled = put(saved, path, DELETE if delete else garbage)
    try:
        state = spec.from_json(spoiled)
    except ValueError as exc:
        assert str(exc)
        return
    exercise(state)      # what was accepted can be played on
    if not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])


@pytest.mark.parametrize("gid", IDS)
@SETTINGS
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 80), cut=st.integers(0, 10**6))
def test_a_saved_state_with_a_list_cut_short_is_refused_or_playable(gid, seed, moves, cut):
    spec = game.get(gid)
    saved = played(gid, seed, moves).to_json()
    lists = [p for p in paths(saved) if p and isinstance(_at(saved, p), list) and _at(saved, p)]
    if not lists:
        return
    path = lists[cut % len(lists)]
    value = _at(saved, path)
    spoiled = put(saved, path, value[:cut % len(value)])
    try:
        state = spec.from_json(spoiled)
    except ValueError:
        return
    exercise(state)


def _at(data, path):
    for k in path:
        data = data[k]
    return data


# ------------------------------------------------------------------ files

@SETTINGS
@given(gid=st.sampled_from(IDS), moves=st.integers(0, 20), pick=st.integers(0, 10**9),
       garbage=json_values, delete=st.booleans())
def test_the_journal_reader_replays_or_says_why(tmp_path_factory, gid, moves, pick, garbage, delete):
    spec = game.get(gid)
    folder = tmp_path_factory.mktemp("j")
    seats = [Seat("Anne")] + [Seat(f"Bot {i}", spec.default_bot, i) for i in range(1, spec.min_players)]
    match = Match.new(gid, seats, seed=pick % 1000,
                      journal_path=folder / "j.json")
    bot = RandomBot(pick)
    for _ in range(moves):
        if match.is_over():
            break
        seat = match.state.to_move()[0]
        match.submit(seat, bot.choose(match.state, seat))
    data = match.to_journal()
    where = [p for p in paths(data) if p]
    spoiled = put(data, where[pick % len(where)], DELETE if delete else garbage)
    (folder / "j.json").write_text(json.dumps(spoiled))
    try:
        again = Match.resume(folder / "j.json", colours=8)
    except JournalError as exc:
        assert "j.json" in str(exc)
        return
    exercise(again.state)
    assert all(0 <= s.colour < 8 for s in again.seats)


@SETTINGS
@given(text=st.one_of(st.text(max_size=40), json_values.map(json.dumps),
                      st.binary(max_size=40).map(lambda b: b.decode("latin-1"))))
def test_the_journal_reader_takes_any_text(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("j") / "j.json"
    path.write_text(text, encoding="utf-8")
    try:
        Match.resume(path)
    except JournalError:
        pass


@SETTINGS
@given(data=st.one_of(json_values, st.dictionaries(
    st.sampled_from(["fullscreen", "volume", "music", "anim_speed", "curtains", "demo_muted"]),
    scalars, max_size=6)))
def test_the_settings_reader_takes_any_json(tmp_path_factory, data):
    from scenes.config import ANIM_SPEEDS, Settings
    path = tmp_path_factory.mktemp("s") / "settings.json"
    path.write_text(json.dumps(data))
    settings_, problem = Settings.load(path)
    assert 0 <= settings_.volume <= 10 and 0 <= settings_.music <= 10
    assert settings_.anim_speed in ANIM_SPEEDS
    assert (problem is None) == path.exists()


@SETTINGS
@given(data=st.one_of(json_values, st.fixed_dictionaries(
    {"version": st.just(1), "games": st.dictionaries(st.text(max_size=6), json_values, max_size=2)})))
def test_the_achievements_reader_takes_any_json(tmp_path_factory, data):
    from scenes import trophies
    path = tmp_path_factory.mktemp("a") / "achievements.json"
    path.write_text(json.dumps(data))
    got, problem = trophies.load(path)
    assert isinstance(got["games"], dict)
    assert (problem is None) == path.exists()
    assert trophies.record(["Anne"], [["golden_beak"]], where=path) is None


@pytest.mark.parametrize("reader", ["journal", "settings", "achievements"])
def test_deeply_nested_files_are_refused_not_a_crash(tmp_path, reader):
    from scenes import trophies
    from scenes.config import Settings
    path = tmp_path / "f.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    if reader == "journal":
        with pytest.raises(JournalError, match="nested"):
            Match.resume(path)
        return
    load = Settings.load if reader == "settings" else trophies.load
    _, problem = load(path)
    assert "nested" in problem and not path.exists()


@pytest.mark.parametrize("gid", IDS)
def test_a_legal_action_with_true_for_1_is_refused_naming_the_field(gid):
    """True == 1 and hashes alike, so the rules may take it: then the contract refuses it,
    naming the field."""
    tried = 0
    for seed in range(40):
        state = played(gid, seed, seed)
        if state.is_over():
            continue
        seat = state.to_move()[0]
        for action in state.legal_actions(seat):
            for f in dataclasses.fields(action):
                value = getattr(action, f.name)
                if type(value) is int and value in (0, 1):
                    bad = dataclasses.replace(action, **{f.name: bool(value)})
                    try:
                        state.check(seat, bad)
                        rules_take_it = True
                    except IllegalAction:
                        rules_take_it = False       # the engine's own reason stands
                    before = state.to_json()
                    with pytest.raises(IllegalAction) as got:
                        state.apply(seat, bad)
                    assert state.to_json() == before
                    if rules_take_it:
                        assert repr(f.name) in str(got.value)
                    tried += 1
    assert tried
