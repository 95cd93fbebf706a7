"""Where Pirate Arcade keeps its files, and the player's settings (JSON, saved atomically).

Settings live in the user's config directory ($XDG_CONFIG_HOME/pirate-arcade,
or ~/.config/pirate-arcade), the unfinished matches' journals in the data
directory ($XDG_DATA_HOME/pirate-arcade/saves, one slot per game, see
game/core/saves.py), the finished games' replays beside them (replays/, game/core/history.py),
and the replays exported to share in a folder of the home (exports_dir). PIRATE_ARCADE_HOME puts them all under one folder (tests,
portable installs). A damaged settings file is set aside (kept) and reported, and the
defaults are used; one the system will not let us read is reported and left alone.
"""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.core import journal, saves
from game.i18n import LANGUAGES, _

ANIM_SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0)


def config_dir() -> Path:
    home = os.environ.get("PIRATE_ARCADE_HOME")
    if home:
        return Path(home) / "config"
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "pirate-arcade"


def data_dir() -> Path:
    home = os.environ.get("PIRATE_ARCADE_HOME")
    if home:
        return Path(home) / "data"
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "pirate-arcade"


def journal_path() -> Path:
    """The single save file of earlier versions; the title moves it into its game's slot."""
    return data_dir() / "current-match.json"


def saves_dir() -> Path:
    """The save slots: one journal per game (game/core/saves.py)."""
    return data_dir() / "saves"


def replays_dir() -> Path:
    """The history of finished games (game/core/history.py)."""
    return data_dir() / "replays"


def exports_dir() -> Path:
    """Where the Replays screen writes a replay to share, and first looks for one to open: a
    folder a player finds in their home ("Pirate Arcade replays"; under PIRATE_ARCADE_HOME, its
    exports/)."""
    home = os.environ.get("PIRATE_ARCADE_HOME")
    if home:
        return Path(home) / "exports"
    return Path.home() / "Pirate Arcade replays"    # i18n: keep (a folder's name)


def downloads_dir() -> Path:
    """The desktop's downloads folder: XDG_DOWNLOAD_DIR of ~/.config/user-dirs.dirs (a Spanish
    desktop's ~/Descargas), else ~/Downloads."""
    home = Path.home()
    base = Path(os.environ.get("XDG_CONFIG_HOME") or home / ".config")
    try:
        for line in (base / "user-dirs.dirs").read_text(encoding="utf-8").splitlines():
            name, _eq, value = line.partition("=")
            if name.strip() == "XDG_DOWNLOAD_DIR" and value.strip().startswith('"'):
                return Path(value.strip().strip('"').replace("$HOME", str(home)))
    except (OSError, UnicodeDecodeError):
        pass
    return home / "Downloads"    # i18n: keep (a folder's name)


def open_dirs() -> list[Path]:
    """Where "Open a file" looks for replays: the exports folder, and the desktop's downloads
    (not under PIRATE_ARCADE_HOME, which keeps everything in its folder)."""
    if os.environ.get("PIRATE_ARCADE_HOME"):
        return [exports_dir()]
    return [exports_dir(), downloads_dir()]


def slot_path(game_id: str) -> Path:
    """Where an unfinished `game_id` match is saved."""
    return saves.slot_path(saves_dir(), game_id)


@dataclass
class Settings:
    fullscreen: bool = True
    volume: int = 8            # 0..10, sound effects
    music: int = 5             # 0..10, the sea and music
    anim_speed: float = 1.0    # one of ANIM_SPEEDS; scales every animation
    curtains: bool = True      # hand-off curtains before a human's secret choice
    demo_muted: bool = True    # the attract-mode demo plays without sound
    language: str = ""         # "en", "es", "it"; "" follows the system (game/i18n.py)
    tips: bool = True          # a tip at each new kind of decision in a name's first games (scenes/coach.py)

    unread = False     # True when the settings file was there but could not be read (kept as is)

    @classmethod
    def load(cls, path: Path | None = None) -> tuple["Settings", str | None]:
        """The saved settings and a problem to report (None if all is well). A damaged file is set
        aside (kept); one the system will not let us read is left alone, and never overwritten
        by the defaults at the end (`unread`)."""
        path = path or config_dir() / "settings.json"
        journal.sweep(path.parent)     # what a kill in the middle of a save left behind
        try:
            if not journal.exists(path):
                return cls(), None
            data = journal.read_json(path)
            if not isinstance(data, dict):
                raise journal.damaged(path, _("it is not a table of settings"))
            settings = cls()
            for f in fields(cls):
                if f.name in data:
                    value = data[f.name]
                    default = getattr(settings, f.name)
                    if not (type(value) is type(default)
                            or type(default) is float and type(value) is int):
                        raise journal.damaged(path, _("'{name}' cannot be {value}").format(
                            name=f.name, value=repr(value)[:30]))
                    setattr(settings, f.name, value)
            settings.clamp()
            return settings, None
        except journal.FileUnreadable as exc:
            settings = cls()
            settings.unread = True
            return settings, _("Your settings could not be read: {why}. The defaults are used for now and "
                               "the file is left as it is.").format(why=exc.why)
        except journal.JournalError as exc:
            try:
                moved = journal.set_aside(path)
            except OSError:
                return cls(), _("Your settings could not be read ({reason}); the defaults are used.").format(
                    reason=exc)
            return cls(), _("Your settings could not be read ({reason}); the defaults are used. The old file "
                            "is kept as {name}.").format(reason=exc, name=moved.name)

    def clamp(self) -> None:
        self.volume = max(0, min(10, int(self.volume)))
        self.music = max(0, min(10, int(self.music)))
        if self.anim_speed not in ANIM_SPEEDS:
            self.anim_speed = 1.0
        if self.language not in LANGUAGES:
            self.language = ""

    def save(self, path: Path | None = None) -> None:
        journal.write_atomic(path or config_dir() / "settings.json", asdict(self))


# ---------------------------------------------------------------- the last crew of each game
# crews.json beside the settings: {game id: [seat, ...]} for the seats taken when a game last
# set sail, in order; a seat is {"name", "colour", "kind": "human" or a bot string of the game,
# "device": "keyboard", "pad" or absent, "pad": the pad's name}. The lobby offers it as its
# first crew (scenes/lobby.py); a pad not plugged in any more leaves its seat free.
CREW_NAME_MAX = 40


def crews_path() -> Path:
    return config_dir() / "crews.json"


def load_crews(path: Path | None = None) -> tuple[dict[str, list[dict]], str | None]:
    """Every game's last crew, and a problem to report (a damaged file is set aside and kept; one
    the system will not let us read is left alone) or None."""
    got = _read_crews(path or crews_path())
    if got.problem is None:
        return {str(game): _crew(game, seats) for game, seats in (got.data or {}).items()}, None
    kept = " " + _("The old file is kept as {name}.").format(name=got.moved.name) if got.moved else ""
    return {}, _("The crews of your last games could not be read ({problem}); each lobby starts "
                 "afresh.").format(problem=got.problem) + kept


def _read_crews(path: Path) -> journal.Checked:
    def check(data: object) -> None:
        if not isinstance(data, dict):
            raise ValueError(_("it is not a table of crews"))
        for game, seats in data.items():
            _crew(game, seats)
    return journal.read_checked(path, check)


def _crew(game: str, seats: object) -> list[dict]:
    if not isinstance(seats, list):
        raise ValueError(_("the crew of {game} is not a list").format(game=repr(game)[:30]))
    out = []
    for n, seat in enumerate(seats):
        if not (isinstance(seat, dict) and isinstance(seat.get("name"), str)
                and 0 < len(seat["name"]) <= CREW_NAME_MAX and seat["name"].isprintable()
                and type(seat.get("colour")) is int and seat["colour"] >= 0
                and isinstance(seat.get("kind"), str) and seat["kind"]
                and seat.get("device") in (None, "keyboard", "pad")
                and isinstance(seat.get("pad", ""), str)):
            raise ValueError(_("seat {n} of {game} is not a seat").format(n=n + 1, game=repr(game)[:30]))
        out.append({k: seat[k] for k in ("name", "colour", "kind", "device", "pad") if k in seat})
    return out


def save_crew(game_id: str, crew: list[dict], path: Path | None = None) -> None:
    """Remember `crew` as `game_id`'s last crew (the other games' are kept); OSError if the
    file cannot be written."""
    path = path or crews_path()
    got = _read_crews(path)
    if got.unreadable:        # a file the system will not let us read is never written over
        raise OSError(got.problem)
    crews = {str(game): _crew(game, seats) for game, seats in (got.data or {}).items()}
    crews[game_id] = crew
    journal.write_atomic(path, crews)
