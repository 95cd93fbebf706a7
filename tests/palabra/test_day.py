"""Preparation, excavation, table talk, decision, resolution, maintenance and the end: a test per rule."""
from __future__ import annotations

import pytest

from game.palabra import SPEC, gems, islands
from game.palabra.actions import Pick, Talk
from game.palabra.events import (IslandLost, IslandRaided, IslandsFilled, ShareBegins,
                                 ShipsRevealed, SignalsRevealed)

from .helpers import new, place, play_random, skip_talk, types


# ---------------------------------------------------------------- preparation
def test_bag_of_180_gems_12_gold_24_violet_36_blue_48_green_60_red():
    s = new(3, day=1)
    total = [a + sum(p[i] for p in s.islands) for i, a in enumerate(s.bag)]
    assert total == [12, 24, 36, 48, 60] and sum(total) == 180


def test_gem_points_gold_4_violet_3_blue_2_green_1_red_minus_1():
    assert gems.POINTS == {"gold": 4, "violet": 3, "blue": 2, "green": 1, "red": -1}


@pytest.mark.parametrize("players", range(3, 9))
def test_ship_cards_one_red_and_two_greens_summing_17(players):
    for seed in range(10):
        s = new(players, seed=seed)
        for hand in s.cards:
            assert hand[0] == 0 and len(hand) == 3 and hand[1] + hand[2] == 17


def test_two_player_hands_red_and_greens_1_3_6_8_or_2_4_5_7():
    hands = {tuple(h) for seed in range(10) for h in new(2, seed=seed).cards}
    assert hands == {(0, 1, 3, 6, 8), (0, 2, 4, 5, 7)}


def test_dagger_holder_chosen_at_random_or_by_setup():
    assert {new(5, seed=k).dagger for k in range(40)} == set(range(5))
    assert new(5, seed=3, dagger=4).dagger == 4


# ---------------------------------------------------------------- phase 1
@pytest.mark.parametrize("players,base", [(2, 2), (3, 5), (4, 4), (5, 4), (6, 3), (7, 3), (8, 2)])
def test_gems_per_island_grow_each_day(players, base):
    for day in range(1, 6):
        s = new(players, day=day)
        assert [gems.count(p) for p in s.islands] == [base + day - 1] * islands.island_count(players)


def test_excavation_fills_from_the_dagger_holders_left_island_clockwise():
    s = new(4, dagger=2, draws=["gold"] * 4 + ["violet"] * 4 + ["blue"] * 4 + ["red"] * 4)
    # Seat 2's left island is island 2, then 3, 0, 1.
    assert s.islands[2] == gems.from_json({"gold": 4})
    assert s.islands[3] == gems.from_json({"violet": 4})
    assert s.islands[0] == gems.from_json({"blue": 4})
    assert s.islands[1] == gems.from_json({"red": 4})


def test_when_the_bag_runs_out_the_last_islands_get_what_is_left():
    # 175 gems in a chest leave 5 red ones in the bag for 8 islands of 2 gems.
    chest = {"gold": 12, "violet": 24, "blue": 36, "green": 48, "red": 55}
    s = new(8, dagger=3, chests=[chest] + [{}] * 7)
    filled = [gems.count(s.islands[i]) for i in islands.fill_order(8, 3)]
    assert filled == [2, 2, 1, 0, 0, 0, 0, 0] and gems.count(s.bag) == 0
    assert islands.fill_order(8, 3)[:3] == [3, 4, 5]


# ---------------------------------------------------------------- table talk
def test_table_talk_is_skipped_in_one_action_and_revealed_together():
    s = new(3, seed=1)
    assert s.phase == "talk" and s.to_move() == [0, 1, 2]
    e0 = s.apply(0, Talk(signals=((0, "share"), (2, "raid"))))
    assert types(e0) == ["decided"]
    assert s.view(1)["my_talk"] is None and s.view(1)["signals"] == []
    s.apply(1, Talk())
    events = s.apply(2, Talk(signals=((2, "share"),)))
    revealed = next(e for e in events if isinstance(e, SignalsRevealed))
    # (seat, island, to_seat, intent): island 0 is between seats 0 and 1.
    assert list(revealed.signals) == [(0, 0, 1, "share"), (0, 2, 2, "raid"), (2, 2, 0, "share")]
    assert s.phase == "decision"


def test_no_talk_option_goes_straight_to_the_decision():
    assert new(3, talk=False).phase == "decision"


# ---------------------------------------------------------------- phase 2
def test_decision_places_one_ship_at_each_neighbouring_island_in_secret():
    s = new(4, seed=3, ships=[[1, 16], [2, 15], [3, 14], [4, 13]], market=False)
    skip_talk(s)
    assert len(s.legal_actions(0)) == 6       # 2 of 3 cards, ordered
    s.apply(0, s.legal_actions(0)[0])
    assert s.view(1)["islands"][0]["ships"][0] == {"seat": 0, "placed": True, "card": None,
                                                   "rat": False}
    assert s.view(0)["islands"][0]["ships"][0]["card"] is not None
    assert s.view(1)["seats"][0]["hand"] is None


def test_ships_are_revealed_together_with_one_event():
    s = new(3, seed=2, market=False)
    events = place(s, {})
    assert types(events).count("ships_revealed") == 1
    revealed = next(e for e in events if isinstance(e, ShipsRevealed))
    assert len(revealed.ships) == 6


# ---------------------------------------------------------------- phase 4
def test_two_greens_share_picking_one_at_a_time_from_the_higher_green():
    s = new(3, ships=[[1, 16], [2, 15], [3, 14]], dagger=0, market=False,
            draws=["gold", "blue", "blue", "red", "red"])
    place(s, {0: {0: 16, 2: 0}, 1: {0: 2, 1: 0}, 2: {1: 3, 2: 14}})
    # island 0: seat 0 (16) and seat 1 (2) share; seat 0 picks first.
    assert s.share["island"] == 0 and s.to_move() == [0]
    assert {a.gem for a in s.legal_actions(0)} == {"gold", "blue", "red"}
    s.apply(0, Pick(gem="gold"))
    assert s.to_move() == [1]
    s.apply(1, Pick(gem="red"))
    s.apply(0, Pick(gem="blue"))
    # blue, red left: seat 1 chooses; then the last gem is dealt without a choice
    s.apply(1, Pick(gem="blue"))
    share = s.history[0]["outcomes"][0]
    assert share["result"] == "share" and share["seats"] == [0, 1]
    assert share["gems"] == [gems.to_json(gems.from_json({"gold": 1, "blue": 1, "red": 1})),
                             gems.to_json(gems.from_json({"blue": 1, "red": 1}))]


def test_odd_island_the_first_picker_gets_one_gem_more():
    s = new(3, ships=[[1, 16], [2, 15], [3, 14]], dagger=0, market=False, draws=["green"] * 5)
    place(s, {0: {0: 16, 2: 0}, 1: {0: 2, 1: 0}, 2: {1: 3, 2: 14}})
    share = s.history[0]["outcomes"][0]
    assert [g["green"] for g in share["gems"]] == [3, 2]


def test_greens_are_swapped_after_sharing():
    s = new(3, ships=[[1, 16], [2, 15], [3, 14]], dagger=0, market=False, draws=["green"] * 15)
    place(s, {0: {0: 16, 2: 0}, 1: {0: 2, 1: 0}, 2: {1: 3, 2: 14}})
    assert s.cards[0] == [0, 1, 2] and s.cards[1] == [0, 15, 16]


def test_green_and_red_the_raider_takes_all_and_no_swap():
    s = new(3, ships=[[1, 16], [2, 15], [3, 14]], dagger=0, market=False)
    before = list(s.islands[0])
    events = place(s, {0: {0: 0, 2: 1}, 1: {0: 2, 1: 15}, 2: {1: 3, 2: 14}})
    raid = next(e for e in events if isinstance(e, IslandRaided) and e.island == 0)
    assert (raid.raider, raid.victim) == (0, 1)
    assert gems.contains(s.chests[0], before)
    assert 2 in s.cards[1] and 0 in s.cards[0]


def test_two_reds_send_the_gems_back_to_the_bag():
    s = new(3, ships=[[1, 16], [2, 15], [3, 14]], dagger=0, market=False)
    bag = list(s.bag)
    island = list(s.islands[0])
    events = place(s, {0: {0: 0, 2: 1}, 1: {0: 0, 1: 15}, 2: {1: 3, 2: 14}})
    lost = next(e for e in events if isinstance(e, IslandLost))
    assert lost.island == 0 and gems.from_json(lost.gems) == island
    assert gems.count(s.bag) >= gems.count(bag)  # the next day's excavation drew again
    assert s.history[0]["outcomes"][0]["result"] == "lost"


def test_islands_resolve_in_fill_order():
    s = new(4, dagger=1, market=False, draws=["green"] * 16)
    events = place(s, {})
    order = [e.island for e in events if isinstance(e, (IslandRaided, IslandLost, ShareBegins))]
    assert order == [1, 2, 3, 0]


# ---------------------------------------------------------------- phase 5 and the end
def test_maintenance_passes_dagger_clockwise_and_advances_the_day():
    s = new(3, dagger=2, market=False, draws=["green"] * 15)
    events = place(s, {})
    assert "day_ends" in types(events) and s.day == 2 and s.dagger == 0
    assert isinstance(next(e for e in events if e.TYPE == "islands_filled"), IslandsFilled)


def test_game_ends_after_day_five_and_chests_open():
    s, _ = play_random(4, 2)
    assert s.is_over() and s.day == 5
    v = s.view(None)
    assert all(seat["chest"] is not None for seat in v["seats"]) and v["winners"]


def test_tie_on_points_goes_to_the_highest_green():
    s = new(3, day=5, ships=[[1, 16], [2, 15], [3, 14]], market=False)
    s.phase = "over"
    s.chests = [gems.from_json({"blue": 1}), gems.from_json({"blue": 1}), gems.from_json({"green": 1})]
    s.bag = [12, 24, 36 - 2, 48 - 1, 60]
    s.islands = [gems.empty() for _ in range(3)]
    assert s.winners() == [0]   # seat 0 holds green 16


def test_chests_are_secret_only_counts_are_public():
    s = new(3, chests=[{"gold": 2}, {"red": 1}, {}])
    v = s.view(1)
    assert v["seats"][1]["chest"] == gems.to_json(gems.from_json({"red": 1}))
    assert v["seats"][0]["chest"] is None and v["seats"][0]["chest_count"] == 2
    assert v["seats"][0]["score"] is None and v["bag"] == {"count": gems.count(s.bag)}
    assert "bag" not in str(v["seats"])


def test_spec_new_state_uses_the_setup_option():
    s = SPEC.new_state(3, 0, {"setup": {"ships": [[1, 16], [2, 15], [3, 14]], "dagger": 1}})
    assert s.cards == [[0, 1, 16], [0, 2, 15], [0, 3, 14]] and s.dagger == 1
