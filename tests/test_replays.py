"""Replays (issue 38): every finished game kept in a bounded history, exported and read back with every check.

A replay is a finished game's journal plus its list words (game/core/replays.py); the history
keeps the last LIMIT in the home folder, oldest dropped (game/core/history.py). A file from
outside is untrusted: damaged, hostile or of other rules, it is refused with a clear reason
and changes nothing else.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import game
from game.core import journal, review
from game.core.history import History
from game.core.match import Match, Seat
from game.core.replays import MAX_BYTES, OtherRules, Replay, ReplayError, export, parse, read

ROOT = Path(__file__).resolve().parent.parent
T0 = 1_800_000_000.0       # a fixed "now" for the files' times


def finished(gid: str = "libertalia", seed: int = 1, bot: str = "random") -> Match:
    """A whole seeded game of bots (Libertalia's random games end in some 60 moves)."""
    spec = game.get(gid)
    match = Match.new(gid, [Seat(f"P{i}", bot, i) for i in range(max(2, spec.min_players))], seed=seed)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    return match


@pytest.fixture(scope="module")
def replay() -> Replay:
    return Replay.of(finished(), ended=T0)


def snapshot(folder: Path) -> dict:
    """Every file under `folder` and its bytes."""
    return {p.relative_to(folder): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


# ------------------------------------------------------------------ the history
def test_the_history_keeps_the_last_hundred_games_and_drops_the_oldest(tmp_path, replay):
    history = History(tmp_path / "replays")
    for i in range(101):
        replay.ended = T0 + 60 * i
        assert history.keep(replay) is None
    files = history.files()
    assert len(files) == 100
    entries, problems = history.entries()
    assert problems == []
    assert [e.ended for e in entries] == [T0 + 60 * i for i in range(100, 0, -1)]   # newest first, game 0 gone


def test_games_ending_in_the_same_second_keep_their_order(tmp_path, replay):
    history = History(tmp_path / "replays", limit=3)
    replay.ended = T0
    paths = []
    for _ in range(5):
        assert history.keep(replay) is None
        paths.append(replay.path)
    assert history.files() == paths[2:]              # 1-, 2- dropped; 10 sorts after 9, not before 2
    assert [p.name.split("-")[2] for p in paths] == ["1", "2", "3", "4", "5"]


def test_an_entry_lists_game_players_date_winner_without_replaying(tmp_path, replay):
    history = History(tmp_path / "replays")
    replay.ended = T0
    history.keep(replay)
    (entry,), _ = history.entries()
    assert (entry.game, entry.title, entry.ended) == ("libertalia", "Libertalia", T0)
    assert [s.name for s in entry.seats] == ["P0", "P1"]
    assert entry.winners == replay.winners and entry.scores == replay.scores
    assert not entry.other_rules and entry.reviewed == []


def test_a_folder_that_cannot_be_written_lets_the_game_go_on_and_says_so(tmp_path, replay):
    blocked = tmp_path / "replays"
    blocked.write_text("a file where the folder should be")
    problem = History(blocked).keep(replay)
    assert problem is not None and "could not be kept" in problem
    assert blocked.read_text() == "a file where the folder should be"


def test_a_damaged_file_in_the_history_is_set_aside_and_reported(tmp_path, replay):
    history = History(tmp_path / "replays")
    replay.ended = T0
    history.keep(replay)
    good = replay.path
    replay.ended = T0 + 60
    history.keep(replay)
    bad = replay.path
    bad.write_text('{"version": 1, "game": "libertalia"')
    entries, problems = history.entries()
    assert [e.path for e in entries] == [good]
    assert len(problems) == 1 and "moved aside" in problems[0]
    assert not bad.exists() and list(bad.parent.glob(bad.name + ".corrupt-*"))


def test_a_review_is_kept_with_its_game_and_read_back(tmp_path, replay):
    history = History(tmp_path / "replays")
    replay.ended = T0
    replay.reviews = {}
    history.keep(replay)
    reviewer = review.Reviewer(replay, 0, effort=1)
    reviewer.step()
    assert history.keep_review(replay, 0, reviewer.result()) is None
    (entry,), _ = history.entries()
    assert entry.reviewed == [0]
    again = history.load(entry)
    assert again.reviews == {0: reviewer.result()}
    replay.reviews = {}


def test_delete_removes_one_game_and_nothing_else(tmp_path, replay):
    history = History(tmp_path / "replays")
    for i in range(2):
        replay.ended = T0 + i
        history.keep(replay)
    first, second = history.files()
    assert history.delete(first) is None
    assert history.files() == [second]
    assert history.delete(tmp_path / "elsewhere.json") is not None


# ------------------------------------------------------------------ files
def test_export_then_import_gives_the_same_game(tmp_path, replay):
    path = tmp_path / "game.json"
    export(replay, path)
    again = read(path)
    assert again.to_json() == replay.to_json(reviews=False)
    assert again.frames()[-1].to_json() == replay.frames()[-1].to_json()
    assert len(again.frames()) == len(replay.actions) + 1
    assert path.stat().st_size < 20_000          # a few KB


def test_a_match_finished_on_every_game_exports_and_reads_back(tmp_path):
    for gid in game.ids():
        r = Replay.of(finished(gid, seed=2, bot="normal" if gid == "cartagena" else "random"), ended=T0)
        export(r, tmp_path / f"{gid}.json")
        assert read(tmp_path / f"{gid}.json").to_json() == r.to_json()


def refused(tmp_path: Path, data, raw: bytes | None = None) -> str:
    """The message refusing a file holding `data` (or the bytes `raw`); nothing else changes."""
    path = tmp_path / "drop" / "hostile.json"
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(raw if raw is not None else json.dumps(data).encode())
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    before, own = snapshot(home), path.read_bytes()
    with pytest.raises(ReplayError) as exc:
        read(path)
    assert snapshot(home) == before and path.read_bytes() == own     # the file stays, untouched
    return str(exc.value)


def test_a_damaged_or_hostile_file_is_refused_with_a_clear_message(tmp_path, replay):
    good = replay.to_json(reviews=False)
    assert "not in the format" in refused(tmp_path, None, b'{"version": 1, "game": ')
    assert "not text" in refused(tmp_path, None, b"\xff\xfe\x00garbage")
    assert "nested too deeply" in refused(tmp_path, None, b"[" * 100_000 + b"]" * 100_000)
    assert "nested too deeply" in refused(tmp_path, {**good, "options": {"setup": json.loads("[" * 70 + "]" * 70)}})
    assert "number far too long" in refused(tmp_path, None, json.dumps(good).replace(
        f'"seed": {good["seed"]}', '"seed": ' + "9" * 5000).encode())
    assert "seed is out of range" in refused(tmp_path, {**good, "seed": 10 ** 40})
    assert "'ended'" in refused(tmp_path, None, json.dumps(good).replace(
        f'"ended": {good["replay"]["ended"]}', '"ended": 1e999').encode())
    assert "a game this Pirate Arcade does not have ('chess')" in refused(tmp_path, {**good, "game": "chess"})
    assert "not a replay" in refused(tmp_path, [1, 2, 3])
    assert "too large" in refused(tmp_path, None, b" " * (MAX_BYTES + 1))
    assert "'seats' is missing" in refused(tmp_path, {**good, "seats": "everyone"})
    assert "winners it names" in refused(tmp_path, {**good, "replay": {**good["replay"], "winners": [0, 1]}})
    assert "ends before the game is over" in refused(tmp_path, {**good, "actions": good["actions"][:10]})


def test_an_illegal_action_is_refused_with_its_move_number_and_the_reason(tmp_path, replay):
    good = replay.to_json(reviews=False)
    actions = [list(a) for a in good["actions"]]
    k = 12
    actions[k] = [1 - actions[k][0], actions[k][1]]         # the other seat plays it
    message = refused(tmp_path, {**good, "actions": actions})
    assert f"move {k + 1} (" in message and "is not legal" in message
    actions = [list(a) for a in good["actions"]]
    actions[k] = [actions[k][0], {"type": "pick", "rank": True}]
    assert f"move {k + 1}:" in refused(tmp_path, {**good, "actions": actions})


def test_a_replay_of_other_rules_says_so(tmp_path):
    r = Replay.of(finished("jamaica", seed=3), ended=T0)        # Jamaica's rules are at version 2
    data = r.to_json()
    newer = {**data, "rules": 3}
    with pytest.raises(OtherRules) as exc:
        parse(newer, "new.json")
    assert "newer rules of Jamaica (version 3)" in str(exc.value) and exc.value.record is None
    older = {**data, "rules": 1}
    with pytest.raises(OtherRules) as exc:
        parse(older, "old.json")
    assert "older rules of Jamaica (version 1)" in str(exc.value) and "cannot be watched" in str(exc.value)
    assert len(exc.value.record.moves()) == len(r.actions)        # its moves stay readable
    assert "newer Pirate Arcade" in str(pytest.raises(ReplayError, parse, {**data, "version": 9}).value)


def test_a_hostile_review_in_a_file_is_refused(tmp_path, replay):
    reviewer = review.Reviewer(replay, 1, effort=1)
    reviewer.step()
    data = {**replay.to_json(), "replay": {**replay.to_json()["replay"], "reviews": {"1": reviewer.result()}}}
    assert parse(data).reviews[1]["decisions"][0]["at"] == reviewer.todo[0]
    bad = json.loads(json.dumps(data))
    bad["replay"]["reviews"]["1"]["decisions"][0]["before"] = 7.5
    with pytest.raises(ReplayError, match="not a chance between 0 and 1"):
        parse(bad)
    bad = json.loads(json.dumps(data))
    bad["replay"]["reviews"]["1"]["decisions"][0]["at"] = reviewer.todo[0] + 1 if replay.seat_of(
        reviewer.todo[0] + 1) == 0 else 0
    with pytest.raises(ReplayError, match="did not make"):
        parse(bad)
    with pytest.raises(ReplayError, match="seat 5"):
        parse({**data, "replay": {**data["replay"], "reviews": {"5": {}}}})


# ------------------------------------------------------------------ frames
def test_round_marks_are_where_each_game_counts_a_new_round(replay):
    marks = replay.round_marks()
    assert marks[0].frame == 0 and marks[0].counters == {"campaign": 1, "day": 1}
    # Libertalia: 3 campaigns of 6 days, then the game's end
    days = [tuple(m.counters.values()) for m in marks]
    assert days[:18] == [(c, d) for c in (1, 2, 3) for d in range(1, 7)]
    for m in marks[1:]:
        before = replay.frames()[m.frame - 1].view(None)
        assert (before["campaign"], before["day"]) != (m.counters["campaign"], m.counters["day"])


@pytest.mark.parametrize("gid", game.ids())
def test_every_game_names_its_round_counters_and_its_review(gid):
    spec = game.get(gid)
    view = spec.new_state(max(2, spec.min_players), 1).view(None)
    assert spec.rounds and all(type(view[k]) is int for k in spec.rounds)
    assert callable(spec.review)


# ------------------------------------------------------------------ from the command line
def test_until_end_plays_a_quick_match_keeps_it_and_exports_it(tmp_path):
    env = {**os.environ, "PIRATE_ARCADE_HOME": str(tmp_path / "home")}
    out = tmp_path / "played.json"
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--game", "libertalia", "--players", "2",
                           "--seed", "5", "--until-end", "--export-replay", str(out)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "game over: libertalia, seed 5" in done.stdout
    kept = History(tmp_path / "home" / "data" / "replays").files()
    assert len(kept) == 1 and f"replay kept: {kept[0]}" in done.stdout
    assert read(out).to_json(reviews=False) == read(kept[0]).to_json(reviews=False)
    shown = subprocess.run([sys.executable, str(ROOT / "tools" / "review.py"), str(out), "--seat", "1",
                            "--effort", "1"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.strip().splitlines()
    decided = len(review.decisions(read(out), 1))
    assert lines[-1].startswith(f"review: seat 1, {decided} decisions, ")
    assert len(lines) == decided + 1 and lines[0].startswith("Move ")
    bad = subprocess.run([sys.executable, str(ROOT / "tools" / "review.py"), str(out), "--seat", "7"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "no seat 7" in bad.stderr
