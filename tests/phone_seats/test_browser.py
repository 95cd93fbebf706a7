"""End to end in a real browser: two phones (headless Chromium through selenium, each with a
profile of its own) join a Libertalia table from the page the game serves, each page starts on
its decision's focus, both make their secret pick at once, and the table reveals them, all
under the page's Content-Security-Policy (which refuses any inline script, and which the page
never breaks); and a page of another address, open in the same browser, cannot talk to the table.

Skipped, with the reason, where Chromium, its driver or selenium is missing (`.ci/run`
installs them: Debian's chromium and chromium-driver).
"""
from __future__ import annotations

import shutil
import threading
import time

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
try:
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:     # the test extra not installed
    webdriver = None

pytestmark = pytest.mark.skipif(
    webdriver is None or not CHROMIUM or not DRIVER,
    reason="needs selenium (the test extra) and Debian's chromium and chromium-driver "
           "(apt-get install chromium chromium-driver; .ci/run installs them)")

PHONE = (390, 844)     # a phone's viewport, in CSS pixels


def phone_browser(profile) -> "webdriver.Chrome":
    opts = Options()
    opts.binary_location = CHROMIUM
    for arg in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                f"--user-data-dir={profile}", f"--window-size={PHONE[0]},{PHONE[1]}"):
        opts.add_argument(arg)
    opts.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": PHONE[0], "height": PHONE[1],
                                                                       "pixelRatio": 2.0}})
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})     # the console: CSP violations show there
    return webdriver.Chrome(service=Service(DRIVER), options=opts)


def policy_refusals(driver) -> list[str]:
    """What the console said about the Content-Security-Policy since the last call."""
    return [e["message"] for e in driver.get_log("browser") if "Content Security Policy" in e["message"]]


class Game(threading.Thread):
    """The game's loop on a thread of its own (the test's thread drives the browsers)."""

    def __init__(self, seats, gid: str = "libertalia", seed: int = 21) -> None:
        super().__init__(daemon=True)
        self.seats, self.gid, self.seed = seats, gid, seed
        self.ready = threading.Event()
        self.halt = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            from game import Match
            from scenes.tables import table_for
            from tests.phone_seats.probe import phones_app
            self.app, self.room = phones_app()
            self.match = Match.new(self.gid, self.seats, seed=self.seed)
            self.table = table_for(self.app, self.match)
            self.app.push(self.table)
            self.app.apply_pending()
            self.ready.set()
            while not self.halt.is_set():
                self.app.step(1 / 60)
                time.sleep(1 / 120)
            self.room.stop()
        except BaseException as exc:      # noqa: BLE001  reported by the test
            self.error = exc
            self.ready.set()

    def revealed(self) -> bool:
        return any(e.TYPE == "revealed" for e in list(self.table.history))


def take_seat(driver, url: str, seat: int, name: str) -> None:
    """Choose the seat and take it: a seat at a table under way keeps its name (the page says so
    instead of asking); a lobby's seat is named here."""
    driver.get(url)
    tap(driver, f'button.seat[data-seat="{seat}"]')
    boxes = driver.find_elements(By.ID, "pname")
    if boxes:
        boxes[0].clear()
        boxes[0].send_keys(name)
    else:
        assert name in driver.find_element(By.ID, "named").text
    driver.find_element(By.ID, "take").click()


def moves_shown(driver) -> list:
    return [b for b in driver.find_elements(By.CSS_SELECTOR, "button.move") if b.is_enabled()]


def wait(driver, condition, seconds: float = 30):
    """Until `condition(driver)` holds; a page drawn again meanwhile is looked at again."""
    return WebDriverWait(driver, seconds, ignored_exceptions=(StaleElementReferenceException,)).until(condition)


def tap(driver, css: str, index: int = 0) -> None:
    """Tap the index-th element matching `css` once it is there (looked up afresh each try)."""
    def go(d):
        found = [b for b in d.find_elements(By.CSS_SELECTOR, css) if b.is_enabled()]
        if len(found) <= abs(index) - (index < 0):
            return False
        found[index].click()
        return True
    wait(driver, go)


def test_two_phones_pick_in_secret_at_once_and_the_table_reveals(tmp_home, tmp_path):
    from game import Seat
    game = Game([Seat("Anne", None, 0), Seat("Bob", None, 1), Seat("Cat", "random", 2)])
    game.start()
    assert game.ready.wait(30) and game.error is None, game.error
    phones = []
    try:
        phones = [phone_browser(tmp_path / "anne"), phone_browser(tmp_path / "bob")]
        url = game.room.url
        take_seat(phones[0], url, 0, "Anne")
        take_seat(phones[1], url, 1, "Bob")
        for p in phones:      # both are asked at the same time, with their own hands
            wait(p, lambda d: "Pick your character" in d.find_element(By.CSS_SELECTOR, ".prompt").text)
            wait(p, moves_shown)
        assert game.table.viewer is None and type(game.app.top).__name__ == "LibertaliaTable"
        # Each page starts on its decision's focus, the TV's (scenes/libertalia/choices.decide).
        from scenes.tables import decider
        for seat, p in enumerate(phones):
            state = game.match.state
            d = decider("libertalia")(state.view(seat), seat, state.legal_actions(seat), ["Anne", "Bob", "Cat"])
            focused = p.execute_script("const a = document.activeElement;"
                                       "return a.classList.contains('focus') ? a.dataset.label : null;")
            assert focused == d.options[d.focus].steps[0]
            assert [b.get_attribute("data-label") for b in p.find_elements(By.CSS_SELECTOR, "button.move.focus")] == [focused]

        tap(phones[0], "button.move", 0)
        tap(phones[0], "#confirm")
        wait(phones[0], lambda d: d.find_elements(By.ID, "chosen"))
        assert not game.revealed()                       # the table waits for Bob
        assert wait(phones[1], moves_shown)              # who still chooses

        tap(phones[1], "button.move", -1)
        tap(phones[1], "#confirm")
        deadline = time.monotonic() + 30
        while not game.revealed() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert game.revealed(), "the table never revealed the picks"
        ship = {entry["seat"] for entry in game.table.match.state.view(None)["ship"]}
        assert {0, 1} <= ship                            # both characters stand on the ship
        for p in phones:                                 # and the log on each phone tells it
            tap(p, "#logbtn")
            wait(p, lambda d: "Revealed" in d.find_element(By.ID, "loglines").text)
        for p in phones:                                 # all of it without one CSP refusal...
            assert policy_refusals(p) == []
        # ...under a policy that is in force: a script put into the page is not run.
        ran = phones[0].execute_script("const s = document.createElement('script'); s.textContent = 'window.injected = 1';"
                                       "document.head.append(s); return window.injected === 1;")
        assert ran is False and any("inline script" in m for m in policy_refusals(phones[0]))
    finally:
        for p in phones:
            p.quit()
        game.halt.set()
        game.join(10)


def test_a_page_of_another_address_cannot_talk_to_the_table(tmp_home, tmp_path):
    """A page open in a browser on the LAN (here: served from another port) opens a WebSocket to
    the table with the room code: the table refuses it (its Origin is not the page's own)."""
    import functools
    import http.server
    from game import Seat
    game = Game([Seat("Anne", None, 0), Seat("Bob", "random", 1)])
    game.start()
    assert game.ready.wait(30) and game.error is None, game.error
    server = game.room.server
    (tmp_path / "other.html").write_text(
        "<!doctype html><title>waiting</title><script>"
        f"const ws = new WebSocket('ws://{server.host}:{server.port}/ws');"
        f"ws.onopen = () => ws.send(JSON.stringify({{type: 'hello', room: '{server.code}'}}));"
        "ws.onmessage = (e) => { document.title = 'answered ' + JSON.parse(e.data).type; };"
        "ws.onerror = () => { document.title = 'refused'; };</script>")
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(tmp_path))
    other = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=other.serve_forever, daemon=True).start()
    driver = None
    try:
        driver = phone_browser(tmp_path / "profile")
        driver.get(f"http://127.0.0.1:{other.server_address[1]}/other.html")
        assert wait(driver, lambda d: d.title if d.title != "waiting" else False) == "refused"
        driver.get(game.room.url)                        # the table's own page, in the same browser, is answered
        wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, 'button.seat[data-seat="0"]'))
    finally:
        if driver is not None:
            driver.quit()
        other.shutdown()
        game.halt.set()
        game.join(10)


def test_a_phone_at_a_table_is_told_its_name_why_a_bot_seat_is_closed_and_each_tiles_ability(tmp_home, tmp_path):
    """Issue 40, item 6: on a Pagamás table under way, the seat picker says the name the seat
    keeps (the one typed used to be dropped without a word) and why the bot's seat is greyed; each
    move's tile carries its line (a den's effect), not only its name; in the log, "Close" is at
    the top and "Leave the seat" far below it, not right under it."""
    from game import Seat
    from phones.words import page_words
    game = Game([Seat("Anne", None, 0), Seat("Bob", "random", 1), Seat("Cat", "random", 2)], gid="pagamas", seed=3)
    game.start()
    assert game.ready.wait(30) and game.error is None, game.error
    words = page_words()
    phone = None
    try:
        phone = phone_browser(tmp_path / "anne")
        phone.get(game.room.url)
        wait(phone, lambda d: d.find_elements(By.CSS_SELECTOR, 'button.seat[data-seat="0"]'))
        tap(phone, 'button.seat[data-seat="0"]')
        assert not phone.find_elements(By.ID, "pname")
        assert phone.find_element(By.ID, "named").text == words["named_seat"].replace("{name}", "Anne")
        bot = phone.find_element(By.CSS_SELECTOR, 'button.seat[data-seat="1"]')
        assert not bot.is_enabled() and words["seat_bot"] in bot.text
        phone.find_element(By.ID, "take").click()
        seen = 0
        deadline = time.monotonic() + 60
        while seen < 2 and time.monotonic() < deadline:
            wait(phone, moves_shown, 60)
            moves = game.table.phone_message(0)["decision"]["moves"]
            tiles = {b.get_attribute("data-label"): b.text for b in moves_shown(phone)}
            told = 0
            for label, text in tiles.items():
                hints = {m["hint"] for m in moves if m["steps"][0] == label}
                if len(hints) == 1 and "" not in hints:
                    assert hints.pop() in text, (label, text)
                    told += 1
            seen += bool(told)
            tap(phone, "button.move", 0)
            while not phone.find_elements(By.ID, "confirm"):
                tap(phone, "button.move", 0)
            tap(phone, "#confirm")
            wait(phone, lambda d: not d.find_elements(By.ID, "confirm"))
        assert seen == 2, "no two decisions whose tiles carry their lines"
        tap(phone, "#logbtn")
        wait(phone, lambda d: d.find_element(By.ID, "logpane").is_displayed())
        # Measured in one script: the bots play on, and a new log line redraws the lines meanwhile.
        at = phone.execute_script("""
            document.getElementById('logpane').scrollTop = 0;
            const box = id => document.getElementById(id).getBoundingClientRect();
            const lines = document.querySelectorAll('#loglines p');
            const last = lines.length ? lines[lines.length - 1].getBoundingClientRect() : null;
            return {close_top: box('logclose').top, close_bottom: box('logclose').bottom,
                    leave_top: box('leave').top, lines: lines.length, last_bottom: last ? last.bottom : 0};""")
        assert at["close_top"] < 40
        assert at["lines"] and at["leave_top"] > at["last_bottom"] + 40
        assert at["leave_top"] - at["close_bottom"] > 120
        phone.save_screenshot(str(tmp_path / "log.png"))
    finally:
        if phone is not None:
            phone.quit()
        game.halt.set()
        game.join(10)
