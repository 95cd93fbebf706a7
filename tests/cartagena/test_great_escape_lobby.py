"""The great escape's pieces in the lobby and on the table: what the box allows, drawn to fit.

"8 piezas de tablero, impresas por las dos caras" and "se utilizan tres o más piezas de
tablero para formar el pasadizo subterráneo, y tres o más piezas de tablero por su cara de
selva para crear el segundo camino": the lobby offers the tunnel and jungle lengths the box
allows (3+3 up to 3+5, 4+4, 5+3) and nothing else, and the table lays any of them out.
"""
from __future__ import annotations

import pygame
import pytest

import game
from scenes.cartagena import layout as L
from scenes.lobby import Lobby
from scenes.title import Title
from tests.ui.helpers import make_app

from .test_variant_options import BOX_ALLOWS


def _labels(lobby: Lobby) -> list[str]:
    return [item.label for item in lobby.menu.items]


def test_the_lobby_offers_the_great_escapes_lengths_the_box_allows_and_starts_with_distinct_pieces(tmp_home):
    app = make_app()
    app._push(Title(app))
    lobby = Lobby(app, "cartagena")
    app._push(lobby)
    app.step(1 / 60)
    assert "Board length" in _labels(lobby) and "Jungle length" not in _labels(lobby)
    lobby.options["pieces"] = 8
    while lobby.options["episode"] != "great":
        lobby.change_option("episode", 1)
    labels = _labels(lobby)
    assert "Board length" not in labels and "Tunnel length" in labels and "Jungle length" in labels
    seen = set()
    for _ in range(3):
        for _ in range(3):
            seen.add((lobby.options["tunnel_pieces"], lobby.options["jungle_pieces"]))
            lobby.change_option("jungle_pieces", 1)
        lobby.change_option("tunnel_pieces", 1)
    assert seen == BOX_ALLOWS                  # every split of the box, and no impossible one
    while (lobby.options["tunnel_pieces"], lobby.options["jungle_pieces"]) != (3, 5):
        lobby.change_option("jungle_pieces" if lobby.options["tunnel_pieces"] == 3 else "tunnel_pieces", 1)
    lobby.change_option("tunnel_pieces", 1)    # 4 in the tunnel: the jungle comes down to 4
    assert (lobby.options["tunnel_pieces"], lobby.options["jungle_pieces"]) == (4, 4)
    lobby.change_option("tunnel_pieces", -1)
    lobby.change_option("jungle_pieces", 1)
    assert (lobby.options["tunnel_pieces"], lobby.options["jungle_pieces"]) == (3, 5)
    lobby.start()
    app.step(1 / 60)
    state = app.top.match.state
    numbers = [n for n, _ in state.pieces + state.jungle_pieces]
    assert len(state.pieces) == 3 and len(state.jungle_pieces) == 5 and len(set(numbers)) == 8
    lobby.change_option("episode", 1)          # back to La fuga: its own length again
    assert lobby.options["episode"] == "tunnel" and lobby.options["pieces"] == 8
    assert "Board length" in _labels(lobby) and "Tunnel length" not in _labels(lobby)
    app.shutdown()


@pytest.mark.parametrize("tunnel, jungle", sorted(BOX_ALLOWS))
def test_every_split_of_the_box_fits_above_the_hand_panel_without_overlaps(tunnel, jungle):
    spec = game.get("cartagena")
    view = spec.new_state(2, tunnel * 10 + jungle, {"episode": "great", "tunnel_pieces": tunnel,
                                                    "jungle_pieces": jungle}).view(0)
    course = L.Course.build(view)
    assert course.ferry == 6 * tunnel + 1 and course.goal == 6 * (tunnel + jungle) + 2
    rects = [course.rect(i) for i in range(course.goal + 1)] + [course.docks[1]]
    screen = pygame.Rect(0, 96, 1920, L.PANEL_RECT.y - 96)
    assert all(screen.contains(r) for r in rects)
    spaces = [course.rect(i) for i in range(1, course.goal) if i != course.ferry]
    assert course.size >= 60
    for i, a in enumerate(spaces):
        assert not any(a.colliderect(b) for b in spaces[i + 1:])
    tiles = L.path_tiles(view, course.size)
    assert len(tiles) == len(view["path"]) and sum(t is None for t in tiles) == 1   # the sloop's place
