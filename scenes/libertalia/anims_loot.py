"""Libertalia's events of money, booty and the count as animations: doubloons and tokens in flight, the track."""
from __future__ import annotations

from game.i18n import _
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
                for kind in kinds:
                    self.token_leaves_den(e.seat, kind)
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
                self.effects.note(Note(_("Discarded"), (end[0], end[1] - 60), tween, theme.WARN))
            self.app.audio.play("coin" if e.target == "den" else "splash")

        def done():
            if e.target == "den" and e.to_seat is not None:
                booty = self.seat_state(e.to_seat).setdefault("den_booty", {})
                for kind in e.kinds:
                    booty[kind] = booty.get(kind, 0) + 1
                self.seat_state(e.to_seat)["den_booty"] = {k: booty[k] for k in ORDER if booty.get(k)}
        tween = self.step(0.9, start, done, ease=linear)

    def token_leaves_den(self, seat: int, kind: str) -> None:
        """A token of `kind` leaves the shown den in sight of all, as the engine takes it: one the
        rivals saw if there is one, else a face-down one (game.libertalia.moves.leave_den)."""
        st = self.seat_state(seat)
        booty, secret = st.setdefault("den_booty", {}), st.setdefault("den_secret", {})
        if booty.get(kind):
            seen = booty[kind] - secret.get(kind, 0)
            booty[kind] -= 1
            if booty[kind] <= 0:
                booty.pop(kind)
            if seen <= 0 and secret.get(kind):
                secret[kind] -= 1
                if secret[kind] <= 0:
                    secret.pop(kind)
        elif st.get("den_hidden"):
            st["den_hidden"] -= 1

    def on_booty_drawn(self, e) -> None:
        """The Spanish Spy's draws fly from the bag into the den face down: their kinds for the
        owner, a face-down token for everyone else."""
        def start():
            end = (self.den_rect(e.seat).centerx, self.den_rect(e.seat).y + 130)
            pictures = [art.token(k, L.TOKEN) for k in e.kinds] if e.kinds is not None \
                else [art.token_back(L.TOKEN)] * e.count
            for k, pic in enumerate(pictures):
                self.effects.fly(Flight(pic, L.bag_pos(), end, tween, arc=100, delay=0.1 * k, span=0.8))
            self.effects.note(Note(_("face down"), (end[0], end[1] - 60), tween, theme.TEXT_DIM))
            bag = self.shown.get("bag")
            if bag:
                bag["count"] = max(0, bag.get("count", 0) - e.count)
            self.app.audio.play("coin")

        def done():
            st = self.seat_state(e.seat)
            if e.kinds is None:
                st["den_hidden"] = st.get("den_hidden", 0) + e.count
                return
            booty, secret = st.setdefault("den_booty", {}), st.setdefault("den_secret", {})
            for kind in e.kinds:
                booty[kind] = booty.get(kind, 0) + 1
                secret[kind] = secret.get(kind, 0) + 1
            st["den_booty"] = {k: booty[k] for k in ORDER if booty.get(k)}
            st["den_secret"] = {k: secret[k] for k in ORDER if secret.get(k)}
        tween = self.step(0.9, start, done, ease=linear)

    def on_booty_revealed(self, e) -> None:
        """The day of rest turns the face-down tokens for the count."""
        def start():
            rect = self.den_rect(e.seat)
            self.effects.note(Note(_("turned for the count"), (rect.centerx, rect.y + 90), tween, theme.BRASS))
            self.app.audio.play("card_play")

        def done():
            st = self.seat_state(e.seat)
            if st.get("den_hidden"):
                booty = st.setdefault("den_booty", {})
                for kind in e.kinds:
                    booty[kind] = booty.get(kind, 0) + 1
                st["den_booty"] = {k: booty[k] for k in ORDER if booty.get(k)}
            st["den_hidden"] = 0
            st["den_secret"] = {}
        tween = self.step(1.0, start, done, ease=linear)

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
            self.track_tween = None       # the count stays up until the next campaign (or the end) begins
            self.shown.setdefault("history", []).append({"campaign": e.campaign,
                                                         "fortunes": [dict(f) for f in e.fortunes]})
        self.step(3.2, show, ease=linear)
        move = self.step(1.6, move_start, move_done)

    def on_game_over(self, e) -> None:
        def start():
            self.shown["phase"] = "over"
            self.ledger = None
            if len(e.winners) == 1:
                sub = _("{name} wins").format(name=self.names[e.winners[0]])
            else:
                sub = _("{names} win").format(names=", ".join(self.names[s] for s in e.winners))
            self.show_banner(_("The voyage is over"), sub, seconds=2.5)
            self.app.audio.play("victory")
        self.step(2.0, start)
