"""The shell speaks the language chosen (issue 23): its screens drawn in Spanish and Italian show
the translated words and none of the English ones, and a change of language shows at once."""
from __future__ import annotations

import pytest

from game import Match, Seat
from game.i18n import language
from scenes.cartagena.table import CartagenaTable
from scenes.pause import Pause
from scenes.results import Results
from scenes.title import Title, tagline

from .helpers import make_app
from .text_fit import draw_frame, speaking

WORDS = {   # English: (Spanish, Italian), as the catalogues and the glossary have them
    "Play": ("Jugar", "Gioca"), "Settings": ("Configuración", "Impostazioni"), "Quit": ("Salir", "Esci"),
    "Choose": ("Elige", "Scegli"), "Resume": ("Reanudar", "Riprendi"), "Paused": ("En pausa", "In pausa"),
    "Quit to title": ("Salir al título", "Esci al titolo"), "How to play": ("Cómo se juega", "Come si gioca"),
    "Play again": ("Otra partida", "Un'altra partita"), "Back to title": ("Volver al título", "Torna al titolo"),
}


def shown(app, scene) -> set[str]:
    scene.draw(app.canvas)
    return {text for text, _rect in draw_frame(app, scene).texts}


@pytest.mark.parametrize("lang,k", [("es", 0), ("it", 1)])
def test_the_title_pause_and_results_speak_the_language_chosen(tmp_home, lang, k):
    app = make_app()
    with speaking(app, lang):
        title = Title(app)
        app._push(title)
        on_title = shown(app, title)
        assert {WORDS[w][k] for w in ("Play", "Settings", "Quit")} <= on_title
        assert not {"Play", "Settings", "Quit", "Achievements", "Pirate board games"} & on_title
        assert tagline(5) == ("Cinco juegos de mesa piratas para jugar con amigos en el sofá",
                              "Cinque giochi da tavolo pirata da giocare con gli amici sul divano")[k]
        table = CartagenaTable(app, Match.new("cartagena", [Seat("Anne", None, 0), Seat("Mary", "pirate", 1)], seed=4))
        app._push(table)
        pause = Pause(app, table)
        app._push(pause)
        on_pause = shown(app, pause)
        assert {WORDS[w][k] for w in ("Paused", "Resume", "Quit to title", "How to play")} <= on_pause
        assert not {"Paused", "Resume", "Quit to title", "How to play", "Settings"} & on_pause
        app._pop()
        results = Results(app, table.match, [(1, "6"), (0, "3")])
        results.winners = [1]
        app._push(results)
        results.time = 5.0
        on_results = shown(app, results)
        assert results.headline() == ("¡Gana Mary!", "Vince Mary!")[k]       # on its own plaque
        assert {WORDS[w][k] for w in ("Play again", "Back to title")} <= on_results
    assert language() == "en"
    app.shutdown()


def test_a_change_of_language_shows_at_once_on_the_title(tmp_home):
    app = make_app()
    title = Title(app)
    app._push(title)
    assert "Play" in shown(app, title)
    with speaking(app, "it"):
        words = shown(app, title)
        assert "Gioca" in words and "Play" not in words
    assert "Play" in shown(app, title)
    app.shutdown()
