"""The shell around the games: title, Continue, corrupt files, settings, pause, main.py's flags."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame

from game import Match, Seat
from scenes.cartagena.table import CartagenaTable
from scenes.common import Confirm, Notice
from scenes.config import Settings, config_dir, journal_path, slot_path
from scenes.pause import Pause
from scenes.select import GameSelect
from scenes.settings_menu import SettingsMenu
from scenes.tables import playable
from scenes.title import Title

from .helpers import key, make_app, pad_button, run_until

ROOT = Path(__file__).resolve().parent.parent.parent


def saved_match(n_actions: int = 12) -> Match:
    seats = [Seat("Anne", None, 0), Seat("Jack", "pirate", 1)]
    match = Match.new("cartagena", seats, seed=9, journal_path=slot_path("cartagena"))
    for _ in range(n_actions):
        seat = match.state.to_move()[0]
        match.submit(seat, match.state.legal_actions(seat)[0])
    return match


def test_title_offers_continue_and_resumes_the_same_state(tmp_home):
    match = saved_match()
    app = make_app()
    app._push(Title(app))
    app.step(1 / 60)
    assert [i.label for i in app.top.menu.items][0] == "Continue"
    key(pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, CartagenaTable))
    assert app.top.match.state.to_json() == match.state.to_json()
    app.shutdown()


def test_corrupt_journal_is_reported_moved_aside_and_never_crashes(tmp_home):
    path = journal_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "game": "cartagena", "seed": "oops"')
    app = make_app()
    app._push(Title(app))
    run_until(app, lambda: isinstance(app.top, Notice))
    assert "could not be read" in app.top.text and "moved aside" in app.top.text
    assert not path.exists()
    aside = list(path.parent.glob("current-match.json.corrupt-*"))
    assert len(aside) == 1 and aside[0].read_text().startswith('{"version"')
    key(pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, Title))
    assert [i.label for i in app.top.menu.items][0] == "Play"
    app.shutdown()


def test_a_journal_that_does_not_replay_is_set_aside_too(tmp_home):
    match = saved_match()
    data = match.to_journal()
    data["actions"].insert(0, [1, {"type": "end_turn"}])
    slot_path("cartagena").write_text(json.dumps(data))
    app = make_app()
    app._push(Title(app))
    run_until(app, lambda: isinstance(app.top, Notice))
    assert not slot_path("cartagena").exists()
    app.shutdown()


def test_settings_are_saved_as_json_and_a_corrupt_file_is_set_aside(tmp_home):
    s = Settings(fullscreen=False, volume=3, music=2, anim_speed=2.0, curtains=False)
    s.save()
    data = json.loads((config_dir() / "settings.json").read_text())
    assert data["volume"] == 3 and data["anim_speed"] == 2.0 and data["curtains"] is False
    loaded, problem = Settings.load()
    assert loaded == s and problem is None
    (config_dir() / "settings.json").write_text("{broken")
    loaded, problem = Settings.load()
    assert loaded == Settings() and "could not be read" in problem
    assert list(config_dir().glob("settings.json.corrupt-*"))


def test_settings_screen_changes_and_saves(tmp_home):
    app = make_app()
    app._push(Title(app))
    app._push(SettingsMenu(app))
    app.step(1 / 60)
    key(pygame.K_DOWN)          # Screen
    key(pygame.K_DOWN)          # Sound effects
    key(pygame.K_LEFT)
    key(pygame.K_LEFT)
    key(pygame.K_DOWN)
    key(pygame.K_DOWN)          # Animation speed
    key(pygame.K_RIGHT)
    key(pygame.K_ESCAPE)        # back: saves
    run_until(app, lambda: isinstance(app.top, Title))
    saved = json.loads((config_dir() / "settings.json").read_text())
    assert saved["volume"] == 6 and saved["anim_speed"] == 1.5
    app.shutdown()


def test_the_language_changes_at_once_and_is_saved(tmp_home):
    """Settings > Language: the next frame speaks it, the title below too; kept for next time."""
    from game import i18n
    app = make_app()
    app._push(Title(app))
    settings = SettingsMenu(app)
    app._push(settings)
    app.step(1 / 60)
    try:
        assert settings.menu.focused.text() == "Language"
        key(pygame.K_RIGHT)         # English -> Español
        app.step(1 / 60)
        assert i18n.language() == "es" and settings.menu.focused.text() == "Idioma"
        assert settings.menu.focused.value() == "Español"
        key(pygame.K_RIGHT)         # -> Italiano
        app.step(1 / 60)
        assert settings.menu.focused.text() == "Lingua"
        key(pygame.K_ESCAPE)
        run_until(app, lambda: isinstance(app.top, Title))
        saved = json.loads((config_dir() / "settings.json").read_text())
        assert saved["language"] == "it"
    finally:
        i18n.set_language("en")
        app.shutdown()


def test_pause_and_quit_to_title_asks_first_and_keeps_the_game(tmp_home):
    match = saved_match(4)
    app = make_app()
    app._push(Title(app))
    app._push(CartagenaTable(app, Match.resume(slot_path("cartagena"))))
    app.step(1 / 60)
    pad_button(pygame.CONTROLLER_BUTTON_START, instance_id=0)
    run_until(app, lambda: isinstance(app.top, Pause))
    key(pygame.K_UP)            # the menu wraps round to its last item
    key(pygame.K_RETURN)        # Quit to title
    run_until(app, lambda: isinstance(app.top, Confirm))
    key(pygame.K_RETURN)        # "Stay" is focused first
    run_until(app, lambda: isinstance(app.top, Pause))
    key(pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, Confirm))
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)        # Quit
    run_until(app, lambda: isinstance(app.top, Title))
    assert len(app.stack) == 1
    assert app.top.menu.items[0].label == "Continue"
    assert Match.resume(slot_path("cartagena")).state.to_json() == match.state.to_json()
    app.shutdown()


def test_game_select_lists_exactly_the_playable_games(tmp_home):
    app = make_app()
    app._push(GameSelect(app))
    assert app.top.ids == playable()
    assert "cartagena" in playable()
    app.shutdown()


def test_main_runs_headless_frames_and_saves_a_screenshot(tmp_path, tmp_home):
    shot = tmp_path / "shot.png"
    env = {**__import__("os").environ, "PIRATE_ARCADE_HOME": str(tmp_home)}
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--game", "cartagena",
                          "--players", "3", "--bots", "3", "--seed", "4", "--frames", "90",
                          "--screenshot", str(shot)], capture_output=True, text=True, timeout=120, env=env)
    assert out.returncode == 0, out.stderr
    img = pygame.image.load(str(shot))
    assert img.get_size() == (1920, 1080)


def test_main_refuses_bad_flags_clearly(tmp_home):
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--game", "chess",
                          "--frames", "1"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "unknown game 'chess'" in out.stderr
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--game", "cartagena",
                          "--players", "9", "--frames", "1"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "2-5 players" in out.stderr


def test_how_to_play_pages_turn_and_close_from_the_pause_menu(tmp_home):
    from scenes.howto import HowToPlay, layout_page, pages_for
    pages = pages_for("cartagena", {})
    assert len(pages) >= 5
    for page in pages:      # every page fits its panel
        assert len(layout_page(page)) <= 17, page.title
    app = make_app()
    app._push(Title(app))
    app._push(CartagenaTable(app, saved_match(2)))
    app.step(1 / 60)
    key(pygame.K_p)
    run_until(app, lambda: isinstance(app.top, Pause))
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)     # How to play
    run_until(app, lambda: isinstance(app.top, HowToPlay))
    howto = app.top
    key(pygame.K_RIGHT)
    run_until(app, lambda: howto.index == 1)
    key(pygame.K_ESCAPE)
    run_until(app, lambda: isinstance(app.top, Pause))
    app.shutdown()


def test_without_a_display_main_says_so_and_exits_instead_of_running_unseen(tmp_home):
    """Issue 40, item 3: `make play` on a machine with no display ran on with no window and no
    word (SDL fell back to its off-screen driver). It says why and what to do, and exits 1;
    --headless still runs there."""
    import os
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(PIRATE_ARCADE_HOME=str(tmp_home), SDL_AUDIODRIVER="dummy", PIRATE_ARCADE_LANG="en")
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--frames", "600"], capture_output=True,
                         text=True, timeout=60, env=env)
    assert out.returncode == 1, out.stderr
    assert "there is no display to open the game's window on" in out.stderr and "--headless" in out.stderr
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--frames", "3"],
                         capture_output=True, text=True, timeout=60, env=env)
    assert out.returncode == 0, out.stderr
