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
    assert dec.seat == 0 and [o.data["rank"] for o in dec.options] == DEAL     # the whole hand, in order
    assert "day 1" in dec.prompt
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
    assert dec.seat == 0 and "Parrot" in dec.prompt
    assert [o.data["rank"] for o in dec.options] == deal[1:]          # the rest of the hand
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


# ------------------------------------------------------------------ the Spanish Spy's face-down draws
@pytest.mark.parametrize("viewer", [0, 1])
def test_the_spys_draws_show_face_down_to_rivals_and_whole_to_the_owner(tmp_home, viewer):
    """«el jugador coloca la ficha de botín elegida boca abajo en su guarida»: day 1 Anne's
    Armorer takes the officer, day 2 her Spanish Spy trades it for the chest of the bag. At the
    table the rival sees a face-down token counted in her den and a log that names no kind; the
    owner sees the chest, marked as unseen by the others. The animations alone bring the shown
    den there, before the view is read again."""
    from tests.libertalia.helpers import new
    deal = [17, 7, 16, 20, 23, 25, 28, 12, 6]
    probe = new(deal=deal, booty={1: ["officer", "goods"]}, bag=["chest"])
    setup = {"colours": [0, 1], "deals": [deal], "booty": [[list(d) for d in probe.spaces]], "bag": ["chest"]}
    app = make_app()
    app.settings.anim_speed = 2.0
    app.settings.curtains = False
    table = table_for(app, [Seat("Anne", None, 0), Seat("Jack", None, 1)], setup)
    table.choose_viewer = lambda lift=True: viewer          # one pair of eyes all along
    match = table.match
    before_sync = []
    real = table.sync

    def sync():
        before_sync.append({k: table.shown["seats"][0].get(k) for k in ("den_booty", "den_hidden", "den_secret")})
        real()
    table.sync = sync
    plan = [(0, Pick(20)), (1, Pick(7)), (0, Take("officer")), (0, Pick(17)), (1, Pick(16))]
    while match.state.day <= 2 or match.state.phase != "dawn":
        run_until(app, lambda: not table.busy and not match.queue, dt=0.1, frames=4000)
        seat = match.state.to_move()[0]
        table.submit(*(plan.pop(0) if plan else (seat, match.state.legal_actions(seat)[0])))
    run_until(app, lambda: not table.busy and not match.queue, dt=0.1, frames=4000)
    assert match.state.den_hidden[0] == ["chest"]
    view = match.state.view(viewer)["seats"][0]
    assert before_sync[-1] == {k: view[k] for k in ("den_booty", "den_hidden", "den_secret")}
    drawn = [line for line in table.log_lines(80) if "from the bag, face down" in line]
    assert len(drawn) == 1
    if viewer == 1:
        assert view["den_hidden"] == 1 and "chest" not in view["den_booty"]
        assert "1 token" in drawn[0] and "chest" not in drawn[0]
    else:
        assert view["den_hidden"] == 0 and view["den_booty"].get("chest") == 1 and view["den_secret"] == {"chest": 1}
        assert "chest" in drawn[0]
    app.shutdown()


# ------------------------------------------------------------------ the one decision model
def until_bots_picked(app, table):
    """Anne's dawn pick, once the bots have laid theirs (their cards' flights take no keys away)."""
    run_until(app, lambda: all(s["picked"] for s in table.match.state.view(0)["seats"][1:])
              and not table.busy and table.decision() is not None, dt=0.05, frames=2000)
    return until_decision(app, table, "pick")


def anne(sent) -> list:
    """What the table submitted for Anne (seat 0), the bots' moves left out."""
    return [action for seat, action in sent if seat == 0]


def test_the_tv_offers_the_decisions_options_in_order_and_submits_the_focused_one(tmp_home):
    """The table's pending choice is choices.decide of the seat's own view: the hand's cards stand
    in the decision's order, the first focus is its focus, and confirm submits the focused option."""
    from scenes.libertalia.choices import decide
    app = make_app()
    booty = [[["relic", "chest", "officer"]] + [["goods", "map", "relic"]] * 5]
    table = table_for(app, [Seat("Anne", None, 0), Seat("Jack", "random", 1), Seat("Mary", "random", 2)],
                      {"deals": [DEAL], "booty": booty})
    sent = watch_submits(table)
    dec = until_bots_picked(app, table)
    state = table.match.state
    assert dec == decide(state.view(0), 0, state.legal_actions(0), table.names)
    assert table.sel == dec.focus == 0 and dec.secret
    app.draw()
    drawn = sorted(table.choice_rects, key=lambda pair: pair[1].x)
    assert [i for i, _rect in drawn] == list(range(len(dec.options)))      # left to right, as the decision lists them
    for _ in range(8):                                              # to the Captain (29), the last
        key(pygame.K_RIGHT)
        app.step(1 / 60)
    assert table.sel == 8
    key(pygame.K_RETURN)
    run_until(app, lambda: anne(sent), dt=0.05)
    assert anne(sent) == [dec.options[8].action] == [Pick(29)]
    # Dusk: the Captain takes first; the booty best first, the focus on the chest, never the relic.
    dec = until_decision(app, table, "take")
    assert [o.action for o in dec.options] == [Take("chest"), Take("officer"), Take("relic")]
    assert dec.options[table.sel].action == Take("chest")
    assert dec.options[table.sel].ring == ("day", 1, "chest")
    app.shutdown()


def test_the_lessons_keys_reach_the_option_the_step_asks_for(tmp_home):
    """lesson_places.keys: from the focused option, right to the one asked for, then confirm."""
    from scenes.libertalia.lesson_places import keys
    app = make_app()
    booty = [[["relic", "chest", "officer"]] + [["goods", "map", "relic"]] * 5]
    table = table_for(app, [Seat("Anne", None, 0), Seat("Jack", "random", 1), Seat("Mary", "random", 2)],
                      {"deals": [DEAL], "booty": booty})
    sent = watch_submits(table)
    until_bots_picked(app, table)
    presses = keys(table, Pick(29))
    assert presses == ["right"] * 8 + ["confirm"]
    for press in presses:
        key({"right": pygame.K_RIGHT, "confirm": pygame.K_RETURN}[press])
        app.step(1 / 60)
    run_until(app, lambda: anne(sent), dt=0.05)
    until_decision(app, table, "take")
    key(pygame.K_RIGHT)                                              # the focus moves on first: keys start from it
    app.step(1 / 60)
    presses = keys(table, Take("relic"))
    assert presses == ["right", "confirm"]
    with pytest.raises(ValueError, match="not an option"):
        keys(table, Take("goods"))                                   # not on today's space
    for press in presses:
        key({"right": pygame.K_RIGHT, "confirm": pygame.K_RETURN}[press])
        app.step(1 / 60)
    run_until(app, lambda: len(anne(sent)) == 2, dt=0.05)
    assert anne(sent) == [Pick(29), Take("relic")]
    app.shutdown()
