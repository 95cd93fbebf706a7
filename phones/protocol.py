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
the phone (and the error's code). Everything is checked before anything is decoded into the
game: the size in bytes, the nesting (counted on the text, before the JSON parser recurses),
JSON without NaN or Infinity, text that is valid Unicode (no lone surrogate), and the room
code and session secret as ASCII tokens (compared as bytes). The action inside "act" is
decoded later by the game's own `spec.action_from_json` and checked against `legal_actions`
(phones.room). `Limits` are the server's bounds on connections, time and guessing.
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from game.i18n import _

MAX_MESSAGE = 4096          # bytes of one phone message (an action is far smaller)
MAX_NAME = 14               # characters of a name typed on a phone (as in the lobby)
MAX_TOKEN = 64              # characters of a room code or a session secret
MAX_DEPTH = 6               # nesting of a phone message (an action nests two or three levels)
RATE = 8.0                  # messages a second a phone may send, on average...
BURST = 24                  # ...with this many at once
MAX_PHONES = 12             # WebSockets at once (the biggest table seats 8)
SECRET_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")   # token_urlsafe

# type -> {field: (python types, required)}
FIELDS: dict[str, dict[str, tuple[tuple[type, ...], bool]]] = {
    "hello": {"room": ((str,), True), "session": ((str,), False)},
    "join": {"seat": ((int,), True), "name": ((str,), True)},
    "act": {"action": ((dict,), True)},
    "undo": {},
    "log": {},
    "leave": {},
}


@dataclass(frozen=True)
class Limits:
    """The server's bounds; the tests give small ones."""

    connections: int = 64           # TCP connections at once, of any kind (page, pictures, sockets)
    per_peer: int = 24              # of them from one address (a phone's browser opens up to ~8)
    phones: int = MAX_PHONES        # WebSockets at once
    request: float = 10.0           # seconds to send a whole request (and a kept-alive connection's idle time)
    hello: float = 10.0             # seconds from a WebSocket's opening to its hello with the right code
    wrong_per_socket: int = 5       # wrong room codes on one socket: it is closed
    wrong_per_peer: int = 20        # wrong room codes from one address in `wrong_window`: it waits
    wrong_window: float = 60.0


class ProtocolError(Exception):
    """A message the table refuses; the text is sent back to the phone as an "error" with `code`
    ("bad", or "room" for a room code or secret that cannot be one: the page asks for the code)."""

    def __init__(self, message: str, code: str = "bad") -> None:
        super().__init__(message)
        self.code = code


def nesting(text: str) -> int:
    """How deep the JSON in `text` nests (brackets outside strings), counted without parsing."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def _no_constant(name: str) -> None:
    raise ValueError(name)


def _unicode(value: Any) -> bool:
    """No lone surrogate anywhere (a JSON escape such as \\ud800 decodes to one)."""
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def room_token(value: str) -> str:
    """A typed room code as the table compares it: ASCII letters and digits, in capitals."""
    code = value.strip()
    if not 0 < len(code) <= MAX_TOKEN or not code.isascii() or not code.isalnum():
        raise ProtocolError(_("a room code is letters and digits"), "room")
    return code.upper()


def secret_token(value: str) -> str:
    if not 0 < len(value) <= MAX_TOKEN or not set(value) <= SECRET_CHARS:
        raise ProtocolError(_("this seat's secret is not one the table gives: type the room code again"), "room")
    return value


def parse(text: str | bytes) -> dict:
    """The message in `text`, checked: a known type with exactly its fields, each of its type."""
    if isinstance(text, bytes):
        size = len(text)
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError(_("a message must be UTF-8 text")) from None
    else:
        size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_MESSAGE:
        raise ProtocolError(_("message too large ({size} bytes; at most {limit})").format(size=size, limit=MAX_MESSAGE))
    if nesting(text) > MAX_DEPTH:
        raise ProtocolError(_("message nested deeper than {n} levels").format(n=MAX_DEPTH))
    try:
        msg = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise ProtocolError(_("a message must be JSON")) from None
    if not isinstance(msg, dict):
        raise ProtocolError(_("a message must be a JSON object"))
    if not _unicode(msg):
        raise ProtocolError(_("a message must be UTF-8 text"))
    kind = msg.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise ProtocolError(_("unknown message type {kind} (known: {known})").format(kind=repr(str(kind)[:20]), known=", ".join(FIELDS)))
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
        msg["room"] = room_token(msg["room"])
        if "session" in msg:
            msg["session"] = secret_token(msg["session"])
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
