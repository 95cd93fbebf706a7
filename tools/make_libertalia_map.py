"""Write the Libertalia ship map (maps/libertalia.tmx + .tsx) and draw its tileset (assets/tiles/libertalia.png).

The layout below is the authored source; the .tmx/.tsx are the product, in Tiled's own
1.10 XML (CSV tile data) so that they open, render (tmxrasterizer) and save in Tiled.
The tileset image is drawn here with numpy from signed distances (so every edge is
antialiased) and saved with pygame: no file read, fixed seeds, deterministic output:

    SDL_VIDEODRIVER=dummy python tools/make_libertalia_map.py          # write maps + tileset
    SDL_VIDEODRIVER=dummy python tools/make_libertalia_map.py --check  # exit 1 if stale
    python tools/make_libertalia_map.py --maps-only                    # XML only (no pygame)

Layout: a 32 x 18 grid of 60 px tiles, exactly the 1920 x 1080 screen. Row 0 holds the
score track (60 cells, 0..59, two per tile); row 1 is open sea for the table's status
line; rows 2..8 the ship seen from above, stern to the left and bow to the right, with
the 6 ranked places on its deck (lowest rank on the left) and below them the 6 day spaces
where each day's booty lies; rows 9..11 the dens (one per player, below deck); rows
12..17 the captain's table where the hand of characters is laid out.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tmxwriter import properties as _properties, orthogonal_map, rgba_png, run_tool  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MAP_PATH = ROOT / "maps" / "libertalia.tmx"
TSX_PATH = ROOT / "maps" / "libertalia.tsx"
PNG_PATH = ROOT / "assets" / "tiles" / "libertalia.png"

TILED = 'version="1.10" tiledversion="1.10.2"'
TILE = 60
COLS = 8                   # tileset columns
MAP_W, MAP_H = 32, 18      # in tiles: 1920 x 1080
TRACK_CELLS = 60           # the score track: 0..59, then round again (+60)
TRACK_X, TRACK_CELL = TILE, TILE // 2
RAIL = 16                  # the bulwark's thickness in pixels

# The ship: rows 2..8. Stern column 2, deck columns 3.., the bow's diagonals on the right.
SHIP_TOP, SHIP_BOTTOM = 2, 8
STERN = 2
BOW = {2: 26, 3: 27, 4: 28, 5: 29, 6: 28, 7: 27, 8: 26}      # row -> the bow tile's column
MASTS = [(9, 5), (17, 5), (24, 5)]
HATCHES = [(13, 5), (21, 5)]
BARRELS = [(4, 3), (4, 7), (26, 4)]
CANNONS_N = [6, 12, 18, 23]
CANNONS_S = [7, 13, 19, 22]
DEN_ROWS = (9, 10, 11)
TABLE_ROWS = range(12, MAP_H)

# Where the table's pieces lie, in screen pixels.
PLACE_W, PLACE_H, PLACE_X0, PLACE_STEP, PLACE_Y = 150, 205, 300, 200, 180
DAY_W, DAY_H, DAY_Y = 180, 104, 400
DEN_W, DEN_H, DEN_X0, DEN_STEP, DEN_Y = 312, 170, 6, 319, 546


# ---------------------------------------------------------------------------- objects
def spaces() -> list[dict]:
    """The "spaces" layer: ranked places, day spaces, dens and score cells, by index."""
    out = []
    for i in range(6):
        out.append({"name": f"Place {i + 1}", "x": PLACE_X0 + i * PLACE_STEP, "y": PLACE_Y,
                    "width": PLACE_W, "height": PLACE_H, "props": {"index": 1 + i, "kind": "place", "order": i + 1}})
    for i in range(6):
        cx = PLACE_X0 + i * PLACE_STEP + PLACE_W // 2
        out.append({"name": f"Day {i + 1}", "x": cx - DAY_W // 2, "y": DAY_Y, "width": DAY_W, "height": DAY_H,
                    "props": {"index": 11 + i, "kind": "day", "day": i + 1}})
    for i in range(6):
        out.append({"name": f"Den {i + 1}", "x": DEN_X0 + i * DEN_STEP, "y": DEN_Y, "width": DEN_W,
                    "height": DEN_H, "props": {"index": 21 + i, "kind": "den", "slot": i + 1}})
    for v in range(TRACK_CELLS):
        out.append({"name": f"Score {v}", "x": TRACK_X + v * TRACK_CELL, "y": 6, "width": TRACK_CELL,
                    "height": TILE - 12, "props": {"index": 100 + v, "kind": "score", "value": v}})
    return out


def anchors() -> list[dict]:
    """The "anchors" layer: named places for the table scene, in screen pixels."""
    def rect(name, x, y, w, h, **props):
        return {"name": name, "x": x, "y": y, "width": w, "height": h, "props": props}
    return [
        rect("status", 210, 64, 1410, 52),
        rect("ship", STERN * TILE, SHIP_TOP * TILE, (BOW[5] + 1 - STERN) * TILE, 7 * TILE),
        rect("bow", 1580, 200, 170, 200),
        rect("stern", 130, 170, 150, 260),
        rect("dens", DEN_X0, DEN_Y, 6 * DEN_STEP - (DEN_STEP - DEN_W), DEN_H),
        rect("hand", 20, 726, 1880, 290),
        rect("ledger", 360, 140, 1200, 760),
    ]


# ---------------------------------------------------------------------------- tiles
TILE_NAMES = ["sea", "sea_waves", "sea_sparkle",
              "deck", "deck_joint", "deck_mast", "deck_hatch", "deck_barrels",
              "rail_n", "rail_s", "rail_n_cannon", "rail_s_cannon",
              "stern_nw", "stern_w", "stern_sw", "bow_ne", "bow_tip", "bow_se",
              "den_beam", "den", "den_floor", "table",
              "track_cap_l", "track", "track_ten", "track_cap_r"]
TILE_ID = {name: i for i, name in enumerate(TILE_NAMES)}
ROWS = (len(TILE_NAMES) + COLS - 1) // COLS
FIRSTGID = 1


def gid(name: str | None) -> int:
    return 0 if name is None else FIRSTGID + TILE_ID[name]


def _sea_at(x: int, y: int) -> str:
    return ("sea", "sea_waves", "sea", "sea_sparkle", "sea")[(x * 7 + y * 13 + (x * y) % 5) % 5]


def ship_tile(x: int, y: int) -> str | None:
    """The hull tile at (column, row), or None for open sea."""
    if not SHIP_TOP <= y <= SHIP_BOTTOM or x < STERN or x > BOW[y]:
        return None
    if x == BOW[y]:
        return "bow_tip" if y == 5 else ("bow_ne" if y < 5 else "bow_se")
    if x == STERN:
        return {SHIP_TOP: "stern_nw", SHIP_BOTTOM: "stern_sw"}.get(y, "stern_w")
    if y == SHIP_TOP:
        return "rail_n_cannon" if x in CANNONS_N else "rail_n"
    if y == SHIP_BOTTOM:
        return "rail_s_cannon" if x in CANNONS_S else "rail_s"
    if (x, y) in MASTS:
        return "deck_mast"
    if (x, y) in HATCHES:
        return "deck_hatch"
    if (x, y) in BARRELS:
        return "deck_barrels"
    return "deck_joint" if (x * 5 + y * 3) % 7 == 0 else "deck"


def layers() -> list[tuple[str, list[list[int]]]]:
    """The tile layers, bottom first: name -> rows of gids."""
    sea = [[gid(_sea_at(x, y)) for x in range(MAP_W)] for y in range(MAP_H)]
    ship = [[gid(ship_tile(x, y)) for x in range(MAP_W)] for y in range(MAP_H)]
    below = [[0] * MAP_W for _ in range(MAP_H)]
    for y in DEN_ROWS:
        for x in range(MAP_W):
            below[y][x] = gid("den_beam" if y == DEN_ROWS[0] else "den" if y == DEN_ROWS[1] else "den_floor")
    for y in TABLE_ROWS:
        for x in range(MAP_W):
            below[y][x] = gid("table")
    track = [[0] * MAP_W for _ in range(MAP_H)]
    for x in range(MAP_W):
        if x == 0:
            track[0][x] = gid("track_cap_l")
        elif x == MAP_W - 1:
            track[0][x] = gid("track_cap_r")
        else:
            track[0][x] = gid("track_ten" if (x - 1) % 5 == 0 else "track")
    return [("sea", sea), ("ship", ship), ("below_deck", below), ("track", track)]


# ---------------------------------------------------------------------------- XML
def tileset_xml() -> str:
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<tileset {TILED} name="libertalia" tilewidth="{TILE}" tileheight="{TILE}" '
             f'tilecount="{len(TILE_NAMES)}" columns="{COLS}">',
             f' <image source="../assets/tiles/libertalia.png" width="{COLS * TILE}" height="{ROWS * TILE}"/>']
    for name in TILE_NAMES:   # each tile's name as a custom property, for the editor
        lines += [f' <tile id="{TILE_ID[name]}">', *_properties({"name": name}, "  "), " </tile>"]
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


def map_xml() -> str:
    return orthogonal_map(tiled=TILED, width=MAP_W, height=MAP_H, tile=TILE, background="#1d4e6e",
                          props={"title": "Libertalia", "track": TRACK_CELLS, "places": 6, "days": 6},
                          tileset="libertalia.tsx", firstgid=FIRSTGID, tile_layers=layers(),
                          objects=[("spaces", spaces()), ("anchors", anchors())])


def xml_files() -> dict[Path, bytes]:
    return {TSX_PATH: tileset_xml().encode("utf-8"), MAP_PATH: map_xml().encode("utf-8")}


# ---------------------------------------------------------------------------- art
# Everything below draws assets/tiles/libertalia.png; numpy and pygame are imported
# only then, so the XML part runs anywhere.
np = pygame = None
SEA_DEEP, SEA_LIGHT = (22, 74, 110), (38, 108, 146)
DECK_DARK, DECK, DECK_LIGHT = (120, 82, 48), (164, 116, 70), (196, 150, 96)
BULWARK, BULWARK_LIGHT = (70, 42, 24), (128, 84, 48)
DEN_DARK, DEN_MID = (40, 26, 18), (70, 46, 30)
TABLE_DARK, TABLE_MID = (34, 22, 16), (62, 40, 26)
PARCH, PARCH_DARK, ROPE = (238, 222, 182), (206, 182, 134), (176, 140, 90)
IRON, BRASS = (54, 56, 64), (214, 168, 70)


def _import_art() -> None:
    global np, pygame
    import numpy
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame as pg
    np, pygame = numpy, pg


def _grid():
    yy, xx = np.mgrid[0:TILE, 0:TILE].astype(np.float32) + 0.5
    return xx, yy


def _noise(seed: int, freqs=(1, 2, 3), fall: float = 0.6, sx: float = 1.0):
    """Smooth noise in about [-1, 1] with period TILE (so the tiles join)."""
    rng = np.random.default_rng(seed)
    x, y = _grid()
    u, v = x / TILE, y / TILE
    out = np.zeros((TILE, TILE), np.float32)
    amp = total = 1.0
    total = 0.0
    for f in freqs:
        for _ in range(3):
            fx, fy = rng.integers(-f, f + 1, size=2)
            if fx == 0 and fy == 0:
                fx = f
            out += amp * np.sin(2 * np.pi * (fx * u * sx + fy * v) + rng.uniform(0, 2 * np.pi))
            total += amp
        amp *= fall
    return out / total * 1.8


def _cov(d):
    """Antialiased coverage of the region where the signed distance d > 0."""
    return np.clip(d + 0.5, 0.0, 1.0)


def _mix(a, b, t):
    a, b = np.asarray(a, np.float32), np.asarray(b, np.float32)
    return a + (b - a) * np.clip(t, 0, 1)[..., None]


def _lay(img, colour, alpha):
    """Paint colour (tuple or HxWx3 array) over the RGB image through alpha."""
    col = np.broadcast_to(np.asarray(colour, np.float32), img.shape)
    a = np.clip(alpha, 0, 1)[..., None]
    return img * (1 - a) + col * a


def _disc(cx, cy, r):
    x, y = _grid()
    return _cov(r - np.hypot(x - cx, y - cy))


def _box(x0, y0, x1, y1):
    x, y = _grid()
    return _cov(np.minimum.reduce([x - x0, x1 - x, y - y0, y1 - y]))


def _sea(name):
    x, y = _grid()
    n = _noise(11, (1, 2))
    ripple = np.sin(2 * np.pi * (x * 2 + y * 3) / TILE + 2.0 * _noise(12, (1,)))
    img = _mix(SEA_DEEP, SEA_LIGHT, 0.5 + 0.28 * n + 0.08 * ripple)
    if name == "sea_waves":
        for cx, cy in ((18, 20), (42, 42)):
            d = np.abs(np.hypot((x - cx) / 1.6, y - cy - 6) - 6)
            img = _lay(img, (220, 238, 240), 0.45 * _cov(1.2 - d) * (y < cy + 4))
    elif name == "sea_sparkle":
        for cx, cy, r in ((16, 14, 1.4), (44, 26, 1.8), (26, 48, 1.2), (50, 52, 1.4)):
            img = _lay(img, (255, 255, 255), 0.7 * _disc(cx, cy, r))
    return img


def _planks(seed: int, joint: bool = False):
    """Deck planks running along the ship (4 per tile), grain, seams and nails."""
    x, y = _grid()
    row = np.floor(y / 15)
    tone = np.array([1.0, 0.92, 1.06, 0.96], np.float32)[row.astype(int) % 4]
    grain = _noise(seed, (2, 4, 6), 0.7, sx=0.25)
    img = _mix(DECK_DARK, DECK_LIGHT, 0.55 + 0.22 * grain) * tone[..., None]
    fy = y - row * 15
    seam = np.exp(-(fy / 1.1) ** 2) + np.exp(-((15 - fy) / 0.9) ** 2)
    img = _lay(img, (54, 34, 20), np.clip(seam, 0, 1) * 0.8)
    if joint:
        jx = np.where(row % 2 == 0, 22.0, 44.0)
        img = _lay(img, (60, 38, 22), 0.8 * _cov(1.0 - np.abs(x - jx)))
        for r in range(4):
            for dx in (-4, 4):
                img = _lay(img, IRON, 0.9 * _disc((22 if r % 2 == 0 else 44) + dx, r * 15 + 7.5, 1.3))
    return img


def _deck(name):
    img = _planks(31 if name != "deck_joint" else 32, joint=name == "deck_joint")
    x, y = _grid()
    if name == "deck_mast":
        img = _lay(img, (0, 0, 0), 0.35 * _cov(20 - np.hypot(x - 33, y - 33)) * 0.8)
        img = _lay(img, (48, 30, 18), _disc(30, 30, 17))
        img = _lay(img, (110, 72, 40), _disc(30, 30, 14))
        ring = np.hypot(x - 30, y - 30)
        img = _lay(img, (150, 104, 60), 0.6 * _cov(1.0 - np.abs(ring - 8)) + 0.5 * _cov(0.8 - np.abs(ring - 4)))
        img = _lay(img, BRASS, _cov(1.3 - np.abs(ring - 15)))
    elif name == "deck_hatch":
        img = _lay(img, (0, 0, 0), 0.35 * _box(9, 9, 55, 55))
        img = _lay(img, BULWARK, _box(6, 6, 54, 54))
        holes = ((x - 6) % 8 > 3) & ((y - 6) % 8 > 3) & (x > 9) & (x < 51) & (y > 9) & (y < 51)
        img = _lay(img, (20, 12, 8), holes.astype(np.float32))
    elif name == "deck_barrels":
        for cx, cy in ((20, 22), (41, 24), (30, 42)):
            img = _lay(img, (0, 0, 0), 0.35 * _disc(cx + 3, cy + 3, 12))
            img = _lay(img, (120, 76, 40), _disc(cx, cy, 11))
            img = _lay(img, IRON, _cov(1.2 - np.abs(np.hypot(x - cx, y - cy) - 10)))
            img = _lay(img, (150, 100, 56), _disc(cx, cy, 6))
    return img


def _hull_sd(name):
    """Signed distance (px, positive inside the hull) for the edge tiles."""
    x, y = _grid()
    t = float(TILE)
    if name.startswith("rail_n"):
        return y
    if name.startswith("rail_s"):
        return t - y
    if name == "stern_w":
        return x
    if name == "stern_nw":
        return t - np.hypot(x - t, y - t)
    if name == "stern_sw":
        return t - np.hypot(x - t, y)
    if name == "bow_ne":
        return (y - x) / np.sqrt(2)
    if name == "bow_se":
        return (t - y - x) / np.sqrt(2)
    if name == "bow_tip":
        k = np.sqrt(1.25)
        return np.minimum(y - x / 2, (t - y) - x / 2) / k
    return np.full((TILE, TILE), 1e3, np.float32)


def _hull(name):
    sd = _hull_sd(name)
    x, y = _grid()
    img = _sea("sea")
    img = _lay(img, (8, 24, 40), 0.5 * _cov(sd + 7) * (sd < 0))                      # the hull's shadow
    img = _lay(img, (200, 230, 236), 0.5 * _cov(1.2 - np.abs(sd + 9)) * (sd < 0))     # a line of foam
    deck = _planks(33)
    img = _lay(img, deck, _cov(sd - RAIL + 0.5))
    img = _lay(img, (0, 0, 0), 0.35 * np.clip(1 - (sd - RAIL) / 7, 0, 1) * (sd >= RAIL))  # the rail's shadow
    wood = _mix(BULWARK, BULWARK_LIGHT, 0.45 + 0.3 * _noise(34, (2, 5), sx=0.3) + 0.3 * np.exp(-((sd - 4) / 2.5) ** 2))
    img = _lay(img, wood, _cov(sd) * _cov(RAIL - sd))
    img = _lay(img, (30, 18, 10), 0.8 * _cov(1.0 - np.abs(sd - RAIL)))
    img = _lay(img, (24, 14, 8), 0.8 * _cov(1.0 - np.abs(sd)))
    if name.endswith("_cannon"):
        north = name.startswith("rail_n")
        y0 = RAIL - 2 if north else TILE - RAIL - 26
        img = _lay(img, (0, 0, 0), 0.35 * _box(19, y0 + 4, 45, y0 + 30))
        img = _lay(img, (96, 60, 34), _box(18, y0 + (8 if north else 0), 42, y0 + (28 if north else 20)))
        img = _lay(img, IRON, _box(25, y0 - (6 if north else -14), 35, y0 + 26 - (0 if north else 6)))
        for wx in (18, 42):
            img = _lay(img, (40, 26, 16), _disc(wx, y0 + 14, 4))
    return img


def _below(name):
    x, y = _grid()
    if name == "table":
        grain = _noise(41, (1, 3, 5), 0.7, sx=0.3)
        row = np.floor(y / 30)
        img = _mix(TABLE_DARK, TABLE_MID, 0.5 + 0.25 * grain) * np.where(row % 2 == 0, 1.0, 0.9)[..., None]
        return _lay(img, (14, 8, 6), 0.7 * _cov(1.0 - np.abs(y - row * 30)))
    col = np.floor(x / 20)
    grain = _noise(42, (2, 4), 0.7, sx=4.0)
    img = _mix(DEN_DARK, DEN_MID, 0.5 + 0.25 * grain) * np.where(col % 2 == 0, 1.0, 0.88)[..., None]
    img = _lay(img, (16, 10, 6), 0.7 * _cov(1.0 - np.abs(x - col * 20)))
    if name == "den_beam":
        img = _lay(img, (0, 0, 0), 0.45 * _box(-1, 0, TILE + 1, 24))
        img = _lay(img, _mix(BULWARK, BULWARK_LIGHT, 0.5 + 0.3 * _noise(43, (3,), sx=0.3)), _box(-1, 0, TILE + 1, 16))
        img = _lay(img, IRON, _disc(30, 8, 2.2))
    elif name == "den_floor":
        img = _lay(img, (0, 0, 0), 0.3 * np.clip((y - 40) / 20, 0, 1))
    return img


def _track(name):
    x, y = _grid()
    img = _lay(_mix(TABLE_DARK, TABLE_MID, 0.5 + 0.2 * _noise(51, (2, 3))), (0, 0, 0), np.zeros((TILE, TILE)))
    paper = _mix(PARCH_DARK, PARCH, 0.6 + 0.25 * _noise(52, (2, 5, 9), 0.8))
    top, bottom = 6, TILE - 6
    if name in ("track", "track_ten"):
        img = _lay(img, paper, _box(-1, top, TILE + 1, bottom))
        if name == "track_ten":
            img = _lay(img, (196, 150, 80), 0.55 * _box(0, top, TRACK_CELL, bottom))
        for cx in (0, TRACK_CELL):
            img = _lay(img, (120, 90, 50), 0.8 * _cov(0.8 - np.abs(x - cx)) * (y > top) * (y < bottom))
    else:
        left = name == "track_cap_l"
        edge = TILE - 8 if left else 8
        d = np.minimum(np.minimum(y - top, bottom - y), (edge - x) if left else (x - edge))
        img = _lay(img, paper, _cov(np.minimum(d, np.hypot(x - (TILE if left else 0), y - TILE / 2) * 0 + d)))
        cx = TILE / 2 - 2 if left else TILE / 2 + 2
        img = _lay(img, (0, 0, 0), 0.4 * _disc(cx + 2, TILE / 2 + 2, 16))
        img = _lay(img, BRASS, _disc(cx, TILE / 2, 16))
        img = _lay(img, (120, 86, 30), _cov(1.2 - np.abs(np.hypot(x - cx, y - TILE / 2) - 12)))
        star = np.abs(np.sin(np.arctan2(y - TILE / 2, x - cx) * 2.5)) * 5 + 4
        img = _lay(img, (120, 86, 30), _cov(star - np.hypot(x - cx, y - TILE / 2)))
    rope = np.exp(-((y - top) / 1.6) ** 2) + np.exp(-((y - bottom) / 1.6) ** 2)
    twist = 0.6 + 0.4 * np.sin((x + y) * 0.9)
    if name in ("track", "track_ten"):
        img = _lay(img, _mix((90, 66, 36), ROPE, twist), np.clip(rope, 0, 1))
    return img


def draw_tileset() -> "np.ndarray":
    """The whole tileset as an RGBA uint8 array (ROWS x COLS tiles)."""
    _import_art()
    sheet = np.zeros((ROWS * TILE, COLS * TILE, 4), np.float32)
    for name in TILE_NAMES:
        if name.startswith("sea"):
            img = _sea(name)
        elif name.startswith("deck"):
            img = _deck(name)
        elif name.startswith(("rail", "stern", "bow")):
            img = _hull(name)
        elif name.startswith(("den", "table")):
            img = _below(name)
        else:
            img = _track(name)
        row, col = divmod(TILE_ID[name], COLS)
        sheet[row * TILE:(row + 1) * TILE, col * TILE:(col + 1) * TILE, :3] = img / 255.0
        sheet[row * TILE:(row + 1) * TILE, col * TILE:(col + 1) * TILE, 3] = 1.0
    return np.clip(np.round(sheet * 255.0), 0, 255).astype(np.uint8)


def png_bytes() -> bytes:
    """The tileset image as PNG bytes."""
    return rgba_png(draw_tileset(), "libertalia.png")


def all_files(with_art: bool = True) -> dict[Path, bytes]:
    files = xml_files()
    if with_art:
        files[PNG_PATH] = png_bytes()
    return files


def main(argv: list[str] | None = None) -> int:
    return run_tool(__doc__.splitlines()[0], all_files, "tools/make_libertalia_map.py", ROOT, argv)


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.exit(main())
