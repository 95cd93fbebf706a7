"""The phone protocol in-process: join, view, act, secret choices at once, undo, reconnect, bad
input and its bounds, and privacy (every view is the engine's view(seat), and nothing in a
message depends on what that seat cannot see)."""
from __future__ import annotations

import json
import time
import urllib.error
import urllib.request

import pytest

from game import Match, Seat
from game.core.rng import Rng
from phones import protocol
from scenes.tables import table_for
from tests.phone_seats.probe import Probe, join, phones_app, step_while


SEATS = [Seat("Anne", None, 0), Seat("Bob", None, 1), Seat("Cat", "random", 2)]


@pytest.fixture
def table(tmp_home, request):
    """A Libertalia table: seats 0 and 1 open to phones (no device), seat 2 a bot (or the
    seats of the test's `seats` mark)."""
    app, room = phones_app()
    mark = request.node.get_closest_marker("seats")
    seats = mark.args[0] if mark else SEATS
    match = Match.new("libertalia", [Seat(s.name, s.bot, s.colour) for s in seats], seed=11)
    app.push(table_for(app, match))
    app.apply_pending()
    probes = []

    def probe() -> Probe:
        p = Probe(room.server.port)
        probes.append(p)
        return p
    yield app, the_table(app), probe
    for p in probes:
        p.stop()
    room.stop()


def the_table(app):
    return next(s for s in app.stack if hasattr(s, "match"))


def test_join_gives_the_seat_and_its_own_view(table):
    app, _, probe = table
    t = the_table(app)
    phone = probe()
    phone.connect()
    phone.send({"type": "hello", "room": app.phones.server.code})
    welcome = phone.expect(app, "welcome")
    assert [s["open"] for s in welcome["seats"]] == [True, True, False]          # the bot's seat is not offered
    assert welcome["words"]["chosen"] == "Your choice is in"
    phone.send({"type": "join", "seat": 1, "name": "Bobby"})
    joined = phone.expect(app, "joined")
    assert joined["seat"] == 1 and len(joined["session"]) >= 20
    assert t.bindings[1].startswith("phone:")
    view = phone.expect(app, "view")
    assert view["view"] == t.match.state.view(1)
    moves = {json.dumps(m["action"], sort_keys=True) for m in view["decision"]["moves"]}
    assert moves == {json.dumps(a.to_json(), sort_keys=True) for a in t.match.state.legal_actions(1)}
    assert view["decision"]["secret"] and view["decision"]["moves"][0]["image"].startswith("libertalia/portraits/")
    assert [c["title"] for c in view["hand"]["groups"][0]["cards"]][0][0].isdigit()
    assert t.viewer != 1 and t.human_to_move() != 1          # the TV never shows or plays the phone's seat


def test_both_secret_picks_at_once_then_the_reveal(table):
    app, _, probe = table
    t = the_table(app)
    a, b = probe(), probe()
    join(app, a, 0)
    join(app, b, 1)
    va = a.expect(app, "view", where=lambda m: m["decision"])
    vb = b.expect(app, "view", where=lambda m: m["decision"])
    a.drain(app, 5)
    assert type(app.top).__name__ == "LibertaliaTable"          # no curtain for phone seats
    a.send({"type": "act", "action": va["decision"]["moves"][0]["action"]})
    done = a.expect(app, "view", where=lambda m: m["chosen"])
    assert done["decision"] is None and "Bob" in done["waiting"]
    assert not any(e.TYPE == "revealed" for e in t.history)
    b.send({"type": "act", "action": vb["decision"]["moves"][-1]["action"]})
    step_while(app, lambda: not any(e.TYPE == "revealed" for e in t.history))
    assert any(e.TYPE == "revealed" for e in t.history)
    lines = a.expect(app, "log", where=lambda m: any(line.startswith("Revealed") for line in m["lines"]))
    assert lines["from"] >= 0


def test_a_coach_card_of_the_couch_goes_when_its_player_takes_the_seat_on_a_phone(tmp_home):
    """A first game's card, opened for a player on the couch, holds the table until dismissed;
    once that seat is played on a phone no one on the couch is to dismiss it: it goes, and the
    game plays on (it had stopped after the phone's first pick)."""
    app, room = phones_app()
    app.settings.tips = True
    match = Match.new("libertalia", [Seat("Anne", None, 0), Seat("Cat", "random", 1)], seed=11)
    app.push(table_for(app, match))
    app.apply_pending()
    t = the_table(app)
    step_while(app, lambda: t.tips.card is None, 5)
    assert t.tips.card is not None and 0 in t.couch_humans()         # the dawn's card, for Anne
    phone = Probe(room.server.port)
    try:
        join(app, phone, 0, "Anne")
        view = phone.expect(app, "view", where=lambda m: m["decision"])
        step_while(app, lambda: t.tips.card is not None, 5)
        assert t.tips.card is None and t.couch_humans() == []
        phone.send({"type": "act", "action": view["decision"]["moves"][0]["action"]})
        step_while(app, lambda: not any(e.TYPE == "revealed" for e in t.history))
        assert any(e.TYPE == "revealed" for e in t.history)               # the bot picked too
    finally:
        phone.stop()
        room.stop()


@pytest.mark.seats([Seat("Anne", None, 0), Seat("Bob", None, 1), Seat("Cat", None, 2)])
def test_undo_from_the_phone_takes_the_pick_back(table):
    app, _, probe = table
    t = the_table(app)
    a = probe()
    join(app, a, 0)
    va = a.expect(app, "view", where=lambda m: m["decision"])
    a.send({"type": "act", "action": va["decision"]["moves"][0]["action"]})
    a.expect(app, "view", where=lambda m: m["undo"])
    a.send({"type": "undo"})
    back = a.expect(app, "view", where=lambda m: m["decision"] is not None and m["acted"] == 1)
    assert 0 in t.match.state.to_move() and back["view"] == t.match.state.view(0)


def test_bad_input_is_refused_clearly_and_changes_nothing(table):
    app, _, probe = table
    t = the_table(app)
    stranger = probe()
    stranger.connect()
    stranger.send({"type": "hello", "room": "WRONG1"})
    assert stranger.expect(app, "error")["code"] == "room"
    stranger.send({"type": "act", "action": {"type": "pick", "rank": 1}})
    assert "room code" in stranger.expect(app, "error")["message"]
    a = probe()
    join(app, a, 0)
    a.expect(app, "view", where=lambda m: m["decision"])
    before = json.dumps(t.match.state.to_json(), sort_keys=True)
    cases = {
        "not json": "{",
        "a list": "[1, 2]",
        "unknown type": json.dumps({"type": "shout"}),
        "extra field": json.dumps({"type": "undo", "why": 1}),
        "wrong field type": json.dumps({"type": "act", "action": "pick"}),
        "bool as seat": json.dumps({"type": "join", "seat": True, "name": "x"}),
        "too large": json.dumps({"type": "act", "action": {"type": "pick", "pad": "x" * protocol.MAX_MESSAGE}}),
        "too deep": json.dumps({"type": "act", "action": {"a": {"b": {"c": {"d": {"e": {"f": 1}}}}}}}),
        "malformed action": json.dumps({"type": "act", "action": {"type": "pick", "rank": "one"}}),
        "unknown action": json.dumps({"type": "act", "action": {"type": "fly"}}),
        "illegal action": json.dumps({"type": "act", "action": {"type": "take", "kind": "chest"}}),
        "second join": json.dumps({"type": "join", "seat": 1, "name": "again"}),
    }
    for name, text in cases.items():
        a.send_raw(text)
        err = a.expect(app, "error")
        assert err["message"], name
    a.send_raw(b"\x00\x01")
    assert "text" in a.expect(app, "error")["message"]
    assert json.dumps(t.match.state.to_json(), sort_keys=True) == before
    assert t.match.state.to_move() == [0, 1, 2] or 0 in t.match.state.to_move()


def test_rate_and_connection_bounds(table):
    app, _, probe = table
    a = probe()
    join(app, a, 0)
    for _ in range(protocol.BURST + 10):
        a.send({"type": "log"})
    errors = [m for m in a.drain(app, 60) if m["type"] == "error"]
    assert any(m["code"] == "slow" and "slow down" in m["message"] for m in errors)
    extra = [probe() for _ in range(protocol.MAX_PHONES)]
    statuses = [p.connect() for p in extra]
    assert statuses.count(503) >= 1 and 101 in statuses


def test_reconnect_with_the_secret_rejoins_the_seat(table):
    app, _, probe = table
    t = the_table(app)
    a = probe()
    secret = join(app, a, 0, "Anne")["session"]
    a.expect(app, "view")
    a.close()
    a.drain(app, 20)
    room = app.phones
    phone = room.phone(t.bindings[0])
    assert phone is not None and not phone.connected
    other = probe()
    other.connect()
    other.send({"type": "hello", "room": room.server.code, "session": "not-the-secret"})
    assert not other.expect(app, "welcome")["seats"][0]["open"]      # a sleeping phone keeps its seat
    again = probe()
    again.connect()
    again.send({"type": "hello", "room": room.server.code, "session": secret})
    assert again.expect(app, "joined")["seat"] == 0
    assert again.expect(app, "view")["view"] == t.match.state.view(0)
    assert again.expect(app, "log")["from"] == 0


def test_leaving_opens_the_seat_again(table):
    app, _, probe = table
    t = the_table(app)
    a = probe()
    join(app, a, 0)
    a.send({"type": "leave"})
    assert a.expect(app, "bye")
    assert a.expect(app, "welcome")["seats"][0]["open"]
    assert 0 not in t.bindings


def test_a_phone_gone_for_good_is_asked_about_like_an_unplugged_pad(table, monkeypatch):
    app, _, probe = table
    t = the_table(app)
    a = probe()
    join(app, a, 0)
    a.expect(app, "view")
    a.close()
    a.drain(app, 10)
    room = app.phones
    phone = room.phone(t.bindings[0])
    phone.lost_at -= 60                         # a minute asleep
    for _ in range(30):
        app.step(1 / 60)
    assert type(app.top).__name__ == "PhoneLost"
    app.top.to_bot()
    app.apply_pending()
    assert t.match.seats[0].is_bot and 0 not in t.bindings


def test_only_the_pages_files_and_allowed_pictures_are_served(table):
    app, _, _ = table
    base = app.phones.server.address

    def status(path: str) -> int:
        try:
            with urllib.request.urlopen(base + path, timeout=5) as r:
                return r.status
        except urllib.error.HTTPError as exc:
            return exc.code
    import threading
    results = {}

    def fetch_all():
        for path in ("/", "/phone.js", "/phone.css", "/art/libertalia/portraits/01.png", "/art/../game/i18n.py",
                     "/art/%2e%2e/%2e%2e/README.md", "/art/sounds/click.wav", "/game/i18n.py", "/phones/server.py",
                     "/art/fonts/display.ttf", "/art/emblems/anchor.png", "/art//etc/passwd"):
            results[path] = status(path)
    th = threading.Thread(target=fetch_all)
    th.start()
    while th.is_alive():
        app.step(1 / 60)
        th.join(0.01)
    assert results["/"] == results["/phone.js"] == results["/phone.css"] == 200
    assert results["/art/libertalia/portraits/01.png"] == results["/art/emblems/anchor.png"] == 200
    assert results["/art/fonts/display.ttf"] == 200
    for path in ("/art/../game/i18n.py", "/art/%2e%2e/%2e%2e/README.md", "/art/sounds/click.wav", "/game/i18n.py",
                 "/phones/server.py", "/art//etc/passwd"):
        assert results[path] == 404, path


@pytest.mark.parametrize("game_id, seats", [
    ("libertalia", [Seat("Anne", None, 0), Seat("Bob", None, 1), Seat("Cat", "random", 2)]),
    ("pagamas", [Seat("Anne", None, 0), Seat("Bob", None, 1), Seat("Cat", "random", 2)]),
])
def test_privacy_every_message_is_the_seats_own(tmp_home, game_id, seats):
    """For every view a phone is sent in a whole game: its "view" is view(seat), and the message
    built on `determinize(seat)` (everything the seat cannot see drawn again) is the same."""
    app, room = phones_app()
    match = Match.new(game_id, seats, seed=3)
    table = table_for(app, match)
    app.push(table)
    app.apply_pending()
    checked = []
    real = table.phone_message

    def message(seat):
        msg = real(seat)
        state = table.match.state
        assert msg["view"] == state.view(seat)
        table.match.state = state.determinize(seat, Rng(len(checked) + 1))
        try:
            other = real(seat)
        finally:
            table.match.state = state
        assert json.dumps(other, sort_keys=True) == json.dumps(msg, sort_keys=True)
        if msg["decision"]:
            assert_every_move_reachable(msg["decision"])
        checked.append(seat)
        return msg
    table.phone_message = message
    humans = [i for i, s in enumerate(seats) if s.bot is None]
    probes = [Probe(room.server.port) for _ in humans]
    try:
        for p, seat in zip(probes, humans):
            join(app, p, seat)
        play_until_over(app, match, probes, dt=0.5)
        assert match.is_over(), "the phones did not finish the game"
        assert set(checked) == set(humans) and len(checked) > 20
    finally:
        for p in probes:
            p.stop()
        room.stop()


def play_until_over(app, match, probes, dt: float = 1 / 60, frames: int = 60000, seed: int = 4) -> None:
    """The phones play random moves of their decisions until the game ends, as a player taps: each
    acts on the latest view it holds, once per move of its own the table took (`acted`); a move
    refused (the table moved on meanwhile) or turned away as too fast is made again on the latest
    view, after a wait when the phone was told to slow down. Each frame leaves a millisecond to
    the phones' and the server's threads: without it the frames outran them (a Pagamás game took
    13.5k frames on an idle machine, and ran out of 20000 on a loaded one; 1.5k with it). The
    messages are what is looked at: the frames are not drawn but the last, and the pause is as
    long as a drawn frame took (phones that tapped faster were told to slow down, and waited)."""
    import random
    rng = random.Random(seed)
    sent = {id(p): 0 for p in probes}          # the `acted` a phone's next move waits for
    latest: dict[int, dict] = {}
    for _ in range(frames):
        if match.is_over():
            app.draw()
            return
        for p in probes:
            while not p.inbox.empty():
                msg = p.inbox.get_nowait()
                if msg["type"] == "view":
                    latest[id(p)] = msg
                elif msg["type"] == "error" and msg["code"] in ("refused", "slow"):
                    if msg["code"] == "slow":           # the bucket refills: a phone waits, then sends again
                        time.sleep(2 / protocol.RATE)
                    sent[id(p)] -= 1
            view = latest.get(id(p))
            if view is not None and view["decision"] and view["acted"] >= sent[id(p)]:
                sent[id(p)] = view["acted"] + 1
                p.send({"type": "act", "action": rng.choice(view["decision"]["moves"])["action"]})
        app.step(dt, draw=False)
        time.sleep(0.004)


def test_a_phone_joins_in_the_lobby_and_keeps_its_seat_at_the_table(tmp_home):
    """"Join with a phone": the phone takes a bot's seat under its typed name; at the table the
    seat is bound to that phone (renumbered as the table numbers seats), and gets its view."""
    from scenes.lobby import Lobby
    from tests.ui.helpers import make_app
    app = make_app()
    app.push(Lobby(app, "libertalia"))
    app.apply_pending()
    lobby = app.top
    lobby.open_phones()
    app.apply_pending()
    assert type(app.top).__name__ == "PhonePanel" and app.phones.running
    phone = Probe(app.phones.server.port, app.phones.server.host)     # the LAN address it shows (or loopback)
    try:
        phone.connect()
        phone.send({"type": "hello", "room": app.phones.server.code.lower()})   # codes are typed in any case
        seats = phone.expect(app, "welcome")["seats"]
        assert [s["state"] for s in seats[:3]] == ["couch", "bot", "open"] and not seats[0]["open"]
        phone.send({"type": "join", "seat": 1, "name": "Zo\u00e9"})
        phone.expect(app, "joined")
        assert lobby.seats[1].name == "Zo\u00e9" and lobby.seats[1].device.startswith("phone:")
        phone.send({"type": "act", "action": {"type": "pick", "rank": 1}})
        assert "not started" in phone.expect(app, "error")["message"]
        app.pop()
        app.apply_pending()
        lobby.start()
        app.apply_pending()
        table = the_table(app)
        assert table.bindings[1].startswith("phone:") and table.match.seats[1].name == "Zo\u00e9"
        view = phone.expect(app, "view")
        assert view["seat"] == 1 and view["view"] == table.match.state.view(1)
        from scenes.title import Title
        app.reset(Title(app))                            # back to the title: phones off
        app.apply_pending()
        app.apply_pending()
        assert getattr(app, "phones", None) is None
    finally:
        phone.stop()
        if getattr(app, "phones", None) is not None:
            app.phones.stop()


def assert_every_move_reachable(decision: dict) -> None:
    """The page's narrowing (phone.js `moves`): tapping a move's steps in turn offers each step,
    and ends on moves that all read like it (no move hidden behind another's label)."""
    moves = decision["moves"]
    for m in moves:
        picked = []
        for step in m["steps"]:
            left = [x for x in moves if x["steps"][:len(picked)] == picked]
            assert not all(len(x["steps"]) <= len(picked) for x in left), (decision["prompt"], m["steps"])
            offered = {x["steps"][len(picked)] for x in left if len(x["steps"]) > len(picked)}
            assert step in offered, (decision["prompt"], m["steps"], offered)
            picked.append(step)
        left = [x for x in moves if x["steps"][:len(picked)] == picked]
        assert all(x["steps"] == m["steps"] for x in left), (decision["prompt"], m["steps"])


def test_a_phone_sees_the_cards_painted_names_in_the_language_spoken(tmp_home):
    """The names painted on the art (Cartagena's "Rum", Pagamás' ribbons) reach a phone in the
    language spoken, as at the table: in Spanish the served face is the table's own Spanish face;
    back in English the art's own file; such pictures are checked again each time (no-cache)."""
    import threading

    import pygame

    from game.i18n import set_language
    from scenes.card_names import picture
    from scenes.widgets import image
    app, room = phones_app()

    def fetch(path: str) -> tuple[bytes, str]:
        out = {}

        def go():
            with urllib.request.urlopen(room.server.address + path, timeout=5) as r:
                out["body"], out["cache"] = r.read(), r.headers.get("Cache-Control")
        th = threading.Thread(target=go)
        th.start()
        while th.is_alive():
            app.step(1 / 60)
            th.join(0.01)
        return out["body"], out["cache"]

    def pixels(body: bytes) -> bytes:
        import io
        return pygame.image.tobytes(pygame.image.load(io.BytesIO(body), "face.png"), "RGBA")
    try:
        app.speak("es")
        room.refresh_words()                  # what a lobby's or table's pump does each frame
        body, cache = fetch("/art/cards/cartagena/rum.png")
        assert cache == "no-cache"
        assert pixels(body) == pygame.image.tobytes(picture("cards/cartagena/rum.png"), "RGBA")
        assert pixels(body) != pygame.image.tobytes(image("cards/cartagena/rum.png"), "RGBA")
        app.speak("en")
        room.refresh_words()
        body, cache = fetch("/art/cards/cartagena/rum.png")
        assert pixels(body) == pygame.image.tobytes(image("cards/cartagena/rum.png"), "RGBA")
        _, cache = fetch("/art/libertalia/portraits/01.png")          # no painted name: kept an hour
        assert cache == "max-age=3600"
    finally:
        set_language("en")
        room.stop()
