"""The attract demo shows every game and, in turn, each game's variants, named on its banner."""
from __future__ import annotations

import scenes.demo as demo
from scenes.demo import SHOWCASES, DemoDirector, start_demo
from scenes.tables import playable
from scenes.title import Title

from .helpers import make_app, run_until


def test_every_game_comes_round_before_any_comes_back():
    director = DemoDirector(11)
    games = playable()
    for _ in range(3):
        shown = [director.next_match().spec.id for _ in games]
        assert sorted(shown) == sorted(games)


def test_every_variant_of_every_game_is_shown_with_its_options():
    director = DemoDirector(3)
    seen: dict[str, set[str]] = {}
    rounds = max(len(SHOWCASES.get(g, ((), ))) for g in playable())
    for _ in range(rounds * len(playable())):
        match = director.next_match()
        gid = match.spec.id
        name = director.showing.partition(": ")[2]
        options = dict(SHOWCASES[gid])[name] if gid in SHOWCASES else {}
        for key, value in options.items():
            assert match.options[key] == value, (gid, name, key)
        seen.setdefault(gid, set()).add(name)
    for gid in playable():
        assert seen[gid] == {name for name, _ in SHOWCASES[gid]}, gid
    assert {"The great escape with the Black Sorceress", "The ghost ship", "The simplified variant"} <= \
        set().union(*seen.values())


def test_the_demo_banner_names_the_game_and_its_variant(tmp_home):
    app = make_app()
    app._push(Title(app))
    director = DemoDirector(0)
    director.turns = {g: 2 for g in playable()}
    director.turns["cartagena"] = 1               # its next: the great escape with the sorceress
    director.last = ("jamaica", 2)
    start_demo(app, director)
    run_until(app, lambda: getattr(app.top, "demo", False))
    table = app.top
    assert table.match.spec.id == "cartagena" and table.match.options["episode"] == "great"
    assert table.match.options["sorceress"] is True
    assert demo._showing == "Cartagena: The great escape with the Black Sorceress"
    for _ in range(30):
        app.step(1 / 30)
    app.shutdown()


def test_each_demo_shows_its_game_for_about_a_minute_then_the_next_game_comes(tmp_home):
    """Issue 21, item 9: five games (and their variants) come round in about five minutes."""
    app = make_app()
    app._push(Title(app))
    app.director = DemoDirector(5)
    start_demo(app, app.director)
    app.step(1 / 60)
    first = app.top
    frames = run_until(app, lambda: app.top is not first and getattr(app.top, "demo", False),
                       dt=0.25, frames=1000)
    assert 55 <= frames * 0.25 <= 65
    assert app.top.match.spec.id != first.match.spec.id
    assert demo.DEMO_LENGTH * len(playable()) <= 6 * 60
    app.shutdown()
