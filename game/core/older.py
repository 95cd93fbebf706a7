"""Games saved under older rules: what can honestly be shown of a journal the engine no longer plays.

A journal records the rules version of its game (GameSpec.rules_version). When the rules
have changed since, replaying its actions under today's rules would give another game, or
none: so such a journal is never continued and never called corrupt. Match.resume raises
OlderRules carrying a Record: the seats, when, and the moves as the journal holds them,
each described in plain words: the game's own description where today's engine still reads
the action and has one ("Anne: pay 2 from hold 1"), else its name and values ("Anne: place
dice: day 1, night 6"). The Continue screen offers it as "finished under
older rules" with this list as its log.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..i18n import _
from .contract import Action, GameSpec
from .edges import _short
from .journal import JournalError


@dataclass
class Record:
    """A journal of `spec`'s game played under rules version `rules` (older than today's)."""

    spec: GameSpec
    rules: int
    seats: list          # Seat, as read
    actions: list        # the journal's [seat, action JSON] pairs, unreplayed

    def changes(self) -> list[str]:
        """What changed in the rules since this game was played, in the player's language."""
        return [_(text) for version, text in sorted(self.spec.rules_changes.items()) if version > self.rules]

    def moves(self) -> list[str]:
        """One line per move, in order: who, and what the journal says they did."""
        return [f"{n + 1}. {self._who(entry)}: {self._what(entry)}" for n, entry in enumerate(self.actions)]

    def _who(self, entry: Any) -> str:
        seat = entry[0] if isinstance(entry, list) and entry else None
        if type(seat) is int and 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return _("seat {seat}").format(seat=_short(seat, 12))

    def _what(self, entry: Any) -> str:
        data = entry[1] if isinstance(entry, list) and len(entry) == 2 else entry
        try:
            action = self.spec.action_from_json(data)
        except (ValueError, TypeError, RecursionError):
            action = None
        if action is not None and type(action).describe is not Action.describe:
            return action.describe()             # the game's own words for it
        if isinstance(data, dict):               # "place dice: day 1, night 6"
            kind = str(data.get("type", "?"))[:30].replace("_", " ")
            fields = ", ".join(f"{str(k).replace('_', ' ')} {_plain(v)}" for k, v in data.items() if k != "type")
            return f"{kind}: {fields}" if fields else kind
        return _short(data)


def _plain(value: Any) -> str:
    if isinstance(value, str):
        return value[:30] if value else "-"
    if isinstance(value, list):
        return "[" + ", ".join(_plain(v) for v in value[:8]) + (", ..." if len(value) > 8 else "") + "]"
    return _short(value, 30)


class OlderRules(JournalError):
    """A journal of an older rules version than its game's: kept, never replayed; `record`."""

    def __init__(self, message: str, record: Record) -> None:
        super().__init__(message)
        self.record = record
