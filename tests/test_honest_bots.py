"""Honest bots by construction: a bot decides on `state.determinize(seat, rng)`, never the true state.

Issue 10, item 6: "a bot decides on `state.determinize(seat, rng)` (or on its view),
never on the true state; the table's bot worker hands it that copy. A test per game:
two states that differ only in what a seat cannot see give that seat's bots the same
decision." Every bot is asked through `Match.bot_choice`, the door the table's worker
uses, on twin states: one the game really reached, and one that differs only in what
the deciding seat cannot see (another seat's hidden cards, gems or ships, the deck's or
the bag's order, the state's own generator).
"""
from __future__ import annotations

import json
import zlib

import pytest

import game
from game.core.bots import RandomBot
from game.core.match import Match, Seat
from game.core.rng import Rng
from game.cartagena.cards import sort_hand
from game.jamaica.cards import CURSED, FACE_DOWN


def _text(d) -> str:
    return json.dumps(d, sort_keys=True)


def _positions(gid: str, players: int, seed: int, steps: int, every: int = 1):
    """States of one seeded game of random moves (every `every`-th), with the seats to move."""
    spec = game.get(gid)
    state = spec.new_state(players=players, seed=seed)
    bot = RandomBot(seed)
    for step in range(steps):
        if state.is_over():
            return
        if step % every == 0:
            yield state
        seat = state.to_move()[0]
        state.apply(seat, bot.choose(state, seat))


# A searching bot (every game's hard level, game.core.paired) asked at effort 1 weighs each
# candidate in the search's fewest worlds (paired.MIN_WORLDS): the same bot, reading the same
# copy the same way, only with fewer repetitions of its playouts. Handed twins' copies it must
# play the same at any effort; its default effort would only repeat the same reading in more
# worlds, at many times the cost.
SEARCH_EFFORT = 1


def _match(gid: str, state, bot: str) -> Match:
    """A match around `state` with `bot` in every seat (what Match.new would build, on a given
    state), a searching bot at SEARCH_EFFORT."""
    spec = game.get(gid)
    seats = [Seat(f"P{i}", bot) for i in range(state.players)]
    match = Match(spec, seats, 5, spec.resolve_options(None), state)
    match._make_bots()
    if "effort" in spec.bots[spec.parse_bot(bot)[0]].takes:
        match.bots = {i: spec.make_bot(bot, match.seed * 101 + i, effort=SEARCH_EFFORT) for i in match.bots}
    return match


def assert_same_decisions(gid: str, state, twin, seat: int) -> list:
    """Every bot of the game, asked for `seat` on `state` and on `twin`, plays the same; the
    twin differs only in what `seat` cannot see (checked first). Returns the decisions."""
    assert _text(twin.view(seat)) == _text(state.view(seat)), "the twin must look the same to the seat"
    decisions = []
    for name in game.get(gid).bots:
        a = _match(gid, state.clone(), name).bot_choice(seat)
        b = _match(gid, twin.clone(), name).bot_choice(seat)
        assert a == b, (gid, name, seat, a, b)
        decisions.append(a)
    return decisions


# ----------------------------------------------------------------- every game, and the coming ones

@pytest.mark.parametrize("gid", game.ids())
def test_determinize_depends_only_on_what_the_seat_sees(gid):
    """The copy a bot gets is a function of the seat's view and the bot's generator: the
    true state's secrets (and its generator) cannot reach it."""
    spec = game.get(gid)
    checked = 0
    for players in (spec.min_players, spec.max_players):
        for state in _positions(gid, players, seed=11, steps=120, every=7):
            for seat in range(players):
                twin = state.determinize(seat, Rng(900 + seat))      # other secrets, other generator
                assert _text(twin.view(seat)) == _text(state.view(seat))
                a = state.determinize(seat, Rng(3))
                b = twin.determinize(seat, Rng(3))
                assert _text(a.to_json()) == _text(b.to_json()), (gid, players, seat)
                checked += 1
    assert checked >= 10


@pytest.mark.parametrize("gid", game.ids())
def test_every_bot_decides_the_same_on_states_that_differ_only_in_what_it_cannot_see(gid):
    spec = game.get(gid)
    checked = 0
    for players in (spec.min_players, spec.max_players):
        for state in _positions(gid, players, seed=4, steps=90, every=9):
            for seat in state.to_move():
                twin = state.determinize(seat, Rng(77 + seat))
                assert_same_decisions(gid, state, twin, seat)
                checked += 1
    assert checked >= 5


class PeekingBot:
    """A cheat: its move is a function of the whole state it is handed, secrets and generator
    included. Through Match.bot_choice it must still not tell the twins apart."""

    def choose(self, state, seat):
        legal = state.legal_actions(seat)
        return legal[zlib.crc32(_text(state.to_json()).encode()) % len(legal)]


@pytest.mark.parametrize("gid", game.ids())
def test_even_a_bot_that_reads_the_whole_state_learns_no_secret(gid):
    spec = game.get(gid)
    told_apart = checked = 0
    for state in _positions(gid, spec.max_players, seed=9, steps=120, every=6):
        for seat in state.to_move():
            twin = state.determinize(seat, Rng(31 + seat))
            assert _text(twin.view(seat)) == _text(state.view(seat))
            if len(state.legal_actions(seat)) < 2:
                continue
            matches = []
            for s in (state, twin):
                match = _match(gid, s.clone(), spec.default_bot)
                match.bots[seat] = PeekingBot()
                matches.append(match)
            assert matches[0].bot_choice(seat) == matches[1].bot_choice(seat), (gid, seat)
            # handed the true states themselves, the cheat would tell them apart
            told_apart += PeekingBot().choose(state, seat) != PeekingBot().choose(twin, seat)
            checked += 1
    assert checked >= 5 and told_apart >= 1


@pytest.mark.parametrize("gid", game.ids())
def test_the_table_worker_hands_the_bot_a_redrawn_copy(gid):
    """Match.bot_view (what scenes.table.BotWorker hands its thread) is not the true state:
    it looks the same to the seat, and its generator is not the state's."""
    spec = game.get(gid)
    state = next(iter(_positions(gid, spec.max_players, seed=2, steps=1)))
    match = _match(gid, state, spec.default_bot)
    seat = state.to_move()[0]
    copy = match.bot_view(seat)
    assert copy is not match.state
    assert _text(copy.view(seat)) == _text(state.view(seat))
    assert copy.rng.state != state.rng.state
    assert match.bot_choice(seat, copy) in state.legal_actions(seat)


# ----------------------------------------------------------------- Cartagena

def test_cartagena_bots_ignore_the_other_hands_and_the_deck():
    """"Los jugadores cogen las cartas (sin mostrárselas a los demás). El mazo con las cartas
    restantes se deja en la mesa, boca abajo". A rival's hand card exchanged for a deck card
    of another symbol, and another generator, change nothing for the seat's bots."""
    checked = 0
    for state in _positions("cartagena", 3, seed=8, steps=150, every=5):
        seat = state.to_move()[0]
        rival = (seat + 1) % state.players
        twin = state.clone()
        hand = twin.hands[rival]
        swap = next(((i, j) for i, c in enumerate(hand) for j, d in enumerate(twin.deck)
                     if c.rstrip("*") != d.rstrip("*")), None)
        if swap is None:
            continue
        i, j = swap
        hand[i], twin.deck[j] = twin.deck[j], hand[i]
        twin.hands[rival] = sort_hand(hand)
        twin.rng = Rng(4242)
        assert _text(twin.to_json()) != _text(state.to_json())
        assert_same_decisions("cartagena", state, twin, seat)
        checked += 1
    assert checked >= 10


# ----------------------------------------------------------------- Palabra de Pirata

def test_palabra_bots_ignore_the_other_chests_the_bag_and_face_down_ships():
    """"Todas las Gemas que habéis obtenido durante esta fase las colocáis en vuestro Cofre
    (detrás de vuestra pantalla)" and "colocar 2 de las 3 cartas de Barco ... en secreto y
    bocaabajo": a rival's chest with one gem swapped for another colour from the
    bag, and the rival's face-down ships exchanged, change nothing for the seat's bots."""
    checked = 0
    for state in _positions("palabra", 4, seed=6, steps=200, every=3):
        seat = state.to_move()[0]
        rival = (seat + 1) % state.players
        twin = state.clone()
        chest, bag = twin.chests[rival], twin.bag
        pair = next(((a, b) for a in range(len(chest)) for b in range(len(bag))
                     if a != b and chest[a] and bag[b]), None)
        changed = False
        if pair is not None:
            a, b = pair
            chest[a] -= 1; bag[a] += 1; bag[b] -= 1; chest[b] += 1
            changed = True
        placed = twin.placed[rival]
        peeked = {where for target, where, _ in twin.peeks[seat] if target == rival}
        if placed is not None and not twin.revealed and twin.phase != "over":
            slots = [k for k in placed if k not in peeked]
            if len(slots) >= 2 and placed[slots[0]] != placed[slots[1]]:
                placed[slots[0]], placed[slots[1]] = placed[slots[1]], placed[slots[0]]
                changed = True
        if not changed or twin.phase == "over":
            continue
        twin.rng = Rng(4242)
        if _text(twin.view(seat)) != _text(state.view(seat)):
            continue          # e.g. the rival's chest is shown at the end: not a secret then
        assert_same_decisions("palabra", state, twin, seat)
        checked += 1
    assert checked >= 10


# ----------------------------------------------------------------- Jamaica

def _jamaica_twin(state, seat):
    """The state with a rival's face-down treasure swapped for another from the deck, and a
    card of the rival's hand swapped for one of its deck; None if there is nothing to swap."""
    twin = state.clone()
    changed = False
    for rival, ship in enumerate(twin.ships[:twin.players]):
        if rival == seat:
            continue
        for i, card in enumerate(ship.hidden):          # a cursed card for a good one, or back
            cursed = card in CURSED
            j = next((j for j, d in enumerate(twin.treasure_deck) if d in FACE_DOWN and (d in CURSED) != cursed),
                     next((j for j, d in enumerate(twin.treasure_deck) if d in FACE_DOWN and d != card), None))
            if j is not None:
                ship.hidden[i], twin.treasure_deck[j] = twin.treasure_deck[j], card
                changed = True
                break
        hand, deck = twin.hands[rival], twin.decks[rival]
        k = next(((i, j) for i, c in enumerate(hand) for j, d in enumerate(deck) if c != d), None)
        if k is not None:
            i, j = k
            hand[i], deck[j] = deck[j], hand[i]
            changed = True
    twin.rng = Rng(4242)
    return twin if changed else None


def test_jamaica_bots_ignore_the_others_face_down_treasures_and_hands():
    """"Cuando robes una de estas cartas, debes colocarla bocabajo al lado de tus Bodegas.
    Estas cartas se revelan al final de la partida" and "No puedes ver el contenido de una
    carta de Tesoro oculta antes de robarsela a un oponente"; each hand is secret: a rival's hidden treasure and hand swapped for other
    cards change nothing for the seat's bots, in combat too (where the bot values a
    "give a cursed card" loot)."""
    checked = combats = 0
    # seed 8 reaches a gunpowder choice where the captain bot, handed the true state, bets
    # differently once a rival's hidden cursed card is swapped (combat.py's leak, until fixed)
    for state in (s for seed in (3, 8) for s in _positions("jamaica", 2, seed=seed, steps=500, every=1)):
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        in_combat = type(legal[0]).__name__ in ("Gunpowder", "Loot", "Attack")
        if not in_combat and checked % 8:
            checked += 1
            continue
        twin = _jamaica_twin(state, seat)
        if twin is None or _text(twin.view(seat)) != _text(state.view(seat)):
            continue
        assert_same_decisions("jamaica", state, twin, seat)
        checked += 1
        combats += in_combat and any(sh.hidden for i, sh in enumerate(state.ships) if i != seat)
    assert checked >= 10
    assert combats >= 1


# ----------------------------------------------------------------- Libertalia

def test_libertalia_bots_ignore_what_a_rivals_spy_drew_face_down():
    """«el jugador coloca la ficha de botín elegida boca abajo en su guarida»: the tokens a
    rival's Spanish Spy drew from the bag nobody saw. Swapped for another token of the bag,
    they change nothing for the seat's bots, at dawn and at dusk."""
    from game.libertalia.actions import Pick, Take
    from tests.libertalia.helpers import new, play
    checked = 0
    for drawn in ("chest", "relic", "map"):
        state = new(deal=[17, 7, 16, 20, 23, 25, 28, 12, 6], booty={1: ["officer", "goods"],
                    3: ["chest", "relic"]}, bag=[drawn])
        play(state, (20, 7), choose=[Take("officer")])
        play(state, (17, 16))
        assert state.den_hidden[0] == [drawn]
        for step in range(2):
            seat = 1
            twin = state.clone()
            other = next(k for k in twin.bag if k != drawn)
            twin.bag[twin.bag.index(other)] = drawn
            twin.den_booty[0][twin.den_booty[0].index(drawn)] = other
            twin.den_hidden[0] = [other]
            twin.rng = Rng(4242)
            twin.check_invariants()
            assert _text(twin.to_json()) != _text(state.to_json())
            assert_same_decisions("libertalia", state, twin, seat)
            checked += 1
            if step == 0:                          # on to dusk of day 3, red to take first
                state.apply(0, Pick(12))
                state.apply(1, Pick(23))
                assert state.to_move() == [1] and state.legal_actions(1) == [Take("chest"), Take("relic")]
    assert checked == 6
