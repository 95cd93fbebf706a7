"""The Libertalia state: plain data for one moment of a game, its JSON form, its invariants.

The rules live in flow (campaigns, days, dawn), day, dusk and night; this class holds the
data, routes each action to the rule that asked for it, and offers the engine surface
(../../../shared/design/ENGINE.md). See the package docstring for the rulings.
"""
from __future__ import annotations

import bisect
from collections import Counter
from typing import Mapping

from ..core import checks
from ..core.contract import Action, Event, State
from ..core.rng import Rng
from ..i18n import N_
from . import booty, flow, saved, view as view_mod
from .calendar import CAMPAIGNS, DAYS, PHASES
from .characters import COLOURS, PLACE, RANKS, influence
from .moves import BANK_TOTAL


class LibertaliaState(State):
    """One moment of a game of Libertalia."""
    # What a take-back may not cross (State.reveals): the pick held face down is an echo.
    UNDO_ECHOES = frozenset({"picked"})
    UNDO_REVEALS = {"revealed": N_("the characters have been revealed")}

    def __init__(self, players: int) -> None:
        n = players
        self.players = n
        self.rng = Rng(0)
        self.colours: list[int] = list(range(n))
        self.campaign = 1
        self.day = 1
        self.phase = "dawn"
        self.deck: list[int] = []                       # ranks not dealt yet (every colour alike)
        self.deal: list[int] = []                       # this campaign's identical deal
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.picks: list[int | None] = [None] * n       # face-down cards at dawn
        self.ship: list[list[int]] = []                 # [seat, rank] left to right
        self.acted: list[list[int]] = []                # ship entries whose day turn is over
        self.done: list[list[int]] = []                 # ship entries whose dusk turn is over
        self.dens: list[list[int]] = [[] for _ in range(n)]
        self.den_booty: list[list[str]] = [[] for _ in range(n)]
        self.den_hidden: list[list[str]] = [[] for _ in range(n)]   # of den_booty: face down, unseen
        self.graveyards: list[list[int]] = [[] for _ in range(n)]
        self.removed: list[list[int]] = [[] for _ in range(n)]
        self.secret: list[list[list]] = [[] for _ in range(n)]   # [rank, pile] healed in secret
        self.doubloons: list[int] = [0] * n
        self.bank = BANK_TOTAL
        self.track: list[int] = [0] * n                 # the score track
        self.spaces: list[list[str]] = [[] for _ in range(DAYS)]
        self.bag: list[str] = booty.full_bag()
        self.discarded: list[str] = []
        self.forced_bag: list[str] = []                 # setup "bag"
        self.forced_deals: list = []                    # setup "deals" for campaigns 2 and 3
        self.forced_booty: list = []                    # setup "booty" for campaigns 2 and 3
        self.turn: dict | None = None                   # the dusk turn under way {seat, rank, left}
        self.pending: dict | None = None                # {seat, action, rank, left}
        self.night_waiting: list[int] = []              # Waitresses still to answer
        self.night_choices: list[bool | None] = [None] * n
        self.history: list[dict] = []                   # per campaign: fortunes
        self._movers: tuple | None = None               # to_move, once per transition (below)
        self._choices: tuple | None = None              # the pending decision's actions (below)

    # ------------------------------------------------------------------ helpers
    def seat_name(self, seat: int) -> str:
        return f"{COLOURS[self.colours[seat]].capitalize()} (seat {seat})"   # i18n: keep (developer errors only)

    def influence(self, seat: int, rank: int) -> int:
        return influence(self.colours[seat], rank)

    def ship_key(self, entry) -> tuple[int, int]:
        seat, rank = entry
        return PLACE[self.colours[seat]][rank]

    def place_on_ship(self, seat: int, rank: int) -> int:
        """Put a character on the ship in its rank's place (then by influence: no two entries
        tie, the seats' colours differ); its index."""
        entry = [seat, rank]
        at = bisect.bisect(self.ship, self.ship_key(entry), key=self.ship_key)
        self.ship.insert(at, entry)
        return at

    def from_hand(self, seat: int, rank: int) -> None:
        self.hands[seat].remove(rank)
        self.secret[seat] = [x for x in self.secret[seat] if x[0] != rank]

    # ------------------------------------------------------------------ the surface
    # Who is to move, and the actions a pending decision offers, are worked out once per
    # transition: flow.advance leaves them in `_movers`, moves.ask in `_choices` (None: not
    # known yet, worked out when asked), and to_move and legal_actions read them there. Code
    # that edits a state's fields by hand outside apply (tests, the bots' worlds) calls
    # `changed()` after.
    def to_move(self) -> list[int]:
        movers = self._movers
        if movers is None:
            movers = self._movers = flow.movers(self)
        return [*movers]

    # The rules' own flow.legal(state, seat), without a call between.
    legal_actions = flow.legal

    def changed(self) -> None:
        """Forget who is to move and the pending choices (fields were edited by hand)."""
        self._movers = self._choices = None

    def why_illegal(self, seat: int, action: Action) -> str:
        return flow.why_illegal(self, seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        flow.apply(self, seat, action, ev)
        return ev

    # The fast path (contract.State.apply_trusted): no check, no events; the rules' own
    # flow.apply(state, seat, action), its events left out (ev None), without a call between.
    apply_trusted = flow.apply

    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[float]:
        return list(self.track)

    def winners(self) -> list[int]:
        if not self.is_over():
            return []
        best = max(self.track)
        return [s for s in range(self.players) if self.track[s] == best]

    def clone(self) -> "LibertaliaState":
        c = LibertaliaState.__new__(LibertaliaState)
        c.__dict__.update(self.__dict__)
        c.rng = Rng.from_json(self.rng.to_json())
        for key in ("colours", "deck", "deal", "picks", "doubloons", "track", "bag", "discarded",
                    "forced_bag", "night_waiting", "night_choices"):
            setattr(c, key, list(getattr(self, key)))
        for key in ("hands", "ship", "acted", "done", "dens", "den_booty", "den_hidden", "graveyards",
                    "removed", "spaces"):
            setattr(c, key, [list(x) for x in getattr(self, key)])
        c.secret = [[list(x) for x in xs] for xs in self.secret]
        c.forced_deals = _copy(self.forced_deals)
        c.forced_booty = _copy(self.forced_booty)
        c.turn = None if self.turn is None else dict(self.turn)
        c.pending = None if self.pending is None else dict(self.pending)
        c.history = _copy(self.history)
        return c

    def view(self, seat: int | None) -> dict:
        return view_mod.view(self, seat)

    def determinize(self, seat: int | None, rng: Rng) -> "LibertaliaState":
        return view_mod.determinize(self, seat, rng)

    def check_invariants(self) -> None:
        """AssertionError naming the field unless the state is whole: the 50 booty tokens, the
        250 doubloons and each seat's 30 characters all there, the ship in order, and a phase
        that can move on (flow.check_flow). LibertaliaState._from_json runs it on every state
        it loads (game.core.checks.whole)."""
        tokens = Counter(self.bag + self.discarded)
        for pile in self.spaces + self.den_booty:
            tokens.update(pile)
        assert sum(tokens.values()) == booty.TOTAL, \
            f"'bag', 'discarded', 'spaces' and 'den_booty': {sum(tokens.values())} booty tokens, not 50"
        for kind, (count, _, _) in booty.KINDS.items():
            assert tokens[kind] == count, f"'bag', 'discarded', 'spaces' and 'den_booty': {tokens[kind]} {kind} tokens, not {count}"
        assert all(d >= 0 for d in self.doubloons) and self.bank >= 0, "'doubloons': negative doubloons"
        assert sum(self.doubloons) + self.bank == BANK_TOTAL, \
            f"'doubloons' and 'bank': {self.doubloons} + bank {self.bank} != {BANK_TOTAL}"
        on_ship = Counter(seat for seat, _ in self.ship)
        assert all(v == 1 for v in on_ship.values()), f"'ship': two characters of a seat on the ship: {self.ship}"
        for seat in range(self.players):
            cards = (self.deck + self.hands[seat] + self.dens[seat] + self.graveyards[seat]
                     + self.removed[seat] + [r for s, r in self.ship if s == seat]
                     + ([self.picks[seat]] if self.picks[seat] is not None else []))
            assert sorted(cards) == list(RANKS), \
                f"'deck', 'hands', 'dens', 'graveyards', 'removed', 'ship' and 'picks': " \
                f"{self.seat_name(seat)} has {len(cards)} characters, not the 30: {sorted(cards)}"
            for rank, pile in self.secret[seat]:
                assert rank in self.hands[seat] or rank == self.picks[seat], f"'secret'[{seat}]: a secret card left the hand"
        for seat in range(self.players):
            assert not Counter(self.den_hidden[seat]) - Counter(self.den_booty[seat]), \
                f"'den_hidden'[{seat}]: {self.seat_name(seat)}'s face-down tokens {self.den_hidden[seat]} are not in its den"
        assert self.ship == sorted(self.ship, key=self.ship_key), "'ship': out of order"
        assert len(set(self.colours)) == self.players, "'colours': two seats share a colour"
        flow.check_flow(self)

    # ------------------------------------------------------------------ JSON
    _INT_LISTS = ("colours", "deck", "deal", "doubloons", "track", "night_waiting")
    _NESTED = ("hands", "ship", "acted", "done", "dens", "graveyards", "removed")

    def to_json(self) -> dict:
        d = {"game": "libertalia", "players": self.players, "rng": self.rng.to_json(),
             "campaign": self.campaign, "day": self.day, "phase": self.phase, "bank": self.bank}
        for key in self._INT_LISTS:
            d[key] = list(getattr(self, key))
        for key in self._NESTED:
            d[key] = [list(x) for x in getattr(self, key)]
        d["picks"] = list(self.picks)
        d["den_booty"] = [list(x) for x in self.den_booty]
        d["den_hidden"] = [list(x) for x in self.den_hidden]
        d["spaces"] = [list(x) for x in self.spaces]
        d["bag"] = list(self.bag)
        d["discarded"] = list(self.discarded)
        d["forced_bag"] = list(self.forced_bag)
        d["forced_deals"] = _copy(self.forced_deals)
        d["forced_booty"] = _copy(self.forced_booty)
        d["secret"] = [[list(x) for x in xs] for xs in self.secret]
        d["turn"] = None if self.turn is None else dict(self.turn)
        d["pending"] = None if self.pending is None else dict(self.pending)
        d["night_choices"] = list(self.night_choices)
        d["history"] = _copy(self.history)
        return d

    @classmethod
    def _from_json(cls, d: Mapping) -> "LibertaliaState":
        saved.check(d)        # every field of its declared type and range, or refused now
        if d["pending"] is not None and d["pending"]["action"] not in flow.DECISIONS:
            raise ValueError(f"unknown pending decision {d['pending']['action']!r}")
        n = d["players"]
        if isinstance(n, bool) or not isinstance(n, int) or not 2 <= n <= 6:
            raise ValueError(f"players must be 2..6, got {n!r}")
        s = cls(n)
        s.rng = Rng.from_json(d["rng"])
        s.campaign, s.day, s.phase, s.bank = int(d["campaign"]), int(d["day"]), d["phase"], int(d["bank"])
        if s.phase not in PHASES:
            raise ValueError(f"unknown phase {s.phase!r}")
        if not 1 <= s.campaign <= CAMPAIGNS or not 1 <= s.day <= DAYS:
            raise ValueError(f"campaign {s.campaign} day {s.day} out of range")
        for key in cls._INT_LISTS:
            setattr(s, key, [int(x) for x in d[key]])
        for key in cls._NESTED:
            setattr(s, key, [[int(y) for y in x] for x in d[key]])
        s.picks = [None if p is None else int(p) for p in d["picks"]]
        s.den_booty = [[booty.check_kind(k) for k in x] for x in d["den_booty"]]
        s.den_hidden = [[booty.check_kind(k) for k in x] for x in d["den_hidden"]]
        s.spaces = [[booty.check_kind(k) for k in x] for x in d["spaces"]]
        s.bag = [booty.check_kind(k) for k in d["bag"]]
        s.discarded = [booty.check_kind(k) for k in d["discarded"]]
        s.forced_bag = [booty.check_kind(k) for k in d["forced_bag"]]
        s.forced_deals = _copy(d["forced_deals"])
        s.forced_booty = _copy(d["forced_booty"])
        s.secret = [[[int(r), str(p)] for r, p in xs] for xs in d["secret"]]
        s.turn = None if d["turn"] is None else dict(d["turn"])
        s.pending = None if d["pending"] is None else dict(d["pending"])
        s.night_choices = [None if c is None else bool(c) for c in d["night_choices"]]
        s.history = _copy(d["history"])
        per_seat = {len(s.colours), len(s.hands), len(s.picks), len(s.dens), len(s.den_booty), len(s.den_hidden),
                    len(s.graveyards), len(s.removed), len(s.secret), len(s.doubloons),
                    len(s.track), len(s.night_choices)}
        if per_seat != {n} or len(s.spaces) != DAYS:
            raise ValueError("per-seat or per-day lists have the wrong length")
        if any(not 0 <= c < len(COLOURS) for c in s.colours):
            raise ValueError(f"bad colours {s.colours}")
        if any(r not in RANKS for xs in s.hands + s.dens + s.graveyards + s.removed for r in xs):
            raise ValueError("a character rank out of 1..30")
        return checks.whole(s)


def _copy(value):
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_copy(v) for v in value]
    return value


__all__ = ["LibertaliaState"]
