"""The Pagamás state: plain data for one moment of a game, its JSON form, dispatch, invariants.

The rules live in the phase modules (refloat: phases 1-2; turn: begin and end; share; night:
landing, ambush, revelation; mutiny: mutiny and election); this class holds the data,
routes each action to the module of the current phase and offers the engine surface.
"""
from __future__ import annotations

from collections import Counter
from typing import Mapping

from ..core import checks
from ..core.checks import expect
from ..core.contract import Action, Event, State
from ..core.rng import Rng
from ..i18n import N_
from . import cards, mutiny, night, reasons, refloat, saved, share, view as view_mod

PHASES = ("refloat", "roles", "share", "landing", "ambush", "revelation", "mutiny", "election",
          "over")

_TURN = ("refloat", "roles", "share", "landing", "ambush", "revelation", "mutiny")   # a turn's phases, in order
_RULES = {"refloat": refloat, "roles": refloat, "share": share, "landing": night,
          "ambush": night, "revelation": night, "mutiny": mutiny, "election": mutiny}

# Every attribute that to_json writes, in order (sets are written as sorted lists).
_FIELDS = ("players", "characters", "turn", "phase", "step", "roles", "mutineer", "value",
           "loot_deck", "loot_discard", "front", "buried", "known", "action_deck",
           "action_discard", "hands", "sailors", "forced_dodges", "last_turn", "order", "share",
           "dens", "revealed", "ambushes", "ambush_hit", "passed", "reveal", "mutiny",
           "mutiny_done", "election", "resume", "promises", "history", "first_draw")


# Fields that clone copies as flat lists, and those it copies all the way down.
_FLAT = ("characters", "roles", "mutineer", "value", "loot_deck", "loot_discard", "action_deck",
         "action_discard", "forced_dodges", "order", "dens", "passed")
_NESTED = ("share", "ambushes", "reveal", "mutiny", "election", "resume")


# players -> first seat -> every seat in turn order from it
_ROUNDS = {n: tuple(tuple((first + k) % n for k in range(n)) for first in range(n)) for n in range(1, 7)}


def _copy(value):
    """A copy of plain JSON-like data (dicts, lists, sets of scalars)."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    if isinstance(value, set):
        return set(value)
    return value


class PagamasState(State):
    """One moment of a game of Pagamás (see the package docstring for phases and rulings)."""
    # What a take-back may not cross (State.reveals): an ambush laid face down is an echo.
    UNDO_ECHOES = frozenset({"ambush_laid"})
    UNDO_REVEALS = {"votes_revealed": N_("the votes have been revealed"),
                    "dens_revealed": N_("the dens have been revealed"),
                    "loot_drawn": N_("loot has been drawn"), "actions_drawn": N_("action cards have been drawn"),
                    "loot_seen": N_("loot has been seen"), "election_result": N_("the election has been counted")}

    def __init__(self, players: int) -> None:
        n = players
        self.players = n
        self.characters: list[str] = list(cards.characters_for(n))
        self.rng = Rng(0)
        self.turn = 1
        self.phase = "refloat"
        self.step = "draw"
        self.roles: list[str | None] = [None] * n
        self.mutineer = [False] * n
        self.value: list[int] = []                    # loot id -> value (1, 2, 3)
        self.loot_deck: list[int] = []                # ids, top first
        self.loot_discard: list[int] = []             # ids, face up, top last
        self.front: list[list[int]] = [[] for _ in range(n)]   # unburied loot
        self.buried: list[list[int]] = [[] for _ in range(n)]
        self.known: list[set[int]] = [set() for _ in range(n)]  # loot ids each seat has seen
        self.action_deck: list[str] = []              # top first
        self.action_discard: list[str] = []           # face up
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.sailors: list[list[str]] = [[] for _ in range(n)]
        self.forced_dodges: list[bool] = []
        self.last_turn = False
        self.order: list[int] = []                    # seats still to act in a sequential step
        self.share: dict | None = None
        self.dens: list[str | None] = [None] * n
        self.revealed = False
        self.ambushes: list[dict] = []                # {trapper, victim, den, free, outcome}
        self.ambush_hit = False
        self.passed: list[int] = []                   # seats done in the current step
        self.reveal: dict | None = None               # {stage, next}
        self.mutiny: dict | None = None
        self.mutiny_done = False
        self.election: dict | None = None
        self.resume: list | None = None               # [phase, step] to go back to
        self.promises: list[dict] = []
        self.history: list[dict] = []
        self.first_draw: list = []                    # the first captain's draw rounds
        self._movers: tuple | None = None             # to_move, once per transition (below)

    # ------------------------------------------------------------------ helpers
    def seat_name(self, seat: int) -> str:
        return f"seat {seat}"

    @property
    def captain(self) -> int | None:
        roles = self.roles
        return roles.index(cards.CAPTAIN) if cards.CAPTAIN in roles else None

    def holder(self, role: str) -> int | None:
        roles = self.roles
        return roles.index(role) if role in roles else None

    def from_seat(self, first: int) -> list[int]:
        """Every seat in turn order starting at `first`."""
        n = self.players
        return list(_ROUNDS[n][first % n])

    def weight(self, seat: int) -> int:
        """Votes of `seat`: its character's (boatswain 2) + 1 per sailor; 0 without a character."""
        role = self.roles[seat]
        return 0 if role is None else cards.VOTES[role] + len(self.sailors[seat])

    def sailor_strength(self, seat: int) -> int:
        return sum(cards.SAILOR_STRENGTH[k] for k in self.sailors[seat])

    def spare_dens(self, seat: int) -> list[str]:
        used = {self.dens[seat]} | {a["den"] for a in self.ambushes if a["trapper"] == seat}
        return [d for d in cards.DENS if d not in used]

    # ------------------------------------------------------------------ the surface
    # Who is to move is worked out once per transition: `advance` (the end of every apply)
    # leaves it in `_movers`, and to_move and legal_actions read it there. Code that edits a
    # state's fields by hand outside apply (tests, set-ups) calls `changed()` after.
    def to_move(self) -> list[int]:
        movers = self._movers
        if movers is None:
            movers = self._movers = self._find_movers()
        return list(movers)

    def _find_movers(self) -> tuple:
        if self.phase == "over":
            return ()
        return tuple(_RULES[self.phase].to_move(self))

    def changed(self) -> None:
        """Forget who is to move (fields were edited by hand, outside apply)."""
        self._movers = None

    def legal_actions(self, seat: int) -> list[Action]:
        movers = self._movers
        if movers is None:
            movers = self._movers = self._find_movers()
        if seat not in movers:
            return []
        return _RULES[self.phase].legal(self, seat)

    def turn_context(self) -> str:
        return f" ({self.phase}, {self.step})"

    def why_illegal(self, seat: int, action: Action) -> str:
        return reasons.why(self, seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._movers = None
        _RULES[self.phase].apply(self, seat, action, events)
        self.advance(events)
        return events

    def apply_trusted(self, seat: int, action: Action) -> None:
        """The fast path (contract.State.apply_trusted): no check, no events."""
        self._movers = None
        _RULES[self.phase].apply(self, seat, action, None)
        self.advance(None)

    def advance(self, events: list[Event] | None) -> None:
        """Run what happens by itself until a seat must decide (or the game is over); who is
        to move then is kept for to_move and legal_actions."""
        for _ in range(10000):
            if self.phase == "over":
                self._movers = ()
                return
            movers = _RULES[self.phase].to_move(self)
            if movers:
                self._movers = tuple(movers)
                return
            _RULES[self.phase].next_step(self, events)
        raise RuntimeError(f"the flow is stuck at {self.phase}/{self.step}")

    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[float]:
        return [sum(self.value[c] for c in pile) for pile in self.buried]

    def winners(self) -> list[int]:
        if not self.is_over():
            return []
        sc = self.scores()
        best = max(sc)
        return [s for s in range(self.players) if sc[s] == best]

    def clone(self) -> "PagamasState":
        """An independent copy (built field by field: search clones a state every iteration)."""
        c = PagamasState.__new__(PagamasState)
        d = c.__dict__
        d.update(self.__dict__)
        for name in _FLAT:
            d[name] = list(d[name])
        for name in ("front", "buried", "hands", "sailors"):
            d[name] = [list(x) for x in d[name]]
        c.known = [set(k) for k in self.known]
        for name in _NESTED:
            d[name] = _copy(d[name])
        c.promises = [dict(p) for p in self.promises]     # judged in place, scalars inside
        c.history = list(self.history)                     # entries never change once written
        c.first_draw = list(self.first_draw)
        c.rng = Rng.from_json(self.rng.to_json())
        return c

    def view(self, seat: int | None) -> dict:
        return view_mod.view(self, seat)

    def determinize(self, seat: int | None, rng: Rng) -> "PagamasState":
        return view_mod.determinize(self, seat, rng)

    # ------------------------------------------------------------------ invariants
    def loot_places(self) -> list[int]:
        """Every loot id, wherever it lies (deck, share in hand, fronts, buried, discard)."""
        pending = [] if self.share is None or self.share.get("settled") else list(self.share["cards"])
        out = list(self.loot_deck) + list(self.loot_discard) + pending
        for pile in (*self.front, *self.buried):
            out += pile
        return out

    def check_invariants(self) -> None:
        """AssertionError naming the field unless the state is whole: the loot and the action
        cards all there, one captain (but while one is elected), dens used once, and a turn
        whose phase can move on (_check_turn). PagamasState._from_json runs it on every state
        it loads (game.core.checks.whole)."""
        n = self.players
        ids = sorted(self.loot_places())
        assert ids == list(range(len(self.value))), f"'loot_deck', 'loot_discard', 'front', 'buried' and 'share': loot cards lost or doubled: {ids}"
        values = Counter(self.value)
        assert dict(values) == {v: k for v, k in cards.LOOT[n].items()}, f"'value': loot values {values}"
        held = Counter(self.action_deck) + Counter(self.action_discard)
        for h in (*self.hands, *self.sailors):
            held += Counter(h)
        assert dict(held) == cards.ACTION_DECK, f"'action_deck', 'action_discard', 'hands' and 'sailors': action cards {dict(held)} != {cards.ACTION_DECK}"
        for s in range(n):
            assert all(cards.is_sailor(k) for k in self.sailors[s]), f"'sailors'[{s}]: a non-sailor in front"
            assert not any(cards.is_sailor(k) for k in self.hands[s]), f"'hands'[{s}]: a sailor in hand"
        present = [r for r in self.roles if r is not None]
        assert len(present) == len(set(present)), f"'roles': a character twice: {self.roles}"
        assert all(r in self.characters for r in present), f"'roles': unknown character {self.roles}"
        if self.phase not in ("election", "over") and not (
                self.phase == "mutiny" and self.mutiny and self.mutiny.get("winner") == "mutineers"):
            assert present.count(cards.CAPTAIN) == 1, f"'roles': no captain: {self.roles}"
        for s in range(n):
            laid = [a["den"] for a in self.ambushes if a["trapper"] == s]
            used = laid + ([self.dens[s]] if self.dens[s] else [])
            assert len(used) == len(set(used)) and set(used) <= set(cards.DENS), \
                f"'dens' and 'ambushes': seat {s} uses dens {used}"
        assert self.phase in PHASES, f"'phase': {self.phase!r}"
        assert all(c < len(self.value) for k in self.known for c in k), "'known': loot cards that do not exist"
        self._check_turn()

    def _check_turn(self) -> None:
        """Broken (naming the field) unless the turn holds what its phases read, pop and pay:
        what each phase opens is there from that phase on and not before (the share, the dens,
        the ambushes, the revelation, the mutiny; the election and the phase it resumes), and
        the step of the phase (refloat, share, night, mutiny: their own checks)."""
        phase, step = self.phase, self.step
        if phase == "over":
            expect(not self.order and self.election is None and self.resume is None, "'order'",
                   "'election' and 'resume' must be empty at the end")
            return
        expect((self.election is None) == (phase != "election") and (self.resume is None) == (phase != "election"),
               "'election'", "and 'resume' must be set during an election, only")
        if phase == "election":
            mutiny.check_election(self)            # (the phase it resumes first)
        at = _TURN.index(self.resume[0] if phase == "election" else phase)
        expect((self.share is None) == (at < _TURN.index("share")), "'share'", "must be set from the share on, only")
        expect(at < _TURN.index("landing") or self.share["settled"], "'share'['settled']", "must be true after the share")
        dens = [d is not None for d in self.dens]
        expect(not any(dens) if at < _TURN.index("landing") or phase == "landing" and step == "salvage"
               else all(dens) if at > _TURN.index("landing") else True, "'dens'",
               "must be chosen at the landing: none before, every seat's after")
        expect(at >= _TURN.index("ambush") or not self.ambushes and not self.passed, "'ambushes'",
               "and 'passed' must be empty before the ambushes")
        expect(self.revealed == (at >= _TURN.index("revelation")) and (self.reveal is None) == (not self.revealed),
               "'revealed'", "and 'reveal' must be set from the revelation on, only")
        expect(at >= _TURN.index("revelation") or not self.ambush_hit, "'ambush_hit'", "must be false before the revelation")
        expect((self.mutiny is None) == (at < _TURN.index("mutiny")), "'mutiny'", "must be set in the mutiny, only")
        expect(at >= _TURN.index("mutiny") or not any(self.mutineer), "'mutineer'", "must be all false before the mutiny")
        if phase == "election":
            phase, step = self.resume
        if phase in ("refloat", "roles"):
            refloat.check(self)
        elif phase == "share":
            share.check(self)
        elif phase in ("landing", "ambush", "revelation"):
            night.check(self, phase, step)
        else:
            mutiny.check(self, step)

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict:
        d: dict = {"game": "pagamas", "rng": self.rng.to_json()}
        for name in _FIELDS:
            value = getattr(self, name)
            if name == "known":
                value = [sorted(k) for k in value]
            d[name] = _copy(value)
        return d

    @classmethod
    def _from_json(cls, d: Mapping) -> "PagamasState":
        saved.check(d)        # every field of its declared type and range, or refused now
        n = d["players"]
        if isinstance(n, bool) or not isinstance(n, int) or not 3 <= n <= 6:
            raise ValueError(f"players must be 3..6, got {n!r}")
        s = cls(n)
        s.rng = Rng.from_json(d["rng"])
        for name in _FIELDS:
            value = _copy(d[name])
            if name == "known":
                value = [set(int(c) for c in k) for k in value]
            setattr(s, name, value)
        if s.phase not in PHASES:
            raise ValueError(f"unknown phase {s.phase!r}")
        per_seat = (s.roles, s.mutineer, s.front, s.buried, s.known, s.hands, s.sailors, s.dens)
        if any(len(x) != n for x in per_seat):
            raise ValueError("per-seat lists have the wrong length")
        if s.characters != list(cards.characters_for(n)):
            raise ValueError(f"wrong characters for {n} players: {s.characters}")
        return checks.whole(s)
