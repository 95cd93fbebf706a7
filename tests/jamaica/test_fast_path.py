"""Jamaica's fast path for trusted play (issue 15, point 4), and what it must not change.

`apply_trusted` runs the same rules as `apply` with no event built and no check, and ends
in the same state; `apply` tells exactly what it told before; `determinize` draws exactly
what it drew before (the bots are tuned at a fixed effort on its stream); `clone` is an
independent copy; the legal actions, shared frozen instances now, are the same values.

The two digests below were computed with the engine as it was before the fast path
(commit b9d30b3): a deliberate change of a rule or of `determinize` must recompute them
(and say so: the bots' tuned figures move with the stream).
"""
from __future__ import annotations

import hashlib
import itertools
import json
import sys

import pytest

from game.core.bots import RandomBot
from game.core.errors import IllegalAction
from game.core.rng import Rng
from game.jamaica import SPEC, events
from game.jamaica import holds as H
from game.jamaica.state import JamaicaState
from tests.fast_path_checks import determinize_digest as seat_determinize_digest
from tests.fast_path_checks import dump, fresh, play_digest

CASES = [(2, {}), (3, {"ghost_ship": True}), (4, {}), (6, {}), (2, {"ghost_ship": True})]
SEEDS = range(3)

STRICT_DIGEST = "5751b91d363c250098ddb51641f7e5de8c9e3034d03f815e4f21a5bdbf863599"
DETERMINIZE_DIGEST = "90a9c0fa3ea0f375413105afa812e5c56e6690e722385fd80ebe4e8aa27ddb4a"


def _text(d) -> str:
    return json.dumps(d, sort_keys=True)


def _games():
    """(players, options, seed, bot) of the seeded random games the digests are made of."""
    for players, options in CASES:
        for seed in SEEDS:
            yield players, options, seed, RandomBot(seed * 10 + players)


def strict_digest() -> str:
    """Every event `apply` tells (its JSON, with who may see it) and every final state, of
    seeded random games through the strict path."""
    h = hashlib.sha256()
    for players, options, seed, bot in _games():
        st = SPEC.new_state(players, seed, options)
        while not st.is_over():
            seat = st.to_move()[0]
            told = st.apply(seat, bot.choose(st, seat))
            h.update(_text([e.to_json() for e in told]).encode())
        h.update(_text(st.to_json()).encode())
    return h.hexdigest()


def determinize_digest() -> str:
    """`determinize(seat, Rng(k))` (the copy and the generator after it) for every seat and a
    spectator, every 5th state of the same games."""
    h = hashlib.sha256()
    k = 0
    for players, options, seed, bot in _games():
        st = SPEC.new_state(players, seed, options)
        step = 0
        while True:
            if step % 5 == 0 or st.is_over():
                for seat in (None, *range(players)):
                    rng = Rng(k)
                    k += 1
                    h.update(_text([st.determinize(seat, rng).to_json(), rng.state]).encode())
            if st.is_over():
                break
            seat = st.to_move()[0]
            st.apply(seat, bot.choose(st, seat))
            step += 1
    return h.hexdigest()


def test_the_strict_path_tells_exactly_what_it_told_before():
    assert strict_digest() == STRICT_DIGEST


def test_determinize_draws_exactly_what_it_drew_before():
    assert determinize_digest() == DETERMINIZE_DIGEST


def test_determinize_depends_only_on_the_state_and_the_generator():
    st = SPEC.new_state(3, 5, {"ghost_ship": True})
    bot = RandomBot(5)
    for _ in range(40):
        seat = st.to_move()[0]
        st.apply(seat, bot.choose(st, seat))
    for seat in (None, 0, 1, 2):
        a, b = Rng(99), Rng(99)
        assert _text(st.determinize(seat, a).to_json()) == _text(st.clone().determinize(seat, b).to_json())
        assert a.state == b.state


class _EventCount:
    """Counts the Event objects built while active (a profile hook on their __init__)."""

    def __init__(self) -> None:
        self.codes = {cls.__init__.__code__ for cls in vars(events).values()
                      if isinstance(cls, type) and issubclass(cls, events.Event)
                      and hasattr(cls.__init__, "__code__")}
        self.built = 0

    def _hook(self, frame, what, arg) -> None:
        if what == "call" and frame.f_code in self.codes:
            self.built += 1

    def __enter__(self) -> "_EventCount":
        self.previous = sys.getprofile()
        sys.setprofile(self._hook)
        return self

    def __exit__(self, *exc) -> None:
        sys.setprofile(self.previous)


def test_the_event_counter_sees_the_strict_path_build_events():
    st = SPEC.new_state(2, 1)
    with _EventCount() as count:
        told = st.apply(st.captain, st.legal_actions(st.captain)[0])
    assert told and count.built == len(told)


@pytest.mark.parametrize("players,options", CASES, ids=[f"{n}p{'-ghost' if o else ''}" for n, o in CASES])
def test_apply_trusted_builds_no_event_and_ends_where_apply_ends(players, options):
    """Action by action the trusted copy equals the strict one (to_json), its to_move and
    legal actions too; not one Event object is built on the trusted side."""
    for seed in SEEDS:
        strict = SPEC.new_state(players, seed, options)
        fast = strict.clone()
        bot = RandomBot(seed + 77)
        built = 0
        while not strict.is_over():
            seat = strict.to_move()[0]
            assert fast.to_move() == strict.to_move()
            assert fast.legal_actions(seat) == strict.legal_actions(seat)
            action = bot.choose(strict, seat)
            strict.apply(seat, action)
            with _EventCount() as count:
                result = fast.apply_trusted(seat, action)
            built += count.built
            assert result is None
            assert _text(fast.to_json()) == _text(strict.to_json())
        assert built == 0
        assert fast.winners() == strict.winners() and fast.ghost_won() == strict.ghost_won()


def test_apply_stays_strict():
    """The trusted path checks nothing, the strict one as much as ever: a move of a seat not
    to move, an action not legal now, are refused and leave the state as it was."""
    st = SPEC.new_state(2, 3)
    before = _text(st.to_json())
    other = 1 - st.captain
    with pytest.raises(IllegalAction):
        st.apply(other, st.legal_actions(st.captain)[0])
    for seat in range(2):
        with pytest.raises(IllegalAction):
            st.apply(seat, SPEC.action_from_json({"type": "sail", "to": 3}))
    assert _text(st.to_json()) == before


def test_legal_actions_are_new_lists_of_the_same_values():
    """Shared action instances are frozen values: equal (and hashed alike) to fresh ones, and
    the list handed out is the caller's (changing it changes nothing for the next call)."""
    seen = 0
    for players, options, seed, bot in _games():
        st = SPEC.new_state(players, seed, options)
        while not st.is_over():
            seat = st.to_move()[0]
            movers = st.to_move()
            movers.append(99)
            assert 99 not in st.to_move()
            legal = st.legal_actions(seat)
            fresh = [SPEC.action_from_json(a.to_json()) for a in legal]
            assert legal == fresh and [hash(a) for a in legal] == [hash(a) for a in fresh]
            legal.clear()
            assert st.legal_actions(seat) == fresh
            seen += len(fresh)
            st.apply(seat, bot.choose(st, seat))
    assert seen > 1000


def _combat_state() -> JamaicaState:
    """A 2-player game in the middle of a combat (its task holds lists)."""
    for seed in range(200):
        st = SPEC.new_state(2, seed)
        bot = RandomBot(seed)
        while not st.is_over():
            if st.stack and st.stack[-1]["t"] == "combat":
                return st
            seat = st.to_move()[0]
            st.apply(seat, bot.choose(st, seat))
    raise AssertionError("no combat reached")


def test_clone_is_an_independent_copy():
    st = _combat_state()
    before = _text(st.to_json())
    twin = st.clone()
    assert _text(twin.to_json()) == before
    # change every part of the copy in place: the original does not move
    twin.stack[-1]["powder"][0] = 9
    twin.stack[-1]["roll"][1] = 4
    twin.stack[0]["t"] = "end_turn"
    for sh in twin.ships:
        sh.holds[0][1] += 1
        sh.holds.append([None, 0])
        sh.face_up.append("x")
        sh.hidden.append("y")
        sh.space += 1
    for name in ("decks", "hands", "discards"):
        for pile in getattr(twin, name):
            pile.append("z")
    for name in ("tokens", "treasure_deck", "removed", "chosen", "revealed", "fixed_dice",
                 "fixed_combat"):
        getattr(twin, name).append(1)
    twin.bank["gold"] += 1
    twin.rng.next64()
    if twin.dice:
        twin.dice[0] = 0
    assert _text(st.to_json()) == before
    # and playing on the copy leaves the original alone
    again = st.clone()
    while not again.is_over():
        seat = again.to_move()[0]
        again.apply_trusted(seat, again.legal_actions(seat)[0])
    assert _text(st.to_json()) == before


def test_payments_remembered_equal_payments_worked_out():
    """The remembered ways to pay (one pile: the pile pays) are the ways `_payments` works
    out, for every set of holds of a sweep (5 holds, and 6 with the 6th hold)."""
    piles = [(None, 0), ("food", 1), ("food", 3), ("gold", 2)]
    checked = 0
    for size in (5, 6):
        for combo in itertools.product(piles, repeat=size):
            holds = [list(h) for h in combo]
            for amount in range(1, H.total(holds, "food") + 1):
                assert H.payments(holds, "food", amount) == H._payments(holds, "food", amount), (holds, amount)
                checked += 1
    assert checked > 5_000


# Recorded on main at 07588e4, before the task stack was made quicker (issue 24, item 5):
# (players, options, play_digest, fast_path_checks.determinize_digest, trusted_digest).
DIGESTS = [
    (2, {}, "11a8da21ea6c77523878", "b00fd2ff2e619ca3ad43", "3a82288ad9e4578e4c61"),
    (2, {"ghost_ship": True}, "65f5de4eb24ef84b43bc", "9e288cf644efd26e433d", "46a6e173c70dfe8a1cc9"),
    (3, {"ghost_ship": True}, "b7af57e0d85686053459", "bdf5f56ee2c83c02a6dc", "4b7bffc5556299a652fa"),
    (4, {}, "21b82fe0fbddbbc1fd3b", "63ba4b5f67a03afee153", "76077a17653d15ce69cb"),
    (6, {}, "83a404380fad78102e1b", "62250354a5570616f708", "26d8b4d0a83812a35b30"),
]
DIGEST_IDS = [f"{n}p{'-ghost' if o else ''}" for n, o, *_ in DIGESTS]


def trusted_digest(players: int, options: dict) -> str:
    """The bench's trusted loop (bench/playouts.py) over three seeded games, digested: who is to
    move, the mover's legal actions in order and the state after each `apply_trusted`."""
    h = hashlib.sha256()
    for seed in range(3):
        st = SPEC.new_state(players, seed, options)
        rng = Rng(seed)
        while not st.is_over():
            movers = st.to_move()
            legal = st.legal_actions(movers[0])
            h.update(repr((movers, legal)).encode())
            st.apply_trusted(movers[0], legal[rng.randrange(len(legal))])
            h.update(dump(st).encode())
    return h.hexdigest()[:20]


@pytest.mark.parametrize("players,options,play,_det,_trusted", DIGESTS, ids=DIGEST_IDS)
def test_the_rules_answer_as_they_always_did(players, options, play, _det, _trusted):
    """Who moves, every seat's legal actions in order, the events and the states of random games."""
    assert play_digest(SPEC, players, options) == play


@pytest.mark.parametrize("players,options,_play,det,_trusted", DIGESTS, ids=DIGEST_IDS)
def test_determinize_draws_what_it_always_drew_at_every_table(players, options, _play, det, _trusted):
    assert seat_determinize_digest(SPEC, players, options) == det


@pytest.mark.parametrize("players,options,_play,_det,trusted", DIGESTS, ids=DIGEST_IDS)
def test_the_trusted_path_plays_as_it_always_did(players, options, _play, _det, trusted):
    assert trusted_digest(players, options) == trusted


def _answers(st) -> tuple:
    return st.to_move(), [st.legal_actions(s) for s in range(st.players)], st.is_over()


@pytest.mark.parametrize("players,options", [(2, {"ghost_ship": True}), (6, {})], ids=["2p-ghost", "6p"])
def test_copies_answer_as_a_state_built_afresh_from_their_json(players, options):
    """A clone and a determinized copy say who is to move and what each seat may do exactly as
    a state built from the same JSON does (nothing a copy carries over from the original may
    answer for it), at every step of seeded games, the trusted path played on after each."""
    for seed in range(2):
        st = SPEC.new_state(players, seed, options)
        rng = Rng(seed + 11)
        while not st.is_over():
            seat = rng.randrange(players + 1)
            for copy in (st.clone(), st.determinize(seat if seat < players else None, Rng(seed))):
                assert _answers(copy) == _answers(fresh(copy))
                if not copy.is_over():
                    mover = copy.to_move()[0]
                    copy.apply_trusted(mover, copy.legal_actions(mover)[0])
                    assert _answers(copy) == _answers(fresh(copy))
            mover = st.to_move()[0]
            legal = st.legal_actions(mover)
            st.apply_trusted(mover, legal[rng.randrange(len(legal))])
