"""Pagamás events of the roles and the share as animations (a mixin of the table).

The characters handed out, the loot drawn and dealt face down, the captain's promises,
the hands raised together, a refused share taken back, forced or kept, loot thrown into
the sea or salvaged from it.
"""
from __future__ import annotations

from game.i18n import _
from game.pagamas.cards import PROMISES, VOTES

from ..anim import Tween, ease_out
from . import art


class ShareAnimations:
    """Mixed into PagamasTable, after Animations (whose helpers it uses)."""

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
                self.news(_("Last turn!"), _("The loot deck is empty"), None, 2.0)
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
            self.news(_("{who} to {to}:").format(who=self.match.seats[e.seat].name, to=self.match.seats[e.to].name),
                      _("\u201c{promise}\u201d").format(promise=_(text)), e.seat, 2.6)
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
            sub = (_("For {yes}, against {no}: the share is accepted") if e.accepted
                   else _("For {yes}, against {no}: the share is refused"))
            self.news(_("Hands up!"), sub.format(yes=e.yes, no=e.no), None, 2.4)
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
            self.step(1.8, lambda: self.news(_("Forced!"), _("The Second, {name}, forces the share").format(
                name=self.match.seats[e.second].name),
                                             e.second, 2.0))
        else:
            self.step(1.8, lambda: self.news(_("The captain keeps it all"), _("No treasure island tonight; mutiny is possible"),
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
            self.news(_("Salvage!"), _("{name} fishes a loot card out of the sea").format(name=self.match.seats[e.seat].name),
                      e.seat, 1.6)
        self.fly([(art.loot(e.value, 60), self.lay.loot_discard, self.card_spot(e.seat, count - 1, count), e.card)],
                 0.6, done, start)
