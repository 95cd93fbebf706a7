"""Writing Tiled maps as text: property blocks, and writing or checking a set of files.

Shared by the map tools (make_maps.py, make_palabra_maps.py, make_jamaica_map.py),
which build each map's exact XML so that the committed maps equal their output
byte for byte.
"""
from __future__ import annotations

from pathlib import Path


def escape(value: str) -> str:
    """Text for an XML attribute value."""
    return (value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def properties(props: dict[str, object], indent: str) -> list[str]:
    """Tiled's <properties> block, names sorted as Tiled writes them; ints and bools typed."""
    if not props:
        return []
    lines = [f"{indent}<properties>"]
    for name in sorted(props):
        value = props[name]
        if isinstance(value, bool):
            kind, value = ' type="bool"', "true" if value else "false"
        elif isinstance(value, int):
            kind = ' type="int"'
        else:
            kind, value = "", escape(str(value))
        lines.append(f'{indent} <property name="{name}"{kind} value="{value}"/>')
    lines.append(f"{indent}</properties>")
    return lines


def write_files(files: dict[str, str], out_dir: Path) -> list[Path]:
    """Write every (name -> text) file into out_dir, as UTF-8 bytes; returns the paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in files.items():
        path = out_dir / name
        path.write_bytes(text.encode("utf-8"))
        written.append(path)
    return written


def differences(files: dict[str, str], out_dir: Path) -> list[str]:
    """The names whose file in out_dir is missing or differs from the given text."""
    return [name for name, text in files.items()
            if not (out_dir / name).is_file() or (out_dir / name).read_bytes() != text.encode("utf-8")]
