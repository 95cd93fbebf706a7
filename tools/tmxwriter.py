"""Writing Tiled maps as text: property blocks, and writing or checking a set of files.

Shared by the map tools (make_maps.py, make_palabra_maps.py, make_jamaica_map.py,
make_libertalia_map.py, make_pagamas_map.py),
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


def rgba_png(rgba, name: str) -> bytes:
    """An RGBA numpy image (height, width, 4) as PNG bytes (pygame encodes it; `name` picks PNG)."""
    import io

    import numpy as np
    import pygame

    surf = pygame.image.frombuffer(np.ascontiguousarray(rgba).tobytes(), (rgba.shape[1], rgba.shape[0]), "RGBA")
    buf = io.BytesIO()
    pygame.image.save(surf, buf, name)
    return buf.getvalue()


def run_tool(description: str, all_files, tool: str, root: Path, argv: list[str] | None = None) -> int:
    """The command line of a map tool whose `all_files(with_art)` gives {path: bytes}: write the
    files, or with --check write nothing and exit 1 naming each file that differs."""
    import argparse
    import sys

    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if the files differ from what this tool writes")
    parser.add_argument("--maps-only", action="store_true", help="skip the tileset image")
    args = parser.parse_args(argv)
    files = all_files(with_art=not args.maps_only)
    if args.check:
        stale = [p for p, data in files.items() if not p.is_file() or p.read_bytes() != data]
        for p in stale:
            print(f"{p}: differs from {tool}", file=sys.stderr)
        return 1 if stale else 0
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(path.relative_to(root))
    return 0


def orthogonal_map(*, tiled: str, width: int, height: int, tile: int, background: str, props: dict,
                   tileset: str, firstgid: int, tile_layers: list, objects: list) -> str:
    """A whole orthogonal map as Tiled writes it: `tiled` the version attributes, `tile_layers`
    [(name, rows of gids)], `objects` [(group name, [{name, x, y, width, height, props?}])]."""
    n_layers = len(tile_layers) + len(objects)
    n_objects = sum(len(o) for _, o in objects)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<map {tiled} orientation="orthogonal" renderorder="right-down" width="{width}" '
             f'height="{height}" tilewidth="{tile}" tileheight="{tile}" infinite="0" '
             f'backgroundcolor="{background}" nextlayerid="{n_layers + 1}" nextobjectid="{n_objects + 1}">',
             *properties(props, " "),
             f' <tileset firstgid="{firstgid}" source="{tileset}"/>']
    layer_id = 1
    for name, rows in tile_layers:
        lines += [f' <layer id="{layer_id}" name="{name}" width="{width}" height="{height}">',
                  '  <data encoding="csv">',
                  ",\n".join(",".join(str(g) for g in row) for row in rows),
                  "</data>", " </layer>"]
        layer_id += 1
    object_id = 1
    for name, objs in objects:
        lines.append(f' <objectgroup id="{layer_id}" name="{name}">')
        for obj in objs:
            head = (f'  <object id="{object_id}" name="{escape(obj["name"])}" x="{obj["x"]}" '
                    f'y="{obj["y"]}" width="{obj["width"]}" height="{obj["height"]}"')
            props_block = properties(obj.get("props", {}), "   ")
            lines += [head + ">", *props_block, "  </object>"] if props_block else [head + "/>"]
            object_id += 1
        lines.append(" </objectgroup>")
        layer_id += 1
    lines.append("</map>")
    return "\n".join(lines) + "\n"
