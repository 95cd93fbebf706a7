"""The phone protocol: what a phone may send (checked here, field by field) and the bounds.

Every message is one JSON object in a WebSocket text frame, with a "type":

    phone -> table
    {"type": "hello", "room": CODE, "session": SECRET?}   first message; SECRET rejoins a seat
    {"type": "join", "seat": N, "name": "Anne"}           take seat N under that name
    {"type": "act", "action": {...}}                       an action's to_json (one of the moves)
    {"type": "undo"}                                       take back this seat's latest move
    {"type": "log"}                                        the whole log again
    {"type": "leave"}                                      give the seat up

    table -> phone: "welcome" (the game, the seats, the page's words), "joined" (the seat and
    its secret), "view" (the seat's private view and its moves), "log" (new lines), "error",
    "bye" (the seat is no longer this phone's). phones/__init__.py describes each field.

`parse(text)` turns a frame into a checked dict or raises ProtocolError with a message for
the phone. The action inside "act" is decoded later by the game's own
`spec.action_from_json` and checked against `legal_actions` (phones.room).
"""
from __future__ import annotations

import json
import time
from typing import Any

from game.i18n import _

MAX_MESSAGE = 4096          # bytes of one phone message (an action is far smaller)
MAX_NAME = 14               # characters of a name typed on a phone (as in the lobby)
MAX_TOKEN = 64              # characters of a room code or a session secret
MAX_DEPTH = 6               # nesting of a phone message (an action nests two or three levels)
RATE = 8.0                  # messages a second a phone may send, on average...
BURST = 24                  # ...with this many at once
MAX_PHONES = 12             # connections at once (the biggest table seats 8)

# type -> {field: (python types, required)}
FIELDS: dict[str, dict[str, tuple[tuple[type, ...], bool]]] = {
    "hello": {"room": ((str,), True), "session": ((str,), False)},
    "join": {"seat": ((int,), True), "name": ((str,), True)},
    "act": {"action": ((dict,), True)},
    "undo": {},
    "log": {},
    "leave": {},
}


class ProtocolError(Exception):
    """A message the table refuses; the text is sent back to the phone as an "error"."""


def _depth(value: Any, level: int = 0) -> int:
    if level > MAX_DEPTH:
        return level
    if isinstance(value, dict):
        return max([_depth(v, level + 1) for v in value.values()] or [level + 1])
    if isinstance(value, list):
        return max([_depth(v, level + 1) for v in value] or [level + 1])
    return level


def parse(text: str | bytes) -> dict:
    """The message in `text`, checked: a known type with exactly its fields, each of its type."""
    size = len(text.encode("utf-8") if isinstance(text, str) else text)
    if size > MAX_MESSAGE:
        raise ProtocolError(_("message too large ({size} bytes; at most {limit})").format(size=size, limit=MAX_MESSAGE))
    try:
        msg = json.loads(text)
    except (ValueError, UnicodeDecodeError):
        raise ProtocolError(_("a message must be JSON")) from None
    if not isinstance(msg, dict):
        raise ProtocolError(_("a message must be a JSON object"))
    kind = msg.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise ProtocolError(_("unknown message type {kind} (known: {known})").format(kind=repr(str(kind)[:20]), known=", ".join(FIELDS)))
    if _depth(msg) > MAX_DEPTH:
        raise ProtocolError(_("message nested deeper than {n} levels").format(n=MAX_DEPTH))
    fields = FIELDS[kind]
    extra = sorted(k for k in msg if k != "type" and k not in fields)
    if extra:
        raise ProtocolError(_("{kind} has unknown fields: {fields}").format(kind=repr(kind), fields=", ".join(map(str, extra))[:80]))
    for name, (types, required) in fields.items():
        if name not in msg:
            if required:
                raise ProtocolError(_("{kind} needs the field {field}").format(kind=repr(kind), field=repr(name)))
            continue
        value = msg[name]
        if not isinstance(value, types) or isinstance(value, bool):
            raise ProtocolError(_("{kind} field {field} has the wrong type").format(kind=repr(kind), field=repr(name)))
    if kind == "hello":
        for name in ("room", "session"):
            if len(msg.get(name, "")) > MAX_TOKEN:
                raise ProtocolError(_("{field} is too long").format(field=repr(name)))
    if kind == "join":
        name = msg["name"].strip()
        if not 0 < len(name) <= MAX_NAME or not name.isprintable():
            raise ProtocolError(_("a name must be 1 to {n} printable characters").format(n=MAX_NAME))
        msg["name"] = name
        if not 0 <= msg["seat"] < 16:
            raise ProtocolError(_("there is no such seat"))
    return msg


class Bucket:
    """A token bucket: `take()` is False when a phone sends faster than RATE (BURST at once)."""

    def __init__(self, rate: float = RATE, burst: int = BURST, clock=None) -> None:
        self.rate, self.burst = rate, burst
        self.clock = clock or time.monotonic
        self.tokens = float(burst)
        self.at = self.clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
