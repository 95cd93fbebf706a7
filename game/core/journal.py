"""Journals: a match's (seed, options, seats, actions) as JSON, written atomically.

"actions" are the [seat, action] pairs that stand, in order: replaying them from the seed
gives the game as it stands. "taken_back" (optional, a list) records the actions players
took back, each as [at, seat, action]: the action stood at index `at` of "actions" when it
was taken back. A replay does not apply them (they never drew on luck: Match.undo).

A journal is rewritten whole after every action: to a temporary file in the same
folder, flushed and fsynced, then renamed over the old one and the folder fsynced,
so a crash leaves either the old journal or the new one, never half of one. The
temporary files that a kill in the middle of a save leaves behind are removed by
`sweep`. A journal that cannot be read is reported with JournalError and can be
set aside (renamed, never deleted) so that the player loses nothing.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

from .edges import MAX_DEPTH, json_depth

VERSION = 1


class JournalError(ValueError):
    """A journal that cannot be read or replayed; the message names the file."""


def write_atomic(path: Path, data: dict) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, separators=(",", ":"), sort_keys=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        _sync_folder(path.parent)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _sync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable (POSIX; a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def sweep(folder: Path, older_than: float = 5.0) -> int:
    """Remove the temporary files of saves that a kill interrupted (`<name>.<random>.tmp`,
    untouched for `older_than` seconds, so a save in progress is left alone); their
    content is a copy of a journal that was never renamed into place. Returns how many."""
    removed = 0
    try:
        candidates = list(Path(folder).glob("*.json.*.tmp"))
    except OSError:
        return 0
    now = time.time()
    for tmp in candidates:
        try:
            if now - tmp.stat().st_mtime >= older_than:
                tmp.unlink()
                removed += 1
        except OSError:
            pass
    return removed


def read_json(path: Path, what: str = "file") -> object:
    """The JSON held by `path`; ValueError (JournalError) naming the file and what is wrong:
    unreadable, not text, not JSON, or nested deeper than any file of ours."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise JournalError(f"{path.name}: the {what} cannot be read ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise JournalError(f"{path.name}: the {what} is not text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise JournalError(f"{path.name}: the {what} is not valid JSON (line {exc.lineno}: {exc.msg})") from None
    except RecursionError:
        raise JournalError(f"{path.name}: the {what} is nested too deeply to be read") from None
    if json_depth(data) > MAX_DEPTH:
        raise JournalError(f"{path.name}: the {what} is nested deeper than {MAX_DEPTH} levels")
    return data


def read_checked(path: Path, what: str, check) -> tuple[object | None, str | None, Path | None]:
    """The JSON at `path`, passed through `check` (which raises ValueError naming what is wrong):
    (data, None, None); or, when it cannot be read or fails the check, (None, why, where the bad
    file was set aside: None if it could not be moved). A player's file that is wrong never stops
    the game: the caller starts afresh and says why."""
    try:
        data = read_json(path, what)
        check(data)
        return data, None, None
    except ValueError as exc:
        try:
            moved = set_aside(path)
        except OSError:
            moved = None
        return None, str(exc), moved


def read(path: Path) -> dict:
    """The journal's JSON, checked for shape; JournalError for anything wrong."""
    path = Path(path)
    data = read_json(path, "saved game")
    if not isinstance(data, dict):
        raise JournalError(f"{path.name}: is not a saved game (expected an object)")
    if data.get("version") != VERSION:
        raise JournalError(f"{path.name}: unknown journal version {str(data.get('version'))[:20]!r}")
    for key, kind in (("game", str), ("seed", int), ("options", dict), ("seats", list), ("actions", list)):
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise JournalError(f"{path.name}: '{key}' is missing or not a {kind.__name__}")
    if not isinstance(data.get("taken_back", []), list):
        raise JournalError(f"{path.name}: 'taken_back' is not a list")
    return data


def set_aside(path: Path) -> Path:
    """Rename a bad journal next to itself (`.corrupt-<time>`) and return the new path."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    os.replace(path, target)
    return target
