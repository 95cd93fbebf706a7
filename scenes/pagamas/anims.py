"""Pagamás events as animations: one `on_<event TYPE>` per event, keeping `self.shown` in step.

The table's `shown` is the view at the last quiet moment; each event patches it as its
animation starts (a card takes off) or ends (it lands), so the screen never runs ahead of
what has been shown. Flights are cards in motion between two spots.
"""
from __future__ import annotations

import pygame

from game.pagamas.cards import DEN_TITLES, PROMISES, TITLES

from ..anim import Tween, ease_in_out, ease_out, lerp2
from . import art
from .log import PHASES


class Flight:
    """A card flying from one rect to another while its tween runs."""

    def __init__(self, surf: pygame.Surface, start: pygame.Rect, end: pygame.Rect, tween: Tween,
                 card: int | None = None, delay: float = 0.0) -> None:
        self.surf, self.start, self.end, self.tween, self.card, self.delay = surf, start, end, tween, card, delay

    def draw(self, surface) -> None:
        raw = min(1.0, self.tween.elapsed / self.tween.duration) if self.tween.duration else 1.0
        t = ease_in_out(max(0.0, min(1.0, (raw - self.delay) / max(0.01, 1 - self.delay))))
        x, y = lerp2(self.start.center, self.end.center, t)
        w = self.start.w + (self.end.w - self.start.w) * t
        h = self.start.h + (self.end.h - self.start.h) * t
        img = pygame.transform.smoothscale(self.surf, (max(1, round(w)), max(1, round(h))))
        lift = -40 * 4 * t * (1 - t)
        surface.blit(img, img.get_rect(center=(x, y + lift)))


class Animations:
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
        self.headline = (title, sub, seat, seconds)

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
        self.step(1.6, lambda: self.news("First captain", f"{name} drew the highest loot card", e.captain, 1.6))

    def on_turn_begins(self, e) -> None:
        def start():
            self.shown["turn"] = e.turn
            self.shown["captain"] = e.captain
            self.shown["loot_deck"]["count"] = e.loot_left
            self.news(f"Turn {e.turn}", f"Captain {self.match.seats[e.captain].name} \u2022 {e.loot_left} loot cards left",
                      e.captain, 1.4)
        self.step(1.2, start)

    def on_phase_begins(self, e) -> None:
        def start():
            self.shown["phase"] = e.phase
            self.ready.clear()
            self.raised.clear()
            self.tally = None
            self.news(PHASES.get(e.phase, e.phase), "", None, 1.0)
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

    # ------------------------------------------------------------------ roles and the share
    def on_roles_assigned(self, e) -> None:
        src = self.lay.seats[e.captain].character
        pieces = [(art.character(r, 128), src, self.lay.seats[s].character, None)
                  for s, r in enumerate(e.roles) if r and s != e.captain]

        def start():
            for s in self.shown["seats"]:
                s["role"] = None
            self.seat_view(e.captain)["role"] = "captain"
            self.app.audio.play("card_play")

        def done():
            for s, r in enumerate(e.roles):
                v = self.seat_view(s)
                v["role"] = r
                v["mutineer"] = False
            self.shown["captain"] = e.captain
            self.refresh_votes()
        self.fly(pieces, 0.7, done, start)

    def refresh_votes(self) -> None:
        from game.pagamas.cards import VOTES
        for v in self.shown["seats"]:
            v["votes"] = (VOTES.get(v["role"], 0) + len(v.get("sailors") or [])) if v.get("role") else 0

    def on_loot_drawn(self, e) -> None:
        values = e.values if e.values is not None else [None] * len(e.cards)
        pieces = [(art.loot(None, 96), self.lay.loot_deck, self.share_spot(k), c) for k, c in enumerate(e.cards)]

        def start():
            share = self.shown.get("share") or {}
            share = dict(share, round=1, cards=[{"card": c, "value": v, "to": None} for c, v in zip(e.cards, values)],
                         kept_all=False, forced=False, settled=False)
            self.shown["share"] = share
            self.shown["loot_deck"]["count"] = e.left
            if e.last:
                self.shown["last_turn"] = True
            self.app.audio.play("card_draw")

        def done():
            if e.last:
                self.news("Last turn!", "The loot deck is empty", None, 2.0)
        self.fly(pieces, 0.6, done, start)

    def _share_card(self, card: int) -> dict | None:
        for c in (self.shown.get("share") or {}).get("cards") or []:
            if c["card"] == card:
                return c
        return None

    def on_loot_given(self, e) -> None:
        entry = self._share_card(e.card)
        undealt = [c for c in (self.shown.get("share") or {}).get("cards") or [] if c.get("to") is None]
        idx = next((i for i, c in enumerate(undealt) if c["card"] == e.card), 0)
        start_r = self.share_spot(idx)
        count = len(self.loot_in_front(e.to)) + 1
        end_r = self.card_spot(e.to, count - 1, count)
        value = entry.get("value") if entry else None

        def done():
            if entry is not None:
                entry["to"] = e.to
            self.app.audio.play("card_play")
        self.fly([(art.loot(value, 96), start_r, end_r, e.card)], 0.45, done)

    def on_promise_made(self, e) -> None:
        text = e.text or PROMISES.get(e.line, e.line)

        def start():
            self.shown.setdefault("promises", []).append({"turn": self.shown.get("turn"), "seat": e.seat, "to": e.to,
                                                          "line": e.line, "text": text, "kept": None})
            self.news(f"{self.match.seats[e.seat].name} to {self.match.seats[e.to].name}:", f"\u201c{text}\u201d",
                      e.seat, 2.6)
            self.app.audio.play("select")
        self.step(2.2, start)

    def on_decided(self, e) -> None:
        def start():
            self.ready.add(e.seat)
            if e.what == "den":
                self.seat_view(e.seat)["landed"] = True
            self.app.audio.play("click")
        self.step(0.15, start)

    def on_votes_revealed(self, e) -> None:
        tw = Tween(1.6, ease_out)

        def start():
            self.ready.clear()
            for s, (yes, w) in enumerate(zip(e.votes, e.weights)):
                if yes is not None:
                    self.raised[s] = (yes, w, 0.0)
            self.tally = (e.yes, e.no, e.accepted)
            self.rising = tw
            self.app.audio.play("board")
            word = "accepted" if e.accepted else "refused"
            self.news("Hands up!", f"For {e.yes}, against {e.no}: the share is {word}", None, 2.4)
            (self.shown.get("share") or {})["votes"] = list(e.votes)
        self.play(tw, start)
        self.step(0.9)

    def on_share_taken_back(self, e) -> None:
        share = self.shown.get("share") or {}
        pieces = []
        for k, card in enumerate(e.cards):
            entry = self._share_card(card)
            if entry is None or entry.get("to") is None:
                continue
            seat = entry["to"]
            loot = self.loot_in_front(seat)
            idx = next((i for i, c in enumerate(loot) if c["card"] == card), 0)
            pieces.append((art.loot(entry.get("value"), 60), self.card_spot(seat, idx, len(loot)), self.share_spot(k), card))

        def start():
            self.raised.clear()
            self.tally = None

        def done():
            for card in e.cards:
                entry = self._share_card(card)
                if entry is not None:
                    entry["to"] = None
            share["round"] = share.get("round", 1) + 1
        self.fly(pieces, 0.6, done, start)

    def on_share_forced(self, e) -> None:
        if e.forced:
            self.step(1.8, lambda: self.news("Forced!", f"The Second, {self.match.seats[e.second].name}, forces the share",
                                             e.second, 2.0))
        else:
            self.step(1.8, lambda: self.news("The captain keeps it all", "No treasure island tonight; mutiny is possible",
                                             self.shown.get("captain"), 2.0))

    def on_share_settled(self, e) -> None:
        def start():
            share = self.shown.get("share") or {}
            share["settled"] = True
            share["kept_all"] = e.kept_all
            owned = {c: s for c, s in e.owners}
            for c in share.get("cards") or []:
                if c["card"] in owned:
                    seat = owned[c["card"]]
                    c["to"] = seat
                    have = {x["card"] for x in self.seat_view(seat).get("loot") or []}
                    if c["card"] not in have:
                        self.seat_view(seat).setdefault("loot", []).append({"card": c["card"], "value": c.get("value")})
            self.raised.clear()
            self.tally = None
        self.step(0.6, start)

    def on_loot_seen(self, e) -> None:
        def start():
            if e.values is None:
                return
            known = dict(zip(e.cards, e.values))
            for c in self.seat_view(e.seat).get("loot") or []:
                if c["card"] in known:
                    c["value"] = known[c["card"]]
        self.step(0.5 if e.values is not None else 0.05, start)

    def on_loot_discarded(self, e) -> None:
        loot = self.seat_view(e.seat).get("loot") or []
        idx = next((i for i, c in enumerate(loot) if c["card"] == e.card), 0)
        start_r = self.card_spot(e.seat, idx, max(1, len(loot)))

        def start():
            self.take_loot(e.seat, e.card)

        def done():
            self.shown["loot_discard"] = list(self.shown["loot_discard"]) + [{"card": e.card, "value": e.value}]
            self.app.audio.play("splash")
        self.fly([(art.loot(e.value, 60), start_r, self.lay.loot_discard, e.card)], 0.55, done, start)

    def on_salvaged(self, e) -> None:
        count = len(self.seat_view(e.seat).get("loot") or []) + 1

        def start():
            if self.shown["loot_discard"]:
                self.shown["loot_discard"] = list(self.shown["loot_discard"])[:-1]
            v = self.seat_view(e.seat)
            v["hand_count"] = max(0, v.get("hand_count", 0) - 1)
            if v.get("hand") is not None and "salvage" in v["hand"]:
                v["hand"] = list(v["hand"])
                v["hand"].remove("salvage")

        def done():
            self.seat_view(e.seat).setdefault("loot", []).append({"card": e.card, "value": e.value})
            self.news("Salvage!", f"{self.match.seats[e.seat].name} fishes a loot card out of the sea", e.seat, 1.6)
        self.fly([(art.loot(e.value, 60), self.lay.loot_discard, self.card_spot(e.seat, count - 1, count), e.card)],
                 0.6, done, start)

    # ------------------------------------------------------------------ the night
    def on_ambush_laid(self, e) -> None:
        src = self.lay.seats[e.trapper].den
        dst = self.lay.seats[e.victim].character

        def done():
            self.shown.setdefault("ambushes", []).append({"order": e.order, "trapper": e.trapper, "victim": e.victim,
                                                          "den": e.den, "free": e.free, "outcome": None})
            self.turned[e.order] = False
            self.app.audio.play("card_play")
        what = "the Second's free ambush" if e.free else "Ambush!"
        self.news(what, f"{self.match.seats[e.trapper].name} lays a den card on {self.match.seats[e.victim].name}",
                  e.trapper, 1.4)
        self.fly([(art.den(None, 62), src, pygame.Rect(dst.x + 6, dst.y + 30, 62, 87), None)], 0.7, done)

    def on_dens_revealed(self, e) -> None:
        def start():
            for s, den in enumerate(e.dens):
                v = self.seat_view(s)
                v["den"] = den
            self.ready.clear()
            self.app.audio.play("card_play")
            self.news("Masks off!", "Every den is turned", None, 1.6)
        self.step(1.4, start)

    def on_brothel_paid(self, e) -> None:
        self.on_loot_discarded(type("E", (), {"seat": e.seat, "card": e.card, "value": e.value})())

    def on_character_lost(self, e) -> None:
        box = self.lay.seats[e.seat]
        pieces = [(art.action(k, 60), box.sailors.copy(), self.lay.action_discard, None) for k in e.sailors]

        def start():
            v = self.seat_view(e.seat)
            v["role"] = None
            v["votes"] = 0
            self.news(f"{self.match.seats[e.seat].name} falls",
                      f"{TITLES.get(e.role, e.role)} lost, with hand and sailors", e.seat, 1.8)
            self.app.audio.play("splash")

        def done():
            v = self.seat_view(e.seat)
            v["sailors"] = []
            v["hand_count"] = 0
            if v.get("hand") is not None:
                v["hand"] = []
            self.shown["action_discard"] = list(self.shown["action_discard"]) + list(e.hand) + list(e.sailors)
        if pieces:
            self.fly(pieces, 0.6, done, start)
        else:
            self.step(1.2, start, done)

    def on_ambush_resolved(self, e) -> None:
        names = [s.name for s in self.match.seats]
        den = DEN_TITLES.get(e.den, e.den)

        def turn():
            for a in self.shown.get("ambushes") or []:
                if a["order"] == e.order:
                    a["den"] = e.den
                    a["outcome"] = e.outcome
            self.turned[e.order] = True
            self.app.audio.play("card_play")
            sub = {"hit": f"{names[e.victim]} is caught at the {den}!",
                   "dodged": f"right guess, but {names[e.victim]} dodges!",
                   "miss": f"{names[e.victim]} was not at the {den}",
                   "mutual": f"{names[e.trapper]} and {names[e.victim]} caught each other",
                   "too_late": f"too late: {names[e.victim]} has already fallen"}.get(e.outcome, e.outcome)
            self.news(f"{names[e.trapper]}'s ambush", sub, e.trapper, 1.8)
            self.spotlight = (e.den, e.trapper, e.victim, e.outcome)

        def off():
            self.spotlight = None
        self.step(1.8, turn, off)
        if e.loot:
            values = e.values if e.values is not None else [None] * len(e.loot)
            src = self.seat_view(e.victim).get("loot") or []
            pieces = []
            count = len(self.seat_view(e.trapper).get("loot") or [])
            for k, (card, val) in enumerate(zip(e.loot, values)):
                idx = next((i for i, c in enumerate(src) if c["card"] == card), k)
                pieces.append((art.loot(val, 60), self.card_spot(e.victim, idx, max(1, len(src))),
                               self.card_spot(e.trapper, count + k, count + len(e.loot)), card))

            def done():
                for card, val in zip(e.loot, values):
                    self.take_loot(e.victim, card)
                    self.seat_view(e.trapper).setdefault("loot", []).append({"card": card, "value": val})
                self.app.audio.play("coin")
            self.fly(pieces, 0.7, done)

    def on_loot_buried(self, e) -> None:
        box = self.lay.seats[e.seat]
        loot = self.seat_view(e.seat).get("loot") or []
        pieces = []
        for card in e.cards:
            idx = next((i for i, c in enumerate(loot) if c["card"] == card), 0)
            pieces.append((art.loot(None, 60), self.card_spot(e.seat, idx, max(1, len(loot))),
                           pygame.Rect(box.buried.x, box.buried.y, 40, 40), card))

        def done():
            v = self.seat_view(e.seat)
            for card in e.cards:
                self.take_loot(e.seat, card)
            v["buried_count"] = v.get("buried_count", 0) + len(e.cards)
            self.app.audio.play("coin")
        self.fly(pieces, 0.6, done)

    # ------------------------------------------------------------------ mutiny and election
    def on_mutiny_launched(self, e) -> None:
        def start():
            self.shown["mutiny_card"] = "red"
            m = dict(self.shown.get("mutiny") or {})
            m.update(launcher=e.seat, sides={e.seat: "mutineer"}, strengths={}, boarded=[], winner=None)
            self.shown["mutiny"] = m
            self.seat_view(e.seat)["mutineer"] = True
            self.news("MUTINY!", f"{self.match.seats[e.seat].name} turns the card", e.seat, 2.2)
            self.app.audio.play("board")
        self.step(2.0, start)

    def _sides(self) -> dict:
        if not self.shown.get("mutiny"):
            self.shown["mutiny"] = {}
        m = self.shown["mutiny"]
        if m.get("sides") is None:
            m["sides"] = {}
        return m["sides"]

    def on_side_chosen(self, e) -> None:
        def start():
            sides = self._sides()
            sides.pop(str(e.seat), None)
            sides[e.seat] = "mutineer" if e.mutineer else "captain"
            if e.mutineer:
                self.seat_view(e.seat)["mutineer"] = True
            self.app.audio.play("card_play" if e.mutineer else "click")
        self.step(0.7, start)

    def on_boarded(self, e) -> None:
        def start():
            m = self.shown.get("mutiny") or {}
            m["boarded"] = list(m.get("boarded") or []) + [e.seat]
            self.news("Boarding!", f"{self.match.seats[e.seat].name} adds {e.strength} strength", e.seat, 1.5)
        self.step(1.2, start)

    def on_mutiny_resolved(self, e) -> None:
        def start():
            m = self.shown.get("mutiny") or {}
            m["strengths"] = {"captain": e.captain_strength, "mutineers": e.mutineer_strength}
            m["winner"] = e.winner
            word = "The captain's side wins" if e.winner == "captain" else "The mutineers win"
            self.news(word, f"{e.captain_strength} against {e.mutineer_strength}", None, 2.6)
            self.app.audio.play("victory" if e.winner == "mutineers" else "board")
        self.step(2.6, start)

    def on_thrown_to_sharks(self, e) -> None:
        values = e.values if e.values is not None else [None] * len(e.loot)
        src = self.seat_view(e.victim).get("loot") or []
        count = len(self.seat_view(e.by).get("loot") or [])
        pieces = []
        for k, (card, val) in enumerate(zip(e.loot, values)):
            idx = next((i for i, c in enumerate(src) if c["card"] == card), k)
            pieces.append((art.loot(val, 60), self.card_spot(e.victim, idx, max(1, len(src))),
                           self.card_spot(e.by, count + k, count + len(e.loot)), card))

        def start():
            self.news("To the sharks!", f"{self.match.seats[e.by].name} throws {self.match.seats[e.victim].name} overboard",
                      e.by, 2.0)
            self.app.audio.play("splash")

        def done():
            for card, val in zip(e.loot, values):
                self.take_loot(e.victim, card)
                self.seat_view(e.by).setdefault("loot", []).append({"card": card, "value": val})
        if pieces:
            self.fly(pieces, 0.8, done, start)
        else:
            self.step(1.6, start, done)

    def on_election_called(self, e) -> None:
        def start():
            self.shown["phase"] = "election"
            self.shown["election"] = {"fallen": e.fallen, "why": e.why, "eligible": list(e.eligible),
                                      "voters": list(e.voters), "stood": {}, "candidates": [], "voted": []}
            self.election_tally = None
            self.news("No ship without a captain!", "The crew elects a new one", None, 2.2)
        self.step(1.8, start)

    def on_stood(self, e) -> None:
        def start():
            el = self.shown.get("election") or {}
            el["stood"] = dict(el.get("stood") or {}, **{str(e.seat): e.yes})
            if e.yes:
                el["candidates"] = list(el.get("candidates") or []) + [e.seat]
        self.step(0.5, start)

    def on_election_result(self, e) -> None:
        def start():
            self.election_tally = list(e.tallies)
            el = self.shown.get("election") or {}
            el["candidates"] = list(e.candidates)
            self.shown["captain"] = e.captain
            self.seat_view(e.captain)["role"] = "captain"
            sub = "the only candidate" if len(e.candidates) == 1 else (
                "elected after a tie" if e.tie else "elected by the crew")
            self.news(f"Captain {self.match.seats[e.captain].name}!", sub, e.captain, 2.4)
            self.app.audio.play("victory")
        self.step(2.4, start)

    def on_promise_judged(self, e) -> None:
        if e.kept is None:
            self.step(0.05)
            return
        names = [s.name for s in self.match.seats]
        word = "kept" if e.kept else "broke"
        self.step(1.6, lambda: self.news(f"{names[e.seat]} {word} a promise", f"to {names[e.to]}", e.seat, 1.8))

    def on_game_over(self, e) -> None:
        def start():
            self.shown["phase"] = "over"
            self.final = {"scores": list(e.scores), "buried": [list(b) for b in e.buried],
                          "winners": list(e.winners), "progress": 0.0}
        longest = max((len(b) for b in e.buried), default=0)
        tw = Tween(0.4 + 0.35 * longest, ease_out)

        def tick_done():
            self.final["progress"] = float(longest)
        tw.on_done = tick_done
        self.final_tween = tw
        self.final_cards = longest
        self.play(tw, start)
