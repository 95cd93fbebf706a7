"""Pagamás' one decision model at the table: the tray walks exactly `decide`'s options, from the
seat's own view, in their order; its keys reach every option (the lesson's keys are these) and
confirm submits the focused one; a phone's hand and the decisions' pictures are the allow-list's."""
from __future__ import annotations

import random

import game
from game import Match, Seat, shipped
from game.core.decision import covers
from game.pagamas.actions import AssignRoles, Board, Elect, Give, Land, Pass, Vote
from scenes.input import Intent
from scenes.pagamas import phone_hand
from scenes.pagamas.choices import decide
from scenes.pagamas.choices_roles import RolesTray, tray_for
from scenes.pagamas.lesson import LESSON
from scenes.pagamas.table import PagamasTable
from scenes.title import Title

from .helpers import make_app, watch_submits

NAMES = ["Anne", "Jack", "Mary", "Grace"]
MULTI = {"give", "call_vote", "ambush", "assign_roles"}      # decisions of several rows (or crew members)


def human_table(app, seed: int) -> PagamasTable:
    """Four humans on one screen, no curtains: every decision comes to the tray."""
    app.settings.curtains = False
    app.settings.anim_speed = 4.0
    match = Match.new("pagamas", [Seat(n, None, i) for i, n in enumerate(NAMES)], seed=seed)
    table = PagamasTable(app, match)
    app._push(Title(app))
    app.push(table)
    app.apply_pending()
    return table


def reached(table, index: int) -> bool:
    """Press the keys to option `index` on a fresh tray, all but the last confirm: is it focused?"""
    tray = tray_for(table, table.decision)
    keys = tray.keys_to(index)
    assert keys and keys[-1] == "confirm"
    for k in keys[:-1]:
        tray.handle(Intent(k, "keyboard"))
    at_done = not isinstance(tray, RolesTray) or tray.row == tray.done
    return tray.index == index and at_done


def test_the_tray_walks_exactly_the_decision_and_confirm_submits_the_focused_option(tmp_home):
    app = make_app()
    table = human_table(app, seed=3)
    sent = watch_submits(table)
    state = table.match.state
    rng = random.Random(3)
    kinds, pressed = set(), set()
    for _ in range(20000):
        app.step(1 / 15)
        if state.is_over() or len(kinds) >= 14:
            break
        tray = table.choice
        if tray is None or table.busy:
            continue
        d, seat = tray.decision, tray.seat
        legal = state.legal_actions(seat)
        # The tray's decision is `decide` of the seat's own view: exactly its legal actions.
        again = decide(state.view(seat), seat, legal, NAMES)
        assert covers(d, legal) is None and d.actions == again.actions and d.prompt == again.prompt
        assert tray.index == d.focus
        if not isinstance(tray, RolesTray):
            assert [i for row in tray.rows for i in row.options] == list(range(len(d.options)))
            assert [o.label for o in tray.row_options()] == tray.labels()
        kinds.add(d.kind)
        if d.kind in MULTI and d.kind not in pressed:
            assert all(reached(table, i) for i in range(0, len(d.options), max(1, len(d.options) // 12)))
        if d.kind not in pressed:
            # The keys of the focused option (the lesson's keys) submit it, and only it.
            pressed.add(d.kind)
            before = len(sent)
            for k in tray.keys_to(d.focus):
                table.handle_board(Intent(k, "keyboard"))
            assert sent[before:] == [(seat, d.options[d.focus].action)], d.kind
            continue
        table.submit(seat, legal[rng.randrange(len(legal))])
    assert {"refloat", "assign_roles", "give", "call_vote", "vote", "land", "ambush"} <= kinds, kinds
    app.shutdown()


def test_the_lessons_keys_are_the_trays_way_to_the_option(tmp_home):
    """The lesson's `keys(table, action)` lead to the Decision's option of that action."""
    app = make_app()
    table = human_table(app, seed=5)
    state = table.match.state
    checked = set()
    for _ in range(6000):
        app.step(1 / 15)
        if state.is_over() or {"give", "assign_roles", "call_vote"} <= checked:
            break
        tray = table.choice
        if tray is None or table.busy:
            continue
        d = tray.decision
        if d.kind in ("give", "assign_roles", "call_vote") and d.kind not in checked:
            checked.add(d.kind)
            last = d.options[-1].action
            assert LESSON.keys(table, last) == tray.keys_to(len(d.options) - 1)
            assert reached(table, len(d.options) - 1)
        table.submit(tray.seat, d.options[d.focus].action)
    assert {"give", "assign_roles", "call_vote"} <= checked, checked
    app.shutdown()


def test_a_phone_shows_only_pictures_of_its_allow_list():
    """Every picture of a Pagamás hand and of its decisions lies in phone_hand.PICTURES, and exists."""
    root = shipped.assets()
    state = game.get("pagamas").new_state(players=5, seed=7, options={})
    rng = random.Random(7)
    pictures = set()
    for _ in range(600):
        if state.is_over():
            break
        for seat in state.to_move():
            view = state.view(seat)
            groups, figures = phone_hand.hand(view, seat, NAMES + ["Bart"])
            assert {f["label"] for f in figures} == {"Votes", "Buried"}
            pictures |= {c["image"] for g in groups for c in g["cards"] if c["image"]}
            d = decide(view, seat, state.legal_actions(seat), NAMES + ["Bart"])
            pictures |= {o.picture for o in d.options if o.picture}
        seat = rng.choice(state.to_move())
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
    assert len(pictures) > 10
    for picture in pictures:
        assert picture.rsplit("/", 1)[0] in phone_hand.PICTURES, picture
        assert (root / picture).is_file(), picture


def test_the_first_focus_is_always_a_sensible_move():
    """choices.py's docstring: deal round the table, vote for a share that pays you (against one
    that gives you nothing), hide on the treasure island with loot (never the brothel without),
    board for the strongest crew of your side, vote for yourself, hand the characters out as
    they are."""
    def focused(d):
        return d.options[d.focus].action
    seats = [{"seat": s, "loot": [], "votes": 1, "sailors": [], "role": r}
             for s, r in enumerate(("captain", "second", "lookout", "chaplain"))]
    share = {"cards": [{"card": 7, "value": 2, "to": 1}, {"card": 8, "value": 1, "to": None},
                       {"card": 9, "value": 3, "to": None}]}
    view = {"seats": seats, "share": share, "captain": 0}
    gives = [Give(c, s) for c in (8, 9) for s in range(4)]
    assert focused(decide(view, 0, gives, NAMES)) == Give(8, 2)      # one card dealt: next, round the table
    votes = [Vote(True), Vote(False)]
    assert focused(decide(view, 1, votes, NAMES)) == Vote(True)      # the share pays Jack
    assert focused(decide(view, 2, votes, NAMES)) == Vote(False)     # it gives Mary nothing
    assert focused(decide(view, 0, votes, NAMES)) == Vote(True)      # the captain's own share
    dens = [Land(d) for d in ("hammock", "tavern", "brothel", "island")]
    assert focused(decide(view, 3, dens, NAMES)) == Land("hammock")  # no loot: never the brothel
    seats[3]["loot"] = [{"card": 7, "value": 2}]
    assert focused(decide(view, 3, dens, NAMES)) == Land("island")
    seats[1]["sailors"], seats[2]["sailors"] = ["sailor1"], ["sailor3"]
    boarding = decide(view, 3, [Board(1), Board(2), Pass()], NAMES)
    assert focused(boarding) == Board(2) and boarding.options[-1].action == Pass()
    assert focused(decide(view, 2, [Elect(0), Elect(1), Elect(2)], NAMES)) == Elect(2)
    hand_outs = [AssignRoles(("captain",) + p) for p in (("lookout", "second", "chaplain"),
                                                          ("second", "lookout", "chaplain"))]
    roles = decide(view, 0, hand_outs, NAMES)
    assert focused(roles) == hand_outs[1] and roles.confirm
    assert roles.options[1].steps == ("Jack: Second", "Mary: Lookout", "Grace: Chaplain")
