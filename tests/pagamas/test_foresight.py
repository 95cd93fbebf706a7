"""The hard bot's judgement (game.pagamas.foresight): its worlds depend only on what the seat
sees, draw the rivals' hidden dens as their bots would, a captain's deal is weighed and
played whole, and without evidence the search keeps the temperament bot's move."""
from __future__ import annotations

import json

from game import Rng
from game.core import paired
from game.core.bots import decide
from game.pagamas import SPEC, cards, foresight
from game.pagamas.actions import Give
from game.pagamas.levels import crew, evaluate, quick
from game.pagamas.bots import GreedyBot


def _text(d) -> str:
    return json.dumps(d, sort_keys=True)


def _positions(players: int, seed: int, steps: int, every: int = 1):
    s = SPEC.new_state(players, seed)
    bots = [SPEC.make_bot("normal", seed * 7 + x) for x in range(players)]
    for k in range(steps):
        if s.is_over():
            return
        if k % every == 0:
            yield s.clone()
        seat = s.to_move()[0]
        s.apply(seat, decide(bots[seat], s, seat, Rng(seed * 1000 + k)))


def test_a_world_depends_only_on_what_the_seat_sees():
    checked = 0
    for players in (3, 4):
        for state in _positions(players, seed=6, steps=200, every=5):
            if state.step not in ("den", "second", "cards", "vote"):
                continue
            for seat in range(players):
                twin = state.determinize(seat, Rng(500 + seat))
                a = foresight.model_world(state, seat, Rng(3), crew(players, 8))
                b = foresight.model_world(twin, seat, Rng(3), crew(players, 8))
                assert _text(a.to_json()) == _text(b.to_json()), (players, seat, state.step)
                assert _text(a.view(seat)) == _text(state.view(seat))
                checked += 1
    assert checked >= 10


def _night_with_a_rich_rival():
    """A 3-player state in the ambush phase where a rival of the seat to move has chosen its
    den with loot in front of it."""
    for seed in range(40):
        for state in _positions(3, seed, 400):
            if state.phase != "ambush" or not state.to_move():
                continue
            seat = state.to_move()[0]
            rich = [t for t in range(3) if t != seat and state.front[t] and state.dens[t]
                    and not (state.share and state.share["kept_all"])]
            if rich:
                return state, seat, rich[0]
    raise AssertionError("no such night in 40 games")


def test_a_rich_rival_is_modelled_on_the_island_as_often_as_its_bot_goes_there():
    state, seat, rival = _night_with_a_rich_rival()
    n = 200
    modelled = sum(foresight.model_world(state, seat, Rng(k), crew(3, k)).dens[rival]
                   == cards.ISLAND for k in range(n))
    uniform = sum(state.determinize(seat, Rng(k)).dens[rival] == cards.ISLAND for k in range(n))
    assert modelled >= 0.6 * n            # the greedy bot hides loot there 3 times in 4
    assert uniform <= 0.4 * n             # determinize alone: one den in four
    for k in range(20):                   # its laid ambushes stay on its spare dens
        w = foresight.model_world(state, seat, Rng(k), crew(3, k))
        for x in range(3):
            laid = [a["den"] for a in w.ambushes if a["trapper"] == x]
            assert w.dens[x] not in laid and len(laid) == len(set(laid))


def test_a_hard_captain_weighs_whole_deals_and_plays_its_plan_through():
    for state in _positions(3, seed=2, steps=400):
        if state.step == "deal" and not state.share["to"]:
            break
    else:
        raise AssertionError("no deal")
    cap = state.captain
    bot = SPEC.make_bot("hard", 4, effort=40)
    first = decide(bot, state, cap, Rng(1))
    plans = list(bot.bot.search.stats.visits)
    assert all(isinstance(p, tuple) and len(p) == len(state.share["cards"]) for p in plans)
    assert len(plans) == 9                # two cards, three seats: every deal at 3 players
    chosen = [p for p in plans if p[0] == first]
    assert first in state.legal_actions(cap) and chosen
    state.apply(cap, first)
    second = decide(bot, state, cap, Rng(2))
    assert second in state.legal_actions(cap) and isinstance(second, Give)
    assert (first, second) in plans


def test_without_evidence_the_search_keeps_the_temperament_bots_move(monkeypatch):
    monkeypatch.setattr(paired, "MARGIN", 1e9)
    checked = 0
    for state in _positions(3, seed=9, steps=300, every=3):
        if state.step not in ("den", "second", "cards", "vote", "launch", "sides"):
            continue
        seat = state.to_move()[0]
        if len(state.legal_actions(seat)) < 2:
            continue
        own = GreedyBot(11)
        search = foresight.Searcher(1, foresight.Foresight(GreedyBot(11), crew, quick, evaluate),
                                    effort=8)
        view = state.determinize(seat, Rng(5))
        assert search.choose(view.clone(), seat) == own.choose(view.clone(), seat)
        checked += 1
    assert checked >= 5
