"""The room: the phones of one couch, their seats and secrets, on the game thread.

A `PhoneRoom` owns the `PhoneServer` and is pumped once a frame by the scene on top that
hosts phones (the lobby, then the table): `pump(host)` drains the server's inbox and asks the
host, synchronously, what each message means for the game:

    host.phone_seat_list() -> [seat dicts]             the seats, which ones a phone may take
    host.phone_join(phone, seat) -> error | None   seat the phone (its name is phone.name)
    host.phone_act(phone, action) -> error | None  an action's JSON from the phone
    host.phone_undo(phone) -> error | None
    host.phone_leave(phone)                        the phone gave its seat up
    host.phone_back(phone)                         a phone came back (its session secret)

The room answers "hello" (a known secret rejoins its seat; else the seats on offer), creates a
Phone with its own secret on a "join", sends the host's messages with `publish` (a view,
only when it changed) and `publish_log` (the new lines), and keeps when each phone dropped so
that the host can tell a sleeping phone from one gone for good (`lost_for`). A message the
room or its host cannot use (whatever it raises) is answered on that phone's socket alone with
an error: nothing a phone sends reaches the frame loop. The seats' secrets are handed to the
server as bytes (`server.sessions`), so that a phone holding one is never turned away.
"""
from __future__ import annotations

import hmac
import logging
import queue
import secrets
import time
from dataclasses import dataclass, field
from typing import Callable

from game import i18n
from game.i18n import _

from .protocol import Limits
from .server import PhoneServer
from .words import page_words

log = logging.getLogger("pirate_arcade.phones")


@dataclass
class Phone:
    number: int
    secret: str
    name: str
    seat: int
    conn: int | None = None
    lost_at: float | None = None      # when its connection dropped; None while connected
    last_view: dict | None = None
    lines: list[str] = field(default_factory=list)
    log_sent: int = 0
    acted: int = 0                    # moves of this phone the table took: each view says so

    @property
    def device(self) -> str:
        return f"phone:{self.number}"

    @property
    def connected(self) -> bool:
        return self.conn is not None


def phone_number(device: str | None) -> int | None:
    """n for a device "phone:<n>", else None."""
    if isinstance(device, str) and device.startswith("phone:") and device[6:].isdigit():
        return int(device[6:])
    return None


class PhoneRoom:
    """The phones of this couch; `start()` opens the server, `stop()` closes it and forgets them."""

    def __init__(self, port: int = 0, *, loopback: bool = False, clock=time.monotonic,
                 limits: Limits | None = None, pictures: tuple[str, ...] = ()) -> None:
        # `pictures`: the asset folders the games may show on a phone (the page's own are added)
        self.server = PhoneServer(port, loopback=loopback, limits=limits, pictures=pictures)
        self.phones: dict[int, Phone] = {}         # number -> phone
        self.by_conn: dict[int, Phone] = {}
        self.guests: set[int] = set()              # connections that said hello and have no seat
        self.clock = clock
        self.pinned = False            # on until the app closes (main.py --phones-port), whatever the scenes
        self._numbers = 0
        self._lang = None
        # name -> file of every picture with a painted name, its face in the language spoken: made
        # by the game's side (it draws; this package never does) when the language changes.
        self.painter: Callable[[], dict[str, str]] | None = None

    # ------------------------------------------------------------------ the server
    def start(self) -> None:
        self.refresh_words()
        self.server.start()

    def stop(self) -> None:
        for phone in self.phones.values():
            if phone.conn is not None:
                self.server.send(phone.conn, {"type": "bye", "message": _("The table closed the room.")})
        self.server.stop()
        self.phones.clear()
        self.by_conn.clear()
        self.guests.clear()
        self._secrets_changed()

    @property
    def running(self) -> bool:
        return self.server.running

    @property
    def url(self) -> str:
        return self.server.url

    def refresh_words(self) -> None:
        """The page's words in the language now spoken (checked each pump: Settings may change it)."""
        lang = i18n.language()
        if lang != self._lang:
            self._lang = lang
            self.server.lang = lang
            self.server.words = page_words()
            self.server.painted = self.painter() if self.painter is not None else {}

    # ------------------------------------------------------------------ phones
    def phone(self, device: str | None) -> Phone | None:
        number = phone_number(device)
        return self.phones.get(number) if number is not None else None

    def seated(self) -> list[Phone]:
        return list(self.phones.values())

    def lost_for(self, phone: Phone) -> float:
        """Seconds since the phone's connection dropped (0 while connected)."""
        return 0.0 if phone.lost_at is None else self.clock() - phone.lost_at

    def release(self, phone: Phone, message: str) -> None:
        """The seat is no longer this phone's (handed to a bot, a pad, another phone)."""
        self.phones.pop(phone.number, None)
        self._secrets_changed()
        if phone.conn is not None:
            self.by_conn.pop(phone.conn, None)
            self.server.send(phone.conn, {"type": "bye", "message": message})
            self.guests.add(phone.conn)

    def _secrets_changed(self) -> None:
        self.server.sessions = frozenset(p.secret.encode("ascii") for p in self.phones.values())

    # ------------------------------------------------------------------ the frame's work
    def pump(self, host) -> None:
        self.refresh_words()
        while True:
            try:
                cid, msg = self.server.inbox.get_nowait()
            except queue.Empty:
                return
            try:
                getattr(self, f"_on_{msg['type']}")(host, cid, msg)
            except Exception:      # noqa: BLE001  a phone's message never stops the table
                log.exception("phone message %r could not be used", msg.get("type"))
                self.error(cid, _("The table could not use that message."), "bad")

    def welcome(self, host, cid: int) -> None:
        self.server.send(cid, {"type": "welcome", "game": host.phone_game(), "seats": host.phone_seat_list(),
                               "lang": self._lang, "words": self.server.words})

    def seats_changed(self, host) -> None:
        """Tell the phones without a seat what is on offer now."""
        for cid in list(self.guests):
            self.welcome(host, cid)

    def publish(self, phone: Phone, message: dict) -> None:
        """Send `message` (a "view") to the phone if it differs from the last one it got."""
        if message == phone.last_view:
            return
        phone.last_view = message
        if phone.conn is not None:
            self.server.send(phone.conn, message)

    def publish_log(self, phone: Phone, lines: list[str]) -> None:
        """The log as the phone's seat may read it: only the lines it has not had are sent."""
        phone.lines = lines
        if phone.conn is not None and len(lines) > phone.log_sent:
            self.server.send(phone.conn, {"type": "log", "from": phone.log_sent, "lines": lines[phone.log_sent:]})
            phone.log_sent = len(lines)

    def error(self, cid: int, message: str, code: str = "refused") -> None:
        self.server.send(cid, {"type": "error", "code": code, "message": message})

    # ------------------------------------------------------------------ messages
    def _on_hello(self, host, cid: int, msg: dict) -> None:
        secret = msg.get("session")         # an ASCII token (phones.protocol), compared as bytes
        given = secret.encode("ascii") if secret else None
        phone = next((p for p in self.phones.values()
                      if given is not None and hmac.compare_digest(p.secret.encode("ascii"), given)), None)
        if phone is None:
            self.guests.add(cid)
            self.welcome(host, cid)
            return
        if phone.conn is not None and phone.conn != cid:       # the same phone, a second tab: it moves
            self.by_conn.pop(phone.conn, None)
            self.server.close(phone.conn)
        phone.conn, phone.lost_at = cid, None
        self.by_conn[cid] = phone
        self._joined(host, phone)
        host.phone_back(phone)

    def _joined(self, host, phone: Phone) -> None:
        self.server.send(phone.conn, {"type": "welcome", "game": host.phone_game(), "seats": host.phone_seat_list(),
                                      "lang": self._lang, "words": self.server.words})
        self.server.send(phone.conn, {"type": "joined", "seat": phone.seat, "name": phone.name,
                                      "session": phone.secret})
        if phone.last_view is not None:
            self.server.send(phone.conn, phone.last_view)
        self.server.send(phone.conn, {"type": "log", "from": 0, "lines": list(phone.lines)})
        phone.log_sent = len(phone.lines)

    def _on_join(self, host, cid: int, msg: dict) -> None:
        if cid in self.by_conn:
            self.error(cid, _("This phone already has a seat."))
            return
        self._numbers += 1
        phone = Phone(self._numbers, secrets.token_urlsafe(18), msg["name"], msg["seat"], cid)
        problem = host.phone_join(phone, msg["seat"])
        if problem:
            self.error(cid, problem, "seat")
            self.welcome(host, cid)
            return
        self.guests.discard(cid)
        self.phones[phone.number] = phone
        self._secrets_changed()
        self.by_conn[cid] = phone
        self._joined(host, phone)
        self.seats_changed(host)

    def _seated(self, cid: int) -> Phone | None:
        phone = self.by_conn.get(cid)
        if phone is None:
            self.error(cid, _("Take a seat first."), "seat")
        return phone

    def _on_act(self, host, cid: int, msg: dict) -> None:
        phone = self._seated(cid)
        if phone is not None:
            problem = host.phone_act(phone, msg["action"])
            if problem:
                self.error(cid, problem)
            else:
                phone.acted += 1

    def _on_undo(self, host, cid: int, msg: dict) -> None:
        phone = self._seated(cid)
        if phone is not None:
            problem = host.phone_undo(phone)
            if problem:
                self.error(cid, problem)

    def _on_log(self, host, cid: int, msg: dict) -> None:
        phone = self._seated(cid)
        if phone is not None:
            phone.log_sent = 0
            self.publish_log(phone, phone.lines)

    def _on_leave(self, host, cid: int, msg: dict) -> None:
        phone = self._seated(cid)
        if phone is not None:
            host.phone_leave(phone)
            self.release(phone, _("You left your seat."))
            self.welcome(host, cid)
            self.seats_changed(host)

    def _on_gone(self, host, cid: int, msg: dict) -> None:
        self.guests.discard(cid)
        phone = self.by_conn.pop(cid, None)
        if phone is not None and phone.conn == cid:
            phone.conn, phone.lost_at = None, self.clock()
