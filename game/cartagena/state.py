"""Cartagena's state: the path, the pirates, the cards, the turn; its views, copies and JSON.

Plain data: `variant` (the options), `path` (symbols; in the great escape a None marks
the sloop between tunnel and jungle), `pieces` / `jungle_pieces`, `pirates[seat]`
(sorted positions: 0 the start, 1..N the spaces, N+1 the goal), `hands[seat]`
(sorted card strings), `deck` (top = last), `discard` (top = last), `turn`,
`actions_taken`, `turn_number`, `winner`, the seeded `rng`; for the great escape
`sloop_at` ("cartagena"/"tortuga") and `captain_free`; for the sorceress `tokens`
({chest space: token}, face down), `token_box`, `opened`, `known_top[seat]` (deck
top cards a lantern showed that seat) and `pending` (powers.py); for the
Filibusters `discards` (cards still to discard per seat), `held` (chosen, face
down) and `dark_due`. `occ` (pirates per position) is derived and kept in step;
`fast` (the base game: the short view) and `plain` (Variant.plain: the fast path of
legal_actions) come from the variant.
The rules live in turn.py (the rulebook's actions) and powers.py (the sorceress); apply and
apply_trusted both play them, apply_trusted with no event list.
"""
from __future__ import annotations

from typing import Mapping

from ..core import checks
from ..core.contract import Action, Event, IllegalAction, State
from ..core.rng import Rng
from ..i18n import N_, _, ngettext
from . import serial
from .actions import (AdvanceRival, ChooseCard, Discard, EndTurn, InvokeChest, InvokeHook,
                      InvokeLantern, InvokeParrots, InvokePistol, InvokeRum, MoveBack, MoveSloop,
                      PassAndDraw, Passed, PlayCard, SloopSailed)
from .cards import SYMBOL_OF, sort_hand
from .powers import SorceressPowers
from .rules import ACTIONS_PER_TURN, occupancy, track_of
from .turn import TurnRules
from .variants import BASE, Variant

POWER_ACTIONS = (InvokePistol, InvokeRum, InvokeLantern, InvokeParrots, InvokeHook, InvokeChest)


class CartagenaState(TurnRules, SorceressPowers, State):
    """One moment of a game of Cartagena, in any of its variants."""
    # What a take-back may not cross (State.reveals): the discard held face down is an echo.
    UNDO_ECHOES = frozenset({"discard_chosen"})
    UNDO_REVEALS = {"cards_drawn": N_("cards have been drawn"), "power_cards_drawn": N_("cards have been drawn"),
                    "deck_reshuffled": N_("the deck has been reshuffled"),
                    "chest_opened": N_("a chest has been opened"),
                    "hand_shown": N_("a hand has been shown"), "cards_discarded": N_("the discards have been shown")}

    def __init__(self, players: int, path: list, pieces: list[list] | None,
                 pirates: list[list[int]], hands: list[list[str]], deck: list[str],
                 discard: list[str], turn: int, actions_taken: int, turn_number: int,
                 winner: int | None, rng: Rng, variant: Variant = BASE,
                 jungle_pieces: list[list] | None = None, sloop_at: str | None = None,
                 captain_free: bool = False, pending: dict | None = None,
                 discards: list[int] | None = None, held: list[list[str]] | None = None,
                 dark_due: bool = False, tokens: dict[int, str] | None = None,
                 token_box: list[str] | None = None, opened: list[str] | None = None,
                 known_top: list[list[str]] | None = None) -> None:
        self.players = players
        self.variant = variant
        self.path = path
        self.pieces = pieces
        self.jungle_pieces = jungle_pieces
        self.track = track_of(path)
        self.goal = self.track.goal
        self.pirates = pirates
        self.hands = hands
        self.deck = deck
        self.discard = discard
        self.turn = turn
        self.actions_taken = actions_taken
        self.turn_number = turn_number
        self.winner = winner
        self.rng = rng
        self.sloop_at = sloop_at
        self.captain_free = captain_free
        self.pending = pending
        self.discards = discards
        self.held = held
        self.dark_due = dark_due
        self.tokens = tokens if tokens is not None else {}
        self.token_box = token_box if token_box is not None else []
        self.opened = opened if opened is not None else []
        self.known_top = known_top if known_top is not None else [[] for _ in range(players)]
        self.occ = occupancy(pirates, self.goal)
        self.fast = variant.is_base
        self.plain = variant.plain

    # ------------------------------------------------------------------ the surface
    def to_move(self) -> list[int]:
        if self.winner is not None:
            return []
        if self.discards is not None:
            return [s for s, n in enumerate(self.discards) if n]
        if self.pending is not None:
            return [self.pending["seat"]]
        return [self.turn]

    def legal_actions(self, seat: int) -> list[Action]:
        if self.winner is not None:
            return []
        if self.discards is not None:
            return self._discard_actions(seat) if seat in self.to_move() else []
        if self.pending is not None:
            return self._choice_actions() if seat == self.pending["seat"] else []
        if seat != self.turn:
            return []
        return self._base_actions(seat) if self.plain else self._turn_actions(seat)

    def check(self, seat: int, action: Action) -> None:
        reason = self.refusal(seat, action)
        if reason is not None:
            raise IllegalAction(reason)

    def why_illegal(self, seat: int, action: Action) -> str:
        return self.refusal(seat, action) or _("That move is legal now.")

    def refusal(self, seat: int, action: Action) -> str | None:
        """Why `action` is not legal for `seat` now, in a player's words; None if it is."""
        if self.winner is not None:
            return _("The game is over.")
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            return _("There is no seat {seat} at this table.").format(seat=repr(seat))
        kind = type(action)
        if self.discards is not None:
            if not self.discards[seat]:
                return _("Wait: the others are discarding down to 7 cards.") if seat == self.turn \
                    else _("You have discarded enough: wait for the others.")
            if kind is not Discard:
                return ngettext("Filibusters! Discard down to 7 cards first ({n} more).",
                                "Filibusters! Discard down to 7 cards first ({n} more).",
                                self.discards[seat]).format(n=self.discards[seat])
            return self._refuse_discard(seat, action.card)
        if kind is Discard:
            return _("Discard only when a dark card was played (the Filibusters rule).")
        if self.pending is not None:
            if seat != self.pending["seat"]:
                return _("It is not {name}'s turn.").format(name=self.seat_name(seat))
            if kind is not ChooseCard:
                return _("Finish the sorceress's power first: choose a card.")
            return self._refuse_choice(action.card)
        if kind is ChooseCard:
            return _("There is nothing to choose now.")
        if seat != self.turn:
            return _("It is not {name}'s turn.").format(name=self.seat_name(seat))
        if self.actions_taken >= ACTIONS_PER_TURN:
            return _("You have already taken {n} actions.").format(n=ACTIONS_PER_TURN)
        if kind is PlayCard:
            return self._refuse_play(seat, action.card, action.from_space)
        if kind is MoveBack:
            return self._refuse_back(seat, action.from_space)
        if kind is EndTurn:
            if not self.actions_taken:
                return _("Take at least one action before ending your turn.")
            return None
        if kind is PassAndDraw:
            if self.hands[seat]:
                return _("You may pass only when you have no cards.")
            if self.actions_taken:
                return _("You may pass only instead of your whole turn, before any action.")
            return None
        if kind is AdvanceRival:
            return self._refuse_morgan(seat, action.rival, action.from_space)
        if kind is MoveSloop:
            return self._refuse_sail(seat)
        if kind in POWER_ACTIONS:
            return self._refuse_power(seat, action)
        return _("That is not a Cartagena move.")

    def seat_name(self, seat: int) -> str:
        return _("seat {seat}").format(seat=seat)

    # ------------------------------------------------------------------ apply
    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._act(seat, action, events)
        return events

    def _act(self, seat: int, action: Action, events: list[Event] | None) -> None:
        """Play a legal action; its events go to `events` (None: none are built at all)."""
        kind = type(action)
        if kind is Discard:
            self._discard(seat, action.card, events)
        elif kind is ChooseCard:
            self._answer(action.card, events)
        elif kind is EndTurn:
            self._next_turn(events)
        elif kind is PassAndDraw:
            if events is not None:
                events.append(Passed(seat))
            self._draw(seat, 1, events)
            self._next_turn(events)
        elif kind is MoveSloop:
            free = self.captain_free and not self.actions_taken
            self._sail(seat, free, events)
            if free:
                self.captain_free = False
            else:
                self._took_action(1, (), events)
        elif kind is PlayCard:
            self._play_card_and_advance(seat, action.card, action.from_space, events)
            if self.winner is None:
                self._took_action(1, (action.card,), events)
        elif kind is MoveBack:
            self._move_back_and_draw(seat, action.from_space, events)
            self._took_action(1, (), events)
        elif kind is AdvanceRival:
            self._advance_rival(seat, action.rival, action.from_space, events)
            if self.winner is None:
                self._took_action(1, (), events)
        else:
            cost, cards = self._invoke(seat, action, events)
            if self.winner is None:
                self._took_action(cost, cards, events)

    def apply_trusted(self, seat: int, action: Action) -> None:
        """The fast path (State.apply_trusted): the rulebook's `_act`, building no events."""
        self._act(seat, action, None)

    # ------------------------------------------------------------------ results
    def is_over(self) -> bool:
        return self.winner is not None

    def scores(self) -> list[float]:
        """Progress: the sum of each seat's pirate positions (start 0 ... goal N+1)."""
        return [sum(p) for p in self.pirates]

    def winners(self) -> list[int]:
        return [] if self.winner is None else [self.winner]

    # ------------------------------------------------------------------ views and copies
    def view(self, seat: int | None) -> dict:
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < self.players):
            raise ValueError(f"there is no seat {seat!r} at this table")
        over = self.winner is not None
        v = {
            "game": "cartagena",
            "players": self.players,
            "viewer": seat,
            "path": list(self.path),
            "pieces": [list(p) for p in self.pieces] if self.pieces is not None else None,
            "sloop": self.sloop_position,
            "pirates": [list(p) for p in self.pirates],
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck),
            "discard": list(self.discard),
            "turn": self.turn,
            "turn_number": self.turn_number,
            "actions_taken": self.actions_taken,
            "actions_left": 0 if over else ACTIONS_PER_TURN - self.actions_taken,
            "can_pass": (not over and not self.actions_taken and not self.hands[self.turn]
                         and self.pending is None and self.discards is None),
            "is_over": over,
            "winners": self.winners(),
            "scores": self.scores(),
        }
        if self.fast:
            return v
        v.update(
            options=self.variant.to_json(),
            episode=self.variant.episode,
            goal=self.goal,
            cove=self.goal if self.variant.episode != "tunnel" else None,
            tunnel=self.track.ferry - 1 if self.track.ferry else (len(self.path) if self.variant.episode == "tunnel" else 0),
            jungle_pieces=[list(p) for p in self.jungle_pieces] if self.jungle_pieces is not None else None,
            sloop_at=self.sloop_at,
            captain=self.captain_free and not over,
            to_move=self.to_move(),
            chests=sorted(self.tokens),
            tokens_opened=list(self.opened),
            tokens_in_box=len(self.token_box),
            known_top=list(self.known_top[seat]) if seat is not None else [],
            discards=list(self.discards) if self.discards is not None else None,
            held=list(self.held[seat]) if self.held is not None and seat is not None else None,
            pending=self._pending_view(seat),
        )
        return v

    @property
    def sloop_position(self) -> int:
        if self.track.ferry is not None:
            return self.track.ferry
        return 0 if self.variant.episode == "jungle" else self.goal

    def _pending_view(self, seat: int | None) -> dict | None:
        p = self.pending
        if p is None:
            return None
        mine = seat == p["seat"]
        pool = self.pending_pool()
        rival = p.get("rival")
        if p["kind"] == "rum_give":
            rival = p["rivals"][0] if p["rivals"] else None
        return {"kind": p["kind"], "seat": p["seat"], "rival": rival, "count": len(pool),
                "cards": sort_hand(pool) if mine else None, "keep": p.get("keep", 1 if "keep" in p["kind"] else 0),
                "rivals": list(p.get("rivals", [])), "placed": list(p["placed"]) if mine and "placed" in p else None}

    def clone(self) -> "CartagenaState":
        c = CartagenaState.__new__(CartagenaState)
        c.players = self.players
        c.variant = self.variant
        c.path = self.path                       # never mutated
        c.pieces = self.pieces                   # never mutated
        c.jungle_pieces = self.jungle_pieces
        c.track = self.track
        c.goal = self.goal
        c.pirates = [list(p) for p in self.pirates]
        c.hands = [list(h) for h in self.hands]
        c.deck = list(self.deck)
        c.discard = list(self.discard)
        c.turn = self.turn
        c.actions_taken = self.actions_taken
        c.turn_number = self.turn_number
        c.winner = self.winner
        c.rng = rng = Rng.__new__(Rng)
        rng.state = self.rng.state
        c.occ = list(self.occ)
        c.fast = self.fast
        c.plain = self.plain
        c.sloop_at = self.sloop_at
        c.captain_free = self.captain_free
        c.pending = serial.copy_pending(self.pending)
        c.discards = list(self.discards) if self.discards is not None else None
        c.held = [list(h) for h in self.held] if self.held is not None else None
        c.dark_due = self.dark_due
        c.tokens = dict(self.tokens)
        c.token_box = list(self.token_box)
        c.opened = list(self.opened)
        c.known_top = [list(k) for k in self.known_top]
        return c

    def determinize(self, seat: int | None, rng: Rng) -> "CartagenaState":
        """A copy with everything `seat` cannot see re-drawn (sizes kept): the other hands, the
        deck below the cards a lantern showed `seat`, the others' face-down discards, another
        seat's power cards, the face-down chest tokens; and a fresh generator."""
        c = self.clone()
        others = [s for s in range(self.players) if s != seat]
        p = c.pending
        if p is not None and p["kind"] == "pistol" and p["seat"] == seat:
            others = [s for s in others if s != p["rival"]]      # the pistol showed that hand
        known = c.known_top[seat] if seat is not None else []
        top = c.deck[len(c.deck) - len(known):] if known else []
        below = c.deck[:len(c.deck) - len(known)]
        hidden_pool = p is not None and p["kind"] != "pistol" and p["seat"] != seat
        unseen = list(below)
        for s in others:
            unseen.extend(c.hands[s])
            if c.held is not None:
                unseen.extend(c.held[s])
        if hidden_pool:
            unseen.extend(p["cards"] + p.get("placed", []))
        unseen = sort_hand(unseen)               # forget the true order before shuffling
        rng.shuffle(unseen)
        i = 0

        def deal(k: int) -> list[str]:
            nonlocal i
            cards = unseen[i:i + k]
            i += k
            return cards
        for s in others:
            c.hands[s] = sort_hand(deal(len(c.hands[s])))
            if c.held is not None:
                c.held[s] = deal(len(c.held[s]))
        if hidden_pool:
            p["cards"] = sort_hand(deal(len(p["cards"])))
            if "placed" in p:
                p["placed"] = deal(len(p["placed"]))
        c.deck = deal(len(below)) + top
        for s in range(self.players):
            if s != seat and c.known_top[s]:
                k = len(c.known_top[s])
                c.known_top[s] = c.deck[::-1][:k]
        if c.tokens or c.token_box:
            faces = sorted(list(c.tokens.values()) + c.token_box)
            rng.shuffle(faces)
            spaces = sorted(c.tokens)
            c.tokens = dict(zip(spaces, faces))
            c.token_box = faces[len(spaces):]
        c.rng = rng.spawn()
        return c

    def to_json(self) -> dict:
        return serial.state_to_json(self)

    @classmethod
    def _from_json(cls, d: Mapping) -> "CartagenaState":
        return checks.whole(cls(**serial.state_fields_from_json(d)))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CartagenaState) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"CartagenaState(players={self.players}, turn={self.turn}, "
                f"actions_taken={self.actions_taken}, pirates={self.pirates}, winner={self.winner})")

    def check_invariants(self) -> None:
        serial.check_invariants(self)


__all__ = ["CartagenaState", "SloopSailed", "SYMBOL_OF"]
