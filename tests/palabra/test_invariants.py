"""Conservation: 180 gems on the table at every moment, in seeded random games of every size."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from game.palabra import SPEC, gems

from .helpers import play_random


def gem_total(s) -> int:
    """Bag + islands + chests + fists: every place a gem can be."""
    return gems.total(s.bag, *s.islands, *s.chests, *s.bids)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(players=st.integers(2, 8), seed=st.integers(0, 2**32), market=st.booleans(),
       talk=st.booleans())
def test_180_gems_at_every_moment(players, seed, market, talk):
    s = SPEC.new_state(players, seed, {"market": market, "talk": talk})
    assert gem_total(s) == 180

    def check(state):
        assert gem_total(state) == 180
        state.check_invariants()   # also per colour: 12 gold, 24 violet, 36 blue, 48 green, 60 red
    play_random(players, seed, {"market": market, "talk": talk}, check)


@settings(max_examples=15, deadline=None, derandomize=True)
@given(players=st.integers(2, 8), seed=st.integers(0, 2**32))
def test_ship_cards_are_conserved(players, seed):
    start = SPEC.new_state(players, seed, {})
    owned = sorted(c for h in start.cards for c in h)

    def check(state):
        assert sorted(c for h in state.cards for c in h) == owned
    play_random(players, seed, {}, check)
