"""Loading a hold (rulebook, "Abastecimiento"): into an empty hold, else empty another one.

A load goes into the first empty hold. With none, the player empties a hold of another
resource back to the bank (a Dump decision, automatic with a single choice); if every
hold holds that resource, the load is lost. Plunder follows the same rules; goods that
find no hold go back to the bank. Events are told only when `ev` is a list (None: trusted
play, tasks.py).
"""
from __future__ import annotations

from ..core.checks import expect
from ..i18n import _
from . import holds as H
from .actions import Dump
from .events import BankShort, Dumped, Loaded, LoadLost
from .tasks import TASKS, Task
from .words import amount

DUMPS = tuple(Dump(i) for i in range(6))     # actions are values: one shared instance per hold


def load(st, s, kind, n, source, by, ev) -> bool:
    """Load `n` of `kind` into ship `s` now (from the bank, or plundered: `by` decides for the
    ghost ship, None for a card's load); True when it waits for the hold to empty, its load
    task pushed."""
    bank = st.bank
    if source == "bank" and n > bank[kind]:
        if ev is not None:
            ev.append(BankShort(kind=kind, wanted=n, given=bank[kind]))
        n = bank[kind]
    if n <= 0:
        return False
    holds = st.ships[s].holds
    for hold, (k, _) in enumerate(holds):       # the first empty hold (holds.first_empty)
        if k is None:
            break
    else:
        choices = H.dump_choices(holds, kind)
        if len(choices) > 1:
            task = {"t": "load", "ship": s, "kind": kind, "n": n, "source": source}
            if by is not None:
                task["by"] = by
            st.stack.append(task)
            return True
        if not choices:
            if source != "bank":
                bank[kind] += n
            if ev is not None:
                ev.append(LoadLost(ship=s, kind=kind, amount=n, source=source))
            return False
        hold = choices[0]
        _dump(st, s, hold, ev)
    if source == "bank":
        bank[kind] -= n
    holds[hold] = [kind, n]
    if ev is not None:
        ev.append(Loaded(ship=s, hold=hold, kind=kind, amount=n, source=source))
    return False


def _load_run(st, t, ev):
    st.stack.pop()
    return load(st, t["ship"], t["kind"], t["n"], t["source"], t.get("by"), ev)


def _dump(st, s, hold, ev):
    kind, amount = st.ships[s].holds[hold]
    st.bank[kind] += amount
    st.ships[s].holds[hold] = H.empty()
    if ev is not None:
        ev.append(Dumped(ship=s, hold=hold, kind=kind, amount=amount))


def _load_decide(st, t, seat, action, ev):
    """Empty the chosen hold to the bank (`_dump`), then load into it (as `load` does)."""
    st.stack.pop()
    s, hold, kind, n, source = t["ship"], action.hold, t["kind"], t["n"], t["source"]
    holds, bank = st.ships[s].holds, st.bank
    was, amount = holds[hold]
    bank[was] += amount
    if ev is not None:
        ev.append(Dumped(ship=s, hold=hold, kind=was, amount=amount))
    if source == "bank":
        bank[kind] -= n
    holds[hold] = [kind, n]
    if ev is not None:
        ev.append(Loaded(ship=s, hold=hold, kind=kind, amount=n, source=source))


def _load_owners(st, t):
    s = t["ship"]
    return [s if s < st.players else st.controller(s, t.get("by"))]


def _load_options(st, t, seat):
    s = t["ship"]
    if seat != (s if s < st.players else st.controller(s, t.get("by"))):
        return []
    kind = t["kind"]         # every hold is full: those of another kind (holds.dump_choices)
    return [DUMPS[i] for i, (k, _) in enumerate(st.ships[s].holds) if k != kind]


TASKS["load"] = Task(
    run=_load_run,
    owners=_load_owners,
    options=_load_options,
    decide=_load_decide,
    describe=lambda st, t: _("every hold is full: empty one to load {goods}").format(
        goods=amount(t["kind"], t["n"])))




def check_task(st, t: dict, where: str) -> None:
    """Broken unless the load task `t` waits as `load` leaves one: every hold of its ship full
    and more than one to empty (a hold of another kind), the goods there to load, a ghost
    ship's plunder gold (the rest went overboard), and a seat that exists to decide."""
    s, kind = t["ship"], t["kind"]
    expect(s < len(st.ships), where, f"must load a ship of the table, got {s}")
    holds = st.ships[s].holds
    expect(H.first_empty(holds) is None and len(H.dump_choices(holds, kind)) > 1, where,
           "must wait for a hold to empty: every hold full, more than one of another kind")
    expect(t["source"] == "plunder" or t["n"] <= st.bank[kind], where, f"must load no more {kind} than the bank holds")
    expect(s < st.players or kind == "gold", where, "must be gold, if the ghost ship loads it")
    expect(t.get("by", -1) < st.players, where, f"must be decided by a seat of the table, got {t.get('by')}")
