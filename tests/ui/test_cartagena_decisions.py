"""Cartagena's one Decision (scenes/cartagena/choices.py) and the TV's focus over it (controls.py).

What a move does is said from the view alone and agrees with what the engine then does; a phone
reaches every option by its steps; the first focus is a sensible move; the TV offers exactly the
decision's options, its keys reach each of them and play exactly that one; the focus always rests
on something that can act, and a key or a click that cannot act says why (issue 40, item 4).
"""
from __future__ import annotations

import pygame
import pytest

import game
from game import Match, Seat
from game.cartagena.actions import END_TURN, PASS_AND_DRAW, AdvanceRival, InvokeRum, MoveBack, PlayCard, move_back
from game.core.rng import Rng
from scenes.cartagena import tips
from scenes.cartagena.choices import decide
from scenes.cartagena.controls import END, Chip, Controls
from scenes.cartagena.controls_keys import keys_to
from scenes.cartagena.phone_hand import PICTURES, hand
from scenes.cartagena.table import CartagenaTable
from scenes.title import Title

from .helpers import click, key, make_app, run_until, watch_submits

NAMES = ["Anne", "Jack", "Mary", "Dora", "Ed"]
VARIANTS = [
    (2, {}, 1),
    (4, {"episode": "jungle", "pirates": 4, "draw": "both"}, 2),
    (3, {"episode": "great", "filibusters": True, "sorceress": True, "draw": "both"}, 3),
    (3, {"episode": "great", "sorceress": True, "draw": "tunnel_morgan", "pirates": 5}, 6),
]
KEYS = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT,
        "confirm": pygame.K_RETURN, "alt": pygame.K_TAB, "back": pygame.K_ESCAPE, "page_prev": pygame.K_q,
        "page_next": pygame.K_r}


def decisions(players, options, seed, moves=260):
    """(state, seat, decision) at every step of a seeded game played at random."""
    state = game.get("cartagena").new_state(players=players, seed=seed, options=options)
    rng = Rng(seed)
    for _ in range(moves):
        if state.is_over():
            return
        movers = state.to_move()
        for seat in movers:
            yield state, seat, decide(state.view(seat), seat, state.legal_actions(seat), NAMES[:players])
        seat = movers[rng.randrange(len(movers))]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])


# ------------------------------------------------------------------ the words and where a move leads
@pytest.mark.parametrize("players,options,seed", VARIANTS)
def test_where_each_option_leads_is_what_the_engine_then_does(players, options, seed):
    """The ring and the cards drawn come from the view and the movement rules; the engine agrees."""
    checked = set()
    for state, seat, d in decisions(players, options, seed):
        for o in d.options:
            if not o.ring:
                continue
            events = state.clone().apply(seat, o.action)
            kind = o.ring[0]
            if kind == "space":
                moved = [e for e in events if e.TYPE == "pirate_moved"]
                assert moved and moved[0].to_space == o.ring[1], (o.words, moved)
                if "draw" in o.data:
                    drawn = sum(e.count for e in events if e.TYPE == "cards_drawn" and e.seat == seat)
                    assert drawn == o.data["draw"], (o.words, drawn)
            elif kind == "dock":
                assert next(e for e in events if e.TYPE == "sloop_sailed").to == o.ring[1]
            elif kind == "chest":
                assert next(e for e in events if e.TYPE == "chest_opened").space == o.ring[1]
            elif kind == "rival":
                assert next(e for e in events if e.TYPE == "power_invoked").rival == o.ring[1]
            checked.add(o.action.TYPE)
    assert {"play_card", "move_back"} <= checked


@pytest.mark.parametrize("players,options,seed", VARIANTS)
def test_a_phone_reaches_every_option_by_its_steps(players, options, seed):
    """No two options read the same and none is the beginning of another: a phone taps its steps to each;
    every picture is on this game's allow-list."""
    kinds = set()
    for _state, _seat, d in decisions(players, options, seed):
        kinds.add(d.kind)
        steps = [o.steps for o in d.options]
        assert len(set(steps)) == len(steps), d.kind
        for a in steps:
            for b in steps:
                assert a == b or b[:len(a)] != a, (a, b)
        assert all(o.picture is None or o.picture.rsplit("/", 1)[0] in PICTURES for o in d.options)
    assert {"turn", "more"} <= kinds


def test_the_turns_words_name_the_pirate_then_the_move_with_the_card_and_its_landing():
    state = game.get("cartagena").new_state(2, 1, {"setup": {
        "path": ["rum", "hook", "rum", "lantern", "hook", "pistol"] * 4, "hands": {0: ["rum", "rum*"], 1: ["hook"]},
        "positions": {0: [0, 0, 0, 0, 0, 3], 1: [1, 0, 0, 0, 0, 0]}}})
    d = decide(state.view(0), 0, state.legal_actions(0), ["Anne", "Jack"])
    words = {o.action: o for o in d.options}
    rum = words[PlayCard("rum", 0)]
    assert rum.steps == ("From the dungeon", "Play rum") and rum.picture == "cards/cartagena/rum.png"
    assert rum.hint == "To space 7, over 2 taken spaces." and rum.ring == ("space", 7)      # Jack's 1, Anne's 3
    assert words[PlayCard("rum*", 3)].steps == ("From space 3", "Play dark rum")
    assert words[PlayCard("rum*", 3)].picture == "cards/cartagena/rum_dark.png"
    back = words[MoveBack(3)]
    assert back.steps == ("From space 3", "Move back") and back.hint == "Back to space 1: draw 1 card."
    assert d.kind == "turn" and d.prompt == "Your turn: 3 actions left."


def test_the_first_focus_moves_the_hindmost_pirate_forward_then_draws_and_ends_a_turn_last():
    spec = game.get("cartagena")
    state = spec.new_state(2, 1, {"setup": {"hands": {0: ["hook", "rum"], 1: ["hook"]},
                                            "positions": {0: [0, 0, 0, 0, 3, 9], 1: [1, 2, 0, 0, 0, 0]}}})
    d = decide(state.view(0), 0, state.legal_actions(0), NAMES[:2])
    assert d.options[d.focus].action == PlayCard("rum", 0)          # the hindmost, the first card
    state = spec.new_state(2, 1, {"setup": {"hands": {0: [], 1: ["hook"]},
                                            "positions": {0: [0, 0, 0, 0, 3, 9], 1: [1, 2, 5, 0, 0, 0]}}})
    d = decide(state.view(0), 0, state.legal_actions(0), NAMES[:2])
    assert d.kind == "pass" and d.options[d.focus].action == MoveBack(3)    # 3 -> 2: one space, one card
    assert d.options[-1].steps == ("Pass and draw a card",)
    state = spec.new_state(2, 1, {"draw": "morgan", "setup": {
        "path": ["rum"] * 24, "hands": {0: [], 1: ["hook"]}, "positions": {0: [0] * 6, 1: [24] + [25] * 5}}})
    d = decide(state.view(0), 0, state.legal_actions(0), NAMES[:2])
    win = d.option_of(AdvanceRival(1, 24))
    assert win.data["wins"] and win.hint == "Jack's last pirate reaches the goal: Jack wins at once!"
    assert d.options[d.focus].action == PASS_AND_DRAW           # never a rival's win first


# ------------------------------------------------------------------ the TV
def table_at(app, options, seed=1, seats=2, bindings=None):
    crew = [Seat("Anne", None, 0)] + [Seat(n, "pirate", i) for i, n in enumerate(NAMES[1:seats], start=1)]
    table = CartagenaTable(app, Match.new("cartagena", crew, seed=seed, options=options), bindings)
    app._push(Title(app))
    app.push(table)
    table.show_log = False
    run_until(app, lambda: table.human_to_move() == 0 and not table.busy, dt=0.1, frames=3000)
    return table


def press(app, *names, frames=2):
    for name in names:
        key(KEYS[name])
        for _ in range(frames):
            app.step(1 / 60)


WITCH = {"sorceress": True, "draw": "both", "episode": "great", "setup": {
    "path": ["pistol", "hook", "chest", "lantern", "parrot", "rum"] * 3,
    "jungle_path": ["chest", "hook", "lantern", "rum", "pistol", "parrot"] * 3,
    "hands": {0: ["pistol", "rum", "lantern*", "parrot", "parrot", "hook", "chest"], 1: ["hook", "rum"],
              2: ["lantern"]},
    "positions": {0: [0, 3, 8, 8, 19, 22], 1: [2, 5, 12, 12, 20, 0], 2: [1, 7, 13, 21, 0, 0]}}}


def test_the_tv_offers_exactly_the_decisions_options_and_its_keys_play_each_one(tmp_home):
    """From the first focus, the keys of every option of a turn with every variant (cards, back, the sail,
    Morgan, each power and its second row) reach it, and confirm submits exactly that option."""
    app = make_app()
    table = table_at(app, WITCH, seats=3)
    d = table.decision()
    start = table.controls.focus
    assert d.options[start].action == d.options[d.focus].action
    kinds = set()
    for i, option in enumerate(d.options):
        probe = Controls()
        probe.follow(d, table.shown)
        keys = keys_to(probe, i)
        for name in keys[:-1]:
            assert probe.press(name) not in (None, "play", "end"), (option.words, keys)
            assert probe.option() is not None and (probe.chip() == END or probe.chip() in probe.row())
        assert probe.focus == i and probe.press(keys[-1]) == "play", (option.words, keys)
        kinds.add(option.action.TYPE)
    assert {"play_card", "move_back", "move_sloop", "advance_rival", "invoke_parrots", "invoke_hook",
            "invoke_pistol", "invoke_chest", "invoke_rum"} <= kinds
    # and on the real table: the keys of the hook's power play exactly it
    sent = watch_submits(table)
    hook = next(o for o in d.options if o.action.TYPE == "invoke_hook")
    press(app, *keys_to(table.controls, d.index_of(hook.action)))
    run_until(app, lambda: sent, frames=30)
    assert sent == [(0, hook.action)]
    app.shutdown()


def test_the_focus_never_rests_on_a_chip_that_cannot_act(tmp_home):
    """A seeded walk of keys over a turn: after every key the focus is one of the decision's options, its chip
    is shown usable, and its target is one the arrows offer."""
    app = make_app()
    table = table_at(app, WITCH, seats=3)
    c = table.controls
    rng = Rng(5)
    names = ["up", "down", "left", "right", "page_next", "page_prev", "back"]
    for _ in range(120):
        name = names[rng.randrange(len(names))]
        if c.opens_step() and rng.randrange(3) == 0:
            name = "confirm"
        press(app, name)
        o = c.option()
        assert o is not None and o in table.decision().options
        assert c.chip() == END or (c.chip() in c.row() and c.usable(c.chip())), (c.mode, c.chip())
        if c.targets() and o.data.get("target") is not None:
            assert c.target() in c.targets()
    assert not table.match.log                                  # walking plays nothing
    app.shutdown()


def test_after_a_pirate_boards_the_focus_moves_to_a_pirate_that_can_act(tmp_home):
    """Issue 40, item 4: the focus stayed on the pirate in the sloop and Enter answered "That pirate cannot
    play parrot."; now it moves to a move that can be made, and Enter makes it."""
    app = make_app()
    table = table_at(app, {"setup": {"path": ["rum", "parrot", "hook", "lantern", "pistol", "chest"] * 4,
                                     "hands": {0: ["parrot", "parrot", "hook"], 1: ["rum"]},
                                     "positions": {0: [0, 0, 0, 0, 0, 22], 1: [1, 0, 0, 0, 0, 0]}}})
    sent = watch_submits(table)
    c = table.controls
    assert table.focused().action == PlayCard("parrot", 0)
    press(app, "up")                             # the pirate on 22, the same card: no parrot ahead, aboard
    assert table.focused().action == PlayCard("parrot", 22)
    press(app, "confirm")
    run_until(app, lambda: table.human_to_move() == 0 and not table.busy, dt=0.1)
    assert sent[-1] == (0, PlayCard("parrot", 22)) and 25 in table.shown["pirates"][0]
    assert c.target() == 0 and c.usable(c.chip())          # off the boarded pirate, onto one that can act
    legal = table.legal(0)
    press(app, "confirm")
    run_until(app, lambda: len(sent) == 2, frames=30)
    assert table.toast is None and sent[-1] == (0, PlayCard("parrot", 0)) and sent[-1][1] in legal
    app.shutdown()


def test_with_no_cards_and_no_move_back_enter_ends_the_turn(tmp_home):
    """Issue 40, item 4: Enter repeated "That pirate cannot move back…" while the only move was Tab; now the
    focus is on the End turn button, which is ringed, and Enter ends the turn."""
    app = make_app()
    table = table_at(app, {"setup": {"path": ["rum", "parrot", "hook", "lantern", "pistol", "chest"] * 4,
                                     "hands": {0: ["rum"], 1: ["hook"]},
                                     "positions": {0: [0, 0, 0, 0, 0, 0], 1: [2, 0, 0, 0, 0, 0]}}})
    sent = watch_submits(table)
    press(app, "confirm")                        # rum: the first pirate runs to space 1
    run_until(app, lambda: table.human_to_move() == 0 and not table.busy, dt=0.1)
    assert table.shown["hand"] == [] and table.decision().actions == [END_TURN]
    assert table.controls.chip() == END
    surface = pygame.Surface((1920, 1080))
    table.draw(surface)
    assert "end" in table.buttons
    press(app, "confirm")
    run_until(app, lambda: len(sent) == 2, frames=30)
    assert sent[-1] == (0, END_TURN) and table.toast is None
    app.shutdown()


def test_a_key_that_cannot_act_says_why_in_a_sentence(tmp_home):
    app = make_app()
    table = table_at(app, {"sorceress": True, "setup": {"hands": {0: ["parrot"], 1: ["hook"]}}})
    assert not table.controls.has("sorceress")                # one parrot: no power can be invoked
    press(app, "page_next")
    assert table.controls.mode == "move" and table.toast[0] == "No power can be invoked now."
    press(app, "alt")
    assert table.toast[0] == "Take at least one action first: play a card or move a pirate back."
    assert not table.match.log
    app.shutdown()


def test_a_click_on_a_greyed_card_gives_the_engines_reason(tmp_home):
    app = make_app()
    table = table_at(app, {"setup": {"path": ["rum", "parrot", "hook", "lantern", "pistol", "chest"] * 4,
                                     "hands": {0: ["rum", "hook"], 1: ["hook"]},
                                     "positions": {0: [0, 0, 0, 0, 0, 25], 1: [1, 0, 0, 0, 0, 0]}}})
    c = table.controls
    table.decision()
    c.focus_on(table.decision().index_of(move_back(25)))      # the pirate aboard may move back, not play
    surface = pygame.Surface((1920, 1080))
    table.draw(surface)
    click(table.option_rects[table.row_chips.index(Chip("card", "rum"))].center)
    app.step(1 / 60)
    assert table.toast[0] == "That pirate is already in the sloop." and c.chip() == Chip("back")
    app.shutdown()


# ------------------------------------------------------------------ tips, lesson, phone
def test_the_tips_read_the_decisions_kind():
    state = game.get("cartagena").new_state(2, 1, {"sorceress": True, "setup": {
        "hands": {0: [], 1: ["hook"]}, "positions": {0: [0, 0, 0, 0, 3, 9], 1: [1, 2, 5, 0, 0, 0]}}})
    d = decide(state.view(0), 0, state.legal_actions(0), NAMES[:2])
    assert tips.kinds(d, "move", None) == ("pass", "turn")
    state = game.get("cartagena").new_state(3, 1, {"sorceress": True, "setup": {"hands": {0: ["rum", "rum"]}}})
    state.apply(0, InvokeRum("rum"))
    d = decide(state.view(0), 0, state.legal_actions(0), NAMES[:3])
    assert d.kind == "rum_keep" and tips.kinds(d, "sorceress", None) == ("rum_keep",) and d.confirm == "Keep"
    assert set(tips.TIPS) >= {"pass", "turn", "more", "sail", "rum_keep", "discard", "pistol", "lantern_order"}


def test_the_lessons_keys_reach_the_option_its_step_asks_for(tmp_home):
    from . import lessons
    app = make_app()
    scene = lessons.start(app, "cartagena")
    lessons.drive(app, scene, until=lambda c: c.open and c.step.expect == move_back(10))
    lessons.until_ready(app, scene)
    table = scene.table
    keys = scene.lesson.keys(table, move_back(10))
    assert keys[-1] == "confirm"
    lessons.press(*keys[:-1])
    for _ in range(len(keys) * 2):
        app.step(1 / 60)
    assert table.controls.action() == move_back(10) and table.controls.chip() == Chip("back")
    app.shutdown()


def test_the_phone_hand_shows_the_cards_with_their_pictures_and_the_lanterns_card():
    view = {"hand": ["rum", "rum", "rum*", "hook"], "options": {"filibusters": True}, "held": ["pistol"],
            "known_top": ["chest"], "deck_size": 40, "path": ["rum"] * 12, "pirates": [[0, 13, 13], [0, 0, 0]],
            "turn": 0, "actions_left": 2}
    groups, figures = hand(view, 0, ["Anne", "Jack"])
    mine = groups[0]["cards"]
    assert [(c["title"], c["count"], c["image"]) for c in mine] == [
        ("Rum", 2, "cards/cartagena/rum.png"), ("Dark rum", 1, "cards/cartagena/rum_dark.png"),
        ("Hook", 1, "cards/cartagena/hook.png")]
    assert "discard down to 7" in mine[1]["text"] and not mine[0]["text"]
    assert [g["title"] for g in groups] == ["Your hand", "Set aside to discard", "The next card on the deck"]
    assert {"label": "Pirates at the goal", "value": "2/3"} in figures
    assert {"label": "Actions left", "value": "2"} in figures
