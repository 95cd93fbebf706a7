"""The bots' thinking away from the drawing loop: one persistent worker process per table.

A table's `Thinker` starts a process once (multiprocessing, "spawn": a fresh interpreter
that imports only `game`, never pygame) holding the match's bots, built as `Match` builds
them (`spec.make_bot(seat.bot, seed * 101 + seat)`, plus the table's thinking budget).
Each decision sends the seat's determinized copy (`match.bot_view(seat)`) as JSON
(`to_json`) with the decision's generator; the process rebuilds it (`spec.from_own_json`:
the table's own JSON, not checked again as a file or a phone's message is),
decides through `game.core.bots.decide` (so on `determinize(seat, rng)` again, never a
true state) and answers with the action as JSON (`spec.action_from_json`). The bots keep
their own generators across decisions, so with the same seeds and effort the worker
decides exactly as `Match.bot_choice` in-process does (tests/ui/test_bot_worker.py).

The drawing loop only polls the pipe; the process runs at a lower priority (NICE), so on
busy cores the frames come first. Where processes cannot start, the same code runs in
a thread (logged once): the screen then shares the interpreter lock with the search.
`close()` ends the process when the table closes. No pygame here.

The tests ask for a third mode (PIRATE_ARCADE_BOTS=inline, set by tests/conftest.py):
`INLINE` decides at once in the asking process, with fixed effort and no clock, so that a
game at a table takes the same course whatever the machine's load (a thinking budget and a
process answering in wall time would make it depend on both). tests/ui/test_bot_worker.py
still drives the process and the thread themselves.
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import queue
import threading
import time
from typing import Any

from game import get
from game.core.bots import decide
from game.core.rng import Rng
from game.i18n import _

log = logging.getLogger("pirate_arcade.bots")

PROCESS, THREAD, INLINE = "process", "thread", "inline"
MODE_VARIABLE = "PIRATE_ARCADE_BOTS"   # "inline": the tests' mode (see the module doc)
NICE = 5     # the worker process yields the CPU to the drawing loop when the cores are busy


class Brains:
    """The bots of one match, by seat, and the one way they decide on a state sent as JSON."""

    def __init__(self, game_id: str, bots: dict[int, str], seed: int,
                 effort: int | None = None, budget: float | None = None) -> None:
        self.spec = get(game_id)
        self.bots = {seat: self.spec.make_bot(name, seed * 101 + seat, effort=effort, budget=budget)
                     for seat, name in bots.items()}

    def decide(self, seat: int, state_json: dict, rng_state: int) -> dict:
        """The action (as JSON) the bot in `seat` plays on the state `state_json`."""
        if seat not in self.bots:
            raise ValueError(f"seat {seat} has no bot")
        state = self.spec.from_own_json(state_json)
        rng = Rng(0)
        rng.state = rng_state
        return decide(self.bots[seat], state, seat, rng).to_json()


def serve(conn, game_id: str, bots: dict[int, str], seed: int,
          effort: int | None, budget: float | None, nice: int = 0) -> None:
    """The worker's loop: (ticket, seat, state JSON, rng state) in, (ticket, action JSON, error)
    out, until None or the other end closes. `nice` lowers the process's priority."""
    if nice:
        try:
            os.nice(nice)
        except (AttributeError, OSError):
            pass
    brains = Brains(game_id, bots, seed, effort, budget)
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        ticket, seat, state_json, rng_state = msg
        try:
            conn.send((ticket, *answer(brains, seat, state_json, rng_state)))
        except (EOFError, OSError):
            return


def answer(brains: Brains, seat: int, state_json: dict, rng_state: int) -> tuple[dict | None, str | None]:
    """(the action as JSON, None), or (None, the error) for the table to report."""
    try:
        return brains.decide(seat, state_json, rng_state), None
    except Exception as exc:   # reported to the table, which plays a legal move instead
        return None, f"{type(exc).__name__}: {exc}"


class _QueueEnd:
    """One end of an in-process channel with a Connection's send/recv/poll (the thread mode)."""

    def __init__(self, inbox: queue.Queue, outbox: queue.Queue) -> None:
        self.inbox, self.outbox = inbox, outbox

    def send(self, msg: Any) -> None:
        self.outbox.put(msg)

    def recv(self) -> Any:
        return self.inbox.get()

    def poll(self) -> bool:
        return not self.inbox.empty()

    def close(self) -> None:
        pass


class Thinker:
    """A match's bots thinking in a worker process (or a thread): `ask`, then `poll` each frame."""

    def __init__(self, match, effort: int | None = None, budget: float | None = None,
                 mode: str = PROCESS) -> None:
        if mode not in (PROCESS, THREAD, INLINE):
            raise ValueError(f"mode must be {PROCESS!r}, {THREAD!r} or {INLINE!r}, got {mode!r}")
        self.match = match
        self._ticket = 0
        self._answers: dict[int, tuple[dict | None, str | None]] = {}
        args = (match.spec.id, {i: s.bot for i, s in enumerate(match.seats) if s.is_bot},
                match.seed, effort, budget)
        self.mode = mode
        self.brains: Brains | None = None
        if mode == INLINE:
            self.brains = Brains(*args)
            return
        if mode == PROCESS:
            try:
                ctx = multiprocessing.get_context("spawn")
                self.conn, child = ctx.Pipe()
                self.worker = ctx.Process(target=serve, args=(child, *args, NICE), daemon=True,
                                          name="pirate-arcade-bots")
                self.worker.start()
                child.close()
                return
            except (OSError, ImportError, RuntimeError, ValueError) as exc:
                log.warning("bots think in a thread, not a process (%s: %s); the screen may "
                            "stutter while they search", type(exc).__name__, exc)
                self.mode = THREAD
        ins, outs = queue.Queue(), queue.Queue()
        self.conn = _QueueEnd(outs, ins)
        self.worker = threading.Thread(target=serve, args=(_QueueEnd(ins, outs), *args),
                                       daemon=True, name="pirate-arcade-bots")
        self.worker.start()

    def ask(self, seat: int) -> int:
        """Send the decision of `seat` now; returns its ticket. The state goes as the seat's
        determinized copy, so the worker never holds what the seat cannot see."""
        self._ticket += 1
        state = self.match.bot_view(seat)
        msg = (self._ticket, seat, state.to_json(), self.match.bot_rng(seat).state)
        if self.brains is not None:
            self._answers[self._ticket] = answer(self.brains, *msg[1:])
        else:
            self.conn.send(msg)
        return self._ticket

    @classmethod
    def for_table(cls, match, budget: float) -> "Thinker":
        """A table's worker: a process on the clock, or, where PIRATE_ARCADE_BOTS=inline (the
        tests), the same bots deciding at once with fixed effort."""
        if os.environ.get(MODE_VARIABLE) == INLINE:
            return cls(match, mode=INLINE)
        return cls(match, budget=budget)

    def poll(self, ticket: int) -> tuple[Any, str | None] | None:
        """(action, error) once the decision `ticket` is in, else None. Never blocks."""
        try:
            while self.brains is None and self.conn.poll():
                t, action, error = self.conn.recv()
                self._answers[t] = (action, error)
        except (EOFError, OSError) as exc:
            self._answers.setdefault(ticket, (None, _("the bots' worker stopped ({reason})").format(reason=exc)))
        if ticket not in self._answers:
            if not self.alive:
                return None, _("the bots' worker stopped")
            return None
        action, error = self._answers.pop(ticket)
        if error is not None:
            return None, error
        try:
            return self.match.spec.action_from_json(action), None
        except ValueError as exc:
            return None, str(exc)

    def wait(self, ticket: int, timeout: float = 60.0) -> tuple[Any, str | None]:
        """Block until `ticket` is answered (tests and benches; the table polls)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            answer = self.poll(ticket)
            if answer is not None:
                return answer
            time.sleep(0.002)
        raise TimeoutError(f"no answer from the bots' worker in {timeout} s")  # i18n: keep (tests and benches wait)

    @property
    def alive(self) -> bool:
        return self.brains is not None or self.worker.is_alive()

    def close(self) -> None:
        """Stop the worker: ask it to end, and end the process if it is still searching."""
        if self.brains is not None:
            return
        try:
            self.conn.send(None)
        except (EOFError, OSError):
            pass
        if self.mode == PROCESS:
            self.worker.join(0.2)
            if self.worker.is_alive():
                self.worker.terminate()
                self.worker.join(1.0)
            self.conn.close()
