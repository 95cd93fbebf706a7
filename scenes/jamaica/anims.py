"""Jamaica events as animations (the round, goods, sailing): `shown`, a view, changes as each one plays.

The combat, treasures, cards and the end are in anims_combat.py (a second mixin).
"""
from __future__ import annotations

from game.i18n import _
from game.jamaica.cards import SHORTAGE_TARGET
from game.jamaica.words import amount, previous, resource

from ..anim import Tween, ease_out, linear
from . import layout as L
from . import art as S
from .effects import Fly, paint_compass, paint_ship, paint_tokens


class Animations:
    """Mixin for the table: `animate(event)` queues one tween per event (on_<type> handlers)."""

    # ------------------------------------------------------------------ places on screen
    def ship_view(self, ship: int) -> dict:
        return self.shown["ships"][ship]

    def panel(self, ship: int):
        return L.panel_rect(ship, self.players)

    def hold_pos(self, ship: int, hold: int) -> tuple[int, int]:
        rects = L.hold_rects(self.panel(ship), max(5, len(self.ship_view(ship)["holds"]), hold + 1))
        return rects[min(hold, len(rects) - 1)].center

    def header_pos(self, ship: int) -> tuple[int, int]:
        p = self.panel(ship)
        return p.x + 44, p.y + 28

    def compass_pos(self, ship: int) -> tuple[int, int]:
        p = self.panel(ship)
        return p.right - 45, p.y + 28

    def card_pos(self, ship: int) -> tuple[int, int]:
        return L.card_rect(self.panel(ship)).center

    def treasure_pos(self, ship: int) -> tuple[int, int]:
        sv = self.ship_view(ship)
        n = len(sv["face_up"]) + sv["hidden"] + 1
        return L.treasure_rects(self.panel(ship), n)[-1].center

    def bank_pos(self) -> tuple[int, int]:
        return L.tray()["bank"].center

    def deck_pos(self) -> tuple[int, int]:
        return L.tray()["treasure_deck"].center

    def name(self, ship: int) -> str:
        return _("The ghost ship") if ship >= self.players else self.names[ship]

    # ------------------------------------------------------------------ helpers
    def animate(self, event) -> None:
        handler = getattr(self, f"on_{event.TYPE}", None)
        if handler:
            handler(event)

    def step(self, seconds: float, start=None, done=None, ease=ease_out) -> Tween:
        return self.play(Tween(seconds, ease, on_done=done), start)

    def fly(self, seconds: float, paint, data: dict, start=None, done=None, ease=linear) -> None:
        fly = Fly(Tween(seconds, ease), paint, data)

        def begin():
            if start:
                start()
            self.flying.append(fly)

        def land():
            if fly in self.flying:
                self.flying.remove(fly)
            if done:
                done()
        fly.tween.on_done = land
        self.play(fly.tween, begin)

    def sound(self, name: str, volume: float = 1.0) -> None:
        self.app.audio.play(name, volume)

    def set_hold(self, ship: int, hold: int, kind, amount: int) -> None:
        holds = self.ship_view(ship)["holds"]
        while len(holds) <= hold:
            holds.append({"kind": None, "amount": 0})
        holds[hold] = {"kind": kind if amount > 0 else None, "amount": max(0, amount)}

    def take_from_hold(self, ship: int, hold: int, amount: int) -> None:
        h = self.ship_view(ship)["holds"][hold]
        self.set_hold(ship, hold, h["kind"], h["amount"] - amount)

    # ------------------------------------------------------------------ the round
    def on_round_started(self, e) -> None:
        def start():
            self.shown["round"], self.shown["captain"] = e.round, e.captain
            self.shown["revealed"] = [False] * self.players
            self.shown["phase"] = "place_dice"          # the phase line's (phases.py)
            self.status = _("Round {n}: {name} is captain").format(n=e.round, name=self.names[e.captain])
            self.show_banner(_("Round {n}").format(n=e.round),
                             _("Captain: {name}").format(name=self.names[e.captain]), e.captain, 1.3)
            self.sound("turn", 0.6)
        self.step(0.7, start)

    def on_compass_passed(self, e) -> None:
        old = self.shown["captain"]

        def start():
            self.compass_flying = {old, e.captain}
            self.status = _("The compass passes to {name}").format(name=self.names[e.captain])
            self.sound("slide", 0.7)

        def done():
            self.shown["captain"] = e.captain
            self.compass_flying = set()
        self.fly(0.8, paint_compass, {"from": self.compass_pos(old), "to": self.compass_pos(e.captain)}, start, done)

    def on_dice_rolled(self, e) -> None:
        def start():
            self.shown["dice"] = list(e.dice)
            self.shown["day"] = self.shown["night"] = None
            self.tray_roll = {"kind": "action", "faces": list(e.dice), "tween": tween}
            self.sound("dice")

        def done():
            self.tray_roll = None
        tween = self.step(0.8, start, done, linear)

    def on_dice_placed(self, e) -> None:
        def done():
            self.shown["day"], self.shown["night"] = e.day, e.night
            self.shown["dice"] = self.shown["dice"] or [e.day, e.night]
            self.shown["phase"] = "choose_cards"

        def start():
            self.status = _("Day (sun) {day}, night (moon) {night}").format(day=e.day, night=e.night)
            self.sound("click")
        self.step(0.35, start, done)

    def on_card_chosen(self, e) -> None:
        """Applied at once, without a tween: the others' choices never interrupt a human choosing."""
        sv = self.ship_view(e.seat)
        sv["chosen"] = True
        sv["hand_size"] = max(0, sv["hand_size"] - 1)
        if e.card is not None:
            sv["card"] = e.card
            if sv.get("hand") and e.card in sv["hand"]:
                sv["hand"].remove(e.card)
        self.sound("card_play", 0.6)

    def on_card_revealed(self, e) -> None:
        """One card turns face up, at the start of its owner's turn."""
        def start():
            self.shown["phase"] = "actions"
            self.shown["revealed"][e.seat] = True
            self.ship_view(e.seat)["card"] = e.card
            self.flip_t, self.flip_seat = tween, e.seat
            self.status = _("{name} turns over {card}").format(name=self.names[e.seat], card=S.card_words(e.card))
            self.sound("card_play")

        def done():
            self.flip_t = self.flip_seat = None
        tween = self.step(0.7, start, done, linear)

    def on_turn_started(self, e) -> None:
        def start():
            self.turn_seat = e.seat
            self.shown["acting"] = None
            self.shown["phase"] = "actions"
            self.status = _("{name}'s turn").format(name=self.names[e.seat])
            self.show_banner(self.status, "", e.seat, 1.0)
            self.sound("turn", 0.5)
        self.step(0.45, start)

    def on_action_started(self, e) -> None:
        text = _("{name} \u2014 {slot}: {action} {n}").format(
            name=self.name(e.ship), slot=S.slot_name(e.slot), action=S.action_name(e.action), n=e.amount)

        def start():
            self.shown["acting"] = [e.ship, e.slot]
            self.status = text
        self.step(0.5, start)


    def on_action_lost(self, e) -> None:
        def start():
            self.shown["acting"] = [e.ship, e.slot]
            self.status = (_("{name} is home: the day action is lost") if e.slot == "day" else
                           _("{name} is home: the night action is lost")).format(name=self.name(e.ship))
        self.step(0.5, start)

    # ------------------------------------------------------------------ goods
    def on_loaded(self, e) -> None:
        origin = self.plunder_from if e.source == "plunder" and self.plunder_from else self.bank_pos()

        def start():
            if e.source == "bank":
                self.shown["bank"][e.kind] -= e.amount
            self.sound("coin" if e.kind == "gold" else "slide", 0.8)

        def done():
            self.set_hold(e.ship, e.hold, e.kind, e.amount)
        self.fly(0.55, paint_tokens, {"kind": e.kind, "amount": e.amount, "from": origin,
                                      "to": self.hold_pos(e.ship, e.hold), "label": f"+{e.amount}"},
                 start, done)

    def on_dumped(self, e) -> None:
        def start():
            self.set_hold(e.ship, e.hold, None, 0)
            self.sound("slide", 0.7)

        def done():
            self.shown["bank"][e.kind] += e.amount
        self.fly(0.45, paint_tokens, {"kind": e.kind, "amount": e.amount, "from": self.hold_pos(e.ship, e.hold),
                                      "to": self.bank_pos()}, start, done)

    def on_load_lost(self, e) -> None:
        what = amount(e.kind, e.amount)
        if e.source == "bank":
            self.step(0.6, lambda: self.show_banner(_("No room in the holds"),
                                                    _("{goods} stay in the bank").format(goods=what), e.ship, 1.2))
            return
        origin = self.plunder_from or self.header_pos(e.ship)

        def done():
            self.shown["bank"][e.kind] += e.amount
        self.fly(0.5, paint_tokens, {"kind": e.kind, "amount": e.amount, "from": origin, "to": self.bank_pos(),
                                     "label": _("overboard")}, lambda: self.sound("splash", 0.6), done)

    def on_bank_short(self, e) -> None:
        self.step(0.5, lambda: self.show_banner(_("The bank runs short"), _("{given} of {wanted}").format(
            given=e.given, wanted=amount(e.kind, e.wanted)), -1, 1.2))

    def on_paid(self, e) -> None:
        for k, (hold, n) in enumerate(e.taken):
            def start(hold=hold, n=n):
                self.take_from_hold(e.ship, hold, n)
                self.sound("coin" if e.kind == "gold" else "slide", 0.7)

            def done(n=n):
                self.shown["bank"][e.kind] += n
            self.fly(0.42, paint_tokens, {"kind": e.kind, "amount": n, "from": self.hold_pos(e.ship, hold),
                                          "to": self.bank_pos(), "label": f"-{n}"}, start, done)

    # ------------------------------------------------------------------ sailing
    def on_sailed(self, e) -> None:
        sv = self.ship_view(e.ship)
        steps = [sv["space"], *e.path]
        rel = S.ship_rel(e.ship, self.players, self.colours)
        per = 0.2 if e.reason == "shortage" else 0.17

        def start():
            self.hidden_ships.add(e.ship)
            self.sound("slide", 0.6)

        def done():
            sv["space"], sv["lap"] = e.path[-1], e.lap
            self.hidden_ships.discard(e.ship)
            self.sound("hop", 0.7)
        self.fly(max(0.3, per * (len(steps) - 1)), paint_ship, {"steps": steps, "rel": rel, "width": 76},
                 start, done)

    def on_finished(self, e) -> None:
        def start():
            self.ship_view(e.ship)["finished"] = True
            self.shown["ending"] = True             # the ghost ship's homecoming ends the game too
            self.show_banner(_("{name} is home in Port Royal!").format(name=self.name(e.ship)),
                             _("The game ends with this round") if e.ship < self.players else "", e.ship, 1.8)
            self.sound("victory" if e.ship < self.players else "board", 0.7)
        self.step(1.1, start)

    def on_shortage(self, e) -> None:
        what = resource(e.kind)
        self.step(0.8, lambda: self.show_banner(
            _("{name} is short of {goods}!").format(name=self.name(e.ship), goods=what),
            _("Paid {paid} of {cost}: the combat die decides").format(paid=e.paid, cost=e.cost), e.ship, 1.6))

    def on_die_rolled(self, e) -> None:
        if e.purpose == "shortage":
            meaning = (_("the ship stays") if e.face == "star" else
                       _("back to {place}").format(place=previous(SHORTAGE_TARGET[e.face])))

            def start():
                self.tray_roll = {"kind": "combat", "faces": [e.face], "tween": tween}
                self.sound("dice")

            def done():
                self.tray_roll = None
                self.last_shortage = e.face
                self.show_banner(_("Star!") if e.face == "star" else f"{e.face}", meaning, e.ship, 1.4)
            tween = self.step(0.9, start, done, linear)
            self.step(0.4)
            return
        if self.combat is None:
            return
        side = 0 if e.purpose == "attack" else 1

        def start():
            self.combat.roll[side] = e.face
            self.combat.rolling = (side, tween)
            self.sound("dice")

        def done():
            self.combat.rolling = None
        tween = self.step(0.9, start, done, linear)
        self.step(0.35)
