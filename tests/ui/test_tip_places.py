"""A first game's tip never covers a prompt or a label, at every table, in every language: it stands
on one line in the band its table gives it (Cartagena: between the board's rows and the hand;
Libertalia: under the top line and its phase label; Jamaica and Palabra: above the prompt row;
Pagamás: over the phase's title or the strip above the share, at every table size), so it never
grows over the spaces, the top line, the «Alba» label or the upper seats' cards. The prompt row
stays clear."""
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


SIZES = {"pagamas": (3, 4, 5, 6)}         # its strip's width depends on the seats


@pytest.mark.parametrize("lang", ["en", "es", "it"])
@pytest.mark.parametrize("gid", playable())
def test_every_tip_stands_in_its_band_clear_of_the_prompts_and_labels(tmp_home, gid, lang):
    app = make_app()
    tips = importlib.import_module(f"scenes.{gid}.tips").TIPS
    try:
        for players in SIZES.get(gid, (game.get(gid).min_players,)):
            seats = [Seat(f"P{i}", None, i) for i in range(players)]   # no bot thinks meanwhile
            table = table_for(app, Match.new(gid, seats, seed=4))
            app.push(table)
            app.step(1 / 60)
            set_language(lang)
            band = coach.band_of(table)
            for kind, tip in tips.items():
                rect = coach.tip_rect(table, _(tip))
                assert rect.bottom <= PROMPT_ROW and rect.top >= 0, (gid, lang, kind)
                assert band.left <= rect.left and rect.right <= band.right, (gid, lang, kind)
                assert rect.h == band.h, (gid, players, lang, kind, _(tip))   # one line: it never grows
            set_language("en")
            app.pop()
    finally:
        set_language("en")
        app.shutdown()
