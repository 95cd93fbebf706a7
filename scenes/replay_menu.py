"""The replay viewer's menu (P / Start): resume, export the replay to a file, settings, leave."""
from __future__ import annotations

import pygame

from game.i18n import N_, _

from . import theme
from .common import Overlay, plate, prompts
from .config import exports_dir
from .replay_files import export_replay
from .widgets import Menu, MenuItem, draw_text


class ReplayMenu(Overlay):
    veil_alpha = 170

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.menu = Menu([
            MenuItem(N_("Resume"), self.app.pop, hint=N_("Back to the replay.")),
            MenuItem(N_("Export to a file"), self.export,
                     hint=lambda: _("A small file to share, written in {folder}.").format(folder=exports_dir())),
            MenuItem(N_("Settings"), lambda: self.app.open("settings", overlay=True),
                     hint=N_("Screen, sound and animation speed.")),
            MenuItem(N_("Leave the replay"), self.leave, hint=N_("Back to where you came from.")),
        ], (theme.SCREEN_W // 2, 600), width=640, item_h=92)

    def export(self) -> None:
        self.app.pop()
        self.table.remote.say(export_replay(self.table.deck.replay))

    def leave(self) -> None:
        self.app.pop()
        self.app.pop()

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
        draw_text(surface, _("Replay"), (theme.SCREEN_W // 2, 330), theme.SIZE_TITLE, theme.BRASS, "display")
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", _("Choose")), ("back", _("Resume"))])
