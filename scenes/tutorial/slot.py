"""The lessons' own save slots: one journal per game's lesson, apart from the games' Continue slots.

    <data>/tutorials/cartagena.json        the lesson's match, journalled after every move
    <data>/tutorials/cartagena.step.json   the step on screen, and after how many moves

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
