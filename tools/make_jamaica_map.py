"""Write the Jamaica circuit map (maps/jamaica.tmx + .tsx) and draw its tileset (assets/tiles/jamaica.png).

The circuit table below is the authored source (shared/rules/jamaica.md, "Board"); the
.tmx/.tsx are the product, in Tiled's own 1.10 XML (CSV tile data) so that they open,
render (tmxrasterizer) and save in Tiled. The tileset image is drawn here with
pygame.draw and numpy at 4x and box-filtered down: no randomness but fixed numpy
seeds, no files read but pygame's bundled font. Output is deterministic:

    SDL_VIDEODRIVER=dummy python tools/make_jamaica_map.py          # write maps + tileset
    SDL_VIDEODRIVER=dummy python tools/make_jamaica_map.py --check  # exit 1 if stale
    python tools/make_jamaica_map.py --maps-only                    # XML only (no pygame)

Layout: an 18 x 15 grid of 64 px tiles (1152 x 960 px). The 32-space main ring runs
clockwise round the island (Port Royal at the bottom); the three forks bulge out west,
north and east into the long outer lanes, round a small islet each, while the inner
channels keep to the ring. Anchors outside the map's rectangle (the six holds) are
placed for a 1920 x 1080 screen with the map at (screen_x, screen_y).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tmxwriter import properties as _properties, orthogonal_map, rgba_png, run_tool  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MAP_PATH = ROOT / "maps" / "jamaica.tmx"
TSX_PATH = ROOT / "maps" / "jamaica.tsx"
PNG_PATH = ROOT / "assets" / "tiles" / "jamaica.png"

TILED = 'version="1.10" tiledversion="1.10.2"'
TILE = 64
COLS = 8                  # tileset columns
MAP_W, MAP_H = 18, 15     # in tiles
SCREEN = (1920, 1080)
SCREEN_X = (SCREEN[0] - MAP_W * TILE) // 2
SCREEN_Y = (SCREEN[1] - MAP_H * TILE) // 2

# ---------------------------------------------------------------------------- the data
# shared/rules/jamaica.md, "Board": index -> (type, cost, next). PR Port Royal, S sea
# (food), P port (doubloons), L pirate lair.
CIRCUIT = {
    0: ("PR", 0, (1,)), 1: ("S", 2, (2,)), 2: ("S", 3, (3,)), 3: ("S", 2, (4,)),
    4: ("L", 0, (5,)), 5: ("P", 3, (6,)), 6: ("P", 5, (7, 13)), 7: ("S", 2, (8,)),
    8: ("S", 3, (9,)), 9: ("L", 0, (10,)), 10: ("S", 3, (11,)), 11: ("L", 0, (12,)),
    12: ("S", 2, (15,)), 13: ("S", 3, (14,)), 14: ("S", 4, (15,)), 15: ("S", 3, (16,)),
    16: ("P", 3, (17,)), 17: ("S", 2, (18,)), 18: ("P", 3, (19,)), 19: ("L", 0, (20, 26)),
    20: ("S", 3, (21,)), 21: ("P", 3, (22,)), 22: ("L", 0, (23,)), 23: ("S", 2, (24,)),
    24: ("S", 3, (25,)), 25: ("L", 0, (28,)), 26: ("S", 4, (27,)), 27: ("S", 4, (28,)),
    28: ("P", 5, (29,)), 29: ("S", 1, (30,)), 30: ("P", 5, (31,)), 31: ("P", 3, (32,)),
    32: ("S", 3, (33, 39)), 33: ("L", 0, (34,)), 34: ("P", 3, (35,)), 35: ("S", 2, (36,)),
    36: ("S", 1, (37,)), 37: ("L", 0, (38,)), 38: ("S", 1, (41,)), 39: ("S", 4, (40,)),
    40: ("S", 4, (41,)), 41: ("P", 5, (42,)), 42: ("S", 2, (43,)), 43: ("S", 3, (44,)),
    44: ("L", 0, (45,)), 45: ("P", 7, (46,)), 46: ("S", 2, (47,)), 47: ("S", 3, (48,)),
    48: ("S", 3, (49,)), 49: ("S", 3, (0,)),
}
SCORES = {41: 2, 42: 3, 43: 4, 44: 5, 45: 6, 46: 7, 47: 8, 48: 9, 49: 10}
PORT_ROYAL_SCORE = 15     # for a ship that finished; every other unlisted space: -5
OTHER_SCORE = -5
KINDS = {"PR": "port_royal", "S": "sea", "P": "port", "L": "lair"}
COST_TYPES = {"PR": "none", "S": "food", "P": "doubloons", "L": "none"}
NAMES = {"PR": "Port Royal", "S": "Sea", "P": "Port", "L": "Pirate lair"}

# Where each space lies (column, row). The ring: bottom row 12 from Port Royal going
# west, the west column 4 going north, the top row 3 going east, the east column 13
# going south; corners cut diagonally. The outer lanes bulge two tiles outwards.
CELLS = {
    0: (8, 12), 1: (7, 12), 2: (6, 12), 3: (5, 12), 4: (4, 11), 5: (4, 10), 6: (4, 9),
    7: (3, 9), 8: (2, 9), 9: (2, 8), 10: (2, 7), 11: (2, 6), 12: (3, 6),
    13: (4, 8), 14: (4, 7), 15: (4, 6), 16: (4, 5), 17: (4, 4), 18: (5, 3), 19: (6, 3),
    20: (6, 2), 21: (6, 1), 22: (7, 1), 23: (8, 1), 24: (9, 1), 25: (9, 2),
    26: (7, 3), 27: (8, 3), 28: (9, 3), 29: (10, 3), 30: (11, 3), 31: (12, 3), 32: (13, 4),
    33: (14, 4), 34: (15, 4), 35: (15, 5), 36: (15, 6), 37: (15, 7), 38: (14, 7),
    39: (13, 5), 40: (13, 6), 41: (13, 7), 42: (13, 8), 43: (13, 9), 44: (13, 10),
    45: (13, 11), 46: (12, 12), 47: (11, 12), 48: (10, 12), 49: (9, 12),
}
# Score badges drawn on the board: the white numbers, 15 at Port Royal, and -5 on the
# last spaces that score it (everything before 41).
BADGES = {**SCORES, 0: PORT_ROYAL_SCORE, 38: OTHER_SCORE, 40: OTHER_SCORE}

# The island, as corner points (x 6..12, y 5..11) that are land ('#' sand); jungle covers
# the corners whose eight neighbours are land, less the beaches marked '-'.
ISLAND = [
    "..####.",   # y=5
    ".######",   # y=6
    "#######",   # y=7
    "#######",   # y=8
    "######.",   # y=9
    ".######",   # y=10
    "..###..",   # y=11
]
BEACH = {(8, 10), (9, 10)}            # keep sand round Port Royal's fort

# Decoration (tile name -> cells) and the plaques of the navigation box.
DECOR = {
    "islet_palm": [(3, 7), (8, 2), (14, 6)],
    "islet_rocks": [(3, 8), (7, 2), (14, 5)],
    "mountain": [(9, 6), (10, 7)],
    "mountain_b": [(8, 6)],
    "trees": [(6, 6), (11, 9), (7, 10)],
    "palm_a": [(6, 9), (11, 6), (10, 10), (12, 8)],
    "palm_b": [(5, 7), (10, 5), (6, 10)],
    "hut": [(11, 10)],
    "fort": [(8, 11)],
    "rocks": [(1, 12), (16, 2), (0, 4), (17, 9), (15, 13)],
    "reef": [(2, 13), (14, 1), (1, 2), (16, 11)],
    "compass_nw": [(16, 13)], "compass_ne": [(17, 13)],
    "compass_sw": [(16, 14)], "compass_se": [(17, 14)],
    "tray_fort": [(6, 8)], "tray_sun": [(7, 8)], "tray_moon": [(8, 8)],
    "tray_deck": [(10, 8)], "tray_chest": [(11, 8)],
}


def spaces() -> list[dict]:
    """The objects of the "spaces" layer, in index order."""
    out = []
    for index, (code, cost, nxt) in sorted(CIRCUIT.items()):
        col, row = CELLS[index]
        score = PORT_ROYAL_SCORE if code == "PR" else SCORES.get(index, OTHER_SCORE)
        name = f"{NAMES[code]}" if code == "PR" else f"{NAMES[code]} {index}"
        out.append({"name": name, "x": col * TILE, "y": row * TILE, "width": TILE, "height": TILE,
                    "props": {"index": index, "kind": KINDS[code], "cost": cost,
                              "cost_type": COST_TYPES[code], "next": ",".join(map(str, nxt)),
                              "lair": code == "L", "score": score}})
    return out


def anchors() -> list[dict]:
    """The "anchors" layer: named places for the table scene, in map pixels."""
    t = TILE

    def rect(name, x, y, w, h, **props):
        return {"name": name, "x": x, "y": y, "width": w, "height": h, "props": props}

    side_w, gap = SCREEN_X - 24, 12
    slot_h = (SCREEN[1] - 4 * gap) // 3
    holds = []
    for seat in range(6):
        left = seat % 2 == 0
        x = -SCREEN_X + gap if left else MAP_W * t + gap
        y = -SCREEN_Y + gap + (seat // 2) * (slot_h + gap)
        holds.append(rect(f"hold_{seat}", x, y, side_w, slot_h, seat=seat))
    ghost = dict(holds[5], name="hold_ghost", props={"seat": -1, "note": "shares hold_5's place"})
    return [
        rect("dice_tray", 7 * t, 8 * t, 2 * t, t),
        rect("dice_day", 7 * t, 8 * t, t, t),
        rect("dice_night", 8 * t, 8 * t, t, t),
        rect("combat_die", 6 * t, 8 * t, t, t),
        rect("treasure_deck", 10 * t, 8 * t, t, t),
        rect("bank", 11 * t, 8 * t, t, t),
        rect("cards", 4 * t, 13 * t + 8, 10 * t, 2 * t - 16),
        rect("compass_rose", 16 * t, 13 * t, 2 * t, 2 * t),
        *holds, ghost,
    ]


# ---------------------------------------------------------------------------- tiles
SEA_TILES = ["sea", "sea_waves", "sea_waves_b", "sea_sparkle"]
MARKERS = ["marker_port_royal", "marker_port_3", "marker_port_5", "marker_port_7",
           "marker_sea_1", "marker_sea_2", "marker_sea_3", "marker_sea_4", "marker_lair"]
BADGE_TILES = [f"badge_{n}" for n in (2, 3, 4, 5, 6, 7, 8, 9, 10, 15, -5)]
DECOR_TILES = ["palm_a", "palm_b", "trees", "rocks", "reef", "mountain", "mountain_b", "hut",
               "fort", "islet_palm", "islet_rocks", "compass_nw", "compass_ne", "compass_sw",
               "compass_se", "tray_sun", "tray_moon", "tray_deck", "tray_chest", "tray_fort"]
DIRECTIONS = {(0, -1): 1, (1, -1): 2, (1, 0): 4, (1, 1): 8, (0, 1): 16, (-1, 1): 32,
              (-1, 0): 64, (-1, -1): 128}


def route_masks() -> dict[int, int]:
    """Per space, the directions (bits of DIRECTIONS) in which the route leaves its tile."""
    masks = {i: 0 for i in CIRCUIT}
    for i, (_, _, nxt) in CIRCUIT.items():
        for j in nxt:
            (x0, y0), (x1, y1) = CELLS[i], CELLS[j]
            d = (x1 - x0, y1 - y0)
            masks[i] |= DIRECTIONS[d]
            masks[j] |= DIRECTIONS[(-d[0], -d[1])]
    return masks


ROUTE_TILES = [f"route_{m}" for m in sorted(set(route_masks().values()))]
TILE_NAMES = (SEA_TILES + [f"coast_{m}" for m in range(1, 16)]
              + [f"jungle_{m}" for m in range(1, 16)] + DECOR_TILES + MARKERS + BADGE_TILES
              + ROUTE_TILES)
TILE_ID = {name: i for i, name in enumerate(TILE_NAMES)}
ROWS = (len(TILE_NAMES) + COLS - 1) // COLS
FIRSTGID = 1


def gid(name: str | None) -> int:
    return 0 if name is None else FIRSTGID + TILE_ID[name]


def corner_mask(corners: set, x: int, y: int) -> int:
    """The corner bits of tile (x, y): 8 top-left, 4 top-right, 2 bottom-right, 1 bottom-left."""
    return (8 * ((x, y) in corners) + 4 * ((x + 1, y) in corners)
            + 2 * ((x + 1, y + 1) in corners) + 1 * ((x, y + 1) in corners))


def land_corners() -> tuple[set, set]:
    sand = {(6 + i, 5 + j) for j, row in enumerate(ISLAND) for i, ch in enumerate(row) if ch == "#"}
    jungle = {(x, y) for (x, y) in sand
              if all((x + dx, y + dy) in sand for dx in (-1, 0, 1) for dy in (-1, 0, 1))}
    return sand, jungle - BEACH


def layers() -> list[tuple[str, list[list[int]]]]:
    """The tile layers, bottom first: name -> rows of gids."""
    sand, jungle = land_corners()
    sea = [[gid(SEA_TILES[(x * 7 + y * 13 + (x * y) % 5) % 9 % 4]) for x in range(MAP_W)]
           for y in range(MAP_H)]
    coast = [[gid(f"coast_{m}") if (m := corner_mask(sand, x, y)) else 0 for x in range(MAP_W)]
             for y in range(MAP_H)]
    trees = [[gid(f"jungle_{m}") if (m := corner_mask(jungle, x, y)) else 0
              for x in range(MAP_W)] for y in range(MAP_H)]
    decor = [[0] * MAP_W for _ in range(MAP_H)]
    for name, cells in DECOR.items():
        for x, y in cells:
            decor[y][x] = gid(name)
    markers = [[0] * MAP_W for _ in range(MAP_H)]
    for index, (code, cost, _) in CIRCUIT.items():
        x, y = CELLS[index]
        name = {"PR": "marker_port_royal", "L": "marker_lair"}.get(code) or (
            f"marker_port_{cost}" if code == "P" else f"marker_sea_{cost}")
        markers[y][x] = gid(name)
    route = [[0] * MAP_W for _ in range(MAP_H)]
    for index, mask in route_masks().items():
        x, y = CELLS[index]
        route[y][x] = gid(f"route_{mask}")
    badges = [[0] * MAP_W for _ in range(MAP_H)]
    for index, score in BADGES.items():
        x, y = CELLS[index]
        badges[y][x] = gid(f"badge_{score}")
    return [("sea", sea), ("coast", coast), ("jungle", trees), ("decor", decor),
            ("route", route), ("markers", markers), ("scores", badges)]


# ---------------------------------------------------------------------------- XML
def tileset_xml() -> str:
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<tileset {TILED} name="jamaica" tilewidth="{TILE}" tileheight="{TILE}" '
             f'tilecount="{len(TILE_NAMES)}" columns="{COLS}">',
             f' <image source="../assets/tiles/jamaica.png" width="{COLS * TILE}" '
             f'height="{ROWS * TILE}"/>']
    for name in TILE_NAMES:   # each tile's name as a custom property, for the editor
        lines += [f' <tile id="{TILE_ID[name]}">', *_properties({"name": name}, "  "), " </tile>"]
    # Corner Wang sets: Tiled's terrain brush paints the coast and the jungle.
    lines.append(" <wangsets>")
    for set_name, low, high, prefix in (("coast", "sea", "sand", "coast"),
                                        ("jungle", "sand", "jungle", "jungle")):
        lines += [f'  <wangset name="{set_name}" type="corner" tile="-1">',
                  f'   <wangcolor name="{low}" color="#ff3b7fb4" tile="-1" probability="1"/>',
                  f'   <wangcolor name="{high}" color="#ffe8cd96" tile="-1" probability="1"/>']
        for m in range(1, 16):
            tl, tr, br, bl = (m >> 3) & 1, (m >> 2) & 1, (m >> 1) & 1, m & 1
            wid = f"0,{tr + 1},0,{br + 1},0,{bl + 1},0,{tl + 1}"
            lines.append(f'   <wangtile tileid="{TILE_ID[f"{prefix}_{m}"]}" wangid="{wid}"/>')
        lines.append("  </wangset>")
    lines += [" </wangsets>", "</tileset>"]
    return "\n".join(lines) + "\n"


def map_xml() -> str:
    return orthogonal_map(tiled=TILED, width=MAP_W, height=MAP_H, tile=TILE, background="#2d6e99",
                          props={"title": "Jamaica", "screen_x": SCREEN_X, "screen_y": SCREEN_Y,
             "circuit": len(CIRCUIT)},
                          tileset="jamaica.tsx", firstgid=FIRSTGID, tile_layers=layers(),
                          objects=[("spaces", spaces()), ("anchors", anchors())])


def xml_files() -> dict[Path, bytes]:
    return {TSX_PATH: tileset_xml().encode("utf-8"), MAP_PATH: map_xml().encode("utf-8")}


# ---------------------------------------------------------------------------- art
# Everything below draws assets/tiles/jamaica.png. pygame and numpy are imported only
# when the image is drawn (png_bytes), so the XML part runs anywhere.
np = pygame = None  # set by _import_art()
SS = 4              # supersampling of the pygame drawings
SEA_DEEP, SEA_LIGHT = (27, 94, 146), (46, 130, 180)
SHALLOW = (64, 196, 200)
SAND, SAND_DARK = (236, 210, 152), (204, 172, 118)
GREEN_DARK, GREEN, GREEN_LIGHT = (28, 86, 44), (46, 122, 56), (88, 160, 72)
INK, CREAM, GOLD, WOOD = (22, 40, 70), (246, 240, 222), (232, 186, 60), (132, 88, 50)


def _import_art() -> None:
    global np, pygame
    import numpy
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame as pg
    np, pygame = numpy, pg
    pygame.font.init()


def _grid():
    yy, xx = np.mgrid[0:TILE, 0:TILE].astype(np.float32) + 0.5
    return xx / TILE, yy / TILE


def _noise(seed: int, freqs=(1, 2, 3, 4), amp_fall=0.6):
    """Smooth noise in about [-1, 1] that tiles with period TILE (integer frequencies)."""
    rng = np.random.default_rng(seed)
    u, v = _grid()
    out = np.zeros((TILE, TILE), np.float32)
    amp, total = 1.0, 0.0
    for f in freqs:
        for _ in range(3):
            fx, fy = rng.integers(-f, f + 1, size=2)
            if fx == 0 and fy == 0:
                fx = f
            out += amp * np.sin(2 * np.pi * (fx * u + fy * v) + rng.uniform(0, 2 * np.pi))
            total += amp
        amp *= amp_fall
    return out / total * 1.8


def _smooth(a, b, x):
    t = np.clip((x - a) / (b - a), 0.0, 1.0)
    return t * t * (3 - 2 * t)


def _paint(color, alpha):
    """A premultiplied RGBA image of one colour (tuple or HxWx3 array) under a coverage."""
    alpha = np.asarray(alpha, np.float32)
    rgb = np.asarray(color, np.float32) / 255.0
    if rgb.ndim == 1:
        rgb = np.broadcast_to(rgb, (TILE, TILE, 3))
    return np.dstack([rgb * alpha[..., None], alpha])


def _over(dst, src):
    return src + dst * (1.0 - src[..., 3:4])


def _mix(a, b, t):
    """Blend two colours by a field t (HxW) into an HxWx3 array 0..255."""
    a, b = np.asarray(a, np.float32), np.asarray(b, np.float32)
    return a + (b - a) * np.clip(t, 0, 1)[..., None]


def _canvas(size=1):
    return pygame.Surface((TILE * SS * size, TILE * SS * size), pygame.SRCALPHA)


def _from_surface(surf):
    """A 4x pygame surface box-filtered down to a premultiplied float image."""
    rgb = pygame.surfarray.array3d(surf).transpose(1, 0, 2).astype(np.float32) / 255.0
    a = pygame.surfarray.array_alpha(surf).T.astype(np.float32)[..., None] / 255.0
    img = np.concatenate([rgb * a, a], axis=2)
    h, w = img.shape[0] // SS, img.shape[1] // SS
    return img.reshape(h, SS, w, SS, 4).mean(axis=(1, 3))


def _p(*xy):
    """Tile coordinates (0..64) to canvas coordinates."""
    return [c * SS for c in xy]


def _poly(surf, color, points):
    pygame.draw.polygon(surf, color, [_p(x, y) for x, y in points])


def _circle(surf, color, x, y, r, width=0):
    pygame.draw.circle(surf, color, _p(x, y), r * SS, width * SS)


def _ellipse(surf, color, x, y, w, h, width=0):
    pygame.draw.ellipse(surf, color, pygame.Rect(*_p(x, y, w, h)), width * SS)


def _line(surf, color, a, b, width):
    pygame.draw.line(surf, color, _p(*a), _p(*b), max(1, int(width * SS)))
    _circle(surf, color, *a, width / 2)
    _circle(surf, color, *b, width / 2)


def _rrect(surf, color, x, y, w, h, r, width=0):
    pygame.draw.rect(surf, color, pygame.Rect(*_p(x, y, w, h)), width * SS, border_radius=r * SS)


def _text(surf, text, x, y, size, color, bold=True):
    font = pygame.font.Font(None, int(size * SS))
    font.set_bold(bold)
    img = font.render(str(text), True, color)
    surf.blit(img, img.get_rect(center=_p(x, y)))


# -- terrain --------------------------------------------------------------------------
def _sea_base():
    n = _noise(11, (1, 2))
    ripple = np.sin(2 * np.pi * (_grid()[0] * 2 + _grid()[1] * 3) + 2.0 * _noise(12, (1,)))
    t = 0.5 + 0.28 * n + 0.08 * ripple
    return _paint(_mix(SEA_DEEP, SEA_LIGHT, t), np.ones((TILE, TILE)))


def _sea(name):
    img = _sea_base()
    surf = _canvas()
    foam = (255, 255, 255, 90)
    if name == "sea_waves":
        for x, y in ((14, 20), (40, 44)):
            pygame.draw.arc(surf, foam, pygame.Rect(*_p(x, y, 12, 7)), 0.3, 2.8, 2 * SS)
            pygame.draw.arc(surf, foam, pygame.Rect(*_p(x + 9, y, 12, 7)), 0.3, 2.8, 2 * SS)
    elif name == "sea_waves_b":
        for x, y in ((30, 14), (10, 46)):
            pygame.draw.arc(surf, foam, pygame.Rect(*_p(x, y, 14, 8)), 0.3, 2.8, 2 * SS)
    elif name == "sea_sparkle":
        for x, y, r in ((18, 16, 1.2), (46, 28, 1.5), (28, 50, 1.0), (52, 54, 1.2)):
            _circle(surf, (255, 255, 255, 150), x, y, r)
    return _over(img, _from_surface(surf))


def _field(mask: int, seed: int, wiggle: float):
    """Bilinear corner values (bits 8 tl, 4 tr, 2 br, 1 bl) with a wiggle that is 0 on the edges."""
    u, v = _grid()
    tl, tr, br, bl = (mask >> 3) & 1, (mask >> 2) & 1, (mask >> 1) & 1, mask & 1
    f = tl * (1 - u) * (1 - v) + tr * u * (1 - v) + br * u * v + bl * (1 - u) * v
    bump = np.sin(np.pi * u) * np.sin(np.pi * v)
    return f + wiggle * bump * _noise(seed, (2, 3))


def _coast(mask):
    f = _field(mask, 100 + mask, 0.22)
    land = _smooth(0.485, 0.515, f)
    grain = _noise(21, (5, 7, 9), 0.9)
    sand = _mix(SAND, SAND_DARK, 0.25 + 0.2 * grain + 0.9 * (1 - _smooth(0.5, 0.58, f)))
    img = _paint(SHALLOW, 0.55 * _smooth(0.12, 0.46, f) * (1 - land))
    img = _over(img, _paint((255, 255, 255), 0.85 * _smooth(0.40, 0.48, f) * (1 - land)))
    return _over(img, _paint(sand, land))


def _jungle(mask):
    f = _field(mask, 200 + mask, 0.16)
    canopy = _smooth(0.53, 0.57, f)
    blobs = _noise(31, (3, 4, 5), 0.8)
    colour = _mix(GREEN_DARK, GREEN_LIGHT, 0.45 + 0.35 * blobs + 0.2 * _smooth(0.6, 0.9, f))
    rim = _smooth(0.53, 0.66, f)
    colour = _mix(GREEN_DARK, colour, 0.35 + 0.65 * rim)
    img = _paint((60, 70, 30), 0.30 * _smooth(0.44, 0.53, f) * (1 - canopy))
    return _over(img, _paint(colour, canopy))


# -- decoration -------------------------------------------------------------------------
def _shadow(surf, x, y, w, h, alpha=70):
    _ellipse(surf, (0, 0, 0, alpha), x, y, w, h)


def _palm(surf, base, top, scale=1.0, flip=False):
    bx, by = base
    tx, ty = top
    _shadow(surf, bx - 10 * scale, by - 3, 26 * scale, 7)
    steps = 10
    for i in range(steps):
        t0, t1 = i / steps, (i + 1) / steps
        bend = lambda t: (bx + (tx - bx) * t + (6 if not flip else -6) * scale * t * (1 - t),
                          by + (ty - by) * t)
        w = (4.2 - 1.6 * t0) * scale
        _line(surf, (120, 82, 48) if i % 2 else (100, 68, 40), bend(t0), bend(t1), w)
    for k, angle in enumerate((-170, -135, -100, -60, -25, 10, 45, 200)):
        a = np.radians(angle + (8 if flip else 0))
        length = (17 + 3 * (k % 3)) * scale
        pts_l, pts_r = [], []
        for j in range(9):
            s = j / 8
            px = tx + np.cos(a) * length * s
            py = ty + np.sin(a) * length * s + 9 * scale * s * s
            wid = 3.4 * scale * np.sin(np.pi * min(1.0, s * 1.1))
            nx, ny = -np.sin(a), np.cos(a)
            pts_l.append((px + nx * wid, py + ny * wid))
            pts_r.append((px - nx * wid, py - ny * wid))
        _poly(surf, (44, 132, 58) if k % 2 else (36, 112, 50), pts_l + pts_r[::-1])
        _line(surf, (28, 88, 40), (tx, ty), pts_l[-1], 0.8 * scale)
    for dx, dy in ((-2, 2), (2, 3), (0, 4)):
        _circle(surf, (96, 62, 30), tx + dx * scale, ty + dy * scale, 2.0 * scale)


def _rock(surf, x, y, s, foam=True):
    if foam:
        _ellipse(surf, (255, 255, 255, 110), x - 12 * s, y - 2 * s, 24 * s, 10 * s)
    _poly(surf, (92, 92, 100), [(x - 10 * s, y + 2 * s), (x - 7 * s, y - 8 * s), (x, y - 12 * s),
                                (x + 8 * s, y - 7 * s), (x + 10 * s, y + 2 * s)])
    _poly(surf, (140, 140, 148), [(x - 7 * s, y - 8 * s), (x, y - 12 * s), (x + 2 * s, y - 4 * s),
                                  (x - 4 * s, y - 2 * s)])


def _decor(name):
    surf = _canvas()
    if name == "palm_a":
        _palm(surf, (30, 56), (36, 22))
    elif name == "palm_b":
        _palm(surf, (36, 54), (26, 24), 0.9, flip=True)
    elif name == "trees":
        _shadow(surf, 10, 44, 46, 12)
        for x, y, r, c in ((22, 36, 13, GREEN_DARK), (42, 34, 12, GREEN_DARK), (32, 24, 14, GREEN),
                           (20, 30, 9, GREEN), (44, 28, 9, GREEN), (30, 20, 7, GREEN_LIGHT),
                           (40, 24, 5, GREEN_LIGHT)):
            _circle(surf, c, x, y, r)
    elif name == "rocks":
        _rock(surf, 26, 40, 1.1)
        _rock(surf, 44, 46, 0.7)
    elif name == "reef":
        for x, y, s in ((20, 30, 0.45), (32, 38, 0.55), (44, 28, 0.4), (28, 48, 0.35)):
            _rock(surf, x, y, s)
    elif name in ("mountain", "mountain_b"):
        peaks = ((32, 12, 26), (18, 24, 18), (48, 22, 16)) if name == "mountain" else (
            (28, 14, 24), (46, 20, 18))
        for px, py, half in peaks:
            base = 56
            _poly(surf, (70, 104, 76), [(px - half, base), (px, py), (px + half, base)])
            _poly(surf, (48, 78, 58), [(px, py), (px + half, base), (px + 3, base)])
            _line(surf, (120, 150, 120), (px, py), (px - half * 0.4, py + (base - py) * 0.45), 1.2)
    elif name == "hut":
        _shadow(surf, 14, 46, 38, 9)
        _rrect(surf, (150, 104, 60), 18, 30, 28, 20, 2)
        _poly(surf, (196, 160, 84), [(12, 32), (32, 14), (52, 32)])
        _poly(surf, (166, 130, 64), [(32, 14), (52, 32), (40, 32)])
        _rrect(surf, (80, 50, 30), 29, 38, 7, 12, 1)
    elif name == "fort":
        _shadow(surf, 6, 48, 52, 10)
        _rrect(surf, (150, 146, 136), 8, 30, 48, 22, 2)
        for x in range(8, 56, 8):
            _rrect(surf, (150, 146, 136), x, 25, 5, 6, 1)
        _rrect(surf, (170, 166, 156), 24, 16, 16, 36, 2)
        for x in range(24, 40, 6):
            _rrect(surf, (170, 166, 156), x, 11, 4, 6, 1)
        _rrect(surf, (70, 50, 40), 29, 40, 7, 12, 3)
        _line(surf, (60, 50, 40), (32, 11), (32, 0), 1.2)
        _poly(surf, (196, 40, 40), [(32, 1), (44, 4), (32, 8)])
    elif name in ("islet_palm", "islet_rocks"):
        _ellipse(surf, (*SHALLOW, 150), 4, 14, 56, 40)
        _ellipse(surf, (255, 255, 255, 170), 9, 19, 46, 30)
        _ellipse(surf, SAND, 11, 21, 42, 26)
        if name == "islet_palm":
            _palm(surf, (30, 40), (36, 14), 0.75)
        else:
            _rock(surf, 26, 38, 0.8, foam=False)
            _rock(surf, 40, 36, 0.6, foam=False)
    elif name.startswith("tray_"):
        _plaque(surf, name)
    return _from_surface(surf)


def _plaque(surf, name):
    _rrect(surf, (0, 0, 0, 80), 5, 7, 56, 56, 8)
    _rrect(surf, (120, 80, 44), 3, 3, 58, 58, 8)
    _rrect(surf, (150, 104, 60), 6, 6, 52, 52, 6)
    for y in (20, 34, 48):
        _line(surf, (128, 86, 50), (9, y), (55, y), 0.8)
    if name == "tray_sun":
        for k in range(12):
            a = k * np.pi / 6
            _line(surf, GOLD, (32 + 11 * np.cos(a), 32 + 11 * np.sin(a)),
                  (32 + 18 * np.cos(a), 32 + 18 * np.sin(a)), 2.2)
        _circle(surf, (250, 206, 70), 32, 32, 10)
    elif name == "tray_moon":
        _circle(surf, (230, 232, 246), 32, 32, 15)
        _circle(surf, (150, 104, 60), 39, 27, 13)
        for x, y in ((16, 18), (48, 46), (20, 48)):
            _circle(surf, (240, 240, 250), x, y, 1.4)
    elif name == "tray_deck":
        _rrect(surf, (40, 28, 20), 16, 10, 32, 44, 4)
        _rrect(surf, GOLD, 16, 10, 32, 44, 4, 2)
        _circle(surf, CREAM, 32, 28, 7)
        _rrect(surf, CREAM, 28, 32, 8, 6, 1)
        _circle(surf, (40, 28, 20), 29, 27, 2)
        _circle(surf, (40, 28, 20), 35, 27, 2)
    elif name == "tray_chest":
        _rrect(surf, (96, 58, 30), 12, 26, 40, 24, 3)
        _rrect(surf, (116, 72, 38), 12, 16, 40, 14, 6)
        for x in (18, 44):
            _rrect(surf, GOLD, x, 16, 4, 34, 1)
        _rrect(surf, GOLD, 28, 28, 8, 8, 2)
        for x, y in ((20, 14), (28, 12), (38, 13)):
            _circle(surf, (250, 210, 80), x, y, 3.2)
    elif name == "tray_fort":
        _rrect(surf, (160, 156, 146), 18, 18, 28, 34, 2)
        for x in range(18, 46, 7):
            _rrect(surf, (160, 156, 146), x, 12, 5, 7, 1)
        _rrect(surf, (60, 44, 34), 28, 38, 8, 14, 3)
        _text(surf, "*", 32, 30, 22, (196, 40, 40))


def _compass():
    """The 2 x 2 compass rose, sliced into four tiles."""
    surf = _canvas(2)
    c = 64
    _circle(surf, (255, 255, 255, 60), c, c, 50)
    _circle(surf, (240, 226, 190), c, c, 46, 2)
    for k in range(8):
        a = k * np.pi / 4 - np.pi / 2
        long = 44 if k % 2 == 0 else 26
        tip = (c + long * np.cos(a), c + long * np.sin(a))
        side = 7 if k % 2 == 0 else 5
        l = (c + side * np.cos(a - np.pi / 2), c + side * np.sin(a - np.pi / 2))
        r = (c + side * np.cos(a + np.pi / 2), c + side * np.sin(a + np.pi / 2))
        _poly(surf, (246, 236, 208), [(c, c), l, tip])
        _poly(surf, (176, 52, 44) if k == 0 else (70, 62, 52), [(c, c), tip, r])
    _circle(surf, GOLD, c, c, 5)
    _text(surf, "N", c, c - 54, 16, (246, 236, 208))
    img = _from_surface(surf)
    return {"compass_nw": img[:TILE, :TILE], "compass_ne": img[:TILE, TILE:],
            "compass_sw": img[TILE:, :TILE], "compass_se": img[TILE:, TILE:]}


# -- the spaces --------------------------------------------------------------------------
def _marker(name):
    surf = _canvas()
    _rrect(surf, (0, 0, 0, 90), 9, 11, 48, 48, 9)
    if name.startswith("marker_sea_"):
        _rrect(surf, CREAM, 8, 8, 48, 48, 9)
        _rrect(surf, INK, 8, 8, 48, 48, 9, 2)
        _text(surf, name[-1], 27, 33, 34, INK)
        # a small barrel of provisions
        _rrect(surf, (150, 96, 52), 40, 34, 10, 14, 3)
        for y in (37, 44):
            _line(surf, (80, 50, 30), (40.5, y), (49.5, y), 1.0)
    elif name.startswith("marker_port_") and name[-1].isdigit():
        _rrect(surf, (150, 104, 60), 8, 8, 48, 48, 9)
        for y in (20, 32, 44):
            _line(surf, (120, 80, 46), (11, y), (53, y), 1.0)
        _rrect(surf, (92, 60, 34), 8, 8, 48, 48, 9, 2)
        _circle(surf, (150, 110, 30), 32, 33, 17)
        _circle(surf, GOLD, 32, 32, 16)
        _circle(surf, (250, 214, 100), 32, 32, 16, 2)
        _text(surf, name[-1], 32, 33, 30, (90, 56, 16))
        _line(surf, (120, 120, 130), (50, 8), (44, 16), 1.4)           # the golden pin
        _circle(surf, (255, 216, 80), 50, 8, 4)
        _circle(surf, (255, 246, 200), 49, 7, 1.3)
    elif name == "marker_lair":
        _ellipse(surf, (255, 255, 255, 120), 8, 40, 48, 16)
        _poly(surf, (96, 96, 104), [(10, 52), (12, 24), (22, 10), (42, 10), (52, 24), (54, 52)])
        _poly(surf, (132, 132, 140), [(12, 24), (22, 10), (42, 10), (36, 24)])
        for x in (24, 40):
            _ellipse(surf, (24, 24, 30), x - 6, 24, 12, 12)
        _poly(surf, (24, 24, 30), [(32, 34), (28, 42), (36, 42)])
        for x in range(22, 44, 5):
            _rrect(surf, (230, 230, 220), x, 45, 3, 5, 1)
    elif name == "marker_port_royal":
        _rrect(surf, (150, 30, 36), 6, 6, 52, 52, 10)
        _rrect(surf, GOLD, 6, 6, 52, 52, 10, 3)
        _circle(surf, GOLD, 32, 17, 4.5, 2)                            # an anchor
        _line(surf, GOLD, (32, 21), (32, 48), 3)
        _line(surf, GOLD, (24, 27), (40, 27), 3)
        pygame.draw.arc(surf, GOLD, pygame.Rect(*_p(17, 26, 30, 24)), np.pi, 2 * np.pi, 3 * SS)
        _poly(surf, GOLD, [(14, 36), (20, 36), (17, 31)])
        _poly(surf, GOLD, [(44, 36), (50, 36), (47, 31)])
    return _from_surface(surf)


def _route(name):
    """Dotted sea lanes from the tile's centre towards each neighbour on the circuit."""
    surf = _canvas()
    mask = int(name.split("_")[1])
    for (dx, dy), bit in DIRECTIONS.items():
        if mask & bit:
            end = (32 + 32 * dx, 32 + 32 * dy)
            steps = 8 if dx and dy else 6
            for k in range(steps + 1):
                t = k / steps
                x, y = 32 + (end[0] - 32) * t, 32 + (end[1] - 32) * t
                _circle(surf, (20, 40, 70, 110), x + 0.6, y + 0.8, 2.6)
                _circle(surf, (250, 244, 226, 230), x, y, 2.0)
    return _from_surface(surf)


def _badge(name):
    surf = _canvas()
    score = int(name.split("_", 1)[1])
    fill, ink = {15: (GOLD, (60, 30, 10)), -5: ((176, 36, 36), (255, 255, 255))}.get(
        score, ((18, 24, 40), (255, 255, 255)))
    _circle(surf, (0, 0, 0, 90), 54, 12, 10.5)
    _circle(surf, fill, 53, 11, 10)
    _circle(surf, (255, 255, 255), 53, 11, 10, 1)
    _text(surf, score, 53, 12, 17 if abs(score) < 10 else 14, ink)
    return _from_surface(surf)


def draw_tileset() -> "np.ndarray":
    """The whole tileset as an RGBA uint8 array (rows x cols tiles)."""
    _import_art()
    tiles = _compass()
    for name in TILE_NAMES:
        if name in tiles:
            continue
        if name in SEA_TILES:
            tiles[name] = _sea(name)
        elif name.startswith("coast_"):
            tiles[name] = _coast(int(name[6:]))
        elif name.startswith("jungle_"):
            tiles[name] = _jungle(int(name[7:]))
        elif name.startswith("marker_"):
            tiles[name] = _marker(name)
        elif name.startswith("badge_"):
            tiles[name] = _badge(name)
        elif name.startswith("route_"):
            tiles[name] = _route(name)
        else:
            tiles[name] = _decor(name)
    sheet = np.zeros((ROWS * TILE, COLS * TILE, 4), np.float32)
    for name, img in tiles.items():
        row, col = divmod(TILE_ID[name], COLS)
        sheet[row * TILE:(row + 1) * TILE, col * TILE:(col + 1) * TILE] = img
    alpha = sheet[..., 3:4]
    rgb = np.where(alpha > 1e-6, sheet[..., :3] / np.maximum(alpha, 1e-6), 0.0)
    out = np.concatenate([rgb, alpha], axis=2)
    return np.clip(np.round(out * 255.0), 0, 255).astype(np.uint8)


def png_bytes() -> bytes:
    """The tileset image as PNG bytes."""
    return rgba_png(draw_tileset(), "jamaica.png")


def all_files(with_art: bool = True) -> dict[Path, bytes]:
    files = xml_files()
    if with_art:
        files[PNG_PATH] = png_bytes()
    return files


def main(argv: list[str] | None = None) -> int:
    return run_tool(__doc__.splitlines()[0], all_files, "tools/make_jamaica_map.py", ROOT, argv)


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.exit(main())
