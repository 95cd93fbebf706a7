"""Every word a player reads, in English, Spanish and Italian (game/i18n.py, locale/, Babel)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game import i18n, shipped
from tests import i18n_scan
from tests.i18n_baseline import UNMARKED

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tools import catalogues  # noqa: E402


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def template():
    return catalogues.extract()


@pytest.mark.parametrize("code", catalogues.TARGETS)
def test_every_marked_string_is_translated_and_none_is_fuzzy(code, template):
    """A catalogue that misses a string, leaves one empty or fuzzy, or loses a placeholder fails."""
    found = catalogues.problems(code, template=template)
    assert not found, f"{len(found)} problems in {code}; run tools/catalogues.py update, then translate:\n" \
        + "\n".join(found[:40])


def test_catalogues_live_where_gettext_expects_them():
    for code in catalogues.TARGETS:
        assert (shipped.locale() / code / "LC_MESSAGES" / "pirate_arcade.po").is_file()


def test_the_sources_hold_no_new_unmarked_player_facing_string():
    """Strings are born marked: no file holds more unmarked prose than the baseline allows, and
    a file that has been marked leaves the baseline (it only shrinks)."""
    found = {name: len(hits) for name, hits in i18n_scan.report().items()}
    grown = {name: (n, UNMARKED.get(name, 0)) for name, n in found.items() if n > UNMARKED.get(name, 0)}
    assert not grown, "unmarked player-facing strings (wrap them in _() or N_()):\n" + "\n".join(
        f"  {name}: {n} (allowed {allowed}): " + "; ".join(
            f"{line}: {text[:50]!r}" for line, text in i18n_scan.unmarked(ROOT / name)[:6])
        for name, (n, allowed) in grown.items())
    shrunk = {name: (found.get(name, 0), allowed) for name, allowed in UNMARKED.items()
              if found.get(name, 0) < allowed}
    assert not shrunk, ("these files have fewer unmarked strings than tests/i18n_baseline.py says: "
                        f"run `python tests/i18n_scan.py --baseline`: {shrunk}")


def test_the_scan_tells_prose_from_identifiers():
    assert i18n_scan.prose("Set sail!") and i18n_scan.prose("Back") and i18n_scan.prose("to the sloop")
    assert not i18n_scan.prose("play_card") and not i18n_scan.prose("rum")
    assert not i18n_scan.prose("LB") and not i18n_scan.prose("{0:>3}") and not i18n_scan.prose("x")


def test_a_language_applies_at_once_and_english_needs_no_catalogue():
    i18n.set_language("es")
    assert i18n._("Settings") == "Configuración" and i18n.language() == "es"
    i18n.set_language("it")
    assert i18n._("Settings") == "Impostazioni"
    i18n.set_language("en")
    assert i18n._("Settings") == "Settings"
    assert i18n._("a string nobody translated") == "a string nobody translated"
    with pytest.raises(ValueError, match="unknown language"):
        i18n.set_language("fr")


def test_plurals_follow_the_language():
    i18n.set_language("es")
    assert i18n.ngettext("{n} gem", "{n} gems", 1) == "{n} gem"   # untranslated: the English forms
    assert i18n.ngettext("{n} gem", "{n} gems", 2) == "{n} gems"


@pytest.mark.parametrize("env, setting, expected", [
    ({"PIRATE_ARCADE_LANG": "it", "LANG": "es_ES.UTF-8"}, "en", "it"),   # the run's override wins
    ({"PIRATE_ARCADE_LANG": "xx", "LANG": "es_ES.UTF-8"}, "", "es"),     # an unknown one is ignored
    ({"LANG": "es_ES.UTF-8"}, "it", "it"),                              # the setting beats the system
    ({"LANG": "es_AR.UTF-8"}, "", "es"),
    ({"LC_ALL": "it_IT.UTF-8", "LANG": "es_ES"}, "", "it"),
    ({"LANGUAGE": "fr:it", "LANG": "en_GB.UTF-8"}, "", "it"),
    ({"LANGUAGE": "fr", "LANG": "es_ES.UTF-8"}, "", "es"),
    ({"LANG": "fr_FR.UTF-8"}, "", "en"),
    ({"LANG": "C.UTF-8"}, "", "en"),
    ({}, "", "en"),
])
def test_the_language_is_the_runs_then_the_settings_then_the_systems(env, setting, expected):
    assert i18n.chosen_language(setting, env) == expected


def test_a_broken_catalogue_leaves_english_and_says_so(monkeypatch, tmp_path):
    bad = tmp_path / "it" / "LC_MESSAGES"
    bad.mkdir(parents=True)
    (bad / "pirate_arcade.po").write_bytes(b'msgid "x"\nmsgstr "\xff\n\x00')
    monkeypatch.setattr(i18n.shipped, "locale", lambda: tmp_path)
    monkeypatch.delitem(i18n._loaded, "it", raising=False)
    with pytest.raises(i18n.CatalogueError, match="Italiano"):
        i18n.set_language("it")
    assert i18n.language() == "en" and i18n._("Settings") == "Settings"
    monkeypatch.delitem(i18n._loaded, "it", raising=False)
