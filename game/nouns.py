"""The games' nouns in the forms a sentence needs, in the player's language.

A translated name (a den, a character, a treasure, a booty token, a place) is never dropped bare
into a sentence: Spanish and Italian need its article, its preposition contracted with it
(«al Burdel», «nell'Amaca», «sull'Isola del tesoro»), a personal «a» before a character («elige al
Carpintero»). So each noun is declared once, here or in its game's words module, with the forms
its sentences use, and every form is one catalogue entry: the context names the kind and the form,
the msgid is the bare English name, and the translator writes the whole phrase:

    msgctxt "den:at"                       msgctxt "character:obj"
    msgid "Treasure island"                msgid "Carpenter"
    msgstr "en la Isla del tesoro"         msgstr "al Carpintero"        (it: «il Carpentiere»)

A sentence then takes the form it needs, filled after translating:

    _("{trapper} waited {den} for {victim} in vain.").format(den=DENS["island"].at, ...)

FORMS says what each form is for (the translators read it in the catalogue's comment, and in
locale/GLOSSARY.md, "Style rules for translators"). English is the source language: its forms
are written from the English name by FORMS' templates (or the noun's own `english`).

The entries are not found by Babel's scan of the sources (their msgids are data): tools/catalogues.py
adds one per declared noun and form (`entries()`), and its check fails on a missing one. The
modules that declare nouns are listed in DECLARING; `declared()` imports them all.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from importlib import import_module

from .i18n import SOURCE, language, pgettext

# form -> (the English template, what the form is for, as the translators read it)
FORMS: dict[str, tuple[str, str]] = {   # i18n: keep (English templates and notes for translators, never shown)
    "name": ("{0}", "the bare name, as a label or a list's entry («Hamaca», «Amaca»)"),
    "the": ("the {0}", "with its definite article, as a sentence's subject or a thing's object "
                       "(«el Mapa de Morgan», «l'Amaca»)"),
    "obj": ("the {0}", "as the direct object of a verb (choose, play, kill, discard...); Spanish adds "
                       "the personal «a» before a character: «al Carpintero», «a la Camarera»; "
                       "Italian: «il Carpentiere»"),
    "at": ("at the {0}", "where someone is or waits (at / in / on): «en la Hamaca», «nell'Amaca», "
                         "«sull'Isola del tesoro», «al Bordello»"),
    "to": ("to the {0}", "where someone goes: «a la Hamaca», «al Burdel», «nell'Amaca», «al Bordello»"),
    "from": ("from the {0}", "where something comes from: «del cementerio», «dalla nave»"),
}

# The modules that declare nouns (imported by declared(), for the catalogues and the tests).
DECLARING = ("game.pagamas.nouns", "game.libertalia.nouns", "game.jamaica.nouns")


@dataclass(frozen=True)
class Noun:
    """One noun of one kind ("den", "character", "treasure"...) and the forms its sentences use.

    `english` overrides FORMS' English template for a form (a name without an article: "Granny
    Wata"; another preposition: "on Treasure island"). Placeholders in the name ("space {n}") are
    filled by `form(..., **values)`."""

    kind: str
    name: str
    forms: tuple[str, ...]
    english: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    module: str = field(default="", compare=False)     # the declaring module ("game.pagamas.nouns")

    def context(self, form: str) -> str:
        return f"{self.kind}:{form}"

    def english_form(self, form: str) -> str:
        return self.english.get(form) or FORMS[form][0].format(self.name)

    def form(self, form: str, **values) -> str:
        """This noun in `form`, in the player's language (placeholders filled from `values`)."""
        if form not in self.forms:
            raise KeyError(f"{self.kind} {self.name!r} has no form {form!r}; it has {', '.join(self.forms)}")
        if language() == SOURCE:
            text = self.english_form(form)
        else:
            text = pgettext(self.context(form), self.name)
        return text.format(**values) if values else text

    # The forms by name, for sentences: DENS["hammock"].at
    @property
    def bare(self) -> str:
        return self.form("name")

    @property
    def the(self) -> str:
        return self.form("the")

    @property
    def obj(self) -> str:
        return self.form("obj")

    @property
    def at(self) -> str:
        return self.form("at")

    @property
    def to(self) -> str:
        return self.form("to")

    @property
    def source(self) -> str:
        return self.form("from")


_REGISTRY: dict[tuple[str, str], Noun] = {}


def noun(kind: str, name: str, forms: tuple[str, ...] | str, **english: str) -> Noun:
    """Declare (once) the noun `name` of `kind` with its `forms` (names of FORMS, a tuple or a
    space-separated string); `english` gives a form's English where the template would be wrong
    (keyword `at="on Treasure island"`, `the="Granny Wata"`; `from_=...` for "from")."""
    forms = tuple(forms.split()) if isinstance(forms, str) else tuple(forms)
    unknown = [f for f in forms if f not in FORMS]
    if unknown:
        raise ValueError(f"unknown noun forms {unknown}; known: {', '.join(FORMS)}")
    english = {k.rstrip("_"): v for k, v in english.items()}
    made = Noun(kind, name, forms, english, sys._getframe(1).f_globals.get("__name__", ""))
    key = (kind, name)
    if key in _REGISTRY and _REGISTRY[key].forms != forms:
        raise ValueError(f"{kind} {name!r} declared twice with other forms")
    _REGISTRY[key] = made
    return made


def declared() -> list[Noun]:
    """Every declared noun (the declaring modules imported first)."""
    for module in DECLARING:
        import_module(module)
    return list(_REGISTRY.values())


def entries() -> list[tuple[str, str, str, str, str]]:
    """(context, msgid, English phrase, what the form is for, declaring file) for every declared
    noun and form: the catalogue entries the nouns need (tools/catalogues.py adds them)."""
    return [(n.context(f), n.name, n.english_form(f), FORMS[f][1], n.module.replace(".", "/") + ".py")
            for n in declared() for f in n.forms]
