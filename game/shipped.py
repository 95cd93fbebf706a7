"""Where the shipped files lie (assets/, maps/, locale/), in a checkout or an installed copy.

The three folders keep their place at the top of the project. An install (`pip install .`,
`pipx install .`, or the editable install `make` makes) ships them as the data packages
`pirate_arcade.assets`, `pirate_arcade.maps` and `pirate_arcade.locale` (pyproject.toml maps
them), and they are found through importlib like any package's resources. Run from a checkout
without an install, the folders beside `game/` are used.
"""
from __future__ import annotations

import importlib.resources
import importlib.util
from functools import lru_cache
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parent.parent
FOLDERS = ("assets", "maps", "locale")


@lru_cache(maxsize=16)
def folder(name: str) -> Path:
    """The real directory of the shipped folder `name` (one of FOLDERS)."""
    if name not in FOLDERS:
        raise ValueError(f"no shipped folder {name!r}; there are {', '.join(FOLDERS)}")
    package = f"pirate_arcade.{name}"
    try:
        found = importlib.resources.files(package)
        if isinstance(found, Path) and found.is_dir():
            return found
    except (ModuleNotFoundError, NotADirectoryError, TypeError):
        pass
    # A data folder is a namespace package: its directory is the first search location
    # (an editable install lists the checkout's folder there).
    try:
        spec = importlib.util.find_spec(package)
    except ModuleNotFoundError:
        spec = None
    for location in (spec.submodule_search_locations or ()) if spec else ():
        if Path(location).is_dir():
            return Path(location)
    return CHECKOUT / name


def assets() -> Path:
    return folder("assets")


def maps() -> Path:
    return folder("maps")


def locale() -> Path:
    return folder("locale")
