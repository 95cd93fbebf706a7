"""Finding player-facing strings that are not marked for translation (tests/test_i18n.py).

A string literal in game/, scenes/ or phones/ counts as player-facing prose when it has a word
of two letters or more and either a space or a capital first letter ("Back", "Set sail!"),
unless:
- it is a docstring, or an argument of _(), N_(), ngettext(), pgettext(), npgettext();
- it is a developer's message: the argument of raise ValueError/TypeError/KeyError/... (not
  IllegalAction, JournalError or the project's own errors shown to players), assert, print,
  warnings and logging calls, argparse;
- it is looked up, not shown: a subscript, a dict key, compared with ==/!=/in, the argument of
  getattr/hasattr/setattr/startswith/endswith/split/replace/format_map, an import path;
- its statement carries the comment `# i18n: keep` (names and words shown as written in every
  language: pirate names, game titles; say why beside it).
An f-string with prose is always reported: write `_("... {name} ...").format(name=...)`.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("game", "scenes", "phones")
MARKERS = {"_", "N_", "ngettext", "pgettext", "npgettext", "gettext", "noun"}   # noun: game/nouns.py
LOOKUPS = {"getattr", "hasattr", "setattr", "startswith", "endswith", "split", "rsplit", "replace",
           "format_map", "import_module", "get", "pop", "setdefault", "index", "count", "strip",
           "rstrip", "lstrip", "removeprefix", "removesuffix", "strftime", "encode", "decode",
           "join_path", "Path", "open", "environ", "getenv", "find_spec", "files", "namedtuple",
           "TypeVar", "partition", "rpartition", "translate", "fullmatch", "match", "search",
           "compile", "sub", "findall", "register", "set_caption", "cast"}
DEVELOPER_CALLS = {"print", "warn", "debug", "info", "warning", "error", "exception", "critical",
                   "add_argument", "ArgumentParser", "add_mutually_exclusive_group", "exit",
                   "write", "log",
                   # game.core.checks.expect(ok, field, what): an invariant's message, raised as a
                   # ValueError naming the field of a damaged state (a developer's message)
                   "expect"}
DEVELOPER_ERRORS = {"ValueError", "TypeError", "KeyError", "RuntimeError", "AssertionError",
                    "NotImplementedError", "IndexError", "AttributeError", "OSError",
                    "FileNotFoundError", "LookupError", "SystemExit", "RecursionError",
                    "BoardError", "SetupError", "LessonError", "ImportError", "ModuleNotFoundError",
                    "StopIteration", "ZeroDivisionError", "ArithmeticError", "OverflowError",
                    "UnicodeError", "EOFError", "PermissionError"}
WORD = re.compile(r"[A-Za-zÀ-ÿ]{2,}")
KEEP = "i18n: keep"


def prose(text: str) -> bool:
    if not WORD.search(text):
        return False
    stripped = text.strip()
    if " " in stripped:
        return not _looks_like_code(stripped)
    return bool(re.fullmatch(r"[A-ZÀ-Ý][a-zà-ÿ'’]+[!?.,:]?", stripped))


def _looks_like_code(text: str) -> bool:
    """Format specs, SQL-ish, paths, CSS-like and regexes are not prose."""
    return bool(re.fullmatch(r"[\w.:/%{}\[\]()<>=*+\-|\\^$ ,#'\"]+", text)) and not re.search(
        r"[A-Za-z]{2,} [A-Za-z]{2,}", text)


def _parents(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    up = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            up[child] = node
    return up


def _call_name(call: ast.Call) -> str:
    f = call.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute):
        return f.attr
    return ""


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
        # a bare string statement anywhere is a comment, never shown
        if isinstance(node, ast.Expr) and isinstance(node.value, (ast.Constant, ast.JoinedStr)):
            ids.add(id(node.value))
    return ids


def _excused(node: ast.AST, up: dict, keep_lines: set[int]) -> bool:
    child = node
    parent = up.get(child)
    while parent is not None:
        if isinstance(parent, ast.Call):
            name = _call_name(parent)
            if name in MARKERS:
                return True
            if child is not parent.func and (name in LOOKUPS or name in DEVELOPER_CALLS):
                return True
        if isinstance(parent, ast.Raise):
            exc = parent.exc
            if isinstance(exc, ast.Call) and _call_name(exc) in DEVELOPER_ERRORS:
                return True
        if isinstance(parent, ast.Assert):
            return True
        if isinstance(parent, ast.Subscript) and child is parent.slice:
            return True
        if isinstance(parent, ast.Dict) and any(child is k for k in parent.keys):
            return True
        if isinstance(parent, ast.Compare):
            return True
        if isinstance(parent, (ast.Import, ast.ImportFrom)):
            return True
        if isinstance(parent, (ast.arg, ast.AnnAssign)) and child is getattr(parent, "annotation", None):
            return True
        if isinstance(parent, (ast.FunctionDef, ast.AsyncFunctionDef)) and child is parent.returns:
            return True
        if isinstance(parent, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__"
                                                  for t in parent.targets):
            return True
        if isinstance(parent, ast.keyword) and parent.arg in ("encoding", "errors", "mode", "face",
                                                               "anchor", "kind", "sound", "style",
                                                               "type"):
            return True
        if isinstance(parent, ast.stmt):
            span = range(parent.lineno, (parent.end_lineno or parent.lineno) + 1)
            if keep_lines.intersection(span):
                return True
            if isinstance(parent, (ast.FunctionDef, ast.ClassDef, ast.Module)):
                return False
        child, parent = parent, up.get(parent)
    return False


def unmarked(path: Path) -> list[tuple[int, str]]:
    """(line, text) of every player-facing string in `path` not marked for translation."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    keep_lines = {i + 1 for i, line in enumerate(source.splitlines()) if KEEP in line}
    up = _parents(tree)
    skip = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.JoinedStr):
            text = "".join(v.value for v in node.values
                           if isinstance(v, ast.Constant) and isinstance(v.value, str))
            if " " in text.strip() and WORD.search(text) and not _looks_like_code(text.strip()) \
                    and not _excused(node, up, keep_lines):
                found.append((node.lineno, "f-string: " + text))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if isinstance(up.get(node), ast.JoinedStr):
                continue
            if prose(node.value) and not _excused(node, up, keep_lines):
                found.append((node.lineno, node.value))
    return sorted(found)


def sources(root: Path = ROOT) -> list[Path]:
    return sorted(p for folder in FOLDERS if (root / folder).is_dir()
                  for p in (root / folder).rglob("*.py"))


def report(root: Path = ROOT) -> dict[str, list[tuple[int, str]]]:
    return {str(p.relative_to(root)): hits for p in sources(root) if (hits := unmarked(p))}


def write_baseline(found: dict[str, list]) -> None:
    lines = ['"""Files that still hold unmarked player-facing strings, and how many (tests/test_i18n.py).',
             "",
             "Written by `python tests/i18n_scan.py --baseline`. It only ever shrinks: a file whose",
             "strings are marked leaves it; a new file never enters it. Empty when the game is all",
             'marked."""', "", "UNMARKED = {"]
    lines += [f"    {name!r}: {len(hits)}," for name, hits in sorted(found.items())]
    lines += ["}", ""]
    (ROOT / "tests" / "i18n_baseline.py").write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    import sys
    found = report()
    if "--baseline" in sys.argv:
        write_baseline(found)
    for name, hits in found.items():
        print(f"{name}: {len(hits)}")
        if "-v" in sys.argv:
            for line, text in hits:
                print(f"    {line}: {text[:90]!r}")
    print(sum(len(h) for h in found.values()), "in", len(found), "files")
