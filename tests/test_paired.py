"""The hard bots' paired search (game.core.paired): its rule keeps the normal move unless another
is better by a standard error of the paired differences; the worlds are shared by every
candidate; it stops once the verdicts are clear, honours its clock, answers a forced choice at
once, and decides the same every time for a seed."""
from __future__ import annotations

import pytest

from game.core import paired
from game.core.paired import Decision, PairedBot, pick, settled, verdicts
from game.core.rng import Rng


class Coin:
    """A one-seat toy: the seat picks a move (an int), then nothing more; `luck` is the world's."""

    players = 1

    def __init__(self, moves=(0, 1, 2), luck: float = 0.0) -> None:
        self.moves, self.luck, self.played = list(moves), luck, None

    def legal_actions(self, seat):
        return list(self.moves) if self.played is None else []

    def to_move(self):
        return [0] if self.played is None else []

    def is_over(self):
        return self.played is not None

    def apply_trusted(self, seat, move):
        self.played = move

    def clone(self):
        c = Coin(self.moves, self.luck)
        c.played = self.played
        return c

    def determinize(self, seat, rng):
        return Coin(self.moves, rng.random() * 10)


class Clock:
    """The search's clock (game.core.paired's `time`), moved on by the judge alone: a playout
    "takes" its seconds whatever the machine's load."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        return self.now


def decision(state, worth, noise=0.0, moves=None, slow=0.0, clock=None):
    """A Decision whose move m is worth worth[m] + the world's luck (+ noise per playout, drawn
    from the world and the move); each playout takes `slow` seconds of `clock`."""
    def judge(st):
        if slow:
            clock.now += slow
        jitter = Rng(int(st.luck * 1e9) * 7 + st.played).random() - 0.5
        return worth[st.played] + st.luck + jitter * noise
    return Decision(state, 0, moves if moves is not None else state.moves,
                    policy=lambda seed: lambda st, who, legal: legal[0],
                    until=lambda: lambda st: False, judge=judge)


def test_the_rule_keeps_the_normal_move_unless_another_leads_by_a_standard_error():
    leads = [(0.0, 0.0), (0.5, 0.6), (0.3, 0.1)]
    assert pick(leads, 10) == 2               # 0.3 > 0.1: better by more than its error
    assert pick([(0.0, 0.0), (0.5, 0.6)], 10) == 0     # 0.5 < 0.6: not proven
    assert pick([(0.0, 0.0), (0.5, 0.4), (0.9, 0.6)], 10) == 2   # lead less an error: 0.3 > 0.1
    assert pick(leads, 1) == 0                # one world: no standard error, the normal move


def test_the_verdicts_are_the_paired_differences_mean_and_error():
    # differences 1, 2, 3 over three worlds: mean 2, sample sd 1, error 1/sqrt(3)
    (m0, e0), (m1, e1) = verdicts([0.0, 6.0], [0.0, 14.0], 3)
    assert (m0, e0) == (0.0, 0.0)
    assert m1 == pytest.approx(2.0) and e1 == pytest.approx(1 / 3 ** 0.5)
    assert settled([(0, 0), (2.0, 0.5), (-3.0, 1.0), (0.0, 0.0)])
    assert not settled([(0, 0), (0.5, 0.5)])
    assert settled([(0, 0), (0.001, 0.002)], indifference=0.01)   # at most 0.005: not worth it
    assert not settled([(0, 0), (0.001, 0.02)], indifference=0.01)


def test_the_worlds_are_shared_so_their_luck_cancels():
    """The luck of a world (0-10) dwarfs the moves' difference (0.2), yet every candidate meets
    the same luck, so the paired search sees the difference at once."""
    bot = PairedBot(1, lambda st, seat, legal, rng: decision(st, {0: 0.0, 1: 0.2, 2: -0.1}),
                    effort=60)
    assert bot.choose(Coin(), 0) == 1
    assert bot.stats.iterations == 3 * paired.SETTLE_WORLDS     # settled as soon as allowed


def test_without_evidence_the_normal_move_stands():
    """Three equal moves, noisy playouts: the best mean is a coin toss among the three (the
    normal move a third of the time), the rule keeps the normal move most of the time."""
    kept = best = 0
    for seed in range(40):
        bot = PairedBot(seed, lambda st, seat, legal, rng: decision(
            st, {0: 0.0, 1: 0.0, 2: 0.0}, noise=5.0), effort=30)
        kept += bot.choose(Coin(), 0) == 0
        means = bot.stats.visits
        best += max(means, key=means.get) == 0
        assert bot.stats.iterations <= 30
    assert kept >= 26 and best <= 22


def test_a_forced_choice_is_answered_at_once():
    asked = []
    bot = PairedBot(3, lambda *a: asked.append(a), effort=30)
    assert bot.choose(Coin(moves=(7,)), 0) == 7 and not asked and bot.stats.iterations == 0
    one = PairedBot(3, lambda st, seat, legal, rng: decision(st, {1: 0.0}, moves=[1]), effort=30)
    assert one.choose(Coin(), 0) == 1 and one.stats.iterations == 0
    plain = PairedBot(3, lambda st, seat, legal, rng: 2, effort=30)      # an action, not a Decision
    assert plain.choose(Coin(), 0) == 2 and plain.stats.iterations == 0


def test_the_clock_stops_a_decision_at_its_budget_and_at_the_ceiling(monkeypatch):
    clock = Clock()                       # the search's own clock, so that the load cannot count
    monkeypatch.setattr(paired, "time", clock)
    worth = {0: 0.0, 1: 0.0, 2: 0.0}
    bot = PairedBot(4, lambda st, seat, legal, rng: decision(st, worth, noise=1.0, slow=0.002, clock=clock),
                    effort=3000, budget=0.1)
    bot.choose(Coin(), 0)
    assert bot.stats.iterations >= 3 * paired.MIN_WORLDS
    assert clock.now < 0.1 + 3 * 0.002          # settled, or stopped at the budget within a world
    slow = PairedBot(4, lambda st, seat, legal, rng: decision(st, worth, slow=0.05, clock=clock),
                     effort=3000, budget=0.1)
    start = clock.now
    assert slow.choose(Coin(), 0) == 0                    # too few worlds: the normal move
    assert clock.now - start < paired.CEILING * 0.1 + 3 * 0.05     # stopped at the ceiling, within a world
    assert slow.stats.iterations < 3 * paired.MIN_WORLDS


def test_a_fixed_effort_decides_the_same_every_time_for_a_seed():
    def make(seed):
        return PairedBot(seed, lambda st, seat, legal, rng: decision(
            st, {0: 0.0, 1: 0.05, 2: 0.04}, noise=0.5), effort=90)
    runs = [[make(s).choose(Coin(), 0) for s in range(6)] for _ in range(2)]
    assert runs[0] == runs[1]


def test_a_tuple_move_is_played_whole():
    class Two(Coin):
        def apply_trusted(self, seat, move):
            self.played = (self.played or 0) + move

        def clone(self):
            c = Two(self.moves, self.luck)
            c.played = self.played
            return c

        def determinize(self, seat, rng):
            return Two(self.moves, rng.random())

        def is_over(self):
            return False
    d = Decision(Two(), 0, [(1, 1), (1, 2)], policy=lambda seed: None,
                 until=lambda: lambda st: True, judge=lambda st: st.played)
    assert d.play_out(Two(), (1, 2), 0) == 3
    assert paired.search(d, Rng(1), effort=20) == (1, 2)
