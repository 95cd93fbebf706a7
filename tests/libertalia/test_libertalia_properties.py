"""Seeded random play: invariants after every action, games end, illegal actions refused and
changing nothing, JSON round trips; and what determinize keeps and re-draws."""
from __future__ import annotations

import json

import pytest

from game import IllegalAction, Rng
from game.core.bots import RandomBot
from game.libertalia import SPEC
from game.libertalia.actions import (Heal, Keep, Pick, Recruit, Replay, Serve, Shoot, Slash, Take,
                                     Trade)
from game.libertalia.bots import NormalBot
from game.libertalia.booty import ORDER

from .helpers import new, play

MAX_ACTIONS = 3000


def _probes(rng: Rng, players: int) -> list:
    """A spread of actions of every type, most of them illegal at any given moment."""
    r = lambda: rng.randint(0, 31)  # noqa: E731  (ranks 0 and 31 do not exist)
    k = lambda: rng.choice(ORDER + ("gold",))  # noqa: E731
    seat = lambda: rng.randint(-1, players)  # noqa: E731
    return [Pick(r()), Replay(r()), Recruit(r()), Keep(k()), Shoot(seat(), r()),
            Trade(k(), rng.randint(1, 4)), Heal(r()), Take(k()), Slash(seat(), r()),
            Serve(rng.random() < 0.5)]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_seeded_random_play_keeps_the_invariants_and_refuses_illegal_moves(players):
    for seed in range(4):
        s = SPEC.new_state(players, seed=seed * 7 + players)
        bot, rng = RandomBot(seed), Rng(seed + 50)
        steps = 0
        while not s.is_over():
            steps += 1
            assert steps < MAX_ACTIONS, "the game does not end"
            movers = s.to_move()
            assert movers
            if steps % 5 == 0:
                before = json.dumps(s.to_json(), sort_keys=True)
                for probe in _probes(rng, players):
                    for who in (movers[0], rng.randint(0, players - 1)):
                        if who in movers and probe in s.legal_actions(who):
                            continue
                        with pytest.raises(IllegalAction) as info:
                            s.apply(who, probe)
                        assert str(info.value)
                assert json.dumps(s.to_json(), sort_keys=True) == before
            seat = movers[bot.rng.randrange(len(movers))]
            s.apply(seat, bot.choose(s, seat))
            s.check_invariants()
        assert s.winners() and len(s.history) == 3


@pytest.mark.parametrize("players", [2, 6])
def test_end_to_end_with_the_normal_bot(players):
    s = SPEC.new_state(players, seed=40 + players)
    bots = [NormalBot(i) if i % 2 == 0 else RandomBot(i) for i in range(players)]
    while not s.is_over():
        seat = s.to_move()[0]
        s.apply(seat, bots[seat].choose(s, seat))
        s.check_invariants()
    assert s.winners() and s.view(None)["winners"] == s.winners()
    text = json.dumps(s.to_json(), sort_keys=True)
    assert json.dumps(SPEC.from_json(json.loads(text)).to_json(), sort_keys=True) == text


def test_determinize_redraws_the_rivals_face_down_picks_and_keeps_ones_own():
    s = new(3, deal=[6, 7, 16, 20, 23, 25, 27, 28, 12])
    s.apply(0, Pick(20))
    s.apply(1, Pick(7))
    seen = set()
    for i in range(30):
        w = s.determinize(2, Rng(i))
        assert w.picks[2] is None and json.dumps(w.view(2)) == json.dumps(s.view(2))
        seen.add((w.picks[0], w.picks[1]))
        w.check_invariants()
    assert len(seen) > 5
    assert all(s.determinize(0, Rng(i)).picks[0] == 20 for i in range(5))


def test_determinize_hides_which_card_the_surgeon_took_back():
    s = new(deal=[1, 22, 7, 16, 20, 23, 25, 27, 28])
    play(s, (1, 7), (7, 1), (20, 16), choose=[Replay(16), Replay(28)])
    assert sorted(s.graveyards[0]) == [1] and sorted(s.graveyards[1]) == [1]
    play(s, (22, 25))
    assert 1 in s.hands[0]
    # Red only knows that one of yellow's graveyard went back to hand.
    view = json.dumps(s.view(1))
    for i in range(10):
        w = s.determinize(1, Rng(i))
        assert json.dumps(w.view(1)) == view
        w.check_invariants()


def test_a_refused_action_names_the_choice_expected():
    s = new(deal=[15, 7, 16, 20, 23, 25, 27, 28, 12])
    play(s, (16, 7))
    s.apply(0, Pick(15))
    s.apply(1, Pick(20))
    with pytest.raises(IllegalAction, match="shoot"):
        s.apply(0, Take("goods"))
    with pytest.raises(IllegalAction, match="choices"):
        s.apply(0, Shoot(1, 29))


def test_view_has_the_keys_the_package_docstring_documents():
    s = new(3, deal=[6, 7, 16, 20, 23, 25, 27, 28, 12], booty={1: ["chest", "jewels", "goods"]})
    s.apply(0, Pick(20))
    v = s.view(1)
    assert set(v) == {"game", "viewer", "players", "campaign", "campaigns", "day", "days",
                      "phase", "to_move", "deal", "ship", "booty", "bag", "discarded", "bank",
                      "seats", "pending", "night_waiting", "history", "scores", "winners"}
    assert set(v["seats"][0]) == {"seat", "colour", "colour_name", "doubloons", "score", "den",
                                  "den_booty", "den_hidden", "den_secret", "graveyard", "healed",
                                  "hand", "hand_count",
                                  "hand_unknown", "picked", "pick", "removed", "serve"}
    s.apply(1, Pick(7))
    s.apply(2, Pick(6))
    ship = s.view(None)["ship"]                  # dusk: the Armorer chooses his booty
    assert set(ship[-1]) == {"seat", "rank", "influence", "acted", "active"} and ship[-1]["active"]
