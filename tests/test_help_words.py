"""`main.py --help` speaks the language chosen: argparse's own "usage:", "options" and -h line too."""
from __future__ import annotations

import pytest

from game.i18n import set_language
from scenes.launch import parse_args

WORDS = {"en": ("usage: ", "options:", "show this help message and exit", "play in a window"),
         "es": ("uso: ", "opciones:", "muestra esta ayuda y sal", "juega en una ventana"),
         "it": ("uso: ", "opzioni:", "mostra questo aiuto ed esci", "gioca in una finestra")}


@pytest.mark.parametrize("lang", WORDS)
def test_the_help_speaks_the_language(lang, capsys):
    set_language(lang)
    try:
        with pytest.raises(SystemExit) as done:
            parse_args(["--help"])
    finally:
        set_language("en")
    assert done.value.code == 0
    out = capsys.readouterr().out
    for word in WORDS[lang]:
        assert word in out, (lang, word)
    if lang != "en":
        assert "usage:" not in out and "options:" not in out and "show this help" not in out
    assert "--windowed | --fullscreen" in out           # the flags stay the flags


def test_the_flags_still_parse():
    args = parse_args(["--game", "cartagena", "--players", "3", "--windowed"])
    assert (args.game, args.players, args.windowed, args.fullscreen) == ("cartagena", 3, True, False)
    with pytest.raises(SystemExit):
        parse_args(["--windowed", "--fullscreen"])
