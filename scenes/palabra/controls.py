"""The TV's hold on a Palabra decision: which of its options is current, which step is being chosen.

`Controls(decision, start)` wraps the `Decision` that choices.decide built for the seat at the
controls; it only ever stands on one of the decision's options and submits nothing else. Its
navigation (controls_nav.py), by kind:

    Steps  (talk, place, rearrange, use, move, block, pick) the option's steps one at a time:
           ←→ moves among the labels offered at the step (each lands on an option whose
           earlier steps are those chosen: the one keeping the later steps, else the focus,
           else the first), Enter takes it (the last one submits; ships are reviewed first),
           Back steps back. Talk walks its islands with ↑↓ and keeps every island's signal.
    Fist   (bid) a pile of gems: ←→ a colour, ↑↓ one gem more or fewer (to the option with that
           pile, when the chest allows it), Tab an empty fist, Back empties it.
    Flat   (return) ←→ along the options, ↑↓ a row of them up or down, Enter.

The mouse hits what choices_panels drew: the panels put the rect of each target in `rects`
(("label", i) the i-th label offered, ("row", r, i) a talk chip, ("up"|"down"|"col", k) a fist's
colour, ("tile", i) an option, ("stage", k) a ship placed at step k, "go", "alt", "silent").
`handle(kind, pos)` answers (action to submit or None, sound or None). `keys_to(action)` gives
the presses that reach an option from here (the lesson's keys, autoplay). No pygame.
"""
from __future__ import annotations

import copy

from game.core.decision import Decision, Option
from game.i18n import N_, _

from .choices_words import COLOURS, LETTERS
from .controls_nav import Fist, Flat, Steps

BOARD_KEYS = ("island", "ship", "hand")      # a step whose picks stand on the board, not in the tray
TARGETS = {"rum": N_("Rum bottle: whose ship in hand do you look at?"),     # an artifact's second step
           "spyglass": N_("Spyglass: which placed ship do you look at?"),
           "map": N_("Cursed map: which island gets 2 gems from the bag?")}


# ------------------------------------------------------------------------------ the controls
class Controls:
    """The decision of the seat at the controls and the TV's navigation over it."""

    def __init__(self, decision: Decision, start: int | None = None) -> None:
        self.decision = decision
        self.seat, self.kind = decision.seat, decision.kind
        start = decision.focus if start is None else start
        options = decision.options
        if self.kind == "bid":
            chest = [max(o.data["pile"][k] for o in options) for k in range(len(COLOURS))]
            self.nav = Fist(options, start, chest)
        elif self.kind == "return":
            self.nav = Flat(options, start)
        else:
            self.nav = Steps(options, start, decision.focus, review=self.kind in ("place", "rearrange"))
        self.rects: dict = {}
        self.touched = False             # the player has moved: a lesson no longer re-seats the focus

    @property
    def option(self) -> Option:
        return self.nav.option

    @property
    def current(self) -> int:
        return self.nav.current

    def silent(self) -> Option | None:
        """Talk's "say nothing at all"; the spyglass's "move no gem": the alt key's option."""
        if self.kind == "talk":
            return next((o for o in self.decision.options if not any(o.data["signals"])), None)
        if self.kind == "move":
            return next((o for o in self.decision.options if o.data["keys"] == [["skip"]]), None)
        if self.kind == "bid":
            return self.decision.options[self.nav.at[(0,) * len(COLOURS)]]
        return None

    # ------------------------------------------------------------------ the step on screen
    def stage_kind(self) -> str | None:
        """What the step being chosen picks: "island", "ship", "hand", "artifact", "gem", "card"."""
        if not isinstance(self.nav, Steps) or self.nav.reviewing:
            return None
        keys = [self.nav.options[i].data.get("keys") for i in self.nav.offered()]
        kinds = [k[self.nav.stage][0] for k in keys if k and len(k) > self.nav.stage and k[self.nav.stage][0] != "skip"]
        return kinds[0] if kinds else None

    def rect_of(self, label: str):
        """Where the label offered at the step being chosen was drawn (None: not on screen)."""
        nav = self.nav
        if not isinstance(nav, Steps):
            return None
        for n, i in enumerate(nav.offered()):
            if nav.options[i].steps[nav.stage] == label:
                return self.rects.get(("label", n))
        return None

    @property
    def tray(self) -> bool:
        """Is the choice drawn in the tray now (not only rung on the board)?"""
        return self.stage_kind() not in BOARD_KEYS

    def wants_back(self) -> bool:
        if isinstance(self.nav, Steps):
            return self.kind != "talk" and self.nav.can_back()
        if isinstance(self.nav, Fist):
            return any(self.nav.pile)
        return False

    # ------------------------------------------------------------------ input
    def handle(self, kind: str, pos=None) -> tuple:
        """An intent: (the action to submit or None, the sound to play or None)."""
        if kind in ("click", "point"):
            return self.pointed(kind, pos)
        nav = self.nav
        if kind == "alt":
            quiet = self.silent()
            return (quiet.action, None) if quiet is not None else (None, None)
        self.touched = True
        if isinstance(nav, Fist):
            if kind in ("left", "right"):
                nav.col = (nav.col + (1 if kind == "right" else -1)) % len(COLOURS)
                return None, "click"
            if kind in ("up", "down"):
                return None, "click" if nav.change(nav.col, 1 if kind == "up" else -1) else "error"
            if kind == "confirm":
                return nav.option.action, None
            if kind == "back":
                return None, "back" if nav.empty() else None
            return None, None
        if isinstance(nav, Flat):
            if kind in ("left", "right"):
                nav.move(1 if kind == "right" else -1)
                return None, "click"
            if kind in ("up", "down"):
                return None, "click" if nav.row(1 if kind == "down" else -1) else None
            if kind == "confirm":
                return nav.option.action, None
            return None, None
        if self.kind == "talk" and kind in ("up", "down"):
            nav.goto((nav.stage + (1 if kind == "down" else -1)) % (nav.last() + 1))
            return None, "click"
        if kind in ("left", "right") or (kind in ("up", "down") and self.kind not in ("place", "rearrange")):
            if nav.reviewing:
                return None, None
            nav.move(1 if kind in ("right", "down") else -1)
            return None, "click"
        if kind == "confirm":
            action = nav.confirm()
            if action is not None:
                return action, None
            return None, "card_play" if self.kind in ("place", "rearrange") else "select"
        if kind == "back":
            return None, "back" if self.kind != "talk" and nav.back() else None
        return None, None

    def pointed(self, kind: str, pos) -> tuple:
        """The mouse over (point) or on (click) one of the targets the panels drew."""
        hit = next((t for t, r in self.rects.items() if r.collidepoint(pos)), None)
        if hit is None:
            return None, None
        click = kind == "click"
        nav = self.nav
        if hit == "go":
            return (self.option.action, None) if click else (None, None)
        if hit in ("alt", "silent"):
            quiet = self.silent()
            return (quiet.action, None) if click and quiet is not None else (None, None)
        self.touched = True
        what, *at = hit
        if what == "label" and isinstance(nav, Steps):
            nav.choose(at[0])
            return self.handle("confirm") if click else (None, None)
        if what == "row" and isinstance(nav, Steps):
            row, n = at
            nav.goto(row)
            if click:
                nav.choose(n)
                return None, "click"
            return None, None
        if what == "stage" and isinstance(nav, Steps):
            if click:
                nav.reviewing = False
                nav.stage = at[0]
                return None, "back"
            return None, None
        if what == "tile" and isinstance(nav, Flat):
            nav.current = at[0]
            return (nav.option.action, None) if click else (None, None)
        if isinstance(nav, Fist) and what in ("up", "down", "col"):
            nav.col = at[0]
            if click and what != "col":
                return None, "click" if nav.change(at[0], 1 if what == "up" else -1) else "error"
        return None, None

    # ------------------------------------------------------------------ the lesson's keys
    def keys_to(self, action) -> list[str]:
        """The presses that make these controls submit `action` from where they stand."""
        target = self.decision.index_of(action)
        if target is None:
            raise ValueError(f"{action.describe()} is not an option of this {self.kind} decision")
        sim = copy.copy(self)
        sim.nav = copy.copy(self.nav)
        keys: list[str] = []
        quiet = self.silent()
        if self.kind in ("talk", "bid") and quiet is not None and quiet.action == action:
            return ["alt"]
        nav = sim.nav
        if isinstance(nav, Fist):
            if any(nav.pile):
                keys.append("back")
                nav.empty()
            want = self.decision.options[target].data["pile"]
            for k, n in enumerate(want):
                if n:
                    keys += ["right"] * ((k - nav.col) % len(COLOURS)) + ["up"] * n
                    nav.col = k
            return keys + ["confirm"]
        if isinstance(nav, Flat):
            return ["right"] * ((target - nav.current) % len(nav.options)) + ["confirm"]
        steps = self.decision.options[target].steps
        while nav.reviewing or nav.option.steps[:nav.stage] != steps[:nav.stage]:
            if nav.reviewing and nav.current == target:
                return keys + ["confirm"]
            if self.kind == "talk":
                keys.append("up")
                nav.goto(nav.stage - 1)
            elif nav.back():
                keys.append("back")
            else:
                break
        for _step in range(len(steps) + 2):
            offered = nav.offered()
            labels = [nav.options[i].steps[nav.stage] for i in offered]
            n = labels.index(steps[nav.stage])
            presses = (n - nav.index()) % len(offered)
            for _press in range(presses):        # (each press keeps what it can of the steps after)
                nav.move(1)
            keys += ["right"] * presses + ["confirm"]
            done = nav.confirm()
            if done is not None:
                if done != action:
                    raise ValueError(f"the keys reach {done.describe()}, not {action.describe()}")
                return keys
        raise ValueError(f"no keys reach {action.describe()}")

    # ------------------------------------------------------------------ words
    def instruction(self) -> str:
        """The status line's words for the step on screen."""
        nav, d = self.nav, self.decision
        if isinstance(nav, Steps) and self.kind in ("place", "rearrange"):
            return self._ships_instruction()
        if isinstance(nav, Steps) and self.kind == "use" and nav.stage == 1:
            return _(TARGETS[self.option.data["artifact"]])
        if isinstance(nav, Steps) and self.kind == "move" and nav.stage > 0:
            if nav.stage == 1:
                return _("Spyglass: which gem do you take from island {letter}?").format(
                    letter=LETTERS[self.option.data["keys"][0][1]])
            return _("Where does it go? Choose the island")
        if self.kind == "move":
            return _("Spyglass: move one gem? Choose the island to take it from")
        return d.prompt

    def _ships_instruction(self) -> str:
        nav, data = self.nav, self.option.data
        rum = self.kind == "rearrange"
        if nav.reviewing:
            kept = data["hand"]
            card = _("the red ship") if kept == 0 else _("green {card}").format(card=kept)
            return _("keep {cards} in hand and place the others? Confirm, or Back to change").format(cards=card)
        steps, mine = data["islands"], [i for i, _c in data["ships"]]
        island = steps[nav.stage]
        if len(mine) > 2:                # two players: four islands in the middle
            text = (_("Re-place your ships: choose the card for island {letter} ({k} of {n})") if rum else
                    _("Place your ships: choose the card for island {letter} ({k} of {n})"))
            return text.format(letter=LETTERS[island], k=nav.stage + 1, n=len(steps))
        if island == mine[0]:
            text = (_("Re-place your ships: choose a card for the island on your left, {letter}") if rum else
                    _("Place your ships: choose a card for the island on your left, {letter}"))
        else:
            text = (_("Re-place your ships: choose a card for the island on your right, {letter}") if rum else
                    _("Place your ships: choose a card for the island on your right, {letter}"))
        return text.format(letter=LETTERS[island])

    def prompts(self) -> list[tuple[str, str]]:
        """The prompt row: (key, verb)."""
        nav = self.nav
        if self.kind == "talk":
            last = nav.stage == nav.last()
            return [("\u2190\u2192", _("Signal")), ("\u2191\u2193", _("Island")),
                    ("confirm", _("Send") if last else _("Next")), ("alt", _("Say nothing"))]
        if isinstance(nav, Fist):
            out = [("\u2190\u2192", _("Colour")), ("\u2191\u2193", _("More / fewer")),
                   ("confirm", _("Close the fist")), ("alt", _("Empty fist"))]
            return out + ([("back", _("Clear"))] if any(nav.pile) else [])
        if isinstance(nav, Flat):
            return [("\u2190\u2192", _("Choose")), ("confirm", _("Return them"))]
        if self.kind in ("place", "rearrange"):
            if nav.reviewing:
                return [("confirm", _("Place ships")), ("back", _("Change"))]
            return [("\u2190\u2192", _("Card")), ("confirm", _("Put it here"))] + (
                [("back", _("Undo"))] if nav.can_back() else [])
        out = [("\u2190\u2192", _("Choose")), ("confirm", _("Confirm"))]
        if nav.can_back():
            out.append(("back", _("Back")))
        if self.kind == "move":
            out.append(("alt", _("Move no gem")))
        return out
