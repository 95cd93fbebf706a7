"""The table defends itself against what comes over the network (issue 35), tried as an
attacker on the same Wi-Fi would: no message stops the table; connections, time and guessing
are bounded and cost only whoever spends them; only the table's own page, at the address it
shows, may talk to it; a sleeping phone's seat waits for the TV's word. The floods run in a
child process with few open files and short deadlines (flood_child.py).

On loopback, 127.0.0.2 stands for another device of the LAN (the server binds 127.0.0.1)."""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game import Match, Seat
from game.core import saves
from phones import protocol
from phones.protocol import Limits
from phones.server import PhoneServer, lan_address
from scenes.config import saves_dir
from scenes.input import Intent
from scenes.phone_panel import PhonePanel
from scenes.saves import reopen
from scenes.tables import table_for
from tests.phone_seats.probe import Probe, join, phones_app, step_while
from tests.ui.helpers import make_app

ROOT = Path(__file__).resolve().parents[2]
OTHER = "127.0.0.2"          # another device, on loopback


def libertalia(app, seats=None, journal=None):
    match = Match.new("libertalia", seats or [Seat("Anne", None, 0), Seat("Bob", None, 1), Seat("Cat", "random", 2)],
                      seed=11, journal_path=journal)
    table = table_for(app, match)
    app.push(table)
    app.apply_pending()
    return table


@pytest.fixture
def guarded(tmp_home):
    """(app, table, probe(**kw)) with the server's bounds of the test's `limits` (small ones)."""
    made = {}

    def start(limits: Limits | None = None):
        app, room = phones_app(limits)
        made["room"], made["probes"] = room, []
        table = libertalia(app)

        def probe(**kw) -> Probe:
            p = Probe(room.server.port, **kw)
            made["probes"].append(p)
            return p
        return app, table, probe
    yield start
    for p in made.get("probes", []):
        p.stop()
    if "room" in made:
        made["room"].stop()


def errors(probe: Probe) -> list[dict]:
    return [m for m in probe.seen if m["type"] == "error"]


# ---------------------------------------------------------------------- 1. no message stops the table

def test_non_ascii_secrets_and_codes_are_refused_on_their_socket_alone(guarded):
    app, table, probe = guarded()
    anne = probe()
    join(app, anne, 0, "Anne")
    anne.expect(app, "view")
    code = app.phones.server.code
    stranger = probe()
    stranger.connect()
    for text in (json.dumps({"type": "hello", "room": code, "session": "\u00e9"}),
                 json.dumps({"type": "hello", "room": code, "session": "\ud800"}),        # a lone surrogate, escaped
                 json.dumps({"type": "hello", "room": code, "session": "\u202e" + "a" * 20}),
                 json.dumps({"type": "hello", "room": "\ud800"}),
                 json.dumps({"type": "hello", "room": "C\u00d3DIGO"}),
                 "[" * 2000 + "]" * 2000,
                 '{"a":' * 1000 + "1" + "}" * 1000):
        stranger.send_raw(text)
        assert stranger.expect(app, "error")["message"]
    assert table.app is app and app.running and app.phones.running
    anne.drain(app, 10)
    assert errors(anne) == []                           # the seated phone heard nothing of it
    anne.send({"type": "undo"})
    assert anne.expect(app, "error")["code"] == "refused"     # and is still answered (nothing to undo)


def test_a_secret_is_compared_as_ascii_bytes():
    with pytest.raises(protocol.ProtocolError) as refused:
        protocol.parse(json.dumps({"type": "hello", "room": "ABC234", "session": "s\u00e9cret"}))
    assert refused.value.code == "room"
    assert protocol.parse(json.dumps({"type": "hello", "room": " abc234 ", "session": "a-b_C9"})) == \
        {"type": "hello", "room": "ABC234", "session": "a-b_C9"}


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)


@settings(derandomize=True, max_examples=400, deadline=None)
@given(st.one_of(st.binary(max_size=300), st.text(max_size=300), JSON.map(json.dumps),
                 st.fixed_dictionaries({"type": st.sampled_from(sorted(protocol.FIELDS))},
                                       optional={"room": JSON, "session": JSON, "seat": JSON, "name": JSON,
                                                 "action": JSON}).map(json.dumps)))
def test_parse_refuses_anything_but_a_checked_message_with_a_protocol_error(data):
    try:
        msg = protocol.parse(data)
    except protocol.ProtocolError as exc:
        assert str(exc) and exc.code in ("bad", "room")
        return
    assert set(msg) - {"type"} <= set(protocol.FIELDS[msg["type"]])


MALFORMED = [
    "", "{", "}", "null", "1", '"hello"', "[]", "{}", '{"type": null}', '{"type": 1}', '{"type": "HELLO"}',
    '{"type": "hello"}', '{"type": "hello", "room": 5}', '{"type": "hello", "room": ""}', '{"type": "hello", "room": "x" }',
    '{"type": "hello", "room": "' + "A" * 100 + '"}', '{"type": "join", "seat": -1, "name": "x"}',
    '{"type": "join", "seat": 1e400, "name": "x"}', '{"type": "join", "seat": NaN, "name": "x"}',
    '{"type": "join", "seat": Infinity, "name": "x"}', '{"type": "join", "seat": 1' + "0" * 5000 + ', "name": "x"}',
    '{"type": "join", "seat": 0, "name": "<b>\\u0000</b>"}', '{"type": "join", "seat": 0, "name": "\\udfff"}',
    '{"type": "act", "action": []}', '{"type": "act", "action": {"type": {"type": {"type": {}}}}}',
    '{"type": "act", "action": {"\\ud83d": 1}}', '{"type": "undo", "type": "log", "x": 1}',
    "\ufeff{}", '{"type": "log"} trailing', "\x00",
]


def test_every_malformed_message_is_answered_on_its_socket_and_the_table_runs_on(guarded):
    """The corpus above, and generated JSON and bytes (derandomized), from a guest and from a
    seated phone: each gets its error, the other phone hears nothing, the table keeps going."""
    app, table, probe = guarded(Limits(phones=4))
    anne, bob = probe(), probe()
    join(app, anne, 0, "Anne")
    join(app, bob, 1, "Bob")
    bob.expect(app, "view")
    guest = probe()
    guest.connect()

    def answered(p: Probe, data) -> None:
        before = len(errors(p))
        p.send_raw(data)
        step_while(app, lambda: p.inbox.empty(), 20)
        p.drain(app, 1)
        assert len(errors(p)) > before, data[:60]
        time.sleep(1 / protocol.RATE)                 # within the message rate
    for text in MALFORMED:
        answered(anne if len(text) < 5000 else guest, text)
    for text in MALFORMED[:12]:
        answered(guest, text)
    huge = probe()
    huge.connect()
    huge.send_raw("[" * 100000)                        # past the WebSocket's frame bound: that socket is closed
    step_while(app, lambda: not huge.closed.is_set(), 5)
    assert huge.closed.is_set()

    @settings(derandomize=True, max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.one_of(st.binary(min_size=1, max_size=200),
                     st.fixed_dictionaries({"type": st.just("act"), "action": st.dictionaries(
                         st.sampled_from(["type", "rank", "kind", "seat", "card", "x"]), JSON, max_size=3)}).map(json.dumps),
                     st.fixed_dictionaries({"type": st.just("join"), "seat": st.integers(), "name": st.text(max_size=20)}).map(json.dumps)))
    def generated(data):
        before = len(anne.seen)
        anne.send_raw(data)
        step_while(app, lambda: anne.inbox.empty(), 20)
        anne.drain(app, 1)
        assert len(anne.seen) > before                # answered (an error, or a view if the move was legal)
        time.sleep(1 / protocol.RATE)
    generated()
    bob.drain(app, 5)
    assert errors(bob) == [] and app.running and app.phones.running
    bob.send({"type": "undo"})
    assert bob.expect(app, "error")["code"] == "refused"


def test_a_message_the_host_cannot_use_is_answered_and_never_reaches_the_frame_loop(guarded):
    app, table, probe = guarded()
    anne = probe()
    join(app, anne, 0, "Anne")

    def broken(phone, action):
        raise KeyError("a builder's bug")
    table.phone_act = broken
    anne.send({"type": "act", "action": {"type": "pick", "rank": 1}})
    assert anne.expect(app, "error", where=lambda m: m["code"] == "bad")["message"] == \
        "The table could not use that message."
    assert app.running


# ---------------------------------------------------------------------- 2, 3. bounded connections and time

def test_sockets_that_never_say_hello_are_closed_and_free_their_place(guarded):
    app, table, probe = guarded(Limits(phones=3, hello=0.5, request=0.5))
    silent = [probe() for _ in range(3)]
    assert [p.connect() for p in silent] == [101, 101, 101]
    late = probe()
    assert late.connect() == 503                                  # the cap is full...
    step_while(app, lambda: not all(p.closed.is_set() for p in silent), 5)
    assert all(p.closed.is_set() for p in silent)                 # ...until the hello's deadline
    assert "hello" in silent[0].expect(app, "error")["message"]
    anne = probe()
    join(app, anne, 0, "Anne")                                    # a phone gets in
    anne.expect(app, "view")
    time.sleep(1.0)
    anne.send({"type": "undo"})
    assert anne.expect(app, "error")["code"] == "refused"        # a phone that said hello is not timed out


def test_half_sent_requests_and_silent_connections_are_closed_at_the_deadline(guarded):
    app, table, _ = guarded(Limits(request=0.5))
    port = app.phones.server.port
    half, quiet = [], []
    for _ in range(20):
        c = socket.create_connection(("127.0.0.1", port))
        c.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        half.append(c)
        quiet.append(socket.create_connection(("127.0.0.1", port)))
    for c in half + quiet:
        c.settimeout(5)
    for c in half + quiet:
        try:
            assert c.recv(100) == b""                               # closed by the server
        except ConnectionResetError:
            pass
        c.close()


def test_connections_past_the_bounds_are_closed_at_once_and_a_phone_still_joins(guarded):
    app, table, probe = guarded(Limits(connections=12, per_peer=6))
    crowd = []
    for _ in range(20):
        c = socket.socket()
        c.bind((OTHER, 0))
        c.connect(("127.0.0.1", app.phones.server.port))
        c.settimeout(2)
        crowd.append(c)
    closed = 0
    for c in crowd[6:]:                                            # one address holds only per_peer
        try:
            closed += c.recv(1) == b""
        except (ConnectionResetError, socket.timeout):
            closed += 1
    assert closed == 14
    anne = probe()
    join(app, anne, 0, "Anne")                                     # another address is let in
    assert anne.expect(app, "view")
    for c in crowd:
        c.close()


def flood(order: dict, crowd: int, tmp_home, wait_for: str | None = None) -> tuple[list[str], dict, str]:
    """Start flood_child with `order` and open `crowd` silent connections from another address;
    with `wait_for`, hold them until the child's log says it, then let them go; then a phone
    from this address tries to join, retrying as its page does. What the phone heard, the
    child's figures and its log."""
    resource = pytest.importorskip("resource")
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard < crowd + 100:
        pytest.skip("this test opens more connections than the open-file limit allows")
    env = dict(os.environ, PIRATE_ARCADE_HOME=str(tmp_home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    child = subprocess.Popen([sys.executable, "-m", "tests.phone_seats.flood_child", json.dumps(order)], cwd=ROOT,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    log: list[str] = []
    reader = threading.Thread(target=lambda: log.extend(iter(child.stderr.readline, "")), daemon=True)
    reader.start()
    socks, heard = [], []
    try:
        ready = child.stdout.readline().split()
        assert ready[:1] == ["ready"], (ready, child.wait(30), "".join(log))
        port, code = int(ready[1]), ready[2]
        for _ in range(crowd):
            c = socket.socket()
            c.setblocking(False)
            c.bind((OTHER, 0))
            try:
                c.connect(("127.0.0.1", port))
            except BlockingIOError:
                pass
            socks.append(c)
        time.sleep(0.5)
        if wait_for is not None:
            end = time.monotonic() + 30
            while not any(wait_for in line for line in log) and time.monotonic() < end and child.poll() is None:
                time.sleep(0.1)
            assert any(wait_for in line for line in log), "".join(log)
            for c in socks:
                c.close()
        phone = Probe(port)
        try:
            for _ in range(40):                    # the phone's page retries as a browser does
                if phone.connect() == 101:
                    phone.send({"type": "hello", "room": code})
                    try:
                        heard.append(phone.inbox.get(timeout=10)["type"])
                    except Exception:      # noqa: BLE001  no answer in time: told below
                        heard.append("nothing")
                    break
                heard.append("closed")
                time.sleep(0.25)
        finally:
            phone.stop()
        assert child.poll() is None, "".join(log)
    finally:
        for c in socks:
            c.close()
        try:
            out, _ = child.communicate("stop\n", timeout=30)
        except subprocess.TimeoutExpired:
            child.kill()
            out, _ = child.communicate()
        reader.join(5)
    err = "".join(log)
    assert child.returncode == 0, err
    return heard, json.loads(out.strip().splitlines()[-1]), err


def test_a_flood_of_silent_connections_never_keeps_a_phone_out(tmp_home):
    """300 silent connections from one device: the bounds close them at the door (so few are
    open files at once), a phone from another device joins during the flood."""
    heard, figures, err = flood({"limits": {"connections": 24, "per_peer": 12, "request": 1.0, "hello": 1.0},
                                 "spare_files": 150}, 300, tmp_home)
    assert heard[-1] == "welcome" and len(heard) <= 3, heard      # at once, or on the page's first retries
    assert figures["frames"] > 0 and figures["blanks"] == 0       # the table drew on, never short of files
    assert err.count("connections refused") == 1                  # said once a minute, not per connection
    assert "Traceback" not in err


def test_the_table_and_its_server_survive_running_out_of_open_files(tmp_home):
    """Bounds set above the open-file limit and long deadlines: the accept loop meets EMFILE,
    logs it once and goes on, and the table draws on (a picture asked for meanwhile is blank);
    once the flood lets go, a phone joins."""
    heard, figures, err = flood({"limits": {"connections": 1000, "per_peer": 1000, "request": 30.0, "hello": 30.0},
                                 "spare_files": 20}, 300, tmp_home, wait_for="out of system resource")
    assert heard[-1] == "welcome", heard
    assert figures["frames"] > 0
    assert err.count("out of system resource") == 1, err[-2000:]   # said once, not per accept
    assert "Traceback" not in err


PICTURES_WITHOUT_FILES = """
import resource, pygame
from scenes import widgets
pygame.init()
resource.setrlimit(resource.RLIMIT_NOFILE, (64, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))
held = []
try:
    while True:
        held.append(open("/dev/null"))
except OSError:
    pass
drawn = lambda: [widgets.image("emblems/anchor.png").get_bounding_rect().w,
                 widgets.image("emblems/star.png", (40, 40)).get_bounding_rect().w]
out = drawn()
for f in held:
    f.close()
print(out + drawn())
"""


def test_a_picture_asked_for_while_the_process_is_out_of_open_files_is_blank_then_loaded(tmp_home):
    pytest.importorskip("resource")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PIRATE_ARCADE_HOME=str(tmp_home))
    run = subprocess.run([sys.executable, "-c", PICTURES_WITHOUT_FILES], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    blank, star_blank, anchor, star = json.loads(run.stdout.strip().splitlines()[-1])
    assert blank == star_blank == 0                 # nothing drawn (and no error) while the files are out
    assert anchor > 0 and star > 0                  # then loaded: a blank was never kept


# ---------------------------------------------------------------------- 4. guessing costs the guesser

def test_wrong_codes_cost_only_the_guesser(guarded):
    app, table, probe = guarded(Limits(wrong_per_socket=3, wrong_per_peer=5))
    anne = probe()
    secret = join(app, anne, 0, "Anne")["session"]
    anne.close()
    anne.drain(app, 10)
    guesser = probe(source=OTHER)
    guesser.connect()
    for n in range(3):
        guesser.send({"type": "hello", "room": f"WRONG{n}"})
        assert guesser.expect(app, "error")["code"] == "room"
    step_while(app, lambda: not guesser.closed.is_set(), 5)
    assert guesser.closed.is_set()                                 # the socket is closed after 3
    again = probe(source=OTHER)
    again.connect()
    for n in range(2):
        again.send({"type": "hello", "room": f"AGAIN{n}"})
        assert again.expect(app, "error")["code"] == "room"
    again.send({"type": "hello", "room": app.phones.server.code})   # 5 from that address: it waits,
    assert again.expect(app, "error")["code"] == "wait"            # even with the right code
    bob = probe()
    bob.connect()
    bob.send({"type": "hello", "room": app.phones.server.code})     # another address is let in
    assert bob.expect(app, "welcome")
    back = probe(source=OTHER)                                     # and a seated phone's secret always is,
    back.connect()                                                 # from the guesser's own address too
    back.send({"type": "hello", "room": app.phones.server.code, "session": secret})
    assert back.expect(app, "joined")["seat"] == 0


# ---------------------------------------------------------------------- 5. only our page, at our address

def fetch(url: str, headers: dict | None = None) -> tuple[int, dict]:
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=5) as r:
            return r.status, dict(r.headers)
    except urllib.error.HTTPError as exc:
        return exc.code, dict(exc.headers)


def in_thread(app, fn):
    out = {}
    th = threading.Thread(target=lambda: out.setdefault("result", fn()))
    th.start()
    while th.is_alive():
        app.step(1 / 60)
        th.join(0.01)
    return out["result"]


def test_only_the_pages_own_origin_and_our_host_may_open_the_socket(guarded):
    app, table, probe = guarded()
    server = app.phones.server
    own = f"http://127.0.0.1:{server.port}"
    statuses = {label: probe(headers=headers).connect() for label, headers in {
        "no Origin (not a browser)": {},
        "own Origin": {"Origin": own},
        "foreign Origin": {"Origin": "http://192.168.1.50:8000"},
        "Origin null": {"Origin": "null"},
        "foreign Host": {"Host": f"evil.example:{server.port}", "Origin": f"http://evil.example:{server.port}"},
    }.items()}
    assert statuses == {"no Origin (not a browser)": 101, "own Origin": 101, "foreign Origin": 403,
                        "Origin null": 403, "foreign Host": 421}
    status, _ = in_thread(app, lambda: fetch(own + "/", {"Host": "rebound.example"}))
    assert status == 421                                          # a name rebound to us serves nothing


def test_the_page_is_served_with_its_policy_and_never_kept(guarded):
    app, table, _ = guarded()
    base = app.phones.server.address
    page, missing = in_thread(app, lambda: (fetch(base + "/"), fetch(base + "/nothing")))
    headers = page[1]
    assert headers["X-Content-Type-Options"] == "nosniff" and headers["Cache-Control"] == "no-store"
    policy = headers["Content-Security-Policy"]
    assert "default-src 'none'" in policy and "script-src 'self'" in policy and "'unsafe-inline'" not in policy
    assert f"connect-src 'self' ws://127.0.0.1:{app.phones.server.port}" in policy
    assert missing[0] == 404 and missing[1]["X-Content-Type-Options"] == "nosniff"
    page_text = (ROOT / "phones" / "page" / "index.html").read_text()
    assert "<script>" not in page_text and "style=" not in page_text and " on" not in page_text.replace("\n", " ").lower().split("<body")[1].split(">")[0]


def test_the_server_listens_only_on_the_address_it_shows(guarded):
    app, table, _ = guarded()
    server = app.phones.server
    assert server._listener.sockets[0].getsockname()[0] == server.host == "127.0.0.1"
    c = socket.socket()
    c.settimeout(2)
    with pytest.raises(OSError):
        c.connect((OTHER, server.port))                            # not on every interface
    c.close()
    lan = PhoneServer(0)                                            # outside --headless: the LAN address shown
    lan.start()
    try:
        assert lan.host == lan_address() and lan._listener.sockets[0].getsockname()[0] == lan.host
    finally:
        lan.stop()


# ---------------------------------------------------------------------- 6. a sleeping phone's seat

def asleep(app, table, probe):
    """Anne's phone takes seat 0 and sleeps for a minute while the table waits on her."""
    anne = probe()
    secret = join(app, anne, 0, "Anne")["session"]
    anne.expect(app, "view")
    anne.close()
    anne.drain(app, 10)
    phone = app.phones.phone(table.bindings[0])
    phone.lost_at -= 60
    step_while(app, lambda: type(app.top).__name__ != "PhoneLost", 3)
    assert type(app.top).__name__ == "PhoneLost"
    return secret


def test_a_sleeping_phones_seat_is_no_strangers_until_the_tv_opens_it(guarded):
    app, table, probe = guarded()
    asleep(app, table, probe)
    mallory = probe()
    mallory.connect()
    mallory.send({"type": "hello", "room": app.phones.server.code})
    seats = mallory.expect(app, "welcome")["seats"]
    assert not seats[0]["open"] and seats[0]["state"] == "phone"
    mallory.send({"type": "join", "seat": 0, "name": "Mallory"})
    assert mallory.expect(app, "error")["message"] == "That seat is kept for Anne until the TV opens it."
    assert table.bindings[0] == "phone:1"
    app.top.open_to_phones()                                       # the TV's choice
    app.apply_pending()
    assert mallory.expect(app, "welcome", where=lambda m: m["seats"][0]["open"])
    mallory.send({"type": "join", "seat": 0, "name": "Mallory"})
    assert mallory.expect(app, "joined")["seat"] == 0
    assert mallory.expect(app, "view")["view"] == table.match.state.view(0)


def test_keep_waiting_keeps_the_seat_for_its_phone(guarded):
    app, table, probe = guarded()
    secret = asleep(app, table, probe)
    app.top.wait()
    app.apply_pending()
    back = probe()
    back.connect()
    back.send({"type": "hello", "room": app.phones.server.code, "session": secret})
    assert back.expect(app, "joined")["seat"] == 0


def test_after_continue_the_seats_are_kept_for_their_players_until_the_tv_opens_them(tmp_home):
    path = saves.slot_path(saves_dir(), "libertalia")
    first = make_app()
    libertalia(first, journal=path)                               # a game saved, then the app went away
    app, room = phones_app()
    phone = Probe(room.server.port)
    try:
        assert reopen(app, saves.Slot(path, path.stat().st_mtime, saves.Match.resume(path)))
        app.apply_pending()
        table = next(s for s in app.stack if hasattr(s, "match"))
        phone.connect()
        phone.send({"type": "hello", "room": room.server.code})
        seats = phone.expect(app, "welcome")["seats"]
        assert [(s["state"], s["open"]) for s in seats] == [("reserved", False), ("reserved", False), ("bot", False)]
        phone.send({"type": "join", "seat": 1, "name": "Bob"})
        assert "kept for Bob" in phone.expect(app, "error")["message"]
        panel = PhonePanel(app, table)
        app.push(panel)
        app.apply_pending()
        panel.handle(Intent("right", "keyboard"))
        panel.handle(Intent("right", "keyboard"))
        assert panel.seat == 1
        panel.handle(Intent("confirm", "keyboard"))                            # the TV opens Bob's seat
        assert app.top is panel
        assert phone.expect(app, "welcome", where=lambda m: m["seats"][1]["open"])["seats"][0]["open"] is False
        phone.send({"type": "join", "seat": 1, "name": "Bob"})
        assert phone.expect(app, "joined")["seat"] == 1
    finally:
        phone.stop()
        room.stop()
