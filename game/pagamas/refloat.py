"""Phases 1 and 2: the refloat (discard the whole hand or not, then complete it to 2 cards; the
Cook one more) and the captain's role assignment; then the share opens.

«Ciascun giocatore inizia il turno con 2 carte Azioni in mano, e deve dunque completare la sua
mano pescando una, due oppure nessuna carta.» The draw is not a choice: a hand of 2 or more
draws none, a hand of 1 draws one, an empty hand two («E' possibile scartare tutte le carte in
mano prima di pescare»: the one choice is whether to discard the whole hand first).
"""
from __future__ import annotations

import itertools

from ..core.checks import expect
from ..core.contract import Action, Event, shared
from . import cards
from .actions import AssignRoles, Refloat
from .common import draw_actions, judge, open_phase
from .events import HandDiscarded, RolesAssigned
from .share import open_share


def next_step(s, ev: list[Event] | None) -> None:
    """Called when nobody is left to act: refloat done -> roles; roles done -> the share."""
    if s.phase == "refloat":
        open_phase(s, "roles", "assign", ev)
    else:
        open_share(s, ev)


def to_move(s) -> list[int]:
    if s.phase == "refloat":
        return s.order[:1]
    return [s.captain] if s.step == "assign" else []


def draw_count(s, seat: int, discard_hand: bool) -> int:
    """The cards `seat` draws at the refloat: what completes its hand (kept, or discarded first)
    to REFLOAT_HAND, and the Cook's extra card on top."""
    held = 0 if discard_hand else len(s.hands[seat])
    extra = cards.COOK_EXTRA if s.roles[seat] == cards.COOK else 0
    return max(0, cards.REFLOAT_HAND - held) + extra


def legal(s, seat: int) -> list[Action]:
    if s.phase == "roles":
        return list(_assignments(tuple(s.characters), s.captain, s.players))
    keep = shared(Refloat, False, draw_count(s, seat, False))
    if not s.hands[seat]:
        return [keep]
    return [keep, shared(Refloat, True, draw_count(s, seat, True))]


_ASSIGNMENTS: dict[tuple, tuple] = {}       # (characters, captain, players) -> the AssignRoles


def _assignments(characters: tuple, cap: int, players: int) -> tuple[AssignRoles, ...]:
    """Every way the captain can hand out the other characters (up to 120 at 6 players): made
    once per table and captain's seat, then shared (actions are frozen values)."""
    key = (characters, cap, players)
    found = _ASSIGNMENTS.get(key)
    if found is not None:
        return found
    others = [r for r in characters if r != cards.CAPTAIN]
    seats = [x for x in range(players) if x != cap]
    out = []
    for perm in itertools.permutations(others):
        roles = [None] * players
        roles[cap] = cards.CAPTAIN
        for x, r in zip(seats, perm):
            roles[x] = r
        out.append(AssignRoles(roles=tuple(roles)))
    found = _ASSIGNMENTS[key] = tuple(out)
    return found


def apply(s, seat: int, action: Action, ev: list[Event] | None) -> None:
    if isinstance(action, Refloat):
        if action.discard_hand:
            if ev is not None:
                ev.append(HandDiscarded(seat=seat, cards=tuple(s.hands[seat])))
            s.action_discard += s.hands[seat]
            s.hands[seat] = []
        draw_actions(s, seat, action.draw, ev, "refloat")
        s.order.pop(0)
    elif isinstance(action, AssignRoles):
        s.roles = list(action.roles)
        s.mutineer = [False] * s.players
        if ev is not None:
            ev.append(RolesAssigned(captain=seat, roles=tuple(action.roles)))
        for p in s.promises:
            if p["line"] == cards.SECOND_NEXT and not p["judged"] and p["voted_yes"]:
                if p["seat"] == seat:
                    judge(s, p, action.roles[p["to"]] == cards.SECOND, ev)
        s.step = "done"


def check(s) -> None:
    """Broken unless the refloat's seats still to draw are the last of the turn order from the
    captain (each pops itself), and the roles wait for the captain."""
    if s.phase == "refloat":
        expect(s.step == "draw", "'step'", f"must be 'draw' in the refloat, got {s.step!r}")
        round_ = s.from_seat(s.captain)
        expect(s.order == round_[len(round_) - len(s.order):], "'order'",
               f"must be the seats still to refloat, the last of {round_}, got {s.order}")
    else:
        expect(s.step in ("assign", "done"), "'step'", f"must be 'assign' or 'done' for the roles, got {s.step!r}")
