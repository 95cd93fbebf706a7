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
    return _room(game_id, "choices").decide


# And in phone_hand.py, what a phone of the game shows besides its decision (no pygame):
# hand(view, seat, names) -> (groups, figures), and PICTURES, the asset folders it may show.
def phone_hand(game_id: str):
    """The `hand` function of `game_id`'s phone_hand module (a seat's private things on its phone)."""
    return _room(game_id, "phone_hand").hand


def phone_pictures() -> tuple[str, ...]:
    """The asset folders any game's phone may show: every table's phone_hand.PICTURES, once each."""
    return tuple(dict.fromkeys(folder for gid in TABLES for folder in _room(gid, "phone_hand").PICTURES))


def _room(game_id: str, room: str):
    if game_id not in TABLES:
        raise KeyError(f"no table for game {game_id!r}; known: {', '.join(TABLES)}")
    return importlib.import_module(f"scenes.{game_id}.{room}")


def playable() -> list[str]:
    return [gid for gid in game.ids() if gid in TABLES]


def table_for(app, match, bindings: dict[int, str] | None = None, demo: bool = False):
    """The table scene of `match`'s game; `bindings`: seat -> device group (None: any device)."""
    module, cls = TABLES[match.spec.id].split(":")
    return getattr(importlib.import_module(module), cls)(app, match, bindings, demo)
