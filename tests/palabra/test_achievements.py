"""The rulebook's achievements, computed from a finished game."""
from __future__ import annotations

import json

from game.palabra import achievements, gems
from game.palabra.achievements import ACHIEVEMENTS, earned, earned_ids

from .helpers import new, play_random


def finished(players=3, **kw):
    s, _ = play_random(players, kw.pop("seed", 1), kw)
    return s


def test_ten_achievements_with_english_titles():
    assert len(ACHIEVEMENTS) == 10
    ids = {a.id for a in ACHIEVEMENTS}
    assert ids == {"impeccable", "expert_traitor", "golden_beak", "collaborator", "auction_king",
                   "rookie_cabin_boy", "undercover_rat", "novice_buccaneer", "tongueless",
                   "iron_knuckle"}
    json.dumps([a.to_json() for a in ACHIEVEMENTS])


def test_nothing_before_the_end():
    assert earned_ids(new(3)) == [[], [], []]


def test_chest_achievements_impeccable_golden_beak_novice_buccaneer():
    s = finished()
    s.chests[0] = gems.from_json({"gold": 5})
    s.chests[1] = gems.from_json({"red": 10})
    got = earned_ids(s)
    assert "impeccable" in got[0] and "golden_beak" in got[0]
    assert "novice_buccaneer" in got[1] and "impeccable" not in got[1]


def test_history_achievements():
    s = finished(4)
    for day in s.history:
        day["outcomes"] = [{"island": 0, "result": "raid", "raider": 0, "victim": 1, "gems": {}},
                           {"island": 1, "result": "raid", "raider": 2, "victim": 1, "gems": {}}]
        day["rats"] = [0, 0, 0, 2]
        day["auction"] = [2, 0] if day["day"] > 1 else []
    got = earned_ids(s)
    assert "expert_traitor" in got[0] and "expert_traitor" in got[2]
    assert "rookie_cabin_boy" in got[1]
    assert "undercover_rat" in got[3]
    assert "auction_king" in got[2]


def test_winner_achievements_collaborator_tongueless_iron_knuckle():
    s = finished(3)
    w = s.winners()[0]
    for day in s.history:
        day["ships"] = [[i, seat, card if seat != w else 5] for i, seat, card in day["ships"]]
        day["signals"] = [x for x in day["signals"] if x[0] != w]
        day["artifacts"] = [x for x in day["artifacts"] if x[0] != w]
    got = earned(s)[w]
    assert {"collaborator", "tongueless", "iron_knuckle"} <= {a.id for a in got}
    loser = next(x for x in range(3) if x != w)
    assert "collaborator" not in earned_ids(s)[loser]


def test_market_and_talk_achievements_need_their_phases():
    s = finished(3, market=False, talk=False)
    got = earned_ids(s)[s.winners()[0]]
    assert "iron_knuckle" not in got and "tongueless" not in got
    assert achievements.BY_ID["auction_king"].title == "Auction king"
