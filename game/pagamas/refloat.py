"""Phases 1 and 2: the refloat (discard the hand or not, draw 0-2, the Cook one more, the hand
limit) and the captain's role assignment; then the share opens."""
from __future__ import annotations

import itertools

from ..core.contract import Action, Event
from . import cards
from .actions import AssignRoles, DiscardDown, Refloat
from .common import draw_actions, judge, open_phase
from .events import CardDiscarded, HandDiscarded, RolesAssigned
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


def max_draw(s, seat: int) -> int:
    return cards.DRAW_MAX + (1 if s.roles[seat] == cards.COOK else 0)


def legal(s, seat: int) -> list[Action]:
    if s.phase == "roles":
        return _assignments(s)
    if s.step == "limit":
        return [DiscardDown(card=k) for k in sorted(set(s.hands[seat]))]
    out = []
    for discard in ((False, True) if s.hands[seat] else (False,)):
        left = 0 if discard else len(s.hands[seat])
        for k in range(max_draw(s, seat) + 1):
            if k == 0 or left + k <= cards.HAND_LIMIT:
                out.append(Refloat(discard_hand=discard, draw=k))
    return out


def _assignments(s) -> list[AssignRoles]:
    cap = s.captain
    others = [r for r in s.characters if r != cards.CAPTAIN]
    seats = [x for x in range(s.players) if x != cap]
    out = []
    for perm in itertools.permutations(others):
        roles = [None] * s.players
        roles[cap] = cards.CAPTAIN
        for x, r in zip(seats, perm):
            roles[x] = r
        out.append(AssignRoles(roles=tuple(roles)))
    return out


def apply(s, seat: int, action: Action, ev: list[Event] | None) -> None:
    if isinstance(action, Refloat):
        if action.discard_hand:
            if ev is not None:
                ev.append(HandDiscarded(seat=seat, cards=tuple(s.hands[seat])))
            s.action_discard += s.hands[seat]
            s.hands[seat] = []
        draw_actions(s, seat, action.draw, ev, "refloat")
        if len(s.hands[seat]) > cards.HAND_LIMIT:
            s.step = "limit"
        else:
            s.order.pop(0)
    elif isinstance(action, DiscardDown):
        s.hands[seat].remove(action.card)
        s.action_discard.append(action.card)
        if ev is not None:
            ev.append(CardDiscarded(seat=seat, card=action.card, why="limit"))
        if len(s.hands[seat]) <= cards.HAND_LIMIT:
            s.order.pop(0)
            s.step = "draw"
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
