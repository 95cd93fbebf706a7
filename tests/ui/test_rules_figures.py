"""How to play draws the components it talks about: every game has pages with figures of its own
generated art, each picture exists, and the column stands beside the text, inside the panel."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import game
from scenes import howto
from scenes.howto import COLUMN, WIDE, figure_cells, pages_for
from scenes.tables import playable

ASSETS = Path(__file__).resolve().parents[2] / "assets"


def all_pages(gid: str):
    spec = game.get(gid)
    opts = {n: o.default for n, o in spec.options.items() if o.lobby}
    seen = {}
    for name, opt in spec.options.items():
        for choice in (opt.choices or ()) if opt.lobby else ():
            for page in pages_for(gid, {**opts, name: choice}):
                seen[page.title] = page
    for page in pages_for(gid, opts):
        seen[page.title] = page
    return list(seen.values())


@pytest.mark.parametrize("gid", playable())
def test_every_game_shows_its_components_from_its_own_art(gid):
    figures = [f for page in all_pages(gid) for f in page.figures]
    assert len(figures) >= 4, f"{gid}: the rules pages draw {len(figures)} components"
    for fig in figures:
        assert (ASSETS / fig.image).is_file(), f"{gid}: {fig.image} is not in assets/"
        assert fig.caption.strip()


def test_the_figure_column_stands_beside_the_text_inside_the_panel():
    assert COLUMN.x >= WIDE.x + 80 + howto.FIGURE_TEXT_W and WIDE.contains(COLUMN)
    for n in range(1, 13):
        cells = figure_cells(n)
        assert len(cells) == n and all(COLUMN.contains(c) for c in cells)
        assert not any(a.colliderect(b) for i, a in enumerate(cells) for b in cells[i + 1:])


def test_a_page_with_figures_draws_each_picture_in_its_cell(tmp_home):
    from .helpers import make_app
    app = make_app()                                           # the display and fonts, as the game has them
    page = next(p for p in all_pages("libertalia") if p.title == "Booty")
    surface = pygame.Surface((1920, 1080))
    rects = howto.draw_figures(surface, page.figures)
    cells = figure_cells(len(page.figures))
    assert len(rects) == len(page.figures) and all(c.contains(r) for c, r in zip(cells, rects))
    assert all(r.w > 60 and r.h > 60 for r in rects)          # big enough to see at couch distance
    app.shutdown()
