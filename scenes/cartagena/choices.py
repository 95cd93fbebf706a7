"""What a human's input selects on the Cartagena table, the action a confirm would submit, and the
words of a pending choice (its title; what the others see while someone chooses).

The table shows a row of "chips" (cards, the Back chip, the Sail chip, powers, symbols)
chosen with left/right, and a target (one of your pirates, a rival's pirate, a rival)
chosen with up/down. Modes, switched with the shoulder buttons (Q/R), group them:

- "move": your pirates; chips Back, each card, Sail (the great escape);
- "morgan": a rival's pirate to advance (Morgan's rule); one Advance chip;
- "sorceress": the hand's cards as powers; a pistol targets a rival, a chest one of
  your pirates on a closed chest; parrots and hook lead to a second row (the symbol
  the parrots stand for; the hook's second card) over your pirates.

A pending choice (a power's card choice, Filibusters' discards) replaces all of it with
a row of the cards to choose from. Every action built here is one of legal_actions, or
None; the table shows why when confirm has nothing to do.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_, _, ngettext

from game.cartagena.actions import (MOVE_SLOOP, AdvanceRival, ChooseCard, Discard, InvokeChest, InvokeHook,
                                    InvokeLantern, InvokeParrots, InvokePistol, InvokeRum, MoveBack, PlayCard)

from .log import and_list

SYMBOLS = ("pistol", "rum", "lantern", "parrot", "hook", "chest")
POWER_CAPTIONS = {"pistol": N_("Pistol: take a rival's card"), "rum": N_("Rum: draw {n}, keep 2, deal the rest"),
                  "lantern": N_("Lantern: draw 4, keep 1"), "parrot": N_("Two parrots: any one symbol"),
                  "hook": N_("Hook + a card: 2 pirates move"), "chest": N_("Chest: open it, find cards")}
MODE_NAMES = {"move": N_("Pirates"), "morgan": N_("Morgan"), "sorceress": N_("Sorceress")}


def symbol_of(card: str) -> str:
    return card.rstrip("*")


def card_order(card: str) -> tuple[int, bool]:
    return SYMBOLS.index(symbol_of(card)), card.endswith("*")


@dataclass(frozen=True)
class Chip:
    """One choice of the row: `kind` is "back", "card", "sail", "advance", "power", "symbol",
    "second" or "choice"; `value` the card or symbol it stands for."""

    kind: str
    value: str | None = None


class Controls:
    """The selection over the view of the seat to move and its legal actions."""

    def __init__(self) -> None:
        self.mode = "move"
        self.step: tuple | None = None      # ("parrots", pair) or ("hook", hook card): the second row
        self.sel_chip = 1
        self.sel_target = 0

    # ------------------------------------------------------------------ what is offered
    @staticmethod
    def modes(view: dict) -> list[str]:
        opts = view.get("options") or {}
        out = ["move"]
        if opts.get("draw", "classic") != "classic":
            out.append("morgan")
        if opts.get("sorceress"):
            out.append("sorceress")
        return out

    @staticmethod
    def choosing(view: dict, seat: int | None) -> str | None:
        """"choose" (a power's card choice) or "discard" (Filibusters) when `seat` owes one."""
        if seat is None:
            return None
        if view.get("discards") and view["discards"][seat]:
            return "discard"
        p = view.get("pending")
        if p and p["seat"] == seat:
            return "choose"
        return None

    def chips(self, view: dict, seat: int, legal: list) -> list[Chip]:
        choosing = self.choosing(view, seat)
        if choosing:
            pool = view["hand"] if choosing == "discard" else (view["pending"]["cards"] or [])
            return [Chip("choice", c) for c in sorted(set(pool), key=card_order)]
        hand = sorted(set(view.get("hand") or []), key=card_order)
        if self.mode == "morgan":
            return [Chip("advance")]
        if self.mode == "sorceress":
            if self.step and self.step[0] == "parrots":
                return [Chip("symbol", s) for s in SYMBOLS]
            if self.step and self.step[0] == "hook":
                rest = list(view["hand"])
                rest.remove(self.step[1])
                return [Chip("second", c) for c in sorted(set(rest), key=card_order)]
            return [Chip("power", c) for c in hand]
        opts = view.get("options") or {}
        chips = [] if opts.get("draw") == "morgan" else [Chip("back")]
        chips += [Chip("card", c) for c in hand]
        if view.get("sloop_at"):
            chips.append(Chip("sail"))
        return chips

    def targets(self, view: dict, seat: int, legal: list, chip: Chip | None = None) -> list:
        """What up/down cycles through now: spaces of yours, (rival, space) pairs, rivals, or [None]."""
        if self.choosing(view, seat):
            return [None]
        if self.mode == "morgan":
            return sorted(((a.rival, a.from_space) for a in legal if isinstance(a, AdvanceRival)),
                          key=lambda t: (t[1], t[0]))
        mine = sorted(set(view["pirates"][seat]))
        if self.mode == "sorceress":
            chip = chip or self.chip(view, seat, legal)
            if self.step and self.step[0] == "hook":
                return [s for s in mine if view["pirates"][seat].count(s) >= 2] or [None]
            if self.step:
                return mine
            if chip is None:
                return [None]
            sym = symbol_of(chip.value)
            if sym == "pistol":
                return sorted({a.rival for a in legal if isinstance(a, InvokePistol) and a.card == chip.value}) or [None]
            if sym == "chest":
                return sorted({a.from_space for a in legal if isinstance(a, InvokeChest) and a.card == chip.value}) \
                    or [None]
            return [None]
        return mine

    def chip(self, view: dict, seat: int, legal: list) -> Chip | None:
        chips = self.chips(view, seat, legal)
        return chips[self.sel_chip % len(chips)] if chips else None

    def target(self, view: dict, seat: int, legal: list):
        targets = self.targets(view, seat, legal)
        return targets[self.sel_target % len(targets)] if targets else None

    # ------------------------------------------------------------------ the action
    def action(self, view: dict, seat: int, legal: list, chip_index: int | None = None):
        """The action a confirm submits with chip `chip_index` (default: the selected one); None when
        it is not legal now (or leads to the sorceress's second row)."""
        chips = self.chips(view, seat, legal)
        if not chips:
            return None
        chip = chips[(self.sel_chip if chip_index is None else chip_index) % len(chips)]
        targets = self.targets(view, seat, legal, chip)
        target = targets[self.sel_target % len(targets)] if targets else None
        action = self._build(view, seat, legal, chip, target)
        return action if action is not None and action in legal else None

    def _build(self, view, seat, legal, chip: Chip, target):
        k = chip.kind
        if k == "choice":
            return Discard(chip.value) if self.choosing(view, seat) == "discard" else ChooseCard(chip.value)
        if k == "sail":
            return MOVE_SLOOP
        if target is None and k not in ("power",):
            return None
        if k == "back":
            return MoveBack(target)
        if k == "card":
            return PlayCard(chip.value, target)
        if k == "advance":
            return AdvanceRival(target[0], target[1])
        if k == "symbol":
            return InvokeParrots(self.step[1], chip.value, target)
        if k == "second":
            return InvokeHook(self.step[1], chip.value, target)
        sym = symbol_of(chip.value)
        if sym == "pistol":
            return InvokePistol(chip.value, target) if target is not None else None
        if sym == "rum":
            return InvokeRum(chip.value)
        if sym == "lantern":
            return InvokeLantern(chip.value)
        if sym == "chest":
            return InvokeChest(chip.value, target) if target is not None else None
        return None

    def opens_step(self, view: dict, seat: int, legal: list) -> tuple | None:
        """The second row the selected power leads to (parrots, hook), if any may be played."""
        if self.mode != "sorceress" or self.step:
            return None
        chip = self.chip(view, seat, legal)
        if chip is None or chip.kind != "power":
            return None
        sym = symbol_of(chip.value)
        if sym == "parrot":
            pairs = sorted({a.cards for a in legal if isinstance(a, InvokeParrots)})
            with_card = [p for p in pairs if chip.value in p]
            return ("parrots", (with_card or pairs)[0]) if pairs else None
        if sym == "hook":
            return ("hook", chip.value) if any(isinstance(a, InvokeHook) and a.hook == chip.value for a in legal) \
                else None
        return None

    def usable(self, view: dict, seat: int, legal: list, index: int) -> bool:
        """Could chip `index` do anything now (with some target)? (Greyed out otherwise.)"""
        chips = self.chips(view, seat, legal)
        chip = chips[index]
        k = chip.kind
        if k == "choice":
            return True
        if k == "sail":
            return MOVE_SLOOP in legal
        if k == "advance":
            return any(isinstance(a, AdvanceRival) for a in legal)
        if k == "power":
            sym = symbol_of(chip.value)
            types = {"pistol": InvokePistol, "rum": InvokeRum, "lantern": InvokeLantern, "parrot": InvokeParrots,
                     "hook": InvokeHook, "chest": InvokeChest}[sym]
            return any(isinstance(a, types) and (getattr(a, "card", None) == chip.value
                                                 or getattr(a, "hook", None) == chip.value
                                                 or chip.value in getattr(a, "cards", ()))
                       for a in legal)
        if k == "symbol":
            return any(isinstance(a, InvokeParrots) and a.symbol == chip.value for a in legal)
        if k == "second":
            return any(isinstance(a, InvokeHook) and a.card == chip.value for a in legal)
        target = self.target(view, seat, legal)
        return self._build(view, seat, legal, chip, target) in legal

    # ------------------------------------------------------------------ moving the selection
    def open_step(self, step: tuple) -> None:
        """Enter the sorceress's second row (parrots' symbol, hook's second card)."""
        self.step, self.step_from = step, self.sel_chip
        self.sel_chip = 0

    def close_step(self) -> None:
        """Back to the powers, on the power that opened the second row."""
        if self.step is not None:
            self.step = None
            self.sel_chip = getattr(self, "step_from", 0)

    def set_mode(self, mode: str) -> None:
        if mode != self.mode:
            self.mode, self.step = mode, None
            self.sel_chip = 0 if mode != "move" else 1
            self.sel_target = 0

    def cycle_mode(self, view: dict, step: int) -> None:
        modes = self.modes(view)
        i = modes.index(self.mode) if self.mode in modes else 0
        self.set_mode(modes[(i + step) % len(modes)])

    def clamp(self, view: dict, seat: int, legal: list) -> None:
        """Keep the selection on something that exists, preferring something legal."""
        if self.mode not in self.modes(view):
            self.set_mode("move")
        if self.step and self.mode == "sorceress" and self.step[1] not in (view.get("hand") or []) \
                and not (self.step[0] == "parrots" and all(c in view.get("hand", []) for c in self.step[1])):
            self.step = None
        chips = self.chips(view, seat, legal)
        if not chips:
            self.sel_chip = 0
            return
        targets = self.targets(view, seat, legal)
        self.sel_target = max(0, min(self.sel_target, len(targets) - 1))
        self.sel_chip = max(0, min(self.sel_chip, len(chips) - 1))
        if not self.usable(view, seat, legal, self.sel_chip):
            for i in list(range(self.sel_chip, len(chips))) + list(range(self.sel_chip)):
                if chips[i].kind not in ("back", "sail") and self.usable(view, seat, legal, i):
                    self.sel_chip = i
                    return

def choice_title(view: dict, seat: int, names: list[str]) -> tuple[str, str]:
    """(title, detail) of the choice `seat` owes now."""
    if view.get("discards") and view["discards"][seat]:
        n = view["discards"][seat]
        others = [names[s] for s, k in enumerate(view["discards"]) if k and s != seat]
        if others:
            detail = ngettext("Discard {n} more card; {names} too.", "Discard {n} cards, one at a time; {names} too.",
                              n).format(n=n, names=and_list(others))
        else:
            detail = ngettext("Discard {n} more card.", "Discard {n} cards, one at a time.", n).format(n=n)
        return _("Filibusters! Down to 7 cards"), detail
    p = view["pending"]
    kind = p["kind"]
    if kind == "pistol":
        rival = names[p["rival"]]
        return (_("Pistol: take one of {name}'s cards").format(name=rival),
                _("{name} then draws a card.").format(name=rival))
    if kind == "rum_keep":
        return (_("Rum: a round for everyone"),
                ngettext("Keep {n} more; each rival then gets one of the rest.",
                         "Keep {n} more; each rival then gets one of the rest.", p["keep"]).format(n=p["keep"]))
    if kind == "rum_give":
        later = [names[r] for r in p["rivals"][1:]]
        rest = ngettext("Then {names} gets the rest.", "Then {names} get the rest.", len(later)).format(
            names=and_list(later)) if later else ""
        return _("Rum: give {name} a card").format(name=names[p["rival"]]), rest
    if kind == "lantern_keep":
        return _("Lantern: keep one card"), _("Then put the others back on top of the deck, in your order.")
    placed = len(p.get("placed") or [])
    return (_("Lantern: put a card back on the deck"),
            _("The first you put back is the next card drawn.") if not placed else
            ngettext("It goes under the {n} you put back already.", "It goes under the {n} you put back already.",
                     placed).format(n=placed))


def waiting_text(view: dict, names: list[str]) -> str | None:
    """What everyone else sees while someone chooses."""
    if view.get("discards"):
        who = [names[s] for s, n in enumerate(view["discards"]) if n]
        return ngettext("Filibusters! {names} discards down to 7\u2026", "Filibusters! {names} discard down to 7\u2026",
                        len(who)).format(names=and_list(who))
    p = view.get("pending")
    if p:
        name = names[p["seat"]]
        kind = p["kind"]
        if kind == "pistol":
            rival = names[p["rival"]] if p["rival"] is not None else ""
            return _("{name} takes one of {rival}'s cards\u2026").format(name=name, rival=rival)
        return {"rum_keep": _("{name} keeps 2 cards of the round\u2026"), "rum_give": _("{name} hands out the round\u2026"),
                "lantern_keep": _("{name} keeps one of 4 cards\u2026"),
                "lantern_order": _("{name} puts cards back on the deck\u2026")}[kind].format(name=name)
    return None
