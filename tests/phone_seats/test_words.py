"""A phone says what the TV says: its "view" carries the table's own Decision (scenes/<game>/choices.py
`decide`, the object the TV's panels draw), serialized, and its hand from the game's phone_hand;
phones/ knows no game by name (ARCHITECTURE.md, "Decisions in words").

Whole seeded games of all five games, every seat on a phone (so no bot worker and no couch): at
every step, for every seat to move, the phone message's decision is exactly
`decide(view(seat), seat, legal_actions(seat), names).to_json()`, lists exactly the legal
actions, and each of its moves' actions, as the phone would send it back, is one the table
accepts (decoded by the game's `action_from_json`, checked legal); then one seat acts through the
same door a phone's "act" takes (`phone_act`).
"""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from game import Match, Seat
from game.core.decision import json_key
from phones.hands import allowed_pictures
from phones.room import Phone
from scenes.tables import TABLES, decider, phone_pictures, table_for
from tests.ui.helpers import make_app

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Anne", "Bob", "Cat", "Dan"]
# (game, players, seed): small tables whose random games end within STEPS moves.
CASES = [("cartagena", 2, 1), ("jamaica", 2, 1), ("libertalia", 3, 2), ("palabra", 3, 1), ("pagamas", 3, 1)]
STEPS = 700


def settle(table) -> None:
    """Play every queued event's animation to its end (the table's own loop, no drawing)."""
    for _ in range(1000):
        if not table.busy:
            return
        table.update(5.0)
    raise AssertionError("the table never finished its animations")


def wire(obj):
    """As it goes over the socket."""
    return json.loads(json.dumps(obj))


@pytest.mark.parametrize("gid,players,seed", CASES, ids=[c[0] for c in CASES])
def test_a_phones_decision_is_the_tables_own_and_every_move_is_accepted(tmp_home, gid, players, seed):
    app = make_app()
    match = Match.new(gid, [Seat(n, None, i) for i, n in enumerate(NAMES[:players])], seed=seed)
    table = table_for(app, match, {s: f"phone:{s + 1}" for s in range(players)})
    app.push(table)
    app.apply_pending()
    phones = [Phone(s + 1, f"secret{s}", NAMES[s], s) for s in range(players)]
    decide, spec, rng = decider(gid), match.spec, random.Random(seed)
    allowed = allowed_pictures(phone_pictures())
    kinds, checked = set(), 0
    for _ in range(STEPS):
        settle(table)
        if match.is_over():
            break
        state = match.state
        for seat in state.to_move():
            msg = table.phone_message(seat)
            legal = state.legal_actions(seat)
            want = decide(state.view(seat), seat, legal, NAMES[:players])
            assert wire(msg)["decision"] == wire(want.to_json()), f"{gid}: seat {seat}'s phone and the TV differ"
            moves = msg["decision"]["moves"]
            assert sorted(json.dumps(m["action"], sort_keys=True) for m in moves) == sorted(map(json_key, legal))
            for m in moves:
                state.check(seat, spec.action_from_json(wire(m["action"])))     # raises if refused
                assert m["image"] is None or m["image"] in allowed, m["image"]
            assert all(c["image"] is None or c["image"] in allowed for g in msg["hand"]["groups"] for c in g["cards"])
            kinds.add(msg["decision"]["kind"])
            checked += 1
        seat = rng.choice(state.to_move())
        move = rng.choice(table.phone_message(seat)["decision"]["moves"])
        assert table.phone_act(phones[seat], wire(move["action"])) is None
    assert match.is_over(), f"{gid}: the game did not end in {STEPS} moves"
    assert checked > 50 and len(kinds) > 1, (checked, kinds)
    for seat in range(players):
        assert table.phone_message(seat)["decision"] is None


def test_phones_name_no_game():
    """phones/ is game-neutral: no module of it names a game or imports a game's package; every
    game's words and pictures come from the game's side."""
    games = "|".join(TABLES)
    for path in sorted((ROOT / "phones").rglob("*.py")) + sorted((ROOT / "phones" / "page").glob("*")):
        text = path.read_text(encoding="utf-8").lower()
        found = re.findall(rf"\b(?:{games}|pagam\u00e1s|palabra de pirata)\b", text)
        assert not found, f"{path.relative_to(ROOT)} names {found[:3]}"
