"""The parts every table shares (scenes/table.py, scenes/banner.py): the news banner and the prompt row."""
from __future__ import annotations

import pytest

from game import Match, Seat
from scenes.banner import Banner
from scenes.tables import table_for

from .helpers import make_app


def test_a_banner_counts_down_and_ends_after_its_seconds():
    b = Banner("Round 2", "Captain: Anne", 0, 0.5)
    assert (b.left, b.shown_for) == (0.5, 0.0)
    assert b.tick(0.2) and b.left == pytest.approx(0.3) and b.shown_for == pytest.approx(0.2)
    assert b.tick(0.2)
    assert not b.tick(0.2)          # 0.1 left is not more than a frame of 0.2: over


def test_a_banner_of_no_time_is_refused():
    with pytest.raises(ValueError, match="seconds"):
        Banner("Nothing", seconds=0)


@pytest.mark.parametrize("gid,players", [("cartagena", 2), ("jamaica", 2), ("palabra", 3), ("libertalia", 2), ("pagamas", 3)])
def test_every_table_keeps_its_banner_for_its_seconds_then_drops_it(tmp_home, gid, players):
    app = make_app()
    seats = [Seat(f"P{i}", None if i == 0 else game_bot(gid), i) for i in range(players)]
    table = table_for(app, Match.new(gid, seats, seed=3))
    table.match.queue.clear()
    table.show_banner("Ahoy", "a test", 0, 0.25)
    seconds = table.banner.seconds
    assert table.banner.title == "Ahoy" and table.banner.sub == "a test" and table.banner.seat == 0
    table._update(seconds / 2)
    assert table.banner is not None
    table._update(seconds)
    assert table.banner is None


def game_bot(gid: str) -> str:
    import game
    return game.get(gid).default_bot


def test_the_prompt_row_adds_log_and_menu_and_offers_a_skip_only_while_busy(tmp_home, monkeypatch):
    app = make_app()
    seats = [Seat("Anne", None, 0), Seat("Jack", "pirate", 1)]
    table = table_for(app, Match.new("cartagena", seats, seed=3))
    rows = []
    monkeypatch.setattr("scenes.table.prompts", lambda scene, surface, items: rows.append(items))
    table.match.queue.clear()
    table.draw_prompt_row(app.canvas, [("confirm", "Move")], log="Rules & log")
    table.draw_prompt_row(app.canvas)
    table.match.queue.append(object())           # an event still to animate: the table is busy
    table.draw_prompt_row(app.canvas)
    table.match.queue.clear()
    table.demo = True
    table.draw_prompt_row(app.canvas)
    inspect = ("inspect", "What's this?")
    assert rows == [[("confirm", "Move"), inspect, ("log", "Rules & log"), ("menu", "Menu")],
                    [inspect, ("log", "Log"), ("menu", "Menu")],
                    [("confirm", "Skip animation"), inspect, ("log", "Log"), ("menu", "Menu")]]
