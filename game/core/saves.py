"""Save slots: one journal per game in a folder, listed newest first, bad ones set aside.

    saves/cartagena.json   the unfinished Cartagena match (its journal)
    saves/jamaica.json     ...

Each game has its own slot, so starting a Jamaica game never touches the saved
Cartagena one; starting a game whose slot holds an unfinished match replaces it
only once the player has said so (the lobby asks). A slot whose journal is damaged
is renamed aside (journal.set_aside) and reported, never deleted. A slot played under
older rules of its game is listed with its `older` record instead of a match (it can be
read, not continued: game/core/older.py). A file or folder the system will not let us
read, or a journal of a newer Pirate Arcade, is reported and left exactly as it is.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..i18n import _
from . import journal
from .match import Match
from .older import OlderRules, Record
from .registry import get

SUFFIX = ".json"
MAX_REASON = 300      # characters of a reason shown on screen


@dataclass
class Slot:
    """One saved game: its file, when it was last saved, and the unfinished match, or, for a
    game played under older rules, the record of it (`older`; `match` is then None)."""

    path: Path
    saved: float          # seconds since the epoch (the file's modification time)
    match: Match | None
    older: Record | None = None

    @property
    def game(self) -> str:
        return self.path.name[:-len(SUFFIX)]

    @property
    def title(self) -> str:
        return get(self.game).title

    @property
    def seats(self) -> list:
        return self.match.seats if self.match is not None else self.older.seats


def slot_path(folder: Path, game_id: str) -> Path:
    if not game_id.replace("_", "").isalnum():
        raise ValueError(f"not a game id: {game_id!r}")
    return Path(folder) / f"{game_id}{SUFFIX}"


# Journals already read, by (path, modification time, size): the title lists the slots every
# time it comes back on top. At most one entry per slot file.
_replayed: dict[Path, tuple[tuple[int, int], Match | OlderRules]] = {}


def _load(path: Path, colours: int | None) -> Match:
    """The match saved at `path` (JournalError, OlderRules included, as Match.resume)."""
    st = path.stat()
    key = (st.st_mtime_ns, st.st_size)
    hit = _replayed.get(path)
    if hit is None or hit[0] != key:
        try:
            got = Match.resume(path, colours=colours)
        except OlderRules as exc:
            got = exc
        hit = _replayed[path] = (key, got)
    if isinstance(hit[1], OlderRules):
        raise hit[1]
    return hit[1]


def scan(folder: Path, games: tuple[str, ...], colours: int | None = None,
         legacy: Path | None = None) -> tuple[list[Slot], list[str]]:
    """The saved games of `games` in `folder` that can be continued or read, newest first, and
    a message for each file that could not be used: a damaged journal is set aside, one the
    system will not let us read is left alone. `legacy`: the single save file of earlier
    versions, moved into its game's slot if that slot is free."""
    folder = Path(folder)
    problems: list[str] = []
    journal.sweep(folder)
    try:
        if legacy is not None and journal.exists(legacy):
            journal.sweep(legacy.parent)
            problems += _adopt(legacy, folder, games, colours)
    except journal.FileUnreadable as exc:
        problems.append(_left_alone(exc))
    slots, unreadable = [], []
    for gid in games:
        path = slot_path(folder, gid)
        try:
            if not journal.exists(path):
                _replayed.pop(path, None)
                continue
            slot = _slot(path, colours)
            if slot.match is not None and slot.match.spec.id != gid:
                raise journal.damaged(path, _("it holds a {game} game").format(game=slot.match.spec.title))
        except journal.FileUnreadable as exc:
            unreadable.append(exc)
            continue
        except journal.Unsupported as exc:
            problems.append(_left_alone(exc))
            continue
        except journal.JournalError as exc:
            _replayed.pop(path, None)
            problems.append(_set_aside(path, exc))
            continue
        except OSError:
            continue
        if slot.match is None or not slot.match.is_over():
            slots.append(slot)
    if len(unreadable) == 1:
        problems.append(_left_alone(unreadable[0]))
    elif unreadable:      # the folder itself, most likely: one message for all
        problems.append(_("The saved games could not be read: {why}. They are left as they are.").format(
            why=unreadable[0].why))
    slots.sort(key=lambda s: s.saved, reverse=True)
    return slots, problems


def _slot(path: Path, colours: int | None) -> Slot:
    try:
        match = _load(path, colours)
    except OlderRules as exc:
        return Slot(path, path.stat().st_mtime, None, exc.record)
    return Slot(path, path.stat().st_mtime, match)


def _adopt(legacy: Path, folder: Path, games: tuple[str, ...], colours: int | None) -> list[str]:
    try:
        match = Match.resume(legacy, colours=colours)
    except (journal.FileUnreadable, journal.Unsupported, OlderRules) as exc:
        return [_left_alone(exc)]
    except journal.JournalError as exc:
        return [_set_aside(legacy, exc)]
    target = slot_path(folder, match.spec.id) if match.spec.id in games else None
    if match.is_over() or target is None or journal.exists(target):
        return []       # nothing to continue, or the game's own slot is newer: leave it be
    try:
        folder.mkdir(parents=True, exist_ok=True)
        legacy.replace(target)
    except OSError as exc:
        return [_("An earlier saved game could not be moved to its place ({why}); it is left as it is.").format(
            why=journal.problem(exc))]
    return []


def _short_reason(exc: Exception) -> str:
    text = str(exc)
    return text if len(text) <= MAX_REASON else text[:MAX_REASON - 3] + "..."


def _set_aside(path: Path, exc: Exception) -> str:
    try:
        moved = journal.set_aside(path)
    except OSError:
        return _("A saved game could not be read: {reason}. It is left as it is.").format(
            reason=_short_reason(exc))
    return _("A saved game could not be read: {reason}. It was moved aside as {name}: nothing is lost.").format(
        reason=_short_reason(exc), name=moved.name)


def _left_alone(exc: Exception) -> str:
    return _("A saved game could not be used: {reason}. It is left as it is.").format(reason=_short_reason(exc))


def occupied(folder: Path, game_id: str) -> Slot | None:
    """The saved game in `game_id`'s slot that a new game would replace, if any: unfinished, or
    played under older rules (a damaged or unreadable file counts as none; the title reports it)."""
    path = slot_path(folder, game_id)
    try:
        if not journal.exists(path):
            return None
        slot = _slot(path, None)
    except (journal.JournalError, OSError):
        return None
    return None if slot.match is not None and slot.match.is_over() else slot


def put_away(slot: Slot) -> Path | None:
    """Take a game played under older rules off the list: its file is renamed beside itself
    (`.older-rules-<time>`), never deleted. None if the system refused."""
    _replayed.pop(slot.path, None)
    try:
        return journal.set_aside(slot.path, "older-rules")
    except OSError:
        return None


def forget(path: Path | None) -> None:
    """Remove a finished match's journal from its slot (nothing to continue)."""
    if path is None:
        return
    _replayed.pop(Path(path), None)
    try:
        Path(path).unlink(missing_ok=True)
    except OSError:
        pass
