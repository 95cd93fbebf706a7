"""The Jamaica table, headless: a human chooses which holds pay a space's cost, the played
cards turn over one at a time, each at its owner's turn, and the results name the ghost
ship when it wins."""
from __future__ import annotations

import os

import pygame

from game import Match, Seat
from game.jamaica.actions import ChooseCard, Pay, PlaceDice
from scenes.jamaica.table import JamaicaTable
from scenes.results import Results
from scenes.title import Title

from .helpers import key, make_app, run_until, watch_submits

# Anne (captain, human) sails 1 onto space 1 (2 food) with food 3 + 1: two ways to pay.
TWO_WAYS = {
    "captain": 0, "dice": [[1, 2]],
    "decks": [["forward/food", "food/forward", "gold/gold"], ["gold/gold"]],
    "ships": [{"space": 0, "holds": [["food", 3], ["food", 1], ["gold", 3], [None, 0], [None, 0]]}],
}


def _shot(app, name: str) -> None:
    """Keep a screenshot when JAMAICA_SHOTS names a folder (for looking, never asserted)."""
    folder = os.environ.get("JAMAICA_SHOTS")
    if folder:
        pygame.image.save(app.screen, os.path.join(folder, name))


def test_a_human_chooses_which_holds_pay_and_cards_turn_over_one_at_a_time(tmp_home):
    app = make_app()
    match = Match.new("jamaica", [Seat("Anne", None, 0), Seat("Jack", "captain", 1)], seed=3,
                      options={"setup": TWO_WAYS})
    table = JamaicaTable(app, match)
    app._push(Title(app))
    app.push(table)
    sent = watch_submits(table)
    state = match.state
    revealed_seen = []
    real = table.animate

    def animate(event):
        if event.TYPE == "card_revealed":
            revealed_seen.append((event.seat, list(table.shown["revealed"])))
        real(event)
    table.animate = animate

    run_until(app, lambda: table.decision() is not None and table.decision().kind == "dice", dt=0.1,
              frames=3000)
    while table.decision().options[table.sel].action != PlaceDice(1, 2):
        key(pygame.K_RIGHT)
        app.step(1 / 60)
    key(pygame.K_RETURN)
    run_until(app, lambda: table.decision() is not None and table.decision().kind == "card", dt=0.1,
              frames=3000)
    while table.decision().options[table.sel].action != ChooseCard("forward/food"):
        key(pygame.K_RIGHT)
        app.step(1 / 60)
    key(pygame.K_RETURN)

    # Anne's card turns over alone: Jack's stays face down on the table and in her view.
    run_until(app, lambda: table.flip_t is not None, frames=3000)
    assert table.flip_seat == 0 and table.shown["revealed"] == [True, False]
    assert table.shown["ships"][1]["card"] is None
    app.step(0.3)
    _shot(app, "jamaica_reveal.png")

    # The payment: both ways offered, the one that empties no hold first (issue 21: the first
    # focus never gives up more than it must); the keyboard takes it.
    run_until(app, lambda: table.decision() is not None and table.decision().kind == "pay", dt=0.1,
              frames=3000)
    dec = table.decision()
    assert state.legal_actions(0) == [Pay(((0, 1), (1, 1))), Pay(((0, 2),))]
    assert [o.action for o in dec.options] == [Pay(((0, 2),)), Pay(((0, 1), (1, 1)))]
    assert "choose the hold(s)" in dec.prompt and "2 food" in dec.prompt
    assert [o.label for o in dec.options] == ["Pay 2 of 3", "Pay 1 of 3 + 1 of 1 (empties a hold)"]
    _shot(app, "jamaica_pay.png")
    key(pygame.K_RETURN)
    run_until(app, lambda: (0, Pay(((0, 2),))) in sent)
    run_until(app, lambda: state.round == 2 and not table.busy, dt=0.2, frames=3000)
    assert state.ships[0].holds[:2] == [["food", 1], ["food", 1]]
    assert [seat for seat, _ in revealed_seen] == [0, 1]
    assert revealed_seen[1][1] == [True, False]           # Jack's card still face down until his turn
    app.shutdown()


# The ghost ship (45, 8 doubloons) is sailed home by the captain; Anne (47) and Jack (40) lag.
GHOST_HOME = {
    "captain": 0, "dice": [[5, 3]], "decks": [["food/gunpowder"], ["food/gunpowder"]],
    "ships": [{"space": 47, "holds": [["gold", 4], [None, 0], [None, 0], [None, 0], [None, 0]]},
              {"space": 40, "holds": [["gold", 4], [None, 0], [None, 0], [None, 0], [None, 0]]},
              {"space": 45, "holds": [["gold", 5], ["gold", 3], [None, 0], [None, 0], [None, 0]]}],
}


def test_the_results_say_the_ghost_ship_won(tmp_home):
    app = make_app()
    match = Match.new("jamaica", [Seat("Anne", "random", 0), Seat("Jack", "random", 1)], seed=2,
                      options={"ghost_ship": True, "setup": GHOST_HOME})
    state = match.state
    match.submit(0, PlaceDice(5, 3))
    match.submit(1, ChooseCard("food/gunpowder"))
    match.submit(0, ChooseCard("food/gunpowder"))
    match.submit(0, next(a for a in state.legal_actions(0) if a.to == 0))     # the ghost ship home
    assert state.is_over() and state.winners() == [] and state.ghost_won()
    table = JamaicaTable(app, match)
    app._push(Title(app))
    app.push(table)
    run_until(app, lambda: isinstance(app.top, Results), dt=0.2, frames=3000)
    results = app.top
    assert results.headline() == "The ghost ship wins!"
    assert f"The ghost ship scored {state.ghost_score()}" in results.extras
    assert [seat for seat, _ in table.results_lines()] == [0, 1]          # the seats, best first
    app.step(0.5)
    _shot(app, "jamaica_ghost_results.png")
    app.shutdown()
