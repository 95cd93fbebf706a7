"""The coach (scenes/coach.py): a one-line tip the first time each kind of decision comes up, in a
player name's first two games of a kind (the coach cards of its phases: test_teaching.py); never for a name with two games, never in the demo or with
the setting off; never blocking play; the counts kept per name in a file that may be corrupt."""
from __future__ import annotations

import importlib
import json

import pygame
import pytest

import game
from game import Match, Seat
from game.i18n import _, set_language
from scenes import coach, theme
from scenes.tables import playable, table_for
from scenes.widgets import render_text

from .helpers import key, make_app, run_until


def human_table(app, gid: str, players: int, names=("Anne",), seed: int = 4, cards: bool = False):
    """A table with the humans `names` first, bots after, pushed and settled; without its phases'
    coach cards (test_teaching.py tests them) unless `cards`."""
    seats = [Seat(names[i] if i < len(names) else f"Bot{i}", None if i < len(names) else game.get(gid).default_bot, i)
             for i in range(players)]
    table = table_for(app, Match.new(gid, seats, seed=seed))
    if not cards:
        table.phase_cards = {}
    app.push(table)
    app.step(1 / 60)
    return table


def run(app, frames: int = 1) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def wait_for_human(app, table, frames: int = 2400) -> int:
    for _ in range(frames):
        seat = table.human_to_move()
        if seat is not None:
            return seat
        app.step(1 / 60)
    raise AssertionError("no human decision came up")


def test_a_new_name_gets_each_kind_of_tip_once(tmp_home, monkeypatch):
    app = make_app(tips=True)
    table = human_table(app, "libertalia", 3)
    seat = wait_for_human(app, table)
    run(app, 2)
    assert table.tips.tip == table.coach_tips["pick"]
    assert (seat, "pick") in table.tips.shown
    reached = []
    monkeypatch.setattr(table, "handle_board", lambda intent: reached.append(intent.kind))
    key(pygame.K_RIGHT)                             # the tip takes no input: the board gets it
    run(app)
    assert reached == ["right"] and table.tips.tip is not None
    run(app, int(60 * (coach.SECONDS + 0.5)))
    assert table.tips.tip is None                  # gone by itself
    run(app, 60)
    assert table.tips.tip is None                  # the same kind never shows twice in a game
    app.shutdown()


def test_a_tip_waits_while_the_log_or_the_inspect_mode_covers_the_table(tmp_home):
    app = make_app(tips=True)
    table = human_table(app, "jamaica", 3)
    table.show_log = True
    wait_for_human(app, table)
    run(app, 3)
    assert table.tips.tip is None                  # not spent under the open log
    table.show_log = False
    run(app, 2)
    assert table.tips.tip is not None
    app.shutdown()


def test_a_tip_waits_while_the_not_saved_notice_stands_in_its_place(tmp_home):
    """The sentence "this game is not being saved" stands where tips stand: a tip neither starts nor
    runs out under it, and shows once the sentence has shrunk to its badge."""
    from scenes import saving
    app = make_app(tips=True)
    table = human_table(app, "jamaica", 3)
    table.match.save = lambda: False               # the disk stays full: every retry fails
    table.match.save_error = OSError(28, "No space left on device")
    table.unsaved_for = 0.0
    wait_for_human(app, table)
    table.unsaved_for = 0.0
    run(app, 3)
    assert table.tips.tip is None
    table.unsaved_for = saving.FULL_FOR + 1
    # the tip comes at the next frame where the human is to move (a rival bot's answer, arriving
    # when the machine lets it, may animate first)
    run_until(app, lambda: table.tips.tip is not None, frames=1200)
    left = table.tips.left
    table.unsaved_for = 0.0                        # saving fails again: the sentence is back
    run(app, 30)
    assert table.tips.left == left                 # not spent unseen
    app.shutdown()


def test_no_tip_for_a_name_with_two_games_nor_with_the_setting_off_nor_in_the_demo(tmp_home):
    coach.record("libertalia", ["anne"])
    coach.record("libertalia", ["Anne "])           # the same name, however it is typed
    app = make_app(tips=True)
    table = human_table(app, "libertalia", 3, names=("ANNE",))
    wait_for_human(app, table)
    run(app, 3)
    assert table.tips.tip is None and not table.tips.novices()
    app.settings.tips = False
    table2 = human_table(app, "libertalia", 3, names=("Mary",))
    wait_for_human(app, table2)
    run(app, 3)
    assert table2.tips.tip is None and table2.tips.novices() == {0}
    app.settings.tips = True
    table2.demo = True
    table2.tips.update(1 / 60)
    assert table2.tips.tip is None
    app.shutdown()


def test_a_finished_game_counts_for_the_humans_only_and_a_third_game_has_no_tips(tmp_home):
    app = make_app(tips=True)
    table = human_table(app, "cartagena", 3, names=("Anne", "Mary"))
    for _ in range(2):
        table.tips.game_over()
    data, problem = coach.load()
    assert problem is None and data["games"]["cartagena"] == {"anne": 2, "mary": 2}
    assert coach.games_played(data, "cartagena", "Bot2") == 0 and coach.games_played(data, "jamaica", "Anne") == 0
    third = human_table(app, "cartagena", 3, names=("Anne", "Mary"))
    assert third.tips.novices() == set()
    table.demo = True
    table.tips.game_over()                         # a demo game never counts
    assert coach.load()[0]["games"]["cartagena"]["anne"] == 2
    app.shutdown()


def test_a_corrupt_file_is_set_aside_and_the_counts_start_again(tmp_home):
    where = coach.path()
    where.parent.mkdir(parents=True, exist_ok=True)
    where.write_text(json.dumps({"version": 1, "games": {"palabra": {"anne": "two"}}}))
    data, problem = coach.load()
    assert data == coach.empty() and "could not be read" in problem
    assert not where.exists() and any(p.name.startswith(coach.FILE) for p in where.parent.iterdir())
    where.write_text("{ not json")
    assert coach.record("palabra", ["Anne"]) is not None          # reported, and counted afresh
    assert coach.load() == ({"version": 1, "games": {"palabra": {"anne": 1}}}, None)


TIP_GAMES = [("cartagena", 3, {"sorceress": True, "draw": "both", "filibusters": True, "episode": "great"}),
             ("cartagena", 2, {}), ("jamaica", 3, {"ghost_ship": True}), ("libertalia", 4, {}),
             ("pagamas", 4, {}), ("palabra", 4, {}), ("palabra", 2, {})]


@pytest.mark.parametrize("gid,players,options", TIP_GAMES, ids=[f"{g}-{p}" for g, p, _o in TIP_GAMES])
def test_every_decision_a_human_meets_has_a_tip(tmp_home, gid, players, options):
    """All seats human, each playing its first legal move: every decision the table names is a
    kind with a tip, and many kinds come up."""
    app = make_app(tips=True)
    app.settings.curtains = False
    seats = [Seat(f"P{i}", None, i) for i in range(players)]
    table = table_for(app, Match.new(gid, seats, seed=9, options=options))
    app.push(table)
    match = table.match
    met = set()
    for _ in range(400):
        while match.queue:
            table.history.append(match.pop_event())
        if match.is_over():
            break
        seat = match.state.to_move()[0]
        table.viewer = seat
        table.sync()
        for refresh in ("refresh_choice",):
            if hasattr(table, refresh):
                getattr(table, refresh)()
        kinds = table.coach_kinds(seat)
        assert set(kinds) <= set(table.coach_tips), (gid, kinds)
        met.update(kinds)
        match.submit(seat, match.state.legal_actions(seat)[0])
    assert len(met) >= 3, (gid, met)
    app.shutdown()


@pytest.mark.parametrize("lang", ["en", "es", "it"])
@pytest.mark.parametrize("gid", playable())
def test_every_tip_fits_its_tables_band_on_two_lines_at_most(tmp_home, gid, lang):
    """Every tip, in every language, is one line beside its "Tip" chip in the band its table
    gives it (two where one does not fit), never squeezed."""
    app = make_app(tips=True)
    table = human_table(app, gid, game.get(gid).min_players)
    tips = importlib.import_module(f"scenes.{gid}.tips").TIPS
    set_language(lang)
    try:
        room = coach.band_of(table).w
        label = render_text(_("Tip"), theme.SIZE_SMALL, theme.TEXT, "bold").get_width()
        for kind, tip in tips.items():
            lines = coach.tip_lines(_(tip), label, room)
            widths = [render_text(line, theme.SIZE_SMALL, theme.TEXT, "bold").get_width() for line in lines]
            assert "\n" not in _(tip) and len(lines) <= 2, (gid, lang, kind, _(tip))
            assert max(widths) + label + 80 <= room, (gid, lang, kind, lines)
    finally:
        set_language("en")
        app.shutdown()


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_pagamas_tip_never_covers_a_lower_seats_place(tmp_home, players):
    """Pagamás' tip stands over the phase's title, or in the strip above the share area while the
    share, a mutiny or an election fills it; never over the seats below (a player's own hand),
    even on two lines."""
    app = make_app(tips=True)
    table = human_table(app, "pagamas", players)
    lay = table.lay
    lower = [box.rect for box in lay.seats if box.rect.y > lay.share.y]
    assert lower
    for only_title in (True, False):
        table.shows_only_the_phase_title = lambda only_title=only_title: only_title
        room = coach.band_of(table)
        tall = pygame.Rect(room.x, room.bottom - room.h - coach.LINE, room.w, room.h + coach.LINE)
        assert not any(tall.colliderect(r) for r in lower), (players, only_title, tall)
        assert tall.bottom <= lay.tray.y, "the tray (the choice itself) stays clear"
        if not only_title:
            assert tall.bottom <= lay.share_top.y + 12, "the cards drawn for the share stay clear"
    app.shutdown()
