"""MORGAN: "advance an opponent's pirate and draw one or two cards", alone, with the classic rule, or
one rule per path; one test per rule."""
from __future__ import annotations

import pytest

from game import IllegalAction
from game.cartagena.actions import AdvanceRival, Boarded, GameWon, MoveBack, ReachedCove, RivalAdvanced

from . import FERRY, J, SLOOP, drawn_of, moved_of, variant

MORGAN = {"draw": "morgan"}


def test_morgan_advances_a_rival_to_the_first_space_ahead_with_one_or_two_pirates_and_draws_that_many():
    state = variant(options=MORGAN, hands={0: [], 1: []}, deck=["rum", "hook", "chest"],
                    positions={0: [12, 12, 0, 0, 0, 0], 1: [5, 0, 0, 0, 0, 0]})
    events = state.apply(0, AdvanceRival(1, 5))
    assert events[0] == RivalAdvanced(0, 1, 5, 12)
    m = moved_of(events)[0]
    assert (m.seat, m.from_space, m.to_space, m.direction) == (1, 5, 12, "advanced")
    assert drawn_of(events, 0) == ["rum", "hook"] and state.hands[0] == ["rum", "hook"]
    assert state.pirates[1] == [0, 0, 0, 0, 0, 12]


def test_morgan_skips_empty_and_full_spaces_and_cannot_jump_a_one_to_reach_a_two():
    state = variant(options=MORGAN, hands={0: [], 1: []},
                    positions={0: [7, 7, 7, 9, 10, 10], 1: [5, 0, 0, 0, 0, 0]})
    events = state.apply(0, AdvanceRival(1, 5))
    assert moved_of(events)[0].to_space == 9 and moved_of(events)[0].skipped == (7,)
    assert len(state.hands[0]) == 1


def test_morgan_with_no_such_space_the_pirate_boards_the_sloop_and_two_are_drawn():
    state = variant(options=MORGAN, hands={0: [], 1: []}, positions={0: [SLOOP, 0, 0, 0, 0, 0], 1: [30, 0, 0, 0, 0, 0]})
    events = state.apply(0, AdvanceRival(1, 30))
    assert moved_of(events)[0].to_space == SLOOP and Boarded(1, 1) in events
    assert len(state.hands[0]) == 2          # two, whatever the number already aboard


def test_morgan_in_the_jungle_the_pirate_reaches_the_cove_and_two_are_drawn():
    state = variant(options={"episode": "jungle", "draw": "morgan"}, hands={0: [], 1: []},
                    positions={0: [0] * 6, 1: [30, 37, 37, 37, 37, 0]})
    events = state.apply(0, AdvanceRival(1, 30))
    assert ReachedCove(1, 5) in events and len(state.hands[0]) == 2


def test_morgan_may_push_a_rival_to_victory_and_the_game_ends_at_once():
    state = variant(options=MORGAN, hands={0: [], 1: []}, positions={1: [SLOOP] * 5 + [36]})
    events = state.apply(0, AdvanceRival(1, 36))
    assert GameWon(1) in events and state.winners() == [1] and drawn_of(events) == []


def test_morgan_not_into_a_great_escape_sloop_already_holding_three_of_that_colour():
    state = variant(options={"episode": "great", "draw": "morgan"}, hands={0: [], 1: []},
                    positions={0: [0] * 6, 1: [17, FERRY, FERRY, FERRY, 0, 0]})
    assert AdvanceRival(1, 17) not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="the sloop cannot take that pirate"):
        state.apply(0, AdvanceRival(1, 17))
    state = variant(options={"episode": "great", "draw": "morgan"}, hands={0: [], 1: []},
                    positions={0: [FERRY, FERRY, FERRY, 0, 0, 0], 1: [17, 0, 0, 0, 0, 0]})
    assert moved_of(state.apply(0, AdvanceRival(1, 17)))[0].to_space == FERRY   # other colours count apart


def test_morgan_off_the_great_escape_sloop_only_at_tortuga_into_the_jungle():
    state = variant(options={"episode": "great", "draw": "morgan"}, hands={0: [], 1: []},
                    positions={0: [J(20), 0, 0, 0, 0, 0], 1: [FERRY, 0, 0, 0, 0, 0]})
    assert AdvanceRival(1, FERRY) not in state.legal_actions(0)
    state.sloop_at = "tortuga"
    assert moved_of(state.apply(0, AdvanceRival(1, FERRY)))[0].to_space == J(20)


def test_morgan_alone_replaces_moving_back():
    state = variant(options=MORGAN, hands={0: [], 1: []}, positions={0: [12, 0, 0, 0, 0, 0], 1: [9, 0, 0, 0, 0, 0]})
    assert not any(isinstance(a, MoveBack) for a in state.legal_actions(0))
    with pytest.raises(IllegalAction, match="Morgan's rule"):
        state.apply(0, MoveBack(12))


def test_the_classic_rule_alone_has_no_morgan():
    state = variant(hands={0: [], 1: []}, positions={0: [12, 0, 0, 0, 0, 0], 1: [9, 0, 0, 0, 0, 0]})
    assert not any(isinstance(a, AdvanceRival) for a in state.legal_actions(0))
    with pytest.raises(IllegalAction, match="not in play"):
        state.apply(0, AdvanceRival(1, 9))


def test_both_rules_at_once_the_player_chooses():
    state = variant(options={"draw": "both"}, hands={0: [], 1: []},
                    positions={0: [12, 0, 0, 0, 0, 0], 1: [9, 0, 0, 0, 0, 0]})
    legal = state.legal_actions(0)
    assert MoveBack(12) in legal and AdvanceRival(1, 9) in legal and AdvanceRival(1, 0) in legal


def test_one_rule_per_path_classic_in_the_tunnel_and_morgan_in_the_jungle():
    state = variant(options={"episode": "great", "draw": "tunnel_classic"}, hands={0: [], 1: []}, sloop_at="tortuga",
                    positions={0: [12, J(30), 0, 0, 0, 0], 1: [9, J(25), FERRY, 0, 0, 0]})
    legal = state.legal_actions(0)
    assert MoveBack(12) in legal and MoveBack(J(30)) not in legal
    assert AdvanceRival(1, J(25)) in legal and AdvanceRival(1, FERRY) in legal      # off the sloop: the jungle
    assert AdvanceRival(1, 9) not in legal and AdvanceRival(1, 0) not in legal
    state = variant(options={"episode": "great", "draw": "tunnel_morgan"}, hands={0: [], 1: []},
                    positions={0: [12, J(30), 0, 0, 0, 0], 1: [9, J(25), 0, 0, 0, 0]})
    legal = state.legal_actions(0)
    assert MoveBack(J(30)) in legal and MoveBack(12) not in legal
    assert AdvanceRival(1, 9) in legal and AdvanceRival(1, J(25)) not in legal


def test_one_rule_per_path_on_a_single_path_uses_that_paths_rule():
    tunnel = variant(options={"draw": "tunnel_morgan"}, hands={0: [], 1: []},
                     positions={0: [12, 0, 0, 0, 0, 0], 1: [9, 0, 0, 0, 0, 0]})
    assert AdvanceRival(1, 9) in tunnel.legal_actions(0) and MoveBack(12) not in tunnel.legal_actions(0)
    jungle = variant(options={"episode": "jungle", "draw": "tunnel_morgan"}, hands={0: [], 1: []},
                     positions={0: [12, 0, 0, 0, 0, 0], 1: [9, 0, 0, 0, 0, 0]})
    assert MoveBack(12) in jungle.legal_actions(0) and AdvanceRival(1, 9) not in jungle.legal_actions(0)


def test_morgan_refusals_say_why_and_change_nothing():
    state = variant(options=MORGAN, hands={0: [], 1: []}, positions={0: [12, 0, 0, 0, 0, 0], 1: [SLOOP] + [0] * 5})
    for action, message in ((AdvanceRival(0, 12), "not one of yours"), (AdvanceRival(7, 0), "no seat 7"),
                            (AdvanceRival(1, 5), "Seat 1 has no pirate on space 5"),
                            (AdvanceRival(1, SLOOP), "already in the sloop")):
        before = state.to_json()
        with pytest.raises(IllegalAction, match=message):
            state.apply(0, action)
        assert state.to_json() == before

