"""A pad went away mid-game: pause until it is back, or hand its seat to a bot."""
from __future__ import annotations

import pygame

from . import saving, theme
from .common import Overlay, plate, prompts
from .widgets import Menu, MenuItem, draw_panel, draw_text


class PadLost(Overlay):
    veil_alpha = 200

    def __init__(self, app, table, seats: list[int], device: str) -> None:
        super().__init__(app)
        self.table, self.seats, self.device = table, seats, device
        names = " and ".join(table.match.seats[s].name for s in seats)
        self.names = names
        self.menu = Menu([
            MenuItem(f"Hand {names}'s seat to a bot", self.to_bot,
                     hint="A bot plays on for them; the game goes on at once."),
            MenuItem("Quit to title", self.quit, hint=saving.quit_words(table.match)),
        ], (theme.SCREEN_W // 2, 700), width=900, item_h=90)

    def to_bot(self) -> None:
        m = self.table.match
        for s in self.seats:
            m.seats[s].bot = m.spec.default_bot
            self.table.bindings.pop(s, None)
        m._make_bots()
        m.save()
        self.app.pop()
        self.table.settle()

    def quit(self) -> None:
        from .title import Title
        self.app.reset(Title(self.app))

    def handle(self, intent) -> None:
        if intent.kind == "device_added":
            # The pad is back (or another one): it takes the seat.
            for s in self.seats:
                self.table.bindings[s] = intent.device
            self.app.audio.play("select")
            self.app.pop()
            return
        if intent.kind == "device_removed":
            return
        result = self.menu.handle(intent)
        if result == "moved":
            self.app.audio.play("click")

    def draw(self, surface) -> None:
        self.draw_below(surface)
        rect = pygame.Rect(0, 0, 1300, 340)
        rect.midtop = (theme.SCREEN_W // 2, 200)
        plate(surface, rect, border=theme.WARN)
        draw_text(surface, "A pad was unplugged", (rect.centerx, rect.y + 80), theme.SIZE_HEADING, theme.WARN,
                  "display")
        draw_text(surface, f"Reconnect the pad for {self.names}, or hand the seat to a bot.",
                  (rect.centerx, rect.y + 170), theme.SIZE_BODY, width=1150)
        draw_text(surface, "The game is paused.", (rect.centerx, rect.y + 240), theme.SIZE_BODY, theme.TEXT_DIM)
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", "Choose")])
