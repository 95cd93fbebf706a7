"""A ship's holds: where a load may go, what must be emptied, and paying from them.

A hold is a two-item list [kind, amount]: [None, 0] when empty, else a resource and a
positive amount. A ship has 5 holds, and a 6th (always the last) while it owns the
"6th hold" treasure.
"""
from __future__ import annotations

Hold = list  # [kind | None, amount]


def empty() -> Hold:
    return [None, 0]


def total(holds: list[Hold], kind: str) -> int:
    return sum(n for k, n in holds if k == kind)


def first_empty(holds: list[Hold]) -> int | None:
    for i, (k, _) in enumerate(holds):
        if k is None:
            return i
    return None


def dump_choices(holds: list[Hold], kind: str) -> list[int]:
    """With no empty hold: the holds that may be emptied to make room for `kind`
    (never one holding that kind). Empty list: the load is lost."""
    return [i for i, (k, _) in enumerate(holds) if k is not None and k != kind]


def take(holds: list[Hold], kind: str, amount: int) -> list[tuple[int, int]]:
    """Remove `amount` of `kind`, smallest piles first (freeing holds soonest; ties: the
    lower hold). Returns [(hold, taken), ...]. The caller checks there is enough."""
    taken = []
    order = sorted((n, i) for i, (k, n) in enumerate(holds) if k == kind)
    for n, i in order:
        if amount <= 0:
            break
        t = min(n, amount)
        holds[i][1] -= t
        if holds[i][1] == 0:
            holds[i][0] = None
        amount -= t
        taken.append((i, t))
    return taken


def value(holds: list[Hold]) -> dict[str, int]:
    """Amount per resource."""
    out: dict[str, int] = {}
    for k, n in holds:
        if k is not None:
            out[k] = out.get(k, 0) + n
    return out
