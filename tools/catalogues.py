"""The translation catalogues: extract the marked strings with Babel, merge them into each
language's .po file, and check the catalogues (what tests/test_i18n.py asserts).

    python tools/catalogues.py update     # new strings into locale/<lang>/LC_MESSAGES/*.po
    python tools/catalogues.py check      # untranslated, fuzzy, placeholder mismatches
    python tools/catalogues.py todo es    # the untranslated entries of one language, as .po
    python tools/catalogues.py absorb es OTHER.po   # after a merge: the translations OTHER has

Strings are found by Babel's Python extractor in game/, scenes/ and phones/ with the keywords
of game/i18n.py (_, N_, ngettext, pgettext, npgettext), and the nouns' forms that game/nouns.py
declares (context "<kind>:<form>", msgid the bare English name). A comment starting `TRANSLATORS:` on
the line before a marked string reaches the translator. `update` keeps every translation whose
English is unchanged, adds new strings untranslated, and drops the strings no longer in the
sources; it never marks an entry fuzzy (a changed English string is a new entry to translate).
"""
from __future__ import annotations

import argparse
from datetime import datetime, timezone
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from babel.messages.catalog import Catalog            # noqa: E402
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir   # noqa: E402
from babel.messages.pofile import read_po, write_po   # noqa: E402

from game import nouns                                # noqa: E402
from game.i18n import DOMAIN, LANGUAGES, SOURCE       # noqa: E402

SOURCES = ("game", "scenes", "phones")
TARGETS = tuple(code for code in LANGUAGES if code != SOURCE)
ENGLISH_NAMES = {"es": "Spanish", "it": "Italian"}
STABLE_DATE = datetime(2026, 11, 26, tzinfo=timezone.utc)   # no dates that change on every update (merges stay clean)
LOCALE = ROOT / "locale"
PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)(?:![rsa])?(?::[^{}]*)?\}")


def po_path(code: str, root: Path = ROOT) -> Path:
    return root / "locale" / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def extract(root: Path = ROOT) -> Catalog:
    """Every marked string of the sources, as a template catalogue."""
    template = Catalog(domain=DOMAIN, project="Pirate Arcade", charset="utf-8")
    for source in SOURCES:
        folder = root / source
        if not folder.is_dir():
            continue
        for filename, lineno, message, comments, context in extract_from_dir(
                folder, [("**.py", "python")], {}, keywords=DEFAULT_KEYWORDS,
                comment_tags=("TRANSLATORS:",), strip_comment_tags=True):
            template.add(message, None, [(f"{source}/{filename}", lineno)],
                         auto_comments=comments, context=context)
    # The nouns' forms (game/nouns.py): data, not calls Babel finds; one entry per noun and form.
    for context, name, english, meaning, path in nouns.entries():
        template.add(name, None, [(path, 1)], context=context,
                     auto_comments=[f"English: \u201c{english}\u201d. This form: {meaning}."])
    return template


def read(code: str, root: Path = ROOT) -> Catalog:
    path = po_path(code, root)
    if not path.exists():
        catalogue = Catalog(locale=code, domain=DOMAIN, project="Pirate Arcade", charset="utf-8")
        # Spanish and Italian as their speakers count: one, or more (CLDR's extra form for
        # round millions would ask every plural for a third string nobody reads here).
        catalogue._num_plurals, catalogue._plural_expr = 2, "(n != 1)"
    else:
        with open(path, "rb") as fp:
            catalogue = read_po(fp, locale=code, domain=DOMAIN)
    catalogue.header_comment = (f"# The {ENGLISH_NAMES[code]} words of Pirate Arcade, written by its developers "
                                f"with the rulebooks' own terms.\n# tools/catalogues.py updates this file; "
                                f"translate every msgstr, never the msgid.")
    catalogue.fuzzy = False
    catalogue.creation_date = catalogue.revision_date = STABLE_DATE
    catalogue.version = "0.1.0"
    catalogue.last_translator = "Pirate Arcade developers"
    catalogue.language_team = f"{LANGUAGES[code]}"
    catalogue.msgid_bugs_address = ""
    return catalogue


def write(catalogue: Catalog, code: str, root: Path = ROOT) -> None:
    path = po_path(code, root)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as fp:
        write_po(fp, catalogue, width=100, omit_header=False, ignore_obsolete=True,
                 include_previous=False, sort_output=False, include_lineno=False)


def update(root: Path = ROOT) -> dict[str, int]:
    """Merge the sources' strings into every language; the count of untranslated per language."""
    template = extract(root)
    missing = {}
    for code in TARGETS:
        catalogue = read(code, root)
        catalogue.update(template, no_fuzzy_matching=True, update_header_comment=False)
        catalogue.creation_date = catalogue.revision_date = STABLE_DATE
        for message in catalogue:
            message.flags.discard("fuzzy")
        catalogue.obsolete.clear()
        write(catalogue, code, root)
        missing[code] = sum(1 for m in catalogue if m.id and not _translated(m))
    return missing


def absorb(code: str, other: Path, root: Path = ROOT) -> int:
    """Take from another copy of a catalogue (the other side of a merge) the translations this
    one lacks; how many were taken."""
    catalogue = read(code, root)
    with open(other, "rb") as fp:
        theirs = read_po(fp, locale=code, domain=DOMAIN)
    taken = 0
    for message in catalogue:
        if message.id and not _translated(message):
            found = theirs.get(message.id, context=message.context)
            if found is not None and _translated(found) and not found.fuzzy:
                message.string = found.string
                taken += 1
    write(catalogue, code, root)
    return taken


def _translated(message) -> bool:
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return all(strings) and bool(strings)


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def problems(code: str, root: Path = ROOT, template: Catalog | None = None) -> list[str]:
    """What is wrong with one language's catalogue, one line each (empty: all is well)."""
    template = template if template is not None else extract(root)
    catalogue = read(code, root)
    found = []
    for message in template:
        if not message.id:
            continue
        entry = catalogue.get(message.id, context=message.context)
        shown = message.id if isinstance(message.id, str) else message.id[0]
        where = ", ".join(f"{f}:{n}" for f, n in message.locations[:1])
        if entry is None:
            found.append(f"{code}: missing {shown[:60]!r} ({where})")
        elif entry.fuzzy:
            found.append(f"{code}: fuzzy {shown[:60]!r} ({where})")
        elif not _translated(entry):
            found.append(f"{code}: untranslated {shown[:60]!r} ({where})")
        else:
            ids = [message.id] if isinstance(message.id, str) else list(message.id)
            strings = [entry.string] if isinstance(entry.string, str) else list(entry.string)
            wanted = set().union(*(placeholders(i) for i in ids))
            for s in strings:
                if placeholders(s) - wanted or (placeholders(s) != wanted and len(ids) == 1):
                    found.append(f"{code}: placeholders of {shown[:60]!r} differ: "
                                 f"{sorted(placeholders(s))} for {sorted(wanted)}")
    return found


def todo(code: str, root: Path = ROOT) -> Catalog:
    """The entries of `code` still to translate, as a catalogue of their own."""
    catalogue = read(code, root)
    left = Catalog(locale=code, domain=DOMAIN)
    for message in catalogue:
        if message.id and (message.fuzzy or not _translated(message)):
            left[message.id] = message
    return left


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="tools/catalogues.py", description=__doc__.splitlines()[0])
    p.add_argument("command", choices=("update", "check", "todo", "absorb"))
    p.add_argument("language", nargs="?", choices=TARGETS)
    p.add_argument("other", nargs="?", type=Path, help="absorb: the other copy of LANGUAGE's .po")
    args = p.parse_args(argv)
    if args.command == "absorb":
        print(f"{absorb(args.language, args.other)} translations taken from {args.other}")
        return 0
    if args.command == "update":
        for code, count in update().items():
            print(f"{po_path(code).relative_to(ROOT)}: {count} to translate")
        return 0
    if args.command == "todo":
        write_po(sys.stdout.buffer, todo(args.language or TARGETS[0]), width=100, omit_header=True)
        return 0
    template = extract()
    found = [line for code in TARGETS for line in problems(code, template=template)]
    print("\n".join(found) if found else f"{len(template)} strings, translated in "
          f"{', '.join(TARGETS)}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
