"""Journals: a match's (rules version, seed, options, seats, actions) as JSON, written atomically;
and the reading of every JSON file of ours (journals, settings, achievements).

"actions" are the [seat, action] pairs that stand, in order: replaying them from the seed
gives the game as it stands. "taken_back" (optional, a list) records the actions players
took back, each as [at, seat, action]: the action stood at index `at` of "actions" when it
was taken back. A replay does not apply them (they never drew on luck: Match.undo).
"rules" (optional) is the version of its game's rules the match was played under
(GameSpec.rules_version); a journal without it predates the field (Match.resume).

A journal is rewritten whole after every action: to a temporary file in the same
folder, flushed and fsynced, then renamed over the old one and the folder fsynced,
so a crash or a full disk leaves either the old journal or the new one, never half of
one. The temporary files that a kill in the middle of a save leaves behind are removed
by `sweep`.

Reading (`read_json`) turns whatever is wrong with a file into the project's own errors,
in a player's words: JournalError for a file that is there but damaged (not text, not
JSON, a number too long, nested too deeply...), which the caller may set aside (renamed
`<name>.corrupt-<time>`, never deleted, its bytes kept); FileUnreadable, a JournalError
too, for a file the system will not let us read (permissions, a failing disk), which is
left exactly where it is. `problem(exc)` says in plain words why the system refused a read
or a write (a full disk, a read-only disk, no permission).
"""
from __future__ import annotations

import errno
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Callable, NamedTuple

from ..i18n import _
from .edges import MAX_DEPTH, json_depth

VERSION = 1


class JournalError(ValueError):
    """A file of ours (a journal, the settings, the achievements) that cannot be used: the
    message names the file and says what is wrong in a player's words. The file may be set
    aside (it is damaged)."""


class FileUnreadable(JournalError):
    """A file the system will not let us read (no permission, a failing disk): not damaged,
    so it is never set aside; the app says so and leaves it where it is. `why`: problem()."""

    def __init__(self, path: Path, exc: OSError) -> None:
        self.why = problem(exc)
        super().__init__(_("{file} cannot be read: {why}").format(file=Path(path).name, why=self.why))


KINDS = {errno.ENOSPC: "full", getattr(errno, "EDQUOT", errno.ENOSPC): "full", errno.EROFS: "read-only",
         errno.EACCES: "denied", errno.EPERM: "denied", errno.EIO: "io", errno.ENOENT: "missing",
         errno.ENOTDIR: "missing"}


def kind(exc: OSError) -> str:
    """What kind of refusal `exc` is: "full", "read-only", "denied", "io", "missing" or "other"
    (the one place errors are sorted; the words for each are the caller's)."""
    return KINDS.get(getattr(exc, "errno", None), "other")


def problem(exc: OSError) -> str:
    """Why the system refused to read or write, in a player's words."""
    words = {"full": _("the disk is full"), "read-only": _("the disk is read-only"),
             "denied": _("permission was refused"), "io": _("the disk could not be read or written"),
             "missing": _("the folder is missing")}
    return words.get(kind(exc)) or _("the system refused ({reason})").format(
        reason=exc.strerror or type(exc).__name__)


def write_atomic(path: Path, data: dict) -> None:
    """Write `data` as JSON over `path`, whole or not at all (OSError if the system refuses:
    the file as it was stays in place). NaN and infinities are refused (ValueError)."""
    path = Path(path)
    text = json.dumps(data, separators=(",", ":"), sort_keys=True, allow_nan=False)
    path.parent.mkdir(parents=True, exist_ok=True)
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


def exists(path: Path) -> bool:
    """Whether `path` is there; FileUnreadable if its folder may not be looked into."""
    path = Path(path)
    try:
        path.stat()
    except (FileNotFoundError, NotADirectoryError):
        return False
    except OSError as exc:
        raise FileUnreadable(path, exc) from None
    return True


def _no_constant(name: str) -> object:
    raise ValueError(name)


def damaged(path: Path, why: str) -> JournalError:
    return JournalError(_("{file} is damaged: {why}").format(file=Path(path).name, why=why))


def read_json(path: Path) -> object:
    """The JSON held by `path`. FileUnreadable if the system will not let us read it; JournalError
    naming the file and saying what is wrong with it (not text, not JSON, NaN, a number too
    long, nested deeper than any file of ours). A UTF-8 byte-order mark is allowed."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise FileUnreadable(path, exc) from None
    return parse_json(raw, path)


def parse_json(raw: bytes, path: Path) -> object:
    """The JSON held by the bytes `raw` of the file `path`, checked as `read_json` checks it."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise damaged(path, _("it is not text")) from None
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise damaged(path, _("it is not in the format of our files (line {line})").format(line=exc.lineno)) from None
    except RecursionError:
        raise damaged(path, _("it is nested too deeply")) from None
    except ValueError as exc:     # NaN or Infinity, or an integer longer than Python reads
        raise damaged(path, _("it holds a value that is not a number") if str(exc) in ("NaN", "Infinity", "-Infinity")
                      else _("it holds a number far too long")) from None
    if json_depth(data) > MAX_DEPTH:
        raise damaged(path, _("it is nested too deeply"))
    return data


class Checked(NamedTuple):
    """A small file of ours as read by `read_checked`."""

    data: object | None      # the checked JSON; None when missing, unreadable or refused
    problem: str | None      # what is wrong with it, or why the system refused it (problem());
                             # None: all is well, or there is no file yet
    moved: Path | None       # where a damaged file was set aside (None: not moved)
    unreadable: bool         # the system refused to read it: left alone, never to be written over


def read_checked(path: Path, check: Callable[[object], None]) -> Checked:
    """The JSON at `path` passed through `check` (which raises ValueError naming what is wrong).
    A damaged file is set aside (kept); one the system will not let us read is left alone
    (`unreadable`: the caller must not write over it); a missing file is no problem. A player's
    file that is wrong never stops the game: the caller starts afresh and says why."""
    try:
        if not exists(path):
            return Checked(None, None, None, False)
        data = read_json(path)
        check(data)
        return Checked(data, None, None, False)
    except FileUnreadable as exc:
        return Checked(None, exc.why, None, True)
    except ValueError as exc:
        try:
            moved = set_aside(path)
        except OSError:
            moved = None
        return Checked(None, str(exc), moved, False)


class Unsupported(JournalError):
    """A journal written by a newer Pirate Arcade (a journal version we do not know): not
    damaged, so it is left where it is."""


def read(path: Path) -> dict:
    """The journal's JSON, checked for shape; JournalError for anything wrong."""
    path = Path(path)
    data = read_json(path)
    if not isinstance(data, dict):
        raise JournalError(_("{file} is not a saved game").format(file=path.name))
    version = data.get("version")
    if type(version) is int and version > VERSION:
        raise Unsupported(_("{file} was saved by a newer Pirate Arcade (journal version {version})").format(
            file=path.name, version=str(version)[:20]))
    if version != VERSION:
        raise damaged(path, _("its journal version is {version}").format(version=str(version)[:20]))
    kinds = (("game", str), ("seed", int), ("options", dict), ("seats", list), ("actions", list))
    for key, kind in kinds:
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise damaged(path, _("'{key}' is missing or not a {kind}").format(key=key, kind=kind.__name__))
    for key, kind, ok in (("taken_back", "list", isinstance(data.get("taken_back", []), list)),
                          ("rules", "int", type(data.get("rules", 1)) is int and data.get("rules", 1) >= 1)):
        if not ok:
            raise damaged(path, _("'{key}' is missing or not a {kind}").format(key=key, kind=kind))
    return data


def set_aside(path: Path, mark: str = "corrupt") -> Path:
    """Rename a file next to itself (`<name>.<mark>-<time>`, its bytes kept) and return the new
    path: a bad journal is set aside as "corrupt"; OSError if the system refuses."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{mark}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{mark}-{stamp}-{n}")
    os.replace(path, target)
    return target
