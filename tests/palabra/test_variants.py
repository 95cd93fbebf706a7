"""The 2-player variant (applies by itself with 2 players) and the simplified variant."""
from __future__ import annotations

from game.palabra import gems, islands

from .helpers import new, place, skip_talk


def test_two_players_four_islands_in_the_middle():
    s = new(2, seed=1)
    assert len(s.islands) == 4 and s.view(0)["variant"]["two_player"]
    assert all(s.seats_at(i) == (0, 1) for i in range(4))


def test_two_players_place_four_of_five_cards_one_at_each_island():
    s = new(2, seed=1)
    skip_talk(s)
    legal = s.legal_actions(0)
    assert len(legal) == 120 and all(len(a.ships) == 4 for a in legal)
    s.apply(0, legal[0])
    assert len(s.hand(0)) == 1


def test_two_players_use_the_eight_player_gems():
    for day in range(1, 6):
        assert islands.gems_per_island(2, day) == islands.gems_per_island(8, day)
        assert [gems.count(p) for p in new(2, day=day).islands] == [2 + day - 1] * 4


def test_two_players_each_island_resolves_between_both():
    s = new(2, ships=[[1, 3, 6, 8], [2, 4, 5, 7]], market=False, draws=["gold"] * 8)
    place(s, {0: {0: 0, 1: 1, 2: 3, 3: 6}, 1: {0: 2, 1: 0, 2: 4, 3: 5}})
    out = {o["island"]: o for o in s.history[0]["outcomes"]}
    assert out[0]["result"] == "raid" and out[0]["raider"] == 0
    assert out[1]["result"] == "raid" and out[1]["raider"] == 1
    assert out[2]["result"] == "share" and out[3]["result"] == "share"


def test_simplified_variant_never_opens_the_market():
    from .helpers import play_random
    s, log = play_random(4, 3, {"market": False})
    assert not any(a.TYPE in ("bid", "use_rum", "use_map", "use_barrel", "use_spyglass")
                   for _, a in log)
    assert all(not d["artifacts"] for d in s.history)
