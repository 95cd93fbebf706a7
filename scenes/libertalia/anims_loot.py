"""Libertalia's events of money, booty and the count as animations: doubloons and tokens in flight, the track."""
from __future__ import annotations

from game.libertalia.booty import ORDER

from .. import theme
from ..anim import linear
from . import art
from . import layout as L
from .board import day_token_rects
from .effects import Flight, Note


class LootAnimations:
    """Mixin of the table (with Animations): doubloons, booty, the end-of-campaign count, the end."""

    # ------------------------------------------------------------------ money and booty
    def on_doubloons_moved(self, e) -> None:
        def start():
            a = self.coin_pos(e.payer) if e.payer is not None else L.bank_pos()
            b = self.coin_pos(e.payee) if e.payee is not None else L.bank_pos()
            n = min(e.amount, 8)
            for k in range(n):
                self.effects.fly(Flight(art.coin(40), a, b, tween, arc=90, delay=k * 0.4 / max(1, n), span=0.6))
            spot = b if e.payee is not None else a
            sign = "+" if e.payee is not None else "-"
            self.effects.note(Note(f"{sign}{e.amount}", (spot[0], spot[1] + 30), tween,
                                   theme.GOOD if e.payee is not None else theme.WARN))
            self.app.audio.play("coin")

        def done():
            if e.payer is not None:
                s = self.seat_state(e.payer)
                s["doubloons"] = max(0, s.get("doubloons", 0) - e.amount)
            if e.payee is not None:
                s = self.seat_state(e.payee)
                s["doubloons"] = s.get("doubloons", 0) + e.amount
        tween = self.step(0.8, start, done, ease=linear)

    def on_booty_moved(self, e) -> None:
        def start():
            sh = self.shown
            kinds = list(e.kinds)
            if e.source == "day" and e.day:
                space = sh["booty"][e.day - 1]
                rects = day_token_rects(e.day, len(space))
                starts = []
                for kind in kinds:
                    idx = space.index(kind) if kind in space else None
                    starts.append(rects[idx].center if idx is not None else L.day_rect(e.day).center)
                    if idx is not None:
                        space.pop(idx)
            elif e.source == "den" and e.seat is not None:
                starts = [self.den_rect(e.seat).center] * len(kinds)
                booty = self.seat_state(e.seat).setdefault("den_booty", {})
                for kind in kinds:
                    booty[kind] = booty.get(kind, 0) - 1
                    if booty[kind] <= 0:
                        booty.pop(kind)
            else:
                starts = [L.bag_pos()] * len(kinds)
            if e.target == "den" and e.to_seat is not None:
                end = (self.den_rect(e.to_seat).centerx, self.den_rect(e.to_seat).y + 130)
            else:
                end = (L.bag_pos()[0], L.bag_pos()[1] + 200)
            for k, (kind, origin) in enumerate(zip(kinds, starts)):
                self.effects.fly(Flight(art.token(kind, L.TOKEN), origin, end, tween, arc=100,
                                        delay=0.1 * k, span=0.8, fade=e.target == "discard"))
            if e.target == "discard":
                self.effects.note(Note("Discarded", (end[0], end[1] - 60), tween, theme.WARN))
            self.app.audio.play("coin" if e.target == "den" else "splash")

        def done():
            if e.target == "den" and e.to_seat is not None:
                booty = self.seat_state(e.to_seat).setdefault("den_booty", {})
                for kind in e.kinds:
                    booty[kind] = booty.get(kind, 0) + 1
                self.seat_state(e.to_seat)["den_booty"] = {k: booty[k] for k in ORDER if booty.get(k)}
        tween = self.step(0.9, start, done, ease=linear)

    # ------------------------------------------------------------------ the count
    def on_campaign_scored(self, e) -> None:
        before = [self.score_shown(s) for s in range(self.players)]

        def show():
            self.shown["phase"] = "end"
            self.ledger = (e.campaign, [dict(f) for f in e.fortunes])
            self.app.audio.play("coin")

        def move_start():
            self.track_from = before
            self.track_to = [f["score"] for f in e.fortunes]
            self.track_tween = move

        def move_done():
            for seat, f in enumerate(e.fortunes):
                self.seat_state(seat)["score"] = f["score"]
            self.track_tween = None
            self.ledger = None
            self.shown.setdefault("history", []).append({"campaign": e.campaign,
                                                         "fortunes": [dict(f) for f in e.fortunes]})
        self.step(3.2, show, ease=linear)
        move = self.step(1.6, move_start, move_done)

    def on_game_over(self, e) -> None:
        def start():
            self.shown["phase"] = "over"
            names = " and ".join(self.names[s] for s in e.winners)
            self.show_banner("The voyage is over", f"{names} win{'s' if len(e.winners) == 1 else ''}", seconds=2.5)
            self.app.audio.play("victory")
        self.step(2.0, start)
