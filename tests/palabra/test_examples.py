"""The rulebook's own worked examples, played through ordinary actions.

The table, clockwise: Bárbara (seat 0, the dagger), Marta (1), Marcos (2), Mario (3).
Mario sits between Marcos and Bárbara, as the islands example needs; Marta is nearer
than Marcos to the dagger holder, clockwise, as the auction example says.
"""
from __future__ import annotations

from game.palabra import gems
from game.palabra.actions import Pick
from game.palabra.events import BidsRevealed, GemPicked, GreensSwapped, IslandRaided

from .helpers import bid, new, place, types

BARBARA, MARTA, MARCOS, MARIO = 0, 1, 2, 3
ISLAND_A = 3   # between Mario (3) and Bárbara (0)
ISLAND_B = 2   # between Marcos (2) and Mario (3)
SHIPS = [[1, 16], [3, 14], [2, 15], [8, 9]]


def test_excavation_example_four_players_day_two_five_gems_per_island():
    # "En una partida para 4 personas, el Día 2 ... debe extraer y colocar en cada Isla 5 Gemas"
    s = new(4, day=2, dagger=0)
    assert [gems.count(p) for p in s.islands] == [5, 5, 5, 5]


def test_auction_example_barbara_marta_marcos_win_mario_keeps_his_gem():
    chests = [{"gold": 1, "red": 1}, {"blue": 1}, {"green": 2}, {"green": 1}]
    s = new(4, day=2, dagger=BARBARA, ships=SHIPS, chests=chests)
    place(s, {})
    assert s.phase == "market"
    events = bid(s, {BARBARA: {"gold": 1, "red": 1}, MARCOS: {"green": 2},
                     MARTA: {"blue": 1}, MARIO: {"green": 1}})
    revealed = next(e for e in events if isinstance(e, BidsRevealed))
    # Bárbara 3 PV, Marcos 2, Marta 2, Mario 1.
    assert list(revealed.values) == [3, 2, 2, 1]
    # Bárbara first; Marta before Marcos (nearer the dagger clockwise); Mario uses nothing.
    assert list(revealed.winners) == [BARBARA, MARTA, MARCOS]
    assert list(revealed.returned) == [MARIO]
    assert s.chests[MARIO] == gems.from_json({"green": 1})
    # Bárbara returns her gems to the bag first and must use an artifact.
    assert "bid_paid" in types(events)
    assert s.to_move() == [BARBARA] and s.step["step"] == "use"
    assert s.chests[BARBARA] == gems.empty()
    s.check_invariants()


# Bárbara: green 16 at A; Mario: greens 9 at A and 8 at B; Marcos: red at B. Island 0: two
# reds (lost); island 1: Marta and Marcos share six greens.
EXAMPLE_SHIPS = {BARBARA: {0: 0, ISLAND_A: 16}, MARTA: {0: 0, 1: 3},
                 MARCOS: {1: 2, ISLAND_B: 0}, MARIO: {ISLAND_A: 9, ISLAND_B: 8}}


def islands_example_state():
    # Day 3 with 4 players: 6 gems per island, filled from Bárbara's left (island 0) on.
    island_a = ["gold", "violet", "violet", "green", "green", "red"]
    island_b = ["blue", "blue", "green", "red", "red", "violet"]
    draws = ["green"] * 12 + island_b + island_a
    return new(4, day=3, dagger=BARBARA, ships=SHIPS, draws=draws, market=False)


def test_islands_example_a_green_green_share_then_swap_b_red_green_raid():
    s = islands_example_state()
    assert s.islands[ISLAND_A] == gems.from_json({"gold": 1, "violet": 2, "green": 2, "red": 1})
    place(s, EXAMPLE_SHIPS)
    assert s.phase == "resolution"
    # Island B (Red-Green) was resolved before A: Marcos raids Mario and takes everything
    # (and 3 greens from sharing island 1 with Marta).
    assert s.chests[MARCOS] == gems.from_json({"blue": 2, "green": 1 + 3, "red": 2, "violet": 1})
    assert s.islands[ISLAND_B] == gems.empty()
    # Island A: Bárbara has the higher green and starts.
    assert s.share["island"] == ISLAND_A and s.to_move() == [BARBARA]
    events = []
    for seat, gem in [(BARBARA, "gold"), (MARIO, "violet"), (BARBARA, "violet"),
                      (MARIO, "green"), (BARBARA, "green")]:
        assert s.to_move() == [seat]
        events += s.apply(seat, Pick(gem=gem))
    picked = [(e.seat, e.gem) for e in events if isinstance(e, GemPicked)]
    # "...y él una Roja": the last gem left is Mario's without a choice.
    assert picked[-1] == (MARIO, "red")
    assert s.chests[BARBARA] == gems.from_json({"gold": 1, "violet": 1, "green": 1})
    assert s.chests[MARIO] == gems.from_json({"violet": 1, "green": 1, "red": 1})
    swapped = next(e for e in events if isinstance(e, GreensSwapped))
    assert swapped.island == ISLAND_A
    assert 9 in s.cards[BARBARA] and 16 in s.cards[MARIO]
    assert 16 not in s.cards[BARBARA] and 9 not in s.cards[MARIO]


def test_islands_example_b_no_swap_after_a_raid():
    s = islands_example_state()
    events = place(s, EXAMPLE_SHIPS)
    raid = next(e for e in events if isinstance(e, IslandRaided) and e.island == ISLAND_B)
    assert (raid.raider, raid.victim) == (MARCOS, MARIO)
    assert 0 in s.cards[MARCOS] and 8 in s.cards[MARIO]
