"""Libertalia's decisions in words (scenes/libertalia/choices.decide) and a phone's hand
(scenes/libertalia/phone_hand.hand), built from the seat's view alone: what each option says,
shows and rings, on whole seeded games."""
from __future__ import annotations

from pathlib import Path

import pytest

from game import i18n, shipped
from game.core.rng import Rng
from game.libertalia import SPEC
from game.libertalia.actions import Serve, Shoot, Trade
from game.libertalia.characters import CHARACTERS
from scenes.libertalia.choices import decide
from scenes.libertalia.phone_hand import PICTURES, hand

NAMES = ["Anne", "Jack", "Mary", "Grace", "Henry", "Ching"]


def decisions(players: int, seed: int, moves: int = 2000):
    """(view, decision) for every seat to move at every step of a seeded random game."""
    s = SPEC.new_state(players, seed)
    rng = Rng(seed)
    for _ in range(moves):
        if s.is_over():
            return
        movers = s.to_move()
        for seat in movers:
            view = s.view(seat)
            yield view, decide(view, seat, s.legal_actions(seat), NAMES[:players])
        seat = movers[rng.randrange(len(movers))]
        legal = s.legal_actions(seat)
        s.apply(seat, legal[rng.randrange(len(legal))])


@pytest.fixture(scope="module")
def games():
    return [pair for players, seed in ((2, 1), (4, 7), (6, 3)) for pair in decisions(players, seed)]


def test_every_character_option_says_its_ability_in_a_few_words(games):
    """Issue 40, item 6: a character option is its rank and name ("29 Captain"), its portrait,
    and as its hint the card's own few words of ability (the phone shows it under the choice)."""
    seen = set()
    for _view, d in games:
        for o in d.options:
            if "rank" not in o.data:
                continue
            rank = o.data["rank"]
            c = CHARACTERS[rank]
            assert o.label == f"{rank} {c.name}" and o.hint == c.short, (d.kind, o)
            assert o.picture == f"libertalia/portraits/{rank:02d}.png"
            seen.add(d.kind)
    assert {"pick", "shoot", "slash", "recruit"} <= seen, seen


def test_the_rings_point_at_what_the_seat_sees(games):
    """A den's character is rung in that den, a token of today's booty on today's space."""
    rung = set()
    for view, d in games:
        for o in d.options:
            if not o.ring:
                continue
            rung.add(o.ring[0])
            if o.ring[0] == "den":
                _den, seat, rank = o.ring
                assert rank in view["seats"][seat]["den"] and o.data == {"seat": seat, "rank": rank}
            else:
                _day, day, kind = o.ring
                assert (d.kind, day) == ("take", view["day"]) and kind in view["booty"][day - 1]
    assert rung == {"den", "day"}


def test_every_picture_is_one_the_phones_may_fetch(games):
    """The options' and the hand's pictures lie in the folders of PICTURES, and exist."""
    root = shipped.assets()
    pictures = {o.picture for _view, d in games for o in d.options if o.picture}
    for view, d in games[::50]:
        groups, _figures = hand(view, d.seat, NAMES)
        pictures |= {c["image"] for g in groups for c in g["cards"]}
    assert any(p.startswith("libertalia/booty/") for p in pictures)
    for p in pictures:
        assert p.rsplit("/", 1)[0] in PICTURES and (root / p).is_file(), p


def test_the_gunner_names_whose_den_each_target_lies_in_a_rivals_first():
    d = decide({}, 1, [Shoot(1, 4), Shoot(0, 12)], NAMES[:3])
    assert [o.steps for o in d.options] == [("Anne's den", "12 Freed Slave"), ("Your den", "4 Recruiter")]
    assert d.focus == 0 and d.confirm == "Fire" and not d.secret


def test_the_merchant_names_the_kind_then_how_many_for_what():
    d = decide({}, 0, [Trade("goods", 2), Trade("goods", 3), Trade("map", 2)], NAMES[:2])
    assert [o.steps for o in d.options] == [("Goods", "2 \u2192 +3"), ("Goods", "3 \u2192 +5"),
                                           ("Treasure map", "2 \u2192 +3")]
    assert [o.data for o in d.options][1] == {"kind": "goods", "count": 3}


def test_the_waitress_without_a_map_gives_nothing_away():
    """Asked only because the den holds face-down tokens: one answer, that names no token."""
    d = decide({}, 0, [Serve(False)], NAMES[:2])
    assert [o.label for o in d.options] == ["No map to trade"] and d.options[0].picture is None


def test_the_phone_hand_shows_the_pick_the_hand_and_the_den_from_the_view():
    s = SPEC.new_state(3, 5)
    seat = 1
    rank = s.legal_actions(seat)[0].rank
    s.apply(seat, s.legal_actions(seat)[0])
    groups, figures = hand(s.view(seat), seat, NAMES[:3])
    assert [g["title"] for g in groups] == ["Played face down", "Your hand"]
    assert groups[0]["cards"][0]["title"] == f"{rank} {CHARACTERS[rank].name}"
    assert [c["text"] for c in groups[1]["cards"]] == [CHARACTERS[r].short for r in s.hands[seat]]
    assert figures == [{"label": "Doubloons", "value": "10"}, {"label": "Fortune", "value": "0"}]
    others, _figures = hand(s.view(0), 0, NAMES[:3])
    assert [g["title"] for g in others] == ["Your hand"]          # seat 0 has not picked: nothing face down


@pytest.mark.parametrize("lang", ["es", "it"])
def test_the_hints_speak_the_players_language(lang):
    s = SPEC.new_state(2, 2)
    i18n.set_language(lang)
    try:
        d = decide(s.view(0), 0, s.legal_actions(0), NAMES[:2])
        with_hints = [(o.label, o.hint) for o in d.options]
    finally:
        i18n.set_language("en")
    english = {(f"{r} {c.name}", c.short) for r, c in CHARACTERS.items()}
    assert len(with_hints) == 9 and not set(with_hints) & english
    assert all(label.split(" ", 1)[0].isdigit() and hint for label, hint in with_hints)
