"""The TV's three ways through a Palabra decision's options (controls.Controls holds one of them).

    Steps  narrowing an option down step by step: `stage` is the step being chosen, `current` the
           option it stands on (its steps before `stage` are the ones chosen). The labels offered
           at a step each land on an option with those earlier steps: the one keeping the current
           option's later steps, else the focus, else the first.
    Fist   a pile of gems (a bid), one colour column at a time.
    Flat   the options side by side (the gems given back), in rows of `columns`.

Each stands only on one of the decision's options. No pygame.
"""
from __future__ import annotations

from game.core.decision import Option

from .choices_words import COLOURS


class Steps:
    """Narrowing an option down step by step. `stage` is the step being chosen; `current` the
    option it stands on (its steps before `stage` are the ones chosen)."""

    def __init__(self, options: tuple[Option, ...], start: int, focus: int, review: bool = False) -> None:
        self.options, self.current, self.focus, self.review = options, start, focus, review
        self.stage = 0
        self.reviewing = False          # every step chosen: the whole move is shown before it is sent
        self.skip()

    @property
    def option(self) -> Option:
        return self.options[self.current]

    def last(self) -> int:
        return len(self.option.steps) - 1

    def _candidates(self, k: int) -> dict[str, list[int]]:
        """The labels offered at step k after the current option's earlier steps -> their options."""
        prefix = self.option.steps[:k]
        out: dict[str, list[int]] = {}
        for i, o in enumerate(self.options):
            if len(o.steps) > k and o.steps[:k] == prefix:
                out.setdefault(o.steps[k], []).append(i)
        return out

    def offered(self, k: int | None = None) -> list[int]:
        """One option per label offered at step k (default: the stage), in the decision's order:
        the one keeping the current option's later steps, else the focus, else the first."""
        k = self.stage if k is None else k
        rest = self.option.steps[k + 1:]
        out = []
        for label, group in self._candidates(k).items():
            keeps = [i for i in group if self.options[i].steps[k + 1:] == rest]
            out.append(keeps[0] if keeps else self.focus if self.focus in group else group[0])
        return out

    def index(self) -> int:
        """Where the current option's label stands among those offered."""
        label = self.option.steps[self.stage]
        return next(n for n, i in enumerate(self.offered()) if self.options[i].steps[self.stage] == label)

    def trivial(self, k: int) -> bool:
        return len(self._candidates(k)) <= 1

    def skip(self) -> None:
        """Steps with a single label offered (a card with a rat, a lone target) are taken at once."""
        while self.stage < self.last() and self.trivial(self.stage):
            self.stage += 1

    def move(self, delta: int) -> None:
        offered = self.offered()
        self.current = offered[(self.index() + delta) % len(offered)]

    def choose(self, n: int) -> None:
        offered = self.offered()
        if 0 <= n < len(offered):
            self.current = offered[n]

    def goto(self, k: int) -> None:
        """Stand at step k (talk's rows): every step keeps its label."""
        self.stage = max(0, min(self.last(), k))
        self.reviewing = False

    def confirm(self):
        """Take the label: the next step, the review, or (the last) the option's action."""
        if self.reviewing or (self.stage >= self.last() and not self.review):
            return self.option.action
        if self.stage >= self.last():
            self.reviewing = True
            return None
        self.stage += 1
        self.skip()
        return None

    def can_back(self) -> bool:
        return self.reviewing or any(not self.trivial(k) for k in range(self.stage))

    def back(self) -> bool:
        if self.reviewing:
            self.reviewing = False
            return True
        k = self.stage - 1
        while k >= 0 and self.trivial(k):
            k -= 1
        if k < 0:
            return False
        self.stage = k
        return True


class Fist:
    """A pile of gems, one colour column at a time: always one of the decision's piles."""

    def __init__(self, options: tuple[Option, ...], start: int, chest: list[int]) -> None:
        self.options, self.current, self.chest = options, start, chest
        self.col = first_column(chest)
        self.at = {tuple(o.data["pile"]): i for i, o in enumerate(options)}

    @property
    def option(self) -> Option:
        return self.options[self.current]

    @property
    def pile(self) -> list[int]:
        return list(self.option.data["pile"])

    def can(self, col: int, delta: int) -> bool:
        pile = self.pile
        pile[col] += delta
        return tuple(pile) in self.at

    def change(self, col: int, delta: int) -> bool:
        pile = self.pile
        pile[col] += delta
        i = self.at.get(tuple(pile))
        if i is None:
            return False
        self.current = i
        return True

    def empty(self) -> bool:
        if not any(self.pile):
            return False
        self.current = self.at[(0,) * len(COLOURS)]
        return True


class Flat:
    """The options side by side."""

    def __init__(self, options: tuple[Option, ...], start: int) -> None:
        self.options, self.current = options, start
        self.columns = len(options)      # how many stand in a row on screen (the panel says): ↑↓ go a row

    @property
    def option(self) -> Option:
        return self.options[self.current]

    def move(self, delta: int) -> None:
        self.current = (self.current + delta) % len(self.options)

    def row(self, delta: int) -> bool:
        k = self.current + delta * self.columns
        if 0 <= k < len(self.options) and self.columns < len(self.options):
            self.current = k
            return True
        return False


def first_column(chest: list[int]) -> int:
    """Where a bid's ↑ starts: the least valuable colour held that is worth something (a green
    before a gold: nothing precious goes in by a first press), else the first colour held."""
    for k in range(len(COLOURS) - 2, -1, -1):
        if chest[k]:
            return k
    return next((k for k, n in enumerate(chest) if n), 0)
