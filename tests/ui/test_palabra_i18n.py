"""Palabra de Pirata in Spanish and Italian: the table, its log, the engine's refusals and How to play.

Each test chooses its language and puts English back. The words checked are the rulebook's
(palabra-de-pirata.es.txt) and locale/GLOSSARY.md's; the English ones must not show.
"""
from __future__ import annotations

import pygame
import pytest

from game import IllegalAction, Match, Seat, i18n
from game.palabra.actions import Bid, Place, Talk
from scenes.howto import layout_page, pages_for
from scenes.palabra import choices_ui, hud
from scenes.palabra.table import PalabraTable

from .helpers import make_app, run_until

WORDS = {   # language: (the talk tray's title, the phase in the strip, the first rules page, Controls)
    "es": ("Negociación (regla de la casa): tus señales a tus vecinos", "Negociación", "Cooperar o asaltar", "Controles"),
    "it": ("Trattativa (regola della casa): i tuoi segnali ai vicini", "Trattativa", "Cooperare o assaltare", "Comandi"),
}
ENGLISH = ("Table talk", "Say nothing", "I will share", "island ", " gems", "places two ships", "Day ")


@pytest.fixture
def speak():
    def choose(lang: str) -> None:
        i18n.set_language(lang)
        assert i18n.language() == lang
    yield choose
    i18n.set_language("en")


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


@pytest.mark.parametrize("lang", ["es", "it"])
@pytest.mark.parametrize("options", [{}, {"market": False}, {"talk": False}])
def test_how_to_play_speaks_the_language_and_every_page_fits(speak, lang, options):
    speak(lang)
    pages = pages_for("palabra", options)
    assert pages[0].title == WORDS[lang][2] and pages[-1].title == WORDS[lang][3]
    for page in pages:
        # 16 lines fit the parchment under the heading, above the page number (looked at on screen)
        assert len(layout_page(page)) <= 16, (lang, page.title, len(layout_page(page)))
        assert "Table talk" not in page.text and "Excavation" not in page.text, page.title
    text = "\n".join(p.text for p in pages)
    assert "{" not in text, "a placeholder or a key name was left unfilled"
    if options.get("talk", True):
        assert ("«Cooperaré»" if lang == "es" else "«Coopererò»") in text


@pytest.mark.parametrize("lang", ["es", "it"])
def test_the_table_its_strip_and_its_log_speak_the_language(tmp_home, speak, lang, monkeypatch):
    speak(lang)
    app = make_app()
    i18n.set_language(lang)
    app.settings.anim_speed = 3.0
    app.settings.curtains = False
    seats = [Seat("Anne", None, 0), Seat("Bart", None, 1), Seat("Grace", None, 2)]
    match = Match.new("palabra", seats, seed=5)
    table = PalabraTable(app, match, {1: "pad:1", 2: "pad:2"})
    app._push(table)
    run_until(app, lambda: not table.busy and table.choice is not None and table.choice.kind == "talk"
              and table.choice.seat == 0,
              frames=3000)
    app.step(1 / 60)
    tray, phase = WORDS[lang][0], WORDS[lang][1]
    drawn = []
    real_render, real_tray = hud.render_text, choices_ui.tray
    monkeypatch.setattr(hud, "render_text", lambda text, *a, **k: drawn.append(text) or real_render(text, *a, **k))
    monkeypatch.setattr(choices_ui, "tray", lambda surface, rect, title, *a, **k: drawn.append(title) or
                        real_tray(surface, rect, title, *a, **k))
    app.step(1 / 60)
    words = " | ".join(drawn)
    assert phase in words and tray in words, words
    assert table.choice.instruction() and not any(e in table.choice.instruction() for e in ENGLISH)
    assert all(not any(e in label for e in ENGLISH) for _k, label in table.choice.prompts())
    said = [step for o in table.choice.decision.options for step in (*o.steps, o.hint)]    # the phone's words too
    assert said and not any(e in step for step in said for e in ENGLISH), said[:3]
    assert not any(e in words for e in ENGLISH), words
    # Everyone talks (Anne promises to share with her first neighbour), then the log tells it.
    first = table.islands_of(0)[0]
    table.submit(0, Talk(signals=((first, "share"),)))
    for seat in (1, 2):
        table.submit(seat, Talk())
    run_until(app, lambda: any(e.TYPE == "signals_revealed" for e in table.history) and not table.busy, frames=3000)
    lines = [line for line, _chapter in table.log_entries()]
    assert lines, ("the log is empty", table.history)
    for line in lines:
        assert not any(e in line for e in ENGLISH), line
    said = {"es": "Anne \u2192 {} cooperar", "it": "Anne \u2192 {} cooperare"}[lang]
    neighbour = next(table.match.seats[s].name for s in table.lay.seats_at[first] if s != 0)
    assert any(said.format(neighbour + ":") in line for line in lines), lines
    app.shutdown()


@pytest.mark.parametrize("lang,words", [("es", ("Ahora coloca un barco", "No puedes pujar", "1 dorada")),
                                        ("it", ("Ora piazza una nave", "Non puoi offrire", "1 dorata"))])
def test_the_engine_refuses_in_the_language(speak, lang, words):
    speak(lang)
    match = Match.new("palabra", [Seat(n, None, i) for i, n in enumerate(("Anne", "Bart", "Grace"))], seed=2,
                      options={"talk": False, "setup": {"day": 2, "chests": [{"red": 1}, {}, {}]}})
    state = match.state
    with pytest.raises(IllegalAction) as refused:
        state.check(0, Bid.of([1, 0, 0, 0, 0]))
    assert refused.value.args[0].startswith(words[0]), refused.value.args[0]
    islands = state.islands_of(0)
    for seat in range(3):
        ships = state.cards[seat]
        match.submit(seat, Place(ships=tuple(zip(sorted(state.islands_of(seat)), ships[:2]))))
    assert state.phase == "market" and islands
    with pytest.raises(IllegalAction) as refused:
        state.check(0, Bid.of([1, 0, 0, 0, 0]))
    message = refused.value.args[0]
    assert message.startswith(words[1]) and words[2] in message and "gold" not in message, message
