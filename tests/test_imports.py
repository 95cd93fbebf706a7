"""Imports point down and sit at the top of the file (ARCHITECTURE.md, "Imports point down").

No module of scenes/ or phones/ imports inside a function: a scene opens another by name through
the app (scenes/app.py SCENES: `app.open("lobby", game_id)`, `app.to_title()`), and a game's rooms
are found by its id in the games' registry (scenes/tables.py). Those two registries are the only
modules that load a module by name (importlib), and start-up still loads only the title's modules.
"""
from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REGISTRIES = {"scenes/app.py", "scenes/tables.py"}


def modules():
    for folder in ("scenes", "phones"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            yield path.relative_to(ROOT).as_posix(), ast.parse(path.read_text(encoding="utf-8"), str(path))


def imports_in_functions(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, what) of every import statement inside a function, a method or a lambda."""
    found = []

    def walk(node: ast.AST, inside: bool) -> None:
        if inside and isinstance(node, (ast.Import, ast.ImportFrom)):
            what = node.module if isinstance(node, ast.ImportFrom) else ", ".join(a.name for a in node.names)
            found.append((node.lineno, "." * getattr(node, "level", 0) + (what or "")))
        deeper = inside or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        for child in ast.iter_child_nodes(node):
            walk(child, deeper)
    walk(tree, False)
    return found


def test_no_module_of_scenes_or_phones_imports_inside_a_function():
    late = {path: found for path, tree in modules() if (found := imports_in_functions(tree))}
    assert not late, "imports inside functions (put them at the top, or open the scene by name): " + "; ".join(
        f"{path}:{line} {what}" for path, found in late.items() for line, what in found)


def test_only_the_two_registries_load_modules_by_name():
    """importlib (or __import__) only in scenes/tables.py (the games) and scenes/app.py (the scenes
    by name): any other late load would be a deferred import under another name."""
    others = []
    for path, tree in modules():
        for node in ast.walk(tree):
            named = (isinstance(node, ast.Import) and any(a.name.startswith("importlib") for a in node.names)) or (
                isinstance(node, ast.ImportFrom) and (node.module or "").startswith("importlib")) or (
                isinstance(node, ast.Name) and node.id == "__import__")
            if named and path not in REGISTRIES:
                others.append(f"{path}:{node.lineno}")
    assert not others, others


def test_the_walk_finds_an_import_inside_a_function():
    """The check above can fail: a method's import and a nested function's are found, a module's
    own (even under try or if) are not."""
    tree = ast.parse("import os\ntry:\n    import json\nexcept ImportError:\n    json = None\n"
                     "class A:\n    def f(self):\n        from .title import Title\n"
                     "def g():\n    def h():\n        import math\n    return h\n")
    assert imports_in_functions(tree) == [(8, ".title"), (11, "math")]


def test_every_scene_name_opens_and_start_up_loads_only_the_title():
    """Every name of SCENES resolves to what it names; and start-up (scenes.launch, which draws the
    title first) loads of the named scenes' modules only the title's and the saves' (the title
    lists the unfinished games), no table and not the phones' server."""
    code = ("import sys\n"
            "import scenes.launch\n"
            "from scenes.app import SCENES\n"
            "names = [v.split(':')[0] for v in SCENES.values()]\n"
            "print(','.join(sorted(n for n in names if n in sys.modules)))\n"
            "print(','.join(sorted(m for m in sys.modules if m.endswith('.table') or m.startswith('aiohttp'))))\n"
            "from scenes.app import resolve\n"
            "print(all(resolve(n) is not None for n in SCENES))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
                         env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
    loaded, heavy, resolved = out.stdout.splitlines()
    assert loaded == "scenes.saves,scenes.title", f"start-up loads {loaded}"
    assert heavy == "", f"start-up loads {heavy}"
    assert resolved == "True"
