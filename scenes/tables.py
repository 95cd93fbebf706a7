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


# Each table's package holds, in choices.py, the pure builder of its decisions (no pygame):
# decide(view, seat, legal, names) -> game.core.decision.Decision | None.
def decider(game_id: str):
    """The `decide` function of `game_id`'s choices module (ARCHITECTURE.md, "Decisions in words")."""
    if game_id not in TABLES:
        raise KeyError(f"no table for game {game_id!r}; known: {', '.join(TABLES)}")
    return importlib.import_module(f"scenes.{game_id}.choices").decide


def playable() -> list[str]:
    return [gid for gid in game.ids() if gid in TABLES]


def table_for(app, match, bindings: dict[int, str] | None = None, demo: bool = False):
    """The table scene of `match`'s game; `bindings`: seat -> device group (None: any device)."""
    module, cls = TABLES[match.spec.id].split(":")
    return getattr(importlib.import_module(module), cls)(app, match, bindings, demo)
