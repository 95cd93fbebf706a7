"""Pagamás' teaching in a player's first games (scenes/coach.py): a coach card the first time each
of the seven phases of the turn comes up (PHASES, by the phase line's ids, phases.py), and a
one-line tip the first time each kind of decision does (TIPS, by choices.py's `Decision.kind`).
The brothel's draw and the Boatswain's, Cook's and Chaplain's powers are this edition's house
rules (the rulebook leaves them out): said so wherever they are taught."""
from __future__ import annotations

from game.i18n import N_

from ..glossary import PhaseCard

PHASES: dict[str, PhaseCard] = {
    "refloat": PhaseCard(N_("Refloat"),
                         N_("Keep your action cards or discard them all, then draw up to 2; sailors go in front "
                            "of you at once. Each sailor is one more vote, and with Boarding! its strength counts "
                            "in a mutiny."),
                         look=("hand:me", "sailors:me"), covers=("refloat",)),
    "roles": PhaseCard(N_("Roles"),
                       N_("The captain hands out the characters as he likes, every turn. A strong character "
                          "weighs in a mutiny, so the captain's friends get the strong ones."),
                       look=("character:me",), covers=("assign_roles",)),
    "share": PhaseCard(N_("The share"),
                       N_("The captain deals the loot face down, then everyone votes at once: a character and "
                          "its sailors are one vote each, a tie accepts. Refused twice, the Second may force "
                          "it, and a mutiny becomes possible."),
                       look=("share",), covers=("give", "vote")),
    "landing": PhaseCard(N_("The landing"),
                         N_("Choose your den for the night in secret. Only the treasure island buries your "
                            "loot, and only buried loot counts at the end."),
                         look=("den:me", "loot:me"), covers=("land",)),
    "ambush": PhaseCard(N_("Ambushes"),
                        N_("The Second lays a free ambush, then each Ambush! card lays one: a spare den card "
                           "on a character. A right guess takes all their unburied loot, and they lose their "
                           "character, action cards and sailors."),
                        look=("character:me",), covers=("ambush",)),
    "revelation": PhaseCard(N_("The revelation"),
                            N_("The dens are turned, then every ambush in the order laid; a Dodge saves you one "
                               "time in two. Those still standing on the treasure island then bury all their "
                               "loot."),
                            look=("den:me", "loot:me")),
    "mutiny": PhaseCard(N_("Mutiny"),
                        N_("After a forced share, a captain who kept it all or an ambush that hit, anyone may "
                           "turn the Mutiny! card (a tavern guest always may). Each side adds up its "
                           "characters' strength; the loser goes to the sharks: character, action cards, "
                           "sailors and unburied loot."),
                        look=("mutiny",), covers=("launch", "side")),
}

TIPS: dict[str, str] = {
    "refloat": N_("Refloat: draw action cards (or first discard your whole hand). Each sailor is one more vote."),
    "assign_roles": N_("You are captain: hand out the characters. Strong ones on your side win mutinies."),
    "give": N_("Deal the loot face down, yourself included. Those left with nothing may vote against you."),
    "call_vote": N_("Promise things in public if you like (they bind nobody), then call the vote. A tie accepts."),
    "vote": N_("The vote: one per character and per sailor. Refused twice, the Second may force the share."),
    "force": N_("Refused twice: force the share (a mutiny may follow), or the captain keeps it all."),
    "overboard": N_("Only during the share may loot go overboard: it is lost, but safe from ambushes."),
    "salvage": N_("Salvage: take the top loot card of the sea for yourself."),
    "land": N_("Your den: only the treasure island buries your loot, and only BURIED loot counts at the end."),
    "ambush": N_("Ambush: guess where a pirate hides. Right: you take all their unburied loot."),
    "pay_brothel": N_("The brothel: pay one loot card, then draw 2 action cards (the draw is a house rule)."),
    "bury": N_("Chaplain (a house rule): bury one loot card now, wherever you hid."),
    "launch": N_("Mutiny! Irrevocable: everyone then takes a side, and the stronger side wins."),
    "side": N_("Choose a side for good: the characters' strengths are added up; a tie goes to the captain."),
    "board": N_("Boarding!: add your sailors' strength to your side of the mutiny."),
    "sharks": N_("Sharks: the mutineer loses character, action cards and sailors; his unburied loot is yours."),
    "stand": N_("No ship without a captain! Stand, or leave it to the others. The fallen captain may not stand."),
    "elect": N_("Elect the captain in secret: your character and sailors vote for one pirate. A tie: the Second."),
}

