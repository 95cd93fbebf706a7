"""Achievements kept per player name across games: one JSON file in the data folder, written atomically.

    {"version": 1,
     "games": {"palabra": {"Anne": {"golden_beak": {"first": "2026-11-20", "last": "2026-11-21",
                                                      "times": 2}}}}}

`record()` adds a finished game's achievements; `load()` reads the file. A damaged file
(not JSON, wrong shape) is set aside next to itself with game.core.journal.set_aside and
reported: the player loses nothing and the game goes on with an empty cabinet. A file
the system will not let us read is reported and left alone, never written over.
"""
from __future__ import annotations

import time
from pathlib import Path

from game.core import journal
from game.i18n import _

from .config import data_dir

VERSION = 1
FILE = "achievements.json"


def path() -> Path:
    return data_dir() / FILE


def empty() -> dict:
    return {"version": VERSION, "games": {}}


def _check(data, where: Path) -> None:
    """JournalError naming what is wrong with the file's content."""
    def bad(why: str) -> journal.JournalError:
        return journal.damaged(where, why)
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise bad(_("it is not an achievements file of version 1"))
    games = data.get("games")
    if not isinstance(games, dict):
        raise bad(_("its list of games is missing"))
    for game, players in games.items():
        if not isinstance(players, dict):
            raise bad(_("'{game}' is not a table of players").format(game=game[:30]))
        for name, got in players.items():
            if not isinstance(got, dict):
                raise bad(_("{name}'s achievements are not a table").format(name=name[:30]))
            for entry in got.values():
                if (not isinstance(entry, dict) or not isinstance(entry.get("first"), str)
                        or not isinstance(entry.get("last"), str) or not isinstance(entry.get("times"), int)
                        or isinstance(entry.get("times"), bool) or entry["times"] < 1):
                    raise bad(_("{name}'s achievements are damaged").format(name=name[:30]))


def load(where: Path | None = None) -> tuple[dict, str | None]:
    """The achievements and a problem to report (None if all is well)."""
    data, problem, _writable = _read(where or path())
    return data, problem


def _read(where: Path) -> tuple[dict, str | None, bool]:
    """(achievements, problem, whether the file may be written): a damaged file is set aside
    (kept) and a new one started; one the system will not let us read is left alone, and not
    written over either (its holders would be lost)."""
    got = journal.read_checked(where, lambda data: _check(data, where))
    if got.problem is None:
        return (got.data if got.data is not None else empty()), None, True
    if got.unreadable:
        return empty(), _("The achievements could not be read: {why}. They are left as they are, and "
                          "the ones earned now are not kept.").format(why=got.problem), False
    if got.moved is None:
        return empty(), _("The achievements file could not be read ({reason}); a new one is started.").format(
            reason=got.problem), True
    return empty(), _("The achievements file could not be read ({reason}); a new one is started. The old "
                      "file is kept as {name}.").format(reason=got.problem, name=got.moved.name), True


def record(names: list[str], earned: list[list[str]], game: str = "palabra", when: str | None = None,
           where: Path | None = None) -> str | None:
    """Add one finished game: `earned[seat]` are the achievement ids of the player `names[seat]`.
    Returns a problem to report (a corrupt file set aside, or a file that cannot be read or written)."""
    where = where or path()
    data, problem, writable = _read(where)
    if not writable:
        return problem
    day = when or time.strftime("%Y-%m-%d")
    table = data["games"].setdefault(game, {})
    changed = False
    for seat, ids in enumerate(earned):
        name = names[seat]
        for ach in ids:
            entry = table.setdefault(name, {}).get(ach)
            if entry is None:
                table[name][ach] = {"first": day, "last": day, "times": 1}
            else:
                entry["last"], entry["times"] = day, entry["times"] + 1
            changed = True
    if changed or problem:
        try:
            journal.write_atomic(where, data)
        except OSError as exc:
            return _("The achievements could not be saved ({why}).").format(why=journal.problem(exc))
    return problem


def holders(data: dict, game: str, achievement: str) -> list[tuple[str, dict]]:
    """(player name, entry) of everyone who earned `achievement`, earliest first."""
    out = [(name, got[achievement]) for name, got in data.get("games", {}).get(game, {}).items()
           if achievement in got]
    out.sort(key=lambda item: (item[1]["first"], item[0].lower()))
    return out
