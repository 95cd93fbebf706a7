"""The review of one seat's moves in a finished game: its chance to win before and after each decision.

For each decision of the seat (a move where it had more than one legal action), from the
true position at that moment the review draws only `state.determinize(seat, rng)`: a copy
holding what the seat knew, its secrets re-drawn (the true state's hidden cards, bag and
generator never reach the estimate, so two games that differ only in what the seat could not
see get the same review). On that copy the game's hard bot gives its paired search's
Decision (GameSpec.review: its candidates, the normal bot's move first; how a world is
drawn from the copy; its playout policy, where a playout stops and its judgement, which is
the seat's chance to win in [0, 1]); the move played is added to the candidates if missing
(with the seat's next actions when the bot weighs whole plans, as Jamaica's placement with
its card). Every move is played out in the same worlds with the same seeds (common random
numbers): effort // moves worlds, at least MIN_WORLDS and at most MAX_WORLDS, where the
effort is EFFORT playouts a decision, less in a long game (BUDGET playouts for the whole
review, shared among its decisions), so a review's cost stays bounded.

    before     the seat's chance with the best of these moves (the largest mean)
    after      its chance after the move played
    bot_after  its chance after the move the hard bot would have played (its rule, paired.pick)
    drop       before - after; `spread` its standard error (of the paired differences)
    noise      the standard error of `after` itself (the chances are much less sure than
               the differences between two moves of one decision)
    mark       by the drop: good below INACCURACY, then inaccuracy, MISTAKE, BLUNDER. A drop
               within SURE standard errors is not told from noise and stays good.

The thresholds are drops in the chance to win. lichess grades chess moves the same way, by the
drop in its winning chances (0.1, 0.2, 0.3 on its scale from -1 to 1: 5, 10 and 15 points of
the chance to win). We keep its blunder, 15 points (a sixth of a game given away), and set the
two others lower, 3 and 7 points: in our games luck and the rivals weigh more than any one
move, so a move seldom costs 10 points, and the paired playouts tell small drops apart (their
`spread` is a point or two). Measured on whole games (bench/README.md, "Reviews"), these leave
the Hard bot's own moves good but for one in a hundred, mark a few in a hundred of the normal
bot's, and a tenth to a third of a random player's.

Turning points: the decisions (TURNING at most) where the seat's chance after its move moved
most from the one after its previous move, by at least TURNING_MIN, for better or worse; each
says whether most of the change was the seat's own move ("move") or what happened between the
two (the dice, the draws, the rivals: "between").

The review is deterministic for its seed and effort; `Reviewer.step` does one decision (a
progress bar counts them), so it can be cancelled between two; the result is plain JSON,
kept with the replay (game/core/history.py) and checked when read back (`check`). Its words
(the marks, the chances, the moves named in the game's words) are review_words.py's.
"""
from __future__ import annotations

import math
from typing import Any, Callable

from ..i18n import _
from .contract import Action, IllegalAction, State
from .edges import _short
from .paired import MARGIN, Decision, pick, verdicts
from .rng import Rng

VERSION = 1
EFFORT = 120           # playouts a decision (worlds x moves)
BUDGET = 6000          # playouts a whole review at most: a long game's decisions get fewer each
MIN_WORLDS = 8         # worlds a decision at the least, however many moves
MAX_WORLDS = 40        # worlds a decision at the most, however few moves
INACCURACY, MISTAKE, BLUNDER = 0.03, 0.07, 0.15   # drops in the chance to win (see above)
SURE = 2.0             # standard errors a drop must pass to be told from noise
TURNING = 3            # turning points at most
TURNING_MIN = 0.10     # the least change of chance that is a turning point
PLAN = 6               # a plan's actions at most (a captain's deal is a few cards)
MARKS = ("good", "inaccuracy", "mistake", "blunder")


class Cancelled(Exception):
    """The review was stopped before its end (nothing is kept)."""


def mark_of(drop: float, spread: float) -> str:
    """The mark of a move that lost `drop` of the chance to win (standard error `spread`)."""
    if drop <= SURE * spread:
        return "good"
    return ("blunder" if drop >= BLUNDER else "mistake" if drop >= MISTAKE
            else "inaccuracy" if drop >= INACCURACY else "good")


# ------------------------------------------------------------------ one decision
def _playable(state: State, seat: int, move: tuple) -> bool:
    st = state.clone()
    try:
        for a in move:
            st.apply(seat, a)
    except IllegalAction:
        return False
    return True


def played_move(copy: State, seat: int, played: Action, later: list[Action], moves: list) -> Any:
    """The move played, in the form of `moves`: the action, or where the bot weighs whole plans
    (tuples), the action with the seat's next ones: the candidate it began, else the longest
    plan of that length the copy accepts."""
    if played in moves:
        return played
    plans = [m for m in moves if isinstance(m, tuple)]
    if not plans:
        return played
    longest = max([len(m) for m in plans if m[0] == played] or [len(m) for m in plans])
    tries = [(played, *later[:n - 1]) for n in range(min(longest, len(later) + 1), 0, -1)]
    for move in tries:
        if move in moves:
            return move
    return next(m for m in tries if len(m) == 1 or _playable(copy, seat, m))


def weigh(state: State, seat: int, played: Action, later: list[Action], review_fn: Callable,
          rng: Rng, effort: int = EFFORT) -> dict:
    """One decision of `seat` in the true `state`, where it played `played` (then `later`, its
    next actions): its chances, as the module doc says. Only `determinize(seat, rng)` of the
    true state is read."""
    copy = state.determinize(seat, rng)
    legal = copy.legal_actions(seat)
    d: Decision = review_fn(copy, seat, legal, rng)
    moves = list(dict.fromkeys(d.moves))
    candidates = len(moves)
    mine = played_move(copy, seat, played, later, moves)
    if mine not in moves:
        moves.append(mine)
    p = moves.index(mine)
    worlds = min(MAX_WORLDS, max(MIN_WORLDS, effort // len(moves)))
    values = [[0.0] * worlds for _ in moves]
    for w in range(worlds):
        wseed = rng.next64()
        world = d.draw(Rng(wseed))
        for i, move in enumerate(moves):
            values[i][w] = min(1.0, max(0.0, d.play_out(world, move, wseed)))
    means = [sum(v) / worlds for v in values]
    bot = pick(_leads(values, 0, candidates, worlds), worlds)
    best = max(range(len(moves)), key=lambda i: (means[i], i == p, -i))
    drop = means[best] - means[p]
    spread = _leads(values, p, len(moves), worlds)[best][1] if best != p else 0.0
    mean = means[p]
    noise = math.sqrt(max(sum((x - mean) ** 2 for x in values[p]) / max(worlds - 1, 1), 0.0) / worlds)
    return {"at": -1, "legal": len(legal), "moves": len(moves), "worlds": worlds,
            "played": _json(mine), "best": _json(moves[best]), "bot": _json(moves[bot]),
            "before": _r(means[best]), "after": _r(means[p]), "bot_after": _r(means[bot]),
            "drop": _r(drop), "spread": _r(spread), "noise": _r(noise), "mark": mark_of(drop, spread)}


def _leads(values: list[list[float]], base: int, count: int, worlds: int) -> list[tuple[float, float]]:
    """Each of the first `count` moves' (mean lead over move `base`, standard error), paired."""
    diffs, squares = [], []
    for v in values[:count]:
        d = [a - b for a, b in zip(v, values[base])]
        diffs.append(sum(d))
        squares.append(sum(x * x for x in d))
    return verdicts(diffs, squares, worlds)


def _json(move: Any) -> list[dict]:
    return [a.to_json() for a in (move if isinstance(move, tuple) else (move,))]


def _r(x: float) -> float:
    return round(x, 4)


# ------------------------------------------------------------------ a whole seat
def decisions(replay, seat: int) -> list[int]:
    """The indices of `seat`'s actions in `replay` where it had more than one legal action."""
    frames = replay.frames()
    return [i for i, (s, _a) in enumerate(replay.actions)
            if s == seat and len(frames[i].legal_actions(seat)) > 1]


def turning_points(marks: list[dict]) -> list[dict]:
    """The decisions where the seat's chance moved most since its previous one (module doc)."""
    moves = []
    previous = None
    for d in marks:
        own = d["after"] - d["before"]
        between = 0.0 if previous is None else d["before"] - previous
        change = own + between
        if abs(change) >= TURNING_MIN:
            moves.append({"at": d["at"], "from": _r(d["before"] if previous is None else previous),
                          "to": d["after"], "change": _r(change),
                          "cause": "move" if abs(own) >= abs(between) else "between"})
        previous = d["after"]
    top = sorted(moves, key=lambda t: -abs(t["change"]))[:TURNING]
    return sorted(top, key=lambda t: t["at"])


class Reviewer:
    """The review of `seat` in `replay` (a game.core.replays.Replay), one decision a `step`."""

    def __init__(self, replay, seat: int, effort: int = EFFORT, seed: int = 0, budget: int = BUDGET) -> None:
        if replay.spec.review is None:
            raise ValueError(f"{replay.spec.title} offers no review")
        if type(seat) is not int or not 0 <= seat < len(replay.seats):
            raise ValueError(f"there is no seat {_short(seat)} at this table")
        if type(effort) is not int or not 1 <= effort <= 100_000:
            raise ValueError(f"effort must be 1..100000 playouts, got {_short(effort)}")
        self.replay, self.seat, self.effort, self.seed = replay, seat, effort, seed
        self.todo = decisions(replay, seat)
        self.per = max(1, min(effort, budget // max(1, len(self.todo))))   # playouts a decision
        self.done: list[dict] = []

    @property
    def total(self) -> int:
        return len(self.todo)

    def step(self) -> bool:
        """Review the next decision; False once every one is done."""
        if len(self.done) >= len(self.todo):
            return False
        at = self.todo[len(self.done)]
        actions = self.replay.actions
        later = [a for s, a in actions[at + 1:] if s == self.seat][:PLAN - 1]
        rng = Rng(self.seed * 1_000_003 + at * 101 + self.seat)
        d = weigh(self.replay.frames()[at], self.seat, actions[at][1], later, self.replay.spec.review,
                  rng, self.per)
        d["at"] = at
        self.done.append(d)
        return len(self.done) < len(self.todo)

    def result(self) -> dict:
        """The review as plain JSON (every decision reviewed so far)."""
        final = self.replay.frames()[-1]
        won = final.winners()
        return {"version": VERSION, "seat": self.seat, "effort": self.effort, "seed": self.seed,
                "decisions": list(self.done), "turning": turning_points(self.done),
                "result": _r(1.0 / len(won) if self.seat in won else 0.0)}


def review(replay, seat: int, effort: int = EFFORT, seed: int = 0,
           progress: Callable[[int, int], None] | None = None,
           cancelled: Callable[[], bool] | None = None) -> dict:
    """The whole review of `seat` (Reviewer.result); `progress(done, total)` after each
    decision; Cancelled as soon as `cancelled()` says so, between two decisions."""
    r = Reviewer(replay, seat, effort, seed)
    if progress:
        progress(0, r.total)
    while len(r.done) < r.total:
        if cancelled is not None and cancelled():
            raise Cancelled()
        r.step()
        if progress:
            progress(len(r.done), r.total)
    return r.result()


# ------------------------------------------------------------------ reading one back
def check(data: Any, replay, seat: int) -> dict:
    """`data` if it is a review of `seat` in `replay` as `review` gives one; ValueError naming
    what is not (a file's reviews are untrusted like the rest of it)."""
    if not isinstance(data, dict) or data.get("version") != VERSION or data.get("seat") != seat:
        raise ValueError(_("its review of seat {seat} is not one this Pirate Arcade reads").format(seat=seat))
    for key in ("effort", "seed"):
        _int(data.get(key), key, -(1 << 64), 1 << 64)
    _chance(data.get("result"), "result")
    mine = {i for i, (s, _a) in enumerate(replay.actions) if s == seat}
    ats = set()
    decided = data.get("decisions")
    if not isinstance(decided, list) or len(decided) > len(mine):
        raise ValueError(_("its review of seat {seat} lists moves the seat did not make").format(seat=seat))
    for d in decided:
        if not isinstance(d, dict) or d.get("at") not in mine or d["at"] in ats:
            raise ValueError(_("its review of seat {seat} lists moves the seat did not make").format(seat=seat))
        ats.add(d["at"])
        for key in ("legal", "moves", "worlds"):
            _int(d.get(key), key, 0, 1 << 20)
        for key in ("before", "after", "bot_after", "spread", "noise"):
            _chance(d.get(key), key)
        if not (_is_number(d.get("drop")) and -1.0 <= d["drop"] <= 1.0) or d.get("mark") not in MARKS:
            raise ValueError(_("its review of seat {seat} holds a mark it cannot have").format(seat=seat))
        for key in ("played", "best", "bot"):
            moves = d.get(key)
            if not isinstance(moves, list) or not 1 <= len(moves) <= PLAN:
                raise ValueError(_("its review holds a move that is not one of the game's"))
            for m in moves:
                replay.spec.action_from_json(m)
    turning = data.get("turning")
    if not isinstance(turning, list) or len(turning) > TURNING:
        raise ValueError(_("its review of seat {seat} holds turning points it cannot have").format(seat=seat))
    for t in turning:
        if not isinstance(t, dict) or t.get("at") not in ats or t.get("cause") not in ("move", "between"):
            raise ValueError(_("its review of seat {seat} holds turning points it cannot have").format(seat=seat))
        for key in ("from", "to"):
            _chance(t.get(key), key)
        if not (_is_number(t.get("change")) and -1.0 <= t["change"] <= 1.0):
            raise ValueError(_("its review of seat {seat} holds turning points it cannot have").format(seat=seat))
    return data


def _is_number(x: Any) -> bool:
    return type(x) in (int, float) and math.isfinite(x)


def _int(x: Any, key: str, low: int, high: int) -> None:
    if type(x) is not int or not low <= x < high:
        raise ValueError(_("its review's '{key}' is not a whole number in range").format(key=key))


def _chance(x: Any, key: str) -> None:
    if not (_is_number(x) and 0.0 <= x <= 1.0):
        raise ValueError(_("its review's '{key}' is not a chance between 0 and 1").format(key=key))


__all__ = ["Reviewer", "review", "check", "weigh", "decisions", "turning_points", "mark_of", "Cancelled", "MARKS", "EFFORT"]
