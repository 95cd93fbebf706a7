"""Cartagena in Spanish and Italian (issue 23): the table's words, the log, the refusals, the rules
pages and the rules beside the log are in the chosen language and fit where they are drawn."""
from __future__ import annotations

import itertools

import pygame
import pytest

import game
from game import Match, Seat
from game.cartagena.actions import PlayCard
from scenes import theme
from scenes.cartagena import board, choices_panels, hud
from scenes.cartagena.log import describe
from scenes.cartagena.rules import pages, rules_lines
from scenes.cartagena.table import CartagenaTable
from scenes.howto import layout_page
from scenes.title import Title
from scenes.widgets import render_text

from .helpers import make_app, run_until

EVERYTHING = {"episode": "great", "pieces": 3, "draw": "both", "filibusters": True, "sorceress": True}
# What each language shows where the English table says "Actions left", "End turn", "Deck 84"...
WORDS = {"es": ("Acciones restantes", "Mazo", "Descarte", "Turno de"),
         "it": ("Azioni rimaste", "Mazzo", "Scarti", "Turno di")}
ENGLISH = ("Actions left", "End turn", "Pass & draw", "Deck ", "Discard ", "Sail to", "Back", "Move",
           "actions left", "cards", "aboard", "'s turn", "Rules in play")


def recorded(monkeypatch) -> list[str]:
    """Every text the Cartagena table's drawing code hands to draw_text."""
    texts: list[str] = []
    for module in (board, hud, choices_panels):
        real = module.draw_text

        def record(surface, text, *args, _real=real, **kw):
            texts.append(text)
            return _real(surface, text, *args, **kw)
        monkeypatch.setattr(module, "draw_text", record)
    return texts


@pytest.mark.parametrize("lang", ["es", "it"])
@pytest.mark.parametrize("options", [{}, EVERYTHING], ids=["base", "everything"])
def test_the_table_speaks_the_language_and_leaves_no_english(tmp_home, monkeypatch, speak, lang, options):
    app = make_app()            # (the app speaks the run's language: English in the tests)
    speak(lang)
    seats = [Seat("Anne", None, 0), Seat("Jack", "pirate", 1), Seat("Mary", "pirate", 2)]
    table = CartagenaTable(app, Match.new("cartagena", seats, seed=5, options=options))
    app._push(Title(app))
    app.push(table)
    table.show_log = False
    run_until(app, lambda: table.human_to_move() == 0 and not table.busy, dt=0.1, frames=3000)
    texts = recorded(monkeypatch)
    app.draw()
    shown = " | ".join(texts)
    for word in WORDS[lang][:3]:
        assert word in shown, (lang, word, shown)
    for word in ENGLISH:
        assert word not in shown, (lang, word, shown)
    table.submit(0, next(a for a in table.legal(0) if isinstance(a, PlayCard)))
    run_until(app, lambda: not table.busy, dt=0.1, frames=600)
    table.end_turn(0)
    run_until(app, lambda: table.human_to_move() == 0 and not table.busy, dt=0.1, frames=6000)
    lines = table.log_lines(40)
    assert any(WORDS[lang][3] in line for line in lines), lines
    assert not any("'s " in line or " plays " in line or " moves " in line for line in lines), lines


@pytest.mark.parametrize("lang", ["es", "it"])
def test_a_refusal_and_a_log_line_are_in_the_language(speak, lang):
    speak(lang)
    state = game.get("cartagena").new_state(2, seed=1)
    english = "You have no pirate on space 7."
    reason = state.refusal(0, PlayCard(state.hands[0][0], 7))
    assert reason and reason != english and "7" in reason
    names = ["Anne", "Jack"]
    view = state.view(0)
    [event] = [e for e in state.clone().apply(0, PlayCard(state.hands[0][0], 0)) if e.TYPE == "pirate_moved"]
    line = describe(event, view, names)
    assert line.startswith({"es": "El pirata de Anne avanza del calabozo a la casilla",
                            "it": "Il pirata di Anne avanza dalla prigione alla casella"}[lang]), line


@pytest.mark.parametrize("lang", ["es", "it"])
def test_every_rules_page_fits_in_the_language(speak, lang):
    pygame.font.init()
    speak(lang)
    spec = game.get("cartagena")
    names = ["episode", "draw", "filibusters", "sorceress"]
    heading = {"es": "Tu turno", "it": "Il tuo turno"}[lang]
    for values in itertools.chain([()], itertools.product(*(spec.options[n].choices for n in names))):
        got = pages(dict(zip(names, values)))
        titles = [p.title for p in got]
        assert heading in titles and titles[-1] == {"es": "Controles", "it": "Comandi"}[lang], titles
        for page in got:
            assert len(layout_page(page)) <= 17, (lang, values, page.title, len(layout_page(page)))
            assert "{" not in page.text, (lang, page.title)       # every key and number filled in


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_rules_beside_the_log_fit_their_panel(speak, lang):
    pygame.font.init()
    speak(lang)
    spec = game.get("cartagena")
    names = ["episode", "draw", "filibusters", "sorceress"]
    room = 900 - 120 - 64                    # hud.draw_log: below the heading, above the key's line
    for values in itertools.product(*(spec.options[n].choices for n in names)):
        lines = rules_lines({"options": dict(zip(names, values))})
        height = sum(render_text("\u2022 " + line, theme.SIZE_SMALL, theme.TEXT, width=800).get_height()
                     for line in lines)
        assert height <= room, (lang, values, height)
