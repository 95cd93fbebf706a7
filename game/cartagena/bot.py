"""Cartagena's bot "pirate": plans its whole turn by searching action sequences over its own view.

The bot reads only `state.view(seat)`: the path, every pirate, its own hand and
the hand sizes; it never looks at other hands or the deck order. Before each
action it searches the sequences of its remaining actions (up to 3): forward
moves with the cards it holds, moves back that draw cards, and, after a draw,
a forward move with a card just drawn, which it cannot know yet (a chance node:
the average over the six symbols of the best move for each). Every action is
tried for the last step of the turn; for earlier steps, the BEAM most promising
by a search one action shallower. Positions reached twice are merged. It plays
the first action of the best sequence and searches again for the next one, so
what it draws is always taken into account (no stale plan to invalidate).

A position at the end of the turn is scored by the number of actions the seat
still needs: each pirate outside the sloop needs one forward move plus one per
average jump of the distance left; every card it lacks for those moves costs
`draw_cost` actions (high: only jumps longer than about the average are worth a
card); a few spare cards help (choice of symbols). Small terms: pirates strung
out far apart (the rearmost pirate decides the race), and 1-2 pirate spaces just
behind an opponent's pirate (a cheap draw for that opponent). A win scores
above everything. The weights were tuned by self-play.
"""
from __future__ import annotations

from bisect import insort

from ..core.contract import Action, State
from ..core.rng import Rng
from .actions import END_TURN, PASS_AND_DRAW, move_back, play_card
from .cards import DARK_MARK, SYMBOL_OF, SYMBOLS
from .rules import ACTIONS_PER_TURN, back_target, forward_target, track_of

GIFT_REACH = 3
BEAM = 8                     # actions searched to the end of the turn at each step
WIN = 1e6
LOSS = -1e9

DEFAULT_WEIGHTS = {
    "draw_cost": 6.0,        # actions a missing card costs
    "spare": 0.15,           # actions saved by each spare card (up to 3): choice of symbols
    "spread": 0.06,          # per space between the rearmost and the foremost pirate on the path
    "gift": 0.6,             # per pirate on a 1-2 space just behind an opponent's pirate
}


class PirateBot:
    """Plans its turn from its own view and plays the best first action."""

    def __init__(self, seed: int = 0, weights: dict | None = None) -> None:
        self.rng = Rng(seed)          # the search is deterministic; kept for the BotInfo factory
        self.w = dict(DEFAULT_WEIGHTS, **(weights or {}))

    def choose(self, state: State, seat: int) -> Action:
        view = state.view(seat)
        if view["is_over"] or view["turn"] != seat:
            raise ValueError(f"seat {seat} has nothing to do now")
        return Planner(view, seat, self.w).best_action()


class Planner:
    """One turn's search over the seat's view: expectimax with make/unmake and a memo."""

    def __init__(self, view: dict, seat: int, weights: dict) -> None:
        self.w = weights
        self.track = track_of(view["path"])
        self.goal = self.track.goal
        self.occ = [0] * (self.goal + 1)
        for group in view["pirates"]:
            for p in group:
                self.occ[p] += 1
        self.mine = list(view["pirates"][seat])
        self.hand = list(view["hand"])
        self.counts = {s: 0 for s in SYMBOLS}
        for card in self.hand:
            self.counts[SYMBOL_OF[card]] += 1
        self.taken = view["actions_taken"]
        # Spaces just behind an opponent's pirate (1 to 3 spaces): a 1-2 pirate space there is
        # a cheap draw for that opponent on its turn.
        behind = set()
        for s, group in enumerate(view["pirates"]):
            if s != seat:
                for p in group:
                    behind.update(q for q in range(max(1, p - GIFT_REACH), p) if q < self.goal)
        self.watch = sorted(behind)
        self.played = 0
        self.memo: dict[tuple, float] = {}
        self.scores: dict[tuple, float] = {}
        self.inv_jump = 1.0 / self.average_jump()

    # -- search
    def best_action(self) -> Action:
        best, action = LOSS, None
        if self.taken:
            best, action = self.evaluate(0), END_TURN
        elif not self.hand:
            best, action = self.evaluate(1), PASS_AND_DRAW
        for value, step in self.search(ACTIONS_PER_TURN - self.taken, 0):
            if value > best:
                best, action = value, step
        if isinstance(action, tuple):
            return self._action(action)
        return action if action is not None else END_TURN

    def search(self, left: int, drawn: int):
        """(value, step) of the actions worth searching to the end of the turn: all of them for
        the last action; else the BEAM best by a search one action shallower."""
        if left < 2:
            return self.children(left - 1, drawn)
        shallow = sorted(self.children(left - 2, drawn), key=lambda vs: -vs[0])
        if len(shallow) <= BEAM:
            return self.children(left - 1, drawn)
        return self.children(left - 1, drawn, {step for _, step in shallow[:BEAM]})

    def value(self, left: int, drawn: int) -> float:
        """The best score reachable from here with `left` actions (stopping allowed)."""
        best = self.evaluate(drawn)
        if not left or best >= WIN:
            return best
        key = (tuple(self.mine), tuple(self.counts.values()), self.played, drawn, left)
        cached = self.memo.get(key)
        if cached is not None:
            return cached
        for v, _ in self.search(left, drawn):
            if v > best:
                best = v
        self.memo[key] = best
        return best

    def leaf(self, left: int, drawn: int) -> float:
        return self.evaluate(drawn)

    def children(self, after: int, drawn: int, only: set | None = None):
        """(value, step) for each action from here, searching `after` more actions; `only`:
        just these steps. A step: ("back", s), ("play", symbol, s) or ("drawn",)."""
        mine, occ, goal = self.mine, self.occ, self.goal
        spaces = sorted(set(mine))
        value = self.value if after else self.leaf
        for s in spaces:                            # moves back first: cards seen sooner
            if s and (only is None or ("back", s) in only):
                to = back_target(occ, s)
                if to:
                    n = occ[to]
                    self._move(s, to)
                    v = value(after, drawn + n)
                    self._move(to, s)
                    yield v, ("back", s)
        counts = self.counts
        for symbol in SYMBOLS:
            if counts[symbol]:
                counts[symbol] -= 1
                self.played += 1
                for s in spaces:
                    if s != goal and (only is None or ("play", symbol, s) in only):
                        to = forward_target(self.track, occ, s, symbol)
                        self._move(s, to)
                        v = value(after, drawn)
                        self._move(to, s)
                        yield v, ("play", symbol, s)
                counts[symbol] += 1
                self.played -= 1
        if drawn and (only is None or ("drawn",) in only):
            # A card drawn this turn, its symbol not known yet: for each symbol, the pirate
            # whose move scores best at once, and the rest of the turn from there.
            total = 0.0
            for symbol in SYMBOLS:
                best, best_s = LOSS, -1
                for s in spaces:
                    if s != goal:
                        to = forward_target(self.track, occ, s, symbol)
                        self._move(s, to)
                        v = self.evaluate(drawn - 1)
                        self._move(to, s)
                        if v > best:
                            best, best_s = v, s
                if after and best_s >= 0 and best < WIN:
                    to = forward_target(self.track, occ, best_s, symbol)
                    self._move(best_s, to)
                    best = self.value(after, drawn - 1)
                    self._move(to, best_s)
                total += best
            yield total / len(SYMBOLS), ("drawn",)

    def _move(self, frm: int, to: int) -> None:
        mine = self.mine
        mine.remove(frm)
        insort(mine, to)
        occ = self.occ
        occ[frm] -= 1
        occ[to] += 1

    # -- evaluation of the position at the end of the turn
    def average_jump(self) -> float:
        """The average forward jump of this seat's pirates now (spaces per card), within 2..12."""
        total = n = 0
        for p in set(self.mine):
            if p != self.goal:
                for symbol in SYMBOLS:
                    total += forward_target(self.track, self.occ, p, symbol) - p
                    n += 1
        return min(max(total / n, 2.0), 12.0) if n else 6.0

    def evaluate(self, drawn: int) -> float:
        """Minus the actions this seat still needs (moves, and drawing the cards it lacks)."""
        mine = self.mine
        key = (*mine, self.played, drawn)
        score = self.scores.get(key)
        if score is None:
            score = self.scores[key] = self._score(drawn)
        return score

    def _score(self, drawn: int) -> float:
        w, mine, goal, occ = self.w, self.mine, self.goal, self.occ
        if mine[0] == goal:
            return WIN
        inv = self.inv_jump
        need = 0.0
        front = 0
        for p in mine:
            if p != goal:
                need += 1.0 + (goal - 1 - p) * inv
                front = p
        short = need - (len(self.hand) - self.played + drawn)
        eta = need + short * w["draw_cost"] if short > 0 else need + w["spare"] * max(short, -3.0)
        eta += w["spread"] * (front - mine[0])
        gift = 0
        for q in self.watch:
            n = occ[q]
            if n == 1 or n == 2:
                gift += n
        return -(eta + w["gift"] * gift)

    def _action(self, step: tuple) -> Action:
        if step[0] == "back":
            return move_back(step[1])
        if step[0] == "drawn":                      # cannot be first: the root has drawn nothing
            return END_TURN
        symbol, space = step[1], step[2]
        dark = symbol + DARK_MARK
        return play_card(dark if dark in self.hand else symbol, space)
