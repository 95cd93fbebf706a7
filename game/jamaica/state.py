"""The Jamaica state: ships, card piles, bank, lairs, the task stack, and the engine surface.

Rules live in flow.py (the round) and combat.py; this module holds the data and what
every engine offers: to_move, legal_actions, apply, view, scores, JSON, determinize,
invariants.

view(seat) (JSON-ready; seat None = a spectator):
  game, players, viewer, ghost_ship, round, captain,
  phase: "place_dice" | "choose_cards" | "actions" | "over",
  dice [a, b] (rolled) | null, day, night (placed values or null), revealed [per seat:
        its card is face up, from the start of its turn to the end of the round],
  acting [ship, "day"|"night"] | null, to_move [seats],
  task: the pending step {"task": name, ...its fields} (e.g. {"task": "combat", "a", "d",
        "stage", "powder", "roll", "sabre", "winner", "by"}) | null,
  ships: one per ship (seats, then the ghost): {ship, ghost, space, lap, finished,
        progress, holds [{kind, amount}], face_up [cards], hidden (count),
        hidden_cards (own or at the end, else null)}; for players also hand (own, else
        null), hand_size, hand_limit, deck (count), discard [cards, oldest first],
        chosen (has chosen this round), card (the played card once its owner's turn has
        revealed it; one's own always),
  lairs [spaces still holding a token], treasure_deck (count), treasures_removed,
  bank {gold, food, gunpowder}, ending (a ship finished this round), over, scores,
  ghost_score (the ghost ship's, like scores; null without it), ghost_won (over, and the
  ghost ship has the best score after the tie-breaks), winners (seats only: empty when
  the ghost ship wins alone).
"""
from __future__ import annotations

from collections import Counter

from ..core import checks
from ..core.contract import Action, State
from ..core.rng import Rng
from ..i18n import N_, _
from . import combat, flow, loading, saved, voyage  # noqa: F401  (they register the round's tasks)
from . import holds as H
from .tasks import DECIDE, OPTIONS, OWNERS, RUN, TASKS, run
from .events import GameOver
from .cards import (ACTION_CARDS, BANK, COMBAT_DIE, FACE_DOWN, HAND, HOLDS, MORGAN_HAND, POWERS,
                    RESOURCES, TREASURE_POINTS, TREASURES)
from .circuit import circuit

VERSION = 2


class Ship:
    """One ship: where it is, its holds and its treasure cards (face up / face down)."""

    __slots__ = ("space", "lap", "finished", "holds", "face_up", "hidden")

    def __init__(self, space=0, lap=0, finished=False, holds=None, face_up=None, hidden=None):
        self.space, self.lap, self.finished = space, lap, finished
        self.holds = holds if holds is not None else [H.empty() for _ in range(HOLDS)]
        self.face_up = face_up if face_up is not None else []
        self.hidden = hidden if hidden is not None else []

    def copy(self) -> "Ship":
        sh = Ship.__new__(Ship)
        sh.space, sh.lap, sh.finished = self.space, self.lap, self.finished
        sh.holds = list(map(list.copy, self.holds))
        sh.face_up, sh.hidden = self.face_up[:], self.hidden[:]
        return sh

    def to_json(self) -> dict:
        return {"space": self.space, "lap": self.lap, "finished": self.finished,
                "holds": [list(h) for h in self.holds], "face_up": list(self.face_up),
                "hidden": list(self.hidden)}

    @classmethod
    def from_json(cls, d) -> "Ship":
        return cls(int(d["space"]), int(d["lap"]), bool(d["finished"]),
                   [[h[0], int(h[1])] for h in d["holds"]], list(d["face_up"]), list(d["hidden"]))


def _copy_task(value):
    if isinstance(value, dict):
        return {k: _copy_task(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy_task(v) for v in value]
    return value


NESTED_TASKS = frozenset({"combat", "pick_target"})   # the only tasks holding lists


def _copy_stack(stack: list[dict]) -> list[dict]:
    """The task stack, copied as deep as _copy_task does, quicker: the values of a task are
    numbers, strings and flags, but for the lists of NESTED_TASKS (a combat's powder and
    roll, the targets)."""
    return [_copy_task(t) if t["t"] in NESTED_TASKS else t.copy() for t in stack]


class JamaicaState(State):
    # What a take-back may not cross (State.reveals): the card chosen face down is an echo.
    UNDO_ECHOES = frozenset({"card_chosen"})
    UNDO_REVEALS = {"dice_rolled": N_("the dice have been rolled"),
                    "die_rolled": N_("the combat die has been rolled"),
                    "card_revealed": N_("the chosen cards are being revealed"),
                    "cards_drawn": N_("cards have been drawn"),
                    "treasure_found": N_("a treasure has been found"),
                    "treasure_stolen": N_("a treasure has changed hands")}

    FIELDS = ("round", "captain", "dice", "day", "night", "revealed", "bank", "tokens",
              "treasure_deck", "removed", "decks", "hands", "discards", "chosen", "stack",
              "ending", "over", "acting", "fixed_dice", "fixed_combat")

    def __init__(self, players: int, options: dict, rng: Rng) -> None:
        self.players = players
        self.options = options
        self.ghost = bool(options.get("ghost_ship"))
        self.rng = rng
        self.circuit = circuit()
        self.round, self.captain = 1, 0
        self.dice = self.day = self.night = None
        self.revealed = [False] * players
        self.ships: list[Ship] = []
        self.bank = dict(BANK)
        self.tokens: list[int] = []
        self.treasure_deck: list[str] = []
        self.removed: list[str] = []
        self.decks: list[list[str]] = []
        self.hands: list[list[str]] = []
        self.discards: list[list[str]] = []
        self.chosen: list[str | None] = []
        self.stack: list[dict] = []
        self.ending = self.over = False
        self.acting = None
        self.fixed_dice: list = []
        self.fixed_combat: list = []

    # ------------------------------------------------------------------ helpers for the rules
    def roll_action_dice(self) -> tuple[int, int]:
        if self.fixed_dice:
            a, b = self.fixed_dice.pop(0)
            return a, b
        draw = self.rng.randrange                 # randint(1, 6), twice
        return 1 + draw(6), 1 + draw(6)

    def roll_combat(self):
        if self.fixed_combat:
            return self.fixed_combat.pop(0)
        return self.rng.choice(COMBAT_DIE)

    def controller(self, ship: int, by: int | None) -> int:
        """The seat deciding for a ship: its own, or for the ghost ship `by` (else the captain)."""
        if ship < self.players:
            return ship
        return by if by is not None and by >= 0 else self.captain

    def hand_limit(self, seat: int) -> int:
        return MORGAN_HAND if "morgan_map" in self.ships[seat].face_up else HAND

    def score(self, ship: int, full: bool) -> int:
        sh = self.ships[ship]
        points = self.circuit.end_score(sh.space, sh.lap, sh.finished) + H.total(sh.holds, "gold")
        if full:
            points += sum(TREASURE_POINTS.get(c, 0) for c in sh.hidden + sh.face_up)
        return points

    def finish(self, ev: list | None) -> None:
        self.over = True
        self.stack = []
        if ev is not None:
            ev.append(GameOver(scores=tuple(self.scores()), winners=tuple(self.winners()),
                               treasures=tuple(tuple(sh.face_up + sh.hidden) for sh in self.ships),
                               ghost_score=self.ghost_score()))

    # ------------------------------------------------------------------ the surface
    def _task(self):
        return TASKS[self.stack[-1]["t"]] if self.stack else None

    def to_move(self) -> list[int]:
        if self.over or not self.stack:
            return []
        t = self.stack[-1]
        return OWNERS[t["t"]](self, t)      # a new list every time

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or not self.stack:
            return []
        t = self.stack[-1]
        return OPTIONS[t["t"]](self, t, seat)    # [] for a seat not to move (tasks.Task);
        # else a new list (of shared, frozen actions)

    def why_illegal(self, seat: int, action: Action) -> str:
        what = action.describe() if isinstance(action, Action) else repr(action)
        need = self._task().describe(self, self.stack[-1])
        legal = ", ".join(a.describe() for a in self.legal_actions(seat))
        return _("{what} is not allowed now ({need}); legal: {legal}.").format(what=what, need=need, legal=legal)

    def _apply(self, seat: int, action: Action) -> list:
        ev: list = []
        task = self.stack[-1]
        if not DECIDE[task["t"]](self, task, seat, action, ev):
            run(self, ev)
        return ev

    def apply_trusted(self, seat: int, action: Action) -> None:
        """The fast path (contract.State.apply_trusted): `_apply` without a check and without
        events (the same rules run with ev=None, so the state ends exactly as `apply` leaves it),
        tasks.run inline."""
        stack = self.stack
        task = stack[-1]
        if DECIDE[task["t"]](self, task, seat, action, None):
            return                                # the top task still waits (Task.decide)
        while stack:
            task = stack[-1]
            if RUN[task["t"]](self, task, None):
                return
            stack = self.stack                    # replaced at the end of the game

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[int]:
        """Final scores once over; before, the public part (space + doubloons)."""
        return [self.score(s, self.over) for s in range(self.players)]

    def ghost_score(self) -> int | None:
        """The ghost ship's score, like a player's (its treasures count once over); None
        without it."""
        return self.score(self.players, self.over) if self.ghost else None

    def winners(self) -> list[int]:
        """The best score wins; a tie goes to the ship furthest along, then is shared. The
        ghost ship competes too: when it wins alone, nobody does (an empty list)."""
        if not self.over:
            return []
        ships = range(len(self.ships))
        scores = [self.score(i, True) for i in ships]
        best = [i for i in ships if scores[i] == max(scores)]
        far = max(self.progress(i) for i in best)
        return [i for i in best if self.progress(i) == far and i < self.players]

    def ghost_won(self) -> bool:
        """The game is over and the ghost ship has won (alone or shared)."""
        if not (self.over and self.ghost):
            return False
        g = self.players
        scores = [self.score(i, True) for i in range(len(self.ships))]
        best = [i for i in range(len(self.ships)) if scores[i] == max(scores)]
        return g in best and self.progress(g) == max(self.progress(i) for i in best)

    def progress(self, ship: int) -> float:
        sh = self.ships[ship]
        return self.circuit.progress(sh.space, sh.lap)

    def phase(self) -> str:
        if self.over:
            return "over"
        t = self.stack[-1]["t"]
        return t if t in ("place_dice", "choose_cards") else "actions"

    def seat_name(self, seat: int) -> str:
        return f"player {seat + 1}"

    # ------------------------------------------------------------------ what a seat may see
    def view(self, seat: int | None) -> dict:
        ships = []
        for i, sh in enumerate(self.ships):
            d = {"ship": i, "ghost": i == self.players, "space": sh.space, "lap": sh.lap,
                 "finished": sh.finished, "progress": self.progress(i),
                 "holds": [{"kind": k, "amount": n} for k, n in sh.holds],
                 "face_up": list(sh.face_up), "hidden": len(sh.hidden),
                 "hidden_cards": list(sh.hidden) if (seat == i or self.over) else None}
            if i < self.players:
                d.update(hand=list(self.hands[i]) if seat == i else None,
                         hand_size=len(self.hands[i]), hand_limit=self.hand_limit(i),
                         deck=len(self.decks[i]), discard=list(self.discards[i]),
                         chosen=self.chosen[i] is not None,
                         card=self.chosen[i] if (self.revealed[i] or seat == i) else None)
            ships.append(d)
        task = dict(self.stack[-1]) if self.stack else None
        if task is not None:
            task["task"] = task.pop("t")
        return {
            "game": "jamaica", "players": self.players, "viewer": seat, "ghost_ship": self.ghost,
            "round": self.round, "captain": self.captain, "phase": self.phase(),
            "dice": list(self.dice) if self.dice else None, "day": self.day, "night": self.night,
            "revealed": list(self.revealed), "acting": list(self.acting) if self.acting else None,
            "to_move": self.to_move(), "task": task, "ships": ships,
            "lairs": sorted(self.tokens), "treasure_deck": len(self.treasure_deck),
            "treasures_removed": len(self.removed), "bank": dict(self.bank),
            "ending": self.ending, "over": self.over, "scores": self.scores(),
            "ghost_score": self.ghost_score(), "ghost_won": self.ghost_won(),
            "winners": self.winners(),
        }

    # ------------------------------------------------------------------ copies and JSON
    def clone(self) -> "JamaicaState":
        """An independent copy: every list and dict of the state is new; the options (never
        changed) and the circuit (read only) are shared."""
        st = JamaicaState.__new__(JamaicaState)
        d = st.__dict__
        d.update(self.__dict__)           # the numbers, flags and shared parts; lists below
        d["rng"] = Rng.from_json(self.rng.state)
        d["dice"] = self.dice[:] if self.dice else None
        d["ships"] = [sh.copy() for sh in self.ships]
        d["bank"] = self.bank.copy()
        d["tokens"] = self.tokens[:]
        d["treasure_deck"] = self.treasure_deck[:]
        d["removed"] = self.removed[:]
        d["chosen"] = self.chosen[:]
        d["revealed"] = self.revealed[:]
        d["decks"] = [p[:] for p in self.decks]
        d["hands"] = [p[:] for p in self.hands]
        d["discards"] = [p[:] for p in self.discards]
        d["stack"] = _copy_stack(self.stack)
        d["acting"] = self.acting[:] if self.acting else None
        d["fixed_dice"] = _copy_task(self.fixed_dice) if self.fixed_dice else []
        d["fixed_combat"] = self.fixed_combat[:]
        return st

    def to_json(self) -> dict:
        d = {"game": "jamaica", "version": VERSION, "players": self.players,
             "options": self.options, "rng": self.rng.to_json(),
             "ships": [sh.to_json() for sh in self.ships]}
        for name in self.FIELDS:
            d[name] = _copy_task(getattr(self, name))
        return d

    @classmethod
    def _from_json(cls, d) -> "JamaicaState":
        saved.check(d)   # the fields that would only fail later
        if d.get("version") != VERSION:
            raise ValueError(f"unsupported Jamaica state version {d.get('version')!r}")
        players = d["players"]
        if not isinstance(players, int) or not 2 <= players <= 6:
            raise ValueError(f"bad number of players {players!r}")
        st = cls(players, dict(d["options"]), Rng.from_json(d["rng"]))
        st.ships = [Ship.from_json(s) for s in d["ships"]]
        for name in cls.FIELDS:
            setattr(st, name, _copy_task(d[name]))
        if len(st.ships) != players + st.ghost:
            raise ValueError("the number of ships does not match the players")
        for task in st.stack:
            if task.get("t") not in TASKS:
                raise ValueError(f"unknown task {task.get('t')!r}")
        return checks.whole(st)

    # ------------------------------------------------------------------ hidden information
    def redeal_cards(self, seat: int | None, rng: Rng) -> None:
        """Re-deal, in this state (a copy), the action cards `seat` cannot see: its own deck's
        order, and each other seat's hand, deck and card chosen but not yet revealed, from
        their pool (determinize's first step)."""
        # Pools are sorted before shuffling: the result depends on what `seat` sees only.
        for s in range(self.players):
            if s == seat:
                self.decks[s].sort()        # the copy's own list
                rng.shuffle(self.decks[s])
                continue
            secret = self.chosen[s] is not None and not self.revealed[s]
            pool = sorted(self.hands[s] + self.decks[s] + ([self.chosen[s]] if secret else []))
            rng.shuffle(pool)
            n = len(self.hands[s])
            self.hands[s] = pool[:n]
            if secret:
                self.chosen[s] = pool[n]
                n += 1
            self.decks[s] = pool[n:]

    def determinize(self, seat: int | None, rng: Rng) -> "JamaicaState":
        """Re-deal what `seat` cannot know: card orders, other hands and the cards chosen but
        not yet revealed (each is revealed at its owner's turn),
        face-down treasures of other ships, the treasure deck and the removed cards; future
        dice come from a fresh generator."""
        st = self.clone()
        st.rng = rng.spawn()
        st.fixed_dice, st.fixed_combat = [], []
        st.redeal_cards(seat, rng)
        if st.over:                       # every treasure is face up at the end
            return st
        others = [sh for i, sh in enumerate(st.ships) if i != seat and i < st.players]
        ghosts = st.ships[st.players:]
        pool = sorted(st.treasure_deck + st.removed + [c for sh in others + ghosts for c in sh.hidden])
        # Players hide only scoring treasures; the ghost ship's face-down cards may be anything.
        scoring = [c for c in pool if c in FACE_DOWN]
        rng.shuffle(scoring)
        for sh in others:
            k = len(sh.hidden)
            sh.hidden, scoring = scoring[:k], scoring[k:]
        rest = scoring + [c for c in pool if c not in FACE_DOWN]
        rng.shuffle(rest)
        for sh in ghosts:
            k = len(sh.hidden)
            sh.hidden, rest = rest[:k], rest[k:]
        n = len(st.treasure_deck)
        st.treasure_deck, st.removed = rest[:n], rest[n:]
        return st

    # ------------------------------------------------------------------ conservation
    def check_invariants(self) -> None:
        """AssertionError naming the field unless the state is whole: the goods, the action
        cards and the treasures all there, the ships on the circuit, and a task stack the
        round can carry on (flow.check_stack). JamaicaState._from_json runs it on every state
        it loads (game.core.checks.whole)."""
        assert isinstance(self.revealed, list) and len(self.revealed) == self.players, "'revealed': one per seat"
        goods = Counter(self.bank)
        for i, sh in enumerate(self.ships):
            assert 0 <= sh.space < self.circuit.size, f"'ships'[{i}]: space {sh.space} off the circuit"
            assert not sh.finished or (sh.space == 0 and sh.lap == 1), f"'ships'[{i}]: a finished ship at sea"
            # lap 1 is Port Royal reached again (circuit.py): the finish; lap -1 lies behind it
            assert sh.finished == (sh.lap == 1) and (sh.space or sh.lap == 0 or sh.finished), \
                f"'ships'[{i}]['lap']: lap {sh.lap} at space {sh.space} is no place of the race"
            assert len(sh.holds) == HOLDS + ("sixth_hold" in sh.face_up), f"'ships'[{i}]['holds']: hold count"
            for kind, n in sh.holds:
                assert (kind is None and n == 0) or (kind in RESOURCES and n > 0), \
                    f"'ships'[{i}]['holds']: a hold of {kind} {n}"
                if kind:
                    goods[kind] += n
            # only the ghost ship keeps power cards face down (nobody may look at them)
            assert i >= self.players or all(c in FACE_DOWN for c in sh.hidden), f"'ships'[{i}]: a power card face down"
            assert all(c in POWERS for c in sh.face_up), f"'ships'[{i}]: a scoring card face up"
        for task in self.stack:
            if task["t"] == "load" and task["source"] == "plunder":
                goods[task["kind"]] += task["n"]
        for kind in RESOURCES:
            assert self.bank[kind] >= 0, f"'bank': {kind} negative"
            assert goods[kind] == BANK[kind], f"'bank' and 'ships': {kind}: {goods[kind]} in play, {BANK[kind]} made"
        for s in range(self.players):
            cards = self.decks[s] + self.hands[s] + self.discards[s]
            if self.chosen[s] is not None:
                cards.append(self.chosen[s])
            assert sorted(cards) == sorted(ACTION_CARDS), \
                f"'decks', 'hands', 'discards' and 'chosen': seat {s} has cards {sorted(cards)}"
        treasures = self.treasure_deck + self.removed + [
            c for sh in self.ships for c in sh.face_up + sh.hidden]
        assert sorted(treasures) == sorted(TREASURES), "'treasure_deck', 'removed' and 'ships': the treasure cards"
        assert len(self.tokens) == len(self.treasure_deck), "'tokens': one a card of the treasure deck"
        assert len(set(self.tokens)) == len(self.tokens) and set(self.tokens) <= set(self.circuit.lairs), \
            "'tokens': one on each lair at most"
        flow.check_stack(self)
