"""Couch privacy at every table (ARCHITECTURE.md, "Couch privacy"; issue 40, item 1).

Two players share the keyboard, curtains on. Whole stretches of each game are played through
the real table and its input (Enter lifts each curtain and takes the focused move), and every
frame drawn is checked: outside a lifted curtain the TV draws no seat's private view.

What a frame may show is worked out here from the rule, not from the table's own bookkeeping:
  - a seat's private view appears only after its owner lifted its curtain;
  - it goes the moment that player's secret choice is made (a choice made face down, at the
    same time as the others: SECRET below, from the rulebooks), unless the next thing asked of
    the same seat is more of the same face-down choice (Cartagena's discards, one card at a
    time), and stays gone through the resolution that follows until the next curtain lifts;
  - it goes too the moment a move hands the controls away (its player is not to move after
    it): nothing private through the animations or the bots' moves that follow. Only the player
    who still holds the controls (no other curtain lifted, no secret choice since) sees it again
    when the game comes back to them (issue 21, item 10: no curtain between a player's picks).
"What a frame draws" is read from the table's `viewer` and the view it draws from
(`shown`): the view must be the one of the seat allowed (its "viewer" key), and no private
value of any other seat (what `view(s)` holds that `view(None)` does not) may sit in it.
"""
from __future__ import annotations

import pygame
import pytest

from game import Match, Seat
from scenes.curtain import Curtain
from scenes.results import Results
from scenes.tables import table_for
from scenes.title import Title

from .helpers import key, make_app
from .test_cartagena_table import PATH

# The choices made face down, at the same time as the others (the rulebooks; game/*/__init__.py).
SECRET = {
    "cartagena": {"discard"},                    # the filibusters' discards
    "jamaica": {"choose_card"},
    "libertalia": {"pick"},
    "palabra": {"talk", "place", "bid"},
    "pagamas": {"land", "vote", "elect"},
}


def private_paths(own: dict, public: dict, path=()):
    """(path, value) of everything `own` (a seat's view) holds that `public` (view(None)) does not."""
    if isinstance(own, dict) and isinstance(public, dict):
        for k, v in own.items():
            if k == "viewer":
                continue
            yield from private_paths(v, public.get(k), path + (k,))
    elif isinstance(own, list) and isinstance(public, list) and len(own) == len(public):
        for i, (a, b) in enumerate(zip(own, public)):
            yield from private_paths(a, b, path + (i,))
    elif own != public:
        yield path, own


def at(tree, path):
    for k in path:
        if isinstance(tree, dict) and k in tree:
            tree = tree[k]
        elif isinstance(tree, list) and isinstance(k, int) and k < len(tree):
            tree = tree[k]
        else:
            return None
    return tree


class Rule:
    """Which seat's private view a frame may show, by the rule, as the play goes."""

    def __init__(self, table, secret: set[str]) -> None:
        self.table, self.secret = table, secret
        self.open: int | None = None      # the seat whose look is open now
        self.holder: int | None = None    # the seat holding the controls (may look again)
        self.lifts = self.secret_closes = self.hand_aways = self.frames = 0
        self.moves: list = []
        lifted, submit = table.curtain_lifted, table.match.submit

        def curtain_lifted(seat):
            self.open = self.holder = seat
            self.lifts += 1
            return lifted(seat)

        def on_submit(seat, action):
            result = submit(seat, action)
            self.moves.append((seat, action))
            state = table.match.state
            if seat == self.open:
                more = state.legal_actions(seat) if seat in state.to_move() else []
                if action.TYPE in self.secret and not (more and all(a.TYPE == action.TYPE for a in more)):
                    self.open = self.holder = None
                    self.secret_closes += 1
                elif not more:
                    self.open = None
                    self.hand_aways += 1
            return result
        table.curtain_lifted = curtain_lifted
        table.match.submit = on_submit

    def allowed(self) -> int | None:
        t = self.table
        if self.open is None and self.holder is not None and not t.busy \
                and self.holder in t.couch_to_move():
            self.open = self.holder          # the controls came back to the player who holds them
        return self.open

    def check(self) -> None:
        """The frame just drawn shows only what the rule allows."""
        t = self.table
        if not any(s is t for s in t.app.stack) or isinstance(t.app.top, Curtain):
            return                        # the table is not drawn (behind an opaque curtain)
        self.frames += 1
        may = self.allowed()
        state = t.match.state
        assert t.viewer in (None, may), f"{t.match.spec.id}: the TV draws seat {t.viewer}'s view, allowed {may}"
        assert t.shown.get("viewer") == t.viewer, f"{t.match.spec.id}: drawn from view({t.shown.get('viewer')})"
        public = state.view(None)
        mine = state.view(may) if may is not None else public
        for s in range(len(t.match.seats)):
            if s == may:
                continue
            for path, value in private_paths(state.view(s), public):
                if value in (None, [], {}, 0, False) or at(mine, path) == value:
                    continue              # an empty secret reads as none; or the seat looking knows it too
                assert at(t.shown, path) != value, \
                    f"{t.match.spec.id}: seat {s}'s private {'/'.join(map(str, path))} is drawn ({value!r})"


# (game, options, seed, seats (None: human on the keyboard, else a bot), human moves to play)
BIG = ["pistol"] * 3 + ["rum"] * 3 + ["hook"] * 3       # too big a hand when the dark card comes
CASES = [
    ("cartagena", {"filibusters": True}, 3, [None, None, "easy"], 24),
    ("cartagena", {"filibusters": True, "setup": {"path": PATH, "first": 2, "hands": {
        0: BIG, 1: ["lantern"] * 8, 2: ["rum*"]}}}, 3, [None, None, "pirate"], 10),
    ("jamaica", {"setup": {"captain": 1}}, 4, [None, None], 16),
    ("libertalia", {}, 2, [None, None, "easy"], 14),
    ("palabra", {}, 4, [None, None, "easy"], 18),
    ("pagamas", {}, 1, [None, None, "easy"], 24),
]
NAMES = ["Anne", "Blackbeard", "Calico"]


@pytest.mark.parametrize("gid,options,seed,kinds,moves", CASES,
                         ids=["cartagena", "cartagena-discards", "jamaica", "libertalia", "palabra", "pagamas"])
def test_no_frame_outside_a_lifted_curtain_draws_a_private_view(tmp_home, gid, options, seed, kinds, moves):
    app = make_app()
    app.settings.curtains = True
    app.settings.anim_speed = 3.0
    seats = [Seat(NAMES[i], k, i) for i, k in enumerate(kinds)]
    bindings = {i: "keyboard" for i, k in enumerate(kinds) if k is None}
    table = table_for(app, Match.new(gid, seats, seed=seed, options=options), bindings)
    app._push(Title(app))
    app.push(table)
    rule = Rule(table, SECRET[gid])
    humans = set(bindings)
    for frame in range(30000):
        ours = sum(1 for s, _a in rule.moves if s in humans)
        if ours >= moves or table.match.is_over() or isinstance(app.top, Results):
            break
        if frame % 3 == 0 and (isinstance(app.top, Curtain) or (
                app.top is table and not table.busy and table.human_to_move() is not None)):
            key(pygame.K_RETURN)
        app.step(0.05)
        rule.check()
    assert sum(1 for s, _a in rule.moves if s in humans) >= moves or table.match.is_over(), \
        f"the play stalled after {rule.moves[-3:]}"
    assert rule.lifts >= 2 and rule.frames > 100
    assert rule.secret_closes + rule.hand_aways >= 2
    app.shutdown()


# (game, seed, seats: "keyboard", "phone" or a bot)
PHONE_CASES = [
    ("cartagena", 3, ["keyboard", "phone", "easy"]),
    ("jamaica", 4, ["phone", "keyboard"]),
    ("libertalia", 2, ["keyboard", "phone", "easy"]),
    ("palabra", 4, ["phone", "keyboard", "easy"]),
    ("pagamas", 1, ["keyboard", "phone", "easy"]),
]


@pytest.mark.parametrize("gid,seed,kinds", PHONE_CASES, ids=[c[0] for c in PHONE_CASES])
def test_the_tv_never_draws_a_phone_seats_or_a_bots_private_view(tmp_home, gid, seed, kinds):
    """A seat on a phone keeps its private view on the phone, a bot's is nobody's: the TV draws
    neither, whatever the couch does (the phone's moves are sent as its page would)."""
    app = make_app()
    app.settings.curtains = True
    app.settings.anim_speed = 3.0
    seats = [Seat(NAMES[i], k if k not in ("keyboard", "phone") else None, i) for i, k in enumerate(kinds)]
    bindings = {i: ("keyboard" if k == "keyboard" else f"phone:{i + 1}") for i, k in enumerate(kinds)
                if k in ("keyboard", "phone")}
    table = table_for(app, Match.new(gid, seats, seed=seed), bindings)
    app._push(Title(app))
    app.push(table)
    rule = Rule(table, SECRET[gid])
    couch = kinds.index("keyboard")
    phone = kinds.index("phone")
    for frame in range(20000):
        if len([1 for s, _a in rule.moves if s == phone]) >= 8 or table.match.is_over():
            break
        if frame % 3 == 0 and (isinstance(app.top, Curtain) or (
                app.top is table and not table.busy and table.human_to_move() is not None)):
            key(pygame.K_RETURN)
        elif frame % 3 == 1 and app.top is table and not table.busy and phone in table.match.state.to_move():
            table.submit(phone, table.match.state.legal_actions(phone)[0])
        app.step(0.05)
        rule.check()
        assert table.viewer in (None, couch)
    assert len([1 for s, _a in rule.moves if s == phone]) >= 8 and rule.lifts >= 1
    app.shutdown()
