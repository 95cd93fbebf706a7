"""The Libertalia ship map (maps/libertalia.tmx + .tsx, assets/tiles/libertalia.png): what it holds, that it is
what tools/make_libertalia_map.py writes, and that Tiled itself renders it tile for tile."""
from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from pathlib import Path
from xml.etree import ElementTree

import pytest

from game.boards import load_board

ROOT = Path(__file__).resolve().parents[2]
MAP = ROOT / "maps" / "libertalia.tmx"
TSX = ROOT / "maps" / "libertalia.tsx"
PNG = ROOT / "assets" / "tiles" / "libertalia.png"


def tool():
    spec = importlib.util.spec_from_file_location("make_libertalia_map", ROOT / "tools" / "make_libertalia_map.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def board():
    return load_board(MAP, kinds=("place", "day", "den", "score"))


def test_the_ship_has_six_ranked_places_left_to_right_on_deck():
    places = [s for s in board().spaces if s.kind == "place"]
    assert [s.props["order"] for s in places] == [1, 2, 3, 4, 5, 6]
    assert [s.x for s in places] == sorted(s.x for s in places)
    ship = board().anchors["ship"]
    for s in places:
        assert ship.x <= s.x and s.x + s.width <= ship.x + ship.width
        assert ship.y <= s.y and s.y + s.height <= ship.y + ship.height


def test_six_day_spaces_under_the_places_and_six_dens_below_deck():
    b = board()
    days = [s for s in b.spaces if s.kind == "day"]
    places = [s for s in b.spaces if s.kind == "place"]
    dens = [s for s in b.spaces if s.kind == "den"]
    assert [s.props["day"] for s in days] == [1, 2, 3, 4, 5, 6]
    assert all(d.y > p.y + p.height - 1 for d, p in zip(days, places))
    assert [s.props["slot"] for s in dens] == [1, 2, 3, 4, 5, 6]
    assert all(d.y > max(s.y + s.height for s in days) for d in dens)
    assert all(a.x + a.width <= b.x for a, b in zip(dens, dens[1:]))       # side by side, no overlap


def test_the_score_track_counts_from_0_in_one_row_inside_the_screen():
    b = board()
    cells = [s for s in b.spaces if s.kind == "score"]
    assert [s.props["value"] for s in cells] == list(range(b.properties["track"]))
    assert len({s.y for s in cells}) == 1 and [s.x for s in cells] == sorted(s.x for s in cells)
    assert 0 <= cells[0].x and cells[-1].x + cells[-1].width <= b.width
    assert (b.width, b.height) == (1920, 1080)


def test_the_table_anchors_are_named_and_on_screen():
    anchors = board().anchors
    assert {"status", "ship", "bow", "stern", "dens", "hand", "ledger"} <= set(anchors)
    for a in anchors.values():
        assert 0 <= a.x and a.x + a.width <= 1920 and 0 <= a.y and a.y + a.height <= 1080, a.name


def test_the_committed_xml_is_what_the_tool_writes():
    files = tool().xml_files()
    for path, data in files.items():
        assert path.read_bytes() == data, f"{path.name} differs from tools/make_libertalia_map.py: run `make maps`"


def test_the_tileset_image_is_what_the_tool_draws():
    pytest.importorskip("pygame")
    t = tool()
    assert t.png_bytes() == PNG.read_bytes(), "assets/tiles/libertalia.png is stale: run `make maps`"


def test_the_map_is_tiled_xml_with_its_external_tileset():
    root = ElementTree.parse(MAP).getroot()
    assert (root.get("version"), root.get("orientation"), root.get("renderorder")) == ("1.10", "orthogonal",
                                                                                       "right-down")
    assert [t.get("source") for t in root.findall("tileset")] == ["libertalia.tsx"]
    ids = [int(o.get("id")) for o in root.iter("object")]
    assert len(set(ids)) == len(ids) and int(root.get("nextobjectid")) > max(ids)
    ts = ElementTree.parse(TSX).getroot()
    image = ts.find("image")
    assert (TSX.parent / image.get("source")).resolve() == PNG.resolve()


def _rgba(path: Path):
    np = pytest.importorskip("numpy")
    pygame = pytest.importorskip("pygame")
    surface = pygame.image.load(str(path))
    return np.dstack([pygame.surfarray.array3d(surface), pygame.surfarray.array_alpha(surface)]) \
        .transpose(1, 0, 2).astype(int)


def test_tiled_renders_the_ship_tile_for_tile(tmp_path):
    """The map opens in Tiled: tmxrasterizer draws it, and each tile is the tileset's tile."""
    exe = shutil.which("tmxrasterizer")
    if exe is None:
        pytest.skip("tmxrasterizer is not installed (Debian package `tiled`)")
    out = tmp_path / "ship.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    args = [exe, "--hide-layer", "spaces", "--hide-layer", "anchors", str(MAP), str(out)]
    result = subprocess.run(args, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and out.is_file(), result.stderr
    got, tiles = _rgba(out), _rgba(PNG)
    assert got.shape[:2] == (1080, 1920)
    t = tool()
    top = {name: rows for name, rows in t.layers()}["track"]
    for row, col in ((0, 5), (5, 10), (3, 2), (13, 4)):
        gid = top[row][col] or t.layers()[2][1][row][col] or t.layers()[1][1][row][col] or t.layers()[0][1][row][col]
        ty, tx = divmod(gid - 1, t.COLS)
        want = tiles[ty * 60:(ty + 1) * 60, tx * 60:(tx + 1) * 60]
        have = got[row * 60:(row + 1) * 60, col * 60:(col + 1) * 60]
        assert abs(have - want).max() <= 2, f"tile ({col}, {row})"
