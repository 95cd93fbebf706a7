"""Pirate Arcade's rules engines: pure Python, no pygame (../shared/design/ENGINE.md).

    import game
    game.ids()                       # the playable games
    spec = game.get("cartagena")
    state = spec.new_state(players=3, seed=7)
"""
from .core import (Action, BotInfo, Event, GameSpec, IllegalAction, JournalError, Match, Option,
                   RandomBot, Rng, Seat, State, get, ids)

__all__ = ["Action", "BotInfo", "Event", "GameSpec", "IllegalAction", "JournalError", "Match",
           "Option", "RandomBot", "Rng", "Seat", "State", "get", "ids"]
