"""A language chosen in the middle of a game reaches every word of the table at once (issue 40,
item 2: the top line and the choice stayed in the old language).

At a human's decision the language is switched as the settings menu does (`app.speak`), and the
words drawn are compared with those of a table opened afresh, in that language, on the same
position: nothing drawn may be left over from the old language (the focus stays where it was)."""
from __future__ import annotations

import random

import pytest

import game
from game import Match, Seat
from scenes.tables import table_for
from scenes.title import Title

from .helpers import make_app
from .text_fit import draw_frame

CASES = [("cartagena", "es", 3), ("jamaica", "es", 3), ("libertalia", "it", 3), ("palabra", "it", 3),
         ("pagamas", "es", 3)]


def words(app, table) -> list[str]:
    return [t for t, _r in draw_frame(app, table).texts if not t.strip().isdigit()]


def at_decision(app, table) -> bool:
    return app.top is table and not table.busy and table.banner is None and table.human_to_move() is not None


@pytest.mark.parametrize("gid,lang,seed", CASES, ids=[c[0] for c in CASES])
def test_a_language_chosen_mid_game_reaches_the_top_line_and_the_choice(tmp_home, gid, lang, seed):
    app = make_app()
    app.settings.anim_speed = 3.0
    spec = game.get(gid)
    seats = [Seat("Anne", None, 0)] + [Seat(f"Bot{i}", "easy", i) for i in range(1, max(3, spec.min_players))]
    match = Match.new(gid, seats, seed=seed)
    table = table_for(app, match)
    app._push(Title(app))
    app.push(table)
    rng = random.Random(seed)
    checked = 0
    for _frame in range(20000):
        app.step(0.05)
        if not at_decision(app, table):
            continue
        if len(match.log) >= 4 * (checked + 1):
            app.speak(lang)
            app.step(0.0)
            switched = words(app, table)
            fresh = table_for(app, replayed(match))
            app._push(fresh)
            app.step(0.0)
            expected = words(app, fresh)
            app._pop()
            stale = [t for t in switched if t not in expected]
            assert not stale, f"left in the old language: {stale}; expected {expected}"
            app.speak("en")
            app.step(0.0)
            checked += 1
            if checked == 2:
                break
            continue                       # the frames stepped meanwhile: look again at the next
        seat = table.human_to_move()
        table.submit(seat, rng.choice(match.state.legal_actions(seat)))
    assert checked == 2
    app.shutdown()


def replayed(match: Match) -> Match:
    """A match on the same position, its events already told (a table opened on it animates nothing)."""
    again = Match.new(match.spec.id, match.seats, seed=match.seed, options=match.options)
    for seat, action in match.log:
        again.submit(seat, action)
    again.queue.clear()
    return again
