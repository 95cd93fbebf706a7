"""Every test runs headless: no window, no sound device, and its own home for settings and saves."""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
# SDL turns SIGTERM/SIGINT into a QUIT event; without this, `timeout` could not stop a hung test.
os.environ["SDL_NO_SIGNAL_HANDLERS"] = "1"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The tests read the English words whatever the machine's locale (a test of another language
# chooses it itself, and puts English back).
os.environ["PIRATE_ARCADE_LANG"] = "en"
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest  # noqa: E402


@pytest.fixture
def tmp_home(tmp_path, monkeypatch):
    """Settings and saves go to a temporary folder."""
    monkeypatch.setenv("PIRATE_ARCADE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
