"""Cartagena's decisions in one line each: the coach's tip the first time one comes up (scenes/coach.py).
`kinds(decision, mode, step)` names the decisions a seat faces now, the most particular first."""
from __future__ import annotations

from game.i18n import N_

TIPS: dict[str, str] = {
    "turn": N_("Your turn: play a card to jump to the next empty space of its symbol, or move back to draw."),
    "more": N_("Up to 3 actions a turn. Moving back refills your hand: 1 or 2 cards, as many pirates as are there."),
    "pass": N_("No cards: pass and draw 1, or move a pirate back to draw 1 or 2."),
    "sail": N_("The sloop carries every pirate aboard to Tortuga: sailing costs an action but no card."),
    "morgan": N_("Morgan: a rival's pirate moves on to the next space with 1 or 2 pirates; you draw as many."),
    "sorceress": N_("The Sorceress: a card played for its power instead of a move. Each power is one action."),
    "discard": N_("Filibusters: down to 7 cards. Keep the symbols that carry your pirates furthest."),
    "pistol": N_("Pistol: take one card from the rival's hand; the rival then draws one."),
    "rum_keep": N_("Rum: keep 2 of the cards drawn; each rival then gets one of the rest."),
    "rum_give": N_("Rum: hand this rival the card that helps them least."),
    "lantern_keep": N_("Lantern: keep the best of the 4 cards; the others go back on the deck."),
    "lantern_order": N_("Lantern: the first card you put back is the next one drawn."),
    "parrots": N_("Two parrots: choose the symbol they stand for together."),
    "hook": N_("Hook: the second card's symbol takes two of your pirates on one space forward together."),
}


def kinds(decision, mode: str, step) -> tuple[str, ...]:
    """The kinds of decision (keys of TIPS) a seat faces now, the most particular first: the decision's own
    kind (choices.decide), made more particular by where the TV's focus is (the mode, the second row)."""
    if decision.kind not in ("turn", "more", "pass"):
        return (decision.kind,)
    if step is not None:
        return ("parrots" if step.kind == "parrots" else "hook",)
    if mode in ("morgan", "sorceress"):
        return (mode,)
    out = ["pass"] if decision.kind == "pass" else []
    out.append("more" if decision.kind == "more" else "turn")
    if any(o.action.TYPE == "move_sloop" for o in decision.options):
        out.append("sail")
    return tuple(out)
