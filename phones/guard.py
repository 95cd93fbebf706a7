"""The phones' server's guard: who comes in, under which name, and what guessing costs.

    Door    one TCP connection through the listening socket: counted while open, handed to
            aiohttp's handler, or closed at once past the bounds (before aiohttp reads a byte)
    Guard   the counts behind the door (connections in all and from each address), the wrong
            room codes of each address, the names this server answers to (Host, Origin), the
            headers every answer carries, and trouble logged once a minute, never raised

All of it lives on the server's thread (phones.server); the bounds are protocol.Limits.
"""
from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from typing import Callable

from .protocol import Limits

log = logging.getLogger("pirate_arcade.phones")

QUIET = 60.0             # seconds between two log lines about the same trouble


class Guard:
    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self.clock = clock
        self.open = 0                             # TCP connections open
        self.peers: dict[str, int] = {}           # address -> its connections open
        self.wrong: dict[str, deque] = {}         # address -> when it sent its latest wrong codes
        self.said: dict[str, float] = {}          # trouble -> when it was last logged

    # ------------------------------------------------------------------ connections
    def admit(self, peer: str) -> bool:
        """May one more connection from `peer` come in? (counted if so, until `leave`)"""
        if self.open >= self.limits.connections or self.peers.get(peer, 0) >= self.limits.per_peer:
            self.say("full", "phones' server: connections refused (%d open, %d from %s)",   # i18n: keep (a log line)
                     self.open, self.peers.get(peer, 0), peer)
            return False
        self.open += 1
        self.peers[peer] = self.peers.get(peer, 0) + 1
        return True

    def leave(self, peer: str) -> None:
        self.open -= 1
        left = self.peers.get(peer, 1) - 1
        if left > 0:
            self.peers[peer] = left
        else:
            self.peers.pop(peer, None)

    # ------------------------------------------------------------------ guessing
    def guessing(self, peer: str) -> bool:
        """Has `peer` sent `wrong_per_peer` wrong room codes within the window?"""
        times = self.wrong.get(peer)
        if times is None:
            return False
        now = self.clock()
        while times and now - times[0] >= self.limits.wrong_window:
            times.popleft()
        if not times:
            del self.wrong[peer]
            return False
        return len(times) >= self.limits.wrong_per_peer

    def wrong_code(self, peer: str) -> None:
        self.wrong.setdefault(peer, deque(maxlen=self.limits.wrong_per_peer)).append(self.clock())

    # ------------------------------------------------------------------ names and headers
    @staticmethod
    def hosts(host: str, port: int) -> set[str]:
        """The Host headers that name the server at host:port (and localhost on loopback)."""
        names = {host} | ({"localhost"} if host.startswith("127.") else set())
        return {f"{name}:{port}" for name in names} | (names if port == 80 else set())

    @staticmethod
    def origins(host: str, port: int) -> set[str]:
        """The Origin of the page the server serves: a browser's socket must come from it."""
        return {f"http://{name}" for name in Guard.hosts(host, port)}

    @staticmethod
    def headers(host: str, port: int) -> dict[str, str]:
        """What every answer carries: no sniffing, no referrer, and a Content-Security-Policy
        that allows the page's own files and its own WebSocket, nothing else."""
        policy = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; "  # i18n: keep
                  f"connect-src 'self' ws://{host}:{port}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
        return {"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer", "Content-Security-Policy": policy}

    # ------------------------------------------------------------------ trouble
    def say(self, trouble: str, *args) -> None:
        """Log `args` unless the same trouble was logged within QUIET seconds."""
        now = self.clock()
        if now - self.said.get(trouble, -QUIET) >= QUIET:
            self.said[trouble] = now
            log.warning(*args)

    def loop_trouble(self, loop: asyncio.AbstractEventLoop, context: dict) -> None:
        """The loop's own errors (accept() out of open files...): said once a minute, never raised."""
        exc = context.get("exception")
        self.say(f"{context.get('message')}: {type(exc).__name__}" if exc else str(context.get("message")),
                 "phones' server: %s (%s)", context.get("message"), exc)


class Door(asyncio.Protocol):
    """One TCP connection: counted by the guard while open and handed to the handler that
    `handler()` makes (aiohttp's); one past the bounds is closed at once."""

    def __init__(self, guard: Guard, handler: Callable[[], asyncio.Protocol]) -> None:
        self.guard = guard
        self.handler = handler
        self.peer = ""
        self.inner: asyncio.Protocol | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername")
        self.peer = str(peer[0]) if peer else ""
        if not self.guard.admit(self.peer):
            transport.abort()
            return
        self.inner = self.handler()
        self.inner.connection_made(transport)

    def connection_lost(self, exc: Exception | None) -> None:
        inner, self.inner = self.inner, None
        if inner is not None:
            self.guard.leave(self.peer)
            inner.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.inner is not None:
            self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.inner is not None else None

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()
