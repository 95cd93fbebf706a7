"""Jamaica and Libertalia speak Spanish and Italian: a decision's prompt, the log, the rules pages and
the cards read in the chosen language with the rulebooks' words, and the longer words still fit."""
from __future__ import annotations

import pytest

from game import Match, Seat
from game.i18n import _
from game.jamaica.words import amount
from game.libertalia.characters import CHARACTERS
from scenes.howto import layout_page, pages_for
from scenes.jamaica.log import where
from scenes.jamaica.table import JamaicaTable
from scenes.libertalia import layout as LL
from scenes.libertalia.table import LibertaliaTable
from scenes.title import Title
from scenes.widgets import wrap

from .helpers import make_app, run_until

LANGUAGES = ("es", "it")
PAGE_LINES = 16        # the longest English page: a 17th line runs into the page counter


def _table(app, cls, gid, seed=4):
    table = cls(app, Match.new(gid, [Seat("Anne", None, 0), Seat("Jack", "normal", 1)], seed=seed))
    app._push(Title(app))
    app.push(table)
    run_until(app, lambda: table.decision() is not None, dt=0.1, frames=3000)
    return table


@pytest.mark.parametrize("lang,words", [("es", ("Capitán", "Coloca los dados")),
                                        ("it", ("Capitano", "Piazza i dadi"))])
def test_jamaica_asks_the_captain_in_the_players_language(tmp_home, speak, lang, words):
    app = make_app()
    speak(lang)
    table = _table(app, JamaicaTable, "jamaica")
    dec = table.decision()
    assert dec.kind == "dice"
    assert dec.prompt.startswith(words[0]) and dec.confirm == words[1]
    assert "Captain" not in dec.prompt and "day" not in dec.options[0].label
    app.draw()
    app.shutdown()


@pytest.mark.parametrize("lang,words", [("es", ("Elige tu personaje", "Juégalo boca abajo")),
                                        ("it", ("Scegli il tuo personaggio", "Giocalo coperto"))])
def test_libertalia_asks_for_the_dawn_pick_in_the_players_language(tmp_home, speak, lang, words):
    app = make_app()
    speak(lang)
    table = _table(app, LibertaliaTable, "libertalia")
    dec = table.decision()
    assert dec.prompt.startswith(words[0]) and dec.confirm == words[1]
    names = {o.label.split(" ", 1)[1] for o in dec.options}                          # "29 Capitán"
    assert names and not names & {c.name for c in CHARACTERS.values()}, names     # no English names
    hints = {o.hint for o in dec.options}                                         # nor English abilities
    assert all(hints) and not hints & {c.short for c in CHARACTERS.values()}, hints
    app.draw()
    app.shutdown()


def test_the_jamaica_log_names_spaces_and_goods_in_spanish_and_italian(speak):
    speak("es")
    assert where(5, "to").startswith("a la casilla 5 (") and where(5).startswith("en la casilla 5 (")
    assert amount("gold", 1) == "1 doblón" and amount("food", 3) == "3 fichas de víveres"
    speak("it")
    assert where(5, "to").startswith("alla casella 5 (") and where(5).startswith("sulla casella 5 (")
    assert amount("gold", 3) == "3 dobloni" and amount("gunpowder", 1) == "1 segnalino polvere"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_pages_are_translated_and_fit(speak, lang):
    import pygame
    pygame.font.init()
    english = {gid: [p.title for p in pages_for(gid, {"ghost_ship": True})] for gid in ("jamaica", "libertalia")}
    speak(lang)
    for gid in ("jamaica", "libertalia"):
        for options in ({}, {"ghost_ship": True}):
            pages = pages_for(gid, options)
            for page in pages:
                assert len(layout_page(page)) <= PAGE_LINES, (lang, gid, page.title, len(layout_page(page)))
            titles = [p.title for p in pages]
            assert len(set(titles)) == len(titles)
        assert not set(english[gid][:-1]) & set(titles[:-1]), (lang, gid, titles)   # "Controls" aside
        assert titles[-1] == _("Controls") != "Controls"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_libertalia_card_words_fit_the_two_lines_of_a_card(speak, lang):
    import pygame
    pygame.font.init()
    speak(lang)
    width = LL.CARD_W - 4 - 14 - 8          # art.card(): the inner stock, less its margin
    for rank, c in CHARACTERS.items():
        assert _(c.short) != c.short or c.short in ("Night +1",), (lang, rank)
        assert len(wrap(_(c.short), 28, "body", width)) <= 2, (lang, rank, _(c.short))
