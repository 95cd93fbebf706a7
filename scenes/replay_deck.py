"""Where a replay's viewer stands and what it shows: the move, the seat looked through, the speed, play or pause.

Pure state, no pygame: the viewer's table (scenes/replay_table.py) reads it and asks it where
each key takes it. A position is a frame of the replay (game/core/replays.py): 0 the start,
i the position after i moves, `total` the end. `seat` is the seat whose view is shown (its
hand, its secret choices, the events as it saw them), or None: everything face up, each move
seen by the seat that made it, as the demo shows a game (the game is over: nothing is secret).
"""
from __future__ import annotations

from game import Action, Match
from game.core import review
from game.core.replays import Replay
from game.i18n import _, ngettext

SPEEDS = (1, 2, 4)


def winners_words(seats, winners: list[int]) -> str:
    """Who won, as the Replays list and the viewer's last move say it."""
    names = [seats[w].name for w in winners]
    if not names:
        return _("No seat won")
    return ngettext("Winner: {names}", "Winners: {names}", len(names)).format(names=", ".join(names))


class Deck:
    """The viewer's state for `replay`; it outlives the table, which is built afresh at each jump."""

    def __init__(self, replay: Replay, seat: int | None = None) -> None:
        self.replay = replay
        self.total = len(replay.actions)
        self.marks = [m.frame for m in replay.round_marks()]
        self.seat = seat if seat is None or 0 <= seat < len(replay.seats) else None
        self.speed = 1
        self.playing = False
        self.wait = 0.0                  # seconds before playing on to the next move
        self.effort: int | None = None   # playouts a decision of a review (None: the review's own)
        self.job = None                  # the review under way (scenes/review_worker.ReviewJob)
        self.panel = False               # the review's panel is open
        self.chosen = 0                  # the turning point the panel's focus is on
        self.note: tuple[str, float] | None = None   # a message of the viewer's, and its seconds left
        self.words: dict = {}            # the review's moves named in the game's words, kept
        self._decisions: dict[int, int] = {}

    # ------------------------------------------------------------------ positions
    def clamp(self, frame: int) -> int:
        return max(0, min(self.total, frame))

    def previous_round(self, at: int) -> int:
        """The start of the round before `at` (of the round `at` is in, when it stands inside it)."""
        return max((m for m in self.marks if m < at), default=0)

    def next_round(self, at: int) -> int:
        """The start of the next round after `at`, else the end."""
        return min((m for m in self.marks if m > at), default=self.total)

    def mover(self, frame: int) -> int | None:
        """The seat that makes move `frame` (the one played from that position), None at the end."""
        return self.replay.actions[frame][0] if frame < self.total else None

    def match_at(self, frame: int) -> Match:
        """A match standing at `frame`: its state, the moves up to it (`log`) and their events
        (`replayed`, the table's log); no journal, no bots, nothing queued."""
        frame = self.clamp(frame)
        spec, replay = self.replay.spec, self.replay
        match = Match(spec, list(replay.seats), replay.seed, dict(replay.options),
                      replay.frames()[frame].clone())
        match.log = list(replay.actions[:frame])
        match.replayed = [e for i in range(frame) for e in replay.events(i)]
        return match

    # ------------------------------------------------------------------ who looks
    def viewer(self, frame: int) -> int | None:
        """Whose view the table shows at `frame`: the chosen seat, else (face up) the seat that
        moves from there, or at the end the one that moved last."""
        if self.seat is not None:
            return self.seat
        if self.total == 0:
            return None
        return self.mover(frame) if frame < self.total else self.mover(self.total - 1)

    def next_seat(self, step: int = 1) -> None:
        """The seat picker: each seat in turn, then face up (None), round again."""
        order = list(range(len(self.replay.seats))) + [None]
        self.seat = order[(order.index(self.seat) + step) % len(order)]

    # ------------------------------------------------------------------ speed and play
    def faster(self, step: int) -> None:
        i = SPEEDS.index(self.speed) + step
        self.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, i))]

    # ------------------------------------------------------------------ the review shown
    def review(self) -> dict | None:
        """The kept review of the seat looked through (None face up, or before one is done)."""
        return self.replay.reviews.get(self.seat) if self.seat is not None else None

    def decision(self, frame: int) -> dict | None:
        """The review's weighing of move `frame`, if it is one of the reviewed seat's decisions."""
        review = self.review()
        if review is None:
            return None
        return next((d for d in review["decisions"] if d["at"] == frame), None)

    def decisions(self, seat: int) -> int:
        """How many decisions of `seat` a review weighs (its moves with a choice), counted once."""
        if seat not in self._decisions:
            self._decisions[seat] = len(review.decisions(self.replay, seat))
        return self._decisions[seat]

    def shown_move(self, frame: int) -> Action:
        """The move a paused table shows focused at `frame`: the better one where the review marks
        the move played a mistake or a blunder, else the move played."""
        d = self.decision(frame)
        if d is not None and d["mark"] in ("mistake", "blunder"):
            return self.replay.spec.action_from_json(d["best"][0])
        return self.replay.actions[frame][1]

    def turning(self) -> list[dict]:
        review = self.review()
        return list(review["turning"]) if review is not None else []
