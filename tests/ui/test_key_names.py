"""One name for each key, everywhere (issue 21, item 5): the prompts, the hints, the rules pages
and the README name the keys the input layer maps, and every table skips an animation with the
same key it names."""
from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

import game
from game import Match, Seat
from scenes.demo import SHOWCASES
from scenes.howto import key_names, pages_for
from scenes.input import KEY_NAMES, KEYMAP, PAD_BUTTONS, PAD_NAMES, names
from scenes.settings_menu import SettingsMenu
from scenes.tables import playable, table_for

from .helpers import key, make_app, run_until

ROOT = Path(__file__).resolve().parent.parent.parent
PAD_CODES = {"A": pygame.CONTROLLER_BUTTON_A, "B": pygame.CONTROLLER_BUTTON_B, "X": pygame.CONTROLLER_BUTTON_X,
             "Y": pygame.CONTROLLER_BUTTON_Y, "Start": pygame.CONTROLLER_BUTTON_START,
             "View": pygame.CONTROLLER_BUTTON_BACK, "LB": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
             "RB": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "RS": pygame.CONTROLLER_BUTTON_RIGHTSTICK}
KEY_CODES = {"Enter": pygame.K_RETURN, "Esc": pygame.K_ESCAPE, "Tab": pygame.K_TAB, "P": pygame.K_p,
             "Q": pygame.K_q, "R": pygame.K_r, "L": pygame.K_l, "U": pygame.K_u, "H": pygame.K_h}
# "A / Enter": a pad's button, then a key; every such pair in the text must be one button's names.
PAIR = re.compile(r"\b(A|B|X|Y|Start|View|LB|RB) / ([A-Z][A-Za-z0-9]*)\b")
ALLOWED = {names(b) for b in KEY_NAMES} | {"LB / RB", "Q / R"}
WRONG = re.compile(r"\bAlt\b|\balt button\b|\bthe alt\b|\{(confirm|back|alt|menu|log|undo|pages)\}")


def test_each_name_is_a_key_and_a_button_that_the_input_layer_maps_to_it():
    for button, name in KEY_NAMES.items():
        assert KEYMAP.get(KEY_CODES[name]) == button, (button, name)
    for button, name in PAD_NAMES.items():
        assert PAD_BUTTONS.get(PAD_CODES[name]) == button, (button, name)
    assert names("confirm") == "A / Enter" and names("alt", "pad") == "X" and names("alt", "keyboard") == "Tab"
    assert key_names("{confirm} takes it; {pages} turn") == "A / Enter takes it; LB / RB (Q / R) turn"


def words_checked(text: str, where: str) -> None:
    for m in PAIR.finditer(text):
        assert m.group(0) in ALLOWED, f"{where}: {m.group(0)!r} is not how the prompts name a key"
    bad = WRONG.search(text)
    assert bad is None, f"{where}: {bad.group(0)!r} names no key"


def all_pages():
    for gid in playable():
        for _name, options in SHOWCASES.get(gid, (("", {}),)):
            for page in pages_for(gid, options) or ():
                yield gid, page


def test_the_rules_pages_name_the_keys_as_the_prompts_do_and_each_says_how_to_skip():
    controls = {}
    for gid, page in all_pages():
        words_checked(page.text, f"{gid}: {page.title}")
        if page.title == "Controls":
            controls.setdefault(gid, []).append(page.text)
    assert set(controls) == set(playable())
    for gid, texts in controls.items():
        for text in texts:
            assert f"{names('confirm')} skips an animation" in text, gid


def test_the_readme_names_the_keys_as_the_prompts_do():
    text = (ROOT / "README.md").read_text()
    words_checked(text, "README.md")
    assert "| choose, play, skip an animation | Enter / Space | A | click |" in text


def test_settings_hints_name_the_key_of_the_device_in_use(tmp_home):
    app = make_app()
    app._push(SettingsMenu(app))
    app.step(1 / 60)
    for item in app.top.menu.items:
        words_checked(item.hint_text(), f"Settings: {item.label}")
    speed = next(i for i in app.top.menu.items if i.label == "Animation speed")
    app.input.last_kind = "keyboard"
    assert "Enter skips any animation" in speed.hint_text()
    app.input.last_kind = "pad"
    assert "A skips any animation" in speed.hint_text()
    app.shutdown()


@pytest.mark.parametrize("gid", ["cartagena", "jamaica", "palabra", "libertalia", "pagamas"])
def test_every_table_names_confirm_to_skip_an_animation_and_confirm_skips_it(tmp_home, monkeypatch, gid):
    app = make_app()
    spec = game.get(gid)
    seats = [Seat(f"Bot {i}", spec.default_bot, i) for i in range(spec.min_players + 1)]
    table = table_for(app, Match.new(gid, seats, seed=3))
    app.push(table)
    rows = []
    monkeypatch.setattr("scenes.table.prompts", lambda scene, surface, items: rows.append(list(items)))
    run_until(app, lambda: table.timeline.busy and table.time >= table.input_delay, dt=0.02, frames=4000)
    app.draw()
    assert rows and rows[-1][0] == ("confirm", "Skip animation"), rows[-1:]
    skipped = []
    real = table.timeline.skip
    monkeypatch.setattr(table.timeline, "skip", lambda: (skipped.append(table.timeline.current), real()))
    key(pygame.K_RETURN)
    app.step(1 / 60)
    assert skipped and skipped[0] is not None
    assert not any(item[0] != "confirm" and item[1] == "Skip animation" for row in rows for item in row)
    app.shutdown()
