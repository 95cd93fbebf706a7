"""Join with a phone: the QR code, the short address and the room code on the TV, and the seats."""
from __future__ import annotations

import pygame

from game.i18n import _

from . import theme
from .common import Overlay, prompts
from .widgets import draw_panel, draw_text, image

_codes: dict[str, pygame.Surface] = {}


def qr_surface(text: str, size: int) -> pygame.Surface:
    """The QR code of `text`, black on white with its quiet zone, `size` pixels square."""
    key = f"{text}@{size}"
    if key not in _codes:
        from phones.qr import modules
        rows = modules(text)
        n = len(rows) + 8                      # four modules of quiet zone each side
        small = pygame.Surface((n, n))
        small.fill((255, 255, 255))
        for y, row in enumerate(rows):
            for x, dark in enumerate(row):
                if dark:
                    small.set_at((x + 4, y + 4), (0, 0, 0))
        scale = max(1, size // n)
        _codes[key] = pygame.transform.scale(small, (n * scale, n * scale))
    return _codes[key]


class PhonePanel(Overlay):
    """Over the lobby (or a table): how a phone joins, and who has joined. Left/right offers one
    seat; a seat the table keeps for its player (Continue) or for a phone that is away is offered
    too, and confirm opens it to any phone (the TV's choice). Any other button closes it."""

    veil_alpha = 200

    def __init__(self, app, host, seat: int | None = None) -> None:
        super().__init__(app)
        self.host = host
        self.seat = seat            # the seat offered to the phone that scans (None: any open seat)

    def kept(self) -> list[int]:
        """The seats the host keeps from phones until the TV opens them (a table's; none in a lobby)."""
        return self.host.phone_kept() if hasattr(self.host, "phone_kept") else []

    def handle(self, intent) -> None:
        if intent.kind in ("left", "right"):
            # Offer one seat in particular (its own QR code), or any open seat.
            kept = self.kept()
            choices = [None] + [s["seat"] for s in self.host.phone_seat_list() if s["open"] or s["seat"] in kept]
            at = choices.index(self.seat) if self.seat in choices else 0
            self.seat = choices[(at + (1 if intent.kind == "right" else -1)) % len(choices)]
            self.app.audio.play("click")
        elif intent.kind == "confirm" and self.seat is not None and self.seat in self.kept():
            self.host.phone_open_seat(self.seat)            # the TV opens the seat it shows
            self.app.audio.play("select")
        elif intent.kind in ("confirm", "back", "menu", "click"):
            self.app.audio.play("back")
            self.app.pop()

    def draw(self, surface) -> None:
        self.draw_below(surface)
        room = getattr(self.app, "phones", None)
        rect = pygame.Rect(0, 0, 1600, 860)
        rect.center = (theme.SCREEN_W // 2, theme.SCREEN_H // 2 - 20)
        draw_panel(surface, rect)
        draw_text(surface, _("Join with a phone"), (rect.centerx, rect.y + 70), theme.SIZE_HEADING, theme.BRASS,
                  "display")
        if room is None or not room.running:
            draw_text(surface, _("Phones are off."), rect.center, theme.SIZE_LARGE, theme.WARN)
            return
        seats = self.host.phone_seat_list()
        offer = [s for s in seats if s["seat"] == self.seat and s["open"]]
        kept = [s for s in seats if s["seat"] == self.seat and s["seat"] in self.kept()]
        code = qr_surface(room.url + (f"&seat={self.seat}" if offer else ""), 560)
        spot = code.get_rect(midleft=(rect.x + 70, rect.centery + 30))
        surface.blit(code, spot)
        x = spot.right + 70
        if kept:
            scan = _("No phone may take {name}'s seat until you open it. Press confirm to open it to the "
                     "first phone that joins.").format(name=kept[0]["name"])
        elif offer:
            scan = _("Scan the code with the phone's camera to take {seat}, or open this address:").format(
                seat=offer[0]["name"])
        else:
            scan = _("Scan the code with the phone's camera, or open this address:")
        draw_text(surface, scan, (x, rect.y + 170), theme.SIZE_BODY, theme.TEXT, anchor="topleft",
                  width=rect.right - x - 50)
        draw_text(surface, room.server.address.removeprefix("http://"), (x, rect.y + 290), theme.SIZE_LARGE,
                  theme.FOAM, "bold", anchor="topleft")
        draw_text(surface, _("Room code"), (x, rect.y + 390), theme.SIZE_BODY, theme.TEXT_DIM, anchor="topleft")
        draw_text(surface, room.server.code, (x, rect.y + 440), theme.SIZE_TITLE, theme.BRASS, "display",
                  anchor="topleft")
        draw_text(surface, _("The phone and this screen must be on the same Wi-Fi. Each phone shows its "
                             "own hand; the TV shows only what everyone may see."),
                  (x, rect.y + 580), theme.SIZE_SMALL, theme.TEXT_DIM, anchor="topleft", width=rect.right - x - 50)
        y = rect.y + 700
        for seat in self.host.phone_seat_list():
            if seat["state"] != "phone":
                continue
            pawn = image(f"emblems/{seat['emblem']}.png", (40, 40))
            surface.blit(pawn, (x, y))
            draw_text(surface, _("{name}'s phone").format(name=seat["name"]), (x + 54, y + 20), theme.SIZE_SMALL,
                      theme.TEXT, "bold", anchor="midleft")
            x += 330
            if x > rect.right - 300:
                break
        keys = [("\u2190\u2192", _("Offer a seat"))] + ([("confirm", _("Open the seat"))] if kept else [])
        prompts(self, surface, keys + [("back", _("Close"))])
