"""Games saved under older rules: what can honestly be shown of a journal the engine no longer plays.

A journal records the rules version of its game (GameSpec.rules_version). When the rules
have changed since, replaying its actions under today's rules would give another game, or
none: so such a journal is never continued and never called corrupt. Match.resume raises
OlderRules carrying a Record: the seats, when, and the moves as the journal holds them,
each described in plain words where today's engine still reads it ("Anne: pay 2 from hold
1"), else by its own name and values. The Continue screen offers it as "finished under
older rules" with this list as its log.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..i18n import _
from .contract import GameSpec
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
            return self.spec.action_from_json(data).describe()
        except (ValueError, TypeError, RecursionError):
            pass
        if isinstance(data, dict):
            fields = ", ".join(f"{k}={_short(v, 30)}" for k, v in data.items() if k != "type")
            return f"{_short(data.get('type'), 30)}({fields})"
        return _short(data)


class OlderRules(JournalError):
    """A journal of an older rules version than its game's: kept, never replayed; `record`."""

    def __init__(self, message: str, record: Record) -> None:
        super().__init__(message)
        self.record = record
