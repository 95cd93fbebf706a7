"""Sailing: moves with their branches, the ghost ship's way, arriving, costs, treasures, shortages.

A move ends on one space (Sail chooses the branch at a fork or merge); there the mover
fights any ship (combat.py, never in Port Royal), then takes the lair's treasure or pays
the space: food at sea, doubloons in port. The player chooses which hold(s) pay (Pay)
whenever the choice leaves his holds differently ("Puedes elegir de qué Bodega(s)
quieres extraer los recursos"). Who cannot pay is short: he pays all he has and rolls
the combat die (2/4: back to the previous port, 6/8: sea, 10: lair, star: stay), maybe
choosing the way back at a merge (Retreat); the new space is never paid. Any ship, the
ghost ship too, that reaches Port Royal having gone round ends the game after the round.
Events are told only when `ev` is a list (None: trusted play, tasks.py).
"""
from __future__ import annotations

from ..core.contract import shared
from ..core.memo import LRU
from ..i18n import _, ngettext
from . import combat
from . import holds as H
from .actions import Pay, Retreat, Sail
from .cards import FACE_DOWN, SHORTAGE_TARGET, STAR
from .events import (ActionLost, ActionStarted, DieRolled, Finished, Paid, Sailed, Shortage,
                     TreasureFound)
from .tasks import TASKS, Task
from .words import amount, previous

PAYS = LRU(512)                     # holds.payment_key -> [Pay, ...]


class _Sails(dict):
    """Sail(dest) by destination, each the one shared instance (contract.shared); keyed on
    the circuit's spaces."""

    def __missing__(self, dest: int) -> Sail:
        sail = self[dest] = shared(Sail, dest)
        return sail


SAILS = _Sails()


def _retreat_to_action(dest: int) -> Retreat:
    return shared(Retreat, dest)


def sail(st, s, route, reason, ev):
    ship = st.ships[s]
    ship.space, ship.lap = route.dest, route.lap
    if ev is not None:
        ev.append(Sailed(ship=s, path=route.path, lap=route.lap, reason=reason))
    if route.finished:
        ship.finished = True
        if ev is not None:
            ev.append(Finished(ship=s))
        st.ending = True                  # the ghost ship's finish ends the game too


def _routes(st, t):
    ship = st.ships[t["ship"]]
    return st.circuit.routes(ship.space, ship.lap, t["dir"], t["n"])


def move(st, s, direction, n, ev) -> bool:
    """A card's move of ship `s`, now; True when it waits for the branch, its move task pushed."""
    ship = st.ships[s]
    routes = st.circuit.routes(ship.space, ship.lap, direction, n)
    if len(routes) > 1:
        st.stack.append({"t": "move", "ship": s, "dir": direction, "n": n})
        return True
    sail(st, s, routes[0], "card", ev)
    arrive(st, s, True, ev)
    return False


def _move_run(st, t, ev):
    st.stack.pop()
    return move(st, t["ship"], t["dir"], t["n"], ev)


def _move_to(st, t, route, ev):
    st.stack.pop()
    sail(st, t["ship"], route, "card", ev)
    arrive(st, t["ship"], True, ev)


def _move_options(st, t, seat):
    if seat != t["ship"]:
        return []
    return [SAILS[r.dest] for r in _routes(st, t)]


def _route_for(routes, to):
    return next(r for r in routes if r.dest == to)


TASKS["move"] = Task(
    run=_move_run,
    owners=lambda st, t: [t["ship"]],
    options=_move_options,
    decide=lambda st, t, seat, a, ev: _move_to(st, t, _route_for(_routes(st, t), a.to), ev),
    describe=lambda st, t: (ngettext("choose the branch to sail {n} space forward",
                                     "choose the branch to sail {n} spaces forward", t["n"])
                            if t["dir"] == "forward" else
                            ngettext("choose the branch to sail {n} space backward",
                                     "choose the branch to sail {n} spaces backward", t["n"])
                            ).format(n=t["n"]))


# ------------------------------------------------------------------ the ghost ship
def ghost_directions(st) -> tuple[str, ...]:
    """Alone in the lead: backwards; alone last: forwards; else the captain chooses."""
    g = st.ships[st.players]
    mine = st.circuit.progress(g.space, g.lap)
    others = [st.circuit.progress(sh.space, sh.lap) for sh in st.ships[:st.players]]
    if all(mine > o for o in others):
        return ("backward",)
    if all(mine < o for o in others):
        return ("forward",)
    return ("forward", "backward")


def _ghost_routes(st, t):
    g = st.ships[st.players]
    amount = st.day if t["slot"] == "day" else st.night
    return [r for d in ghost_directions(st) for r in st.circuit.routes(g.space, g.lap, d, amount)]


def _ghost_run(st, t, ev):
    g = st.players
    if "started" not in t:
        t["started"] = True
        st.acting = [g, t["slot"]]
        if st.ships[g].finished:
            st.stack.pop()
            if ev is not None:
                ev.append(ActionLost(ship=g, slot=t["slot"], reason="finished"))
            return False
        if ev is not None:
            dirs = ghost_directions(st)
            ev.append(ActionStarted(ship=g, slot=t["slot"], action=dirs[0] if len(dirs) == 1
                                    else "either", amount=st.day if t["slot"] == "day" else st.night))
    routes = _ghost_routes(st, t)
    if len(routes) > 1:
        return True
    _ghost_to(st, t, routes[0], ev)
    return False


def _ghost_to(st, t, route, ev):
    st.stack.pop()
    sail(st, st.players, route, "ghost", ev)
    arrive(st, st.players, False, ev)


TASKS["ghost_move"] = Task(
    run=_ghost_run,
    owners=lambda st, t: [st.captain],
    options=lambda st, t, seat: [SAILS[r.dest] for r in _ghost_routes(st, t)] if seat == st.captain else [],
    decide=lambda st, t, seat, a, ev: _ghost_to(st, t, _route_for(_ghost_routes(st, t), a.to), ev),
    describe=lambda st, t: _("the captain sails the ghost ship"))


# ------------------------------------------------------------------ arriving on a space
def arrive(st, s: int, pay: bool, ev, fight: bool = True) -> None:
    """Ship `s` ends a move: a combat first if another ship is there (never in Port Royal),
    the settling pushed under it (its task runs this with fight=False); else it settles at
    once: it takes a lair's treasure, or pays the space's cost (shortage if it cannot)."""
    ship = st.ships[s]
    space = ship.space
    if fight and space:                    # never in Port Royal
        others = []
        for o, sh in enumerate(st.ships):
            if sh.space == space and o != s:
                others.append(o)
        if others:
            st.stack.append({"t": "settle", "ship": s, "pay": pay})
            if len(others) == 1:
                st.stack.append(combat.new_combat(st, s, others[0]))
            else:
                st.stack.append({"t": "pick_target", "ship": s, "targets": others})
            return
    if space in st.tokens:
        st.tokens.remove(space)
        card = st.treasure_deck.pop(0)
        # The ghost ship keeps every treasure face down, unseen by anyone (rulebook:
        # "Hay que colocarlo bocabajo... Nadie puede mirar el contenido").
        face_up = card not in FACE_DOWN and s < st.players
        (ship.hidden if not face_up else ship.face_up).append(card)
        if card == "sixth_hold" and face_up:
            ship.holds.append(H.empty())
        if ev is not None:
            seen = None if face_up else ((s,) if s < st.players else ())
            ev.append(TreasureFound(ship=s, space=space, card=card, face_up=face_up, visible_to=seen))
        return
    c = st.circuit
    kind, cost = c.cost_type[space], c.cost[space]
    if not pay or s >= st.players or not kind or cost <= 0:
        return
    holds = ship.holds
    have, where = 0, -1
    for i, (k, n) in enumerate(holds):
        if k == kind:
            have += n
            where = i
    if have >= cost:
        if have == holds[where][1]:        # a single pile: a single way (holds.payments)
            _pay(st, s, kind, cost, ((where, cost),), ev)
            return
        ways = H.payments(holds, kind, cost)
        if len(ways) > 1:
            st.stack.append({"t": "pay", "ship": s, "kind": kind, "cost": cost})
        else:
            _pay(st, s, kind, cost, ways[0], ev)
        return
    if have:
        _pay(st, s, kind, cost, tuple(sorted(H.take([list(h) for h in ship.holds], kind, have))), ev)
    face = st.roll_combat()
    if ev is not None:
        ev.append(Shortage(ship=s, kind=kind, cost=cost, paid=have))
        ev.append(DieRolled(ship=s, face=face, purpose="shortage"))
    if face == STAR:
        return
    routes = c.retreats(space, ship.lap, SHORTAGE_TARGET[face])
    if len(routes) == 1:
        _retreat_to(st, s, routes[0], ev)
    else:
        st.stack.append({"t": "retreat", "ship": s, "target": SHORTAGE_TARGET[face]})


def _pay(st, s, kind, cost, taken, ev):
    holds = st.ships[s].holds
    paid = 0
    for i, n in taken:
        hold = holds[i]
        hold[1] -= n
        if hold[1] == 0:
            hold[0] = None
        paid += n
    st.bank[kind] += paid
    if ev is not None:
        ev.append(Paid(ship=s, kind=kind, amount=paid, cost=cost, taken=tuple(tuple(x) for x in taken)))


def _pay_options(st, t, seat):
    if seat != t["ship"]:
        return []
    holds = st.ships[t["ship"]].holds
    key = H.payment_key(holds, t["kind"], t["cost"])
    pays = PAYS.get(key)
    if pays is None:
        pays = PAYS[key] = [Pay(w) for w in H.payments(holds, t["kind"], t["cost"])]
    return list(pays)


def _pay_decide(st, t, seat, action, ev):
    st.stack.pop()
    _pay(st, t["ship"], t["kind"], t["cost"], action.taken, ev)


def _retreat_to(st, s, route, ev):
    sail(st, s, route, "shortage", ev)
    arrive(st, s, False, ev)


def _retreat_routes(st, t):
    ship = st.ships[t["ship"]]
    return st.circuit.retreats(ship.space, ship.lap, t["target"])


def _retreat_decide(st, t, seat, action, ev):
    route = _route_for(_retreat_routes(st, t), action.to)
    st.stack.pop()
    _retreat_to(st, t["ship"], route, ev)


def _arrive_run(st, t, ev):
    st.stack.pop()
    arrive(st, t["ship"], t["pay"], ev)
    return False


def _settle_run(st, t, ev):
    st.stack.pop()
    arrive(st, t["ship"], t["pay"], ev, fight=False)
    return False


TASKS["arrive"] = Task(run=_arrive_run)
TASKS["settle"] = Task(run=_settle_run)
TASKS["pay"] = Task(
    run=lambda st, t, ev: True,
    owners=lambda st, t: [t["ship"]],
    options=_pay_options,
    decide=_pay_decide,
    describe=lambda st, t: _("choose the hold(s) that pay {goods}").format(goods=amount(t["kind"], t["cost"])))
TASKS["retreat"] = Task(
    run=lambda st, t, ev: True,
    owners=lambda st, t: [t["ship"]],
    options=lambda st, t, seat: ([_retreat_to_action(r.dest) for r in _retreat_routes(st, t)]
                                 if seat == t["ship"] else []),
    decide=_retreat_decide,
    describe=lambda st, t: _("shortage: choose the way back to {place}").format(place=previous(t["target"])))


