"""The "pirate" bot's turn search: expectimax over the seat's remaining actions, on its own view.

See bot.py for what it searches and how a position is scored; the weights live there too.
"""
from __future__ import annotations

from bisect import insort

from .actions import (END_TURN, MOVE_SLOOP, PASS_AND_DRAW, AdvanceRival, InvokeChest, InvokeHook,
                      InvokeLantern, InvokeParrots, InvokePistol, InvokeRum, move_back, play_card)
from ..core.contract import Action
from .cards import DARK_MARK, SYMBOL_OF, SYMBOLS, sort_hand
from .rules import (ACTIONS_PER_TURN, SLOOP_COLOUR_CAPACITY, back_target, forward_target,
                    morgan_target, track_of)
from .variants import Variant

GIFT_REACH = 3
BEAM = 8                     # actions searched to the end of the turn at each step
WIN = 1e6
LOSS = -1e9


class Planner:
    """One turn's search over the seat's view: expectimax with make/unmake and a memo."""

    def __init__(self, view: dict, seat: int, weights: dict, beam: int = BEAM) -> None:
        self.w = weights
        self.beam = beam
        self.seat = seat
        self.variant = Variant.from_options(view.get("options") or {})
        self.track = track_of(view["path"])
        self.goal = self.track.goal
        self.ferry = self.track.ferry
        self.sloop_at = view.get("sloop_at")
        self.free = bool(view.get("captain")) and not view["actions_taken"]
        self.occ = [0] * (self.goal + 1)
        for group in view["pirates"]:
            for p in group:
                self.occ[p] += 1
        self.others = {s: list(g) for s, g in enumerate(view["pirates"]) if s != seat}
        self.mine = list(view["pirates"][seat])
        self.hand = list(view["hand"])
        self.counts = {s: 0 for s in SYMBOLS}
        for card in self.hand:
            self.counts[SYMBOL_OF[card]] += 1
        self.taken = view["actions_taken"]
        self.morgan = self.variant.draw != "classic"
        self.sorceress = self.variant.sorceress
        self.chests = set(view.get("chests") or ())
        self.hand_sizes = view["hand_sizes"]
        self.players = len(self.hand_sizes)
        self.rivals_hold = any(n for r, n in enumerate(self.hand_sizes) if r != seat)
        # Spaces just behind an opponent's pirate (1 to 3 spaces): a 1-2 pirate space there is
        # a cheap (classic) draw for that opponent on its turn.
        behind = set()
        for s, group in self.others.items():
            for p in group:
                behind.update(q for q in range(max(self.track.floor[p], p - GIFT_REACH), p)
                              if q < self.goal and q != self.ferry
                              and self.variant.allows("classic", self._path(q)))
        self.watch = sorted(behind)
        self.played = 0
        self.gifted = 0.0           # actions Morgan advances saved the rivals in this line
        self.extra: tuple = ()      # the line's Morgan advances, sails and chests (memo keys)
        self.memo: dict[tuple, float] = {}
        self.scores: dict[tuple, float] = {}
        self.inv_jump = 1.0 / self.average_jump()

    def _path(self, q: int) -> str:
        if self.ferry is None:
            return self.variant.episode
        return "tunnel" if q < self.ferry else "jungle"

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
        if action is None:
            return END_TURN if self.taken else (PASS_AND_DRAW if not self.hand else self._fallback())
        return action

    def ranked(self) -> list[tuple[float, Action]]:
        """(value, action) of every first action the search scored, best first (best_action's
        pick leads on ties); each action once."""
        out: dict[Action, float] = {}
        if self.taken:
            out[END_TURN] = self.evaluate(0)
        elif not self.hand:
            out[PASS_AND_DRAW] = self.evaluate(1)
        for value, step in self.search(ACTIONS_PER_TURN - self.taken, 0):
            if step[0] == "drawn":
                continue
            action = self._action(step)
            if value > out.get(action, LOSS):
                out[action] = value
        return sorted(((v, a) for a, v in out.items()), key=lambda va: -va[0])

    def search(self, left: int, drawn: float):
        """(value, step) of the actions worth searching to the end of the turn: all of them for
        the last action; else the `beam` (BEAM) best by a search one action shallower."""
        if left < 2:
            return self.children(left, drawn)
        shallow = sorted(self.children(left, drawn, cut=1), key=lambda vs: -vs[0])
        if len(shallow) <= self.beam:
            return self.children(left, drawn)
        return self.children(left, drawn, {step for _, step in shallow[:self.beam]})

    def value(self, left: int, drawn: float) -> float:
        """The best score reachable from here with `left` actions (stopping allowed)."""
        best = self.evaluate(drawn)
        if left <= 0 or best >= WIN:
            return best
        key = (tuple(self.mine), tuple(self.counts.values()), self.played, drawn, left, self.sloop_at,
               self.free, self.extra)
        cached = self.memo.get(key)
        if cached is not None:
            return cached
        for v, _ in self.search(left, drawn):
            if v > best:
                best = v
        self.memo[key] = best
        return best

    def _then(self, left: int, drawn: float) -> float:
        return self.value(left, drawn) if left > 0 else self.evaluate(drawn)

    def children(self, left: int, drawn: float, only: set | None = None, cut: int = 0):
        """(value, step) for each action from here with `left` actions, searching on with `cut`
        fewer; `only`: just these steps. A step: ("back", s), ("play", symbol, s), ("drawn",),
        ("morgan", rival, s), ("sail",), ("parrots", symbol, s), ("hook", symbol, s), ("chest", s),
        ("lantern",), ("pistol",), ("rum",)."""
        mine, occ = self.mine, self.occ
        spaces = sorted(set(mine))
        after = left - 1 - cut
        free, self.free = self.free, False         # any action ends the Captain's free sail
        for s in spaces:                            # moves back first: cards seen sooner
            if only is None or ("back", s) in only:
                to = self._back(s)
                if to:
                    n = occ[to]
                    self._move(s, to)
                    v = self._then(after, drawn + n)
                    self._move(to, s)
                    yield v, ("back", s)
        if self.morgan:
            yield from self._morgan_children(after, drawn, only)
        if self.sloop_at is not None and (only is None or ("sail",) in only) and self._can_sail():
            self.sloop_at = "tortuga" if self.sloop_at == "cartagena" else "cartagena"
            self.extra += ("sail",)
            v = self._then(left - cut if free else after, drawn)
            self.extra = self.extra[:-1]
            self.sloop_at = "tortuga" if self.sloop_at == "cartagena" else "cartagena"
            yield v, ("sail",)
        counts = self.counts
        for symbol in SYMBOLS:
            if counts[symbol]:
                counts[symbol] -= 1
                self.played += 1
                for s in spaces:
                    if only is None or ("play", symbol, s) in only:
                        to = self._forward(s, symbol)
                        if to is not None:
                            self._move(s, to)
                            v = self._then(after, drawn)
                            self._move(to, s)
                            yield v, ("play", symbol, s)
                counts[symbol] += 1
                self.played -= 1
        if self.sorceress:
            yield from self._power_children(left, after, drawn, only, cut)
        if drawn >= 1 and (only is None or ("drawn",) in only):
            # A card drawn this turn, its symbol not known yet: for each symbol, the pirate
            # whose move scores best at once, and the rest of the turn from there.
            total = 0.0
            for symbol in SYMBOLS:
                best, best_s = LOSS, -1
                for s in spaces:
                    to = self._forward(s, symbol)
                    if to is not None:
                        self._move(s, to)
                        v = self.evaluate(drawn - 1)
                        self._move(to, s)
                        if v > best:
                            best, best_s = v, s
                if best_s < 0:
                    best = self.evaluate(drawn)
                elif after > 0 and best < WIN:
                    to = self._forward(best_s, symbol)
                    self._move(best_s, to)
                    best = self.value(after, drawn - 1)
                    self._move(to, best_s)
                total += best
            yield total / len(SYMBOLS), ("drawn",)
        self.free = free

    def _morgan_children(self, after: int, drawn: float, only: set | None):
        occ = self.occ
        seen = set()
        for rival, group in self.others.items():
            for s in sorted(set(group)):
                if s in seen or (only is not None and ("morgan", rival, s) not in only):
                    continue
                dest = self._morgan(rival, s)
                if dest is None:
                    continue
                seen.add(s)
                to, n = dest
                gain = (to - s) * self.inv_jump + (1.0 if to == self.goal else 0.0)
                group.remove(s)
                insort(group, to)
                occ[s] -= 1
                occ[to] += 1
                self.gifted += gain
                self.extra += (("m", s, to),)
                v = self._then(after, drawn + n)
                self.extra = self.extra[:-1]
                self.gifted -= gain
                occ[to] -= 1
                occ[s] += 1
                group.remove(to)
                insort(group, s)
                yield v, ("morgan", rival, s)

    def _power_children(self, left: int, after: int, drawn: float, only: set | None, cut: int):
        counts, spaces = self.counts, sorted(set(self.mine))
        if counts["parrot"] >= 2:
            counts["parrot"] -= 2
            self.played += 2
            for symbol in SYMBOLS:
                if counts[symbol]:
                    continue                    # a card of that symbol does the same for less
                for s in spaces:
                    if only is None or ("parrots", symbol, s) in only:
                        to = self._forward(s, symbol)
                        if to is not None:
                            self._move(s, to)
                            v = self._then(after, drawn)
                            self._move(to, s)
                            yield v, ("parrots", symbol, s)
            counts["parrot"] += 2
            self.played -= 2
        if counts["hook"] and left >= 2:
            pairs = [s for s in spaces if self.mine.count(s) >= 2]
            counts["hook"] -= 1
            self.played += 2
            for symbol in SYMBOLS:
                if counts[symbol]:
                    counts[symbol] -= 1
                    for s in pairs:
                        if only is None or ("hook", symbol, s) in only:
                            to = self._forward(s, symbol, 2)
                            if to is not None:
                                self._move(s, to)
                                self._move(s, to)
                                v = self._then(left - 2 - cut, drawn)
                                self._move(to, s)
                                self._move(to, s)
                                yield v, ("hook", symbol, s)
                    counts[symbol] += 1
            counts["hook"] += 1
            self.played -= 2
        for symbol, cards, gifts in (("lantern", 1, 0), ("pistol", 1, 0), ("rum", 2, self.players - 1)):
            if counts[symbol] and (only is None or (symbol,) in only) and (symbol != "pistol" or self.rivals_hold):
                counts[symbol] -= 1
                self.played += 1
                self.gifted += gifts * self.w["rum_gift"]
                self.extra += ((symbol,),)
                v = self._then(after, drawn + cards)
                self.extra = self.extra[:-1]
                self.gifted -= gifts * self.w["rum_gift"]
                counts[symbol] += 1
                self.played -= 1
                yield v - self.w["power"], (symbol,)
        if counts["chest"]:
            for s in spaces:
                if s in self.chests and ("c", s) not in self.extra and (only is None or ("chest", s) in only):
                    counts["chest"] -= 1
                    self.played += 1
                    self.extra += (("c", s),)
                    v = self._then(after, drawn + self.w["chest"])
                    self.extra = self.extra[:-1]
                    counts["chest"] += 1
                    self.played -= 1
                    yield v, ("chest", s)

    # -- the rules, on the planner's own copy
    def _forward(self, s: int, symbol: str, movers: int = 1) -> int | None:
        if s == self.goal:
            return None
        ferry = self.ferry
        if ferry is not None and s == ferry and self.sloop_at != "tortuga":
            return None
        to = forward_target(self.track, self.occ, s, symbol)
        if to == ferry and (self.sloop_at != "cartagena"
                            or self.mine.count(ferry) + movers > SLOOP_COLOUR_CAPACITY):
            return None
        return to

    def _back(self, s: int) -> int:
        if s == 0 or not self.variant.allows("classic", self._back_path(s)):
            return 0
        if s == self.ferry and self.sloop_at != "cartagena":
            return 0
        return back_target(self.occ, s, self.track.floor[s])

    def _back_path(self, s: int) -> str:
        if self.ferry is None:
            return self.variant.episode
        return "jungle" if s > self.ferry else "tunnel"

    def _morgan(self, rival: int, s: int) -> tuple[int, int] | None:
        if s == self.goal:
            return None
        ferry = self.ferry
        if ferry is not None and s == ferry and self.sloop_at != "tortuga":
            return None
        path = self.variant.episode if ferry is None else ("jungle" if s >= ferry else "tunnel")
        if not self.variant.allows("morgan", path):
            return None
        to, n = morgan_target(self.track, self.occ, s)
        if to == ferry and (self.sloop_at != "cartagena"
                            or self.others[rival].count(ferry) >= SLOOP_COLOUR_CAPACITY):
            return None
        return to, n

    def _can_sail(self) -> bool:
        if self.sloop_at == "cartagena":
            return self.ferry in self.mine
        return self.mine[0] < self.ferry

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
            if p != self.goal and not (p == self.ferry and self.sloop_at != "tortuga"):
                for symbol in SYMBOLS:
                    total += forward_target(self.track, self.occ, p, symbol) - p
                    n += 1
        return min(max(total / n, 2.0), 12.0) if n else 6.0

    def evaluate(self, drawn: float) -> float:
        """Minus the actions this seat still needs (moves, and drawing the cards it lacks)."""
        key = (*self.mine, self.played, drawn, self.sloop_at, self.extra)
        score = self.scores.get(key)
        if score is None:
            score = self.scores[key] = self._score(drawn)
        return score

    def _score(self, drawn: float) -> float:
        w, mine, goal, occ = self.w, self.mine, self.goal, self.occ
        if mine[0] == goal:
            return WIN
        inv = self.inv_jump
        ferry = self.ferry
        need = 0.0
        front = 0
        cross = 0
        waiting = False
        for p in mine:
            if p != goal:
                if ferry is None or p > ferry:
                    need += 1.0 + (goal - 1 - p) * inv
                elif p == ferry:
                    need += 1.0 + (goal - 1 - ferry) * inv
                    if self.sloop_at == "cartagena":
                        cross += 1
                else:
                    need += 2.0 + (ferry - 1 - p + goal - 1 - ferry) * inv
                    cross += 1
                    waiting = True
                front = p
        cards = len(self.hand) - self.played + drawn
        short = need - cards
        spare = -short
        if self.variant.filibusters:
            spare = min(spare, w["hand_cap"] - len(self.hand) + self.played)
        eta = need + short * w["draw_cost"] if short > 0 else need - w["spare"] * min(spare, 3.0)
        eta += w["spread"] * (front - mine[0])
        if cross:
            eta += w["cross"] * cross
            if waiting and self.sloop_at == "tortuga":
                eta += w["return"]
        gift = 0
        for q in self.watch:
            n = occ[q]
            if n == 1 or n == 2:
                gift += n
        return -(eta + w["gift"] * gift + w["morgan"] * self.gifted)

    def _action(self, step: tuple) -> Action:
        kind = step[0]
        if kind == "back":
            return move_back(step[1])
        if kind == "drawn":                          # cannot be first: the root has drawn nothing
            return END_TURN
        if kind == "morgan":
            return AdvanceRival(step[1], step[2])
        if kind == "sail":
            return MOVE_SLOOP
        if kind == "parrots":
            pair = sort_hand([c for c in self.hand if SYMBOL_OF[c] == "parrot"])[:2]
            return InvokeParrots(tuple(pair), step[1], step[2])
        if kind == "hook":
            hook = self._card("hook")
            rest = list(self.hand)
            rest.remove(hook)
            second = next(c for c in (step[1] + DARK_MARK, step[1]) if c in rest)
            return InvokeHook(hook, second, step[2])
        if kind == "chest":
            return InvokeChest(self._card("chest"), step[1])
        if kind == "lantern":
            return InvokeLantern(self._card("lantern"))
        if kind == "rum":
            return InvokeRum(self._card("rum"))
        if kind == "pistol":
            rivals = [r for r, n in enumerate(self.hand_sizes) if r != self.seat and n]
            return InvokePistol(self._card("pistol"), max(rivals, key=lambda r: self.hand_sizes[r]))
        return play_card(self._card(step[1]), step[2])

    def _card(self, symbol: str) -> str:
        dark = symbol + DARK_MARK
        return dark if dark in self.hand else symbol

    def _fallback(self) -> Action:
        """Nothing the search could score: a card power that draws, else any card."""
        if self.sorceress:
            for symbol, make in (("lantern", InvokeLantern), ("rum", InvokeRum)):
                if self.counts[symbol]:
                    return make(self._card(symbol))
            if self.counts["pistol"]:
                rivals = [r for r, n in enumerate(self.hand_sizes) if r != self.seat and n]
                if rivals:
                    return InvokePistol(self._card("pistol"), max(rivals, key=lambda r: self.hand_sizes[r]))
        return MOVE_SLOOP if self.sloop_at is not None and self._can_sail() else END_TURN
