"""Which games have a table scene, and how to open one for a match: the games' registry.

A game is playable (listed on the game-select screen) when its engine is
registered in game/ and its table is listed here. Everything of scenes/ that needs a room of
one game by its id (its table, its decisions, a phone's hand, its rules pages, its lesson)
finds it here, by name (importlib), so that no module below the tables imports a game's package.
"""
from __future__ import annotations

import importlib
import importlib.util

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
    return room(game_id, "choices").decide


# And in phone_hand.py, what a phone of the game shows besides its decision (no pygame):
# hand(view, seat, names) -> (groups, figures), and PICTURES, the asset folders it may show.
def phone_hand(game_id: str):
    """The `hand` function of `game_id`'s phone_hand module (a seat's private things on its phone)."""
    return room(game_id, "phone_hand").hand


def phone_pictures() -> tuple[str, ...]:
    """The asset folders any game's phone may show: every table's phone_hand.PICTURES, once each."""
    return tuple(dict.fromkeys(folder for gid in TABLES for folder in room(gid, "phone_hand").PICTURES))


def room(game_id: str, name: str):
    """The module `scenes/<game>/<name>.py` of a game with a table (KeyError for another id)."""
    if game_id not in TABLES:
        raise KeyError(f"no table for game {game_id!r}; known: {', '.join(TABLES)}")
    return importlib.import_module(f"scenes.{game_id}.{name}")


def has_room(game_id: str, name: str) -> bool:
    """Does the game have a table and a `scenes/<game>/<name>.py` (rules pages, a lesson)?"""
    return game_id in TABLES and importlib.util.find_spec(f"scenes.{game_id}.{name}") is not None


def engine(game_id: str):
    """The game's engine package, `game/<game>/` (for what it offers beside its SPEC)."""
    game.get(game_id)                  # KeyError naming the known games for another id
    return importlib.import_module(f"game.{game_id}")


def playable() -> list[str]:
    return [gid for gid in game.ids() if gid in TABLES]


def table_class(game_id: str) -> type:
    """The table scene class of `game_id` (the replay viewer mixes itself in before it)."""
    module, cls = TABLES[game_id].split(":")
    return getattr(importlib.import_module(module), cls)


def table_for(app, match, bindings: dict[int, str] | None = None, demo: bool = False):
    """The table scene of `match`'s game; `bindings`: seat -> device group (None: any device)."""
    return table_class(match.spec.id)(app, match, bindings, demo)
