"""Every test runs headless: no window, no sound device, and its own home for settings and saves.

The property tests (hypothesis) run the "suite" profile: derandomized (the examples are drawn
from a seed taken from each test, so the same commit gives the same verdict on every run and
every machine), no example database (a failure found elsewhere is not replayed here), and no
deadline or speed health check (the machine's load never fails a test). Random exploration is
kept apart: `make fuzz` (bench/fuzz_states.py) explores the saved-state property with thousands
of fresh examples a game; HYPOTHESIS_PROFILE=explore runs any property test here with fresh
random examples (as many as the test declares).
"""
from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
# SDL turns SIGTERM/SIGINT into a QUIT event; without this, `timeout` could not stop a hung test.
os.environ["SDL_NO_SIGNAL_HANDLERS"] = "1"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The tests read the English words whatever the machine's locale (a test of another language
# chooses it itself, and puts English back).
os.environ["PIRATE_ARCADE_LANG"] = "en"
# The tables' bots decide at once in the test's process, with fixed effort and no clock, so a
# game takes the same course whatever the machine's load (scenes/bot_worker.py, INLINE);
# tests/ui/test_bot_worker.py drives the worker process and thread itself.
os.environ["PIRATE_ARCADE_BOTS"] = "inline"
# Settings and saves of a test that asks for no home of its own (tmp_home) go to a folder of
# this run's process, never the machine's: a test never reads what another run (or the
# player) left there, and the processes of a parallel run (pytest -n) never share one.
_HOME = tempfile.mkdtemp(prefix="pirate-arcade-tests-")
os.environ["PIRATE_ARCADE_HOME"] = _HOME
atexit.register(shutil.rmtree, _HOME, True)
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

# Loaded before the test modules are imported: their @settings take what they do not name
# from the profile (derandomize, database, deadline, the health checks).
settings.register_profile("suite", derandomize=True, database=None, deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("explore", derandomize=False, database=None, deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "suite"))


@pytest.fixture
def tmp_home(tmp_path, monkeypatch):
    """Settings and saves go to a temporary folder."""
    monkeypatch.setenv("PIRATE_ARCADE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def speak():
    """Speak a language for one test (`speak("es")`); English again after it."""
    from game import i18n

    def choose(lang: str) -> None:
        i18n.set_language(lang)
        assert i18n.language() == lang
    yield choose
    i18n.set_language("en")


# The order the files are handed out to the processes of a parallel run (`make test`: xdist's
# --no-loadscope-reorder keeps it), longest first, so that no long file is left to start when the
# other processes have nothing more to do: the phones' (which mostly wait on sockets, browsers and
# subprocesses), the interface's (whole lessons and games, drawn), the checks of every game, then
# each game's engine. Within a group, and within a file, the order is the collection's.
TESTS = Path(__file__).resolve().parent
FIRST = {"phone_seats": 0, "ui": 1}


def _group(item) -> int:
    parts = Path(item.path).resolve().relative_to(TESTS).parts
    return 2 if len(parts) == 1 else FIRST.get(parts[0], 3)


def pytest_collection_modifyitems(items):
    items.sort(key=_group)
