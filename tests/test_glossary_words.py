"""One word per idea: where a catalogue entry's English holds a term of locale/GLOSSARY.md's tables
(sections 1-7), its Spanish and Italian hold the glossary's word for it (tests/glossary_terms.py
reads the tables; the entry's source files tell the game where the word depends on it).

The terms left out are below, each with the reason: English words with several meanings (a verb
and a noun, a preposition), whose sentences the glossary's word would not fit; every other term is
checked in every entry. A core term with a verb sense (turn, hand, seat) is checked all the same:
OTHERS names the phrases of its other senses, and only those places are left out.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from glossary_terms import mismatches, renders, terms

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import catalogues  # noqa: E402

_VERB = "a verb as well as a button: a sentence conjugates it, the glossary gives the button's imperative"
_SENSES = "an English word of several senses (the glossary's is one of them)"
_IT = "not yet made one word in Italian (the Spanish is checked)"
SKIP = {
    # directions, numbers, yes/no: words of every sentence, glossary rows for the keys and labels
    **{w: _SENSES for w in ("back", "no", "one", "two", "round", "hold", "deck", "table", "point", "points",
                            "score", "two players", "for the share", "the count")},
    # "game": «partida» is one play, «juego» one of the five games or the program (GLOSSARY §1)
    "game": "«partida» for one play, «juego» for the box: both right, in different places",
    **{w: _VERB for w in ("move", "take", "play", "draw", "keep", "lay", "roll", "sail", "advance", "share",
                          "attack", "caught", "forced", "broken", "used", "votes", "cost", "discarded",
                          "salvage", "raided", "join")},
    **{("it", w): _IT for w in ("card", "pirate", "player", "turn", "hand", "treasure", "space", "empty", "board",
                                "gold", "screen", "give", "win", "put back", "promise", "ship", "tie",
                                "election", "re-place", "block", "signal", "strength", "face up", "raider",
                                "discard pile")},
    "winner": "«chi vince» / «quien gana»: a winner's noun would agree with a name",
    "candidate": "«solo se presenta {name}»: «único candidato» would agree with a name",
    "graveyard": "the card words «+2 por muerto» (GLOSSARY §4, fitted to two lines of a card)",
    "booty": "the card words «Toma 2 fichas», «Tieni 1» (GLOSSARY §4, fitted to a card)",
    ("it", "ambush"): "Pagamás' phase 5 is «Trappola!» (the rulebook's word), its card «Imboscata»",
}

# The other senses of a checked term: where the English phrase matches one of these, the word is a verb
# or an idiom that the glossary's noun does not render, and that place is not checked.
OTHERS = {
    # «da la vuelta», «pone boca arriba», «a su vez», «cambia los oficiales por botín»
    "turn": (r"\bturn(s|ed)?\s+(over|up|face|the|one|it|'s)\b", r"\bturn(s|ed)?\s+(\w+\s+){1,3}over\b", r"\bin turn\b",
             r"\bturn(s|ed)?\b(?=(\s+\w+){1,3}\s+into\b)"),
    # «asigna los personajes», «entrega», «se lo dan a un bot», «se intercambian», «el dinero»
    "hand": (r"\bhand(s|ed)?\s+(out|over|it|them|this|the|to|'s)\b", r"\bhand(s|ed)?\s+(\w+\s+){1,4}over\b",
             r"\bswap hands\b", r"\bmoney in hand\b"),
    # «sienta a la tripulación», «Nadie ganó»
    "seat": (r"\bseat the crew\b", r"\bno seat won\b"),
    # the Recruiter's card words «De la guarida a la mano» (GLOSSARY §4)
    "card": (r"\bden card to hand\b",),
    # a move that ends on a space («acabe en una casilla»), not a landing on Tortuga
    # the port or space before («el puerto anterior»), not the race's last place
    "last": (r"\bthe last (port|sea space|lair)\b",),
    "land": (r"\blands?\s+on\s+a\s+space\b", r"\bspace\s+it\s+would\s+land\s+on\b"),
}


def test_the_tables_are_read_with_the_games_words():
    found = {(t.english, t.game): t for t in terms() if not t.label}
    space = found["space", None]
    assert space.allowed("es", {"libertalia"}) == ["espacio"] and space.allowed("it", {"jamaica"}) == ["casella"]
    assert "cambusiere" in found["cook", "pagamas"].allowed("it", {"pagamas"})
    assert found["doubloon", None].allowed("it", set()) == ["doblone", "dobloni"]
    assert renders("Las Bodegas están llenas", ["bodega"]) and not renders("Tabernero", ["cocinero"])


def test_a_terms_other_senses_are_left_but_its_noun_is_checked():
    cat = Catalog(locale="es")
    place = [("scenes/pagamas/choices.py", 1)]
    cat.add("The captain hands out the roles; look at your hand.", "El capitán asigna los papeles; mira tus cartas.",
            locations=place)
    cat.add("The captain hands out the roles.", "El capitán asigna los papeles.", locations=place)
    cat.add("See --replay-seat.", "Mira --replay-seat.", locations=[("scenes/launch.py", 1)])
    found = mismatches(cat, "es", terms(), SKIP, OTHERS)
    assert len(found) == 1 and "look at your hand" in found[0]


@pytest.mark.parametrize("code", ["es", "it"])
def test_every_glossary_term_is_rendered_with_the_glossarys_word(code):
    assert mismatches(catalogues.read(code), code, terms(), SKIP, OTHERS) == []
