"""The turn's frame: a turn begins (per-turn state cleared, refloat opens) and ends (the next
turn, or the end of the game: buried loot counts, ties share the win)."""
from __future__ import annotations

from ..core.contract import Event
from .common import open_phase
from .events import GameOver, TurnBegins, TurnEnds


def start_turn(s, ev: list[Event] | None) -> None:
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
    if ev is not None:
        ev.append(TurnBegins(turn=s.turn, captain=s.captain, loot_left=len(s.loot_deck)))
    open_phase(s, "refloat", "draw", ev)
    s.order = s.from_seat(s.captain)


def end_turn(s, ev: list[Event] | None) -> None:
    if ev is not None:
        ev.append(TurnEnds(turn=s.turn))
    s.mutineer = [False] * s.players
    if s.last_turn:
        s.phase, s.step, s.order = "over", "", []
        sc = s.scores()
        if ev is not None:
            ev.append(GameOver(scores=tuple(sc),
                               buried=tuple(tuple(sorted(s.value[c] for c in p)) for p in s.buried),
                               winners=tuple(s.winners())))
        return
    s.turn += 1
    start_turn(s, ev)

