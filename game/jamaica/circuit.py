"""The race circuit, read once from maps/jamaica.tmx: spaces, costs, forks, routes and progress.

A ship's place is (space, lap). Every ship starts on Port Royal (0) at lap 0; stepping
forwards from 49 onto Port Royal adds a lap and stepping backwards from it onto 49
takes one away. A ship that reaches Port Royal at lap 1 has completed the circuit: it
stops there, whatever steps remain (overshooting stops it). Shortages never send a
ship back past Port Royal.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

from ..boards import MAPS_DIR, load_board

MAP_PATH = MAPS_DIR / "jamaica.tmx"
KINDS = ("port_royal", "sea", "port", "lair")
COST_TYPES = {"food": "food", "doubloons": "gold", "none": None}


@dataclass(frozen=True)
class Route:
    """Where a move ends: the spaces stepped on (the last is the end), the lap, the finish."""

    dest: int
    path: tuple[int, ...]
    lap: int
    finished: bool = False


class Circuit:
    """The board graph with the rulebook's facts per space, and the moves over it."""

    def __init__(self, board) -> None:
        spaces = board.spaces
        n = len(spaces)
        if [s.index for s in spaces] != list(range(n)) or spaces[0].kind != "port_royal":
            raise ValueError(f"{board.path}: spaces must be 0..{n - 1} with Port Royal at 0")
        self.size = n
        self.kind = tuple(s.kind for s in spaces)
        self.cost = tuple(int(s.props.get("cost", 0)) for s in spaces)
        self.cost_type = tuple(COST_TYPES[s.props.get("cost_type", "none")] for s in spaces)
        self.score = tuple(int(s.props["score"]) for s in spaces)
        self.succ = tuple(board.successors(i) for i in range(n))
        pred: list[list[int]] = [[] for _ in range(n)]
        for i in range(n):
            for j in self.succ[i]:
                pred[j].append(i)
        self.pred = tuple(tuple(p) for p in pred)
        self.lairs = tuple(i for i in range(n) if self.kind[i] == "lair")
        self.forks = tuple(i for i in range(n) if len(self.succ[i]) > 1)
        self.merges = tuple(i for i in range(n) if len(self.pred[i]) > 1)
        self._routes: dict = {}
        self._retreats: dict = {}
        self.to_go = self._distances_to_finish()
        self.lap_length = self.to_go[0]
        self.position = self._positions()

    # -- static facts
    def _distances_to_finish(self) -> tuple[int, ...]:
        """Shortest number of forward steps from each space to Port Royal (0 -> a full lap)."""
        dist = {0: 0}
        frontier = [0]
        while frontier:
            nxt = []
            for j in frontier:
                for i in self.pred[j]:
                    if i not in dist and i != 0:
                        dist[i] = dist[j] + 1
                        nxt.append(i)
            frontier = nxt
        lap = 1 + min(dist[j] for j in self.succ[0])
        return tuple(lap if i == 0 else dist[i] for i in range(self.size))

    def _positions(self) -> tuple[float, ...]:
        """How far along a lap each space is: the inner route counts steps, the longer branch
        of a fork is spread evenly between its fork and merge (so it is monotone on both)."""
        pos = [0.0] * self.size
        i, p = 0, 0
        while True:
            pos[i] = float(p)
            nxt = self.succ[i]
            if len(nxt) == 1:
                i, p = nxt[0], p + 1
                if i == 0:
                    return tuple(pos)
                continue
            lanes = []
            for first in nxt:
                lane, j = [first], first
                while len(self.pred[self.succ[j][0]]) == 1:
                    j = self.succ[j][0]
                    lane.append(j)
                lanes.append(lane)
            lanes.sort(key=len)
            short, merge = lanes[0], self.succ[lanes[0][-1]][0]
            steps = len(short) + 1
            for lane in lanes:
                for k, s in enumerate(lane, 1):
                    pos[s] = p + k * steps / (len(lane) + 1)
            i, p = merge, p + steps

    def progress(self, space: int, lap: int) -> float:
        """Race progress: larger is further along (laps count)."""
        return lap * self.lap_length + self.position[space]

    def remaining(self, space: int, lap: int) -> int:
        """Forward steps still needed to finish (0 for a finished ship)."""
        return self.to_go[space] - lap * self.lap_length

    def end_score(self, space: int, lap: int, finished: bool) -> int:
        """The white number of the space a ship ends on (Port Royal only for a finisher).
        A ship behind the start line (lap -1: it sailed backwards out of Port Royal and has
        not crossed it again) scores -5 wherever it is: "si terminas la partida en la
        casilla marcada con -5 o en cualquier casilla anterior a esa, ¡pierdes 5 puntos!"."""
        if space == 0:
            return self.score[0] if finished else min(self.score)
        if lap < 0:
            return min(self.score)
        return self.score[space]

    # -- moves
    def routes(self, space: int, lap: int, direction: str, steps: int) -> list[Route]:
        """Every way to move `steps` spaces forwards or backwards, one per branch taken."""
        key = (space, lap, direction, steps)
        found = self._routes.get(key)
        if found is None:
            found = self._routes[key] = tuple(self._walk(space, lap, direction, steps))
        return list(found)

    def _walk(self, space: int, lap: int, direction: str, steps: int) -> list[Route]:
        out: list[Route] = []

        def walk(at: int, lap: int, left: int, path: tuple[int, ...]) -> None:
            if left == 0:
                out.append(Route(at, path, lap))
                return
            for nxt in (self.succ[at] if direction == "forward" else self.pred[at]):
                new_lap = lap
                if direction == "forward" and nxt == 0:
                    new_lap += 1
                    if new_lap >= 1:
                        out.append(Route(0, path + (0,), new_lap, finished=True))
                        continue
                elif direction == "backward" and at == 0:
                    new_lap -= 1
                walk(nxt, new_lap, left - 1, path + (nxt,))

        walk(space, lap, steps, ())
        return out

    def retreats(self, space: int, lap: int, target_kind: str) -> list[Route]:
        """Shortage: back to the previous space of `target_kind`, one per branch; Port Royal
        stops the retreat."""
        key = (space, lap, target_kind)
        found = self._retreats.get(key)
        if found is None:
            found = self._retreats[key] = tuple(self._walk_back(space, lap, target_kind))
        return list(found)

    def _walk_back(self, space: int, lap: int, target_kind: str) -> list[Route]:
        out: dict[int, Route] = {}

        def walk(at: int, path: tuple[int, ...]) -> None:
            for prev in self.pred[at]:
                step = path + (prev,)
                if self.kind[prev] == target_kind or prev == 0:
                    out.setdefault(prev, Route(prev, step, lap))
                else:
                    walk(prev, step)

        if space != 0:
            walk(space, ())
        return [out[k] for k in sorted(out)]


@functools.lru_cache(maxsize=1)
def circuit() -> Circuit:
    """The circuit of maps/jamaica.tmx, read once (lazily) and shared."""
    board = load_board(MAP_PATH, required=("index", "kind", "cost", "cost_type", "next", "score"),
                       kinds=KINDS)
    return Circuit(board)
