"""Phones in the lobby: "Join with a phone" and the room's host side before the game starts.

A phone takes a free seat or a bot's (the seat the lobby's own join would give a pad), under
the name typed on it; the seat is then a human bound to "phone:<n>" like a pad's, and keeps
that binding at the table. Left/right on the seat hands it to a bot (the phone is let go).
"""
from __future__ import annotations

from game.i18n import _

from . import theme
from .phone_room import hex_colour, off_when_unhosted

FREE = "free"


class LobbyPhones:
    """Mixed into Lobby: the room's host while the crew gathers."""

    hosts_phones = True

    def open_phones(self) -> None:
        """The menu's "Join with a phone": phones on, and the panel with the QR code."""
        self.app.open("phones", self)

    def _lobby_phone(self, i: int):
        room = getattr(self.app, "phones", None)
        seat = self.seats[i]
        return room.phone(seat.device) if room is not None and seat.kind == "human" else None

    def phones_exit(self) -> None:
        off_when_unhosted(self.app)

    def phone_open(self, i: int) -> bool:
        seat = self.seats[i]
        if seat.kind != "human":
            return True                       # free, or a bot a phone may replace
        device = seat.device or ""
        return device.startswith("phone:") and self._lobby_phone(i) is None

    # ------------------------------------------------------------------ the room's host
    def phones_update(self) -> None:
        room = getattr(self.app, "phones", None)
        if room is not None and room.running:
            room.pump(self)

    def phone_game(self) -> dict:
        return {"id": self.spec.id, "title": self.spec.title}

    def phone_seat_list(self) -> list[dict]:
        out = []
        for i, s in enumerate(self.seats):
            colour = theme.PLAYER_COLOURS[s.colour % len(theme.PLAYER_COLOURS)]
            device = s.device or ""
            state = ("open" if s.kind == FREE else "bot" if s.kind != "human"
                     else "phone" if device.startswith("phone:") else "couch")
            out.append({"seat": i, "name": s.name if s.kind != FREE else _("Seat {n}").format(n=i + 1),
                        "colour": hex_colour(colour.rgb), "emblem": colour.emblem, "state": state,
                        "open": self.phone_open(i)})
        return out

    def phone_join(self, phone, seat: int) -> str | None:
        if not 0 <= seat < len(self.seats) or not self.phone_open(seat):
            return _("That seat is not free for a phone.")
        s = self.seats[seat]
        s.kind, s.device, s.name = "human", phone.device, phone.name
        self.app.audio.play("select")
        return None

    def phone_act(self, phone, action) -> str | None:
        return _("The game has not started yet.")

    def phone_undo(self, phone) -> str | None:
        return _("The game has not started yet.")

    def phone_leave(self, phone) -> None:
        s = self.seats[phone.seat]
        if s.device == phone.device:
            s.kind, s.device = FREE, None

    def phone_back(self, phone) -> None:
        pass

    def let_phone_go(self, i: int) -> None:
        """The seat is no longer its phone's (handed to a bot, or left)."""
        phone = self._lobby_phone(i)
        if phone is not None:
            self.app.phones.release(phone, _("The table gave your seat to someone else."))

    def phones_to_table(self, taken: list[int]) -> None:
        """The game starts: each phone's seat is renumbered as the table numbers it."""
        room = getattr(self.app, "phones", None)
        if room is None:
            return
        for phone in room.seated():
            if phone.seat in taken:
                phone.seat = taken.index(phone.seat)
