"""The Jamaica table, headless: whole bot games through the real table, every human decision with
synthetic keys, pads and clicks, the couch's privacy (curtains), and a game log that keeps secrets."""
from __future__ import annotations

import pygame
import pytest

from game import Match, Seat
from game.jamaica.actions import ChooseCard, Gunpowder, Loot, PlaceDice, Sail
from scenes.curtain import Curtain
from scenes.jamaica.table import JamaicaTable
from scenes.jamaica import art as S
from scenes.results import Results
from scenes.title import Title

from .helpers import click, key, make_app, pad_button, run_until, watch_submits


def table_for(app, seats, options=None, bindings=None, seed=4) -> JamaicaTable:
    match = Match.new("jamaica", seats, seed=seed, options=options or {})
    table = JamaicaTable(app, match, bindings)
    app._push(Title(app))
    app.push(table)
    app.step(1 / 60)
    return table


def until_decision(app, table, kind, frames=3000):
    run_until(app, lambda: table.decision() is not None and table.decision().kind == kind, dt=0.1,
              frames=frames)
    return table.decision()


# ------------------------------------------------------------------ whole games
@pytest.mark.parametrize("players,ghost", [(2, True), (4, False)])
def test_whole_bot_games_reach_the_results(tmp_home, players, ghost):
    app = make_app()
    app.settings.anim_speed = 2.0
    names = ["Anne", "Jack", "Mary", "Grace"]
    table = table_for(app, [Seat(names[i], "captain", i) for i in range(players)], {"ghost_ship": ghost},
                      seed=7 + players)
    kinds = set()
    real = table.animate

    def animate(event):
        kinds.add(event.TYPE)
        real(event)
    table.animate = animate
    run_until(app, lambda: isinstance(app.top, Results), dt=0.2, frames=20000)
    assert table.match.is_over() and not table.match.queue
    assert {"dice_rolled", "card_revealed", "sailed", "loaded", "game_over"} <= kinds
    assert table.reveal is not None
    lines = table.results_lines()
    scores = table.match.state.scores()
    assert [seat for seat, _ in lines][0] in table.match.state.winners()
    for seat, text in lines:
        assert text.endswith(f"= {scores[seat]}")          # the breakdown adds up to the engine's score
    app.shutdown()


# ------------------------------------------------------------------ a human's decisions
FORK_AND_COMBAT = {
    "captain": 0, "dice": [[3, 1]], "combat": [6, 4],
    "decks": [["forward/food", "food/forward", "gold/gold"]],
    "ships": [{"space": 4, "holds": [["gunpowder", 3], ["food", 3], ["gold", 3], [None, 0], [None, 0]]},
              {"space": 13, "holds": [["gunpowder", 1], ["food", 2], ["gold", 5], [None, 0], [None, 0]]}],
}


def test_a_human_places_dice_chooses_a_card_picks_a_branch_and_fights(tmp_home):
    app = make_app()
    table = table_for(app, [Seat("Anne", None, 0), Seat("Jack", "captain", 1)], {"setup": FORK_AND_COMBAT})
    sent = watch_submits(table)
    state = table.match.state

    # The captain places the dice with the keyboard: both placements are offered.
    dec = until_decision(app, table, "dice")
    assert {o.action for o in dec.options} == {PlaceDice(3, 1), PlaceDice(1, 3)}
    assert "Captain" in dec.prompt
    while table.decision().options[table.sel].action != PlaceDice(3, 1):
        key(pygame.K_RIGHT)
        app.step(1 / 60)
    key(pygame.K_RETURN)
    run_until(app, lambda: state.day == 3)
    assert sent[-1] == (0, PlaceDice(3, 1))

    # The card, with a pad: the instruction names both dice.
    dec = until_decision(app, table, "card")
    assert dec.prompt == "Choose a card: by day it uses the sun die (3), by night the moon die (1)"
    assert {o.action for o in dec.options} == {ChooseCard(c) for c in state.hands[0]}
    while table.decision().options[table.sel].action != ChooseCard("forward/food"):
        pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, instance_id=3)
        app.step(1 / 60)
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=3)
    run_until(app, lambda: (0, ChooseCard("forward/food")) in sent)

    # The fork at space 6: both branches offered on the map; the mouse picks the inner channel.
    dec = until_decision(app, table, "fork")
    assert {o.action for o in dec.options} == {Sail(7), Sail(13)}
    target = next(r for i, r in table.choice_rects if i != "confirm" and dec.options[i].action == Sail(13))
    click(target.center)                  # focus
    app.step(1 / 60)
    assert table.decision().options[table.sel].action == Sail(13)
    click(target.center)                  # confirm
    run_until(app, lambda: (0, Sail(13)) in sent)

    # Combat with Jack's ship there: two gunpowder with the pad's right, A rolls.
    dec = until_decision(app, table, "powder")
    assert [o.action for o in dec.options] == [Gunpowder(n) for n in range(4)]
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, instance_id=3)
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, instance_id=3)
    app.step(1 / 60)
    assert table.combat is not None
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=3)
    run_until(app, lambda: (0, Gunpowder(2)) in sent)

    # Anne wins (6 + 2 against Jack's roll): she takes Jack's doubloons with the keyboard.
    dec = until_decision(app, table, "loot")
    assert Loot("nothing") in [o.action for o in dec.options]
    gold = next(i for i, o in enumerate(dec.options) if o.action.take == "hold" and o.data["kind"] == "gold")
    while table.sel != gold:
        key(pygame.K_RIGHT)
        app.step(1 / 60)
    key(pygame.K_RETURN)
    run_until(app, lambda: isinstance(sent[-1][1], Loot))
    run_until(app, lambda: not table.busy, dt=0.2)
    assert any(h == ["gold", 5] for h in state.ships[0].holds)
    mine = [a for seat, a in sent if seat == 0]
    assert mine[:4] == [PlaceDice(3, 1), ChooseCard("forward/food"), Sail(13), Gunpowder(2)]
    assert mine[4].take == "hold" and len(mine) == 5
    app.shutdown()


# ------------------------------------------------------------------ couch privacy
def test_the_second_humans_hand_is_never_shown_before_their_curtain_lifts(tmp_home):
    app = make_app()
    app.settings.curtains = True
    table = table_for(app, [Seat("Anne", None, 0), Seat("Jack", None, 1)], {"setup": {"captain": 0}},
                      bindings={0: "keyboard", 1: "pad:5"})
    seen_jack = []

    def check():
        hands = [sv.get("hand") for sv in table.shown["ships"][:2]]
        lifted_for_jack = table.viewer == 1
        if hands[1] is not None:
            assert lifted_for_jack, "Jack's hand is drawn before his curtain lifted"
            seen_jack.append(True)
        if hands[0] is not None:
            assert table.viewer == 0, "Anne's hand is drawn while she is not the one looking"
        return False

    def step_until(cond, frames=2000):
        for _ in range(frames):
            app.step(0.05)
            check()
            if cond():
                return
        raise AssertionError("not reached")

    step_until(lambda: isinstance(app.top, Curtain))
    assert app.top.seat == 0 and table.shown["ships"][1]["hand"] is None
    key(pygame.K_RETURN)                                   # Anne lifts hers
    step_until(lambda: table.decision() is not None)
    key(pygame.K_RETURN)                                   # places the dice
    step_until(lambda: table.decision() is not None and table.decision().kind == "card")
    key(pygame.K_RETURN)                                   # chooses a card
    step_until(lambda: isinstance(app.top, Curtain) and app.top.seat == 1)
    assert table.viewer is None
    assert all(sv.get("hand") is None for sv in table.shown["ships"][:2])
    key(pygame.K_RETURN)                                   # Anne's keyboard cannot lift Jack's curtain
    for _ in range(20):
        app.step(0.05)
        check()
    assert isinstance(app.top, Curtain)
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=5)  # Jack's pad does
    step_until(lambda: table.decision() is not None and table.decision().kind == "card")
    assert table.viewer == 1 and seen_jack
    assert table.shown["ships"][1]["hand"] == table.match.state.view(1)["ships"][1]["hand"]
    app.shutdown()


# ------------------------------------------------------------------ the log keeps secrets
def _secret_words(value) -> list[str]:
    """How a private value would read in a log line."""
    if value is None:
        return []
    if isinstance(value, (tuple, list)):
        return [w for v in value for w in _secret_words(v)]
    if "/" in value:
        return [value.replace("/", " / ")]
    return [S.TREASURE_NAMES.get(value, value)]


def test_describe_never_reveals_a_private_field_to_another_viewer(tmp_home):
    app = make_app()
    seats = [Seat(n, "captain", i) for i, n in enumerate(("Anne", "Jack", "Mary"))]
    table = table_for(app, seats, {"ghost_ship": True}, seed=12)
    match = table.match
    events = []
    while not match.is_over():
        seat = match.state.to_move()[0]
        events += match.submit(seat, match.bot_choice(seat))
    match.queue.clear()
    private = [e for e in events if e.PRIVATE and e.visible_to is not None]
    assert {e.TYPE for e in private} >= {"card_chosen", "cards_drawn", "treasure_found"}
    checked = 0
    for viewer in (None, 0, 1, 2):
        for e in private:
            if e.visible(viewer):
                continue
            line = table.describe(e.for_viewer(viewer)) or ""
            for field in e.PRIVATE:
                for word in _secret_words(getattr(e, field)):
                    assert word not in line, (viewer, e, line)
                    checked += 1
        table.history = list(events)
        table.viewer = viewer
        text = "\n".join(table.log_lines(limit=10 ** 6))
        assert text
    assert checked > 20
    app.shutdown()


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_behind_the_start_badge_stays_inside_its_ship_panel(tmp_home, lang):
    """A ship sailed backward out of Port Royal ("it must come round again and sail a whole
    lap") shows its badge beside its points, inside its panel at the fullest table (6 ships),
    in every language (the words "vuelta -1" did not fit: the badge is the backward arrow,
    named by What's this?)."""
    from game import i18n
    app = make_app()
    i18n.set_language(lang)
    try:
        table = table_for(app, [Seat(f"P{i}", "captain", i) for i in range(6)])
        for ship in range(6):
            table.shown["ships"][ship]["lap"] = -1
        app.step(1 / 60)
        for ship in range(6):
            badges = table.badge_rects[ship]
            assert table.panel(ship).inflate(-8, -8).contains(badges["lap"]), (ship, badges["lap"])
            assert not badges["lap"].colliderect(badges["points"])
    finally:
        i18n.set_language("en")
        app.shutdown()
