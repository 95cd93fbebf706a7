"""Write the Cartagena Tiled maps (board pieces, dungeon, sloop, cove) from the rulebook data.

The piece sequences below are the authored source (rules/cartagena.md, "8 double-sided board
pieces"); the .tmx/.tsx files under maps/cartagena/ are the product, in Tiled's own 1.10 XML
so that they open, render (tmxrasterizer) and save in Tiled. Output is deterministic:

    python tools/make_maps.py            # (re)write maps/cartagena/
    python tools/make_maps.py --check    # exit 1 if the committed maps differ from the data
    python tools/make_maps.py --out DIR  # write into DIR instead
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tmxwriter import differences as _differences, properties as _properties, write_files  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "maps" / "cartagena"

TILED = 'version="1.10" tiledversion="1.10.2"'
TILESET = "cartagena.tsx"
TILE = 128
FIRSTGID = 1

SYMBOLS = ("pistol", "rum", "lantern", "parrot", "hook", "chest")
SIDES = ("tunnel", "jungle")

# rules/cartagena.md, the piece sequences table: (piece, side) -> spaces 1..6.
SEQUENCES: dict[tuple[int, str], tuple[str, ...]] = {
    (1, "tunnel"): ("parrot", "pistol", "chest", "rum", "lantern", "hook"),
    (1, "jungle"): ("lantern", "parrot", "rum", "chest", "hook", "pistol"),
    (2, "tunnel"): ("chest", "pistol", "rum", "parrot", "lantern", "hook"),
    (2, "jungle"): ("chest", "lantern", "hook", "pistol", "rum", "parrot"),
    (3, "tunnel"): ("pistol", "chest", "lantern", "hook", "rum", "parrot"),
    (3, "jungle"): ("rum", "parrot", "pistol", "chest", "lantern", "hook"),
    (4, "tunnel"): ("pistol", "chest", "hook", "parrot", "rum", "lantern"),
    (4, "jungle"): ("parrot", "hook", "chest", "pistol", "rum", "lantern"),
    (5, "tunnel"): ("pistol", "rum", "parrot", "hook", "lantern", "chest"),
    (5, "jungle"): ("parrot", "pistol", "hook", "rum", "chest", "lantern"),
    (6, "tunnel"): ("parrot", "pistol", "lantern", "hook", "rum", "chest"),
    (6, "jungle"): ("hook", "lantern", "pistol", "parrot", "rum", "chest"),
    (7, "tunnel"): ("chest", "lantern", "rum", "hook", "parrot", "pistol"),
    (7, "jungle"): ("hook", "parrot", "rum", "lantern", "chest", "pistol"),
    (8, "tunnel"): ("pistol", "hook", "chest", "lantern", "rum", "parrot"),
    (8, "jungle"): ("chest", "parrot", "hook", "rum", "pistol", "lantern"),
}

# The tileset image (assets/tiles/cartagena.png, 8 columns x 4 rows of 128 px), local ids:
# row 0 tunnel (floor, 6 symbols, decoration), row 1 jungle (same), rows 2-3 the 2x2 pictures.
SIDE_ROW = {"tunnel": 0, "jungle": 1}
# map name -> (space kind, top-left local id, map properties, the "pawns" anchor x, y, w, h):
# where waiting pirates are drawn, in the lower half so the picture's subject stays visible
# (the dungeon's floor, the sloop's deck, the cove's beach); room for 30 pawns.
PICTURES = {
    "dungeon": ("dungeon", 16, {}, (24, 120, 208, 112)),
    "sloop": ("sloop", 18, {"side": "good"}, (40, 104, 176, 104)),
    "cove": ("cove", 20, {}, (16, 136, 224, 104)),
    "sloop_leaky": ("sloop", 22, {"side": "leaky"}, (40, 104, 176, 104)),
}


def symbol_gid(side: str, symbol: str) -> int:
    return FIRSTGID + 8 * SIDE_ROW[side] + 1 + SYMBOLS.index(symbol)


def tileset_xml() -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<tileset {TILED} name="cartagena" tilewidth="{TILE}" tileheight="{TILE}" '
        'tilecount="32" columns="8">\n'
        f' <image source="../../assets/tiles/cartagena.png" width="{8 * TILE}" height="{4 * TILE}"/>\n'
        '</tileset>\n'
    )


def _objects(layer_id: int, name: str, objects: list[dict], first_id: int) -> list[str]:
    lines = [f' <objectgroup id="{layer_id}" name="{name}">']
    for object_id, obj in enumerate(objects, first_id):
        head = (f'  <object id="{object_id}" name="{obj["name"]}" x="{obj["x"]}" '
                f'y="{obj["y"]}" width="{obj["width"]}" height="{obj["height"]}"')
        props = _properties(obj.get("props", {}), "   ")
        lines += [head + ">", *props, "  </object>"] if props else [head + "/>"]
    lines.append(" </objectgroup>")
    return lines


def map_xml(ground: list[list[int]], properties: dict[str, object],
            layers: list[tuple[str, list[dict]]]) -> str:
    """A Tiled 1.10 orthogonal map: one "ground" tile layer (CSV) and object layers."""
    height, width = len(ground), len(ground[0])
    n_objects = sum(len(objects) for _, objects in layers)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map {TILED} orientation="orthogonal" renderorder="right-down" width="{width}" '
        f'height="{height}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="{len(layers) + 2}" nextobjectid="{n_objects + 1}">',
        *_properties(properties, " "),
        f' <tileset firstgid="{FIRSTGID}" source="{TILESET}"/>',
        f' <layer id="1" name="ground" width="{width}" height="{height}">',
        '  <data encoding="csv">',
        ",\n".join(",".join(str(gid) for gid in row) for row in ground),
        "</data>",
        " </layer>",
    ]
    object_id = 1
    for layer_id, (name, objects) in enumerate(layers, 2):
        lines += _objects(layer_id, name, objects, object_id)
        object_id += len(objects)
    lines.append("</map>")
    return "\n".join(lines) + "\n"


def piece_xml(piece: int, side: str) -> str:
    """One side of a board piece: 6 spaces left to right, index 1..6."""
    sequence = SEQUENCES[(piece, side)]
    spaces = [{"name": symbol, "x": TILE * i, "y": 0, "width": TILE, "height": TILE,
               "props": {"index": i + 1, "kind": "space", "symbol": symbol}}
              for i, symbol in enumerate(sequence)]
    return map_xml([[symbol_gid(side, s) for s in sequence]],
                   {"piece": piece, "side": side}, [("spaces", spaces)])


def picture_xml(name: str) -> str:
    """A 2x2 special board: one space (index 0) and the "pawns" anchor."""
    kind, top_left, properties, (x, y, width, height) = PICTURES[name]
    gid = FIRSTGID + top_left
    ground = [[gid, gid + 1], [gid + 8, gid + 9]]
    size = 2 * TILE
    space = {"name": kind, "x": 0, "y": 0, "width": size, "height": size,
             "props": {"index": 0, "kind": kind}}
    pawns = {"name": "pawns", "x": x, "y": y, "width": width, "height": height}
    return map_xml(ground, properties, [("spaces", [space]), ("anchors", [pawns])])


def all_files() -> dict[str, str]:
    """File name (relative to maps/cartagena/) -> its exact text."""
    files = {TILESET: tileset_xml()}
    for side in SIDES:
        for piece in range(1, 9):
            files[f"{side}_{piece}.tmx"] = piece_xml(piece, side)
    for name in PICTURES:
        files[f"{name}.tmx"] = picture_xml(name)
    return files


def write_all(out_dir: Path) -> list[Path]:
    return write_files(all_files(), out_dir)


def differences(out_dir: Path) -> list[str]:
    """The files of out_dir that are missing or differ from what this tool writes."""
    return _differences(all_files(), out_dir)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="output directory")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if the maps differ from the data")
    args = parser.parse_args(argv)
    if args.check:
        stale = differences(args.out)
        for name in stale:
            print(f"{args.out / name}: differs from tools/make_maps.py", file=sys.stderr)
        return 1 if stale else 0
    for path in write_all(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
