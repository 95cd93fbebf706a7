"""The islands boards (maps/palabra/): one Tiled map per player count, read with game.boards."""
from __future__ import annotations

import importlib.util
import os
import shutil
import struct
import subprocess
from pathlib import Path
from xml.etree import ElementTree

import pytest

from game.boards import load_board
from game.palabra import islands
from game.palabra.artifacts import NAMES

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "maps" / "palabra"
IMAGE = ROOT / "assets" / "tiles" / "palabra.png"
PLAYERS = range(2, 9)


def tool():
    spec = importlib.util.spec_from_file_location("make_palabra_maps",
                                                  ROOT / "tools" / "make_palabra_maps.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def board(players: int):
    return load_board(MAPS / f"islands_{players}.tmx", kinds={"island"})


def on_own_shore(ship: str, island: str) -> bool:
    """A ship card may lie on the shore of its own island."""
    return ship.startswith("ship_") and island == "island_" + ship.split("_")[1]


def overlap(a, b) -> bool:
    return a.x < b.x + b.width and b.x < a.x + a.width and a.y < b.y + b.height and b.y < a.y + a.height


@pytest.mark.parametrize("players", PLAYERS)
def test_a_map_has_an_island_per_pair_of_neighbours(players):
    b = board(players)
    assert (b.width, b.height, b.tile_width) == (1920, 1024, 128)
    assert b.properties["players"] == players
    assert [s.index for s in b.spaces] == list(range(islands.island_count(players)))
    for s in b.spaces:
        a, c = islands.seats_at(players, s.index)
        assert s.kind == "island" and s.props["seats"] == f"{a},{c}"


@pytest.mark.parametrize("players", PLAYERS)
def test_a_map_has_the_anchors_the_table_needs(players):
    b = board(players)
    names = set(b.anchors)
    for seat in range(players):
        assert {f"seat_{seat}", f"chest_{seat}", f"hand_{seat}", f"dagger_{seat}"} <= names
    for i in range(islands.island_count(players)):
        for seat in islands.seats_at(players, i):
            assert f"ship_{i}_{seat}" in names
    assert {f"artifact_{a}" for a in NAMES} | {"bag", "dagger", "rats", "day_track"} <= names
    assert {f"day_{d}" for d in range(1, 6)} <= names


@pytest.mark.parametrize("players", PLAYERS)
def test_nothing_overlaps_and_everything_is_on_the_map(players):
    b = board(players)
    solid = [(f"island_{s.index}", s) for s in b.spaces]
    solid += [(n, a) for n, a in b.anchors.items()
              if n.startswith(("seat_", "ship_", "artifact_", "bag", "rats", "day_track"))]
    for name, box in solid:
        assert 0 <= box.x and box.x + box.width <= b.width, name
        assert 0 <= box.y and box.y + box.height <= b.height, name
    for i, (n1, a) in enumerate(solid):
        for n2, c in solid[i + 1:]:
            if not (on_own_shore(n1, n2) or on_own_shore(n2, n1)):
                assert not overlap(a, c), f"{n1} overlaps {n2}"


@pytest.mark.parametrize("players", PLAYERS)
def test_islands_lie_on_their_island_tiles(players):
    root = ElementTree.parse(MAPS / f"islands_{players}.tmx").getroot()
    data = root.find("layer/data").text.strip()
    grid = [[int(g) for g in row.strip().strip(",").split(",")] for row in data.splitlines()]
    assert len(grid) == 8 and all(len(row) == 15 for row in grid)
    for s in board(players).spaces:
        col, row = int(s.x) // 128, int(s.y) // 128
        top_left = grid[row][col] - 1
        assert top_left in (16, 18, 20, 22)
        assert [grid[row][col + 1] - 1, grid[row + 1][col] - 1, grid[row + 1][col + 1] - 1] == [
            top_left + 1, top_left + 8, top_left + 9]


def test_the_tileset_describes_the_generated_image():
    root = ElementTree.parse(MAPS / "palabra.tsx").getroot()
    image = root.find("image")
    assert (MAPS / image.get("source")).resolve() == IMAGE
    assert (image.get("width"), image.get("height")) == ("1024", "512")
    blob = IMAGE.read_bytes()
    assert blob[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", blob[16:24]) == (1024, 512)


def test_the_committed_maps_are_what_the_tool_writes(tmp_path):
    t = tool()
    t.write_all(tmp_path)
    assert sorted(p.name for p in MAPS.iterdir()) == sorted(p.name for p in tmp_path.iterdir())
    assert t.main(["--check"]) == 0
    assert t.all_files() == t.all_files()


def test_the_tileset_image_is_deterministic():
    pygame = pytest.importorskip("pygame")
    t = tool()
    a, b = t.draw_sheet(), t.draw_sheet()
    assert a.get_size() == (1024, 512)
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")
    on_disk = pygame.image.load(str(IMAGE))
    assert pygame.image.tobytes(on_disk, "RGB") == pygame.image.tobytes(a, "RGB"), (
        "assets/tiles/palabra.png is stale: run tools/make_palabra_maps.py")


@pytest.mark.parametrize("players", PLAYERS)
def test_tiled_renders_every_map(players, tmp_path):
    exe = shutil.which("tmxrasterizer")
    if exe is None:
        pytest.skip("tmxrasterizer is not installed (Debian package `tiled`)")
    out = tmp_path / f"islands_{players}.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([exe, "--hide-layer", "spaces", "--hide-layer", "anchors",
                             str(MAPS / f"islands_{players}.tmx"), str(out)],
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    blob = out.read_bytes()
    assert struct.unpack(">II", blob[16:24]) == (1920, 1024)
