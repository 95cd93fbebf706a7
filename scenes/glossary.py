"""A game's components in words: each one's name, its rule in a few words and its picture.

Each table's `scenes/<game>/glossary.py` holds one table of `Term`s; the same table feeds the
cards of What's this? (scenes/inspect.py), the rules pages' figures and, where they say the
same, their lines (scenes/<game>/rules.py). The words are English marked with N_() and
translated where they are shown (`Term.title()`, `Term.words()`).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import _

from .howto import Figure


@dataclass(frozen=True)
class Term:
    name: str                   # as the board and the rulebook call it (marked with N_)
    rule: str                   # what it does, in a few words (marked with N_)
    picture: str | None = None  # its picture under assets/, or None: shown as the table draws it

    def title(self) -> str:
        return _(self.name)

    def words(self) -> str:
        return _(self.rule)

    def figure(self) -> Figure:
        """The term as a rules page draws it beside its text."""
        if self.picture is None:
            raise ValueError(f"{self.name!r} has no picture to draw on a rules page")
        return Figure(self.picture, self.name)


def figures(*terms: Term) -> tuple[Figure, ...]:
    return tuple(t.figure() for t in terms)


@dataclass(frozen=True)
class PhaseCard:
    """A phase of a game in two sentences, for a player's first games (scenes/coach.py): the first
    time the phase comes up, a card says what to decide in it and why it matters, and rings what
    it names on the board. Each table's `scenes/<game>/tips.py` holds `PHASES`: phase id (the
    phase line's, scenes/<game>/phases.py) -> its card.

    title   the phase's name (N_())
    say     what to decide and why it matters, in two sentences (N_())
    look    keys of the table's `locate(key)`: a ring round each
    covers  decision kinds whose one-line tip (tips.py's TIPS) the card says already
    """

    title: str
    say: str
    look: tuple[str, ...] = ()
    covers: tuple[str, ...] = ()
