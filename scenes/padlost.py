"""A pad went away mid-game: pause until it is back, or hand its seat to a bot."""
from __future__ import annotations

import pygame

from game.i18n import N_, _, ngettext

from . import saving, theme
from .common import Overlay, plate, prompts
from .widgets import Menu, MenuItem, draw_panel, draw_text


class PadLost(Overlay):
    veil_alpha = 200

    def __init__(self, app, table, seats: list[int], device: str) -> None:
        super().__init__(app)
        self.table, self.seats, self.device = table, seats, device
        self.names = [table.match.seats[s].name for s in seats]
        self.menu = Menu([
            MenuItem(lambda: ngettext("Hand {names}'s seat to a bot", "Hand the seats of {names} to a bot",
                                      len(self.names)).format(names=self.joined()), self.to_bot,
                     hint=N_("A bot plays on for them; the game goes on at once.")),
            MenuItem(N_("Quit to title"), self.quit, hint=saving.quit_words(table.match)),
        ], (theme.SCREEN_W // 2, 700), width=1300, item_h=90)      # two long names fit

    def joined(self) -> str:
        """The players' names as a list in words ("Anne and Bart")."""
        if len(self.names) == 1:
            return self.names[0]
        return _("{names} and {last}").format(names=", ".join(self.names[:-1]), last=self.names[-1])

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
        self.app.to_title()

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
        draw_text(surface, _("A pad was unplugged"), (rect.centerx, rect.y + 80), theme.SIZE_HEADING, theme.WARN,
                  "display")
        draw_text(surface, ngettext("Reconnect the pad for {names}, or hand the seat to a bot.",
                                    "Reconnect the pad for {names}, or hand the seats to a bot.",
                                    len(self.names)).format(names=self.joined()),
                  (rect.centerx, rect.y + 170), theme.SIZE_BODY, width=1150)
        draw_text(surface, _("The game is paused."), (rect.centerx, rect.y + 240), theme.SIZE_BODY, theme.TEXT_DIM)
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", _("Choose"))])
