"""Pagamás events of the night, the mutiny and the election as animations (a mixin of the table).

The ambushes laid on a character, the dens turned, the ambushes turned one by one in stack
order (the spotlight), the falls, the burials; the Mutiny! card, the sides and their
strength, the sharks; the golden rule's election; the promises judged; the final count.
"""
from __future__ import annotations

import pygame

from game.i18n import _
from game.pagamas.cards import TITLES
from game.pagamas.nouns import DENS

from ..anim import Tween, ease_out
from . import art


def _title(role: str) -> str:
    return _(TITLES[role]) if role in TITLES else role


class NightAnimations:
    """Mixed into PagamasTable, after Animations (whose helpers it uses)."""

    # ------------------------------------------------------------------ the night
    def on_ambush_laid(self, e) -> None:
        src = self.lay.seats[e.trapper].den
        dst = self.lay.seats[e.victim].character

        def done():
            self.shown.setdefault("ambushes", []).append({"order": e.order, "trapper": e.trapper, "victim": e.victim,
                                                          "den": e.den, "free": e.free, "outcome": None})
            self.turned[e.order] = False
            self.app.audio.play("card_play")
        what = _("the Second's free ambush") if e.free else _("Ambush!")
        self.news(what, _("{who} lays a den card on {victim}").format(
            who=self.match.seats[e.trapper].name, victim=self.match.seats[e.victim].name), e.trapper, 1.4)
        self.fly([(art.den(None, 62), src, pygame.Rect(dst.x + 6, dst.y + 30, 62, 87), None)], 0.7, done)

    def on_dens_revealed(self, e) -> None:
        def start():
            for s, den in enumerate(e.dens):
                v = self.seat_view(s)
                v["den"] = den
            self.ready.clear()
            self.app.audio.play("card_play")
            self.news(_("Masks off!"), _("Every den is turned"), None, 1.6)
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
            self.news(_("{name} falls").format(name=self.match.seats[e.seat].name),
                      _("{role} lost, with hand and sailors").format(role=_title(e.role)), e.seat, 1.8)
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
        den = DENS[e.den].at if e.den in DENS else e.den      # «en la Hamaca», «nell'Amaca»

        def turn():
            for a in self.shown.get("ambushes") or []:
                if a["order"] == e.order:
                    a["den"] = e.den
                    a["outcome"] = e.outcome
            self.turned[e.order] = True
            self.app.audio.play("card_play")
            taker = e.trapper if e.to is None else e.to
            caught = _("{victim} is caught {den}!").format(victim=names[e.victim], den=den) \
                if taker == e.trapper else _(
                "{victim} is caught {den}: the loot goes to {taker}, who robbed {trapper}").format(
                    victim=names[e.victim], den=den, taker=names[taker], trapper=names[e.trapper])
            sub = {"hit": caught,
                   "dodged": _("right guess, but {victim} dodges!").format(victim=names[e.victim]),
                   "miss": _("{victim} was not {den}").format(victim=names[e.victim], den=den),
                   "mutual": _("{trapper} and {victim} caught each other").format(
                       trapper=names[e.trapper], victim=names[e.victim]),
                   "too_late": _("too late: {victim} is already out").format(victim=names[e.victim]),
                   }.get(e.outcome, e.outcome)
            self.news(_("{trapper}'s ambush").format(trapper=names[e.trapper]), sub, e.trapper, 1.8)
            self.spotlight = (e.den, e.trapper, e.victim, e.outcome)

        def off():
            self.spotlight = None
        self.step(1.8, turn, off)
        if e.loot:
            values = e.values if e.values is not None else [None] * len(e.loot)
            src = self.seat_view(e.victim).get("loot") or []
            pieces = []
            taker = e.trapper if e.to is None else e.to
            count = len(self.seat_view(taker).get("loot") or [])
            for k, (card, val) in enumerate(zip(e.loot, values)):
                idx = next((i for i, c in enumerate(src) if c["card"] == card), k)
                pieces.append((art.loot(val, 60), self.card_spot(e.victim, idx, max(1, len(src))),
                               self.card_spot(taker, count + k, count + len(e.loot)), card))

            def done():
                for card, val in zip(e.loot, values):
                    self.take_loot(e.victim, card)
                    self.seat_view(taker).setdefault("loot", []).append({"card": card, "value": val})
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
            values = [c.get("value") for c in v.get("loot") or [] if c["card"] in e.cards]
            for card in e.cards:
                self.take_loot(e.seat, card)
            v["buried_count"] = v.get("buried_count", 0) + len(e.cards)
            if v.get("buried_value") is not None:      # the owner's chest: its shares grow too
                v["buried_value"] += sum(x or 0 for x in values)
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
            self.news(_("MUTINY!"), _("{who} turns the card").format(who=self.match.seats[e.seat].name), e.seat, 2.2)
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
            m["boarded"] = list(m.get("boarded") or []) + [e.fighter]
            who, fighter = self.match.seats[e.seat].name, self.match.seats[e.fighter].name
            if e.fighter == e.seat:
                sub = _("{who} adds {n} strength").format(who=who, n=e.strength)
            else:
                sub = _("{who} plays it for {fighter}: +{n} strength").format(who=who, fighter=fighter, n=e.strength)
            self.news(_("Boarding!"), sub, e.seat, 1.5)
        self.step(1.2, start)

    def on_mutiny_resolved(self, e) -> None:
        def start():
            m = self.shown.get("mutiny") or {}
            m["strengths"] = {"captain": e.captain_strength, "mutineers": e.mutineer_strength}
            m["winner"] = e.winner
            word = _("The captain's side wins") if e.winner == "captain" else _("The mutineers win")
            self.news(word, _("{captain} against {mutineers}").format(
                captain=e.captain_strength, mutineers=e.mutineer_strength), None, 2.6)
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
            self.news(_("To the sharks!"), _("{who} throws {victim} overboard").format(
                who=self.match.seats[e.by].name, victim=self.match.seats[e.victim].name), e.by, 2.0)
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
            self.news(_("No ship without a captain!"), _("The crew elects a new one"), None, 2.2)
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
            sub = _("the only candidate") if len(e.candidates) == 1 else (
                _("elected after a tie") if e.tie else _("elected by the crew"))
            self.news(_("Captain {name}!").format(name=self.match.seats[e.captain].name), sub, e.captain, 2.4)
            self.app.audio.play("victory")
        self.step(2.4, start)

    def on_promise_judged(self, e) -> None:
        if e.kept is None:
            self.step(0.05)
            return
        names = [s.name for s in self.match.seats]
        head = _("{name} kept a promise") if e.kept else _("{name} broke a promise")
        self.step(1.6, lambda: self.news(head.format(name=names[e.seat]), _("to {name}").format(name=names[e.to]),
                                         e.seat, 1.8))

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
