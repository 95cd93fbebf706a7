"""The Cartagena table in every variant, headless: whole bot games through the real table, every human
decision of the variants with keys, a pad and the mouse, the Filibusters' discards with two humans and
their curtains, a log that keeps the powers' secrets, the rules panel, and a layout that fits."""
from __future__ import annotations

import pygame
import pytest

from game import Match, Seat
from game.cartagena.actions import (AdvanceRival, ChooseCard, Discard, InvokeHook, InvokeParrots, InvokePistol,
                                    InvokeRum, MoveSloop, PlayCard)
from scenes.cartagena import layout as L
from scenes.cartagena.choices import symbol_of
from scenes.cartagena.controls import Chip
from scenes.cartagena.table import CartagenaTable
from scenes.curtain import Curtain
from scenes.results import Results
from scenes.title import Title

from .helpers import click, key, make_app, pad_button, run_until, watch_submits

TUNNEL18 = ["pistol", "hook", "chest", "lantern", "parrot", "rum", "lantern", "chest", "hook", "pistol",
            "parrot", "rum", "hook", "chest", "pistol", "rum", "lantern", "parrot"]
JUNGLE18 = ["chest", "hook", "lantern", "rum", "pistol", "parrot", "parrot", "lantern", "chest", "pistol",
            "hook", "rum", "rum", "pistol", "parrot", "hook", "chest", "lantern"]
PATH = ["hook", "pistol", "rum", "parrot", "chest", "lantern", "lantern", "chest", "hook", "parrot", "rum",
        "pistol", "lantern", "hook", "rum", "parrot", "pistol", "chest", "chest", "parrot", "rum", "pistol",
        "lantern", "hook", "pistol", "rum", "parrot", "hook", "lantern", "chest", "parrot", "lantern", "hook",
        "chest", "pistol", "rum"]


def open_table(app, options, seats=None, bindings=None, seed=4) -> CartagenaTable:
    seats = seats or [Seat("Anne", None, 0), Seat("Jack", "pirate", 1), Seat("Mary", "pirate", 2)]
    match = Match.new("cartagena", seats, seed=seed, options=options)
    table = CartagenaTable(app, match, bindings)
    app._push(Title(app))
    app.push(table)
    app.step(1 / 60)
    return table


def anne(sent) -> list:
    """The actions seat 0 submitted (bots act between them)."""
    return [a for s, a in sent if s == 0]


def ready(app, table, seat=0, frames=2000):
    run_until(app, lambda: table.human_to_move() == seat and not table.busy, dt=0.1, frames=frames)


def press(app, *keys, frames=2):
    for k in keys:
        key(k)
        for _ in range(frames):
            app.step(1 / 60)


def press_until(app, condition, k, limit=12):
    """Press `k` until `condition()` holds (at most `limit` times)."""
    for _ in range(limit):
        if condition():
            return
        press(app, k)
    assert condition(), f"not reached with {limit} presses of {k}"


# ------------------------------------------------------------------ whole games
@pytest.mark.parametrize("options", [
    {"episode": "great", "pieces": 3, "draw": "both", "filibusters": True, "sorceress": True},
    {"episode": "jungle", "draw": "morgan", "pirates": 4},
], ids=["great-everything", "jungle-morgan"])
def test_whole_bot_games_of_the_variants_reach_the_results(tmp_home, options):
    app = make_app()
    app.settings.anim_speed = 3.0
    seats = [Seat(n, "pirate", i) for i, n in enumerate(["Anne", "Jack", "Mary"])]
    table = open_table(app, options, seats, seed=11)
    kinds = set()
    real = table.animate

    def animate(event):
        kinds.add(event.TYPE)
        real(event)
    table.animate = animate
    run_until(app, lambda: isinstance(app.top, Results), dt=0.2, frames=30000)
    assert table.match.is_over() and not table.match.queue
    if options["episode"] == "great":
        assert {"sloop_sailed", "rival_advanced", "reached_cove"} <= kinds
    else:
        assert {"rival_advanced", "reached_cove", "game_won"} <= kinds
    lines = table.results_lines()
    assert "in the cove" in lines[0][1] and lines[0][0] in table.match.state.winners()
    app.shutdown()


# ------------------------------------------------------------------ the rules panel
def test_a_variant_shows_its_rules_at_the_start_and_on_the_log_key(tmp_home):
    app = make_app()
    table = open_table(app, {"episode": "jungle", "filibusters": True})
    assert table.show_log                                # shown once, before the first move
    press(app, pygame.K_RETURN)
    assert not table.show_log and not table.match.log    # the confirm only closed it
    press(app, pygame.K_l)
    assert table.show_log
    surface = pygame.Surface((1920, 1080))
    table.draw(surface)
    press(app, pygame.K_ESCAPE)
    assert not table.show_log
    app.shutdown()


def test_the_base_game_opens_straight_on_the_board(tmp_home):
    app = make_app()
    table = open_table(app, {})
    assert not table.show_log and not table.variant
    app.shutdown()


# ------------------------------------------------------------------ the great escape with the keyboard
def test_keyboard_sails_as_captain_then_lands_a_pirate_on_tortuga(tmp_home):
    app = make_app()
    match = Match.new("cartagena", [Seat("Anne", None, 0), Seat("Jack", "pirate", 1)], seed=1,
                      options={"episode": "great", "pieces": 3, "setup": {
                          "path": TUNNEL18, "jungle_path": JUNGLE18, "hands": {0: ["lantern", "rum"], 1: ["rum"]},
                          "positions": {0: [19, 19, 5, 0, 0, 0], 1: [19, 0, 0, 0, 0, 0]}}})
    table = CartagenaTable(app, match)
    app._push(Title(app))
    app.push(table)
    sent = watch_submits(table)
    ready(app, table)
    table.show_log = False
    assert table.shown["captain"]
    table.decision()
    assert [c.kind for c in table.controls.row()] == ["back", "card", "card", "sail"]
    assert table.controls.chip() == Chip("card", "rum")       # the first card
    press(app, pygame.K_RIGHT, pygame.K_RIGHT)     # rum, lantern -> Sail
    assert table.controls.chip().kind == "sail"
    press(app, pygame.K_RETURN)
    ready(app, table)
    assert anne(sent)[-1] == MoveSloop() and table.shown["sloop_at"] == "tortuga"
    assert table.course.ferry_t == 1.0 and table.match.state.actions_taken == 0     # free
    # Up/down to the pirates aboard, left to the lantern: they land on the jungle's first lantern.
    table.decision()
    assert table.controls.chip().kind != "sail"            # the focus never lands on sailing straight back
    targets = table.controls.targets()
    press_until(app, lambda: table.controls.target() == 19, pygame.K_DOWN)
    press_until(app, lambda: table.controls.chip().value == "lantern", pygame.K_LEFT)
    assert table.focused().ring == ("space", 22) and 19 in targets
    press(app, pygame.K_RETURN)
    ready(app, table)
    assert anne(sent)[-1] == PlayCard("lantern", 19) and 22 in table.shown["pirates"][0]
    app.shutdown()


# ------------------------------------------------------------------ Morgan with a pad
def test_pad_switches_to_morgan_and_advances_a_rivals_pirate(tmp_home):
    app = make_app()
    match = Match.new("cartagena", [Seat("Anne", None, 0), Seat("Jack", "pirate", 1)], seed=2,
                      options={"draw": "morgan", "setup": {"path": PATH, "hands": {0: ["rum"], 1: []},
                                                           "positions": {0: [12, 12, 0, 0, 0, 0],
                                                                         1: [5, 9, 0, 0, 0, 0]}}})
    table = CartagenaTable(app, match, {0: "pad:1"})
    app._push(Title(app))
    app.push(table)
    sent = watch_submits(table)
    ready(app, table)
    table.show_log = False
    pad_button(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, instance_id=1)
    app.step(1 / 60)
    assert table.controls.mode == "morgan"
    targets = table.controls.targets()
    assert targets == [(1, 0), (1, 5), (1, 9)]
    for _ in range(4):
        if table.controls.target() == (1, 5):
            break
        pad_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN, instance_id=1)
        app.step(1 / 60)
    data = table.focused().data
    assert (data["to"], data["draw"]) == (9, 1)     # to 9, draw 1
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=1)
    ready(app, table)
    assert anne(sent)[-1] == AdvanceRival(1, 5)
    app.shutdown()


# ------------------------------------------------------------------ the Black Sorceress
WITCH = {"sorceress": True, "setup": {
    "path": PATH, "hands": {0: ["pistol", "rum", "lantern*", "parrot", "parrot", "hook", "chest"],
                            1: ["hook", "rum", "chest*", "pistol"], 2: ["lantern"]},
    "positions": {0: [0, 4, 8, 8, 19, 30], 1: [2, 5, 12, 12, 20, 0], 2: [1, 7, 13, 26, 0, 0]},
    "deck": ["rum", "hook", "parrot", "chest", "pistol", "lantern", "rum"]}}


def witch_table(app, bindings=None):
    seats = [Seat("Anne", None, 0), Seat("Jack", "pirate", 1), Seat("Mary", "pirate", 2)]
    table = open_table(app, WITCH, seats, bindings)
    table.show_log = False
    return table


def to_power(app, table, symbol):
    if table.controls.mode != "sorceress":
        press(app, pygame.K_r)
    assert table.controls.mode == "sorceress"
    for _ in range(10):
        if symbol_of(table.controls.chip().value.split("+")[0]) == symbol:
            return
        press(app, pygame.K_RIGHT)
    raise AssertionError(symbol)


def test_keyboard_pistol_points_at_a_rival_and_takes_a_card_from_the_panel(tmp_home):
    app = make_app()
    table = witch_table(app)
    sent = watch_submits(table)
    ready(app, table)
    to_power(app, table, "pistol")
    assert table.controls.targets() == [1, 2]
    press(app, pygame.K_DOWN)                                   # Mary, then back to Jack
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    ready(app, table)
    assert anne(sent)[-1] == InvokePistol("pistol", 1)
    assert table.decision().kind == "pistol" and table.controls.choosing()
    assert table.shown["pending"]["cards"] == ["pistol", "rum", "hook", "chest*"]
    surface = pygame.Surface((1920, 1080))
    table.draw(surface)
    assert len(table.choice_rects) == 4
    press(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    ready(app, table)
    assert anne(sent)[-1] == ChooseCard("chest*") and "chest*" in table.shown["hand"]
    app.shutdown()


def test_mouse_rum_keeps_two_and_gives_by_clicking_cards(tmp_home):
    app = make_app()
    table = witch_table(app)
    sent = watch_submits(table)
    ready(app, table)
    surface = pygame.Surface((1920, 1080))
    table.draw(surface)
    table.controls.set_mode("sorceress")
    table.draw(surface)
    rum = table.row_chips.index(Chip("power", "rum"))
    click(table.option_rects[rum].center)           # select
    app.step(1 / 60)
    table.draw(surface)
    click(table.option_rects[rum].move(0, -34).center)   # click the selected one: invoke
    ready(app, table)
    assert anne(sent)[-1] == InvokeRum("rum")
    for _ in range(6):
        if not table.shown.get("pending"):
            break
        table.draw(surface)
        click(table.choice_rects[0].center)              # the first click selects (focused or not)
        app.step(1 / 60)
        table.draw(surface)
        click(table.choice_rects[0].center)              # a second click on it picks it
        ready(app, table)
    picks = [a for s, a in sent if isinstance(a, ChooseCard)]
    assert len(picks) == 3 and table.match.state.pending is None      # keep 2, give 1 (the last goes alone)
    app.shutdown()


def test_parrots_and_hook_open_a_second_row_and_back_closes_it(tmp_home):
    app = make_app()
    table = witch_table(app)
    sent = watch_submits(table)
    ready(app, table)
    to_power(app, table, "parrot")
    press(app, pygame.K_RETURN)
    assert table.controls.step == Chip("parrots", "parrot+parrot") and table.wants_back()
    press(app, pygame.K_ESCAPE)
    assert table.controls.step is None and app.top is table     # back left the row, no pause menu
    press(app, pygame.K_RETURN)
    press_until(app, lambda: table.controls.chip().value == "hook", pygame.K_RIGHT)
    press_until(app, lambda: table.controls.target() == 4, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    ready(app, table)
    assert anne(sent)[-1] == InvokeParrots(("parrot", "parrot"), "hook", 4)
    to_power(app, table, "hook")
    press(app, pygame.K_RETURN)
    assert table.controls.step == Chip("power", "hook")
    assert table.controls.targets() == [8]      # two of Anne's on 8
    press_until(app, lambda: table.controls.chip().value == "rum", pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    ready(app, table)
    assert anne(sent)[-1] == InvokeHook("hook", "rum", 8)
    app.shutdown()


def test_a_power_that_cannot_be_used_is_greyed_skipped_and_says_why(tmp_home):
    app = make_app()
    table = witch_table(app)
    ready(app, table)
    table.match.state.hands[0].remove("parrot")           # one parrot left: no wildcard
    table.sync()
    table.controls.set_mode("sorceress")
    surface = pygame.Surface((1920, 1080))
    table.draw(surface)
    parrot = Chip("power", "parrot")
    assert parrot in table.row_chips and not table.controls.usable(parrot)
    assert parrot not in table.controls.stops()                # the keys never rest on it
    click(table.option_rects[table.row_chips.index(parrot)].center)
    app.step(1 / 60)
    assert table.toast and "two parrots" in table.toast[0] and table.controls.chip() != parrot
    app.shutdown()


# ------------------------------------------------------------------ Filibusters with two humans
def test_two_humans_discard_each_on_their_own_device_behind_curtains(tmp_home):
    app = make_app()
    app.settings.curtains = True
    seats = [Seat("Anne", None, 0), Seat("Jack", None, 1), Seat("Mary", "pirate", 2)]
    big = ["pistol"] * 3 + ["rum"] * 3 + ["hook"] * 3
    match = Match.new("cartagena", seats, seed=3, options={"filibusters": True, "setup": {
        "path": PATH, "first": 2, "hands": {0: big, 1: ["lantern"] * 8, 2: ["rum*"]}}})
    table = CartagenaTable(app, match, {0: "pad:1", 1: "pad:2"})
    app._push(Title(app))
    app.push(table)
    table.show_log = False
    sent = watch_submits(table)
    run_until(app, lambda: isinstance(app.top, Curtain), dt=0.1, frames=3000)   # Mary (bot) played rum*
    assert sorted(table.match.state.to_move()) == [0, 1]
    first = app.top.seat
    assert table.shown["hand"] is None                     # nothing private behind the curtain
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=first + 1)
    run_until(app, lambda: app.top is table and table.human_to_move() == first, dt=0.1)
    assert table.decision().kind == "discard"
    for _ in range(2 if first == 0 else 1):
        pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=first + 1)
        run_until(app, lambda: not table.busy, dt=0.1)
    other = 1 - first
    run_until(app, lambda: isinstance(app.top, Curtain) and app.top.seat == other, dt=0.1)
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=other + 1)
    run_until(app, lambda: app.top is table and table.human_to_move() == other, dt=0.1)
    for _ in range(2 if other == 0 else 1):
        pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=other + 1)
        run_until(app, lambda: not table.busy, dt=0.1)
    discards = [a for s, a in sent if isinstance(a, Discard)]
    assert len(discards) == 3 and table.match.state.discards is None
    assert len(table.match.state.hands[0]) == 7 and len(table.match.state.hands[1]) == 7
    app.shutdown()


# ------------------------------------------------------------------ secrets in the log
def test_the_log_keeps_the_pistols_look_and_the_gifts_private(tmp_home):
    app = make_app()
    table = witch_table(app)
    ready(app, table)
    from game.cartagena.actions import CardGiven, HandShown
    table.history.append(HandShown(0, 1, ("hook", "rum"), visible_to=(0,)))
    table.history.append(CardGiven(0, 2, "rum", visible_to=(0, 2)))
    table.viewer = 0
    assert table.log_lines()[-2:] == ["Jack's hand: hook, rum.", "Anne gives rum to Mary."]
    table.viewer = 1
    assert table.log_lines()[-2:] == ["Anne looks at Jack's hand.", "Anne gives a card to Mary."]
    table.viewer = None
    assert "rum" not in " ".join(table.log_lines()[-2:])
    app.shutdown()


# ------------------------------------------------------------------ the layout fits
@pytest.mark.parametrize("episode", ["tunnel", "jungle", "great"])
def test_every_board_length_fits_above_the_hand_panel_without_overlaps(episode):
    import game
    spec = game.get("cartagena")
    for pieces in (3, 4, 5, 6, 7, 8):
        view = spec.new_state(2, pieces, {"episode": episode, "pieces": pieces}).view(0)
        course = L.Course.build(view)
        rects = [course.rect(i) for i in range(course.goal + 1)]
        if course.docks:
            rects.append(course.docks[1])
        top = 96 if episode == "great" else 80       # the turn banner spans the middle down to y 94
        screen = pygame.Rect(0, top, 1920, L.PANEL_RECT.y - top)
        for r in rects:
            assert screen.contains(r), (episode, pieces, r)
        spaces = [course.rect(i) for i in range(1, course.goal) if i != course.ferry]
        assert course.size >= 60 or episode != "great", (pieces, course.size)
        for i, a in enumerate(spaces):
            for b in spaces[i + 1:]:
                assert not a.colliderect(b)
        for end in course.ends:
            for s in spaces:
                assert not course.rect(end).colliderect(s), (episode, pieces, end)
        ends = [course.rect(e).inflate(0, 28).move(0, 14) for e in course.ends if e != course.ferry]   # name below
        assert not any(a.colliderect(b) for i, a in enumerate(ends) for b in ends[i + 1:]), (episode, pieces)


# ------------------------------------------------------------------ how to play, for the options chosen
def test_how_to_play_pages_follow_the_options():
    import itertools
    import game
    from scenes.cartagena.rules import base_pages, pages
    from scenes.howto import layout_page
    pygame.font.init()
    assert pages({}) == base_pages()
    spec = game.get("cartagena")
    names = ["episode", "draw", "filibusters", "sorceress"]
    for values in itertools.product(*(spec.options[n].choices for n in names)):
        options = dict(zip(names, values))
        got = pages(options)
        titles = [p.title for p in got]
        assert len(set(titles)) == len(titles) and titles[-1] == "Controls", (options, titles)
        for page in got:
            assert len(layout_page(page)) <= 17, (options, page.title, len(layout_page(page)))
    every = pages({"episode": "great", "draw": "tunnel_classic", "filibusters": True, "sorceress": True,
                   "pirates": 4, "pieces": 3})
    titles = [p.title for p in every]
    for title in ("This game", "The great escape", "The sloop", "Moving back", "Morgan's rule", "Filibusters",
                  "The Black Sorceress", "Treasure chests", "Controls"):
        assert title in titles
    assert "Captain" in " ".join(p.text for p in every)
    jungle = [p.title for p in pages({"episode": "jungle", "draw": "morgan"})]
    assert "The jungle of Tortuga" in jungle and "Moving back" not in jungle and "The sloop" not in jungle


def test_mouse_tabs_switch_modes_rows_pick_the_pistols_rival_and_a_tab_closes_the_second_row(tmp_home):
    app = make_app()
    table = witch_table(app)
    ready(app, table)
    surface = pygame.Surface((1920, 1080))
    table.draw(surface)
    click(table.tab_rects["sorceress"].center)
    app.step(1 / 60)
    assert table.controls.mode == "sorceress"
    assert table.row_chips[0] == Chip("power", "pistol") and table.controls.chip() == table.row_chips[0]
    table.draw(surface)
    click(table.player_row_center(2))                             # Mary's row in the players' panel
    app.step(1 / 60)
    assert table.controls.target() == 2
    parrots = table.row_chips.index(Chip("parrots", "parrot+parrot"))
    click(table.option_rects[parrots].center)                     # a click focuses the parrots...
    app.step(1 / 60)
    table.draw(surface)
    click(table.option_rects[parrots].move(0, -34).center)        # ...a second one opens their row
    app.step(1 / 60)
    assert table.controls.step is not None
    table.draw(surface)
    click(table.tab_rects["sorceress"].center)
    app.step(1 / 60)
    assert table.controls.step is None and table.controls.mode == "sorceress"
    table.draw(surface)
    click(table.tab_rects["move"].center)
    app.step(1 / 60)
    assert table.controls.mode == "move"
    app.shutdown()


def test_a_mouse_click_chooses_a_chip_and_a_second_click_plays_it_even_back(tmp_home):
    """Issue 21, item 10: "click, then click again", as the README says; the hover only shows."""
    app = make_app()
    seats = [Seat("Anne", None, 0), Seat("Jack", "random", 1)]
    match = Match.new("cartagena", seats, seed=8)
    for _ in range(4):                           # a few moves, so that moving back is possible
        seat = match.state.to_move()[0]
        match.submit(seat, next(a for a in match.state.legal_actions(seat) if a.TYPE == "play_card"))
    while match.state.to_move() != [0]:
        seat = match.state.to_move()[0]
        match.submit(seat, match.state.legal_actions(seat)[0])
    match.queue.clear()
    table = CartagenaTable(app, match)
    sent = watch_submits(table)
    app._push(table)
    run_until(app, lambda: table.human_to_move() == 0)
    surface = pygame.Surface((1920, 1080))
    table.decision()
    table.aim(next(a.from_space for a in table.legal(0) if a.TYPE == "move_back"))
    table.draw(surface)
    back = table.row_chips.index(Chip("back"))
    centre = table.option_rects[back].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(1, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    assert table.controls.chip() == Chip("back") and not sent       # hovered: shown, not chosen
    click(centre)
    app.step(1 / 60)
    assert not sent                                           # the first click chooses
    table.draw(surface)
    click(centre)
    app.step(1 / 60)
    assert sent and sent[-1][1].TYPE == "move_back"           # the second plays it
    app.shutdown()
