"""The Jamaica circuit map (maps/jamaica.tmx + .tsx, assets/tiles/jamaica.png) against the notes."""
from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from collections import deque
from pathlib import Path
from xml.etree import ElementTree

import pytest

from game.boards import load_board
from game.jamaica.circuit import MAP_PATH, circuit

ROOT = Path(__file__).resolve().parents[2]
TSX = ROOT / "maps" / "jamaica.tsx"
PNG = ROOT / "assets" / "tiles" / "jamaica.png"

# shared/rules/jamaica.md, "Board" — copied on purpose: the test is the spec,
# tools/make_jamaica_map.py is the authored source.
NOTES = """
| 0 | PR | 0 | 1 | | 25 | L | 0 | 28 |
| 1 | S | 2 | 2 | | 26 | S | 4 | 27 |
| 2 | S | 3 | 3 | | 27 | S | 4 | 28 |
| 3 | S | 2 | 4 | | 28 | P | 5 | 29 |
| 4 | L | 0 | 5 | | 29 | S | 1 | 30 |
| 5 | P | 3 | 6 | | 30 | P | 5 | 31 |
| 6 | P | 5 | 7 or 13 | | 31 | P | 3 | 32 |
| 7 | S | 2 | 8 | | 32 | S | 3 | 33 or 39 |
| 8 | S | 3 | 9 | | 33 | L | 0 | 34 |
| 9 | L | 0 | 10 | | 34 | P | 3 | 35 |
| 10 | S | 3 | 11 | | 35 | S | 2 | 36 |
| 11 | L | 0 | 12 | | 36 | S | 1 | 37 |
| 12 | S | 2 | 15 | | 37 | L | 0 | 38 |
| 13 | S | 3 | 14 | | 38 | S | 1 | 41 |
| 14 | S | 4 | 15 | | 39 | S | 4 | 40 |
| 15 | S | 3 | 16 | | 40 | S | 4 | 41 |
| 16 | P | 3 | 17 | | 41 | P | 5 | 42 (score 2) |
| 17 | S | 2 | 18 | | 42 | S | 2 | 43 (score 3) |
| 18 | P | 3 | 19 | | 43 | S | 3 | 44 (score 4) |
| 19 | L | 0 | 20 or 26 | | 44 | L | 0 | 45 (score 5) |
| 20 | S | 3 | 21 | | 45 | P | 7 | 46 (score 6) |
| 21 | P | 3 | 22 | | 46 | S | 2 | 47 (score 7) |
| 22 | L | 0 | 23 | | 47 | S | 3 | 48 (score 8) |
| 23 | S | 2 | 24 | | 48 | S | 3 | 49 (score 9) |
| 24 | S | 3 | 25 | | 49 | S | 3 | 0 (score 10) |
"""
KIND = {"PR": "port_royal", "S": "sea", "P": "port", "L": "lair"}
COST_TYPE = {"PR": "none", "S": "food", "P": "doubloons", "L": "none"}


def _notes():
    table = {}
    for line in NOTES.strip().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        for row in (cells[0:4], cells[5:9]):
            index, code, cost, nxt = row
            score = int(nxt.split("score")[1].strip(" )")) if "score" in nxt else None
            succ = tuple(int(x) for x in nxt.split("(")[0].replace("or", " ").split())
            table[int(index)] = (code, int(cost), succ, score)
    return table


TABLE = _notes()


@pytest.fixture(scope="module")
def board():
    return load_board(MAP_PATH, required=("index", "kind", "cost", "cost_type", "next", "score"),
                      kinds=tuple(KIND.values()))


def test_the_circuit_has_the_50_spaces_of_the_notes(board):
    assert sorted(TABLE) == list(range(50))
    assert [s.index for s in board.spaces] == list(range(50))


def test_every_space_has_the_notes_kind_cost_and_successors(board):
    for index, (code, cost, succ, _) in TABLE.items():
        space = board.space(index)
        assert space.kind == KIND[code], index
        assert space.props["cost"] == cost, index
        assert space.props["cost_type"] == COST_TYPE[code], index
        assert board.successors(index) == succ, index
        assert space.props["lair"] == (code == "L"), index


def test_the_score_numbers_match_the_notes(board):
    for index, (code, _, _, score) in TABLE.items():
        expected = 15 if code == "PR" else score if score is not None else -5
        assert board.space(index).props["score"] == expected, index


def test_nine_pirate_lairs(board):
    lairs = [s.index for s in board.spaces if s.kind == "lair"]
    assert lairs == [4, 9, 11, 19, 22, 25, 33, 37, 44]
    assert circuit().lairs == tuple(lairs)


def test_three_forks_and_their_merges(board):
    c = circuit()
    assert c.forks == (6, 19, 32)
    assert c.merges == (15, 28, 41)
    assert c.pred[15] == (12, 14) and c.pred[28] == (25, 27) and c.pred[41] == (38, 40)
    for fork, outer, inner in ((6, range(7, 13), (13, 14)), (19, range(20, 26), (26, 27)),
                               (32, range(33, 39), (39, 40))):
        lairs = [i for i in outer if c.kind[i] == "lair"]
        assert len(outer) == 6 and len(lairs) == 2, fork      # the long outer lane
        assert all(c.kind[i] == "sea" and c.cost[i] >= 3 for i in inner)  # short, dear channel


def _reach(start, edges):
    seen, todo = {start}, deque([start])
    while todo:
        i = todo.popleft()
        for j in edges[i]:
            if j not in seen:
                seen.add(j)
                todo.append(j)
    return seen


def test_every_space_is_reachable_and_the_finish_reachable_from_every_space():
    c = circuit()
    assert _reach(0, c.succ) == set(range(50))
    assert _reach(0, c.pred) == set(range(50))     # Port Royal reachable from every space


def test_the_shortest_lap_is_32_spaces():
    c = circuit()
    assert c.lap_length == 32
    assert c.to_go[41] == 9 and c.to_go[49] == 1 and c.to_go[7] == 6 + c.to_go[15]


def test_progress_grows_along_every_forward_step():
    c = circuit()
    for i in range(1, 50):
        for j in c.succ[i]:
            assert c.progress(j, 1 if j == 0 else 0) > c.progress(i, 0), (i, j)


def test_a_move_ends_on_a_different_space_for_each_branch():
    c = circuit()
    for space in range(50):
        for direction in ("forward", "backward"):
            for n in range(1, 7):
                dests = [r.dest for r in c.routes(space, 0, direction, n)]
                assert len(dests) == len(set(dests)), (space, direction, n)


def test_spaces_lie_on_the_map_over_their_marker_tiles(board):
    assert (board.tile_width, board.tile_height) == (64, 64)
    assert board.width <= 1200 and board.height <= 1000
    cells = set()
    for s in board.spaces:
        assert 0 <= s.x < board.width and 0 <= s.y < board.height
        assert s.x % 64 == 0 and s.y % 64 == 0 and s.width == s.height == 64
        cells.add((s.x, s.y))
    assert len(cells) == 50
    root = ElementTree.parse(MAP_PATH).getroot()
    layer = next(l for l in root.iter("layer") if l.get("name") == "markers")
    rows = [[int(v) for v in row.strip().strip(",").split(",")]
            for row in layer.find("data").text.strip().splitlines()]
    marked = {(x * 64, y * 64) for y, row in enumerate(rows) for x, g in enumerate(row) if g}
    assert marked == cells


def test_the_anchors_name_the_places_of_the_table(board):
    for name in ("dice_tray", "dice_day", "dice_night", "combat_die", "treasure_deck", "bank",
                 "cards", "hold_ghost", *[f"hold_{s}" for s in range(6)]):
        assert name in board.anchors, name
    sx, sy = board.properties["screen_x"], board.properties["screen_y"]
    for s in range(6):   # the holds fit the 1920 x 1080 screen beside the board
        a = board.anchors[f"hold_{s}"]
        assert 0 <= a.x + sx and a.x + sx + a.width <= 1920
        assert 0 <= a.y + sy and a.y + sy + a.height <= 1080


def test_the_map_is_tiled_xml_with_csv_layers_and_an_external_tileset():
    root = ElementTree.parse(MAP_PATH).getroot()
    assert (root.get("version"), root.get("orientation")) == ("1.10", "orthogonal")
    assert root.find("tileset").get("source") == "jamaica.tsx"
    for layer in root.iter("layer"):
        assert layer.find("data").get("encoding") == "csv"
    tsx = ElementTree.parse(TSX).getroot()
    image = tsx.find("image")
    assert (ROOT / "maps" / image.get("source")).resolve() == PNG.resolve()
    count, columns = int(tsx.get("tilecount")), int(tsx.get("columns"))
    assert int(image.get("width")) == columns * 64
    assert int(image.get("height")) == -(-count // columns) * 64
    top = max(int(v) for layer in root.iter("layer")
              for v in layer.find("data").text.replace("\n", "").split(",") if v.strip())
    assert top <= count


def _tool():
    spec = importlib.util.spec_from_file_location("make_jamaica_map",
                                                  ROOT / "tools" / "make_jamaica_map.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_map_is_what_the_tool_writes():
    tool = _tool()
    assert tool.main(["--check", "--maps-only"]) == 0


def test_the_tileset_image_is_drawn_deterministically():
    tool = _tool()
    data = tool.png_bytes()
    assert data == tool.png_bytes()
    assert PNG.read_bytes() == data


def test_tiled_renders_the_map(tmp_path):
    """ARCHITECTURE.md: the map must open in Tiled itself; tmxrasterizer renders it."""
    exe = shutil.which("tmxrasterizer")
    if exe is None:
        pytest.skip("tmxrasterizer is not installed (Debian package `tiled`)")
    out = tmp_path / "jamaica.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([exe, "--hide-layer", "spaces", "--hide-layer", "anchors",
                             str(MAP_PATH), str(out)], env=env, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    import pygame
    image = pygame.image.load(str(out))
    assert image.get_size() == (1152, 960)
    # Port Royal's marker is drawn where the map says (red plaque), the open sea is blue
    r, g, b, *_ = image.get_at((8 * 64 + 13, 12 * 64 + 20))
    assert r > 120 and g < 90
    r, g, b, *_ = image.get_at((20, 20))
    assert b > r and b > g
