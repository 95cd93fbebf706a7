"""A review under way beside the screen: game.core.reviewing's job in a worker process, polled each frame.

`ReviewJob(replay, seat)` starts a process ("spawn": a fresh interpreter that imports only
`game`, never pygame) running `reviewing.serve`, at a lower priority (bot_worker.NICE) so the
frames come first, and sends it the replay as plain JSON: the worker reads it again with every
check. `poll()` never blocks; it reads the worker's messages and says where the review stands:
its `done` of `total` decisions, then `result` (the review's JSON, for History.keep_review),
`error` (in words) or `cancelled`. `cancel()` stops it between two decisions; `close()` ends
the process. Where no process can start, the same loop runs in a thread.

Under the tests (PIRATE_ARCADE_BOTS=inline, as the tables' bots) there is no process and no
clock: each poll reviews one decision in this process (game.core.review.Reviewer), so a test
sees the same progress and the same review whatever the machine's load. No pygame here.
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import queue
import threading

from game.core import review, reviewing
from game.core.edges import _reason
from game.core.replays import Replay
from game.i18n import _

from .bot_worker import INLINE, MODE_VARIABLE, NICE, PROCESS, THREAD, _QueueEnd

log = logging.getLogger("pirate_arcade.review")


class ReviewJob:
    """The review of `seat` in `replay`, running beside the screen (see the module doc)."""

    def __init__(self, replay: Replay, seat: int, effort: int | None = None, mode: str | None = None) -> None:
        self.seat = seat
        self.done, self.total = 0, len(review.decisions(replay, seat))
        self.result: dict | None = None
        self.error: str | None = None
        self.cancelled = False
        self.ticket = 1
        request = {"replay": replay.to_json(reviews=False), "seat": seat}
        if effort is not None:
            request["effort"] = effort
        self.mode = mode or (INLINE if os.environ.get(MODE_VARIABLE) == INLINE else PROCESS)
        self.reviewer: review.Reviewer | None = None
        self.conn = self.worker = None
        if self.mode == INLINE:
            self.reviewer = review.Reviewer(replay, seat, effort or review.EFFORT)
            return
        if self.mode == PROCESS:
            try:
                ctx = multiprocessing.get_context("spawn")
                self.conn, child = ctx.Pipe()
                self.worker = ctx.Process(target=reviewing.serve, args=(child, NICE), daemon=True,
                                          name="pirate-arcade-review")
                self.worker.start()
                child.close()
            except (OSError, ImportError, RuntimeError, ValueError) as exc:
                log.warning("the review runs in a thread, not a process (%s: %s)", type(exc).__name__, exc)
                self.mode = THREAD
        if self.mode == THREAD:
            ins, outs = queue.Queue(), queue.Queue()
            self.conn = _QueueEnd(outs, ins)
            self.worker = threading.Thread(target=reviewing.serve, args=(_QueueEnd(ins, outs),), daemon=True,
                                           name="pirate-arcade-review")
            self.worker.start()
        self.conn.send(("review", self.ticket, request))

    @property
    def running(self) -> bool:
        return self.result is None and self.error is None and not self.cancelled

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 1.0

    def poll(self) -> None:
        """Take in what the worker said since (never blocks); inline, review one decision."""
        if not self.running:
            return
        if self.reviewer is not None:
            self._step_inline()
            return
        try:
            while self.conn.poll():
                self._hear(self.conn.recv())
                if not self.running:
                    break
        except (EOFError, OSError) as exc:
            self.error = _reason(exc)
        if self.running and self.mode == PROCESS and not self.worker.is_alive():
            self.error = _("the review's worker stopped")

    def _step_inline(self) -> None:
        r = self.reviewer
        try:
            if self.done < r.total:
                r.step()
            self.done = len(r.done)
            if self.done >= r.total:
                self.result = r.result()
        except Exception as exc:     # as the worker does: the screen says the review failed
            self.error = _reason(exc)

    def _hear(self, msg) -> None:
        if not (isinstance(msg, tuple) and len(msg) >= 2 and msg[1] == self.ticket):
            return
        kind = msg[0]
        if kind == "progress":
            self.done, self.total = msg[2], msg[3]
        elif kind == "done":
            self.done, self.result = self.total, msg[2]
        elif kind == "cancelled":
            self.cancelled = True
        elif kind == "error":
            self.error = str(msg[2])

    def cancel(self) -> None:
        """Stop the review (between two decisions); nothing of it is kept."""
        if not self.running:
            return
        self.cancelled = True
        if self.conn is not None:
            try:
                self.conn.send(("cancel", self.ticket))
            except (EOFError, OSError):
                pass
        self.close()

    def close(self) -> None:
        """End the worker (the viewer closes, or the review is over) without waiting for it: it
        leaves at the None (a review stopped, between two decisions); the frames never wait."""
        if self.conn is None:
            return
        conn, self.conn = self.conn, None
        try:
            conn.send(None)
        except (EOFError, OSError):
            pass
        if self.mode == PROCESS:
            self.worker.join(0)          # reaped now if it has left, else by multiprocessing later
