"""Write the Palabra de Pirata island boards (Tiled maps, 2-8 players) and their tileset image.

One map per player count, maps/palabra/islands_<n>.tmx, 15x8 tiles of 128 px (1920x1024):
a ring of islands between the seats (island i between seat i and seat i+1, seats clockwise
from the bottom), or with 2 players four islands in a row in the middle. Layers:

    ground   tile layer (CSV): sea, rocks, the 2x2 islands
    spaces   one object per island: index, kind="island", seats="a,b" (who puts a ship there)
    anchors  seat_<s>, chest_<s>, hand_<s>, dagger_<s> per seat; ship_<island>_<seat> where a
             seat's ship lies at an island; artifact_rum, artifact_spyglass, artifact_barrel,
             artifact_map; bag, dagger (its rest), rats, day_track and day_1..day_5

The tileset image assets/tiles/palabra.png (8x4 tiles) is drawn here with pygame.draw and
numpy, deterministically. Output is deterministic:

    SDL_VIDEODRIVER=dummy python tools/make_palabra_maps.py          # (re)write maps + image
    python tools/make_palabra_maps.py --check    # exit 1 if the maps differ from this tool
    python tools/make_palabra_maps.py --out DIR  # write the maps into DIR (no image)
"""
from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tmxwriter import differences as _differences, properties as _properties, write_files  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "maps" / "palabra"
IMAGE = ROOT / "assets" / "tiles" / "palabra.png"

TILED = 'version="1.10" tiledversion="1.10.2"'
TILESET = "palabra.tsx"
TILE = 128
COLS, ROWS = 15, 8
W, H = COLS * TILE, ROWS * TILE
SHEET_COLS, SHEET_ROWS = 8, 4
FIRSTGID = 1

# Local tile ids of the sheet.
SEA = (0, 1, 2)
ROCKS = (3, 4)
ISLAND_TOPLEFT = (16, 18, 20, 22)   # four 2x2 island pictures in rows 2-3
ARTIFACTS = ("rum", "spyglass", "barrel", "map")

CHEST, HAND_W, DAGGER = 128, 256, 64
SHIP_W, SHIP_H = 64, 96
SHORE = 92   # a ship card's centre, from its island's centre


# ---------------------------------------------------------------- layout
# Authored per player count. Seats: (side, x centre) on the top/bottom rows, (side, y top)
# on the left/right columns; seat 0 at the bottom, then clockwise on screen (a seat's left
# neighbour is the next seat). Islands: the top-left tile of each 2x2 island, island i
# between seat i and seat i+1; rings are point-symmetric about the table's centre.
LAYOUTS: dict[int, dict[str, list]] = {
    2: {"seats": [("bottom", 960), ("top", 960)],
        "islands": [(2, 3), (5, 3), (8, 3), (11, 3)]},
    3: {"seats": [("bottom", 960), ("top", 448), ("top", 1472)],
        "islands": [(2, 4), (6, 1), (11, 4)]},
    4: {"seats": [("bottom", 960), ("left", 384), ("top", 960), ("right", 384)],
        "islands": [(3, 5), (3, 1), (10, 1), (10, 5)]},
    5: {"seats": [("bottom", 960), ("left", 384), ("top", 544), ("top", 1376), ("right", 384)],
        "islands": [(4, 5), (2, 2), (6, 1), (11, 2), (9, 5)]},
    6: {"seats": [("bottom", 1280), ("bottom", 640), ("left", 384), ("top", 640), ("top", 1280),
                  ("right", 384)],
        "islands": [(7, 5), (2, 4), (2, 1), (6, 1), (11, 2), (11, 5)]},
    7: {"seats": [("bottom", 960), ("bottom", 384), ("left", 128), ("top", 544), ("top", 1376),
                  ("right", 128), ("bottom", 1536)],
        "islands": [(4, 5), (2, 3), (3, 1), (6, 1), (10, 1), (11, 3), (9, 5)]},
    8: {"seats": [("bottom", 1248), ("bottom", 672), ("left", 512), ("left", 128), ("top", 672),
                  ("top", 1248), ("right", 128), ("right", 512)],
        "islands": [(7, 5), (3, 5), (2, 3), (3, 1), (6, 1), (10, 1), (11, 3), (10, 5)]},
}


def island_tiles(players: int) -> list[tuple[int, int]]:
    """Top-left tile (col, row) of each 2x2 island."""
    return list(LAYOUTS[players]["islands"])


def seat_blocks(players: int) -> list[dict]:
    """Per seat: the rectangles (x, y, w, h) of its seat area, chest, hand and dagger spot."""
    out = []
    for side, pos in LAYOUTS[players]["seats"]:
        if side in ("top", "bottom"):
            w = CHEST + HAND_W + DAGGER
            x = min(W - w, max(0, pos - w // 2))
            y = 0 if side == "top" else H - TILE
            out.append({"seat": (x, y, w, TILE), "chest": (x, y, CHEST, TILE),
                        "hand": (x + CHEST, y, HAND_W, TILE),
                        "dagger": (x + CHEST + HAND_W, y + 32, DAGGER, DAGGER), "side": side})
        else:
            x = 0 if side == "left" else W - 2 * TILE
            y = pos
            out.append({"seat": (x, y, 2 * TILE, 2 * TILE), "hand": (x, y, HAND_W, TILE),
                        "chest": (x, y + TILE, CHEST, TILE),
                        "dagger": (x + CHEST + 32, y + TILE + 32, DAGGER, DAGGER), "side": side})
    return out


def seats_at(players: int, island: int) -> tuple[int, int]:
    return (0, 1) if players == 2 else (island, (island + 1) % players)


def ship_spot(players: int, island: int, seat: int, blocks) -> tuple[int, int, int, int]:
    """Where `seat`'s ship card lies at `island`: on its shore, on the side facing the seat."""
    col, row = island_tiles(players)[island]
    cx, cy = (col + 1) * TILE, (row + 1) * TILE
    if players == 2:
        dx, dy = 0.0, (1.0 if seat == 0 else -1.0)
    else:
        sx, sy, sw, sh = blocks[seat]["seat"]
        dx, dy = sx + sw / 2 - cx, sy + sh / 2 - cy
    d = math.hypot(dx, dy)
    px, py = cx + dx / d * SHORE, cy + dy / d * SHORE
    x = min(cx + TILE - SHIP_W, max(cx - TILE, int(round(px - SHIP_W / 2))))
    y = min(cy + TILE - SHIP_H, max(cy - TILE, int(round(py - SHIP_H / 2))))
    return (x, y, SHIP_W, SHIP_H)


def centre_anchors(players: int) -> dict[str, tuple[int, int, int, int]]:
    """The artifacts, the bag and dagger, the rats and the day track, inside the ring."""
    top = 136 if players == 2 else 392            # 2 players: above the islands' row
    out = {}
    track_y = 776 if players == 2 else top
    for d in range(5):
        out[f"day_{d + 1}"] = (800 + 64 * d + 8, track_y + 4, 48, 48)
    out["day_track"] = (800, track_y, 320, 56)
    art_y = top if players == 2 else top + 72
    for k, name in enumerate(ARTIFACTS):
        out[f"artifact_{name}"] = (712 + 128 * k, art_y, 112, 140 if players == 2 else 168)
    out["bag"] = (568, art_y + 16, 128, 128)
    out["dagger"] = (592, art_y + 144 if players == 2 else art_y - 56, 80, 40)
    out["rats"] = (1240, art_y + 16, 128, 128)
    return out


def anchors(players: int) -> list[dict]:
    blocks = seat_blocks(players)
    out = []
    for seat, b in enumerate(blocks):
        for part in ("seat", "chest", "hand", "dagger"):
            x, y, w, h = b[part]
            out.append({"name": f"{part}_{seat}", "x": x, "y": y, "width": w, "height": h,
                        "props": {"seat": seat, "side": b["side"]} if part == "seat" else {}})
    for island in range(len(island_tiles(players))):
        for seat in seats_at(players, island):
            x, y, w, h = ship_spot(players, island, seat, blocks)
            out.append({"name": f"ship_{island}_{seat}", "x": x, "y": y, "width": w, "height": h,
                        "props": {"island": island, "seat": seat}})
    for name, (x, y, w, h) in centre_anchors(players).items():
        out.append({"name": name, "x": x, "y": y, "width": w, "height": h, "props": {}})
    return out


def spaces(players: int) -> list[dict]:
    return [{"name": f"island_{i}", "x": col * TILE, "y": row * TILE, "width": 2 * TILE,
             "height": 2 * TILE,
             "props": {"index": i, "kind": "island", "seats": "%d,%d" % seats_at(players, i)}}
            for i, (col, row) in enumerate(island_tiles(players))]


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _on_own_shore(ship: str, island: str) -> bool:
    return ship.startswith("ship_") and island == "island_" + ship.split("_")[1]


def check_layout(players: int) -> None:
    """Nothing overlaps (a ship card may lie on its own island's square); all on the map."""
    isles = {s["name"]: (s["x"], s["y"], s["width"], s["height"]) for s in spaces(players)}
    boxes = list(isles.items())
    boxes += [(a["name"], (a["x"], a["y"], a["width"], a["height"])) for a in anchors(players)
              if a["name"].startswith(("seat_", "ship_", "artifact_", "bag", "rats", "day_track"))]
    for name, (x, y, w, h) in boxes:
        assert 0 <= x and 0 <= y and x + w <= W and y + h <= H, f"{players}p: {name} off the map"
    for i, (n1, b1) in enumerate(boxes):
        for n2, b2 in boxes[i + 1:]:
            if _on_own_shore(n1, n2) or _on_own_shore(n2, n1):
                continue
            assert not _overlap(b1, b2), f"{players}p: {n1} overlaps {n2}"


def ground(players: int) -> list[list[int]]:
    grid = [[FIRSTGID + SEA[(c * 7 + r * 13 + (c * r) % 5) % 3] for c in range(COLS)]
            for r in range(ROWS)]
    taken = [(a["x"], a["y"], a["width"], a["height"]) for a in anchors(players)]
    for i, (col, row) in enumerate(island_tiles(players)):
        tl = ISLAND_TOPLEFT[i % 4]
        for dr in range(2):
            for dc in range(2):
                grid[row + dr][col + dc] = FIRSTGID + tl + dr * SHEET_COLS + dc
        taken.append((col * TILE, row * TILE, 2 * TILE, 2 * TILE))
    for r in range(ROWS):
        for c in range(COLS):
            if (c * 31 + r * 17 + players * 7) % 11 == 0:
                box = (c * TILE, r * TILE, TILE, TILE)
                if not any(_overlap(box, t) for t in taken):
                    grid[r][c] = FIRSTGID + ROCKS[(c + r) % 2]
    return grid


# ---------------------------------------------------------------- Tiled XML
def tileset_xml() -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<tileset {TILED} name="palabra" tilewidth="{TILE}" tileheight="{TILE}" '
        f'tilecount="{SHEET_COLS * SHEET_ROWS}" columns="{SHEET_COLS}">\n'
        f' <image source="../../assets/tiles/palabra.png" width="{SHEET_COLS * TILE}" '
        f'height="{SHEET_ROWS * TILE}"/>\n'
        '</tileset>\n'
    )


def map_xml(players: int) -> str:
    grid = ground(players)
    layers = [("spaces", spaces(players)), ("anchors", anchors(players))]
    n_objects = sum(len(objs) for _, objs in layers)
    props = {"game": "palabra", "players": players, "islands": len(island_tiles(players))}
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map {TILED} orientation="orthogonal" renderorder="right-down" width="{COLS}" '
        f'height="{ROWS}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="{len(layers) + 2}" nextobjectid="{n_objects + 1}">',
        *_properties(props, " "),
        f' <tileset firstgid="{FIRSTGID}" source="{TILESET}"/>',
        f' <layer id="1" name="ground" width="{COLS}" height="{ROWS}">',
        '  <data encoding="csv">',
        ",\n".join(",".join(str(g) for g in row) for row in grid),
        "</data>",
        " </layer>",
    ]
    object_id = 1
    for layer_id, (name, objects) in enumerate(layers, 2):
        lines.append(f' <objectgroup id="{layer_id}" name="{name}">')
        for obj in objects:
            head = (f'  <object id="{object_id}" name="{obj["name"]}" x="{obj["x"]}" '
                    f'y="{obj["y"]}" width="{obj["width"]}" height="{obj["height"]}"')
            body = _properties(obj["props"], "   ")
            lines += [head + ">", *body, "  </object>"] if body else [head + "/>"]
            object_id += 1
        lines.append(" </objectgroup>")
    lines.append("</map>")
    return "\n".join(lines) + "\n"


def all_files() -> dict[str, str]:
    files = {TILESET: tileset_xml()}
    for players in range(2, 9):
        check_layout(players)
        files[f"islands_{players}.tmx"] = map_xml(players)
    return files


# ---------------------------------------------------------------- the tileset image
SS = 4                                   # supersampling of the drawn shapes
DEEP, LIGHT = (20, 74, 124), (40, 118, 164)
SHALLOW, SURF = (70, 178, 186), (214, 240, 236)
SAND, SAND_LIT, SAND_WET = (236, 212, 156), (248, 232, 190), (206, 178, 120)
LEAF, LEAF_DARK, TRUNK, TRUNK_DARK = (58, 146, 66), (30, 96, 44), (140, 98, 58), (96, 64, 38)
ROCK, ROCK_LIT, ROCK_DARK = (118, 118, 126), (168, 168, 176), (70, 70, 80)


def sea_pixels(width: int, height: int):
    """The sea, an RGB uint8 array (height, width, 3); periodic every 128 px, so tiles join."""
    import numpy as np
    y, x = np.mgrid[0:height, 0:width].astype(np.float64)
    t = 2 * np.pi / TILE
    n = (0.5 + 0.22 * np.sin(t * (2 * x + y)) * np.cos(t * (x - 3 * y))
         + 0.14 * np.sin(t * 3 * x + t * 2 * y + 0.7) + 0.1 * np.cos(t * (x + 4 * y)))
    crest = np.sin(t * (x + 4 * y) + 1.4 * np.sin(t * 2 * x)) > 0.93
    n = np.clip(n + 0.18 * crest, 0, 1)[..., None]
    rgb = np.array(DEEP) * (1 - n) + np.array(LIGHT) * n
    return rgb.clip(0, 255).astype(np.uint8)


def _blob(cx, cy, radius, phase, wobble=0.07, points=120):
    out = []
    for k in range(points):
        a = 2 * math.pi * k / points
        r = radius * (1 + wobble * math.sin(3 * a + phase) + wobble * 0.6 * math.sin(5 * a + 2 * phase)
                      + wobble * 0.4 * math.sin(2 * a - phase))
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


class _Layer:
    """Shapes drawn at SS x size on a transparent surface, then scaled down smoothly."""

    def __init__(self, size: int):
        import pygame
        self.pg, self.size = pygame, size
        self.surf = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)

    def _target(self, alpha):
        """Opaque shapes go straight on; translucent ones are blended through a scratch layer."""
        if alpha >= 255:
            return self.surf
        return self.pg.Surface(self.surf.get_size(), self.pg.SRCALPHA)

    def _blend(self, target) -> None:
        if target is not self.surf:
            self.surf.blit(target, (0, 0))

    def poly(self, colour, pts, alpha=255):
        target = self._target(alpha)
        self.pg.draw.polygon(target, (*colour, alpha), [(x * SS, y * SS) for x, y in pts])
        self._blend(target)

    def ellipse(self, colour, box, alpha=255):
        x, y, w, h = box
        target = self._target(alpha)
        self.pg.draw.ellipse(target, (*colour, alpha), (x * SS, y * SS, w * SS, h * SS))
        self._blend(target)

    def line(self, colour, a, b, width, alpha=255):
        self.pg.draw.line(self.surf, (*colour, alpha), (a[0] * SS, a[1] * SS), (b[0] * SS, b[1] * SS),
                          max(1, int(width * SS)))
        for p in (a, b):
            self.pg.draw.circle(self.surf, (*colour, alpha), (p[0] * SS, p[1] * SS), width * SS / 2)

    def arc(self, colour, box, start, stop, width, alpha=255):
        x, y, w, h = box
        target = self._target(alpha)
        self.pg.draw.arc(target, (*colour, alpha), (x * SS, y * SS, w * SS, h * SS), start, stop,
                         max(1, int(width * SS)))
        self._blend(target)

    def done(self):
        return self.pg.transform.smoothscale(self.surf, (self.size, self.size))


def _rock(layer, x, y, w, h):
    layer.ellipse((0, 0, 0), (x - w * 0.1, y + h * 0.35, w * 1.2, h * 0.8), 70)
    pts = [(x, y + h * 0.7), (x + w * 0.15, y + h * 0.2), (x + w * 0.55, y), (x + w * 0.95, y + h * 0.3),
           (x + w, y + h * 0.8), (x + w * 0.5, y + h)]
    layer.poly(ROCK_DARK, pts)
    layer.poly(ROCK, [(px * 0.92 + (x + w / 2) * 0.08, py * 0.92 + (y + h / 2) * 0.08) for px, py in pts])
    layer.poly(ROCK_LIT, [(x + w * 0.2, y + h * 0.3), (x + w * 0.55, y + h * 0.1),
                          (x + w * 0.8, y + h * 0.35), (x + w * 0.45, y + h * 0.45)])


def _palm(layer, bx, by, lean, height, scale=1.0):
    """A palm tree rooted at (bx, by), its top `height` px up, bent by `lean` px."""
    layer.ellipse((60, 40, 10), (bx - 30 * scale + lean * 0.5, by - 8 * scale, 70 * scale, 20 * scale), 60)
    steps = 9
    pts = [(bx + lean * (k / steps) ** 1.6, by - height * k / steps) for k in range(steps + 1)]
    for k in range(steps):
        w = (11 - 4 * k / steps) * scale
        layer.line(TRUNK_DARK if k % 2 else TRUNK, pts[k], pts[k + 1], w)
    tx, ty = pts[-1]
    for k in range(7):
        a = -math.pi / 2 + (k - 3) * 0.55 + (0.2 if k % 2 else 0)
        length = (52 if k % 2 else 60) * scale
        ex, ey = tx + math.cos(a) * length, ty + math.sin(a) * length * 0.7 + 18 * scale
        mx, my = (tx + ex) / 2 + math.sin(a) * 8 * scale, (ty + ey) / 2 - 10 * scale
        nx, ny = -(ey - ty), ex - tx
        d = math.hypot(nx, ny) or 1
        nx, ny = nx / d * 9 * scale, ny / d * 9 * scale
        layer.poly(LEAF, [(tx, ty), (mx + nx, my + ny), (ex, ey), (mx - nx, my - ny)])
        layer.line(LEAF_DARK, (tx, ty), (mx, my), 2 * scale)
        layer.line(LEAF_DARK, (mx, my), (ex, ey), 1.5 * scale)
    for dx, dy in ((-5, 5), (5, 6), (0, 10)):
        layer.ellipse((92, 60, 30), (tx + dx * scale - 5 * scale, ty + dy * scale - 5 * scale,
                                     10 * scale, 10 * scale))


ISLAND_LOOKS = (  # phase, palms (x, y, lean, height, scale), rocks (x, y, w, h), grass
    (0.3, [(112, 150, 26, 84, 1.0)], [(168, 150, 26, 20)], True),
    (1.7, [(140, 146, -24, 78, 1.0), (92, 170, 16, 52, 0.7)], [(72, 112, 22, 17)], False),
    (2.9, [(122, 158, 18, 90, 1.05)], [(80, 130, 30, 22), (168, 96, 18, 14)], False),
    (4.4, [(100, 140, 22, 70, 0.9), (162, 160, -14, 60, 0.8)], [(128, 178, 24, 18)], True),
)


def _island(look) -> "object":
    phase, palms, rocks, grass = look
    size = 2 * TILE
    c = size / 2
    layer = _Layer(size)
    layer.poly(SURF, _blob(c, c, 108, phase), 140)
    layer.poly(SHALLOW, _blob(c, c, 101, phase), 225)
    layer.poly(SAND_WET, _blob(c, c + 3, 82, phase + 0.4, 0.09))
    layer.poly(SAND, _blob(c, c, 77, phase + 0.4, 0.09))
    layer.poly(SAND_LIT, _blob(c - 14, c - 16, 42, phase + 1.1, 0.12), 170)
    if grass:
        layer.poly((116, 168, 76), _blob(c + 10, c + 6, 36, phase + 2.0, 0.18), 230)
        layer.poly((138, 188, 90), _blob(c + 2, c - 2, 20, phase + 2.6, 0.2), 230)
    for x, y, w, h in rocks:
        _rock(layer, x, y, w, h)
    for bx, by, lean, height, scale in palms:
        _palm(layer, bx, by, lean, height, scale)
    return layer.done()


def _sea_marks(layer, variant: int) -> None:
    marks = {1: [(22, 30), (78, 84)], 2: [(60, 22), (20, 90), (92, 58)]}.get(variant, [])
    for x, y in marks:
        layer.arc(SURF, (x, y, 22, 12), 0.3, 2.8, 1.6, 150)
        layer.arc(SURF, (x + 14, y + 2, 16, 10), 0.4, 2.7, 1.2, 110)


def _rocks_tile(variant: int):
    layer = _Layer(TILE)
    layer.poly(SURF, _blob(64, 70, 46, variant * 1.3, 0.12), 110)
    if variant == 0:
        _rock(layer, 34, 50, 38, 30)
        _rock(layer, 70, 64, 26, 20)
    else:
        _rock(layer, 46, 44, 30, 26)
        _rock(layer, 62, 72, 34, 24)
        _rock(layer, 30, 76, 18, 14)
    return layer.done()


def draw_sheet():
    """The 8x4 tileset as a pygame Surface: sea (0-2), rocks (3-4), spare sea (5-15), four
    2x2 islands (16-17/24-25, 18-19/26-27, 20-21/28-29, 22-23/30-31). Needs no display."""
    import pygame
    import numpy as np
    width, height = SHEET_COLS * TILE, SHEET_ROWS * TILE
    sheet = pygame.Surface((width, height))
    sea = sea_pixels(width, height)
    pygame.surfarray.blit_array(sheet, np.ascontiguousarray(sea.transpose(1, 0, 2)))
    for k in (1, 2):
        layer = _Layer(TILE)
        _sea_marks(layer, k)
        sheet.blit(layer.done(), (SEA[k] * TILE, 0))
    for k, tile in enumerate(ROCKS):
        sheet.blit(_rocks_tile(k), ((tile % SHEET_COLS) * TILE, (tile // SHEET_COLS) * TILE))
    for look, tile in zip(ISLAND_LOOKS, ISLAND_TOPLEFT):
        sheet.blit(_island(look), ((tile % SHEET_COLS) * TILE, (tile // SHEET_COLS) * TILE))
    return sheet


def write_image(path: Path = IMAGE) -> Path:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(draw_sheet(), str(path))
    return path


def write_all(out_dir: Path) -> list[Path]:
    return write_files(all_files(), out_dir)


def differences(out_dir: Path) -> list[str]:
    """The files of out_dir that are missing or differ from what this tool writes."""
    return _differences(all_files(), out_dir)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None, help="write the maps here (no image)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if the maps differ from this tool")
    args = parser.parse_args(argv)
    out = args.out or OUT_DIR
    if args.check:
        stale = differences(out)
        for name in stale:
            print(f"{out / name}: differs from tools/make_palabra_maps.py", file=sys.stderr)
        return 1 if stale else 0
    for path in write_all(out):
        print(path)
    if args.out is None:
        print(write_image())
    return 0


if __name__ == "__main__":
    sys.exit(main())
