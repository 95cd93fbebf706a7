"""The Palabra de Pirata table, headless: whole bot games, a human at the controls, curtains, privacy.

Driven through the real app with synthetic keyboard, pad and mouse events; the other
seats act through the match (as bots or as other players would).
"""
from __future__ import annotations

import json

import pygame
import pytest

from game import Match, Seat
from game.palabra import achievements
from game.palabra.actions import Bid, Place, ReturnGems, Talk, UseBarrel
from scenes import trophies
from scenes.cabinet import Cabinet
from scenes.curtain import Curtain
from scenes.palabra import layout as L
from scenes.palabra import log
from scenes.palabra.board import letter_spot
from scenes.palabra.table import PalabraTable
from scenes.results import Results
from scenes.title import Title

from .helpers import click, key, make_app, pad_button, run_until

A, B, X = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_X
UP, DOWN = pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN
LEFT, RIGHT = pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT


def push_table(app, match, bindings=None) -> PalabraTable:
    table = PalabraTable(app, match, bindings)
    app._push(table)
    app.step(1 / 60)
    return table


def spy_on(match) -> list:
    """Record every (seat, action) the match accepts, checking it is one of the legal actions."""
    seen = []
    real = match.submit

    def submit(seat, action):
        legal = match.state.legal_actions(seat)
        assert action in legal or isinstance(action, Bid), (seat, action)
        events = real(seat, action)
        seen.append((seat, action))
        return events
    match.submit = submit
    return seen


def whole_game(n: int, seed: int) -> tuple:
    app = make_app()
    app.settings.anim_speed = 3.0
    seats = [Seat(f"Pirate {i}", "cunning", i) for i in range(n)]
    match = Match.new("palabra", seats, seed=seed)
    table = push_table(app, match)
    run_until(app, lambda: isinstance(app.top, Results), dt=0.2, frames=20000)
    return app, match, table


# ------------------------------------------------------------------------------ whole games
def test_a_bot_game_of_four_is_played_to_the_results_and_its_achievements_kept(tmp_home):
    app, match, table = whole_game(4, seed=11)
    assert match.is_over() and table.finished
    assert len(table.history) == len(table.history) and len(table.history) > 100   # every event animated
    assert table.shown["phase"] == "over" and table.shown["scores"] == match.state.scores()
    lines = table.results_lines()
    assert [seat for seat, _ in lines] == match.state.ranking()
    assert all("points" in text for _, text in lines)
    data = json.loads(trophies.path().read_text(encoding="utf-8"))
    earned = achievements.earned_ids(match.state)
    for seat, ids in enumerate(earned):
        got = data["games"].get("palabra", {}).get(f"Pirate {seat}", {})
        assert sorted(got) == sorted(ids)
    extras = table.results_extras()
    assert len(extras) == sum(1 for ids in earned if ids)
    app.shutdown()


def test_a_two_player_game_is_played_through_and_a_corrupt_trophy_file_is_reported(tmp_home):
    path = trophies.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json", encoding="utf-8")
    app, match, table = whole_game(2, seed=4)
    assert match.is_over()
    assert len(match.state.islands) == 4 and table.lay.two_player
    assert any("achievements file could not be read" in n for n in app.notices)
    assert list(path.parent.glob("achievements.json.corrupt-*"))
    data, problem = trophies.load()
    assert problem is None and data["version"] == 1
    app.shutdown()


# ------------------------------------------------------------------------------ a human plays
SETUP = {"day": 2, "dagger": 0, "ships": [[1, 16], [2, 15], [3, 14]],
         "chests": [{"gold": 1, "green": 2}, {}, {}],
         "draws": ["gold", "red", "blue", "green", "violet", "red"]}


def test_a_human_talks_places_bids_uses_an_artifact_and_picks(tmp_home):
    app = make_app()
    app.settings.anim_speed = 3.0
    app.settings.curtains = False
    seats = [Seat("Anne", None, 0), Seat("Bob", None, 1), Seat("Cleo", None, 2)]
    match = Match.new("palabra", seats, seed=1, options={"setup": SETUP})
    seen = spy_on(match)
    table = push_table(app, match, {1: "pad:1", 2: "pad:2"})

    def ready(kind):
        return lambda: (not table.busy and table.choice is not None and table.choice.kind == kind
                        and table.choice.seat == 0)

    def press_until(press, done, most=8):
        for _ in range(most):
            if done():
                return
            press()
            app.step(1 / 60)
        assert done()

    # Table talk: one press says nothing at all.
    run_until(app, ready("talk"))
    assert table.choice.instruction() == table.choice.decision.prompt and "neighbour" in table.choice.instruction()
    key(pygame.K_TAB)
    run_until(app, lambda: match.state.talk_choice[0] is not None)
    assert seen[-1] == (0, Talk(signals=()))
    match.submit(1, Talk(signals=()))
    match.submit(2, Talk(signals=()))

    # Decision: the focus shares both islands and keeps the red in hand; Anne puts green 16 by
    # the left island, the red by the right one, then places them.
    run_until(app, ready("place"))
    choice = table.choice
    assert "island on your left" in choice.instruction()
    assert choice.option.data["hand"] == 0 and "red ship stays in your hand" in choice.option.hint
    press_until(lambda: key(pygame.K_LEFT), lambda: choice.option.steps[0] == "Island A: green ship 16")
    key(pygame.K_RETURN)
    run_until(app, lambda: choice.nav.stage == 1)
    assert "island on your right" in choice.instruction()
    press_until(lambda: key(pygame.K_LEFT), lambda: choice.option.steps[1] == "Island C: red ship")
    key(pygame.K_RETURN)
    run_until(app, lambda: choice.nav.reviewing)
    assert "keep green 1 in hand" in choice.instruction()
    key(pygame.K_RETURN)
    run_until(app, lambda: match.state.placed[0] is not None)
    assert seen[-1] == (0, Place(ships=((0, 16), (2, 0))))
    match.submit(1, Place(ships=((0, 2), (1, 15))))
    match.submit(2, Place(ships=((1, 3), (2, 14))))

    # Market: the only bidder (the others have empty chests) closes a fist on its gold gem, with a
    # pad. The fist starts empty, on the green gems: a first ↑ puts in nothing precious.
    run_until(app, ready("bid"))
    choice = table.choice
    assert choice.nav.pile == [0, 0, 0, 0, 0] and choice.nav.col == 3
    press_until(lambda: pad_button(LEFT, instance_id=0), lambda: choice.nav.col == 0)
    pad_button(UP, instance_id=0)
    run_until(app, lambda: choice.nav.pile == [1, 0, 0, 0, 0])
    pad_button(UP, instance_id=0)               # there is no second gold gem: the fist stays as it is
    app.step(1 / 60)
    assert choice.nav.pile == [1, 0, 0, 0, 0]
    pad_button(A, instance_id=0)
    run_until(app, lambda: match.state.phase == "artifacts")
    assert seen[-1] == (0, Bid(gold=1))

    # The contraband barrel (third artifact), then two green gems go back.
    run_until(app, ready("use"))
    assert "choose an artifact" in table.choice.instruction()
    pad_button(RIGHT, instance_id=0)
    pad_button(RIGHT, instance_id=0)
    run_until(app, lambda: table.choice is not None and table.choice.option.data["artifact"] == "barrel")
    pad_button(A, instance_id=0)
    run_until(app, lambda: match.state.step and match.state.step["step"] == "return")
    assert seen[-1] == (0, UseBarrel())
    run_until(app, ready("return"))
    choice = table.choice
    worths = [sum(n * p for n, p in zip(o.data["pile"], (4, 3, 2, 1, -1))) for o in choice.decision.options]
    assert worths == sorted(worths) and choice.current == 0     # least worth first, and the focus on it
    press_until(lambda: pad_button(RIGHT, instance_id=0), lambda: choice.option.data["pile"] == [0, 0, 0, 2, 0],
                most=16)
    pad_button(A, instance_id=0)
    run_until(app, lambda: match.state.phase == "resolution")
    assert seen[-1] == (0, ReturnGems(green=2))
    assert match.state.artifacts["barrel"] == [0, "used"]

    # Resolution: island A is shared with Bob, Anne (green 16) picks first: a click, then keys.
    picks = 0
    for _ in range(12):
        run_until(app, lambda: match.state.is_over() or match.state.phase != "resolution" or (
            not table.busy and (match.state.to_move() in ([1], [2]) or ready("pick")())), frames=3000)
        if match.state.phase != "resolution":
            break
        turn = match.state.to_move()[0]
        if turn != 0:
            match.submit(turn, match.state.legal_actions(turn)[0])
            continue
        before = len(seen)
        if picks == 0:
            app.step(1 / 60)
            rect = next(r for k, r in table.choice.rects.items() if isinstance(k, tuple) and k[0] == "label")
            click(rect.center)
        else:
            key(pygame.K_RETURN)
        run_until(app, lambda: len(seen) > before)
        assert type(seen[-1][1]).__name__ == "Pick" and seen[-1][0] == 0
        picks += 1
    assert picks >= 2
    run_until(app, lambda: match.state.day == 3 and not table.busy, dt=0.1, frames=3000)
    outcomes = match.state.history[0]["outcomes"]
    assert {o["result"] for o in outcomes} >= {"share", "raid"}
    assert all(seat in (0, 1, 2) for seat, _ in seen)
    app.shutdown()


def test_back_undoes_a_placed_card_and_alt_bids_an_empty_fist(tmp_home):
    app = make_app()
    app.settings.anim_speed = 3.0
    seats = [Seat("Anne", None, 0), Seat("Bob", "cunning", 1), Seat("Cleo", "cunning", 2)]
    match = Match.new("palabra", seats, seed=3, options={"setup": SETUP, "talk": False})
    table = push_table(app, match)
    run_until(app, lambda: table.choice is not None and table.choice.kind == "place" and not table.busy)
    key(pygame.K_RETURN)
    run_until(app, lambda: table.choice.nav.stage == 1)
    assert table.wants_back()
    key(pygame.K_ESCAPE)             # back undoes, it does not open the pause menu
    run_until(app, lambda: table.choice.nav.stage == 0)
    assert app.top is table
    for _ in range(3):
        key(pygame.K_RETURN)
    run_until(app, lambda: match.state.placed[0] is not None)
    run_until(app, lambda: table.choice is not None and table.choice.kind == "bid" and not table.busy)
    key(pygame.K_TAB)
    run_until(app, lambda: match.state.bid_done[0])
    assert match.log[-1][1] == Bid() or any(s == 0 and a == Bid() for s, a in match.log)
    app.shutdown()


# ------------------------------------------------------------------------------ couch privacy
def _private_of(shown: dict, seat: int) -> list:
    """What of `seat` must stay hidden from anyone else before the ships turn face up."""
    s = shown["seats"][seat]
    out = [s["chest"], s["fist"], s["score"]]
    if shown["phase"] not in ("resolution", "over"):
        out += [e["card"] for isl in shown["islands"] for e in isl["ships"]
                if e["seat"] == seat and e["placed"] and not any(p["target"] == seat for p in shown["peeks"])]
        if s["placed"]:
            out.append(s["hand"])
    return [x for x in out if x is not None]


def test_with_two_humans_each_hand_shows_only_after_its_own_curtain(tmp_home):
    app = make_app()
    app.settings.anim_speed = 3.0
    seats = [Seat("Anne", None, 0), Seat("Bob", None, 1), Seat("Cleo", "cunning", 2)]
    match = Match.new("palabra", seats, seed=8, options={"setup": {"chests": [{"gold": 2}, {"blue": 2}, {}]}})
    table = push_table(app, match, {0: "keyboard", 1: "pad:1"})
    curtains: list[int] = []
    last = None
    own_seen = {0: 0, 1: 0}
    for _ in range(4000):
        app.step(1 / 20)
        top = app.top
        for seat in (0, 1):
            if table.viewer != seat:
                assert _private_of(table.shown, seat) == [], (seat, table.viewer, table.shown["phase"])
            else:
                own_seen[seat] += bool(_private_of(table.shown, seat))
        if isinstance(top, Curtain):
            if top is not last:           # each curtain is lifted once, by its own player's device
                last = top
                curtains.append(top.seat)
                key(pygame.K_RETURN) if top.seat == 0 else pad_button(A, instance_id=1)
            continue
        if match.state.day > 2 or (match.state.day == 2 and match.state.phase in ("artifacts", "resolution")):
            break
        choice = table.choice
        if choice is None or table.busy:
            continue
        if choice.kind in ("talk", "bid"):
            key(pygame.K_TAB) if choice.seat == 0 else pad_button(X, instance_id=1)
        else:
            key(pygame.K_RETURN) if choice.seat == 0 else pad_button(A, instance_id=1)
    assert match.state.day >= 2 and match.state.phase != "market"
    assert curtains[:4] == [0, 1, 0, 1], curtains
    assert curtains.count(0) >= 3 and curtains.count(1) >= 3      # day 2's talk and decision too
    assert own_seen[0] and own_seen[1]          # each saw its own chest and ships once its curtain lifted
    app.shutdown()


# ------------------------------------------------------------------------------ the log
def test_the_log_never_tells_a_seat_what_only_another_saw():
    seats = [Seat(f"P{i}", "cunning", i) for i in range(4)]
    match = Match.new("palabra", seats, seed=21)
    events = []
    while not match.is_over():
        seat = match.state.to_move()[0]
        events += match.submit(seat, match.bot_choice(seat))
    names = [s.name for s in seats]
    private = [e for e in events if e.visible_to is not None]
    assert {e.TYPE for e in private} >= {"ship_peeked", "gems_drawn"}
    for e in private:
        hidden = log.describe(e.redacted(), names)
        for viewer in [None, *range(4)]:
            if viewer in e.visible_to:
                continue
            assert log.describe(e.for_viewer(viewer), names) == hidden
        whole = log.describe(e, names)
        if e.TYPE == "ship_peeked":
            assert whole != hidden and log.card_text(e.card) in whole and log.card_text(e.card) not in hidden
    assert all(log.describe(e, names) for e in events if e.TYPE != "phase_begins")


# ------------------------------------------------------------------------------ layout and cabinet
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_nothing_overlaps_on_the_table(players):
    lay = L.layout(players)
    seats = [b.rect for b in lay.seats]
    things = [("island", r) for r in lay.islands] + [("seat", r) for r in seats] + [("tray", lay.tray)]
    for i, (a, ra) in enumerate(things):
        for b, rb in things[i + 1:]:
            assert not ra.colliderect(rb), (players, a, b)
    ships = list(lay.ships.values())
    for i, r in enumerate(ships):
        assert r.collidelist(seats) < 0 and r.collidelist(ships[i + 1:]) < 0
        assert not r.colliderect(lay.tray) or players == 2
    assert lay.tray.w >= 700 and lay.tray.h >= 200
    board = pygame.Rect(0, 60, 1920, 935)
    for key_, (pos, _tail) in lay.bubbles.items():
        assert board.collidepoint(pos), key_
    for i in range(len(lay.islands)):
        x, y = letter_spot(lay, i)
        assert not any(r.collidepoint(x, y) for r in seats)


def test_the_cabinet_lists_every_achievement_and_closes_with_a_pad(tmp_home):
    trophies.record(["Anne", "Bob"], [["golden_beak"], []], when="2026-11-20")
    assert trophies.record(["Anne"], [["golden_beak"]], when="2026-11-22") is None
    data, problem = trophies.load()
    assert problem is None
    assert data["games"]["palabra"]["Anne"]["golden_beak"] == {"first": "2026-11-20", "last": "2026-11-22", "times": 2}
    app = make_app()
    app._push(Title(app))
    app._push(Cabinet(app))
    app.step(1 / 60)
    cab = app.top
    assert isinstance(cab, Cabinet) and len(cab.achievements) == len(achievements.ACHIEVEMENTS)
    assert [name for name, _ in cab.holders("golden_beak")] == ["Anne"] and cab.holders("impeccable") == []
    pad_button(DOWN, instance_id=3)
    run_until(app, lambda: cab.index == 1)
    pad_button(B, instance_id=3)
    run_until(app, lambda: isinstance(app.top, Title))
    app.shutdown()


def test_a_corrupt_trophy_file_is_set_aside_and_the_cabinet_reports_it(tmp_home):
    path = trophies.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "games": {"palabra": {"Anne": {"golden_beak": 3}}}}', encoding="utf-8")
    app = make_app()
    app._push(Title(app))
    app._push(Cabinet(app))
    app.step(1 / 60)
    assert type(app.top).__name__ == "Notice" and "could not be read" in app.top.text
    assert not path.exists() and len(list(path.parent.glob("achievements.json.corrupt-*"))) == 1
    pad_button(A, instance_id=0)
    run_until(app, lambda: isinstance(app.top, Cabinet))
    assert trophies.record(["Anne"], [["impeccable"]]) is None
    assert trophies.load()[0]["games"]["palabra"]["Anne"]["impeccable"]["times"] == 1
    app.shutdown()


# ------------------------------------------------------------------------------ the shown state
@pytest.mark.parametrize("players, viewer", [(4, 0), (2, 1), (5, None)])
def test_the_shown_state_follows_the_events_to_what_the_view_says(players, viewer):
    """shown.apply, event after event, ends where state.view(viewer) is after each action."""
    from scenes.palabra import shown as model
    seats = [Seat(f"P{i}", "cunning", i) for i in range(players)]
    match = Match.new("palabra", seats, seed=31 + players)
    shown = match.state.view(viewer)
    keys = ("day", "dagger", "phase")
    while not match.is_over():
        seat = match.state.to_move()[0]
        action = match.bot_choice(seat)
        for e in match.submit(seat, action):
            model.apply(shown, e.for_viewer(viewer), viewer)
        if seat == viewer and action.TYPE in ("place", "rearrange", "bid"):
            shown = match.state.view(viewer)          # the table knows its own choice (or re-reads the view)
            continue
        truth = match.state.view(viewer)
        assert {k: shown[k] for k in keys} == {k: truth[k] for k in keys}
        assert shown["bag"] == truth["bag"]
        for a, b in zip(shown["islands"], truth["islands"]):
            assert {c: n for c, n in a["gems"].items() if n} == {c: n for c, n in b["gems"].items() if n}
            assert a["rat"] == b["rat"]
            assert [(e["seat"], e["placed"], e["card"], e["rat"]) for e in a["ships"]] == \
                [(e["seat"], e["placed"], e["card"], e["rat"]) for e in b["ships"]]
        flags = ("talked", "placed") if truth["phase"] != "over" else ()
        for a, b in zip(shown["seats"], truth["seats"]):
            for k in ("cards", "hand", "hand_count", "hand_rat", "chest_count", *flags):
                assert a[k] == b[k], (k, a["seat"], a[k], b[k], truth["phase"])
            if b["chest"] is not None:
                assert {c: n for c, n in a["chest"].items() if n} == {c: n for c, n in b["chest"].items() if n}
        assert [(a["face_up"], a["by"]) for a in shown["artifacts"]] == [(a["face_up"], a["by"]) for a in truth["artifacts"]]
        assert shown["rats"]["placed"] == truth["rats"]["placed"]
        if truth["phase"] != "over":      # at the end the view keeps the last day's talk; the table clears it
            assert sorted(map(tuple, shown["signals"])) == sorted(map(tuple, truth["signals"]))


def test_the_curtain_comes_down_once_for_a_player_who_keeps_the_controls(tmp_home):
    """Issue 21, item 10: picking gems turn about with a bot, a player saw "Pass to Anne" before each
    pick. A curtain is for handing over: the human who lifted the last one still holds the controls.
    Only a secret choice (ships, signals, a fist) ends a look (issue 40, item 1): the public
    resolution follows, and the same player's next look needs the curtain again."""
    app = make_app()
    seats = [Seat("Anne", None, 0), Seat("Mary", None, 1), Seat("Bart", "cunning", 2)]
    table = PalabraTable(app, Match.new("palabra", seats, seed=4))
    app._push(Title(app))
    app._push(table)
    curtains = []                                       # (seat, a secret choice was made since the last)
    secret = [False]
    real, submit = table.raise_curtain, table.submit

    def raise_curtain(seat):
        curtains.append((seat, secret[0]))
        secret[0] = False
        real(seat)

    def on_submit(seat, action):
        secret[0] = secret[0] or action.TYPE in ("talk", "place", "bid")
        return submit(seat, action)
    table.raise_curtain, table.submit = raise_curtain, on_submit
    app.settings.anim_speed = 3.0
    for _ in range(4000):
        app.step(0.1)
        if isinstance(app.top, Curtain):
            key(pygame.K_RETURN)                       # its player lifts it
        elif app.top is table and table.human_to_move() is not None and not table.busy:
            seat = table.human_to_move()
            table.submit(seat, table.match.state.legal_actions(seat)[0])
        if table.match.is_over() or len(table.match.log) > 60:
            break
    assert len(curtains) > 6
    assert all(a != b or after_secret for (a, _s), (b, after_secret) in zip(curtains, curtains[1:])), curtains
    assert any(a == b for (a, _s), (b, _t) in zip(curtains, curtains[1:]))   # after a secret choice
    app.shutdown()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_gem_pick_leaves_its_side_column_room_for_the_gems_taken_so_far(players):
    """On a shared island with every colour on offer (five), the tiles narrow so that the column
    beside them ("You: 3", "Calico Jack: 2" and their gems) keeps its width inside the tray."""
    from scenes.palabra.choices_panels_gems import EXTRA_W, gem_tiles
    from scenes.palabra.layout import Layout
    tray = Layout(players).tray
    for n in range(1, 6):
        tile_w, side = gem_tiles(tray, n, True)
        assert tile_w >= 84 and side.w >= min(EXTRA_W, tray.w - 60 - n * 140), (players, n, side)
        assert tray.contains(side), (players, n, side, tray)
