"""Text of the shell that must stay true and fit: the title's count, the select cards."""
from __future__ import annotations

import game
from scenes import theme
from scenes.select import MARGIN, GameSelect, title_fit
from scenes.tables import playable
from scenes.title import tagline
from scenes.widgets import font

from .helpers import make_app


def test_the_title_counts_the_games_that_can_be_played(tmp_home):
    assert tagline(len(playable())).startswith(
        {3: "Three", 4: "Four", 5: "Five"}[len(playable())] + " pirate board games")
    assert tagline(1) == "One pirate board game for a couch of friends"


def test_every_select_card_fits_the_screen_and_its_title_fits_the_card(tmp_home):
    app = make_app()
    select = GameSelect(app)
    assert len(select.rects) == len(playable())
    assert select.rects[0].left >= MARGIN and select.rects[-1].right <= theme.SCREEN_W - MARGIN
    for gid, rect in zip(select.ids, select.rects):
        size, lines = title_fit(game.get(gid).title, rect.w - 48)
        assert size >= 44 and len(lines) <= 2, (gid, size, lines)
        assert all(font(size, "display").size(line)[0] <= rect.w - 48 for line in lines), gid
    app.shutdown()
