"""Cartagena's preparation (PREPARACIÓN) and the `setup` option that fixes it for tutorials and tests."""
from __future__ import annotations

from collections import Counter

import pytest

from game.cartagena.board import build_path, piece_sequences
from game.cartagena.cards import CARD_KINDS, SYMBOLS, full_deck

from . import PATH, SPEC, new

# shared/rules/cartagena.md, "Components": the fixed sequences of the eight pieces.
TUNNEL = {
    1: "parrot pistol chest rum lantern hook", 2: "chest pistol rum parrot lantern hook",
    3: "pistol chest lantern hook rum parrot", 4: "pistol chest hook parrot rum lantern",
    5: "pistol rum parrot hook lantern chest", 6: "parrot pistol lantern hook rum chest",
    7: "chest lantern rum hook parrot pistol", 8: "pistol hook chest lantern rum parrot",
}
JUNGLE = {
    1: "lantern parrot rum chest hook pistol", 2: "chest lantern hook pistol rum parrot",
    3: "rum parrot pistol chest lantern hook", 4: "parrot hook chest pistol rum lantern",
    5: "parrot pistol hook rum chest lantern", 6: "hook lantern pistol parrot rum chest",
    7: "hook parrot rum lantern chest pistol", 8: "chest parrot hook rum pistol lantern",
}


def test_pieces_are_read_from_the_tiled_maps_as_the_rules_notes_list_them():
    assert piece_sequences("tunnel") == {n: tuple(s.split()) for n, s in TUNNEL.items()}
    assert piece_sequences("jungle") == {n: tuple(s.split()) for n, s in JUNGLE.items()}


def test_setup_lays_six_of_the_eight_pieces_each_forwards_or_reversed_into_36_spaces():
    piece_sets, orientations = set(), Counter()
    for seed in range(40):
        state = SPEC.new_state(2, seed)
        numbers = [n for n, _ in state.pieces]
        assert len(numbers) == 6 == len(set(numbers)) and set(numbers) <= set(range(1, 9))
        expected = []
        for n, reverse in state.pieces:
            symbols = TUNNEL[n].split()
            expected += symbols[::-1] if reverse else symbols
        assert state.path == expected and len(state.path) == 36
        piece_sets.add(frozenset(numbers))
        orientations.update(r for _, r in state.pieces)
    assert len(piece_sets) > 10                      # drawn at random...
    assert orientations[True] > 50 and orientations[False] > 50   # ...and laid either way


def test_same_seed_same_preparation_other_seed_other_preparation():
    a, b, c = (SPEC.new_state(3, s) for s in (5, 5, 6))
    assert a.to_json() == b.to_json()
    assert a.to_json() != c.to_json()


def test_every_pirate_starts_in_the_dungeon():
    state = SPEC.new_state(5, 1)
    assert state.pirates == [[0] * 6 for _ in range(5)]
    assert state.occ[0] == 30


def test_the_deck_has_102_cards_17_per_symbol_2_of_them_dark():
    deck = Counter(full_deck())
    assert sum(deck.values()) == 102
    for symbol in SYMBOLS:
        assert deck[symbol] + deck[symbol + "*"] == 17 and deck[symbol + "*"] == 2
    assert set(deck) == set(CARD_KINDS)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_six_cards_dealt_to_each_player_the_rest_is_the_deck(players):
    state = SPEC.new_state(players, 9)
    assert [len(h) for h in state.hands] == [6] * players
    assert len(state.deck) == 102 - 6 * players and state.discard == []
    assert Counter(state.deck + [c for h in state.hands for c in h]) == Counter(full_deck())


def test_first_player_is_seat_0_unless_setup_names_one():
    assert SPEC.new_state(3, 0).to_move() == [0]
    assert new(3, first=2).to_move() == [2]


def test_setup_pieces_fix_the_path():
    pieces = [[3, False], [1, True], [8, False], [2, True], [7, False], [5, False]]
    state = new(2, pieces=pieces)
    assert state.pieces == pieces
    assert state.path == build_path([tuple(p) for p in pieces])
    assert state.path[:6] == TUNNEL[3].split() and state.path[6:12] == TUNNEL[1].split()[::-1]


def test_setup_path_gives_the_symbols_directly():
    state = new(2, path=["rum", "hook", "chest"])
    assert state.path == ["rum", "hook", "chest"] and state.goal == 4 and state.pieces is None


def test_setup_deck_is_the_stock_top_first_dealt_six_per_seat_in_seat_order():
    top = ["rum"] * 6 + ["hook"] * 6 + ["chest*", "parrot"]
    state = new(2, deck=top)
    assert state.hands == [["rum"] * 6, ["hook"] * 6]
    assert state.deck[-1] == "chest*" and state.deck[-2] == "parrot"      # the top is last
    assert len(state.deck) == 90


def test_setup_hands_fixed_for_every_seat_make_deck_the_undealt_order():
    state = new(2, hands={"0": ["rum", "rum*"], 1: []}, deck=["lantern", "pistol"])
    assert state.hands == [["rum", "rum*"], []]
    assert state.deck[-2:] == ["pistol", "lantern"] and len(state.deck) == 100


def test_setup_hands_as_a_list_with_null_for_a_dealt_seat():
    state = new(3, hands=[["hook"], None, []], deck=["chest"] * 6)
    assert state.hands == [["hook"], ["chest"] * 6, []]


def test_setup_discard_and_positions():
    state = new(2, discard=["rum", "hook*"], positions={1: [1, 1, 5, 9, 37, 0]})
    assert state.discard == ["rum", "hook*"]
    assert state.pirates == [[0] * 6, [0, 1, 1, 5, 9, 37]]
    state.check_invariants()


def test_the_variant_options_default_to_the_base_game_and_the_lobby_does_not_show_setup():
    assert set(SPEC.options) == {"episode", "pieces", "tunnel_pieces", "jungle_pieces", "pirates", "draw",
                                 "filibusters", "sorceress", "setup"}
    assert SPEC.options["setup"].default is None and SPEC.options["setup"].lobby is False
    assert SPEC.new_state(2, 0, {"setup": None}).to_json() == SPEC.new_state(2, 0).to_json()
    defaults = {name: opt.default for name, opt in SPEC.options.items()}
    assert defaults == {"episode": "tunnel", "pieces": 6, "tunnel_pieces": 3, "jungle_pieces": 3, "pirates": 6,
                        "draw": "classic", "filibusters": False, "sorceress": False, "setup": None}
    assert SPEC.new_state(3, 4, defaults).to_json() == SPEC.new_state(3, 4).to_json()
    assert "options" not in SPEC.new_state(3, 4).to_json()        # a base game's save is unchanged


@pytest.mark.parametrize("setup, message", [
    ("rum", "must be null or an object"),
    ({"colour": 1}, "no key 'colour'"),
    ({"path": PATH, "pieces": []}, "not both"),
    ({"path": []}, "non-empty list"),
    ({"path": ["rum", "grog"]}, "unknown symbol 'grog'"),
    ({"pieces": [[1, False]] * 6}, "only once"),
    ({"pieces": [[1, False]]}, "6 pieces"),
    ({"pieces": [[9, False], [1, False], [2, False], [3, False], [4, False], [5, False]]}, "number 1-8"),
    ({"pieces": [[1, 0], [2, False], [3, False], [4, False], [5, False], [6, False]]}, "reversed"),
    ({"path": PATH, "deck": ["grog"]}, "unknown card 'grog'"),
    ({"path": PATH, "deck": ["rum*"] * 3}, "only 2 'rum\\*' cards"),
    ({"path": PATH, "hands": {0: ["rum"] * 16}}, "only 15 'rum' cards"),
    ({"path": PATH, "hands": {5: []}}, "no seat 5"),
    ({"path": PATH, "hands": [[], [], []]}, "one entry per seat"),
    ({"path": PATH, "first": 2}, "'first' must be an integer from 0 to 1"),
    ({"path": PATH, "positions": {0: [0, 0, 0]}}, "positions of 6 pirates"),
    ({"path": PATH, "positions": {0: [0, 0, 0, 0, 0, 38]}}, "from 0 to 37"),
    ({"path": PATH, "positions": {0: [4, 4, 4, 4, 0, 0]}}, "space 4 holds 4 pirates"),
    ({"path": PATH, "positions": {0: [37] * 6}}, "every pirate in the sloop"),
    ({"path": PATH, "hands": {0: full_deck()[:97]}}, "too few cards left to deal seat 1"),
])
def test_bad_setup_is_refused_with_a_clear_value_error(setup, message):
    with pytest.raises(ValueError, match=message):
        SPEC.new_state(2, 0, {"setup": setup})
