"""Replays as files: exporting one to share, and taking one in from a file (chosen, or dropped on the window).

An export is the replay's journal and list words without its reviews (replays.export), written
whole into the exports folder of the home (config.exports_dir, said on screen), named by its
game and when it ended. A file taken in is read with every check of replays.read, trusting
nothing in it and changing nothing anywhere if it is refused (the reason, in a player's words,
comes back to be shown); one that reads is kept in the history (so it is listed, and a review of
it is kept with it) unless the history holds that game already.
"""
from __future__ import annotations

import time
from pathlib import Path

from game.core.history import History
from game.core.replays import Replay, ReplayError, export, read
from game.i18n import _

from . import theme
from .config import exports_dir, open_dirs, replays_dir

MAX_FILES = 40        # files offered by "Open a file", newest first


def history() -> History:
    return History(replays_dir(), colours=len(theme.PLAYER_COLOURS))


def export_replay(replay: Replay) -> str:
    """Write `replay` to a new file of the exports folder; what happened, in a sentence."""
    folder = exports_dir()
    stamp = time.strftime("%Y-%m-%d-%H%M", time.localtime(replay.ended))
    path = folder / f"{replay.game}-{stamp}.json"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{replay.game}-{stamp}-{n}.json"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        export(replay, path)
    except (OSError, ReplayError) as exc:
        return str(exc) if isinstance(exc, ReplayError) else _(
            "The replay could not be written to {file}: {why}.").format(file=path.name, why=exc.strerror or exc)
    return _("The replay is exported to {path}").format(path=path)


def take_in(path: Path) -> tuple[Replay | None, str]:
    """The replay in the file `path`, read with every check, kept in the history unless it is
    there already; (None, why) if it is refused, and nothing is changed."""
    try:
        replay = read(Path(path), len(theme.PLAYER_COLOURS))
    except ReplayError as exc:
        return None, str(exc)
    kept = history()
    entries, _problems = kept.entries()
    names = [s.name for s in replay.seats]
    same = next((e for e in entries if e.game == replay.game and e.ended == replay.ended
                 and [s.name for s in e.seats] == names), None)
    if same is not None:
        try:
            return kept.load(same), ""
        except ReplayError:
            pass                         # that one is damaged (set aside): this file takes its place
    problem = kept.keep(replay)
    return replay, problem or ""


def candidates() -> list[Path]:
    """The replay files a player may mean to open: the .json files of the exports folder and of
    the Downloads folder, newest first."""
    found: list[tuple[float, Path]] = []
    for folder in open_dirs():
        try:
            for p in folder.iterdir():
                if p.suffix.lower() == ".json" and p.is_file():
                    found.append((p.stat().st_mtime, p))
        except OSError:
            continue
    return [p for _t, p in sorted(found, key=lambda tp: -tp[0])[:MAX_FILES]]
