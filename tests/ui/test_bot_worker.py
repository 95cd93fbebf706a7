"""The bots' worker process (scenes/bot_worker.py): decisions equal the in-process ones, the
process is one per table and ends with it, a thread takes over (logged) where processes
cannot start, and saved games with old bot ids still play."""
from __future__ import annotations

import logging
import multiprocessing

import pytest

from game import Match, Seat
from game.core import journal
from scenes import bot_worker
from scenes.bot_worker import INLINE, PROCESS, THREAD, Thinker
from scenes.tables import table_for

from .helpers import make_app

SEATS = {   # every level, tempered ones with and without a temperament
    "cartagena": ["hard", "normal", "easy"],
    "jamaica": ["hard", "easy"],
    "palabra": ["hard:greedy", "normal", "easy:honest"],
    "libertalia": ["hard", "normal", "easy"],
    "pagamas": ["hard", "easy", "normal"],
}


def _match(game_id: str, seed: int) -> Match:
    return Match.new(game_id, [Seat(f"P{i}", b, i) for i, b in enumerate(SEATS[game_id])], seed=seed)


def _compare(game_id: str, mode: str, seed: int = 3, decisions: int = 10) -> int:
    """Play `decisions` bot moves through the worker, checking each against the in-process
    bot of a twin match (same seeds, same default effort). Returns the decisions compared."""
    match, twin = _match(game_id, seed), _match(game_id, seed)
    thinker = Thinker(match, mode=mode)
    try:
        assert thinker.mode == mode
        n = 0
        while n < decisions and not match.is_over():
            seat = match.state.to_move()[0]
            action, error = thinker.wait(thinker.ask(seat))
            assert error is None
            assert action == twin.bot_choice(seat), (game_id, n, seat)
            match.submit(seat, action)
            twin.submit(seat, action)
            n += 1
        return n
    finally:
        thinker.close()


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_a_decision_through_the_worker_process_equals_the_in_process_one(game_id):
    assert _compare(game_id, PROCESS) == 10


def test_the_thread_mode_decides_the_same_too():
    assert _compare("palabra", THREAD, seed=5, decisions=6) == 6


@pytest.mark.parametrize("game_id", ["jamaica", "pagamas"])
def test_the_tests_inline_mode_decides_the_same_at_once(game_id):
    """The mode the tables use under the tests (PIRATE_ARCADE_BOTS=inline): the same bots,
    answering at the ask, so a table's game takes one course whatever the machine's load."""
    assert _compare(game_id, INLINE, seed=4, decisions=6) == 6
    match = _match(game_id, 4)
    thinker = Thinker.for_table(match, 1.0)
    assert thinker.mode == INLINE and thinker.poll(thinker.ask(match.state.to_move()[0])) is not None


def test_one_process_for_many_decisions_and_it_ends_when_closed():
    match = _match("cartagena", 1)
    thinker = Thinker(match)
    pid = thinker.worker.pid
    assert thinker.mode == PROCESS and thinker.alive
    assert pid != multiprocessing.current_process().pid
    for _ in range(4):
        seat = match.state.to_move()[0]
        action, error = thinker.wait(thinker.ask(seat))
        match.submit(seat, action)
        assert thinker.worker.pid == pid          # the same process every time
    thinker.close()
    assert not thinker.alive and thinker.worker.exitcode is not None


def test_a_worker_error_is_reported_not_raised():
    match = Match.new("jamaica", [Seat("Anne", None, 0), Seat("Jack", "normal", 1)], seed=2)
    thinker = Thinker(match)
    try:
        action, error = thinker.wait(thinker.ask(0))   # seat 0 is a human: no bot there
        assert action is None and "seat 0 has no bot" in error
        seat = 1 if 1 in match.state.to_move() else None
        if seat is not None:
            action, error = thinker.wait(thinker.ask(1))
            assert error is None and action in match.state.legal_actions(1)
    finally:
        thinker.close()


def test_without_processes_a_thread_thinks_and_says_so(monkeypatch, caplog):
    def no_processes(method=None):
        raise OSError("no semaphores here")
    monkeypatch.setattr(bot_worker.multiprocessing, "get_context", no_processes)
    match = _match("jamaica", 4)
    with caplog.at_level(logging.WARNING, logger="pirate_arcade.bots"):
        thinker = Thinker(match)
    assert thinker.mode == THREAD
    assert "bots think in a thread, not a process (OSError: no semaphores here)" in caplog.text
    seat = match.state.to_move()[0]
    action, error = thinker.wait(thinker.ask(seat))
    assert error is None and action in match.state.legal_actions(seat)
    thinker.close()


@pytest.mark.parametrize("game_id,old", [("cartagena", "pirate"), ("jamaica", "captain"),
                                         ("palabra", "greedy")])
def test_a_saved_game_with_old_bot_ids_continues_at_the_table(tmp_home, tmp_path, monkeypatch, game_id, old):
    monkeypatch.delenv(bot_worker.MODE_VARIABLE)      # the table's own worker process, as players have it
    path = tmp_path / "journal.json"
    match = Match.new(game_id, [Seat("Anne", old, 0), Seat("Jack", old, 1), Seat("Mary", old, 2)],
                      seed=6, journal_path=path)
    for _ in range(3):
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    assert journal.read(path)["seats"][0]["bot"] == old
    resumed = Match.resume(path)
    app = make_app()
    table = table_for(app, resumed)
    app._push(table)
    start = len(resumed.log)
    for _ in range(4000):
        app.step(0.1)
        if len(resumed.log) >= start + 3:
            break
    assert len(resumed.log) >= start + 3, "the bots did not move through the worker"
    assert table.thinker is not None and table.thinker.mode == PROCESS
    thinker = table.thinker
    app.shutdown()                                 # the table closes: its worker ends
    assert table.thinker is None and not thinker.alive
