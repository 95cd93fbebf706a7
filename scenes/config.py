"""Where Pirate Arcade keeps its files, and the player's settings (JSON, saved atomically).

Settings live in the user's config directory ($XDG_CONFIG_HOME/pirate-arcade,
or ~/.config/pirate-arcade), the unfinished matches' journals in the data
directory ($XDG_DATA_HOME/pirate-arcade/saves, one slot per game, see
game/core/saves.py). PIRATE_ARCADE_HOME puts both under one folder (tests,
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
