"""The review beside the screen (scenes/review_worker.py): a worker process gives the review the
viewer's inline mode gives, decision for decision, reporting its progress; stopped, it gives none."""
from __future__ import annotations

import time

import game
from game import Match, Seat
from game.core.replays import Replay

from scenes.bot_worker import INLINE, PROCESS
from scenes.review_worker import ReviewJob


def finished(seed: int = 3) -> Replay:
    spec = game.get("libertalia")
    match = Match.new("libertalia", [Seat(f"P{i}", "random", i) for i in range(spec.min_players)], seed=seed)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    return Replay.of(match, ended=1_800_000_000.0)


def run(job: ReviewJob, timeout: float = 120.0) -> list[int]:
    seen, end = [], time.monotonic() + timeout
    while job.running and time.monotonic() < end:
        job.poll()
        seen.append(job.done)
        time.sleep(0.01)
    job.close()
    return seen


def test_the_worker_process_gives_the_inline_review_with_its_progress():
    replay = finished()
    inline = ReviewJob(replay, 0, effort=16, mode=INLINE)
    run(inline)
    worker = ReviewJob(replay, 0, effort=16, mode=PROCESS)
    assert worker.mode == PROCESS
    seen = run(worker)
    assert worker.error is None and worker.result == inline.result and inline.result is not None
    assert seen == sorted(seen) and seen[-1] == worker.total == len(inline.result["decisions"])


def test_a_review_stopped_gives_no_result():
    job = ReviewJob(finished(), 0, effort=16, mode=INLINE)
    job.poll()
    job.cancel()
    job.poll()
    assert job.cancelled and job.result is None and not job.running and job.done == 1
