"""Every game ends with a breakdown a player can check: the results lines add up to the scores."""
from __future__ import annotations

import re

import game
from game import Match, Seat
from scenes.cartagena.table import still_out
from scenes.palabra.table import gem_breakdown
from scenes.results import Results
from scenes.tables import table_for

from .helpers import make_app


def finished_table(app, gid: str, players: int, seed: int = 5):
    """A table whose match was played to its end by first legal moves (seat 0 human)."""
    seats = [Seat(f"P{i}", None if i == 0 else game.get(gid).default_bot, i) for i in range(players)]
    table = table_for(app, Match.new(gid, seats, seed=seed))
    match = table.match
    for _ in range(20000):
        if match.is_over():
            break
        seat = match.state.to_move()[0]
        match.submit(seat, match.state.legal_actions(seat)[0])
    assert match.is_over()
    while (event := match.pop_event()) is not None:
        table.history.append(event)
    return table


def number(text: str) -> int:
    return int(text.replace("\u2212", "-"))


def test_a_palabra_chest_is_told_by_colour_count_and_value():
    chest = {"gold": 2, "violet": 0, "blue": 1, "green": 3, "red": 4}
    assert gem_breakdown(chest) == ("gold 2\u00d74 = 8 \u00b7 blue 1\u00d72 = 2 \u00b7 green 3\u00d71 = 3"
                                    " \u00b7 red 4\u00d7\u22121 = \u22124")
    assert gem_breakdown({}) == "an empty chest"


def test_palabra_results_break_each_chest_down_to_its_score(tmp_home):
    app = make_app()
    table = finished_table(app, "palabra", 4)
    scores = table.match.state.scores()
    for seat, text in table.results_lines():
        total, detail = text.split("\n")
        assert total.startswith(f"{scores[seat]:g} points")
        worth = [number(w) for w in re.findall(r"= (\u2212?\d+)", detail)]
        assert sum(worth) == scores[seat]
        gems = sum(int(n) for n in re.findall(r" (\d+)\u00d7", detail))
        assert f"\u2022 {gems} gems" in total
    app.shutdown()


def test_cartagena_tells_how_far_each_pirate_still_out_stands():
    assert still_out([37, 30, 37, 35], 37, "aboard") == "still out: 2, 7 spaces short"
    assert still_out([36], 37, "aboard") == "still out: 1 space short"
    assert still_out([37, 37], 37, "in the cove") == "every pirate in the cove"


def test_cartagena_results_name_the_pirates_home_and_the_others(tmp_home):
    app = make_app()
    table = finished_table(app, "cartagena", 3)
    v = table.match.state.view(None)
    goal = len(v["path"]) + 1
    for seat, text in table.results_lines():
        total, detail = text.split("\n")
        home = v["pirates"][seat].count(goal)
        assert total.startswith(f"{home} of {len(v['pirates'][seat])}")
        out = [p for p in v["pirates"][seat] if p != goal]
        if out:
            assert sorted(goal - p for p in out) == [int(d) for d in re.findall(r"\d+", detail)]
        else:
            assert detail.startswith("every pirate")
    app.shutdown()


def test_the_results_screen_draws_the_breakdown_under_each_name(tmp_home):
    app = make_app()
    table = finished_table(app, "palabra", 3)
    app.push(table)
    results = Results(app, table.match, table.results_lines(), [])
    app.push(results)
    for _ in range(3):
        app.step(1 / 60)
    drawn = []
    import scenes.results as R
    real = R.draw_text
    try:
        R.draw_text = lambda surface, text, *a, **k: (drawn.append(text), real(surface, text, *a, **k))[1]
        results.draw(app.canvas)
    finally:
        R.draw_text = real
    for _, text in table.results_lines():
        total, detail = text.split("\n")
        assert total in drawn and detail in drawn
    app.shutdown()


def test_pagamas_results_list_each_crews_buried_loot_adding_up_to_its_shares(tmp_home):
    app = make_app()
    table = finished_table(app, "pagamas", 4)
    scores = table.match.state.scores()
    for seat, text in table.results_lines():
        total, detail = text.split("\n")
        assert total.startswith(f"{scores[seat]:g} share")
        values = [int(v) for v in re.findall(r"(\d+)", detail.split(":", 1)[1])] if ":" in detail else []
        assert sum(values) == scores[seat]
    app.shutdown()
