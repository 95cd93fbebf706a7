"""The Cartagena maps (maps/cartagena/): board pieces, dungeon, sloop and cove, as Tiled maps."""

from __future__ import annotations

import importlib.util
import os
import shutil
import struct
import subprocess
import zlib
from pathlib import Path
from xml.etree import ElementTree

import pytest

from game.boards import load_board

ROOT = Path(__file__).resolve().parent.parent
MAPS = ROOT / "maps" / "cartagena"
TILESET_IMAGE = ROOT / "assets" / "tiles" / "cartagena.png"
TILE = 128
SYMBOLS = {"pistol", "rum", "lantern", "parrot", "hook", "chest"}

# rules/cartagena.md, "8 double-sided board pieces, 6 spaces each ... use these fixed ones".
# Copied here on purpose: the test is the spec, tools/make_maps.py is the authored source.
RULEBOOK_TABLE = """
| 1 | tunnel | parrot pistol chest rum lantern hook |
| 1 | jungle | lantern parrot rum chest hook pistol |
| 2 | tunnel | chest pistol rum parrot lantern hook |
| 2 | jungle | chest lantern hook pistol rum parrot |
| 3 | tunnel | pistol chest lantern hook rum parrot |
| 3 | jungle | rum parrot pistol chest lantern hook |
| 4 | tunnel | pistol chest hook parrot rum lantern |
| 4 | jungle | parrot hook chest pistol rum lantern |
| 5 | tunnel | pistol rum parrot hook lantern chest |
| 5 | jungle | parrot pistol hook rum chest lantern |
| 6 | tunnel | parrot pistol lantern hook rum chest |
| 6 | jungle | hook lantern pistol parrot rum chest |
| 7 | tunnel | chest lantern rum hook parrot pistol |
| 7 | jungle | hook parrot rum lantern chest pistol |
| 8 | tunnel | pistol hook chest lantern rum parrot |
| 8 | jungle | chest parrot hook rum pistol lantern |
"""
SEQUENCES = {
    (int(piece), side): tuple(spaces.split())
    for piece, side, spaces in (
        [cell.strip() for cell in line.strip().strip("|").split("|")]
        for line in RULEBOOK_TABLE.strip().splitlines())
}
PIECE_SIDES = sorted(SEQUENCES)

# The tileset's layout (local tile ids), as agreed with assets/tiles/cartagena.png.
SYMBOL_TILE = {"tunnel": {"pistol": 1, "rum": 2, "lantern": 3, "parrot": 4, "hook": 5, "chest": 6},
               "jungle": {"pistol": 9, "rum": 10, "lantern": 11, "parrot": 12, "hook": 13,
                          "chest": 14}}
SPECIAL = {  # map -> (space kind, local ids of the 2x2 picture, map properties)
    "dungeon": ("dungeon", [[16, 17], [24, 25]], {}),
    "sloop": ("sloop", [[18, 19], [26, 27]], {"side": "good"}),
    "cove": ("cove", [[20, 21], [28, 29]], {}),
    "sloop_leaky": ("sloop", [[22, 23], [30, 31]], {"side": "leaky"}),
}
ALL_MAPS = [f"{side}_{piece}.tmx" for piece, side in PIECE_SIDES] + [f"{n}.tmx" for n in SPECIAL]


def piece_path(piece: int, side: str) -> Path:
    return MAPS / f"{side}_{piece}.tmx"


def ground_local_ids(path: Path) -> list[list[int]]:
    """The "ground" layer as tileset-local ids, read straight from the XML."""
    root = ElementTree.parse(path).getroot()
    (tileset,) = root.findall("tileset")
    firstgid = int(tileset.get("firstgid"))
    (layer,) = [layer for layer in root.findall("layer") if layer.get("name") == "ground"]
    data = layer.find("data")
    assert data.get("encoding") == "csv"
    rows = [row.strip().strip(",") for row in data.text.strip().splitlines()]
    return [[int(gid) - firstgid for gid in row.split(",")] for row in rows]


def test_the_table_has_every_side_of_every_piece():
    assert PIECE_SIDES == [(p, s) for p in range(1, 9) for s in ("jungle", "tunnel")]


@pytest.mark.parametrize("piece, side", PIECE_SIDES)
def test_a_piece_side_has_six_spaces_each_symbol_once(piece, side):
    """Rulebook: each side shows each symbol exactly once."""
    board = load_board(piece_path(piece, side), required=("index", "kind", "symbol"),
                       kinds=("space",))
    assert [s.index for s in board.spaces] == [1, 2, 3, 4, 5, 6]
    assert {s.symbol for s in board.spaces} == SYMBOLS


@pytest.mark.parametrize("piece, side", PIECE_SIDES)
def test_a_piece_side_follows_the_rulebook_table(piece, side):
    board = load_board(piece_path(piece, side))
    assert tuple(s.symbol for s in board.spaces) == SEQUENCES[(piece, side)]
    assert dict(board.properties) == {"piece": piece, "side": side}


@pytest.mark.parametrize("piece, side", PIECE_SIDES)
def test_spaces_lie_left_to_right_exactly_over_their_tiles(piece, side):
    board = load_board(piece_path(piece, side))
    assert (board.tile_width, board.tile_height) == (TILE, TILE)
    assert board.width == 6 * TILE and board.height in (TILE, 2 * TILE)
    for space in board.spaces:
        assert (space.x, space.y, space.width, space.height) == ((space.index - 1) * TILE, 0,
                                                                 TILE, TILE)
    assert [board.successors(i) for i in range(1, 7)] == [(2,), (3,), (4,), (5,), (6,), ()]
    assert board.anchors == {}


@pytest.mark.parametrize("piece, side", PIECE_SIDES)
def test_the_ground_shows_the_symbols_of_the_spaces(piece, side):
    ground = ground_local_ids(piece_path(piece, side))
    assert ground[0] == [SYMBOL_TILE[side][symbol] for symbol in SEQUENCES[(piece, side)]]


@pytest.mark.parametrize("name", SPECIAL)
def test_a_special_board_has_its_space_and_pawns_anchor(name):
    kind, picture, properties = SPECIAL[name]
    board = load_board(MAPS / f"{name}.tmx", kinds=("dungeon", "sloop", "cove"))
    assert (board.width, board.height) == (2 * TILE, 2 * TILE)
    assert dict(board.properties) == properties
    (space,) = board.spaces
    assert (space.index, space.kind) == (0, kind)
    assert (space.x, space.y, space.width, space.height) == (0, 0, 2 * TILE, 2 * TILE)
    assert board.successors(0) == ()
    pawns = board.anchors["pawns"]
    assert pawns.width > 0 and pawns.height > 0
    assert 0 <= pawns.x and pawns.x + pawns.width <= board.width
    assert 0 <= pawns.y and pawns.y + pawns.height <= board.height
    assert ground_local_ids(MAPS / f"{name}.tmx") == picture


def test_the_tileset_describes_the_generated_image():
    root = ElementTree.parse(MAPS / "cartagena.tsx").getroot()
    assert root.tag == "tileset"
    assert {k: root.get(k) for k in ("tilewidth", "tileheight", "tilecount", "columns")} == {
        "tilewidth": "128", "tileheight": "128", "tilecount": "32", "columns": "8"}
    image = root.find("image")
    assert (MAPS / image.get("source")).resolve() == TILESET_IMAGE
    assert (image.get("width"), image.get("height")) == ("1024", "512")


@pytest.mark.parametrize("name", ALL_MAPS)
def test_every_map_is_tiled_xml_with_an_external_tileset(name):
    root = ElementTree.parse(MAPS / name).getroot()
    assert root.tag == "map"
    assert (root.get("version"), root.get("orientation"), root.get("renderorder")) == (
        "1.10", "orthogonal", "right-down")
    assert [t.get("source") for t in root.findall("tileset")] == ["cartagena.tsx"]
    ids = [int(o.get("id")) for o in root.iter("object")]
    assert len(set(ids)) == len(ids) and int(root.get("nextobjectid")) > max(ids)
    layer_ids = [int(layer.get("id")) for layer in root if layer.get("id")]
    assert int(root.get("nextlayerid")) > max(layer_ids)


def _make_maps():
    spec = importlib.util.spec_from_file_location("make_maps", ROOT / "tools" / "make_maps.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_maps_are_what_the_tool_writes(tmp_path):
    _make_maps().write_all(tmp_path)
    written = sorted(p.name for p in tmp_path.iterdir())
    committed = sorted(p.name for p in MAPS.iterdir() if p.is_file())
    assert committed == written
    for name in written:
        assert (MAPS / name).read_bytes() == (tmp_path / name).read_bytes(), (
            f"maps/cartagena/{name} differs from tools/make_maps.py: run `make maps`")


def test_the_tool_is_deterministic(tmp_path):
    tool = _make_maps()
    assert tool.all_files() == tool.all_files()
    assert tool.main(["--check"]) == 0


def _png_size_and_blank(path: Path) -> tuple[tuple[int, int], bool]:
    """Size of a PNG and whether every pixel byte is zero (fully transparent black).

    Undoing any PNG row filter on all-zero bytes gives zeros, so the filtered data is all
    zero exactly when the image is: no need to decode the filters (nor to import pygame).
    """
    blob = path.read_bytes()
    assert blob[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    width, height = struct.unpack(">II", blob[16:24])
    chunks, pos = [], 8
    while pos < len(blob):
        (length,), kind = struct.unpack(">I", blob[pos:pos + 4]), blob[pos + 4:pos + 8]
        if kind == b"IDAT":
            chunks.append(blob[pos + 8:pos + 8 + length])
        pos += 12 + length
    raw = zlib.decompress(b"".join(chunks))
    stride = len(raw) // height
    blank = all(not any(raw[row * stride + 1:(row + 1) * stride]) for row in range(height))
    return (width, height), blank


def _rgba(path: Path):
    """A PNG as a (height, width, 4) int array, through pygame (no display needed)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    np = pytest.importorskip("numpy")
    pygame = pytest.importorskip("pygame")
    surface = pygame.image.load(str(path))
    rgb = pygame.surfarray.array3d(surface)
    alpha = pygame.surfarray.array_alpha(surface)
    return np.dstack([rgb, alpha]).transpose(1, 0, 2).astype(int)


@pytest.fixture(scope="module")
def rasterizer() -> str:
    tool = shutil.which("tmxrasterizer")
    if tool is None:
        pytest.skip("tmxrasterizer is not installed (Debian package `tiled`)")
    if not TILESET_IMAGE.is_file():
        pytest.skip(f"the tileset image {TILESET_IMAGE.relative_to(ROOT)} is not generated yet")
    return tool


def _render(tool: str, name: str, out: Path, *hidden: str) -> None:
    args = [arg for layer in hidden for arg in ("--hide-layer", layer)]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([tool, *args, str(MAPS / name), str(out)],
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert out.is_file(), f"tmxrasterizer wrote no image for {name}: {result.stderr}"


@pytest.mark.parametrize("name", ALL_MAPS)
def test_tiled_renders_every_map(name, tmp_path, rasterizer):
    """ARCHITECTURE.md: the maps must open in Tiled itself; tmxrasterizer renders them."""
    out = tmp_path / (Path(name).stem + ".png")
    _render(rasterizer, name, out)
    board = load_board(MAPS / name)
    size, blank = _png_size_and_blank(out)
    assert size == (board.width, board.height)
    assert not blank, f"{name} rendered fully transparent"


@pytest.mark.parametrize("name", ALL_MAPS)
def test_tiled_draws_the_intended_tiles(name, tmp_path, rasterizer):
    """The art alone (object layers hidden) is the tileset's tiles in the ground's order."""
    out = tmp_path / (Path(name).stem + ".png")
    _render(rasterizer, name, out, "spaces", "anchors")
    tiles, image = _rgba(TILESET_IMAGE), _rgba(out)
    for row, ids in enumerate(ground_local_ids(MAPS / name)):
        for column, local_id in enumerate(ids):
            ty, tx = divmod(local_id, 8)
            want = tiles[ty * TILE:(ty + 1) * TILE, tx * TILE:(tx + 1) * TILE]
            got = image[row * TILE:(row + 1) * TILE, column * TILE:(column + 1) * TILE]
            assert abs(got - want).max() <= 2, f"{name}: tile ({column}, {row}) is not {local_id}"
