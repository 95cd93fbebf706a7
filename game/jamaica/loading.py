"""Loading a hold (rulebook, "Abastecimiento"): into an empty hold, else empty another one.

A load goes into the first empty hold. With none, the player empties a hold of another
resource back to the bank (a Dump decision, automatic with a single choice); if every
hold holds that resource, the load is lost. Plunder follows the same rules; goods that
find no hold go back to the bank. Events are told only when `ev` is a list (None: trusted
play, tasks.py).
"""
from __future__ import annotations

from ..i18n import _
from . import holds as H
from .actions import Dump
from .events import BankShort, Dumped, Loaded, LoadLost
from .tasks import TASKS, Task, pop
from .words import amount

DUMPS = tuple(Dump(i) for i in range(6))     # actions are values: one shared instance per hold


def _load_run(st, t, ev):
    ship, kind, n = st.ships[t["ship"]], t["kind"], t["n"]
    if t["source"] == "bank" and n > st.bank[kind]:
        if ev is not None:
            ev.append(BankShort(kind=kind, wanted=n, given=st.bank[kind]))
        n = t["n"] = st.bank[kind]
    if n <= 0:
        pop(st, t)
        return False
    hold = H.first_empty(ship.holds)
    if hold is None:
        choices = H.dump_choices(ship.holds, kind)
        if len(choices) > 1:
            return True
        if not choices:
            pop(st, t)
            if t["source"] != "bank":
                st.bank[kind] += n
            if ev is not None:
                ev.append(LoadLost(ship=t["ship"], kind=kind, amount=n, source=t["source"]))
            return False
        hold = choices[0]
        _dump(st, t["ship"], hold, ev)
    _stow(st, t, hold, ev)
    return False


def _dump(st, s, hold, ev):
    kind, amount = st.ships[s].holds[hold]
    st.bank[kind] += amount
    st.ships[s].holds[hold] = H.empty()
    if ev is not None:
        ev.append(Dumped(ship=s, hold=hold, kind=kind, amount=amount))


def _stow(st, t, hold, ev):
    pop(st, t)
    kind, n = t["kind"], t["n"]
    if t["source"] == "bank":
        st.bank[kind] -= n
    st.ships[t["ship"]].holds[hold] = [kind, n]
    if ev is not None:
        ev.append(Loaded(ship=t["ship"], hold=hold, kind=kind, amount=n, source=t["source"]))


def _load_decide(st, t, seat, action, ev):
    _dump(st, t["ship"], action.hold, ev)
    _stow(st, t, action.hold, ev)


TASKS["load"] = Task(
    run=_load_run,
    owners=lambda st, t: [st.controller(t["ship"], t.get("by"))],
    options=lambda st, t, seat: [DUMPS[i] for i in H.dump_choices(st.ships[t["ship"]].holds,
                                                                  t["kind"])],
    decide=_load_decide,
    describe=lambda st, t: _("every hold is full: empty one to load {goods}").format(
        goods=amount(t["kind"], t["n"])))


