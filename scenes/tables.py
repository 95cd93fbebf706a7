"""Which games have a table scene, and how to open one for a match.

A game is playable (listed on the game-select screen) when its engine is
registered in game/ and its table is listed here.
"""
from __future__ import annotations

import importlib

import game

# game id -> "module:Class" of its table scene
TABLES = {
    "cartagena": "scenes.cartagena.table:CartagenaTable",
    "jamaica": "scenes.jamaica.table:JamaicaTable",
    "libertalia": "scenes.libertalia.table:LibertaliaTable",
    "palabra": "scenes.palabra.table:PalabraTable",
    "pagamas": "scenes.pagamas.table:PagamasTable",
}


def playable() -> list[str]:
    return [gid for gid in game.ids() if gid in TABLES]


def table_for(app, match, bindings: dict[int, str] | None = None, demo: bool = False):
    """The table scene of `match`'s game; `bindings`: seat -> device group (None: any device)."""
    module, cls = TABLES[match.spec.id].split(":")
    return getattr(importlib.import_module(module), cls)(app, match, bindings, demo)
