"""A review as a job for a worker process: plain JSON in, progress and the result out, cancellable.

The screen keeps its frames while a review runs beside it, in a process like the bots' worker
(scenes/bot_worker.py): start one with `serve` as its target and one end of a Pipe, and talk
to it with messages of plain data (they cross the process by pickling, so only JSON values):

    in   ("review", ticket, request)   request: {"replay": Replay.to_json(), "seat": n,
                                        "effort": playouts a decision (optional),
                                        "seed": the review's seed (optional)}
         ("cancel", ticket)            stop that review between two decisions
         None                          the worker ends
    out  ("progress", ticket, done, total)   after each decision (and 0 of total at first)
         ("done", ticket, review JSON)       game.core.review's result, ready for
                                             History.keep_review
         ("cancelled", ticket)
         ("error", ticket, message)          a request that cannot be reviewed, in words

The replay is read again with every check (replays.parse): the worker trusts its input no
more than a file. `run` is the same job without a process (tests, tools). No pygame here.
"""
from __future__ import annotations

import os
from typing import Any, Callable

from ..i18n import _
from . import review
from .edges import _reason
from .replays import ReplayError, parse


def run(request: Any, progress: Callable[[int, int], None] | None = None,
        cancelled: Callable[[], bool] | None = None) -> dict:
    """The review `request` asks for (see the module doc); ValueError in words for a bad
    request, review.Cancelled if `cancelled()` says so between two decisions."""
    if not isinstance(request, dict):
        raise ValueError(_("a review request must be an object"))
    replay = parse(request.get("replay"))
    seat, effort, seed = request.get("seat"), request.get("effort", review.EFFORT), request.get("seed", 0)
    if type(seed) is not int or abs(seed) >= 1 << 64:
        raise ValueError(_("a review's seed must be a whole number"))
    return review.review(replay, seat, effort, seed, progress, cancelled)


def serve(conn, nice: int = 0) -> None:
    """The worker's loop (see the module doc), until None or the other end closes. `nice`
    lowers the process's priority, so the screen's frames come first."""
    if nice:
        try:
            os.nice(nice)
        except (AttributeError, OSError):
            pass
    waiting: list = []
    while True:
        try:
            msg = waiting.pop(0) if waiting else conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        if not (isinstance(msg, tuple) and len(msg) == 3 and msg[0] == "review"):
            continue                       # a cancel for a review already over, or noise
        _kind, ticket, request = msg
        stop = [False]

        def cancelled() -> bool:
            while conn.poll():
                other = conn.recv()
                if other == ("cancel", ticket):
                    stop[0] = True
                elif other is None:
                    stop[0] = True
                    waiting.append(None)
                else:
                    waiting.append(other)
            return stop[0]

        try:
            result = run(request, lambda done, total: conn.send(("progress", ticket, done, total)), cancelled)
            reply = ("done", ticket, result)
        except review.Cancelled:
            reply = ("cancelled", ticket)
        except (ReplayError, ValueError) as exc:
            reply = ("error", ticket, str(exc))
        except (EOFError, OSError):
            return
        except Exception as exc:   # reported to the screen, which says the review failed
            reply = ("error", ticket, _reason(exc))
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return


__all__ = ["run", "serve"]
