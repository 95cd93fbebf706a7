"""Journals: a match's (seed, options, seats, actions) as JSON, written atomically.

A journal is rewritten whole after every action: to a temporary file in the same
folder, flushed and fsynced, then renamed over the old one, so a crash leaves
either the old journal or the new one, never half of one. A journal that cannot
be read is reported with JournalError and can be set aside (renamed, never
deleted) so that the player loses nothing.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

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
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def read(path: Path) -> dict:
    """The journal's JSON, checked for shape; JournalError for anything wrong."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise JournalError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise JournalError(f"{path}: is not text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise JournalError(f"{path}: is not valid JSON (line {exc.lineno}: {exc.msg})") from None
    if not isinstance(data, dict):
        raise JournalError(f"{path}: is not a journal (expected an object)")
    if data.get("version") != VERSION:
        raise JournalError(f"{path}: unknown journal version {data.get('version')!r}")
    for key, kind in (("game", str), ("seed", int), ("options", dict), ("seats", list), ("actions", list)):
        if not isinstance(data.get(key), kind):
            raise JournalError(f"{path}: '{key}' is missing or not a {kind.__name__}")
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
