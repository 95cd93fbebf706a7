"""The Black Sorceress (LA HECHICERA NEGRA): every card's power, the chest tokens, and the follow-up
choices a power asks for. A mixin of CartagenaState.

A power is invoked with its own action (InvokePistol, ...): a card played with PlayCard
always moves a pirate as usual. Pistol, rum and lantern leave a `pending` choice for
the invoker, answered with ChooseCard until it is done; a choice with a single card
left is made at once.

`pending` (plain data): {"kind": "pistol", "seat", "rival"} (take a card of the rival's
hand), {"kind": "rum_keep" | "rum_give", "seat", "cards", "keep", "rivals"} (keep
`keep` more, then give one to each of `rivals` in turn), {"kind": "lantern_keep" |
"lantern_order", "seat", "cards", "placed"} (keep 1, then put the others back on the
deck one by one: the first put back is the new top card).
"""
from __future__ import annotations

from ..core.contract import Action, Event
from ..i18n import _
from .actions import (CardGiven, CardKept, CardPlayed, CardReturned, CardTaken, ChestOpened,
                      ChestsReshuffled, ChooseCard, HandShown, InvokeChest, InvokeHook, InvokeLantern,
                      InvokeParrots, InvokePistol, InvokeRum, PirateMoved, PowerCardsDrawn, PowerInvoked)
from .cards import DARK_MARK, SYMBOL_OF, SYMBOLS, card_name, is_card, sort_hand, symbol_name
from .rules import ACTIONS_PER_TURN, snake_target

# The 8 treasure-chest tokens: six give 1 to 3 cards, one is empty, one hides the snake.
TOKENS: tuple[str, ...] = ("draw_1", "draw_1", "draw_2", "draw_2", "draw_3", "draw_3", "empty", "snake")
TOKEN_DRAWS = {"draw_1": 1, "draw_2": 2, "draw_3": 3, "empty": 0, "snake": 0}
SNAKE_PLACES = 6          # after the snake, 6 of the 8 tokens go back on chest spaces
LANTERN_DRAW = 4
RUM_KEEP = 2
PARROT_PAIRS = (("parrot", "parrot"), ("parrot", "parrot" + DARK_MARK),
                ("parrot" + DARK_MARK, "parrot" + DARK_MARK))
POWER_OF = {"pistol": "pistol", "rum": "rum", "lantern": "lantern", "parrot": "parrots",
            "hook": "hook", "chest": "chest"}


def kinds(hand: list[str], symbol: str) -> list[str]:
    """The distinct cards of `symbol` in a hand: plain, dark."""
    return [c for c in (symbol, symbol + DARK_MARK) if c in hand]


class SorceressPowers:
    """The powers of the cards; see the module docstring."""

    # ------------------------------------------------------------------ legal invocations
    def _power_actions(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        acts: list[Action] = []
        rivals = [r for r in range(self.players) if r != seat and self.hands[r]]
        for card in kinds(hand, "pistol"):
            acts.extend(InvokePistol(card, r) for r in rivals)
        acts.extend(InvokeRum(c) for c in kinds(hand, "rum"))
        acts.extend(InvokeLantern(c) for c in kinds(hand, "lantern"))
        spaces = sorted(set(self.pirates[seat]))
        for pair in PARROT_PAIRS:
            if self._holds(hand, pair):
                for symbol in SYMBOLS:
                    for s in spaces:
                        if self._forward_dest(seat, s, symbol) is not None:
                            acts.append(InvokeParrots(pair, symbol, s))
        if self.actions_taken <= ACTIONS_PER_TURN - 2:
            pairs = [s for s in spaces if self.pirates[seat].count(s) >= 2]
            for hook in kinds(hand, "hook"):
                rest = list(hand)
                rest.remove(hook)
                for card in sort_hand(list(set(rest))):
                    for s in pairs:
                        if self._forward_dest(seat, s, SYMBOL_OF[card], 2) is not None:
                            acts.append(InvokeHook(hook, card, s))
        for card in kinds(hand, "chest"):
            for s in spaces:
                if s in self.tokens:
                    acts.append(InvokeChest(card, s))
        return acts

    @staticmethod
    def _holds(hand: list[str], cards: tuple[str, ...]) -> bool:
        rest = list(hand)
        for c in cards:
            if c not in rest:
                return False
            rest.remove(c)
        return True

    def _refuse_power(self, seat: int, action: Action) -> str | None:
        if not self.variant.sorceress:
            return _("The Black Sorceress is not in this game.")
        kind = type(action)
        hand = self.hands[seat]
        if kind is InvokeParrots:
            cards = action.cards
            if not (isinstance(cards, tuple) and len(cards) == 2 and all(is_card(c) for c in cards)):
                return _("The parrots' power needs two parrot cards.")
            if any(SYMBOL_OF[c] != "parrot" for c in cards):
                return _("Only two parrots together make a card of your choice.")
            if cards not in PARROT_PAIRS:
                return _("Name the plain parrot before the dark one.")
            if not self._holds(hand, cards):
                return _("You do not hold those two parrots.")
            if action.symbol not in SYMBOLS:
                return _("{symbol} is not a symbol.").format(symbol=repr(action.symbol))
            return self._refuse_forward(seat, action.from_space, action.symbol)
        if kind is InvokeHook:
            hook, card = action.hook, action.card
            if not (is_card(hook) and SYMBOL_OF[hook] == "hook"):
                return _("The hook's power needs a hook card first.")
            if not is_card(card):
                return _("{card} is not a Cartagena card.").format(card=repr(card))
            if not self._holds(hand, (hook, card)):
                return _("You do not hold {card} and {other}.").format(card=card_name(hook), other=card_name(card))
            if self.actions_taken > ACTIONS_PER_TURN - 2:
                return _("The hook's power takes two actions: you have only one left.")
            return self._refuse_forward(seat, action.from_space, SYMBOL_OF[card], movers=2)
        card = action.card
        symbol = {InvokePistol: "pistol", InvokeRum: "rum", InvokeLantern: "lantern", InvokeChest: "chest"}[kind]
        if not (is_card(card) and SYMBOL_OF[card] == symbol):
            return _("That power needs a {symbol} card.").format(symbol=symbol_name(symbol))
        if card not in hand:
            return _("You have no {card} card.").format(card=card_name(card))
        if kind is InvokePistol:
            rival = action.rival
            if not isinstance(rival, int) or isinstance(rival, bool) or not 0 <= rival < self.players \
                    or rival == seat:
                return _("Choose a rival to point the pistol at.")
            if not self.hands[rival]:
                return _("{name} has no cards to take.").format(name=self.seat_name(rival))
            return None
        if kind is InvokeChest:
            no_pirate = self._no_pirate(seat, action.from_space)
            if no_pirate:
                return no_pirate
            if action.from_space not in self.tokens:
                return _("There is no closed chest on that space.")
        return None

    # ------------------------------------------------------------------ invoking
    def _invoke(self, seat: int, action: Action, events: list[Event] | None) -> tuple[int, tuple[str, ...]]:
        """Apply a power; (actions it costs, the cards played)."""
        kind = type(action)
        if kind is InvokeParrots:
            self._play(seat, action.cards, action.from_space, events)
            if events is not None:
                events.append(PowerInvoked(seat, "parrots", action.cards, space=action.from_space,
                                           symbol=action.symbol))
            self._advance(seat, action.from_space, action.symbol, events)
            return 1, action.cards
        if kind is InvokeHook:
            cards = (action.hook, action.card)
            self._play(seat, cards, action.from_space, events)
            if events is not None:
                events.append(PowerInvoked(seat, "hook", cards, space=action.from_space,
                                           symbol=SYMBOL_OF[action.card]))
            self._advance(seat, action.from_space, SYMBOL_OF[action.card], events, movers=2)
            return 2, cards
        card = action.card
        space = getattr(action, "from_space", None)
        self._play(seat, (card,), space, events)
        if kind is InvokePistol:
            if events is not None:
                events.append(PowerInvoked(seat, "pistol", (card,), rival=action.rival))
            if events is not None:
                events.append(HandShown(seat, action.rival, tuple(self.hands[action.rival]), visible_to=(seat,)))
            self.pending = {"kind": "pistol", "seat": seat, "rival": action.rival}
        elif kind is InvokeRum:
            if events is not None:
                events.append(PowerInvoked(seat, "rum", (card,)))
            pool: list[str] = []
            self._draw(seat, self.players + 1, events, into=pool, event=PowerCardsDrawn)
            rivals = [(seat + k) % self.players for k in range(1, self.players)]
            self.pending = {"kind": "rum_keep", "seat": seat, "cards": sort_hand(pool), "keep": RUM_KEEP,
                            "rivals": rivals}
        elif kind is InvokeLantern:
            if events is not None:
                events.append(PowerInvoked(seat, "lantern", (card,)))
            pool = []
            self._draw(seat, LANTERN_DRAW, events, into=pool, event=PowerCardsDrawn)
            self.pending = {"kind": "lantern_keep", "seat": seat, "cards": sort_hand(pool), "placed": []}
        else:
            if events is not None:
                events.append(PowerInvoked(seat, "chest", (card,), space=space))
            self._open_chest(seat, space, events)
        self._auto_choose(events)
        return 1, (card,)

    def _play(self, seat: int, cards: tuple[str, ...], space: int | None, events: list[Event] | None) -> None:
        for c in cards:
            self.hands[seat].remove(c)
            self.discard.append(c)
            if events is not None:
                events.append(CardPlayed(seat, c, space))

    # ------------------------------------------------------------------ the chests
    def _open_chest(self, seat: int, space: int, events: list[Event] | None) -> None:
        token = self.tokens.pop(space)
        self.opened.append(token)
        if events is not None:
            events.append(ChestOpened(seat, space, token))
        if token == "snake":
            to = snake_target(self.track, self.occ, space)
            self._relocate(seat, space, to)
            if events is not None:
                events.append(PirateMoved(seat, space, to, "snake", tuple(range(space - 1, to, -1)), ()))
            self._reshuffle_tokens(events)
        elif TOKEN_DRAWS[token]:
            self._draw(seat, TOKEN_DRAWS[token], events)

    def chest_spaces(self) -> list[int]:
        """Every chest space of the course, in course order."""
        return [i + 1 for i, s in enumerate(self.path) if s == "chest"]

    def _reshuffle_tokens(self, events: list[Event] | None) -> None:
        """The snake: all 8 tokens shuffled; 6 go face down on chest spaces without a pirate."""
        every = sorted(list(self.tokens.values()) + self.token_box + self.opened)
        self.rng.shuffle(every)
        free = [q for q in self.chest_spaces() if self.occ[q] == 0][:SNAKE_PLACES]
        self.tokens = dict(zip(free, every))
        self.token_box = every[len(free):]
        self.opened = []
        if events is not None:
            events.append(ChestsReshuffled(tuple(free)))

    # ------------------------------------------------------------------ the follow-up choices
    def pending_pool(self) -> list[str]:
        """The cards the pending choice picks from."""
        p = self.pending
        return list(self.hands[p["rival"]]) if p["kind"] == "pistol" else p["cards"]

    def _choice_actions(self) -> list[Action]:
        return [ChooseCard(c) for c in sort_hand(list(set(self.pending_pool())))]

    def _refuse_choice(self, card: object) -> str | None:
        if not is_card(card) or card not in self.pending_pool():
            return _("{card} is not among the cards to choose from.").format(card=card_name(card))
        return None

    def _auto_choose(self, events: list[Event] | None) -> None:
        """Make the choices that are no choice: a single card left (or none)."""
        while self.pending is not None and len(self.pending_pool()) <= 1:
            pool = self.pending_pool()
            if pool:
                self._choose(pool[0], events)
            else:
                self._finish_pending(events)

    def _choose(self, card: str, events: list[Event] | None) -> None:
        p = self.pending
        seat = p["seat"]
        kind = p["kind"]
        if kind == "pistol":
            rival = p["rival"]
            self.hands[rival].remove(card)
            self.hands[seat][:] = sort_hand(self.hands[seat] + [card])
            if events is not None:
                events.append(CardTaken(seat, rival, card, visible_to=(seat, rival)))
            self.pending = None
            self._draw(rival, 1, events)
            return
        p["cards"].remove(card)
        if kind in ("rum_keep", "lantern_keep"):
            self.hands[seat][:] = sort_hand(self.hands[seat] + [card])
            if events is not None:
                events.append(CardKept(seat, card, visible_to=(seat,)))
            if kind == "lantern_keep":
                p["kind"] = "lantern_order"
            else:
                p["keep"] -= 1
                if not p["keep"]:
                    p["kind"] = "rum_give"
        elif kind == "rum_give":
            rival = p["rivals"].pop(0)
            self.hands[rival][:] = sort_hand(self.hands[rival] + [card])
            if events is not None:
                events.append(CardGiven(seat, rival, card, visible_to=(seat, rival)))
        else:                                               # lantern_order
            p["placed"].append(card)
            if events is not None:
                events.append(CardReturned(seat, card, visible_to=(seat,)))
        if not p["cards"] or (p["kind"] == "rum_give" and not p["rivals"]):
            self._finish_pending(events)

    def _finish_pending(self, events: list[Event] | None) -> None:
        p, self.pending = self.pending, None
        if p["kind"] in ("lantern_keep", "lantern_order") and p["placed"]:
            seat = p["seat"]
            self.deck.extend(reversed(p["placed"]))        # the first put back is the top card
            for s, known in enumerate(self.known_top):
                known[:] = p["placed"] + known if s == seat else []
        if p.get("cards"):                                  # nobody left to give to: discard them
            self.discard.extend(p["cards"])

    def _answer(self, card: str, events: list[Event] | None) -> None:
        """ChooseCard: one choice, then the forced ones, then the game moves on."""
        self._choose(card, events)
        self._auto_choose(events)
        self._settle(events)
