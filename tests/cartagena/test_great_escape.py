"""EN LA SELVA DE ISLA TORTUGA and LA GRAN FUGA: the jungle path from the sloop to the cove, and the
whole escape with the sloop sailing between Cartagena and Tortuga; one test per rule."""
from __future__ import annotations

import pytest

from game import IllegalAction
from game.cartagena.actions import (END_TURN, MOVE_SLOOP, Boarded, CaptainNamed, GameWon, MoveBack,
                                    PassAndDraw, PlayCard, ReachedCove, SloopSailed, TurnStarted)

from . import COVE, FERRY, J, PATH, moved_of, types, variant

JUNGLE = {"episode": "jungle"}
GREAT = {"episode": "great"}
SLOOP = FERRY


def great(players=2, **setup):
    return variant(players, options=GREAT, **setup)


# ------------------------------------------------------------------ the jungle episode

def test_jungle_every_pirate_starts_in_the_sloop_and_the_path_leads_to_the_cove():
    state = variant(3, options=JUNGLE)
    assert state.pirates == [[0] * 6] * 3 and state.where(0) == "in the sloop"
    assert state.where(state.goal) == "in the cove" and state.path == PATH
    v = state.view(0)
    assert (v["episode"], v["sloop"], v["cove"], v["goal"]) == ("jungle", 0, 37, 37)


def test_jungle_the_board_pieces_are_laid_jungle_side_up():
    from game.cartagena.board import build_path
    state = variant(options=JUNGLE, jungle_pieces=[[1, False], [2, False], [3, False], [4, False],
                                                   [5, False], [6, True]])
    assert state.path == build_path([(1, False), (2, False), (3, False), (4, False), (5, False), (6, True)],
                                    "jungle")
    assert state.pieces is None and state.view(0)["jungle_pieces"][5] == [6, True]


def test_jungle_with_no_empty_space_ahead_a_pirate_reaches_the_cove():
    state = variant(options=JUNGLE, hands={0: ["parrot"], 1: []},
                    positions={0: [0, 0, 0, 0, 31, 30], 1: [37, 37, 0, 0, 0, 0]})
    events = state.apply(0, PlayCard("parrot", 30))
    assert moved_of(events)[0].to_space == 37 and ReachedCove(0, 1) in events


def test_jungle_nobody_moves_back_into_the_sloop_a_pirate_in_the_cove_may_move_back():
    state = variant(options=JUNGLE, hands={0: [], 1: []}, positions={0: [5, 37, 0, 0, 0, 0], 1: [36, 0, 0, 0, 0, 0]})
    assert MoveBack(5) not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="No space behind"):
        state.apply(0, MoveBack(5))
    with pytest.raises(IllegalAction, match="A pirate in the sloop cannot move back"):
        state.apply(0, MoveBack(0))
    assert moved_of(state.apply(0, MoveBack(37)))[0].to_space == 36


def test_jungle_all_pirates_in_the_cove_win_at_once():
    state = variant(options=JUNGLE, hands={0: ["hook"], 1: []}, positions={0: [37] * 5 + [36]})
    events = state.apply(0, PlayCard("hook", 36))
    assert types(events)[-2:] == ["reached_cove", "game_won"] and state.winners() == [0]


# ------------------------------------------------------------------ the great escape: the course

def test_great_escape_the_course_dungeon_tunnel_sloop_jungle_cove():
    state = great()
    assert state.track.ferry == SLOOP and state.goal == COVE and state.sloop_at == "cartagena"
    assert [state.where(p) for p in (0, 18, SLOOP, J(19), COVE)] == \
        ["in the dungeon", "on space 18", "in the sloop", "on space 20", "in the cove"]
    v = state.view(1)
    assert (v["sloop"], v["tunnel"], v["goal"], v["cove"], v["sloop_at"]) == (SLOOP, 18, COVE, COVE, "cartagena")
    assert v["path"][SLOOP - 1] is None


def test_great_escape_a_tunnel_pirate_with_no_empty_space_ahead_boards_the_sloop_at_cartagena():
    state = great(hands={0: ["rum"], 1: []}, positions={0: [16, 0, 0, 0, 0, 0]})
    events = state.apply(0, PlayCard("rum", 16))
    assert moved_of(events)[0].to_space == SLOOP and Boarded(0, 1) in events
    assert state.pirates[0][-1] == SLOOP


def test_great_escape_forward_moves_stay_on_their_path():
    # From the tunnel a card never jumps into the jungle, even with a free space of its symbol there.
    state = great(hands={0: ["rum"], 1: []}, positions={0: [16, 0, 0, 0, 0, 0]})
    assert state.track.ahead["rum"][16] == ()


def test_great_escape_no_boarding_while_the_sloop_is_at_tortuga():
    state = great(hands={0: ["rum", "pistol"], 1: []}, sloop_at="tortuga", positions={0: [16, 0, 0, 0, 0, 0]})
    assert PlayCard("rum", 16) not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="the sloop is away at Tortuga"):
        state.apply(0, PlayCard("rum", 16))
    assert PlayCard("pistol", 0) in state.legal_actions(0)      # space 1 is an empty pistol space


def test_great_escape_at_most_three_pirates_of_a_colour_aboard():
    state = great(hands={0: ["rum"], 1: ["rum"]}, positions={0: [16, SLOOP, SLOOP, SLOOP, 0, 0],
                                                              1: [SLOOP, SLOOP, SLOOP, 0, 0, 0]})
    assert PlayCard("rum", 16) not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="holds 3 of your pirates"):
        state.apply(0, PlayCard("rum", 16))
    assert state.occ[SLOOP] == 6                               # other colours count apart
    state.check_invariants()


def test_great_escape_sail_to_tortuga_only_with_a_pirate_of_yours_aboard():
    state = great(hands={0: ["rum"], 1: []}, positions={1: [SLOOP, 0, 0, 0, 0, 0]})
    assert MOVE_SLOOP not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="only with one of your pirates aboard"):
        state.apply(0, MOVE_SLOOP)
    state = great(hands={0: ["rum"], 1: []}, positions={0: [SLOOP, 0, 0, 0, 0, 0]})
    assert MOVE_SLOOP in state.legal_actions(0)


def test_great_escape_sail_back_to_cartagena_only_with_a_pirate_still_in_the_tunnel():
    # The dungeon counts: those pirates still have to cross.
    for mine, legal in (([0, J(20), J(20), COVE, COVE, COVE], True), ([5, J(20), COVE, COVE, COVE, COVE], True),
                        ([SLOOP, J(20), J(20), COVE, COVE, COVE], False)):
        state = great(hands={0: ["rum"], 1: []}, sloop_at="tortuga", positions={0: mine})
        assert (MOVE_SLOOP in state.legal_actions(0)) is legal
        if not legal:
            with pytest.raises(IllegalAction, match="still in the tunnel"):
                state.apply(0, MOVE_SLOOP)


def test_great_escape_sailing_is_an_action_without_a_card_and_the_pirates_aboard_travel_with_it():
    state = great(3, hands={0: ["rum"], 1: [], 2: []}, first=0,
                  positions={0: [SLOOP, 0, 0, 0, 0, 0], 1: [SLOOP, SLOOP, 0, 0, 0, 0], 2: [SLOOP, 0, 0, 0, 0, 0]})
    state.captain_free = False                                  # (the captain's rule is tested below)
    events = state.apply(0, MOVE_SLOOP)
    assert events == [SloopSailed(0, "tortuga", (1, 2, 1), False)]
    assert state.sloop_at == "tortuga" and state.actions_taken == 1 and state.hands[0] == ["rum"]
    assert state.pirates[1][:2] == [0, 0] and state.pirates[1][-2:] == [SLOOP, SLOOP]


def test_great_escape_landing_on_tortuga_by_playing_a_card():
    state = great(hands={0: ["lantern"], 1: []}, sloop_at="tortuga", positions={0: [SLOOP, 0, 0, 0, 0, 0]})
    m = moved_of(state.apply(0, PlayCard("lantern", SLOOP)))[0]
    assert (m.from_space, m.to_space) == (SLOOP, J(21))       # the first lantern space of the jungle


def test_great_escape_no_landing_while_the_sloop_is_at_cartagena():
    state = great(hands={0: ["lantern"], 1: []}, positions={0: [SLOOP, 0, 0, 0, 0, 0]})
    state.captain_free = False
    assert PlayCard("lantern", SLOOP) not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="sail it to Tortuga before landing"):
        state.apply(0, PlayCard("lantern", SLOOP))


def test_great_escape_several_sails_in_one_turn():
    state = great(hands={0: ["rum"], 1: []}, positions={0: [SLOOP, 5, 0, 0, 0, 0], 1: [SLOOP, SLOOP, 0, 0, 0, 0]})
    assert not state.captain_free                               # seat 1 has more aboard
    for where in ("tortuga", "cartagena", "tortuga"):
        state.apply(0, MOVE_SLOOP)
        assert state.sloop_at == where
    assert state.turn == 1


def test_great_escape_moving_back_from_the_sloop_only_at_cartagena_and_never_back_over_it():
    state = great(hands={0: [], 1: []}, positions={0: [SLOOP, J(22), 0, 0, 0, 0], 1: [17, J(19), 0, 0, 0, 0]})
    state.captain_free = False
    assert moved_of(state.apply(0, MoveBack(SLOOP)))[0].to_space == 17
    # From the jungle, back to the nearest 1-2 space of the jungle; never into the sloop.
    assert moved_of(state.apply(0, MoveBack(J(22))))[0].to_space == J(19)
    state = great(hands={0: [], 1: []}, sloop_at="tortuga", positions={0: [SLOOP, J(19), 0, 0, 0, 0],
                                                                        1: [17, 0, 0, 0, 0, 0]})
    assert MoveBack(SLOOP) not in state.legal_actions(0) and MoveBack(J(19)) not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="cannot move back into the tunnel"):
        state.apply(0, MoveBack(SLOOP))


def test_great_escape_the_goal_is_the_cove():
    state = great(hands={0: ["lantern"], 1: []}, positions={0: [COVE] * 5 + [J(36)]})
    events = state.apply(0, PlayCard("lantern", J(36)))
    assert ReachedCove(0, 6) in events and GameWon(0) in events and state.winners() == [0]


# ------------------------------------------------------------------ the Captain

def test_captain_with_as_many_aboard_as_anyone_sails_once_for_free_before_any_action():
    state = great(hands={0: ["rum"], 1: ["rum"]}, first=1,
                  positions={0: [SLOOP, SLOOP, 0, 0, 0, 0], 1: [SLOOP, SLOOP, 0, 0, 0, 0]})
    events = state.apply(1, PlayCard("rum", 0)) + state.apply(1, END_TURN)
    assert events[-2:] == [TurnStarted(0, 3, 2), CaptainNamed(0)]      # a tie is enough
    assert state.view(0)["captain"] is True
    events = state.apply(0, MOVE_SLOOP)
    assert events == [SloopSailed(0, "tortuga", (2, 2), True)]
    assert state.actions_taken == 0 and not state.captain_free
    state.apply(0, MOVE_SLOOP)                                          # again: now an action
    assert state.actions_taken == 1 and state.sloop_at == "cartagena"


def test_captain_free_sail_is_lost_once_an_action_is_taken():
    state = great(hands={0: ["rum", "hook"], 1: []}, positions={0: [SLOOP, 0, 0, 0, 0, 0]})
    assert state.captain_free
    state.apply(0, PlayCard("hook", 0))
    assert not state.captain_free and not state.view(0)["captain"]
    state.apply(0, MOVE_SLOOP)
    assert state.actions_taken == 2


def test_captain_needs_the_most_aboard_and_a_legal_sail():
    state = great(3, hands={0: [], 1: [], 2: []}, positions={0: [SLOOP, 0, 0, 0, 0, 0], 1: [SLOOP, SLOOP, 0, 0, 0, 0]})
    assert not state.captain_free                        # seat 1 has more aboard
    state = great(hands={0: [], 1: []})
    assert not state.captain_free                        # 0 = 0, but nobody aboard: no sail to Tortuga


def test_captain_may_still_pass_after_the_free_sail_with_no_cards():
    state = great(hands={0: [], 1: []}, positions={0: [SLOOP, 0, 0, 0, 0, 0]})
    state.apply(0, MOVE_SLOOP)
    assert PassAndDraw() in state.legal_actions(0) and END_TURN not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="Take at least one action"):
        state.apply(0, END_TURN)


def test_the_great_escape_always_leaves_the_seat_to_move_a_legal_action():
    # Every pirate in the tunnel, the sloop away with nobody aboard, no card usable: sail back.
    state = great(hands={0: ["rum"], 1: []}, sloop_at="tortuga",
                  positions={0: [16, 16, 12, 12, 6, 6], 1: [16, 12, 6, 0, 0, 0]})
    assert state.legal_actions(0) == [MOVE_SLOOP]
