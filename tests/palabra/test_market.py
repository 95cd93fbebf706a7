"""Phase 3, the market and the four artifacts with their rats: a test per rule."""
from __future__ import annotations

import pytest

from game.core.contract import IllegalAction
from game.palabra import gems
from game.palabra.actions import (Bid, Block, MoveGem, Rearrange, ReturnGems, Skip, UseBarrel,
                                  UseMap, UseRum, UseSpyglass)
from game.palabra.events import BidsRevealed, GemsDrawn, ShipPeeked
from game.palabra.market import auction_order

from .helpers import bid, new, place, types

SHIPS3 = [[1, 16], [2, 15], [3, 14]]
RICH = {"gold": 2, "blue": 2, "green": 2, "red": 2}


def market_state(players=3, chests=None, placements=None, **kw):
    s = new(players, day=2, dagger=0, chests=chests or [RICH] * players, ships=_ships(players), **kw)
    place(s, placements or {})
    assert s.phase == "market"
    return s


def _ships(players):
    if players == 3:
        return SHIPS3
    if players == 2:
        return [[1, 3, 6, 8], [2, 4, 5, 7]]
    return [[k, 17 - k] for k in range(1, players + 1)]


def test_no_market_on_day_one():
    s = new(3, chests=[RICH] * 3)
    events = place(s, {})
    assert "bids_revealed" not in types(events) and s.phase != "market"


def test_simplified_variant_has_no_market():
    s = new(3, day=2, chests=[RICH] * 3, market=False)
    events = place(s, {})
    assert "market" not in [e.phase for e in events if e.TYPE == "phase_begins"]
    assert s.phase == "resolution" and all(d["bids"] is None for d in s.history)
    assert s.view(0)["variant"]["market"] is False


def test_bids_are_secret_until_everyone_has_bid():
    s = market_state()
    s.apply(0, Bid(gold=1))
    v = s.view(1)
    assert v["seats"][0]["fist"] is None and v["seats"][0]["bid"] is True
    assert v["seats"][0]["chest_count"] == 8        # the fist still counts in the chest
    assert s.view(0)["seats"][0]["fist"] == gems.to_json(gems.one("gold"))


def test_a_closed_fist_still_counts_in_its_chest_until_the_reveal():
    """"En secreto, colocad en vuestro puño cerrado tantas Gemas como queráis apostar de
    vuestro Cofre" ... "El resto devuelve las Gemas de vuestros puños a vuestro Cofre": the
    gems in a closed fist are still the chest's until the fists open, so neither scores()
    nor the seat's running score in its view drops by the fist's value while bidding."""
    s = market_state()
    before = s.scores()
    assert before == [gems.value(gems.from_json(RICH))] * 3 == [12] * 3
    s.apply(0, Bid(gold=1, blue=1))                  # 6 points in the closed fist
    assert s.scores() == before
    assert s.view(0)["seats"][0]["score"] == 12
    assert s.view(0)["seats"][0]["chest"] == gems.to_json(gems.from_json({"gold": 1, "blue": 1, "green": 2, "red": 2}))
    assert s.view(0)["seats"][0]["fist"] == gems.to_json(gems.from_json({"gold": 1, "blue": 1}))
    assert s.view(1)["seats"][0]["score"] is None    # the others never see its points
    s.apply(1, Bid(green=1, red=1))                  # worth 0: it cannot win
    assert s.scores() == before
    events = s.apply(2, Bid())                       # the fists open: seat 0 wins and pays
    assert any(isinstance(e, BidsRevealed) for e in events)
    assert s.scores() == [6, 12, 12]                 # the winner's fist went to the bag; 1's came back


def test_a_bid_comes_from_ones_own_chest_any_size_is_accepted():
    s = market_state(chests=[{"gold": 5, "green": 7}, {}, {"blue": 1}])
    assert s.to_move() == [0, 2]               # seat 1 has nothing to bid: it sits out
    before = s.to_json()
    with pytest.raises(IllegalAction, match="chest holds"):
        s.apply(0, Bid(gold=6))
    with pytest.raises(IllegalAction, match="number of gems"):
        s.apply(0, Bid(gold=-1))
    assert s.to_json() == before
    assert Bid(gold=5, green=7) in s.legal_actions(0)       # listed (issue 19): the legal set is all
    s.apply(0, Bid(gold=5, green=7))


def test_only_bids_worth_more_than_zero_win():
    s = market_state()
    events = bid(s, {0: {"green": 1, "red": 1}, 1: {}, 2: {"red": 2}})
    revealed = next(e for e in events if isinstance(e, BidsRevealed))
    assert list(revealed.winners) == [] and list(revealed.values) == [0, 0, -2]
    assert list(revealed.returned) == [0, 2] and "artifact_used" not in types(events)


def test_top_three_bids_win_ties_clockwise_from_the_dagger():
    assert auction_order([2, 5, 2, 2, 1], dagger=3) == [1, 3, 0]
    assert auction_order([1, 1, 1, 1], dagger=2) == [2, 3, 0]
    assert auction_order([0, 0, 3], dagger=0) == [2]


def test_winners_pay_their_gems_to_the_bag_in_turn_others_take_theirs_back():
    s = market_state(players=5)
    bag = gems.count(s.bag)
    events = bid(s, {0: {"gold": 1}, 1: {"blue": 1}, 2: {"green": 1}, 3: {"gold": 2}, 4: {"blue": 1}})
    revealed = next(e for e in events if isinstance(e, BidsRevealed))
    assert list(revealed.winners) == [3, 0, 1] and sorted(revealed.returned) == [2, 4]
    # the first winner has paid; the others' fists wait for their turn
    assert gems.count(s.bag) == bag + 2
    assert gems.count(s.bids[0]) == 1 and gems.count(s.bids[1]) == 1
    assert s.chests[4] == gems.from_json(RICH)


def test_rum_bottle_looks_at_a_hand_card_then_rearranges_own_ships():
    s = market_state(placements={0: {0: 1, 2: 16}, 1: {0: 0, 1: 2}})   # seat 1 keeps 15
    bid(s, {0: {"gold": 1}})
    events = s.apply(0, UseRum(target=1))
    peek = next(e for e in events if isinstance(e, ShipPeeked))
    assert peek.card == 15 and peek.visible_to == (0,) and peek.redacted().card is None
    assert (1, None) in s.ship_rats and s.step["step"] == "rearrange"
    assert len(s.legal_actions(0)) == 6
    events = s.apply(0, Rearrange(ships=((0, 0), (2, 16))))   # red to island 0, 1 to hand
    assert s.placed[0] == {0: 0, 2: 16} and s.hand(0) == [1]
    assert {(0, 0), (0, None)} <= s.ship_rats and (0, 2) not in s.ship_rats
    assert s.history[-1]["rats"][0] == 3


def test_a_card_with_a_rat_cannot_be_targeted_again():
    s = market_state(placements={0: {0: 1, 2: 16}, 1: {0: 0, 1: 2}, 2: {1: 3, 2: 14}})
    bid(s, {0: {"gold": 2}, 1: {"gold": 1}})
    s.apply(0, UseSpyglass(target=1, island=0))
    s.apply(0, Skip())
    assert s.to_move() == [1]
    legal = s.legal_actions(1)
    assert UseSpyglass(target=0, island=0) not in legal           # face down now
    assert all(not isinstance(a, UseRum) or a.target != 1 for a in legal)
    before = s.to_json()
    with pytest.raises(IllegalAction, match="face down"):
        s.apply(1, UseSpyglass(target=0, island=2))
    assert s.to_json() == before


def test_spyglass_looks_at_a_placed_ship_then_moves_one_gem_with_rats():
    s = market_state(placements={1: {0: 0, 1: 2}})
    bid(s, {2: {"blue": 1}})
    events = s.apply(2, UseSpyglass(target=1, island=1))
    assert next(e for e in events if isinstance(e, ShipPeeked)).card == 2
    assert s.view(2)["islands"][1]["ships"][0]["card"] == 2      # the peek stays in view
    assert s.view(0)["islands"][1]["ships"][0]["card"] is None
    colour = gems.colours_in(s.islands[0])[0]
    s.apply(2, MoveGem(gem=colour, from_island=0, to_island=2))
    assert s.island_rats == {0, 2} and (1, 1) in s.ship_rats
    assert s.history[-1]["rats"][2] == 3


def test_barrel_draws_two_into_the_chest_and_returns_two_in_secret():
    s = market_state(chests=[{"gold": 1}, {}, {}])
    bid(s, {0: {"gold": 1}})
    events = s.apply(0, UseBarrel())
    drawn = next(e for e in events if isinstance(e, GemsDrawn))
    assert drawn.visible_to == (0,) and drawn.count == 2 and gems.count(s.chests[0]) == 2
    before = s.to_json()
    with pytest.raises(IllegalAction, match="exactly 2"):
        s.apply(0, ReturnGems(gold=1))
    assert s.to_json() == before
    s.apply(0, ReturnGems.of(s.chests[0]))
    assert gems.count(s.chests[0]) == 0 and not s.island_rats and not s.ship_rats


def test_map_draws_two_onto_an_island_and_returns_two_of_it():
    s = market_state()
    bid(s, {1: {"green": 1}})
    n = gems.count(s.islands[2])
    s.apply(1, UseMap(island=2))
    assert gems.count(s.islands[2]) == n + 2 and s.island_rats == {2}
    s.apply(1, ReturnGems.of(gems.worst(s.islands[2], 2)))
    assert gems.count(s.islands[2]) == n


def test_each_winner_must_use_a_different_artifact():
    s = market_state()
    bid(s, {0: {"gold": 1}, 1: {"blue": 1}, 2: {"green": 1}})
    s.apply(0, UseBarrel())
    s.apply(0, ReturnGems.of(gems.worst(s.chests[0], 2)))
    assert all(not isinstance(a, UseBarrel) for a in s.legal_actions(1))


def test_artifacts_face_up_again_and_rats_back_after_the_day():
    s = market_state()
    bid(s, {1: {"green": 1}})
    s.apply(1, UseMap(island=2))
    s.apply(1, ReturnGems.of(gems.worst(s.islands[2], 2)))
    assert s.island_rats == {2}
    while s.day == 2:
        seat = s.to_move()[0]
        s.apply(seat, s.legal_actions(seat)[0])
    assert s.day == 3 and all(v is None for v in s.artifacts.values())
    assert not s.island_rats and not s.ship_rats


def test_two_player_variant_first_user_blocks_a_second_artifact():
    s = market_state(players=2, chests=[RICH, RICH])
    bid(s, {0: {"gold": 1}, 1: {"green": 1}})
    s.apply(0, UseBarrel())
    s.apply(0, ReturnGems.of(gems.worst(s.chests[0], 2)))
    assert s.step["step"] == "block" and s.to_move() == [0]
    assert {a.artifact for a in s.legal_actions(0)} == {"rum", "spyglass", "map"}
    s.apply(0, Block(artifact="spyglass"))
    assert s.artifacts["spyglass"] == [0, "blocked"]
    assert s.to_move() == [1]
    assert not any(isinstance(a, (UseSpyglass, UseBarrel)) for a in s.legal_actions(1))
