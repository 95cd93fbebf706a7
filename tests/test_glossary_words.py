"""One word per idea: where a catalogue entry's English holds a term of locale/GLOSSARY.md's tables
(sections 1-7), its Spanish and Italian hold the glossary's word for it (tests/glossary_terms.py
reads the tables; the entry's source files tell the game where the word depends on it).

The terms left out are below, each with the reason: English words with several meanings (a verb
and a noun, a preposition), whose sentences the glossary's word would not fit; every other term is
checked in every entry.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from glossary_terms import mismatches, renders, terms

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import catalogues  # noqa: E402

_VERB = "a verb as well as a button: a sentence conjugates it, the glossary gives the button's imperative"
_SENSES = "an English word of several senses (the glossary's is one of them)"
SKIP = {
    # directions, numbers, yes/no: words of every sentence, glossary rows for the keys and labels
    **{w: _SENSES for w in ("back", "on", "off", "up", "down", "left", "right", "no", "yes", "one", "two",
                            "free", "empty", "the end", "round", "hold", "deck", "board", "table", "key",
                            "log", "menu", "point", "points", "score", "game", "turn", "hand", "seat",
                            "card", "pirate", "player", "gold", "sea", "action", "space", "treasure",
                            "two players", "for the share", "the count", "tie", "discard pile", "screen",
                            "crew")},
    **{w: _VERB for w in ("move", "take", "play", "draw", "discard", "give", "keep", "lay", "roll", "win",
                          "join", "leave", "stay", "close", "step", "pass", "confirm", "choose", "sail",
                          "advance", "move back", "land", "put back", "re-place", "block", "bury",
                          "signal", "share", "raid", "bid", "attack", "caught", "forced", "broken", "used",
                          "keep it", "let it stand", "votes", "promise", "cost", "face up", "discarded",
                          "salvage", "raider", "raided", "strength", "election", "crew member")},
    "winner": "«chi vince» / «quien gana»: a winner's noun would agree with a name",
    "candidate": "«solo se presenta {name}»: «único candidato» would agree with a name",
    "opponent": "Jamaica's ghost ship texts say «rival» for the next player, not a fighter",
    "graveyard": "the card words «+2 por muerto» (GLOSSARY §4, fitted to two lines of a card)",
    "booty": "the card words «Toma 2 fichas», «Tieni 1» (GLOSSARY §4, fitted to a card)",
    "ship": "the card words «Uccide il più alto» (GLOSSARY §4, fitted to a card)",
    ("it", "ambush"): "Pagamás' phase 5 is «Trappola!» (the rulebook's word), its card «Imboscata»",
}


def test_the_tables_are_read_with_the_games_words():
    found = {(t.english, t.game): t for t in terms() if not t.label}
    space = found["space", None]
    assert space.allowed("es", {"libertalia"}) == ["espacio"] and space.allowed("it", {"jamaica"}) == ["casella"]
    assert "cambusiere" in found["cook", "pagamas"].allowed("it", {"pagamas"})
    assert found["doubloon", None].allowed("it", set()) == ["doblone", "dobloni"]
    assert renders("Las Bodegas están llenas", ["bodega"]) and not renders("Tabernero", ["cocinero"])


@pytest.mark.parametrize("code", ["es", "it"])
def test_every_glossary_term_is_rendered_with_the_glossarys_word(code):
    assert mismatches(catalogues.read(code), code, terms(), SKIP) == []
