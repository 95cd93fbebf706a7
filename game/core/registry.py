"""The registry of games: which engines exist, loaded on first use.

A game is listed here only once its engine is complete; the menus show exactly
these ids, so a game that is not there yet is absent, not faked.
"""
from __future__ import annotations

import importlib

from .contract import GameSpec

# In the order the game-select screen shows them.
GAME_IDS: tuple[str, ...] = ("cartagena", "jamaica", "libertalia", "palabra", "pagamas")

_loaded: dict[str, GameSpec] = {}


def ids() -> tuple[str, ...]:
    return GAME_IDS


def get(game_id: str) -> GameSpec:
    """The GameSpec of `game_id`; KeyError naming the known ids for an unknown one."""
    if game_id not in GAME_IDS:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAME_IDS)}")
    spec = _loaded.get(game_id)
    if spec is None:
        spec = importlib.import_module(f"game.{game_id}").SPEC
        _loaded[game_id] = spec
    return spec
