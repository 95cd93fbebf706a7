"""Achievements kept per player name across games: one JSON file in the data folder, written atomically.

    {"version": 1,
     "games": {"palabra": {"Anne": {"golden_beak": {"first": "2026-11-20", "last": "2026-11-21",
                                                      "times": 2}}}}}

`record()` adds a finished game's achievements; `load()` reads the file. A file that
cannot be read (not JSON, wrong shape) is set aside next to itself with
game.core.journal.set_aside and reported: the player loses nothing and the game
goes on with an empty cabinet.
"""
from __future__ import annotations

import time
from pathlib import Path

from game.core import journal

from .config import data_dir

VERSION = 1
FILE = "achievements.json"


def path() -> Path:
    return data_dir() / FILE


def empty() -> dict:
    return {"version": VERSION, "games": {}}


def _check(data) -> None:
    """ValueError naming what is wrong with the file's content."""
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise ValueError("not an achievements file of version 1")
    games = data.get("games")
    if not isinstance(games, dict):
        raise ValueError("'games' is missing")
    for game, players in games.items():
        if not isinstance(players, dict):
            raise ValueError(f"'{game}' is not a table of players")
        for name, got in players.items():
            if not isinstance(got, dict):
                raise ValueError(f"{name!r} in '{game}' is not a table of achievements")
            for ach, entry in got.items():
                if (not isinstance(entry, dict) or not isinstance(entry.get("first"), str)
                        or not isinstance(entry.get("last"), str) or not isinstance(entry.get("times"), int)
                        or isinstance(entry.get("times"), bool) or entry["times"] < 1):
                    raise ValueError(f"{name!r}'s {ach!r} in '{game}' is malformed")


def load(where: Path | None = None) -> tuple[dict, str | None]:
    """The achievements and a problem to report (None if all is well)."""
    where = where or path()
    if not where.exists():
        return empty(), None
    data, reason, moved = journal.read_checked(where, "achievements file", _check)
    if reason is None:
        return data, None
    kept = f" The old file is kept as {moved.name}." if moved else ""
    return empty(), f"The achievements file could not be read ({reason}); a new one is started.{kept}"


def record(names: list[str], earned: list[list[str]], game: str = "palabra", when: str | None = None,
           where: Path | None = None) -> str | None:
    """Add one finished game: `earned[seat]` are the achievement ids of the player `names[seat]`.
    Returns a problem to report (a corrupt file set aside, or a file that cannot be written)."""
    where = where or path()
    data, problem = load(where)
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
            return f"The achievements could not be saved ({exc.strerror or exc})."
    return problem


def holders(data: dict, game: str, achievement: str) -> list[tuple[str, dict]]:
    """(player name, entry) of everyone who earned `achievement`, earliest first."""
    out = [(name, got[achievement]) for name, got in data.get("games", {}).get(game, {}).items()
           if achievement in got]
    out.sort(key=lambda item: (item[1]["first"], item[0].lower()))
    return out
