"""The pause menu over a table: resume, settings, quit to the title (with a confirmation)."""
from __future__ import annotations

import pygame

from game.i18n import N_, _

from . import saving, theme
from .common import Confirm, Overlay, plate, prompts
from .widgets import Menu, MenuItem, draw_text


class Pause(Overlay):
    veil_alpha = 170

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.menu = Menu([
            MenuItem(N_("Resume"), self.resume_game, hint=N_("Back to the table.")),
            MenuItem(N_("How to play"), self.howto,
                     hint=lambda: _("The rules of {game}.").format(game=table.match.spec.title)),
            MenuItem(N_("Settings"), self.settings, hint=N_("Screen, sound and animation speed.")),
            MenuItem(N_("Quit to title"), self.ask_quit,
                     hint=N_("The lesson is saved after every move: Learn to play picks it up from the title.")
                     if table.coach is not None else saving.quit_words(table.match)),
        ], (theme.SCREEN_W // 2, 600), width=640, item_h=92)
        if getattr(app, "phones", None) is not None:    # phones on: show how one joins (or rejoins)
            self.menu.items.insert(1, MenuItem(N_("Join with a phone"), lambda: self.app.open("phones", table),
                                               hint=N_("The QR code and the room code, for a phone to take an open seat.")))
            self.menu = Menu(self.menu.items, (theme.SCREEN_W // 2, 600), width=640, item_h=92)

    def resume_game(self) -> None:
        self.app.pop()

    def howto(self) -> None:
        m = self.table.match
        self.app.open("howto", m.spec.id, m.options, m.spec.title)

    def settings(self) -> None:
        self.app.open("settings", overlay=True)

    def ask_quit(self) -> None:
        m = self.table.match
        m.save()         # one more try: the disk may have room again
        if self.table.coach is not None and m.save_error is None:
            detail = _("Your lesson is saved. Choose Learn to play on the title screen to go on.")
        elif m.journal_path is None or m.save_error is not None:
            detail = saving.quit_words(m)
        else:
            detail = _("Your game is saved. Choose Continue on the title screen to play on.")
        self.app.push(Confirm(self.app, _("Quit to the title?"), detail,
                              self.app.to_title, yes=N_("Quit"), no=N_("Stay")))

    def handle(self, intent) -> None:
        if intent.kind in ("back", "menu"):
            self.app.audio.play("back")
            self.app.pop()
            return
        result = self.menu.handle(intent)
        if result == "moved":
            self.app.audio.play("click")
        elif result:
            self.app.audio.play("select")

    def draw(self, surface) -> None:
        self.draw_below(surface)
        plate(surface, pygame.Rect(theme.SCREEN_W // 2 - 520, 240, 1040, 700))
        draw_text(surface, _("Paused"), (theme.SCREEN_W // 2, 330), theme.SIZE_TITLE, theme.BRASS, "display")
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", _("Choose")), ("back", _("Resume"))])
