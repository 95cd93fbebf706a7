"""The Spanish speaks to one player with «tú», never to a group with «vosotros» (locale/GLOSSARY.md:
Spanish with tú, never vosotros): no msgstr holds a vosotros verb form («repartís», «intercambiáis»,
«habéis»), an imperative with «-os» («turnaos»), nor «os», «vosotros» or «vuestro»."""
from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import catalogues  # noqa: E402

# Word endings of the vosotros forms (present «-áis», «-éis», «-ís»; imperative «-aos»), and its pronouns.
VOSOTROS = re.compile(r"\b(\w+(áis|éis|ís|aos)|vosotr[oa]s|vuestr[oa]s?|os)\b", re.I)
WORDS = {"país", "caos"}    # words with those endings that are no verb


def vosotros(text: str) -> list[str]:
    return [m.group(0) for m in VOSOTROS.finditer(text) if m.group(0).lower() not in WORDS]


def test_the_pattern_finds_vosotros_and_leaves_tu_alone():
    assert vosotros("Jack y tú os la repartís; luego intercambiáis las verdes. ¡Turnaos!") == [
        "os", "repartís", "intercambiáis", "Turnaos"]
    assert vosotros("La compartes con Jack; luego intercambias las verdes. El caos de un país.") == []


def test_no_spanish_entry_says_vosotros():
    found = []
    for m in catalogues.read("es"):
        for text in [m.string] if isinstance(m.string, str) else m.string or ():
            if text and vosotros(text):
                found.append(f"{vosotros(text)}: {text[:90]!r}")
    assert found == []
