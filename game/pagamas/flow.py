"""The turn's flow: the driver that moves on when a step is done, phase 1 (refloat), phase 2
(roles), the end of a turn and of the game, and the shared helpers (drawing action cards,
losing a character).
"""
from __future__ import annotations

import itertools

from ..core.contract import Action, Event
from . import cards
from .actions import AssignRoles, DiscardDown, Refloat
from .events import (ActionDeckShuffled, ActionsDrawn, CardDiscarded, CharacterLost, GameOver,
                     PhaseBegins, PromiseJudged, RolesAssigned, TurnBegins, TurnEnds)


# ------------------------------------------------------------------ the driver
def advance(s, ev: list[Event]) -> None:
    """Run what happens by itself until a seat must decide (or the game is over)."""
    from . import mutiny, night, share
    nexts = {"refloat": _next, "roles": _next, "share": share.next_step,
             "landing": night.next_step, "ambush": night.next_step,
             "revelation": night.next_step, "mutiny": mutiny.next_step,
             "election": mutiny.next_step}
    for _ in range(10000):
        if s.phase == "over" or s.to_move():
            return
        nexts[s.phase](s, ev)
    raise RuntimeError(f"the flow is stuck at {s.phase}/{s.step}")


# ------------------------------------------------------------------ helpers
def draw_one(s, ev: list[Event]) -> str | None:
    """The top action card (the discards shuffled in when the deck is empty); None: no card left."""
    if not s.action_deck:
        if not s.action_discard:
            return None
        s.action_deck = list(s.action_discard)
        s.action_discard = []
        s.rng.shuffle(s.action_deck)
        ev.append(ActionDeckShuffled(count=len(s.action_deck)))
    return s.action_deck.pop(0)


def draw_actions(s, seat: int, k: int, ev: list[Event], why: str) -> None:
    """`seat` draws `k` action cards into its hand; sailors go in front of it and are replaced."""
    kept: list[str] = []
    sailors: list[str] = []
    while len(kept) < k:
        card = draw_one(s, ev)
        if card is None:
            break
        if cards.is_sailor(card):
            s.sailors[seat].append(card)
            sailors.append(card)
        else:
            s.hands[seat].append(card)
            kept.append(card)
    ev.append(ActionsDrawn(seat=seat, count=len(kept), cards=tuple(kept), sailors=tuple(sailors),
                           why=why, visible_to=(seat,)))


def lose_character(s, seat: int, why: str, ev: list[Event], role: str | None = None) -> str | None:
    """The seat loses its character and discards its hand and sailors; returns the character
    (`role`: the one it held if already taken from it, the deposed captain's)."""
    role = role or s.roles[seat]
    s.roles[seat] = None
    s.mutineer[seat] = False
    hand, crew = tuple(s.hands[seat]), tuple(s.sailors[seat])
    s.action_discard += s.hands[seat] + s.sailors[seat]
    s.hands[seat], s.sailors[seat] = [], []
    ev.append(CharacterLost(seat=seat, role=role or "", why=why, hand=hand, sailors=crew))
    return role


def judge(s, promise: dict, kept: bool | None, ev: list[Event]) -> None:
    promise["kept"] = kept
    promise["judged"] = True
    ev.append(PromiseJudged(seat=promise["seat"], to=promise["to"], line=promise["line"],
                            kept=kept))


def open_phase(s, phase: str, step: str, ev: list[Event]) -> None:
    s.phase, s.step = phase, step
    ev.append(PhaseBegins(phase=phase))


# ------------------------------------------------------------------ turn
def start_turn(s, ev: list[Event]) -> None:
    s.share = None
    s.dens = [None] * s.players
    s.revealed = False
    s.ambushes = []
    s.ambush_hit = False
    s.passed = []
    s.reveal = None
    s.mutiny = None
    s.mutiny_done = False
    s.mutineer = [False] * s.players
    ev.append(TurnBegins(turn=s.turn, captain=s.captain, loot_left=len(s.loot_deck)))
    open_phase(s, "refloat", "draw", ev)
    s.order = s.from_seat(s.captain)


def end_turn(s, ev: list[Event]) -> None:
    ev.append(TurnEnds(turn=s.turn))
    s.mutineer = [False] * s.players
    if s.last_turn:
        s.phase, s.step, s.order = "over", "", []
        sc = s.scores()
        ev.append(GameOver(scores=tuple(sc),
                           buried=tuple(tuple(sorted(s.value[c] for c in p)) for p in s.buried),
                           winners=tuple(s.winners())))
        return
    s.turn += 1
    start_turn(s, ev)


def _next(s, ev: list[Event]) -> None:
    if s.phase == "refloat":
        open_phase(s, "roles", "assign", ev)
        return
    from . import share
    share.open_share(s, ev)


# ------------------------------------------------------------------ phases 1 and 2
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


def apply(s, seat: int, action: Action, ev: list[Event]) -> None:
    if isinstance(action, Refloat):
        if action.discard_hand:
            from .events import HandDiscarded
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
        ev.append(CardDiscarded(seat=seat, card=action.card, why="limit"))
        if len(s.hands[seat]) <= cards.HAND_LIMIT:
            s.order.pop(0)
            s.step = "draw"
    elif isinstance(action, AssignRoles):
        s.roles = list(action.roles)
        s.mutineer = [False] * s.players
        ev.append(RolesAssigned(captain=seat, roles=tuple(action.roles)))
        for p in s.promises:
            if p["line"] == cards.SECOND_NEXT and not p["judged"] and p["voted_yes"]:
                if p["seat"] == seat:
                    judge(s, p, action.roles[p["to"]] == cards.SECOND, ev)
        s.step = "done"
