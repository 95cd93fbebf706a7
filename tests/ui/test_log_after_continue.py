"""The ship's log after Continue (issue 21, item 3): the journal's replay brings the game so far,
so the log is whole, as the seat looking may see it, after a quit and after a kill (the journal
on disk is what a kill leaves: it is rewritten after every action)."""
from __future__ import annotations

import pygame
import pytest

import game
from game import Match, Seat
from scenes.config import slot_path
from scenes.tables import table_for
from scenes.table import TableScene
from scenes.title import Title

from .helpers import key, make_app, run_until

GAMES = [("cartagena", 3), ("jamaica", 3), ("palabra", 3), ("libertalia", 3), ("pagamas", 4)]


def played(gid: str, players: int, actions: int = 40) -> tuple[Match, list]:
    """A saved match (a human at seat 0) after `actions` actions, and every event it made."""
    seats = [Seat(f"P{i}", None if i == 0 else game.get(gid).default_bot, i) for i in range(players)]
    match = Match.new(gid, seats, seed=5, journal_path=slot_path(gid))
    events = []
    for _ in range(actions):
        if match.is_over():
            break
        seat = match.state.to_move()[0]
        events += match.submit(seat, match.state.legal_actions(seat)[0])
    assert not match.is_over() and events
    return match, events


@pytest.mark.parametrize("gid,players", GAMES)
def test_the_log_after_continue_holds_the_whole_game_as_the_seat_may_see_it(tmp_home, gid, players):
    live, events = played(gid, players)
    # The match the journal replays hands over the same events, in order.
    resumed = Match.resume(slot_path(gid))
    assert [e.to_json() for e in resumed.replayed] == [e.to_json() for e in events]
    app = make_app()
    app._push(Title(app))
    run_until(app, lambda: app.top.time >= app.top.input_delay)
    assert app.top.menu.focused.label == "Continue"
    key(pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, TableScene))
    table = app.top
    run_until(app, lambda: not table.busy and table.time >= table.input_delay, frames=2000)
    # A table that saw the game live: the same lines for the same viewer, redacted alike.
    witness = table_for(app, live)
    witness.history = list(events)
    witness.viewer = table.viewer
    entries, seen = table.log_entries(), witness.log_entries()
    assert len(seen) > 10 and entries[:len(seen)] == seen      # (then what the bots played since)
    key(pygame.K_l)
    app.step(1 / 60)
    app.draw()
    assert table.show_log and len(table.log_rows()) >= len(entries)
    app.shutdown()


def test_the_log_keeps_secrets_after_continue(tmp_home):
    """Libertalia's picks are secret until dawn ends: after Continue the log tells the viewer's
    own pick and not the others' (the events are redacted for the viewer, as live)."""
    seats = [Seat("Anne", None, 0), Seat("Jack", "normal", 1), Seat("Mary", "normal", 2)]
    match = Match.new("libertalia", seats, seed=3, journal_path=slot_path("libertalia"))
    secret = []
    while not secret:
        seat = match.state.to_move()[0]
        for e in match.submit(seat, match.state.legal_actions(seat)[0]):
            if e.visible_to is not None and 0 not in e.visible_to:
                secret.append(e)
    resumed = Match.resume(slot_path("libertalia"))
    app = make_app()
    table = table_for(app, resumed)
    assert table.viewer == 0
    lines = [line for line, _ in table.log_entries()]
    hidden = {table.describe(e) for e in secret} - {table.describe(e.for_viewer(0)) for e in secret}
    assert lines and not hidden & set(lines)
    app.shutdown()
