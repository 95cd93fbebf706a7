"""Cartagena's turn: the rulebook's actions (play a card, move back, Morgan, sail the sloop, pass),
the draws, Filibusters' discards, and when a turn passes. A mixin of CartagenaState.

Every "where would this go" question is asked through `_forward_dest`, `_back_dest`,
`_morgan_dest` and `_can_sail`, used alike by legal_actions, the refusals and apply,
so they cannot disagree. (The plain rules' fast legal_actions, `_base_actions`, answers
them directly; tests/cartagena/test_fast_path.py checks that it agrees.) Every
move takes `events`, a list it appends its events to, or None (apply_trusted): then it
builds none.
"""
from __future__ import annotations

from bisect import insort

from ..core.contract import Action, Event
from ..i18n import _
from .actions import (END_TURN, MOVE_SLOOP, PASS_AND_DRAW, AdvanceRival, Boarded, CaptainNamed,
                      CardPlayed, CardsDiscarded, CardsDrawn, DeckReshuffled, Discard, DiscardChosen,
                      DiscardsDemanded, GameWon, PirateMoved, ReachedCove, RivalAdvanced,
                      SloopSailed, TurnStarted, action_table, move_back, play_card)
from .cards import SYMBOL_OF, card_name, is_card, is_dark, sort_hand, symbol_name
from .rules import (ACTIONS_PER_TURN, SLOOP_COLOUR_CAPACITY, SPACE_CAPACITY, back_target,
                    forward_skipped, forward_target, morgan_target)

CARTAGENA, TORTUGA = "cartagena", "tortuga"
HAND_LIMIT = 7            # Filibusters


class TurnRules:
    """The rulebook's actions over the state's plain data (see state.py for the fields)."""

    # ------------------------------------------------------------------ where pirates may go
    def path_of(self, pos: int, forward: bool) -> str:
        """"tunnel" or "jungle": the path a move from `pos` runs along (the great escape's sloop
        leads forward into the jungle and back into the tunnel)."""
        if self.variant.episode != "great":
            return self.variant.episode
        ferry = self.track.ferry
        return "jungle" if (pos >= ferry if forward else pos > ferry) else "tunnel"

    def _forward_dest(self, seat: int, space: int, symbol: str, movers: int = 1) -> int | None:
        """Where `movers` pirates of `seat` on `space` go with a `symbol` card; None if they may not."""
        if space == self.goal:
            return None
        ferry = self.track.ferry
        if ferry is not None and space == ferry and self.sloop_at != TORTUGA:
            return None                 # aboard at Cartagena: nowhere to land yet
        to = forward_target(self.track, self.occ, space, symbol)
        if to == ferry and (self.sloop_at != CARTAGENA
                            or self.pirates[seat].count(ferry) + movers > SLOOP_COLOUR_CAPACITY):
            return None                 # the sloop is away, or holds 3 of this colour
        return to

    def _back_dest(self, space: int) -> int | None:
        """Where a pirate on `space` moves back (classic rule); None if it may not."""
        if space == 0:
            return None
        ferry = self.track.ferry
        if ferry is not None and space == ferry and self.sloop_at != CARTAGENA:
            return None                 # the tunnel is across the sea
        if not self.variant.allows("classic", self.path_of(space, False)):
            return None
        return back_target(self.occ, space, self.track.floor[space]) or None

    def _morgan_dest(self, rival: int, space: int) -> tuple[int, int] | None:
        """Morgan: (where `rival`'s pirate on `space` is advanced to, cards drawn); None if not legal."""
        if space == self.goal:
            return None
        ferry = self.track.ferry
        if ferry is not None and space == ferry and self.sloop_at != TORTUGA:
            return None
        if not self.variant.allows("morgan", self.path_of(space, True)):
            return None
        to, n = morgan_target(self.track, self.occ, space)
        if to == ferry and (self.sloop_at != CARTAGENA
                            or self.pirates[rival].count(ferry) >= SLOOP_COLOUR_CAPACITY):
            return None
        return to, n

    def _in_cartagena(self, seat: int) -> bool:
        """Has `seat` a pirate still in the dungeon or the tunnel (the great escape)?"""
        ferry = self.track.ferry
        return self.pirates[seat][0] < ferry

    def _can_sail(self, seat: int) -> bool:
        """May `seat` sail the sloop now: to Tortuga with a pirate aboard, back to Cartagena with
        a pirate still in the tunnel (or the dungeon)?"""
        if self.sloop_at == CARTAGENA:
            return self.track.ferry in self.pirates[seat]
        if self.sloop_at == TORTUGA:
            return self._in_cartagena(seat)
        return False

    def _is_captain(self, seat: int) -> bool:
        """At least as many pirates aboard as any other player, and a sail is possible."""
        if self.sloop_at is None:
            return False
        ferry = self.track.ferry
        mine = self.pirates[seat].count(ferry)
        return all(mine >= p.count(ferry) for p in self.pirates) and self._can_sail(seat)

    # ------------------------------------------------------------------ legal actions of a turn
    def _turn_actions(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        acts: list[Action] = []
        if self.actions_taken:
            acts.append(END_TURN)
        elif not hand:
            acts.append(PASS_AND_DRAW)
        if self.sloop_at is not None and self._can_sail(seat):
            acts.append(MOVE_SLOOP)
        spaces = sorted(set(self.pirates[seat]))
        previous = None
        for card in hand:                       # sorted: one action per distinct card
            if card != previous:
                previous = card
                symbol = SYMBOL_OF[card]
                for s in spaces:
                    if self._forward_dest(seat, s, symbol) is not None:
                        acts.append(play_card(card, s))
        for s in spaces:
            if self._back_dest(s) is not None:
                acts.append(move_back(s))
        if self.variant.draw != "classic":
            for rival in range(self.players):
                if rival != seat:
                    for s in sorted(set(self.pirates[rival])):
                        if self._morgan_dest(rival, s) is not None:
                            acts.append(AdvanceRival(rival, s))
        if self.variant.sorceress:
            acts.extend(self._power_actions(seat))
        return acts

    def _base_actions(self, seat: int) -> list[Action]:
        """The plain rules' legal actions (Variant.plain), on their fast path: the same list, in
        the same order, as _turn_actions gives there."""
        hand = self.hands[seat]
        if self.actions_taken:
            acts: list[Action] = [END_TURN]
        elif not hand:
            acts = [PASS_AND_DRAW]
        else:
            acts = []
        pirates = self.pirates[seat]                         # sorted
        spaces = set(pirates)                                # each occupied space once
        spaces = pirates if len(spaces) == len(pirates) else sorted(spaces)
        goal = self.goal
        plays, backs = action_table(goal)
        top = spaces[-1]
        ahead = spaces[:-1] if top == goal else spaces       # only the last can be the goal
        if ahead:
            last = None
            for card in hand:                                # sorted: each distinct card once
                if card != last:
                    last = card
                    row = plays[card]
                    for s in ahead:
                        acts.append(row[s])
        # A move back from s needs a space below it holding 1 or 2 pirates (rules.back_target):
        # so exactly the spaces above the lowest such space have one.
        occ = self.occ
        low = 1
        while low < top:
            n = occ[low]
            if n == 1 or n == 2:
                break
            low += 1
        for s in spaces:
            if s > low:
                acts.append(backs[s])
        return acts

    # ------------------------------------------------------------------ refusals
    def _no_pirate(self, seat: int, space: object) -> str | None:
        if not isinstance(space, int) or isinstance(space, bool) or not 0 <= space <= self.goal:
            return _("There is no space {space}.").format(space=repr(space))
        if space in self.pirates[seat]:
            return None
        return _("You have no pirate {where}.").format(where=self.where(space))

    def where(self, space: int) -> str:
        """Where a pirate stands, in a player's words: "in the dungeon", "on the sloop", "on space 7"."""
        if space == 0:
            return _("in the sloop") if self.variant.episode == "jungle" else _("in the dungeon")
        if space == self.goal:
            return _("in the sloop") if self.variant.episode == "tunnel" else _("in the cove")
        if space == self.track.ferry:
            return _("in the sloop")
        return _("on space {n}").format(n=space)

    def _refuse_play(self, seat: int, card: object, space: object) -> str | None:
        hand = self.hands[seat]
        if not is_card(card):
            return _("{card} is not a Cartagena card.").format(card=repr(card))
        if not hand:
            return _("You have no cards: move a pirate back to draw some.") if self.variant.draw == "classic" \
                else _("You have no cards.")
        if card not in hand:
            return _("You have no {card} card.").format(card=card_name(card))
        return self._refuse_forward(seat, space, SYMBOL_OF[card])

    def _refuse_forward(self, seat: int, space: object, symbol: str, movers: int = 1) -> str | None:
        no_pirate = self._no_pirate(seat, space)
        if no_pirate:
            return no_pirate
        if movers > 1 and self.pirates[seat].count(space) < movers:
            return _("You need two pirates {where} to move them together.").format(where=self.where(space))
        if self._forward_dest(seat, space, symbol, movers) is not None:
            return None
        if space == self.goal:
            return _("That pirate is already {where}.").format(where=self.where(space))
        ferry = self.track.ferry
        if space == ferry:
            return _("The sloop is at Cartagena: sail it to Tortuga before landing.")
        if self.sloop_at != CARTAGENA:
            return _("No empty {symbol} space ahead, and the sloop is away at Tortuga.").format(
                symbol=symbol_name(symbol))
        return _("No empty {symbol} space ahead, and the sloop holds 3 of your pirates.").format(
            symbol=symbol_name(symbol))

    def _refuse_back(self, seat: int, space: object) -> str | None:
        no_pirate = self._no_pirate(seat, space)
        if no_pirate:
            return no_pirate
        if space == 0:
            return _("A pirate {where} cannot move back.").format(where=self.where(0))
        if not self.variant.allows("classic", self.path_of(space, False)):
            return _("Morgan's rule: here you draw by advancing a rival's pirate, not by moving back.")
        if space == self.track.ferry and self.sloop_at != CARTAGENA:
            return _("The sloop is at Tortuga: its pirates cannot move back into the tunnel.")
        if self._back_dest(space) is None:
            return _("No space behind that pirate holds 1 or 2 pirates.")
        return None

    def _refuse_morgan(self, seat: int, rival: object, space: object) -> str | None:
        if self.variant.draw == "classic":
            return _("Advancing a rival's pirate is Morgan's rule, not in play in this game.")
        if not isinstance(rival, int) or isinstance(rival, bool) or not 0 <= rival < self.players:
            return _("There is no seat {seat} at this table.").format(seat=repr(rival))
        if rival == seat:
            return _("Morgan's rule advances a rival's pirate, not one of yours.")
        if not isinstance(space, int) or isinstance(space, bool) or not 0 <= space <= self.goal:
            return _("There is no space {space}.").format(space=repr(space))
        if space not in self.pirates[rival]:
            text = _("{name} has no pirate {where}.").format(name=self.seat_name(rival), where=self.where(space))
            return text[:1].upper() + text[1:]
        if self._morgan_dest(rival, space) is not None:
            return None
        if space == self.goal:
            return _("That pirate is already {where}.").format(where=self.where(space))
        if not self.variant.allows("morgan", self.path_of(space, True)):
            return _("On this path you draw by moving your own pirate back (the classic rule).")
        if space == self.track.ferry:
            return _("The sloop is at Cartagena: nobody can be advanced off it.")
        return _("No space ahead holds 1 or 2 pirates, and the sloop cannot take that pirate.")

    def _refuse_sail(self, seat: int) -> str | None:
        if self.sloop_at is None:
            return _("The sloop sails only in the great escape.")
        if self._can_sail(seat):
            return None
        if self.sloop_at == CARTAGENA:
            return _("Sail to Tortuga only with one of your pirates aboard.")
        return _("Sail back to Cartagena only with one of your pirates still in the tunnel.")

    # ------------------------------------------------------------------ the rulebook's actions
    def _play_card_and_advance(self, seat: int, card: str, space: int, events: list[Event] | None) -> None:
        """Play a card and move a pirate forward to the first empty space with its symbol, else the
        end of its path (the sloop or the cove)."""
        self.hands[seat].remove(card)
        self.discard.append(card)
        if events is not None:
            events.append(CardPlayed(seat, card, space))
        self._advance(seat, space, SYMBOL_OF[card], events)

    def _advance(self, seat: int, space: int, symbol: str, events: list[Event] | None, movers: int = 1) -> None:
        to = forward_target(self.track, self.occ, space, symbol)
        skipped = forward_skipped(self.track, self.occ, space, to, symbol) if events is not None else ()
        for _ in range(movers):
            self._relocate(seat, space, to)
            if events is not None:
                events.append(PirateMoved(seat, space, to, "forward", tuple(range(space + 1, to)), skipped))
        self._arrived(seat, to, events)

    def _arrived(self, seat: int, to: int, events: list[Event] | None) -> None:
        """Boarded / reached the cove, and the end of the game when all of `seat` are at the goal."""
        if to == self.goal:
            count = self.pirates[seat].count(to)
            if events is not None:
                events.append(Boarded(seat, count) if self.variant.episode == "tunnel" else ReachedCove(seat, count))
            if count == len(self.pirates[seat]):
                self.winner = seat
                self.pending = None
                if events is not None:
                    events.append(GameWon(seat))
        elif to == self.track.ferry:
            if events is not None:
                events.append(Boarded(seat, self.pirates[seat].count(to)))

    def _move_back_and_draw(self, seat: int, space: int, events: list[Event] | None) -> None:
        """Move a pirate back to the nearest space with 1 or 2 pirates and draw that many cards."""
        occ = self.occ
        to = back_target(occ, space, self.track.floor[space])
        count = occ[to]                          # counted before arriving
        if events is not None:                   # what it passed over, before it moves
            over = tuple(range(space - 1, to, -1))
            events.append(PirateMoved(seat, space, to, "back", over,
                                      tuple(q for q in over if occ[q] >= SPACE_CAPACITY)))
        self._relocate(seat, space, to)
        self._draw(seat, count, events)

    def _advance_rival(self, seat: int, rival: int, space: int, events: list[Event] | None) -> None:
        """Morgan: advance a rival's pirate to the next space with 1 or 2 pirates; draw that many."""
        to, count = self._morgan_dest(rival, space)
        over = tuple(range(space + 1, to))
        skipped = tuple(q for q in over if self.occ[q] >= SPACE_CAPACITY)
        if events is not None:
            events.append(RivalAdvanced(seat, rival, space, to))
        self._relocate(rival, space, to)
        if events is not None:
            events.append(PirateMoved(rival, space, to, "advanced", over, skipped))
        self._arrived(rival, to, events)
        if self.winner is None:
            self._draw(seat, count, events)

    def _sail(self, seat: int, free: bool, events: list[Event] | None) -> None:
        self.sloop_at = TORTUGA if self.sloop_at == CARTAGENA else CARTAGENA
        ferry = self.track.ferry
        if events is not None:
            events.append(SloopSailed(seat, self.sloop_at, tuple(p.count(ferry) for p in self.pirates), free))

    def _relocate(self, seat: int, space: int, to: int) -> None:
        mine = self.pirates[seat]
        mine.remove(space)
        insort(mine, to)
        self.occ[space] -= 1
        self.occ[to] += 1

    def _take_top(self) -> str:
        card = self.deck.pop()
        for known in self.known_top:
            if known:
                del known[0]
        return card

    def _draw(self, seat: int, count: int, events: list[Event] | None, into: list[str] | None = None,
              event=CardsDrawn) -> list[str]:
        """Draw `count` cards into `seat`'s hand (or `into`); an empty deck is refilled from the
        shuffled discard pile first; with both empty, draw what there is (possibly nothing)."""
        hand = self.hands[seat] if into is None else into
        drawn: list[str] = []
        every: list[str] = []
        told = False
        for _ in range(count):
            if not self.deck:
                if not self.discard:
                    break
                if drawn:
                    if events is not None:
                        events.append(event(seat, len(drawn), tuple(drawn), visible_to=(seat,)))
                    drawn, told = [], True
                self.deck, self.discard = self.discard, []
                self.rng.shuffle(self.deck)
                for known in self.known_top:
                    known.clear()
                if events is not None:
                    events.append(DeckReshuffled(len(self.deck)))
            card = self._take_top()
            drawn.append(card)
            every.append(card)
            hand.append(card)
        if drawn or not told:
            if events is not None:
                events.append(event(seat, len(drawn), tuple(drawn), visible_to=(seat,)))
        if into is None:
            hand[:] = sort_hand(hand)
        return every

    # ------------------------------------------------------------------ the turn
    def _took_action(self, cost: int, cards: tuple[str, ...], events: list[Event] | None) -> None:
        """After an action of the turn: count it, note a dark card for the Filibusters, move on."""
        self.actions_taken += cost
        self.captain_free = False
        if self.variant.filibusters and any(is_dark(c) for c in cards):
            self.dark_due = True
        self._settle(events)

    def _settle(self, events: list[Event] | None) -> None:
        """Move the game on once nobody owes a choice: Filibusters' discards, then the next turn."""
        if self.winner is not None or self.pending is not None or self.discards is not None:
            return
        if self.dark_due:
            self.dark_due = False
            if self._demand_discards(events):
                return
        if self.actions_taken >= ACTIONS_PER_TURN:
            self._next_turn(events)

    def _next_turn(self, events: list[Event] | None) -> None:
        self.turn = (self.turn + 1) % self.players
        self.actions_taken = 0
        self.turn_number += 1
        if events is not None:
            events.append(TurnStarted(self.turn, ACTIONS_PER_TURN, self.turn_number))
        if self.sloop_at is not None:
            self.captain_free = self._is_captain(self.turn)
            if self.captain_free:
                if events is not None:
                    events.append(CaptainNamed(self.turn))

    # ------------------------------------------------------------------ Filibusters
    def _demand_discards(self, events: list[Event] | None) -> bool:
        counts = tuple(0 if s == self.turn else max(0, len(h) - HAND_LIMIT) for s, h in enumerate(self.hands))
        if not any(counts):
            return False
        self.discards = list(counts)
        self.held = [[] for _ in range(self.players)]
        if events is not None:
            events.append(DiscardsDemanded(self.turn, counts))
        return True

    def _discard_actions(self, seat: int) -> list[Action]:
        if not self.discards[seat]:
            return []
        return [Discard(c) for c in sort_hand(list(set(self.hands[seat])))]

    def _refuse_discard(self, seat: int, card: object) -> str | None:
        if not self.discards[seat]:
            return _("You have discarded enough: wait for the others.")
        if not is_card(card) or card not in self.hands[seat]:
            return _("You have no {card} card to discard.").format(card=card_name(card))
        return None

    def _discard(self, seat: int, card: str, events: list[Event] | None) -> None:
        self.hands[seat].remove(card)
        self.held[seat].append(card)
        self.discards[seat] -= 1
        if events is not None:
            events.append(DiscardChosen(seat, card, self.discards[seat], visible_to=(seat,)))
        if any(self.discards):
            return
        for s, cards in enumerate(self.held):       # all have chosen: face up, together
            if cards:
                self.discard.extend(cards)
                if events is not None:
                    events.append(CardsDiscarded(s, tuple(cards)))
        self.discards = self.held = None
        self._settle(events)
