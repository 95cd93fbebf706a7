"""Pagamás events as animations: one `on_<event TYPE>` per event, keeping `self.shown` in step
(the turn and the refloat here; the roles and the share in anims_share; the night, mutiny and
election in anims_night).

The table's `shown` is the view at the last quiet moment; each event patches it as its
animation starts (a card takes off) or ends (it lands), so the screen never runs ahead of
what has been shown. Flights (effects.py) are cards in motion between two spots.
"""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext

from ..anim import Tween, ease_in_out, ease_out
from . import art
from .anims_night import NightAnimations
from .anims_share import ShareAnimations
from .effects import Flight
from .log import PHASES


class Animations(ShareAnimations, NightAnimations):
    """Mixed into PagamasTable."""

    # ------------------------------------------------------------------ helpers
    def step(self, seconds: float, on_start=None, on_done=None) -> Tween:
        tw = Tween(seconds, ease_out, on_done)
        self.play(tw, on_start)
        return tw

    def fly(self, pieces, seconds: float = 0.55, on_done=None, on_start=None) -> None:
        """pieces: (surface, start rect, end rect, loot card id or None); they fly together, a little staggered."""
        tw = Tween(seconds + 0.08 * max(0, len(pieces) - 1), ease_in_out)

        def start():
            for k, (surf, a, b, card) in enumerate(pieces):
                delay = 0.08 * k / tw.duration if tw.duration else 0
                self.flights.append(Flight(surf, a, b, tw, card, delay))
            if on_start:
                on_start()

        def done():
            self.flights = [f for f in self.flights if f.tween is not tw]
            if on_done:
                on_done()
        tw.on_done = done
        self.play(tw, start)

    def flying_cards(self) -> set:
        return {f.card for f in self.flights if f.card is not None}

    def seat_view(self, seat: int) -> dict:
        return self.shown["seats"][seat]

    def news(self, title: str, sub: str = "", seat: int | None = None, seconds: float = 2.0) -> None:
        """The news of the moment: the shared banner (TableScene.show_banner), drawn as the headline."""
        self.show_banner(title, sub, seat, seconds)

    def card_spot(self, seat: int, index: int, count: int) -> pygame.Rect:
        box = self.lay.seats[seat]
        rects = box.row(box.loot, count, 60)
        return rects[min(index, len(rects) - 1)] if rects else pygame.Rect(box.loot.x, box.loot.y, 60, 84)

    def share_spot(self, index: int) -> pygame.Rect:
        top = self.lay.share_top
        return pygame.Rect(top.x + 20 + index * 106, top.y + 12, 96, 134)

    def loot_value(self, card: int):
        for s in self.shown["seats"]:
            for c in s.get("loot") or []:
                if c["card"] == card:
                    return c.get("value")
        for c in (self.shown.get("share") or {}).get("cards") or []:
            if c["card"] == card:
                return c.get("value")
        return None

    def take_loot(self, seat: int, card: int) -> dict | None:
        cards = self.seat_view(seat).get("loot") or []
        for i, c in enumerate(cards):
            if c["card"] == card:
                return cards.pop(i)
        return None

    # ------------------------------------------------------------------ set-up and turns
    def on_captain_drawn(self, e) -> None:
        self.shown["captain"] = e.captain
        name = self.match.seats[e.captain].name
        self.step(1.6, lambda: self.news(_("First captain"), _("{name} drew the highest loot card").format(name=name),
                                         e.captain, 1.6))

    def on_turn_begins(self, e) -> None:
        def start():
            self.shown["turn"] = e.turn
            self.shown["captain"] = e.captain
            self.shown["loot_deck"]["count"] = e.loot_left
            self.news(_("Turn {n}").format(n=e.turn),
                      ngettext("Captain {name} \u2022 {n} loot card left", "Captain {name} \u2022 {n} loot cards left",
                               e.loot_left).format(name=self.match.seats[e.captain].name, n=e.loot_left),
                      e.captain, 1.4)
        self.step(1.2, start)

    def on_phase_begins(self, e) -> None:
        def start():
            self.shown["phase"] = e.phase
            self.ready.clear()
            self.raised.clear()
            self.tally = None
            self.news(_(PHASES.get(e.phase, e.phase)), "", None, 1.0)
        self.step(0.7, start)

    def on_turn_ends(self, e) -> None:
        def done():
            for s in self.shown["seats"]:
                s["den"] = None
                s["landed"] = False
            self.shown["ambushes"] = []
            self.shown["mutiny_card"] = "calm"
            self.turned.clear()
            self.raised.clear()
            self.tally = None
            self.election_tally = None
        self.step(0.3, on_done=done)

    # ------------------------------------------------------------------ refloat
    def on_hand_discarded(self, e) -> None:
        box = self.lay.seats[e.seat]
        pieces = [(art.action(k, 60), box.hand.copy(), self.lay.action_discard, None) for k in e.cards]

        def done():
            v = self.seat_view(e.seat)
            v["hand_count"] = 0
            if v.get("hand") is not None:
                v["hand"] = []
            self.shown["action_discard"] = list(self.shown["action_discard"]) + list(e.cards)
        self.fly(pieces, 0.5, done)

    def on_actions_drawn(self, e) -> None:
        box = self.lay.seats[e.seat]
        deck = self.lay.action_deck
        pieces = [(art.action(None, 60), deck, pygame.Rect(box.hand.x, box.hand.y, 34, 48), None)
                  for _ in range(e.count)]
        pieces += [(art.action(k, 60), deck, pygame.Rect(box.sailors.x, box.sailors.y, 38, 38), None) for k in e.sailors]

        def done():
            v = self.seat_view(e.seat)
            v["hand_count"] = v.get("hand_count", 0) + e.count
            if e.cards is not None and v.get("hand") is not None:
                v["hand"] = list(v["hand"]) + list(e.cards)
            v["sailors"] = list(v.get("sailors") or []) + list(e.sailors)
            self.shown["action_deck"]["count"] = max(0, self.shown["action_deck"]["count"] - e.count - len(e.sailors))
        if not pieces:
            self.step(0.1, on_done=done)
            return
        self.fly(pieces, 0.45, done)

    def on_action_deck_shuffled(self, e) -> None:
        def start():
            self.shown["action_deck"]["count"] += e.count
            self.shown["action_discard"] = []
            self.app.audio.play("shuffle")
        self.step(0.5, start)

    def on_card_discarded(self, e) -> None:
        box = self.lay.seats[e.seat]

        def done():
            v = self.seat_view(e.seat)
            v["hand_count"] = max(0, v.get("hand_count", 0) - 1)
            if v.get("hand") is not None and e.card in v["hand"]:
                v["hand"] = list(v["hand"])
                v["hand"].remove(e.card)
            self.shown["action_discard"] = list(self.shown["action_discard"]) + [e.card]
        self.fly([(art.action(e.card, 60), box.hand.copy(), self.lay.action_discard, None)], 0.4, done)
