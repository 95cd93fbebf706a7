"""The history of finished games: the last LIMIT replays in a folder of the home folder, oldest dropped.

    replays/20261121-194233-1-jamaica.json    one finished game (game/core/replays.py), a few KB
    replays/20261121-201010-1-cartagena.json  ...

A file's name is when the game ended (UTC, so the clock's summer hour never reorders them),
a number counting the games of that second, and the game: the names sort as the games ended.
`keep` writes a replay whole or not at all (journal.write_atomic) and then removes the oldest
files beyond the limit; a refusal of the system (a full disk, a locked folder) never stops
anything: it is said in a player's words and the game goes on. Only files named as ours are
listed, counted or removed.

`entries` lists the games newest first from their files' list words alone (game, seats, when,
winners, scores, the seats reviewed, whether it was played under other rules of its game),
without replaying them; `load` replays one with every
check of replays.read. A file there that is damaged is set aside (renamed
`<name>.corrupt-<time>`, its bytes kept) and reported; one the system will not let us read,
or written by a newer Pirate Arcade or under other rules, is reported and left as it is.
`keep_review` adds a seat's review to its game's file; `delete` removes one.
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from ..i18n import _
from . import journal
from .match import Seat
from .registry import get
from .replays import MAX_BYTES, MAX_COLOURS, VERSION, Newer, OtherRules, Replay, ReplayError, Unreadable, read

LIMIT = 100
NAME = re.compile(r"^(\d{8}-\d{6})-(\d{1,6})-([a-z_]{1,30})\.json$")
MAX_REASON = 300      # characters of a reason shown on screen


@dataclass
class Entry:
    """One game of the history as its list shows it (from its file, not replayed)."""

    path: Path
    game: str
    title: str
    seats: list[Seat]
    ended: float
    winners: list[int]
    scores: list
    reviewed: list[int] = field(default_factory=list)    # seats whose review is kept
    other_rules: bool = False     # played under other rules of its game: `load` says why it cannot be watched


def _key(path: Path) -> tuple[str, int]:
    m = NAME.match(path.name)
    return (m.group(1), int(m.group(2))) if m else ("", 0)


class History:
    """The replays kept in `folder`, at most `limit` of them."""

    def __init__(self, folder: Path, limit: int = LIMIT, colours: int | None = None) -> None:
        self.folder = Path(folder)
        self.limit = limit
        self.colours = colours      # how many seat colours the caller draws (Seat.from_json)

    def files(self) -> list[Path]:
        """Our replay files, oldest first (OSError if the folder cannot be read)."""
        try:
            found = [p for p in self.folder.iterdir() if NAME.match(p.name)]
        except FileNotFoundError:
            return []
        return sorted(found, key=_key)

    # ------------------------------------------------------------- keeping
    def keep(self, replay: Replay) -> str | None:
        """Write `replay` as the newest game (its `path` set) and drop the oldest beyond the
        limit. None if all went well, else what went wrong, in a player's words."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(replay.ended))
        try:
            journal.sweep(self.folder)
            taken = [_key(p)[1] for p in self.files() if _key(p)[0] == stamp]
            path = self.folder / f"{stamp}-{max(taken, default=0) + 1}-{replay.game}.json"
            journal.write_atomic(path, replay.to_json())
        except OSError as exc:
            return _("This game's replay could not be kept: {why}.").format(why=journal.problem(exc))
        replay.path = path
        return self._drop_oldest()

    def _drop_oldest(self) -> str | None:
        try:
            files = self.files()
            for old in files[:max(0, len(files) - self.limit)]:
                old.unlink()
        except OSError as exc:
            return _("The oldest replays could not be removed: {why}.").format(why=journal.problem(exc))
        return None

    def keep_review(self, replay: Replay, seat: int, result: dict) -> str | None:
        """Keep `result`, the review of `seat`, with the replay (in its file if it has one)."""
        replay.reviews[seat] = result
        if replay.path is None:
            return None
        try:
            journal.write_atomic(replay.path, replay.to_json())
        except OSError as exc:
            return _("The review could not be kept with its game: {why}.").format(why=journal.problem(exc))
        return None

    def delete(self, path: Path) -> str | None:
        """Remove one game of the history; what went wrong, if anything."""
        if Path(path).parent != self.folder or not NAME.match(Path(path).name):
            return _("{file} is not a replay of the history.").format(file=Path(path).name)
        try:
            Path(path).unlink(missing_ok=True)
        except OSError as exc:
            return _("The replay could not be removed: {why}.").format(why=journal.problem(exc))
        return None

    # ------------------------------------------------------------- reading
    def entries(self) -> tuple[list[Entry], list[str]]:
        """The games kept, newest first, and a message for each file that could not be used."""
        problems: list[str] = []
        try:
            files = self.files()
        except OSError as exc:
            return [], [_("The replays could not be read: {why}. They are left as they are.").format(
                why=journal.problem(exc))]
        out = []
        for path in reversed(files):
            try:
                out.append(self._entry(path))
            except journal.FileUnreadable as exc:
                problems.append(_left_alone(exc))
            except journal.Unsupported as exc:
                problems.append(_left_alone(exc))
            except journal.JournalError as exc:
                problems.append(_set_aside(path, exc))
        return out, problems

    def _entry(self, path: Path) -> Entry:
        try:
            if path.stat().st_size > MAX_BYTES:
                raise journal.damaged(path, _("it is too large"))
        except OSError as exc:
            raise journal.FileUnreadable(path, exc) from None
        data = journal.read_json(path)
        if not isinstance(data, dict) or not isinstance(data.get("replay"), dict):
            raise journal.damaged(path, _("it is not a replay of Pirate Arcade"))
        part = data["replay"]
        for version, ours in ((data.get("version"), journal.VERSION), (part.get("version"), VERSION)):
            if type(version) is int and version > ours:
                raise journal.Unsupported(_("{file} was written by a newer Pirate Arcade").format(file=path.name))
        try:
            spec = get(data.get("game"))
        except (KeyError, TypeError):
            raise journal.damaged(path, _("it holds a game this Pirate Arcade does not have")) from None
        rules = data.get("rules")
        if type(rules) is not int or rules < 1:
            raise journal.damaged(path, _("its rules version is not readable"))
        seats = data.get("seats")
        ended, winners, scores = part.get("ended"), part.get("winners"), part.get("scores")
        reviews = part.get("reviews", {})
        try:
            seats = [Seat.from_json(s, self.colours or MAX_COLOURS) for s in seats] \
                if isinstance(seats, list) else None
        except ValueError:
            seats = None
        ok = (seats is not None and type(ended) in (int, float) and isinstance(winners, list)
              and isinstance(scores, list) and len(scores) == len(seats) and isinstance(reviews, dict)
              and all(type(w) is int and 0 <= w < len(seats) for w in winners)
              and all(type(x) in (int, float) for x in scores))
        if not ok:
            raise journal.damaged(path, _("its list of players or results is not readable"))
        reviewed = sorted(int(k) for k in reviews if isinstance(k, str) and k.isdigit() and int(k) < len(seats))
        return Entry(path, spec.id, spec.title, seats, float(ended), winners, scores, reviewed,
                     rules != spec.rules_version)

    def load(self, entry: Entry | Path, colours: int | None = None) -> Replay:
        """The game of `entry`, replayed and checked whole (replays.read); a damaged file is set
        aside and ReplayError says so (one of other rules, a newer Pirate Arcade's or one the
        system will not let us read is left as it is)."""
        path = entry.path if isinstance(entry, Entry) else Path(entry)
        try:
            replay = read(path, colours or self.colours)
        except (OtherRules, Unreadable, Newer):
            raise                      # not damaged: left as it is
        except ReplayError as exc:
            raise ReplayError(_set_aside(path, exc)) from None
        replay.path = path
        return replay


def _short_reason(exc: Exception) -> str:
    text = str(exc)
    return text if len(text) <= MAX_REASON else text[:MAX_REASON - 3] + "..."


def _set_aside(path: Path, exc: Exception) -> str:
    try:
        moved = journal.set_aside(path)
    except OSError:
        return _("A replay could not be read: {reason}. It is left as it is.").format(reason=_short_reason(exc))
    return _("A replay could not be read: {reason}. It was moved aside as {name}: nothing is lost.").format(
        reason=_short_reason(exc), name=moved.name)


def _left_alone(exc: Exception) -> str:
    return _("A replay could not be used: {reason}. It is left as it is.").format(reason=_short_reason(exc))


__all__ = ["History", "Entry", "LIMIT"]
