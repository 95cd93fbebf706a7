"""The rulebook's worked examples of the variants, replayed through `setup` and ordinary actions:
LA GRAN FUGA with MORGAN's rule (the red and the green player), and LA HECHICERA NEGRA (red's hook and
lantern). The rulebook numbers a 3+3 great escape's spaces 1-18 (tunnel) and 19-36 (jungle); here the
sloop sits between them, so its jungle space n is our J(n) = n + 1 (tests/cartagena TUNNEL18, JUNGLE18).
"""
from __future__ import annotations

from game.cartagena.actions import (AdvanceRival, CaptainNamed, InvokeHook, MoveSloop, PlayCard,
                                    PowerInvoked, ReachedCove, SloopSailed, TurnStarted)

from . import COVE, FERRY, J, JUNGLE18, TUNNEL18, drawn_of, moved_of, variant

RED, GREEN, YELLOW, BLUE = 0, 1, 2, 3
S = FERRY


def test_the_example_paths_are_as_the_rulebook_draws_them():
    assert [i for i, s in enumerate(TUNNEL18, 1) if s == "rum"] == [6, 12, 16]
    assert [i for i, s in enumerate(TUNNEL18, 1) if s == "hook" and i > 7] == [9, 13]
    assert [i for i, s in enumerate(JUNGLE18, 19) if s == "lantern" and i > 19] == [21, 26, 36]


def great_escape_with_morgan():
    return variant(4, options={"episode": "great", "draw": "morgan"},
                   hands={RED: ["hook", "pistol"], GREEN: ["rum"], YELLOW: [], BLUE: []},
                   deck=["chest", "parrot", "lantern", "pistol", "rum", "hook"],
                   positions={RED: [7, S, S, 6, 13, J(28)],
                              GREEN: [0, 12, 16, 9, J(19), J(25)],
                              YELLOW: [S, J(36), 9, J(19), J(30), J(31)],
                              BLUE: [7, 9, 10, 10, J(27), J(33)]})


def test_morgan_example_red_captains_the_sloop_to_tortuga_pushes_yellow_sails_back_and_hooks_aboard():
    """«El jugador rojo puede ejercer su derecho de Capitán para mover el balandro hasta la isla
    Tortuga (a) (sin gastar ninguna acción). En la isla Tortuga, el jugador rojo puede mover el pirata
    amarillo hasta la casilla 19 (b) y robar dos cartas. Seguidamente, como segunda acción, el jugador
    hace regresar el balandro a Cartagena (c) y juega la carta de garfio para mover un pirata rojo de
    la casilla 7 al balandro (d).»"""
    state = great_escape_with_morgan()
    assert state.captain_free and state.view(GREEN)["captain"]          # 2 red aboard, 1 yellow: red is Captain

    # (a) the Captain's free sail to Tortuga, with everyone aboard.
    events = state.apply(RED, MoveSloop())
    assert events == [SloopSailed(RED, "tortuga", (2, 0, 1, 0), True)]
    assert state.actions_taken == 0

    # (b) Morgan: the yellow pirate aboard goes to 19, which holds two pirates: draw 2.
    events = state.apply(RED, AdvanceRival(YELLOW, S))
    m = moved_of(events)[0]
    assert (m.seat, m.from_space, m.to_space) == (YELLOW, S, J(19))
    assert drawn_of(events, RED) == ["chest", "parrot"] and state.actions_taken == 1

    # (c) the second action: the sloop back to Cartagena (red still has pirates in the tunnel).
    events = state.apply(RED, MoveSloop())
    assert events == [SloopSailed(RED, "cartagena", (2, 0, 0, 0), False)] and state.actions_taken == 2

    # (d) the hook: 9 and 13 are taken, so the red pirate on 7 boards the sloop; the turn passes.
    events = state.apply(RED, PlayCard("hook", 7))
    assert (moved_of(events)[0].from_space, moved_of(events)[0].to_space) == (7, S)
    assert state.pirates[RED].count(S) == 3
    assert TurnStarted(GREEN, 3, 2) in events and CaptainNamed(GREEN) not in events


def test_morgan_example_green_rums_into_the_sloop_and_pushes_yellow_to_the_cove_and_blue_to_10():
    """«El jugador verde juega una carta de ron y mueve uno de sus piratas del calabozo al balandro
    (e), saltándose las casillas 6, 12 i 16, pues ya están ocupadas. Seguidamente, el jugador mueve el
    pirata amarillo de la casilla 36 a la ensenada (f), y roba dos cartas, y el pirata azul de la
    casilla 7 a la 10 (g), y roba dos cartas más.»"""
    state = great_escape_with_morgan()
    for action in (MoveSloop(), AdvanceRival(YELLOW, S), MoveSloop(), PlayCard("hook", 7)):
        state.apply(RED, action)
    assert state.turn == GREEN

    # (e) rum from the dungeon: 6, 12 and 16 are taken: into the sloop (back at Cartagena).
    m = moved_of(state.apply(GREEN, PlayCard("rum", 0)))[0]
    assert (m.from_space, m.to_space, m.skipped) == (0, S, (6, 12, 16))

    # (f) yellow from 36: no space ahead holds 1 or 2 pirates: the cove, and green draws 2.
    events = state.apply(GREEN, AdvanceRival(YELLOW, J(36)))
    assert moved_of(events)[0].to_space == COVE and ReachedCove(YELLOW, 1) in events
    assert drawn_of(events, GREEN) == ["lantern", "pistol"]

    # (g) blue from 7: 8 is empty, 9 full, 10 holds two blue pirates: draw 2 more.
    events = state.apply(GREEN, AdvanceRival(BLUE, 7))
    m = moved_of(events)[0]
    assert (m.from_space, m.to_space, m.skipped) == (7, 10, (9,))
    assert drawn_of(events, GREEN) == ["rum", "hook"]
    assert state.hands[GREEN] == ["pistol", "rum", "lantern", "hook"] and state.turn == YELLOW
    state.check_invariants()


def test_sorceress_example_red_hook_and_lantern_move_two_red_pirates_from_19_to_the_cove():
    """«El jugador rojo invoca en voz alta a la hechicera negra y juega una carta de garfio y una de
    linterna. Seguidamente el jugador mueve los dos piratas rojos de la casilla 19 a la ensenada.»"""
    state = variant(3, options={"episode": "great", "sorceress": True},
                    hands={RED: ["hook", "lantern"], GREEN: [], YELLOW: []},
                    positions={RED: [J(19), J(19), 0, 5, 12, S],
                               GREEN: [J(21), J(26), J(36), 0, 0, 0],
                               YELLOW: [J(26), 0, 0, 0, 0, 0]})
    events = state.apply(RED, InvokeHook("hook", "lantern", J(19)))
    assert PowerInvoked(RED, "hook", ("hook", "lantern"), space=J(19), symbol="lantern") in events
    moves = moved_of(events)
    assert [(m.from_space, m.to_space) for m in moves] == [(J(19), COVE), (J(19), COVE)]
    assert moves[0].skipped == (J(21), J(26), J(36))
    assert ReachedCove(RED, 2) in events and state.pirates[RED][-2:] == [COVE, COVE]
    assert state.actions_taken == 2 and state.hands[RED] == []
