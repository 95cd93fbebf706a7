"""Jamaica's decisions in one line each: the coach's tip the first time one comes up (scenes/coach.py),
and what a decision's panel is, for What's this?. The keys are the kinds of choices.decide's
decisions."""
from __future__ import annotations

from game.i18n import N_

TIPS: dict[str, str] = {
    "dice": N_("Captain's dice: look at your cards, then choose which die sails by day and which by night."),
    "card": N_("Your card: the day half uses the sun die, the night half the moon die. Pay where you stop!"),
    "fork": N_("A fork: the outer lane has two pirate lairs, the inner channel two dear sea spaces."),
    "retreat": N_("Short of supplies: pick the way back. The space it sends you to costs nothing."),
    "ghost": N_("The ghost ship: alone in the lead it sails back, alone last forward; else you choose."),
    "dump": N_("Every hold is full: empty one back to the bank to make room for this load."),
    "pay": N_("Paying: choose the hold the goods come from. An emptied hold is free for a new load."),
    "attack": N_("Several ships here: choose whom to fight. The winner takes a hold or a treasure."),
    "powder": N_("Gunpowder: +1 per barrel to your roll, spent win or lose. A star wins at once."),
    "defend": N_("Defending: you see the attacker's total before you spend gunpowder and roll."),
    "sabre": N_("Saran's sabre: have the die just rolled rolled again, once per combat; the new one stands."),
    "loot": N_("You won: take a hold's goods or a treasure, or hand the loser one of your cursed ones."),
}

