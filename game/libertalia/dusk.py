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
    """Dusk, right to left: the rightmost character on the ship takes its booty (none for the
    Cabin Boy, two for the Cook) and goes to its den, until one must choose: its turn is kept
    in `s.turn` ({seat, rank, left}: the tokens it has still to take), carried on when the
    choice is made. Night falls when the ship is empty."""
    ship, space = s.ship, s.spaces[s.day - 1]
    t = s.turn
    while True:
        if t is not None:                     # a turn carried on after a choice
            seat, rank, left = t["seat"], t["rank"], t["left"]
            s.turn = t = None
            entry = [seat, rank]
            if entry not in ship:             # an officer sent it to the graveyard
                continue
        elif ship:
            entry = ship[-1]
            seat, rank = entry
            if rank == CABIN_BOY:
                left = 0
                if ev is not None:
                    ev.append(AbilityUsed(seat=seat, rank=rank, phase="dusk", note=_("takes no booty")))
            elif rank == COOK:
                left = 2
                if ev is not None:
                    ev.append(AbilityUsed(seat=seat, rank=rank, phase="dusk", note=_("takes two tokens")))
            else:
                left = 1
        else:
            night.begin(s, ev)
            return
        while left > 0 and space:
            kind = space[0]
            if space.count(kind) != len(space):     # two kinds or more: always a choice
                s.turn = {"seat": seat, "rank": rank, "left": left}
                ask(s, seat, "take", rank, ev, options, resolve, left)
                return
            left = _take(s, seat, rank, space, kind, left, ev)   # one kind: taken at once, as ask would
            if s.pending is not None:         # a sabre: the character to strike
                s.turn = {"seat": seat, "rank": rank, "left": left}
                return
            if entry not in ship:             # an officer sent it to the graveyard
                break
        else:
            ship.remove(entry)
            s.dens[seat].append(rank)
            if ev is not None:
                ev.append(ToDen(seat=seat, rank=rank))


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
    t = s.turn
    t["left"] = _take(s, t["seat"], t["rank"], s.spaces[s.day - 1], action.kind, t["left"], ev)


def _take(s, seat: int, rank: int, space: list, kind: str, left: int, ev: list | None) -> int:
    """`seat`'s character `rank`, whose dusk turn it is, takes a token of `kind` from today's
    `space`, `left` tokens still to take before; the tokens it has still to take after (0 when an
    officer sends it to the graveyard). A sabre asks whom to strike."""
    space.remove(kind)
    s.den_booty[seat].append(kind)
    if ev is not None:
        ev.append(BootyMoved(kinds=(kind,), source="day", target="den", seat=None, to_seat=seat,
                             day=s.day, cause="dusk"))
    if kind == "officer":
        discard_from_ship(s, seat, rank, "officer", seat, ev)
        return 0
    if kind == "sabre":
        ask(s, seat, "slash", rank, ev, options, resolve)
    return left - 1
