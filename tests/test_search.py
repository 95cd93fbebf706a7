"""The hard bots' search (game.core.search): ISMCTS over a toy game, fixed effort, early stops."""
from __future__ import annotations

import copy
from dataclasses import dataclass

import pytest

from game.core.contract import Action, State
from game.core.rng import Rng
from game.core.search import Playbook, SearchBot, Stats, search


@dataclass(frozen=True)
class Take(Action):
    TYPE = "take"
    n: int


class Nim(State):
    """Two seats take 1-3 sticks in turn; who takes the last wins."""

    def __init__(self, sticks: int) -> None:
        self.players, self.sticks, self.turn = 2, sticks, 0

    def to_move(self):
        return [] if self.sticks == 0 else [self.turn]

    def legal_actions(self, seat):
        return [Take(n) for n in (1, 2, 3) if n <= self.sticks]

    def _apply(self, seat, action):
        self.sticks -= action.n
        self.turn = 1 - self.turn
        return []

    def is_over(self):
        return self.sticks == 0

    def winners(self):
        return [1 - self.turn] if self.sticks == 0 else []

    def determinize(self, seat, rng):
        return copy.deepcopy(self)


def _random(state, seat, legal, rng):
    return legal[rng.randrange(len(legal))]


BOOK = Playbook(policy=_random, evaluate=lambda st: [0.5, 0.5])


@pytest.mark.parametrize("sticks,best", [(5, 1), (6, 2), (7, 3), (9, 1), (10, 2)])
def test_search_finds_the_winning_take(sticks, best):
    assert search(Nim(sticks), 0, BOOK, Rng(1), effort=3000) == Take(best)


def test_fixed_effort_same_seed_same_decisions():
    a = [SearchBot(4, BOOK, effort=60).choose(Nim(n), 0) for n in range(4, 14)]
    b = [SearchBot(4, BOOK, effort=60).choose(Nim(n), 0) for n in range(4, 14)]
    assert a == b


def test_a_single_legal_action_costs_no_search():
    stats = Stats()
    assert search(Nim(1), 0, BOOK, Rng(0), effort=500, stats=stats) == Take(1)
    assert stats.iterations == 0


def test_an_obvious_move_stops_early():
    stats = Stats()
    assert search(Nim(3), 0, BOOK, Rng(0), effort=5000, stats=stats) == Take(3)
    assert stats.iterations < 5000


def test_the_prior_is_played_with_little_effort():
    book = Playbook(policy=_random, evaluate=lambda st: [0.5, 0.5], prior=lambda st, s: Take(2))
    assert search(Nim(12), 0, book, Rng(0), effort=3) == Take(2)


def test_clock_budget_decides_within_it():
    stats = Stats()
    search(Nim(40), 0, BOOK, Rng(0), budget=0.05, stats=stats)
    assert stats.iterations > 0


def test_bad_effort_is_refused():
    with pytest.raises(ValueError, match="effort"):
        SearchBot(0, BOOK, effort=0)


def test_candidates_confine_the_root_to_the_moves_worth_searching():
    # Take(1) from 5 sticks wins, but the game only offers Take(2) and Take(3) to search.
    book = Playbook(policy=_random, evaluate=lambda st: [0.5, 0.5],
                    candidates=lambda st, s, legal: [Take(2), Take(3)])
    stats = Stats()
    assert search(Nim(5), 0, book, Rng(1), effort=400, stats=stats) in (Take(2), Take(3))
    assert set(stats.visits) == {Take(2), Take(3)}


def test_a_single_candidate_is_played_without_search():
    book = Playbook(policy=_random, evaluate=lambda st: [0.5, 0.5],
                    candidates=lambda st, s, legal: [Take(1)])
    stats = Stats()
    assert search(Nim(9), 0, book, Rng(1), effort=400, stats=stats) == Take(1)
    assert stats.iterations == 0


def test_depth_one_is_a_flat_search_of_the_root_moves():
    book = Playbook(policy=_random, evaluate=lambda st: [0.5, 0.5], depth=1)
    root_only = Playbook(policy=_random, evaluate=lambda st: [0.5, 0.5])
    from game.core import search as S
    flat, deep = S.Node(0), S.Node(0)
    for _ in range(300):
        S._iterate(Nim(9), 0, flat, book, Rng(_), None)
        S._iterate(Nim(9), 0, deep, root_only, Rng(_), None)
    assert flat.children and all(not c.children for c in flat.children.values())
    assert any(c.children for c in deep.children.values())
    # the flat search still tells the winning take from 5 sticks (it leaves 4 to the rival)
    assert search(Nim(5), 0, book, Rng(2), effort=2000) == Take(1)
