"""Seats played from phones, at any table: the host side of phones.room, mixed into TableScene.

A seat bound to a device "phone:<n>" keeps its private view on that phone: the TV never
makes it the viewer (so no curtain and nothing private on screen), and the table takes its
moves only from that phone, through the room's queue, pumped once a frame (`phones_update`).
Each time the game moves on, every phone seat is sent its "view": exactly `view(seat)`, its
hand (its game's phone_hand.hand), its decision while it has one (the game's choices.decide:
the very Decision the TV draws, serialized), whom the table waits for, whether its secret
choice is in, whether it may undo, and the log as its seat may read it (the table's own
`describe`, one line per event, sent as it grows).

Seats open to a phone: a human seat bound to no device (a quick match), or bound to a phone
that let it go (it left, or the TV opened the seat). A phone that drops keeps its seat, however
long it sleeps, and rejoins it with its secret; no other phone may take it until the TV says so:
one away longer than LOST_AFTER while the table waits on it brings up PhoneLost
(scenes/phone_lost.py: keep waiting, play it here, hand it to a bot, or open it to another
phone), as an unplugged pad brings up PadLost. A table sat again from a save (Continue) keeps
every human seat with no device for its player (`reserve_phone_seats`): a phone takes one only
once the TV opens it (the phones' panel, `phone_open_seat`). Nothing here runs in the demo.
"""
from __future__ import annotations

import time

import pygame

from game import IllegalAction
from game.i18n import _

from . import theme
from .curtain import Curtain
from .phone_lost import PhoneLost
from .phone_room import hex_colour, off_when_unhosted
from .tables import decider, phone_hand
from .widgets import draw_panel, render_text

LOST_AFTER = 20.0     # seconds a phone may be away (asleep) before the table asks what to do


class PhoneSeats:
    """Mixed into TableScene: everything a table does for the seats on phones."""

    hosts_phones = True
    _phone_key = None
    _phone_movers: frozenset = frozenset()
    _phone_round = 0
    _phone_logs: dict | None = None
    _phone_snooze: dict | None = None
    _phone_reserved: frozenset = frozenset()     # seats kept for their players (Continue) until the TV opens them

    # ------------------------------------------------------------------ who is where
    def phone_room(self):
        return None if self.demo else getattr(self.app, "phones", None)

    def on_phone(self, seat: int) -> bool:
        device = self.bindings.get(seat)
        return isinstance(device, str) and device.startswith("phone:")

    def couch_humans(self) -> list[int]:
        """The humans who play on this screen (pads, keyboard): never the ones on phones."""
        return [s for s in self.humans() if not self.on_phone(s)]

    def couch_to_move(self) -> list[int]:
        return [s for s in self.match.humans_to_move() if not self.on_phone(s)]

    def phone_name(self, seat: int) -> str:
        return _("{name}'s phone").format(name=self.match.seats[seat].name)

    def _phone_of(self, seat: int):
        room = self.phone_room()
        return room.phone(self.bindings.get(seat)) if room is not None else None

    def phone_open(self, seat: int) -> bool:
        """May a phone take `seat` now? A human seat with no device (unless it is kept for its
        player), or one whose phone let it go. A sleeping phone's seat stays that phone's."""
        if self.match.seats[seat].is_bot:
            return False
        device = self.bindings.get(seat)
        if device is None:
            return seat not in self._phone_reserved
        return self.on_phone(seat) and self._phone_of(seat) is None

    def reserve_phone_seats(self) -> None:
        """The table is sat again from a save: its human seats with no device are kept for their
        players; phones may take them only once the TV opens them (`phone_open_seat`)."""
        self._phone_reserved = frozenset(s for s in self.humans() if s not in self.bindings)

    def phone_kept(self) -> list[int]:
        """The seats the TV may open to any phone: kept for their players, or whose phone is away."""
        out = []
        for seat in self.humans():
            phone = self._phone_of(seat)
            if (seat in self._phone_reserved and seat not in self.bindings) or (phone is not None and not phone.connected):
                out.append(seat)
        return out

    def phone_open_seat(self, seat: int) -> None:
        """The TV opens `seat` to the first phone that joins: a phone away from it is let go."""
        self._phone_reserved = self._phone_reserved - {seat}
        room = self.phone_room()
        phone = self._phone_of(seat)
        if phone is not None:
            room.release(phone, _("The table opened your seat to another phone."))
        self._phone_key = None
        if room is not None:
            room.seats_changed(self)

    # ------------------------------------------------------------------ the room's host
    def phone_game(self) -> dict:
        return {"id": self.match.spec.id, "title": self.match.spec.title}

    def phone_seat_list(self) -> list[dict]:
        out = []
        for i, s in enumerate(self.match.seats):
            colour = theme.PLAYER_COLOURS[s.colour % len(theme.PLAYER_COLOURS)]
            state = ("bot" if s.is_bot else "phone" if self.on_phone(i) else "couch" if i in self.bindings
                     else "reserved" if i in self._phone_reserved else "open")
            out.append({"seat": i, "name": s.name, "colour": hex_colour(colour.rgb), "emblem": colour.emblem,
                        "state": "open" if self.phone_open(i) else state, "open": self.phone_open(i),
                        "named": True})     # a game under way keeps its names: the phone says so
        return out

    def phone_join(self, phone, seat: int) -> str | None:
        if not 0 <= seat < len(self.match.seats):
            return _("That seat is not free for a phone.")
        if not self.phone_open(seat) and seat in self.phone_kept():
            return _("That seat is kept for {name} until the TV opens it.").format(name=self.match.seats[seat].name)
        if not self.phone_open(seat):
            return _("That seat is not free for a phone.")
        old = self._phone_of(seat)
        if old is not None:
            self.phone_room().release(old, _("Another phone took your seat."))
        phone.name = self.match.seats[seat].name       # the table's names stay as the game began
        self.bindings[seat] = phone.device
        self._phone_key = None
        self._phone_forget_lost(seat)
        self._phone_drop_curtain(seat)
        self.app.audio.play("select")
        return None

    def phone_act(self, phone, action_json: dict) -> str | None:
        seat = phone.seat
        if self.bindings.get(seat) != phone.device:
            return _("This seat is no longer yours.")
        try:
            action = self.match.spec.action_from_json(action_json)
        except ValueError as exc:
            return _("That move is not understood: {why}").format(why=exc)
        try:
            self.match.state.check(seat, action)
        except IllegalAction as exc:
            return str(exc)
        self.submit(seat, action)
        self._phone_key = None        # published after the pump, with the phone's count of moves taken
        return None

    def phone_undo(self, phone) -> str | None:
        seat = phone.seat
        if self.bindings.get(seat) != phone.device:
            return _("This seat is no longer yours.")
        if self.timeline.busy:             # (events still queued behind a curtain do not wait)
            return _("Wait until the table has shown the last move.")
        why = self.match.why_no_undo(seat)
        if why:
            return why[0].upper() + why[1:] + "."
        try:
            self.match.undo(seat)
        except IllegalAction as exc:
            return str(exc)
        self.app.audio.play("click")
        self.after_undo(seat)
        self._phone_key = None
        return None

    def phone_leave(self, phone) -> None:
        if self.bindings.get(phone.seat) == phone.device:
            del self.bindings[phone.seat]          # the seat waits for another phone or the couch
        self._phone_key = None

    def phone_back(self, phone) -> None:
        self._phone_forget_lost(phone.seat)
        self._phone_key = None

    def phones_exit(self) -> None:
        if not self.demo:
            off_when_unhosted(self.app)

    # ------------------------------------------------------------------ each frame
    def phones_update(self) -> None:
        room = self.phone_room()
        if room is None or not room.running:
            return
        room.pump(self)
        self._phone_publish(room)
        self._phone_watch(room)

    def _phone_publish(self, room) -> None:
        state = self.match.state
        movers = frozenset(state.to_move())
        if movers - self._phone_movers:
            self._phone_round = len(self.match.log)      # someone new is to move: a new round of choices
        self._phone_movers = movers
        key = (len(self.match.log), len(self.history), self.busy, self.timeline.busy, len(room.phones),
               self.match.undo_seat(),
               room.server.lang)
        if key == self._phone_key:
            return
        self._phone_key = key
        if self._phone_logs is None:
            self._phone_logs = {}
        for phone in room.seated():
            if self.bindings.get(phone.seat) == phone.device:
                room.publish(phone, dict(self.phone_message(phone.seat), acted=phone.acted))
                room.publish_log(phone, self._phone_log(phone.seat))

    def phone_message(self, seat: int) -> dict:
        """The "view" for the phone of `seat`: only what that seat may know. Its decision is the
        table's own (`decide(view(seat), seat, legal_actions(seat), names)`, the TV's words), its
        hand the game's phone_hand, both from `view(seat)` alone."""
        state = self.match.state
        view = state.view(seat)
        to_move = state.to_move()
        over = state.is_over()
        acts = seat in to_move and not over and (not self.busy or len(to_move) > 1)
        others = [s for s in to_move if s != seat]
        colour = theme.PLAYER_COLOURS[self.match.seats[seat].colour % len(theme.PLAYER_COLOURS)]
        names = [s.name for s in self.match.seats]
        move = decider(self.match.spec.id)(view, seat, state.legal_actions(seat), names) if acts else None
        groups, figures = phone_hand(self.match.spec.id)(view, seat, names)
        chosen = (not over and seat not in to_move and bool(to_move)
                  and any(s == seat for s, _a in self.match.log[self._phone_round:]))
        return {
            "type": "view", "seat": seat, "game": self.match.spec.id,
            "you": {"name": self.match.seats[seat].name, "colour": hex_colour(colour.rgb), "emblem": colour.emblem},
            "view": view,
            "hand": {"groups": [g for g in groups if g["cards"]], "figures": figures},
            "decision": move.to_json() if move is not None else None,
            "chosen": chosen,
            "waiting": self.waiting_words(others) if others and not over else "",
            "undo": not self.timeline.busy and self.match.can_undo(seat),
            "over": {"lines": self._phone_results()} if over else None,
        }

    def waiting_words(self, seats: list[int]) -> str:
        names = ", ".join(self.phone_name(s) if self.on_phone(s) else self.match.seats[s].name for s in seats)
        return _("Waiting for {names}").format(names=names)

    def _phone_results(self) -> list[str]:
        return [_("{name}: {result}").format(name=self.match.seats[s].name, result=line.replace("\n", " \u2014 "))
                for s, line in self.results_lines()]

    def _phone_log(self, seat: int) -> list[str]:
        """The log lines of `seat`, extended with the events shown since the last call."""
        done, lines = self._phone_logs.get(seat, (0, []))
        for event in self.history[done:]:
            line = self.describe(event.for_viewer(seat))
            if line:
                lines.append(line)
        self._phone_logs[seat] = (len(self.history), lines)
        return list(lines)

    # ------------------------------------------------------------------ phones gone for good
    def _phone_watch(self, room) -> None:
        top = self.app.top
        if self.busy or self.match.is_over() or not (top is self or isinstance(top, Curtain)):
            return                          # (never over the pause menu, the log or another notice)
        snooze = self._phone_snooze or {}
        lost = []
        for seat in self.match.humans_to_move():
            if not self.on_phone(seat):
                continue
            phone = self._phone_of(seat)
            if (phone is None or room.lost_for(phone) > LOST_AFTER) and snooze.get(seat, 0) < time.monotonic():
                lost.append(seat)
        if lost:
            self.app.push(PhoneLost(self.app, self, lost))

    def phone_snooze(self, seats: list[int], seconds: float) -> None:
        self._phone_snooze = dict(self._phone_snooze or {})
        for s in seats:
            self._phone_snooze[s] = time.monotonic() + seconds

    def _phone_drop_curtain(self, seat: int) -> None:
        """The seat went to a phone: the TV puts down its curtain and stops showing its hand."""
        self.app.apply_pending()          # a curtain raised earlier in this frame is on top now
        top = self.app.top
        if isinstance(top, Curtain) and top.seat == seat:
            self.app.pop()
        if self.curtain_for == seat:
            self.curtain_for = None
        if self.viewer == seat:
            self.viewer = None
        if not self.busy:
            self.settle()

    def _phone_forget_lost(self, seat: int) -> None:
        top = self.app.top
        if isinstance(top, PhoneLost) and seat in top.seats:
            self.app.pop()

    # ------------------------------------------------------------------ the TV's word for it
    def draw_phone_waiting(self, surface: pygame.Surface) -> None:
        """A tag over the prompt row naming the phones the table waits for."""
        if self.phone_room() is None or self.busy or self.match.is_over():
            return
        seats = [s for s in self.match.humans_to_move() if self.on_phone(s)]
        if not seats:
            return
        names = []
        for s in seats:
            phone = self._phone_of(s)
            name = self.phone_name(s)
            if phone is None or not phone.connected:
                name = _("{phone} (not connected)").format(phone=name)
            names.append(name)
        text = _("Waiting for {names}").format(names=", ".join(names))
        words = render_text(text, theme.SIZE_SMALL, theme.TEXT, "bold")
        rect = pygame.Rect(0, 0, min(620, words.get_width() + 80), 46)
        rect.bottomleft = (16, theme.SCREEN_H - 8)        # in the prompt row's band, at its left end
        draw_panel(surface, rect, fill=theme.INK, border=theme.BRASS, radius=12, alpha=235)
        phone = pygame.Rect(rect.x + 16, rect.y + 7, 20, 32)
        pygame.draw.rect(surface, theme.BRASS, phone, 3, border_radius=5)
        pygame.draw.line(surface, theme.BRASS, (phone.centerx - 4, phone.bottom - 7), (phone.centerx + 4, phone.bottom - 7), 3)
        if words.get_width() > rect.w - 66:
            words = pygame.transform.smoothscale(words, (rect.w - 66, round(words.get_height() * (rect.w - 66) / words.get_width())))
        surface.blit(words, words.get_rect(midleft=(rect.x + 50, rect.centery - 2)))
