"""A table keeps its finished game in the replays' history (issue 38), never the demo's or a lesson's,
and a home that refuses the file lets the results come all the same, saying why."""
from __future__ import annotations

import errno
import os

import game
from game import Match, Seat
from game.core import journal
from game.core.history import History
from scenes.config import replays_dir
from scenes.results import Results
from scenes.tables import table_for
from scenes.title import Title

from .helpers import make_app


def over(gid: str = "libertalia", options: dict | None = None) -> Match:
    spec = game.get(gid)
    match = Match.new(gid, [Seat(f"Bot {i}", "random", i) for i in range(spec.min_players)], seed=3,
                      options=options)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    match.queue.clear()
    return match


def finish(match: Match, demo: bool = False):
    app = make_app()
    app._push(Title(app))
    table = table_for(app, match, demo=demo)
    app._push(table)
    table.game_over()
    return app


def test_a_finished_game_is_kept_and_listed(tmp_home):
    match = over()
    app = finish(match)
    (entry,), problems = History(replays_dir()).entries()
    assert problems == [] and entry.game == "libertalia" and [s.name for s in entry.seats] == ["Bot 0", "Bot 1"]
    assert app.stack[1].replay.path == entry.path          # the results' "watch again" finds it there
    assert History(replays_dir()).load(entry).to_json(reviews=False)["actions"] == \
        [[s, a.to_json()] for s, a in match.log]
    app.shutdown()


def test_the_demo_and_a_lessons_fixed_deal_are_not_kept(tmp_home):
    finish(over(), demo=True).shutdown()
    lesson = over("cartagena", {"setup": {"first": 1}})
    finish(lesson).shutdown()
    assert History(replays_dir()).files() == []


def test_a_home_that_refuses_the_replay_says_so_and_the_results_follow(tmp_home, monkeypatch):
    def refuse(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(journal.tempfile, "mkstemp", refuse)
    app = finish(over())
    app.apply_pending()
    assert isinstance(app.top, Results)
    assert app.notices == ["This game's replay could not be kept: the disk is full."]
    app.shutdown()
