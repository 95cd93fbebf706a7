"""Cartagena's teaching in a player's first games (scenes/coach.py): a coach card the first time each
action of the turn comes up (PHASES, by the phase line's ids, phases.py), and a decision in one line
each: the coach's tip the first time one comes up (TIPS). `kinds(decision, mode, step)` names the
decisions a seat faces now, the most particular first."""
from __future__ import annotations

from game.cartagena.variants import Variant
from game.i18n import N_

from ..glossary import PhaseCard

PHASES: dict[str, PhaseCard] = {
    "action1": PhaseCard(N_("Action 1"),
                         N_("A turn is one to three actions, in any order: play a card to send a pirate forward to "
                            "the next free space of its symbol, or move a pirate back to draw. Cards carry your "
                            "pirates, so a good turn often mixes both."),
                         look=("phase", "hand"), covers=("turn",)),
    "action2": PhaseCard(N_("Action 2"),
                         N_("Spaces with a pirate are jumped over, so a crowded path means long jumps. Moving back "
                            "stops on the nearest space behind with 1 or 2 pirates and draws that many cards: "
                            "keep your pirates close behind one another."),
                         look=("phase", "deck"), covers=("more",)),
    "action3": PhaseCard(N_("Action 3"),
                         N_("After the third action the next player's turn begins at once; End turn stops sooner "
                            "and keeps your cards for later. The first player with every pirate at the goal wins, "
                            "even in the middle of a turn."),
                         look=("phase", "end_turn")),
}

# Morgan's rule alone (no moving back anywhere): the first two cards say how cards are drawn then.
MORGAN_PHASES: dict[str, PhaseCard] = {
    **PHASES,
    "action1": PhaseCard(N_("Action 1"),
                         N_("A turn is one to three actions, in any order: play a card to send a pirate forward to "
                            "the next free space of its symbol, or advance a rival's pirate to draw (Morgan's "
                            "rule). Cards carry your pirates, so a good turn often mixes both."),
                         look=("phase", "hand"), covers=("turn",)),
    "action2": PhaseCard(N_("Action 2"),
                         N_("Spaces with a pirate are jumped over, so a crowded path means long jumps. Morgan's "
                            "advance moves a rival's pirate on to the next space with 1 or 2 pirates and draws that "
                            "many cards: mind how far it helps that rival."),
                         look=("phase", "deck"), covers=("more",)),
}


def phase_cards(options: dict) -> dict[str, PhaseCard]:
    """The coach cards of the game in play: Morgan's wording where no pirate moves back."""
    v = Variant.from_options({k: val for k, val in (options or {}).items() if k != "setup"})
    classic = any(v.allows("classic", p) for p in ("tunnel", "jungle"))
    return PHASES if classic else MORGAN_PHASES


TIPS: dict[str, str] = {
    "turn": N_("Your turn: play a card to jump to the next empty space of its symbol, or move back to draw."),
    "more": N_("Up to 3 actions a turn. Moving back refills your hand: 1 or 2 cards, as many pirates as are there."),
    "pass": N_("No cards: pass and draw 1, or move a pirate back to draw 1 or 2."),
    "sail": N_("The sloop carries every pirate aboard to Tortuga: sailing costs an action but no card."),
    "morgan": N_("Morgan: a rival's pirate moves on to the next space with 1 or 2 pirates; you draw as many."),
    "sorceress": N_("The Sorceress: a power instead of a move. One action; the hook with its second card, two."),
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
