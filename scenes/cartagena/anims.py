"""The Cartagena table's event animations: one handler per event type, each keeping `self.shown`
(the view on screen) in step with what it shows. A mixin of CartagenaTable."""
from __future__ import annotations

from game.cartagena.cards import symbol_name
from game.i18n import _

from ..anim import Tween, ease_in_out, ease_out
from . import layout as L
from .art import SORCERY
from .choices import card_order
from .log import TOKEN_TEXT, card_words

TOKEN_SOUND = {"snake": "error", "empty": "back"}


class Animations:
    def animate(self, event) -> None:
        handler = getattr(self, f"on_{event.TYPE}", None)
        if handler:
            handler(event)

    def _fly(self, fly: dict, duration: float, begin=None, land=None, ease=ease_out) -> None:
        def start():
            if begin:
                begin()
            self.flying.append(fly)

        def done():
            if fly in self.flying:
                self.flying.remove(fly)
            if land:
                land()
        tween = Tween(duration, ease, on_done=done)
        fly["tween"] = tween
        self.play(tween, start)

    def _say(self, text: str, seat: int, seconds: float = 1.6, pause: float = 0.5, sound: str | None = None,
             colour=None) -> None:
        def start():
            self.show_banner(text, "", seat, seconds, colour)
            if sound:
                self.app.audio.play(sound)
        self.play(Tween(pause), start)

    # ------------------------------------------------------------------ the turn
    def on_turn_started(self, e) -> None:
        seat = self.match.seats[e.seat]

        def start():
            self.shown["turn"] = e.seat
            self.shown["actions_left"] = e.actions_left
            self.shown["actions_taken"] = 0
            self.shown["captain"] = False
            self.show_banner(_("{name}'s turn").format(name=seat.name), "", e.seat, 1.6)
            self.app.audio.play("turn" if not seat.is_bot else "click", 0.7)
        self.play(Tween(0.35), start)

    def on_card_played(self, e) -> None:
        hand_owner = e.seat == self.viewer and self.shown.get("hand") is not None
        start_pos = self.player_row_center(e.seat)
        if hand_owner and e.card in self.shown["hand"]:
            start_pos = self.card_center(e.card) or start_pos

        def begin():
            if hand_owner and e.card in self.shown["hand"]:
                self.shown["hand"].remove(e.card)
            self.shown["hand_sizes"][e.seat] -= 1
            self.app.audio.play("card_play")

        def land():
            self.shown["discard"].append(e.card)
        self._fly({"kind": "card", "card": e.card, "from": start_pos, "to": L.DISCARD_POS}, 0.38, begin, land)

    def on_pirate_moved(self, e) -> None:
        steps = [e.from_space, *e.over, e.to_space] if e.direction != "snake" else [e.from_space, e.to_space]
        hops = len(steps) - 1
        per_hop = min(0.13, 1.3 / max(1, hops)) if e.direction != "snake" else 0.9
        fly = {"kind": "pawn", "seat": e.seat, "steps": steps}

        def begin():
            pirates = self.shown["pirates"][e.seat]
            if e.from_space in pirates:
                pirates.remove(e.from_space)

        def land():
            self.shown["pirates"][e.seat].append(e.to_space)
            self.shown["pirates"][e.seat].sort()
            self.app.audio.play("hop", 0.8)
        self._fly(fly, per_hop * hops + 0.05, begin, land, ease=lambda t: t)

    def on_cards_drawn(self, e) -> None:
        if e.count == 0:
            return
        mine = e.cards is not None and e.seat == self.viewer and self.shown.get("hand") is not None
        target = self.hand_center() if mine else self.player_row_center(e.seat)

        def begin():
            self.shown["deck_size"] = max(0, self.shown["deck_size"] - e.count)
            self.app.audio.play("card_draw")

        def land():
            self.shown["hand_sizes"][e.seat] += e.count
            if mine:
                self.shown["hand"] = sorted(self.shown["hand"] + list(e.cards), key=card_order)
        self._fly({"kind": "draw", "count": e.count, "from": L.DECK_POS, "to": target}, 0.32 + 0.06 * e.count,
                  begin, land, ease_in_out)

    def on_deck_reshuffled(self, e) -> None:
        def begin():
            self.shown["deck_size"] += len(self.shown["discard"])
            self.shown["discard"] = []
            self.show_banner(_("The discard pile is shuffled into a new deck"), "", -1, 1.4)
            self.app.audio.play("shuffle")
        self.play(Tween(0.6), begin)

    def on_passed(self, e) -> None:
        self._say(_("{name} passes and draws a card").format(name=self.match.seats[e.seat].name), e.seat, 1.4)

    def on_boarded(self, e) -> None:
        self.play(Tween(0.25), lambda: self.app.audio.play("board"))

    def on_reached_cove(self, e) -> None:
        self.play(Tween(0.25), lambda: self.app.audio.play("board"))

    def on_game_won(self, e) -> None:
        name = self.match.seats[e.seat].name
        text = _("{name} sails away with the whole crew!") if self.episode == "tunnel" else \
            _("{name} has the whole crew in the cove!")
        self._say(text.format(name=name), e.seat, 3.0, 1.6, "splash")

    # ------------------------------------------------------------------ Morgan and the sloop
    def on_rival_advanced(self, e) -> None:
        names = self.names()
        self._say(_("{name} advances {rival}'s pirate").format(name=names[e.seat], rival=names[e.rival]), e.seat, 1.3,
                  0.35, "slide")

    def on_captain_named(self, e) -> None:
        def start():
            self.shown["captain"] = True
            self.show_banner(_("{name} is Captain: a free sail!").format(name=self.names()[e.seat]), "", e.seat, 1.8)
            self.app.audio.play("select")
        self.play(Tween(0.5), start)

    def on_sloop_sailed(self, e) -> None:
        course = self.course
        target = 1.0 if e.to == "tortuga" else 0.0
        fly = {"kind": "sail", "from_t": course.ferry_t, "to_t": target}

        def begin():
            fly["from_t"] = course.ferry_t
            text = _("{name} sails to {port} (Captain: free)") if e.free else _("{name} sails to {port}")
            self.show_banner(text.format(name=self.names()[e.seat], port=e.to.capitalize()), "", e.seat, 1.6)
            self.app.audio.play("splash", 0.7)
            if e.free:
                self.shown["captain"] = False

        def land():
            course.ferry_t = target
            self.shown["sloop_at"] = e.to
        self._fly(fly, 1.1, begin, land, ease_in_out)

    # ------------------------------------------------------------------ Filibusters
    def on_discards_demanded(self, e) -> None:
        names = self.names()
        who = ", ".join(_("{name} {n}").format(name=names[s], n=n) for s, n in enumerate(e.counts) if n)

        def start():
            self.shown["discards"] = list(e.counts)
            self.shown["held"] = []
            self.show_banner(_("Filibusters! Down to 7: {who}").format(who=who), "", -1, 2.0)
            self.app.audio.play("coin")
        self.play(Tween(0.7), start)

    def on_discard_chosen(self, e) -> None:
        mine = e.card is not None and e.seat == self.viewer and self.shown.get("hand") is not None

        def begin():
            if mine and e.card in self.shown["hand"]:
                self.shown["hand"].remove(e.card)
                self.shown.setdefault("held", [])
                if self.shown["held"] is not None:
                    self.shown["held"].append(e.card)
            self.shown["hand_sizes"][e.seat] -= 1
            if self.shown.get("discards"):
                self.shown["discards"][e.seat] = e.left
            self.app.audio.play("card_play", 0.6)
        start = self.hand_center() if mine else self.player_row_center(e.seat)
        self._fly({"kind": "back", "from": start, "to": (L.DISCARD_POS[0] + 60, L.DISCARD_POS[1] - 40)}, 0.3, begin)

    def on_cards_discarded(self, e) -> None:
        start = self.player_row_center(e.seat)

        def begin():
            self.shown["discards"] = None
            self.shown["held"] = None

        def land():
            self.shown["discard"].extend(e.cards)
        self._fly({"kind": "fan", "cards": list(e.cards), "from": start, "to": L.DISCARD_POS}, 0.45, begin, land)

    # ------------------------------------------------------------------ the Black Sorceress
    def on_power_invoked(self, e) -> None:
        names = self.names()
        rival = names[e.rival] if e.rival is not None else ""
        what = {"pistol": _("the pistol at {rival}").format(rival=rival), "rum": _("a round of rum"),
                "lantern": _("the lantern"), "parrots": _("two parrots as {symbol}").format(symbol=symbol_name(e.symbol)),
                "hook": _("the hook"), "chest": _("the chest")}[e.power]
        self._say(_("Black Sorceress! {name}: {what}").format(name=names[e.seat], what=what), e.seat, 1.7, 0.6,
                  "curtain", colour=SORCERY)

    def on_hand_shown(self, e) -> None:
        self.play(Tween(0.2), lambda: self.app.audio.play("click"))

    def on_card_taken(self, e) -> None:
        self._pass_card(e.rival, e.seat, e.card, 0.5)

    def on_card_given(self, e) -> None:
        self._pass_card(None, e.rival, e.card, 0.42)

    def _pass_card(self, giver: int | None, taker: int, card: str | None, duration: float) -> None:
        """A card from a rival's hand (or the power's cards) to another hand."""
        start = self.player_row_center(giver) if giver is not None else self.choice_center()
        mine = card is not None and taker == self.viewer and self.shown.get("hand") is not None
        end = self.hand_center() if mine else self.player_row_center(taker)

        def begin():
            if giver is not None:
                self.shown["hand_sizes"][giver] -= 1
                if giver == self.viewer and card is not None and card in (self.shown.get("hand") or []):
                    self.shown["hand"].remove(card)

        def land():
            self.shown["hand_sizes"][taker] += 1
            if mine:
                self.shown["hand"] = sorted(self.shown["hand"] + [card], key=card_order)
        self._fly({"kind": "card" if card else "back", "card": card, "from": start, "to": end}, duration, begin, land)

    def on_power_cards_drawn(self, e) -> None:
        if not e.count:
            return

        def begin():
            self.shown["deck_size"] = max(0, self.shown["deck_size"] - e.count)
            self.app.audio.play("card_draw")
        self._fly({"kind": "draw", "count": e.count, "from": L.DECK_POS, "to": self.choice_center()},
                  0.35 + 0.06 * e.count, begin, None, ease_in_out)

    def on_card_kept(self, e) -> None:
        self._pass_card(None, e.seat, e.card, 0.35)

    def on_card_returned(self, e) -> None:
        def land():
            self.shown["deck_size"] += 1
        self._fly({"kind": "back", "from": self.choice_center(), "to": L.DECK_POS}, 0.32, None, land)

    def on_chest_opened(self, e) -> None:
        reveal = {"space": e.space, "token": e.token}
        name = self.names()[e.seat]

        def begin():
            if e.space in (self.shown.get("chests") or []):
                self.shown["chests"].remove(e.space)
            self.reveals.append(reveal)
            self.show_banner(_("{name} opens a chest: {token}").format(name=name, token=_(TOKEN_TEXT[e.token])), "", e.seat, 1.8,
                             None if e.token != "snake" else (196, 74, 60))
            self.app.audio.play(TOKEN_SOUND.get(e.token, "coin"))

        def land():
            if reveal in self.reveals:
                self.reveals.remove(reveal)
        tween = Tween(1.5, lambda t: t, on_done=land)
        reveal["tween"] = tween
        self.play(tween, begin)

    def on_chests_reshuffled(self, e) -> None:
        def begin():
            self.shown["chests"] = sorted(e.spaces)
            self.shown["tokens_opened"] = []
            self.show_banner(_("The snake! The chests are shuffled and hidden again"), "", -1, 1.6)
            self.app.audio.play("shuffle")
        self.play(Tween(0.8), begin)

    def describe_card(self, card: str | None) -> str:
        return card_words(card) if card else _("a card")
