"""The phones' web server: the phone page, its pictures and one WebSocket per phone, on a thread.

`PhoneServer` runs aiohttp on a thread of its own with its own asyncio loop, so the
drawing loop never waits on the network. The game thread talks to it only through
`inbox` (a queue it drains each frame: (connection id, checked message)) and `send` /
`close` (handed to the server's loop with call_soon_threadsafe). It never reads the game.

What it serves, and nothing else: GET / (the page, with its words in the current language
and the room code checked), /phone.js and /phone.css (phones/page/), /art/<name> (a picture
named in an allow-list made at start from the folders the game's side names (phones.hands),
never a path taken from the request; a card with a painted name is served as its face in the language spoken, drawn by the
game's side: `painted`) and /ws (the WebSocket).

It listens only on the address it shows (the LAN address, or loopback under --headless), and
answers only requests whose Host is that address, and WebSockets whose Origin (when a browser
sends one) is the page's own. Its bounds (protocol.Limits, kept by guard.py): so many TCP
connections at once and from one address (one past them is closed before aiohttp reads a byte),
a deadline for each request and for a WebSocket's first "hello", MAX_MESSAGE bytes a message, RATE messages a second
(BURST at once), a queue of 64 messages to a phone that reads too slowly (past it the phone is
dropped and rejoins with a fresh view), and guessing paid by the guesser alone: a socket is
closed after a few wrong room codes, an address that sent many waits out the minute, and a
phone holding a seat's secret is never turned away. No message and no number of connections
raises past this module: a failure answers that socket alone; the loop's own errors (the
accept loop out of open files) are logged once a minute and the loop goes on.
"""
from __future__ import annotations

import asyncio
import hmac
import html
import json
import logging
import queue
import secrets
import socket
import threading
from pathlib import Path
from typing import Callable

from aiohttp import WSMsgType, web

from game.i18n import _

from . import protocol
from .guard import Door, Guard
from .hands import allowed_pictures

log = logging.getLogger("pirate_arcade.phones")

PAGE = Path(__file__).resolve().parent / "page"
ROOM_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"   # no 0/O, 1/I: easy to read out and type
ROOM_LEN = 6
OUTBOX = 64              # messages waiting for a slow phone before it is dropped
BACKLOG = 16             # connections waiting to be accepted, and accepted in one go: under a flood
#                          about three such batches are open files at once, beyond `connections`
PAGE_HEADERS = {"Cache-Control": "no-store"}   # the page, its script and its style: never kept


def room_code() -> str:
    return "".join(secrets.choice(ROOM_ALPHABET) for _ in range(ROOM_LEN))


def lan_address() -> str:
    """This machine's address on the local network, as a phone on the same Wi-Fi reaches it
    (the loopback address if there is none). Only the socket table is asked: no packet is sent."""
    candidates = []
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            candidates.append(info[4][0])
    except OSError:
        pass
    try:   # the address the system would route outward from (a UDP connect sends nothing)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))      # TEST-NET-1: never routed, nothing is sent
            candidates.insert(0, s.getsockname()[0])
    except OSError:
        pass
    for addr in candidates:
        if not addr.startswith("127.") and addr != "0.0.0.0":
            return addr
    return "127.0.0.1"


class Conn:
    """One phone's WebSocket on the server's loop."""

    def __init__(self, cid: int, ws: web.WebSocketResponse, peer: str) -> None:
        self.cid = cid
        self.ws = ws
        self.peer = peer
        self.outbox: asyncio.Queue = asyncio.Queue(maxsize=OUTBOX)
        self.bucket = protocol.Bucket()
        self.hello = False        # the room code was right
        self.wrong = 0            # wrong room codes on this socket
        self.late: asyncio.TimerHandle | None = None     # the hello's deadline


class PhoneServer:
    """The server; `start()` listens (OSError if the port is taken), `stop()` closes everything."""

    def __init__(self, port: int = 0, *, loopback: bool = False, code: str | None = None,
                 limits: protocol.Limits | None = None, pictures: tuple[str, ...] = ()) -> None:
        self.port = port
        self.loopback = loopback
        self.limits = limits or protocol.Limits()
        self.host = "127.0.0.1" if loopback else lan_address()
        self.code = code or room_code()
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.words: dict[str, str] = {}           # the page's words, set by the room (game thread)
        self.lang = "en"
        self.sessions: frozenset[bytes] = frozenset()   # the seats' secrets (set by the room): never turned away
        self.pictures = allowed_pictures(pictures)   # name -> file: the only pictures served
        self.painted: dict[str, str] = {}         # name -> its face in the language spoken, for every
        #                                           picture with a painted name (set by the room)
        self._files = {name: (PAGE / name).read_bytes() for name in ("index.html", "phone.js", "phone.css")}
        self._conns: dict[int, Conn] = {}
        self._next = 0
        self.guard = Guard(self.limits)           # connections, guessing, names (server's thread)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._listener: asyncio.AbstractServer | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None

    # ------------------------------------------------------------------ the game thread's side
    @property
    def url(self) -> str:
        """The join address with the room code: what the QR code holds."""
        return f"{self.address}/?room={self.code}"

    @property
    def address(self) -> str:
        """The short address a player types (the page then asks for the room code)."""
        return f"http://{self.host}:{self.port}"

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, timeout: float = 10.0) -> None:
        self._thread = threading.Thread(target=self._run, name="phones", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the phones' server did not start")
        if self._error is not None:
            self._thread.join(1.0)
            raise OSError(str(self._error)) from self._error

    def stop(self) -> None:
        loop, thread = self._loop, self._thread
        if loop is not None and thread is not None and thread.is_alive():
            loop.call_soon_threadsafe(loop.stop)
            thread.join(5.0)
        self._thread = None

    def send(self, cid: int, message: dict) -> None:
        """Send `message` (a fresh dict, never changed afterwards) to connection `cid`."""
        self._call(self._deliver, cid, message)

    def close(self, cid: int) -> None:
        self._call(self._deliver, cid, None)

    def connections(self) -> int:
        return len(self._conns)

    def _call(self, fn: Callable, *args) -> None:
        loop = self._loop
        if loop is not None and self.running:
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:     # the loop closed meanwhile
                pass

    # ------------------------------------------------------------------ the server's thread
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        loop.set_exception_handler(self.guard.loop_trouble)
        try:
            loop.run_until_complete(self._listen())
        except BaseException as exc:   # noqa: BLE001  reported to start()
            self._error = exc
            self._ready.set()
            loop.close()
            return
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            if self._listener is not None:
                self._listener.close()
            for conn in list(self._conns.values()):
                loop.run_until_complete(conn.ws.close())
            if self._runner is not None:
                loop.run_until_complete(self._runner.cleanup())
            loop.close()

    async def _listen(self) -> None:
        app = web.Application(client_max_size=protocol.MAX_MESSAGE, middlewares=[self._our_host])
        app.on_response_prepare.append(self._headers)
        app.router.add_get("/", self._page)
        app.router.add_get("/phone.js", self._static)
        app.router.add_get("/phone.css", self._static)
        app.router.add_get("/art/{name:.+}", self._art)
        app.router.add_get("/ws", self._ws)
        # keepalive_timeout: a connection must finish each request within `request` seconds of
        # opening or of its previous answer (aiohttp closes it while it waits for one).
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False,
                                     keepalive_timeout=self.limits.request)
        await self._runner.setup()
        # The backlog is also how many connections asyncio accepts in one go, each an open file
        # until the door has closed it: it bounds a flood's files beyond `connections`.
        loop = asyncio.get_running_loop()
        handler = self._runner.server                 # makes aiohttp's handler of one connection
        self._listener = await loop.create_server(lambda: Door(self.guard, handler), self.host, self.port,
                                                  reuse_address=True, backlog=BACKLOG)
        if not self.port:
            self.port = self._listener.sockets[0].getsockname()[1]   # an ephemeral port was asked for

    # ------------------------------------------------------------------ names and headers
    @web.middleware
    async def _our_host(self, request: web.Request, handler) -> web.StreamResponse:
        if request.headers.get("Host", "").lower() not in Guard.hosts(self.host, self.port):
            return web.Response(status=421, text=_("This is not the address the table shows."))
        return await handler(request)

    async def _headers(self, request: web.Request, response: web.StreamResponse) -> None:
        response.headers.update(Guard.headers(self.host, self.port))

    # ------------------------------------------------------------------ the page and its pictures
    async def _page(self, request: web.Request) -> web.Response:
        words = dict(self.words)
        page = self._files["index.html"].decode("utf-8")
        page = page.replace("{{lang}}", html.escape(self.lang)).replace(
            "{{words}}", html.escape(json.dumps(words), quote=True)).replace(
            "{{title}}", html.escape(words.get("title", "Pirate Arcade")))
        return web.Response(text=page, content_type="text/html", headers=PAGE_HEADERS)

    async def _static(self, request: web.Request) -> web.Response:
        name = request.path.lstrip("/")
        kind = "application/javascript" if name.endswith(".js") else "text/css"
        return web.Response(body=self._files[name], content_type=kind, headers=PAGE_HEADERS)

    async def _art(self, request: web.Request) -> web.StreamResponse:
        name = request.match_info["name"]
        path = self.pictures.get(name)
        if path is None:
            raise web.HTTPNotFound()
        painted = self.painted.get(name)
        # A picture with a painted name (its face follows the language) is checked again each time:
        # an unchanged one is a 304, a new language's face a new file.
        cache = "no-cache" if painted else "max-age=3600"
        return web.FileResponse(painted or path, headers={"Cache-Control": cache})

    # ------------------------------------------------------------------ the phones' sockets
    def _deliver(self, cid: int, message: dict | None) -> None:
        conn = self._conns.get(cid)
        if conn is None:
            return
        try:
            conn.outbox.put_nowait(message)
        except asyncio.QueueFull:
            log.info("phone %s reads too slowly: dropped", cid)
            asyncio.ensure_future(conn.ws.close())

    async def _ws(self, request: web.Request) -> web.StreamResponse:
        origin = request.headers.get("Origin")
        if origin is not None and origin.lower() not in Guard.origins(self.host, self.port):
            return web.Response(status=403, text=_("Only the table's own page may talk to the table."))
        if len(self._conns) >= self.limits.phones:
            return web.Response(status=503, text=_("Too many phones are connected."))
        ws = web.WebSocketResponse(max_msg_size=protocol.MAX_MESSAGE * 4, heartbeat=20.0, timeout=3.0)
        await ws.prepare(request)
        self._next += 1
        conn = Conn(self._next, ws, request.remote or "")
        self._conns[conn.cid] = conn
        conn.late = asyncio.get_running_loop().call_later(self.limits.hello, self._too_late, conn)
        writer = asyncio.ensure_future(self._write(conn))
        try:
            async for frame in ws:
                if frame.type == WSMsgType.TEXT:
                    self._read(conn, frame.data)
                elif frame.type == WSMsgType.BINARY:
                    self._refuse(conn, _("only text messages are understood"))
                if ws.closed:
                    break
        except Exception:      # noqa: BLE001  the socket's own trouble ends that socket alone
            log.exception("phone %s: the connection failed", conn.cid)
        finally:
            self._conns.pop(conn.cid, None)
            conn.late.cancel()
            writer.cancel()
            if conn.hello:
                self.inbox.put((conn.cid, {"type": "gone"}))
        return ws

    def _too_late(self, conn: Conn) -> None:
        if not conn.hello:
            self._refuse(conn, _("say hello with the room code within {n} seconds").format(n=round(self.limits.hello)))
            self.close(conn.cid)

    def _read(self, conn: Conn, data: str) -> None:
        try:
            self._check(conn, data)
        except Exception:      # noqa: BLE001  whatever a message breaks, it is refused, alone
            log.exception("phone %s: a message could not be read", conn.cid)
            self._refuse(conn, _("the table could not read that message"))

    def _check(self, conn: Conn, data: str) -> None:
        if not conn.bucket.take():
            self._refuse(conn, _("too many messages: slow down"), code="slow")
            return
        try:
            msg = protocol.parse(data)
        except protocol.ProtocolError as exc:
            if exc.code == "room" and not conn.hello:     # a room code or secret that cannot be one
                if not self._wait_out(conn):
                    self._wrong_code(conn, str(exc))
            else:
                self._refuse(conn, str(exc), exc.code)
            return
        if not conn.hello:
            if msg["type"] != "hello":
                self._refuse(conn, _("say hello with the room code first"))
                return
            if not self._seated(msg.get("session")) and self._wait_out(conn):
                return
            if not hmac.compare_digest(msg["room"].encode("ascii"), self.code.encode("ascii")):
                self._wrong_code(conn, _("wrong room code"))
                return
            conn.hello = True
            conn.late.cancel()
        elif msg["type"] == "hello":
            self._refuse(conn, _("already connected"))
            return
        self.inbox.put((conn.cid, msg))

    def _seated(self, session: str | None) -> bool:
        """Is `session` the secret of a seat on a phone? (compared as bytes, each in constant time)"""
        if session is None:
            return False
        given = session.encode("ascii")
        return any([hmac.compare_digest(given, secret) for secret in self.sessions])

    def _wait_out(self, conn: Conn) -> bool:
        """An address that guessed too much is told to wait, and this socket closed (True)."""
        if not self.guard.guessing(conn.peer):
            return False
        self._refuse(conn, _("too many wrong room codes from this phone: wait a minute"), code="wait")
        self.close(conn.cid)
        return True

    def _wrong_code(self, conn: Conn, text: str) -> None:
        conn.wrong += 1
        self.guard.wrong_code(conn.peer)
        self._refuse(conn, text, code="room")
        if conn.wrong >= self.limits.wrong_per_socket:
            self.close(conn.cid)

    def _refuse(self, conn: Conn, text: str, code: str = "bad") -> None:
        self._deliver(conn.cid, {"type": "error", "code": code, "message": text})

    async def _write(self, conn: Conn) -> None:
        try:
            while True:
                message = await conn.outbox.get()
                if message is None:
                    await conn.ws.close()
                    return
                await conn.ws.send_str(json.dumps(message, separators=(",", ":")))
        except (ConnectionError, RuntimeError):
            return
