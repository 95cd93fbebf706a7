"""The Pagamás table, headless: whole bot games through the real table (3 and 6 crew), a human
captain's turn with synthetic keys and clicks (every submit legal), the shown state catching up
with the view, and a log that keeps the secrets of the others."""
from __future__ import annotations

import pygame
import pytest

import game
from game import Match, Seat
from scenes.pagamas.table import PagamasTable
from scenes.results import Results
from scenes.title import Title

from .helpers import click, key, make_app, run_until, watch_submits

NAMES = ["Anne", "Jack", "Mary", "Grace", "Henry", "Bart"]


def table_for(app, seats, options=None, seed=4) -> PagamasTable:
    match = Match.new("pagamas", seats, seed=seed, options=options or {})
    table = PagamasTable(app, match)
    app._push(Title(app))
    app.push(table)
    app.step(1 / 60)
    return table


@pytest.mark.parametrize("players", [3, 6])
def test_whole_bot_games_reach_the_results(tmp_home, players):
    app = make_app()
    app.settings.anim_speed = 2.0
    bot = game.get("pagamas").default_bot
    table = table_for(app, [Seat(NAMES[i], bot, i) for i in range(players)], seed=10 + players)
    kinds = set()
    real = table.animate

    def animate(event):
        kinds.add(event.TYPE)
        real(event)
    table.animate = animate
    run_until(app, lambda: isinstance(app.top, Results), dt=0.5, frames=40000)
    state = table.match.state
    assert state.is_over() and not table.match.queue
    assert {"roles_assigned", "loot_drawn", "loot_given", "votes_revealed", "dens_revealed", "game_over"} <= kinds
    # The end shows each crew member's buried loot, adding up to the engine's score.
    assert table.final is not None
    for seat, values in enumerate(table.final["buried"]):
        assert sum(values) == state.scores()[seat]
    lines = table.results_lines()
    assert lines[0][0] in state.winners()
    assert [s for s, _ in lines] == sorted(range(players), key=lambda s: -state.scores()[s])
    app.shutdown()


def test_the_shown_state_catches_up_with_the_view(tmp_home):
    app = make_app()
    app.settings.anim_speed = 2.0
    bot = game.get("pagamas").default_bot
    table = table_for(app, [Seat(NAMES[i], bot, i) for i in range(4)], seed=5)
    checks = 0
    for _ in range(3000):
        app.step(0.25)
        if not table.busy and not table.match.is_over() and table.worker is None:
            assert table.shown == table.match.state.view(table.viewer)
            checks += 1
        if checks >= 20:
            break
    assert checks >= 20
    app.shutdown()


def _drive_human_turn(app, table, seat: int, use_mouse: bool) -> list:
    """Answer every decision of `seat` during turn 1 with keys (and a click where a seat is named)."""
    sent = watch_submits(table)
    state = table.match.state
    clicked = False
    for _ in range(4000):
        app.step(0.2)
        if state.is_over() or state.turn > 1:
            break
        choice = table.choice
        if choice is None or table.busy:
            continue
        assert choice.seat == seat
        option_seats = sorted(choice.glowing_seats())      # the seats the row on screen names
        if use_mouse and option_seats and not clicked:
            target = option_seats[-1]
            centre = table.lay.seats[target].rect.center
            click(centre)                 # the first click picks the option naming that seat
            app.step(0.05)
            assert choice.focused_seat() == target
            click(centre)                 # the second takes it
            app.step(0.05)
            clicked = True
            continue
        key(pygame.K_RIGHT)
        app.step(0.02)
        key(pygame.K_RETURN)
        app.step(0.02)
    return sent


def test_a_human_captain_plays_a_turn_with_keys_and_clicks(tmp_home):
    app = make_app()
    app.settings.anim_speed = 2.0
    bot = game.get("pagamas").default_bot
    seats = [Seat("Anne", None, 0), Seat("Jack", bot, 1), Seat("Mary", bot, 2)]
    table = table_for(app, seats, {"setup": {"captain": 0}}, seed=8)
    sent = _drive_human_turn(app, table, 0, use_mouse=True)
    mine = [a.TYPE for s, a in sent if s == 0]
    # The captain refloats, hands out the roles, deals the share (one click named a seat), calls
    # the vote, votes and lands: every one of them one of legal_actions (watch_submits checks).
    for needed in ("refloat", "assign_roles", "give", "call_vote", "vote", "land"):
        assert needed in mine, (needed, mine)
    assert table.match.state.turn >= 2 or table.match.state.is_over()
    app.shutdown()


def test_the_vote_and_the_den_are_secret_in_the_log(tmp_home):
    app = make_app()
    app.settings.anim_speed = 2.0
    bot = game.get("pagamas").default_bot
    seats = [Seat("Anne", None, 0), Seat("Jack", bot, 1), Seat("Mary", bot, 2)]
    table = table_for(app, seats, {"setup": {"captain": 1}}, seed=3)
    _drive_human_turn(app, table, 0, use_mouse=False)
    # Anne's log never names the den another player laid in an ambush before it is turned,
    # and never tells the values of a share unless she was captain or Lookout.
    roles = [None, None, None]
    for event in table.history:
        shown = event.for_viewer(0)
        line = table.describe(shown) or ""
        if event.TYPE == "roles_assigned":
            roles = list(event.roles)
        if event.TYPE == "ambush_laid" and event.trapper != 0:
            assert shown.den is None and "(at the" not in line
        if event.TYPE == "loot_drawn":
            if roles[0] in ("captain", "lookout"):
                assert shown.values is not None
            else:
                assert shown.values is None and ":" not in line.split(".")[0]
        if event.TYPE == "actions_drawn" and event.seat != 0:
            assert shown.cards is None
    app.shutdown()


def test_two_humans_choose_behind_curtains_and_see_only_their_own(tmp_home):
    from scenes.curtain import Curtain
    app = make_app()
    app.settings.anim_speed = 2.0
    bot = game.get("pagamas").default_bot
    seats = [Seat("Anne", None, 0), Seat("Jack", None, 1), Seat("Mary", bot, 2)]
    table = table_for(app, seats, {"setup": {"captain": 2}}, seed=6)
    sent = watch_submits(table)
    state = table.match.state
    curtains = set()
    for _ in range(6000):
        app.step(0.2)
        if state.turn > 1 or state.is_over():
            break
        if isinstance(app.top, Curtain):
            assert table.viewer is None              # nothing private is drawn behind the curtain
            curtains.add(app.top.seat)
            key(pygame.K_RETURN)
            app.step(0.6)
            continue
        choice = table.choice
        if choice is None or table.busy:
            continue
        assert table.viewer == choice.seat           # the hand and the loot shown are the chooser's
        hands = [s["hand"] for s in table.shown["seats"]]
        assert all(h is None for i, h in enumerate(hands) if i != choice.seat)
        key(pygame.K_RETURN)
        app.step(0.02)
    assert curtains == {0, 1}
    kinds = {a.TYPE for _, a in sent}
    assert {"vote", "land"} <= kinds
    app.shutdown()


def test_a_human_lays_an_ambush_and_sees_it_stacked_then_turned(tmp_home):
    app = make_app()
    app.settings.anim_speed = 2.0
    bot = game.get("pagamas").default_bot
    seats = [Seat("Anne", None, 0), Seat("Jack", bot, 1), Seat("Mary", bot, 2)]
    table = table_for(app, seats, {"setup": {"captain": 1, "hands": [["ambush"], [], []]}}, seed=9)
    sent = watch_submits(table)
    state = table.match.state
    stacked = turned = False
    for _ in range(5000):
        app.step(0.2)
        if (state.turn > 1 or state.is_over()) and not table.busy:
            break
        mine = [a for a in table.shown.get("ambushes") or [] if a["trapper"] == 0]
        stacked = stacked or bool(mine)
        turned = turned or any(table.turned.get(a["order"]) for a in mine)
        choice = table.choice
        if choice is None or table.busy:
            continue
        if any(o.action.TYPE == "ambush" for o in choice.decision.options):
            key(pygame.K_DOWN)               # from "No ambush" to the first victim's row
            app.step(0.02)
            assert choice.option.action.TYPE == "ambush"
        key(pygame.K_RETURN)
        app.step(0.02)
    laid = [a for s, a in sent if s == 0 and a.TYPE == "ambush"]
    assert laid, [a.TYPE for s, a in sent if s == 0]
    assert stacked and turned            # the den card lay on its victim, then was turned at the revelation
    app.shutdown()


# ------------------------------------------------------------------ the trays' first focus (issue 21)
def _tray(app, match):
    table = PagamasTable(app, match)
    app._push(Title(app))
    app.push(table)
    run_until(app, lambda: table.choice is not None and not table.busy, dt=0.25, frames=400)
    return table


def test_the_refloat_tray_offers_the_rulebooks_choice_keeping_first(tmp_home):
    """Issue 19 and 21: «deve dunque completare la sua mano pescando una, due oppure nessuna
    carta». The tray offers what the rulebook leaves to the player, keeping the hand or
    discarding it first; the draw is said, not chosen; keeping is the first focus, and
    discarding says which cards it gives up."""
    from game.pagamas.actions import Refloat
    app = make_app()
    bot = game.get("pagamas").default_bot
    seats = [Seat("Anne", None, 0), Seat("Jack", bot, 1), Seat("Mary", bot, 2)]
    match = Match.new("pagamas", seats, seed=4, options={"setup": {"captain": 0, "hands": [["ambush"], [], []]}})
    table = _tray(app, match)
    choice = table.choice
    assert [o.action for o in choice.decision.options] == [Refloat(discard_hand=False, draw=1),
                                                            Refloat(discard_hand=True, draw=2)]
    assert choice.option.action == Refloat(discard_hand=False, draw=1)
    assert choice.option.label == "Keep my hand, draw 1"
    give_up = choice.decision.options[1]
    assert give_up.label == "Discard my hand, draw 2" and "Gives up" in give_up.hint and "Ambush!" in give_up.hint
    sent = watch_submits(table)
    key(pygame.K_RETURN)                             # accepting the default keeps the hand
    app.step(0.05)
    assert sent == [(0, Refloat(discard_hand=False, draw=1))]
    app.shutdown()


def test_an_empty_hand_has_one_refloat_draw_two(tmp_home):
    from game.pagamas.actions import Refloat
    app = make_app()
    bot = game.get("pagamas").default_bot
    seats = [Seat("Anne", None, 0), Seat("Jack", bot, 1), Seat("Mary", bot, 2)]
    match = Match.new("pagamas", seats, seed=4, options={"setup": {"captain": 0, "hands": [[], [], []]}})
    table = _tray(app, match)
    assert [o.label for o in table.decision.options] == ["Draw 2 cards"]
    sent = watch_submits(table)
    key(pygame.K_RETURN)
    app.step(0.05)
    assert sent == [(0, Refloat(discard_hand=False, draw=2))]
    app.shutdown()


def test_the_boarding_tray_offers_an_ally_first_and_pass_last(tmp_home):
    """The Q&A: «si può giocargli un All'arrembaggio! per aiutarlo». A human mutineer without
    sailors is offered his card for the ally with sailors, first; passing is last and says what
    it gives up."""
    from game.core.match import Match as M
    from game.pagamas import SPEC
    from game.pagamas.actions import Board, Launch, Side
    from tests.pagamas.helpers import deal, land, new, roles, run_until as until
    s = new(4, hands=[[], [], ["boarding", "salvage"], ["salvage", "salvage"]],
            sailors=[["sailor1"], ["sailor3"], [], []], actions=["ambush"] * 6)
    roles(s, "captain", "second", "lookout", "chaplain")
    deal(s, [0, 0, 1])
    land(s, ["hammock", "tavern", "hammock", "hammock"])
    until(s, "mutiny", "launch")
    s.apply(1, Launch())
    s.apply(2, Side(mutineer=True))
    s.apply(3, Side(mutineer=False))
    assert s.step == "boarding" and s.to_move() == [2]
    app = make_app()
    bot = game.get("pagamas").default_bot
    seats = [Seat("Anne", bot, 0), Seat("Jack", bot, 1), Seat("Mary", None, 2), Seat("Grace", bot, 3)]
    match = M(SPEC, seats, 5, SPEC.resolve_options(None), s)
    match._make_bots()
    table = _tray(app, match)
    opts = table.decision.options
    assert [o.action for o in opts] == [Board(fighter=1), s.legal_actions(2)[-1]]
    assert opts[0].label == "For Jack (+3)" and opts[0].data["seat"] == 1 and table.decision.focus == 0
    assert "mutineers" in opts[0].hint and "later mutiny" in opts[1].hint
    sent = watch_submits(table)
    key(pygame.K_RETURN)
    app.step(0.05)
    assert sent == [(2, Board(fighter=1))]
    app.shutdown()


def test_a_decision_rebuilt_by_another_seats_event_keeps_the_focus(tmp_home):
    """A human choosing while bots vote at once: each bot's event rebuilds the decision, which
    keeps the option the human had reached."""
    app = make_app()
    bot = game.get("pagamas").default_bot
    seats = [Seat("Anne", None, 0), Seat("Jack", bot, 1), Seat("Mary", bot, 2)]
    table = table_for(app, seats, {"setup": {"captain": 1}}, seed=8)
    def voting():
        choice = table.choice
        if choice is not None and choice.decision.kind == "vote":
            return True
        if choice is not None and not table.busy:
            key(pygame.K_RETURN)                # the refloat before it: keep the hand
        return False
    run_until(app, voting, dt=0.2, frames=3000)
    old = table.choice
    key(pygame.K_RIGHT)
    app.step(0.02)
    assert old.col == 1
    table.choice_key = None                 # as after another seat's event
    table.refresh_choice()
    assert table.choice is not old and table.choice.col == 1
    app.shutdown()


def test_a_human_who_accepts_every_default_keeps_a_hand_of_two(tmp_home):
    """Issue 21: accepting the defaults once left a player with an empty hand all game. Now
    every refloat completes the hand to 2, and Enter at every tray plays a sensible move: the
    hand kept, never thrown away; never the brothel without loot to pay it."""
    from game.pagamas.actions import Land, Refloat
    app = make_app()
    app.settings.anim_speed = 4.0
    bot = game.get("pagamas").default_bot
    seats = [Seat("Anne", None, 0), Seat("Jack", bot, 1), Seat("Mary", bot, 2)]
    table = table_for(app, seats, {"setup": {"hands": [[], [], []]}}, seed=21)
    sent = watch_submits(table)
    state = table.match.state
    hands = []
    for _ in range(20000):
        app.step(0.25)
        if state.is_over() or state.turn > 4:
            break
        if table.choice is None or table.busy:
            continue
        if table.choice.option.action.TYPE == "refloat":
            key(pygame.K_RETURN)
            app.step(0.02)
            hands.append(len(state.hands[0]))
            continue
        key(pygame.K_RETURN)
        app.step(0.02)
    mine = [a for s, a in sent if s == 0]
    assert len(hands) >= 3 and min(hands) >= 2, hands
    assert not any(isinstance(a, Refloat) and a.discard_hand for a in mine)
    assert Refloat(discard_hand=False, draw=2) == next(a for a in mine if isinstance(a, Refloat))
    assert not any(isinstance(a, Land) and a.den == "brothel" for a in mine)
    app.shutdown()


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_top_line_never_says_the_phase_twice(tmp_home, lang):
    """Issue 40, item 2: while nobody chose, the top strip read "Roles Roles" ("Rimessa a galla
    Rimessa a galla"): the phase beside the turn, then the phase again. It now says what is
    happening (the log's latest line)."""
    from scenes.pagamas.hud import _phase
    app = make_app()
    app.speak(lang)
    app.settings.anim_speed = 2.0
    table = table_for(app, [Seat(NAMES[i], "random", i) for i in range(3)], seed=5)
    told = 0
    for _ in range(600):
        app.step(0.1)
        if table.banner is None and table.choice is None:
            text, _colour = table.status_text()
            assert text != _phase(table.shown["phase"]), text
            told += bool(text)
    assert told > 50
    app.speak("en")
    app.shutdown()
