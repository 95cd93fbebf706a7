"""Libertalia's events as animations: one `on_<event TYPE>` each, keeping `self.shown` in step with the screen."""
from __future__ import annotations

import pygame

from game.i18n import N_, _, ngettext
from game.libertalia.booty import TOTAL
from game.libertalia.characters import CHARACTERS, influence

from .. import theme
from ..anim import Tween, ease_out, linear
from . import art
from . import layout as L
from .board import day_token_rects
from .effects import Flight, Note

PHASE_NEWS = {"dawn": (N_("Day {day}"), N_("Pick a character in secret")),
              "day": (N_("Day abilities"), N_("Left to right, lowest rank first")),
              "dusk": (N_("Dusk"), N_("Right to left: each takes booty, then goes to its den")),
              "night": (N_("Night"), N_("The night abilities of every den"))}


class Animations:
    """Mixin of the table: each event becomes timeline steps that move `self.shown` along."""

    def animate(self, e) -> None:
        if e.TYPE not in ("picked", "phase_begins"):
            line = self.describe(e)          # the status line tells what is happening now
            if line:
                self.status = line
        handler = getattr(self, f"on_{e.TYPE}", None)
        if handler is None:
            self.play(Tween(0.1))
            return
        handler(e)

    def step(self, seconds: float, on_start=None, on_done=None, ease=ease_out) -> Tween:
        tween = Tween(seconds, ease, on_done)
        self.play(tween, on_start)
        return tween

    # ------------------------------------------------------------------ where things are
    def seat_spot(self, seat: int) -> tuple[int, int]:
        r = self.den_rect(seat)
        return (r.centerx, r.y + 60)

    def hand_spot(self, seat: int, rank: int | None = None) -> tuple[int, int]:
        if seat == self.viewer:
            ranks = self.hand_ranks()
            if rank in ranks:
                return self.hand_rects()[ranks.index(rank)].center
            return (theme.SCREEN_W // 2, L.HAND_Y + 150)
        return self.seat_spot(seat)

    def ship_index(self, seat: int, rank: int) -> int | None:
        for i, entry in enumerate(self.shown.get("ship") or []):
            if entry["seat"] == seat and entry["rank"] == rank:
                return i
        return None

    def character_spot(self, seat: int, rank: int) -> pygame.Rect:
        """Where a character stands now: its ranked place, its den chip, or its den."""
        i = self.ship_index(seat, rank)
        if i is not None:
            return L.place_rect(i)
        den = self.shown["seats"][seat].get("den") or []
        if rank in den:
            return self.chip_pos(seat, den.index(rank))
        return self.den_rect(seat)

    def seat_state(self, seat: int) -> dict:
        return self.shown["seats"][seat]

    def ship_entry(self, seat: int, rank: int) -> dict:
        return {"seat": seat, "rank": rank, "influence": influence(self.seat_state(seat)["colour"], rank),
                "acted": False, "active": False}

    # ------------------------------------------------------------------ the campaign and the day
    def on_campaign_begins(self, e) -> None:
        def start():
            self.ledger = None                # the last campaign's count gives way
            sh = self.shown
            sh["campaign"], sh["day"], sh["phase"] = e.campaign, 1, "dawn"
            sh["booty"] = [list(d) for d in e.booty]
            sh["bag"] = {"count": TOTAL - sum(len(d) for d in e.booty)}     # every token back, then the days drawn
            sh["ship"] = []
            purses = list(e.purses) or [e.doubloons] * len(sh["seats"])
            for s in sh["seats"]:
                s.update(doubloons=purses[s["seat"]], den=[], den_booty={}, den_hidden=0, den_secret={}, graveyard=[],
                         picked=False, pick=None)
                s["hand_count"] = s.get("hand_count", 0) + len(e.deal)
                if s["seat"] == self.viewer:
                    s["hand"] = sorted(list(s.get("hand") or []) + list(e.deal))
            self.show_banner(_("Campaign {n}").format(n=e.campaign),
                             ngettext("{n} new character in every hand, {doubloons} doubloons each",
                                      "{n} new characters in every hand, {doubloons} doubloons each",
                                      len(e.deal)).format(n=len(e.deal), doubloons=e.doubloons), seconds=2.0)
            for d, kinds in enumerate(e.booty, start=1):
                for k, (kind, rect) in enumerate(zip(kinds, day_token_rects(d, len(kinds)))):
                    self.effects.fly(Flight(art.token(kind, rect.w), L.bag_pos(), rect.center, tween, arc=80,
                                            delay=0.05 * (d - 1) + 0.02 * k, span=0.6))
            self.hidden_tokens = {d: len(kinds) for d, kinds in enumerate(e.booty, start=1)}
            self.app.audio.play("shuffle")
        tween = self.step(1.6, start, lambda: setattr(self, "hidden_tokens", {}), ease=linear)

    def on_phase_begins(self, e) -> None:
        def start():
            sh = self.shown
            sh["campaign"], sh["day"], sh["phase"] = e.campaign, e.day, e.phase
            if e.phase == "dawn":
                sh["ship"] = []
                for s in sh["seats"]:
                    s.update(picked=False, pick=None)
            title, sub = PHASE_NEWS.get(e.phase, (e.phase.title(), ""))
            self.show_banner(_(title).format(day=e.day), _(sub) if sub else "", seconds=1.0)
            self.status = ""
            self.app.audio.play("turn")
        self.step(0.9 if e.phase != "dawn" else 1.1, start)

    def on_picked(self, e) -> None:
        """No step on the timeline: humans still choosing are not held up by others' picks."""
        s = self.seat_state(e.seat)
        s["picked"] = True
        if e.rank is not None and e.seat == self.viewer:
            s["pick"] = e.rank
        self.app.audio.play("card_play")

    def on_revealed(self, e) -> None:
        def start():
            sh = self.shown
            sh["ship"] = [self.ship_entry(seat, rank) for seat, rank in e.ship]
            for seat, rank in e.ship:
                s = self.seat_state(seat)
                start_at = self.hand_spot(seat, rank)
                if rank in (s.get("hand") or []):
                    s["hand"] = [r for r in s["hand"] if r != rank]
                s["hand_count"] = max(0, s.get("hand_count", 1) - 1)
                s.update(picked=False, pick=None)
                i = self.ship_index(seat, rank)
                img = art.card(rank, art.seat_look(self, seat), L.SHIP_W, L.SHIP_H, sh["ship"][i]["influence"])
                self.effects.fly(Flight(img, start_at, L.place_rect(i).center, tween, arc=120,
                                        delay=0.12 * i, span=0.5))
                self.hidden_cards.add((seat, rank))
            self.app.audio.play("card_draw")
        tween = self.step(0.9 + 0.12 * len(e.ship), start, self.hidden_cards.clear, ease=linear)

    # ------------------------------------------------------------------ abilities
    def on_ability_used(self, e) -> None:
        def start():
            if e.phase == "end":
                self.shown["phase"] = "end"
            rect = self.character_spot(e.seat, e.rank)
            words = e.note or _(CHARACTERS[e.rank].short)
            self.effects.glow(rect, tween, art.seat_rgb(self, e.seat))
            self.effects.note(Note(words, (rect.centerx, rect.centery + 10), tween))
            for entry in self.shown.get("ship") or []:
                entry["active"] = entry["seat"] == e.seat and entry["rank"] == e.rank
                if entry["active"] and e.phase == "day":
                    entry["acted"] = True
        tween = self.step(1.0, start, ease=linear)

    def on_character_played(self, e) -> None:
        def start():
            s = self.seat_state(e.seat)
            origin = self.hand_spot(e.seat, e.rank)
            if e.rank in (s.get("hand") or []):
                s["hand"] = [r for r in s["hand"] if r != e.rank]
            s["hand_count"] = max(0, s.get("hand_count", 1) - 1)
            old = {(x["seat"], x["rank"]): x for x in self.shown.get("ship") or []}
            self.shown["ship"] = [old.get((seat, rank)) or self.ship_entry(seat, rank) for seat, rank in e.ship]
            img = art.card(e.rank, art.seat_look(self, e.seat), L.SHIP_W, L.SHIP_H)
            self.effects.fly(Flight(img, origin, L.place_rect(e.index).center, tween, arc=100))
            self.hidden_cards.add((e.seat, e.rank))
            self.app.audio.play("card_play")
        tween = self.step(0.8, start, lambda: self.hidden_cards.discard((e.seat, e.rank)))

    def on_character_discarded(self, e) -> None:
        def start():
            rect = self.character_spot(e.seat, e.rank)
            if e.source == "ship":
                img = art.card(e.rank, art.seat_look(self, e.seat), L.SHIP_W, L.SHIP_H)
                self.hidden_cards.add((e.seat, e.rank))
            else:
                img = art.chip(e.rank, art.seat_rgb(self, e.seat))
                self.hidden_chips.add((e.seat, e.rank))
            self.effects.fly(Flight(img, rect.center, (rect.centerx, rect.centery + 60), tween, arc=-30, fade=True))
            self.effects.note(Note(_("Discarded"), rect.center, tween, theme.WARN))
            self.app.audio.play("splash")

        def done():
            s = self.seat_state(e.seat)
            if e.source == "ship":
                self.shown["ship"] = [x for x in self.shown.get("ship") or []
                                      if not (x["seat"] == e.seat and x["rank"] == e.rank)]
                self.hidden_cards.discard((e.seat, e.rank))
            else:
                s["den"] = [r for r in s.get("den") or [] if r != e.rank]
                self.hidden_chips.discard((e.seat, e.rank))
            s["graveyard"] = sorted(list(s.get("graveyard") or []) + [e.rank])
        tween = self.step(0.8, start, done)

    def on_character_returned(self, e) -> None:
        def start():
            s = self.seat_state(e.seat)
            if e.source == "den" and e.rank is not None:
                origin = self.character_spot(e.seat, e.rank).center
                s["den"] = [r for r in s.get("den") or [] if r != e.rank]
            else:
                origin = self.seat_spot(e.seat)
                if e.rank is not None:
                    s["graveyard"] = [r for r in s.get("graveyard") or [] if r != e.rank]
                else:
                    s["healed"] = s.get("healed", 0) + 1
            img = art.chip(e.rank, art.seat_rgb(self, e.seat)) if e.rank else art.card_back(44, 64)
            self.effects.fly(Flight(img, origin, self.hand_spot(e.seat), tween, arc=80))

        def done():
            s = self.seat_state(e.seat)
            s["hand_count"] = s.get("hand_count", 0) + 1
            if e.rank is not None and e.seat == self.viewer:
                s["hand"] = sorted(list(s.get("hand") or []) + [e.rank])
        tween = self.step(0.8, start, done)

    def on_to_den(self, e) -> None:
        def start():
            i = self.ship_index(e.seat, e.rank)
            origin = L.place_rect(i).center if i is not None else self.seat_spot(e.seat)
            s = self.seat_state(e.seat)
            target = self.chip_pos(e.seat, len(s.get("den") or [])).center
            self.effects.fly(Flight(art.card(e.rank, art.seat_look(self, e.seat), L.SHIP_W, L.SHIP_H), origin, target,
                                    tween, arc=50, fade=False))
            self.hidden_cards.add((e.seat, e.rank))
            self.app.audio.play("slide")

        def done():
            s = self.seat_state(e.seat)
            self.shown["ship"] = [x for x in self.shown.get("ship") or []
                                  if not (x["seat"] == e.seat and x["rank"] == e.rank)]
            s["den"] = sorted(list(s.get("den") or []) + [e.rank])
            self.hidden_cards.discard((e.seat, e.rank))
        tween = self.step(0.6, start, done)
