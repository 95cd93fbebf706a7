"""The market's legal set is every bid: «En secreto, colocad en vuestro puño cerrado tantas Gemas
como queráis apostar de vuestro Cofre». ENGINE.md: legal_actions is "exactly what apply accepts
now, nothing more, nothing less". A big chest has many bids, so the list is lazy, never short
(engine speed itself is measured in bench/engine.py)."""
from __future__ import annotations

import itertools

import pytest

from game import IllegalAction
from game.palabra import SPEC, gems
from game.palabra.actions import Bid
from game.palabra.market import Bids, candidate_bids


def market_with(chest: dict):
    s = SPEC.new_state(3, 1, {"setup": {"day": 2, "chests": [chest, {}, {}]}})
    while s.phase != "market":
        seat = s.to_move()[0]
        s.apply(seat, s.legal_actions(seat)[0])
    return s


@pytest.mark.parametrize("chest", [{"gold": 1, "blue": 3, "red": 2}, {"violet": 4, "green": 1},
                                   {"gold": 2, "violet": 1, "blue": 1, "green": 2, "red": 1}])
def test_legal_actions_lists_every_bid_apply_accepts_and_nothing_else(chest):
    """Every multiset of the chest (three and four gems too, reds allowed, the empty fist) is
    listed and accepted; every bid the chest cannot pay is neither listed nor accepted."""
    s = market_with(chest)
    legal = s.legal_actions(0)
    counts = gems.from_json(chest)
    every = [Bid.of(p) for p in itertools.product(*(range(n + 2) for n in counts))]
    accepted = []
    for bid in every:
        try:
            s.check(0, bid)
            accepted.append(bid)
        except IllegalAction:
            assert bid not in legal, bid
    assert sorted(map(repr, accepted)) == sorted(map(repr, legal))
    assert len(legal) == len(accepted) == len(set(legal))
    product = 1
    for n in counts:
        product *= n + 1
    assert len(legal) == product
    assert any(sum(b.pile()) >= 3 for b in legal)          # what MAX_CANDIDATE_GEMS used to leave out
    for bid in legal:
        s.clone().apply(0, bid)                            # and apply takes each of them


def test_a_big_chest_has_thousands_of_bids_listed_lazily():
    """A chest of 60 gems: 13 x 25 x 25 bids. The list is whole (its length, any index, `in`)
    without being built; it starts with the bots' short list."""
    s = market_with({"gold": 12, "violet": 24, "blue": 24})
    legal = s.legal_actions(0)
    assert isinstance(legal, Bids) and len(legal) == 13 * 25 * 25
    assert Bid(gold=12, violet=20, blue=3) in legal and Bid(gold=13) not in legal
    assert legal[0] == Bid() and legal[-1] == Bid(gold=12, violet=24, blue=24)
    assert list(legal[:len(candidate_bids(s.chests[0]))]) == list(candidate_bids(s.chests[0]))
    s.check(0, Bid(gold=12, violet=20, blue=3))
    huge = Bids.of((12, 24, 36, 48, 60))
    assert len(huge) == 13 * 25 * 37 * 49 * 61
    assert huge[len(huge) // 2] in huge


def test_the_index_and_the_iteration_agree_and_have_no_twin():
    for chest in [(0, 0, 0, 0, 0), (1, 0, 2, 0, 1), (2, 3, 1, 0, 4), (3, 3, 3, 3, 3)]:
        bids = Bids.of(chest)
        listed = list(bids)
        assert listed == [bids[i] for i in range(len(bids))] == bids[:]
        assert len(set(listed)) == len(listed)
        assert listed == [Bid.of(p) for k in range(sum(chest) + 1) for p in gems.sub_piles(chest, k)]
        with pytest.raises(IndexError):
            bids[len(bids)]
