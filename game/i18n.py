"""The words a player reads, in the player's language: gettext catalogues read with Babel.

Mark every player-facing string where it is written, and translate it where it is shown:

    from game.i18n import _, N_, ngettext, pgettext

    _("Set sail!")                          # translated now, in the current language
    TITLE = N_("The voyage")                # module-level data: only marked; show it with _(TITLE)
    ngettext("{n} gem", "{n} gems", n).format(n=n)
    pgettext("cartagena move", "Back")      # the same English word with another meaning elsewhere

Placeholders are named (`{name}`, never `{}` or `%s`), so a translation can reorder them; fill
them after translating (`_("{who} wins").format(who=name)`), never before. Names typed by
players and pirate names are never passed through `_()`.

Strings are translated when they are drawn, so a change of language applies at once: keep
the English (marked with N_) in data and call `_()` at draw time. The catalogues are
`locale/<lang>/LC_MESSAGES/pirate_arcade.po` (found through game.shipped), read directly with
Babel when a language is chosen (no compile step); `tools/catalogues.py` extracts the marked
strings and updates them. English is the source language and needs no catalogue.

The language: `PIRATE_ARCADE_LANG=es|it|en` for a run, else the Settings choice, else the
system's locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English.
"""
from __future__ import annotations

import gettext
import io
import os
from typing import Mapping

from . import shipped

DOMAIN = "pirate_arcade"
SOURCE = "en"
# Each language by its own name, as the Settings screen offers them.
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "it": "Italiano"}   # i18n: keep
ENV = "PIRATE_ARCADE_LANG"

_NULL = gettext.NullTranslations()
_loaded: dict[str, gettext.NullTranslations] = {SOURCE: _NULL}
_current: list = [SOURCE, _NULL]        # [code, translations]


class CatalogueError(Exception):
    """A catalogue that could not be read; the game goes on in English and says why."""


def catalogue_path(code: str):
    return shipped.locale() / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def _load(code: str) -> gettext.NullTranslations:
    if code in _loaded:
        return _loaded[code]
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    path = catalogue_path(code)
    try:
        with open(path, "rb") as fp:
            catalogue = read_po(fp, locale=code, domain=DOMAIN)
        buffer = io.BytesIO()
        write_mo(buffer, catalogue, use_fuzzy=False)
        buffer.seek(0)
        translations = gettext.GNUTranslations(buffer)
    except (OSError, ValueError, SyntaxError) as exc:
        # i18n: keep (the catalogue that would translate this is the one that cannot be read)
        raise CatalogueError(f"The {LANGUAGES.get(code, code)} words could not be read "  # i18n: keep
                             f"({path.name}: {exc.__class__.__name__}); the game speaks English.") from exc
    _loaded[code] = translations
    return translations


def set_language(code: str) -> None:
    """Speak `code` (a key of LANGUAGES) from now on; CatalogueError leaves English in place."""
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; known: {', '.join(LANGUAGES)}")
    try:
        translations = _load(code)
    except CatalogueError:
        _current[:] = [SOURCE, _NULL]
        raise
    _current[:] = [code, translations]


def language() -> str:
    """The language spoken now (a key of LANGUAGES)."""
    return _current[0]


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The system locale's language if we speak it, else English (gettext's order of variables:
    LANGUAGE, a list, may name languages we lack; then the first of LC_ALL, LC_MESSAGES, LANG
    that is set decides)."""
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        for part in value.split(":"):
            code = part.split("_")[0].split(".")[0].split("@")[0].lower()
            if code in LANGUAGES:
                return code
        if value and var != "LANGUAGE":
            return SOURCE
    return SOURCE


def chosen_language(setting: str = "", environ: Mapping[str, str] | None = None) -> str:
    """What to speak: PIRATE_ARCADE_LANG, else the setting ('' follows the system), else the system."""
    env = os.environ if environ is None else environ
    override = env.get(ENV, "").strip().lower()
    if override in LANGUAGES:
        return override
    if setting in LANGUAGES:
        return setting
    return system_language(env)


def _(message: str) -> str:
    """`message` in the current language (the English itself where there is no translation)."""
    return _current[1].gettext(message) if message else message


def N_(message: str) -> str:
    """Mark `message` for translation without translating it (translate it where it is shown)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form for `n`, by the current language's plural rule."""
    return _current[1].ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` as meant in `context` (the same English word may need other words elsewhere)."""
    return _current[1].pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _current[1].npgettext(context, singular, plural, n)
