"""Join with a phone: phones on (the server listening), the QR code, the short address and the
room code on the TV, and the seats. Opened by name through the app ("phones", "phones_on"), so
that the phones' server (aiohttp) is loaded only when phones are turned on."""
from __future__ import annotations

import pygame

from game.i18n import _
from phones.qr import modules
from phones.room import PhoneRoom

from . import theme
from .card_names import faces_for_phones
from .common import Notice, Overlay, prompts
from .config import data_dir
from .tables import phone_pictures
from .widgets import draw_panel, draw_text, image

PORTS = range(8765, 8775)     # tried in turn when no port is asked for

_codes: dict[str, pygame.Surface] = {}


def qr_surface(text: str, size: int) -> pygame.Surface:
    """The QR code of `text`, black on white with its quiet zone, `size` pixels square."""
    key = f"{text}@{size}"
    if key not in _codes:
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


def start_phones(app, port: int | None = None, loopback: bool = False, limits=None):
    """Phones on: the app's room, listening (on `port`, else the first free of PORTS), within
    `limits` (phones.protocol.Limits; None: the usual ones). OSError when no port can be had.
    The app's "phones_on" (main.py --phones-port, which pins them on for the app's life)."""
    room = getattr(app, "phones", None)
    if room is not None and room.running:
        return room
    problem = None
    for p in ([port] if port is not None else list(PORTS) + [0]):
        room = PhoneRoom(p, loopback=loopback, limits=limits, pictures=phone_pictures())
        room.painter = painted_faces
        try:
            room.start()
        except OSError as exc:
            problem = exc
            continue
        app.phones = room
        return room
    raise OSError(str(problem))


def painted_faces() -> dict[str, str]:
    """The cards' faces with their painted names in the language spoken (scenes/card_names.py),
    saved in the data folder for the phones' server: the room asks when the language changes."""
    return faces_for_phones(data_dir() / "phone_faces")


def open_phones(app, host, seat: int | None = None) -> None:
    """The app's "phones": phones on, and the panel over `host` (a lobby or a table) with the
    QR code; a notice instead when no port can be had."""
    try:
        start_phones(app)
    except OSError as exc:
        app.push(Notice(app, _("Phones cannot join"),
                        _("No network port could be opened for the phones ({why}).").format(why=exc)))
        return
    app.push(PhonePanel(app, host, seat))
