"""The core pieces on their own: the generator, the journal, the match and its resume."""
from __future__ import annotations

import json
import os

import pytest

import game
from game import Match, Seat
from game.core import journal
from game.core.rng import Rng


def test_rng_is_deterministic_and_serialisable():
    a, b = Rng(42), Rng(42)
    assert [a.randint(1, 6) for _ in range(50)] == [b.randint(1, 6) for _ in range(50)]
    c = Rng.from_json(json.loads(json.dumps(a.to_json())))
    assert [a.random() for _ in range(5)] == [c.random() for _ in range(5)]
    assert Rng(1).next64() != Rng(2).next64()


def test_rng_dice_are_fair_enough():
    rng = Rng(7)
    counts = [0] * 6
    for _ in range(60000):
        counts[rng.randint(1, 6) - 1] += 1
    assert all(9400 < c < 10600 for c in counts), counts


def test_rng_shuffle_is_a_permutation():
    items = list(range(100))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(100)) and items != list(range(100))


def test_rng_from_json_refuses_bad_state():
    with pytest.raises(ValueError):
        Rng.from_json("abc")
    with pytest.raises(ValueError):
        Rng.from_json(-1)


def test_journal_is_written_atomically_and_read_back(tmp_path):
    path = tmp_path / "saves" / "current.json"
    data = {"version": 1, "game": "cartagena", "seed": 1, "options": {}, "seats": [], "actions": []}
    journal.write_atomic(path, data)
    assert journal.read(path) == data
    assert [p.name for p in path.parent.iterdir()] == ["current.json"]  # no temporary left


@pytest.mark.parametrize("text,reason", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "not a journal"),
    ('{"version": 99}', "version"),
    ('{"version": 1, "game": "cartagena"}', "seed"),
])
def test_corrupt_journal_is_reported_with_its_file(tmp_path, text, reason):
    path = tmp_path / "current.json"
    path.write_text(text)
    with pytest.raises(journal.JournalError, match=reason) as info:
        journal.read(path)
    assert "current.json" in str(info.value)


def test_set_aside_keeps_the_bad_file(tmp_path):
    path = tmp_path / "current.json"
    path.write_text("garbage")
    moved = journal.set_aside(path)
    assert not path.exists() and moved.read_text() == "garbage"
    assert moved.name.startswith("current.json.corrupt-")


def seats(n, bots=True):
    return [Seat(f"P{i}", "random" if bots else None, i) for i in range(n)]


def test_match_queues_events_and_journals_every_action(tmp_path):
    path = tmp_path / "current.json"
    match = Match.new("cartagena", seats(3), seed=5, journal_path=path)
    for _ in range(25):
        seat = match.bots_to_move()[0]
        events = match.submit(seat, match.bot_choice(seat))
        assert events and list(match.queue)[-len(events):] == events
        assert len(journal.read(path)["actions"]) == len(match.log)
    popped = []
    while (e := match.pop_event()) is not None:
        popped.append(e)
    assert popped and match.pop_event() is None


def test_resume_replays_the_journal_to_the_same_state(tmp_path):
    path = tmp_path / "current.json"
    match = Match.new("cartagena", seats(4), seed=8, journal_path=path)
    for _ in range(40):
        seat = match.bots_to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    again = Match.resume(path)
    assert again.state.to_json() == match.state.to_json()
    assert [s.name for s in again.seats] == ["P0", "P1", "P2", "P3"]
    # It goes on journaling to the same file.
    seat = again.bots_to_move()[0]
    again.submit(seat, again.bot_choice(seat))
    assert len(journal.read(path)["actions"]) == 41


def test_resume_refuses_a_journal_that_does_not_replay(tmp_path):
    path = tmp_path / "current.json"
    match = Match.new("cartagena", seats(2), seed=1, journal_path=path)
    data = match.to_journal()
    data["actions"] = [[1, {"type": "end_turn"}]]   # seat 1 is not to move first
    path.write_text(json.dumps(data))
    with pytest.raises(game.JournalError, match="current.json"):
        Match.resume(path)


def test_illegal_submission_keeps_match_and_journal(tmp_path):
    path = tmp_path / "current.json"
    match = Match.new("cartagena", seats(2), seed=1, journal_path=path)
    before = path.read_bytes()
    mtime = os.stat(path).st_mtime_ns
    not_to_move = 1 - match.state.to_move()[0]
    with pytest.raises(game.IllegalAction):
        match.submit(not_to_move, match.state.legal_actions(match.state.to_move()[0])[0])
    assert path.read_bytes() == before and os.stat(path).st_mtime_ns == mtime
    assert match.log == [] and not match.queue
