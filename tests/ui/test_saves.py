"""Save slots and bad files through the real app: Continue lists the unfinished games, a new
game asks before replacing one, a quick match keeps them, and no bad file stops the app."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pygame
import pytest

import game
from game import Match, Seat
from game.boards import BoardError, load_board
from game.core.bots import RandomBot
from game.i18n import set_language
from scenes.app import Scene
from scenes.common import Confirm, Notice
from scenes.config import Settings, config_dir, data_dir, slot_path
from scenes.lobby import Lobby
from scenes.results import Results
from scenes.saves import ContinueMenu, when
from scenes.title import Title

from .helpers import key, make_app, run_until

ROOT = Path(__file__).resolve().parent.parent.parent


def saved(gid: str, age: float = 0.0, moves: int = 4, colour: int = 1) -> Match:
    spec = game.get(gid)
    match = Match.new(gid, [Seat("Anne", None, 0), Seat("Jack", spec.default_bot, colour)], seed=2,
                      journal_path=slot_path(gid))
    for _ in range(moves):
        seat = match.state.to_move()[0]
        match.submit(seat, match.state.legal_actions(seat)[0])
    stamp = time.time() - age
    os.utime(slot_path(gid), (stamp, stamp))
    return match


def labels(app) -> list[str]:
    return [i.label for i in app.top.menu.items]


def test_continue_lists_the_unfinished_games_newest_first_and_opens_the_chosen_one(tmp_home):
    saved("cartagena", age=3600)
    jamaica = saved("jamaica", age=60)
    saved("palabra", age=86400 * 3)
    app = make_app()
    app._push(Title(app))
    app.step(1 / 60)
    assert labels(app)[0] == "Continue"
    assert app.top.saved_line().startswith("Jamaica with Anne and Jack (bot), saved today at ")
    key(pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, ContinueMenu))
    app.step(1 / 60)
    assert labels(app) == ["Jamaica", "Cartagena", "Palabra de Pirata"]
    key(pygame.K_RETURN)
    run_until(app, lambda: getattr(app.top, "match", None) is not None)
    assert app.top.match.spec.id == "jamaica"
    assert app.top.match.state.to_json() == jamaica.state.to_json()
    app.shutdown()


def test_when_says_today_yesterday_or_the_date():
    now = time.mktime((2026, 11, 23, 20, 0, 0, 0, 0, -1))
    assert when(now - 600, now) == "saved today at 19:50"
    assert when(now - 86400, now) == "saved yesterday at 20:00"
    assert when(now - 86400 * 5, now) == "saved on 18 November 2026"


@pytest.mark.parametrize("lang,said", [
    ("es", ["guardada hoy a las 19:50", "guardada ayer a las 20:00", "guardada el 18 de noviembre de 2026"]),
    ("it", ["salvata oggi alle 19:50", "salvata ieri alle 20:00", "salvata il 18 novembre 2026"]),
])
def test_when_a_game_was_saved_is_said_whole_in_each_language(lang, said):
    """Issue 40, item 2: "guardada today 12:58". Each case is one whole phrase of the catalogue."""
    now = time.mktime((2026, 11, 23, 20, 0, 0, 0, 0, -1))
    set_language(lang)
    try:
        assert [when(now - 600, now), when(now - 86400, now), when(now - 86400 * 5, now)] == said
    finally:
        set_language("en")


def test_a_new_game_asks_before_replacing_the_saved_one_of_its_game(tmp_home):
    old = saved("cartagena", moves=6)
    before = slot_path("cartagena").read_text()
    app = make_app()
    app._push(Title(app))
    app._push(Lobby(app, "cartagena"))
    app.step(1 / 60)
    app.top.start()
    run_until(app, lambda: isinstance(app.top, Confirm))
    assert "Replace the saved game?" == app.top.question and "Anne and Jack (bot)" in app.top.detail
    key(pygame.K_RETURN)                    # "Keep it" is focused first
    run_until(app, lambda: isinstance(app.top, Lobby))
    assert slot_path("cartagena").read_text() == before
    app.top.start()
    run_until(app, lambda: isinstance(app.top, Confirm))
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)                    # Replace it
    run_until(app, lambda: getattr(app.top, "match", None) is not None)
    assert app.top.match.journal_path == slot_path("cartagena")
    assert Match.resume(slot_path("cartagena")).log != old.log
    app.shutdown()


def test_a_new_game_of_another_game_leaves_the_saved_one_alone(tmp_home):
    saved("cartagena")
    before = slot_path("cartagena").read_text()
    app = make_app()
    app._push(Title(app))
    app._push(Lobby(app, "jamaica"))
    app.step(1 / 60)
    app.top.start()
    run_until(app, lambda: getattr(app.top, "match", None) is not None)
    assert app.top.match.spec.id == "jamaica"
    assert slot_path("cartagena").read_text() == before and slot_path("jamaica").exists()
    app.shutdown()


def test_a_quick_match_that_ends_keeps_the_saved_game(tmp_home):
    saved("cartagena")
    quick = Match.new("cartagena", [Seat("A", "random", 0), Seat("B", "random", 1)], seed=4)
    bot = RandomBot(4)
    while not quick.is_over():
        seat = quick.state.to_move()[0]
        quick.submit(seat, bot.choose(quick.state, seat))
    app = make_app()
    app._push(Title(app))
    app._push(Results(app, quick, [(0, "")]))
    app.step(1 / 60)
    assert slot_path("cartagena").exists()
    app.top.again()                         # play again: still a quick match, still unsaved
    app.step(1 / 60)
    assert app.top.match.journal_path is None
    app.shutdown()


@pytest.mark.parametrize("spoil,words", [
    ({"colour": 999}, "'colour' must be 0..7, got 999"),
    ({"colour": True}, "'colour' must be 0..7, got True"),
    ({"bot": "kraken"}, "no bot 'kraken'"),
])
def test_a_bad_seat_in_a_journal_is_reported_and_set_aside_not_a_crash(tmp_home, spoil, words):
    saved("palabra")
    data = json.loads(slot_path("palabra").read_text())
    data["seats"][1].update(spoil)
    slot_path("palabra").write_text(json.dumps(data))
    app = make_app()
    app._push(Title(app))
    run_until(app, lambda: isinstance(app.top, Notice))
    assert words in app.top.text and "moved aside as palabra.json.corrupt-" in app.top.text
    key(pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, Title))
    assert labels(app)[0] == "Play"
    app.shutdown()


def test_deeply_nested_settings_start_the_app_with_the_defaults(tmp_home):
    config_dir().mkdir(parents=True)
    (config_dir() / "settings.json").write_text('{"volume": ' + "[" * 100_000 + "]" * 100_000 + "}")
    app = make_app(tips=Settings().tips)
    assert app.settings == Settings() and not app.fullscreen    # the defaults; windowed for this run
    assert "nested too deeply" in app.notices[0]
    app.shutdown()


def test_deeply_nested_achievements_open_an_empty_cabinet_with_a_notice(tmp_home):
    from scenes.cabinet import Cabinet
    data_dir().mkdir(parents=True)
    (data_dir() / "achievements.json").write_text("{" + '"a":{' * 50_000 + "}" * 50_001)
    app = make_app()
    app._push(Title(app))
    app._push(Cabinet(app))
    run_until(app, lambda: isinstance(app.top, Notice))
    assert "nested too deeply" in app.top.text
    app.shutdown()


def _truncated(tmp_path: Path) -> Path:
    src = ROOT / "maps" / "cartagena" / "tunnel_1.tmx"
    text = src.read_text()
    cut = text.index("<object ", text.index("<object ") + 1) + 20   # inside the second object
    out = tmp_path / "tunnel_1.tmx"
    out.write_text(text[:cut])
    (tmp_path / "cartagena.tsx").write_text((src.parent / "cartagena.tsx").read_text())
    return out


def test_a_truncated_map_names_its_file_and_the_object_for_both_readers(tmp_path):
    from scenes.tiled import load_pygame
    path = _truncated(tmp_path)
    for read in (load_board, load_pygame):
        with pytest.raises(BoardError) as got:
            read(path)
        text = str(got.value)
        assert text.startswith(str(path)) and "ParseError" in text and "object" in text


def test_a_board_that_cannot_be_read_is_shown_over_the_title(tmp_home, tmp_path):
    from scenes.tiled import load_pygame
    path = _truncated(tmp_path)

    class BrokenTable(Scene):
        def draw(self, surface):
            load_pygame(path)

    app = make_app()
    app._push(Title(app))
    app._push(BrokenTable(app))
    run_until(app, lambda: isinstance(app.top, Notice))
    assert "A board could not be loaded" in app.top.text and "tunnel_1.tmx" in app.top.text
    assert isinstance(app.stack[0], Title) and len(app.stack) == 2
    app.shutdown()
