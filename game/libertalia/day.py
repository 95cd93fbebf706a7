"""The day phase: each character's day ability, left to right, and the choices some ask for
(Parrot, Recruiter, Preacher, Gunner, Merchant, Surgeon)."""
from __future__ import annotations

from collections import Counter

from ..core.contract import shared
from ..i18n import _, ngettext
from . import characters as C
from .actions import Heal, Keep, Recruit, Replay, Shoot, Trade
from .booty import ORDER
from .events import (AbilityUsed, BootyDrawn, BootyMoved, CharacterPlayed, CharacterReturned,
                     PhaseBegins)
from .moves import (ask, discard_booty, discard_from_den, discard_from_ship, draw_from_bag, gain,
                    left_of, pay)


def run(s, ev: list | None) -> None:
    """The day, left to right: the leftmost character whose day turn is not over uses its day
    ability (nothing for the others), until one asks for a decision; then dusk falls."""
    acted = s.acted
    while s.pending is None:
        for entry in s.ship:
            if entry not in acted:
                break
        else:
            s.phase = "dusk"
            if ev is not None:
                ev.append(PhaseBegins(campaign=s.campaign, day=s.day, phase="dusk"))
            return
        acted.append(entry)             # the ship's own entry (never changed in place)
        seat, rank = entry
        handler = _ABILITIES.get(rank)
        if handler is not None:
            handler(s, seat, rank, ev)


def _used(ev: list, seat, rank, note=""):
    """The AbilityUsed event (its caller checks there are events to write: its note is words)."""
    ev.append(AbilityUsed(seat=seat, rank=rank, phase="day", note=note))


# ------------------------------------------------------------------ the abilities
def parrot(s, seat, rank, ev):
    if ev is not None:
        _used(ev, seat, rank, _("replays from hand") if s.hands[seat] else _("no card to replay"))
    discard_from_ship(s, seat, rank, rank, seat, ev)
    ask(s, seat, "replay", rank, ev, options, resolve)


def monkey(s, seat, rank, ev):
    relics = [k for k in s.den_booty[seat] if k == "relic"]
    to = left_of(s.players, seat)
    if ev is not None:
        _used(ev, seat, rank, ngettext("{n} relic to the left", "{n} relics to the left", len(relics)).format(
            n=len(relics)))
    if relics:                      # handed over in sight of all: face-down relics are shown
        s.den_booty[seat] = [k for k in s.den_booty[seat] if k != "relic"]
        s.den_hidden[seat] = [k for k in s.den_hidden[seat] if k != "relic"]
        s.den_booty[to].extend(relics)
        if ev is not None:
            ev.append(BootyMoved(kinds=tuple(relics), source="den", target="den", seat=seat,
                                 to_seat=to, cause=rank))


def beggar(s, seat, rank, ev):
    owner = s.ship[-1][0]
    if owner == seat:
        if ev is not None:
            _used(ev, seat, rank, _("the highest character is yours"))
        return
    if ev is not None:
        _used(ev, seat, rank, _("the highest character's owner gives 3"))   # who: the DoubloonsMoved event
    pay(s, owner, 3, rank, ev, to=seat)


def recruiter(s, seat, rank, ev):
    if ev is not None:
        _used(ev, seat, rank, _("takes a character back") if s.dens[seat] else _("empty den"))
    ask(s, seat, "recruit", rank, ev, options, resolve)


def preacher(s, seat, rank, ev):
    if ev is not None:
        _used(ev, seat, rank, _("keeps one token"))
    ask(s, seat, "keep", rank, ev, options, resolve)


def carpenter(s, seat, rank, ev):
    loss = s.doubloons[seat] // 2
    if ev is not None:
        _used(ev, seat, rank, f"-{loss}")
    pay(s, seat, loss, rank, ev)


def french_officer(s, seat, rank, ev):
    poor = s.doubloons[seat] < 9
    if ev is not None:
        _used(ev, seat, rank, "+5" if poor else _("9 or more: nothing"))
    if poor:
        gain(s, seat, 5, rank, ev)


def voodoo_witch(s, seat, rank, ev):
    n = len(s.graveyards[seat])
    if ev is not None:
        _used(ev, seat, rank, f"+{2 * n}")
    gain(s, seat, 2 * n, rank, ev)


def brute(s, seat, rank, ev):
    victim = s.ship[-1]
    if ev is not None:
        _used(ev, seat, rank, _("kills the character {name}").format(name=C.name(victim[1])))
    discard_from_ship(s, victim[0], victim[1], rank, seat, ev)


def gunner(s, seat, rank, ev):
    if ev is not None:
        _used(ev, seat, rank, _("pays 3 and shoots"))
    pay(s, seat, 3, rank, ev)
    ask(s, seat, "shoot", rank, ev, options, resolve)


def spanish_spy(s, seat, rank, ev):
    """The officers are discarded in sight of all; the tokens drawn for them go into the den
    face down, as all booty does («boca abajo en su guarida»), and nobody saw them: the
    rivals learn how many, the owner which (den_hidden), the day of rest shows them."""
    officers = [k for k in s.den_booty[seat] if k == "officer"]
    if ev is not None:
        _used(ev, seat, rank, ngettext("trades {n} officer", "trades {n} officers", len(officers)).format(
            n=len(officers)))
    discard_booty(s, seat, officers, rank, ev)
    drawn = [k for k in (draw_from_bag(s) for _ in officers) if k is not None]
    if drawn:
        s.den_booty[seat].extend(drawn)
        s.den_hidden[seat].extend(drawn)
        if ev is not None:
            ev.append(BootyDrawn(seat=seat, count=len(drawn), kinds=tuple(drawn), cause=rank,
                                 visible_to=(seat,)))


def bosun(s, seat, rank, ev):
    n = sum(1 for r in s.dens[seat] if r < rank)
    if ev is not None:
        _used(ev, seat, rank, f"+{2 * n}")
    gain(s, seat, 2 * n, rank, ev)


def merchant(s, seat, rank, ev):
    if ev is not None:
        can = any(v >= 2 for v in Counter(s.den_booty[seat]).values())
        _used(ev, seat, rank, _("sells identical tokens") if can else _("nothing to sell"))
    ask(s, seat, "trade", rank, ev, options, resolve)


def surgeon(s, seat, rank, ev):
    if ev is not None:
        _used(ev, seat, rank, _("heals one") if s.graveyards[seat] else _("empty graveyard"))
    ask(s, seat, "heal", rank, ev, options, resolve)


def gambler(s, seat, rank, ev):
    n = len(s.den_booty[seat])
    if ev is not None:
        _used(ev, seat, rank, f"-{n}")
    pay(s, seat, n, rank, ev)


def quartermaster(s, seat, rank, ev):
    n = len(s.den_booty[seat])
    if ev is not None:
        _used(ev, seat, rank, f"+{n}")
    gain(s, seat, n, rank, ev)


def captain(s, seat, rank, ev):
    if ev is not None:
        _used(ev, seat, rank, "+3")
    gain(s, seat, 3, rank, ev)


def spanish_governor(s, seat, rank, ev):
    if ev is not None:
        _used(ev, seat, rank, ngettext("discards {n} character", "discards {n} characters",
                                           len(s.dens[seat])).format(n=len(s.dens[seat])))
    for r in sorted(s.dens[seat]):
        discard_from_den(s, seat, r, rank, seat, ev)


_ABILITIES = {
    C.PARROT: parrot, C.MONKEY: monkey, C.BEGGAR: beggar, C.RECRUITER: recruiter,
    C.PREACHER: preacher, C.CARPENTER: carpenter, C.FRENCH_OFFICER: french_officer,
    C.VOODOO_WITCH: voodoo_witch, C.BRUTE: brute, C.GUNNER: gunner, C.SPANISH_SPY: spanish_spy,
    C.BOSUN: bosun, C.MERCHANT: merchant, C.SURGEON: surgeon, C.GAMBLER: gambler,
    C.QUARTERMASTER: quartermaster, C.CAPTAIN: captain, C.SPANISH_GOVERNOR: spanish_governor,
}


# ------------------------------------------------------------------ the choices
def options(s, seat: int, what: str) -> list:
    if what == "replay":
        return [_REPLAYS[r] for r in sorted(s.hands[seat])]
    if what == "recruit":
        return [_RECRUITS[r] for r in sorted(s.dens[seat])]
    if what == "keep":
        return [_KEEPS[k] for k in _kinds(s.den_booty[seat])]
    if what == "shoot":
        return [_SHOTS[o, r] for o in range(s.players) for r in sorted(s.dens[o])]
    if what == "trade":
        c = Counter(s.den_booty[seat])
        return [shared(Trade, k, n) for k in _kinds(s.den_booty[seat]) for n in (2, 3) if c[k] >= n]
    if what == "heal":
        return [_HEALS[r] for r in sorted(set(s.graveyards[seat]))]
    raise ValueError(f"no day choice {what!r}")


# Actions are frozen values: the choices are made once and shared.
_REPLAYS = {r: Replay(r) for r in C.RANKS}
_RECRUITS = {r: Recruit(r) for r in C.RANKS}
_HEALS = {r: Heal(r) for r in C.RANKS}
_KEEPS = {k: Keep(k) for k in ORDER}
_SHOTS = {(seat, r): Shoot(seat, r) for seat in range(6) for r in C.RANKS}


def _kinds(tokens) -> list[str]:
    return [k for k in ORDER if k in tokens]


def resolve(s, seat: int, action, ev: list | None) -> None:
    rank = action.rank if hasattr(action, "rank") else None
    if isinstance(action, Replay):
        s.from_hand(seat, rank)
        index = s.place_on_ship(seat, rank)
        if ev is not None:
            ev.append(CharacterPlayed(seat=seat, rank=rank, index=index,
                                      ship=tuple(tuple(e) for e in s.ship)))
    elif isinstance(action, Recruit):
        s.dens[seat].remove(rank)
        s.hands[seat].append(rank)
        s.hands[seat].sort()
        if ev is not None:
            ev.append(CharacterReturned(seat=seat, rank=rank, source="den"))
    elif isinstance(action, Keep):
        rest = list(s.den_booty[seat])
        rest.remove(action.kind)
        discard_booty(s, seat, rest, C.PREACHER, ev)
    elif isinstance(action, Shoot):
        discard_from_den(s, action.seat, action.rank, C.GUNNER, seat, ev)
    elif isinstance(action, Trade):
        discard_booty(s, seat, [action.kind] * action.count, C.MERCHANT, ev)
        gain(s, seat, 3 if action.count == 2 else 5, C.MERCHANT, ev)
    elif isinstance(action, Heal):
        s.graveyards[seat].remove(rank)
        s.hands[seat].append(rank)
        s.hands[seat].sort()
        s.secret[seat].append([rank, "graveyard"])
        if ev is not None:
            ev.append(CharacterReturned(seat=seat, rank=rank, source="graveyard", visible_to=(seat,)))
    else:
        raise ValueError(f"not a day choice: {action!r}")
