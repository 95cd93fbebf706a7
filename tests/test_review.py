"""The review of a seat's moves (issue 38, item 2): the hard bot's playouts from the seat's own knowledge.

Each decision is weighed in worlds drawn by `determinize(seat, rng)` from the true position
(game/core/review.py): the chance to win before, after the move played and after the hard
bot's, a mark by the drop, and the turning points. It must never read what the seat could
not see, must be the same for the same seed, and must tell a bad move from a good one.
"""
from __future__ import annotations

import multiprocessing
import threading

import pytest

import game
from game.core import review, review_words, reviewing
from game.core.match import Match, Seat
from game.core.replays import Replay
from game.core.rng import Rng
from game.core.search import outcome


def finished(gid: str, seed: int = 1, bot: str = "random", options: dict | None = None,
             opening: list | None = None) -> Replay:
    """A whole seeded game of bots, after `opening` ([seat, action] played first)."""
    spec = game.get(gid)
    match = Match.new(gid, [Seat(f"P{i}", bot, i) for i in range(max(2, spec.min_players))], seed=seed,
                      options=options)
    for seat, action in opening or []:
        match.submit(seat, action(match.state.legal_actions(seat)))
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    return Replay.of(match, ended=0.0)


def first_decisions(replay: Replay, seat: int, count: int, effort: int = 1, seed: int = 0) -> dict:
    """The review of `seat`'s first `count` decisions (the least effort: MIN_WORLDS worlds)."""
    r = review.Reviewer(replay, seat, effort=effort, seed=seed)
    for _ in range(count):
        r.step()
    return r.result()


# ------------------------------------------------------------------ what it may read
@pytest.mark.parametrize("gid", game.ids())
def test_two_games_differing_only_in_what_the_seat_could_not_see_get_the_same_review(gid):
    """The twin replay's every position is the real one with what the seat could not see
    re-drawn (other hands, the deck's and the bag's order, face-down choices, the generator):
    the review reads only determinize(seat), so it cannot tell them apart."""
    replay = finished(gid, seed=4)
    seat = 1           # the second seat: in the first rounds it chooses after a face-down choice
    twin = Replay(replay.spec, replay.seed, replay.options, replay.seats, replay.actions, 0.0,
                  replay.winners, replay.scores)
    twin._frames = [f.determinize(seat, Rng(900 + i)) for i, f in enumerate(replay.frames())]
    assert any(a.to_json() != b.to_json() for a, b in zip(replay.frames(), twin.frames()))
    assert [f.view(seat) for f in twin.frames()] == [f.view(seat) for f in replay.frames()]
    assert first_decisions(twin, seat, 3) == first_decisions(replay, seat, 3)


@pytest.mark.parametrize("gid", game.ids())
def test_each_games_judgement_is_a_chance_to_win(gid):
    """The review's Decision (GameSpec.review) judges in [0, 1], and a finished game as its
    result: the winners' share (Libertalia's doubloons are turned into a chance, values.chances)."""
    replay = finished(gid, seed=6)
    seat = 0
    for at in review.decisions(replay, seat)[:4]:
        copy = replay.frames()[at].determinize(seat, Rng(at))
        d = replay.spec.review(copy, seat, copy.legal_actions(seat), Rng(at))
        assert d.moves and all(m == d.moves[0] or m != d.moves[0] for m in d.moves)
        world = d.draw(Rng(1))
        for move in d.moves[:3]:
            assert 0.0 <= d.play_out(world, move, 5) <= 1.0
    final = replay.frames()[-1]
    d = replay.spec.review(replay.frames()[review.decisions(replay, seat)[-1]].determinize(seat, Rng(1)), seat,
                           replay.frames()[review.decisions(replay, seat)[-1]].legal_actions(seat), Rng(1))
    assert d.judge(final) == pytest.approx(outcome(final)[seat])


# ------------------------------------------------------------------ what it says
def test_the_review_is_the_same_for_the_same_seed():
    replay = finished("jamaica", seed=2)
    once = first_decisions(replay, 1, 4, effort=24, seed=7)
    assert once == first_decisions(replay, 1, 4, effort=24, seed=7)
    assert [d["at"] for d in once["decisions"]] == review.decisions(replay, 1)[:4]
    assert once["decisions"][0]["worlds"] >= review.MIN_WORLDS


# Cartagena, seat 0 to move with its last pirate on space 8 of a twelve-space path and three
# cards: parrot to 9, lantern to 10, then any card takes it to the cove and wins; ending the
# turn there instead lets seat 1 bring its last pirate home first.
PATH = ["rum", "hook", "parrot", "lantern", "chest", "pistol"] * 2
RACE = {"setup": {"path": PATH, "hands": {0: ["parrot", "lantern", "rum"], 1: ["rum"]},
                  "positions": {0: [13, 13, 13, 13, 13, 8], 1: [13, 13, 13, 13, 13, 11]}, "first": 0}}


def card(name):
    return lambda legal: next(a for a in legal if getattr(a, "card", None) == name)


def test_a_deliberately_bad_move_is_marked_worse_than_the_hard_bots():
    opening = [(0, card("parrot")), (0, card("lantern"))]
    good = finished("cartagena", 3, "normal", RACE, opening + [(0, card("rum"))])
    bad = finished("cartagena", 3, "normal", RACE, opening + [(0, lambda legal: next(
        a for a in legal if a.TYPE == "end_turn"))])
    ours = first_decisions(good, 0, 3)["decisions"][2]
    theirs = first_decisions(bad, 0, 3)["decisions"][2]
    assert ours["mark"] == "good" and ours["drop"] == 0.0 and ours["after"] == 1.0
    assert theirs["mark"] == "blunder" and theirs["drop"] > 0.9
    assert theirs["best"] == theirs["bot"] == ours["played"]          # the better move: the win
    assert theirs["played"] == [{"type": "end_turn"}]


def test_marks_follow_the_drop_and_a_drop_within_the_noise_stays_good():
    assert review.mark_of(0.0, 0.0) == "good"
    assert review.mark_of(review.INACCURACY, 0.0) == "inaccuracy"
    assert review.mark_of(review.MISTAKE, 0.01) == "mistake"
    assert review.mark_of(review.BLUNDER, 0.05) == "blunder"
    assert review.mark_of(review.BLUNDER, review.BLUNDER / review.SURE) == "good"


def test_turning_points_are_the_largest_changes_since_the_previous_decision():
    marks = [{"at": 0, "before": 0.5, "after": 0.5}, {"at": 4, "before": 0.8, "after": 0.8},   # +0.3 between
             {"at": 9, "before": 0.8, "after": 0.55}, {"at": 12, "before": 0.6, "after": 0.6},  # -0.25 own move
             {"at": 20, "before": 0.65, "after": 0.62}, {"at": 30, "before": 0.2, "after": 0.2}]  # -0.42 between
    points = review.turning_points(marks)
    assert [(t["at"], t["cause"]) for t in points] == [(4, "between"), (9, "move"), (30, "between")]
    assert points[1]["from"] == 0.8 and points[1]["to"] == 0.55 and points[1]["change"] == -0.25


def test_the_sentences_name_the_better_move_as_a_whole_phrase():
    d = {"at": 11, "before": 0.54, "after": 0.41, "mark": "mistake"}
    line = review_words.decision_line(d, "Gunner", "Carpenter", {"cause": "move"})
    assert line == ("Move 12: 54% before, 41% after, mistake. Played: Gunner. Better: Carpenter. "
                    "A turning point: your own move.")


# ------------------------------------------------------------------ in a worker
def test_the_worker_reports_progress_gives_the_same_review_and_can_be_cancelled():
    replay = finished("libertalia", seed=3)
    request = {"replay": replay.to_json(), "seat": 0, "effort": 1, "seed": 5}
    ours, theirs = multiprocessing.Pipe()
    worker = threading.Thread(target=reviewing.serve, args=(theirs,), daemon=True)
    worker.start()
    ours.send(("review", 1, request))
    got = []
    while True:
        msg = ours.recv()
        got.append(msg)
        if msg[0] != "progress":
            break
    total = len(review.decisions(replay, 0))
    assert [m[2:] for m in got[:-1]] == [(n, total) for n in range(total + 1)]
    assert got[-1] == ("done", 1, review.review(replay, 0, effort=1, seed=5))
    ours.send(("review", 2, request))
    assert ours.recv() == ("progress", 2, 0, total)
    ours.send(("cancel", 2))
    while (msg := ours.recv())[0] == "progress":
        pass
    assert msg == ("cancelled", 2)
    ours.send(("review", 3, {**request, "seat": 9}))
    assert ours.recv()[:2] == ("error", 3)
    ours.send(("review", 4, {**request, "replay": {"game": "chess"}}))
    assert ours.recv()[:2] == ("error", 4)
    ours.send(None)
    worker.join(10)
    assert not worker.is_alive()
