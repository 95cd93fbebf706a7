"""Write the Pagamás ship's deck (Tiled maps for 3-6 crew, maps/pagamas_<n>.tmx + maps/pagamas.tsx).

One map per crew size, 16x9 tiles of 120 px: exactly the 1920x1080 screen. Layers:

    deck     tile layer (CSV): planks, the rails round the deck, a grating, rope and barrels
    spaces   the crew's places (kind="crew", index = seat, side = "top" / "bottom") and each
             seat's den spot (kind="den", index = 10 + seat, seat), where the den card chosen
             at the landing lies face down
    anchors  per seat: name_<s>, character_<s> (the character card; ambushes stack on it),
             loot_<s>, sailors_<s>, hand_<s>, buried_<s>; on the table: loot_deck,
             loot_discard, action_deck, action_discard, mutiny (the Mutiny! card), share (where
             the captain lays out the loot, the promise and the votes)

Seats go clockwise round the deck from the bottom row (right to left), then the top row
(left to right). The tileset image assets/tiles/pagamas.png is drawn by tools/art/pagamas.py
(make assets); this tool writes only XML and needs no pygame.

    python tools/make_pagamas_map.py          # (re)write the maps
    python tools/make_pagamas_map.py --check  # exit 1 if the maps differ from this tool
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tmxwriter import escape, properties  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MAPS = ROOT / "maps"
TSX = "pagamas.tsx"
TILED = 'version="1.10" tiledversion="1.10.2"'
TILE = 120
COLS, ROWS = 16, 9
W, H = COLS * TILE, ROWS * TILE
SHEET_COLS = 8
PLAYERS = (3, 4, 5, 6)

# The tileset's tiles (local ids), named for the editor; art/pagamas.py draws them in this order.
TILE_NAMES = ("plank_a", "plank_b", "plank_c", "plank_d", "rail_top", "rail_bottom", "rail_left",
              "rail_right", "corner_tl", "corner_tr", "corner_bl", "corner_br", "grating", "rope",
              "barrels", "mast")
TILE_ID = {name: i for i, name in enumerate(TILE_NAMES)}

# Screen geometry (map pixels = screen pixels).
TOP_Y, BOTTOM_Y, SEAT_H = 66, 752, 262
ROW_X = {1: ([660], 600), 2: ([250, 1070], 600), 3: ([60, 680, 1300], 560)}
SPLIT = {3: (1, 2), 4: (2, 2), 5: (2, 3), 6: (3, 3)}       # seats in the bottom row, the top row
CARD = (120, 168)
TABLE = {"loot_deck": (54, 352), "loot_discard": (196, 352), "action_deck": (54, 566),
         "action_discard": (196, 566)}
MUTINY = (1676, 396, 190, 266)
SHARE = (350, 346, 1290, 392)


def seat_rects(players: int) -> list[tuple[int, int, int, int, str]]:
    """(x, y, w, h, side) of each seat, clockwise from the bottom row's right end."""
    bottom, top = SPLIT[players]
    xs, w = ROW_X[bottom]
    out = [(x, BOTTOM_Y, w, SEAT_H, "bottom") for x in reversed(xs)]
    xs, w = ROW_X[top]
    out += [(x, TOP_Y, w, SEAT_H, "top") for x in xs]
    return out


def seat_parts(x: int, y: int, w: int, h: int) -> dict[str, tuple[int, int, int, int]]:
    """The spots inside one seat's place."""
    right = x + 268
    rw = w - 268 - 14
    return {"name": (x + 14, y + 10, w - 150, 46), "buried": (x + w - 128, y + 10, 114, 46),
            "character": (x + 14, y + 66, 128, 180), "den": (x + 152, y + 86, 104, 146),
            "loot": (right, y + 66, rw, 86), "sailors": (right, y + 158, rw, 40),
            "hand": (right, y + 202, rw, 48)}


# ---------------------------------------------------------------------------- tiles
def deck_tiles(players: int) -> list[list[int]]:
    """The deck: rails round the edge, planks varied by a fixed hash, a few props in free corners."""
    rows = []
    for r in range(ROWS):
        row = []
        for c in range(COLS):
            top, bottom, left, right = r == 0, r == ROWS - 1, c == 0, c == COLS - 1
            if top and left:
                name = "corner_tl"
            elif top and right:
                name = "corner_tr"
            elif bottom and left:
                name = "corner_bl"
            elif bottom and right:
                name = "corner_br"
            elif top:
                name = "rail_top"
            elif bottom:
                name = "rail_bottom"
            elif left:
                name = "rail_left"
            elif right:
                name = "rail_right"
            else:
                name = TILE_NAMES[(c * 7 + r * 13 + (c * r) % 5) % 4]
            row.append(TILE_ID[name] + 1)
        rows.append(row)
    # The main hatch's grating under the share, the mast below the Mutiny! card.
    for c in (7, 8):
        rows[4][c] = TILE_ID["grating"] + 1
    rows[6][14] = TILE_ID["mast"] + 1
    # Rope and barrels where no seat sits: beside a lone seat (3 players), else on the rails' ends.
    if players == 3:
        rows[7][2] = TILE_ID["barrels"] + 1
        rows[7][13] = TILE_ID["rope"] + 1
    return rows


# ---------------------------------------------------------------------------- objects
def objects(players: int) -> tuple[list[dict], list[dict]]:
    spaces, anchors = [], []
    for s, (x, y, w, h, side) in enumerate(seat_rects(players)):
        spaces.append({"name": f"crew_{s}", "rect": (x, y, w, h),
                       "props": {"index": s, "kind": "crew", "seat": s, "side": side}})
        parts = seat_parts(x, y, w, h)
        spaces.append({"name": f"den_{s}", "rect": parts["den"],
                       "props": {"index": 10 + s, "kind": "den", "seat": s}})
        for part in ("name", "character", "loot", "sailors", "hand", "buried"):
            anchors.append({"name": f"{part}_{s}", "rect": parts[part], "props": {}})
    for name, (x, y) in TABLE.items():
        anchors.append({"name": name, "rect": (x, y, *CARD), "props": {}})
    anchors.append({"name": "mutiny", "rect": MUTINY, "props": {}})
    anchors.append({"name": "share", "rect": SHARE, "props": {}})
    return spaces, anchors


# ---------------------------------------------------------------------------- XML
def tileset_xml() -> str:
    rows = (len(TILE_NAMES) + SHEET_COLS - 1) // SHEET_COLS
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<tileset {TILED} name="pagamas" tilewidth="{TILE}" tileheight="{TILE}" '
             f'tilecount="{len(TILE_NAMES)}" columns="{SHEET_COLS}">',
             f' <image source="../assets/tiles/pagamas.png" width="{SHEET_COLS * TILE}" '
             f'height="{rows * TILE}"/>']
    for name in TILE_NAMES:
        lines += [f' <tile id="{TILE_ID[name]}">', *properties({"name": name}, "  "), " </tile>"]
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


def map_xml(players: int) -> str:
    spaces, anchors = objects(players)
    layers = [("spaces", spaces), ("anchors", anchors)]
    n_objects = len(spaces) + len(anchors)
    props = {"title": "Pagamás", "players": players}
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<map {TILED} orientation="orthogonal" renderorder="right-down" width="{COLS}" '
             f'height="{ROWS}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
             f'backgroundcolor="#402818" nextlayerid="{len(layers) + 2}" nextobjectid="{n_objects + 1}">',
             *properties(props, " "),
             f' <tileset firstgid="1" source="{TSX}"/>',
             f' <layer id="1" name="deck" width="{COLS}" height="{ROWS}">',
             '  <data encoding="csv">',
             ",\n".join(",".join(str(g) for g in row) for row in deck_tiles(players)),
             "</data>", " </layer>"]
    object_id, layer_id = 1, 2
    for name, objs in layers:
        lines.append(f' <objectgroup id="{layer_id}" name="{name}">')
        for obj in objs:
            x, y, w, h = obj["rect"]
            head = (f'  <object id="{object_id}" name="{escape(obj["name"])}" x="{x}" y="{y}" '
                    f'width="{w}" height="{h}"')
            block = properties(obj["props"], "   ")
            lines += [head + ">", *block, "  </object>"] if block else [head + "/>"]
            object_id += 1
        lines.append(" </objectgroup>")
        layer_id += 1
    lines.append("</map>")
    return "\n".join(lines) + "\n"


def map_path(players: int) -> Path:
    return MAPS / f"pagamas_{players}.tmx"


def files() -> dict[Path, str]:
    out = {MAPS / TSX: tileset_xml()}
    for n in PLAYERS:
        out[map_path(n)] = map_xml(n)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if the maps differ from this tool")
    args = ap.parse_args(argv)
    stale = [p for p, text in files().items() if not p.is_file() or p.read_bytes() != text.encode("utf-8")]
    if args.check:
        for p in stale:
            print(f"{p}: differs from tools/make_pagamas_map.py", file=sys.stderr)
        return 1 if stale else 0
    for path, text in files().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
