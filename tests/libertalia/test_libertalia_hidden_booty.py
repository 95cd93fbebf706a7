"""Booty lies face down in a den: «el jugador coloca la ficha de botín elegida boca abajo en su
guarida». What a character took at dusk everyone saw leave the day space; what the Spanish Spy
draws from the bag nobody saw: the rivals learn how many, the owner which, the count shows them.

Two seats. Seat 0's character takes the officer of day 1 (and is discarded by it); the Spy
(17) then trades that officer for a token drawn from the bag, face down.
"""
from __future__ import annotations

import json

import pytest

from game import Rng
from game.libertalia import booty
from game.libertalia.actions import Keep, Pick, Serve, Take
from game.libertalia.events import BootyDrawn, BootyMoved, BootyRevealed, CampaignScored

from .helpers import new, of, play

def spied(bag=("chest",), deal=(17, 7, 16, 20, 23, 25, 28, 12, 6)):
    """Day 1: seat 0's Armorer takes the officer; day 2: its Spy trades it for a bag token."""
    s = new(deal=list(deal), booty={1: ["officer", "goods"]}, bag=list(bag))
    play(s, (20, 7), choose=[Take("officer")])
    ev = play(s, (17, 16))
    return s, ev


def test_the_spys_draws_go_into_the_den_face_down_rivals_see_how_many():
    """«el jugador coloca la ficha de botín elegida boca abajo en su guarida»: nobody saw the
    Spy's draw, so the rival (and a spectator) learn only how many; the owner sees them."""
    s, ev = spied()
    assert sorted(s.den_booty[0]) == ["chest", "goods"] and s.den_hidden[0] == ["chest"]
    drawn = of(ev, BootyDrawn, seat=0)[0]
    assert drawn.visible_to == (0,) and drawn.kinds == ("chest",)
    assert drawn.redacted().kinds is None and drawn.redacted().count == 1
    assert not of(ev, BootyMoved, source="bag")            # no public event names the draw
    rival, spectator, owner = s.view(1)["seats"][0], s.view(None)["seats"][0], s.view(0)["seats"][0]
    for v in (rival, spectator):
        assert v["den_booty"] == {"goods": 1} and v["den_hidden"] == 1 and v["den_secret"] == {}
        assert "chest" not in json.dumps(v)
    assert owner["den_booty"] == {"chest": 1, "goods": 1} and owner["den_hidden"] == 0
    assert owner["den_secret"] == {"chest": 1}


def test_booty_taken_at_dusk_stays_shown():
    """What a player took at dusk was seen by all as it left the day space."""
    s, _ = spied()
    assert s.view(0)["seats"][1]["den_booty"] == {"goods": 2} and s.view(0)["seats"][1]["den_hidden"] == 0


def test_the_count_at_the_day_of_rest_reveals_them():
    s, _ = spied()
    play(s, (23, 23), (25, 25), (28, 28))
    tokens = list(s.den_booty[0])
    assert s.view(1)["seats"][0]["den_hidden"] == 1
    ev = play(s, (12, 12))
    taken = [k for e in of(ev, BootyMoved, source="day", to_seat=0) for k in e.kinds]
    shown = of(ev, BootyRevealed, seat=0)
    assert shown and shown[0].kinds == ("chest",) and shown[0].visible_to is None
    assert ev.index(shown[0]) < ev.index(of(ev, CampaignScored)[0])
    assert s.history[0]["fortunes"][0]["booty"] == booty.value(tokens + taken)
    assert s.den_hidden == [[], []]


def test_determinize_redraws_a_rivals_face_down_tokens_from_what_it_cannot_rule_out():
    """For the rival, the Spy's token is any of the tokens it has not seen (the bag and that
    token together); the copy looks the same to it. The owner's copy keeps its own."""
    s, _ = spied()
    pool = sorted(s.bag + ["chest"])
    kinds = set()
    for k in range(40):
        c = s.determinize(1, Rng(k))
        assert json.dumps(c.view(1), sort_keys=True) == json.dumps(s.view(1), sort_keys=True)
        assert len(c.den_hidden[0]) == 1 and c.den_hidden[0][0] in c.den_booty[0]
        assert sorted(c.bag + c.den_hidden[0]) == pool
        c.check_invariants()
        kinds.add(c.den_hidden[0][0])
    assert len(kinds) >= 3                                   # not always the chest
    for k in range(5):
        assert s.determinize(0, Rng(k)).den_hidden[0] == ["chest"]


def test_a_face_down_token_that_leaves_the_den_is_shown_one_seen_goes_first():
    """The Preacher keeps one token and discards the rest in sight of all: keeping the face-down
    one keeps it hidden; discarding it shows it."""
    for keep, seen, hidden in (("chest", {"goods": 1}, 1), ("goods", {"goods": 2}, 0)):
        s, _ = spied()
        play(s, (6, 23), choose=[Keep(keep)])              # then dusk: one more goods
        rival = s.view(1)["seats"][0]
        assert (rival["den_booty"], rival["den_hidden"]) == (seen, hidden), keep
        s.check_invariants()


def test_the_monkey_hands_face_down_relics_over_in_sight_of_all():
    s, _ = spied(bag=("relic",), deal=(17, 7, 16, 20, 23, 25, 28, 12, 2))
    assert s.view(1)["seats"][0]["den_hidden"] == 1
    play(s, (2, 23))
    assert s.view(1)["seats"][0]["den_hidden"] == 0 and s.view(0)["seats"][1]["den_booty"].get("relic") == 1


@pytest.mark.parametrize("drawn,legal", [("chest", [Serve(False)]), ("map", [Serve(True), Serve(False)])])
def test_the_waitress_question_tells_nothing_about_face_down_tokens(drawn, legal):
    """A Waitress whose den holds a face-down token is asked at night whatever it is (without a
    map her one answer is to keep): the rival cannot tell a map from the question. Trading a
    face-down map shows it."""
    s = new(deal=[17, 7, 16, 20, 8, 25, 28, 12, 6], booty={1: ["officer", "goods"]}, bag=[drawn])
    play(s, (20, 7), choose=[Take("officer")])
    play(s, (8, 16))                                         # the Waitress goes to the den
    for seat, rank in ((0, 17), (1, 12)):
        s.apply(seat, Pick(rank))
    while s.phase != "night":
        seat = s.to_move()[0]
        s.apply(seat, s.legal_actions(seat)[0])
    assert s.night_waiting == [0] and s.view(1)["night_waiting"] == [0]
    assert s.legal_actions(0) == legal
    if drawn == "map":
        purse = s.doubloons[0]
        s.apply(0, Serve(True))
        assert "map" in s.discarded and s.doubloons[0] >= purse + 3 and s.den_hidden[0] == []
    s.check_invariants()
