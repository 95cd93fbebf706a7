"""The rulebook's two worked examples (EJEMPLO 1 and 2), replayed through `setup` and ordinary actions.

The printed board's piece sequences are not public, so each example runs on a
36-space path (tests/cartagena PATH: six blocks showing every symbol once) with
the pirates placed as the example describes.
"""
from __future__ import annotations

from game.cartagena.actions import (CardPlayed, CardsDrawn, MoveBack, PirateMoved, PlayCard,
                                    TurnStarted)
from game.cartagena.rules import forward_target

from . import PATH, SLOOP, new

GREEN, RED, BLUE = 0, 1, 2


def moved(events) -> PirateMoved:
    [m] = [e for e in events if isinstance(e, PirateMoved)]
    return m


def drawn(events) -> list[str]:
    return [c for e in events if isinstance(e, CardsDrawn) for c in e.cards]


def test_example_1_green_rum_7_to_21_back_to_19_hook_dungeon_to_28():
    """EJEMPLO 1. «El jugador verde juega una carta de ron (A) y avanza su pirata de la
    casilla 7 a la casilla 21 (saltándose las casillas 11 y 15, ya que están ocupadas por
    otros piratas). Seguidamente, retrocede con su pirata de la casilla 21 a la 19 (B),
    para robar dos cartas. Por último, juega una carta de garfio (C) y desplaza su pirata
    desde el calabozo hasta la casilla 28 (saltándose las casillas 1, 9, 14 i 24, pues
    están ocupadas).»"""
    assert [i for i, s in enumerate(PATH, 1) if s == "rum"][:4] == [3, 11, 15, 21]
    assert [i for i, s in enumerate(PATH, 1) if s == "hook"] == [1, 9, 14, 24, 28, 33]
    state = new(3, positions={GREEN: [0, 7, 24, 30, 33, 36],
                              RED: [1, 9, 11, 14, 15, 19],
                              BLUE: [0, 0, 0, 0, 0, 19]},
                hands={GREEN: ["rum", "hook"], RED: ["pistol"], BLUE: ["chest"]},
                deck=["parrot", "lantern", "chest"])

    # (A) rum: 7 -> 21, skipping the occupied rum spaces 11 and 15.
    events = state.apply(GREEN, PlayCard("rum", 7))
    assert isinstance(events[0], CardPlayed) and events[0].card == "rum"
    m = moved(events)
    assert (m.from_space, m.to_space, m.direction, m.skipped) == (7, 21, "forward", (11, 15))
    assert m.over == tuple(range(8, 21))

    # (B) back: 21 -> 19 (20 is empty; 19 holds two pirates): draw two cards.
    events = state.apply(GREEN, MoveBack(21))
    m = moved(events)
    assert (m.from_space, m.to_space, m.direction) == (21, 19, "back")
    assert drawn(events) == ["parrot", "lantern"]
    assert state.occ[19] == 3

    # (C) hook: dungeon -> 28, skipping the occupied hook spaces 1, 9, 14 and 24.
    events = state.apply(GREEN, PlayCard("hook", 0))
    m = moved(events)
    assert (m.from_space, m.to_space, m.skipped) == (0, 28, (1, 9, 14, 24))
    assert state.pirates[GREEN] == [19, 24, 28, 30, 33, 36]
    # Three actions: the turn passes at once.
    assert isinstance(events[-1], TurnStarted) and events[-1].seat == RED
    assert state.hands[GREEN] == ["lantern", "parrot"]

    # «Fijaos que al final de este turno, todos los garfios estan ocupados, de manera que
    # jugar un garfio permitiría mover cualquier pirata directamente hasta el balandro.»
    for start in range(0, SLOOP):
        assert forward_target(state.track, state.occ, start, "hook") == SLOOP


def test_example_2_red_back_11_to_9_back_from_sloop_lantern_13_to_sloop():
    """EJEMPLO 2. «El jugador rojo hace recular el pirata desde la casilla 11 a la 9 (D) y
    roba dos cartas. Seguidamente, hace recular el pirata desde el balandro a la casilla
    36 (E) para robar otra carta. Finalmente, juega una carta de linterna para mover el
    pirata de la casilla 13 al balandro.»"""
    assert [i for i, s in enumerate(PATH, 1) if s == "lantern"] == [6, 7, 13, 23, 29, 32]
    state = new(3, first=RED,
                positions={GREEN: [9, 9, 23, 29, 32, 36],
                           RED: [0, 5, 11, 13, SLOOP, SLOOP]},
                hands={GREEN: ["pistol"], RED: ["lantern"], BLUE: []},
                deck=["rum", "chest", "parrot"])

    # (D) back: 11 -> 9 (10 is empty; 9 holds two green pirates): draw two.
    events = state.apply(RED, MoveBack(11))
    m = moved(events)
    assert (m.from_space, m.to_space) == (11, 9)
    assert drawn(events) == ["rum", "chest"]

    # (E) back from the sloop to 36 (one pirate there): draw one.
    events = state.apply(RED, MoveBack(SLOOP))
    m = moved(events)
    assert (m.from_space, m.to_space, m.direction) == (SLOOP, 36, "back")
    assert drawn(events) == ["parrot"]

    # Lantern: 13 -> the sloop; every lantern space ahead (23, 29, 32) is occupied.
    events = state.apply(RED, PlayCard("lantern", 13))
    m = moved(events)
    assert (m.from_space, m.to_space, m.skipped) == (13, SLOOP, (23, 29, 32))
    assert [e.TYPE for e in events][:3] == ["card_played", "pirate_moved", "boarded"]
    assert state.pirates[RED] == [0, 5, 9, 36, SLOOP, SLOOP]
    assert state.hands[RED] == ["rum", "parrot", "chest"]
    assert state.turn == BLUE
