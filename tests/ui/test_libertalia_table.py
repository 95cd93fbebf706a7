"""The Libertalia table, headless: a human's whole day with synthetic keys, pads and clicks, curtains between
humans, whole bot games for 2 and 6 players through the real table, and a log that keeps the picks secret."""
from __future__ import annotations

import pygame
import pytest

import game

from game import Match, Seat
from game.libertalia.actions import Pick, Take
from scenes.curtain import Curtain
from scenes.libertalia.table import LibertaliaTable
from scenes.results import Results
from scenes.title import Title

from .helpers import click, key, make_app, pad_button, run_until, watch_submits

DEAL = [3, 6, 10, 13, 18, 21, 24, 28, 29]
BOOTY = [[["chest", "goods"], ["jewels", "map"], ["map", "relic"], ["goods", "goods"], ["chest", "jewels"],
          ["sabre", "goods"]]]


def table_for(app, seats, setup=None, bindings=None, seed=4) -> LibertaliaTable:
    options = {"setup": setup} if setup else {}
    match = Match.new("libertalia", seats, seed=seed, options=options)
    table = LibertaliaTable(app, match, bindings)
    app._push(Title(app))
    app.push(table)
    app.step(1 / 60)
    return table


def until_decision(app, table, kind, frames=4000):
    run_until(app, lambda: app.top is table and table.decision() is not None and table.decision().kind == kind,
              dt=0.1, frames=frames)
    return table.decision()


def test_humans_play_a_whole_day_with_keys_a_pad_and_the_mouse(tmp_home):
    app = make_app()
    app.settings.curtains = False          # one couch, no secrets kept: each mover looks in turn
    booty = [[["chest", "goods", "jewels"]] + [["goods", "map", "relic"]] * 5]
    table = table_for(app, [Seat("Anne", None, 0), Seat("Jack", None, 1), Seat("Mary", None, 2)],
                      {"deals": [DEAL], "booty": booty})
    sent = watch_submits(table)
    dec = until_decision(app, table, "pick")
    assert dec.seat == 0 and [o.picture[2] for o in dec.options] == DEAL     # the whole hand, in order
    assert "day 1" in dec.instruction
    for _ in range(4):                                              # Beggar... to the Cook (18)
        key(pygame.K_RIGHT)
        app.step(1 / 60)
    assert table.decision().options[table.sel].action == Pick(18)
    key(pygame.K_RETURN)
    run_until(app, lambda: table.decision() is not None and table.decision().seat == 1, dt=0.05)
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=3)          # Jack: the Beggar, with a pad
    run_until(app, lambda: table.decision() is not None and table.decision().seat == 2, dt=0.05)
    mary = table.decision()
    click(dict(table.choice_rects)[1].center)                       # Mary: the Preacher, with a click
    run_until(app, lambda: len(sent) == 3, dt=0.05)
    assert sent == [(0, Pick(18)), (1, Pick(3)), (2, Pick(6))] and mary.options[1].action == Pick(6)
    # Dusk, right to left: the Cook first takes two tokens, each a choice of what is left.
    dec = until_decision(app, table, "take")
    assert dec.seat == 0 and {o.action for o in dec.options} == {Take("chest"), Take("goods"), Take("jewels")}
    while table.decision().options[table.sel].action != Take("chest"):
        key(pygame.K_RIGHT)
        app.step(1 / 60)
    key(pygame.K_RETURN)
    run_until(app, lambda: len(sent) == 4, dt=0.05)
    dec = until_decision(app, table, "take")
    assert {o.action for o in dec.options} == {Take("goods"), Take("jewels")}
    click(dict(table.choice_rects)[[o.action for o in dec.options].index(Take("jewels"))].center)
    run_until(app, lambda: len(sent) == 5, dt=0.05)
    assert sent[3:] == [(0, Take("chest")), (0, Take("jewels"))]
    # The day ends: night, then dawn of day 2; what the table shows is what the view says.
    run_until(app, lambda: not table.busy and table.shown["day"] == 2 and table.shown["phase"] == "dawn",
              dt=0.1, frames=3000)
    view = table.match.state.view(table.viewer)
    for shown, seat in zip(table.shown["seats"], view["seats"]):
        assert (shown["den"], shown["den_booty"], shown["doubloons"]) == (seat["den"], seat["den_booty"],
                                                                         seat["doubloons"])
    assert table.shown["seats"][0]["den"] == [18]
    assert table.shown["seats"][0]["den_booty"] == {"chest": 1, "jewels": 1}
    assert table.shown["booty"][0] == []
    assert any("Cook" in line for line in table.log_lines(40))
    app.shutdown()


def test_two_humans_pick_behind_curtains_each_with_their_own_device(tmp_home):
    app = make_app()
    table = table_for(app, [Seat("Anne", None, 0), Seat("Mary", None, 1)], {"deals": [DEAL], "booty": BOOTY},
                      bindings={0: "keyboard", 1: "pad:5"})
    sent = watch_submits(table)
    run_until(app, lambda: isinstance(app.top, Curtain), dt=0.1)
    assert app.top.seat == 0 and table.viewer is None
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=5)            # not Anne's device: stays down
    app.step(1 / 60)
    assert isinstance(app.top, Curtain)
    key(pygame.K_RETURN)
    run_until(app, lambda: app.top is table and table.decision() is not None, dt=0.05)
    assert table.viewer == 0
    key(pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, Curtain) and app.top.seat == 1, dt=0.05)
    assert sent == [(0, Pick(3))]
    # Behind Mary's curtain nothing of Anne's pick shows; the log says only that she laid a card.
    assert table.viewer is None
    assert all("Parrot" not in line and "Beggar" not in line for line in table.log_lines())
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=5)
    run_until(app, lambda: app.top is table and table.decision() is not None, dt=0.05)
    assert table.viewer == 1 and table.shown["seats"][0]["pick"] is None
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, instance_id=5)
    app.step(1 / 60)
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=5)
    run_until(app, lambda: len(sent) == 2, dt=0.05)
    assert sent[1] == (1, Pick(6))
    app.shutdown()


@pytest.mark.parametrize("players", [2, 6])
def test_whole_bot_games_reach_the_results(tmp_home, players):
    app = make_app()
    app.settings.anim_speed = 4.0
    names = ["Anne", "Jack", "Mary", "Grace", "Henry", "Ching"]
    bot = game.get("libertalia").default_bot            # the bot the lobby and the demo seat
    table = table_for(app, [Seat(names[i], bot, i) for i in range(players)], seed=10 + players)
    kinds = set()
    real = table.animate

    def animate(event):
        kinds.add(event.TYPE)
        real(event)
    table.animate = animate
    toasts = []
    table.show_toast = lambda message, seconds=3.0: toasts.append(message)
    frame = [0]

    def over():
        frame[0] += 1
        if frame[0] % 500 == 0:            # the shown state never drifts from the view once settled
            if not table.busy and app.top is table:
                view = table.match.state.view(table.viewer)
                assert [s["den"] for s in table.shown["seats"]] == [s["den"] for s in view["seats"]]
        return isinstance(app.top, Results)
    run_until(app, over, dt=0.25, frames=60000)
    assert table.match.is_over() and not table.match.queue
    assert toasts == []                     # no bot stumbled, no move refused
    assert {"campaign_begins", "revealed", "ability_used", "to_den", "booty_moved", "doubloons_moved",
            "campaign_scored", "game_over"} <= kinds
    lines = table.results_lines()
    scores = table.match.state.scores()
    assert lines[0][0] in table.match.state.winners()
    for seat, text in lines:
        assert text.startswith(f"{scores[seat]:g}") and text.count("campaign ") == 3   # a breakdown per campaign
    for event in table.history:
        table.describe(event)              # every event has its sentence (or is left out) without error
    app.shutdown()


def test_the_parrot_replays_a_card_of_the_hand_and_it_slides_onto_the_ship(tmp_home):
    from game.libertalia.actions import Replay
    app = make_app()
    deal = [1, 3, 6, 10, 13, 18, 21, 24, 28]
    table = table_for(app, [Seat("Anne", None, 0), Seat("Jack", "random", 1)], {"deals": [deal], "booty": BOOTY})
    sent = watch_submits(table)
    until_decision(app, table, "pick")
    key(pygame.K_RETURN)                                             # the Parrot, leftmost in hand
    dec = until_decision(app, table, "replay")
    assert dec.seat == 0 and "Parrot" in dec.instruction
    assert [o.picture[2] for o in dec.options] == deal[1:]          # the rest of the hand
    for _ in range(2):
        key(pygame.K_RIGHT)
        app.step(1 / 60)
    key(pygame.K_RETURN)                                             # the French Officer (10)
    run_until(app, lambda: (0, Replay(10)) in sent, dt=0.05)

    def officer_on_deck():       # drawn in its place, not in flight any more
        return any(e["rank"] == 10 and e["seat"] == 0 for e in table.shown["ship"]) \
            and (0, 10) not in table.hidden_cards
    run_until(app, officer_on_deck, dt=0.02)
    anne = table.shown["seats"][0]
    assert 1 in anne["graveyard"] and 10 not in anne["hand"]
    app.shutdown()
