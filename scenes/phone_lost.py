"""A phone went quiet while the table waits on it: the TV chooses. Keep waiting (the seat stays
that phone's), play it here (A on a pad), hand it to a bot, or open it to another phone (the
sleeping phone is let go); until then no other phone may take the seat. As PadLost does for
an unplugged pad."""
from __future__ import annotations

import pygame

from game.i18n import N_, _, ngettext

from . import theme
from .common import prompts
from .padlost import PadLost
from .widgets import Menu, MenuItem, draw_panel, draw_text

SNOOZE = 60.0     # "Keep waiting": seconds before the table asks again


class PhoneLost(PadLost):
    def __init__(self, app, table, seats: list[int]) -> None:
        super().__init__(app, table, seats, "phone")
        self.names = ", ".join(table.phone_name(s) for s in seats)
        who = " / ".join(table.match.seats[s].name for s in seats)
        self.menu = Menu([
            MenuItem(N_("Keep waiting"), self.wait, hint=N_("The phone rejoins its seat as soon as its page is open again.")),
            MenuItem(N_("Open the seat to another phone"), self.open_to_phones,
                     hint=N_("The first phone that joins with the room code takes the seat and its hand.")),
            MenuItem(lambda: ngettext("Hand {names}'s seat to a bot", "Hand the seats of {names} to a bot",
                                      len(seats)).format(names=who), self.to_bot,
                     hint=N_("A bot plays on for them; the game goes on at once.")),
            MenuItem(N_("Quit to title"), self.quit, hint=N_("The game is saved: Continue picks it up.")),
        ], (theme.SCREEN_W // 2, 690), width=1300, item_h=90)   # four choices below the notice

    def wait(self) -> None:
        self.table.phone_snooze(self.seats, SNOOZE)
        self.app.pop()

    def open_to_phones(self) -> None:
        for s in self.seats:
            self.table.phone_open_seat(s)
        self.table.phone_snooze(self.seats, SNOOZE)      # asked again if no phone has come by then
        self.app.pop()

    def draw(self, surface) -> None:
        self.draw_below(surface)
        rect = pygame.Rect(0, 0, 1300, 360)
        rect.midtop = (theme.SCREEN_W // 2, 130)
        draw_panel(surface, rect, border=theme.WARN)
        draw_text(surface, _("A phone is not answering"), (rect.centerx, rect.y + 80), theme.SIZE_HEADING,
                  theme.WARN, "display")
        draw_text(surface, _("Open the page again on {names}, or press A on a pad to play it here. No other "
                             "phone takes the seat unless you open it.").format(names=self.names),
                  (rect.centerx, rect.y + 180), theme.SIZE_BODY, width=1150)
        draw_text(surface, _("The game waits."), (rect.centerx, rect.y + 280), theme.SIZE_BODY, theme.TEXT_DIM)
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", _("Choose"))])

    def handle(self, intent) -> None:
        taken = set(self.table.bindings.values())
        if intent.kind == "confirm" and intent.is_pad and intent.device not in taken:
            self._release(_("A pad took your seat."))
            for s in self.seats:
                self.table.bindings[s] = intent.device
            self.app.audio.play("select")
            self.app.pop()
            return
        super().handle(intent)

    def to_bot(self) -> None:
        self._release(_("A bot plays your seat now."))
        super().to_bot()

    def _release(self, message: str) -> None:
        room = self.table.phone_room()
        for s in self.seats:
            phone = room.phone(self.table.bindings.get(s)) if room is not None else None
            if phone is not None:
                room.release(phone, message)
