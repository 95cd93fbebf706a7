"""The small moves every ability is made of: money to and from the bank or a seat, characters
to the graveyard, booty between the bag, the day spaces, the dens and the discard."""
from __future__ import annotations

from .events import BootyMoved, CharacterDiscarded, DoubloonsMoved

BANK_TOTAL = 13 * 10 + 15 * 5 + 45 * 1     # the box's doubloons: 250


def gain(s, seat: int, amount: int, cause, ev: list | None) -> int:
    """`seat` takes `amount` from the bank (what the bank has); returns what was paid."""
    if amount > s.bank:
        amount = s.bank
    if amount > 0:
        s.bank -= amount
        s.doubloons[seat] += amount
        if ev is not None:
            ev.append(DoubloonsMoved(amount=amount, payer=None, payee=seat, cause=cause))
    return amount


def pay(s, seat: int, amount: int, cause, ev: list | None, to: int | None = None) -> int:
    """`seat` pays `amount` (what it has) to the bank or to seat `to`; returns what was paid."""
    if amount > s.doubloons[seat]:
        amount = s.doubloons[seat]
    if amount > 0:
        s.doubloons[seat] -= amount
        if to is None:
            s.bank += amount
        else:
            s.doubloons[to] += amount
        if ev is not None:
            ev.append(DoubloonsMoved(amount=amount, payer=seat, payee=to, cause=cause))
    return amount


def discard_from_ship(s, seat: int, rank: int, cause, by, ev: list | None) -> None:
    s.ship.remove([seat, rank])
    s.graveyards[seat].append(rank)
    if ev is not None:
        ev.append(CharacterDiscarded(seat=seat, rank=rank, source="ship", cause=cause, by=by))


def discard_from_den(s, seat: int, rank: int, cause, by, ev: list | None) -> None:
    s.dens[seat].remove(rank)
    s.graveyards[seat].append(rank)
    if ev is not None:
        ev.append(CharacterDiscarded(seat=seat, rank=rank, source="den", cause=cause, by=by))


def discard_booty(s, seat: int, kinds: list[str], cause, ev: list | None) -> None:
    """Tokens of `seat`'s den leave the game for this campaign, face up (leave_den)."""
    if not kinds:
        return
    for k in kinds:
        leave_den(s, seat, k)
        s.discarded.append(k)
    if ev is not None:
        ev.append(BootyMoved(kinds=tuple(kinds), source="den", target="discard", seat=seat,
                             cause=cause))


def leave_den(s, seat: int, kind: str) -> None:
    """A token of `kind` leaves `seat`'s den in sight of all: one the rivals saw arrive if there
    is one (tokens of a kind are alike), else a face-down one, now known to be of that kind."""
    seen = s.den_booty[seat].count(kind) - s.den_hidden[seat].count(kind)
    s.den_booty[seat].remove(kind)
    if seen <= 0:
        s.den_hidden[seat].remove(kind)


def show_hidden(s, seat: int, kind: str) -> None:
    """One of `seat`'s face-down tokens is shown to be of `kind` (it stays in the den, face up
    now), unless the rivals already see one of that kind there."""
    if s.den_booty[seat].count(kind) - s.den_hidden[seat].count(kind) <= 0:
        s.den_hidden[seat].remove(kind)


def draw_from_bag(s) -> str | None:
    """One token from the bag: a forced one from the setup while it is in the bag, else the
    next of the shuffled bag; None when the bag is empty."""
    while s.forced_bag:
        kind = s.forced_bag.pop(0)
        if kind in s.bag:
            s.bag.remove(kind)
            return kind
    return s.bag.pop() if s.bag else None


def neighbours(players: int, seat: int) -> list[int]:
    """The right and left neighbours (one seat with 2 players)."""
    return sorted({(seat - 1) % players, (seat + 1) % players})


def left_of(players: int, seat: int) -> int:
    return (seat + 1) % players


def ask(s, seat: int, what: str, rank: int, ev: list | None, options, resolve,
        left: int | None = None) -> None:
    """Open a decision `what` for `seat`; with a single option it resolves at once, with none
    it is skipped. `options(s, seat, what)` lists the actions (kept for legal_actions: the
    decision is the last thing a transition does), `resolve` applies one; `left`: the tokens
    still to take (dusk)."""
    choices = options(s, seat, what)
    if not choices:
        return
    if len(choices) == 1:
        resolve(s, seat, choices[0], ev)
        return
    s.pending = ({"seat": seat, "action": what, "rank": rank} if left is None
                 else {"seat": seat, "action": what, "rank": rank, "left": left})
    s._choices = tuple(choices)
