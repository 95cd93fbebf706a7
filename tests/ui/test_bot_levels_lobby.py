"""The lobby's bot choice, driven by synthetic keys: a level per bot seat (Easy, Normal, Hard,
Random) with its blurb, a temperament as a second choice in Palabra and Pagamás, and the
bot strings the Match gets."""
from __future__ import annotations

import pygame
import pytest

import game
from game.core.contract import LEVELS
from scenes.lobby import FREE, Lobby
from scenes.tables import TABLES
from scenes.title import Title

from .helpers import key, make_app, run_until


def lobby_app(game_id: str):
    app = make_app()
    app._push(Title(app))
    lobby = Lobby(app, game_id, seed=7)
    app._push(lobby)
    app.step(1 / 60)
    return app, lobby


def focus(app, lobby, index: int) -> None:
    while lobby.menu.index != index:
        key(pygame.K_UP if lobby.menu.index > index else pygame.K_DOWN)
        app.step(1 / 60)


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_every_game_in_the_menus_offers_the_three_levels_and_random(game_id):
    spec = game.get(game_id)
    offered = [b for b, _label, _help in spec.lobby_bots()]
    assert offered[:4] == [*LEVELS, "random"]
    for level in offered:
        assert spec.bots[level].help, f"{game_id} {level} has no blurb for the lobby"


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_right_on_a_free_seat_walks_through_the_levels_with_their_blurbs(tmp_home, game_id):
    app, lobby = lobby_app(game_id)
    spec = lobby.spec
    i = next(k for k, s in enumerate(lobby.seats) if s.kind == FREE)
    focus(app, lobby, i)
    seen = []
    levels = [b for b, _l, _h in spec.lobby_bots()]
    first = levels.index(spec.parse_bot(spec.default_bot)[0])   # Right on a free seat: the usual bot
    for _ in range(len(levels) - first + 1):
        key(pygame.K_RIGHT)
        app.step(1 / 60)
        seen.append(lobby.seats[i].kind)
        if lobby.seats[i].kind != FREE:
            level = lobby.seats[i].kind
            label = lobby.kind_label(lobby.seats[i])
            assert label.startswith(spec.bots[level].label.replace(" (bot)", "")) and label.endswith("(bot)")
            hint = lobby.menu.items[i].hint_text()
            assert hint.startswith(f"{spec.bots[level].label}: {spec.bots[level].help}")
    assert seen == [*levels[first:], FREE]
    key(pygame.K_LEFT)                      # and back: the last level
    app.step(1 / 60)
    assert lobby.seats[i].kind == "random"
    app.shutdown()


def test_without_temperaments_confirm_on_a_bot_seat_names_it(tmp_home):
    app, lobby = lobby_app("jamaica")
    focus(app, lobby, 1)
    key(pygame.K_RIGHT)                     # normal -> hard
    app.step(1 / 60)
    assert lobby.seats[1].kind == "hard"
    assert lobby.kind_label(lobby.seats[1]) == "Hard (bot)"
    assert "temperament" not in lobby.menu.items[1].hint_text()
    key(pygame.K_RETURN)                    # confirm on a seat names it (left/right set the level)
    app.step(1 / 60)
    assert lobby.seats[1].kind == "hard" and lobby.naming is not None and lobby.naming.seat == 1
    app.shutdown()


@pytest.mark.parametrize("game_id", ["palabra", "pagamas"])
def test_confirm_on_a_bot_seat_chooses_its_temperament(tmp_home, game_id):
    app, lobby = lobby_app(game_id)
    spec = lobby.spec
    assert spec.temperaments
    focus(app, lobby, 1)
    key(pygame.K_RIGHT)                     # normal -> hard
    app.step(1 / 60)
    assert lobby.seats[1].kind == "hard"
    # No temperament chosen: the one that suits the table size is shown.
    default = spec.temperament_for(lobby.occupied())
    assert lobby.kind_label(lobby.seats[1]) == \
        f"{spec.bots['hard'].label.replace(' (bot)', '')} \u00b7 {spec.temperaments[default].label} (bot)"
    assert f"suits {lobby.occupied()} players" in lobby.menu.items[1].hint_text()
    chosen = []
    for _ in range(len(spec.temperaments) + 1):
        key(pygame.K_RETURN)
        app.step(1 / 60)
        chosen.append(lobby.seats[1].kind)
    assert chosen == [*(f"hard:{t}" for t in spec.temperaments), "hard"]
    key(pygame.K_RETURN)                    # the first temperament again, then a level change keeps it
    key(pygame.K_LEFT)
    app.step(1 / 60)
    first = next(iter(spec.temperaments))
    assert lobby.seats[1].kind == f"normal:{first}"
    t = spec.temperaments[first]
    assert lobby.kind_label(lobby.seats[1]).endswith(f"{t.label} (bot)")
    assert t.help in lobby.menu.items[1].hint_text()
    # Random takes no temperament: its label shows none.
    for _ in range(2):
        key(pygame.K_RIGHT)
    app.step(1 / 60)
    assert lobby.seats[1].kind == "random"
    assert lobby.kind_label(lobby.seats[1]) == "Random (bot)"
    app.shutdown()


def test_the_match_gets_the_seats_bot_strings(tmp_home):
    app, lobby = lobby_app("palabra")
    lobby.seats[1].kind = "easy"
    lobby.seats[2].kind = "hard:greedy"
    lobby.seats[3].kind = "random"
    focus(app, lobby, len(lobby.menu.items) - 1)
    assert lobby.menu.focused.label == "Set sail!"
    key(pygame.K_RETURN)
    run_until(app, lambda: hasattr(app.top, "match"))
    match = app.top.match
    assert [s.bot for s in match.seats] == [None, "easy", "hard:greedy", "random"]
    assert match.bots[2].temperament == "greedy"
    app.shutdown()
