"""Continue: the saved games, one per game's save slot, newest first (unfinished ones, and those
played under older rules, which open their record: scenes/older.py); and the question asked
before a new game replaces a saved one."""
from __future__ import annotations

import time
from typing import Callable

import pygame

from game.core import JournalError, Match, saves
from game.i18n import N_, _, pgettext

from . import theme
from .app import Scene
from .common import Confirm, Notice, backdrop, prompts
from .config import journal_path, saves_dir
from .tables import playable, table_for
from .logview import LogView, log_rows
from .widgets import Menu, MenuItem, draw_panel, draw_text, focus_ring

ROW_H = 150
MAX_NAME = 18     # a seat's name as listed (names come from the file: keep rows tidy)


def unfinished() -> tuple[list[saves.Slot], list[str]]:
    """The saved games to offer, newest first, and a message per file that could not be used."""
    return saves.scan(saves_dir(), playable(), len(theme.PLAYER_COLOURS), legacy=journal_path())


def month_name(month: int) -> str:
    """A month's name as a date says it (1: January)."""
    return (pgettext("month", "January"), pgettext("month", "February"), pgettext("month", "March"),
            pgettext("month", "April"), pgettext("month", "May"), pgettext("month", "June"),
            pgettext("month", "July"), pgettext("month", "August"), pgettext("month", "September"),
            pgettext("month", "October"), pgettext("month", "November"),
            pgettext("month", "December"))[month - 1]


def when(stamp: float, now: float | None = None) -> str:
    """When a game was saved, as a player says it, one whole phrase per case in every language:
    "saved today at 19:42", "saved yesterday at 08:05", "saved on 21 November 2026"."""
    now = time.time() if now is None else now
    t, today = time.localtime(stamp), time.localtime(now)
    clock = time.strftime("%H:%M", t)
    if t.tm_year == today.tm_year and t.tm_yday == today.tm_yday:
        return _("saved today at {time}").format(time=clock)
    if 0 < now - stamp < 2 * 86400 and time.localtime(now - 86400).tm_yday == t.tm_yday:
        return _("saved yesterday at {time}").format(time=clock)
    date = _("{day} {month} {year}").format(day=t.tm_mday, month=month_name(t.tm_mon), year=t.tm_year)
    return _("saved on {date}").format(date=date)


def players(seats) -> str:
    """The seats as a line: "Anne, Mary and Bart (bot)"."""
    names = []
    for s in seats:
        name = s.name if len(s.name) <= MAX_NAME else s.name[:MAX_NAME - 1] + "\u2026"
        names.append(_("{name} (bot)").format(name=name) if s.is_bot else name)
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def status(slot: saves.Slot, now: float | None = None) -> str:
    """How a slot is listed: "saved today at 19:42", or that it was finished under older rules."""
    if slot.older is not None:
        return _("finished under older rules")
    return when(slot.saved, now)


def ask_before_replacing(app, game_id: str, start: Callable[[], None]) -> None:
    """Run `start` (a new game in `game_id`'s slot) at once if the slot is free, else only
    once the player has agreed to give up the game saved there."""
    slot = saves.occupied(saves_dir(), game_id)
    if slot is None:
        start()
        return
    detail = _("{game} with {players}, {status}. The new game takes its place.").format(
        game=slot.title, players=players(slot.seats), status=status(slot))
    app.push(Confirm(app, _("Replace the saved game?"), detail, start, yes=N_("Replace it"), no=N_("Keep it")))


def reopen(app, slot: saves.Slot, replace: bool = False) -> bool:
    """Sit everyone back at the table of `slot` (replayed afresh from its file); a game played
    under older rules opens its record instead."""
    if slot.older is not None:
        app.push(OlderGame(app, slot))       # over the list: back returns to it
        return True
    try:
        match = Match.resume(slot.path, colours=len(theme.PLAYER_COLOURS))
    except JournalError:
        return False
    table = table_for(app, match)
    table.reserve_phone_seats()      # a phone takes a seat again only once the TV opens it (phone_seats.py)
    (app.replace if replace else app.push)(table)
    return True


class ContinueMenu(Scene):
    """The unfinished games; choosing one sits everyone back at its table."""

    music = "sea_loop"
    attract = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.slots: list[saves.Slot] = []
        self.menu = Menu([], (theme.SCREEN_W // 2, 560))

    def enter(self) -> None:
        self.slots, problems = unfinished()
        for problem in problems:
            self.app.notify(problem)
        if not self.slots:
            self.app.pop()
            return
        self.menu = Menu([MenuItem(s.title, lambda s=s: self.open(s)) for s in self.slots],
                         (theme.SCREEN_W // 2, 230 + min(len(self.slots), 5) * ROW_H // 2),
                         width=1400, item_h=ROW_H)

    def resume(self) -> None:
        self.enter()

    def open(self, slot: saves.Slot) -> None:
        if not reopen(self.app, slot, replace=True):
            self.enter()      # the file changed under us: the list reports it

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.notices:
            self.app.push(Notice(self.app, _("Ahoy"), self.app.notices.pop(0)))

    def handle(self, intent) -> None:
        if intent.kind == "back":
            self.app.audio.play("back")
            self.app.pop()
            return
        result = self.menu.handle(intent)
        if result == "moved":
            self.app.audio.play("click")
        elif result:
            self.app.audio.play("select")

    def draw(self, surface) -> None:
        backdrop(surface, veil_alpha=110)
        draw_text(surface, _("Continue"), (theme.SCREEN_W // 2, 130), theme.SIZE_TITLE, theme.BRASS, "display")
        now = time.time()
        for i, (slot, rect) in enumerate(zip(self.slots, self.menu.rects)):
            focused = i == self.menu.index
            draw_panel(surface, rect, fill=theme.WOOD if focused else theme.NAVY,
                       border=theme.BRASS if focused else theme.BRASS_DARK, radius=14,
                       alpha=235 if focused else 200)
            if focused:
                focus_ring(surface, rect, self.time)
            draw_text(surface, slot.title, (rect.x + 40, rect.y + 44), theme.SIZE_LARGE,
                      theme.BRASS, "bold", anchor="midleft")
            draw_text(surface, status(slot, now), (rect.right - 40, rect.y + 44), theme.SIZE_BODY,
                      theme.WARN if slot.older is not None else theme.FOAM, anchor="midright")
            draw_text(surface, players(slot.seats), (rect.x + 40, rect.y + 100), theme.SIZE_BODY,
                      theme.TEXT, anchor="midleft")
        prompts(self, surface, [("confirm", _("Continue")), ("back", _("Back"))])


# ------------------------------------------------------------------ a game under older rules
# Continue lists it as "finished under older rules"; choosing it opens this screen: it cannot be
# continued (today's rules would make another game of its moves), so it shows what changed in
# the rules since, and the journal's moves, one a line, in the shared log view (up/down a
# line). Back returns to the list; the alt button puts the game away (its file is renamed
# beside itself, kept, and leaves the list).

LOG_W = 1500       # the older game's log


class OlderGame(Scene):
    music = "sea_loop"

    def __init__(self, app, slot: saves.Slot) -> None:
        super().__init__(app)
        self.slot = slot
        self.record = slot.older
        self.logview = LogView()
        self.logview.top = 0
        self._rows = None

    def rows(self):
        if self._rows is None:
            self._rows = log_rows([(line, False) for line in self.record.moves()], LOG_W - 130)
        return self._rows

    def language_changed(self) -> None:
        self._rows = None

    def handle(self, intent) -> None:
        if intent.kind == "back":
            self.app.audio.play("back")
            self.app.pop()
            return
        if intent.kind == "alt":
            self.put_away()
            return
        if intent.kind in self.logview.CLOSE:
            return
        self.logview.handle(intent, self.rows())

    def put_away(self) -> None:
        moved = saves.put_away(self.slot)
        self.app.audio.play("select")
        if moved is None:
            self.app.notify(_("The old game could not be put away: its folder may not be written."))
        else:
            self.app.notify(_("The old game is put away: its file is kept as {name}.").format(name=moved.name))
        self.app.pop()

    def draw(self, surface) -> None:
        backdrop(surface, veil_alpha=110)
        title = _("{game}, played under older rules").format(game=self.slot.title)
        draw_text(surface, title, (theme.SCREEN_W // 2, 70), theme.SIZE_HEADING, theme.BRASS, "display")
        said = _("With {players}, {saved}. The rules have changed since, so this game cannot be "
                 "continued; here is what was played.").format(players=players(self.record.seats),
                                                             saved=when(self.slot.saved))
        changes = " ".join(self.record.changes())
        draw_text(surface, said + (" " + changes if changes else ""), (theme.SCREEN_W // 2, 120),
                  theme.SIZE_SMALL, theme.TEXT, width=LOG_W, anchor="midtop")
        rect = pygame.Rect(0, 0, LOG_W, 700)
        rect.midtop = (theme.SCREEN_W // 2, 290)
        self.logview.draw(surface, rect, self.rows(), title=_("The moves as saved"), veil_below=False)
        prompts(self, surface, [("back", _("Back")), ("alt", _("Put it away"))])
