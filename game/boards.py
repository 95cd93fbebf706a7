"""Boards from Tiled: read a .tmx map into a board graph (spaces, successors, anchors).

A board is a Tiled map. Its object layer "spaces" holds one object (rectangle or point)
per space, with custom properties: ``index`` (int, unique), ``kind`` (str) and whatever
the game needs (``symbol``, ``cost``, ``next``, ``score``, ...). Its optional object layer
"anchors" holds named places (hands, chests, the dice tray, where waiting pawns are drawn).
The map's own custom properties describe the board (``piece=3``, ``side="tunnel"``).

Only the topology is read here, with ``pytmx.TiledMap`` and its default image loader
(no image is opened); the table scenes load the same file with ``pytmx.util_pygame`` for
the art. This module never imports pygame, directly or through pytmx.

Every problem with a map is a :class:`BoardError` whose message starts with the file and
names the object (id, name and layer) at fault.
"""

from __future__ import annotations

import functools
import logging
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Collection, Mapping
from xml.etree import ElementTree

from . import shipped

__all__ = ["Anchor", "Board", "BoardError", "MAPS_DIR", "Space", "load_board", "map_error"]

MAPS_DIR = shipped.maps()
SPACES_LAYER = "spaces"
ANCHORS_LAYER = "anchors"


def _import_pytmx():
    """Import pytmx without letting it pull in pygame.

    pytmx's ``__init__`` tries ``from pytmx.util_pygame import load_pygame``; with pygame
    blocked for the duration of the import that attempt fails quietly. ``pytmx.load_pygame``
    is then provided lazily, so the client's ``pytmx.load_pygame`` and
    ``pytmx.util_pygame.load_pygame`` work whatever the import order.
    """
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx
        return pytmx
    util_log = logging.getLogger("pytmx.util_pygame")
    was_disabled, util_log.disabled = util_log.disabled, True
    sys.modules["pygame"] = None  # type: ignore[assignment]  # `import pygame` -> ImportError
    try:
        import pytmx
    finally:
        if "pygame" in sys.modules and sys.modules["pygame"] is None:
            del sys.modules["pygame"]
        util_log.disabled = was_disabled
    if not hasattr(pytmx, "load_pygame"):
        def __getattr__(name):  # PEP 562 hook on the pytmx module
            if name == "load_pygame":
                from pytmx.util_pygame import load_pygame
                return load_pygame
            raise AttributeError(f"module 'pytmx' has no attribute {name!r}")
        pytmx.__getattr__ = __getattr__
    return pytmx


pytmx = _import_pytmx()


class BoardError(ValueError):
    """A map that cannot be a board; the message names the file and the object."""


def _frozen(props: Mapping[str, object]) -> Mapping[str, object]:
    return MappingProxyType(dict(props))


def _parse_indices(value: object) -> tuple[int, ...]:
    """The ``next`` property: an int, or a comma-separated list of ints ("12" or "12,31")."""
    if value is None or value == "":
        return ()
    if isinstance(value, bool):
        raise ValueError(f"next={value!r} is not a list of indices")
    if isinstance(value, int):
        return (value,)
    try:
        return tuple(int(part) for part in str(value).split(","))
    except ValueError:
        raise ValueError(f"next={value!r} is not a comma-separated list of indices") from None


@dataclass(frozen=True)
class Space:
    """One object of the map's "spaces" layer."""

    index: int
    kind: str
    x: float
    y: float
    width: float
    height: float
    name: str
    props: Mapping[str, object] = field(hash=False)

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.width / 2, self.y + self.height / 2)

    @property
    def symbol(self) -> str | None:
        return self.props.get("symbol")  # type: ignore[return-value]

    def next_indices(self) -> tuple[int, ...]:
        return _parse_indices(self.props.get("next"))


@dataclass(frozen=True)
class Anchor:
    """One named object of the map's "anchors" layer."""

    name: str
    x: float
    y: float
    width: float
    height: float
    props: Mapping[str, object] = field(hash=False)

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.width / 2, self.y + self.height / 2)


@dataclass(frozen=True)
class Board:
    """The board graph of one map: spaces sorted by index, anchors by name."""

    path: str
    width: int
    height: int
    tile_width: int
    tile_height: int
    properties: Mapping[str, object] = field(hash=False)
    spaces: tuple[Space, ...]
    anchors: Mapping[str, Anchor] = field(hash=False)
    _by_index: Mapping[int, Space] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_index", MappingProxyType({s.index: s for s in self.spaces}))

    def space(self, index: int) -> Space:
        try:
            return self._by_index[index]
        except (KeyError, TypeError):
            raise BoardError(f"{self.path}: no space with index {index!r}") from None

    def successors(self, index: int) -> tuple[int, ...]:
        """The spaces a step forward leads to: "next" if given, else index+1 if it exists."""
        nxt = self.space(index).next_indices()
        if nxt:
            return nxt
        return (index + 1,) if index + 1 in self._by_index else ()


# The words of a map's problems (below) are for whoever edits the Tiled maps, in the language of the
# rest of the code; the notice a player reads around them is translated (scenes/app.py).
def _describe(obj, layer: str) -> str:
    name = f" {obj.name!r}" if obj.name else ""
    return f"object {obj.id}{name} in layer {layer!r}"  # i18n: keep (for the maps' author)


# Property names pytmx refuses on an object, because they clash with its own attributes.
_RESERVED = frozenset({"id", "name", "type", "class", "x", "y", "width", "height", "rotation",
                       "gid", "visible", "closed", "template", "points", "parent", "properties",
                       "image", "custom_types", "as_points", "apply_transformations"})


def _diagnose(path: str) -> str:
    """Find the object property pytmx choked on (type="int" value="abc", or a reserved name)."""
    casts = {"int": int, "float": float, "object": int}
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        return ""
    for group in root.iter("objectgroup"):
        for obj in group.iter("object"):
            for prop in obj.iter("property"):
                cast = casts.get(prop.get("type", ""))
                try:
                    if cast is not None:
                        cast(prop.get("value"))
                    problem = "is a reserved name" if prop.get("name") in _RESERVED else ""  # i18n: keep (for the maps' author)
                except (TypeError, ValueError):
                    problem = f"value {prop.get('value')!r} is not of type {prop.get('type')}"  # i18n: keep (for the maps' author)
                if problem:
                    name = f" {obj.get('name')!r}" if obj.get("name") else ""
                    return (f" (object {obj.get('id')}{name} in layer {group.get('name')!r}: "  # i18n: keep (for the maps' author)
                            f"property {prop.get('name')!r} {problem})")
    return ""


def _where_broken(path: str, exc: ElementTree.ParseError) -> str:
    """For XML that does not parse (a truncated file): the object or layer being read there."""
    line = getattr(exc, "position", (0, 0))[0]
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            head = "".join(f.readlines()[:max(line, 1)])
    except OSError:
        return ""
    layers = re.findall(r'<(?:objectgroup|layer)\b[^>]*\bname="([^"]*)"', head)
    objects = re.findall(r'<object\b[^>]*\bid="([^"]*)"(?:[^>]*\bname="([^"]*)")?', head)
    if objects:
        oid, name = objects[-1]
        name = f" {name!r}" if name else ""
        layer = f" in layer {layers[-1]!r}" if layers else ""  # i18n: keep (for the maps' author)
        return f" (at or after object {oid}{name}{layer})"  # i18n: keep (for the maps' author)
    if layers:
        return f" (at or after layer {layers[-1]!r})"  # i18n: keep (for the maps' author)
    return " (before any layer)"  # i18n: keep (for the maps' author)


def map_error(path: str | os.PathLike[str], exc: BaseException) -> BoardError:
    """The BoardError for a map that a reader (pytmx, for the topology or the art) could
    not read: it names the file, and the object where it can be found."""
    path = os.fspath(path)
    if isinstance(exc, BoardError):
        return exc
    if isinstance(exc, FileNotFoundError) and not os.path.isfile(path):
        return BoardError(f"{path}: no such map file")  # i18n: keep (for the maps' author)
    if isinstance(exc, ElementTree.ParseError):
        where = _where_broken(path, exc)
    else:
        where = _diagnose(path)
    return BoardError(f"{path}: not a readable Tiled map: {type(exc).__name__}: {exc}{where}")  # i18n: keep (for the maps' author)


def _read_tmx(path: str):
    if not os.path.isfile(path):
        raise BoardError(f"{path}: no such map file")
    try:
        return pytmx.TiledMap(path)  # default image loader: no image is opened
    except Exception as exc:  # pytmx raises anything from ParseError to KeyError
        raise map_error(path, exc) from exc


def _object_layer(tmx, path: str, name: str, *, required: bool):
    found = [layer for layer in tmx.layers if getattr(layer, "name", None) == name]
    groups = [layer for layer in found if isinstance(layer, pytmx.TiledObjectGroup)]
    if len(groups) > 1:
        raise BoardError(f"{path}: {len(groups)} object layers named {name!r}; keep one")
    if not groups:
        if required:
            kind = " (it is not an object layer)" if found else ""  # i18n: keep (for the maps' author)
            raise BoardError(f"{path}: no object layer named {name!r}{kind}")
        return None
    return groups[0]


def _read_spaces(tmx, path: str, required: Collection[str], kinds) -> tuple[Space, ...]:
    layer = _object_layer(tmx, path, SPACES_LAYER, required=True)
    dx, dy = float(layer.offsetx or 0), float(layer.offsety or 0)
    spaces: dict[int, tuple[Space, object]] = {}
    for obj in layer:
        where = _describe(obj, SPACES_LAYER)
        props = dict(obj.properties)
        for key in ("index", *required):
            if key not in props:
                raise BoardError(f"{path}: {where}: missing property {key!r}")
        index = props["index"]
        if isinstance(index, bool) or not isinstance(index, int):
            raise BoardError(f"{path}: {where}: index {index!r} is not an integer "
                             f"(give the property type int)")
        kind = props.get("kind", "")
        if not isinstance(kind, str):
            raise BoardError(f"{path}: {where}: kind {kind!r} is not a string")
        if kinds is not None and kind not in kinds:
            raise BoardError(f"{path}: {where}: unknown kind {kind!r} "
                             f"(expected one of {', '.join(sorted(kinds))})")
        if index in spaces:
            other = _describe(spaces[index][1], SPACES_LAYER)
            raise BoardError(f"{path}: index {index} is duplicated: {other} and {where}")
        try:
            _parse_indices(props.get("next"))
        except ValueError as exc:
            raise BoardError(f"{path}: {where}: {exc}") from None
        space = Space(index=index, kind=kind, x=float(obj.x) + dx, y=float(obj.y) + dy,
                      width=float(obj.width), height=float(obj.height),
                      name=obj.name or "", props=_frozen(props))
        spaces[index] = (space, obj)
    for index, (space, obj) in spaces.items():
        for target in space.next_indices():
            if target not in spaces:
                raise BoardError(f"{path}: {_describe(obj, SPACES_LAYER)}: next names "
                                 f"index {target}, which no space has")
    return tuple(spaces[i][0] for i in sorted(spaces))


def _read_anchors(tmx, path: str) -> dict[str, Anchor]:
    layer = _object_layer(tmx, path, ANCHORS_LAYER, required=False)
    if layer is None:
        return {}
    dx, dy = float(layer.offsetx or 0), float(layer.offsety or 0)
    anchors: dict[str, tuple[Anchor, object]] = {}
    for obj in layer:
        where = _describe(obj, ANCHORS_LAYER)
        if not obj.name:
            raise BoardError(f"{path}: {where}: an anchor needs a name")
        if obj.name in anchors:
            other = _describe(anchors[obj.name][1], ANCHORS_LAYER)
            raise BoardError(f"{path}: anchor name {obj.name!r} is duplicated: {other} and {where}")
        anchor = Anchor(name=obj.name, x=float(obj.x) + dx, y=float(obj.y) + dy,
                        width=float(obj.width), height=float(obj.height),
                        props=_frozen(obj.properties))
        anchors[obj.name] = (anchor, obj)
    return {name: anchor for name, (anchor, _) in anchors.items()}


@functools.lru_cache(maxsize=128)
def _load_cached(path: str, resolved: str, stamp: tuple[int, int],
                 required: tuple[str, ...], kinds: frozenset[str] | None) -> Board:
    del resolved, stamp  # cache keys only: a changed file is read again
    tmx = _read_tmx(path)
    spaces = _read_spaces(tmx, path, required, kinds)
    anchors = _read_anchors(tmx, path)
    return Board(path=path, width=int(tmx.width) * int(tmx.tilewidth),
                 height=int(tmx.height) * int(tmx.tileheight),
                 tile_width=int(tmx.tilewidth), tile_height=int(tmx.tileheight),
                 properties=_frozen(tmx.properties), spaces=spaces,
                 anchors=MappingProxyType(anchors))


def load_board(path: str | os.PathLike[str], *, required: Collection[str] = ("index", "kind"),
               kinds: Collection[str] | None = None) -> Board:
    """Read the board graph of a Tiled map.

    ``required``: the properties every space must have ("index" always is).
    ``kinds``: if given, the only allowed values of "kind".
    Raises BoardError, naming the file and the object, for any problem.
    """
    name = os.fspath(path)
    if isinstance(required, str):
        required = (required,)
    if isinstance(kinds, str):
        kinds = (kinds,)
    try:
        st = os.stat(name)
    except OSError:
        raise BoardError(f"{name}: no such map file") from None
    return _load_cached(name, str(Path(name).resolve()), (st.st_mtime_ns, st.st_size),
                        tuple(required), None if kinds is None else frozenset(kinds))
