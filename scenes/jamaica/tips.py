"""Jamaica's teaching in a player's first games (scenes/coach.py): a coach card the first time each
phase of the round comes up (PHASES, by the phase line's ids, phases.py), and each decision in one
line (TIPS, by the kinds of choices.decide's decisions): the coach's tip the first time one comes
up, and what a decision's panel is, for What's this?."""
from __future__ import annotations

from game.i18n import N_

from ..glossary import PhaseCard

PHASES: dict[str, PhaseCard] = {
    "dice": PhaseCard(N_("The captain's dice"), N_(
        "The captain rolls the two action dice and, after a look at his cards, puts one on the day (sun) and "
        "one on the night (moon). Every card this round acts with those numbers: choose the order that suits "
        "your hand and spoils the others'."), look=("dice", "options"), covers=("dice",)),
    "cards": PhaseCard(N_("Choosing a card"), N_(
        "Everyone chooses one card in secret, at the same time: its top half acts by day with the sun die, its "
        "bottom half by night with the moon die. Think where you will stop, for you pay there: food at sea, "
        "doubloons in a port."), look=("options",), covers=("card",)),
    "actions": PhaseCard(N_("Actions"), N_(
        "From the captain clockwise, each player turns their card over and does its day half, then its night "
        "half. Where a ship stops it fights any ship there, then pays; short of goods, you pay what you can and "
        "the combat die sends you back."), look=("top",)),
    "ghost": PhaseCard(N_("The ghost ship"), N_(
        "After everyone's actions the captain sails the ghost ship twice, on the day die then the night die: "
        "alone in the lead it goes back, alone last forward, else the captain chooses. It pays nothing, fights "
        "and steals, and keeps the treasures it finds face down."), covers=("ghost",)),
}

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

