"""A hostile file system and poisoned files: the match goes on unsaved and says why, the last good
journal stays whole, saving resumes by itself; every reader turns what is wrong into our own
error and sets a damaged file aside (bytes kept) but leaves an unreadable one alone.

The disk is a real tiny tmpfs where the system allows a mount (we run as root here), else the
test is skipped with the reason; permissions are mocked: root reads and writes through chmod."""
from __future__ import annotations

import errno
import json
import os
import subprocess
from pathlib import Path

import pytest

import game
from game import JournalError, Match, Seat
from game.core import journal, saves
from game.core.bots import RandomBot
from game.core.older import OlderRules

DATA = Path(__file__).resolve().parent / "data"


def seats(gid: str) -> list[Seat]:
    spec = game.get(gid)
    return [Seat("Anne")] + [Seat(f"Bot {i}", "random", i) for i in range(1, spec.min_players)]


def play(match: Match, moves: int, seed: int = 1) -> None:
    bot = RandomBot(seed)
    for _ in range(moves):
        if match.is_over():
            return
        seat = match.state.to_move()[0]
        match.submit(seat, bot.choose(match.state, seat))


def refuse_writes(monkeypatch, code: int) -> None:
    """Every journal write fails as the system would with `code` (ENOSPC, EROFS, EACCES)."""
    def refuse(*args, **kwargs):
        raise OSError(code, os.strerror(code))
    monkeypatch.setattr(journal.tempfile, "mkstemp", refuse)


# ------------------------------------------------------------------ a save that fails

@pytest.mark.parametrize("code,words", [(errno.ENOSPC, "the disk is full"), (errno.EROFS, "read-only"),
                                        (errno.EACCES, "permission was refused")])
@pytest.mark.parametrize("gid", game.ids())
def test_a_refused_save_lets_the_game_go_on_and_saving_resumes_with_every_action(
        tmp_path, monkeypatch, gid, code, words):
    path = tmp_path / "slot.json"
    match = Match.new(gid, seats(gid), seed=3, journal_path=path)
    play(match, 4)
    good = path.read_bytes()
    with monkeypatch.context() as m:
        refuse_writes(m, code)
        play(match, 6, seed=2)                        # no exception: the game goes on
        assert match.save_error is not None and match.save_error.errno == code
        assert words in match.unsaved
        assert path.read_bytes() == good               # the last good journal, whole
        assert not match.save()
    played = len(match.log)
    play(match, 1, seed=4)                             # the disk is back: the next action saves all
    assert match.save_error is None and match.unsaved is None
    again = Match.resume(path)
    assert len(again.log) == len(match.log) >= played
    assert again.state.to_json() == match.state.to_json()


def test_a_new_match_in_a_folder_that_refuses_writes_is_played_unsaved(tmp_path, monkeypatch):
    refuse_writes(monkeypatch, errno.EROFS)
    match = Match.new("cartagena", seats("cartagena"), seed=1, journal_path=tmp_path / "c.json")
    assert match.unsaved == "the disk is read-only"
    play(match, 3)
    assert match.log and not (tmp_path / "c.json").exists()


def test_an_undo_while_unsaved_is_kept_in_memory_and_saved_later(tmp_path, monkeypatch):
    path = tmp_path / "c.json"
    match = Match.new("cartagena", [Seat("Anne"), Seat("Bart")], seed=1, journal_path=path)
    with monkeypatch.context() as m:
        refuse_writes(m, errno.ENOSPC)
        seat = match.state.to_move()[0]
        match.submit(seat, match.state.legal_actions(seat)[0])
        match.undo(seat)
        assert match.save_error is not None
    assert match.save()
    assert json.loads(path.read_text())["taken_back"] == match.to_journal()["taken_back"]


@pytest.fixture
def tiny_disk(tmp_path):
    """A real 64 KiB tmpfs, or a skip saying why none could be mounted."""
    where = tmp_path / "disk"
    where.mkdir()
    got = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(where)],
                         capture_output=True, text=True)
    if got.returncode != 0:
        pytest.skip(f"a tmpfs cannot be mounted here: {got.stderr.strip() or got.returncode}")
    yield where
    subprocess.run(["umount", "-l", str(where)], check=False)


def fill(folder: Path) -> Path:
    """Fill the disk holding `folder` to the last byte; the file that does it."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"\0" * 512)
    except OSError as exc:
        assert exc.errno == errno.ENOSPC
    finally:
        os.close(fd)
    return filler


def test_a_real_disk_that_fills_mid_game_keeps_the_game_and_the_last_journal(tiny_disk):
    path = tiny_disk / "saves" / "jamaica.json"
    match = Match.new("jamaica", seats("jamaica"), seed=5, journal_path=path)
    play(match, 10)
    filler = fill(tiny_disk)
    good = path.read_bytes()
    play(match, 30, seed=2)
    assert match.save_error is not None and match.save_error.errno == errno.ENOSPC
    assert path.read_bytes() == good and not list(path.parent.glob("*.tmp"))
    filler.unlink()
    play(match, 1, seed=3)
    assert match.unsaved is None
    assert Match.resume(path).state.to_json() == match.state.to_json()


def test_a_real_disk_made_read_only_mid_game(tiny_disk):
    path = tiny_disk / "cartagena.json"
    match = Match.new("cartagena", seats("cartagena"), seed=5, journal_path=path)
    play(match, 3)
    subprocess.run(["mount", "-o", "remount,ro", str(tiny_disk)], check=True)
    try:
        play(match, 5, seed=2)
        assert match.save_error.errno == errno.EROFS and match.unsaved == "the disk is read-only"
        slots, problems = saves.scan(tiny_disk, game.ids())
        assert [s.game for s in slots] == ["cartagena"] and not problems
    finally:
        subprocess.run(["mount", "-o", "remount,rw", str(tiny_disk)], check=True)
    assert match.save() and Match.resume(path).state.to_json() == match.state.to_json()


# ------------------------------------------------------------------ files that may not be read

def refuse_reads(monkeypatch, folder: Path) -> None:
    """Anything under `folder` cannot be looked at (EACCES), as a folder without permissions
    would be for anyone but root."""
    real_stat, real_read = Path.stat, Path.read_bytes

    def denied(path):
        if str(path).startswith(str(folder)):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))

    def stat(self, *a, **kw):
        denied(self)
        return real_stat(self, *a, **kw)

    def read_bytes(self):
        denied(self)
        return real_read(self)
    monkeypatch.setattr(Path, "stat", stat)
    monkeypatch.setattr(Path, "read_bytes", read_bytes)


def test_a_saves_folder_that_may_not_be_read_is_said_once_and_left_alone(tmp_path, monkeypatch):
    folder = tmp_path / "saves"
    for gid in ("cartagena", "jamaica"):
        Match.new(gid, seats(gid), seed=1, journal_path=saves.slot_path(folder, gid))
    with monkeypatch.context() as m:
        refuse_reads(m, folder)
        slots, problems = saves.scan(folder, game.ids())
        assert slots == [] and len(problems) == 1
        assert "could not be read: permission was refused" in problems[0] and "left as they are" in problems[0]
        assert saves.occupied(folder, "cartagena") is None
    assert sorted(p.name for p in folder.iterdir()) == ["cartagena.json", "jamaica.json"]


def test_an_unreadable_slot_is_never_set_aside(tmp_path, monkeypatch):
    folder = tmp_path / "saves"
    path = saves.slot_path(folder, "palabra")
    Match.new("palabra", seats("palabra"), seed=1, journal_path=path)
    real = Path.read_bytes
    monkeypatch.setattr(Path, "read_bytes", lambda self: (_ for _ in ()).throw(
        PermissionError(errno.EACCES, "denied")) if self == path else real(self))
    slots, problems = saves.scan(folder, game.ids())
    assert slots == [] and "palabra.json cannot be read: permission was refused" in problems[0]
    assert "left as it is" in problems[0]
    assert [p.name for p in folder.iterdir()] == ["palabra.json"]


def test_settings_that_may_not_be_read_give_the_defaults_and_are_never_written_over(tmp_path, monkeypatch):
    from scenes.config import Settings
    path = tmp_path / "config" / "settings.json"
    Settings(volume=3).save(path)
    with monkeypatch.context() as m:
        refuse_reads(m, tmp_path / "config")
        settings, problem = Settings.load(path)
        assert settings == Settings() and settings.unread
        assert "permission was refused" in problem and "left as it is" in problem
    assert json.loads(path.read_text())["volume"] == 3 and len(list(path.parent.iterdir())) == 1


def test_achievements_that_may_not_be_read_are_left_alone_and_not_written_over(tmp_path, monkeypatch):
    from scenes import trophies
    path = tmp_path / "achievements.json"
    assert trophies.record(["Anne"], [["golden_beak"]], where=path) is None
    before = path.read_bytes()
    with monkeypatch.context() as m:
        refuse_reads(m, path)
        data, problem = trophies.load(path)
        assert data == trophies.empty() and "permission was refused" in problem
        assert "permission was refused" in trophies.record(["Bart"], [["impeccable"]], where=path)
    assert path.read_bytes() == before


# ------------------------------------------------------------------ poisoned files

HUGE = "1" * 5000


@pytest.mark.parametrize("poison,words", [
    ('{"version": 1, "seed": ' + HUGE + "}", "a number far too long"),
    ('{"version": 1, "seed": NaN}', "a value that is not a number"),
    ('{"version": 1, "seed": -Infinity}', "a value that is not a number"),
    ("\xff\xfe{", "not text"),
])
def test_every_reader_turns_a_poisoned_file_into_our_error_and_sets_it_aside(tmp_path, poison, words):
    from scenes import trophies
    from scenes.config import Settings
    raw = poison.encode("latin-1") if poison.startswith("\xff") else poison.encode()
    folder = tmp_path / "saves"
    folder.mkdir()
    saves.slot_path(folder, "jamaica").write_bytes(raw)
    slots, problems = saves.scan(folder, game.ids())
    assert slots == [] and words in problems[0] and "moved aside as jamaica.json.corrupt-" in problems[0]
    kept = list(folder.glob("jamaica.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    for load, name in ((Settings.load, "settings.json"), (trophies.load, "achievements.json")):
        path = tmp_path / name
        path.write_bytes(raw)
        _, problem = load(path)
        assert words in problem and "kept as" in problem and not path.exists()
        assert next(tmp_path.glob(name + ".corrupt-*")).read_bytes() == raw


def test_a_journal_with_a_byte_order_mark_is_read(tmp_path):
    path = tmp_path / "c.json"
    match = Match.new("cartagena", seats("cartagena"), seed=1, journal_path=path)
    play(match, 5)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert Match.resume(path).state.to_json() == match.state.to_json()
    from scenes.config import Settings
    (tmp_path / "s.json").write_bytes(b"\xef\xbb\xbf" + b'{"volume": 2}')
    assert Settings.load(tmp_path / "s.json") == (Settings(volume=2), None)


def test_nan_is_never_written(tmp_path):
    with pytest.raises(ValueError):
        journal.write_atomic(tmp_path / "x.json", {"a": float("nan")})
    assert not list(tmp_path.iterdir())


# ------------------------------------------------------------------ rules versions

def test_a_journal_records_the_rules_version_of_its_game(tmp_path):
    match = Match.new("jamaica", seats("jamaica"), seed=1, journal_path=tmp_path / "j.json")
    assert json.loads((tmp_path / "j.json").read_text())["rules"] == game.get("jamaica").rules_version == 2
    assert Match.resume(tmp_path / "j.json").state.to_json() == match.state.to_json()


def test_a_jamaica_journal_from_before_the_rules_corrections_is_offered_as_older_never_corrupt(tmp_path):
    """tests/data/jamaica-before-a60ce74.json: 40 moves of a 3-player game saved by the code of
    f1f1c57, the commit before a60ce74 corrected Jamaica's rules (cards revealed one at a
    time, drawn right after the choice...). Its 11th move is refused by today's rules."""
    folder = tmp_path / "saves"
    folder.mkdir()
    path = saves.slot_path(folder, "jamaica")
    path.write_bytes((DATA / "jamaica-before-a60ce74.json").read_bytes())
    with pytest.raises(OlderRules) as got:
        Match.resume(path)
    record = got.value.record
    assert record.rules == 1 and [s.name for s in record.seats] == ["Anne", "Bart", "Cleo"]
    moves = record.moves()
    assert len(moves) == 40 and moves[0].startswith("1. Anne: ") and "revealed one at a time" in record.changes()[0]
    slots, problems = saves.scan(folder, game.ids())
    assert not problems and len(slots) == 1 and slots[0].older is not None and slots[0].match is None
    assert saves.occupied(folder, "jamaica").older is not None
    moved = saves.put_away(slots[0])
    assert moved.name.startswith("jamaica.json.older-rules-") and moved.read_bytes() == (
        DATA / "jamaica-before-a60ce74.json").read_bytes()
    assert saves.scan(folder, game.ids()) == ([], [])


def test_a_journal_of_an_older_rules_version_is_never_replayed_under_the_new_rules(tmp_path):
    path = tmp_path / "pagamas.json"
    match = Match.new("pagamas", seats("pagamas"), seed=1, journal_path=path)
    play(match, 6)
    spec = game.get("pagamas")
    today = spec.rules_version
    # The rules change again (as when Pagamás' refloat rule was corrected): the journal is older.
    object.__setattr__(spec, "rules_version", today + 1)
    try:
        with pytest.raises(OlderRules) as got:
            Match.resume(path)
        assert got.value.record.rules == today and len(got.value.record.moves()) == 6
    finally:
        object.__setattr__(spec, "rules_version", today)


def test_pagamas_journals_from_before_the_refloat_correction_are_older_rules(tmp_path):
    """Issue 19 changed what Pagamás' refloat accepts: its rules version went to 2, and a journal
    marked 1, or unmarked (written before journals recorded their rules), is never replayed."""
    path = tmp_path / "pagamas.json"
    match = Match.new("pagamas", seats("pagamas"), seed=1, journal_path=path)
    play(match, 6)
    assert game.get("pagamas").rules_version == 2
    data = json.loads(path.read_text())
    for mark in (1, None):
        if mark is None:
            del data["rules"]                          # unmarked journals of Pagamás are its version 1
        else:
            data["rules"] = mark
        path.write_text(json.dumps(data))
        with pytest.raises(OlderRules) as got:
            Match.resume(path)
        assert got.value.record.rules == 1 and "refloat" in got.value.record.changes()[0]


def test_a_journal_of_newer_rules_is_left_alone(tmp_path):
    folder = tmp_path / "saves"
    path = saves.slot_path(folder, "cartagena")
    Match.new("cartagena", seats("cartagena"), seed=1, journal_path=path)
    data = json.loads(path.read_text())
    data["rules"] = 7
    path.write_text(json.dumps(data))
    with pytest.raises(journal.Unsupported):
        Match.resume(path)
    slots, problems = saves.scan(folder, game.ids())
    assert slots == [] and "newer rules" in problems[0] and "left as it is" in problems[0]
    assert path.exists()


@pytest.mark.parametrize("rules", [0, -1, "2", True, 1.5])
def test_a_journal_with_a_rules_version_that_is_no_version_is_damaged(tmp_path, rules):
    path = tmp_path / "c.json"
    Match.new("cartagena", seats("cartagena"), seed=1, journal_path=path)
    data = json.loads(path.read_text())
    data["rules"] = rules
    path.write_text(json.dumps(data))
    with pytest.raises(JournalError, match="'rules'") as got:
        Match.resume(path)
    assert type(got.value) is JournalError


def test_the_first_games_count_that_may_not_be_read_is_left_alone_and_not_written_over(tmp_path, monkeypatch):
    from scenes import coach
    path = tmp_path / "coach.json"
    assert coach.record("jamaica", ["Anne"], where=path) is None
    before = path.read_bytes()
    with monkeypatch.context() as m:
        refuse_reads(m, path)
        data, problem = coach.load(path)
        assert data == coach.empty() and "permission was refused" in problem
        assert "permission was refused" in coach.record("jamaica", ["Bart"], where=path)
    assert path.read_bytes() == before
    path.write_bytes(b'{"version": 1, "games": {"jamaica": {"anne": ' + b"9" * 5000 + b"}}}")
    data, problem = coach.load(path)
    assert "a number far too long" in problem and "kept as coach.json.corrupt-" in problem
