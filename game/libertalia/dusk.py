"""The dusk phase: right to left, each character takes booty from today's space (none for the
Cabin Boy, two for the Cook), a sabre or an officer resolved at once, then goes to its den."""
from __future__ import annotations

from ..i18n import _
from . import night
from .actions import Slash, Take
from .booty import ORDER
from .characters import CABIN_BOY, COOK, RANKS
from .events import AbilityUsed, BootyMoved, ToDen
from .moves import ask, discard_from_den, discard_from_ship, neighbours


def run(s, ev: list | None) -> None:
    """Dusk, right to left: each character (the rightmost on the ship; begin_turn) takes its
    booty and goes to its den, until one must choose (its turn kept in `s.turn`, carried on
    when the choice is made); night falls when the ship is empty."""
    ship, space = s.ship, s.spaces[s.day - 1]
    while True:
        t = s.turn
        if t is None:
            if not ship:
                night.begin(s, ev)
                return
            t = begin_turn(s, ev)
        seat, rank = t["seat"], t["rank"]
        entry = [seat, rank]
        while True:
            if entry not in ship:             # an officer sent it to the graveyard
                s.turn = None
                break
            if t["left"] > 0 and space:
                if space.count(space[0]) == len(space):     # one kind: taken at once, as ask would
                    _take(s, seat, space[0], ev)
                else:
                    ask(s, seat, "take", rank, ev, options, resolve, t["left"])
                if s.pending is not None:
                    return
                continue
            ship.remove(entry)
            s.dens[seat].append(rank)
            if ev is not None:
                ev.append(ToDen(seat=seat, rank=rank))
            s.turn = None
            break


def begin_turn(s, ev: list | None) -> dict:
    """The rightmost character on the ship starts its dusk turn (s.turn, returned)."""
    seat, rank = s.ship[-1]
    left = 1
    if rank == CABIN_BOY:
        left = 0
        if ev is not None:
            ev.append(AbilityUsed(seat=seat, rank=rank, phase="dusk", note=_("takes no booty")))
    elif rank == COOK:
        left = 2
        if ev is not None:
            ev.append(AbilityUsed(seat=seat, rank=rank, phase="dusk", note=_("takes two tokens")))
    t = s.turn = {"seat": seat, "rank": rank, "left": left}
    return t


# Actions are frozen values, made once and shared: a Take per kind, the Takes a day space
# offers by the kinds on it (at most 2**7 sets), a Slash per (seat, rank).
_TAKES = {k: Take(k) for k in ORDER}
_TAKE_LISTS: dict[frozenset, tuple] = {}
_SLASHES = {(seat, r): Slash(seat, r) for seat in range(6) for r in RANKS}


def options(s, seat: int, what: str) -> tuple | list:
    """The actions of a dusk decision, in order (not to be changed: a take's are shared)."""
    if what == "take":         # a Take per kind of token on the space, in the canonical order
        kinds = frozenset(s.spaces[s.day - 1])
        takes = _TAKE_LISTS.get(kinds)
        if takes is None:
            takes = _TAKE_LISTS[kinds] = tuple(_TAKES[k] for k in ORDER if k in kinds)
        return takes
    if what == "slash":
        return [_SLASHES[o, r] for o in neighbours(s.players, seat) for r in sorted(s.dens[o])]
    raise ValueError(f"no dusk choice {what!r}")


def resolve(s, seat: int, action, ev: list | None) -> None:
    if not isinstance(action, Take):
        if not isinstance(action, Slash):
            raise ValueError(f"not a dusk choice: {action!r}")
        discard_from_den(s, action.seat, action.rank, "sabre", seat, ev)
        return
    _take(s, seat, action.kind, ev)


def _take(s, seat: int, kind: str, ev: list | None) -> None:
    """The character whose dusk turn it is takes a token of `kind` from today's space."""
    t = s.turn
    s.spaces[s.day - 1].remove(kind)
    s.den_booty[seat].append(kind)
    t["left"] -= 1
    if ev is not None:
        ev.append(BootyMoved(kinds=(kind,), source="day", target="den", seat=None, to_seat=seat,
                             day=s.day, cause="dusk"))
    if kind == "officer":
        t["left"] = 0
        discard_from_ship(s, seat, t["rank"], "officer", seat, ev)
    elif kind == "sabre":
        ask(s, seat, "slash", t["rank"], ev, options, resolve)
