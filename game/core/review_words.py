"""A review in words: the marks, the chances, the moves named in the game's words, a line a decision.

The review (review.py) is numbers and actions' JSON; these put it in the player's language for
the review overlay and tools/review.py. A move is named by the game's own pure
`decide(view, seat, legal, names)` (scenes.tables.decider, passed in: nothing here imports
scenes), each action by its option's label; a game without one names it by `describe()`.
"""
from __future__ import annotations

from typing import Callable

from ..i18n import _, pgettext
from .contract import IllegalAction


def mark_word(mark: str) -> str:
    """A mark in the player's language."""
    words = {"good": pgettext("review mark", "good"), "inaccuracy": pgettext("review mark", "inaccuracy"),
             "mistake": pgettext("review mark", "mistake"), "blunder": pgettext("review mark", "blunder")}
    return words[mark]


def better_sentence(label: str) -> str:
    """The sentence shown with a move that lost chance: the better move, named in the game's words."""
    return _("Better: {move}.").format(move=label)


def percent(chance: float) -> str:
    """A chance as people read it: "54%"."""
    return _("{percent}%").format(percent=round(100 * chance))


def move_words(replay, at: int, seat: int, moves: list[dict], decide: Callable | None = None) -> str:
    """A move of a review (its actions' JSON, played by `seat` from frame `at` of `replay`) in
    the game's words: each action's label in `decide`'s Decision (a game's pure
    `decide(view, seat, legal, names)`, scenes.tables.decider), else its own `describe()`."""
    state = replay.frames()[at].clone()
    names = [s.name for s in replay.seats]
    words = []
    for j in moves:
        action = replay.spec.action_from_json(j)
        label = None
        if decide is not None and seat in state.to_move():
            d = decide(state.view(seat), seat, state.legal_actions(seat), names)
            label = d.label_of(action) if d is not None else None
        words.append(label or action.describe())
        try:
            state.apply(seat, action)
        except IllegalAction:      # not playable at once: the rest of a plan is named by describe()
            decide = None
    return ", ".join(words)


def decision_line(d: dict, played: str, better: str | None, turning: dict | None) -> str:
    """One decision of a review in a sentence or three: its move number, the chance before and
    after, the mark, the move played; the better move where it lost chance; a turning point."""
    text = _("Move {number}: {before} before, {after} after, {mark}. Played: {move}.").format(
        number=d["at"] + 1, before=percent(d["before"]), after=percent(d["after"]),
        mark=mark_word(d["mark"]), move=played)
    if better is not None and d["mark"] != "good":
        text += " " + better_sentence(better)
    if turning is not None:
        text += " " + (_("A turning point: your own move.") if turning["cause"] == "move"
                       else _("A turning point: what happened since your previous move."))
    return text


__all__ = ["mark_word", "better_sentence", "percent", "move_words", "decision_line"]
