"""Cartagena's variant options (VERSIONES PERSONALIZADAS): what the lobby offers, board length,
pirates, every combination playable, and set-ups that contradict the options refused clearly."""
from __future__ import annotations

import itertools

import pytest

from game.cartagena.actions import PlayCard
from game.cartagena.board import piece_sequences
from game.cartagena.variants import OPTIONS, Variant, describe_rules

from . import JUNGLE18, PATH, SPEC, TUNNEL18, variant

LOBBY = ("episode", "pieces", "pirates", "draw", "filibusters", "sorceress")


def test_every_variant_option_has_a_label_a_label_per_choice_and_a_one_line_help():
    for name in LOBBY:
        opt = SPEC.options[name]
        assert opt.lobby and opt.label and opt.choices
        assert set(opt.labels) == set(opt.choices), name
        assert opt.help and "\n" not in opt.help and len(opt.help) <= 110, name
        assert opt.default in opt.choices


def test_the_defaults_are_the_base_game_exactly():
    assert Variant.from_options({}) == Variant() and Variant().is_base
    assert SPEC.new_state(4, 9, {n: OPTIONS[n].default for n in LOBBY}).to_json() == SPEC.new_state(4, 9).to_json()


@pytest.mark.parametrize("pieces", [4, 5, 6, 7, 8])
def test_partida_larga_o_corta_the_board_length_is_4_to_8_pieces(pieces):
    for episode in ("tunnel", "jungle"):
        state = SPEC.new_state(2, pieces, {"episode": episode, "pieces": pieces})
        assert len(state.path) == 6 * pieces and state.goal == 6 * pieces + 1
        side = [p for p in (state.pieces, state.jungle_pieces) if p]
        assert len(side) == 1 and len(side[0]) == pieces and len({n for n, _ in side[0]}) == pieces


def test_three_pieces_a_path_is_the_great_escapes_a_single_path_has_at_least_four():
    great = SPEC.new_state(2, 1, {"episode": "great", "pieces": 3})
    assert len(great.pieces) == len(great.jungle_pieces) == 3 and great.track.ferry == 19 and great.goal == 38
    for episode in ("tunnel", "jungle"):
        assert len(SPEC.new_state(2, 1, {"episode": episode, "pieces": 3}).path) == 24


def test_the_great_escape_lays_each_path_with_its_own_side_up_to_eight_and_eight():
    state = SPEC.new_state(2, 5, {"episode": "great", "pieces": 8})
    ferry = state.track.ferry
    assert ferry == 49 and state.goal == 98 and state.path[ferry - 1] is None
    tunnel, jungle = piece_sequences("tunnel"), piece_sequences("jungle")
    for i, (n, rev) in enumerate(state.pieces):
        assert tuple(state.path[6 * i:6 * i + 6]) == (tunnel[n][::-1] if rev else tunnel[n])
    for i, (n, rev) in enumerate(state.jungle_pieces):
        assert tuple(state.path[ferry + 6 * i:ferry + 6 * i + 6]) == (jungle[n][::-1] if rev else jungle[n])


@pytest.mark.parametrize("pirates", [4, 5, 6])
def test_four_five_or_six_pirates_each(pirates):
    for episode in ("tunnel", "jungle", "great"):
        state = SPEC.new_state(3, 2, {"episode": episode, "pirates": pirates})
        assert state.pirates == [[0] * pirates for _ in range(3)]
        state.check_invariants()


def test_with_four_pirates_four_at_the_goal_win():
    state = variant(options={"pirates": 4}, hands={0: ["hook"], 1: []}, positions={0: [36, 37, 37, 37]})
    state.apply(0, PlayCard("hook", 36))
    assert state.winners() == [0]


def test_every_combination_of_the_lobby_choices_makes_a_game():
    names = ["episode", "pieces", "pirates", "draw", "filibusters", "sorceress"]
    for values in itertools.product(*(SPEC.options[n].choices for n in names)):
        options = dict(zip(names, values))
        state = SPEC.new_state(2, 3, options)
        state.check_invariants()
        assert state.legal_actions(0)
        assert describe_rules(state.variant)


def test_the_rules_panel_names_the_rules_in_play():
    lines = " ".join(describe_rules(Variant(episode="great", draw="tunnel_classic", filibusters=True,
                                            sorceress=True, pirates=4)))
    for words in ("La gran fuga", "All 4", "Captain", "Morgan", "Filibusters", "Sorceress", "3 of a colour"):
        assert words in lines
    assert "Morgan" not in " ".join(describe_rules(Variant()))
    jungle = " ".join(describe_rules(Variant(episode="jungle", draw="tunnel_classic")))
    assert "Morgan" in jungle and "move a pirate back" not in jungle     # the jungle's rule applies


@pytest.mark.parametrize("options, setup, message", [
    ({"episode": "jungle"}, {"path": PATH}, "the jungle episode has no tunnel"),
    ({"episode": "jungle"}, {"pieces": [[1, False]] * 6}, "the jungle episode has no tunnel"),
    ({}, {"jungle_path": PATH}, "La fuga has no jungle"),
    ({"episode": "great", "pieces": 3}, {"pieces": [[1, False], [2, True]]}, "must list 3 pieces"),
    ({"episode": "great"}, {"path": TUNNEL18, "jungle_path": JUNGLE18, "jungle_pieces": []}, "not both"),
    ({}, {"path": PATH, "sloop_at": "tortuga"}, "sails only in the great escape"),
    ({"episode": "great"}, {"path": TUNNEL18, "jungle_path": JUNGLE18, "sloop_at": "jamaica"}, "sloop_at"),
    ({}, {"path": PATH, "tokens": ["snake"]}, "chest tokens are for the Black Sorceress"),
    ({"sorceress": True}, {"path": PATH, "tokens": ["snake"] * 8}, "must order the 8 chest tokens"),
    ({"pirates": 4}, {"path": PATH, "positions": {0: [0] * 6}}, "positions of 4 pirates"),
    ({"episode": "great"}, {"path": TUNNEL18, "jungle_path": JUNGLE18, "positions": {0: [19] * 4 + [0, 0]}},
     "at most 3 of a colour"),
    ({"episode": "jungle"}, {"jungle_path": PATH, "positions": {0: [37] * 6}}, "every pirate in the cove"),
])
def test_a_setup_that_contradicts_the_options_is_refused_with_a_clear_value_error(options, setup, message):
    with pytest.raises(ValueError, match=message):
        SPEC.new_state(2, 0, {**options, "setup": setup})


def test_bad_option_values_are_refused_naming_the_option():
    for name, bad in (("episode", "caribbean"), ("pieces", 9), ("pirates", 3), ("draw", "steal"),
                      ("filibusters", 1), ("sorceress", "yes")):
        with pytest.raises(ValueError, match=name):
            SPEC.new_state(2, 0, {name: bad})
