"""Save slots: one journal per game in a folder, listed newest first, bad ones set aside.

    saves/cartagena.json   the unfinished Cartagena match (its journal)
    saves/jamaica.json     ...

Each game has its own slot, so starting a Jamaica game never touches the saved
Cartagena one; starting a game whose slot holds an unfinished match replaces it
only once the player has said so (the lobby asks). A slot whose journal cannot
be replayed is renamed aside (journal.set_aside) and reported, never deleted.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from . import journal
from .match import Match

SUFFIX = ".json"
MAX_REASON = 300      # characters of a reason shown on screen


@dataclass
class Slot:
    """One saved, unfinished match: its file, when it was last saved, and the match."""

    path: Path
    saved: float          # seconds since the epoch (the file's modification time)
    match: Match

    @property
    def game(self) -> str:
        return self.match.spec.id


def slot_path(folder: Path, game_id: str) -> Path:
    if not game_id.replace("_", "").isalnum():
        raise ValueError(f"not a game id: {game_id!r}")
    return Path(folder) / f"{game_id}{SUFFIX}"


# Journals already replayed, by (path, modification time, size): the title lists the
# slots every time it comes back on top. At most one entry per slot file.
_replayed: dict[Path, tuple[tuple[int, int], Match]] = {}


def _load(path: Path, colours: int | None) -> Match:
    st = path.stat()
    key = (st.st_mtime_ns, st.st_size)
    hit = _replayed.get(path)
    if hit is not None and hit[0] == key:
        return hit[1]
    match = Match.resume(path, colours=colours)
    _replayed[path] = (key, match)
    return match


def scan(folder: Path, games: tuple[str, ...], colours: int | None = None,
         legacy: Path | None = None) -> tuple[list[Slot], list[str]]:
    """The unfinished matches of `games` saved in `folder`, newest first, and a message for
    each journal that could not be replayed (it is set aside). `legacy`: the single save
    file of earlier versions, moved into its game's slot if that slot is free."""
    folder = Path(folder)
    problems: list[str] = []
    journal.sweep(folder)
    if legacy is not None and legacy.exists():
        journal.sweep(legacy.parent)
        problems += _adopt(legacy, folder, games, colours)
    slots = []
    for gid in games:
        path = slot_path(folder, gid)
        if not path.exists():
            _replayed.pop(path, None)
            continue
        try:
            match = _load(path, colours)
            if match.spec.id != gid:
                raise journal.JournalError(f"{path.name}: holds a {match.spec.title} game")
        except journal.JournalError as exc:
            _replayed.pop(path, None)
            problems.append(_set_aside(path, exc))
            continue
        except OSError:
            continue
        if not match.is_over():
            slots.append(Slot(path, path.stat().st_mtime, match))
    slots.sort(key=lambda s: s.saved, reverse=True)
    return slots, problems


def _adopt(legacy: Path, folder: Path, games: tuple[str, ...], colours: int | None) -> list[str]:
    try:
        match = Match.resume(legacy, colours=colours)
    except journal.JournalError as exc:
        return [_set_aside(legacy, exc)]
    target = slot_path(folder, match.spec.id) if match.spec.id in games else None
    if match.is_over() or target is None or target.exists():
        return []       # nothing to continue, or the game's own slot is newer: leave it be
    folder.mkdir(parents=True, exist_ok=True)
    legacy.replace(target)
    return []


def _set_aside(path: Path, exc: Exception) -> str:
    try:
        moved = journal.set_aside(path)
        where = f" It was moved aside as {moved.name}."
    except OSError:
        where = ""
    reason = str(exc) if len(str(exc)) <= MAX_REASON else str(exc)[:MAX_REASON - 3] + "..."
    return f"A saved game could not be read: {reason}.{where}"


def occupied(folder: Path, game_id: str) -> Slot | None:
    """The unfinished match saved in `game_id`'s slot, if any (a bad file counts as none;
    the title reports it)."""
    path = slot_path(folder, game_id)
    if not path.exists():
        return None
    try:
        match = _load(path, None)
    except (journal.JournalError, OSError):
        return None
    return None if match.is_over() else Slot(path, path.stat().st_mtime, match)


def forget(path: Path | None) -> None:
    """Remove a finished match's journal from its slot (nothing to continue)."""
    if path is None:
        return
    _replayed.pop(Path(path), None)
    try:
        Path(path).unlink(missing_ok=True)
    except OSError:
        pass
