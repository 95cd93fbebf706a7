"""Pagamás' decisions in one line each: the coach's tip the first time one comes up (scenes/coach.py).
The keys are the kinds of choices.py's decisions (`Decision.kind`)."""
from __future__ import annotations

from game.i18n import N_

TIPS: dict[str, str] = {
    "refloat": N_("Refloat: draw action cards (or first discard your whole hand). Each sailor is one more vote."),
    "assign_roles": N_("You are captain: hand out the characters. Strong ones on your side win mutinies."),
    "give": N_("Deal the loot face down, yourself included. Those left with nothing may vote against you."),
    "call_vote": N_("Promise things in public if you like (they bind nobody), then call the vote. A tie accepts."),
    "vote": N_("The vote: one per character and per sailor. Refused twice, the Second may force the share."),
    "force": N_("Refused twice: force the share (a mutiny may follow), or the captain keeps it all."),
    "overboard": N_("Loot thrown overboard is lost, but a pirate with nothing is not worth ambushing."),
    "salvage": N_("Salvage: take the top loot card of the sea for yourself."),
    "land": N_("Your den: only the treasure island buries your loot, and only BURIED loot counts at the end."),
    "ambush": N_("Ambush: guess where a pirate hides. Right: you take all their unburied loot."),
    "pay_brothel": N_("The brothel: pay one loot card, then draw 2 action cards."),
    "bury": N_("Chaplain: bury one loot card now, wherever you hid."),
    "launch": N_("Mutiny! Irrevocable: everyone then takes a side, and the stronger side wins."),
    "side": N_("Choose a side for good: the characters' strengths are added up; a tie goes to the captain."),
    "board": N_("Boarding!: add your sailors' strength to your side of the mutiny."),
    "sharks": N_("You won the mutiny: throw a mutineer to the sharks and take their unburied loot."),
    "stand": N_("No ship without a captain! Stand for captain, or leave it to the others."),
    "elect": N_("Elect the new captain in secret; a tie makes the Second captain."),
}

