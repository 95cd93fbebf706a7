"""Jamaica events as animations, by theme: the combat and what changes hands after it (treasures,
cards), the reshuffles and the end. A mixin next to anims.Animations (whose helpers it uses)."""
from __future__ import annotations

from game.i18n import _
from game.jamaica.words import amount

from ..anim import ease_out
from . import layout as L
from . import art as S
from .combat import Duel, side_center
from .effects import paint_card, paint_tokens
from .reveal import Reveal


class CombatAnimations:
    """Mixin for the table, next to anims.Animations."""

    # ------------------------------------------------------------------ combat
    def on_combat_started(self, e) -> None:
        def start():
            self.combat = Duel(e.attacker, e.defender, e.space, self.combat_bonus(e.attacker),
                               self.combat_bonus(e.defender))
            if e.defender >= self.players:      # the ghost ship: not a player's name after a verb
                attacks = _("{attacker} attacks the ghost ship").format(attacker=self.name(e.attacker))
            else:
                attacks = _("{attacker} attacks {defender}").format(attacker=self.name(e.attacker),
                                                                    defender=self.name(e.defender))
            self.status = _("Combat: {what}").format(what=attacks)
            self.show_banner(_("Combat!"), attacks, e.attacker, 1.0)
            self.sound("board")
        self.step(0.8, start)

    def combat_bonus(self, ship: int) -> int:
        return 2 if "lady_beth" in self.ship_view(ship)["face_up"] else 0

    def on_gunpowder_spent(self, e) -> None:
        for hold, n in e.taken:
            def start(hold=hold, n=n):
                self.take_from_hold(e.ship, hold, n)

            def done(n=n):
                self.shown["bank"]["gunpowder"] += n
            self.fly(0.35, paint_tokens, {"kind": "gunpowder", "amount": n, "from": self.hold_pos(e.ship, hold),
                                          "to": self.combat_side_pos(e.ship)}, start, done)

        def mark():
            if self.combat:
                self.combat.powder[0 if e.ship == self.combat.a else 1] = e.amount
        self.step(0.1, mark)

    def combat_side_pos(self, ship: int) -> tuple[int, int]:
        if self.combat is None:
            return self.bank_pos()
        return side_center(0 if ship == self.combat.a else 1)

    def on_sabre_used(self, e) -> None:
        def start():
            if self.combat:
                self.combat.note = _("{name} draws Saran's sabre: {target} rolls again!").format(
                    name=self.name(e.ship), target=self.name(e.target))
            self.sound("select")
        self.step(0.8, start)

    def on_combat_ended(self, e) -> None:
        def start():
            if self.combat:
                self.combat.end(e, self.name)
            self.sound("victory" if e.winner is not None else "back", 0.6)

        def done():
            if e.winner is None:
                self.combat = None
        self.step(1.4, start, done)

    def _close_combat(self) -> None:
        self.combat = None

    def on_plundered(self, e) -> None:
        def start():
            self.combat = None
            self.plunder_from = self.hold_pos(e.loser, e.hold)
            self.set_hold(e.loser, e.hold, None, 0)
            self.show_banner(_("{name} plunders").format(name=self.name(e.winner)), amount(e.kind, e.amount),
                             e.winner, 1.2)
        self.step(0.3, start)

    # ------------------------------------------------------------------ treasures
    def treasure_fly(self, card, source, dest, face_up: bool, start=None, done=None) -> None:
        self.fly(0.75, paint_card, {"from": source, "to": dest, "width": L.TREASURE_W, "w0": 80,
                                    "front": card if face_up else None, "back": None, "flip": face_up and bool(card),
                                    "make": S.treasure, "height": 70}, start, done, ease_out)

    def on_treasure_found(self, e) -> None:
        def start():
            if e.space in self.shown["lairs"]:
                self.shown["lairs"].remove(e.space)
            self.shown["treasure_deck"] = max(0, self.shown["treasure_deck"] - 1)
            self.sound("card_draw")

        def done():
            sv = self.ship_view(e.ship)
            if e.face_up:
                sv["face_up"].append(e.card)
                if e.card == "sixth_hold":
                    sv["holds"].append({"kind": None, "amount": 0})
            else:
                sv["hidden"] += 1
                if e.card is not None and sv.get("hidden_cards") is not None:
                    sv["hidden_cards"].append(e.card)
            if e.card:
                title = _("{name} finds a treasure: {treasure}").format(name=self.name(e.ship),
                                                                       treasure=S.treasure_name(e.card))
            else:
                title = _("{name} finds a secret treasure").format(name=self.name(e.ship))
            self.show_banner(title, "", e.ship, 1.3)
        self.treasure_fly(e.card, L.space_center(e.space), self.treasure_pos(e.ship), True, start, done)

    def _move_treasure(self, src: int, dst: int, card, hidden: bool) -> None:
        a, b = self.ship_view(src), self.ship_view(dst)
        if hidden:
            a["hidden"] = max(0, a["hidden"] - 1)
            b["hidden"] += 1
            if card is not None and a.get("hidden_cards") and card in a["hidden_cards"]:
                a["hidden_cards"].remove(card)
            if card is not None and b.get("hidden_cards") is not None:
                b["hidden_cards"].append(card)
        else:
            if card in a["face_up"]:
                a["face_up"].remove(card)
            b["face_up"].append(card)

    def on_treasure_stolen(self, e) -> None:
        self.combat = None
        src = self.treasure_pos(e.loser)
        self.treasure_fly(e.card if not e.hidden else None, src, self.treasure_pos(e.winner), not e.hidden,
                          done=lambda: self._move_treasure(e.loser, e.winner, e.card, e.hidden))
        self.step(0.01, lambda: self.show_banner(_("{name} takes a treasure").format(name=self.name(e.winner)),
                                                 S.treasure_name(e.card) if e.card else _("face down"),
                                                 e.winner, 1.2))

    def on_treasure_given(self, e) -> None:
        self.combat = None
        self.treasure_fly(None, self.treasure_pos(e.giver), self.treasure_pos(e.receiver), False,
                          done=lambda: self._move_treasure(e.giver, e.receiver, e.card, True))
        to = (_("to the ghost ship") if e.receiver >= self.players
              else _("to {name}").format(name=self.name(e.receiver)))
        self.step(0.01, lambda: self.show_banner(_("{name} hands over a cursed treasure").format(name=self.name(e.giver)),
                                                 to, e.giver, 1.2))

    def on_hold_moved(self, e) -> None:
        def start():
            a, b = self.ship_view(e.from_ship), self.ship_view(e.to_ship)
            if len(a["holds"]) > 5:
                a["holds"].pop()
            b["holds"].append({"kind": e.kind, "amount": e.amount})
        self.step(0.4, start)

    # ------------------------------------------------------------------ cards
    def on_card_discarded(self, e) -> None:
        sv = self.ship_view(e.seat)

        def start():
            sv["card"], sv["chosen"] = None, False
            sv["discard"] = list(sv["discard"]) + [e.card]
            self.shown["acting"] = None
        self.fly(0.3, paint_card, {"from": self.card_pos(e.seat), "to": self.card_pos(e.seat), "width": L.CARD_W,
                                   "front": e.card, "make": S.card, "fade": True, "height": -30}, start)

    def on_deck_reshuffled(self, e) -> None:
        def start():
            sv = self.ship_view(e.seat)
            sv["deck"], sv["discard"] = e.count, []
            self.sound("shuffle", 0.6)
        self.step(0.3, start)

    def on_cards_drawn(self, e) -> None:
        sv = self.ship_view(e.seat)
        mine = e.cards is not None and e.seat == self.viewer and sv.get("hand") is not None
        dest = L.hand_rects(max(1, len(sv.get("hand") or []) + e.count))[-1].center if mine else self.card_pos(e.seat)

        def start():
            self.sound("card_draw", 0.7)

        def done():
            sv["hand_size"] += e.count
            sv["deck"] = max(0, sv["deck"] - e.count)
            if mine:
                sv["hand"] = list(sv["hand"]) + list(e.cards)
        if not mine and self.shown.get("phase") == "choose_cards":
            done()                  # another seat's draw never holds up a human choosing
            return
        self.fly(0.4, paint_card, {"from": self.header_pos(e.seat), "to": dest, "width": 70, "front": None,
                                   "make": S.card}, start, done, ease_out)

    # ------------------------------------------------------------------ the end
    def on_game_over(self, e) -> None:
        def start():
            self.shown["over"] = True
            self.combat = None
            self.reveal = Reveal(self, e)
            self.sound("victory")
        self.step(reveal_seconds(len(e.scores)), start)


def reveal_seconds(players: int) -> float:
    return 2.4 + 0.8 * players

