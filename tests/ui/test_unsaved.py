"""The real app against a hostile home: a save that fails mid-game, a home that may not be written
or read, a poisoned save, a game saved under older rules. The app plays on and says so."""
from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pygame
import pytest

import game
from game import Match, Seat
from game.core import journal
from game.core.bots import RandomBot
from scenes import saving
from scenes.common import Notice
from scenes.config import config_dir, saves_dir, slot_path
from scenes.lobby import Lobby

from scenes.results import Results
from scenes.saves import ContinueMenu, OlderGame
from scenes.title import Title

from .helpers import key, make_app, run_until

DATA = Path(__file__).resolve().parent.parent / "data"
FULL = "The disk is full: this game is not being saved. It goes on; saving resumes when there is space."


def refuse_writes(monkeypatch, code: int) -> None:
    def refuse(*args, **kwargs):
        raise OSError(code, os.strerror(code))
    monkeypatch.setattr(journal.tempfile, "mkstemp", refuse)


def table_of(app):
    return getattr(app.top, "match", None) is not None and not isinstance(app.top, Results)


@pytest.mark.parametrize("gid", game.ids())
def test_a_disk_that_fills_mid_game_shows_the_badge_and_saving_resumes_by_itself(tmp_home, monkeypatch, gid):
    spec = game.get(gid)
    seats = [Seat(f"Bot {i}", "random", i) for i in range(spec.min_players)]
    match = Match.new(gid, seats, seed=2, journal_path=slot_path(gid))
    from scenes.tables import table_for
    app = make_app()
    app._push(Title(app))
    app._push(table_for(app, match))
    run_until(app, lambda: len(match.log) >= 2, frames=3000, draw=False)
    good = slot_path(gid).read_bytes()
    with monkeypatch.context() as m:
        refuse_writes(m, errno.ENOSPC)
        played = len(match.log)
        run_until(app, lambda: len(match.log) >= played + 3 or match.is_over(), frames=3000, draw=False)
        assert saving.words(match) == FULL and app.top.unsaved_for is not None
        assert slot_path(gid).read_bytes() == good
    # Space again: within RETRY seconds the match saves itself, whoever is to move.
    run_until(app, lambda: match.save_error is None, frames=int(saving.RETRY * 60) + 30, draw=False)
    assert Match.resume(slot_path(gid)).log == match.log[:len(Match.resume(slot_path(gid)).log)]
    app.shutdown()


def test_the_notice_is_drawn_at_once_then_kept_as_a_badge_and_gone_after(tmp_home, monkeypatch):
    match = Match.new("cartagena", [Seat("Anne"), Seat("Bart", "random", 1)], seed=1,
                      journal_path=slot_path("cartagena"))
    from scenes.tables import table_for
    app = make_app()
    app._push(table_for(app, match))
    app.step(1 / 60)

    def pixels(rect):
        return pygame.image.tobytes(app.canvas.subsurface(rect), "RGB")
    panel, badge = saving.panel_rect(FULL), saving.badge_rect("Not saved: disk full")
    clean = pixels(panel), pixels(badge)
    with monkeypatch.context() as m:
        refuse_writes(m, errno.ENOSPC)
        match.save()
        app.step(1 / 60)
        assert pixels(panel) != clean[0]               # the whole sentence, at once
        last = int(saving.FULL_FOR * 60) + 1
        for n in range(last + 1):
            app.step(1 / 60, draw=n == last)         # the badge is looked at on the last frame
        assert app.top.unsaved_for >= saving.FULL_FOR and match.save_error is not None
        assert saving.short_words(match) == "Not saved: disk full" and pixels(badge) != clean[1]
    run_until(app, lambda: match.save_error is None, frames=int(saving.RETRY * 60) + 30)
    app.step(1 / 60)
    assert app.top.unsaved_for is None and saving.words(match) is None
    app.shutdown()


@pytest.mark.parametrize("code,words", [(errno.EROFS, "The disk is read-only"),
                                        (errno.EACCES, "The save folder may not be written")])
def test_set_sail_in_a_home_that_may_not_be_written_plays_on_unsaved(tmp_home, monkeypatch, code, words):
    refuse_writes(monkeypatch, code)
    app = make_app()
    app._push(Title(app))
    app._push(Lobby(app, "jamaica"))
    app.step(1 / 60)
    app.top.start()
    run_until(app, lambda: table_of(app))
    assert saving.words(app.top.match).startswith(words)
    assert not slot_path("jamaica").exists()
    app.shutdown()


def test_play_again_in_a_home_that_may_not_be_written_plays_on_unsaved(tmp_home, monkeypatch):
    match = Match.new("cartagena", [Seat("A", "random", 0), Seat("B", "random", 1)], seed=4,
                      journal_path=slot_path("cartagena"))
    bot = RandomBot(4)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, bot.choose(match.state, seat))
    refuse_writes(monkeypatch, errno.ENOSPC)
    app = make_app()
    app._push(Title(app))
    app._push(Results(app, match, [(0, "")]))
    app.step(1 / 60)
    app.top.again()
    run_until(app, lambda: table_of(app))
    assert saving.words(app.top.match) == FULL
    app.shutdown()


def test_a_home_whose_folders_may_not_be_read_starts_with_the_defaults_and_says_so(tmp_home, monkeypatch):
    Match.new("cartagena", [Seat("Anne"), Seat("Bart")], seed=1, journal_path=slot_path("cartagena"))
    journal.write_atomic(config_dir() / "settings.json", {"volume": 2})
    real = Path.stat

    def stat(self, *a, **kw):
        if str(self).startswith((str(saves_dir()), str(config_dir()))):
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return real(self, *a, **kw)
    with monkeypatch.context() as m:
        m.setattr(Path, "stat", stat)
        app = make_app()
        seen = started(app)
    assert any("Your settings could not be read" in t and "permission was refused" in t for t in seen)
    assert any("The saved games could not be read: permission was refused" in t for t in seen)
    assert json.loads((config_dir() / "settings.json").read_text()) == {"volume": 2}
    assert slot_path("cartagena").exists()


def started(app) -> list[str]:
    """Start `app` on the title, acknowledging each notice; the notices seen."""
    assert app.settings.volume == 8 and app.settings.unread
    app._push(Title(app))
    seen = []
    for _ in range(60):
        app.step(1 / 60)
        if isinstance(app.top, Notice) and app.top.text not in seen:
            seen.append(app.top.text)
            key(pygame.K_RETURN)
    assert isinstance(app.top, Title) and len(seen) == 2
    assert [i.label for i in app.top.menu.items][0] == "Play"
    app.top.resume()                       # back on the title: said once, not again
    app.step(1 / 60)
    assert not isinstance(app.top, Notice)
    app.shutdown()
    return seen


def test_a_save_with_an_integer_of_5000_digits_is_set_aside_with_words(tmp_home):
    slot_path("palabra").parent.mkdir(parents=True)
    poison = b'{"version": 1, "game": "palabra", "seed": ' + b"7" * 5000 + b"}"
    slot_path("palabra").write_bytes(poison)
    app = make_app()
    app._push(Title(app))
    run_until(app, lambda: isinstance(app.top, Notice))
    assert "palabra.json is damaged: it holds a number far too long" in app.top.text
    assert "moved aside as palabra.json.corrupt-" in app.top.text
    assert next(saves_dir().glob("palabra.json.corrupt-*")).read_bytes() == poison
    app.shutdown()


def test_a_jamaica_game_from_before_the_rules_corrections_opens_its_moves(tmp_home):
    slot_path("jamaica").parent.mkdir(parents=True)
    slot_path("jamaica").write_bytes((DATA / "jamaica-before-a60ce74.json").read_bytes())
    Match.new("cartagena", [Seat("Anne"), Seat("Bart")], seed=1, journal_path=slot_path("cartagena"))
    app = make_app()
    app._push(Title(app))
    app.step(1 / 60)
    assert not app.notices and app.top.menu.items[0].label == "Continue"
    key(pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, ContinueMenu))
    app.step(1 / 60)
    older = [s for s in app.top.slots if s.older is not None]
    assert len(older) == 1 and older[0].game == "jamaica"
    app.top.open(older[0])
    run_until(app, lambda: isinstance(app.top, OlderGame))
    assert app.top.rows()[0].text.startswith("1. Anne: ")
    app.step(1 / 60)
    key(pygame.K_TAB)                      # put it away
    run_until(app, lambda: isinstance(app.top, Notice))
    assert "The old game is put away: its file is kept as jamaica.json.older-rules-" in app.top.text
    key(pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, ContinueMenu))
    assert not slot_path("jamaica").exists() and list(saves_dir().glob("jamaica.json.older-rules-*"))
    app.shutdown()
