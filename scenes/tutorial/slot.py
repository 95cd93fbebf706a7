"""The lessons' own save slots: one journal per game's lesson, apart from the games' Continue slots,
and the chapters each lesson has had done.

    <data>/tutorials/cartagena.json        the lesson's match, journalled after every move
    <data>/tutorials/cartagena.step.json   the step on screen, and after how many moves
    <data>/tutorials/chapters.json         {"version": 1, "done": {"palabra": [0, 1]}}: the chapters
                                           done, per game (kept in the player's home, for the menu)

Resuming plays the saved moves again through the lesson's steps (Coach.replay), so the coach
knows every event it has explained, then reads on to the step the player had reached. A
journal that no longer fits its lesson (the lesson was rewritten since) is set aside and the
lesson starts over.
"""
from __future__ import annotations

import json
from pathlib import Path

from game import Action, Match
from game.core import JournalError, journal, saves
from game.i18n import _

from ..config import data_dir
from .lesson import Lesson


def folder() -> Path:
    return data_dir() / "tutorials"


def path(game_id: str) -> Path:
    return saves.slot_path(folder(), game_id)


def saved(game_id: str) -> bool:
    """Is a lesson of this game under way (saved, not finished)?"""
    return path(game_id).exists()


def step_path(game_id: str) -> Path:
    return path(game_id).with_suffix(".step.json")


def forget(game_id: str) -> None:
    saves.forget(path(game_id))
    saves.forget(step_path(game_id))


def mark(game_id: str, step: int, moves: int) -> None:
    """Remember the step on screen (written as each step opens)."""
    try:
        journal.write_atomic(step_path(game_id), {"step": step, "moves": moves})
    except OSError:
        pass                     # the journal alone still resumes, a few steps earlier


def marked(game_id: str, moves: int) -> int:
    """The step reached, if it was marked after exactly `moves` moves; else 0 (read on from the replay)."""
    try:
        data = journal.read_json(step_path(game_id))
    except (OSError, ValueError):          # journal.JournalError is a ValueError: read on from the replay
        return 0
    if not isinstance(data, dict) or data.get("moves") != moves or type(data.get("step")) is not int:
        return 0
    return max(0, data["step"])


def step_reached(game_id: str) -> int | None:
    """The step marked on screen in the saved lesson (None: no lesson under way, or no mark)."""
    if not saved(game_id):
        return None
    try:
        data = journal.read_json(step_path(game_id))
    except (OSError, ValueError):
        return None
    step = data.get("step") if isinstance(data, dict) else None
    return step if type(step) is int and step >= 0 else None


CHAPTERS = "chapters.json"


def _chapters_file() -> Path:
    return folder() / CHAPTERS


def _check_chapters(data) -> None:
    if not isinstance(data, dict) or data.get("version") != 1 or not isinstance(data.get("done"), dict):
        raise ValueError("not a file of lesson chapters of version 1")
    for game, chapters in data["done"].items():
        if not isinstance(chapters, list) or not all(type(k) is int and k >= 0 for k in chapters):
            raise ValueError(f"'{game}' is not a list of chapters")


def _read_chapters() -> tuple[dict, bool]:
    """({game: [chapter, ...]}, whether the file may be written). A damaged file is set aside
    (kept) and counts as none done; one the system will not let us read is never written over."""
    got = journal.read_checked(_chapters_file(), _check_chapters)
    if got.problem is not None:
        return {}, not got.unreadable
    return (dict(got.data["done"]) if got.data is not None else {}), True


def chapters_done(game_id: str) -> set[int]:
    """The chapters of this game's lesson the player has done (each once its last step, its task, was made)."""
    return set(_read_chapters()[0].get(game_id, ()))


def chapter_done(game_id: str, chapter: int) -> None:
    """Keep that the player has done this chapter (a disk that refuses it loses only the tick)."""
    done, writable = _read_chapters()
    if not writable:
        return
    done[game_id] = sorted(set(done.get(game_id, ())) | {chapter})
    try:
        journal.write_atomic(_chapters_file(), {"version": 1, "done": done})
    except OSError:
        pass


def saved_moves(lesson: Lesson) -> tuple[list[tuple[int, Action]] | None, str | None]:
    """(the moves of the saved lesson, None) or (None, why it cannot be resumed; the file is set aside)."""
    p = path(lesson.game)
    if not p.exists():
        return None, None
    try:
        old = Match.resume(p)
    except JournalError as exc:
        return None, _set_aside(p, str(exc))
    fresh = lesson.new_match()
    same = (old.spec.id == lesson.game and old.seed == fresh.seed and plain(old.options) == plain(fresh.options)
            and [s.to_json() for s in old.seats] == [s.to_json() for s in fresh.seats])
    if not same:
        return None, _set_aside(p, _("the lesson has changed since it was saved"))
    return list(old.log), None


def plain(value):
    """`value` as its JSON reads back (a set-up's int keys become strings)."""
    return json.loads(json.dumps(value, sort_keys=True))


def _set_aside(p: Path, reason: str) -> str:
    try:
        journal.set_aside(p)
    except OSError:
        pass
    return reason
