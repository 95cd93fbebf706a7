"""The Pagamás deck maps (maps/pagamas_<n>.tmx + pagamas.tsx): they load, equal their tool's output,
hold every place the table needs, and open in Tiled itself (tmxrasterizer, where installed)."""
from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from game.boards import load_board

ROOT = Path(__file__).resolve().parents[2]
SEAT_PARTS = ("name", "character", "loot", "sailors", "hand", "buried")
TABLE_PARTS = ("loot_deck", "loot_discard", "action_deck", "action_discard", "mutiny", "share")


def _tool():
    spec = importlib.util.spec_from_file_location("make_pagamas_map", ROOT / "tools" / "make_pagamas_map.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_maps_equal_the_tool_output():
    tool = _tool()
    for path, text in tool.files().items():
        assert path.read_bytes() == text.encode("utf-8"), f"{path.name}: rerun tools/make_pagamas_map.py"


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_each_crew_size_has_its_places_dens_and_the_table(players):
    board = load_board(ROOT / "maps" / f"pagamas_{players}.tmx")
    crew = [s for s in board.spaces if s.kind == "crew"]
    dens = [s for s in board.spaces if s.kind == "den"]
    assert [s.props["seat"] for s in crew] == list(range(players))
    assert [s.props["seat"] for s in dens] == list(range(players))
    for s in range(players):
        for part in SEAT_PARTS:
            a = board.anchors[f"{part}_{s}"]
            place = crew[s]
            # Every spot of a seat lies inside that seat's place.
            assert place.x <= a.x and a.x + a.width <= place.x + place.width, (part, s)
            assert place.y <= a.y and a.y + a.height <= place.y + place.height, (part, s)
    for name in TABLE_PARTS:
        assert name in board.anchors
    # Places never overlap each other, and all fit the 1920x1080 screen.
    rects = [(s.x, s.y, s.x + s.width, s.y + s.height) for s in crew]
    rects += [(a.x, a.y, a.x + a.width, a.y + a.height) for n, a in board.anchors.items() if n in TABLE_PARTS]
    for i, a in enumerate(rects):
        assert 0 <= a[0] and a[2] <= 1920 and 0 <= a[1] and a[3] <= 1080
        for b in rects[i + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)


@pytest.mark.skipif(shutil.which("tmxrasterizer") is None, reason="Tiled's tmxrasterizer is not installed")
def test_the_maps_open_in_tiled(tmp_path):
    for players in (3, 6):
        out = tmp_path / f"pagamas_{players}.png"
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        subprocess.run(["tmxrasterizer", str(ROOT / "maps" / f"pagamas_{players}.tmx"), str(out)],
                       check=True, env=env, capture_output=True, timeout=120)
        assert out.stat().st_size > 10000
