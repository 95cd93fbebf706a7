"""The TV's navigation over Cartagena's Decision (choices.py): which option is focused, the mode (your
pirates, Morgan, the Black Sorceress), the sorceress's second row, and what each key does. No drawing.

The focus is always one of the decision's options; what the table shows follows from it. The
row of chips and the targets are read from the options' `data`:

- "move": up/down one of your pirates that can act; left/right the chips that pirate can play
  (Back, its cards), the sail, then the End turn button;
- "morgan": one Advance chip; up/down/left/right a rival's pirate;
- "sorceress": left/right the powers that can be invoked (the parrots as pairs); up/down the
  pistol's rival or the pirate on a chest; confirm on the parrots or the hook opens their second
  row (the symbol, the second card: left/right) over your pirates (up/down); back closes it.
- a power's choice, the discards: left/right (or up/down) one card of the panel.

The chips an option cannot reach are drawn greyed; the keys never rest on them. A key that can
do nothing says why, and the keys to any option are found, in controls_keys.py.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core.decision import Decision, Option

from .choices import PARROT_PAIRS, SYMBOLS, TURN_KINDS, card_order, symbol_of

MODES = ("move", "morgan", "sorceress")


@dataclass(frozen=True)
class Chip:
    """One chip of the row: `kind` is "back", "card", "sail", "advance", "power", "parrots", "symbol",
    "second", "choice" or "end" (the End turn button); `value` the card, symbol or two parrots."""

    kind: str
    value: str | None = None


END = Chip("end")


def option_chip(o: Option) -> Chip:
    """The chip of the first row that reaches option `o`."""
    d = o.data
    if "card" in d:
        return Chip("choice", d["card"])
    return Chip(d["chip"], d.get("value"))


def target_of(o: Option):
    """Its target as the TV cycles them: a space, a rival, (rival, space) for Morgan; None."""
    t = o.data.get("target")
    return tuple(t) if isinstance(t, list) else t


class Controls:
    """The focus over the decision of the seat at the controls (`follow` it each time it is made)."""

    def __init__(self) -> None:
        self.decision: Decision | None = None
        self.view: dict = {}
        self.focus = 0
        self.mode = "move"
        self.step: Chip | None = None      # the parrots' or the hook's chip whose second row is open
        self.pirate = None                 # the pirate last focused: the row's target while on Sail or End
        self.turn_number = None            # the turn of the decision followed, and its actions taken then
        self.taken = None
        self._rows: dict = {}              # (mode, second row) -> chip -> its options (find); the rows shown

    # ------------------------------------------------------------------ following the decisions
    def follow(self, decision: Decision | None, view: dict) -> None:
        """A new decision: the same move stays focused where it still can be made (the same chip for the
        same pirate, else that pirate's best), else the decision's own first focus; a new turn starts
        on the first focus, in your pirates' mode unless it lies elsewhere."""
        self._rows = {}
        if self.same(decision, view):            # the same decision made again (a sync, a language): nothing moves
            self.decision, self.view = decision, view
            return
        old = self.option() if self.decision is not None else None
        new_turn = view.get("turn_number") != self.turn_number
        self.decision, self.view, self.step = decision, view, None
        self.turn_number, self.taken = view.get("turn_number"), view.get("actions_taken")
        if decision is None:
            return
        if new_turn:
            self.mode = "move"
        found = None if new_turn or old is None or decision.kind not in TURN_KINDS else self._like(old)
        self.focus = decision.focus if found is None else found
        mode = self.option().data.get("mode")
        if mode in MODES:
            self.mode = mode
        elif self.mode not in self.modes():
            self.mode = "move"
        self._remember()

    def same(self, decision: Decision | None, view: dict) -> bool:
        """Is `decision` the one followed, made again: the same moment of the same turn, option for option?"""
        if decision is None or self.decision is None or decision.seat != self.decision.seat:
            return False
        return (decision.kind == self.decision.kind and view.get("turn_number") == self.turn_number
                and view.get("actions_taken") == self.taken
                and [o.action.to_json() for o in decision.options] == [o.action.to_json() for o in self.options])

    def _like(self, old: Option) -> int | None:
        d = old.data
        if d.get("mode") not in MODES or d.get("chip") == "sail":     # a sail would sail straight back
            return None
        same = [i for i, o in enumerate(self.decision.options)
                if o.data.get("mode") == d["mode"] and option_chip(o) == option_chip(old)
                and target_of(o) == target_of(old) and o.data.get("second") == d.get("second")]
        if same:
            return same[0]
        if d["mode"] == "move" and target_of(old) is not None:
            return self.best_for(target_of(old), option_chip(old))
        in_mode = [i for i, o in enumerate(self.decision.options) if o.data.get("mode") == d["mode"]]
        if self.decision.focus in in_mode or not in_mode:
            return None
        return in_mode[0]

    def _remember(self) -> None:
        o = self.option()
        if o is not None and o.data.get("mode") == "move" and target_of(o) is not None:
            self.pirate = target_of(o)

    # ------------------------------------------------------------------ what the focus is on
    @property
    def options(self) -> tuple[Option, ...]:
        return self.decision.options if self.decision is not None else ()

    def option(self) -> Option | None:
        return self.options[self.focus] if self.options else None

    def action(self):
        o = self.option()
        return o.action if o is not None else None

    def choosing(self) -> bool:
        """A power's card choice or the Filibusters' discard: a panel of cards."""
        return self.decision is not None and self.decision.kind not in TURN_KINDS

    def modes(self) -> list[str]:
        """The modes of this game's variant (whether or not one can act now)."""
        opts = self.view.get("options") or {}
        out = ["move"]
        if opts.get("draw", "classic") != "classic":
            out.append("morgan")
        if opts.get("sorceress"):
            out.append("sorceress")
        return out

    def has(self, mode: str) -> bool:
        return any(o.data.get("mode") == mode for o in self.options)

    def _in_row(self, o: Option) -> bool:
        d = o.data
        if d.get("mode") != self.mode:
            return False
        return self.step is None or option_chip(o) == self.step

    def chip_of(self, o: Option) -> Chip:
        """The chip that stands for option `o` in the row shown now."""
        if o.data.get("mode") == "turn":
            return END
        if self.step is not None and option_chip(o) == self.step:
            return Chip("symbol" if self.step.kind == "parrots" else "second", o.data["second"])
        return option_chip(o)

    def chip(self) -> Chip | None:
        o = self.option()
        return self.chip_of(o) if o is not None else None

    def row(self) -> list[Chip]:
        """The chips shown now, usable or not, in their order."""
        key = ("row", self.mode, self.step)
        if key not in self._rows:
            self._rows[key] = self._row()
        return list(self._rows[key])

    def _row(self) -> list[Chip]:
        if self.choosing():
            return [option_chip(o) for o in self.options]
        hand = sorted(set(self.view.get("hand") or []), key=card_order)
        if self.step is not None:
            if self.step.kind == "parrots":
                return [Chip("symbol", s) for s in SYMBOLS]
            rest = list(self.view.get("hand") or [])
            if self.step.value in rest:
                rest.remove(self.step.value)
            return [Chip("second", c) for c in sorted(set(rest), key=card_order)]
        if self.mode == "morgan":
            return [Chip("advance")]
        if self.mode == "sorceress":
            return self._powers(hand)
        opts = self.view.get("options") or {}
        chips = [] if opts.get("draw") == "morgan" else [Chip("back")]
        chips += [Chip("card", c) for c in hand]
        if self.view.get("sloop_at"):
            chips.append(Chip("sail"))
        return chips

    def _powers(self, hand: list[str]) -> list[Chip]:
        """The sorceress's row: each card of the hand as its power, the parrots as the pairs that can be played."""
        pairs = {o.data["value"] for o in self.options if o.data.get("chip") == "parrots"}
        chips: list[Chip] = []
        for card in hand:
            if symbol_of(card) != "parrot":
                chips.append(Chip("power", card))
            elif not pairs:
                chips.append(Chip("power", card))
            elif not any(c.kind == "parrots" for c in chips):
                chips += [Chip("parrots", "+".join(p)) for p in PARROT_PAIRS if "+".join(p) in pairs]
        return chips

    def targets_primary(self) -> bool:
        """Are the targets chosen first (your pirates, Morgan, a second row) or the chip (the powers)?"""
        return not (self.mode == "sorceress" and self.step is None)

    def targets(self) -> list:
        """What up/down cycles through now."""
        if self.choosing():
            return []
        if self.targets_primary():
            found = {target_of(o) for o in self.options if self._in_row(o) and target_of(o) is not None}
            key = (lambda t: (t[1], t[0])) if self.mode == "morgan" else None
            return sorted(found, key=key)
        chip = self.chip()
        return sorted({target_of(o) for o in self.options if self._in_row(o) and self.chip_of(o) == chip
                       and target_of(o) is not None})

    def target(self):
        """The focused target: the option's own, else (on Sail or End) the pirate last focused."""
        o = self.option()
        if o is None or self.choosing():
            return None
        t = target_of(o)
        if t is None and self.targets_primary() and self.mode == "move" and self.pirate in self.targets():
            return self.pirate
        return t

    def usable(self, chip: Chip) -> bool:
        """Could the focus rest on `chip` now (for the focused target, where the target comes first)?"""
        return self.find(chip, self.target()) is not None

    def find(self, chip: Chip, target) -> int | None:
        """The option of `chip` for `target` (a chip needing no target: its option; the powers' row: any
        of its targets, the focused one first)."""
        if chip == END:
            return next((i for i, o in enumerate(self.options) if o.data.get("mode") == "turn"), None)
        found = self._by_chip().get(chip)
        if not found:
            return None
        same = [i for i in found if target_of(self.options[i]) == target]
        if same:
            return same[0]
        if not self.targets_primary() or all(target_of(self.options[i]) is None for i in found):
            return found[0]
        return None

    def _by_chip(self) -> dict[Chip, list[int]]:
        """The options of the row shown now, by chip (worked out once per decision, mode and row)."""
        key = (self.mode, self.step)
        if key not in self._rows:
            rows: dict[Chip, list[int]] = {}
            for i, o in enumerate(self.options):
                if self._in_row(o):
                    rows.setdefault(self.chip_of(o), []).append(i)
            self._rows[key] = rows
        return self._rows[key]

    def best_for(self, target, like: Chip | None = None) -> int | None:
        """The option to focus on arriving at `target`: the same chip, else its first card, else Back."""
        found = [i for i, o in enumerate(self.options) if self._in_row(o) and target_of(o) == target]
        same = [i for i in found if self.chip_of(self.options[i]) == like]
        cards = [i for i in found if self.chip_of(self.options[i]).kind != "back"]
        return (same or cards or found or [None])[0]

    # ------------------------------------------------------------------ the keys
    def stops(self) -> list[Chip]:
        """Where left/right may rest: the usable chips of the row, then the End turn button."""
        out = [c for c in self.row() if self.usable(c)]
        if self.step is None and not self.choosing() and self.find(END, None) is not None:
            out.append(END)
        return out

    def move_chip(self, delta: int) -> bool:
        stops = self.stops()
        if len(stops) < 2:
            return False
        here = self.chip()
        i = stops.index(here) if here in stops else (-1 if delta > 0 else 0)
        new = stops[(i + delta) % len(stops)]
        self.focus = self.find(new, self.target() if self.targets_primary() else None)
        self._remember()
        return True

    def move_target(self, delta: int) -> bool:
        targets = self.targets()
        if len(targets) < 2 and not (len(targets) == 1 and self.target() not in targets):
            return False
        now = self.target()
        i = targets.index(now) if now in targets else (-1 if delta > 0 else 0)
        new = targets[(i + delta) % len(targets)]
        found = self.best_for(new, self.chip())
        if found is None:
            return False
        self.focus = found
        self._remember()
        return True

    def set_mode(self, mode: str) -> bool:
        """Switch to `mode` when something can be done there (False otherwise)."""
        if mode == self.mode and self.step is None:
            return True
        if mode not in self.modes() or not self.has(mode):
            return False
        self.mode, self.step = mode, None
        mine = [i for i, o in enumerate(self.options) if o.data.get("mode") == mode]
        first = self.decision.focus if self.decision.focus in mine else mine[0]
        if mode == "sorceress":           # the first chip of the powers' row
            stops = [c for c in self.row() if self.usable(c)]
            first = self.find(stops[0], None) if stops else first
        self.focus = first
        self._remember()
        return True

    def cycle_mode(self, delta: int) -> bool:
        modes = self.modes()
        i = modes.index(self.mode) if self.mode in modes else 0
        for k in range(1, len(modes)):
            if self.set_mode(modes[(i + delta * k) % len(modes)]):
                return True
        return False

    def opens_step(self) -> bool:
        """Does confirm open a second row now (the parrots, the hook) rather than play?"""
        o = self.option()
        return (self.step is None and not self.choosing() and o is not None and self.mode == "sorceress"
                and "second" in o.data)

    def open_step(self) -> None:
        self.step = option_chip(self.option())

    def close_step(self) -> bool:
        if self.step is None:
            return False
        self.step = None
        return True

    def focus_on(self, index: int) -> None:
        """Put the focus on option `index` (a click, a lesson), in its mode."""
        o = self.options[index]
        if o.data.get("mode") in MODES and o.data["mode"] != self.mode:
            self.mode, self.step = o.data["mode"], None
        if self.step is not None and option_chip(o) != self.step:
            self.step = None
        self.focus = index
        self._remember()

    def press(self, kind: str) -> str | None:
        """What a key does to the focus: "moved", "mode", "opened", "closed", "play" (confirm: play the
        focused option), "end" (alt) or None (nothing to do: the table asks `refusal`)."""
        if self.decision is None:
            return None
        if kind == "confirm":
            if self.opens_step():
                self.open_step()
                return "opened"
            return "play"
        if kind == "alt":
            return "end" if not self.choosing() and self.find(END, None) is not None else None
        if kind == "back":
            return "closed" if self.close_step() else None
        if self.choosing():
            if kind in ("left", "right", "up", "down", "page_prev", "page_next"):
                n = len(self.options)
                if n < 2:
                    return None
                self.focus = (self.focus + (1 if kind in ("right", "down", "page_next") else -1)) % n
                return "moved"
            return None
        if kind in ("page_prev", "page_next"):
            if len(self.modes()) > 1:
                return "mode" if self.cycle_mode(1 if kind == "page_next" else -1) else None
            kind = "up" if kind == "page_next" else "down"
        if kind in ("up", "down"):
            moved = self.move_target(1 if kind == "up" else -1)
            if not moved and not self.targets():
                moved = self.move_chip(1 if kind == "down" else -1)
            return "moved" if moved else None
        if kind in ("left", "right"):
            delta = 1 if kind == "right" else -1
            if self.mode == "morgan" and self.step is None:
                return "moved" if self.move_target(delta) else None
            return "moved" if self.move_chip(delta) else None
        return None
