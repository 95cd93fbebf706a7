"""Cartagena's variant options (VERSIONES PERSONALIZADAS): what the lobby offers, board length,
pirates, every combination playable, and set-ups that contradict the options refused clearly."""
from __future__ import annotations

import itertools

import pytest

from game.cartagena.actions import PlayCard
from game.cartagena.board import piece_sequences
from game.cartagena.variants import OPTIONS, Variant, check_great_pieces, describe_rules, lobby_choices

from . import JUNGLE18, PATH, SPEC, TUNNEL18, variant

LOBBY = ("episode", "pieces", "tunnel_pieces", "jungle_pieces", "pirates", "draw", "filibusters", "sorceress")
# "tres o más piezas" a path, 8 pieces in the box: the great escape's (tunnel, jungle) lengths
BOX_ALLOWS = {(3, 3), (3, 4), (3, 5), (4, 3), (4, 4), (5, 3)}


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
    great = SPEC.new_state(2, 1, {"episode": "great"})
    assert len(great.pieces) == len(great.jungle_pieces) == 3 and great.track.ferry == 19 and great.goal == 38
    for episode in ("tunnel", "jungle"):
        assert len(SPEC.new_state(2, 1, {"episode": episode, "pieces": 3}).path) == 24


@pytest.mark.parametrize("tunnel, jungle", sorted(BOX_ALLOWS))
def test_the_great_escape_lays_distinct_double_sided_pieces_each_showing_one_side(tunnel, jungle):
    """"8 piezas de tablero, impresas por las dos caras. Una de ellas muestra un pasadizo
    subterráneo, y la otra, una camino por la selva": a piece lies in the tunnel or in the
    jungle, never in both; "tres o más piezas de tablero para formar el pasadizo subterráneo,
    y tres o más piezas de tablero por su cara de selva para crear el segundo camino": the
    two paths may differ in length."""
    sides = {"tunnel": piece_sequences("tunnel"), "jungle": piece_sequences("jungle")}
    for seed in range(12):
        state = SPEC.new_state(2, seed, {"episode": "great", "tunnel_pieces": tunnel, "jungle_pieces": jungle})
        ferry = state.track.ferry
        assert ferry == 6 * tunnel + 1 and state.goal == 6 * (tunnel + jungle) + 2
        assert state.path[ferry - 1] is None
        numbers = [n for n, _ in state.pieces] + [n for n, _ in state.jungle_pieces]
        assert len(numbers) == len(set(numbers)) == tunnel + jungle <= 8
        for i, (n, rev) in enumerate(state.pieces):
            seq = sides["tunnel"][n]
            assert tuple(state.path[6 * i:6 * i + 6]) == (seq[::-1] if rev else seq)
        for i, (n, rev) in enumerate(state.jungle_pieces):
            seq = sides["jungle"][n]
            assert tuple(state.path[ferry + 6 * i:ferry + 6 * i + 6]) == (seq[::-1] if rev else seq)
        again = SPEC.from_json(state.to_json())
        assert again.to_json() == state.to_json()


def test_the_box_refuses_a_great_escape_longer_than_its_eight_pieces_or_a_path_under_three():
    """"8 piezas de tablero" in the box; "tres o más piezas" a path."""
    for tunnel in (3, 4, 5):
        for jungle in (3, 4, 5):
            options = {"episode": "great", "tunnel_pieces": tunnel, "jungle_pieces": jungle}
            if (tunnel, jungle) in BOX_ALLOWS:
                SPEC.new_state(2, 0, options)
            else:
                with pytest.raises(ValueError, match="the box has 8"):
                    SPEC.new_state(2, 0, options)
    with pytest.raises(ValueError, match="tunnel_pieces"):
        SPEC.new_state(2, 0, {"episode": "great", "tunnel_pieces": 2})
    with pytest.raises(ValueError, match="3 or more pieces on each path"):
        check_great_pieces(5, 2)


def test_the_lobby_offers_exactly_what_the_box_allows():
    """The lobby offers the great escape's tunnel and jungle lengths of BOX_ALLOWS and
    nothing else, hides the single path's length there, and the other way round."""
    great = {"episode": "great"}
    assert lobby_choices("pieces", great) is None
    offered = {(t, j) for t in lobby_choices("tunnel_pieces", great)
               for j in lobby_choices("jungle_pieces", {**great, "tunnel_pieces": t})}
    assert offered == BOX_ALLOWS
    for episode in ("tunnel", "jungle"):
        options = {"episode": episode}
        assert lobby_choices("pieces", options) == (4, 5, 6, 7, 8)
        assert lobby_choices("tunnel_pieces", options) is None and lobby_choices("jungle_pieces", options) is None
    assert lobby_choices("draw", great) == OPTIONS["draw"].choices


def test_a_set_up_may_not_lay_a_tunnel_piece_in_the_jungle_too_nor_a_save_hold_one_twice():
    options = {"episode": "great", "setup": {"pieces": [[1, False], [2, True], [3, False]],
                                             "jungle_pieces": [[4, False], [3, True], [5, False]]}}
    with pytest.raises(ValueError, match="piece 3 already lies in the tunnel"):
        SPEC.new_state(2, 0, options)
    options["setup"]["jungle_pieces"][1] = [6, True]
    state = SPEC.new_state(2, 0, options)
    d = state.to_json()
    d["jungle_pieces"][1] = [2, True]
    with pytest.raises(ValueError, match="twice"):
        SPEC.from_json(d)


def test_an_option_the_episode_does_not_use_is_ignored():
    assert SPEC.new_state(2, 5, {"episode": "great", "pieces": 8}).to_json() == \
        SPEC.new_state(2, 5, {"episode": "great"}).to_json()
    assert SPEC.new_state(2, 5, {"jungle_pieces": 5}).to_json() == SPEC.new_state(2, 5).to_json()


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
    combos = [{}]
    for name in LOBBY:               # in the lobby's order: each option's choices given the ones before
        combos = [{**c, name: v} for c in combos
                  for v in (lobby_choices(name, c) or (OPTIONS[name].default,))]
    assert len(combos) == (5 * 2 + 6) * 3 * 5 * 2 * 2      # single paths: 5 lengths; great: 6 of the box
    for options in combos:
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
