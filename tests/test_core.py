"""The core pieces on their own: the generator, the journal, the match and its resume."""
from __future__ import annotations

import json
import os
import re
import time

import pytest

import game
from game import JournalError, Match, Seat
from game.core import journal, saves
from game.core.bots import RandomBot
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
    ("{not json", "not in the format of our files"),
    ("[1, 2]", "not a saved game"),
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


# ------------------------------------------------------------- journals and save slots (issue 11)

def _journal(gid="cartagena", moves=6, path=None):
    spec = game.get(gid)
    match = Match.new(gid, [Seat("Anne", None, 0), Seat("Jack", spec.default_bot, 1)], seed=3,
                      journal_path=path)
    for _ in range(moves):
        seat = match.state.to_move()[0]
        match.submit(seat, match.state.legal_actions(seat)[0])
    return match


@pytest.mark.parametrize("spoil,words", [
    (lambda j: j["actions"][0][1].__setitem__("type", []), "unknown action type"),
    (lambda j: j["seats"][1].__setitem__("bot", "kraken"), "no bot 'kraken'"),
    (lambda j: j["options"].__setitem__("pieces", 4.0), "'pieces' cannot be 4.0"),
    (lambda j: j["seats"][1].__setitem__("colour", 999), "'colour' must be 0..7"),
    (lambda j: j["seats"][1].__setitem__("colour", True), "'colour' must be 0..7"),
    (lambda j: j["actions"][0].__setitem__(0, True), "action 1"),
    (lambda j: j.__setitem__("seed", 1.5), "'seed'"),
    (lambda j: j.__setitem__("actions", [[0, {"type": "end_turn"}]] * 3 + j["actions"]), "refused"),
])
def test_every_kind_of_bad_journal_is_a_journal_error_naming_the_file(tmp_path, spoil, words):
    data = _journal().to_journal()
    spoil(data)
    path = tmp_path / "cartagena.json"
    path.write_text(json.dumps(data))
    with pytest.raises(JournalError, match=re.escape(words)) as got:
        Match.resume(path, colours=8)
    assert "cartagena.json" in str(got.value)


def test_a_jamaica_journal_with_a_broken_setup_is_a_journal_error(tmp_path):
    data = _journal("jamaica").to_journal()
    data["options"]["setup"] = {"dice": 3}
    (tmp_path / "j.json").write_text(json.dumps(data))
    with pytest.raises(JournalError, match="setup"):
        Match.resume(tmp_path / "j.json")


def test_deep_nesting_is_refused_by_the_journal_reader(tmp_path):
    (tmp_path / "j.json").write_text("[" * 50_000 + "]" * 50_000)
    with pytest.raises(JournalError, match="nested"):
        journal.read(tmp_path / "j.json")
    (tmp_path / "j.json").write_text('{"version": 1, "x": ' + "[" * 200 + "]" * 200 + "}")
    with pytest.raises(JournalError, match="nested too deeply"):
        journal.read(tmp_path / "j.json")


def test_sweep_removes_the_temporary_files_of_killed_saves_only(tmp_path):
    journal.write_atomic(tmp_path / "cartagena.json", {"a": 1})
    old = [tmp_path / f"cartagena.json.k{i}.tmp" for i in range(3)]
    for p in old:
        p.write_text('{"a"')
        os.utime(p, (1e9, 1e9))
    fresh = tmp_path / "jamaica.json.now.tmp"      # a save in progress right now
    fresh.write_text("{")
    assert journal.sweep(tmp_path) == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cartagena.json", "jamaica.json.now.tmp"]


def test_write_atomic_syncs_the_file_and_its_folder(tmp_path, monkeypatch):
    synced = []
    real = os.fsync

    def fsync(fd):
        synced.append(os.path.isdir(f"/proc/self/fd/{fd}"))
        real(fd)
    monkeypatch.setattr(os, "fsync", fsync)
    journal.write_atomic(tmp_path / "x.json", {"a": 1})
    assert synced == [False, True]


def test_slots_list_unfinished_games_newest_first_and_set_aside_bad_ones(tmp_path):
    folder = tmp_path / "saves"
    for age, gid in ((300, "cartagena"), (10, "palabra"), (5000, "jamaica")):
        path = saves.slot_path(folder, gid)
        _journal(gid, path=path)
        os.utime(path, (time.time() - age, time.time() - age))
    (folder / "palabra.json").write_text(
        (folder / "palabra.json").read_text().replace('"colour":1', '"colour":42'))
    slots, problems = saves.scan(folder, game.ids(), colours=8)
    assert [s.game for s in slots] == ["cartagena", "jamaica"]
    assert len(problems) == 1 and "palabra.json" in problems[0] and "moved aside" in problems[0]
    assert list(folder.glob("palabra.json.corrupt-*"))
    assert saves.occupied(folder, "cartagena").match.seats[0].name == "Anne"
    assert saves.occupied(folder, "palabra") is None


def test_the_old_single_save_moves_into_its_games_slot(tmp_path):
    legacy = tmp_path / "current-match.json"
    _journal("jamaica", path=legacy)
    slots, problems = saves.scan(tmp_path / "saves", game.ids(), legacy=legacy)
    assert [s.game for s in slots] == ["jamaica"] and not problems and not legacy.exists()


def test_a_finished_match_is_not_listed_and_forget_removes_its_slot(tmp_path):
    folder = tmp_path / "saves"
    match = _journal("cartagena", 0, path=saves.slot_path(folder, "cartagena"))
    bot = RandomBot(1)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, bot.choose(match.state, seat))
    assert saves.scan(folder, game.ids()) == ([], [])
    saves.forget(match.journal_path)
    assert not match.journal_path.exists()


@pytest.mark.parametrize("name", ["", "x" * 41, "Anne\x00", "Line\nbreak", 7])
def test_a_seat_name_that_no_table_could_draw_is_refused(name):
    with pytest.raises(ValueError, match="name"):
        Seat.from_json({"name": name, "bot": None, "colour": 0})


def test_kills_in_the_middle_of_saves_lose_nothing_and_leave_nothing(tmp_path):
    """A process saving a match over and over is killed (SIGKILL) at random moments: the
    journal always replays, and the temporary files left behind are swept at the next start."""
    import signal
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = tmp_path / "saves" / "cartagena.json"
    script = (
        "import sys; sys.path.insert(0, %r)\n"
        "from game import Match, Seat\n"
        "from game.core.bots import RandomBot\n"
        "m = Match.new('cartagena', [Seat('A', 'random', 0), Seat('B', 'random', 1)], seed=1, journal_path=%r)\n"
        "bot = RandomBot(1)\n"
        "print('go', flush=True)\n"
        "while not m.is_over():\n"
        "    s = m.state.to_move()[0]; m.submit(s, bot.choose(m.state, s))\n" % (root, str(path)))
    rng = Rng(5)
    for _ in range(8):
        proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE)
        proc.stdout.readline()
        time.sleep(0.01 + rng.random() * 0.05)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        Match.resume(path)                     # never half a journal
    for tmp in path.parent.glob("*.tmp"):
        os.utime(tmp, (time.time() - 60, time.time() - 60))
    saves.scan(path.parent, game.ids())
    assert [p.name for p in path.parent.iterdir()] == ["cartagena.json"]


def _plain_randrange(rng: Rng, n: int) -> int:
    limit = (1 << 64) - 1 - (1 << 64) % n
    while True:
        x = rng.next64()
        if x <= limit:
            return x % n


def test_rng_inlined_draws_follow_the_splitmix_stream():
    # randrange and shuffle inline next64 for speed: they must draw exactly what the plain
    # definition draws, or every saved game and seeded bench would change.
    for seed in range(40):
        fast, plain = Rng(seed), Rng(seed)
        for n in (1, 2, 3, 6, 7, 52, 1000, (1 << 63) + 5):
            assert fast.randrange(n) == _plain_randrange(plain, n)
        items, expected = list(range(60)), list(range(60))
        fast.shuffle(items)
        for i in range(len(expected) - 1, 0, -1):
            j = _plain_randrange(plain, i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert items == expected and fast.state == plain.state


def test_rng_take_draws_a_bag_as_one_randrange_an_item_would():
    # Rng.take inlines the bag draw (Palabra's gems): k times randrange(items left), the item
    # of the first kind whose running count passes it. Same draws, same counts, same state.
    import bisect
    import itertools
    shapes = Rng(99)
    for case in range(300):
        counts = [shapes.randrange(4) * shapes.randrange(60) for _ in range(1 + case % 7)]
        k = shapes.randrange(sum(counts) + 1)
        fast, plain = Rng(case), Rng(case)
        drawn, expected = list(counts), list(counts)
        fast.take(drawn, k)
        for _ in range(k):
            upto = list(itertools.accumulate(expected))
            expected[bisect.bisect_right(upto, _plain_randrange(plain, upto[-1]))] -= 1
        assert drawn == expected and fast.state == plain.state, (case, counts, k)
    big = [3000, 0, 2000]                     # beyond the table of rejection limits
    fast, plain = Rng(5), Rng(5)
    fast.take(big, 40)
    left = [3000, 0, 2000]
    for _ in range(40):
        upto = list(itertools.accumulate(left))
        left[bisect.bisect_right(upto, _plain_randrange(plain, upto[-1]))] -= 1
    assert big == left and fast.state == plain.state


def test_rng_take_refuses_more_than_the_bag_holds_and_changes_nothing():
    rng, bag = Rng(1), [1, 2]
    with pytest.raises(ValueError, match="cannot take 4 items from 3"):
        rng.take(bag, 4)
    assert bag == [1, 2] and rng == Rng(1)


def test_rng_weighted_follows_the_weights_and_never_picks_a_weightless_item():
    rng = Rng(5)
    counts = {"a": 0, "b": 0, "c": 0}
    for _ in range(4000):
        counts[rng.weighted(["a", "b", "c"], [1.0, 3.0, 0.0])] += 1
    assert counts["c"] == 0 and 0.2 < counts["a"] / 4000 < 0.3
