"""Moves the phases share: drawing action cards, losing a character, judging a promise,
opening a phase."""
from __future__ import annotations

from ..core.contract import Event
from . import cards
from .events import (ActionDeckShuffled, ActionsDrawn, CharacterLost, PhaseBegins,
                     PromiseJudged)


def draw_one(s, ev: list[Event] | None) -> str | None:
    """The top action card (the discards shuffled in when the deck is empty); None: no card left."""
    if not s.action_deck:
        if not s.action_discard:
            return None
        s.action_deck = list(s.action_discard)
        s.action_discard = []
        s.rng.shuffle(s.action_deck)
        if ev is not None:
            ev.append(ActionDeckShuffled(count=len(s.action_deck)))
    return s.action_deck.pop(0)


def draw_actions(s, seat: int, k: int, ev: list[Event] | None, why: str) -> None:
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
    if ev is not None:
        ev.append(ActionsDrawn(seat=seat, count=len(kept), cards=tuple(kept), sailors=tuple(sailors),
                               why=why, visible_to=(seat,)))


def lose_character(s, seat: int, why: str, ev: list[Event] | None, role: str | None = None) -> str | None:
    """The seat loses its character and discards its hand and sailors; returns the character
    (`role`: the one it held if already taken from it, the deposed captain's)."""
    role = role or s.roles[seat]
    s.roles[seat] = None
    s.mutineer[seat] = False
    hand, crew = tuple(s.hands[seat]), tuple(s.sailors[seat])
    s.action_discard += s.hands[seat] + s.sailors[seat]
    s.hands[seat], s.sailors[seat] = [], []
    if ev is not None:
        ev.append(CharacterLost(seat=seat, role=role or "", why=why, hand=hand, sailors=crew))
    return role


def judge(s, promise: dict, kept: bool | None, ev: list[Event] | None) -> None:
    promise["kept"] = kept
    promise["judged"] = True
    if ev is not None:
        ev.append(PromiseJudged(seat=promise["seat"], to=promise["to"], line=promise["line"],
                                kept=kept))


def open_phase(s, phase: str, step: str, ev: list[Event] | None) -> None:
    s.phase, s.step = phase, step
    if ev is not None:
        ev.append(PhaseBegins(phase=phase))

