"""The games' nouns reach a sentence in the form it needs (game/nouns.py), never bare.

- every declared noun's forms are catalogue entries, translated in Spanish and Italian with more than
  the bare name (an article, a preposition: «en la Hamaca», «nell'Amaca», «al Carpintero»);
- English writes its own forms from the name; an undeclared form is refused;
- no `.format()` of a translated sentence receives a noun's bare name where the noun has forms,
  except where the sentence puts it as a label (after a colon, in brackets, as a list's entry).
"""
from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

from game import nouns
from game.i18n import set_language

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import catalogues  # noqa: E402

# A form whose translation may be the bare name itself, and why.
SAME_AS_BARE = {
    ("it", "character:the", "Granny Wata"): "a name: «Nonna Wata» takes no article",
    ("it", "character:obj", "Granny Wata"): "a name: «Nonna Wata» takes no article",
}


@pytest.mark.parametrize("code", ["es", "it"])
def test_every_form_of_every_noun_is_translated_beyond_the_bare_name(code):
    catalogue = catalogues.read(code)
    declared = nouns.declared()
    assert {n.kind for n in declared} >= {"den", "character", "treasure", "space"}
    for context, name, _english, _meaning, _path in nouns.entries():
        entry = catalogue.get(name, context=context)
        assert entry is not None and entry.string, (code, context, name)
        bare = catalogue.get(name)
        if bare is not None and bare.string and (code, context, name) not in SAME_AS_BARE:
            assert entry.string != bare.string, (code, context, name, entry.string)


def test_english_writes_the_forms_from_the_name_and_refuses_an_undeclared_form():
    from game.jamaica.nouns import SPACES, TREASURES
    from game.libertalia.nouns import CHARACTER
    from game.pagamas.nouns import DENS
    set_language("en")
    assert DENS["hammock"].at == "at the Hammock" and DENS["island"].the == "the Treasure island"
    assert CHARACTER[9].obj == "the Carpenter" and CHARACTER[27].the == "Granny Wata"
    assert TREASURES["morgan_map"].the == "Morgan's map"
    assert SPACES["sea"].form("to", n=4) == "to space 4 (sea)"
    with pytest.raises(KeyError):
        DENS["hammock"].obj


def test_spanish_and_italian_give_each_noun_its_article_and_preposition():
    from game.libertalia.nouns import CHARACTER
    from game.pagamas.nouns import DENS
    try:
        set_language("es")
        assert (DENS["brothel"].to, DENS["hammock"].at, CHARACTER[8].obj) == ("al Burdel", "en la Hamaca",
                                                                             "a la Camarera")
        set_language("it")
        assert (DENS["island"].at, DENS["hammock"].at, CHARACTER[12].the) == ("sull'Isola del tesoro", "nell'Amaca",
                                                                             "lo Schiavo liberato")
    finally:
        set_language("en")


# --------------------------------------------------------------------------- the sources
# Calls that give a noun's bare name (a label), for nouns that have forms in game/nouns.py.
BARE_CALLS = {"den_name", "_den", "char_name", "treasure_name"}
BARE_SUBSCRIPTS = {"DEN_TITLES", "TREASURE_NAMES"}     # _(DEN_TITLES[d])
MARKERS = {"_", "ngettext", "pgettext", "npgettext"}


def _message(call: ast.Call) -> str | None:
    strings = [a.value for a in call.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    if not strings:
        return None
    return strings[1] if call.func.id in ("pgettext", "npgettext") and len(strings) > 1 else strings[0]


def _bare(value: ast.AST) -> bool:
    if not isinstance(value, ast.Call):
        return False
    func = value.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    if name in BARE_CALLS:
        return True
    if name == "name" and isinstance(func, ast.Attribute) and getattr(func.value, "id", "") == "C":
        return True         # game/libertalia: C.name(rank), a character's bare name
    if name == "_" and value.args and isinstance(value.args[0], ast.Subscript):
        target = value.args[0].value
        return getattr(target, "id", getattr(target, "attr", "")) in BARE_SUBSCRIPTS
    return False


def label_slot(message: str, key: str) -> bool:
    """Is {key} a label's place in `message`: at its start, after a colon, in brackets, in a
    list, beside another placeholder ("{rank} {name}"), or in apposition to "card" / "the character"
    («la carta Hamaca», «al personaje Bruto»)?"""
    ph = re.escape("{" + key + "}")
    return bool(re.search(rf"(^|: |\(|, |\}} |the character |card ){ph}", message)
                or re.search(rf"{ph}(:|\)| \(| card)", message))


def bare_nouns_in_sentences() -> list[str]:
    found = []
    for folder in ("game", "scenes", "phones"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                        and node.func.attr == "format" and isinstance(node.func.value, ast.Call)
                        and isinstance(node.func.value.func, ast.Name) and node.func.value.func.id in MARKERS):
                    continue
                message = _message(node.func.value)
                for kw in node.keywords:
                    if message and _bare(kw.value) and not label_slot(message, kw.arg):
                        found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {{{kw.arg}}} in {message!r}")
    return found


def test_the_scan_tells_a_label_from_a_sentence():
    assert label_slot("{name} ({rank})", "name") and label_slot("Revealed: {character}.", "character")
    assert label_slot("{who}, {character}: {note}.", "character")
    assert not label_slot("{trapper} guessed the {den}.", "den")
    assert not label_slot("{name} finds {treasure} at {place}.", "treasure")
    assert not label_slot("{victim} was not at the {den}", "den")


def test_no_sentence_receives_a_bare_noun_that_has_forms():
    assert bare_nouns_in_sentences() == []
