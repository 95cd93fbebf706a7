"""What a key cannot do at the Cartagena table, and the keys that reach an option: the refusals in whole
sentences (a key with nothing to do, a greyed chip's action for the engine's reason), and the fewest
keys from the focus to any option of the decision (a lesson's autoplay and the tests press them).
Over controls.Controls; no drawing."""
from __future__ import annotations

import copy
from collections import deque

from game.cartagena.actions import MOVE_SLOOP, InvokeHook, InvokeLantern, InvokeParrots, InvokeRum, MoveBack, PlayCard
from game.i18n import _

from .choices import symbol_of
from .controls import Chip, Controls


def refusal(c: Controls, kind: str) -> str | None:
    """Why key `kind` could do nothing now, in a whole sentence (None: nothing worth saying)."""
    if kind == "alt":
        if c.choosing():
            return _("Choose a card first.")
        return _("Take at least one action first: play a card or move a pirate back.")
    if kind in ("page_prev", "page_next") and len(c.modes()) > 1:
        others = [m for m in c.modes() if m != c.mode]
        if len(others) > 1:
            return _("Nothing can be done in the other modes now.")
        return mode_refusal(others[0])
    return None


def mode_refusal(mode: str) -> str:
    """Why a mode cannot be switched to now."""
    if mode == "morgan":
        return _("No rival's pirate can be advanced now.")
    if mode == "sorceress":
        return _("No power can be invoked now.")
    return _("None of your pirates can move now.")


def would_be(c: Controls, chip: Chip):
    """The action a greyed chip stands for with the focused target (for the engine's reason why not), or a
    sentence when there is no such single action."""
    target = c.target()
    k = chip.kind
    if k == "sail":
        return MOVE_SLOOP
    if k in ("back", "card", "symbol", "second") and target is None:
        return _("Choose one of your pirates first.")
    if k == "back":
        return MoveBack(target)
    if k == "card":
        return PlayCard(chip.value, target)
    if k == "symbol":
        pair = tuple(c.step.value.split("+"))
        return InvokeParrots(pair, chip.value, target)
    if k == "second":
        return InvokeHook(c.step.value, chip.value, target)
    if k == "advance":
        return _("No rival's pirate can be advanced now.")
    sym = symbol_of(chip.value or "")
    if sym == "rum":
        return InvokeRum(chip.value)
    if sym == "lantern":
        return InvokeLantern(chip.value)
    return {"parrot": _("The parrots' power needs two parrots and a pirate that can move."),
            "hook": _("The hook needs two of your pirates on one space, a second card and two actions."),
            "chest": _("Open a chest with a pirate standing on a closed chest."),
            "pistol": _("Point the pistol at a rival who has cards.")}.get(sym, _("That power cannot be used now."))


def keys_to(controls: Controls, index: int, limit: int = 4000) -> list[str]:
    """The fewest keys that move the focus from where it is to option `index`, then play it (End turn and
    Pass: the alt key). A lesson's autoplay and its tests press them."""
    target = controls.options[index]
    if target.data.get("mode") == "turn":
        return ["alt"]

    def key(c: Controls) -> tuple:
        return (c.mode, c.step, c.focus, c.pirate)
    seen = {key(controls)}
    queue = deque([(controls, [])])
    while queue and len(seen) < limit:
        here, keys = queue.popleft()
        if here.focus == index and (here.step is not None) == ("second" in target.data):
            return keys + ["confirm"]
        for kind in ("up", "down", "left", "right", "page_next", "page_prev", "confirm", "back"):
            if kind == "confirm" and not here.opens_step():
                continue
            there = copy.copy(here)
            if there.press(kind) in (None, "play", "end"):
                continue
            if key(there) not in seen:
                seen.add(key(there))
                queue.append((there, keys + [kind]))
    raise ValueError(f"no keys reach option {index} ({target.words}) from option {controls.focus}")
