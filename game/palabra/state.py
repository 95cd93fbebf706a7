"""The Palabra de Pirata state: plain data for one moment of a game, its JSON form, dispatch.

The rules themselves live in the phase modules (day, decision, market, artifacts,
resolution); this class holds the data, routes every action to the module of the
current phase, and offers the engine surface (../../shared/design/ENGINE.md).
The phase modules' functions take `ev`, the list their events go to, or None
(apply_trusted, the search's fast path): then they build no events at all. A phase
module's `apply` returns who is to move next when the flow stands still after the action
(the same phase goes on: nothing happens by itself), else None (day.advance runs).
"""
from __future__ import annotations

from itertools import compress, repeat
from operator import is_, not_
from typing import Mapping

from ..i18n import N_, _
from ..core import checks
from ..core.contract import Action, Event, IllegalAction, State
from ..core.rng import Rng
from . import artifacts, day, decision, gems, islands, market, resolution, saved, view as view_mod

PHASES = ("talk", "decision", "market", "artifacts", "resolution", "over")
ARTIFACTS = artifacts.NAMES
_RULES = {"talk": decision, "decision": decision, "market": market,
          "artifacts": artifacts, "resolution": resolution}


class PalabraState(State):
    """One moment of a game of Palabra de Pirata (see the package docstring for the rulings)."""
    # What a take-back may not cross (State.reveals).
    UNDO_REVEALS = {"signals_revealed": N_("the signals have been revealed"),
                    "bids_revealed": N_("the bids have been revealed"),
                    "ships_revealed": N_("the ships have been revealed"), "gems_drawn": N_("gems have been drawn"),
                    "ship_peeked": N_("a ship card has been peeked at")}

    def __init__(self, players: int, market: bool = True, talk: bool = True) -> None:
        n = players
        self.players = n
        self.two_player = islands.two_player(n)               # the 2-player variant (fixed)
        self.market = market
        self.talk = talk
        self.rng = Rng(0)
        self.forced: list[str] = []                   # setup "draws" still to come out of the bag
        self.day = 1
        self.dagger = 0
        self.phase = "talk"
        self.bag = gems.empty()
        self.islands = [gems.empty() for _ in range(islands.island_count(n))]
        self.chests = [gems.empty() for _ in range(n)]
        self.cards: list[list[int]] = [[] for _ in range(n)]   # owned ship cards, sorted (public)
        self.placed: list[dict[int, int] | None] = [None] * n  # island -> card, face down
        self.talk_choice: list[list | None] = [None] * n       # [[island, intent], ...] face down
        self.bid_done = [False] * n
        self.bids = [gems.empty() for _ in range(n)]           # gems in each fist
        self.users: list[int] = []                             # auction winners still to act
        self.step: dict | None = None                          # the artifact step under way
        self.artifacts: dict[str, list | None] = {a: None for a in ARTIFACTS}  # None: face up
        self.island_rats: set[int] = set()
        self.ship_rats: set[tuple[int, int | None]] = set()    # (owner, slot); slot None: hand
        self.peeks: list[list[list]] = [[] for _ in range(n)]  # [target, slot, card] seen today
        self.revealed = False                                  # ships face up (phase 4)
        self.queue: list[int] = []                             # islands still to resolve
        self.share: dict | None = None                         # the cooperation under way
        self.history: list[dict] = []                          # public record, one entry per day
        self._movers: tuple | None = None                      # to_move, once per transition

    # ------------------------------------------------------------------ geometry
    def islands_of(self, seat: int) -> tuple[int, ...]:
        return islands.islands_of(self.players, seat)

    def seats_at(self, island: int) -> tuple[int, int]:
        return islands.seats_at(self.players, island)

    def hand(self, seat: int) -> list[int]:
        """The cards of `seat` not placed at an island."""
        placed = list((self.placed[seat] or {}).values())
        out = []
        for c in self.cards[seat]:
            if c in placed:
                placed.remove(c)
            else:
                out.append(c)
        return out

    def slot_of(self, seat: int, card: int) -> int | None:
        for island, c in (self.placed[seat] or {}).items():
            if c == card:
                return island
        return None

    # ------------------------------------------------------------------ the surface
    # Who is to move is worked out once per transition and kept in `_movers`: a phase
    # module's `apply` answers it when the flow stands still after the action (another seat
    # of the same phase acts next); else the automatic steps run (day.advance, which answers
    # it when it stops at a share's pick) and, if still unknown, the first to_move or
    # legal_actions after finds it. A clone or a determinized copy finds it
    # afresh; code that edits a state's turn by hand (who has talked, placed, bid; the step;
    # the share) calls `changed()`.
    def to_move(self) -> list[int]:
        movers = self._movers
        if movers is None:
            movers = self._movers = self._find_movers()
        return list(movers)

    def _find_movers(self) -> tuple:
        p = self.phase
        if p == "resolution":               # (the phases the flow stops at most often first)
            return (self.share["turn"],) if self.share else ()
        if p == "talk":                     # the seats whose choice is None, in order (in C)
            return tuple(compress(range(self.players), map(is_, self.talk_choice, repeat(None))))
        if p == "decision":
            return tuple(compress(range(self.players), map(is_, self.placed, repeat(None))))
        if p == "market":
            return tuple(compress(range(self.players), map(not_, self.bid_done)))
        if p == "artifacts":
            return (self.step["seat"],) if self.step else ()
        return ()

    def changed(self) -> None:
        """Forget who is to move (the state's fields were edited by hand, outside apply)."""
        self._movers = None

    def legal_actions(self, seat: int) -> list[Action]:
        movers = self._movers
        if movers is None:
            movers = self._movers = self._find_movers()
        if seat not in movers:
            return []
        return _RULES[self.phase].legal(self, seat)

    def still_to_choose(self, seat: int) -> tuple | None:
        """After `seat`'s face-down choice in a simultaneous phase (talk, decision, market):
        the seats still to choose, or None if it was the last (the flow goes on: a reveal)."""
        movers = self._movers
        if movers is None:
            movers = self._find_movers()          # found after the choice: `seat` is not in it
        elif movers[0] == seat:
            movers = movers[1:]
        else:
            movers = tuple([m for m in movers if m != seat])
        return movers or None

    def moves(self, seat: int) -> bool:
        """Is `seat` in to_move()? Answered without building the list."""
        movers = self._movers
        if movers is None:
            movers = self._movers = self._find_movers()
        return seat in movers

    def check(self, seat: int, action: Action) -> None:
        if self.is_over():
            raise IllegalAction(_("The game is over."))
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalAction(_("There is no seat {seat} at this table.").format(seat=repr(seat)[:20]))
        if seat not in self.to_move():
            raise IllegalAction(_("It is not {name}'s turn.").format(name=self.seat_name(seat)))
        if not isinstance(action, Action):
            raise IllegalAction(_("{action} is not an action.").format(action=repr(action)[:40]))
        problem = _RULES[self.phase].problem(self, seat, action)
        if problem:
            raise IllegalAction(problem)

    def why_illegal(self, seat: int, action: Action) -> str:
        try:
            self.check(seat, action)
        except IllegalAction as exc:
            return str(exc)
        return _("{action} is legal now.").format(action=action.describe())

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._movers = _RULES[self.phase].apply(self, seat, action, events)
        if self._movers is None:                  # the flow goes on
            self._movers = day.advance(self, events)
        return events

    def apply_trusted(self, seat: int, action: Action) -> None:
        """The fast path (State.apply_trusted): the same rules as `_apply`, run with no event
        list (every phase module builds its events only when handed a list)."""
        movers = self._movers = _RULES[self.phase].apply(self, seat, action, None)
        if movers is None:                        # the flow goes on
            self._movers = day.advance(self, None)

    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[float]:
        """Each seat's points: its chest, with its closed fist while the bids are face down
        (a fist still belongs to its chest until the reveal)."""
        return [self.points(seat) for seat in range(self.players)]

    def points(self, seat: int) -> int:
        """The value of `seat`'s chest, its closed fist included during the market."""
        fist = gems.value(self.bids[seat]) if self.phase == "market" else 0
        return gems.value(self.chests[seat]) + fist

    def winners(self) -> list[int]:
        if not self.is_over():
            return []
        return [self.ranking()[0]]

    def ranking(self) -> list[int]:
        """Seats best first: points, then the highest green card held (rulebook tie-break)."""
        return sorted(range(self.players),
                      key=lambda s: (-self.points(s), -max(self.cards[s])))

    def clone(self) -> "PalabraState":
        """An independent copy (faster than deepcopy: the state is lists of ints). The record
        of the days before today is shared: nothing writes to a finished day."""
        c = PalabraState.__new__(PalabraState)
        c.__dict__.update(self.__dict__)
        c._movers = None                   # a copy may be edited (bots open choices): found afresh
        c.rng = Rng.from_json(self.rng.to_json())
        c.forced = list(self.forced)
        c.bag = list(self.bag)
        c.islands = [list(p) for p in self.islands]
        c.chests = [list(p) for p in self.chests]
        c.cards = [list(h) for h in self.cards]
        c.placed = [None if p is None else dict(p) for p in self.placed]
        c.talk_choice = [None if t is None else [list(x) for x in t] for t in self.talk_choice]
        c.bid_done = list(self.bid_done)
        c.bids = [list(p) for p in self.bids]
        c.users = list(self.users)
        c.step = None if self.step is None else dict(self.step)
        c.artifacts = {a: None if v is None else list(v) for a, v in self.artifacts.items()}
        c.island_rats = set(self.island_rats)
        c.ship_rats = set(self.ship_rats)
        c.peeks = [[list(p) for p in ps] for ps in self.peeks]
        c.queue = list(self.queue)
        c.share = None if self.share is None else {**self.share,
                                                   "took": [list(p) for p in self.share["took"]]}
        # The days before today are never written again: shared, not copied.
        c.history = self.history[:-1] + [view_mod.copy_json(d) for d in self.history[-1:]]
        return c

    def view(self, seat: int | None) -> dict:
        return view_mod.view(self, seat)

    def determinize(self, seat: int | None, rng: Rng) -> "PalabraState":
        return view_mod.determinize(self, seat, rng)

    def check_invariants(self) -> None:
        """AssertionError naming the field unless the state is whole: the 180 gems and the ship
        cards all there, the ships placed where they may be, and a phase that can move on
        (day.check_flow). PalabraState._from_json runs it on every state it loads
        (game.core.checks.whole)."""
        total = gems.total(self.bag, *self.islands, *self.chests, *self.bids)
        assert total == gems.TOTAL, f"'bag', 'islands', 'chests' and 'bids': {total} gems on the table, not {gems.TOTAL}"
        for pile in (self.bag, *self.islands, *self.chests, *self.bids):
            assert all(n >= 0 for n in pile), f"negative gems: {pile}"
        per_colour = [sum(p[i] for p in (self.bag, *self.islands, *self.chests, *self.bids))
                      for i in range(len(gems.COLOURS))]
        assert per_colour == list(gems.IN_BOX), f"'bag', 'islands', 'chests' and 'bids': gems by colour {per_colour} != {gems.IN_BOX}"
        reds = [c.count(0) for c in self.cards]
        assert reds == [1] * self.players, f"'cards': each seat owns one red ship: {reds}"
        greens = sorted(c for h in self.cards for c in h if c)
        assert len(greens) == len(set(greens)), f"'cards': duplicated green ships {greens}"
        size = islands.hand_size(self.players)
        assert all(len(h) == size for h in self.cards), f"'cards': hands of {size} cards: {self.cards}"
        for seat, placed in enumerate(self.placed):
            if placed is None:
                continue
            assert sorted(placed) == sorted(self.islands_of(seat)), \
                f"'placed'[{seat}]: seat {seat} has ships at {sorted(placed)}, not one at each of its islands"
            hand = list(self.cards[seat])
            for card in placed.values():
                assert card in hand, f"'placed'[{seat}]: seat {seat} placed card {card} it does not hold"
                hand.remove(card)
        day.check_flow(self)

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict:
        return {
            "game": "palabra",
            "players": self.players,
            "market": self.market,
            "talk": self.talk,
            "rng": self.rng.to_json(),
            "forced": list(self.forced),
            "day": self.day,
            "dagger": self.dagger,
            "phase": self.phase,
            "bag": gems.to_json(self.bag),
            "islands": [gems.to_json(p) for p in self.islands],
            "chests": [gems.to_json(p) for p in self.chests],
            "cards": [list(h) for h in self.cards],
            "placed": [None if p is None else [[i, c] for i, c in sorted(p.items())]
                       for p in self.placed],
            "talk_choice": [None if t is None else [list(x) for x in t] for t in self.talk_choice],
            "bid_done": list(self.bid_done),
            "bids": [gems.to_json(p) for p in self.bids],
            "users": list(self.users),
            "step": None if self.step is None else dict(self.step),
            "artifacts": {a: None if v is None else list(v) for a, v in self.artifacts.items()},
            "island_rats": sorted(self.island_rats),
            "ship_rats": sorted([list(r) for r in self.ship_rats], key=_rat_key),
            "peeks": [[list(p) for p in ps] for ps in self.peeks],
            "revealed": self.revealed,
            "queue": list(self.queue),
            "share": None if self.share is None else dict(self.share),
            "history": view_mod.copy_json(self.history),
        }

    @classmethod
    def _from_json(cls, d: Mapping) -> "PalabraState":
        saved.check(d)   # the fields that would only fail later
        n = d["players"]
        if not isinstance(n, int) or not 2 <= n <= 8:
            raise ValueError(f"players must be 2..8, got {n!r}")
        s = cls(n, bool(d["market"]), bool(d["talk"]))
        s.rng = Rng.from_json(d["rng"])
        s.forced = [str(c) for c in d["forced"]]
        if any(c not in gems.COLOURS for c in s.forced):
            raise ValueError(f"bad forced draws {s.forced!r}")
        s.day, s.dagger, s.phase = int(d["day"]), int(d["dagger"]), d["phase"]
        if s.phase not in PHASES:
            raise ValueError(f"unknown phase {s.phase!r}")
        s.bag = gems.from_json(d["bag"], "bag")
        s.islands = [gems.from_json(p, "island") for p in d["islands"]]
        s.chests = [gems.from_json(p, "chest") for p in d["chests"]]
        s.cards = [[int(c) for c in h] for h in d["cards"]]
        s.placed = [None if p is None else {int(i): int(c) for i, c in p} for p in d["placed"]]
        s.talk_choice = [None if t is None else [[int(i), str(x)] for i, x in t]
                         for t in d["talk_choice"]]
        s.bid_done = [bool(b) for b in d["bid_done"]]
        s.bids = [gems.from_json(p, "bid") for p in d["bids"]]
        s.users = [int(u) for u in d["users"]]
        s.step = None if d["step"] is None else dict(d["step"])
        s.artifacts = {a: None if d["artifacts"][a] is None else list(d["artifacts"][a])
                       for a in ARTIFACTS}
        s.island_rats = {int(i) for i in d["island_rats"]}
        s.ship_rats = {(int(o), None if sl is None else int(sl)) for o, sl in d["ship_rats"]}
        s.peeks = [[list(p) for p in ps] for ps in d["peeks"]]
        s.revealed = bool(d["revealed"])
        s.queue = [int(i) for i in d["queue"]]
        s.share = None if d["share"] is None else dict(d["share"])
        s.history = view_mod.copy_json(d["history"])
        lengths = {len(s.chests), len(s.cards), len(s.placed), len(s.talk_choice),
                   len(s.bid_done), len(s.bids), len(s.peeks)}
        if lengths != {n} or len(s.islands) != islands.island_count(n):
            raise ValueError("per-seat or per-island lists have the wrong length")
        return checks.whole(s)


def _rat_key(r: list) -> tuple:
    return (r[0], -1 if r[1] is None else r[1])
