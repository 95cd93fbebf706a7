"""The term tables of locale/GLOSSARY.md (sections 1-7) read as (English term, game, Spanish words,
Italian words), for tests/test_glossary_words.py.

A row's cells split on ";" into terms when the three cells have as many parts (and the same for
"/"); parenthesised notes, «quotes» and "(ours)" marks are dropped. A cell's words that depend on
the game ("casilla (Cartagena, Jamaica), espacio (Libertalia)") are kept per game. A word is
matched by its stem (the word less its last letters), so articles, plurals and agreement pass; a
verb's infinitive by its root («tomar»: «toma», «tomó», «tómala»; «enterrar»: «entierra»), and
accents are ignored. An English term is checked against every row that has it (its senses: the
shared word, the game's word, the shell's label), and any of their words will do.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

GLOSSARY = Path(__file__).resolve().parent.parent / "locale" / "GLOSSARY.md"
GAMES = {"cartagena": "cartagena", "jamaica": "jamaica", "libertalia": "libertalia", "palabra": "palabra",
         "pagamás": "pagamas", "pagamas": "pagamas"}
SECTION_GAME = {2: "cartagena", 3: "jamaica", 4: "libertalia", 5: "palabra", 6: "pagamas"}


@dataclass
class Term:
    english: str                         # lower case, as matched in a msgid (plural -s/-es too)
    game: str | None                     # the section's game, None for every game (sections 1 and 7)
    words: dict[str, dict[str | None, list[str]]] = field(default_factory=dict)   # lang -> game -> words
    line: int = 0
    label: bool = False                  # section 7: the shell's labels, matched as a whole msgid

    def allowed(self, lang: str, games: set[str]) -> list[str]:
        """The glossary's words for this term in `lang`, for an entry used in `games`."""
        by_game = self.words.get(lang, {})
        out = list(by_game.get(None, []))
        for g in games:
            out += by_game.get(g, [])
        if not out:                      # the cell names other games only: any of its words
            out = [w for ws in by_game.values() for w in ws]
        return out


def _clean(cell: str) -> str:
    cell = re.sub(r"\*\*\(ours\)\*\*|\(ours[^)]*\)", "", cell)
    cell = re.sub(r"«[^»]*»", "", cell)
    return cell.replace("**", "").replace("`", "").strip()


def _alternatives(cell: str) -> dict[str | None, list[str]]:
    """"casilla (Cartagena, Jamaica), espacio (Libertalia)" -> {cartagena: [casilla], ...}."""
    out: dict[str | None, list[str]] = {}
    for part in re.split(r"[,;](?![^(]*\))", cell):
        games = [GAMES[g.strip().lower()] for g in re.findall(r"\(([^)]*)\)", part) for g in g.split(",")
                 if g.strip().lower() in GAMES]
        word = re.sub(r"\([^)]*\)", "", part).strip(" .:!¡¿?\"'")
        if not word or "{" in word:
            continue
        for g in games or [None]:
            out.setdefault(g, []).append(word.lower())
    return out


def _split(cells: list[str], sep: str) -> list[list[str]]:
    parts = [c.split(sep) for c in cells]
    if len({len(p) for p in parts}) == 1 and len(parts[0]) > 1:
        return [list(t) for t in zip(*parts)]
    return [cells]


def terms() -> list[Term]:
    out: list[Term] = []
    section = 0
    for number, line in enumerate(GLOSSARY.read_text(encoding="utf-8").splitlines(), 1):
        heading = re.match(r"## (\d+)\.", line)
        if heading:
            section = int(heading.group(1))
            continue
        if not 1 <= section <= 7 or not line.startswith("|") or line.startswith("| ---"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[0] in ("English", "English (product)", "#"):
            continue
        if cells[0].isdigit():          # the 30 characters: # | English · words | Spanish · words | Italian · words
            names = [c.split("·")[0].strip() for c in cells[1:4]]
            names = [names[0]] + [re.sub(r"^(el|la|il|lo|l')\s*", "", n) for n in names[1:]]
            cells = names + [""]
        cells = [_clean(c) for c in cells[:3]]
        for en, es, it in (t for pair in _split(cells, ";") for t in _split(pair, " / ")):
            english = re.sub(r"\([^)]*\)", "", en).strip(" .!?").lower()
            if not english or "{" in english or len(english.split()) > 3 or not re.fullmatch(r"[a-z' -]+", english):
                continue
            for name in (e.strip() for e in english.split(",")):
                if name:
                    out.append(Term(name, SECTION_GAME.get(section), {"es": _alternatives(es),
                                                                      "it": _alternatives(it)}, number,
                                    section == 7))
    return merged(out)


def merged(found: list[Term]) -> list[Term]:
    """One term per English word and game: the words of every row that has it are allowed."""
    out: dict[tuple[str, str | None, bool], Term] = {}
    for t in found:
        key = (t.english, t.game, t.label)
        if key not in out:
            out[key] = t
            continue
        for lang, by_game in t.words.items():
            for g, ws in by_game.items():
                out[key].words.setdefault(lang, {}).setdefault(g, []).extend(ws)
    return list(out.values())


def plain(text: str) -> str:
    """`text` in lower case without its accents: «Tómala» -> "tomala"."""
    return "".join(c for c in unicodedata.normalize("NFD", text.lower()) if not unicodedata.combining(c))


# Infinitive endings, longest first ("-arse" before "-ar"); what is left is a verb's root.
INFINITIVES = ("arse", "erse", "irse", "are", "ere", "ire", "ar", "er", "ir")


def roots(word: str) -> list[str]:
    """The ways a glossary word may start in a sentence: its stem (the word less its last letter,
    or two when it has more than five), and for an infinitive its root with the root's changes in
    Spanish and Italian conjugation («enterrar»: «enterr», «entierr»; «mover»: «mov», «muev»;
    «elegir»: «elig»; «pescare»: «pesc», «pesch»)."""
    out = [word[:len(word) - 1] if len(word) <= 5 else word[:len(word) - 2]]
    for ending in INFINITIVES:
        root = word[:-len(ending)]
        if word.endswith(ending) and len(root) >= 3:
            out.append(root)
            vowel = max(root.rfind("e"), root.rfind("o"))
            if vowel > 0:
                out.append(root[:vowel] + ("ie" if root[vowel] == "e" else "ue") + root[vowel + 1:])
                out.append(root[:vowel] + ("i" if root[vowel] == "e" else "u") + root[vowel + 1:])
            if root[-1] in "cg":
                out.append(root + "h")
            break
    return out


def stems(phrase: str) -> list[list[str]]:
    """For each word of 4 letters or more of a phrase, the ways it may start: "carta de Acción" ->
    [["cart"], ["acci"]]; "robar" -> [["rob", "rob", ...]] (see roots)."""
    return [roots(word) for word in re.findall(r"[\w]+", plain(phrase)) if len(word) >= 4]


def renders(msgstr: str, words: list[str]) -> bool:
    """Does `msgstr` hold one of the glossary's `words` (by the stems of its words, at the start of
    a word of the msgstr)?"""
    text = plain(msgstr)
    for word in words:
        found = stems(word)
        if not found:
            if re.search(rf"\b{re.escape(plain(word))}", text):
                return True
        elif sum(any(re.search(rf"\b{re.escape(r)}", text) for r in ways) for ways in found) * 2 >= len(found):
            return True     # most of its words
    return False


def entry_games(locations) -> set[str]:
    """The games an entry is used in, from its source paths (scenes/<game>/..., game/<game>/...)."""
    out = set()
    for path, _line in locations:
        parts = path.split("/")
        if len(parts) > 2 and parts[1] in SECTION_GAME.values():
            out.add(parts[1])
    return out


def senses(found: list[Term]) -> dict[str, list[Term]]:
    """Every row of each English term: the shared one, the games' own, the shell's label."""
    out: dict[str, list[Term]] = {}
    for t in found:
        out.setdefault(t.english, []).append(t)
    return out


def mismatches(catalogue, lang: str, found: list[Term], skip: dict, others: dict | None = None) -> list[str]:
    """Every entry of `catalogue` whose msgid holds a glossary term (a whole word, its plural too;
    the longest term first, so "Treasure chest" is not also "treasure") and whose msgstr holds none
    of the glossary's words for it, in any of the term's rows that the entry's games use (a label
    of the shell counts as one of the term's senses); `skip` maps a term (or (lang, term)) to the
    reason it is left out; `others` maps a term to the patterns of its other senses (a verb, an
    idiom), whose words are not the glossary's: those phrases are not checked. Command-line flags
    ("--replay-seat") are names, not words."""
    others = others or {}
    ordered = sorted(found, key=lambda t: -len(t.english))
    rows = senses(found)
    out = []
    for m in catalogue:
        if not m.id or not m.string:
            continue
        msgid = m.id if isinstance(m.id, str) else m.id[0]
        text = re.sub(r"\{[A-Za-z_]*\}|--[\w-]+", " ", msgid)
        for pattern in (p for senses in others.values() for p in senses):
            text = re.sub(pattern, " ", text, flags=re.I)
        msgstr = m.string if isinstance(m.string, str) else " ".join(m.string)
        games = entry_games(m.locations)
        for t in ordered:
            if t.game and t.game not in games:
                continue
            if t.label:         # the shell's labels (section 7): a whole msgid outside the games
                if games or text.strip(" .!?:").lower() != t.english:
                    continue
                hit = re.compile(re.escape(text))
                words = t.allowed(lang, games)
            else:
                hit = re.compile(rf"\b{re.escape(t.english)}(s|es)?\b", re.I)
                if not hit.search(text):
                    continue
                words = [w for r in rows[t.english] if not r.game or r.game in games for w in r.allowed(lang, games)]
            skipped = t.english in skip or (lang, t.english) in skip
            if words and not skipped and not renders(msgstr, words):
                out.append(f"{lang} {t.english!r} (GLOSSARY.md l.{t.line}: {', '.join(dict.fromkeys(words))}): "
                           f"{msgid[:70]!r} -> {msgstr[:70]!r}")
            text = hit.sub(" ", text)
    return out
