"""Replays (from the title): the finished games kept, newest first, to watch again, export or delete; and a file to open.

Each row: the game, when it ended, the players, who won, the seats reviewed (a game played
under other rules of its game says so, and opening it says why it cannot be watched). Enter
watches it (the viewer, scenes/replay_table.py); Tab / X offers to export it to a file (the
folder said on screen) or delete it (asked first). The first row opens a replay file: the
.json files of the exports folder and of Downloads; a file dropped on the window opens the
same way, from any of these screens. A file is read with every check (replays.read): one
refused is said in a player's words and nothing changes; a damaged entry of the history is
set aside by the history and reported here.
"""
from __future__ import annotations

import time
from pathlib import Path

import pygame

from game.core.history import Entry
from game.core.replays import ReplayError
from game.i18n import N_, _, pgettext

from . import theme
from .app import Scene
from .common import Confirm, Notice, Overlay, backdrop, plate, prompts
from .config import exports_dir, open_dirs
from .replay_deck import winners_words
from .replay_files import candidates, export_replay, history
from .saves import month_name, players
from .widgets import Menu, MenuItem, draw_panel, draw_text, fit_text, focus_ring

ROW_H = 150
ROWS = 5            # rows shown at once; the list scrolls
TOP = 190           # the first row's top


def ended_words(stamp: float, now: float | None = None) -> str:
    """When a game ended, as a player says it: "today at 19:42", "yesterday at 08:05", a date."""
    now = time.time() if now is None else now
    t, today = time.localtime(stamp), time.localtime(now)
    clock = time.strftime("%H:%M", t)
    if t.tm_year == today.tm_year and t.tm_yday == today.tm_yday:
        return _("today at {time}").format(time=clock)
    if 0 < now - stamp < 2 * 86400 and time.localtime(now - 86400).tm_yday == t.tm_yday:
        return _("yesterday at {time}").format(time=clock)
    return _("{day} {month} {year}").format(day=t.tm_mday, month=month_name(t.tm_mon), year=t.tm_year)


def reviewed_words(entry: Entry) -> str:
    if not entry.reviewed:
        return ""
    return _("Reviewed: {names}").format(names=", ".join(entry.seats[s].name for s in entry.reviewed))


class ReplaysMenu(Scene):
    """The history of finished games (see the module doc)."""

    music = "sea_loop"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries: list[Entry] = []
        self.index = 0
        self.first = 0                     # the first row shown
        self.rects: list[tuple[pygame.Rect, int]] = []

    def enter(self) -> None:
        self.entries, problems = history().entries()
        for problem in problems:
            self.app.notify(problem)
        self.index = min(self.index, len(self.entries))

    def resume(self) -> None:
        self.enter()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.notices:
            self.app.push(Notice(self.app, _("Ahoy"), self.app.notices.pop(0)))

    # ------------------------------------------------------------------ input
    def handle(self, intent) -> None:
        k = intent.kind
        if k == "back":
            self.app.audio.play("back")
            self.app.pop()
        elif k in ("up", "down", "wheel_up", "wheel_down"):
            self.move(-1 if k in ("up", "wheel_up") else 1)
        elif k in ("page_prev", "page_next"):
            self.move(-ROWS if k == "page_prev" else ROWS)
        elif k == "confirm":
            self.choose()
        elif k == "alt" and self.index > 0:
            self.more(self.entries[self.index - 1])
        elif k in ("point", "click"):
            hit = next((i for rect, i in self.rects if rect.collidepoint(intent.pos)), None)
            if hit is None:
                return
            if k == "click" and hit == self.index:
                self.choose()
            elif hit != self.index:
                self.index = hit
                self.app.audio.play("click")

    def move(self, step: int) -> None:
        new = max(0, min(len(self.entries), self.index + step))
        if new != self.index:
            self.index = new
            self.app.audio.play("click")

    def choose(self) -> None:
        self.app.audio.play("select")
        if self.index == 0:
            self.app.push(OpenFile(self.app))
        else:
            self.watch(self.entries[self.index - 1])

    def watch(self, entry: Entry) -> None:
        try:
            replay = history().load(entry)
        except ReplayError as exc:
            self.app.audio.play("error")
            self.app.push(Notice(self.app, _("This replay cannot be watched"), str(exc)))
            self.enter()
            return
        self.app.open("viewer", replay)

    def more(self, entry: Entry) -> None:
        self.app.audio.play("select")
        self.app.push(EntryMenu(self.app, self, entry))

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        backdrop(surface, veil_alpha=110)
        draw_text(surface, _("Replays"), (theme.SCREEN_W // 2, 96), theme.SIZE_TITLE, theme.BRASS, "display")
        if not self.entries:
            draw_text(surface, _("No finished game yet: every game played to its end at a table is kept "
                                 "here, the last 100."), (theme.SCREEN_W // 2, 880), theme.SIZE_BODY,
                      theme.TEXT, width=1500)
        self.first = max(min(self.first, max(0, self.index - 1)), self.index - ROWS + 1, 0)
        self.rects = []
        rows = [None] + self.entries
        now = time.time()
        for row, i in enumerate(range(self.first, min(len(rows), self.first + ROWS))):
            rect = pygame.Rect(theme.SCREEN_W // 2 - 760, TOP + row * ROW_H, 1520, ROW_H - 16)
            self.rects.append((rect, i))
            focused = i == self.index
            draw_panel(surface, rect, fill=theme.WOOD if focused else theme.NAVY,
                       border=theme.BRASS if focused else theme.BRASS_DARK, radius=14, alpha=235 if focused else 205)
            if focused:
                focus_ring(surface, rect, self.time)
            if i == 0:
                draw_text(surface, _("Open a replay file"), rect.move(-3, -4).center, theme.SIZE_LARGE, theme.TEXT, "bold")
            else:
                self.draw_entry(surface, rect, self.entries[i - 1], now)
        if len(rows) > ROWS:
            where = _("{first}\u2013{last} of {total}").format(first=max(1, self.first), last=min(len(self.entries),
                                                              self.first + ROWS - 1), total=len(self.entries))
            draw_text(surface, where, (theme.SCREEN_W // 2 + 760, 150), theme.SIZE_SMALL, theme.TEXT_DIM,
                      anchor="midright")
        items = [("confirm", _("Open") if self.index == 0 else _("Watch"))]
        if self.index > 0:
            items.append(("alt", _("Export or delete")))
        prompts(self, surface, items + [("back", _("Back"))])

    def draw_entry(self, surface, rect: pygame.Rect, entry: Entry, now: float) -> None:
        draw_text(surface, entry.title, (rect.x + 40, rect.y + 40), theme.SIZE_LARGE, theme.BRASS, "bold",
                  anchor="midleft")
        when = _("played under other rules") if entry.other_rules else ended_words(entry.ended, now)
        draw_text(surface, when, (rect.right - 40, rect.y + 40), theme.SIZE_BODY,
                  theme.WARN if entry.other_rules else theme.FOAM, anchor="midright")
        right = draw_text(surface, winners_words(entry.seats, entry.winners), (rect.right - 40, rect.y + 96), theme.SIZE_BODY,
                          theme.TEXT, "bold", anchor="midright")
        reviewed = reviewed_words(entry)
        if reviewed:
            right = draw_text(surface, reviewed, (right.x - 40, rect.y + 96), theme.SIZE_SMALL, theme.GOOD,
                              "bold", anchor="midright")
        draw_text(surface, fit_text(players(entry.seats), theme.SIZE_BODY, right.x - rect.x - 80, "body"),
                  (rect.x + 40, rect.y + 96), theme.SIZE_BODY, theme.TEXT, anchor="midleft")


class EntryMenu(Overlay):
    """Export or delete one game of the history (Tab / X on its row)."""

    def __init__(self, app, owner: ReplaysMenu, entry: Entry) -> None:
        super().__init__(app)
        self.owner, self.entry = owner, entry
        self.menu = Menu([
            MenuItem(N_("Export to a file"), self.export,
                     hint=lambda: _("A small file to share, written in {folder}.").format(folder=exports_dir())),
            MenuItem(N_("Delete"), self.ask_delete, hint=N_("It leaves the history for good.")),
            MenuItem(N_("Cancel"), self.app.pop),
        ], (theme.SCREEN_W // 2, 520), width=640, item_h=92, hint_pos=(theme.SCREEN_W // 2, 740), hint_width=880)

    def export(self) -> None:
        self.app.pop()
        try:
            replay = history().load(self.entry)
        except ReplayError as exc:
            self.app.notify(str(exc))
            return
        self.app.notify(export_replay(replay))

    def ask_delete(self) -> None:
        self.app.pop()
        detail = _("{game} with {players}, {when}.").format(game=self.entry.title, players=players(self.entry.seats),
                                                            when=ended_words(self.entry.ended))
        # "it" is the replay, not a saved game (saves.py): Italian «Tienilo», not «Tienila»
        self.app.push(Confirm(self.app, _("Delete this replay?"), detail, self.delete, yes=N_("Delete"),
                              no=lambda: pgettext("replay", "Keep it")))

    def delete(self) -> None:
        problem = history().delete(self.entry.path)
        if problem:
            self.app.notify(problem)
        self.owner.enter()

    def handle(self, intent) -> None:
        if intent.kind in ("back", "alt"):
            self.app.audio.play("back")
            self.app.pop()
            return
        result = self.menu.handle(intent)
        if result:
            self.app.audio.play("click" if result == "moved" else "select")

    def draw(self, surface) -> None:
        self.draw_below(surface)
        plate(surface, pygame.Rect(theme.SCREEN_W // 2 - 480, 270, 960, 560))
        draw_text(surface, self.entry.title, (theme.SCREEN_W // 2, 330), theme.SIZE_LARGE, theme.BRASS, "bold")
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", _("Choose")), ("back", _("Back"))])


class OpenFile(Scene):
    """Open a replay file: the .json files of the exports folder and of Downloads, newest first."""

    music = "sea_loop"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.files = candidates()
        self.menu = Menu([MenuItem(lambda p=p: p.name, lambda p=p: self.open(p),
                                   hint=lambda p=p: str(p.parent)) for p in self.files[:8]],
                         (theme.SCREEN_W // 2, 560), width=1400, item_h=84, size=theme.SIZE_BODY,
                         hint_pos=(theme.SCREEN_W // 2, 960))

    def open(self, path: Path) -> None:
        self.app.pop()
        self.app.open("replay_file", path)

    def handle(self, intent) -> None:
        if intent.kind == "back":
            self.app.audio.play("back")
            self.app.pop()
            return
        result = self.menu.handle(intent)
        if result:
            self.app.audio.play("click" if result == "moved" else "select")

    def draw(self, surface) -> None:
        backdrop(surface, veil_alpha=110)
        draw_text(surface, _("Open a replay file"), (theme.SCREEN_W // 2, 96), theme.SIZE_HEADING, theme.BRASS,
                  "display")
        where = _("Replay files in {folders}, newest first; or drop a file on the window.").format(
            folders=", ".join(str(p) for p in open_dirs()))
        draw_text(surface, where, (theme.SCREEN_W // 2, 170), theme.SIZE_SMALL, theme.TEXT, width=1600)
        if not self.files:
            draw_text(surface, _("No replay file here yet. Export one from a replay's menu, or drop one on the "
                                 "window."), (theme.SCREEN_W // 2, 520), theme.SIZE_BODY, theme.TEXT, width=1400)
        self.menu.draw(surface, self.time)
        prompts(self, surface, ([("confirm", _("Open"))] if self.files else []) + [("back", _("Back"))])
