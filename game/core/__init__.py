"""The engine contract shared by every game: spec, state, actions, events, match, bots."""
from .bots import RandomBot
from .contract import Action, BotInfo, Event, GameSpec, IllegalAction, Option, State
from .journal import JournalError
from .match import Match, Seat
from .registry import get, ids
from .rng import Rng

__all__ = ["Action", "BotInfo", "Event", "GameSpec", "IllegalAction", "JournalError", "Match",
           "Option", "RandomBot", "Rng", "Seat", "State", "get", "ids"]
