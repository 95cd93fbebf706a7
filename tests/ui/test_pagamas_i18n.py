"""Pagamás in Spanish and Italian: the How-to-play pages, a human's tray, the log, a refusal and the
cards speak the chosen language (the Italian rulebook's own words), and the pages still fit."""
from __future__ import annotations

import re

import pygame
import pytest

import game
from game import Match, Seat
from game.pagamas.actions import Land, Vote
from scenes.howto import layout_page, pages_for
from scenes.pagamas import art
from scenes.pagamas.log import describe
from scenes.pagamas.table import PagamasTable
from scenes.title import Title

from .helpers import make_app, run_until
from .test_rules_pages import MAX_LINES

WORDS = {   # words each language must show, and English it must not
    "es": {"pages": ("La tripulación", "Motín", "Los tiburones y la regla de oro", "Controles"), "tray": "Puesta a flote",
           "refusal": "Ahora no se puede", "log": ("capitán", "botín")},
    "it": {"pages": ("L'equipaggio", "Ammutinamento", "Gli squali e la regola d'oro", "Comandi"), "tray": "Rimessa a galla",
           "refusal": "Ora non si può", "log": ("Capitano", "Bottino")},
}
ENGLISH = re.compile(r"\b(the share|loot card|captain|hands out|is not allowed|Ambush!|Turn \d)\b")


@pytest.mark.parametrize("lang", ["es", "it"])
def test_the_rules_pages_are_translated_and_fit(lang, speak):
    pygame.font.init()
    speak(lang)
    pages = pages_for("pagamas", {})
    titles = [p.title for p in pages]
    for title in WORDS[lang]["pages"]:
        assert title in titles, (lang, titles)
    assert titles[-1] == WORDS[lang]["pages"][-1]
    for page in pages:
        assert len(layout_page(page)) <= MAX_LINES, (lang, page.title, len(layout_page(page)))
        assert not ENGLISH.search(page.text), (lang, page.title, ENGLISH.search(page.text))
    # The Italian rulebook's words for the phases and the golden rule.
    if lang == "it":
        text = "\n".join(p.text for p in pages).lower()
        for word in ("Rimessa a galla", "Trappola!", "Niente nave senza Capitano!", "All'arrembaggio!", "Covo"):
            assert word.lower() in text, word


@pytest.mark.parametrize("lang", ["es", "it"])
def test_a_refusal_speaks_the_language(lang, speak):
    speak(lang)
    state = game.get("pagamas").new_state(4, 3, {})
    seat = state.to_move()[0]
    action = Land(den="island") if state.phase != "landing" else Vote(yes=True)
    assert action not in state.legal_actions(seat)
    reason = state.why_illegal(seat, action)
    assert reason.startswith(WORDS[lang]["refusal"]), reason
    assert not ENGLISH.search(reason), reason


@pytest.mark.parametrize("lang", ["es", "it"])
def test_the_tray_hud_and_log_speak_the_language(tmp_home, lang, speak):
    app = make_app()            # the app speaks the settings' language: choose after it
    speak(lang)
    app.settings.anim_speed = 2.0
    names = ["Anne", "Jack", "Mary", "Grace"]
    match = Match.new("pagamas", [Seat(names[0], None, 0)] + [Seat(n, "random", i) for i, n in enumerate(names) if i],
                      seed=7)
    table = PagamasTable(app, match)
    app._push(Title(app))
    app.push(table)
    run_until(app, lambda: table.choice is not None and table.choice.seat == 0 and not table.busy, dt=0.1, frames=3000)
    assert table.decision.prompt.startswith(WORDS[lang]["tray"]), table.decision.prompt
    assert all(not ENGLISH.search(" ".join(o.steps) + " " + o.hint) for o in table.decision.options)
    text, _colour = table.status_text()
    app.draw()
    # Play on a few turns (the human takes the first option), then read the log.
    for _ in range(4000):
        app.step(0.1)
        choice = table.choice
        if choice is not None and choice.seat == 0 and not table.busy:
            choice.confirm()                         # the focused option (the hand-out on screen)
        if match.state.turn >= 3 or match.is_over():
            break
    lines = [line for e in table.history if (line := describe(e, names))]
    assert len(lines) > 20
    joined = "\n".join(lines)
    for word in WORDS[lang]["log"]:
        assert word.lower() in joined.lower(), word
    assert not ENGLISH.search(joined), ENGLISH.search(joined)
    app.shutdown()


@pytest.mark.parametrize("lang", ["es", "it"])
def test_the_cards_bear_their_names_in_the_language(lang, speak):
    pygame.display.init()
    pygame.display.set_mode((16, 16))
    english = pygame.image.tobytes(art.character("captain", 160), "RGBA")
    speak(lang)
    named = art.character("captain", 160)
    assert pygame.image.tobytes(named, "RGBA") != english          # the ribbon is painted over
    assert named.get_size() == (160, 224)
    speak("en")
    assert pygame.image.tobytes(art.character("captain", 160), "RGBA") == english
