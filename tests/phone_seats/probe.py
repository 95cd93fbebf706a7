"""A phone for the tests: a WebSocket client on its own thread, read while the app is stepped."""
from __future__ import annotations

import asyncio
import json
import queue
import threading
import time

import aiohttp

from scenes.app import App
from scenes.phone_panel import start_phones
from tests.ui.helpers import make_app


class Probe:
    """connect() (101, the refusal's HTTP status, or 0 for a connection closed at once), send(dict)
    / send_raw(text), and expect(app, type): the next message of that type, stepping the app
    (the game thread pumps the room) until it comes."""

    def __init__(self, port: int, host: str = "127.0.0.1", headers: dict | None = None,
                 source: str | None = None) -> None:
        self.port, self.host, self.headers, self.source = port, host, headers or {}, source
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.seen: list[dict] = []
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.ws = None
        self.session = None
        self.closed = threading.Event()

    def _run(self, coro, timeout: float = 10.0):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def connect(self, status_only: bool = False):
        async def go():
            # `source`: the address this phone connects from (another device, on loopback: 127.0.0.2)
            connector = aiohttp.TCPConnector(local_addr=(self.source, 0)) if self.source else None
            self.session = aiohttp.ClientSession(connector=connector)
            try:
                self.ws = await self.session.ws_connect(f"ws://{self.host}:{self.port}/ws", headers=self.headers)
            except aiohttp.WSServerHandshakeError as exc:
                return exc.status
            except (aiohttp.ClientError, OSError):         # closed at the door, before any answer
                return 0
            self.closed.clear()
            asyncio.ensure_future(self._read())
            return 101
        return self._run(go())

    async def _read(self):
        async for frame in self.ws:
            if frame.type == aiohttp.WSMsgType.TEXT:
                self.inbox.put(json.loads(frame.data))
        self.closed.set()

    def send(self, msg: dict) -> None:
        self.send_raw(json.dumps(msg))

    def send_raw(self, text) -> None:
        if isinstance(text, bytes):
            self._run(self.ws.send_bytes(text))
        else:
            self._run(self.ws.send_str(text))

    def close(self) -> None:
        async def go():
            if self.ws is not None:
                await self.ws.close()
            if self.session is not None:
                await self.session.close()
        self._run(go())

    def stop(self) -> None:
        try:
            self.close()
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(2)

    def expect(self, app: App, kind: str, frames: int = 900, where=lambda m: True) -> dict:
        for _ in range(frames):
            try:
                while True:
                    msg = self.inbox.get_nowait()
                    self.seen.append(msg)
                    if msg["type"] == kind and where(msg):
                        return msg
            except queue.Empty:
                pass
            app.step(1 / 60)
            time.sleep(0.002)
        raise AssertionError(f"no {kind!r} message; saw {[m['type'] for m in self.seen[-12:]]}")

    def drain(self, app: App, frames: int = 30) -> list[dict]:
        out = []
        for _ in range(frames):
            app.step(1 / 60)
            time.sleep(0.002)
            while not self.inbox.empty():
                out.append(self.inbox.get_nowait())
        self.seen += out
        return out


def step_while(app: App, busy, seconds: float = 10.0) -> None:
    """Step the app (the game thread pumps the room) while `busy()` holds, at most `seconds` of the
    clock: the phones' server thread gets its turn between frames, however loaded the machine."""
    end = time.monotonic() + seconds
    while busy() and time.monotonic() < end:
        app.step(1 / 60)
        time.sleep(0.005)


def phones_app(limits=None) -> tuple[App, object]:
    """A headless app with phones on, on a free loopback port, animations at their fastest
    (`limits`: the server's bounds, phones.protocol.Limits; None: the usual ones)."""
    app = make_app()
    app.settings.anim_speed = 3.0
    room = start_phones(app, 0, loopback=True, limits=limits)
    return app, room


def join(app: App, probe: Probe, seat: int, name: str = "Phone") -> dict:
    """Say hello with the room's code and take `seat`; the "joined" message."""
    probe.connect()
    probe.send({"type": "hello", "room": app.phones.server.code})
    probe.expect(app, "welcome")
    probe.send({"type": "join", "seat": seat, "name": name})
    joined = probe.expect(app, "joined")
    probe.secret = joined["session"]
    return joined
