"""A ship's holds: where a load may go, what must be emptied, and paying from them.

A hold is a two-item list [kind, amount]: [None, 0] when empty, else a resource and a
positive amount. A ship has 5 holds, and a 6th (always the last) while it owns the
"6th hold" treasure.
"""
from __future__ import annotations

from ..core.memo import LRU

Hold = list  # [kind | None, amount]


def empty() -> Hold:
    return [None, 0]


def total(holds: list[Hold], kind: str) -> int:
    amount = 0
    for k, n in holds:
        if k == kind:
            amount += n
    return amount


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


_PAYMENTS = LRU(512)       # payment_key -> the ways; game/core/memo.py


def payment_key(holds: list[Hold], kind: str, amount: int) -> tuple:
    """All that the ways to pay depend on: the piles of `kind` (where and how big), how many
    holds (where the 6th is) and the amount."""
    return tuple((i, n) for i, (k, n) in enumerate(holds) if k == kind), len(holds), amount


def payments(holds: list[Hold], kind: str, amount: int) -> list[tuple[tuple[int, int], ...]]:
    """`_payments`, remembered: the answer depends only on the piles of `kind` (where and how
    big), on where the 6th hold is and on the amount (searches and playouts ask about the
    same few piles again and again). A single pile has a single way, asked of nobody."""
    key = payment_key(holds, kind, amount)
    piles = key[0]
    if len(piles) == 1 and 0 < amount <= piles[0][1]:
        return [((piles[0][0], amount),)]
    ways = _PAYMENTS.get(key)
    if ways is None:
        ways = _PAYMENTS[key] = tuple(_payments(holds, kind, amount))
    return list(ways)


def _payments(holds: list[Hold], kind: str, amount: int) -> list[tuple[tuple[int, int], ...]]:
    """Every way to pay `amount` of `kind` that leaves the holds differently: tuples of
    (hold, taken) by hold. The five ordinary holds are alike, so ways that differ only by
    which of two alike holds pays are one way (the lower hold pays); the 6th hold (the
    last, it can be stolen) counts apart. The first way is `take`'s smallest-piles-first;
    a single way means there is nothing to choose. Needs enough of `kind`."""
    mine = [i for i, (k, _) in enumerate(holds) if k == kind]
    sixth = len(holds) - 1 if len(holds) > 5 else None

    def key(taken) -> tuple:
        after = {i: holds[i][1] for i in mine}
        for i, n in taken:
            after[i] -= n
        return tuple(sorted(v for i, v in after.items() if i != sixth)), after.get(sixth)

    trial = [list(h) for h in holds]
    first = tuple(sorted(take(trial, kind, amount)))
    found: dict = {key(first): first}

    def walk(j: int, left: int, taken: tuple) -> None:
        if j == len(mine):
            if left == 0:
                found.setdefault(key(taken), taken)
            return
        i = mine[j]
        for n in range(min(holds[i][1], left), -1, -1):
            walk(j + 1, left - n, taken + ((i, n),) if n else taken)

    walk(0, amount, ())
    return list(found.values())


def value(holds: list[Hold]) -> dict[str, int]:
    """Amount per resource."""
    out: dict[str, int] = {}
    for k, n in holds:
        if k is not None:
            out[k] = out.get(k, 0) + n
    return out
