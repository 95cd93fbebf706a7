"""Palabra de Pirata's fast path for trusted play (issue 15, point 4): apply_trusted reaches
apply's states and builds no events; `moves` answers what to_move says; clones stay
independent; determinize draws what it always drew."""
from __future__ import annotations

import pytest

from game.core.rng import Rng
from tests.fast_path_checks import determinize_digest, dump, fresh, play_digest, spy_on_events
from game.palabra import SPEC, artifacts, day, decision, gems, market, resolution

TABLES = [(2, {}), (3, {}), (5, {}), (8, {}), (4, {"market": False}), (3, {"talk": False}),
          (6, {"market": False, "talk": False})]


# Who moves, every seat's legal actions in order, the events apply returns and the states of
# three seeded random games (tests.fast_path_checks.play_digest): recorded on main at 07588e4,
# before the decision's placements were made quicker (issue 24, item 5). A saved journal
# replays to the same game only if these stay.
PLAY_DIGESTS = [
    (2, {}, "185289ad49f302c6f21b"),
    (3, {}, "346e48ee058546c65fbb"),
    (4, {"market": False}, "8ea97e6ec3d02cfd1740"),
    (5, {}, "39ceb4afdc3066e77888"),
    (6, {"market": False, "talk": False}, "56be6b35629c0f73f1fb"),
    (8, {}, "14c3e85503c2767a0ba3"),
]


@pytest.mark.parametrize("players,options,digest", PLAY_DIGESTS,
                         ids=["2p", "3p", "4p-plain-market", "5p", "6p-plain", "8p"])
def test_the_rules_answer_as_they_always_did(players, options, digest):
    assert play_digest(SPEC, players, options) == digest


@pytest.mark.parametrize("players,options", TABLES, ids=[f"{n}p-{'-'.join(o) or 'base'}" for n, o in TABLES])
def test_trusted_play_reaches_the_strict_states(players, options):
    """Random games played both ways end every action in the same state (every seat of a
    simultaneous phase takes its turn in a random order)."""
    for seed in range(4):
        strict = SPEC.new_state(players, seed, options)
        fast = strict.clone()
        rng = Rng(seed + 21)
        steps = 0
        while not strict.is_over():
            movers = strict.to_move()
            assert fast.to_move() == movers
            seat = movers[rng.randrange(len(movers))]
            legal = strict.legal_actions(seat)
            assert fast.legal_actions(seat) == legal
            action = legal[rng.randrange(len(legal))]
            assert strict.apply(seat, action)                 # the strict path tells what happened
            assert fast.apply_trusted(seat, action) is None
            assert dump(fast) == dump(strict), (seed, steps, action)
            steps += 1
        assert fast.winners() == strict.winners()


def test_moves_is_to_move_and_others_have_nothing():
    for players in (2, 5):
        state = SPEC.new_state(players, seed=1)
        rng = Rng(3)
        while True:
            movers = state.to_move()
            for seat in (*range(-1, players + 1), True, 1.0, None, "0"):
                assert state.moves(seat) == (seat in movers), (state.phase, seat)
            for seat in range(players):
                if seat not in movers:
                    assert state.legal_actions(seat) == []
            if state.is_over():
                break
            seat = movers[rng.randrange(len(movers))]
            legal = state.legal_actions(seat)
            state.apply_trusted(seat, legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("players", [2, 4])
def test_trusted_play_builds_no_events(monkeypatch, players):
    made = spy_on_events(monkeypatch, [artifacts, day, decision, market, resolution])
    state = SPEC.new_state(players, seed=6)
    probe = state.clone()
    rng = Rng(2)
    while not probe.is_over():
        seat = probe.to_move()[0]
        legal = probe.legal_actions(seat)
        probe.apply(seat, legal[rng.randrange(len(legal))])
    assert {"Decided", "GemPicked", "DayEnds", "GameOver"} <= set(made), "the spy sees the strict path's events"
    made.clear()
    while not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.apply_trusted(seat, legal[rng.randrange(len(legal))])
    assert made == []


def test_clones_share_only_finished_days():
    """A clone's record of today is its own; the finished days are never written again."""
    state = SPEC.new_state(3, seed=2)
    rng = Rng(4)
    while state.day < 3:
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.apply_trusted(seat, legal[rng.randrange(len(legal))])
    copy = state.clone()
    before = dump(state)
    while not copy.is_over():
        seat = copy.to_move()[0]
        legal = copy.legal_actions(seat)
        copy.apply_trusted(seat, legal[rng.randrange(len(legal))])
    assert dump(state) == before
    assert copy.history[-1] is not state.history[-1]


# determinize(seat, Rng(k)).to_json() of every seat (and a spectator) every 5th action of three
# seeded random games, digested: recorded before the fast path (main at b9d30b3). Bots tuned at
# a fixed effort depend on this stream staying the same.
DETERMINIZE_DIGESTS = [
    (2, {}, "4e9852e30099d1813afb"),
    (5, {}, "b7adcd2c4bef06e23ffe"),
    (8, {}, "09f51ed1fe6d2dc0c413"),
    (3, {"market": False, "talk": False}, "2c62955682e9dcdf9b97"),
]


@pytest.mark.parametrize("players,options,digest", DETERMINIZE_DIGESTS, ids=["2p", "5p", "8p", "3p-plain"])
def test_determinize_draws_what_it_always_drew(monkeypatch, players, options, digest):
    # The random walk that reaches the states bids from the short list legal_actions gave when
    # these were recorded (market.candidate_bids; it now lists every bid, issue 19): what is
    # pinned is determinize, not the walk.
    monkeypatch.setattr(market, "legal", lambda s, seat: list(market.candidate_bids(s.chests[seat])))
    assert determinize_digest(SPEC, players, options) == digest


def _plain_rearranges(s, seat):
    """The rum bottle's re-placements as the rules say them, computed afresh (no cache)."""
    import itertools
    fixed = artifacts.fixed_cards(s, seat)
    mine = sorted(s.islands_of(seat))
    free_islands = [i for i in mine if i not in fixed]
    free_cards = [c for c in s.cards[seat] if c not in fixed.values()]
    out = []
    for perm in itertools.permutations(free_cards, len(free_islands)):
        ships = {**dict(zip(free_islands, perm)), **{i: c for i, c in fixed.items() if i is not None}}
        out.append(tuple((i, ships[i]) for i in mine))
    return out


def _plain_gem_moves(s):
    free = [i for i in range(len(s.islands)) if i not in s.island_rats]
    return [(c, a, b) for a in free for c, n in zip(gems.COLOURS, s.islands[a]) if n
            for b in free if b != a]


def _plain_uses(s, seat):
    """The artifacts' uses open to `seat` as the rules say them, computed afresh (no cache)."""
    up = [a for a in artifacts.NAMES if s.artifacts[a] is None]
    others = [t for t in range(s.players) if t != seat]
    out = []
    if "rum" in up:
        out += [("use_rum", t) for t in others if (t, None) not in s.ship_rats]
    if "spyglass" in up:
        looks = [("use_spyglass", t, i) for t in others for i in sorted(s.placed[t] or {})
                 if (t, i) not in s.ship_rats]
        out += looks or [("use_spyglass", None, None)]
    if "barrel" in up:
        out.append(("use_barrel",))
    if "map" in up:
        out += [("use_map", i) for i in range(len(s.islands)) if i not in s.island_rats]
    return out


def _uses_of(s, seat):
    return [(a.TYPE, *[v for k, v in sorted(a.to_json().items(), reverse=True) if k != "type"])
            for a in artifacts.uses(s, seat)]


def _check_cached_lists(s):
    seat = s.step["seat"]
    if s.step["step"] == "use":
        assert _uses_of(s, seat) == _plain_uses(s, seat)
    if s.step["step"] == "rearrange":
        assert [a.ships for a in s.legal_actions(seat)] == _plain_rearranges(s, seat)
    if s.step["step"] in ("use", "move"):
        plain = _plain_gem_moves(s)
        assert artifacts.can_move_gem(s) == bool(plain)
        assert [(m.gem, m.from_island, m.to_island) for m in artifacts.gem_moves(s)] == plain


@pytest.mark.parametrize("players", [2, 3, 6])
def test_cached_artifact_lists_answer_for_played_and_hand_edited_states(players):
    """The re-placements and gem moves are remembered per hand, islands, rats and colours
    present, never per state: a state edited by hand (gems moved, rats placed, cards swapped,
    as a bot's determinized copy may be) gets the list the rules give it, in the same order."""
    seen = 0
    for seed in range(12):
        state = SPEC.new_state(players, seed=seed)
        rng = Rng(seed + 5)
        while not state.is_over():
            if state.phase == "artifacts" and state.step:
                seen += 1
                _check_cached_lists(state)
                edited = state.determinize(state.step["seat"], rng)
                other = (state.step["seat"] + 1) % players
                edited.islands[0], edited.islands[-1] = edited.islands[-1], [0, 0, 0, 0, 1]
                edited.island_rats ^= {1}
                edited.cards[edited.step["seat"]], edited.cards[other] = (
                    edited.cards[other], edited.cards[edited.step["seat"]])
                if edited.step["step"] == "rearrange":
                    edited.ship_rats = {r for r in edited.ship_rats if r[0] != edited.step["seat"]}
                    edited.placed[edited.step["seat"]] = dict(zip(
                        sorted(edited.islands_of(edited.step["seat"])), edited.cards[edited.step["seat"]]))
                _check_cached_lists(edited)
                edited.islands = [gems.empty() for _ in edited.islands]    # nothing left to move
                _check_cached_lists(edited)
                edited.placed[other] = None            # not a state of the phase: found afresh
                if edited.step["step"] == "use":
                    _check_cached_lists(edited)
            movers = state.to_move()
            seat = movers[rng.randrange(len(movers))]
            legal = state.legal_actions(seat)
            state.apply_trusted(seat, legal[rng.randrange(len(legal))])
    assert seen > 20


@pytest.mark.parametrize("players", [2, 5, 8])
def test_who_moves_is_kept_only_as_long_as_it_holds(players):
    """Who is to move is kept from one action to the next (worked out once per transition):
    after every action, and in a clone, a determinized copy, the hard bot's copy with the
    others' choices opened, and a copy edited by hand then `changed()`, to_move and every
    seat's legal actions are those of a state built afresh from the same JSON."""
    from game.palabra.judgement import open_choices

    def same_as_fresh(st):
        afresh = fresh(st)
        assert st.to_move() == afresh.to_move()
        for s in range(players):
            assert st.legal_actions(s) == afresh.legal_actions(s)
            assert st.moves(s) == afresh.moves(s)

    for seed in range(3):
        state = SPEC.new_state(players, seed=seed)
        rng = Rng(seed + 9)
        while not state.is_over():
            movers = state.to_move()
            seat = movers[rng.randrange(len(movers))]
            for copy in (state.clone(), state.determinize(seat, rng), state.determinize(None, rng),
                         open_choices(state, seat)):
                same_as_fresh(copy)
            if state.phase in ("talk", "decision", "market") and len(movers) < players:
                edited = state.clone()
                edited.to_move()
                done = next(t for t in range(players) if t not in movers)
                edited.talk_choice[done] = None if state.phase == "talk" else edited.talk_choice[done]
                if state.phase == "decision":
                    edited.placed[done] = None
                if state.phase == "market":
                    gems.add(edited.chests[done], edited.bids[done])
                    edited.bids[done], edited.bid_done[done] = gems.empty(), False
                edited.changed()
                assert done in edited.to_move()
                same_as_fresh(edited)
            legal = state.legal_actions(seat)
            state.apply_trusted(seat, legal[rng.randrange(len(legal))])
            same_as_fresh(state)


def test_a_quick_draw_takes_the_gems_and_random_draws_of_one_by_one():
    """gems.draw_onto draws as many gems as draw_index one at a time would, the same colours
    from the same Rng calls (the generator ends in the same state), the pile credited with
    them, and says how many it drew: bags of every size, short and empty ones included, with
    and without a set-up's forced colours or a list of the colours' order."""
    maker = Rng(11)
    for case in range(400):
        bag = [maker.randrange(4) if case % 3 else maker.randrange(40) for _ in gems.COLOURS]
        k = maker.randrange(9)
        forced = [gems.COLOURS[maker.randrange(5)] for _ in range(maker.randrange(3))] if case % 4 == 0 else []
        order = [] if case % 5 == 0 else None
        seed = maker.randrange(1 << 30)
        pile = [maker.randrange(3) for _ in gems.COLOURS]
        slow_bag, slow_pile, slow_forced, slow_rng, slow_order = list(bag), list(pile), list(forced), Rng(seed), []
        drawn = 0
        for _ in range(k):
            i = gems.draw_index(slow_bag, slow_rng, slow_forced)
            if i < 0:
                break
            slow_pile[i] += 1
            slow_order.append(i)
            drawn += 1
        fast_rng = Rng(seed)
        assert gems.draw_onto(bag, fast_rng, forced, pile, k, order) == drawn, case
        assert (bag, pile, forced, fast_rng.state) == (slow_bag, slow_pile, slow_forced, slow_rng.state), case
        if order is not None:
            assert order == slow_order, case


def test_the_tables_kept_per_table_answer_as_the_rules():
    """The partner seats of every island (islands.partners), the fill order (a fresh list each
    time: the resolution pops its copy), the 2-player flag kept on the state, and the face-up
    artifacts (listed in C) answer as the plain rules, in played, cloned, determinized and
    reloaded states."""
    from game.palabra import islands
    for players in range(2, 9):
        for island, partner in enumerate(islands.partners(players)):
            a, b = islands.seats_at(players, island)
            assert partner == {a: islands.other_seat(players, island, a), b: islands.other_seat(players, island, b)}
        for dagger in range(players):
            order = islands.fill_order(players, dagger)
            order.pop()
            n = islands.island_count(players)
            expected = list(range(n)) if players == 2 else [(dagger + k) % n for k in range(n)]
            assert islands.fill_order(players, dagger) == expected
    for players in (2, 3):
        state = SPEC.new_state(players, seed=4)
        rng = Rng(8)
        while not state.is_over():
            for copy in (state, state.clone(), state.determinize(0, rng), SPEC.from_json(state.to_json())):
                assert copy.two_player == (players == 2)
                assert artifacts.face_up(copy) == tuple(a for a in artifacts.NAMES if copy.artifacts[a] is None)
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            state.apply_trusted(seat, legal[rng.randrange(len(legal))])
