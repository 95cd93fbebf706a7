"""Boards from Tiled (ARCHITECTURE.md): game/boards.py reads a .tmx map into a board graph."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.boards import Anchor, Board, BoardError, Space, load_board

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data" / "maps"
KINDS = ("space", "sea", "port", "island")


@pytest.fixture(scope="module")
def good() -> Board:
    return load_board(DATA / "good.tmx", kinds=KINDS)


def test_good_map_geometry_and_properties(good):
    assert good.path == str(DATA / "good.tmx")
    assert (good.width, good.height, good.tile_width, good.tile_height) == (256, 128, 32, 32)
    assert dict(good.properties) == {"game": "test", "rounds": 3}


def test_spaces_are_sorted_by_index_whatever_the_object_order(good):
    assert [s.index for s in good.spaces] == [1, 2, 3, 4, 5, 6]
    assert [s.name for s in good.spaces] == ["start", "fork", "dot", "", "shortcut", "goal"]
    assert all(isinstance(s, Space) for s in good.spaces)


def test_space_fields(good):
    fork = good.space(2)
    assert (fork.kind, fork.x, fork.y, fork.width, fork.height) == ("sea", 32, 0, 32, 32)
    assert fork.center == (48, 16)
    assert fork.symbol == "rum"
    assert good.space(1).symbol is None
    assert good.space(6).props["score"] == 10
    with pytest.raises(TypeError):
        fork.props["symbol"] = "hook"  # read-only


def test_point_objects_have_no_size(good):
    dot = good.space(3)
    assert (dot.x, dot.y, dot.width, dot.height) == (80, 16, 0, 0)
    assert dot.center == (80, 16)
    assert dot.props["cost"] == 2


def test_next_indices_accepts_lists_and_plain_ints(good):
    assert good.space(2).next_indices() == (3, 5)
    assert good.space(4).next_indices() == (6,)  # an int property
    assert good.space(1).next_indices() == ()


def test_successors_follow_next_else_the_following_index(good):
    assert good.successors(1) == (2,)      # no "next": index + 1
    assert good.successors(2) == (3, 5)    # a fork
    assert good.successors(3) == (4,)
    assert good.successors(4) == (6,)      # "next" skips 5
    assert good.successors(5) == (6,)
    assert good.successors(6) == ()        # the end of the path


def test_unknown_index_names_the_file(good):
    with pytest.raises(BoardError, match=r"good\.tmx: no space with index 42"):
        good.space(42)
    with pytest.raises(BoardError, match="good.tmx"):
        good.successors(0)


def test_anchors_by_name_with_layer_offset(good):
    assert set(good.anchors) == {"dice", "hand0"}
    dice = good.anchors["dice"]
    assert isinstance(dice, Anchor)
    assert (dice.x, dice.y, dice.width, dice.height) == (204, 104, 48, 24)  # offset 4, 8
    hand = good.anchors["hand0"]
    assert (hand.width, hand.height, hand.props["seat"]) == (0, 0, 0)


def test_layers_other_than_spaces_and_anchors_are_ignored(good):
    assert "not a space" not in {s.name for s in good.spaces}


def test_values_are_hashable_and_comparable(good):
    assert len({*good.spaces}) == 6
    assert load_board(DATA / "good.tmx", kinds=KINDS) == good


def test_a_path_may_be_a_string_or_a_path():
    assert load_board(str(DATA / "good.tmx")).spaces == load_board(DATA / "good.tmx").spaces


def test_required_properties_can_be_extended():
    with pytest.raises(BoardError, match=r"good\.tmx: object 1 'start' in layer 'spaces': "
                                         r"missing property 'symbol'"):
        load_board(DATA / "good.tmx", required=("index", "kind", "symbol"))


def test_a_changed_file_is_read_again(tmp_path):
    path = tmp_path / "board.tmx"
    shutil.copy(DATA / "good.tmx", path)
    assert len(load_board(path).spaces) == 6
    text = (DATA / "missing_index.tmx").read_text()
    path.write_text(text)
    os.utime(path, ns=(1, 1))  # a different mtime even on a coarse clock
    with pytest.raises(BoardError, match="missing property 'index'"):
        load_board(path)


# (file, keyword arguments, fragments the message must contain: the file, the object)
BROKEN = [
    ("not_xml.tmx", {}, ["not_xml.tmx", "not a readable Tiled map"]),
    ("no_spaces.tmx", {}, ["no_spaces.tmx", "no object layer named 'spaces'"]),
    ("missing_index.tmx", {}, ["missing_index.tmx", "object 3 'lonely'", "layer 'spaces'",
                               "missing property 'index'"]),
    ("duplicate_index.tmx", {}, ["duplicate_index.tmx", "index 2 is duplicated",
                                 "object 1 'first'", "object 7 'second'"]),
    ("bad_next.tmx", {}, ["bad_next.tmx", "object 2 'fork'", "index 9"]),
    ("bad_next_syntax.tmx", {}, ["bad_next_syntax.tmx", "object 2 'fork'", "'1;3'"]),
    ("unnamed_anchor.tmx", {}, ["unnamed_anchor.tmx", "object 9", "layer 'anchors'",
                                "needs a name"]),
    ("duplicate_anchor.tmx", {}, ["duplicate_anchor.tmx", "'chest' is duplicated",
                                  "object 8", "object 9"]),
    ("unknown_kind.tmx", {"kinds": KINDS}, ["unknown_kind.tmx", "object 4 'volcano'",
                                            "unknown kind 'volcano'", "island, port, sea, space"]),
    ("string_index.tmx", {}, ["string_index.tmx", "object 5 'two'", "not an integer"]),
    ("bad_int_index.tmx", {}, ["bad_int_index.tmx", "object 6 'broken'", "'1.5x'"]),
    ("reserved_name.tmx", {}, ["reserved_name.tmx", "object 3 'lonely'", "'type'",
                               "reserved name"]),
]


@pytest.mark.parametrize("name, kwargs, fragments", BROKEN, ids=[b[0] for b in BROKEN])
def test_broken_maps_name_the_file_and_the_object(name, kwargs, fragments):
    with pytest.raises(BoardError) as info:
        load_board(DATA / name, **kwargs)
    message = str(info.value)
    assert message.startswith(str(DATA / name) + ": ")
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} not in {message!r}"


def test_an_unknown_kind_is_fine_when_kinds_are_not_given():
    board = load_board(DATA / "unknown_kind.tmx")
    assert board.space(2).kind == "volcano"


def test_a_missing_file_names_the_file(tmp_path):
    with pytest.raises(BoardError, match=r"nowhere\.tmx: no such map file"):
        load_board(tmp_path / "nowhere.tmx")


def test_board_error_is_a_value_error():
    assert issubclass(BoardError, ValueError)


def _run(code: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def test_the_module_imports_no_pygame():
    """ENGINE.md: game/ never imports pygame, directly or indirectly (pytmx would)."""
    result = _run(
        "import sys, game.boards\n"
        "game.boards.load_board('tests/data/maps/good.tmx')\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('pygame'))\n"
        "assert not loaded, loaded\n")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""  # not even pytmx's "cannot import pygame" log line


def test_the_client_can_still_use_pytmx_util_pygame_afterwards():
    result = _run(
        "import game.boards, pytmx\n"
        "from pytmx.util_pygame import load_pygame\n"
        "assert pytmx.load_pygame is load_pygame\n")
    assert result.returncode == 0, result.stderr
