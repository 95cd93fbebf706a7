"""A first game's tip never covers a prompt or a label, at every table, in every language: it stands
on one line in the band its table gives it (Cartagena: between the board's rows and the hand;
Libertalia: under the top line and its phase label; Jamaica and Palabra: above the prompt row),
so it never grows over the spaces, the top line or the «Alba» label; Pagamás' tips may take two
lines in a strip kept clear of the seats (tests/ui/test_coach.py). The prompt row stays clear."""
from __future__ import annotations

import importlib

import pytest

import game
from game import Match, Seat
from game.i18n import _, set_language
from scenes import coach, theme
from scenes.tables import playable, table_for

from .helpers import make_app

PROMPT_ROW = theme.SCREEN_H - 62          # scenes/common.py prompts(): the dark band at the foot
TWO_LINES = {"pagamas"}                   # its strip takes a second line (test_coach.py keeps it clear)


@pytest.mark.parametrize("lang", ["en", "es", "it"])
@pytest.mark.parametrize("gid", playable())
def test_every_tip_stands_in_its_band_clear_of_the_prompts_and_labels(tmp_home, gid, lang):
    app = make_app()
    seats = [Seat(f"P{i}", None, i) for i in range(game.get(gid).min_players)]   # no bot thinks meanwhile
    table = table_for(app, Match.new(gid, seats, seed=4))
    app.push(table)
    app.step(1 / 60)
    tips = importlib.import_module(f"scenes.{gid}.tips").TIPS
    set_language(lang)
    try:
        band = coach.band_of(table)
        for kind, tip in tips.items():
            rect = coach.tip_rect(table, _(tip))
            assert rect.bottom <= PROMPT_ROW and rect.top >= 0, (gid, lang, kind)
            assert band.left <= rect.left and rect.right <= band.right, (gid, lang, kind)
            if gid not in TWO_LINES:
                assert rect.h == band.h, (gid, lang, kind, _(tip))     # one line: it never grows upwards
    finally:
        set_language("en")
        app.shutdown()
